"""Liberté's pictures: the table a move posts (`table`: the map and where everyone stands), the
details players ask for (`detail`: the named map, the tracks, every display and the face-up
cards), and a player's hand (`hand`, `hand_text`)."""

from render.liberte.hand import hand, hand_text
from render.liberte.table import detail, status_line, table

__all__ = ["detail", "hand", "hand_text", "status_line", "table"]
