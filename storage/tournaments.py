"""Tournaments as stored (migration 13): the sign-up, each round's tables and byes, each table's
match and result, the messages a tournament edits. `bot/host/pairing.py` decides the tables
and the standings; this keeps what it decided, so a restart resumes between or during rounds
with nothing lost or repeated.

A tournament's `version` is bumped by every write to its course (an entrant joining, leaving
or withdrawing, a round opened, a table's match or result, its end): a round or the end is
written only over the version it was decided on (`TournamentStale` otherwise), so two processes,
or one started again, open a round once, and never over an entrant who joined meanwhile. Its
messages are not its course: noting one, or that its end was announced (migration 16), bumps
nothing."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from storage.transaction import Row, Store, Tx
from storage.transaction import now as _now

FORMATS = ("swiss", "round-robin", "elimination")
ENDINGS = ("finished", "cancelled")  # what `finish_tournament` may make of one
_ENDED = "status IN ({})".format(", ".join(f"'{status}'" for status in ENDINGS))


class TournamentStale(Exception):
    """The tournament moved on since the version this write was decided on: read it again.
    Apart from a match's StaleVersion, which the match's path answers as its own."""


@dataclass(frozen=True)
class TournamentRow:
    id: int
    guild_id: int | None
    channel_id: int  # where its sign-up and standings messages are
    game_id: str
    format: str  # FORMATS
    rounds: int  # as planned
    table_size: int  # players per table
    pace: str  # each match's (matches.pace)
    options: dict[str, Any]  # the game's variants, as a lobby's
    language: str
    organiser_id: int
    status: str  # 'signup', 'running', 'finished' or 'cancelled'
    round: int  # the round under way; 0 before the first
    starts_at: str | None  # ISO time the sign-up closes by itself
    created_at: str
    finished_at: str | None
    version: int
    # Its end (the winners, or the sign-up cancelled) reached Discord: not told again.
    end_announced: bool = False


@dataclass(frozen=True)
class EntrantRow:
    tournament_id: int
    user_id: int
    name: str
    joined_at: str
    withdrawn_after: int | None  # the last round they play; None while they take part


@dataclass(frozen=True)
class TableRow:
    tournament_id: int
    round: int
    table_no: int  # from 1, in the order the round gave its tables
    seats: tuple[int, ...]  # user ids in seat order
    match_id: int | None  # None until its match is opened
    places: tuple[int, ...] | None  # per seat, lower is better; None until it finished
    forfeited: tuple[int, ...]  # user ids


def _tournament_row(r: Row) -> TournamentRow:
    return TournamentRow(
        id=r["id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        game_id=r["game_id"],
        format=r["format"],
        rounds=r["rounds"],
        table_size=r["table_size"],
        pace=r["pace"],
        options=json.loads(r["options"]),
        language=r["language"],
        organiser_id=r["organiser_id"],
        status=r["status"],
        round=r["round"],
        starts_at=r["starts_at"],
        created_at=r["created_at"],
        finished_at=r["finished_at"],
        version=r["version"],
        end_announced=bool(r["end_announced"]),
    )


def _table_row(r: Row) -> TableRow:
    places = r["places"]
    return TableRow(
        tournament_id=r["tournament_id"],
        round=r["round"],
        table_no=r["table_no"],
        seats=tuple(json.loads(r["seats"])),
        match_id=r["match_id"],
        places=None if places is None else tuple(json.loads(places)),
        forfeited=tuple(json.loads(r["forfeited"])),
    )


async def _tables(tx: Tx, where: str, args: Sequence[Any]) -> list[TableRow]:
    rows = await tx.fetchall(
        f"SELECT * FROM tournament_tables WHERE {where} ORDER BY round, table_no", args
    )
    return [_table_row(r) for r in rows]


async def _take(tx: Tx, tournament_id: int, status: str) -> bool:
    """Take the tournament's row if it is in `status`, before reading what the write depends
    on: racing writes to one tournament (PostgreSQL at READ COMMITTED) go one after the other.
    SQLite's `BEGIN IMMEDIATE` already holds the whole file."""
    taken = await tx.execute(
        "UPDATE tournaments SET version = version WHERE id = ? AND status = ?",
        (tournament_id, status),
    )
    return taken == 1


async def _bump(tx: Tx, tournament_id: int) -> None:
    await tx.execute("UPDATE tournaments SET version = version + 1 WHERE id = ?", (tournament_id,))


