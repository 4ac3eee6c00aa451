"""Liberté's colours and its faction blocks, shared by the map, the panel and the cards: a block
is its colour *and* its letter (R, B, W), a player their seat's colour *and* shape (the shared
seat marker), so nothing is told by colour alone. One fixed palette covers every colour drawn."""

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
FACTION_FILL = {"R": (205, 38, 44), "B": (32, 84, 190), "W": (252, 252, 250)}
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
    size = min(h - 3, w - 2, 17)  # a W is as wide as it is tall
    text(d, (w / 2 + 0.5, h / 2 + 1), label, size, True, FACTION_INK[faction], "mm")
    return im


def block(im: Image.Image, x: float, y: float, faction: str, w: int = 16, h: int = 16,
          label: str = "") -> None:  # fmt: skip
    """A faction block from its top left corner: its colour and its letter (R, B, W), or a
    label such as "R2" (a stack two blocks high)."""
    im.paste(_block_sprite(faction, w, h, label or faction), (round(x), round(y)))


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
