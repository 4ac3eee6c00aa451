"""The strong stand-in against a field of opponents (benchmarks/field.py: quick, random, noisy,
weaker and mixed) at each game's usual player count: its share of the wins, with a 95 %
confidence interval, beside the fair share and the goal (1.5 times the fair share against
quick, above it against the others), and its time per decision (p50, p95). `make bench` plays
a few games per game against quick.

`python -m benchmarks strength` plays nothing: it prints the field's table from the records of
the current code (`code_of`). `--play --games 200` plays the games not yet recorded (nice it:
it keeps `--jobs` cores busy for hours). There the search's budget and the time per decision
are counted in CPU time of the thinking thread, so a decision thinks as long as it would on a
core of its own whatever else the machine runs; each game is recorded as it ends in
`docs/strength/<game>.jsonl` and a run started again plays only the games not yet recorded.
With `--playouts N` every search stops at N playouts and never at the clock, so a recorded game
replays exactly (`--replay GAME SEED`)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import statistics
import subprocess
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from functools import cache
from pathlib import Path
from typing import Literal, NotRequired, TypedDict

from benchmarks.common import percentile, play_one, players_for, share_of_wins
from benchmarks.field import FIELDS, field_mover, fixed
from games import registry
from games.core import Game, Msg
from players import SAMPLERS, Budget, budget_of, standin

GOALS = {"quick": 1.5}  # times the fair share the strong seat is to win; the others: above it
FIRST_SEED = 10_000
FIRST_BUDGET = [1.5, 400, 2]  # seconds, iterations, horizon of the records that do not say
FIRST_FIELD = "quick"  # the opponents of the records that do not say
ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "docs" / "strength"


class Record(TypedDict):
    """One game of the long run, a line of `docs/strength/<game>.jsonl`: the older lines lack
    what records named later (their budget, the code, how the game ended, the field, the
    commit, the moves' digest)."""

    seed: int
    players: int
    seat: int
    field: NotRequired[str]
    budget: NotRequired[list[float | None]]
    code: NotRequired[str]
    commit: NotRequired[str | None]
    share: float
    ending: NotRequired[str | None]
    scores: NotRequired[list[float | None]]
    moves: NotRequired[str]
    decision_ms: list[float]


class Summary(TypedDict):
    """The strong stand-in's figures over a number of games (`summary`); with the records'
    games and wins by code and by ending when they come from the long runs (`of_records`)."""

    strength: str
    field: str
    searched: bool
    players: int
    games: int
    win_rate: float
    ci95: list[float]
    fair_share: float
    goal: float
    decision_ms_p50: float
    decision_ms_p95: float
    budget_s: float | None
    iterations: int
    by_code: NotRequired[dict[str, list[float]]]
    by_ending: NotRequired[dict[str, list[float]]]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate: sound for small counts and rates near 0 or 1."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(
    game: Game,
    players: int,
    wins: float,
    games: int,
    decide_ms: list[float],
    budget: Budget,
    field: str = FIRST_FIELD,
) -> Summary:
    low, high = wilson(wins, games)
    return {
        "strength": game.meta.id,
        "field": field,
        "searched": game.meta.id in SAMPLERS,
        "players": players,
        "games": games,
        "win_rate": round(wins / games, 3),
        "ci95": [round(low, 3), round(high, 3)],
        "fair_share": round(1 / players, 3),
        "goal": round(GOALS.get(field, 1.0) / players, 3),
        "decision_ms_p50": round(statistics.median(decide_ms), 1),
        "decision_ms_p95": round(percentile(decide_ms, 95), 1),
        "budget_s": as_recorded(budget)[0],
        "iterations": budget.iterations,
    }


def bench_strength(game: Game, games: int, players: int, budget: Budget) -> Summary:
    """A few games in this process against quick, timed by the wall clock as the bot is: the
    strong seat moves round the table game by game; a shared victory counts a share."""
    strong, quick = standin(game.meta.id, "strong", budget), standin(game.meta.id)
    seeds = range(FIRST_SEED, FIRST_SEED + games)
    wins, decide_ms = share_of_wins(game, seeds, players, strong.move, quick.move)
    return summary(game, players, wins, games, decide_ms, budget)


