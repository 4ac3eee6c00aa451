"""Frondeurs et Frondeuses: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random
from collections import Counter

from games.core.sampling import permute
from games.frondeurs.data import DATA as FRONDEURS
from games.frondeurs.state import FrondeursState, Holding

SEASONS = FRONDEURS.season_cards


def back(card: str) -> str:
    """What a hidden card shows: an Action card's back or a Season card's (§6.12); the Faction
    Swap's place in the Season deck is known, so it is its own kind and is never moved."""
    if card not in SEASONS:
        return "action"
    return "swap" if SEASONS[card].effect.type == "faction_swap" else "season"


def redeal(state: FrondeursState, seat: int, rng: random.Random, moving: bool) -> FrondeursState:
    """The other factions' cards in hand and set aside by a Crown, Action cards for Action cards
    and Season cards for Season cards (whose backs show, not their faces, §6.12), with the
    Season cards left out of a short game (§8.5) and, unless `moving` (a draw shows the top
    card), the Action deck and the Season deck but the Faction Swap, which stays in its place.
    The other factions' Coins take values from the 31 but those the seat holds, the Dummy's and
    those just spent (`spent`), and so, unless `moving` (Control takes them), do those on the
    board: which 15 were drawn, and the value of a Coin another faction took, nobody else sees
    (§6.84). A seat's own
    factions are all its own (2 players); the 3-player Dummy's hand and Coins are face up, and
    its Crown draws join that open hand, so they stay too. Unless `moving`, the test options'
    scripted dice go."""
    hidden = {f for f in state.holdings if state.seat(f) != seat and f != state.dummy}
    others = [h for f, h in state.holdings.items() if f in hidden]
    piles = [*(h.hand for h in others), *(h.set_aside for h in others), left_out(state)]
    if not moving:
        piles += [state.action_deck, state.season_deck]
    permute(piles, rng, back)
    coins = [h.coins for h in others] + ([] if moving else list(state.coins_on.values()))
    seen = Counter(v for f, h in state.holdings.items() if f not in hidden for v in h.coins)
    pool = list((Counter(FRONDEURS.cards.coins.values) - seen - spent(state)).elements())
    values = rng.sample(pool, sum(len(pile) for pile in coins))
    for pile in coins:
        pile[:] = [values.pop(0) for _ in pile]
    for h in others:
        fresh_coins(h)
    if not moving:
        state.dice = []
    return state


def spent(state: FrondeursState) -> Counter[int]:
    """The values of the Coins just spent, which the table was told and which are in no
    holding and not on the board any more: the one declared for the next card and the one
    whose cubes come after the card in play (§6.84). Once its cubes are being placed the state
    no longer holds the value, and it is forgotten: its value may be dealt again."""
    tokens = state.tokens
    values: Counter[int] = Counter()
    if tokens.card_token is not None and tokens.card_token.startswith("coin:"):
        values[int(tokens.card_token.split(":")[1])] += 1
    if tokens.coin_after:
        values[tokens.coin_after] += 1
    return values


def left_out(state: FrondeursState) -> list[str]:
    """The Season cards a short game left out of its deck (§8.52-8.53), which nobody sees."""
    if state.short is None:
        return []
    seen = {*state.season_deck, *state.seasons_played}
    seen |= {c for h in state.holdings.values() for c in h.hand}
    seen |= {t.card for t in (state.task, state.tokens.suspended) if t is not None}
    seen |= {c for a in state.asks if (c := a.data.get("card")) is not None}
    return [c for c in SEASONS if c not in seen]


def fresh_coins(h: Holding) -> None:
    """The Coins a faction took this turn (`Holding.fresh_items`, unusable until its next) are
    the last it took: given the values its Coins were dealt."""
    taken = sum(i.startswith("coin:") for i in h.fresh_items)
    values = iter(h.coins[max(0, len(h.coins) - taken) :])
    items = []
    for item in h.fresh_items:
        if not item.startswith("coin:"):
            items.append(item)
        elif (value := next(values, None)) is not None:  # not one discarded since (§9.25)
            items.append(f"coin:{value}")
    h.fresh_items = items
