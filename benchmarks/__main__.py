"""Plays random games through the host layer on a real SQLite file and prints, per game, one JSON
line: moves timed through `Host.act` (apply, save, plan what to post: `move_ms`), the same
without the durable writes (`without_saves_ms`: the disk's fsync is most of a slow move) and the
writes alone (`save_ms`), then with the pictures the courier draws before sending them (the
table and changed hands: `with_pictures_ms`), their p50/p99, the table render alone, and the
table PNG size; then a line for the stand-in player: its win rate against random players and its
time per decision; then the animated replay of a random game: its size and drawing time; then
the clicks a player turn takes with sensible choices (the stand-in's); then how its pictures
read for colour-blind players (benchmarks/colours.py: the smallest ΔE between colours that tell
things apart under each simulated colour blindness, the lowest text contrast); then the strong
stand-in's win rate against three quick ones (a few games each: `--strength-games`); then
the board in the browser with 200 pages open on 50 matches (benchmarks/web.py). Run with
`make bench` or `python -m benchmarks`.

`python -m benchmarks load` plays many matches at once through the real bot, run in a process
of its own, against the fake Discord (benchmarks/load.py); `python -m benchmarks startup` times
the bot's start on a database of thousands of stored matches (benchmarks/startup.py);
`python -m benchmarks storage` prints only the last two lines: what a durable save costs alone,
and with many matches saving at once. `python -m benchmarks strength` prints the strong
stand-in's table against a field of opponents from its records, `--play` plays more
(benchmarks/strength.py), and `python -m benchmarks playouts` how fast it searches
(benchmarks/playouts.py); `python -m benchmarks colours` prints only the colour figures."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any
from unittest import mock

import benchmarks.clicks
import benchmarks.colours
import benchmarks.field
import benchmarks.hostwork
import benchmarks.load
import benchmarks.playouts
import benchmarks.replay
import benchmarks.startup
import benchmarks.strength
import benchmarks.web
import render
from benchmarks.common import new_match, percentile, players_for, share_of_wins
from benchmarks.strength import bench_strength, recorded_summary
from bot.host import Host, Refused, draw_pictures
from games import registry
from games.core import Game
from players import budget_of, standin
from storage import MOVE, Change, Database, MatchRow, Move
from storage.sqlite import SqliteStore

CHANNEL = 1
LOAD_HELP = "many matches at once through the real bot in its own process"
STARTUP_HELP = "start-up time and memory of the bot on a database of stored matches"
STORAGE_HELP = "only the saves: one alone (durability), then many matches at once"
STRENGTH_HELP = "the strong stand-in's win rate against a field of opponents, and its time"
HOST_HELP = "the host's own calls and CPU per move over many matches interleaved"
WEB_HELP = "the board in the browser: page weight, first board, moves' arrival, CPU with pages"
PLAYOUTS_HELP = "the strong stand-in's CPU per playout and playouts per decision, per game"
COLOURS_HELP = "only how the pictures read for colour-blind players: palettes' ΔE, text contrast"


async def bench_game(game: Game, moves: int, players: int, db_path: Path) -> dict[str, object]:
    db = await Database.open(db_path)
    host = Host(db)
    rng = random.Random(1789)
    saves: list[float] = []  # each durable write (one fsync'd transaction), timed apart
    save = db.commit

    async def timed_save(*args: Any, **kwargs: Any) -> MatchRow:
        start = time.perf_counter()
        try:
            return await save(*args, **kwargs)
        finally:
            saves.append((time.perf_counter() - start) * 1000)

    db.commit = timed_save  # type: ignore[method-assign]  # timed in place, for the bench only
    cpu_ms: list[float] = []
    channel = CHANNEL
    await new_match(host, game, players, channel)
    move_ms: list[float] = []
    sent_ms: list[float] = []
    render_ms: list[float] = []
    png_kb: list[float] = []
    while len(move_ms) < moves:
        match = await db.active_match(channel)
        if match is None:  # finished: start another
            channel += 1
            await new_match(host, game, players, channel)
            continue
        state = game.load(match.state or "")
        seat = rng.choice(game.active_seats(state))
        seats = await db.seats(match.id)
        offer = await host.offer(user_id=seats[seat].user_id, channel_id=channel)
        choice = rng.choice(offer.choices).id
        start, saved = time.perf_counter(), len(saves)
        try:
            outbox = await host.act(
                user_id=seats[seat].user_id, choice_id=choice, channel_id=channel
            )
        except Refused as e:  # never expected: every choice came from the offer
            raise SystemExit(f"{game.meta.id}: offered choice {choice!r} refused: {e}") from e
        move_ms.append((time.perf_counter() - start) * 1000)
        cpu_ms.append(move_ms[-1] - sum(saves[saved:]))
        start = time.perf_counter()  # the pictures, drawn when the courier sends them
        draw_pictures([*outbox.edits, *outbox.posts, *outbox.dms])
        sent_ms.append(move_ms[-1] + (time.perf_counter() - start) * 1000)
        for post in [*outbox.posts, *(e.post for e in outbox.edits if e.post)]:
            if post.picture is not None:
                png_kb.append(len(post.picture.data) / 1024)
        if len(move_ms) % 10 == 0:
            names = [s.display_name for s in seats]
            row = await db.get_match(match.id)
            assert row is not None, "the benchmark's match is stored"
            view = game.view(game.load(row.state or ""), None)
            start = time.perf_counter()
            render.table_png(game.meta.id, view, names)
            render_ms.append((time.perf_counter() - start) * 1000)
    await db.close()
    return {
        "game": game.meta.id,
        "players": players,
        "moves": len(move_ms),
        "move_ms_p50": round(statistics.median(move_ms), 2),
        "move_ms_p99": round(percentile(move_ms, 99), 2),
        "without_saves_ms_p99": round(percentile(cpu_ms, 99), 2),
        "save_ms_p50": round(statistics.median(saves), 2),
        "save_ms_p99": round(percentile(saves, 99), 2),
        "with_pictures_ms_p50": round(statistics.median(sent_ms), 2),
        "with_pictures_ms_p99": round(percentile(sent_ms, 99), 2),
        "render_ms_p50": round(statistics.median(render_ms), 2),
        "png_kb_p50": round(statistics.median(png_kb), 1),
        "png_kb_max": round(max(png_kb), 1),
    }


async def bench_durability(db_path: Path, seconds: float = 0.5) -> dict[str, object]:
    """What a durable move costs: one move's save (one transaction) with the synchronous=FULL
    the bot uses, against NORMAL, which could lose the last moves on a power cut."""
    figures = {}
    for mode in ("FULL", "NORMAL"):
        path = db_path.with_suffix(f".{mode.lower()}{db_path.suffix}")
        db = Database(await SqliteStore.open(path, synchronous=mode))
        alone = await concurrent_saves(db, writers=1, seconds=seconds)
        figures[f"save_ms_p50_{mode.lower()}"] = alone["save_ms_p50"]
        await db.close()
    return {"durability": figures}


async def bench_table(game: Game, players: int, db_path: Path) -> dict[str, object]:
    """A whole game through the real bot and the fake Discord on 127.0.0.1: what the table
    posts, DMs and pings (see tests/e2e/whole_game.py)."""
    from tests.e2e.harness import fake_table
    from tests.e2e.whole_game import play_whole_game

    # The match's own seed fixed too, so that two runs play the same game: the figures then
    # change only when what the table shows changes.
    deal = random.Random(1789)
    with mock.patch("bot.host.lobby.secrets.randbits", deal.getrandbits):
        async with fake_table(db_path) as (fake, bot):
            figures = await play_whole_game(fake, bot, game.meta.id, players, seed=11)
            shown = fake.shown_digest()
    return {"table": figures.as_dict(), "shown": shown}


def bench_standin(game: Game, games: int, players: int) -> dict[str, object]:
    """One stand-in against random players, its seat moving round the table game by game: its
    share of the wins (a shared victory counts a share) beside the fair share 1/n, and the time
    it takes per decision."""

    def random_move(game: Game, state: object, seat: int, rng: random.Random) -> str:
        prompt = game.prompt(state, seat)
        assert prompt is not None, "a move is asked only of a seat the game waits for"
        return rng.choice(prompt.choices).id

    bot = standin(game.meta.id).move
    wins, decide_ms = share_of_wins(game, range(games), players, bot, random_move)
    return {
        "standin": game.meta.id,
        "players": players,
        "games": games,
        "win_rate": round(wins / games, 3),
        "fair_share": round(1 / players, 3),
        "decision_ms_p50": round(statistics.median(decide_ms), 3),
        "decision_ms_p99": round(percentile(decide_ms, 99), 3),
    }


async def concurrent_saves(db: Database, writers: int, seconds: float) -> dict[str, object]:
    """`writers` tasks, each saving moves on its own match as fast as it can for `seconds`:
    moves saved per second across them all, and each save's time."""
    match_ids = []
    for writer in range(writers):
        match = await db.create_lobby(
            guild_id=1, channel_id=1000 + writer, game_id="revolt", host_user_id=1,
            host_name="P1", options={},
        )  # fmt: skip
        await db.start_match(match.id, seed=1, state="{}")
        match_ids.append(match.id)
    timings: list[float] = []
    deadline = time.perf_counter() + seconds

    async def saving(match_id: int) -> None:
        version = 1
        while time.perf_counter() < deadline:
            start = time.perf_counter()
            move = Change(MOVE, state="{}" * 500, move=Move(0, "play:N1"))
            saved = await db.commit(match_id, version, move)
            version = saved.version
            timings.append((time.perf_counter() - start) * 1000)

    start = time.perf_counter()
    await asyncio.gather(*(saving(match_id) for match_id in match_ids))
    return {
        "writers": writers,
        "moves_per_s": round(len(timings) / (time.perf_counter() - start), 1),
        "save_ms_p50": round(statistics.median(timings), 2),
        "save_ms_p99": round(percentile(timings, 99), 2),
    }