@cache
def code_of(game_id: str) -> str:
    """A digest of the code and data a game's strong stand-in plays with (the search and what
    every game's players share, this game's heuristic, its engine and the shared core):
    records made by different code can be told apart, and another game's heuristic changed
    leaves this game's records standing."""
    others = {g.meta.id for g in registry.all()} - {game_id}
    files = sorted(
        f
        for folder in ("players", f"games/{game_id}", "games/core")
        for f in (ROOT / folder).rglob("*")
        if f.suffix in (".py", ".json") and not (f.parent == ROOT / "players" and f.stem in others)
    )
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.relative_to(ROOT).as_posix().encode() + b"\0" + f.read_bytes())
    return digest.hexdigest()[:12]


@cache
def commit_of() -> str | None:
    """The commit the code is at, "+dirty" when players/, games/ or benchmarks/ differ from it:
    which code a record ran, for a reader with the repository's history (`code_of` tells only
    whether two records ran the same). Read once a process; None without git."""

    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True)
        return done.stdout.strip()

    try:
        head = git("rev-parse", "--short", "HEAD")
        changed = git("status", "--porcelain", "--", "players", "games", "benchmarks")
    except (OSError, subprocess.CalledProcessError):
        return None
    return head + ("+dirty" if changed else "")


def as_recorded(budget: Budget) -> list[float | None]:
    """A budget as a record names it: seconds (None for fixed playouts: no time limit),
    iterations, horizon."""
    seconds = None if math.isinf(budget.seconds) else budget.seconds
    return [seconds, budget.iterations, budget.horizon]


def budget_in(record: Record) -> Budget:
    """The budget a record was played with (`FIRST_BUDGET` if it does not say)."""
    seconds, iterations, horizon = record.get("budget", FIRST_BUDGET)
    assert iterations is not None and horizon is not None, "only the seconds may be None"
    playouts = fixed(int(iterations), int(horizon))
    return playouts if seconds is None else dataclasses.replace(playouts, seconds=seconds)


def is_fixed(record: Record) -> bool:
    """Whether a record's searches stopped only at their playouts, never at the clock: only
    such a game replays exactly."""
    return record.get("budget", FIRST_BUDGET)[0] is None


def seat_of(seed: int, players: int) -> int:
    """The strong seat in the game set up with `seed`: round the table seed by seed."""
    return (seed - FIRST_SEED) % players


def digest_of(moves: Iterable[tuple[int, str]]) -> str:
    """A digest of a game's moves, (seat, choice id) in order: a replay must give the same."""
    return hashlib.sha256(json.dumps(list(moves)).encode()).hexdigest()[:16]


def play_recorded(
    game_id: str, seed: int, players: int, budget: Budget, field: str = FIRST_FIELD
) -> Record:
    """One game of the long run against `field`, each decision on its own generator (so any
    subset of seeds can be played in any order, in any process), its search timed by the
    thinking thread's CPU time; recorded with how it ended, a digest of its moves, the digest
    of the code that played it (`code_of`) and the commit (`commit_of`)."""
    game = registry.get(game_id)
    strong = standin(game_id, "strong", budget, clock=time.thread_time)
    mine = seat_of(seed, players)
    others = field_mover(game, field, seed, players, mine, budget)
    played = play_one(game, seed, players, mine, strong.move, others, time.thread_time)
    outcome = played.outcome
    return {
        "seed": seed,
        "players": players,
        "seat": mine,
        "field": field,
        "budget": as_recorded(budget),
        "code": code_of(game_id),
        "commit": commit_of(),
        "share": played.share,
        # How it ended and the scores (the outcome's reason and points): why a seat lost.
        "ending": outcome.reason.key if isinstance(outcome.reason, Msg) else outcome.reason,
        "scores": [outcome.scores.get(s) for s in range(players)],
        "moves": digest_of(played.moves),
        "decision_ms": [round(ms) for ms in played.decision_ms],
    }


REPLAYED = ("seat", "share", "ending", "scores", "moves")  # what a replay must give again


def replay(game_id: str, record: Record) -> list[str]:
    """Plays a recorded game again: what differs from the record (`REPLAYED`; nothing if it
    replays exactly). Only a fixed-playout record can: a search cut by the clock stops at
    another playout each time."""
    if not is_fixed(record):
        raise ValueError("played on a time budget: a search cut by the clock does not replay")
    field = record.get("field", FIRST_FIELD)
    again = play_recorded(game_id, record["seed"], record["players"], budget_in(record), field)
    read = json.loads(json.dumps(again))  # as it would be read back from the records
    return [key for key in REPLAYED if read.get(key) != record.get(key)]


