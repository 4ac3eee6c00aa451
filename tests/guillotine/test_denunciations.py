"""§III, the four steps of a denunciation, Tables 2, 3 and 4, the conditions of the order of the
day (Phase II §2), and the Tribunal's three answers."""

from __future__ import annotations

import pytest

from games.guillotine import tables
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


def to_agenda(state: GuillotineState, dice: list[int] | None = None) -> None:
    """Open the Convention with no report: the order of the day comes next."""
    start(state, "convention", dice)
    while state.decision is not None and state.decision.kind == "report":
        play(state, state.decision.seat, "noreport")


def pass_agenda(state: GuillotineState) -> None:
    while state.decision is not None and state.decision.kind == "agenda":
        play(state, state.decision.seat, "pass")


def test_tables_2_and_4_at_their_boundaries() -> None:
    assert [tables.confirmed(d, strong=False) for d in range(1, 7)] == [True] * 2 + [False] * 4
    assert [tables.confirmed(d, strong=True) for d in range(1, 7)] == [True] * 5 + [False]


def test_table_3() -> None:
    assert [tables.summoned(p) for p in ("convention", "comite", "tribunal")] == [True] * 3
    assert not tables.summoned("club") and not tables.summoned("mission")


@pytest.mark.parametrize(("die", "confirmed"), [(2, True), (3, False)])
def test_a_plain_denunciation_at_the_club(die: int, confirmed: bool) -> None:
    """Table 2, then Table 3: at the Club a confirmed denunciation costs 3 PP and the deputy
    goes back to the Convention."""
    state = new_game()
    put(state, "club", "brissot", "danton")
    put(state, "comite", "aubry")  # the Comité's motion will pause the game after the Convention
    to_agenda(state, dice=[die])
    play(state, M, "denounce:brissot")
    assert dep(state, "brissot").denounced  # step 1: on the Club's "dénoncé" square
    pass_agenda(state)
    brissot = dep(state, "brissot")
    assert (brissot.pp, brissot.post) == ((2, "convention") if confirmed else (5, "club"))
    assert not brissot.denounced
    assert state.decision is not None and state.decision.kind == "motion"


@pytest.mark.parametrize(("die", "confirmed"), [(5, True), (6, False)])
def test_a_supported_denunciation_is_confirmed_on_1_to_5(die: int, confirmed: bool) -> None:
    state = new_game()
    put(state, "mission", "brissot", "danton")
    put(state, "comite", "aubry")
    to_agenda(state, dice=[die])
    play(state, M, "denounce:brissot")
    refused(state, G, "support:brissot", "a denunciation of your own deputy")
    play(state, G, "pass")
    play(state, C, "support:brissot")
    refused(state, R, "support:brissot", "already has its one support")
    play(state, R, "pass")
    brissot = dep(state, "brissot")
    assert (brissot.pp, brissot.post) == ((2, "convention") if confirmed else (5, "mission"))


def test_the_rulebooks_denounced_squares() -> None:
    """§III.1: "un député Royaliste est au Club des Jacobins. Il est dénoncé. Il est placé sur la
    case dénoncé du Club des Jacobins"; a Montagnard at the Comité goes on the Comité's."""
    state = new_game()
    put(state, "club", "aubry", "brissot")
    put(state, "comite", "danton", "cambaceres")
    to_agenda(state)
    play(state, M, "pass")
    play(state, G, "denounce:aubry")
    play(state, C, "denounce:danton")
    squares = {d["target"]: d["post"] for d in GAME.view(state, None)["denunciations"]}
    assert squares == {"aubry": "club", "danton": "comite"}
    assert dep(state, "aubry").denounced and dep(state, "danton").denounced
    assert (dep(state, "aubry").post, dep(state, "danton").post) == ("club", "comite")


def test_the_rulebooks_example_of_a_support() -> None:
    """Phase II §2: "Les Royalistes dénoncent Cambacérès (Crapaud) qui est au Comité de Salut
    Public. [...] Les Girondins soutiennent la dénonciation des Royalistes contre Cambacérès. Il y
    a au moins un Girondin à la Convention. Les Montagnards ne peuvent pas soutenir la
    dénonciation contre Cambacérès" (a denunciation has one support at most)."""
    seats = [["royalistes"], ["girondins"], ["montagnards"], ["crapauds"]]
    state = new_game(parties=seats)
    royalistes, girondins, montagnards = 0, 1, 2
    put(state, "comite", "cambaceres", "aubry")
    put(state, "club", "vergniaud", "brissot", "condorcet", "petion", "barbaroux")
    to_agenda(state, dice=[5])
    play(state, royalistes, "denounce:cambaceres")
    assert choices(state, girondins)[1] == "support:cambaceres"
    prompt = GAME.prompt(state, girondins)
    assert prompt is not None
    assert "Support {s0}: denounce Cambacérès (C) at the Comité de Salut Public" in [
        say(c.label) for c in prompt.choices
    ]
    play(state, girondins, "support:cambaceres")
    refused(state, montagnards, "support:cambaceres", "already has its one support")
    play(state, montagnards, "pass")
    play(state, 3, "pass")
    # Table 4: supported, a 5 confirms; Table 3: from the Comité he is summoned.
    assert dep(state, "cambaceres").post == "accused"


