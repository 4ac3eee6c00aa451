"""A move is accepted exactly when the prompt offers it: the steps that check a move from their
rules alone (`Step.offers`, without labelling every choice) agree with their prompts."""

from __future__ import annotations

import random

import pytest

from games.core import IllegalAction
from games.guillotine.steps import STEPS
from tests.guillotine.table import GAME

KINDS = ("move", "to", "denounce", "support", "report", "motion", "pass", "")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_move_is_accepted_exactly_when_offered(n: int) -> None:
    rng = random.Random(n)
    state = GAME.setup(n, 200 + n)
    posts = ["convention", "comite", "tribunal", "club", "mission", "prison", "elsewhere"]
    names = [d.id for d in state.deputies] + posts + ["", "nobody"]
    asked = 0
    while GAME.outcome(state) is None and state.turn <= 4:
        seat = rng.choice(GAME.active_seats(state))
        prompt = GAME.prompt(state, seat)
        assert prompt is not None
        offered = set(prompt.choice_ids())
        if state.decision is not None:
            step, d = STEPS[state.decision.kind], state.decision
            tried = offered | {f"{k}:{x}" for k in KINDS for x in names} | {"pass", "back"}
            assert {c for c in tried if step.offers(state, d, c)} == offered, d.kind
            refused = sorted(tried - offered)
            with pytest.raises(IllegalAction):
                GAME.apply(state, seat, rng.choice(refused))
            asked += 1
        GAME.apply(state, seat, rng.choice(sorted(offered)))
    assert asked > 50
