"""The host on a fresh database, for every host test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.host import Host
from storage import Database


@pytest.fixture
async def host(tmp_path: Path) -> AsyncIterator[Host]:
    db = await Database.open(tmp_path / "host.sqlite3")
    yield Host(db)
    await db.close()
