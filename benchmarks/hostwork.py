"""The host's own work per move, apart from Discord and the machine's load: many matches
interleaved through `Host` (a mix of every game, 4 players, each offer followed by a random
offered choice, the matches picked at random, every seed fixed), on a real SQLite file. Prints
the Python function calls per offer and move, which a busy machine does not change, the
database's trips (read and write transactions) and SQL statements per offer and move, and the
CPU time per offer and move, which a busy machine does change. Used to measure each change to
the host and the engines before it is tried through the real bot (`python -m benchmarks load`).

    python -m benchmarks host --matches 50 --moves 600
"""

from __future__ import annotations

import cProfile
import json
import pstats
import random
import secrets
import tempfile
import time
from pathlib import Path
from typing import Any
from unittest import mock

from benchmarks.common import new_match
from bot.host import Host
from games import registry
from storage import Database

GAMES = ["revolt", "liberte", "guillotine", "fr1789", "frondeurs"]


class Trips:
    """The database's work while `counting`: transactions read and written, statements run."""

    def __init__(self, db: Database) -> None:
        self.reads = self.writes = self.statements = 0
        self.counting = False
        store = db._store  # the bench counts what the host asks of the store
        read, write = store.read, store.write

        async def counted_read(logic: Any) -> Any:
            self.reads += self.counting
            return await read(lambda tx: logic(self.watched(tx)))

        async def counted_write(logic: Any) -> Any:
            self.writes += self.counting
            return await write(lambda tx: logic(self.watched(tx)))

        # Counted in place, for the bench only: mypy forbids assigning to a method.
        store.read, store.write = counted_read, counted_write  # type: ignore[method-assign]  # counted in place, for the bench only

    def watched(self, tx: Any) -> Any:
        trips = self

        class Watched:
            async def execute(self, *args: Any) -> Any:
                trips.statements += trips.counting
                return await tx.execute(*args)

            async def fetchone(self, *args: Any) -> Any:
                trips.statements += trips.counting
                return await tx.fetchone(*args)

            async def fetchall(self, *args: Any) -> Any:
                trips.statements += trips.counting
                return await tx.fetchall(*args)

            async def notify(self, payload: str) -> None:
                # A statement on PostgreSQL only: this bench runs on SQLite, where it is none.
                await tx.notify(payload)

        return Watched()


class Table:
    """The interleaved matches, one per channel, a new one opened where one ends."""

    def __init__(self, host: Host, trips: Trips) -> None:
        self.host, self.trips = host, trips
        self.games: dict[int, str] = {}

    async def open(self, channel: int, game_id: str) -> None:
        await new_match(self.host, registry.get(game_id), 4, channel, first_user=channel * 10 + 1)
        self.games[channel] = game_id

    async def move(self, rng: random.Random) -> bool:
        """One offer and move in a match picked at random; False if it had ended (a new one
        takes its place)."""
        channel = rng.choice(sorted(self.games))
        match = await self.host.db.active_match(channel)
        if match is None or match.status != "running":
            del self.games[channel]
            await self.open(max(self.games, default=channel) + 1, rng.choice(GAMES))
            return False
        game = registry.get(match.game_id)
        seat = rng.choice(game.active_seats(game.load(match.state or "")))
        user = channel * 10 + seat + 1
        self.trips.counting = True
        offer = await self.host.offer(user_id=user, channel_id=channel)
        await self.host.act(
            user_id=user,
            choice_id=rng.choice(offer.choices).id,
            match_id=match.id,
            channel_id=channel,
            version=offer.version,
            prompt_hash_seen=offer.prompt_hash,
        )
        self.trips.counting = False
        return True


async def main(matches: int, moves: int) -> None:
    seeds = random.Random(99)  # the matches' own seeds, fixed: the same games every run
    with (
        tempfile.TemporaryDirectory() as tmp,
        mock.patch.object(secrets, "randbits", seeds.getrandbits),
    ):
        db = await Database.open(Path(tmp) / "host.sqlite3")
        trips = Trips(db)
        table, rng = Table(Host(db), trips), random.Random(7)
        for channel in range(100, 100 + matches):
            await table.open(channel, GAMES[channel % len(GAMES)])
        profile, made, cpu = cProfile.Profile(), 0, 0.0
        while made < moves:  # timed without the profiler, then counted with it
            start = time.process_time()
            made += await table.move(rng)
            cpu += time.process_time() - start
        trips.reads = trips.writes = trips.statements = 0
        profile.enable()
        counted = 0
        while counted < moves:
            counted += await table.move(rng)
        profile.disable()
        await db.close()
    calls = pstats.Stats(profile).total_calls  # type: ignore[attr-defined]  # not in typeshed
    print(
        json.dumps(
            {
                "host": GAMES,
                "matches": matches,
                "moves": moves,
                "calls_per_move": round(calls / moves),
                "db_reads_per_move": round(trips.reads / moves, 2),
                "db_writes_per_move": round(trips.writes / moves, 2),
                "db_statements_per_move": round(trips.statements / moves, 1),
                "cpu_ms_per_move": round(1000 * cpu / moves, 2),
            }
        ),
        flush=True,
    )