async def _insert_many(tx: Tx, head: str, rows: Sequence[tuple[Any, ...]]) -> None:
    """Rows of one table in one statement (one trip), none if there are none."""
    if rows:
        marks = ", ".join("(" + ", ".join("?" for _ in row) + ")" for row in rows)
        await tx.execute(f"{head} VALUES {marks}", [v for row in rows for v in row])


class Tournaments:
    """`Database`'s tournament methods (it holds the store)."""

    _store: Store

    async def create_tournament(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        format: str,
        rounds: int,
        table_size: int,
        pace: str,
        options: dict[str, Any],
        language: str,
        organiser_id: int,
        starts_at: str | None = None,
    ) -> TournamentRow:
        """A new tournament, open for sign-up (version 0, round 0)."""
        if format not in FORMATS:
            raise ValueError(f"no tournament format {format!r}")
        row = await self._store.write(
            lambda tx: tx.fetchone(
                "INSERT INTO tournaments (guild_id, channel_id, game_id, format, rounds,"
                " table_size, pace, options, language, organiser_id, starts_at, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (guild_id, channel_id, game_id, format, rounds, table_size, pace,
                 json.dumps(options), language, organiser_id, starts_at, _now()),
            )
        )  # fmt: skip
        assert row is not None
        return _tournament_row(row)

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._store.read(
            lambda tx: tx.fetchone("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        )
        return None if row is None else _tournament_row(row)

    async def tournaments(self, status: str) -> list[TournamentRow]:
        """Every tournament in `status`, oldest first: what a restart resumes ('running') and
        what the clock looks at ('signup', for those with a start time)."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT * FROM tournaments WHERE status = ? ORDER BY id", (status,)
            )
        )
        return [_tournament_row(r) for r in rows]

    async def unannounced_ends(self) -> list[TournamentRow]:
        """Every tournament ended (finished or cancelled) whose end has not reached Discord,
        oldest first: what a restart tells again."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                f"SELECT * FROM tournaments WHERE end_announced = 0 AND {_ENDED} ORDER BY id"
            )
        )
        return [_tournament_row(r) for r in rows]

    async def tournaments_in(self, guild_id: int, limit: int = 25) -> list[TournamentRow]:
        """A server's tournaments, newest first, `limit` at most (a list one message holds)."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT * FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT ?",
                (guild_id, limit),
            )
        )
        return [_tournament_row(r) for r in rows]

    # ---- entrants ---------------------------------------------------------------------------
    async def join_tournament(self, tournament_id: int, user_id: int, name: str) -> bool:
        """Sign the user up; False if they already are, or the sign-up is over (or there is
        no such tournament). Racing clicks sign them up once."""

        async def logic(tx: Tx) -> bool:
            if not await _take(tx, tournament_id, "signup"):
                return False
            joined = await tx.execute(
                "INSERT INTO tournament_entrants (tournament_id, user_id, name, joined_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (tournament_id, user_id) DO NOTHING",
                (tournament_id, user_id, name, _now()),
            )
            if joined:
                await _bump(tx, tournament_id)
            return joined == 1

        return await self._store.write(logic)

    async def leave_tournament(self, tournament_id: int, user_id: int) -> bool:
        """Take the user off the sign-up; False if they were not on it, or it is over (then
        they `withdraw`)."""

        async def logic(tx: Tx) -> bool:
            if not await _take(tx, tournament_id, "signup"):
                return False
            left = await tx.execute(
                "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
                (tournament_id, user_id),
            )
            if left:
                await _bump(tx, tournament_id)
            return left == 1

        return await self._store.write(logic)

    async def withdraw(self, tournament_id: int, user_id: int, after_round: int) -> bool:
        """The entrant plays no round after `after_round`; False if they are not an entrant or
        have withdrawn already, if the tournament is not running, or if a later round is under
        way already (they have a seat in it: a round opened meanwhile refuses this)."""

        async def logic(tx: Tx) -> bool:
            if not await _take(tx, tournament_id, "running"):
                return False
            withdrawn = await tx.execute(
                "UPDATE tournament_entrants SET withdrawn_after = ?"
                " WHERE tournament_id = ? AND user_id = ? AND withdrawn_after IS NULL"
                " AND (SELECT round FROM tournaments WHERE id = ?) <= ?",
                (after_round, tournament_id, user_id, tournament_id, after_round),
            )
            if withdrawn:
                await _bump(tx, tournament_id)
            return withdrawn == 1

        return await self._store.write(logic)

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        """Everyone signed up, withdrawn or not, in joining order."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT tournament_id, user_id, name, joined_at, withdrawn_after"
                " FROM tournament_entrants WHERE tournament_id = ? ORDER BY id",
                (tournament_id,),
            )
        )
        return [EntrantRow(*r) for r in rows]

    # ---- rounds -----------------------------------------------------------------------------
    async def open_round(
        self,
        tournament_id: int,
        expected_version: int,
        round: int,
        tables: Sequence[Sequence[int]],
        byes: Sequence[int],
    ) -> TournamentRow:
        """Round `round` (the next one) with its tables (numbered from 1 in this order, each
        its seats' user ids) and byes, all in one transaction that makes the tournament
        running at that round, if it is still at `expected_version`; TournamentStale if
        anything moved it first (the round is opened already, someone joined or withdrew):
        nothing is written then. Returns the tournament as written."""
        everyone = [user for table in tables for user in table] + list(byes)
        if len(set(everyone)) != len(everyone):
            raise ValueError("a player has one place in a round")

        async def logic(tx: Tx) -> TournamentRow:
            row = await tx.fetchone(
                "UPDATE tournaments SET round = ?, status = 'running', version = version + 1"
                " WHERE id = ? AND version = ? AND round = ? AND status IN ('signup', 'running')"
                " RETURNING *",
                (round, tournament_id, expected_version, round - 1),
            )
            if row is None:
                raise TournamentStale(tournament_id)
            await _insert_many(
                tx,
                "INSERT INTO tournament_tables (tournament_id, round, table_no, seats)",
                [(tournament_id, round, no, json.dumps(list(seats)))
                 for no, seats in enumerate(tables, 1)],
            )  # fmt: skip
            await _insert_many(
                tx,
                "INSERT INTO tournament_byes (tournament_id, round, user_id)",
                [(tournament_id, round, user) for user in byes],
            )
            return _tournament_row(row)

        return await self._store.write(logic)

    async def set_table_match(
        self, tournament_id: int, round: int, table_no: int, match_id: int
    ) -> bool:
        """The match opened for a table; False if the table has another one already (another
        process opened it first: its own is not needed). Noting the same match again is True:
        a restart may repeat it."""

        async def logic(tx: Tx) -> bool:
            key = (tournament_id, round, table_no)
            where = "WHERE tournament_id = ? AND round = ? AND table_no = ?"
            if await tx.execute(
                f"UPDATE tournament_tables SET match_id = ? {where} AND match_id IS NULL",
                (match_id, *key),
            ):
                await _bump(tx, tournament_id)
                return True
            row = await tx.fetchone(f"SELECT match_id FROM tournament_tables {where}", key)
            return row is not None and row[0] == match_id

        return await self._store.write(logic)

    async def table_of_match(self, match_id: int) -> TableRow | None:
        """The tournament table a match is played for, if any."""
        found = await self._store.read(lambda tx: _tables(tx, "match_id = ?", (match_id,)))
        return found[0] if found else None

    async def record_result(
        self, match_id: int, places: Sequence[int], forfeited: Sequence[int] = ()
    ) -> TableRow | None:
        """A table's result, from its finished match: each seat's place (lower is better) and
        who forfeited. Written once: a second call (a restart telling it again, two processes
        at once) changes nothing and gets the table as stored, with the first result. None if
        the match is no tournament's."""

        async def logic(tx: Tx) -> TableRow | None:
            found = await _tables(tx, "match_id = ?", (match_id,))
            if not found:
                return None
            table = found[0]
            if len(places) != len(table.seats) or not set(forfeited) <= set(table.seats):
                raise ValueError(f"a result for {table.seats}: {places}, {forfeited}")
            written = await tx.execute(
                "UPDATE tournament_tables SET places = ?, forfeited = ?"
                " WHERE match_id = ? AND places IS NULL",
                (json.dumps(list(places)), json.dumps(list(forfeited)), match_id),
            )
            if not written:  # recorded before, or by another process while this one read
                return (await _tables(tx, "match_id = ?", (match_id,)))[0]
            await _bump(tx, table.tournament_id)
            return replace(table, places=tuple(places), forfeited=tuple(forfeited))

        return await self._store.write(logic)

    async def round_tables(self, tournament_id: int, round: int) -> list[TableRow]:
        """A round's tables, by number."""
        return await self._store.read(
            lambda tx: _tables(tx, "tournament_id = ? AND round = ?", (tournament_id, round))
        )

    async def tables(self, tournament_id: int) -> list[TableRow]:
        """Every table of every round so far, by round then number: what the standings are
        counted from."""
        return await self._store.read(lambda tx: _tables(tx, "tournament_id = ?", (tournament_id,)))

    async def byes(self, tournament_id: int) -> list[tuple[int, int]]:
        """Every bye so far, as (round, user id), by round then user."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT round, user_id FROM tournament_byes WHERE tournament_id = ?"
                " ORDER BY round, user_id",
                (tournament_id,),
            )
        )
        return [(r[0], r[1]) for r in rows]

    async def finish_tournament(
        self, tournament_id: int, expected_version: int, status: str = "finished"
    ) -> TournamentRow:
        """End the tournament as `status` ('finished', or 'cancelled') if it is still at
        `expected_version` and not ended; TournamentStale otherwise."""
        if status not in ENDINGS:
            raise ValueError(f"a tournament ends as one of {ENDINGS}, not {status!r}")
        row = await self._store.write(
            lambda tx: tx.fetchone(
                "UPDATE tournaments SET status = ?, finished_at = ?, version = version + 1"
                " WHERE id = ? AND version = ? AND status IN ('signup', 'running') RETURNING *",
                (status, _now(), tournament_id, expected_version),
            )
        )
        if row is None:
            raise TournamentStale(tournament_id)
        return _tournament_row(row)

    async def mark_end_announced(self, tournament_id: int) -> bool:
        """The tournament's end reached Discord; True the first time (False if it was marked
        before, or has not ended)."""
        written = await self._store.write(
            lambda tx: tx.execute(
                "UPDATE tournaments SET end_announced = 1"
                f" WHERE id = ? AND end_announced = 0 AND {_ENDED}",
                (tournament_id,),
            )
        )
        return written == 1

    # ---- its messages -----------------------------------------------------------------------
    async def set_tournament_message(
        self, tournament_id: int, slot: str, channel_id: int, message_id: int
    ) -> None:
        """Remember the message under `slot` ('signup', 'standings'), replacing the one kept."""
        await self._store.write(
            lambda tx: tx.execute(
                "INSERT INTO tournament_messages (tournament_id, slot, channel_id, message_id)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (tournament_id, slot) DO UPDATE SET"
                " channel_id = excluded.channel_id, message_id = excluded.message_id",
                (tournament_id, slot, channel_id, message_id),
            )
        )

    async def tournament_message(self, tournament_id: int, slot: str) -> tuple[int, int] | None:
        """(channel, message) kept under `slot`, if any."""
        row = await self._store.read(
            lambda tx: tx.fetchone(
                "SELECT channel_id, message_id FROM tournament_messages"
                " WHERE tournament_id = ? AND slot = ?",
                (tournament_id, slot),
            )
        )
        return None if row is None else (row[0], row[1])

    # ---- the sign-up bar --------------------------------------------------------------------
    async def sign_up_record(self, user_id: int) -> tuple[int, int]:
        """(matches the person finished, matches they timed out of), on every server, for
        `pairing.may_sign_up`. Counted from their seats in finished matches (an aborted match
        counts neither way), as stored at the end:

        - timed out: the seat ended with the stand-in playing it for an absent player
          (`stand_in` 'absent': the table's vote gave it the seat when the clock ran out, or
          when asked by hand about a player it waited for, and they never came back), or the
          match ended with their decision past its deadline (the clock's entry for the seat
          still `expired`: the table's vote ended the match on it);
        - finished: they held the seat themselves to the end (`stand_in` NULL), not timed out.

        A resigned seat counts neither way. Not seen: a player whose seat was given to a new
        person (their user id leaves the seat), and one whose match the table ended on a
        question asked by hand before their deadline (no clock entry expired)."""
        rows = await self._store.read(
            lambda tx: tx.fetchall(
                "SELECT s.seat, s.stand_in, m.clock FROM seats s"
                " JOIN matches m ON m.id = s.match_id"
                " WHERE s.user_id = ? AND m.status = 'finished'",
                (user_id,),
            )
        )
        finished = timed_out = 0
        for seat, stand_in, clock in rows:
            if stand_in == "absent" or json.loads(clock).get(str(seat), {}).get("expired"):
                timed_out += 1
            elif stand_in is None:
                finished += 1
        return finished, timed_out
