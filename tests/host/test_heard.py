"""What the table has been told (`bot.host.heard`): the moves this process saves are kept as
they are saved, and a caption still shows every move, read from the database when one was not
kept (saved before a restart, or after a gap)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.host.heard import Heard
from storage import ActionRow, StoredEvent


class Log:
    """A match's action log as the database would give it, counting the reads."""

    def __init__(self) -> None:
        self.moves: dict[int, list[Any]] = {}
        self.reads = 0

    async def actions(
        self, match_id: int, since_seq: int = 0, until_seq: int | None = None
    ) -> list[ActionRow]:
        self.reads += 1
        last = until_seq if until_seq is not None else 10**9
        return [
            ActionRow(seq, 0, "x", "", events, [], None, [])
            for seq, events in sorted(self.moves.items())
            if since_seq <= seq <= last
        ]

    def save(self, heard: Heard | None, seq: int, line: str) -> None:
        events: list[StoredEvent] = [(line, None), (f"{line} (private)", [0])]
        self.moves[seq] = events
        if heard is not None:
            heard.add(1, seq, events)


def heard_over(log: Log) -> Heard:
    return Heard(SimpleNamespace(db=log))  # type: ignore[arg-type]  # a host with only the db Heard reads


async def test_moves_saved_here_are_told_without_reading_them_back() -> None:
    log = Log()
    heard = heard_over(log)
    log.save(None, 1, "Anne plays")  # before this process kept anything: read once
    assert await heard.since(1, 1, latest=1) == ["Anne plays"]
    reads = log.reads
    log.save(heard, 2, "Bob plays")
    log.save(heard, 3, "Chloé passes")
    assert await heard.since(1, 1, latest=3) == ["Anne plays", "Bob plays", "Chloé passes"]
    assert await heard.since(1, 3, latest=3) == ["Chloé passes"], "only what is secret to none"
    assert log.reads == reads


async def test_a_move_not_kept_here_is_read_and_none_is_skipped() -> None:
    log = Log()
    heard = heard_over(log)
    log.save(None, 1, "Anne plays")
    await heard.since(1, 1, latest=1)
    log.save(None, 2, "Bob plays")  # saved by a path that kept nothing (or before a restart)
    log.save(heard, 3, "Chloé passes")  # after a gap: not kept, else move 2 would be skipped
    assert await heard.since(1, 1, latest=3) == ["Anne plays", "Bob plays", "Chloé passes"]


async def test_without_knowing_the_latest_move_it_reads_what_is_new() -> None:
    log = Log()
    heard = heard_over(log)
    log.save(None, 1, "Anne plays")
    await heard.since(1, 1)
    log.save(None, 2, "Bob plays")
    assert await heard.since(1, 1) == ["Anne plays", "Bob plays"]
