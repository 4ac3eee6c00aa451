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

import json
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from benchmarks.common import percentile, play_one, players_for, share_of_wins
from games import registry
from games.core import Game
from players import SAMPLERS, Budget, standin

GOAL = 1.5  # times the fair share
FIRST_SEED = 10_000
RECORDS = Path(__file__).resolve().parent.parent / "docs" / "strength"


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
) -> dict[str, object]:
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


def bench_strength(game: Game, games: int, players: int, budget: Budget) -> dict[str, object]:
    """A few games in this process, timed by the wall clock as the bot is: the strong seat
    moves round the table game by game; a shared victory counts a share."""
    strong, quick = standin(game.meta.id, "strong", budget), standin(game.meta.id)
    seeds, rng = range(FIRST_SEED, FIRST_SEED + games), random.Random(1793)
    wins, decide_ms = share_of_wins(game, seeds, players, rng, strong.move, quick.move)
    return summary(game, players, wins, games, decide_ms, budget)


def play_recorded(game_id: str, seed: int, players: int, budget: Budget) -> dict[str, object]:
    """One game of the long run, on its own generator (so any subset of seeds can be played in
    any order, in any process), its search timed by the thinking thread's CPU time."""
    game = registry.get(game_id)
    strong = standin(game_id, "strong", budget, clock=time.thread_time)
    quick = standin(game_id)
    mine = (seed - FIRST_SEED) % players
    share, decide_ms = play_one(
        game, seed, players, mine, random.Random(seed), strong.move, quick.move, time.thread_time
    )
    return {
        "seed": seed,
        "players": players,
        "seat": mine,
        "share": share,
        "decision_ms": [round(ms) for ms in decide_ms],
    }


def recorded(path: Path, players: int) -> dict[int, dict[str, object]]:
    """The games already in `path` at this player count, by seed."""
    if not path.exists():
        return {}
    games = (json.loads(line) for line in path.read_text().splitlines() if line.strip())
    return {g["seed"]: g for g in games if g["players"] == players}


def main(games: int, only: list[str] | None, jobs: int = 1, budget: Budget | None = None) -> None:
    budget = budget or Budget()
    RECORDS.mkdir(parents=True, exist_ok=True)
    for game in registry.all():
        if only and game.meta.id not in only:
            continue
        players, path = players_for(game), RECORDS / f"{game.meta.id}.jsonl"
        seeds = range(FIRST_SEED, FIRST_SEED + games)
        done = recorded(path, players)
        with ProcessPoolExecutor(jobs) as pool, path.open("a") as out:
            runs = [
                pool.submit(play_recorded, game.meta.id, seed, players, budget)
                for seed in seeds
                if seed not in done
            ]
            for run in as_completed(runs):
                record = run.result()
                out.write(json.dumps(record) + "\n")
                out.flush()
                done[record["seed"]] = record  # type: ignore[index]
        kept = [done[s] for s in seeds]
        wins = sum(float(g["share"]) for g in kept)  # type: ignore[arg-type]
        decide_ms = [float(ms) for g in kept for ms in g["decision_ms"]]  # type: ignore[attr-defined]
        print(json.dumps(summary(game, players, wins, games, decide_ms, budget)), flush=True)
