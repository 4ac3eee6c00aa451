"""The strong stand-in's opponents in the strength runs (benchmarks/strength.py), by kind: a
strong player should beat more than the one heuristic its playouts use, so it is measured
against a field, not a mirror.

- `quick`: the quick stand-in (the game's heuristic), in every other seat;
- `random`: a uniform choice among the offered ones (`players.fallback`);
- `noisy`: the heuristic, but a uniformly random offered choice with probability `NOISE`;
- `weaker`: the strong level at a quarter of the strong seat's own budget (`WEAKER`: a
  quarter of its time and of its playouts, on the same clock): an earlier strong version, by
  self-play at a lower budget. (A fixed 50 playouts, first tried, out-thought the strong seat
  in 1789, whose quarter second a decision makes about 18 playouts there: not weaker at all.)
- `mixed`: each other seat one of the four above (`MIXED`), in rotation by the seed and the
  seat (`seat_kinds`), so every kind meets every position.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from benchmarks.common import Mover
from games.core import Game, Prompt
from players import Budget, StandIn, budget_of, fallback, standin
from players.common import Heuristic

NOISE = 0.25  # how often a noisy player plays a random offered choice instead of its heuristic's
WEAKER = 4  # the weaker opponent thinks a quarter of the strong seat's time and playouts
MIXED = ("quick", "noisy", "random", "weaker")  # the kinds a mixed field seats, in rotation
FIELDS = ("quick", "random", "noisy", "weaker", "mixed")
STRONG = "strong"  # the measured seat, in `seat_kinds`
Clock = Callable[[], float]


def fixed(playouts: int, horizon: int) -> Budget:
    """A search that stops only at `playouts`: timed, never cut by the clock, so the same
    generator gives the same choice on any machine under any load."""
    return Budget(seconds=math.inf, iterations=playouts, horizon=horizon)


def noisy(heuristic: Heuristic) -> Heuristic:
    """`heuristic`, but a uniformly random offered choice with probability `NOISE`: a player
    that mostly plays well and sometimes errs, as people do."""

    def choose(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
        if rng.random() < NOISE:
            return rng.choice(prompt.choices).id
        return heuristic(view, prompt, seat, rng)

    return choose


def weaker(budget: Budget) -> Budget:
    """The strong seat's `budget` cut to a `WEAKER`th: its time (an unlimited time stays
    unlimited, for a fixed number of playouts) and its playouts, at least one; the same
    horizon."""
    return Budget(budget.seconds / WEAKER, max(1, budget.iterations // WEAKER), budget.horizon)


def opponent(
    game_id: str, kind: str, budget: Budget | None = None, clock: Clock = time.thread_time
) -> Mover:
    """The player of one kind of the field (not `mixed`, which seats several); `budget` and
    `clock`: the strong seat's, which the weaker kind's are a fraction of."""
    quick = standin(game_id)
    if kind == "quick":
        return quick.move
    if kind == "random":
        return StandIn(game_id, fallback).move
    if kind == "noisy":
        return StandIn(game_id, noisy(quick.heuristic)).move
    if kind == "weaker":
        return standin(game_id, "strong", weaker(budget or budget_of(game_id)), clock).move
    raise ValueError(f"unknown opponent {kind!r}: one of {', '.join(MIXED)}")


def seat_kinds(field: str, seed: int, players: int, mine: int) -> list[str]:
    """The kind of player in each seat, `STRONG` in `mine`. In a mixed field the seat `k` places
    after the strong one takes `MIXED[(seed // players + k) % 4]`: the strong seat moves round
    the table seed by seed (`strength.seat_of`) while the kinds turn once every `players`
    seeds, so over `4 * players` seeds running on every kind sits in every seat and at every
    distance from the strong one."""
    if field not in FIELDS:
        raise ValueError(f"unknown field {field!r}: one of {', '.join(FIELDS)}")
    kinds = [STRONG] * players
    for k in range(1, players):
        kinds[(mine + k) % players] = (
            MIXED[(seed // players + k) % len(MIXED)] if field == "mixed" else field
        )
    return kinds


def field_mover(
    game: Game,
    field: str,
    seed: int,
    players: int,
    mine: int,
    budget: Budget | None = None,
    clock: Clock = time.thread_time,
) -> Mover:
    """The players of every seat but `mine` in the game set up with `seed`, as one mover
    (`budget`, `clock`: the strong seat's, for the weaker kind)."""
    kinds = seat_kinds(field, seed, players, mine)
    movers = {
        kind: opponent(game.meta.id, kind, budget, clock) for kind in set(kinds) - {STRONG}
    }

    def move(game: Game, state: Any, seat: int, rng: random.Random) -> str | None:
        return movers[kinds[seat]](game, state, seat, rng)

    return move
