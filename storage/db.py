"""Matches, seats and the log of their changes, on SQLite (a file, the default) or PostgreSQL
(a URL).
Knows nothing of any game's rules: a state is JSON text and a version number.

Each method's logic is written once, as an `async def` over a `Tx` (storage.transaction), and
handed whole to the store: one trip to the database per read or write, and every check a write
makes (the version it was based on, a free seat, an open lobby) made inside its transaction."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from storage.backends import open_store
from storage.latest import Kept
from storage.tournaments import Tournaments
from storage.transaction import Conflict, Row, Store, Tx
from storage.transaction import now as _now
from texts import Text, from_json, to_json


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
    language: str = "en"  # its public texts' language (i18n.LANGS)

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
    level: str = "quick"  # how the stand-in plays it: 'quick' or 'strong' (players.LEVELS)

    @property
    def person(self) -> bool:
        """Whether a Discord user holds the seat (the stand-in's own seats have none)."""
        return self.user_id > 0

    def changed(self, columns: dict[str, Any]) -> SeatRow:
        """The seat as a change's `columns` (`Change.seats`, as written) leave it."""
        flags = {"dm_closed", "autoplay"}
        values: dict[str, Any] = {k: bool(v) if k in flags else v for k, v in columns.items()}
        return replace(self, **values)


# A move's events as stored: (text, the seats it is for, or None when public). The text is a
# Msg (stored as its JSON, said in each reader's language when read) or a plain string.
StoredEvent = tuple[Text, list[int] | None]


def _events_json(events: Sequence[StoredEvent]) -> str:
    return json.dumps([[to_json(text), to] for text, to in events], ensure_ascii=False)


def _events(raw: str) -> list[StoredEvent]:
    return [(from_json(text), to) for text, to in json.loads(raw)]


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
    round: int = 0  # the match's version when it was put: its buttons carry it


@dataclass(frozen=True)
class ActionRow:
    """One move: `events` is what it said, `changed` the seats whose private view it changed,
    `reveals` why it can never be taken back (None: nothing hidden came to light), `active` who
    was deciding when it was made."""

    seq: int
    seat: int
    choice_id: str
    at: str
    events: Sequence[StoredEvent] = field(default_factory=list)
    changed: list[int] = field(default_factory=list)
    reveals: str | None = None
    active: list[int] = field(default_factory=list)


# A player's OpenSkill rating: (mu, sigma).
Skill = tuple[float, float]


@dataclass(frozen=True)
class ResultSeat:
    """One seat's result. `user_id`: whom the seat counts for (the person, or `STAND_IN_ID`);
    `rank`: 1 for the winners, equal scores share one; `team`: seats of one team share it."""

    seat: int
    user_id: int
    name: str
    role: str | None
    score: float
    rank: int
    team: int
    resigned: bool = False
    hints: int = 0  # the coach's hints its player asked for (`/game hint`): marked on the record


@dataclass(frozen=True)
class Result:
    """A finished match's result, written in the transaction that ends it. `ended`: 'game' (its
    rules ended it) or 'vote' (the table's vote: the scores are the standing then). `rate` turns
    the players' ratings as they are in that transaction (user id -> skill; a newcomer has
    `fresh`) into their new ones, so two matches ending at once both count."""

    ended: str
    seats: list[ResultSeat]
    rate: Callable[[dict[int, Skill]], dict[int, Skill]]
    fresh: Skill  # a newcomer's rating


@dataclass(frozen=True)
class Rating:
    """A player's rating in one game on one server, with the matches behind it."""

    user_id: int
    name: str
    mu: float
    sigma: float
    played: int
    won: int


@dataclass(frozen=True)
class SeasonRow:
    """A server's named season: its matches are those finished from `starts` until `ends`
    (excluded), both in UTC."""

    name: str
    starts: datetime
    ends: datetime


@dataclass(frozen=True)
class Finished:
    """One finished match of a server, for its history: the seats as results, in seat order."""

    match_id: int
    game_id: str
    channel_id: int
    guild_id: int
    ended: str
    at: str
    seats: list[ResultSeat]


# The stand-in's user ids in results and ratings, one per level (a person's is positive): a
# win against the strong level is worth more than one against the quick, and the leaderboard
# shows each level as it plays.
STAND_IN_ID = 0
STRONG_STAND_IN_ID = -1
STAND_IN_IDS = {"quick": STAND_IN_ID, "strong": STRONG_STAND_IN_ID}


@dataclass(frozen=True)
class Move:
    """A move to log (see `ActionRow`): `stand_in`, the stand-in made it."""

    seat: int
    choice_id: str
    events: list[StoredEvent] = field(default_factory=list)
    changed: list[int] = field(default_factory=list)
    reveals: str | None = None
    active: list[int] = field(default_factory=list)
    stand_in: bool = False


@dataclass(frozen=True)
class TakeBack:
    """Moves dropped from the log: move `seq` and those after it, `count` in all (fewer or more
    means something moved first); `said`, what the table is told, joins the events of the move
    now latest."""

    seq: int
    count: int
    said: StoredEvent | None = None


@dataclass
class Change:
    """Everything that changes a running match, written by `Database.commit` in one
    transaction that checks the version it was decided on and bumps it: a move (`move`, with
    the game's new `state`), moves taken back (`take_back`, with the state before them), a seat
    changing hands or settings (`seats`: seat -> columns), a question put (`open_vote`),
    answered (`ballot`: seat, kind, user, answer) or settled (`close_vote`), the deadlines,
    pings and last nudge, the part of the game under way (`chapter_since`), the match ended
    (`finished` by its rules, `end` with a reason, `aborted`; `result`, its result and the
    ratings it moves). Each is logged, with what it said (`events`) and the seats whose player
    must get their hand again (`changed`), so a change saved just before a crash is announced
    at the next start; a take-back drops moves from the log instead. `bump=False` writes only
    who was pinged and the deadlines as of the version, without making a new one (the table as
    a start or a seat change left it). Any write the schema refuses undoes the whole change."""

    kind: str
    events: Sequence[StoredEvent] = field(default_factory=list)
    changed: list[int] = field(default_factory=list)
    state: str | None = None
    move: Move | None = None
    take_back: TakeBack | None = None
    chapter_since: int | None = None
    seats: dict[int, dict[str, Any]] = field(default_factory=dict)
    pinged: dict[int, str] | None = None
    clock: dict[int, dict[str, Any]] | None = None
    nudged_at: str | None = None
    open_vote: VoteRow | None = None
    ballot: tuple[int, str, int, str] | None = None
    close_vote: tuple[int, str] | None = None
    finished: bool = False
    end: str | None = None
    aborted: bool = False
    result: Result | None = None
    bump: bool = True


MOVE = "move"  # a log entry's kind for a move
_MOVES = f"kind = '{MOVE}'"  # the moves among the log's entries, in a query
SEAT_COLUMNS = {
    "user_id", "display_name", "stand_in", "autoplay", "away_until", "dm_closed", "keep_passing",
    "level",
}  # fmt: skip


@dataclass(frozen=True)
class Happening:
    """An entry of the log (see `Change`): the version it made, its kind (`MOVE` for a move),
    what it said, whose hand to send."""

    version: int
    kind: str
    events: list[StoredEvent]
    changed: list[int]


MAX_SEQ = 2**62  # above any move's number: "to the end"



def _match_row(row: Row) -> MatchRow:
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
        language=row["language"],
    )


