"""Three people open a Guillotine match through the real discord.py bot and the fake Discord, and
vote on a report in secret: every voter gets the ballot privately, the channel shows who has
voted and who is awaited, and no vote is visible until the last one is cast."""

from __future__ import annotations

import json

from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.table import check_png, latest_board, waiting

ALICE, BOB, CHLOE = 21, 22, 23
PLAYERS = (ALICE, BOB, CHLOE)
OPTIONS = {
    "parties": [["montagnards"], ["girondins"], ["crapauds"]],
    "first_player": 0,
}


async def open_prompt(fake: FakeDiscord, user: int) -> Message:
    """Press "Your move" on the latest board: the decision comes back privately."""
    board = latest_board(fake)
    prompt = (await fake.press(user, board, board.button("Your move"))).reply
    assert prompt.ephemeral, "a player's choices are private"
    return prompt


async def choose(fake: FakeDiscord, user: int, prompt: Message, choice: str) -> str:
    """Pick `choice` on an opened prompt (buttons or menu); returns the private answer."""
    if any(c["type"] == 3 for row in prompt.components for c in row["components"]):
        custom_id, values = prompt.select()
        assert choice in values, (choice, values)
        done = await fake.choose(user, prompt, custom_id, choice)
    else:
        custom_id = next(cid for _, cid in prompt.buttons() if cid.endswith(f":{choice}"))
        done = await fake.press(user, prompt, custom_id)
    return done.reply.content


async def act(fake: FakeDiscord, user: int, choice: str) -> None:
    answer = await choose(fake, user, await open_prompt(fake, user), choice)
    assert answer.startswith("✅"), answer


async def test_a_secret_vote_on_a_report(fake: FakeDiscord, run_bot) -> None:
    for uid, name in zip(PLAYERS, ("Alice", "Bob", "Chloé"), strict=True):
        fake.add_user(uid, name)
    await run_bot()
    lobby = (
        await fake.slash(ALICE, "game", "new", game="guillotine", options=json.dumps(OPTIONS))
    ).reply
    assert "Guillotine" in lobby.content
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    for uid in PLAYERS:
        assert fake.dms_to(uid) == [], "no secret yet: nothing to send privately"
    first = (await open_prompt(fake, ALICE)).content
    assert "You lead the Montagnards (M)." in first, "said where it matters: moving deputies"
    assert "Delayed Jacobin" not in first, "no empty hand under every prompt"

    # Phase I: everyone stays at the Convention. Phase II: Alice names Robespierre rapporteur.
    for uid in PLAYERS:
        await act(fake, uid, "pass")
    await act(fake, ALICE, "report:robespierre")
    for uid in (BOB, CHLOE):
        await act(fake, uid, "noreport")

    board = latest_board(fake)
    assert sorted(waiting(fake)) == sorted(PLAYERS), "all voters are called at once"
    assert "Secret vote on the report of Robespierre (M)" in board.content
    width, _ = check_png(board.files[0][1], max_kb=400)
    assert width == 800, "landscape, like every table"

    # Each voter gets the ballot privately, naming the report. Bob and Chloé open theirs now.
    ballots = {uid: await open_prompt(fake, uid) for uid in PLAYERS}
    for prompt in ballots.values():
        assert "Secret vote on the report of Robespierre (M)" in prompt.content
        choices = sorted(label for label, _ in prompt.buttons() if label != "Back")
        assert choices == ["?", "NO", "YES"]
    # Chloé's "no report" opened the vote, and nobody has voted yet: she may take it back.
    assert [uid for uid, p in ballots.items() if "Back" in dict(p.buttons())] == [CHLOE]
    first_post = len(fake.channel_posts())

    answer = await choose(fake, ALICE, ballots[ALICE], "vote:yes")
    assert answer.startswith("✅")
    board = latest_board(fake)
    assert sorted(waiting(fake)) == [BOB, CHLOE], "the board names the voters still awaited"
    assert "Alice has voted on the report of Robespierre (M); waiting for Bob and Chloé" in (
        board.content
    )

    # Alice cannot vote twice: her ballot is closed, and neither the board nor /play reopen it.
    # (until someone else votes, she may take her ballot back: nothing was counted yet).
    assert ballots[ALICE].content.startswith("✅")
    assert [label for label, _ in ballots[ALICE].buttons()] == ["Take back"]
    refusal = await open_prompt(fake, ALICE)
    assert "not your move" in refusal.content
    typed = (await fake.slash(ALICE, "play", choice="vote:no")).reply
    assert typed.ephemeral and "waiting for Bob, Chloé" in typed.content

    # Bob's ballot was opened before Alice voted: it still counts, the decision is the same.
    answer = await choose(fake, BOB, ballots[BOB], "vote:no")
    assert answer.startswith("✅"), answer
    assert waiting(fake) == [CHLOE]
    # Nothing public, new or edited since the ballots opened, tells how anyone voted.
    seen = [m.content for m in fake.channel_posts()[first_post - 1 :]]
    assert seen and not any("YES" in text or "NO " in text for text in seen), seen
    assert not any("Vote on the report" in text for text in seen)
    assert fake.dms_to(ALICE) == fake.dms_to(BOB) == [], "no vote goes by DM"

    await choose(fake, CHLOE, ballots[CHLOE], "vote:no")
    tally = (
        "Vote on the report of Robespierre (M): YES 6 (Alice 6), NO 12 (Bob 6, Chloé 6); rejected"
    )
    results = [m for m in fake.channel_posts()[first_post:] if tally in m.content]
    assert len(results) == 1
    assert "Report rejected: Robespierre (M) -2 PP (3)" in results[0].content
    # The order of the day follows, opened by the first player.
    assert waiting(fake) == [ALICE]


async def test_the_host_sets_options_with_lobby_buttons(fake: FakeDiscord, run_bot) -> None:
    for uid, name in zip(PLAYERS, ("Alice", "Bob", "Chloé"), strict=True):
        fake.add_user(uid, name)
    bot = await run_bot()
    lobby = (await fake.slash(ALICE, "game", "new", game="guillotine")).reply
    assert "☐ **Variante Histoire**" in lobby.content and "☐ **Choose parties**" in lobby.content
    lobby = (await fake.press(BOB, lobby, lobby.button("Join"))).reply
    refused = (await fake.press(BOB, lobby, lobby.button("Variante Histoire: off"))).reply
    assert refused.ephemeral and "Only the host" in refused.content
    lobby = (await fake.press(ALICE, lobby, lobby.button("Variante Histoire: off"))).reply
    assert "☑ **Variante Histoire**" in lobby.content
    assert "Variante Histoire is now on" in lobby.content
    lobby = (await fake.press(ALICE, lobby, lobby.button("Choose parties: off"))).reply
    lobby = (await fake.press(CHLOE, lobby, lobby.button("Join"))).reply
    assert "Variante Histoire: on" in [label for label, _ in lobby.buttons()]
    await fake.press(ALICE, lobby, lobby.button("Start"))

    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.options == {"histoire": True, "draft": True}
    (first,) = waiting(fake)
    offer = await bot.host.offer(user_id=first, match_id=match.id)
    assert "party:random" in [c.id for c in offer.choices], "the first player picks a party"
