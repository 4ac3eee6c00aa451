"""The board in the browser under load, on a real SQLite file: the board's server in this
process beside the host, and the pages in a process of their own (`benchmarks.webpages`), each
holding its WebSocket and fetching its state whenever told of a change, as the page's script
does. Prints one JSON line:

- `page_kb`: what a page loads (its HTML, script, style, state and table picture);
- `first_board_ms`: from asking for the page to having its table picture, the requests a
  page makes one after another, without a browser's own time (p50 over the matches);
- `arrival_ms_p50`/`p99`: a move made through the host (as a button makes it) to its
  message on every open page of its match, with `pages` pages open on `matches` matches;
- `cpu_ms_per_move` with those pages open and with none, and how much more (`cpu_more`):
  the bot's process only (the moves, the thread's pictures, which the pages' tables are, and
  the pages' states), not the pages'.

With `--seated 0` every page is a spectator's (one state a version for all of them); by
default three of each match's four pages are its players' (each sent their own state).

    python -m benchmarks web --matches 50 --pages 200 --moves 600 [--seated 3] [--game revolt]
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
from aiohttp import web

from benchmarks.botprocess import cpu_s, descendants
from benchmarks.common import percentile
from bot.drawing import Drawer
from bot.host import Delete, DirectMessage, Edit, Host, Post, Refused
from bot.web import server
from bot.web.server import Board
from bot.web.signing import Session, Signer
from storage import Database

PLAYERS = 3  # Revolt's and Liberté's fewest: games that last
GAME = "revolt"  # the cheapest table to draw: where pages weigh most against a move
DRAWING_WORKERS = 2  # as the bot on this machine (one a core)
NAMES = ("Anne", "Bruno", "Chloé")  # the seats' players, users 1 to 3
ROUNDS = 6  # pairs of rounds of moves, without pages and with them


async def _open_matches(host: Host, matches: int, game: str) -> list[int]:
    ids = []
    for n in range(matches):
        channel = 10_000 + n
        await host.new_match(guild_id=1, channel_id=channel, user_id=1, name=NAMES[0],
                             game_id=game)  # fmt: skip
        for user, name in enumerate(NAMES[1:], start=2):
            await host.join(user_id=user, name=name, channel_id=channel)
        started = await host.start(user_id=1, channel_id=channel)
        assert started.lobby is not None and started.lobby.match_id is not None
        ids.append(started.lobby.match_id)
    return ids


async def _move(board: Board, drawer: Drawer, match_id: int) -> int | None:
    """One move of the match's first seat with a decision, and its pictures drawn as the bot's
    courier draws them for the thread (the board's pages wait for its table); the version it
    made."""
    host = board.host
    for user in range(1, PLAYERS + 1):
        try:
            offer = await host.offer(user_id=user, match_id=match_id)
        except Refused:
            continue
        outbox = await host.act(
            user_id=user, choice_id=offer.choices[0].id, match_id=match_id,
            version=offer.version, prompt_hash_seen=offer.prompt_hash,
        )  # fmt: skip
        items: list[Post | Edit | Delete | DirectMessage] = [
            *outbox.edits, *outbox.posts, *outbox.dms,
        ]  # fmt: skip
        board.coming(items)
        await drawer.draw(items)
        board.drawn(items)
        assert outbox.announces is not None
        return outbox.announces[1]
    return None


def _bot_cpu(pages: int | None) -> tuple[float, float]:
    """The CPU seconds the bot has taken: its process's, and with its drawing workers' (every
    process below this one but the pages', `pages`)."""
    own = time.process_time()
    below = descendants(os.getpid())
    if pages is not None:
        theirs = {pages, *descendants(pages)}
        below = [pid for pid in below if pid not in theirs]
    return own, own + sum(sum(cpu_s(pid)) for pid in below)


async def _moves(
    board: Board, drawer: Drawer, ids: list[int], count: int, pages: int | None
) -> tuple[tuple[float, float], dict[tuple[int, int], float]]:
    """`count` moves over the matches in turn: the CPU they took (`_bot_cpu`: the thread's
    pictures are drawn in the drawing workers, as the bot draws them), and when each
    began."""
    started: dict[tuple[int, int], float] = {}
    cpu = _bot_cpu(pages)
    made = 0
    while made < count:
        for match_id in ids:
            began = time.perf_counter()
            version = await _move(board, drawer, match_id)
            if version is not None:
                started[(match_id, version)] = began
                made += 1
            await asyncio.sleep(0.005)  # the pages' fetches run between moves, as they would
            if made >= count:
                break
    await asyncio.sleep(1)  # the last pages fetch their state
    now = _bot_cpu(pages)
    return (now[0] - cpu[0], now[1] - cpu[1]), started


async def _first_board(base: str, path: str) -> tuple[float, int]:
    """A page's own requests in order: the page, its script and style, its state, its table."""
    weight = 0
    began = time.perf_counter()
    async with aiohttp.ClientSession() as http:
        for url in (path, "/static/board.js", "/static/board.css", path + "state"):
            async with http.get(base + url) as answer:
                body = await answer.read()
                weight += len(body)
                if url.endswith("state"):
                    picture = json.loads(body)["picture"]
        async with http.get(base + path + picture) as answer:
            weight += len(await answer.read())
    return (time.perf_counter() - began) * 1000, weight


def _page(board: Board, match_id: int, seat: int, seated: int) -> str:
    """A page for `benchmarks.webpages`: a seat's player's (signed in) for the first `seated`
    seats, else a spectator's."""
    path = board.page_path(match_id)
    if seat >= seated:
        return path
    user = seat + 1  # as `_open_matches` seats them
    return f"{path} {board.signer.session(Session(user, NAMES[seat]))}"


@contextlib.asynccontextmanager
async def _pages_open(
    base: str, paths: list[str], heard: list[str], open_: bool = True
) -> AsyncIterator[int | None]:
    """The pages open (if `open_`) in a process of their own (`benchmarks.webpages`), each sent
    its table, its id given; what they heard added to `heard` once they are closed."""
    if not open_:
        yield None
        return
    reader = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "benchmarks.webpages", base, *paths, stdout=asyncio.subprocess.PIPE
    )
    assert reader.stdout is not None
    ready = await reader.stdout.readline()
    assert ready.strip() == b"ready", ready
    await asyncio.sleep(1)  # each page sent the table as it stands
    try:
        yield reader.pid
    finally:
        reader.terminate()
        out, _ = await reader.communicate()
        heard.extend(out.decode().splitlines())


async def bench(
    matches: int, pages: int, moves: int, seated: int = PLAYERS, game: str = GAME
) -> dict[str, object]:
    # Every page comes from one address here, where people's come from their own: the limit a
    # flood from one address meets would be met at once.
    server.REQUESTS_PER_SECOND = 10**9
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "web.sqlite3")
        host = Host(db)
        board = Board(host, Signer("the bench's own secret"), lambda _c, _o: None)
        drawer = Drawer(DRAWING_WORKERS)
        await drawer.warm_up()
        host.pages.draw = drawer.picture  # as the bot draws its pages' pictures
        runner = web.AppRunner(board.app(), access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        host_port = runner.addresses[0]  # the port drawn
        base = f"http://127.0.0.1:{host_port[1]}"
        try:
            ids = await _open_matches(host, matches, game)
            firsts = [await _first_board(base, board.page_path(m)) for m in ids[:10]]
            paths = [
                _page(board, ids[n % len(ids)], n // len(ids) % (PLAYERS + 1), seated)
                for n in range(pages)
            ]
            # Rounds without pages and with them in turn (each second pair the other way
            # round), so that what else the machine does meanwhile, and the matches growing
            # longer, weigh on both alike.
            # The bot's CPU (its process; with its drawing workers), by whether pages are open.
            cpu: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
            started: dict[tuple[int, int], float] = {}
            heard: list[str] = []
            for pair in range(ROUNDS):
                for watched in (False, True) if pair % 2 == 0 else (True, False):
                    async with _pages_open(base, paths, heard, watched) as reader:
                        spent, began = await _moves(board, drawer, ids, moves // ROUNDS, reader)
                    cpu[watched].append(spent)
                    if watched:
                        started.update(began)
        finally:
            drawer.close()
            await runner.cleanup()
            await db.close()
    # The middle round of each kind: on a shared machine a round now and then takes far more
    # CPU for the same work, whether pages are open or not.
    each = moves // ROUNDS

    def per_move(watched: bool, whole: int) -> float:
        """The middle round's CPU per move: the process's (`whole` 0) or the whole bot's (1)."""
        return statistics.median(spent[whole] for spent in cpu[watched]) / each * 1000

    process, bot = ([per_move(w, whole) for w in (False, True)] for whole in (0, 1))
    arrivals = []
    for line in heard:
        match_id, version, at = line.split()
        moved = started.get((int(match_id), int(version)))
        if moved is not None:
            arrivals.append((float(at) - moved) * 1000)
    return {
        "web": game,
        "matches": matches,
        "pages": pages,
        "seated": f"{seated} of {PLAYERS + 1} pages a match are players'",
        "moves": moves,
        "page_kb": round(firsts[0][1] / 1024, 1),
        "first_board_ms": round(statistics.median(f for f, _ in firsts), 1),
        "arrivals": len(arrivals),
        "arrival_ms_p50": round(percentile(arrivals, 50), 1),
        "arrival_ms_p99": round(percentile(arrivals, 99), 1),
        "cpu_ms_per_move_no_pages": round(bot[0], 2),
        "cpu_ms_per_move_with_pages": round(bot[1], 2),
        "cpu_more": f"{(bot[1] / bot[0] - 1) * 100:+.0f} %",
        "process_ms_per_move_no_pages": round(process[0], 2),
        "process_ms_per_move_with_pages": round(process[1], 2),
        "process_more": f"{(process[1] / process[0] - 1) * 100:+.0f} %",
    }


async def main(
    matches: int, pages: int, moves: int, seated: int = PLAYERS, game: str = GAME
) -> None:
    print(json.dumps(await bench(matches, pages, moves, seated, game)), flush=True)
