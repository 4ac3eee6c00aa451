"""Secret, simultaneous votes: reports, dissolution, motions and trials.

Every voter is asked at once; a vote stays hidden (in the state only, never in a view) until the
last one is in; then the tally and the result are published. A player votes with all his
deputies at the post, as with the one OUI-NON ballot each player holds (§I.1).
"""

from __future__ import annotations

from games.core import Choice, Event, IllegalAction, clip, seat_tag
from games.guillotine import board
from games.guillotine.components import POST_NAME
from games.guillotine.state import Ballot, BallotKind, GuillotineState, Tally
from games.guillotine.steps import RESULTS

WHERE_VOTED: dict[str, str] = {
    "report": "convention",  # Phase II §1: voted by all the deputies present at the Convention
    "dissolution": "convention",  # Phase II §3: by a vote of the deputies present
    "motion": "comite",  # Phase III: the deputies of the Comité vote simultaneously
    "trial": "tribunal",  # §III.4: each deputy sitting at the Tribunal votes simultaneously
}


ASK_LIMIT = 80
# The rule behind each kind of vote (§III.4, Phase II §1 and §3, Phase III).
HELP: dict[str, str] = {
    "report": (
        "Every deputy at the Convention votes. More YES: the rapporteur gains 2 PP and cannot be "
        "denounced until the next Convention phase. More NO: he loses 2 PP. A tie: his PP stay "
        "as they are, but he leaves the Rapport square and its protection."
    ),
    "dissolution": (
        "From turn 4 the deputies at the Convention may dissolve the Assembly by a majority. If "
        "it passes, the game ends at the end of this turn, once all its phases are played: who "
        "has most deputies re-elected then wins."
    ),
    "motion": (
        "The Comité's deputies vote. A majority adopts the motion: the deputy it names is "
        "denounced, confirmed on 1-5 of the die. Only one motion passes each turn; if this one "
        "fails, the next player at the Comité may propose another."
    ),
    "trial": (
        "Each deputy sitting at the Tribunal votes; there is no abstaining. More YES: the "
        "accused goes to the Guillotine. More NO: he is acquitted and returns to the "
        "Convention. A tie (0-0 included): he goes to Prison."
    ),
}


def ask(state: GuillotineState) -> str:
    """The ping's few words: "secret vote on the trial of Danton (M)"."""
    b = state.ballot
    assert b is not None
    return clip(f"secret vote on {title(state, b)}", ASK_LIMIT)


def title(state: GuillotineState, b: Ballot) -> str:
    if b.kind == "dissolution":
        return "the dissolution of the Assembly"
    assert b.subject is not None
    who = board.name(board.deputy(state, b.subject))
    if b.kind == "report":
        return f"the report of {who}"
    if b.kind == "motion":
        return f"{seat_tag(b.proposer or 0)}'s motion denouncing {who}"
    return f"the trial of {who}"


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
    return [Event(f"Secret vote on {title(state, b)}: {waiting} to vote")]


def prompt_text(state: GuillotineState, seat: int) -> str:
    b = state.ballot
    assert b is not None
    vote = next(v for v in b.voters if v.seat == seat)
    post = POST_NAME[WHERE_VOTED[b.kind]]
    if b.kind == "trial":
        question = "Is he guilty? YES executes him, NO acquits him, a tie sends him to Prison."
    elif b.kind == "motion":
        question = "It needs a majority of the Comité's deputies to pass."
    elif b.kind == "dissolution":
        question = (
            "It needs a majority of the deputies present; the game then ends at the end of "
            "this turn, every phase still played."
        )
    else:
        question = "YES: he gains 2 PP and is protected until the next Convention; NO: -2 PP."
    return (
        f"secret vote on {title(state, b)}. "
        f"{question} You vote with your {vote.weight} "
        f"deput{'y' if vote.weight == 1 else 'ies'} at the {post}. "
        "Nobody sees your vote until everyone has voted."
    )


def choices(state: GuillotineState) -> list[Choice]:
    b = state.ballot
    assert b is not None
    yes, no = ("YES, guilty", "NO, not guilty") if b.kind == "trial" else ("YES", "NO")
    return [Choice("vote:yes", yes), Choice("vote:no", no)]


def cast(state: GuillotineState, seat: int, choice: str) -> list[Event]:
    b = state.ballot
    assert b is not None
    vote = next((v for v in b.voters if v.seat == seat), None)
    if vote is None or vote.yes is not None:
        raise IllegalAction(f"You have already voted on {title(state, b)}.")
    if choice not in ("vote:yes", "vote:no"):
        raise IllegalAction(f"Vote YES or NO on {title(state, b)}.")
    vote.yes = choice == "vote:yes"
    waiting = [v.seat for v in b.voters if v.yes is None]
    if waiting:
        return [
            Event(
                f"{seat_tag(seat)} has voted on {title(state, b)}; "
                f"waiting for {board.seat_list(waiting)}"
            )
        ]
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

    tally = f"Vote on {about}: YES {yes}{side(True)}, NO {no}{side(False)}: {result}"
    return [Event(tally), *events]
