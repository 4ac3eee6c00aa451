"""Phase II: reports, their protection, and the dissolution from the fourth turn."""

from __future__ import annotations

from games.guillotine.board import order
from games.guillotine.state import GuillotineState
from i18n import say
from tests.guillotine.checks import refused
from tests.guillotine.table import (
    GAME,
    C,
    G,
    M,
    R,
    choices,
    dep,
    new_game,
    play,
    put,
    start,
    texts,
    vote,
)


def report(ballots: dict[str, bool], pp: int = 5):
    state = new_game()
    # One deputy of each party at the Comité: 5 each at the Convention, and a motion to propose
    # will pause the game after the Convention.
    put(state, "comite", "marat", "brissot", "cambaceres", "aubry")
    dep(state, "danton").pp = pp
    start(state, "convention")
    play(state, M, "report:danton")
    for seat in (G, C, R):
        play(state, seat, "noreport")
    return state, texts(vote(state, **ballots))


def test_an_adopted_report_gains_2_pp_and_protects_the_rapporteur() -> None:
    state, events = report({"s0": True, "s1": True, "s2": True, "s3": False})
    assert (
        "Vote on the report of Danton (M): YES 15 ({s0} 5, {s1} 5, {s2} 5), NO 5 ({s3} 5)" in events
    )
    danton = dep(state, "danton")
    assert (danton.pp, danton.rapport) == (7, True)
    # "ne peut être dénoncé jusqu'à la prochaine phase Convention"
    assert state.decision is not None and state.decision.kind == "agenda"
    play(state, M, "pass")
    refused(state, G, "denounce:danton", "rapporteur")


def test_a_rejected_report_costs_2_pp() -> None:
    state, events = report({"s0": True, "s1": False, "s2": False, "s3": False})
    assert "; rejected" in events
    assert (dep(state, "danton").pp, dep(state, "danton").rapport) == (3, False)


def test_a_tied_report_only_leaves_the_square() -> None:
    state, events = report({"s0": True, "s1": True, "s2": False, "s3": False})
    assert "; a tie" in events
    assert (dep(state, "danton").pp, dep(state, "danton").rapport) == (5, False)


def test_a_rejected_report_can_drive_the_rapporteur_to_suicide() -> None:
    state, events = report({"s0": False, "s1": False, "s2": False, "s3": False}, pp=2)
    assert dep(state, "danton").post == "guillotine"
    assert "takes his own life" in events


def test_the_rapporteur_stays_on_his_square_until_the_next_convention() -> None:
    state, _ = report({"s0": True, "s1": True, "s2": True, "s3": True})
    while state.turn == 1:  # nothing else happens this turn
        seat = GAME.active_seats(state)[0]
        play(state, seat, choices(state, seat)[0] if state.ballot is None else "vote:no")
    assert state.phase == "movement" and dep(state, "danton").rapport
    assert "move:danton" not in choices(state, M)
    while state.phase == "movement":
        play(state, state.decision.seat, "pass")
    assert not dep(state, "danton").rapport, "the square empties when the Convention sits again"
    for seat in (G, C, R):  # turn 2 starts with the player left of the first
        play(state, seat, "noreport")
    assert "report:danton" in choices(state, M)


def quiet_convention(state: GuillotineState, turn: int) -> None:
    """No report, nobody denounces."""
    state.turn = turn
    start(state, "convention")
    for answer in ("noreport", "pass"):
        for seat in order(state):
            play(state, seat, answer)


def dissolution_turn(turn: int) -> GuillotineState:
    state = new_game()
    quiet_convention(state, turn)
    return state


def test_no_dissolution_before_the_fourth_turn() -> None:
    state = dissolution_turn(3)
    assert state.ballot is None and state.turn == 4


def test_no_dissolution_vote_in_the_tenth_turn() -> None:
    """The game ends with the tenth turn anyway (§I.3): nobody is asked to vote."""
    state = dissolution_turn(10)
    assert state.ballot is None and GAME.outcome(state) is not None


def test_a_dissolution_by_absolute_majority_ends_the_game_with_the_turn() -> None:
    state = dissolution_turn(4)
    assert state.ballot is not None and state.ballot.kind == "dissolution"
    events = texts(vote(state, s0=True, s1=True, s2=True, s3=False))
    assert "The Assembly is dissolved" in events
    # "Toutes les Phases du tour doivent être jouées": nobody sits elsewhere, so the turn ends.
    assert GAME.outcome(state) is not None and state.turn == 4
    assert "Game over, the Assembly was dissolved" in events


def test_the_dissolution_vote_says_the_game_ends_at_the_end_of_the_turn() -> None:
    prompt = GAME.prompt(dissolution_turn(4), M)
    assert prompt is not None
    assert say(prompt.text).startswith(
        "Turn 4, Phase II, Convention\nSecret vote on the dissolution"
    )
    assert "the game then ends at the end of this turn, every phase still played" in say(
        prompt.text
    )


def test_a_dissolution_without_a_majority_fails() -> None:
    state = dissolution_turn(6)
    vote(state, s0=True, s1=True, s2=False, s3=False)  # 12 against 12
    assert state.dissolved is None and state.turn == 7 and GAME.outcome(state) is None


def test_the_dissolution_turn_is_played_to_its_end() -> None:
    state = new_game()
    put(state, "prison", "brissot")
    quiet_convention(state, 5)
    state.dice = [6]
    vote(state, s0=True, s1=True, s2=True, s3=True)
    assert dep(state, "brissot").post == "convention", "Phase VI was played"
    assert GAME.outcome(state) is not None
