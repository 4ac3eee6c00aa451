"""Which messages a match has posted (`bot.host.delivered`): kept once read, so a delivery does
not read them again, and never kept older than what was written since."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from bot.host.delivered import Delivered


class Posted:
    """The database's record of posted messages; a read can be held half-way."""

    def __init__(self) -> None:
        self.stored: dict[str, tuple[int, int]] = {}
        self.reads = 0
        self.reading = asyncio.Event()
        self.answer = asyncio.Event()
        self.answer.set()

    async def posted(self, match_id: int) -> dict[str, tuple[int, int]]:
        self.reads += 1
        found = dict(self.stored)  # as of the moment the read began
        self.reading.set()
        await self.answer.wait()
        return found

    async def record_posted(self, match_id: int, slot: str, where: tuple[int, int] | None) -> None:
        if where is None:
            self.stored.pop(slot, None)
        else:
            self.stored[slot] = where


def delivered_over(db: Posted) -> Delivered:
    return Delivered(SimpleNamespace(db=db), None, None)  # type: ignore[arg-type]  # a host: only its db


async def test_a_match_posted_messages_are_read_once_and_kept_as_written() -> None:
    db = Posted()
    db.stored["board"] = (7, 70)
    delivered = delivered_over(db)
    assert await delivered.slot(1, "board") == (7, 70)
    await delivered.remember(1, "ping:2", (7, 71))
    await delivered.remember(1, "board", None)
    assert await delivered.slot(1, "ping:2") == (7, 71)
    assert await delivered.slot(1, "board") is None
    assert db.reads == 1, "read once, then kept"
    assert db.stored == {"ping:2": (7, 71)}, "every change written through"


async def test_a_read_that_began_before_a_write_is_not_kept_over_it() -> None:
    db = Posted()
    delivered = delivered_over(db)
    db.answer.clear()
    reading = asyncio.create_task(delivered.slot(1, "board"))
    await db.reading.wait()  # the read has its (empty) answer, not yet returned
    writing = asyncio.create_task(delivered.remember(1, "board", (7, 70)))
    for _ in range(5):
        await asyncio.sleep(0)  # the write goes as far as it may while the read is held
    db.answer.set()
    assert await reading is None
    await writing
    assert await delivered.slot(1, "board") == (7, 70), "the board posted since is edited"
