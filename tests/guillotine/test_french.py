"""A French match reads Guillotine in the rulebook's own words: a typical move's prompt and
events said in French, plurals agreeing and French spacing kept."""

from __future__ import annotations

from i18n import say
from tests.guillotine.table import GAME, G, M, new_game, play, put, start, vote

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
    assert text.startswith("Tour 1, Phase II, Convention\nVote secret sur le rapport du")
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


def test_each_result_agrees_with_what_was_voted_in_french() -> None:
    """A motion is adoptée, a report rejeté, a failed dissolution rejetée, after the tally
    without a second colon."""
    from tests.guillotine.test_comite import comite
    from tests.guillotine.test_convention import dissolution_turn, report

    state = comite()
    play(state, M, "motion:cambaceres")
    said = [say(e.text, "fr", ["Anne", "Bruno"]) for e in vote(state, s0=True, s1=False)]
    assert said[0] == (
        f"Vote sur la motion déposée par Anne contre Cambacérès (C){NBSP}: OUI 2 (Anne 2), "
        f"NON 1 (Bruno 1){NARROW}; adoptée"
    )
    reported, _ = report({"s0": True, "s1": False, "s2": False, "s3": False})
    assert reported.last_tally is not None
    assert say(reported.last_tally.result, "fr") == "rejeté"
    state = dissolution_turn(6)
    said = [say(e.text, "fr") for e in vote(state, s0=False, s1=False, s2=True, s3=True)]
    assert said[0].endswith(f"{NARROW}; rejetée")
    assert said[1] == "L’Assemblée continue de siéger"


def test_a_move_to_a_post_names_it_as_the_table_draws_it() -> None:
    """`Choice.place`: each post offered is named in its label as the table's title bar."""
    import render

    state = new_game()
    start(state, "movement")
    play(state, M, "move:danton")
    prompt = GAME.prompt(state, M)
    assert prompt is not None
    drawn = render.places("guillotine", GAME.view(state, None), "fr")
    offered = {c.place: say(c.label, "fr") for c in prompt.choices if c.place}
    assert offered and all(drawn[post] in label for post, label in offered.items())
    assert drawn["comite"] == "Comité de salut public"


def test_lines_stored_before_still_read_in_both_languages() -> None:
    """Events are stored as messages and said again when read (`/game log`, closed boards): the
    shapes earlier versions stored still say without a missing variable."""
    from games.core import Msg

    old = [
        Msg(
            "guillotine-tally",
            title=Msg("guillotine-title-dissolution"),
            yes=2,
            yes_by="",
            no=9,
            no_by="",
            result=Msg("guillotine-result-rejected"),
        ),
        Msg("guillotine-search", who="Pétion (G)", dice="2, 4", caught="no"),
    ]
    for lang in ("en", "fr"):
        assert all(say(m, lang) for m in old)
    assert say(old[1], "fr") == f"Recherches contre Pétion (G), au dé 2, 4{NBSP}: il leur échappe"