async def _match(tx: Tx, where: str, args: Sequence[Any]) -> MatchRow | None:
    row = await tx.fetchone(f"SELECT * FROM matches WHERE {where}", args)
    return None if row is None else _match_row(row)


_SEAT_ROW = (  # a SeatRow's columns, in its order
    "seat",
    "user_id",
    "display_name",
    "role",
    "dm_closed",
    "stand_in",
    "autoplay",
    "away_until",
    "keep_passing",
    "level",
)
# A seat's columns read beside its match's, named apart from them.
_SEATS_BESIDE = ", ".join(f"s.{column} AS seat_{column}" for column in _SEAT_ROW)


_SEAT_COLUMNS = ", ".join(_SEAT_ROW)


def _seat_row(row: Row) -> SeatRow:
    """A seat from the row's last columns, `_SEAT_ROW` in order: read by position, since a
    driver's row finds a column by name by looking through all of them."""
    r = tuple(row)[-len(_SEAT_ROW) :]
    return SeatRow(r[0], r[1], r[2], r[3], bool(r[4]), r[5], bool(r[6]), r[7], r[8], r[9])


async def _table(tx: Tx, where: str, args: Sequence[Any]) -> tuple[MatchRow, list[SeatRow]] | None:
    """A match and its seats in one statement: one trip to the database where two would be
    needed apart, and both as of the same moment (the match's columns repeat on each seat's
    row; a lobby nobody has joined yet has one row, without a seat)."""
    rows = await tx.fetchall(
        f"SELECT m.*, {_SEATS_BESIDE} FROM matches m LEFT JOIN seats s ON s.match_id = m.id"
        f" WHERE {where} ORDER BY s.seat",
        args,
    )
    if not rows:
        return None
    seats = [_seat_row(r) for r in rows if r["seat_seat"] is not None]
    return _match_row(rows[0]), seats


async def _ids(tx: Tx, sql: str, args: Sequence[Any] = ()) -> list[int]:
    return [r[0] for r in await tx.fetchall(sql, args)]


async def _actions(
    tx: Tx, where: str, args: Sequence[Any], said: bool = True
) -> list[ActionRow]:
    """The moves `where` picks; without `said`, without what they said (`events` left empty):
    whether a move may be taken back never reads it, and it is most of a move's row."""
    rows = await tx.fetchall(
        f"SELECT version - 1, seat, choice_id, at, {'events' if said else 'NULL'}, changed,"
        f" reveals, active FROM log WHERE {_MOVES} AND " + where,
        args,
    )
    return [
        ActionRow(
            r[0],
            r[1],
            r[2],
            r[3],
            _events(r[4]) if said else [],
            json.loads(r[5]),
            r[6],
            json.loads(r[7]),
        )
        for r in rows
    ]


async def _lock(tx: Tx, match_id: int) -> bool:
    """Take the match's row before reading what the write depends on (PostgreSQL at READ
    COMMITTED: a racing write waits here, then reads what this one wrote); False if there is no
    such match. SQLite's `BEGIN IMMEDIATE` already holds the whole file."""
    locked = await tx.execute(
        "UPDATE matches SET updated_at = updated_at WHERE id = ?", (match_id,)
    )
    return locked == 1


async def _log(tx: Tx, match_id: int, version: int, at: str, change: Change) -> None:
    """The change's entry in the log, under the version it made."""
    m = change.move
    await tx.execute(
        "INSERT INTO log (match_id, version, kind, seat, choice_id, at, events, changed,"
        " reveals, active, stand_in) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            match_id,
            version,
            MOVE if m is not None else change.kind,
            None if m is None else m.seat,
            None if m is None else m.choice_id,
            at,
            _events_json(m.events if m is not None else change.events),
            json.dumps(m.changed if m is not None else change.changed),
            None if m is None else m.reveals,
            json.dumps([] if m is None else m.active),
            int(m is not None and m.stand_in),
        ),
    )


async def _take_back(tx: Tx, match_id: int, back: TakeBack) -> None:
    """Drop the moves taken back from the log (all of them, or the change is refused); what
    the table is told joins the events of the move now latest."""
    removed = await tx.execute(
        f"DELETE FROM log WHERE match_id = ? AND {_MOVES} AND version > ?",
        (match_id, back.seq),
    )
    if removed != back.count:
        raise StaleVersion(match_id)
    if back.said is None:
        return
    latest = await tx.fetchone(
        f"SELECT version, events FROM log WHERE match_id = ? AND {_MOVES}"
        " ORDER BY version DESC LIMIT 1",
        (match_id,),
    )
    if latest is not None:
        events = [*_events(latest[1]), back.said]
        await tx.execute(
            "UPDATE log SET events = ? WHERE match_id = ? AND version = ?",
            (_events_json(events), match_id, latest[0]),
        )


