"""A French match reads Guillotine in the rulebook's own words: a typical move's prompt and
events said in French, plurals agreeing and French spacing kept."""

from __future__ import annotations

from i18n import say
from tests.guillotine.table import GAME, G, M, new_game, play, put, start

NARROW, NBSP = "\u202f", "\u00a0"


def test_the_ballot_on_a_report_in_french() -> None:
    state = new_game()
    start(state, "convention")
    events = play(state, M, "report:danton")
    assert say(events[0].text, "fr", ["Anne"]) == "Anne désigne Danton (M) rapporteur"
    play(state, G, "noreport")
    play(state, 2, "noreport")
    opened = play(state, 3, "noreport")
    assert say(opened[-1].text, "fr") == (
        f"Vote secret sur le rapport du rapporteur Danton (M){NBSP}: "
        "on attend le vote de {s0}, {s1}, {s2} et {s3}"
    )
    prompt = GAME.prompt(state, G)
    assert prompt is not None
    text = say(prompt.text, "fr")
    assert text.startswith(f"Tour 1, Phase II, Convention{NBSP}: vote secret sur le rapport du")
    assert "Vous votez avec vos 6 députés à la Convention." in text, "a plural"
    assert f"OUI{NBSP}: il gagne 2 PP" in text and f"la prochaine Convention{NARROW};" in text
    assert [say(c.label, "fr") for c in prompt.choices] == ["OUI", "NON"]


def test_one_deputy_voting_is_said_in_the_singular() -> None:
    state = new_game()
    for dep in ("robespierre", "marat", "collot", "billaud", "saintjust"):
        put(state, "mission", dep)
    start(state, "convention")
    play(state, M, "report:danton")
    for seat in (1, 2, 3):
        play(state, seat, "noreport")
    prompt = GAME.prompt(state, M)
    assert prompt is not None
    assert "Vous votez avec votre député à la Convention." in say(prompt.text, "fr")


def test_drawing_mission_cards_in_french() -> None:
    state = new_game()
    put(state, "mission", "danton", "marat")
    events = start(state, "mission")
    said = [say(e.text, "fr", ["Anne"]) for e in events]
    assert "Anne tire 3 cartes Mission" in said
    prompt = GAME.prompt(state, M)
    assert prompt is not None
    assert say(prompt.ask, "fr").startswith("remettez sous le paquet la carte Mission")
    assert "les 2 autres vont à vos 2 députés en Mission." in say(prompt.text, "fr")
