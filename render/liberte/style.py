"""Liberté's colours and its faction blocks, shared by the board, the panel and the cards: a
block is its colour, red, blue or white, three colours apart in lightness too (a red block reads
mid-grey, a blue one dark, a white one light, without colour vision), and the red one striped,
so that red and blue differ by more than colour where they look alike (a protanope sees red
dark); no letter on them (a letter would be an English word's, W for white, where a French
player says blanc). A player is their seat's colour *and* shape (the shared seat marker). Where
a block stands for a faction alone, its name is written beside it. A region is its colour and
its name, over its tiles, on its cards and in the map's legend with its provinces' numbers. One
fixed palette covers every colour drawn."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.core import Msg
from games.liberte.data import DATA
from i18n import say
from render.colours import BANNER_TEXT_ON, Distinct, text_on
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    WHITE,
    Colour,
    banner_blends,
    cached_drawing,
    fixed_palette,
    mix,
    text,
)

SEA = (196, 214, 226)
TILES_GROUND = (236, 230, 216)  # under the table's tiles
FACTION_FILL = {"R": (205, 45, 45), "B": (28, 62, 160), "W": (252, 252, 250)}
FACTION_INK = {"R": WHITE, "B": WHITE, "W": INK}
STRIPE = (140, 24, 30)  # the red blocks' stripes
STRIPED = ("R",)
CLUB_BG = (214, 206, 188)
SPECIAL_BG = (58, 52, 64)
ROW_ACTIVE = (255, 240, 190)
LOG_BG = (232, 224, 206)
HAND_BG = (46, 58, 72)
TRACK_LINE = (200, 190, 170)
FLEUR = (40, 40, 130)
VP_MARK = (90, 48, 0)
ALARM = (170, 20, 20)
BORDER = (90, 80, 70)
CARD_FACE = (250, 246, 236)
LANDSLIDE_CELL = (255, 236, 180)
CAP = (200, 30, 40)


def faction_name(faction: str, lang: str) -> str:
    """ "Radicals", « Radicaux »: a faction's members, from its letter."""
    return say(Msg("liberte-party", faction=faction), lang)


def pale(colour: Colour, amount: float = 0.3) -> Colour:
    """A region's colour lightened for its tiles and provinces, under dark text: as much as
    keeps the six apart for colour-blind eyes (render/colours.py)."""
    return mix(colour, WHITE, amount)


@lru_cache(maxsize=64)
def swatch(faction: str, w: int, h: int) -> Image.Image:
    """A faction's colour over a `w` x `h` area, a red one with its diagonal stripes."""
    im = Image.new("RGB", (w, h), FACTION_FILL[faction])
    if faction in STRIPED:
        d = ImageDraw.Draw(im)
        for x in range(-h, w + h, 6):
            d.line((x, h, x + h, 0), fill=STRIPE, width=2)
    return im


def faction_area(im: Image.Image, box: tuple[float, float, float, float], faction: str) -> None:
    """A faction's colour (and pattern) over `box`, with a dark edge: a bar, a track's marker."""
    x0, y0, x1, y1 = (round(v) for v in box)
    im.paste(swatch(faction, max(1, x1 - x0), max(1, y1 - y0)), (x0, y0))
    ImageDraw.Draw(im).rectangle((x0, y0, x1, y1), outline=INK)


@cached_drawing
def _block_sprite(faction: str, w: int, h: int, label: str) -> Image.Image:
    im = swatch(faction, w + 1, h + 1).copy()
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w, h), outline=INK)
    if label:
        size = min(h - 3, w + 2, 17)
        text(d, (w / 2 + 0.5, h / 2 + 1), label, size, True, FACTION_INK[faction], "mm")
    return im


def block(im: Image.Image, x: float, y: float, faction: str, w: int = 16, h: int = 16,
          label: str = "") -> None:  # fmt: skip
    """A faction block from its top left corner, in its colour, with a `label` if given: a
    number (a stack's height, votes held)."""
    im.paste(_block_sprite(faction, w, h, label), (round(x), round(y)))


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    regions = [r.colour for r in DATA.regions.values()]
    light = [PAPER, SEA, TILES_GROUND, WHITE, CLUB_BG, ROW_ACTIVE, LOG_BG, CARD_FACE,
             LANDSLIDE_CELL, FACTION_FILL["W"], *regions, *(pale(c) for c in regions)]  # fmt: skip
    dark = [INK, SPECIAL_BG, HAND_BG, FACTION_FILL["R"], STRIPE, FACTION_FILL["B"],
            *SEAT_COLOURS]  # fmt: skip
    inks = [INK, MUTED, FLEUR, VP_MARK, ALARM, BORDER, CAP]
    blends = [(bg, fg) for bg in light for fg in (INK, MUTED)] + [(bg, WHITE) for bg in dark]
    blends += [(FACTION_FILL["R"], STRIPE), *banner_blends()]
    return fixed_palette([*light, *dark, *inks, HIGHLIGHT, TRACK_LINE], blends)


# What render/colours.py measures: the colours that tell things apart, each with its second
# sign, and each text's ink with its grounds.
_REGIONS = {code: r.colour for code, r in DATA.regions.items()}
_BLOCKS = {
    "R": (FACTION_FILL["R"], "diagonal stripes"),
    "B": (FACTION_FILL["B"], "plain, the darkest"),
    "W": (FACTION_FILL["W"], "plain, the lightest, a dark edge"),
}
_NAMED = {DATA.region_name(c): (rgb, "the region's name on it") for c, rgb in _REGIONS.items()}
_TILES = {
    DATA.region_name(code): (pale(colour), "its region's name; on the map, the legend's numbers")
    for code, colour in _REGIONS.items()
}
PALETTES = (
    Distinct("factions", _BLOCKS, ("table", "detail", "hand")),
    Distinct("regions", _NAMED, ("table", "hand")),
    Distinct("provinces by region", _TILES, ("table", "detail")),
)
_PROVINCES = tuple(pale(c) for c in _REGIONS.values())
TEXT_ON = text_on(
    BANNER_TEXT_ON,
    {
        INK: (PAPER, SEA, TILES_GROUND, WHITE, CLUB_BG, pale(CLUB_BG), ROW_ACTIVE, LOG_BG,
              CARD_FACE, LANDSLIDE_CELL, FACTION_FILL["W"], HIGHLIGHT, *_REGIONS.values(),
              *_PROVINCES),
        WHITE: (INK, FACTION_FILL["R"], STRIPE, FACTION_FILL["B"], HAND_BG, SPECIAL_BG),
        FLEUR: (PAPER, SEA, TILES_GROUND, *_PROVINCES),
        VP_MARK: (PAPER, SEA, TILES_GROUND, *_PROVINCES),
        HIGHLIGHT: (INK, SPECIAL_BG),
        MUTED: (PAPER, ROW_ACTIVE, LOG_BG),
        ALARM: (PAPER, ROW_ACTIVE),
    },
)  # fmt: skip
