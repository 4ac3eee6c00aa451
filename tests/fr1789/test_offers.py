"""A move is accepted exactly when the prompt offers it. The engine checks a move without
building the prompt's texts where it can (a step's values, a bid's range, a one-page menu:
`Fr1789._allows`); these random games hold it to the prompt, listed choices and typed amounts
alike, with the ids a player could type or a crafted button could carry."""

from __future__ import annotations

import random

import pytest

from games.core import IllegalAction
from tests.fr1789.table import GAME

CRAFTED = ["", "back", "pass", "allow", "veto", "more", "n:0", "n:-1", "n:x", "bid:-1", "bid:999"]


@pytest.mark.parametrize("n", range(GAME.meta.min_players, GAME.meta.max_players + 1))
def test_a_move_is_accepted_exactly_when_offered(n: int) -> None:
    rng = random.Random(n)
    state = GAME.setup(n, 300 + n)
    seen: set[str] = set()  # every id offered so far: right words, perhaps the wrong moment
    asked = 0
    while GAME.outcome(state) is None:
        seat = rng.choice(GAME.active_seats(state))
        prompt = GAME.prompt(state, seat)
        assert prompt is not None
        offered = prompt.choice_ids()
        seen.update(offered)
        counts = [f"{key}:{k}" for key in ("n", "bid") for k in range(0, 40)]
        for choice in sorted({*seen, *CRAFTED, *counts}):
            if prompt.allows(choice):  # accepted: tried on a copy
                GAME.apply(GAME.load(GAME.dump(state)), seat, choice)
            else:
                with pytest.raises(IllegalAction):  # refused before anything changes
                    GAME.apply(state, seat, choice)
            asked += 1
        typed = [c for c in counts if prompt.allows(c) and c not in offered]
        move = rng.choice(typed) if typed and rng.random() < 0.3 else rng.choice(offered)
        GAME.apply(state, seat, move)  # offered or typed within the amount: accepted
    assert asked > 1000
