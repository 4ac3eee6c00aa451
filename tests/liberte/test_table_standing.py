"""Liberté's standing at the head of a closed board (games/liberte/standing.py): the board of a
turn whose elections the engine has just run, and the last board of a Counter-revolution."""

from __future__ import annotations

from games.liberte import endings
from games.liberte.state import LostBattle
from tests.conformance.test_table_standing import said_standing
from tests.liberte.helpers import GAME, R, W, empty_hands, jump_to, new_game, put

NAMES = ["Anne", "Bruno", "Chloé"]


def test_the_standing_after_a_turn_gives_vp_the_government_and_the_counter_revolution() -> None:
    state = new_game(3, seed=12)
    jump_to(state, 3, "election")
    for seat, vp in enumerate((12, 15, 9)):
        state.players[seat].vp = vp
    state.lost_battles = [LostBattle(turn=2, block=True)]
    put(state, 1, 2, R, 1)  # Chloé's red vote: a Radical government, 5 VP to her
    GAME.advance(state)  # the elections, then turn 4 up to its first decision
    assert state.turn == 4
    assert said_standing(GAME, state, NAMES) == {
        "en": "Bruno 15 VP, Chloé 14 VP, Anne 12 VP\n"
        "Government: Radicals; opposition: Moderates\n"
        "Royalist Counter-revolution: 1 of the 7 needed",
        "fr": "Bruno 15 PV, Chloé 14 PV, Anne 12 PV\n"
        "Gouvernement\u00a0: Radicaux\u202f; opposition\u00a0: Modérés\n"
        "Contre-révolution royaliste\u00a0: 1 sur les 7 nécessaires",
    }


def test_the_last_standing_counts_the_points_of_the_ending() -> None:
    state = new_game(3, seed=12)
    empty_hands(state)
    jump_to(state, 3, "action")
    put(state, 1, 0, W, 2)  # Normandie: Anne's 2 white blocks, 2 White Points
    put(state, 2, 1, W, 3)  # Bretagne, a Fleur-de-lis province: Bruno's 3, white-controlled
    endings.finish(state, "counter")
    assert said_standing(GAME, state, NAMES) == {
        "en": "Bruno 3 White Points, Anne 2 White Points, Chloé 0 White Points\n"
        "Royalist Counter-revolution: 1 of the 7 needed",
        "fr": "Bruno 3 points blancs, Anne 2 points blancs, Chloé 0 point blanc\n"
        "Contre-révolution royaliste\u00a0: 1 sur les 7 nécessaires",
    }
