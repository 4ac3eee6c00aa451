"""Whole games against ourselves, to the tenth turn (nobody votes to dissolve), with the
invariants of the rules checked at every decision."""

from __future__ import annotations

import json
import random

import pytest

from games.guillotine.board import CAPACITY
from games.guillotine.state import GuillotineState
from tests.guillotine.table import GAME


def check(state: GuillotineState) -> None:
    for post, seats in CAPACITY.items():
        assert sum(d.post == post for d in state.deputies) <= seats, post
    for d in state.deputies:
        assert d.post == "guillotine" or d.pp > 0, "at 0 PP a deputy takes his own life"
        assert not d.rapport or d.post == "convention"
    json.dumps(GAME.view(state, None))


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("histoire", [False, True])
def test_ten_turns(n: int, histoire: bool) -> None:
    rng = random.Random(n * 10 + histoire)
    state = GAME.setup(n, 100 + n, {"histoire": histoire})
    decisions = 0
    while GAME.outcome(state) is None:
        check(state)
        seat = rng.choice(GAME.active_seats(state))
        prompt = GAME.prompt(state, seat)
        assert prompt is not None and 0 < len(prompt.choices) <= 25
        ids = prompt.choice_ids()
        if state.ballot is not None and state.ballot.kind == "dissolution":
            ids = ["vote:no"]
        GAME.apply(state, seat, rng.choice(ids))
        decisions += 1
    assert state.turn == 10 and state.dissolved is None
    assert all(len(d.sheet) == 10 for d in state.deputies)
    assert 100 < decisions < 5000
