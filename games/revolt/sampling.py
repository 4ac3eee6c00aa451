"""Revolt: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.revolt import cards
from games.revolt.engine import RevoltState


def redeal(state: RevoltState, seat: int, rng: random.Random, moving: bool) -> RevoltState:
    """The other players' hands, among themselves (the whole deck is dealt; a new turn deals
    the same cards again). With 3 players, the plain Citizen put out of the game ("Setup") is,
    for all the seat knows in the first turn, any plain Citizen it has not seen: it is dealt
    with the others' cards. From the second turn on it is known: every card of the first was
    played in sight."""
    others = [s.hand for i, s in enumerate(state.seats) if i != seat]
    out = [c for c in cards.PLAIN_CITIZENS if c not in state.cards]
    if state.num_players == 3 and state.turn == 1 and len(out) == 1:
        unseen = [c for hand in others for c in hand if c in cards.PLAIN_CITIZENS]
        kept_out = rng.choice(sorted([*unseen, *out], key=cards.sort_key))
        if kept_out != out[0]:
            for hand in others:
                if kept_out in hand:
                    hand[hand.index(kept_out)] = out[0]
            in_play = [c for c in state.cards if c != kept_out] + out
            state.cards = sorted(in_play, key=cards.sort_key)
    permute(others, rng)
    for hand in others:
        hand.sort(key=cards.sort_key)
    return state