def replay_seed(game_id: str, seed: int, records: Path = RECORDS) -> bool:
    """Replays each record of `game_id` set up with `seed` that can be (`replay`), printing a
    line for each: what differs, if anything. True if there was one and each replayed exactly."""
    found = [r for r in read_records(records / f"{game_id}.jsonl") if r["seed"] == seed]
    if not found:
        print(f"no record of {game_id} with seed {seed} in {records}", flush=True)
    exact = []
    for record in found:
        line: dict[str, object] = {
            "game": game_id, "seed": seed, "field": record.get("field", FIRST_FIELD),
            "budget": record.get("budget", FIRST_BUDGET), "commit": record.get("commit"),
            "same_code": record.get("code") == code_of(game_id),
        }  # fmt: skip
        if is_fixed(record):
            line["differs"] = differs = replay(game_id, record)
            exact.append(not differs)
        else:
            line["skipped"] = "played on a time budget: it does not replay"
        print(json.dumps(line), flush=True)
    return bool(exact) and all(exact)


def read_records(path: Path) -> list[Record]:
    """Every record in `path` (none if it does not exist yet)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def selected(records: list[Record], players: int, budget: Budget, field: str) -> list[Record]:
    """The records of games at `players` played with `budget` against `field`, by any code (a
    game recorded without its budget was played with the first one, `FIRST_BUDGET`, and one
    without its field against quick)."""
    mine = as_recorded(budget)
    return [
        r
        for r in records
        if r["players"] == players
        and r.get("budget", FIRST_BUDGET) == mine
        and r.get("field", FIRST_FIELD) == field
    ]


def current(game_id: str, records: list[Record]) -> dict[int, Record]:
    """The records the current code made (`code_of`), by seed."""
    now = code_of(game_id)
    return {r["seed"]: r for r in records if r.get("code") == now}


def of_game(game: Game, budget: Budget, field: str, records: Path) -> list[Record]:
    """The records of `game` at its usual player count, played with `budget` against `field`,
    by any code."""
    everything = read_records(records / f"{game.meta.id}.jsonl")
    return selected(everything, players_for(game), budget, field)


def of_records(
    game: Game, games: list[Record], budget: Budget, field: str = FIRST_FIELD
) -> Summary | None:
    """The summary of recorded games (None if there are none), with the games and wins of
    each version of the code that played them (`code_of`; "" before records named it) and of
    each way a game ended ("" before records said it)."""
    if not games:
        return None
    wins = sum(float(g["share"]) for g in games)
    decide_ms = [float(ms) for g in games for ms in g["decision_ms"]]
    made = summary(game, players_for(game), wins, len(games), decide_ms, budget, field)
    made["by_code"], made["by_ending"] = tally(games, "code"), tally(games, "ending")
    return made


def tally(games: list[Record], key: Literal["code", "ending"]) -> dict[str, list[float]]:
    """Games and the strong seat's wins, by the value each record has under `key`."""
    played: Counter[str] = Counter()
    won: defaultdict[str, float] = defaultdict(float)
    for g in games:
        played[str(g.get(key, ""))] += 1
        won[str(g.get(key, ""))] += float(g["share"])
    return {k: [n, round(won[k], 2)] for k, n in played.items()}


def recorded_summary(game: Game, budget: Budget | None = None) -> Summary | None:
    """What the long runs recorded so far against quick for `game` at its usual player count,
    by any code (`by_code` tells them apart)."""
    budget = budget or budget_of(game.meta.id)
    quick = of_game(game, budget, FIRST_FIELD, RECORDS)
    return of_records(game, list({r["seed"]: r for r in quick}.values()), budget)


def trial(
    budget: Budget,
    seconds: float | None,
    horizon: int | None = None,
    playouts: int | None = None,
) -> Budget:
    """`budget`, with `seconds` a decision, a `horizon` of chapters or a fixed number of
    `playouts` instead if given: a trial of another budget, or a game that replays."""
    if seconds is not None:
        budget = dataclasses.replace(budget, seconds=seconds)
    if playouts is not None:
        budget = fixed(playouts, budget.horizon)
    return budget if horizon is None else dataclasses.replace(budget, horizon=horizon)


