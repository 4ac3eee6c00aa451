"""Whole games with random legal moves: the three turns, the deals and what must always hold."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.revolt import cards
from games.revolt.engine import TOTAL_COINS
from i18n import say

GAME = registry.get("revolt")


def deal_check(state, players: int) -> frozenset[str]:
    """At the start of a turn: full even hands, the pitchfork's holder to lead."""
    size = cards.HAND_SIZE[players]
    assert [len(s.hand) for s in state.seats] == [size] * players
    holder = next(i for i, s in enumerate(state.seats) if cards.PITCHFORK in s.hand)
    assert GAME.active_seats(state) == [holder] and not state.trick
    return frozenset(c for s in state.seats for c in s.hand)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_three_turns_of_even_deals_and_conserved_coins(players: int, seed: int) -> None:
    supply = None if seed < 2 else 0  # seeds 2-3 play with an empty supply
    options = {} if supply is None else {"supply_coins": supply}
    state = GAME.setup(players, seed, options)
    coins_in_play = (TOTAL_COINS - players if supply is None else supply) + players
    rng = random.Random(seed)
    decks = [deal_check(state, players)]
    tricks = nobles = moves = robberies = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.active_seats(state)
        turn = state.turn
        texts = [
            say(e.text)
            for e in GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).choice_ids()))
        ]
        moves += 1
        tricks += sum(t.endswith("wins the trick") and t[0] == "{" for t in texts)
        nobles += sum(t.startswith("Noble's bonus") for t in texts)
        robberies += sum("takes 1 coin from" in t for t in texts)
        on_cuts = sum(p.cut for p in state.trick)  # a cut's coin lies on its card
        assert state.supply_coins + sum(s.coins for s in state.seats) + on_cuts == coins_in_play
        assert min(s.coins for s in state.seats) >= 0
        sizes = {len(s.hand) for s in state.seats}
        assert len(sizes) == 1 or (len(sizes) == 2 and state.trick), "hands run out together"
        if state.turn != turn and not state.finished:
            assert state.turn == turn + 1
            decks.append(deal_check(state, players))
    assert state.turn == 3 and len(decks) == 3
    assert len(set(decks)) == 1, "the same cards every turn (3 players: less the same Citizen)"
    assert len(decks[0]) == (39 if players == 3 else 40)
    outcome = GAME.outcome(state)
    most = max(s.coins for s in state.seats)
    richest = sum(s.coins == most for s in state.seats)
    bonus = 2 if richest == 1 else richest
    assert sum(outcome.scores.values()) == tricks + nobles + bonus
    assert moves >= 3 * len(decks[0])
    assert (robberies > 0) is (supply is not None), "only an empty supply makes the Knave rob"
