"""The strong stand-in against three quick ones (today's heuristic) at each game's usual player
count: its share of the wins, with a 95 % confidence interval, beside the fair share and the
goal (1.5 times the fair share), and its time per decision (p50, p95) with the budget it plays
under in the bot. `make bench` plays a few games per game.

For the README's figures run `python -m benchmarks strength --games 200` (nice it: it keeps
`--jobs` cores busy for hours). There the search's budget and the time per decision are
counted in CPU time of the thinking thread, so a decision thinks as long as it would on a core
of its own whatever else the machine runs; each game is recorded as it ends in
`docs/strength/<game>.jsonl` and a run started again plays only the games not yet recorded."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import random
import statistics
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor, as_completed
from functools import cache
from pathlib import Path
from typing import Literal, NotRequired, TypedDict

from benchmarks.common import percentile, play_one, players_for, share_of_wins
from games import registry
from games.core import Game, Msg
from players import SAMPLERS, Budget, budget_of, standin

GOAL = 1.5  # times the fair share
FIRST_SEED = 10_000
FIRST_BUDGET = [1.5, 400, 2]  # seconds, iterations, horizon of the records that do not say
RECORDS = Path(__file__).resolve().parent.parent / "docs" / "strength"


class Record(TypedDict):
    """One game of the long run, a line of `docs/strength/<game>.jsonl`: the older lines lack
    what records named later (their budget, the code, how the game ended)."""

    seed: int
    players: int
    seat: int
    budget: NotRequired[list[float]]
    code: NotRequired[str]
    share: float
    ending: NotRequired[str | None]
    scores: NotRequired[list[float | None]]
    decision_ms: list[float]


class Summary(TypedDict):
    """The strong stand-in's figures over a number of games (`summary`); with the records'
    games and wins by code and by ending when they come from the long runs (`of_records`)."""

    strength: str
    searched: bool
    players: int
    games: int
    win_rate: float
    ci95: list[float]
    fair_share: float
    goal: float
    decision_ms_p50: float
    decision_ms_p95: float
    budget_s: float
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
    game: Game, players: int, wins: float, games: int, decide_ms: list[float], budget: Budget
) -> Summary:
    low, high = wilson(wins, games)
    return {
        "strength": game.meta.id,
        "searched": game.meta.id in SAMPLERS,
        "players": players,
        "games": games,
        "win_rate": round(wins / games, 3),
        "ci95": [round(low, 3), round(high, 3)],
        "fair_share": round(1 / players, 3),
        "goal": round(GOAL / players, 3),
        "decision_ms_p50": round(statistics.median(decide_ms), 1),
        "decision_ms_p95": round(percentile(decide_ms, 95), 1),
        "budget_s": budget.seconds,
        "iterations": budget.iterations,
    }


def bench_strength(game: Game, games: int, players: int, budget: Budget) -> Summary:
    """A few games in this process, timed by the wall clock as the bot is: the strong seat
    moves round the table game by game; a shared victory counts a share."""
    strong, quick = standin(game.meta.id, "strong", budget), standin(game.meta.id)
    seeds, rng = range(FIRST_SEED, FIRST_SEED + games), random.Random(1793)
    wins, decide_ms = share_of_wins(game, seeds, players, rng, strong.move, quick.move)
    return summary(game, players, wins, games, decide_ms, budget)


@cache
def code_of(game_id: str) -> str:
    """A digest of the code and data a game's strong stand-in plays with (the players, the
    game's engine and the shared core): records made by different code can be told apart."""
    root = RECORDS.parent.parent
    files = sorted(
        f
        for folder in ("players", f"games/{game_id}", "games/core")
        for f in (root / folder).rglob("*")
        if f.suffix in (".py", ".json")
    )
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.relative_to(root).as_posix().encode() + b"\0" + f.read_bytes())
    return digest.hexdigest()[:12]


def as_recorded(budget: Budget) -> list[float]:
    """A budget as a record names it: seconds, iterations, horizon."""
    return [budget.seconds, budget.iterations, budget.horizon]


def play_recorded(game_id: str, seed: int, players: int, budget: Budget) -> Record:
    """One game of the long run, on its own generator (so any subset of seeds can be played in
    any order, in any process), its search timed by the thinking thread's CPU time; recorded
    with how it ended and the digest of the code that played it (`code_of`)."""
    game = registry.get(game_id)
    strong = standin(game_id, "strong", budget, clock=time.thread_time)
    quick = standin(game_id)
    mine = (seed - FIRST_SEED) % players
    share, decide_ms, outcome = play_one(
        game, seed, players, mine, random.Random(seed), strong.move, quick.move, time.thread_time
    )
    reason = outcome.reason
    return {
        "seed": seed,
        "players": players,
        "seat": mine,
        "budget": as_recorded(budget),
        "code": code_of(game_id),
        "share": share,
        # How it ended and the scores (the outcome's reason and points): why a seat lost.
        "ending": reason.key if isinstance(reason, Msg) else reason,
        "scores": [outcome.scores.get(s) for s in range(players)],
        "decision_ms": [round(ms) for ms in decide_ms],
    }


