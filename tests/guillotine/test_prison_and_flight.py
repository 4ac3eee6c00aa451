"""Phases VI and VII: the rulebook's worked example, and the prison (7+), evasion and flight
(8+) tables at their boundaries."""

from __future__ import annotations

import pytest

from games.guillotine import tables
from i18n import say
from tests.guillotine.table import GAME, C, choices, dep, new_game, play, put, start, texts, vote


def test_the_rulebook_example_thibaudeau_sieyes_reubell_daunou() -> None:
    """Phase VI: "Thibaudeau et Siéyès (Crapauds) sont à la Convention. Deux autres Crapauds,
    Reubell et Daunou sont en Prison. Premier dé : 5 (+2 députés) = 7. Reubell est réhabilité.
    Deuxième dé : 4 (+2 députés) = 6 Daunou reste en Prison (on ne compte pas Reubell puisqu'il
    n'était pas à la Convention au début de la Phase)."""
    state = new_game()
    put(state, "mission", "cambaceres", "merlin")
    put(state, "prison", "reubell", "daunou")  # Reubell's case is examined first
    events = texts(start(state, "prison", dice=[5, 4]))
    assert "Rehabilitation of Reubell (C): die 5 + 2 at the Convention = 7" in events
    assert "Rehabilitation of Daunou (C): die 4 + 2 at the Convention = 6" in events
    assert dep(state, "reubell").post == "convention"
    assert dep(state, "daunou").post == "prison"
    # Table 1: - 1 PP in Prison, whether rehabilitated or not.
    assert dep(state, "reubell").pp == dep(state, "daunou").pp == 4


@pytest.mark.parametrize(("die", "freed"), [(3, False), (4, True)])
def test_prison_needs_7_or_more(die: int, freed: bool) -> None:
    state = new_game()
    put(state, "club", "cambaceres", "merlin")  # 3 Crapauds stay at the Convention
    put(state, "prison", "daunou")
    start(state, "prison", dice=[die])
    assert tables.rehabilitated(die, 3, tables.PRISON_NEED) is freed
    assert dep(state, "daunou").post == ("convention" if freed else "prison")


def test_a_prisoner_at_one_pp_dies_before_his_roll() -> None:
    state = new_game()
    put(state, "prison", "daunou", pp=1)
    events = texts(start(state, "prison", dice=[6]))
    assert dep(state, "daunou").post == "guillotine"
    assert "takes his own life" in events and "Rehabilitation of Daunou" not in events


def test_evasion_table() -> None:
    assert [tables.evasion(d) for d in range(1, 7)] == [
        "caught",
        "tracked",
        *["escapes"] * 4,
    ]


@pytest.mark.parametrize(
    ("dice", "post"),
    [
        ([1], "guillotine"),  # 1: pris et guillotiné
        ([2, 1], "guillotine"),  # 2: traqué, il rejette le dé
        ([2, 2, 3, 6], "convention"),  # tracked twice, escapes, then 6 + 2 = 8
        ([3, 6], "convention"),  # 8 or more: back to the Convention
        ([3, 5], "fuite"),  # 7 or less: stays in Flight (and may face the Tribunal)
    ],
)
def test_flight_evasion_then_rehabilitation_at_8(dice: list[int], post: str) -> None:
    state = new_game()
    put(state, "club", "cambaceres", "merlin", "reubell")  # 2 Crapauds at the Convention
    put(state, "fuite", "daunou")
    start(state, "fuite", dice=dice)
    assert dep(state, "daunou").post == post
    if post != "guillotine":
        assert dep(state, "daunou").pp == 4  # Table 1: - 1 PP in Flight
    if post == "fuite":  # failing rehabilitation, his owner chooses
        assert choices(state, C) == ["trial", "hide"]


def test_a_fugitive_who_gives_himself_up_stands_trial() -> None:
    state = new_game()
    put(state, "tribunal", "danton", "marat")  # two Montagnard judges
    put(state, "fuite", "daunou")
    start(state, "fuite", dice=[4, 1])
    prompt = GAME.prompt(state, C)
    assert prompt is not None and "judges {s0} 2; YES executes" in say(prompt.text)
    play(state, C, "trial")
    assert dep(state, "daunou").post == "accused"
    events = texts(vote(state, s0=False))
    assert "Vote on the trial of Daunou (C): YES 0, NO 2" in events
    assert dep(state, "daunou").post == "convention"


def test_a_fugitive_may_stay_in_hiding() -> None:
    state = new_game()
    put(state, "fuite", "daunou")
    start(state, "fuite", dice=[4, 1])
    play(state, C, "hide")
    assert dep(state, "daunou").post == "fuite"
    assert state.turn == 2 and state.phase == "movement"


def test_an_empty_prison_phase_is_said() -> None:
    """Phase VI with nobody in Prison is still told, so the log does not jump from V to VII."""
    state = new_game()
    events = start(state, "prison", dice=[])
    assert texts(events).splitlines()[0] == "Phase VI, Prison: nobody"
    assert say(events[0].text, "fr") == "Phase VI, la Prison\u00a0: personne"


def test_a_post_s_income_names_each_deputy_s_new_pp() -> None:
    """ "+1 PP to Vergniaud (G) 6" left the 6 unexplained: each deputy is given the PP he has."""
    state = new_game()
    put(state, "prison", "daunou")
    line = texts(start(state, "prison", dice=[1])).splitlines()[0]
    assert line == "Phase VI, Prison: -1 PP to Daunou (C) → 4 PP", line
