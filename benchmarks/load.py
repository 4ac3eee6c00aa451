"""`python -m benchmarks load`: many matches at once through the real bot, as Discord would
bring them. The fake Discord and the players run here; the bot runs in a process of its own
(`benchmarks/loadbot.py`), so its CPU and memory are its own. Each text channel plays one match
after another of its game (every game in turn across the channels), its four players moving
with no think time: read the board, pick whoever it waits for, press "Your move" and one of the
choices it opens (or the next step their answer offers), then wait for the board to show the
move; with `--by play`, autocomplete `/play` and send one suggestion. A move is timed to its
answer and to the board that shows it. Prints a short summary and one JSON line of figures."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import resource
import statistics
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.botprocess import SAMPLE_EVERY, BotProcess, Usage
from benchmarks.common import percentile, players_for
from bot import customids
from games import registry
from games.core import Game
from tests.e2e.fake_discord import FakeDiscord, Interaction, Message, outside_interactions
from tests.e2e.table import latest_board, waiting

ANSWER_WITHIN = 60.0  # seconds after the run an answer may still come before it is an error
TABLE_WITHIN = 10.0  # seconds a player waits for the table to show a move before going on
ACK_LIMIT_MS = 3000  # Discord drops an interaction not acknowledged within 3 s
GOAL_BOT_MS, GOAL_MOVES_PER_S = 4, 200  # issue 27: the bot's CPU a move, one process's moves/s
WARM_UP_SHARE, WARM_UP_MAX = 0.2, 10.0  # of the run, in seconds: lobbies open, caches fill
HEARTBEAT_MS = 41_250  # Discord's gateway heartbeat
PROBE_USER = 999


@dataclass
class Tally:
    """What the players saw, with when it happened (perf_counter), to keep the warm-up out."""

    moves: list[tuple[float, float]] = field(default_factory=list)  # (answered at, ms)
    tables: list[tuple[float, float]] = field(default_factory=list)  # (shown at, ms from send)
    tables_late: int = 0  # moves whose table did not change within TABLE_WITHIN
    acks: list[tuple[float, float]] = field(default_factory=list)  # (sent at, ms to first callback)
    completions: list[tuple[float, float]] = field(default_factory=list)  # (sent at, ms)
    refused: int = 0  # tries that made no move (the board behind the table): each then waits
    started: int = 0
    finished: int = 0
    errors: Counter[str] = field(default_factory=Counter)

    def answered(self, inter: Interaction) -> Interaction:
        self.acks.append((inter.sent_at, ms(inter.acknowledged_at - inter.sent_at)))
        return inter


def ms(seconds: float) -> float:
    return seconds * 1000


class Table:
    """One text channel and its players, playing one match after another of one game until the
    run ends. A player waits for every answer, however slow, until `ANSWER_WITHIN` after the
    end of the run: a slow bot shows in the latencies, and piles no new matches on itself."""

    def __init__(
        self, fake: FakeDiscord, number: int, game: Game, by: str = "buttons",
        interval: float = 0.0,
    ) -> None:  # fmt: skip
        self.fake = fake
        self.interval = interval  # seconds between this channel's moves offered (0: at once)
        self.by = by  # "buttons": "Your move" then a choice; "play": `/play` with autocomplete
        self.channel = fake.text_channels[number]
        self.game_id = game.meta.id
        self.users = [10_000 + number * 10 + i for i in range(players_for(game))]
        for i, uid in enumerate(self.users):
            fake.add_user(uid, f"C{number}P{i}")

    async def run(self, tally: Tally, delay: float, until: float, rng: random.Random) -> None:
        await asyncio.sleep(delay)
        while time.perf_counter() < until:
            patience = until + ANSWER_WITHIN - time.perf_counter()
            try:
                room = await self.open_match(tally, patience)
                await self.play(room, tally, until, rng)
            except Exception as e:  # counted, and the channel starts a new match
                tally.errors[f"{self.game_id}: {type(e).__name__} {e}"[:120]] += 1
                await asyncio.sleep(1)

    async def open_match(self, tally: Tally, patience: float) -> int:
        """Open a lobby in the channel, let the others join, start; returns where it plays."""
        fake, host = self.fake, self.users[0]
        before = fake.rooms.get(self.channel)
        opened = await fake.slash(
            host, "game", "new", at=self.channel, timeout=patience, game=self.game_id
        )
        lobby = tally.answered(opened).reply
        for uid in self.users[1:]:
            joined = await fake.press(uid, lobby, lobby.button("Join"), timeout=patience)
            lobby = tally.answered(joined).reply
        tally.answered(await fake.press(host, lobby, lobby.button("Start"), timeout=patience))
        tally.started += 1
        room = fake.rooms.get(self.channel)
        return self.channel if room == before or room is None else room

    async def play(self, room: int, tally: Tally, until: float, rng: random.Random) -> None:
        """Moves by whoever the board waits for, until the match ends (or the run does); a
        player whose answer offers their next step takes it from there, as a person would."""
        fake, next_at = self.fake, time.perf_counter()
        step: tuple[int, Message] | None = None  # a player and the next step their answer offers
        while (now := time.perf_counter()) < until:
            if self.interval:  # an offered rate: the next move waits for its time
                next_at = max(next_at + self.interval, now - self.interval)
                await asyncio.sleep(max(0.0, next_at - now))
                now = time.perf_counter()
            awaited = [step[0]] if step else waiting(fake, room)
            board = latest_board(fake, room)
            seen = (board.id, board.changed_at)
            if not awaited:
                tally.finished += 1
                return
            actor = rng.choice(awaited)
            patience = until + ANSWER_WITHIN - now
            move: Interaction | None  # None: no choice was offered (a stale board)
            answered: int | None
            if self.by == "play":
                move, answered = await self.typed_move(room, actor, tally, patience, rng)
            else:
                prompt = step[1] if step else None
                move, answered = await self.button_move(room, actor, tally, patience, rng, prompt)
            step = None
            if move is None or not tally.answered(move).reply.content.startswith("✅"):
                tally.refused += 1
                await self.board_changes(room, seen)
                continue
            tally.moves.append((move.done_at, ms(move.done_at - move.sent_at)))
            if offers_a_step(move.reply):
                if self.by == "buttons":  # the next step, from the answer (`/play` types it)
                    step = (actor, move.reply)
            elif answered is not None:
                await self.table_shown(room, move, answered, tally)

    async def board_changes(self, room: int, seen: tuple[int, float]) -> None:
        """After a try that made no move (the board was behind the table, and its player was
        told it is not their move), wait as a person would for the board to change, at most
        `TABLE_WITHIN`, rather than pressing again at once."""

        def changed() -> bool:
            board = latest_board(self.fake, room)
            return (board.id, board.changed_at) != seen

        with contextlib.suppress(TimeoutError):
            await self.fake.until(changed, TABLE_WITHIN)

    async def table_shown(self, room: int, move: Interaction, answered: int, tally: Tally) -> None:
        """Wait, as the next player does, until the board shows the move that answered version
        `answered`, and count the time from the click to the message that shows it."""
        shown: list[Message] = []

        def showing_it() -> bool:
            shown[:] = [m] if (m := showing(self.fake, room, answered)) else []
            return bool(shown)

        try:
            await self.fake.until(showing_it, TABLE_WITHIN)
        except TimeoutError:
            tally.tables_late += 1
            return
        at = shown[0].changed_at
        tally.tables.append((at, ms(at - move.sent_at)))

    async def typed_move(
        self, room: int, actor: int, tally: Tally, patience: float, rng: random.Random
    ) -> tuple[Interaction, int]:
        """`/play`, reading the autocomplete's suggestions; with the version the move answered."""
        typed = await self.fake.complete(
            actor, "play", "choice", at=room, timeout=patience, choice=""
        )
        tally.answered(typed)
        tally.completions.append((typed.sent_at, ms(typed.done_at - typed.sent_at)))
        value = rng.choice(typed.autocomplete)["value"]
        answered = customids.suggested(value)
        assert answered, f"a suggestion names the version it answers: {value!r}"
        move = await self.fake.slash(actor, "play", at=room, timeout=patience, choice=value)
        return move, answered.version

    async def button_move(
        self,
        room: int,
        actor: int,
        tally: Tally,
        patience: float,
        rng: random.Random,
        prompt: Message | None = None,
    ) -> tuple[Interaction | None, int | None]:
        """ "Your move" on the board, then one of the buttons (or a menu's entries) it opens,
        or one from `prompt`, a step already offered; with the version the choice answered."""
        fake = self.fake
        if prompt is None:
            board = latest_board(fake, room)
            opened = await fake.press(actor, board, board.button("Your move"), timeout=patience)
            prompt = tally.answered(opened).reply
        if any(c["type"] == 3 for row in prompt.components for c in row["components"]):
            menu, values = prompt.select()
            value = rng.choice([v for v in values if not v.startswith("~")])
            chosen = await fake.choose(actor, prompt, menu, value, timeout=patience)
            return chosen, answered_by(menu)
        buttons = [custom_id for _, custom_id in prompt.buttons() if custom_id.startswith("do:")]
        if not buttons:  # no choices offered (a stale board): nothing to press
            return None, None
        pressed = rng.choice(buttons)
        return await fake.press(actor, prompt, pressed, timeout=patience), answered_by(pressed)


