"""SQLite, the default store: one file in WAL mode, a writer thread and a reader thread, each
with its own connection.

A transaction's logic is sent whole to a thread, which drives the coroutine to its end in one go
(the SQLite `Tx` never suspends): one trip per transaction, and no asyncio lock held while it
waits. Writes that queue while one commits are committed together (group commit): one
`BEGIN IMMEDIATE`, a SAVEPOINT per write so a refused write (StaleVersion, Conflict) undoes only
itself, and one fsync'd COMMIT, after which each caller is answered. Reads have their own
connection, so they never wait behind a write's fsync; in WAL mode each read sees every commit
made before it began. Several processes may share the file: `BEGIN IMMEDIATE` (with a busy
timeout) serialises their writes, and the version check keeps a match's moves in order."""

from __future__ import annotations

import asyncio
import queue
import sqlite3
import threading
from collections.abc import Callable, Coroutine, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from storage.migrations import MIGRATIONS
from storage.transaction import Conflict, Logic, Row, T, Tx

GROUP_MAX = 64  # writes committed together at most: bounds how long the first one waits

Synchronous = Literal["FULL", "NORMAL"]


class SqliteTx:
    """A `Tx` over one sqlite3 connection: each call finishes before it returns."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def _run(self, sql: str, args: Sequence[Any]) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sql, args)
        except sqlite3.IntegrityError as e:
            raise Conflict(str(e)) from e

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        return self._run(sql, args).rowcount

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Row | None:
        return self._run(sql, args).fetchone()

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        return self._run(sql, args).fetchall()


def drive(coro: Coroutine[Any, Any, T]) -> T:
    """Run a transaction's logic to its end at once: over SQLite it never waits for anything."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    coro.close()
    raise RuntimeError("a SQLite transaction's logic awaited something besides its Tx")


@dataclass
class _Job:
    logic: Logic[Any]
    future: asyncio.Future[Any]
    loop: asyncio.AbstractEventLoop

    def answer(self, result: Any = None, error: BaseException | None = None) -> None:
        """Settle the caller's future from the database thread."""

        def settle() -> None:
            if self.future.cancelled():
                return
            if error is None:
                self.future.set_result(result)
            else:
                self.future.set_exception(error)

        with suppress(RuntimeError):  # the caller's loop has closed: nobody waits any more
            self.loop.call_soon_threadsafe(settle)


Runner = Callable[[sqlite3.Connection, list[_Job]], None]


class _Thread:
    """A thread that owns one connection and runs the jobs queued for it, taking whatever has
    queued up at once (`run` decides what doing them together means)."""

    def __init__(self, name: str, conn: sqlite3.Connection, run: Runner) -> None:
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._done = threading.Event()
        threading.Thread(target=self._serve, args=(conn, run), name=name, daemon=True).start()

    async def submit(self, logic: Logic[T]) -> T:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._jobs.put(_Job(logic, future, loop))
        return await future

    async def stop(self) -> None:
        """Finish the jobs already queued, then close the connection."""
        self._jobs.put(None)
        await asyncio.to_thread(self._done.wait)

    def _serve(self, conn: sqlite3.Connection, run: Runner) -> None:
        try:
            stopping = False
            while not stopping and (job := self._jobs.get()) is not None:
                batch = [job]
                while len(batch) < GROUP_MAX and not self._jobs.empty():
                    queued = self._jobs.get()
                    if queued is None:
                        stopping = True
                        break
                    batch.append(queued)
                run(conn, batch)
        finally:
            conn.close()
            self._done.set()


def _commit_together(conn: sqlite3.Connection, jobs: list[_Job]) -> None:
    """The writes in one transaction, each under its own savepoint, with one COMMIT; each is
    answered only once that COMMIT is on disk."""
    tx = SqliteTx(conn)
    outcomes: list[tuple[Any, BaseException | None]] = []
    try:
        conn.execute("BEGIN IMMEDIATE")
        for job in jobs:
            conn.execute("SAVEPOINT job")
            try:
                outcomes.append((drive(job.logic(tx)), None))
            except Exception as refused:
                if not conn.in_transaction:  # SQLite gave up the whole transaction
                    raise
                conn.execute("ROLLBACK TO job")
                outcomes.append((None, refused))
            conn.execute("RELEASE job")
        conn.execute("COMMIT")
    except Exception as failed:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        outcomes = [(None, failed)] * len(jobs)
    for job, (result, error) in zip(jobs, outcomes, strict=True):
        job.answer(result, error)


def _read_each(conn: sqlite3.Connection, jobs: list[_Job]) -> None:
    """Each read on its own (never in one snapshot: a later one must see the writes before it)."""
    tx = SqliteTx(conn)
    for job in jobs:
        try:
            result = drive(job.logic(tx))
        except Exception as error:
            job.answer(error=error)
        else:
            job.answer(result)


def _connect(path: Path, *pragmas: str) -> sqlite3.Connection:
    # check_same_thread off: opened here, then used by its own thread alone.
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA busy_timeout=5000")  # another process's write: wait, don't fail
    for pragma in pragmas:
        conn.execute(f"PRAGMA {pragma}")
    return conn


async def _migrate(tx: Tx, upto: int) -> None:
    """Inside the write's `BEGIN IMMEDIATE`: a second process starting at the same time waits,
    then finds them applied. `PRAGMA user_version` records the last one."""
    (current,) = await tx.fetchone("PRAGMA user_version")  # type: ignore[misc]
    for number, sql in MIGRATIONS:
        if current < number <= upto:
            for statement in sql.split(";"):
                if statement.strip():
                    await tx.execute(statement)
            await tx.execute(f"PRAGMA user_version = {number}")


class SqliteStore:
    def __init__(self, path: Path, writer: _Thread, reader: _Thread) -> None:
        self.where = str(path)
        self._writer = writer
        self._reader = reader

    @classmethod
    async def open(
        cls, path: Path, upto: int | None = None, synchronous: Synchronous = "FULL"
    ) -> SqliteStore:
        """`synchronous` FULL: a move the player was told "Done" about survives a power cut,
        not only a crash (NORMAL is there for the benchmark to compare)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = _connect(path, "journal_mode=WAL", f"synchronous={synchronous}", "foreign_keys=ON")
        reader = _connect(path, "query_only=ON")
        store = cls(
            path,
            _Thread(f"sqlite-write {path.name}", writer, _commit_together),
            _Thread(f"sqlite-read {path.name}", reader, _read_each),
        )
        try:
            await store.write(lambda tx: _migrate(tx, MIGRATIONS[-1][0] if upto is None else upto))
        except BaseException:
            await store.close()
            raise
        return store

    async def read(self, logic: Logic[T]) -> T:
        return await self._reader.submit(logic)

    async def write(self, logic: Logic[T]) -> T:
        return await self._writer.submit(logic)

    async def close(self) -> None:
        await self._writer.stop()
        await self._reader.stop()
