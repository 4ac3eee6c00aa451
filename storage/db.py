"""SQLite storage for matches, seats and the action log. Knows nothing of any game's rules: a
state is JSON text and a version number."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

import aiosqlite

from storage.migrations import MIGRATIONS


class ChannelBusy(Exception):
    """The channel already has a match in its lobby or running."""


class StaleVersion(Exception):
    """The match moved on since the version this write was based on."""


class Seating(StrEnum):
    """What became of a request for a seat in a lobby, decided inside the write itself."""

    SEATED = "seated"
    ALREADY = "already seated"
    FULL = "full"
    CLOSED = "closed"


@dataclass(frozen=True)
class MatchRow:
    id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    status: str
    host_user_id: int
    options: dict[str, Any]
    seed: int | None
    state: str | None
    version: int
    parent_id: int | None = None  # the channel it was opened in, when it plays in a thread
    chapter_since: int = 1  # the first move of the current board's chapter
    pinged: dict[int, str] = field(default_factory=dict)  # seat -> the decision pinged
    pace: str = "none"
    clock: dict[int, dict[str, Any]] = field(default_factory=dict)  # seat -> its deadline
    nudged_at: str | None = None

    @property
    def home_id(self) -> int:
        """The channel the match belongs to: its lobby's, even once it plays in a thread."""
        return self.parent_id or self.channel_id


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int
    display_name: str
    role: str | None
    dm_closed: bool
    stand_in: str | None = None  # 'bot', 'absent' or 'resigned': the built-in player plays it
    autoplay: bool = False  # a decision with one legal choice is made at once
    away_until: str | None = None  # ISO time: the player's clock is paused until then
    keep_passing: str | None = None  # the turn in which the seat passes by itself


# A move's events as stored: (text, the seats it is for, or None when public).
StoredEvent = tuple[str, list[int] | None]


@dataclass(frozen=True)
class VoteRow:
    """A question put to the other players about one seat (see migration 5)."""

    seat: int
    kind: str
    candidate_id: int | None
    candidate: str | None
    opened_at: str
    due: str
    ballots: dict[int, str]


@dataclass(frozen=True)
class ActionRow:
    """One move: `events` is what it said, `changed` the seats whose private view it changed,
    `reveals` why it can never be taken back (None: nothing hidden came to light), `active` who
    was deciding when it was made."""

    seq: int
    seat: int
    choice_id: str
    at: str
    events: list[StoredEvent] = field(default_factory=list)
    changed: list[int] = field(default_factory=list)
    reveals: str | None = None
    active: list[int] = field(default_factory=list)


