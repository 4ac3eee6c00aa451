"""The little a transaction's logic may ask of a database, whichever one it is.

Every read and write of `Database` is written once, as an `async def` over a `Tx`, and handed
whole to a `Store`, which runs it in one transaction: SQLite on its own threads, where a `Tx`
never suspends so the logic runs to its end in one trip; PostgreSQL through asyncpg, where each
statement is awaited. SQL is written once too, in the dialect both accept: `?` placeholders
(numbered for PostgreSQL), `RETURNING` instead of `lastrowid`, `ON CONFLICT DO NOTHING`, CASE
instead of SQLite's two-argument MIN/MAX."""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

# A row of either driver (sqlite3.Row, asyncpg.Record): both index by position and by name.
Row = Any


class Conflict(Exception):
    """The schema refused a write (a unique index, a key): the same error from either driver."""


class Tx(Protocol):
    """One open transaction (or, for a read, one connection)."""

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Run a statement; the number of rows it changed."""
        ...

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Row | None: ...

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Row]: ...


Logic = Callable[[Tx], Coroutine[Any, Any, T]]


class Store(Protocol):
    """A database the logic runs on: `write` in one transaction, committed before it answers;
    `read` sees every write that answered before it was asked."""

    where: str  # for the log: the file, or the server without its password

    async def read(self, logic: Logic[T]) -> T: ...

    async def write(self, logic: Logic[T]) -> T: ...

    async def close(self) -> None: ...


def is_postgres_url(target: str | Path) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


async def open_store(target: str | Path, upto: int | None = None) -> Store:
    """A SQLite file (a path) or a PostgreSQL server (a `postgresql://` URL), with the
    migrations applied up to `upto` (all of them by default)."""
    if isinstance(target, str) and "://" in target and not is_postgres_url(target):
        # Not repeated in the message: a URL may hold a password.
        raise ValueError("a database URL must start with postgresql://")
    if is_postgres_url(target):
        from storage.postgres import PostgresStore  # asyncpg is loaded only when it is used

        return await PostgresStore.open(str(target), upto)
    from storage.sqlite import SqliteStore

    return await SqliteStore.open(Path(target), upto)
