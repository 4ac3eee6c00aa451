"""The play-by-post table through the real bot: a match in its own thread, one board edited in
place, one ping per decision removed once answered, help and details on request, moves typed as
people say them, and the lobby's small courtesies."""

from __future__ import annotations

import random

from tests.e2e.fake_discord import APP_ID, CHANNEL_ID, FakeDiscord, Interaction, Mention
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    delivered,
    latest_board,
    live_pings,
    mentioned,
    move_with_components,
    start_three_player_revolt,
    waiting,
)


async def test_a_match_plays_in_its_own_thread_and_frees_the_channel(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    assert fake.here != CHANNEL_ID and fake.threads[fake.here] == CHANNEL_ID
    board = latest_board(fake)
    assert board.channel_id == fake.here, "the table is posted in the thread"
    started = next(m for m in fake.channel_posts() if "has started" in m.content)
    assert started.channel_id == CHANNEL_ID and f"<#{fake.here}>" in started.content
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.parent_id == CHANNEL_ID

    # The channel itself is free again: another lobby opens there while the match goes on.
    thread = fake.here
    fake.here = CHANNEL_ID
    second = (await fake.slash(BOB, "game", "new", game="revolt")).reply
    assert not second.ephemeral and "lobby" in second.content
    fake.here = thread
    (actor,) = waiting(fake)
    await move_with_components(fake, actor, random.Random(1))  # the first match plays on


async def test_without_threads_the_match_plays_in_the_channel_and_says_why_once(
    fake: FakeDiscord, run_bot
) -> None:
    fake.no_threads = True
    bot = await run_bot()
    await start_three_player_revolt(fake)
    assert fake.here == CHANNEL_ID and latest_board(fake).channel_id == CHANNEL_ID
    notes = [m for m in fake.channel_posts() if "Create Public Threads" in m.content]
    assert len(notes) == 1
    assert await bot.host.db.active_match(CHANNEL_ID) is not None
    busy = (await fake.slash(BOB, "game", "new", game="revolt")).reply
    assert busy.ephemeral, "one match at a time in a channel without threads"


async def test_one_board_edited_in_place_and_one_ping_per_decision(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    board = latest_board(fake)
    rng = random.Random(2)
    for card in range(3):  # a whole trick of three cards
        (ping,) = live_pings(fake)
        (actor,) = mentioned(ping)
        assert actor == waiting(fake)[0] and " — " in ping.content
        if card:  # a first decision: what happened before it, never "since your last move"
            assert "So far: " in ping.content and "Since your last" not in ping.content
        await move_with_components(fake, actor, rng)
        assert ping in fake.deleted, "a ping goes once its decision is made"
    assert latest_board(fake) is board and board.edits >= 3, "the turn's board is edited"
    assert "plays" in board.content and "wins the trick" in board.content
    (next_ping,) = live_pings(fake)  # the trick's winner is called to lead
    if mentioned(next_ping) != [actor]:  # what the others did since the winner's own card
        assert "Since your last move" in next_ping.content


async def test_the_prompt_shows_the_hand_explains_itself_and_the_details(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    board = latest_board(fake)
    (actor,) = waiting(fake)
    prompt = (await fake.press(actor, board, board.button("Your move"))).reply
    assert "Your hand" in prompt.content, "the whole hand, not only the legal cards"
    explained = (await fake.press(actor, prompt, prompt.button("?"))).reply
    assert explained.ephemeral and len(explained.content) > 40
    details = (await fake.press(CHLOE, board, board.button("Details"))).reply
    assert details.ephemeral and details.files and "details" in details.content


async def test_play_takes_a_card_name_or_a_label_in_any_case(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    suggestions = await fake.autocomplete(actor, "play", "choice", choice="")
    assert all(":" not in s["name"] for s in suggestions), "labels only, no ids"
    match = await bot.host.db.active_match(fake.here)
    assert match is not None
    offer = await bot.host.offer(user_id=actor, match_id=match.id)
    card = offer.choices[0]
    typed = card.id.split(":", 1)[1].lower()  # "n3" for "play:N3"
    done = (await fake.slash(actor, "play", choice=typed)).reply
    assert done.content.startswith(f"✅ Done: {card.label}"), done.content


async def test_the_host_removes_someone_and_mine_lists_what_waits(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé")):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    refused = (await fake.slash(BOB, "game", "kick", player=Mention(ALICE))).reply
    assert refused.ephemeral and "host" in refused.content
    done = (await fake.slash(ALICE, "game", "kick", player=Mention(CHLOE))).reply
    assert done.ephemeral and done.content == "Chloé has no seat now."
    assert "Chloé" not in lobby.content.split("Seats:")[1].split("\n")[0]
    lobby = (await fake.press(ALICE, lobby, lobby.button("Add a bot"))).reply
    seats = lobby.content.split("Seats:")[1].split("\n")[0]
    assert "3. Stand\\-in 3" in seats, seats
    done = (await fake.slash(ALICE, "game", "kick", seat=3)).reply  # a stand-in, by its seat
    assert done.content == "Stand\\-in 3 has no seat now."
    assert "Stand" not in lobby.content.split("Seats:")[1].split("\n")[0]
    whom = (await fake.slash(ALICE, "game", "kick")).reply
    assert whom.ephemeral and "Name the player to remove" in whom.content
    lobby = (await fake.press(CHLOE, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    (actor,) = waiting(fake)
    mine = (await fake.slash(actor, "game", "mine")).reply
    assert mine.ephemeral and f"<#{fake.here}>" in mine.content
    other = next(u for u in (ALICE, BOB, CHLOE) if u != actor)
    theirs = (await fake.slash(other, "game", "mine")).reply
    assert "No match" in theirs.content and "other match" not in theirs.content
    assert f"Waiting for someone else: **Revolt** in <#{fake.here}>" in theirs.content


async def test_a_move_made_with_buttons_mentions_through_its_own_interaction(
    fake: FakeDiscord, run_bot
) -> None:
    """Discord allows a bot 50 requests a second outside interactions: a move made with the
    buttons posts the next mention, and removes the answered one, through its own interaction,
    so the channel is only asked to edit (the board, a hand)."""
    await run_bot()
    await start_three_player_revolt(fake)
    rng = random.Random(2)
    await move_with_components(fake, waiting(fake)[0], rng)  # the start's mention goes
    before = len(fake.request_log)
    for _ in range(2):
        (actor,) = waiting(fake)
        await move_with_components(fake, actor, rng)
    requests = fake.request_log[before:]
    outside = [r for r in requests if not r.split(" /")[1].startswith(("interactions", "webhooks"))]
    assert outside and all(r.startswith("PATCH /channels/") for r in outside), outside
    through_moves = [r for r in requests if r.startswith(("POST /webhooks", "DELETE /webhooks"))]
    assert len(through_moves) >= 3, "the mentions, posted and removed by the moves"


async def test_each_players_dm_channel_is_opened_once(fake: FakeDiscord, run_bot) -> None:
    """A new hand DM is one request: the DM channel is opened once per player, and the player
    never looked up again."""
    bot = await run_bot()
    await start_three_player_revolt(fake)
    rng = random.Random(4)
    players = (ALICE, BOB, CHLOE)
    while min(len(fake.dms_to(u)) for u in players) < 2:  # a new deal: new hands for all
        await move_with_components(fake, waiting(fake)[0], rng)
    await delivered(bot)
    assert fake.request_log.count("POST /users/@me/channels") == len(players)
    assert not [r for r in fake.request_log if r.startswith("GET /users/") and "@me" not in r]


async def a_move(fake: FakeDiscord, rng: random.Random, expired: bool = False) -> Interaction:
    """The waiting player presses "Your move" and takes one of the choices offered; `expired`:
    Discord gave up on that click before the bot answered it."""
    (actor,) = waiting(fake)
    board = latest_board(fake)
    prompt = (await fake.press(actor, board, board.button("Your move"))).reply
    if expired:
        fake.refuse("/callback", 404, 10062)
    if any(c["type"] == 3 for row in prompt.components for c in row["components"]):
        custom_id, values = prompt.select()
        return await fake.choose(actor, prompt, custom_id, rng.choice(values))
    moves = [cid for _label, cid in prompt.buttons() if cid.startswith("do:")]
    return await fake.press(actor, prompt, rng.choice(moves))


async def test_a_quick_move_is_answered_in_its_click_before_its_table(
    fake: FakeDiscord, run_bot
) -> None:
    """A move made within moments is answered in the click's acknowledgement itself (its
    prompt becomes the answer): one request, not an acknowledgement and then an edit, and the
    player reads it before the table is drawn."""
    await run_bot()
    await start_three_player_revolt(fake)
    rng = random.Random(5)
    for _ in range(3):
        before = len(fake.request_log)
        move = await a_move(fake, rng)
        assert [c["type"] for c in move.callbacks] == [7], "the prompt updated in one callback"
        assert move.reply.ephemeral and move.reply.content.startswith("✅ Done")
        own = [r for r in fake.request_log[before:] if move.token in r or str(move.id) in r]
        assert not [r for r in own if r.endswith("@original")], "no second request to answer"
        table = next(i for i, r in enumerate(fake.request_log[before:]) if "/channels/" in r)
        answer = fake.request_log[before:].index(own[0])
        assert answer < table, "the answer comes first, then the table"


async def test_a_typed_move_is_answered_at_once_and_posts_through_its_command(
    fake: FakeDiscord, run_bot
) -> None:
    """`/play` made quickly: its private answer is the command's acknowledgement itself (no
    "thinking…" to replace), and the table's new messages go through the command's own
    follow-ups, not the channel (Discord's global limit)."""
    await run_bot()
    await start_three_player_revolt(fake)
    for _ in range(2):
        (actor,) = waiting(fake)
        suggestions = await fake.autocomplete(actor, "play", "choice", choice="")
        before = len(fake.request_log)
        move = await fake.slash(actor, "play", choice=suggestions[0]["value"])
        assert [c["type"] for c in move.callbacks] == [4], "answered in one callback"
        assert move.reply.ephemeral and move.reply.content.startswith("✅ Done")
        requests = fake.request_log[before:]
        assert any(r.startswith(f"POST /webhooks/{APP_ID}/{move.token}") for r in requests)
        assert not [r for r in requests if r.startswith("POST /channels/")], requests


async def test_a_slow_move_is_acknowledged_first_and_answered_once_made(
    fake: FakeDiscord, run_bot, monkeypatch
) -> None:
    """A move that takes longer than the bot waits (here no wait at all) is acknowledged on its
    own, and its prompt becomes the answer once the move is made: Discord drops a click not
    acknowledged within 3 s."""
    monkeypatch.setattr("bot.replies.ANSWER_WITHIN", 0.0)
    await run_bot()
    await start_three_player_revolt(fake)
    move = await a_move(fake, random.Random(5))
    assert [c["type"] for c in move.callbacks] == [6], "a deferred update, saying nothing yet"
    assert move.reply.ephemeral and move.reply.content.startswith("✅ Done")
    assert move.reply.edits == 1, "the prompt, edited into the answer"


async def test_a_move_whose_click_expired_still_counts_and_its_table_follows(
    fake: FakeDiscord, run_bot
) -> None:
    """Discord refuses the answer of a click it gave up on: the move was made by then, so it
    stands, and its table is posted through the channel."""
    await run_bot()
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    await a_move(fake, random.Random(5), expired=True)
    assert fake.refused and fake.refused[-1].endswith("/callback 10062")
    name = fake.users[actor]["global_name"]
    assert f"{name} plays" in latest_board(fake).content, "the move stands and is shown"
    assert waiting(fake) != [actor], "the table moved on"
