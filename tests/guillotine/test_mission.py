"""Phase IV: +1 PP on Mission; one card per deputy, and one more to put back when sending two
or more; the cards are followed, then go under the deck."""

from __future__ import annotations

import pytest

from games.guillotine.components import MISSION
from tests.guillotine.table import M, choices, dep, new_game, play, put, start, texts


def deck(*first: str) -> list[str]:
    return [*first, *(c for c in sorted(MISSION) if c not in first)]


@pytest.mark.parametrize(("envoys", "cards"), [(1, 1), (2, 3), (3, 4), (4, 5)])
def test_the_rulebooks_count_of_cards(envoys: int, cards: int) -> None:
    """Phase IV: "1 carte 1 député, 3 cartes 2 députés, 4 cartes 3 députés etc..."."""
    state = new_game()
    put(state, "mission", *["robespierre", "danton", "marat", "collot"][:envoys])
    events = texts(start(state, "mission"))
    assert f"{{s0}} draws {cards} Mission card{'s' * (cards > 1)}" in events
    if envoys > 1:
        assert len(choices(state, M)) == cards, "one card to put back, among all drawn"


def test_three_deputies_draw_four_cards_and_put_one_back() -> None:
    state = new_game(mission_deck=deck("m01", "m11", "m23", "m37"))
    put(state, "mission", "robespierre", "danton", "marat")
    start(state, "mission")
    assert [dep(state, d).pp for d in ("robespierre", "danton", "marat")] == [6, 6, 6]
    assert choices(state, M) == ["discard:m01", "discard:m11", "discard:m23", "discard:m37"]
    play(state, M, "discard:m37")
    assert state.decision is not None and state.decision.deputy == "robespierre"
    play(state, M, "card:m01")  # +1 PP
    assert choices(state, M) == ["card:m11", "card:m23"]
    events = texts(play(state, M, "card:m23"))  # Danton +3, Marat gets the last card, +2
    assert [dep(state, d).pp for d in ("robespierre", "danton", "marat")] == [7, 9, 8]
    assert "«Entrée à Bruxelles»: Danton (M) +3 PP (9)" in events
    # "vous les remplacez sous le paquet": the put-back card first, then the others.
    assert state.mission_deck[-4:] == ["m37", "m01", "m23", "m11"]


def test_a_lone_deputy_draws_one_card_and_nothing_is_asked() -> None:
    state = new_game(mission_deck=deck("m12"))
    put(state, "mission", "danton")
    start(state, "mission")
    assert dep(state, "danton").pp == 8
    assert state.phase != "mission"


def test_a_gamble_card() -> None:
    for die, pp in ((4, 9), (3, 5)):  # need 4+: +3, else -1 (after the +1 of the post)
        state = new_game(mission_deck=deck("m40"), dice=[die])
        put(state, "mission", "danton")
        start(state, "mission")
        assert dep(state, "danton").pp == pp


def test_a_card_that_denounces_its_deputy_on_mission() -> None:
    state = new_game(mission_deck=deck("m51"), dice=[1])
    put(state, "mission", "danton")
    events = texts(start(state, "mission"))
    assert "«Plainte des généraux»: Danton (M) is denounced on Mission" in events
    # Table 3 on Mission: -3 PP and back to the Convention.
    assert (dep(state, "danton").pp, dep(state, "danton").post) == (3, "convention")


def test_forced_moves_and_death_on_mission() -> None:
    # Dice for Phases VI and VII of the same turn: no rehabilitation.
    for card, post, dice in (
        ("m48", "convention", []),
        ("m52", "prison", [1]),
        ("m53", "fuite", [3, 1]),
    ):
        state = new_game(mission_deck=deck(card), dice=dice)
        put(state, "mission", "danton")
        start(state, "mission")
        assert dep(state, "danton").post == post, card
    state = new_game(mission_deck=deck("m54"), dice=[1])
    put(state, "mission", "danton")
    events = texts(start(state, "mission"))
    assert dep(state, "danton").post == "guillotine" and "Danton (M) is killed" in events