def answered_by(custom_id: str) -> int | None:
    """The version a choice's button or menu answers (`bot.customids`); None for any
    other component."""
    for template in (customids.CHOICE, customids.MENU):
        if found := re.fullmatch(template, custom_id):
            return int(found["version"])
    return None


def showing(fake: FakeDiscord, room: int, answered: int) -> Message | None:
    """The message that shows a move which answered version `answered`: the board (a new one
    or the same, edited) once its "Your move" button is for a later version, or the final post
    once the match is over (it offers Play again)."""
    board = latest_board(fake, room)
    buttons = (re.fullmatch(customids.MOVE, c) for c in board.custom_ids())
    if any(b and int(b["version"]) > answered for b in buttons):
        return board
    ended = (m for m in fake.posts_in(room) if any(c.startswith("again:") for c in m.custom_ids()))
    return next(ended, None)


def offers_a_step(answer: Message) -> bool:
    """The answer to a move offers its player's next step (buttons or a menu of choices)."""
    return any(answered_by(c) is not None for c in answer.custom_ids())


def spread(values: list[float]) -> dict[str, float]:
    if not values:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0}
    return {
        "p50": round(statistics.median(values), 1),
        "p99": round(percentile(values, 99), 1),
        "max": round(max(values), 1),
    }


async def run(
    matches: int, seconds: float, game_ids: list[str] | None, by: str = "buttons",
    rate: float = 0.0,
) -> dict[str, object]:  # fmt: skip
    games = [g for g in registry.all() if not game_ids or g.meta.id in game_ids]
    if not games:
        raise SystemExit(f"no such game: {game_ids}")
    fake = FakeDiscord(channels=matches, light=True, heartbeat_ms=HEARTBEAT_MS)
    await fake.start()
    fake.add_user(PROBE_USER, "Probe")
    interval = matches / rate if rate else 0.0
    tables = [Table(fake, n, games[n % len(games)], by, interval) for n in range(matches)]
    with tempfile.TemporaryDirectory() as tmp:
        bot = await BotProcess.launch(fake.port, Path(tmp) / "load.sqlite3")
        try:
            await bot.first_answer(fake, PROBE_USER)
            measured = await measure(fake, bot, tables, seconds)
        finally:
            exit_code = await bot.stop()
            await fake.stop()
    return measured | {
        "offered_moves_per_s": rate or None,
        "moves_by": by,
        "bot_exit_code": exit_code,
        "bot_error_log_lines": bot.error_lines,
        "bot_error_log_first": bot.errors,
    }


