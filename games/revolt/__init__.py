"""Revolt (Le Grümph & Albertine Ralenti): trick-taking for 3-5 players."""

from games.core import registry
from games.revolt.engine import Revolt

GAME = registry.register(Revolt())

__all__ = ["GAME", "Revolt"]
