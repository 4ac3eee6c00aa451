"""Revolt's pictures: the table a move posts (`table`), the details players ask for (`detail`),
and a player's hand (`hand`, `hand_text`). Families differ by colour *and* symbol, seats by
colour *and* shape, values are large, so the table reads at Discord's preview size."""

from render.revolt.cards import PALETTES, TEXT_ON
from render.revolt.hand import HAND_KEYS, hand, hand_read, hand_text
from render.revolt.table import detail, table

__all__ = ["HAND_KEYS", "PALETTES", "TEXT_ON", "detail", "hand", "hand_read", "hand_text", "table"]
