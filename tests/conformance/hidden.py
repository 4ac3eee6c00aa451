"""Per game, "re-deal what seat S cannot see": the games' own re-dealers (`games/<game>/
sampling.py`, described in games/core/sampling.py), registered in `players.SAMPLERS` because the
strong stand-in's search deals from them too. A registered game without one fails the leak
test, so a new game must add its own."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from games.core import Game
from games.frondeurs.sampling import redeal as frondeurs
from players import SAMPLERS as REDEALERS

__all__ = ["REDEALERS", "frondeurs", "redeals"]


def redeals(
    game: Game, states: Sequence[Any], n: int, rng: random.Random
) -> Iterator[tuple[int, Any, int, Any]]:
    """For each state and seat, a deal of what that seat cannot see that differs from the
    truth: (step, state, seat, the other deal); deals the re-dealer left unchanged are skipped."""
    redeal = REDEALERS[game.meta.id]
    for step, state in enumerate(states):
        text = game.dump(state)
        for seat in range(n):
            other = redeal(game.load(text), seat, rng, False)
            if game.dump(other) != text:
                yield step, state, seat, other
