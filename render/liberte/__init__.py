"""Liberté's pictures: the table a move posts (`table`: the provinces by region with every stack,
and where everyone stands), the details players ask for (`detail`: the named map of France, the
tracks, every display and the face-up cards), and a player's hand (`hand`, `hand_text`);
`layout` says where on the table the provinces, regions and battle a choice names are."""

from render.liberte.hand import HAND_KEYS, hand, hand_read, hand_text
from render.liberte.style import PALETTES, TEXT_ON
from render.liberte.table import detail, layout, status_line, table

__all__ = [
    "HAND_KEYS",
    "PALETTES",
    "TEXT_ON",
    "detail",
    "hand",
    "hand_read",
    "hand_text",
    "layout",
    "status_line",
    "table",
]
