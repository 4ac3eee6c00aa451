"""Liberté (Martin Wallace, 2001): the French Revolution for 3-6 players."""

from games.core import registry
from games.liberte.engine import Liberte

GAME = registry.register(Liberte())

__all__ = ["GAME", "Liberte"]
