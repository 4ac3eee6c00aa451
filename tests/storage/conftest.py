"""Every storage test that takes `opener` runs twice: on a SQLite file and on a real PostgreSQL
server (one throwaway cluster for the session, a fresh schema per test; or the server named by
TEST_DATABASE_URL). Where no server can be had, the PostgreSQL runs are skipped and say why."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest

from storage import Database
from storage.backends import open_store
from tests.storage.postgres_cluster import Unavailable, throwaway_cluster


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    if given := os.environ.get("TEST_DATABASE_URL"):
        yield given
        return
    with ExitStack() as stack:
        try:
            url = stack.enter_context(throwaway_cluster())
        except Unavailable as why:
            pytest.skip(f"no PostgreSQL server for the storage tests: {why}")
        yield url


@dataclass(frozen=True)
class Opener:
    """Opens the test's database, as often as the test likes: each `Database` is one bot
    process's worth (its own connections), all on the same file or schema."""

    target: str | Path

    async def __call__(self, upto: int | None = None) -> Database:
        """`upto`: only the migrations up to that number, as a bot of that time left it."""
        return Database(await open_store(self.target, upto))


@pytest.fixture(params=["sqlite", "postgresql"])
async def opener(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Opener]:
    if request.param == "sqlite":
        yield Opener(tmp_path / "db.sqlite3")
        return
    url = request.getfixturevalue("postgres_url")
    schema = f"test_{uuid.uuid4().hex}"
    admin = await asyncpg.connect(url)
    await admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield Opener(f"{url}{'&' if '?' in url else '?'}search_path={schema}")
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()