async def bench_concurrent_saves(
    db_path: Path, writers: int = 50, seconds: float = 3.0
) -> dict[str, object]:
    """Many matches saving moves at once, on SQLite (synchronous=FULL) and on a throwaway
    PostgreSQL server with fsync on (skipped, saying why, where none can be started)."""
    from tests.storage.postgres_cluster import Unavailable, throwaway_cluster

    figures: dict[str, object] = {"cores": os.cpu_count()}
    db = await Database.open(db_path)
    figures["sqlite"] = await concurrent_saves(db, writers, seconds)
    await db.close()
    try:
        with throwaway_cluster(durable=True) as url:
            db = await Database.open(url)
            figures["postgresql"] = await concurrent_saves(db, writers, seconds)
            await db.close()
    except Unavailable as why:
        figures["postgresql"] = f"skipped: {why}"
    return {"concurrent_saves": figures}


def strength_mode(args: argparse.Namespace) -> None:
    """`strength`: replay one record's game, or play and print the field's table."""
    if args.replay:
        game_id, seed = args.replay
        if not benchmarks.strength.replay_seed(game_id, int(seed), args.records):
            raise SystemExit(1)
        return
    benchmarks.strength.main(
        args.games,
        args.game,
        args.jobs,
        playing=args.play,
        fields=args.field or benchmarks.field.FIELDS,
        seconds=args.seconds,
        horizon=args.horizon,
        playouts=args.playouts,
        records=args.records,
        any_code=args.any_code,
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument(
        "--standin-games",
        type=int,
        default=300,
        help="games per game id for the stand-in's win rate (0: skip)",
    )
    parser.add_argument(
        "--strength-games",
        type=int,
        default=4,
        help="games per game id for the strong stand-in's win rate, each seat once at 4 "
        "players (0: skip; a 1789 game takes the strong seat minutes to think through)",
    )
    modes = parser.add_subparsers(
        dest="mode", metavar="{load,startup,storage,strength,host,playouts,web,colours}"
    )
    load = modes.add_parser("load", help=LOAD_HELP, description=benchmarks.load.__doc__)
    load.add_argument("--matches", type=int, default=50, help="concurrent matches (channels)")
    load.add_argument("--seconds", type=float, default=60, help="how long to play")
    load.add_argument("--game", nargs="+", action="extend", help="only these game ids")
    load.add_argument(
        "--by",
        choices=("buttons", "play"),
        default="buttons",
        help="how players move: the board's buttons (default) or /play with autocomplete",
    )
    load.add_argument(
        "--rate", type=float, default=0.0,
        help="moves per second offered, spread over the matches (default: as fast as answered)",
    )  # fmt: skip
    startup = modes.add_parser("startup", help=STARTUP_HELP, description=benchmarks.startup.__doc__)
    startup.add_argument("--stored", type=int, default=5000, help="matches in the database")
    storage = modes.add_parser("storage", help=STORAGE_HELP, description=STORAGE_HELP)
    storage.add_argument("--writers", type=int, default=50, help="matches saving at once")
    storage.add_argument("--seconds", type=float, default=3.0, help="how long they save")
    strength = modes.add_parser(
        "strength", help=STRENGTH_HELP, description=benchmarks.strength.__doc__
    )
    doing = strength.add_mutually_exclusive_group()
    doing.add_argument(
        "--play", action="store_true", help="play the games the current code has not recorded"
    )
    doing.add_argument(
        "--report", action="store_true", help="play nothing: the field's table (the default)"
    )
    doing.add_argument(
        "--replay",
        nargs=2,
        metavar=("GAME", "SEED"),
        help="play a fixed-playout record's game again and check it ends the same",
    )
    strength.add_argument("--games", type=int, default=200, help="games per game id and field")
    strength.add_argument("--game", nargs="+", action="extend", help="only these game ids")
    strength.add_argument(
        "--field",
        nargs="+",
        action="extend",
        choices=benchmarks.field.FIELDS,
        help="only these opponents (default: every kind)",
    )
    strength.add_argument("--jobs", type=int, default=1, help="games played at once (cores)")
    budget = strength.add_mutually_exclusive_group()
    budget.add_argument(
        "--seconds",
        type=float,
        help="a trial: think this long a decision instead of the game's budget (recorded apart)",
    )
    budget.add_argument(
        "--playouts",
        type=int,
        help="search exactly this many playouts a decision, never cut by the clock, so each "
        "game replays exactly (recorded apart)",
    )
    strength.add_argument(
        "--horizon",
        type=int,
        help="a trial: play each deal on this many chapters instead of the game's horizon",
    )
    strength.add_argument(
        "--any-code",
        action="store_true",
        help="the table from the records of any code, not only the current code's",
    )
    strength.add_argument(
        "--records",
        type=Path,
        default=benchmarks.strength.RECORDS,
        help="the folder of the records (default: docs/strength)",
    )
    host = modes.add_parser("host", help=HOST_HELP, description=benchmarks.hostwork.__doc__)
    host.add_argument("--matches", type=int, default=50, help="matches interleaved")
    host.add_argument("--moves", type=int, default=600, help="offers and moves measured")
    webbench = modes.add_parser("web", help=WEB_HELP, description=benchmarks.web.__doc__)
    webbench.add_argument("--matches", type=int, default=50, help="matches with pages open")
    webbench.add_argument("--pages", type=int, default=200, help="pages open, over the matches")
    webbench.add_argument("--moves", type=int, default=600, help="moves measured, each way")
    webbench.add_argument(
        "--seated", type=int, default=3, help="pages a match that are its players' (of four)"
    )
    webbench.add_argument("--game", default="revolt", help="the game the matches play")
    playouts = modes.add_parser(
        "playouts", help=PLAYOUTS_HELP, description=benchmarks.playouts.__doc__
    )
    playouts.add_argument("--game", nargs="+", action="extend", help="only these game ids")
    modes.add_parser("colours", help=COLOURS_HELP, description=benchmarks.colours.__doc__)
    args = parser.parse_args()
    if args.mode == "colours":
        for game in registry.all():
            print(json.dumps(benchmarks.colours.bench_colours(game, players_for(game))), flush=True)
        print(json.dumps(benchmarks.colours.bench_seats()), flush=True)
        return
    if args.mode == "playouts":
        benchmarks.playouts.main(args.game)
        return
    if args.mode == "host":
        await benchmarks.hostwork.main(args.matches, args.moves)
        return
    if args.mode == "web":
        await benchmarks.web.main(args.matches, args.pages, args.moves, args.seated, args.game)
        return
    if args.mode == "storage":  # the two lines that close the full run, alone
        with tempfile.TemporaryDirectory() as tmp:
            durability = await bench_durability(Path(tmp) / "durability.sqlite3")
            concurrent = await bench_concurrent_saves(
                Path(tmp) / "concurrent.sqlite3", args.writers, args.seconds
            )
        print(json.dumps(durability), flush=True)
        print(json.dumps(concurrent), flush=True)
        return
    if args.mode == "load":
        await benchmarks.load.main(args.matches, args.seconds, args.game, args.by, args.rate)
        return
    if args.mode == "startup":
        await benchmarks.startup.main(args.stored)
        return
    if args.mode == "strength":
        strength_mode(args)
        return
    with tempfile.TemporaryDirectory() as tmp:
        for game in registry.all():
            if args.game and game.meta.id not in args.game:
                continue
            players = players_for(game)
            result = await bench_game(
                game, args.moves, players, Path(tmp) / f"{game.meta.id}.sqlite3"
            )
            print(json.dumps(result), flush=True)
            table = await bench_table(game, players, Path(tmp) / f"{game.meta.id}-table.sqlite3")
            print(json.dumps(table), flush=True)
            if args.standin_games > 0:
                print(json.dumps(bench_standin(game, args.standin_games, players)), flush=True)
            print(json.dumps(benchmarks.replay.bench_replay(game, players)), flush=True)
            print(json.dumps(benchmarks.clicks.bench_clicks(game, players)), flush=True)
            print(json.dumps(benchmarks.colours.bench_colours(game, players)), flush=True)
            if args.strength_games > 0:
                strong = bench_strength(game, args.strength_games, players, budget_of(game.meta.id))
                print(json.dumps(strong), flush=True)
            if (long_run := recorded_summary(game)) is not None:  # `strength`'s records
                print(json.dumps({**long_run, "recorded": True}), flush=True)
        print(json.dumps(benchmarks.colours.bench_seats()), flush=True)
        print(json.dumps(await bench_durability(Path(tmp) / "durability.sqlite3")), flush=True)
        concurrent = await bench_concurrent_saves(Path(tmp) / "concurrent.sqlite3")
        print(json.dumps(concurrent), flush=True)
    for game_id in ("revolt", "liberte"):  # the board in the browser, its pages open
        await benchmarks.web.main(50, 200, 600, game=game_id)


if __name__ == "__main__":
    asyncio.run(main())