ACTIVE = ("lobby", "running")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Database:
    """One aiosqlite connection; writes are serialised by a lock so transactions never interleave.
    Several processes may share the file: WAL plus `BEGIN IMMEDIATE` and the version check keep
    them honest."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Database:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA journal_mode=WAL")
        # FULL: a move the player was told "Done" about survives a power cut, not only a crash.
        await conn.execute("PRAGMA synchronous=FULL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA busy_timeout=5000")
        db = cls(conn)
        await db._migrate()
        return db

    async def close(self) -> None:
        await self._conn.close()

    async def _migrate(self) -> None:
        async with self._conn.execute("PRAGMA user_version") as cur:
            (current,) = await cur.fetchone()  # type: ignore[misc]
        for number, sql in MIGRATIONS:
            if number > current:
                async with self._transaction() as conn:
                    for statement in sql.split(";"):
                        if statement.strip():
                            await conn.execute(statement)
                    await conn.execute(f"PRAGMA user_version = {number}")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._write:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    # ---- reading ----------------------------------------------------------------------------
    async def _match(self, where: str, args: tuple[Any, ...]) -> MatchRow | None:
        async with self._conn.execute(f"SELECT * FROM matches WHERE {where}", args) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        return MatchRow(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            game_id=row["game_id"],
            status=row["status"],
            host_user_id=row["host_user_id"],
            options=json.loads(row["options"]),
            seed=row["seed"],
            state=row["state"],
            version=row["version"],
            parent_id=row["parent_id"],
            chapter_since=row["chapter_since"],
            pinged={int(k): v for k, v in json.loads(row["pinged"]).items()},
            pace=row["pace"],
            clock={int(k): v for k, v in json.loads(row["clock"]).items()},
            nudged_at=row["nudged_at"],
        )

    async def get_match(self, match_id: int) -> MatchRow | None:
        return await self._match("id = ?", (match_id,))

    async def active_match(self, channel_id: int) -> MatchRow | None:
        return await self._match("channel_id = ? AND status IN ('lobby', 'running')", (channel_id,))

    async def running_matches_of(self, guild_id: int, user_id: int) -> list[MatchRow]:
        """The running matches of a server in which the user has a seat, oldest first."""
        async with self._conn.execute(
            "SELECT m.id FROM matches m JOIN seats s ON s.match_id = m.id"
            " WHERE m.guild_id = ? AND s.user_id = ? AND m.status = 'running' ORDER BY m.id",
            (guild_id, user_id),
        ) as cur:
            ids = [r[0] for r in await cur.fetchall()]
        return [m for m in [await self.get_match(i) for i in ids] if m is not None]

    async def latest_match(self, channel_id: int) -> MatchRow | None:
        """The channel's newest match, active or ended: its log and boards stay readable after
        the end, until another match opens there."""
        return await self._match("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def unannounced(self) -> list[int]:
        """Matches with something saved that never reached Discord (the bot stopped between
        saving and posting): a lobby never shown, a start or a move never announced."""
        async with self._conn.execute(
            "SELECT id FROM matches WHERE status IN ('lobby', 'running', 'finished')"
            " AND announced_version < version ORDER BY id"
        ) as cur:
            return [r[0] for r in await cur.fetchall()]

    async def announced_version(self, match_id: int) -> int:
        async with self._conn.execute(
            "SELECT announced_version FROM matches WHERE id = ?", (match_id,)
        ) as cur:
            row = await cur.fetchone()
        return row[0] if row else 0

    async def seats(self, match_id: int) -> list[SeatRow]:
        async with self._conn.execute(
            "SELECT * FROM seats WHERE match_id = ? ORDER BY seat", (match_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [
            SeatRow(
                r["seat"],
                r["user_id"],
                r["display_name"],
                r["role"],
                bool(r["dm_closed"]),
                r["stand_in"],
                bool(r["autoplay"]),
                r["away_until"],
                r["keep_passing"],
            )
            for r in rows
        ]

    async def actions(self, match_id: int, since_seq: int = 0) -> list[ActionRow]:
        """The match's moves from `since_seq` on (move `seq` turned version `seq` into
        `seq + 1`; a move taken back leaves its number unused), in order."""
        return await self._actions(
            "WHERE match_id = ? AND seq >= ? ORDER BY seq", (match_id, since_seq)
        )

    async def last_action(self, match_id: int) -> ActionRow | None:
        """The match's latest move, if any: the only one that may be taken back."""
        rows = await self._actions("WHERE match_id = ? ORDER BY seq DESC LIMIT 1", (match_id,))
        return rows[0] if rows else None

    async def _actions(self, where: str, args: tuple[Any, ...]) -> list[ActionRow]:
        async with self._conn.execute(
            "SELECT seq, seat, choice_id, at, events, changed, reveals, active FROM actions "
            + where,
            args,
        ) as cur:
            rows = await cur.fetchall()
        return [
            ActionRow(
                r[0],
                r[1],
                r[2],
                r[3],
                [(text, to) for text, to in json.loads(r[4])],
                json.loads(r[5]),
                r[6],
                json.loads(r[7]),
            )
            for r in rows
        ]

    async def last_move_seq(self, match_id: int, seat: int) -> int:
        """The seat's latest move (0 before its first)."""
        async with self._conn.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE match_id = ? AND seat = ?",
            (match_id, seat),
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def first_move_since(self, match_id: int, seat: int, version: int) -> ActionRow | None:
        """The seat's first move made on or after `version`: a button or `/play` from that
        version answered a decision this seat has already made."""
        since = await self.actions(match_id, since_seq=version)
        return next((a for a in since if a.seat == seat), None)

    # ---- lobby ------------------------------------------------------------------------------
    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        host_user_id: int,
        host_name: str,
        options: dict[str, Any],
    ) -> MatchRow:
        now = _now()
        try:
            async with self._transaction() as conn:
                cur = await conn.execute(
                    # announced_version -1: shown once the lobby message is posted (version 0).
                    "INSERT INTO matches (guild_id, channel_id, game_id, status, host_user_id,"
                    " options, created_at, updated_at, announced_version)"
                    " VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, -1)",
                    (guild_id, channel_id, game_id, host_user_id, json.dumps(options), now, now),
                )
                match_id = cur.lastrowid
                await conn.execute(
                    "INSERT INTO seats (match_id, seat, user_id, display_name) VALUES (?, 0, ?, ?)",
                    (match_id, host_user_id, host_name),
                )
        except sqlite3.IntegrityError as e:
            raise ChannelBusy(channel_id) from e
        match = await self.get_match(match_id)  # type: ignore[arg-type]
        assert match is not None
        return match

    async def set_options(self, match_id: int, options: dict[str, Any]) -> bool:
        """Change a lobby's options; False once the match has started or ended."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "UPDATE matches SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (json.dumps(options), _now(), match_id),
            )
            return cur.rowcount == 1

    async def add_seat(
        self, match_id: int, user_id: int, display_name: str, max_seats: int
    ) -> Seating:
        """Seat the user in the lobby. Every check is made inside the write's transaction, so
        racing clicks can never seat more than `max_seats` or the same user twice."""
        async with self._transaction() as conn:
            async with conn.execute(
                "SELECT m.status, COUNT(s.seat), SUM(s.user_id = ?) FROM matches m"
                " LEFT JOIN seats s ON s.match_id = m.id WHERE m.id = ? GROUP BY m.id",
                (user_id, match_id),
            ) as cur:
                row = await cur.fetchone()
            if row is None or row[0] != "lobby":
                return Seating.CLOSED
            if row[2]:
                return Seating.ALREADY
            if row[1] >= max_seats:
                return Seating.FULL
            await conn.execute(
                "INSERT INTO seats (match_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
                (match_id, row[1], user_id, display_name),
            )
            return Seating.SEATED

    async def add_stand_in(self, match_id: int, max_seats: int, name: str) -> Seating:
        """An empty seat of the lobby given to the stand-in: a seat with no person (its user id
        is negative, so it can never be anyone's)."""
        async with self._transaction() as conn:
            async with conn.execute(
                "SELECT m.status, COUNT(s.seat), MIN(MIN(s.user_id), 0) FROM matches m"
                " LEFT JOIN seats s ON s.match_id = m.id WHERE m.id = ? GROUP BY m.id",
                (match_id,),
            ) as cur:
                row = await cur.fetchone()
            if row is None or row[0] != "lobby":
                return Seating.CLOSED
            if row[1] >= max_seats:
                return Seating.FULL
            await conn.execute(
                "INSERT INTO seats (match_id, seat, user_id, display_name, stand_in)"
                " VALUES (?, ?, ?, ?, 'bot')",
                (match_id, row[1], row[2] - 1, f"{name} {row[1] + 1}"),
            )
            return Seating.SEATED

    async def update_seat(self, match_id: int, seat: int, **fields: Any) -> None:
        """Change one seat's person or settings (`user_id`, `display_name`, `stand_in`,
        `autoplay`, `away_until`, `dm_closed`, `keep_passing`)."""
        allowed = {
            "user_id", "display_name", "stand_in", "autoplay", "away_until", "dm_closed",
            "keep_passing",
        }  # fmt: skip
        assert fields and set(fields) <= allowed, fields
        columns = ", ".join(f"{name} = ?" for name in fields)
        async with self._transaction() as conn:
            await conn.execute(
                f"UPDATE seats SET {columns} WHERE match_id = ? AND seat = ?",
                (*fields.values(), match_id, seat),
            )

    async def set_pace(self, match_id: int, pace: str) -> bool:
        """The lobby's pace; False once the match has started or ended."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "UPDATE matches SET pace = ? WHERE id = ? AND status = 'lobby'", (pace, match_id)
            )
            return cur.rowcount == 1

    async def set_table(
        self,
        match_id: int,
        version: int,
        *,
        pinged: dict[int, str] | None = None,
        clock: dict[int, dict[str, Any]] | None = None,
        nudged_at: str | None = None,
    ) -> bool:
        """Who was pinged, the deadlines, the last nudge, as of `version`; False (nothing
        written) if the match moved on since."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "UPDATE matches SET pinged = COALESCE(?, pinged), clock = COALESCE(?, clock),"
                " nudged_at = COALESCE(?, nudged_at) WHERE id = ? AND version = ?",
                (
                    None if pinged is None else json.dumps(pinged),
                    None if clock is None else json.dumps(clock),
                    nudged_at,
                    match_id,
                    version,
                ),
            )
            return cur.rowcount == 1

    async def clocked(self) -> list[int]:
        """Running matches with a deadline or a question pending: what the clock looks at."""
        async with self._conn.execute(
            "SELECT id FROM matches WHERE status = 'running' AND (clock != '{}'"
            " OR id IN (SELECT match_id FROM votes)) ORDER BY id"
        ) as cur:
            return [r[0] for r in await cur.fetchall()]

    # ---- votes --------------------------------------------------------------------------------
    async def votes(self, match_id: int) -> list[VoteRow]:
        async with self._conn.execute(
            "SELECT seat, kind, candidate_id, candidate, opened_at, due, ballots FROM votes"
            " WHERE match_id = ? ORDER BY opened_at",
            (match_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [
            VoteRow(
                r[0], r[1], r[2], r[3], r[4], r[5], {int(k): v for k, v in json.loads(r[6]).items()}
            )
            for r in rows
        ]

    async def open_vote(
        self,
        match_id: int,
        seat: int,
        kind: str,
        *,
        opened_at: str,
        due: str,
        candidate_id: int | None = None,
        candidate: str | None = None,
    ) -> bool:
        """Put a question; False if the same one is already open."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "INSERT OR IGNORE INTO votes (match_id, seat, kind, candidate_id, candidate,"
                " opened_at, due) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (match_id, seat, kind, candidate_id, candidate, opened_at, due),
            )
            return cur.rowcount == 1

    async def cast(self, match_id: int, seat: int, kind: str, user_id: int, answer: str) -> bool:
        """Record (or change) one player's answer; False if the question is closed."""
        async with self._transaction() as conn:
            async with conn.execute(
                "SELECT ballots FROM votes WHERE match_id = ? AND seat = ? AND kind = ?",
                (match_id, seat, kind),
            ) as cur:
                row = await cur.fetchone()
            if row is None:
                return False
            ballots = {**json.loads(row[0]), str(user_id): answer}
            await conn.execute(
                "UPDATE votes SET ballots = ? WHERE match_id = ? AND seat = ? AND kind = ?",
                (json.dumps(ballots), match_id, seat, kind),
            )
            return True

    async def close_vote(self, match_id: int, seat: int, kind: str) -> bool:
        """Close a question; False if another call closed it first (it is settled once)."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "DELETE FROM votes WHERE match_id = ? AND seat = ? AND kind = ?",
                (match_id, seat, kind),
            )
            return cur.rowcount == 1

    async def remove_seat(self, match_id: int, user_id: int) -> bool:
        """Unseat the user from the lobby; later seats move up so seats stay 0..n-1."""
        async with self._transaction() as conn:
            async with conn.execute(
                "SELECT s.seat FROM seats s JOIN matches m ON m.id = s.match_id"
                " WHERE s.match_id = ? AND s.user_id = ? AND m.status = 'lobby'",
                (match_id, user_id),
            ) as cur:
                row = await cur.fetchone()
            if row is None:
                return False
            await conn.execute(
                "DELETE FROM seats WHERE match_id = ? AND user_id = ?", (match_id, user_id)
            )
            # Two steps so the primary key never sees two rows with the same seat.
            await conn.execute(
                "UPDATE seats SET seat = -seat WHERE match_id = ? AND seat > ?",
                (match_id, row[0]),
            )
            await conn.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE match_id = ? AND seat < 0", (match_id,)
            )
            return True

    async def start_match(
        self,
        match_id: int,
        *,
        seed: int,
        state: str,
        room_id: int | None = None,
        pinged: dict[int, str] | None = None,
    ) -> MatchRow:
        """Start the lobby's match; `room_id`, a thread opened for it, becomes where it plays."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "UPDATE matches SET status = 'running', seed = ?, state = ?, version = 1,"
                " parent_id = CASE WHEN ? IS NULL THEN NULL ELSE channel_id END,"
                " channel_id = COALESCE(?, channel_id), pinged = ?,"
                " updated_at = ? WHERE id = ? AND status = 'lobby'",
                (seed, state, room_id, room_id, json.dumps(pinged or {}), _now(), match_id),
            )
            if cur.rowcount != 1:
                raise StaleVersion(match_id)
        match = await self.get_match(match_id)
        assert match is not None
        return match

    # ---- play -------------------------------------------------------------------------------
    async def save_move(
        self,
        match_id: int,
        *,
        expected_version: int,
        state: str,
        seat: int,
        choice_id: str,
        finished: bool = False,
        events: list[StoredEvent] | None = None,
        changed: list[int] | None = None,
        chapter_since: int | None = None,
        pinged: dict[int, str] | None = None,
        clock: dict[int, dict[str, Any]] | None = None,
        reveals: str | None = None,
        active: list[int] | None = None,
    ) -> int:
        """Store the state after one move and log it with what it said, in one transaction;
        raises StaleVersion if another move got there first. Returns the new version."""
        async with self._transaction() as conn:
            await self._bump(
                conn, match_id, expected_version, state, chapter_since, pinged, finished, clock
            )
            await conn.execute(
                "INSERT INTO actions (match_id, seq, seat, choice_id, at, events, changed,"
                " reveals, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    expected_version,  # move `seq` turns version `seq` into `seq + 1`
                    seat,
                    choice_id,
                    _now(),
                    json.dumps([list(e) for e in events or []]),
                    json.dumps(changed or []),
                    reveals,
                    json.dumps(active or []),
                ),
            )
        return expected_version + 1

    async def take_back(
        self,
        match_id: int,
        *,
        expected_version: int,
        seq: int,
        state: str,
        chapter_since: int,
        pinged: dict[int, str],
        said: StoredEvent | None = None,
    ) -> int:
        """Remove move `seq`, which must be the latest, and store the state before it, in one
        transaction that checks the version it read and bumps it (so buttons posted since are
        refused); `said`, what the table is told, joins the events of the move now latest.
        Raises StaleVersion if anything moved first. Returns the new version."""
        async with self._transaction() as conn:
            await self._bump(conn, match_id, expected_version, state, chapter_since, pinged)
            cur = await conn.execute(
                "DELETE FROM actions WHERE match_id = ? AND seq = ?"
                " AND seq = (SELECT MAX(seq) FROM actions WHERE match_id = ?)",
                (match_id, seq, match_id),
            )
            if cur.rowcount != 1:
                raise StaleVersion(match_id)
            if said is not None:
                async with conn.execute(
                    "SELECT seq, events FROM actions WHERE match_id = ? ORDER BY seq DESC LIMIT 1",
                    (match_id,),
                ) as rows:
                    latest = await rows.fetchone()
                if latest is not None:
                    events = [*json.loads(latest[1]), list(said)]
                    await conn.execute(
                        "UPDATE actions SET events = ? WHERE match_id = ? AND seq = ?",
                        (json.dumps(events), match_id, latest[0]),
                    )
        return expected_version + 1

    @staticmethod
    async def _bump(
        conn: aiosqlite.Connection,
        match_id: int,
        expected_version: int,
        state: str,
        chapter_since: int | None,
        pinged: dict[int, str] | None,
        finished: bool = False,
        clock: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        """The match's new state and version, if it is still at `expected_version`."""
        cur = await conn.execute(
            "UPDATE matches SET state = ?, version = version + 1, updated_at = ?,"
            " status = CASE WHEN ? THEN 'finished' ELSE status END,"
            " chapter_since = COALESCE(?, chapter_since), pinged = COALESCE(?, pinged),"
            " clock = COALESCE(?, clock)"
            " WHERE id = ? AND version = ? AND status = 'running'",
            (
                state,
                _now(),
                finished,
                chapter_since,
                None if pinged is None else json.dumps(pinged),
                None if clock is None else json.dumps(clock),
                match_id,
                expected_version,
            ),
        )
        if cur.rowcount != 1:
            raise StaleVersion(match_id)

    async def end_match(self, match_id: int, status: str, reason: str | None = None) -> bool:
        """Close an active match as 'aborted' (or 'finished'); False if it was not active."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "UPDATE matches SET status = ?, ended_reason = ?, updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'running')",
                (status, reason, _now(), match_id),
            )
            return cur.rowcount == 1

    async def abandon_channel(self, channel_id: int, reason: str) -> list[int]:
        """End every active match of a channel (or thread) Discord no longer has, with those in
        its threads; their ids. Nothing of theirs is left to announce."""
        where = "(channel_id = ? OR parent_id = ?) AND status IN ('lobby', 'running')"
        async with self._transaction() as conn:
            async with conn.execute(
                f"SELECT id FROM matches WHERE {where}", (channel_id, channel_id)
            ) as cur:
                ids = [r[0] for r in await cur.fetchall()]
            await conn.execute(
                "UPDATE matches SET status = 'aborted', ended_reason = ?, updated_at = ?,"
                f" announced_version = version WHERE {where}",
                (reason, _now(), channel_id, channel_id),
            )
            return ids

    async def posted(self, match_id: int) -> dict[str, tuple[int, int]]:
        """The bot's messages of a match that it edits or deletes later, by slot."""
        async with self._conn.execute(
            "SELECT posted FROM matches WHERE id = ?", (match_id,)
        ) as cur:
            row = await cur.fetchone()
        return {k: (v[0], v[1]) for k, v in json.loads(row[0] if row else "{}").items()}

    async def record_posted(self, match_id: int, slot: str, where: tuple[int, int] | None) -> None:
        """Remember (channel, message) under `slot`, or forget the slot (None)."""
        async with self._transaction() as conn:
            async with conn.execute("SELECT posted FROM matches WHERE id = ?", (match_id,)) as cur:
                row = await cur.fetchone()
            if row is None:
                return
            posted = json.loads(row[0])
            if where is None:
                posted.pop(slot, None)
            else:
                posted[slot] = list(where)
            await conn.execute(
                "UPDATE matches SET posted = ? WHERE id = ?", (json.dumps(posted), match_id)
            )

    async def mark_announced(self, match_id: int, version: int) -> None:
        """Everything about `version` reached Discord."""
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE matches SET announced_version = MAX(announced_version, ?) WHERE id = ?",
                (version, match_id),
            )

    async def mark_dm_closed(self, match_id: int, user_id: int) -> bool:
        """Remember a user's DMs are closed; True the first time (so the channel is told once)."""
        async with self._transaction() as conn:
            cur = await conn.execute(
                "UPDATE seats SET dm_closed = 1 WHERE match_id = ? AND user_id = ?"
                " AND dm_closed = 0",
                (match_id, user_id),
            )
            return cur.rowcount == 1
