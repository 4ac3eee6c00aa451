"""Guillotine (Avril & Floréal, 1988): the Convention in 1793, for 2-4 players."""

from games.core import registry
from games.guillotine.engine import Guillotine

GAME = registry.register(Guillotine())

__all__ = ["GAME", "Guillotine"]
