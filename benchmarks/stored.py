"""A SQLite file holding thousands of stored matches, built in seconds: a few real random games
played through the host (per game one finished with its whole action log, one running, one
lobby), then copied under new ids and channels until the file holds the number asked for,
mixed as on a server that has hosted for a while: mostly finished matches, some running, a few
lobbies. Every copy counts as announced, as after a clean stop."""

from __future__ import annotations

import asyncio
import random
import shutil
import sqlite3
import tempfile
from pathlib import Path

from benchmarks.common import new_match, players_for
from bot.host import Host
from games import registry
from games.core import Game
from storage import Database

MIX = {"finished": 0.85, "running": 0.10, "lobby": 0.05}
RUNNING_MOVES = 40  # moves into a match still running
MAX_MOVES = 5000  # a finished game takes fewer
PLAYED = {"finished": MAX_MOVES, "running": RUNNING_MOVES}  # the templates played, and how far
TABLES = ("matches", "seats", "actions", "votes")
FIRST_COPIED_CHANNEL = 1_000_000
FAST_DIR = Path("/dev/shm")


async def random_move(host: Host, game: Game, channel: int, rng: random.Random) -> bool:
    """One random legal move by one of the seats the match waits for; False once it is over."""
    match = await host.db.active_match(channel)
    if match is None:
        return False
    state = game.load(match.state or "")
    seat = rng.choice(game.active_seats(state))
    user = (await host.db.seats(match.id))[seat].user_id
    offer = await host.offer(user_id=user, channel_id=channel)
    await host.act(user_id=user, choice_id=rng.choice(offer.choices).id, channel_id=channel)
    return True


async def templates(path: Path) -> dict[str, list[int]]:
    """Per game a finished, a running and a lobby match, played for real; their ids by status."""
    db = await Database.open(path)
    host, rng = Host(db), random.Random(1794)
    made: dict[str, list[int]] = {status: [] for status in MIX}
    for number, game in enumerate(registry.all()):
        for offset, (status, moves) in enumerate(PLAYED.items()):
            channel = 3 * number + offset
            await new_match(host, game, players_for(game), channel)
            match = await db.active_match(channel)
            assert match is not None
            for _ in range(moves):
                if not await random_move(host, game, channel, rng):
                    break
            made[status].append(match.id)
        lobby = await host.new_match(
            guild_id=1, channel_id=3 * number + 2, user_id=1, name="Player 1", game_id=game.meta.id
        )
        assert lobby.lobby is not None and lobby.lobby.match_id is not None
        made["lobby"].append(lobby.lobby.match_id)
    await db.close()
    return made


def copy(path: Path, made: dict[str, list[int]], total: int) -> None:
    """Copies of the templates (their seats, actions and votes too) up to `total` matches."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    columns = {t: [row[1] for row in conn.execute(f"PRAGMA table_info({t})")] for t in TABLES}
    (next_id,) = conn.execute("SELECT max(id) + 1 FROM matches").fetchone()
    have = sum(len(ids) for ids in made.values())
    conn.execute("BEGIN")
    for status, share in MIX.items():
        for n in range(max(0, round((total - have) * share))):
            template = made[status][n % len(made[status])]
            channel = FIRST_COPIED_CHANNEL + next_id
            fresh = {"id": next_id, "match_id": next_id, "channel_id": channel}
            for table in TABLES:
                names = columns[table]
                key = "id" if table == "matches" else "match_id"
                picked = ", ".join("?" if c in fresh else c for c in names)
                conn.execute(
                    f"INSERT INTO {table} ({', '.join(names)}) SELECT {picked} FROM {table} "
                    f"WHERE {key} = ?",
                    [*(fresh[c] for c in names if c in fresh), template],
                )
            next_id += 1
    conn.execute("UPDATE matches SET announced_version = version")
    conn.execute("COMMIT")
    conn.close()


async def build(path: Path, total: int) -> dict[str, int]:
    """The file, and how many matches of each status it holds. It is built in memory (tmpfs),
    where a durable write costs nothing, then moved to `path`."""
    with tempfile.TemporaryDirectory(dir=FAST_DIR if FAST_DIR.is_dir() else None) as tmp:
        building = Path(tmp) / path.name
        await asyncio.to_thread(copy, building, await templates(building), total)
        shutil.move(building, path)
    with sqlite3.connect(path) as conn:
        return dict(conn.execute("SELECT status, count(*) FROM matches GROUP BY status").fetchall())
