"""Frondeurs et Frondeuses' pictures: the table a move posts (`table`: the whole board's map,
read at the preview's size, and where each faction stands), the details players ask for
(`detail`: the whole board at full size with names, values and icons, beside the tracks, boxes
and a legend), and a player's hand (`hand`, `hand_text`); `layout` says which of the board's
places the table names, and where. Drawn from views only."""

from render.frondeurs.hand import HAND_KEYS, hand, hand_read, hand_text
from render.frondeurs.style import PALETTES, TEXT_ON
from render.frondeurs.table import detail, layout, table

__all__ = ["HAND_KEYS", "PALETTES", "TEXT_ON", "detail", "hand", "hand_read", "hand_text",
           "layout", "table"]  # fmt: skip
