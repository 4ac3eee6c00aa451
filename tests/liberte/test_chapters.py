"""Liberté's chapters (one board per action round, one per other phase) and standing (VP)."""

from __future__ import annotations

import random

import pytest

from games.liberte.state import LiberteState
from i18n import say
from tests.liberte.helpers import GAME, new_game


def stretch(state: LiberteState) -> tuple[object, ...]:
    """Where the turn stands: a new action round, phase or turn is a new stretch of play."""
    if state.end is not None:
        return ("over",)
    government = state.phase == "election" and state.election_stage != "provinces"
    return (state.turn, state.phase, state.round if state.phase == "action" else 0, government)


@pytest.mark.parametrize("n", [3, 6])
def test_a_new_chapter_exactly_when_a_round_or_phase_begins(n: int) -> None:
    state = new_game(n, seed=n)
    rng = random.Random(n)
    assert say(GAME.chapter(state)) == "Turn 1 · round 1"
    headings = set()
    while GAME.outcome(state) is None:
        (seat,) = GAME.active_seats(state)
        before, where = say(GAME.chapter(state)), stretch(state)
        GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).choice_ids()))
        now = say(GAME.chapter(state))
        assert (now != before) == (stretch(state) != where), now
        headings.add(now.partition(" · ")[2])
    assert say(GAME.chapter(state)) == "Game over"
    assert {"round 2", "refresh hands"} <= headings, headings


def test_the_standing_is_the_vp_until_an_early_end_scores_other_points() -> None:
    state = new_game()
    state.players[1].vp = 7
    assert GAME.standing(state) == {0: 0.0, 1: 7.0, 2: 0.0}
    state.end = "landslide"  # scored on Red Points, which nobody has yet
    assert GAME.standing(state) == GAME.outcome(state).scores
    assert GAME.standing(state)[1] != 7.0
