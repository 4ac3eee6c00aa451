"""The play-by-post table through the real bot: a match in its own thread, one board edited in
place, one ping per decision removed once answered, help and details on request, moves typed as
people say them, and the lobby's small courtesies."""

from __future__ import annotations

import random

from tests.e2e.fake_discord import CHANNEL_ID, FakeDiscord, Mention
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
    for _ in range(3):  # a whole trick of three cards
        (ping,) = live_pings(fake)
        (actor,) = mentioned(ping)
        assert actor == waiting(fake)[0] and " — " in ping.content
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
    assert done.ephemeral and "Chloé" not in lobby.content.split("Seats:")[1].split("\n")[0]
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
