"""Frondeurs et Frondeuses (Red Sash Games, 2023): the Fronde of 1648-1653, four factions
spreading their influence over a network of the court's people, places and offices. Two to
four players: one faction each, two each (§5.3), or three with the fourth a Dummy run in turn
(§5.4); seats and their scores are in `seats.py`, the readings in RULES_NOTES.md."""

from games.core import registry
from games.frondeurs.engine import Frondeurs

GAME = registry.register(Frondeurs())

__all__ = ["GAME", "Frondeurs"]
