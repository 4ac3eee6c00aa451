"""Per game, "re-deal what seat S cannot see": another state that S could not tell from this one.

Each function takes a state of its game (a copy it may change), a seat, a generator and
`moving`, and returns the state with the cards hidden from that seat dealt again among the
places it cannot see, keeping every count and everything public. With `moving` it leaves alone
what the seat's next move could bring into the open (a card drawn, a card turned face up), so
the table must see the same after that move too. A registered game without one fails the leak
test, so a new game must add its own here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

from games.fr1789.state import Fr1789State
from games.frondeurs.data import DATA as FRONDEURS
from games.frondeurs.state import FrondeursState
from games.guillotine.components import JACOBIN
from games.guillotine.state import GuillotineState
from games.liberte.data import DATA
from games.liberte.state import LiberteState
from games.revolt import cards
from games.revolt.engine import RevoltState

Redealer = Callable[[Any, int, random.Random, bool], Any]


def permute(
    piles: list[list[str]], rng: random.Random, kind: Callable[[str], Hashable] = lambda c: 0
) -> dict[str, str]:
    """Shuffles the cards of `piles` among their places, in place, a card only to the place of
    a card of the same `kind` (what its back shows); returns old card -> new card."""
    places: dict[Hashable, list[tuple[list[str], int]]] = {}
    for pile in piles:
        for i, card in enumerate(pile):
            places.setdefault(kind(card), []).append((pile, i))
    moved: dict[str, str] = {}
    for group in places.values():
        old = [pile[i] for pile, i in group]
        new = rng.sample(old, len(old))
        for (pile, i), before, after in zip(group, old, new, strict=True):
            pile[i] = after
            moved[before] = after
    return moved


def revolt(state: RevoltState, seat: int, rng: random.Random, moving: bool) -> RevoltState:
    """The other players' hands, among themselves (the whole deck is dealt; a new turn deals
    the same cards again)."""
    others = [s.hand for i, s in enumerate(state.seats) if i != seat]
    permute(others, rng)
    for hand in others:
        hand.sort(key=cards.sort_key)
    return state


def liberte(state: LiberteState, seat: int, rng: random.Random, moving: bool) -> LiberteState:
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


def guillotine(
    state: GuillotineState, seat: int, rng: random.Random, moving: bool
) -> GuillotineState:
    """The other players' delayed Jacobin cards and those in the deck, among themselves: only
    delayed cards are ever kept, and how many each player holds, since when, is public. Even
    `moving`: a delayed card drawn is kept secretly, whichever it is, so the table sees the
    same."""
    held = [h for i, s in enumerate(state.seats) if i != seat for h in s.held]
    in_deck = [i for i, c in enumerate(state.jacobin_deck) if JACOBIN[c].delayed]
    moved = permute([[h.card for h in held] + [state.jacobin_deck[i] for i in in_deck]], rng)
    for h in held:
        h.card = moved[h.card]
    for i in in_deck:
        state.jacobin_deck[i] = moved[state.jacobin_deck[i]]
    d = state.decision
    if d is not None and d.seat != seat and d.kind == "delayed_target" and d.card is not None:
        d.card = moved[d.card]  # the card he is playing, from his re-dealt hand
    return state


def fr1789(state: Fr1789State, seat: int, rng: random.Random, moving: bool) -> Fr1789State:
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


def frondeurs(state: FrondeursState, seat: int, rng: random.Random, moving: bool) -> FrondeursState:
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


REDEALERS: dict[str, Redealer] = {
    "frondeurs": frondeurs,
    "fr1789": fr1789,
    "revolt": revolt,
    "liberte": liberte,
    "guillotine": guillotine,
}
