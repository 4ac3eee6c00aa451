"""Liberté: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.liberte.data import DATA
from games.liberte.state import LiberteState


def redeal(state: LiberteState, seat: int, rng: random.Random, moving: bool) -> LiberteState:
    """The other players' hands and, unless `moving` (a draw or a face-up card replaced shows
    the top card), the deck; an A-set card for an A-set card (the sets differ by their backs).
    Cards another player has marked to discard, or has just taken from the face-up row, stay in
    his hand."""
    pinned: set[str] = set()
    if state.action is not None and state.action.seat != seat:
        pinned.update(state.action.marked)
    if state.refresh is not None and state.refresh.seat != seat:
        pinned.update(state.refresh.marked + state.refresh.took)
    hands = [p.hand for i, p in enumerate(state.players) if i != seat]
    kept = [[c for c in hand if c in pinned] for hand in hands]
    for hand in hands:
        hand[:] = [c for c in hand if c not in pinned]
    permute(hands if moving else [*hands, state.deck], rng, lambda c: DATA.cards[c].set)
    for hand, keep in zip(hands, kept, strict=True):
        hand += keep
    return state
