"""Guillotine's standing at the head of a closed board (games/guillotine/standing.py), on a
table set by hand: deputies who would be re-elected, then their PP (§I.2), and who is out of
the running."""

from __future__ import annotations

from games.guillotine import board
from tests.conformance.test_table_standing import said_standing
from tests.guillotine.table import GAME, new_game, put


def test_the_standing_ranks_deputies_re_electable_then_their_pp() -> None:
    state = new_game(4)  # Anne the Montagnards, Bruno the Girondins, Chloé the Crapauds...
    put(state, "guillotine", "danton")
    put(state, "prison", "marat")
    board.deputy(state, "robespierre").pp = 9  # Anne: 4 free, 9 + 5 + 5 + 5 PP
    board.deputy(state, "brissot").pp = 4  # below 5 PP: Bruno keeps 5 deputies, 25 PP
    put(state, "fuite", "boissy")  # Dmitri: 5 deputies, 25 PP, level with Bruno
    assert said_standing(GAME, state, ["Anne", "Bruno", "Chloé", "Dmitri"]) == {
        "en": "Re-electable now: Chloé (Crapauds) 6 deputies, 30 PP · Bruno (Girondins) "
        "5 deputies, 25 PP · Dmitri (Royalistes) 5 deputies, 25 PP · Anne (Montagnards) "
        "4 deputies, 24 PP\n"
        "At the Guillotine: 1 · in Prison: 1 · in Flight: 1",
        "fr": "Rééligibles à ce jour\u00a0: Chloé (Crapauds) 6 députés, 30 PP · Bruno (Girondins) "
        "5 députés, 25 PP · Dmitri (Royalistes) 5 députés, 25 PP · Anne (Montagnards) "
        "4 députés, 24 PP\n"
        "À la Guillotine\u00a0: 1 · en Prison\u00a0: 1 · en Fuite\u00a0: 1",
    }