async def measure(
    fake: FakeDiscord, bot: BotProcess, tables: list[Table], seconds: float
) -> dict[str, object]:
    tally = Tally()
    start = time.perf_counter()
    bench_cpu, bot_start, samples = time.process_time(), bot.usage(), len(bot.samples)
    warm_up = min(WARM_UP_MAX, WARM_UP_SHARE * seconds)
    until = start + seconds
    rng = random.Random(1789)
    # The lobbies open one after another over the warm-up, as on a server, not all at once.
    players = [
        asyncio.create_task(
            t.run(tally, warm_up * n / len(tables), until, random.Random(rng.random()))
        )
        for n, t in enumerate(tables)
    ]
    # Measured once the warm-up is over and every channel's first match has started.
    await asyncio.sleep(warm_up)
    while tally.started < len(tables) and time.perf_counter() < until:
        await asyncio.sleep(0.1)
    requests_before, window_start = fake.requests.copy(), time.perf_counter()
    cpu_before, bench_before = bot.usage(), time.process_time()
    await asyncio.sleep(max(0.0, until - time.perf_counter()))
    cpu_after, bench_after = bot.usage(), time.process_time()
    requests = fake.requests - requests_before
    window = time.perf_counter() - window_start
    await asyncio.gather(*players)  # the moves under way finish
    elapsed = time.perf_counter() - start
    bench_cpu = time.process_time() - bench_cpu
    bot_end = bot.usage()
    played = figures(tally, tables, seconds, window_start, window, requests)
    during = [*bot.samples[samples:], bot_end]
    return (
        played
        | usage(during, bot_start, bot_end, bench_cpu, elapsed)
        | per_move(
            cpu_before,
            cpu_after,
            bench_after - bench_before,
            played["moves_measured"],
        )
    )


