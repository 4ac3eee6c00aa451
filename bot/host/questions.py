"""Questions put to the table about one seat: what they ask, who answers, where their message
is kept, and closing one that no longer stands (its player moved, its newcomer sat elsewhere).
Kept apart from `votes.py` so that a move can close a question without the move's module
depending on the votes'."""

from __future__ import annotations

import i18n
from bot.host.outbox import Edit, Post
from games.core import Msg, Text
from storage import Change, SeatRow, VoteRow

ABSENT = "absent"
REPLACE = "replace"
ANSWERS: dict[str, tuple[tuple[str, Text], ...]] = {
    ABSENT: (
        ("standin", Msg("host-answer-standin")),
        ("end", Msg("host-answer-end")),
        ("wait", Msg("host-answer-wait")),
    ),
    REPLACE: (("yes", Msg("host-answer-yes")), ("no", Msg("host-answer-no"))),
}


def eligible(seats: list[SeatRow], seat: int) -> list[int]:
    """Who answers a question about `seat`: the other seats played by their own person."""
    return [s.seat for s in seats if s.seat != seat and not s.stand_in]


def vote_slot(seat: int, kind: str) -> str:
    return f"vote:{seat}:{kind}"


def moot(lang: str, match_id: int, vote: VoteRow, why: Text) -> tuple[Change, Edit]:
    """Close a question that no longer stands, and say why on its message (in the match's
    language, `lang`)."""
    change = Change("question-moot", close_vote=(vote.seat, vote.kind))
    closed = Post(i18n.say(Msg("host-closed-moot", why=why), lang), match_id=match_id)
    return change, Edit(match_id, vote_slot(vote.seat, vote.kind), closed)
