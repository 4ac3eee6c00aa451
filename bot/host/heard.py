"""What the table has been told so far, kept per match between moves: a board's caption is
every public event of its part of the game, and reading and decoding them all from the database
again at every move cost more than the move itself once a part grew long. Only what was added
since is read; taking moves back forgets a match's, so a caption never shows an undone move.

A match's moves are made by the one process that answers for its server (`Core.owns`), so
what this process keeps is what the database holds."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

from bot.host.core import Core
from games.core import Text

MATCHES_KEPT = 64  # the matches of a busy process; an older one is read again if needed
BEHIND = 100  # moves kept before the earliest one asked for now: a long match keeps no more


@dataclass
class Told:
    """One match's public events by move, from move `first` on, read up to move `last`."""

    first: int
    last: int
    events: dict[int, list[Text]] = field(default_factory=dict)


class Heard:
    def __init__(self, core: Core) -> None:
        self.core = core  # its database, which a restart replaces
        self._told: OrderedDict[int, Told] = OrderedDict()

    async def since(self, match_id: int, since_seq: int, until: int | None = None) -> list[Text]:
        """The public events of the moves from `since_seq` on (to `until`), in order."""
        told = self._told.get(match_id)
        if told is None or since_seq < told.first:
            told = Told(first=since_seq, last=since_seq - 1)
        for move in await self.core.db.actions(match_id, since_seq=told.last + 1):
            told.events[move.seq] = [text for text, to in move.events if to is None]
            told.last = max(told.last, move.seq)
        if since_seq - told.first > BEHIND:  # the table has moved on: forget the old moves
            told.events = {seq: texts for seq, texts in told.events.items() if seq >= since_seq}
            told.first = since_seq
        self._told[match_id] = told
        self._told.move_to_end(match_id)
        while len(self._told) > MATCHES_KEPT:
            self._told.popitem(last=False)
        return [  # moves are kept in the order they were read: by number
            text
            for seq, texts in told.events.items()
            if seq >= since_seq and (until is None or seq <= until)
            for text in texts
        ]

    def forget(self, match_id: int) -> None:
        """Moves were taken back (or their events rewritten): read the match again."""
        self._told.pop(match_id, None)