def recorded(path: Path, players: int, budget: Budget) -> dict[int, Record]:
    """The games already in `path` at this player count and with this budget, by seed (a game
    recorded without its budget was played with the first one, `FIRST_BUDGET`)."""
    if not path.exists():
        return {}
    games = (json.loads(line) for line in path.read_text().splitlines() if line.strip())
    mine = as_recorded(budget)
    return {
        g["seed"]: g
        for g in games
        if g["players"] == players and g.get("budget", FIRST_BUDGET) == mine
    }


def of_records(game: Game, games: list[Record], budget: Budget) -> Summary | None:
    """The summary of recorded games (None if there are none), with the games and wins of
    each version of the code that played them (`code_of`; "" before records named it) and of
    each way a game ended ("" before records said it)."""
    if not games:
        return None
    wins = sum(float(g["share"]) for g in games)
    decide_ms = [float(ms) for g in games for ms in g["decision_ms"]]
    made = summary(game, players_for(game), wins, len(games), decide_ms, budget)
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
    """What the long runs recorded so far for `game` at its usual player count."""
    path, budget = RECORDS / f"{game.meta.id}.jsonl", budget or budget_of(game.meta.id)
    return of_records(game, list(recorded(path, players_for(game), budget).values()), budget)


def trial(budget: Budget, seconds: float | None, horizon: int | None = None) -> Budget:
    """`budget`, with `seconds` a decision or a `horizon` of chapters instead if given: a trial
    of another budget."""
    if seconds is not None:
        budget = dataclasses.replace(budget, seconds=seconds)
    return budget if horizon is None else dataclasses.replace(budget, horizon=horizon)


def table_row(game: Game, s: Summary) -> str:
    """One row of the README's table of strength figures."""
    low, high = s["ci95"]
    return (
        f"| {game.meta.title} ({s['players']}) | {s['games']} | {s['win_rate']:.0%} "
        f"({100 * low:.0f}–{high:.0%}) | {s['fair_share']:.0%} / {s['goal']:.1%} | "
        f"{float(s['decision_ms_p50']) / 1000:.2f} s / {float(s['decision_ms_p95']) / 1000:.2f} s |"
    ).replace("%", " %")


def main(
    games: int,
    only: list[str] | None,
    jobs: int = 1,
    report: bool = False,
    *,
    seconds: float | None = None,
    horizon: int | None = None,
) -> None:
    """Play the games not yet recorded (none with `report`), each game id at the strong
    level's own budget (`players.budget_of`), or at `seconds` a decision or a `horizon` of
    chapters for a trial, recorded apart; then print each game's summary and the README's
    table rows. One pool plays every game id's games, so no core waits for the last game of
    one before the next begins."""
    RECORDS.mkdir(parents=True, exist_ok=True)
    chosen = [g for g in registry.all() if not only or g.meta.id in only]
    budgets = {g.meta.id: trial(budget_of(g.meta.id), seconds, horizon) for g in chosen}
    seeds = range(FIRST_SEED, FIRST_SEED + games)
    done = {
        g.meta.id: recorded(RECORDS / f"{g.meta.id}.jsonl", players_for(g), budgets[g.meta.id])
        for g in chosen
    }
    with ProcessPoolExecutor(jobs) as pool:
        runs = {
            pool.submit(play_recorded, g.meta.id, s, players_for(g), budgets[g.meta.id]): g.meta.id
            for g in chosen
            for s in ([] if report else seeds)
            if s not in done[g.meta.id]
        }
        for run in as_completed(runs):
            record, game_id = run.result(), runs[run]
            with (RECORDS / f"{game_id}.jsonl").open("a") as out:  # the file may be replaced
                out.write(json.dumps(record) + "\n")
            done[game_id][record["seed"]] = record
    rows = []
    for game in chosen:
        mine = done[game.meta.id]
        kept = list(mine.values()) if report else [mine[s] for s in seeds]
        result = of_records(game, kept, budgets[game.meta.id])
        if result is not None:
            print(json.dumps(result), flush=True)
            rows.append(table_row(game, result))
    print("\n".join(rows), flush=True)
