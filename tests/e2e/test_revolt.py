"""Four people play a whole game of Revolt through the real discord.py bot and the fake Discord."""

from __future__ import annotations

import random
import re
from pathlib import Path

from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import (
    BOARD_PICTURE,
    check_png,
    latest_board,
    mentioned,
    move_with_components,
    move_with_play_command,
    waiting,
)

ALICE, BOB, CHLOE, DMITRI, EVE = 11, 12, 13, 14, 15
PLAYERS = (ALICE, BOB, CHLOE, DMITRI)


def seat_people(fake: FakeDiscord) -> None:
    for uid, name in zip((*PLAYERS, EVE), ("Alice", "Bob", "Chloé", "Dmitri", "Eve"), strict=True):
        fake.add_user(uid, name)


async def open_and_start(fake: FakeDiscord) -> None:
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    assert not lobby.ephemeral and "Revolt" in lobby.content
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    joined = (await fake.slash(DMITRI, "game", "join")).reply
    assert joined.ephemeral and "4. Dmitri" in lobby.content, "the lobby message is updated"
    early = (await fake.press(BOB, lobby, lobby.button("Start"))).reply
    assert early.ephemeral and "Only the host" in early.content
    started = await fake.press(ALICE, lobby, lobby.button("Start"))
    assert "has started" in started.reply.content


async def test_a_whole_game_with_a_restart_in_the_middle(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    seat_people(fake)
    db_path = tmp_path / "revolt.sqlite3"
    bot = await run_bot(db_path)
    await open_and_start(fake)

    second = (await fake.slash(BOB, "game", "new", game="revolt")).reply
    assert second.ephemeral and "/game abort" in second.content, "one match per channel"

    for uid in PLAYERS:  # every player got their hand by DM: a PNG and the text list
        (dm,) = fake.dms_to(uid)
        assert "Your hand, turn 1 (10 cards)" in dm.content
        check_png(dm.files[0][1], max_kb=250)
    assert not fake.dms_to(EVE)

    rng = random.Random(2026)
    moves, stale_checked, restarted = 0, False, False
    while "Final scores:" not in fake.channel_posts()[-1].content:  # won, or shared
        board = latest_board(fake)
        width, _ = check_png(board.files[0][1], max_kb=250)
        assert width >= 550
        (actor,) = waiting(fake)
        if moves == 3:  # someone else tries to act: a polite private refusal, nothing changes
            other = next(u for u in PLAYERS if u != actor)
            refusal = (await fake.press(other, board, board.button("Your move"))).reply
            assert refusal.ephemeral and "not your move" in refusal.content
            spectator = (await fake.slash(EVE, "play", choice="play:N1")).reply
            assert spectator.ephemeral and "not playing" in spectator.content
            assert latest_board(fake) is board
        if moves == 5 and not stale_checked:
            # Open a prompt, let the player move by /play instead, then press the old prompt.
            prompt = (await fake.press(actor, board, board.button("Your move"))).reply
            await move_with_play_command(fake, actor, rng)
            custom_id, values = (
                prompt.select()
                if "menu:" in str(prompt.custom_ids())
                else (prompt.buttons()[0][1], [None])
            )
            if values[0] is None:
                stale = (await fake.press(actor, prompt, custom_id)).reply
            else:
                stale = (await fake.choose(actor, prompt, custom_id, values[0])).reply
            # Another card tells which was played; the very card just played counted once.
            assert "Already decided: " in stale.content or "counted once" in stale.content
            stale_checked = True
            moves += 1
            continue
        if moves == 60 and not restarted:
            await bot.close()  # the bot stops mid-game; a new one takes over the same file
            bot = await run_bot(db_path)
            restarted = True
        if moves % 3 == 2:
            await move_with_play_command(fake, actor, rng)
        else:
            await move_with_components(fake, actor, rng)
        moves += 1

    assert restarted and stale_checked
    assert moves == 120, "3 turns of 10 tricks of 4 cards"
    boards = [m for m in fake.channel_posts() if m.files and BOARD_PICTURE.fullmatch(m.files[0][0])]
    assert len(boards) == 3, "one board a turn, the last one showing the end"
    assert not any("move:" in str(b.custom_ids()) for b in boards), "no board keeps its button"
    final = fake.channel_posts()[-1].content
    assert "Final scores:" in final and all(n in final for n in ("Alice", "Bob", "Chloé"))
    late = (await fake.slash(ALICE, "game", "status")).reply
    assert "no match" in late.content.lower()
    for uid in PLAYERS:  # one DM per deal, edited in place as the player plays from it
        dms = fake.dms_to(uid)
        turns = [int(re.search(r"turn (\d) \(", dm.content).group(1)) for dm in dms]
        assert turns == [1, 2, 3], turns
        assert all(dm.edits >= 8 for dm in dms), "each card played shows in the same message"
        last = re.search(r"\((\d+) cards?\)", dms[-1].content).group(1)
        assert last == "0", "the hand is shown empty at the end, by an edit, not a new DM"


async def test_closed_dms_are_reported_and_hand_still_works(fake: FakeDiscord, run_bot) -> None:
    seat_people(fake)
    fake.closed_dms.add(CHLOE)
    await run_bot()
    await open_and_start(fake)
    notes = [
        m for m in fake.channel_posts() if "DMs" in m.content or "direct messages" in m.content
    ]
    assert len(notes) == 1 and f"<@{CHLOE}>" in notes[0].content and "/hand" in notes[0].content
    assert not fake.dms_to(CHLOE)
    hand = (await fake.slash(CHLOE, "hand")).reply
    assert hand.ephemeral and "Your hand" in hand.content
    check_png(hand.files[0][1], max_kb=250)
    watcher = (await fake.slash(EVE, "hand")).reply
    assert watcher.ephemeral and "not playing" in watcher.content

    # Later hand changes do not repeat the notice.
    (actor,) = waiting(fake)
    await move_with_components(fake, actor, random.Random(1))
    if actor != CHLOE:
        (actor,) = waiting(fake)
        await move_with_components(fake, actor, random.Random(1))
    notes = [m for m in fake.channel_posts() if "direct messages" in m.content]
    assert len(notes) == 1


async def test_status_and_abort(fake: FakeDiscord, run_bot) -> None:
    seat_people(fake)
    bot = await run_bot()
    await open_and_start(fake)
    status = (await fake.slash(EVE, "game", "status")).reply
    assert not status.ephemeral and status.files, "anyone may look at the table"
    check_png(status.files[0][1], max_kb=250)
    assert "move:" in str(status.custom_ids())
    assert not mentioned(status), "looking at the table pings nobody"

    refused = (await fake.slash(BOB, "game", "abort")).reply
    assert refused.ephemeral and "host" in refused.content
    question = (await fake.slash(EVE, "game", "abort", manage=True)).reply
    assert question.ephemeral and "for everyone?" in question.content
    kept = (await fake.press(EVE, question, question.button("Keep playing"))).reply
    assert "Nothing changed" in kept.content
    assert await bot.host.db.active_match(fake.here) is not None
    question = (await fake.slash(EVE, "game", "abort", manage=True)).reply
    await fake.press(EVE, question, question.button("End the match"), manage=True)
    assert "ended by Eve" in fake.channel_posts()[-1].content
    assert await bot.host.db.active_match(fake.here) is None
    fresh = (await fake.slash(BOB, "game", "new", game="revolt")).reply
    assert not fresh.ephemeral and "lobby" in fresh.content
