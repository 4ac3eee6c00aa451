"""French Revolution 1789's pictures: the table a move posts (`table`: the map, the System
boxes, the auction and the players), the details players ask for (`detail`: every card's state,
the RP track, the System boxes' actions) and a player's secrets (`hand`, `hand_text`);
`layout` says where on the table the cities and System boxes a choice names are."""

from render.fr1789.detail import detail
from render.fr1789.hand import HAND_KEYS, hand, hand_read, hand_text
from render.fr1789.pieces import PALETTES, TEXT_ON
from render.fr1789.table import layout, table

__all__ = ["HAND_KEYS", "PALETTES", "TEXT_ON", "detail", "hand", "hand_read", "hand_text",
           "layout", "table"]  # fmt: skip
