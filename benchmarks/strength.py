"""The strong stand-in against three quick ones (today's heuristic) at each game's usual player
count: its share of the wins, with a 95 % confidence interval, beside the fair share and the
goal (1.5 times the fair share), and its time per decision (p50, p95) with the budget it plays
under in the bot. `make bench` plays a few games per game; for the README's figures run
`python -m benchmarks strength --games 200` (nice it: it keeps a core busy for hours)."""

from __future__ import annotations

import json
import math
import random
import statistics

from benchmarks.common import percentile, players_for, share_of_wins
from games import registry
from games.core import Game
from players import SAMPLERS, Budget, standin

GOAL = 1.5  # times the fair share


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate: sound for small counts and rates near 0 or 1."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def bench_strength(game: Game, games: int, players: int, budget: Budget) -> dict[str, object]:
    """The strong seat moves round the table game by game; a shared victory counts a share."""
    strong, quick = standin(game.meta.id, "strong", budget), standin(game.meta.id)
    seeds, rng = range(10_000, 10_000 + games), random.Random(1793)
    wins, decide_ms = share_of_wins(game, seeds, players, rng, strong.move, quick.move)
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


def main(games: int, only: list[str] | None, budget: Budget | None = None) -> None:
    for game in registry.all():
        if only and game.meta.id not in only:
            continue
        result = bench_strength(game, games, players_for(game), budget or Budget())
        print(json.dumps(result), flush=True)
