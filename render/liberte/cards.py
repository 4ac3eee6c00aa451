"""Liberté's cards, two ways: the full card of a player's hand, and the chip that stands for a
card on the table (displays, face-up row), one line tall so a whole display reads at preview
size: its blocks, its short name, its number and its symbols, on its region's colour."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from games.liberte import specials
from games.liberte.data import DATA, MARKS, Card
from i18n import say
from render.common import HIGHLIGHT, INK, WHITE, cached_drawing, fit, text, text_width, wrap
from render.liberte.geometry import FRANCE, Frame, cells
from render.liberte.style import (
    CAP,
    CARD_FACE,
    CLUB_BG,
    SPECIAL_BG,
    Colour,
    block,
    pale,
)


def _cannon(d: ImageDraw.ImageDraw, x: float, y: float, size: int) -> None:
    """A field gun: barrel and wheel."""
    s = size / 16
    d.polygon([(x + 1 * s, y + 9 * s), (x + 14 * s, y + 3 * s), (x + 15 * s, y + 6 * s),
               (x + 3 * s, y + 12 * s)], fill=INK)  # fmt: skip
    d.ellipse((x + 2 * s, y + 8 * s, x + 9 * s, y + 15 * s), outline=INK, width=max(1, round(s)))


def _cap(d: ImageDraw.ImageDraw, x: float, y: float, size: int) -> None:
    """A Phrygian cap, the Sans-Culottes' bonnet rouge."""
    s = size / 16
    d.polygon([(x + 2 * s, y + 14 * s), (x + 3 * s, y + 6 * s), (x + 8 * s, y + 1 * s),
               (x + 14 * s, y + 3 * s), (x + 11 * s, y + 6 * s), (x + 14 * s, y + 14 * s)],
              fill=CAP, outline=INK)  # fmt: skip


def _general(d: ImageDraw.ImageDraw, x: float, y: float, size: int) -> None:
    """Crossed swords, the General."""
    text(d, (x, y - 1), "⚔", size, True, INK)


SYMBOLS = {"cannon": _cannon, "sans_culottes": _cap, "general": _general}


def _marks(c: Card) -> list[tuple[Any, Msg]]:
    """The card's symbols, each with its drawing and its name."""
    return [(SYMBOLS[m.field], m.name) for m in MARKS if getattr(c, m.field)]


def _background(c: Card) -> Colour:
    if c.kind == "special":
        return SPECIAL_BG
    return CLUB_BG if c.region is None else DATA.regions[c.region].colour


def short_name(c: Card) -> str:
    """ "Jean-Paul Marat" -> "Marat", "Club des Jacobins" -> "Jacobins": what players say."""
    if c.kind == "club":
        for lead in ("Club des ", "Club du ", "Club de ", "Club "):
            if c.name.startswith(lead):
                return c.name[len(lead) :].capitalize()
        return c.name.split()[0]
    return c.name.split()[-1]


# ---- the chip: a card on the table ------------------------------------------------------------
CHIP_H, CHIP_MAX_W = 26, 300
CHIP_BLOCK_W, CHIP_BLOCK_H, SYMBOL = 16, 18, 16


@cached_drawing
def chip(key: str, lang: str = "en") -> Image.Image:
    """A card as one line: blocks, short name, number, symbols. Its ground is the pale colour of
    its region, as on the map; clubs are grey and specials dark, as on the cards."""
    c = DATA.cards[key]
    special = c.kind == "special"
    ink = WHITE if special else INK
    im = Image.new("RGB", (CHIP_MAX_W, CHIP_H), SPECIAL_BG if special else pale(_background(c)))
    d = ImageDraw.Draw(im)
    x = 5.0
    if c.faction is not None:
        for _ in range(c.value):
            block(im, x, (CHIP_H - CHIP_BLOCK_H) / 2, c.faction.value, CHIP_BLOCK_W, CHIP_BLOCK_H)
            x += CHIP_BLOCK_W + 1
        x += 3
    name = say(DATA.card_name(key), lang) if special else short_name(c)
    for label, size, bold in ((name, 15, True),
                              (f"#{c.id}", 14, False)):  # fmt: skip
        x += text(d, (x, CHIP_H / 2), label, size, bold, ink, "lm") + 5
    for draw, _ in _marks(c):
        draw(d, x - 2, (CHIP_H - SYMBOL) / 2, SYMBOL)
        x += SYMBOL + 2
    im = im.crop((0, 0, min(CHIP_MAX_W, round(x) + 2), CHIP_H))
    ImageDraw.Draw(im).rectangle((0, 0, im.width - 1, CHIP_H - 1), outline=INK, width=2)
    return im


