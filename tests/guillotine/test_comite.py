"""Phase III: +1 PP at the Comité; motions proposed in turn, voted in secret by the Comité's
deputies, one adopted at most, confirmed by the die on 1 to 5."""

from __future__ import annotations

import pytest

from tests.guillotine.checks import refused
from tests.guillotine.table import G, M, choices, dep, new_game, play, put, start, texts, vote


def comite(dice: list[int] | None = None):
    state = new_game()
    put(state, "comite", "danton", "marat", "brissot")  # Montagnards 2 votes, Girondins 1
    put(state, "club", "cambaceres")
    start(state, "comite", dice)
    return state


def test_each_deputy_at_the_comite_gains_1_pp() -> None:
    state = comite()
    assert [dep(state, d).pp for d in ("danton", "marat", "brissot", "robespierre")] == [6, 6, 6, 5]


@pytest.mark.parametrize(("die", "confirmed"), [(5, True), (6, False)])
def test_an_adopted_motion_is_confirmed_on_1_to_5(die: int, confirmed: bool) -> None:
    state = comite([die])
    play(state, M, "motion:cambaceres")
    assert state.ballot is not None
    assert {v.seat: v.weight for v in state.ballot.voters} == {M: 2, G: 1}
    events = texts(vote(state, s0=True, s1=False))
    assert (
        "Vote on {s0}'s motion denouncing Cambacérès (C): YES 2 ({s0} 2), NO 1 ({s1} 1)" in events
    )
    cambaceres = dep(state, "cambaceres")
    # Table 3: at the Club, -3 PP and back to the Convention.
    assert (cambaceres.pp, cambaceres.post) == ((2, "convention") if confirmed else (5, "club"))
    assert state.phase != "comite", "one motion at most: the Girondins do not propose"


def test_a_rejected_motion_lets_the_next_player_propose_another_name() -> None:
    """ "Si cette Motion n'est pas adoptée, le joueur suivant propose un autre nom"."""
    state = comite()
    play(state, M, "motion:cambaceres")
    events = texts(vote(state, s0=False, s1=True))
    assert "; rejected" in events
    assert "motion:sieyes" in choices(state, G)
    refused(state, G, "motion:cambaceres", "named in a motion this turn: name another")
    refused(state, G, "motion:brissot", "your own deputies")
    play(state, G, "nomotion")
    assert state.phase != "comite"


def test_only_players_represented_at_the_comite_propose() -> None:
    state = comite()
    play(state, M, "nomotion")
    assert state.decision is not None and state.decision.seat == G
    play(state, G, "nomotion")
    assert state.phase != "comite", "the Crapauds, absent from the Comité, propose nothing"


def test_a_motion_cannot_aim_at_a_rapporteur_whose_report_passed() -> None:
    """Phase II §1: he "ne peut être dénoncé jusqu'à la prochaine phase Convention"."""
    state = new_game()
    put(state, "comite", "danton")
    dep(state, "sieyes").rapport = True
    start(state, "comite")
    assert "motion:sieyes" not in choices(state, M) and "motion:merlin" in choices(state, M)
