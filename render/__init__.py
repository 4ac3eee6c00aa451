"""Views to pictures: `render/<game_id>/` draws a game's table, its details and a player's hand
from views only, so a renderer can never show a secret the view does not hold. Each draws its
texts in `lang` (`i18n.LANGS`): the match's language for the table, the player's for a hand."""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any


def _module(game_id: str) -> ModuleType:
    return importlib.import_module(f"render.{game_id}")


def table_png(game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en") -> bytes:
    """The public table a move posts, drawn from the spectator view: landscape, and legible
    at the size Discord shows it (about 550 x 350)."""
    return _module(game_id).table(view, list(names), lang)


def detail_png(game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en") -> bytes:
    """What the table leaves out (displays, tracks, sheets, the log), drawn from the spectator
    view, for players who ask for it."""
    return _module(game_id).detail(view, list(names), lang)


def hand_png(game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en") -> bytes:
    """One player's private holdings, drawn from that seat's view."""
    return _module(game_id).hand(view, list(names), lang)


def table_words(
    game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en"
) -> str:
    """The public table in words, from the spectator view: the same facts as `table_png`, in
    the order a screen reader should read them, in the game's terms (`render/<game>/words.py`).
    Lines of text with **bold** headings, the markdown every front end reads; `names` written
    as text for a message already (the host's `text_names`)."""
    words: str = importlib.import_module(f"render.{game_id}.words").words(view, list(names), lang)
    return words


def hand_text(game_id: str, view: dict[str, Any], lang: str = "en") -> str:
    """The same holdings as a text list, for the DM beside the picture."""
    return _module(game_id).hand_text(view, lang)


def hand_keys(game_id: str) -> tuple[str, ...]:
    """What `hand_text` reads of a view (its top-level keys): the same values, the same text."""
    keys: tuple[str, ...] = _module(game_id).HAND_KEYS
    return keys


def hand_read(game_id: str, view: dict[str, Any]) -> dict[str, Any]:
    """What `hand_png` reads of a seat's view: a view it draws the same picture from."""
    read: dict[str, Any] = _module(game_id).hand_read(view)
    return read


def hand_picture_key(game_id: str, view: dict[str, Any], names: Sequence[str], lang: str) -> str:
    """What names the picture `hand_png` draws of this view: the same key, the same picture
    (what it reads of a view is its renderer's `hand_read`), so that a page asks for its
    hand's picture again, and a server draws it again, only when it changed."""
    read = hand_read(game_id, view)
    said = repr((game_id, lang, list(names), read)).encode()
    return hashlib.blake2b(said, digest_size=8).hexdigest()


@dataclass(frozen=True)
class Place:
    """A thing the table picture draws that a choice can be about (`Choice.place`): its name as
    drawn there, and `box`, the area a click on it should hit, as (x0, y0, x1, y1) in the
    picture's pixels (as `Image.crop` reads a box, and an SVG rect x0 - x1 wide), so that a web
    page can lay a clickable overlay on the very picture the bot posts."""

    name: str
    box: tuple[int, int, int, int]

    @classmethod
    def at(cls, name: str, box: tuple[float, float, float, float], dy: float = 0) -> Place:
        """The place named `name` over a drawn box, `dy` lower (a part pasted down the
        picture), rounded to whole pixels: boxes that only touch as drawn still only touch, so
        a click never lands on two places."""
        x0, y0, x1, y1 = box
        return cls(name, (round(x0), round(y0 + dy), round(x1), round(y1 + dy)))


def layout(game_id: str, view: dict[str, Any], lang: str = "en") -> dict[str, Place]:
    """Every place the table picture names (`Choice.place`), by id: where the renderer draws it
    (`<game>.layout`, from the very coordinates it draws with). Empty for a game whose choices
    name no place."""
    laid = getattr(_module(game_id), "layout", None)
    return {} if laid is None else laid(view, lang)


def places(game_id: str, view: dict[str, Any], lang: str = "en") -> dict[str, str]:
    """Every place the table picture names (`Choice.place`), by id: the name as drawn there,
    in `lang`."""
    return {pid: place.name for pid, place in layout(game_id, view, lang).items()}