# ---- the full card: a player's hand -----------------------------------------------------------
CARD_W, CARD_H = 150, 226


@lru_cache(maxsize=8)
def _region_map(region: str, size: int) -> Image.Image:
    """France with the card's region in black, as the cards show it."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    frame = Frame(1, 1, size - 2)
    for n, poly in cells().items():
        mine = DATA.provinces[n].region == region
        d.polygon([frame(p) for p in poly], fill=INK if mine else CARD_FACE)
    d.polygon([frame(p) for p in FRANCE], outline=INK)
    return im


@cached_drawing
def card(key: str, lang: str = "en") -> Image.Image:
    """A full card: faction blocks, number, region colour, name and map, title, symbols."""
    c = DATA.cards[key]
    im = Image.new("RGB", (CARD_W, CARD_H), _background(c))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, CARD_W - 1, CARD_H - 1), outline=INK, width=3)
    ink = WHITE if c.kind == "special" else INK
    text(d, (CARD_W - 8, 8), f"#{c.id}", 15, True, ink, "ra")
    text(d, (CARD_W - 8, 26), say(Msg("liberte-draw-set", set=c.set), lang), 11, False, ink, "ra")
    if c.special is not None:
        text(d, (CARD_W / 2, 60), say(Msg("liberte-draw-special"), lang), 13, True, HIGHLIGHT,
             "mm")  # fmt: skip
        _title(d, say(DATA.card_name(key), lang), 78, WHITE, box=False)
        effect = say(specials.effect(None, c.special), lang)
        for i, line in enumerate(wrap(effect, 12, False, CARD_W - 16)[:5]):
            text(d, (CARD_W / 2, 140 + i * 16), line, 12, False, WHITE, "mm")
        needs = specials.prerequisite(c.special)
        for i, line in enumerate(wrap(say(needs, lang) if needs else "", 11, True,
                                      CARD_W - 16)[:2]):  # fmt: skip
            text(d, (CARD_W / 2, 198 + i * 14), line, 11, True, HIGHLIGHT, "mm")
        return im
    assert c.faction is not None
    f = c.faction.value
    for i in range(c.value):
        block(im, 8 + i * 28, 8, f, 26, 22)
    where = (
        say(Msg("liberte-draw-club-anywhere"), lang)
        if c.region is None
        else DATA.regions[c.region].name
    )
    text(d, (8, 38), fit(where, 13, True, CARD_W - 14), 13, True, INK)
    text(d, (8, 62), say(Msg("liberte-draw-faction-one", faction=f), lang), 12, False, INK)
    text(d, (8, 78), say(Msg("liberte-draw-value", n=c.value), lang), 12, False, INK)
    if c.region is not None:
        small = _region_map(c.region, 64)
        im.paste(small, (CARD_W - 72, 56), small)
    _title(d, c.name, 126, INK, box=True)
    y = 178
    for draw, word in _marks(c):
        draw(d, 8, y, 18)
        text(d, (30, y + 9), say(word, lang), 12, True, INK, "lm")
        y += 15
    return im


def _title(d: ImageDraw.ImageDraw, name: str, top: int, ink: Any, box: bool) -> None:
    """The card's title, as large as fits on two lines."""
    if box:
        d.rectangle((6, top, CARD_W - 7, top + 46), fill=CARD_FACE, outline=INK)
    for size in (16, 14, 12, 11):
        lines = wrap(name.replace("-", "- "), size, True, CARD_W - 18)
        if len(lines) <= 2 and all(text_width(x, size, True) <= CARD_W - 18 for x in lines):
            break
    lines = [line.replace("- ", "-") for line in lines[:2]]
    for i, line in enumerate(lines):
        y = top + 23 + (i - (len(lines) - 1) / 2) * (size + 4)
        text(d, (CARD_W / 2, y), line, size, True, ink, "mm")
