"""Frondeurs et Frondeuses (Red Sash Games, 2023): the Fronde of 1648-1653, four factions
spreading their influence over a network of the court's people, places and offices. Four
players, one faction each (the 2- and 3-player games are still to come: RULES_NOTES.md)."""

from games.core import registry
from games.frondeurs.engine import Frondeurs

GAME = registry.register(Frondeurs())

__all__ = ["GAME", "Frondeurs"]
