"""Liberté's pictures: the table a move posts (`table`: the provinces by region with every stack,
and where everyone stands), the details players ask for (`detail`: the named map of France, the
tracks, every display and the face-up cards), and a player's hand (`hand`, `hand_text`)."""

from typing import Any

from render.liberte import tiles
from render.liberte.hand import hand, hand_text
from render.liberte.table import detail, status_line, table

__all__ = ["detail", "hand", "hand_text", "places", "status_line", "table"]


def places(view: dict[str, Any], lang: str = "en") -> dict[str, str]:
    """The places the table names, by the id a choice's `place` gives: each province by its
    number ("8") and each region by its code ("SE"), with the name on its tile or above its
    provinces, and the turn's battle ("battle") by its name, drawn with its VP."""
    named = tiles.places()
    if view["battle"] is not None:
        named["battle"] = view["battle"]["name"]
    return named
