"""French Revolution 1789: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.fr1789 import board
from games.fr1789.flow import INFORMANT
from games.fr1789.state import Fr1789State


def redeal(state: Fr1789State, seat: int, rng: random.Random, moving: bool) -> Fr1789State:
    """The other players' Conspiracy hands and the undealt cards, among themselves (the same
    backs). Pinned in its hand: a Conspiracy card another seat is putting into play, not yet
    declared (his own decision: this seat decides nothing meanwhile). Unless `moving` (a pass
    can reveal the next card, the last answer the window's outcome, a battle the draws): the
    Auction box's order; how the other seats answered an open reaction window, which stays
    hidden until all are in (§12: whoever holds an Informant may have used it, whoever holds
    a ready Louis XVI may have vetoed); and the test options' fixed box orders and army
    draws, which nobody sees coming."""
    pinned: dict[int, list[str]] = {}
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
    if moving:
        return state
    rng.shuffle(state.box)
    window = state.window
    if window is not None:
        for s in sorted(window.answers):
            if s != seat:
                how = ["allow"]
                how += ["veto"] if board.louis_can_veto(state, s) else []
                how += [INFORMANT] if INFORMANT in state.players[s].hand else []
                window.answers[s] = rng.choice(how)
    state.orders, state.draws = {}, {}
    return state
