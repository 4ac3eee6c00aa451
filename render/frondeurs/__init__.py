"""Frondeurs et Frondeuses' pictures: the table a move posts (`table`: the whole network small,
a zoom on the last move, where everyone stands), the details players ask for (`detail`: the
whole board at full size with names, values and icons, beside the tracks, boxes and a legend),
and a player's hand (`hand`, `hand_text`). Drawn from views only."""

from render.frondeurs.hand import hand, hand_text
from render.frondeurs.table import detail, table

__all__ = ["detail", "hand", "hand_text", "table"]
