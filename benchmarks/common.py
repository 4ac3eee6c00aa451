"""What the benchmarks share: percentiles, a match opened through the host, and a bot's share
of the wins."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from bot.host import Host
from games.core import Game, Outcome


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def players_for(game: Game) -> int:
    """Four players where the game allows it, else the nearest count it allows."""
    return min(max(game.meta.min_players, 4), game.meta.max_players)


async def new_match(
    host: Host, game: Game, players: int, channel: int, first_user: int = 1
) -> None:
    """A match started in `channel`, its players users `first_user` and the ones after."""
    await host.new_match(
        guild_id=1, channel_id=channel, user_id=first_user, name="Player 1", game_id=game.meta.id
    )
    for n in range(2, players + 1):
        await host.join(user_id=first_user + n - 1, name=f"Player {n}", channel_id=channel)
    await host.start(user_id=first_user, channel_id=channel)


Mover = Callable[[Game, Any, int, random.Random], str | None]
"""`(game, state, seat, rng) -> choice id`, like `StandIn.move`."""


def share_of_wins(
    game: Game, games: range, players: int, rng: random.Random, bot: Mover, others: Mover
) -> tuple[float, list[float]]:
    """`bot` in one seat against `others` in the games set up with the seeds `games`, its seat
    moving round the table game by game: its share of the wins (a shared victory counts a
    share) and its time per decision in ms."""
    wins = 0.0
    decide_ms: list[float] = []
    for number, seed in enumerate(games):
        share, times, _ = play_one(game, seed, players, number % players, rng, bot, others)
        wins += share
        decide_ms += times
    return wins, decide_ms


def play_one(
    game: Game,
    seed: int,
    players: int,
    mine: int,
    rng: random.Random,
    bot: Mover,
    others: Mover,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[float, list[float], Outcome]:
    """One game set up with `seed`, `bot` in seat `mine`: its share of the win (a shared victory
    counts a share), its time per decision in ms, as `clock` counts it, and how it ended."""
    state = game.setup(players, seed=seed)
    decide_ms: list[float] = []
    while (outcome := game.outcome(state)) is None:
        seat = rng.choice(game.active_seats(state))
        if seat == mine:
            start = clock()
            choice = bot(game, state, seat, rng)
            decide_ms.append((clock() - start) * 1000)
        else:
            choice = others(game, state, seat, rng)
        game.apply(state, seat, choice or "")
    return (1 / len(outcome.winners) if mine in outcome.winners else 0.0), decide_ms, outcome
