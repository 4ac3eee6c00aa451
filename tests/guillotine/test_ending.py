"""§I.2: the winner has the most deputies re-elected (alive, free, 5 PP or more); a tie is broken
by the total PP of the re-elected."""

from __future__ import annotations

from games.guillotine import board, ending
from games.guillotine.steps import advance
from i18n import say
from tests.guillotine.table import GAME, dep, new_game, put, texts


def finish(state) -> str:
    state.turn = 10
    state.decision = None
    state.phase, state.stage = "fuite", "choices"
    return texts(advance(state))


def test_who_is_re_elected() -> None:
    state = new_game()
    put(state, "prison", "robespierre")
    put(state, "fuite", "danton")
    put(state, "guillotine", "marat")
    dep(state, "collot").pp = 4
    put(state, "mission", "billaud")
    assert [d.id for d in board.own(state, 0) if ending.reelected(d)] == ["billaud", "saintjust"]


def test_the_ranking_counts_deputies_then_their_pp() -> None:
    state = new_game()
    put(state, "prison", "robespierre", "danton")  # Montagnards: 4 re-elected
    put(state, "prison", "brissot", "petion")  # Girondins: 4, with more PP
    dep(state, "vergniaud").pp = 9
    put(state, "guillotine", "cambaceres")  # Crapauds: 5
    dep(state, "aubry").pp = 3  # Royalistes: 4, as Aubry and Cadroy have fewer than 5 PP
    dep(state, "cadroy").pp = 2
    events = finish(state)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 4.0, 1: 4.0, 2: 5.0, 3: 4.0}
    assert outcome.winners == [2] and say(outcome.reason) == "most deputies re-elected"
    assert (
        "Game over, turn 10 is over: {s2} 5 re-elected (25 PP), {s1} 4 re-elected (24 PP)" in events
    )


def test_a_tie_on_deputies_is_broken_by_pp() -> None:
    state = new_game(3)
    dep(state, "danton").pp = 6
    finish(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0]
    assert say(outcome.reason) == "tie on deputies re-elected, broken by their PP (31)"


def test_a_complete_tie_is_shared() -> None:
    state = new_game(3)
    finish(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0, 1, 2]
    assert GAME.active_seats(state) == [] and state.finished


def test_the_rulebooks_popularity_sheet() -> None:
    """§II.1's "Exemple de notation": the PP of each deputy at the end of each turn, X when he
    died (St-Just in turn 5)."""
    example = {
        "marat": [5, 4, 6, 6, 8, 5, 3, 4, 4, 6],
        "danton": [5, 5, 7, 7, 7, 7, 7, 8, 5, 2],
        "saintjust": [7, 7, 7, 7],
    }
    state = new_game()
    for turn in range(1, 11):
        assert state.turn == turn
        for dep_id, pps in example.items():
            if turn <= len(pps):
                dep(state, dep_id).pp = pps[turn - 1]
        if turn == 5:
            put(state, "guillotine", "saintjust")
        ending.end_turn(state)
    assert state.finished
    sheets = {d["id"]: d for d in GAME.view(state, None)["deputies"]}
    assert sheets["marat"]["sheet"] == example["marat"]
    assert sheets["danton"]["sheet"] == example["danton"]
    assert sheets["saintjust"]["sheet"] == [7, 7, 7, 7, *[None] * 6]
    assert sheets["saintjust"]["died"] == 5
