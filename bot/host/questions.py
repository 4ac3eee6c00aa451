"""Questions put to the table about one seat: what they ask, who answers, where their message
is kept, and closing one that no longer stands (its player moved, its newcomer sat elsewhere).
Kept apart from `votes.py` so that a move can close a question without the move's module
depending on the votes'."""

from __future__ import annotations

from bot.host.outbox import Edit, Post
from storage import Change, SeatRow, VoteRow

ABSENT = "absent"
REPLACE = "replace"
ANSWERS = {
    ABSENT: (
        ("standin", "Stand-in plays for now"),
        ("end", "End the match"),
        ("wait", "Keep waiting"),
    ),
    REPLACE: (("yes", "Yes, give the seat"), ("no", "No")),
}


def eligible(seats: list[SeatRow], seat: int) -> list[int]:
    """Who answers a question about `seat`: the other seats played by their own person."""
    return [s.seat for s in seats if s.seat != seat and not s.stand_in]


def vote_slot(seat: int, kind: str) -> str:
    return f"vote:{seat}:{kind}"


def moot(match_id: int, vote: VoteRow, why: str) -> tuple[Change, Edit]:
    """Close a question that no longer stands, and say why on its message."""
    change = Change("question-moot", close_vote=(vote.seat, vote.kind))
    closed = Post(f"Closed without a decision: {why}", match_id=match_id)
    return change, Edit(match_id, vote_slot(vote.seat, vote.kind), closed)
