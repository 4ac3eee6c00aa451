"""Views to pictures: `render/<game_id>/` draws a game's table, its details and a player's hand
from views only, so a renderer can never show a secret the view does not hold. Each draws its
texts in `lang` (`i18n.LANGS`): the match's language for the table, the player's for a hand."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any


def _module(game_id: str) -> ModuleType:
    return importlib.import_module(f"render.{game_id}")


def table_png(
    game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en"
) -> bytes:
    """The public table a move posts, drawn from the spectator view: landscape, and legible
    at the size Discord shows it (about 550 x 350)."""
    return _module(game_id).table(view, list(names), lang)


def detail_png(
    game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en"
) -> bytes:
    """What the table leaves out (displays, tracks, sheets, the log), drawn from the spectator
    view, for players who ask for it."""
    return _module(game_id).detail(view, list(names), lang)


def hand_png(
    game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en"
) -> bytes:
    """One player's private holdings, drawn from that seat's view."""
    return _module(game_id).hand(view, list(names), lang)


def hand_text(game_id: str, view: dict[str, Any], lang: str = "en") -> str:
    """The same holdings as a text list, for the DM beside the picture."""
    return _module(game_id).hand_text(view, lang)


def places(game_id: str, view: dict[str, Any], lang: str = "en") -> dict[str, str]:
    """Every place the table picture names (`Choice.place`), by id: the name as drawn there,
    in `lang`. Empty for a game whose choices name no place."""
    named = getattr(_module(game_id), "places", None)
    return {} if named is None else named(view, lang)
