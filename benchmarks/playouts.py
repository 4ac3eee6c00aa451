"""How fast the strong stand-in searches, per game, at 4 players: the CPU one playout costs (40
playouts at each of six fixed positions reached by quick play: the same work in any two versions
that behave alike, so two versions compare in one sitting), and how many playouts one decision
makes in its budget (12 decisions of one game, the strong seat deciding every fourth move;
the budget counts the thinking thread's CPU, so a busy machine does not change it much).
The engines and the quick heuristics are nearly all of it; they serve every live move too.

    python -m benchmarks playouts [--game fr1789 ...]
"""

from __future__ import annotations

import dataclasses
import json
import random
import statistics
import time
from typing import Any

from games import registry
from games.core import Game
from players import StandIn, budget_of, standin
from players.search import Thought

POSITIONS = [(1, 8), (2, 30), (3, 60), (4, 100), (5, 150), (6, 220)]  # (seed, moves played)
FIXED_PLAYOUTS, DECISIONS = 40, 12


def decider(game: Game, state: Any) -> int:
    """The first active seat with a decision to make."""
    return next(s for s in game.active_seats(state) if (p := game.prompt(state, s)) and p.choices)


def quick_move(game: Game, state: Any, player: StandIn, rng: random.Random) -> None:
    """One move by the first seat with a decision, as `player` plays it."""
    seat = decider(game, state)
    game.apply(state, seat, player.move(game, state, seat, rng) or "")


def cpu_per_playout(game: Game) -> float:
    """Milliseconds of CPU for one playout, over FIXED_PLAYOUTS at each position."""
    quick, ticks = standin(game.meta.id), iter(range(10**12))
    # The game's own playouts (its horizon), a fixed number of them: its clock ticks, never binds.
    budget = dataclasses.replace(budget_of(game.meta.id), seconds=1e12, iterations=FIXED_PLAYOUTS)
    strong = standin(game.meta.id, "strong", budget, clock=lambda: next(ticks))
    positions = []
    for seed, depth in POSITIONS:
        state, rng = game.setup(4, seed=seed), random.Random(seed)
        for _ in range(depth):
            if game.outcome(state) is not None:
                break
            quick_move(game, state, quick, rng)
        if game.outcome(state) is None:
            positions.append((state, random.Random(seed)))
    started = time.thread_time()
    for state, rng in positions:
        strong.move(game, state, decider(game, state), rng)
    return (time.thread_time() - started) * 1000 / (FIXED_PLAYOUTS * len(positions))


def playouts_per_decision(game: Game) -> list[int]:
    """The playouts of DECISIONS searched decisions in the game's budget (one seeded game)."""
    made: list[int] = []
    quick = standin(game.meta.id)
    strong = standin(game.meta.id, "strong", budget_of(game.meta.id), clock=time.thread_time)
    search = strong.search
    assert search is not None, f"{game.meta.id} has no re-dealer"
    think = search.think

    def counted(*args: Any, **kwargs: Any) -> Thought:
        thought = think(*args, **kwargs)
        if thought.playouts:  # a decision with a single choice is not searched
            made.append(thought.playouts)
        return thought

    search.think = counted  # type: ignore[method-assign]  # counted in place, for the bench only
    state, rng = game.setup(4, seed=5), random.Random(3)
    for i in range(2000):
        if game.outcome(state) is not None or len(made) >= DECISIONS:
            break
        quick_move(game, state, strong if i % 4 == 0 else quick, rng)
    return made


def main(game_ids: list[str] | None) -> None:
    for game in registry.all():
        if game_ids and game.meta.id not in game_ids:
            continue
        made = playouts_per_decision(game)
        figures = {
            "playouts": game.meta.id,
            "cpu_ms_per_playout": round(cpu_per_playout(game), 2),
            "playouts_per_decision_p50": statistics.median(made),
            "playouts_per_decision": made,
            "budget_s": budget_of(game.meta.id).seconds,
            "cap": budget_of(game.meta.id).iterations,
        }
        print(json.dumps(figures), flush=True)
