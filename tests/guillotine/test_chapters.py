"""Guillotine's chapters (one board per phase of a turn) and standing (deputies re-elected)."""

from __future__ import annotations

import random

from i18n import say
from tests.guillotine.table import GAME, new_game, put


def test_a_new_chapter_exactly_when_a_phase_begins() -> None:
    state = new_game(3)
    rng = random.Random(3)
    assert say(GAME.chapter(state)) == "Turn 1 · Movements"
    seen = set()
    while GAME.outcome(state) is None:
        seat = rng.choice(GAME.active_seats(state))
        before, where = GAME.chapter(state), (state.turn, state.phase)
        GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).choice_ids()))
        changed = GAME.chapter(state) != before
        assert changed == ((state.turn, state.phase) != where or state.finished)
        seen.add(say(GAME.chapter(state)))
    assert {"Turn 2 · Convention", "Turn 2 · Movements", "Game over"} <= seen


def test_the_chapter_of_a_draft() -> None:
    assert say(GAME.chapter(GAME.setup(2, 1, {"draft": True}))) == "Choosing parties"


def test_the_standing_counts_who_would_be_re_elected_now() -> None:
    state = new_game(2)
    before = GAME.standing(state)
    mine = [d for d in state.deputies if d.party == "montagnards"]
    put(state, "prison", mine[0].id)  # in Prison: not re-elected
    mine[1].pp = 4  # under 5 PP: not re-elected
    assert GAME.standing(state) == {0: before[0] - 2, 1: before[1]}
