"""Secret, simultaneous votes: every voter is asked at once, nobody's vote is visible until the
last is in, then the tally is public."""

from __future__ import annotations

from i18n import say
from tests.guillotine.checks import refused
from tests.guillotine.table import GAME, C, G, M, R, new_game, play, put, start, texts


def report_ballot():
    state = new_game()
    put(state, "mission", "brissot")  # the Girondins vote with 5, the others with 6
    start(state, "convention")
    play(state, M, "report:danton")
    play(state, G, "report:vergniaud")
    play(state, C, "noreport")
    play(state, R, "noreport")
    return state


def secrets(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in ("hand", "you")}


def test_all_voters_are_asked_at_once_and_the_ballot_names_the_report() -> None:
    state = report_ballot()
    assert GAME.active_seats(state) == [M, G, C, R]
    prompts = [GAME.prompt(state, s) for s in (M, G, C, R)]
    assert all(p is not None and p.choice_ids() == ["vote:yes", "vote:no"] for p in prompts)
    assert "Secret vote on the report of Danton (M)" in say(prompts[0].text)
    assert "NO: -2 PP" in say(prompts[0].text), "the stakes in short; the tie rule in the help"
    assert "A tie: his PP stay as they are, but he leaves the Rapport square" in say(
        prompts[0].help
    )
    assert "You vote with your 5 deputies at the Convention" in say(prompts[1].text)


def test_no_vote_shows_before_the_last_is_in() -> None:
    state = report_ballot()
    play(state, G, "vote:yes")
    events = play(state, R, "vote:no")
    assert texts(events) == "{s3} has voted on the report of Danton (M); waiting for {s0} and {s2}"
    public = GAME.view(state, None)
    assert public["ballot"]["voters"] == [
        {"seat": M, "weight": 6, "voted": False},
        {"seat": G, "weight": 5, "voted": True},
        {"seat": C, "weight": 6, "voted": False},
        {"seat": R, "weight": 6, "voted": True},
    ]
    assert public["tally"] is None
    for seat in (G, R):  # a voter's own view adds nothing about the vote he cast
        assert secrets(GAME.view(state, seat)) == public
    assert GAME.active_seats(state) == [M, C]
    assert "Waiting" not in str(public["log"]) and "YES" not in str(public)


def test_the_tally_is_published_with_the_last_vote() -> None:
    state = report_ballot()
    play(state, G, "vote:yes")
    play(state, R, "vote:no")
    play(state, C, "vote:no")
    events = texts(play(state, M, "vote:yes"))
    assert events.startswith(
        "Vote on the report of Danton (M): "
        "YES 11 ({s0} 6, {s1} 5), NO 12 ({s2} 6, {s3} 6); rejected"
    )
    tally = GAME.view(state, None)["tally"]
    assert say(tally["title"]) == "the report of Danton (M)" and say(tally["result"]) == "rejected"
    assert [v["yes"] for v in tally["voters"]] == [True, True, False, False]
    # The next report is voted at once, with a ballot of its own.
    prompt = GAME.prompt(state, M)
    assert prompt is not None and "the report of Vergniaud (G)" in say(prompt.text)


def test_one_vote_each() -> None:
    state = report_ballot()
    play(state, G, "vote:yes")
    refused(state, G, "vote:no", "already voted")
    refused(state, M, "vote:maybe", "Vote YES or NO on")


def test_only_the_deputies_at_the_post_vote() -> None:
    state = new_game()
    put(state, "tribunal", "danton")
    put(state, "comite", "aubry", "brissot")
    start(state, "comite")
    play(state, G, "motion:danton")
    assert GAME.active_seats(state) == [G, R]
    refused(state, M, "vote:no", "not your turn")
