"""Liberté's colours and its faction blocks, shared by the board, the panel and the cards: a
block is its colour, red, blue or white, three colours apart in lightness too (a red block reads
mid-grey, a blue one dark, a white one light, without colour vision), with no letter on it (a
letter would be an English word's, W for white, where a French player says blanc); a player is
their seat's colour *and* shape (the shared seat marker). Where a block stands for a faction
alone, its name is written beside it. One fixed palette covers every colour drawn."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.core import Msg
from games.liberte.data import DATA
from i18n import say
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
FACTION_FILL = {"R": (222, 52, 52), "B": (28, 62, 160), "W": (252, 252, 250)}
FACTION_INK = {"R": WHITE, "B": WHITE, "W": INK}
CLUB_BG = (214, 206, 188)
SPECIAL_BG = (58, 52, 64)
ROW_ACTIVE = (255, 240, 190)
LOG_BG = (232, 224, 206)
HAND_BG = (46, 58, 72)
TRACK_LINE = (200, 190, 170)
FLEUR = (40, 40, 130)
VP_MARK = (150, 95, 0)
ALARM = (170, 20, 20)
BORDER = (90, 80, 70)
CARD_FACE = (250, 246, 236)
LANDSLIDE_CELL = (255, 236, 180)
CAP = (200, 30, 40)


def faction_name(faction: str, lang: str) -> str:
    """ "Radicals", « Radicaux »: a faction's members, from its letter."""
    return say(Msg("liberte-party", faction=faction), lang)


def pale(colour: Colour, amount: float = 0.45) -> Colour:
    """A region's colour lightened, so dark text reads on it."""
    return mix(colour, WHITE, amount)


@cached_drawing
def _block_sprite(faction: str, w: int, h: int, label: str) -> Image.Image:
    im = Image.new("RGB", (w + 1, h + 1), FACTION_FILL[faction])
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
    light = [PAPER, SEA, WHITE, CLUB_BG, ROW_ACTIVE, LOG_BG, CARD_FACE, LANDSLIDE_CELL,
             FACTION_FILL["W"], *regions, *(pale(c) for c in regions)]  # fmt: skip
    dark = [INK, SPECIAL_BG, HAND_BG, FACTION_FILL["R"], FACTION_FILL["B"], *SEAT_COLOURS]
    inks = [INK, MUTED, FLEUR, VP_MARK, ALARM, BORDER, CAP]
    blends = [(bg, fg) for bg in light for fg in (INK, MUTED)] + [(bg, WHITE) for bg in dark]
    blends += banner_blends()
    return fixed_palette([*light, *dark, *inks, HIGHLIGHT, TRACK_LINE], blends)
