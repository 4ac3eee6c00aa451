"""The host on a fresh database, for every host test, and the time a test turns by hand."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.host import Host
from storage import Database


@pytest.fixture
async def host(tmp_path: Path) -> AsyncIterator[Host]:
    db = await Database.open(tmp_path / "host.sqlite3")
    yield Host(db)
    await db.close()


START = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


class Clock:
    """The test's time: moved by hand, never waited for."""

    def __init__(self) -> None:
        self.at = START

    def __call__(self) -> datetime:
        return self.at

    def advance(self, **delta: float) -> None:
        self.at += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def timed(tmp_path: Path, clock: Clock) -> AsyncIterator[Host]:
    db = await Database.open(tmp_path / "timed.sqlite3")
    yield Host(db, now=clock)
    await db.close()
