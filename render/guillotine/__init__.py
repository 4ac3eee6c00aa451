"""Guillotine's pictures: the table a move posts (`table`: every deputy at his post, who must
act), the details players ask for (`detail`: the popularity sheets, the phase and turn tracks,
the order of play and the log), and a player's delayed Jacobin cards (`hand`, `hand_text`);
`layout` says where on the table the posts a choice names are."""

from render.guillotine.detail import detail
from render.guillotine.hand import HAND_KEYS, hand, hand_read, hand_text
from render.guillotine.pieces import PALETTES, TEXT_ON
from render.guillotine.table import layout, table

__all__ = ["HAND_KEYS", "PALETTES", "TEXT_ON", "detail", "hand", "hand_read", "hand_text",
           "layout", "table"]  # fmt: skip
