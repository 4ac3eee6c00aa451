"""Frondeurs et Frondeuses: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.frondeurs.data import DATA as FRONDEURS
from games.frondeurs.state import FrondeursState


def redeal(state: FrondeursState, seat: int, rng: random.Random, moving: bool) -> FrondeursState:
    """The other factions' Action cards in hand and set aside by a Crown, among themselves and,
    unless `moving` (a draw shows the top card), the Action deck and the Season deck's order
    but the Faction Swap's place; the other factions' Coin values and, unless `moving` (Control
    takes them), those on the board. Season cards in hand are public and stay. A seat's own
    factions are all its own (2 players); the 3-player Dummy's hand and Coins are face up, and
    its Crown draws join that open hand, so they stay too."""
    others = [h for f, h in state.holdings.items() if state.seat(f) != seat and f != state.dummy]
    seasons = [[c for c in h.hand if c in FRONDEURS.season_cards] for h in others]
    for h in others:
        h.hand = [c for c in h.hand if c not in FRONDEURS.season_cards]
    piles = [h.hand for h in others] + [h.set_aside for h in others]
    if not moving:
        piles.append(state.action_deck)
        swap = FRONDEURS.season_cards
        rest = [c for c in state.season_deck if swap[c].effect.type != "faction_swap"]
        permute([rest], rng)
        state.season_deck = [
            c if swap[c].effect.type == "faction_swap" else rest.pop(0) for c in state.season_deck
        ]
    permute(piles, rng)
    for h, kept in zip(others, seasons, strict=True):
        h.hand += kept
    coins = [h.coins for h in others] + ([] if moving else list(state.coins_on.values()))
    values = [v for pile in coins for v in pile]
    rng.shuffle(values)
    for pile in coins:
        pile[:] = [values.pop() for _ in pile]
    return state
