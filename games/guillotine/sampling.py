"""Guillotine: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random

from games.core.sampling import permute
from games.guillotine.components import JACOBIN
from games.guillotine.state import GuillotineState


def redeal(state: GuillotineState, seat: int, rng: random.Random, moving: bool) -> GuillotineState:
    """The other players' delayed Jacobin cards and those in the deck, among themselves: only
    delayed cards are ever kept, and how many each player holds is public, and whether each
    was drawn in this turn's Club or an earlier one (once he has played one of two old cards,
    nobody knows which turn the other came from). Even `moving`: a delayed card drawn is kept
    secretly, whichever it is, so the table sees the same. Unless `moving` (a draw, the last
    vote or a die would show them): the decks' order, which nobody sees; how the other
    players voted in a ballot not yet tallied (that they voted is public, §III.4's secret
    vote); and the test options' scripted dice."""
    held = [h for i, s in enumerate(state.seats) if i != seat for h in s.held]
    in_deck = [i for i, c in enumerate(state.jacobin_deck) if JACOBIN[c].delayed]
    moved = permute([[h.card for h in held] + [state.jacobin_deck[i] for i in in_deck]], rng)
    for h in held:
        h.card = moved[h.card]
        if h.turn < state.turn:  # from an earlier Club, played alike whichever (`old_cards`)
            h.turn = state.turn - 1
    for i in in_deck:
        state.jacobin_deck[i] = moved[state.jacobin_deck[i]]
    d = state.decision
    if d is not None and d.seat != seat and d.kind == "delayed_target" and d.card is not None:
        d.card = moved[d.card]  # the card he is playing, from his re-dealt hand
    if moving:
        return state
    for deck in [state.jacobin_deck, state.mission_deck, *state.question_decks.values()]:
        rng.shuffle(deck)
    for vote in state.ballot.voters if state.ballot is not None else []:
        if vote.seat != seat and vote.yes is not None:
            vote.yes = rng.choice([True, False])
    state.dice = []
    return state
