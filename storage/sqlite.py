"""SQLite, the default store: one file in WAL mode, opened twice through aiosqlite (which runs
each connection on a thread of its own): a writer and a reader.

A transaction's logic is an ordinary coroutine on the event loop; each statement it awaits is
one trip to its connection's thread, and no asyncio lock is held while it waits. Writes that
queue while one commits are committed together (group commit) by one task: one
`BEGIN IMMEDIATE`, a SAVEPOINT per write so a refused write (StaleVersion, Conflict) undoes only
itself, and one fsync'd COMMIT, after which each caller is answered. Reads have their own
connection, so they never wait behind a write's fsync; in WAL mode each read sees every commit
made before it began. Several processes may share the file: `BEGIN IMMEDIATE` (with a busy
timeout) serialises their writes, and the version check keeps a match's moves in order."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import aiosqlite

from storage.migrations import MIGRATIONS
from storage.transaction import Conflict, Logic, Row, T, Tx

GROUP_MAX = 64  # writes committed together at most: bounds how long the first one waits

Synchronous = Literal["FULL", "NORMAL"]


class SqliteTx:
    """A `Tx` over one aiosqlite connection: every call is one trip to its thread."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        try:
            cursor = await self._conn.execute(sql, args)
        except sqlite3.IntegrityError as e:
            raise Conflict(str(e)) from e
        return cursor.rowcount

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Row | None:
        # Fetched whole: one trip, where a cursor's fetchone would be a second.
        rows = await self.fetchall(sql, args)
        return rows[0] if rows else None

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(await self._conn.execute_fetchall(sql, args))
        except sqlite3.IntegrityError as e:  # an INSERT … RETURNING
            raise Conflict(str(e)) from e

    async def notify(self, payload: str) -> None:
        """One process uses a SQLite file: there is nobody else to tell."""


@dataclass
class _Write:
    logic: Logic[Any]
    answer: asyncio.Future[Any]

    def settle(self, result: Any, error: BaseException | None) -> None:
        if self.answer.done():  # the caller stopped waiting
            return
        if error is None:
            self.answer.set_result(result)
        elif isinstance(error, Exception):
            self.answer.set_exception(error)
        else:  # the committer itself was cancelled (the loop is shutting down)
            self.answer.cancel()


async def _commit_together(conn: aiosqlite.Connection, writes: list[_Write]) -> None:
    """The writes in one transaction, each under its own savepoint, with one COMMIT; each is
    answered only once that COMMIT is on disk."""
    tx = SqliteTx(conn)
    outcomes: list[tuple[Any, BaseException | None]] = []
    together = len(writes) > 1  # a write alone needs no savepoint: the ROLLBACK undoes it
    try:
        await conn.execute("BEGIN IMMEDIATE")
        for write in writes:
            if together:
                # Never released (one trip less per write): the COMMIT keeps them all, and a
                # ROLLBACK TO goes back to the latest, this write's.
                await conn.execute("SAVEPOINT write")
            try:
                outcomes.append((await write.logic(tx), None))
            except Exception as refused:
                # Alone, or SQLite gave up the whole transaction: all of it is rolled back.
                if not (together and conn.in_transaction):
                    raise
                await conn.execute("ROLLBACK TO write")
                outcomes.append((None, refused))
        await conn.execute("COMMIT")
    except BaseException as failed:
        outcomes = [(None, failed)] * len(writes)
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        if not isinstance(failed, Exception):
            raise
    finally:
        for write, (result, error) in zip(writes, outcomes, strict=True):
            write.settle(result, error)


async def _connect(path: Path, *pragmas: str) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        conn.row_factory = sqlite3.Row
        await conn.execute("PRAGMA busy_timeout=5000")  # another process's write: wait
        for pragma in pragmas:
            await conn.execute(f"PRAGMA {pragma}")
    except BaseException:
        await conn.close()  # its thread would keep the process from exiting
        raise
    return conn


async def _migrate(tx: Tx, upto: int) -> None:
    """Inside the write's `BEGIN IMMEDIATE`: a second process starting at the same time waits,
    then finds them applied. `PRAGMA user_version` records the last one."""
    row = await tx.fetchone("PRAGMA user_version")
    assert row is not None, "a PRAGMA always answers"
    (current,) = row
    for number, sql in MIGRATIONS:
        if current < number <= upto:
            for statement in sql.split(";"):
                if statement.strip():
                    await tx.execute(statement)
            await tx.execute(f"PRAGMA user_version = {number}")


class SqliteStore:
    """Used on the event loop that opened it, where its committer task runs."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection):
        self.where = str(path)
        self._writer = writer
        self._reader = reader
        self._queue: asyncio.Queue[_Write | None] = asyncio.Queue()  # None: close
        self._closed = False
        self._committer = asyncio.create_task(self._commit_queued(), name=f"sqlite {path.name}")

    @classmethod
    async def open(
        cls, path: Path, upto: int | None = None, synchronous: Synchronous = "FULL"
    ) -> SqliteStore:
        """`synchronous` FULL: a move the player was told "Done" about survives a power cut,
        not only a crash (NORMAL is there for the benchmark to compare)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(
            path, "journal_mode=WAL", f"synchronous={synchronous}", "foreign_keys=ON"
        )
        try:
            reader = await _connect(path, "query_only=ON")
        except BaseException:
            await writer.close()
            raise
        store = cls(path, writer, reader)
        try:
            await store.write(lambda tx: _migrate(tx, MIGRATIONS[-1][0] if upto is None else upto))
        except BaseException:
            await store.close()
            raise
        return store

    async def read(self, logic: Logic[T]) -> T:
        return await logic(SqliteTx(self._reader))

    async def write(self, logic: Logic[T]) -> T:
        if self._closed:
            raise RuntimeError(f"{self.where} is closed")
        answer: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait(_Write(logic, answer))
        return await answer

    async def _commit_queued(self) -> None:
        """The one task that writes (a caller that stops waiting never cuts a transaction
        short): it commits together whatever has queued, until the store closes. Then it
        closes both connections, also when the loop ends with the store still open (asyncio.run
        cancels every task), since aiosqlite's threads would keep the process from exiting."""
        try:
            stopping = False
            while not stopping and (write := await self._queue.get()) is not None:
                writes = [write]
                while len(writes) < GROUP_MAX and not self._queue.empty():
                    if (queued := self._queue.get_nowait()) is None:
                        stopping = True
                        break
                    writes.append(queued)
                await _commit_together(self._writer, writes)
        finally:
            self._closed = True
            while not self._queue.empty():  # cancelled with writes still queued
                if (queued := self._queue.get_nowait()) is not None:
                    queued.answer.cancel()
            await self._writer.close()
            await self._reader.close()

    async def listen(self, heard: Callable[[str], None]) -> None:
        """One process uses a SQLite file: nobody else ever notifies."""

    async def close(self) -> None:
        """Finish the writes already queued, then close both connections."""
        self._closed = True
        if not self._committer.done():
            self._queue.put_nowait(None)
            await self._committer
