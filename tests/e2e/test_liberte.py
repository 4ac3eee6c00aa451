"""Four people play the opening rounds of Liberté through the real discord.py bot and the fake
Discord: hands by DM, a board after every action, the small steps of a move kept private."""

from __future__ import annotations

import random
import re

from games import registry
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import (
    check_png,
    latest_board,
    move_with_components,
    move_with_play_command,
    waiting,
)

ALICE, BOB, CHLOE, DMITRI, EVE = 21, 22, 23, 24, 25
PLAYERS = (ALICE, BOB, CHLOE, DMITRI)
ROUNDS = 3


async def start_a_table(fake: FakeDiscord) -> None:
    for uid, name in zip((*PLAYERS, EVE), ("Alice", "Bob", "Chloé", "Dmitri", "Eve"), strict=True):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="liberte")).reply
    assert not lobby.ephemeral and "Liberté" in lobby.content and "3–6 players" in lobby.content
    for uid in (BOB, CHLOE, DMITRI):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    started = await fake.press(ALICE, lobby, lobby.button("Start"))
    assert "has started" in started.reply.content


def board_shown(fake: FakeDiscord) -> tuple[int, int]:
    """Which board message is the latest, and how often it was edited."""
    board = latest_board(fake)
    return board.id, board.edits


async def test_the_opening_rounds_of_a_four_player_game(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_a_table(fake)
    game = registry.get("liberte")

    for uid in PLAYERS:  # the opening hand by DM: a picture of the cards and their list
        (dm,) = fake.dms_to(uid)
        assert "Your hand, turn 1 (7 cards)" in dm.content and "·" in dm.content
        check_png(dm.files[0][1], max_kb=400)
    assert not fake.dms_to(EVE)
    first = latest_board(fake)
    assert first.content.startswith("**Liberté** · Turn 1") and "Waiting for " in first.content
    width, _ = check_png(first.files[0][1], max_kb=400)
    assert 550 <= width <= 800, "legible at Discord's ~550 px preview"

    rng = random.Random(1789)
    decisions = 0
    refused = False
    while True:
        match = await bot.host.db.active_match(fake.here)
        assert match is not None and match.state is not None
        state = game.load(match.state)
        if state.round > ROUNDS or state.phase != "action":
            break
        board = latest_board(fake)
        check_png(board.files[0][1], max_kb=400)
        (actor,) = waiting(fake)
        assert actor == PLAYERS[game.active_seats(state)[0]], "the board names who must act"
        if not refused:  # someone else presses: a polite private refusal, nothing changes
            other = next(u for u in PLAYERS if u != actor)
            refusal = (await fake.press(other, board, board.button("Your move"))).reply
            assert refusal.ephemeral and "not your move" in refusal.content
            refused = True
        shown = board_shown(fake)
        if decisions % 4 == 3:
            await move_with_play_command(fake, actor, rng)
        else:
            await move_with_components(fake, actor, rng)
        decisions += 1
        after = game.load((await bot.host.db.active_match(fake.here)).state)
        if game.active_seats(after) == game.active_seats(state) and after.phase == "action":
            # A step inside one player's move (a card chosen, a province still to pick): the
            # player sees the next step privately and the board stays as it was.
            assert board_shown(fake) == shown
        else:  # the round's board is edited, or a new round's board posted
            assert board_shown(fake) != shown
            said = latest_board(fake).content.split("\n")[1]  # the chapter, then its events
            assert re.search(r"(plays|takes|draws|passes|discards|Special|Shortage|Terror)", said)

    assert decisions >= 4 * ROUNDS
    for uid in PLAYERS:  # every change of a hand was sent by DM, with its picture
        for dm in fake.dms_to(uid):
            assert re.search(r"Your hand, turn 1 \(\d+ cards?\)", dm.content)
            check_png(dm.files[0][1], max_kb=400)
    hand = (await fake.slash(BOB, "hand")).reply
    assert hand.ephemeral and "Your hand" in hand.content
    status = (await fake.slash(EVE, "game", "status")).reply
    assert not status.ephemeral and status.files, "a spectator may look at the table"
