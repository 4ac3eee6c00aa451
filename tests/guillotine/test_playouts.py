"""Whole games against ourselves, to the tenth turn (nobody votes to dissolve), with the
invariants of the rules checked at every decision."""

from __future__ import annotations

import json
import random

import pytest

from games.guillotine.ballots import HELP
from games.guillotine.board import CAPACITY
from games.guillotine.state import GuillotineState
from games.guillotine.steps import STEPS
from i18n import LANGS, say
from tests.guillotine.table import GAME
from texts import to_json


def check(state: GuillotineState) -> None:
    for post, seats in CAPACITY.items():
        assert sum(d.post == post for d in state.deputies) <= seats, post
    for d in state.deputies:
        assert d.post == "guillotine" or d.pp > 0, "at 0 PP a deputy takes his own life"
        assert not d.rapport or d.post == "convention"
    json.dumps(GAME.view(state, None), default=to_json)  # its messages as the host stores them


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


def test_every_prompt_says_the_turn_and_the_phase() -> None:
    """A player back at the game after a day reads where the turn stands first."""
    rng = random.Random(5)
    state = GAME.setup(3, 5, {"draft": True})
    while GAME.outcome(state) is None:
        seat = rng.choice(GAME.active_seats(state))
        prompt = GAME.prompt(state, seat)
        assert prompt is not None
        expected = (
            "Before turn 1, choosing parties\n"
            if state.phase == "draft"
            else f"Turn {state.turn}, Phase "
        )
        assert say(prompt.text).startswith(expected), say(prompt.text)
        GAME.apply(state, seat, rng.choice(prompt.choice_ids()))


def test_every_kind_of_decision_and_vote_explains_itself() -> None:
    """The random games above need not meet every decision: the texts are checked here too."""
    assert len(STEPS) == 15 and set(HELP) == {"report", "dissolution", "motion", "trial"}
    for lang in LANGS:
        for ask, help_ in [(s.ask, s.help) for s in STEPS.values()]:
            assert 0 < len(say(ask, lang)) <= 80 and 0 < len(say(help_, lang)) <= 400, ask
        assert all(0 < len(say(h, lang)) <= 400 for h in HELP.values())
