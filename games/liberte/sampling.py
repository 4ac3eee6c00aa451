"""Liberté: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.liberte.data import DATA
from games.liberte.state import LiberteState


def back(card: str) -> str:
    """Its set: the deck is dealt with the A-set over the B-set ("Set Up")."""
    return DATA.cards[card].set


def face(card: str) -> str:
    """What a card played shows: its name, which the copies of a Special card share."""
    return DATA.cards[card].special or card


def copied(card: str) -> bool:
    """Whether other cards show the same face (a Special card's copies)."""
    return face(card) != card


def redeal(state: LiberteState, seat: int, rng: random.Random, moving: bool) -> LiberteState:
    """The other players' hands and, unless `moving` (a draw or a face-up card replaced shows
    the top card, and an empty deck is remade from the discards), the deck and the cards the
    others discarded face down. Which set a hidden card is from is not shown (RULES_NOTES):
    only the deck's first order is known, the A-set's cards over the B-set's, so until it is
    remade its places keep their set, and the hands and discards share what is left, any card
    anywhere. Cards another player has just taken from the face-up row stay in his hand; those
    he has picked to discard are dealt again with the rest, since nobody else saw which. The
    copies of a Special card played by another player, in play or on the discard pile, are
    told apart by nothing but their number, which is dealt again too."""
    pinned = set(state.refresh.took) if state.refresh and state.refresh.seat != seat else set()
    hands = [p.hand for i, p in enumerate(state.players) if i != seat]
    kept = [[c for c in hand if c in pinned] for hand in hands]
    for hand in hands:
        hand[:] = [c for c in hand if c not in pinned]
    act = state.action
    special = [act.special] if act and act.seat != seat and act.special else []
    hidden, deck, shown = list(hands), [], []
    if not moving:
        owners = [state.face_down.get(c) for c in state.discard]
        unseen = [i for i, s in enumerate(owners) if s is not None and s != seat]
        played = [i for i, s in enumerate(owners) if s is None and copied(state.discard[i])]
        hidden.append([state.discard[i] for i in unseen])
        shown = [state.discard[i] for i in played]
        deck = [state.deck]
    moves = [permute([*hidden, *deck, shown, special], rng, face)]
    if deck and not state.remade:
        moves.append(permute([*hidden, *deck], rng, back))
        moves.append(permute(hidden, rng))
    else:
        moves.append(permute([*hidden, *deck], rng))
    for hand, keep in zip(hands, kept, strict=True):
        hand += keep
    if not moving:
        for i, c in [*zip(unseen, hidden[-1], strict=True), *zip(played, shown, strict=True)]:
            state.discard[i] = c
        dealt = zip(state.discard, owners, strict=True)
        state.face_down = {c: s for c, s in dealt if s is not None}
    if special and act is not None:  # a special is only taken from an action
        act.special = special[0]
    for picking in (state.action, state.refresh):
        if picking is not None and picking.seat != seat:
            picking.marked = [moved(moves, c) for c in picking.marked]
    return state


def moved(moves: list[dict[str, str]], card: str) -> str:
    """Where `card`'s place stands after the deals `moves` (each old card -> new card)."""
    for move in moves:
        card = move.get(card, card)
    return card
