"""French Revolution 1789: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.fr1789.state import Fr1789State


def redeal(state: Fr1789State, seat: int, rng: random.Random, moving: bool) -> Fr1789State:
    """The other players' Conspiracy hands and the undealt cards, among themselves (the same
    backs), and the Auction box's order unless `moving` (a pass can reveal the next card).
    Pinned: an Informant another seat has already answered with in an open reaction window,
    and a Conspiracy card another seat is putting into play."""
    pinned: dict[int, list[str]] = {}
    if state.window is not None:
        for s, how in state.window.answers.items():
            if how == "informant" and s != seat:
                pinned.setdefault(s, []).append("informant")
    task = state.task
    if task and task.seat != seat and task.source.startswith("consp:") and not task.declared:
        pinned.setdefault(task.seat, []).append(task.source.partition(":")[2])
    hands = [p.hand for i, p in enumerate(state.players) if i != seat]
    others = [i for i in range(state.num_players) if i != seat]
    for i, hand in zip(others, hands, strict=True):
        for kind in pinned.get(i, []):
            hand.remove(kind)
    permute([*hands, state.undealt], rng)
    for i, hand in zip(others, hands, strict=True):
        hand += pinned.get(i, [])
        hand.sort()
    if not moving:
        rng.shuffle(state.box)
    return state
