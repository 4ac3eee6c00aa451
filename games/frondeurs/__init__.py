"""Frondeurs et Frondeuses (Red Sash Games, 2023): the Fronde of 1648-1653 for 2-4 players.

The component data (`data`) and a partial 4-player engine (`engine`); the game is not registered
until every rule, the renderer and the conformance suite are in (RULES_NOTES.md, "Engine")."""
