"""Phase I: four seats at the Club, the Comité and the Tribunal; one new deputy on Mission per
player and turn; nobody moved twice; passing is final."""

from __future__ import annotations

from tests.guillotine.checks import refused
from tests.guillotine.table import GAME, C, G, M, R, choices, dep, new_game, play, put, start


def test_four_seats_at_the_comite() -> None:
    state = new_game()
    put(state, "comite", "brissot", "vergniaud", "cambaceres", "aubry")
    play(state, M, "move:danton")
    refused(state, M, "to:comite", "only 4 seats")
    play(state, M, "to:tribunal")
    assert dep(state, "danton").post == "tribunal"


def test_one_new_deputy_on_mission_per_player_and_turn() -> None:
    state = new_game()
    put(state, "mission", "marat")  # already there: he does not count
    play(state, M, "move:danton", "to:mission")
    play(state, G, "move:brissot", "to:mission")  # another player may send his own
    play(state, C, "pass")
    play(state, R, "pass")
    play(state, M, "move:robespierre")
    refused(state, M, "to:mission", "only one new deputy on Mission")


def test_nobody_moves_twice() -> None:
    state = new_game()
    play(state, M, "move:danton", "to:club")
    for seat in (G, C, R):
        play(state, seat, "pass")
    refused(state, M, "move:danton", "already moved")


def test_prisoners_and_fugitives_stay_put() -> None:
    state = new_game()
    put(state, "prison", "danton")
    put(state, "fuite", "marat")
    assert not {"move:danton", "move:marat"} & set(choices(state, M))
    refused(state, M, "move:danton", "in Prison")


def test_a_choice_of_deputy_can_be_taken_back() -> None:
    state = new_game()
    play(state, M, "move:danton", "back", "move:marat", "to:club")
    assert (dep(state, "danton").post, dep(state, "marat").post) == ("convention", "club")


def test_passing_is_final_and_the_phase_ends_when_all_have_passed() -> None:
    state = new_game()
    play(state, M, "pass")
    play(state, G, "move:brissot", "to:club")
    play(state, C, "pass")
    play(state, R, "pass")
    assert GAME.active_seats(state) == [G], "those who passed are not asked again"
    play(state, G, "pass")
    assert state.phase == "convention"


def test_a_player_with_nothing_left_to_move_is_skipped() -> None:
    state = new_game()
    put(state, "prison", "robespierre", "danton", "marat", "collot", "billaud", "saintjust")
    start(state, "movement")
    assert GAME.active_seats(state) == [G]
    for seat in (G, C, R):
        play(state, seat, "pass")
    assert state.phase == "convention"
