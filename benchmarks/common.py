"""What the benchmarks share: percentiles, a match opened through the host, and a bot's share
of the wins in games where each decision draws from its own generator."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
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


def decision_rng(seed: int, move: int, seat: int) -> random.Random:
    """The generator of one decision, from the game's seed, the move's number and the seat, as
    the bot seeds a stand-in's (`bot.host.play.stand_in_seed`): no two decisions share a
    stream, so what one player draws never shifts another's, and a game replays alike whatever
    ran before it or beside it. (Not the deal's stream: the game draws from its own.)"""
    return random.Random(f"decision:{seed}:{move}:{seat}")


def order_rng(seed: int) -> random.Random:
    """The generator of which active seat moves next, a stream of its own (`decision_rng`)."""
    return random.Random(f"order:{seed}")


@dataclass
class Played:
    """One game played: `bot`'s share of the win (a shared victory counts a share), its time
    per decision in ms, how the game ended and every move, as (seat, choice id)."""

    share: float
    decision_ms: list[float]
    outcome: Outcome
    moves: list[tuple[int, str]]


def share_of_wins(
    game: Game, games: range, players: int, bot: Mover, others: Mover
) -> tuple[float, list[float]]:
    """`bot` in one seat against `others` in the games set up with the seeds `games`, its seat
    moving round the table game by game: its share of the wins (a shared victory counts a
    share) and its time per decision in ms."""
    wins = 0.0
    decide_ms: list[float] = []
    for number, seed in enumerate(games):
        played = play_one(game, seed, players, number % players, bot, others)
        wins += played.share
        decide_ms += played.decision_ms
    return wins, decide_ms


def play_one(
    game: Game,
    seed: int,
    players: int,
    mine: int,
    bot: Mover,
    others: Mover,
    clock: Callable[[], float] = time.perf_counter,
) -> Played:
    """One game set up with `seed`, `bot` in seat `mine` and `others` in the rest, each decision
    on its own generator (`decision_rng`) and its time, as `clock` counts it, taken for `bot`:
    the same seed and players give the same game, when they never look at a clock."""
    state = game.setup(players, seed=seed)
    order = order_rng(seed)
    decide_ms: list[float] = []
    moves: list[tuple[int, str]] = []
    while (outcome := game.outcome(state)) is None:
        seat = order.choice(game.active_seats(state))
        rng = decision_rng(seed, len(moves), seat)
        if seat == mine:
            start = clock()
            choice = bot(game, state, seat, rng)
            decide_ms.append((clock() - start) * 1000)
        else:
            choice = others(game, state, seat, rng)
        moves.append((seat, choice or ""))
        game.apply(state, seat, choice or "")
    share = 1 / len(outcome.winners) if mine in outcome.winners else 0.0
    return Played(share, decide_ms, outcome, moves)
