"""Frondeurs et Frondeuses' standing at the head of a closed board (games/frondeurs/standing.py):
each faction's points read off the table as §8.23 counts them, who plays it, the King's Pawn,
and with fewer than four players each player's own score (§8.4)."""

from __future__ import annotations

import pytest

from games.frondeurs import seats
from games.frondeurs.data import TURN_ORDER
from games.frondeurs.standing import total
from tests.conformance.states import sampled_states
from tests.conformance.test_table_standing import said_standing
from tests.frondeurs.steps import B, G, R

NAMES = ["Anne", "Bruno", "Chloé", "Dmitri"]
# One cube each: 3 MP on each frontier, 2 PP and 1 MP in Normandie, Bordeaux and the Louvre.
CUBES = {
    "northeast": {"condeean": 1},
    "spanish": {"condeean": 1},
    "normandie": {"cabalist": 1},
    "bordeaux": {"retzist": 1},
    "louvre": {"mazarinist": 1},
}


def test_the_standing_ranks_the_factions_points_with_their_players() -> None:
    state = G.setup(4, 1, {"cubes": CUBES})
    state.held(B).mid_pp = 4  # Cabalist: 3 + 4
    state.kings_pawn = R  # Retzist: 3 + 10 for the Pawn in hand, - 5 for Spanish Gold
    state.held(R).spanish_uses = 1
    assert said_standing(G, state, NAMES) == {
        "en": "Points: Retzist 8 (Chloé, King's Pawn), Cabalist 7 (Bruno), "
        "Condéean 6 (Anne), Mazarinist 3 (Dmitri)",
        "fr": "Points\u00a0: Retziste 8 (Chloé, Pion du Roi), Cabaliste 7 "
        "(Bruno), Condéen 6 (Anne), Mazariniste 3 (Dmitri)",
    }


def test_with_three_players_the_dummy_is_named_and_each_player_has_a_score() -> None:
    state = G.setup(3, 1, {"cubes": CUBES})
    state.kings_pawn = R
    state.held(R).spanish_uses = 1
    # Bruno, the Retzist's seat, keeps the higher of the Retzist and the Condéean Dummy (§8.43).
    assert said_standing(G, state, NAMES[:3])["en"] == (
        "Points: Retzist 8 (Bruno, King's Pawn), Condéean 6 (Dummy, counts for Bruno), "
        "Cabalist 3 (Anne), Mazarinist 3 (Chloé)\n"
        "By player: Anne 3, Bruno 8 (best of Retzist and Condéean), Chloé 3"
    )
    assert said_standing(G, state, NAMES[:3])["fr"].endswith(
        "Condéen 6 (fantôme, compte pour Bruno), Cabaliste 3 (Anne), Mazariniste 3 (Chloé)\n"
        "Par personne\u00a0: Anne 3, Bruno 8 (le meilleur du Retziste et du Condéen), Chloé 3"
    )
    seats.faction_swap(
        state
    )  # §5.41: the Retzist is the Dummy now (mid-game PP 2 added), still Bruno's (§8.43)
    assert (
        "Retzist 10 (Dummy, counts for Bruno, King's Pawn), Condéean 6 (Bruno)"
        in said_standing(G, state, NAMES[:3])["en"]
    )


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_points_read_off_the_table_are_the_engines(n: int) -> None:
    for state in sampled_states(G, n, every=7):
        view = G.view(state, None)
        for f in TURN_ORDER:
            assert total(view, f.value) == seats.faction_score(state, f), f
