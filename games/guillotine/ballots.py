"""Secret, simultaneous votes: reports, dissolution, motions and trials.

Every voter is asked at once; a vote stays hidden (in the state only, never in a view) until the
last one is in; then the tally and the result are published. A player votes with all his
deputies at the post, as with the one OUI-NON ballot each player holds (§I.1).
"""

from __future__ import annotations

from games.core import Choice, Event, IllegalAction, seat_tag
from games.guillotine import board
from games.guillotine.components import POST_NAME
from games.guillotine.state import Ballot, BallotKind, GuillotineState, Tally
from games.guillotine.steps import RESULTS, phase_title

WHERE_VOTED: dict[str, str] = {
    "report": "convention",  # Phase II §1: voted by all the deputies present at the Convention
    "dissolution": "convention",  # Phase II §3: by a vote of the deputies present
    "motion": "comite",  # Phase III: the deputies of the Comité vote simultaneously
    "trial": "tribunal",  # §III.4: each deputy sitting at the Tribunal votes simultaneously
}


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
        question = "It needs a majority of the deputies present; the game then ends this turn."
    else:
        question = "YES: he gains 2 PP and is protected; NO: he loses 2 PP."
    return (
        f"Turn {state.turn}, {phase_title(state.phase)}: secret vote on {title(state, b)}. "
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
        raise IllegalAction(f"Vote on {title(state, b)} with vote:yes or vote:no.")
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
