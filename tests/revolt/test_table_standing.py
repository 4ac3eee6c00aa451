"""Revolt's standing at the head of a closed board (games/revolt/standing.py), on a table set by
hand: coats-of-arms first, coins breaking ties ("End of the game")."""

from __future__ import annotations

from games import registry
from tests.conformance.test_table_standing import said_standing

GAME = registry.get("revolt")


def test_the_standing_ranks_coats_of_arms_then_coins() -> None:
    state = GAME.setup(3, seed=1)
    # (coats-of-arms, tricks won this turn, coins): Anne's 4 and 2 tricks tie Chloé's 6, and
    # Anne is the richer; Bruno's 5 come last.
    table = [(4, 2, 2), (5, 0, 1), (6, 0, 0)]
    for seat, (coats, tricks, coins) in zip(state.seats, table, strict=True):
        seat.coats, seat.tricks, seat.coins = coats, tricks, coins
    assert said_standing(GAME, state, ["Anne", "Bruno", "Chloé"]) == {
        "en": "Coats-of-arms: Anne 4 + 2 tricks (2 coins), Chloé 6 (0 coins), Bruno 5 (1 coin)",
        "fr": "Blasons\u00a0: Anne 4 + 2 plis (2 pièces), Chloé 6 (0 pièce), Bruno 5 (1 pièce)",
    }