async def _votes(tx: Tx, match_id: int, change: Change, version: int) -> None:
    """A change's questions: put one (at most one open per seat and kind), record an answer,
    close one; a question that is not (or no longer) as the change expects refuses it all."""
    if change.open_vote is not None:
        v = change.open_vote
        await tx.execute(
            "INSERT INTO votes (match_id, seat, kind, candidate_id, candidate, opened_at, due,"
            " round) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, v.seat, v.kind, v.candidate_id, v.candidate, v.opened_at, v.due, version),
        )
    where = "WHERE match_id = ? AND seat = ? AND kind = ?"
    if change.ballot is not None:
        seat, kind, user_id, answer = change.ballot
        row = await tx.fetchone(f"SELECT ballots FROM votes {where}", (match_id, seat, kind))
        if row is None:
            raise StaleVersion(match_id)
        ballots = {**json.loads(row[0]), str(user_id): answer}
        await tx.execute(
            f"UPDATE votes SET ballots = ? {where}", (json.dumps(ballots), match_id, seat, kind)
        )
    if change.close_vote is not None:
        closed = await tx.execute(f"DELETE FROM votes {where}", (match_id, *change.close_vote))
        if closed != 1:
            raise StaleVersion(match_id)


async def _record(tx: Tx, match_id: int, result: Result) -> None:
    """A finished match's result and its players' new ratings (see `Result`). Each player's
    rating row is made if new, then taken (in one order: two matches ending at once never
    deadlock) before it is read, so a match ending at the same moment elsewhere is rated
    after this one, from what this one wrote."""
    row = await tx.fetchone("SELECT guild_id, game_id FROM matches WHERE id = ?", (match_id,))
    assert row is not None
    key = (row[0] or 0, row[1])
    where = "WHERE guild_id = ? AND game_id = ? AND user_id = ?"
    players = sorted({s.user_id for s in result.seats})
    names = {s.user_id: s.name for s in result.seats}
    current = {}
    for user_id in players:
        await tx.execute(
            "INSERT INTO ratings (guild_id, game_id, user_id, name, mu, sigma) VALUES"
            " (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game_id, user_id) DO NOTHING",
            (*key, user_id, names[user_id], *result.fresh),
        )
        await tx.execute(f"UPDATE ratings SET played = played {where}", (*key, user_id))
        taken = await tx.fetchone(f"SELECT mu, sigma FROM ratings {where}", (*key, user_id))
        assert taken is not None
        current[user_id] = (taken[0], taken[1])
    rated = result.rate(current)
    hinted = await tx.fetchall("SELECT seat, asked FROM hints WHERE match_id = ?", (match_id,))
    hints = {int(r[0]): int(r[1]) for r in hinted}
    at = _now()
    for user_id in players:
        won = any(s.rank == 1 for s in result.seats if s.user_id == user_id)
        await tx.execute(
            "UPDATE ratings SET name = ?, mu = ?, sigma = ?, played = played + 1,"
            f" won = won + ? {where}",
            (names[user_id], *rated[user_id], int(won), *key, user_id),
        )
    for s in result.seats:
        mu, sigma = rated[s.user_id]
        await tx.execute(
            "INSERT INTO results (match_id, seat, guild_id, game_id, user_id, name, role, score,"
            " rank, team, ended, resigned, mu, sigma, at, hints)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, s.seat, *key, s.user_id, s.name, s.role, s.score, s.rank, s.team,
             result.ended, int(s.resigned), mu, sigma, at, hints.get(s.seat, 0)),
        )  # fmt: skip


def _result_seat(r: Row) -> ResultSeat:
    return ResultSeat(
        r["seat"], r["user_id"], r["name"], r["role"], r["score"], r["rank"], r["team"],
        bool(r["resigned"]), r["hints"],
    )  # fmt: skip


def _stamp(at: datetime) -> str:
    """A moment as the database keeps and compares one (`transaction.now`'s form)."""
    return at.astimezone(UTC).isoformat(timespec="milliseconds")


async def _season(tx: Tx, guild_id: int) -> SeasonRow | None:
    row = await tx.fetchone(
        "SELECT name, starts, ends FROM seasons WHERE guild_id = ?", (guild_id,)
    )
    return None if row is None else _season_row(row)


def _season_row(row: Row) -> SeasonRow:
    starts, ends = (datetime.fromisoformat(row[i]) for i in (1, 2))
    return SeasonRow(row[0], starts, ends)


async def _change(
    tx: Tx, match_id: int, expected_version: int, change: Change, at: str
) -> MatchRow:
    """One change of a running match (`Database.commit`), within its transaction."""
    version = expected_version + change.bump
    row = await tx.fetchone(
        "UPDATE matches SET version = version + ?, updated_at = ?,"
        " state = COALESCE(?, state), chapter_since = COALESCE(?, chapter_since),"
        " pinged = COALESCE(?, pinged), clock = COALESCE(?, clock),"
        " nudged_at = COALESCE(?, nudged_at),"
        " status = CASE WHEN ? THEN 'aborted' WHEN ? THEN 'finished' ELSE status END,"
        " ended_reason = COALESCE(?, ended_reason)"
        " WHERE id = ? AND version = ? AND status = 'running' RETURNING *",
        (
            int(change.bump),
            at,
            change.state,
            change.chapter_since,
            None if change.pinged is None else json.dumps(change.pinged),
            None if change.clock is None else json.dumps(change.clock),
            change.nudged_at,
            change.aborted,
            change.finished or change.end is not None,
            change.end,
            match_id,
            expected_version,
        ),
    )
    if row is None:
        raise StaleVersion(match_id)
    for seat, fields in change.seats.items():
        assert fields and set(fields) <= SEAT_COLUMNS, fields
        columns = ", ".join(f"{name} = ?" for name in fields)
        await tx.execute(
            f"UPDATE seats SET {columns} WHERE match_id = ? AND seat = ?",
            (*fields.values(), match_id, seat),
        )
    await _votes(tx, match_id, change, version)
    if change.take_back is not None:
        await _take_back(tx, match_id, change.take_back)
    elif change.bump:
        await _log(tx, match_id, version, at, change)
    if change.result is not None:
        await _record(tx, match_id, change.result)
    return _match_row(row)