def test_denouncing_needs_a_deputy_at_the_targets_post() -> None:
    """Phase II §2: "un député à la Convention et un député au même poste"."""
    state = new_game()
    put(state, "comite", "cambaceres")
    put(state, "comite", "aubry")
    to_agenda(state)
    refused(state, M, "denounce:cambaceres", "you need a deputy at the Comité")
    refused(state, M, "denounce:danton", "your own deputies")
    play(state, M, "pass")
    play(state, G, "pass")
    play(state, C, "pass")
    assert "denounce:cambaceres" in choices(state, R)  # Aubry sits at the Comité


def test_prisoners_and_fugitives_cannot_be_denounced() -> None:
    """§III: "Vous ne pouvez dénoncer un député en prison ou en fuite"."""
    state = new_game()
    put(state, "prison", "brissot")
    put(state, "fuite", "vergniaud")
    to_agenda(state)
    assert not {"denounce:brissot", "denounce:vergniaud"} & set(choices(state, M))
    refused(state, M, "denounce:brissot", "only free deputies")


def test_a_deputy_without_a_deputy_at_the_convention_does_not_speak() -> None:
    state = new_game()
    put(state, "club", "robespierre", "danton", "marat", "collot")
    put(state, "mission", "billaud", "saintjust")
    to_agenda(state)
    assert state.decision is not None and state.decision.seat == G


def summon(state: GuillotineState, target: str = "brissot") -> None:
    """Montagnards denounce a Girondin at the Convention; the die confirms: he is summoned."""
    to_agenda(state, dice=[1])
    play(state, M, f"denounce:{target}")
    pass_agenda(state)
    assert dep(state, target).post == "accused"
    assert state.decision is not None and state.decision.kind == "tribunal"


def test_the_tribunals_first_answer_flight() -> None:
    """ "Il est placé sur la case Fuite. Son cas sera examiné dans la Phase 7"."""
    state = new_game()
    put(state, "comite", "aubry")
    summon(state)
    play(state, G, "flee")
    assert dep(state, "brissot").post == "fuite"
    state.dice = [1]  # Phase VII of this very turn: caught
    play(state, R, "nomotion")
    assert dep(state, "brissot").post == "guillotine"


def test_the_tribunals_second_answer_an_accomplice_of_his_party() -> None:
    state = new_game()
    put(state, "tribunal", "vergniaud", "cambaceres")
    summon(state)
    assert choices(state, G) == ["flee", "accomplice:vergniaud", "trial"]
    events = texts(play(state, G, "accomplice:vergniaud"))
    assert "Vergniaud (G) intervenes: Brissot (G) goes to Prison" in events
    assert dep(state, "brissot").post == "prison"
    assert dep(state, "vergniaud").pp == 3  # "Ce complice ... perd 2 PP"


def test_the_tribunal_prompt_says_the_accused_goes_to_prison_not_the_accomplice() -> None:
    state = new_game()
    put(state, "tribunal", "vergniaud", "cambaceres")
    summon(state)
    prompt = GAME.prompt(state, G)
    assert prompt is not None
    assert "the accomplice loses 2 PP and stops the trial; Brissot (G) goes to Prison" in (
        say(prompt.text)
    )
    label = say(next(c.label for c in prompt.choices if c.id == "accomplice:vergniaud"))
    assert label == "Accomplice Vergniaud (G) loses 2 PP (5 now); the accused to Prison"


def test_a_deputy_cannot_be_his_own_accomplice() -> None:
    state = new_game()
    put(state, "tribunal", "brissot", "danton")
    summon(state)
    assert choices(state, G) == ["flee", "trial"]
    prompt = GAME.prompt(state, G)
    assert prompt is not None and "accomplice" not in say(prompt.text)


@pytest.mark.parametrize(
    ("ballots", "post", "result"),
    [
        ({"s0": True, "s2": True}, "guillotine", "guilty"),  # 3 YES against 0
        ({"s0": False, "s2": True}, "convention", "acquitted"),  # 2 NO against 1
        ({"s0": True, "s2": False}, "guillotine", "guilty"),  # 2 YES against 1
    ],
)
def test_the_tribunals_third_answer_a_trial(
    ballots: dict[str, bool], post: str, result: str
) -> None:
    state = new_game()
    put(state, "tribunal", "danton", "marat", "cambaceres")
    summon(state)
    play(state, G, "trial")
    assert state.ballot is not None and {v.seat: v.weight for v in state.ballot.voters} == {
        M: 2,
        C: 1,
    }
    events = texts(vote(state, **ballots))
    assert f"; {result}" in events
    assert dep(state, "brissot").post == post


def test_a_tie_in_a_trial_means_prison() -> None:
    """§III.4: "EGALITE (2 - 2, 1 - 1, 0 - 0) : l'accusé est mis en Prison"."""
    state = new_game()
    put(state, "tribunal", "danton", "marat", "cambaceres", "thibaudeau")
    summon(state)
    play(state, G, "trial")
    events = texts(vote(state, s0=True, s2=False))
    assert "YES 2 ({s0} 2), NO 2 ({s2} 2); a tie" in events
    assert dep(state, "brissot").post == "prison"
    assert tables.verdict(0, 0) == tables.verdict(1, 1) == "tie"


def test_an_empty_tribunal_is_a_0_0_tie() -> None:
    state = new_game()
    summon(state)
    events = texts(play(state, G, "trial"))
    assert "YES 0, NO 0; a tie" in events
    assert dep(state, "brissot").post == "prison"


def test_the_accused_does_not_judge_himself() -> None:
    state = new_game()
    put(state, "tribunal", "brissot", "vergniaud", "danton")
    summon(state, "brissot")
    play(state, G, "trial")
    assert state.ballot is not None
    assert {v.seat: v.weight for v in state.ballot.voters} == {M: 1, G: 1}
