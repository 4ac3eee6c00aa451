"""Frondeurs et Frondeuses (Red Sash Games, 2023): the Fronde of 1648-1653 for 2-4 players.

Only the component data exists so far (`games.frondeurs.data`); the game is not registered."""