TABLE_HEAD = (
    "| game (players) | opponents | games | strong's share of the wins (95 % interval) "
    "| fair share | goal | time per decision, p50 / p95 (CPU) |\n|---|---|---|---|---|---|---|"
)


def table_row(game: Game, s: Summary) -> str:
    """One row of the field's table of strength figures."""
    low, high = s["ci95"]
    return (
        f"| {game.meta.title} ({s['players']}) | {s['field']} | {s['games']} | "
        f"{s['win_rate']:.0%} ({100 * low:.0f}–{high:.0%}) | {s['fair_share']:.0%} | "
        f"{s['goal']:.1%} | {float(s['decision_ms_p50']) / 1000:.2f} s / "
        f"{float(s['decision_ms_p95']) / 1000:.2f} s |"
    ).replace("%", " %")


def report(
    chosen: list[Game],
    budgets: dict[str, Budget],
    fields: Sequence[str],
    records: Path,
    any_code: bool = False,
) -> None:
    """Each game's summary against each field from the records of the current code (of any
    code with `any_code`, to read the games recorded before a change), as JSON lines, then the
    field's table and how many records of older code it leaves out."""
    rows, older = [], []
    for game in chosen:
        game_id, budget, left_out = game.meta.id, budgets[game.meta.id], 0
        for field in fields:
            everyone = of_game(game, budget, field, records)
            kept = {r["seed"]: r for r in everyone} if any_code else current(game_id, everyone)
            left_out += len(everyone) - len(kept)
            result = of_records(game, list(kept.values()), budget, field)
            if result is not None:
                print(json.dumps(result), flush=True)
                rows.append(table_row(game, result))
        if left_out:
            older.append(f"{game.meta.title} {left_out}")
    print("\n".join([TABLE_HEAD, *rows]), flush=True)
    if not rows:
        print("No game recorded by the current code at this budget: --play plays them.", flush=True)
    if older:
        left = ", ".join(older)
        print(f"Left out, played by older code or again at this budget: {left}.", flush=True)


def play(
    chosen: list[Game],
    budgets: dict[str, Budget],
    fields: Sequence[str],
    seeds: range,
    jobs: int,
    records: Path,
) -> None:
    """Play the games the current code has not recorded yet, each appended to its game's
    records as it ends. One pool plays them all, seed by seed across the games and fields,
    so no core waits for the last game of one before the next begins, and a run stopped
    early leaves every field measured alike."""
    records.mkdir(parents=True, exist_ok=True)
    commit_of()  # read once, here: the workers forked below inherit it
    done = {
        (g.meta.id, f): current(g.meta.id, of_game(g, budgets[g.meta.id], f, records))
        for g in chosen
        for f in fields
    }
    with ProcessPoolExecutor(jobs) as pool:
        runs = {
            pool.submit(
                play_recorded, g.meta.id, s, players_for(g), budgets[g.meta.id], f
            ): g.meta.id
            for s in seeds
            for g in chosen
            for f in fields
            if s not in done[g.meta.id, f]
        }
        for run in as_completed(runs):
            with (records / f"{runs[run]}.jsonl").open("a") as out:  # the file may be replaced
                out.write(json.dumps(run.result()) + "\n")


def main(
    games: int,
    only: list[str] | None,
    jobs: int = 1,
    *,
    playing: bool = False,
    fields: Sequence[str] = FIELDS,
    seconds: float | None = None,
    horizon: int | None = None,
    playouts: int | None = None,
    records: Path = RECORDS,
    any_code: bool = False,
) -> None:
    """With `playing`, play the games not yet recorded against each of `fields`; then print
    the field's table from the records (`report`). Each game id plays at the strong level's
    own budget (`players.budget_of`), or, for a trial recorded apart, at `seconds` a decision,
    a `horizon` of chapters or a fixed number of `playouts`."""
    chosen = [g for g in registry.all() if not only or g.meta.id in only]
    budgets = {g.meta.id: trial(budget_of(g.meta.id), seconds, horizon, playouts) for g in chosen}
    if playing:
        play(chosen, budgets, fields, range(FIRST_SEED, FIRST_SEED + games), jobs, records)
    report(chosen, budgets, fields, records, any_code)
