"""States a random game passes through, for the conformance tests that probe a position."""

from __future__ import annotations

from typing import Any

from games.core import Game
from tests.conformance.test_contract import playout


def sampled_states(game: Game, n: int, every: int, seed: int = 3) -> list[Any]:
    """Copies of the states of one random game, one every `every` decisions, and its end."""
    states: list[Any] = []

    def keep(state: Any, step: int) -> None:
        if step % every == 0:
            states.append(game.load(game.dump(state)))

    end, _ = playout(game, n, seed, keep)
    return [*states, end]