class Database(Tournaments):
    """The bot's storage. Several processes may share it (a SQLite file, or one PostgreSQL
    database for several shards): every write checks what it depends on inside its own
    transaction, so racing writes never break a rule."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._latest = Kept()  # what a move reads of its match's log, by version

    @classmethod
    async def open(cls, target: str | Path) -> Database:
        """A SQLite file (a path; created with its folder) or a PostgreSQL database (a
        `postgresql://` URL), migrated to the latest schema."""
        return cls(await open_store(target))

    @property
    def where(self) -> str:
        """Where the matches are kept, fit for the log (a URL without its password)."""
        return self._store.where

    async def close(self) -> None:
        await self._store.close()

    # ---- reading ----------------------------------------------------------------------------
    async def get_match(self, match_id: int) -> MatchRow | None:
        return await self._store.read(lambda tx: _match(tx, "id = ?", (match_id,)))

    async def active_match(self, channel_id: int) -> MatchRow | None:
        return await self._store.read(
            lambda tx: _match(
                tx, "channel_id = ? AND status IN ('lobby', 'running')", (channel_id,)
            )
        )

    async def running_matches_of(self, guild_id: int, user_id: int) -> list[MatchRow]:
        """The running matches of a server in which the user has a seat, oldest first."""

        async def logic(tx: Tx) -> list[MatchRow]:
            rows = await tx.fetchall(
                "SELECT m.* FROM matches m JOIN seats s ON s.match_id = m.id"
                " WHERE m.guild_id = ? AND s.user_id = ? AND m.status = 'running' ORDER BY m.id",
                (guild_id, user_id),
            )
            return [_match_row(r) for r in rows]

        return await self._store.read(logic)

    async def latest_match(self, channel_id: int) -> MatchRow | None:
        """The channel's newest match, active or ended: its log and boards stay readable after
        the end, until another match opens there."""
        return await self._store.read(
            lambda tx: _match(tx, "channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
        )

    async def match_after(self, match_id: int) -> MatchRow | None:
        """The match opened by Play again after `match_id`, if any."""
        return await self._store.read(lambda tx: _match(tx, "follows = ?", (match_id,)))

    async def unannounced(self) -> list[int]:
        """Matches with something saved that never reached Discord (the bot stopped between
        saving and posting): a lobby never shown, a start or a move never announced."""
        return await self._store.read(
            lambda tx: _ids(
                tx,
                "SELECT id FROM matches WHERE announced_version < version ORDER BY id",
            )
        )

    async def announced_version(self, match_id: int) -> int:
        row = await self._store.read(
            lambda tx: tx.fetchone(
                "SELECT announced_version FROM matches WHERE id = ?", (match_id,)
            )
        )
        return row[0] if row else 0

    async def seats(self, match_id: int) -> list[SeatRow]:
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                f"SELECT {_SEAT_COLUMNS} FROM seats WHERE match_id = ? ORDER BY seat",
                (match_id,),
            )
        )
        return [_seat_row(r) for r in rows]

    async def get_table(self, match_id: int) -> tuple[MatchRow, list[SeatRow]] | None:
        """The match and its seats, read together (`_table`)."""
        return await self._store.read(lambda tx: _table(tx, "m.id = ?", (match_id,)))

    async def active_table(self, channel_id: int) -> tuple[MatchRow, list[SeatRow]] | None:
        """The channel's active match and its seats, read together (`_table`)."""
        return await self._store.read(
            lambda tx: _table(
                tx, "m.channel_id = ? AND m.status IN ('lobby', 'running')", (channel_id,)
            )
        )

    async def actions(
        self, match_id: int, since_seq: int = 0, until_seq: int | None = None
    ) -> list[ActionRow]:
        """The match's moves from `since_seq` on (to `until_seq`; move `seq` turned version
        `seq` into `seq + 1`; a move taken back leaves its number unused), in order."""
        last = until_seq if until_seq is not None else MAX_SEQ
        return await self._store.read(
            lambda tx: _actions(
                tx,
                "match_id = ? AND version > ? AND version <= ? ORDER BY version",
                (match_id, since_seq, last + 1),
            )
        )

    async def last_action(self, match_id: int, version: int | None = None) -> ActionRow | None:
        """The match's latest move, if any, without what it said: the only one that may be
        taken back. `version`: the match's, as just read (what is known of it is not read
        again)."""
        known = self._latest.at(match_id, version)
        if known is not None and known.last_known:
            return known.last
        rows = await self._store.read(
            lambda tx: _actions(
                tx, "match_id = ? ORDER BY version DESC LIMIT 1", (match_id,), said=False
            )
        )
        last = rows[0] if rows else None
        if version is not None:
            known = self._latest.ready(match_id, version)
            known.last, known.last_known = last, True
        return last

    async def last_move_seq(self, match_id: int, seat: int, version: int | None = None) -> int:
        """The seat's latest move (0 before its first); `version` as for `last_action`."""
        known = self._latest.at(match_id, version)
        if known is not None and seat in known.seat_moves:
            return known.seat_moves[seat]
        row = await self._store.read(
            lambda tx: tx.fetchone(
                "SELECT COALESCE(MAX(version) - 1, 0) FROM log"
                f" WHERE match_id = ? AND seat = ? AND {_MOVES}",
                (match_id, seat),
            )
        )
        seq = int(row[0]) if row else 0
        if version is not None:
            self._latest.ready(match_id, version).seat_moves[seat] = seq
        return seq

    async def since_own_move(
        self, match_id: int, seat: int
    ) -> tuple[list[ActionRow], ActionRow | None]:
        """The match's moves from `seat`'s latest one on (none if it never moved), and the
        match's latest move, without what they said: what Back is decided on, read in one
        statement (it starts at the seat's latest move, else at the match's latest, which then
        is another seat's)."""
        rows = await self._store.read(
            lambda tx: _actions(
                tx,
                "match_id = ? AND version >= COALESCE("
                f"(SELECT MAX(version) FROM log WHERE match_id = ? AND seat = ? AND {_MOVES}),"
                f" (SELECT MAX(version) FROM log WHERE match_id = ? AND {_MOVES}))"
                " ORDER BY version",
                (match_id, match_id, seat, match_id),
                said=False,
            )
        )
        if not rows:
            return [], None
        return (rows if rows[0].seat == seat else []), rows[-1]

    async def first_move_since(self, match_id: int, seat: int, version: int) -> ActionRow | None:
        """The seat's first move made on or after `version`: a button or `/play` from that
        version answered a decision this seat has already made."""
        rows = await self._store.read(
            lambda tx: _actions(
                tx,
                "match_id = ? AND version > ? AND seat = ? ORDER BY version LIMIT 1",
                (match_id, version, seat),
            )
        )
        return rows[0] if rows else None

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
        pace: str = "none",
        follows: int | None = None,
        language: str = "en",
        seated: Sequence[tuple[int, str]] = (),
        shown: bool = True,
    ) -> MatchRow:
        """A new lobby, its host seated; `follows`: the finished match it is the next one of
        (Play again), which has one at most; `language`, its public texts'; `seated`: (user,
        name) of the others seated with the host, in order, and `shown` False for a lobby
        whose message is never posted (a tournament's table: never half seated, and nothing
        to announce before its start). ChannelBusy if the channel has an active match, or the
        finished match its next one already."""
        now = _now()
        created = (guild_id, channel_id, game_id, host_user_id, json.dumps(options), pace, now)

        async def logic(tx: Tx) -> MatchRow | None:
            row = await tx.fetchone(
                # announced_version -1: shown once the lobby message is posted (version 0).
                "INSERT INTO matches (guild_id, channel_id, game_id, status, host_user_id,"
                " options, pace, created_at, updated_at, announced_version, follows, language)"
                " VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (*created, now, -1 if shown else 0, follows, language),
            )
            assert row is not None
            for seat, (user_id, name) in enumerate([(host_user_id, host_name), *seated]):
                await tx.execute(
                    "INSERT INTO seats (match_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
                    (row[0], seat, user_id, name),
                )
            return await _match(tx, "id = ?", (row[0],))

        try:
            match = await self._store.write(logic)
        except Conflict as e:  # one active match per channel, one lobby after a match
            raise ChannelBusy(channel_id) from e
        assert match is not None
        return match

    async def set_language(self, match_id: int, language: str) -> bool:
        """A lobby's language chosen; False once it has started."""
        return await self._store.write(
            lambda tx: tx.execute(
                "UPDATE matches SET language = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (language, _now(), match_id),
            )
        ) == 1

    async def person(self, user_id: int) -> tuple[str | None, str | None]:
        """A person's last seen Discord locale and chosen language (None: not known, not
        chosen)."""
        row = await self._store.read(
            lambda tx: tx.fetchone(
                "SELECT locale, language FROM people WHERE user_id = ?", (user_id,)
            )
        )
        return (row[0], row[1]) if row is not None else (None, None)

    async def people(self, user_ids: Sequence[int]) -> dict[int, tuple[str | None, str | None]]:
        """`person` for several at once (a table's players, for their DMs)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                f"SELECT user_id, locale, language FROM people WHERE user_id IN ({marks})",
                tuple(user_ids),
            )
        )
        return {r[0]: (r[1], r[2]) for r in rows}

    async def set_person(
        self, user_id: int, *, locale: str | None = None, language: str | None = None,
        choose: bool = False,
    ) -> None:
        """Records the locale a person's client sent (when given) and, with `choose`, the
        language they chose (None: follow their Discord language again)."""
        sets = [*(["locale = excluded.locale"] if locale is not None else []),
                *(["language = excluded.language"] if choose else [])]  # fmt: skip
        if not sets:
            return
        await self._store.write(
            lambda tx: tx.execute(
                "INSERT INTO people (user_id, locale, language) VALUES (?, ?, ?)"
                f" ON CONFLICT (user_id) DO UPDATE SET {', '.join(sets)}",
                (user_id, locale, language if choose else None),
            )
        )

    async def tell_once(self, channel_id: int, what: str) -> bool:
        """Whether a channel is to be told `what` now: True the first time, ever (it is noted
        in the same statement), False after, however many restarts in between."""
        return await self._changes_one(
            "INSERT INTO told (channel_id, what) VALUES (?, ?) ON CONFLICT DO NOTHING",
            (channel_id, what),
        )

    async def count_hint(self, match_id: int, seat: int) -> None:
        """One more hint asked for by the seat's player, for the match's record (`hints`)."""
        await self._store.write(
            lambda tx: tx.execute(
                "INSERT INTO hints (match_id, seat, asked) VALUES (?, ?, 1) ON CONFLICT"
                " (match_id, seat) DO UPDATE SET asked = hints.asked + 1",
                (match_id, seat),
            )
        )

    async def kept(self, key: str) -> str | None:
        """What the bot kept about itself under `key` (`keep`), or None."""
        row = await self._store.read(
            lambda tx: tx.fetchone("SELECT value FROM kept WHERE key = ?", (key,))
        )
        return None if row is None else str(row[0])

    async def listen(self, heard: Callable[[int, int], None]) -> None:
        """From now on, `heard` is told (match, version) of every change another process
        sharing the database writes (PostgreSQL; one process has a SQLite file)."""

        def parsed(payload: str) -> None:
            match_id, _, version = payload.partition(":")
            if match_id.isdigit() and version.isdigit():
                heard(int(match_id), int(version))

        await self._store.listen(parsed)

    async def kept_first(self, key: str, value: str) -> str:
        """What is kept under `key`, keeping `value` there first if nothing is: every process
        sharing the database gets the same, whichever asked first."""
        await self._store.write(
            lambda tx: tx.execute(
                "INSERT INTO kept (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                (key, value),
            )
        )
        kept = await self.kept(key)
        assert kept is not None, "just kept"
        return kept

    async def keep(self, key: str, value: str | None) -> None:
        """Keep `value` under `key` across runs (None: forget it)."""
        if value is None:
            await self._store.write(lambda tx: tx.execute("DELETE FROM kept WHERE key = ?", (key,)))
            return
        await self._store.write(
            lambda tx: tx.execute(
                "INSERT INTO kept (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
        )

    async def set_options(self, match_id: int, options: dict[str, Any]) -> bool:
        """Change a lobby's options; False once the match has started or ended."""
        return await self._changes_one(
            "UPDATE matches SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
            (json.dumps(options), _now(), match_id),
        )

    async def add_seat(
        self, match_id: int, user_id: int, display_name: str, max_seats: int
    ) -> Seating:
        """Seat the user in the lobby. Every check is made inside the write's transaction, so
        racing clicks can never seat more than `max_seats` or the same user twice."""

        async def logic(tx: Tx) -> Seating:
            await _lock(tx, match_id)
            row = await tx.fetchone(
                "SELECT m.status, COUNT(s.seat), SUM(CASE WHEN s.user_id = ? THEN 1 ELSE 0 END)"
                " FROM matches m LEFT JOIN seats s ON s.match_id = m.id WHERE m.id = ?"
                " GROUP BY m.id",
                (user_id, match_id),
            )
            if row is None or row[0] != "lobby":
                return Seating.CLOSED
            if row[2]:
                return Seating.ALREADY
            if row[1] >= max_seats:
                return Seating.FULL
            await tx.execute(
                "INSERT INTO seats (match_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
                (match_id, row[1], user_id, display_name),
            )
            return Seating.SEATED

        return await self._store.write(logic)

    async def add_stand_in(
        self, match_id: int, max_seats: int, name: str, level: str = "quick"
    ) -> Seating:
        """An empty seat of the lobby given to the stand-in, playing at `level`: a seat with no
        person (its user id is negative, so it can never be anyone's)."""

        async def logic(tx: Tx) -> Seating:
            await _lock(tx, match_id)
            row = await tx.fetchone(
                "SELECT m.status, COUNT(s.seat),"
                " CASE WHEN MIN(s.user_id) < 0 THEN MIN(s.user_id) ELSE 0 END"
                " FROM matches m LEFT JOIN seats s ON s.match_id = m.id WHERE m.id = ?"
                " GROUP BY m.id",
                (match_id,),
            )
            if row is None or row[0] != "lobby":
                return Seating.CLOSED
            if row[1] >= max_seats:
                return Seating.FULL
            await tx.execute(
                "INSERT INTO seats (match_id, seat, user_id, display_name, stand_in, level)"
                " VALUES (?, ?, ?, ?, 'bot', ?)",
                (match_id, row[1], row[2] - 1, f"{name} {row[1] + 1}", level),
            )
            return Seating.SEATED

        return await self._store.write(logic)

    async def set_pace(self, match_id: int, pace: str, was: str) -> bool:
        """The lobby's pace, if it is still `was` (two presses at once move it two steps, not
        one); False once the match has started or ended, or if another press came first."""
        return await self._changes_one(
            "UPDATE matches SET pace = ? WHERE id = ? AND status = 'lobby' AND pace = ?",
            (pace, match_id, was),
        )

    async def clocked(self) -> list[int]:
        """Running matches with a deadline or a question pending: what the clock looks at."""
        return await self._store.read(
            lambda tx: _ids(
                tx,
                "SELECT id FROM matches WHERE status = 'running' AND (clock != '{}'"
                " OR id IN (SELECT match_id FROM votes)) ORDER BY id",
            )
        )

    # ---- votes --------------------------------------------------------------------------------
    async def votes(self, match_id: int, version: int | None = None) -> list[VoteRow]:
        """The match's open questions, oldest first; `version` as for `last_action`."""
        known = self._latest.at(match_id, version)
        if known is not None and known.votes is not None:
            return list(known.votes)
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT seat, kind, candidate_id, candidate, opened_at, due, ballots, round"
                " FROM votes"
                " WHERE match_id = ? ORDER BY opened_at",
                (match_id,),
            )
        )
        votes = [
            VoteRow(
                r[0],
                r[1],
                r[2],
                r[3],
                r[4],
                r[5],
                {int(k): v for k, v in json.loads(r[6]).items()},
                r[7],
            )
            for r in rows
        ]
        if version is not None:
            self._latest.ready(match_id, version).votes = list(votes)
        return votes

    async def commit(self, match_id: int, expected_version: int, *changes: Change) -> MatchRow:
        """The one write of a running match: `changes` (see `Change`; a series of moves, each
        its own entry of the log), in one transaction, if the match is still at
        `expected_version`; raises StaleVersion if anything changed it first (the caller
        decided on what it read), Conflict if the schema refuses a write (a person seated
        twice): then none of them is written. Returns the match as written (its `version` the
        new one)."""
        assert changes, "a commit writes at least one change"
        at = _now()

        async def logic(tx: Tx) -> MatchRow:
            version = expected_version
            for change in changes:
                row = await _change(tx, match_id, version, change, at)
                version += change.bump
            await tx.notify(f"{match_id}:{version}")  # for pages open in other processes
            return row

        saved = await self._store.write(logic)
        version = expected_version
        for change in changes:
            version += change.bump
            self._remember(match_id, version, change, at)
        return saved

    def _remember(self, match_id: int, version: int, change: Change, at: str) -> None:
        """What a change this process wrote tells of the match's log, kept (`Kept`)."""
        if change.move is not None:
            m = change.move
            move = ActionRow(
                version - 1, m.seat, m.choice_id, at, [], [*m.changed], m.reveals, [*m.active],
            )  # as `last_action` reads it back
            self._latest.moved(match_id, version, move)
        elif change.bump and change.take_back is None:
            questions = (change.open_vote, change.ballot, change.close_vote) != (None, None, None)
            self._latest.changed(match_id, version, questions)

    async def log(self, match_id: int, since_version: int) -> list[Happening]:
        """The log's entries that made versions after `since_version`, moves and other changes,
        in order."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT version, kind, events, changed FROM log"
                " WHERE match_id = ? AND version > ? ORDER BY version",
                (match_id, since_version),
            )
        )
        return [Happening(r[0], r[1], _events(r[2]), json.loads(r[3])) for r in rows]

    async def remove_seat(self, match_id: int, user_id: int) -> bool:
        """Unseat the user from the lobby; later seats move up so seats stay 0..n-1."""

        async def logic(tx: Tx) -> bool:
            await _lock(tx, match_id)
            row = await tx.fetchone(
                "SELECT s.seat FROM seats s JOIN matches m ON m.id = s.match_id"
                " WHERE s.match_id = ? AND s.user_id = ? AND m.status = 'lobby'",
                (match_id, user_id),
            )
            if row is None:
                return False
            await tx.execute(
                "DELETE FROM seats WHERE match_id = ? AND user_id = ?", (match_id, user_id)
            )
            # Two steps so the primary key never sees two rows with the same seat.
            await tx.execute(
                "UPDATE seats SET seat = -seat WHERE match_id = ? AND seat > ?",
                (match_id, row[0]),
            )
            await tx.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE match_id = ? AND seat < 0", (match_id,)
            )
            return True

        return await self._store.write(logic)

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

        async def logic(tx: Tx) -> MatchRow | None:
            started = await tx.execute(
                "UPDATE matches SET status = 'running', seed = ?, state = ?, version = 1,"
                " parent_id = CASE WHEN CAST(? AS BIGINT) IS NULL THEN NULL ELSE channel_id END,"
                " channel_id = COALESCE(?, channel_id), pinged = ?,"
                " updated_at = ? WHERE id = ? AND status = 'lobby'",
                (seed, state, room_id, room_id, json.dumps(pinged or {}), _now(), match_id),
            )
            if started != 1:
                raise StaleVersion(match_id)
            return await _match(tx, "id = ?", (match_id,))

        match = await self._store.write(logic)
        assert match is not None
        return match

    # ---- play -------------------------------------------------------------------------------
    async def close_lobby(self, match_id: int, reason: str) -> bool:
        """Close a lobby as 'aborted' (a running match ends by `commit`); False if it was not
        a lobby."""
        return await self._changes_one(
            "UPDATE matches SET status = 'aborted', ended_reason = ?, updated_at = ?"
            " WHERE id = ? AND status = 'lobby'",
            (reason, _now(), match_id),
        )

    async def abandon_channel(self, channel_id: int, reason: str) -> list[int]:
        """End every active match of a channel (or thread) Discord no longer has, with those in
        its threads; their ids. Nothing of theirs is left to announce."""
        ids = await self._store.write(
            lambda tx: _ids(
                tx,
                "UPDATE matches SET status = 'aborted', ended_reason = ?, updated_at = ?,"
                " announced_version = version WHERE (channel_id = ? OR parent_id = ?)"
                " AND status IN ('lobby', 'running') RETURNING id",
                (reason, _now(), channel_id, channel_id),
            )
        )
        return sorted(ids)

    async def posted(self, match_id: int) -> dict[str, tuple[int, int]]:
        """The bot's messages of a match that it edits or deletes later, by slot."""
        row = await self._store.read(
            lambda tx: tx.fetchone("SELECT posted FROM matches WHERE id = ?", (match_id,))
        )
        return {k: (v[0], v[1]) for k, v in json.loads(row[0] if row else "{}").items()}

    async def record_posted(self, match_id: int, slot: str, where: tuple[int, int] | None) -> None:
        """Remember (channel, message) under `slot`, or forget the slot (None)."""

        async def logic(tx: Tx) -> None:
            # Written back only over what was read, else read again: racing slots of one match
            # are all kept (PostgreSQL at READ COMMITTED; SQLite's BEGIN IMMEDIATE holds the
            # file), in two statements where locking the match's row first took three.
            while row := await tx.fetchone("SELECT posted FROM matches WHERE id = ?", (match_id,)):
                posted = json.loads(row[0])
                if where is None:
                    posted.pop(slot, None)
                else:
                    posted[slot] = list(where)
                if await tx.execute(
                    "UPDATE matches SET posted = ? WHERE id = ? AND posted = ?",
                    (json.dumps(posted), match_id, row[0]),
                ):
                    return

        await self._store.write(logic)

    async def mark_announced(self, match_id: int, version: int) -> None:
        """Everything about `version` reached Discord (a late, older delivery changes nothing)."""
        await self._changes_one(
            "UPDATE matches SET announced_version = ? WHERE id = ? AND announced_version < ?",
            (version, match_id, version),
        )

    async def mark_dm_closed(self, match_id: int, user_id: int) -> bool:
        """Remember a user's DMs are closed; True the first time (so the channel is told once)."""
        return await self._changes_one(
            "UPDATE seats SET dm_closed = 1 WHERE match_id = ? AND user_id = ? AND dm_closed = 0",
            (match_id, user_id),
        )

    # ---- results and ratings -------------------------------------------------------------------
    async def stand_in_moves(self, match_id: int) -> dict[int, tuple[int, int]]:
        """Each seat's moves so far: (made by the stand-in, all)."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT seat, SUM(stand_in), COUNT(*) FROM log"
                f" WHERE match_id = ? AND {_MOVES} GROUP BY seat",
                (match_id,),
            )
        )
        return {r[0]: (int(r[1]), int(r[2])) for r in rows}

    async def ratings(
        self, guild_id: int, game_id: str, user_id: int | None = None, limit: int = 10
    ) -> list[Rating]:
        """A server's ratings in a game, best first (`user_id`: only that player's)."""
        who = "" if user_id is None else " AND user_id = ?"
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT user_id, name, mu, sigma, played, won FROM ratings"
                f" WHERE guild_id = ? AND game_id = ?{who}"
                " ORDER BY mu - 3 * sigma DESC, played DESC, user_id LIMIT ?",
                (guild_id, game_id, *([] if user_id is None else [user_id]), limit),
            )
        )
        return [Rating(*r) for r in rows]

    async def rated_games(self, guild_id: int, user_id: int) -> list[str]:
        """The games a player has a rating in on a server, most played first."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT game_id FROM ratings WHERE guild_id = ? AND user_id = ?"
                " ORDER BY played DESC, game_id",
                (guild_id, user_id),
            )
        )
        return [r[0] for r in rows]

    async def trend(self, guild_id: int, game_id: str, user_id: int) -> list[Skill]:
        """A player's rating after each of their matches in a game, oldest first."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT MIN(mu), MIN(sigma) FROM results"
                " WHERE guild_id = ? AND game_id = ? AND user_id = ?"
                " GROUP BY match_id ORDER BY match_id",
                (guild_id, game_id, user_id),
            )
        )
        return [(r[0], r[1]) for r in rows]

    async def history(
        self, guild_id: int, game_id: str | None, offset: int, limit: int
    ) -> tuple[list[Finished], int]:
        """A server's finished matches with a result, newest first, one page of them; and how
        many there are in all."""
        game = "" if game_id is None else " AND m.game_id = ?"
        args = (guild_id, *([] if game_id is None else [game_id]))

        async def logic(tx: Tx) -> tuple[list[Finished], int]:
            total = await tx.fetchone(
                "SELECT COUNT(*) FROM matches m WHERE m.guild_id = ? AND m.status = 'finished'"
                f" AND EXISTS (SELECT 1 FROM results r WHERE r.match_id = m.id){game}",
                args,
            )
            ids = await tx.fetchall(
                "SELECT m.id, m.game_id, m.channel_id FROM matches m WHERE m.guild_id = ?"
                " AND m.status = 'finished'"
                f" AND EXISTS (SELECT 1 FROM results r WHERE r.match_id = m.id){game}"
                " ORDER BY m.id DESC LIMIT ? OFFSET ?",
                (*args, limit, offset),
            )
            page = []
            for m in ids:
                rows = await tx.fetchall(
                    "SELECT * FROM results WHERE match_id = ? ORDER BY seat", (m[0],)
                )
                page.append(
                    Finished(m[0], m[1], m[2], guild_id, rows[0]["ended"], rows[0]["at"],
                             [_result_seat(r) for r in rows])
                )  # fmt: skip
            return page, int(total[0]) if total else 0

        return await self._store.read(logic)

    async def result(self, match_id: int) -> list[ResultSeat]:
        """A finished match's result by seat (none for a match that has none)."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT * FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
            )
        )
        return [_result_seat(r) for r in rows]

    async def season_results(
        self, guild_id: int, game_id: str, starts: datetime, ends: datetime
    ) -> list[list[ResultSeat]]:
        """The results of a server's matches of a game that finished from `starts` until
        `ends` (excluded), in the order they finished, each match's seats in seat order: one
        read (`results_by_time`), for a season's table to be rated again from them."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT * FROM results WHERE guild_id = ? AND game_id = ? AND at >= ? AND at < ?"
                " ORDER BY at, match_id, seat",
                (guild_id, game_id, _stamp(starts), _stamp(ends)),
            )
        )
        matches: dict[int, list[ResultSeat]] = {}
        for r in rows:
            matches.setdefault(r["match_id"], []).append(_result_seat(r))
        return list(matches.values())

    # ---- a server's named season ----------------------------------------------------------------
    async def season(self, guild_id: int) -> SeasonRow | None:
        """The server's named season (under way, to come or over), if an admin set one."""
        return await self._store.read(lambda tx: _season(tx, guild_id))

    async def set_season(self, guild_id: int, season: SeasonRow, set_by: int) -> SeasonRow | None:
        """Make `season` the server's named season; the one it replaces, if any (read in the
        same transaction, so two admins setting one at once are each told what they replaced)."""

        async def logic(tx: Tx) -> SeasonRow | None:
            was = await _season(tx, guild_id)
            await tx.execute(
                "INSERT INTO seasons (guild_id, name, starts, ends, set_by, set_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " name = excluded.name, starts = excluded.starts, ends = excluded.ends,"
                " set_by = excluded.set_by, set_at = excluded.set_at",
                (guild_id, season.name, _stamp(season.starts), _stamp(season.ends), set_by,
                 _now()),
            )  # fmt: skip
            return was

        return await self._store.write(logic)

    async def end_season(self, guild_id: int, at: datetime) -> SeasonRow | None:
        """End the server's named season at `at`: the season as ended, or None if it was not
        under way then (not set, not begun, or over)."""
        stamp = _stamp(at)
        row = await self._store.write(
            lambda tx: tx.fetchone(
                "UPDATE seasons SET ends = ? WHERE guild_id = ? AND starts < ? AND ends > ?"
                " RETURNING name, starts, ends",
                (stamp, guild_id, stamp, stamp),
            )
        )
        return None if row is None else _season_row(row)

    async def _changes_one(self, sql: str, args: Sequence[Any]) -> bool:
        """A write of one statement; True if it changed exactly one row."""
        return await self._store.write(lambda tx: tx.execute(sql, args)) == 1
