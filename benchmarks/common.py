"""What the benchmarks share: percentiles, and a match opened through the host."""

from __future__ import annotations

from bot.host import Host
from games.core import Game


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def players_for(game: Game) -> int:
    """Four players where the game allows it, else the nearest count it allows."""
    return min(max(game.meta.min_players, 4), game.meta.max_players)


async def new_match(host: Host, game: Game, players: int, channel: int) -> None:
    await host.new_match(
        guild_id=1, channel_id=channel, user_id=1, name="Player 1", game_id=game.meta.id
    )
    for user in range(2, players + 1):
        await host.join(user_id=user, name=f"Player {user}", channel_id=channel)
    await host.start(user_id=1, channel_id=channel)
