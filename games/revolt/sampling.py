"""Revolt: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.revolt import cards
from games.revolt.engine import RevoltState


def redeal(state: RevoltState, seat: int, rng: random.Random, moving: bool) -> RevoltState:
    """The other players' hands, among themselves (the whole deck is dealt; a new turn deals
    the same cards again)."""
    others = [s.hand for i, s in enumerate(state.seats) if i != seat]
    permute(others, rng)
    for hand in others:
        hand.sort(key=cards.sort_key)
    return state
