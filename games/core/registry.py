"""Where games are found: every package under `games/` (except `core`) registers itself on import,
so adding a game never touches a shared list."""

from __future__ import annotations

import importlib
import pkgutil

from games.core.contract import Game

_games: dict[str, Game] = {}
_discovered = False


def register(game: Game) -> Game:
    if game.meta.id in _games and _games[game.meta.id] is not game:
        raise ValueError(f"two games registered as {game.meta.id!r}")
    _games[game.meta.id] = game
    return game


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    import games

    for info in pkgutil.iter_modules(games.__path__):
        if info.ispkg and info.name != "core":
            importlib.import_module(f"games.{info.name}")
    _discovered = True


def get(game_id: str) -> Game:
    """The game registered as `game_id`; KeyError for an unknown id."""
    _discover()
    return _games[game_id]


def all() -> list[Game]:
    _discover()
    return sorted(_games.values(), key=lambda g: g.meta.id)
