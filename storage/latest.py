"""What a match's log and questions were at one version, kept so that a move need not read them
again: every move reads the latest move (may it be taken back?), the open questions (does this
move close one?) and each pinged player's previous move (what happened since?), and each read
is a trip to the database. What this process writes it knows without reading it back.

A version names one state of the match's moves and questions in every process: whatever changes
them (a move, a move taken back, a question put, answered or closed) bumps the version in the
same transaction. So a value kept for version V is only ever given for V, and a match changed
elsewhere is simply read again."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from cachetools import LRUCache

if TYPE_CHECKING:
    from storage.db import ActionRow, VoteRow

KEPT = 1024  # matches: about 1 KB each


@dataclass
class Latest:
    """One match at `version`; None where it has not been read or written here."""

    version: int
    last: ActionRow | None = None  # the latest move, when `last_known`
    last_known: bool = False  # `last` is known, and may be None: no move yet
    votes: list[VoteRow] | None = None  # its open questions
    seat_moves: dict[int, int] = field(default_factory=dict)  # a seat's latest move (0: none)


class Kept:
    """`Latest` for the matches played lately, the least recently used forgotten first."""

    def __init__(self) -> None:
        self._kept: LRUCache[int, Latest] = LRUCache(KEPT)

    def at(self, match_id: int, version: int | None) -> Latest | None:
        """What is known of the match at `version`: nothing if it is not the version kept (or
        no version is given)."""
        latest = None if version is None else self._kept.get(match_id)
        return latest if latest is not None and latest.version == version else None

    def ready(self, match_id: int, version: int) -> Latest:
        """The entry for the match at `version`, to fill: a new one if another was kept."""
        latest = self.at(match_id, version)
        if latest is None:
            latest = self._kept[match_id] = Latest(version)
        return latest

    def moved(self, match_id: int, version: int, move: ActionRow) -> None:
        """A move this process saved, which made `version` (its `seq` the one before): the
        questions stay as they were, and it is the latest move and its seat's."""
        before = self.at(match_id, version - 1) or Latest(version - 1)
        seat_moves = {**before.seat_moves, move.seat: move.seq}
        self._kept[match_id] = replace(
            before, version=version, last=move, last_known=True, seat_moves=seat_moves
        )

    def changed(self, match_id: int, version: int, questions: bool) -> None:
        """Another change this process wrote, which made `version`: its moves stay as they were
        and, unless it touched a question (`questions`), its questions too."""
        before = self.at(match_id, version - 1)
        if before is not None:
            votes = None if questions else before.votes
            self._kept[match_id] = replace(before, version=version, votes=votes)
