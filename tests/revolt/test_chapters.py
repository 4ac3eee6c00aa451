"""Revolt's chapters (one board per trick) and standing (coats-of-arms as the end counts them)."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.revolt import cards
from i18n import say

GAME = registry.get("revolt")


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("supply", [None, 0])
def test_a_new_chapter_exactly_when_a_trick_is_complete(players: int, supply: int | None) -> None:
    """The card that completes a trick opens the next chapter; no other card does, except the
    Knave's coin taken after a turn's last trick, which opens the next turn."""
    state = GAME.setup(players, 7, {} if supply is None else {"supply_coins": supply})
    rng = random.Random(players)
    assert say(GAME.chapter(state)) == "Turn 1 · trick 1"
    completed = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.active_seats(state)
        before, completes = say(GAME.chapter(state)), len(state.trick) == players - 1
        end_of_turn_take = state.pending_take is not None and not any(s.hand for s in state.seats)
        GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).choice_ids()))
        changed = say(GAME.chapter(state)) != before
        assert changed == (completes or end_of_turn_take), f"{before} -> {say(GAME.chapter(state))}"
        completed += completes
        if GAME.outcome(state) is None and not state.trick and state.pending_take is None:
            trick = completed % cards.HAND_SIZE[players] + 1
            assert say(GAME.chapter(state)) == f"Turn {state.turn} · trick {trick}"
    assert say(GAME.chapter(state)) == "Game over"


def test_the_standing_counts_this_turns_tricks_and_the_richest_bonus() -> None:
    state = GAME.setup(3, 1)
    state.seats[0].coats, state.seats[0].tricks = 2, 3
    state.seats[1].coins = 4  # the richest alone: 2 coats-of-arms
    assert GAME.standing(state) == {0: 5.0, 1: 2.0, 2: 0.0}
    state.seats[2].coins = 4  # tied for richest: 1 each
    assert GAME.standing(state) == {0: 5.0, 1: 1.0, 2: 1.0}
