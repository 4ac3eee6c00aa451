"""Secret, simultaneous votes: reports, dissolution, motions and trials.

Every voter is asked at once; a vote stays hidden (in the state only, never in a view) until the
last one is in; then the tally and the result are published. A player votes with all his
deputies at the post, as with the one OUI-NON ballot each player holds (§I.1).
"""

from __future__ import annotations

from games.core import Choice, Event, IllegalAction, Msg, seat_tag
from games.guillotine import board
from games.guillotine.components import where
from games.guillotine.state import Ballot, BallotKind, GuillotineState, Tally
from games.guillotine.steps import RESULTS

WHERE_VOTED: dict[str, str] = {
    "report": "convention",  # Phase II §1: voted by all the deputies present at the Convention
    "dissolution": "convention",  # Phase II §3: by a vote of the deputies present
    "motion": "comite",  # Phase III: the deputies of the Comité vote simultaneously
    "trial": "tribunal",  # §III.4: each deputy sitting at the Tribunal votes simultaneously
}


# The rule behind each kind of vote (§III.4, Phase II §1 and §3, Phase III).
HELP = {kind: Msg(f"guillotine-vote-help-{kind}") for kind in WHERE_VOTED}


def ask(state: GuillotineState) -> Msg:
    """The ping's few words: "secret vote on the trial of Danton (M)"."""
    b = state.ballot
    assert b is not None
    return Msg("guillotine-vote-ask", title=title(state, b))


def title(state: GuillotineState, b: Ballot) -> Msg:
    if b.kind == "dissolution":
        return Msg("guillotine-title-dissolution")
    assert b.subject is not None
    who = board.name(board.deputy(state, b.subject))
    if b.kind == "motion":
        return Msg("guillotine-title-motion", who=seat_tag(b.proposer or 0), target=who)
    return Msg(f"guillotine-title-{b.kind}", who=who)


def open_ballot(
    state: GuillotineState,
    kind: BallotKind,
    subject: str | None = None,
    proposer: int | None = None,
) -> list[Event]:
    b = Ballot(
        kind=kind,
        subject=subject,
        proposer=proposer,
        voters=board.voters(state, WHERE_VOTED[kind]),
    )
    if not b.voters:  # only a trial can lack voters: an empty Tribunal is a 0-0 tie
        return close(state, b)
    state.ballot = b
    waiting = board.seat_list([v.seat for v in b.voters])
    return [Event(Msg("guillotine-vote-opens", title=title(state, b), waiting=waiting))]


def prompt_text(state: GuillotineState, seat: int) -> Msg:
    b = state.ballot
    assert b is not None
    vote = next(v for v in b.voters if v.seat == seat)
    return Msg(
        "guillotine-vote-text",
        title=title(state, b),
        stakes=Msg(f"guillotine-vote-stakes-{b.kind}"),
        n=vote.weight,
        at=where(WHERE_VOTED[b.kind]),
    )


def choices(state: GuillotineState) -> list[Choice]:
    b = state.ballot
    assert b is not None
    if b.kind == "trial":
        yes, no = Msg("guillotine-vote-guilty"), Msg("guillotine-vote-not-guilty")
    else:
        yes, no = Msg("guillotine-vote-yes"), Msg("guillotine-vote-no")
    return [Choice("vote:yes", yes), Choice("vote:no", no)]


def cast(state: GuillotineState, seat: int, choice: str) -> list[Event]:
    b = state.ballot
    assert b is not None
    vote = next((v for v in b.voters if v.seat == seat), None)
    if vote is None or vote.yes is not None:
        raise IllegalAction(Msg("guillotine-vote-already", title=title(state, b)))
    if choice not in ("vote:yes", "vote:no"):
        raise IllegalAction(Msg("guillotine-vote-yes-or-no", title=title(state, b)))
    vote.yes = choice == "vote:yes"
    waiting = [v.seat for v in b.voters if v.yes is None]
    if waiting:
        voted = Msg(
            "guillotine-voted",
            who=seat_tag(seat),
            title=title(state, b),
            waiting=board.seat_list(waiting),
        )
        return [Event(voted)]
    return close(state, b)


def close(state: GuillotineState, b: Ballot) -> list[Event]:
    yes = sum(v.weight for v in b.voters if v.yes)
    no = sum(v.weight for v in b.voters if v.yes is False)
    about = title(state, b)
    state.ballot = None
    result, events = RESULTS[b.kind](state, b, yes, no)
    state.last_tally = Tally(title=about, result=result, voters=b.voters)

    def side(flag: bool) -> str:
        names = [f"{seat_tag(v.seat)} {v.weight}" for v in b.voters if v.yes is flag]
        return f" ({', '.join(names)})" if names else ""

    said = Msg(
        "guillotine-tally", title=about, yes=yes, yes_by=side(True), no=no, no_by=side(False),
        result=result,
    )  # fmt: skip
    return [Event(said), *events]
