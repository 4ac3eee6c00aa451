"""What the table has been told so far, kept per match between moves: a board's caption is
every public event of its part of the game, and reading and decoding them all from the database
again at every move cost more than the move itself once a part grew long. Only what was added
since is read, and the moves this process saves are kept as they are saved; taking moves back
forgets a match's, so a caption never shows an undone move.

A match's moves are made by the one process that answers for its server (`Core.owns`), so
what this process keeps is what the database holds."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.host.core import Core
from games.core import Text
from storage import StoredEvent

MATCHES_KEPT = 64  # the matches of a busy process; an older one is read again if needed
BEHIND = 200  # moves kept behind the latest (and all from the earliest asked for now)


@dataclass
class Told:
    """One match's public events by move, from move `first` on, read up to move `last`."""

    first: int
    last: int
    events: dict[int, list[Text]] = field(default_factory=dict)


def public(events: Sequence[StoredEvent]) -> list[Text]:
    return [text for text, to in events if to is None]


class Heard:
    def __init__(self, core: Core) -> None:
        self.core = core  # its database, which a restart replaces
        self._told: OrderedDict[int, Told] = OrderedDict()

    def add(self, match_id: int, seq: int, events: list[StoredEvent]) -> None:
        """Move `seq`, just saved by this process, with what it said: kept without reading it
        back (only right after the moves kept, so nothing is ever skipped)."""
        told = self._told.get(match_id)
        if told is not None and seq == told.last + 1:
            told.events[seq] = public(events)
            told.last = seq

    async def since(
        self, match_id: int, since_seq: int, until: int | None = None, latest: int | None = None
    ) -> list[Text]:
        """The public events of the moves from `since_seq` on (to `until`), in order. `latest`:
        no move after it exists (the match's version less one), so none kept need be read."""
        db = self.core.db
        told = self._told.get(match_id)
        if told is None:
            told = Told(first=since_seq, last=since_seq - 1)
        elif since_seq < told.first:  # further back than kept: read only the moves missing
            older = await db.actions(match_id, since_seq=since_seq, until_seq=told.first - 1)
            told.events = {**{m.seq: public(m.events) for m in older}, **told.events}
            told.first = since_seq
        if latest is None or told.last < latest:
            for move in await db.actions(match_id, since_seq=told.last + 1):
                told.events[move.seq] = public(move.events)
                told.last = max(told.last, move.seq)
        cut = min(since_seq, told.last - BEHIND)
        if cut > told.first:  # a long match: the moves far behind go
            told.events = {seq: texts for seq, texts in told.events.items() if seq >= cut}
            told.first = cut
        self._told[match_id] = told
        self._told.move_to_end(match_id)
        while len(self._told) > MATCHES_KEPT:
            self._told.popitem(last=False)
        return [  # moves are kept in order: by number
            text
            for seq, texts in told.events.items()
            if seq >= since_seq and (until is None or seq <= until)
            for text in texts
        ]

    def forget(self, match_id: int) -> None:
        """Moves were taken back (or their events rewritten): read the match again."""
        self._told.pop(match_id, None)