def per_move(before: Usage, after: Usage, bench_cpu: float, moves: int) -> dict[str, object]:
    """The CPU one move costs in the measured window: the bot's own process (its event loop
    and threads; of it, its garbage collector's collections), its drawing workers, and the
    bench itself (the fake Discord and the players, on the same cores). From them, the moves a
    second that could be served at most: by the cores with all of that on them, as here, and by
    one core given to the bot's process alone (its event loop holds the GIL; how issue 27's
    goal counts)."""
    if not moves:
        return dict.fromkeys(
            (
                "bot_cpu_ms_per_move", "bot_gc_ms_per_move", "bot_gc_collections",
                "workers_cpu_ms_per_move", "bench_cpu_ms_per_move",
                "cores_could_serve_moves_per_s", "bot_alone_could_serve_moves_per_s",
            )
        )  # fmt: skip
    bot, workers = after.cpu_s - before.cpu_s, after.children_cpu_s - before.children_cpu_s
    cores = os.cpu_count() or 1
    return {
        "bot_cpu_ms_per_move": round(1000 * bot / moves, 2),
        "bot_gc_ms_per_move": round(1000 * (after.gc_s - before.gc_s) / moves, 2),
        "bot_gc_collections": after.gc_collections - before.gc_collections,
        "workers_cpu_ms_per_move": round(1000 * workers / moves, 2),
        "bench_cpu_ms_per_move": round(1000 * bench_cpu / moves, 2),
        "cores_could_serve_moves_per_s": round(cores * moves / (bot + workers + bench_cpu), 1),
        "bot_alone_could_serve_moves_per_s": round(moves / bot, 1) if bot else None,
    }


def figures(
    tally: Tally,
    tables: list[Table],
    seconds: float,
    window_start: float,
    window: float,
    requests: Counter[str],
) -> dict[str, Any]:  # a JSON document: numbers, lists and spreads (`spread`) by name
    window_end = window_start + window

    def inside(points: list[tuple[float, float]]) -> list[float]:
        return [value for at, value in points if window_start <= at <= window_end]

    moves = inside(tally.moves)
    outside = outside_interactions(requests)

    def per_move(n: int) -> float | None:
        return round(n / len(moves), 3) if moves else None

    return {
        "mode": "load",
        "cores": os.cpu_count(),
        "matches": len(tables),
        "games": sorted({t.game_id for t in tables}),
        "seconds": seconds,
        "measured_s": round(window, 1),  # after the warm-up and every first match's start
        "moves": len(tally.moves),
        "moves_measured": len(moves),
        "moves_per_s": round(len(moves) / window, 1),
        "move_ms": spread(moves),
        "table_ms": spread(inside(tally.tables)),  # send → the board shows the move
        "tables_late": tally.tables_late,
        "ack_ms": spread(inside(tally.acks)),
        "acks_over_3s": sum(1 for _, v in tally.acks if v > ACK_LIMIT_MS),
        "interactions": len(tally.acks),
        "autocomplete_ms": spread(inside(tally.completions)),
        "refused_moves": tally.refused,
        "rest_outside_interactions_per_move": per_move(sum(outside.values())),
        "rest_interaction_endpoints_per_move": per_move(
            sum(requests.values()) - sum(outside.values())
        ),
        "rest_outside_by_route_per_move": {r: per_move(n) for r, n in outside.most_common()},
        "rest_interaction_by_route_per_move": {
            r: per_move(n) for r, n in (requests - outside).most_common()
        },
        "matches_started": tally.started,
        "matches_finished": tally.finished,
        "errors": sum(tally.errors.values()),
        "error_kinds": dict(tally.errors.most_common(5)),
    }


