"""The little a transaction's logic may ask of a database, whichever one it is.

Every read and write of `Database` is written once, as an `async def` over a `Tx`, and handed
whole to a `Store`, which runs it in one transaction: SQLite through aiosqlite, PostgreSQL
through asyncpg, each statement awaited (storage.backends chooses one). SQL is written once too,
in the dialect both accept: `?` placeholders (numbered for PostgreSQL), `RETURNING` instead of
`lastrowid`, `ON CONFLICT DO NOTHING`, CASE instead of SQLite's two-argument MIN/MAX."""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from datetime import UTC, datetime
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

# A row of either driver (sqlite3.Row, asyncpg.Record): both index by position and by name.
Row = Any


class Conflict(Exception):
    """The schema refused a write (a unique index, a key): the same error from either driver."""


class Tx(Protocol):
    """One open transaction (or, for a read, one connection). Each statement is a trip to the
    database, so the logic asks for what it needs in few of them."""

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Run a statement; the number of rows it changed."""
        ...

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Row | None:
        """The first row: our SQL asks for one (a key, `LIMIT 1`, an aggregate)."""
        ...

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Row]: ...

    async def notify(self, payload: str) -> None:
        """Tell the other processes on the database, once this transaction commits (`Store.
        listen`); a database only one process uses has none to tell."""
        ...


Logic = Callable[[Tx], Coroutine[Any, Any, T]]


class Store(Protocol):
    """A database the logic runs on: `write` in one transaction, committed before it answers;
    `read` sees every write that answered before it was asked."""

    where: str  # for the log: the file, or the server without its password

    async def read(self, logic: Logic[T]) -> T: ...

    async def write(self, logic: Logic[T]) -> T: ...

    async def listen(self, heard: Callable[[str], None]) -> None:
        """From now on, `heard` is given what every other process `notify`s."""
        ...

    async def close(self) -> None: ...


def now() -> str:
    """The moment a write records, as stored: ISO 8601 in UTC, to the millisecond."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")