PER_MINUTE = round(60 / SAMPLE_EVERY)  # samples a minute


def usage(
    during: list[Usage], start: Usage, end: Usage, bench_cpu: float, elapsed: float
) -> dict[str, object]:
    """Where the cores and the memory went: the bot's process, its children, the bench."""
    return {
        "bot_rss_mb": {
            "start": round(start.rss_mb, 1),
            "end": round(end.rss_mb, 1),
            "max": round(max(s.rss_mb for s in during), 1),
        },
        "bot_total_pss_mb": {
            "end": round(end.total_pss_mb, 1),
            "max": round(max(s.total_pss_mb for s in during), 1),
        },
        # Flat memory shows here: the bot's RSS and its total PSS at each minute's start.
        "memory_by_minute_mb": [
            [round(s.rss_mb, 1), round(s.total_pss_mb, 1)] for s in during[::PER_MINUTE]
        ],
        "bot_children_rss_mb": {
            "end": round(end.children_rss_mb, 1),
            "max": round(max(s.children_rss_mb for s in during), 1),
        },
        "bot_cpu_s": round(end.cpu_s - start.cpu_s, 1),
        "bot_children_cpu_s": round(end.children_cpu_s - start.children_cpu_s, 1),
        "bench_cpu_s": round(bench_cpu, 1),
        "bench_rss_mb_max": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "wall_s": round(elapsed, 1),
    }


def summary(f: dict[str, Any]) -> str:
    """The figures a reader looks at first, in words."""
    move, ack, table = f["move_ms"], f["ack_ms"], f["table_ms"]
    return (
        f"load: {f['matches']} matches on {f['cores']} cores for {f['seconds']} s: "
        f"{f['moves_per_s']} moves/s sustained ({f['moves']} moves, {f['refused_moves']} refused,"
        f" {f['matches_finished']} matches finished, {f['errors']} errors)\n"
        f"  move p50/p99/max {move['p50']}/{move['p99']}/{move['max']} ms (send → answer), "
        f"table {table['p50']}/{table['p99']}/{table['max']} ms (send → board, "
        f"{f['tables_late']} later than {TABLE_WITHIN:.0f} s); "
        f"ack p99/max {ack['p99']}/{ack['max']} ms, {f['acks_over_3s']} of "
        f"{f['interactions']} over 3 s\n"
        f"  REST outside interaction endpoints: {f['rest_outside_interactions_per_move']}/move; "
        f"bot RSS {f['bot_rss_mb']}, with its drawing workers (PSS) {f['bot_total_pss_mb']},"
        f" CPU bot {f['bot_cpu_s']} s (children "
        f"{f['bot_children_cpu_s']} s), bench {f['bench_cpu_s']} s over {f['wall_s']} s\n"
        + (
            f"  memory by minute (bot RSS, total PSS in MB): {f['memory_by_minute_mb']}\n"
            if len(f["memory_by_minute_mb"]) > 2
            else ""
        )
        + f"  CPU per move in the measured window: bot {f['bot_cpu_ms_per_move']} ms (its "
        f"garbage collector {f['bot_gc_ms_per_move']} ms), drawing workers "
        f"{f['workers_cpu_ms_per_move']} ms, the bench {f['bench_cpu_ms_per_move']} ms"
        + (
            f" (at {f['offered_moves_per_s']} moves/s offered)"
            if f["offered_moves_per_s"]
            else " (at full load)"
        )
        + f"\n  so the {f['cores']} cores could serve at most "
        f"{f['cores_could_serve_moves_per_s']} moves/s with all of that on them, "
        f"{f['bot_alone_could_serve_moves_per_s']} with a core for the bot's process alone "
        f"(the goal: bot ≤ {GOAL_BOT_MS} ms a move, ≥ {GOAL_MOVES_PER_S} moves/s)"
    )


async def main(
    matches: int, seconds: float, game_ids: list[str] | None, by: str = "buttons",
    rate: float = 0.0,
) -> None:  # fmt: skip
    figures = await run(matches, seconds, game_ids, by, rate)
    print(summary(figures), flush=True)
    print(json.dumps(figures, ensure_ascii=False), flush=True)
