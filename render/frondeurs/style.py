"""Frondeurs' colours, its faction pieces, and the names the map prints (the Spaces' short
names, from the board's data, as the texts say them).

A faction is a colour *and* a shape (§3.11 gives the colours): the Mazarinists a yellow circle,
the Cabalists a blue square, the Condéeans a black diamond, the Retzists a red triangle, so the
pieces read without colour vision. A Space is drawn by its class: round for a Person, four-sided
for an Institution (§2.22), filled by its border colour (§2.23), orange behind Fortresses and
Maréchals (§8.31). One fixed palette covers every colour drawn."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.core import Msg
from games.frondeurs.data import DATA, TURN_ORDER
from games.frondeurs.picking import name
from i18n import say
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    WHITE,
    Colour,
    banner_blends,
    cached_drawing,
    fixed_palette,
    mix,
    text,
)

FILL: dict[str, Colour] = {
    "mazarinist": (240, 196, 25),
    "cabalist": (36, 92, 200),
    "condeean": (28, 28, 30),
    "retzist": (206, 36, 40),
}
INK_ON: dict[str, Colour] = {"mazarinist": INK, "cabalist": WHITE, "condeean": WHITE,
                             "retzist": WHITE}  # fmt: skip
SHAPE: dict[str, str] = {
    "mazarinist": "circle",
    "cabalist": "square",
    "condeean": "diamond",
    "retzist": "triangle",
}
WORD: dict[str, str] = {
    "mazarinist": "Mazarinist",
    "cabalist": "Cabalist",
    "condeean": "Condéean",
    "retzist": "Retzist",
}
ORDER = [f.value for f in TURN_ORDER]  # §5.13

GROUND = (236, 230, 214)  # the board
PANEL = (246, 241, 229)
LINE = (128, 118, 102)  # connectors
LOVERS = (214, 70, 130)  # Lovers' Lanes, pink
ARREST = (150, 20, 30)
ORANGE = (242, 178, 110)  # Fortress and Maréchal backgrounds (§8.31)
FRONTIER = (250, 222, 90)
CURRENT = (255, 226, 140)
BORDER: dict[str, Colour] = {  # the Space's border colour (§2.23)
    "none": (96, 88, 76),
    "purple": (128, 60, 160),
    "green": (40, 140, 70),
    "blue": (40, 100, 200),
    "yellow": (200, 150, 0),
    "solid_blue": (20, 60, 170),
    "avatar": INK,
}
ZONE_TINT: dict[str, Colour] = {
    "court": (226, 214, 238),
    "orleans": (214, 230, 244),
    "west": (222, 236, 214),
    "parlement": (238, 222, 214),
    "paris": (242, 230, 200),
    "vendome": (218, 234, 232),
    "cabale": (214, 222, 246),
    "chevreuse": (236, 220, 232),
    "conde": (222, 222, 222),
    "spanish": (244, 226, 210),
    "centre": (232, 232, 212),
    "frontier": (250, 240, 190),
    "musketeers": (214, 226, 246),
}


def short(space: str, lang: str = "en") -> str:
    """The map's name for a Space, in `lang`: its short name (`games.frondeurs.picking.name`,
    from the board's data), the one every prompt, choice and log line uses too."""
    return say(name(space), lang)


def zone_name(zone: str, lang: str = "en") -> str:
    """An area of the board, as the menus name it."""
    return say(Msg(f"frondeurs-zone-{zone}"), lang)


def space_fill(space: str) -> Colour:
    """A Space's face: yellow for a Frontier Zone, orange behind Fortresses and Maréchals, else
    a pale wash of its border colour."""
    s = DATA.spaces[space]
    if s.background == "yellow":
        return FRONTIER
    if s.background == "orange":
        return ORANGE
    if s.border in ("none", "avatar"):
        return WHITE
    return mix(BORDER[s.border], WHITE, 0.72)


def _outline(kind: str, c: float, r: float) -> list[tuple[float, float]]:
    if kind == "square":
        k = r * 0.84
        return [(c - k, c - k), (c + k, c - k), (c + k, c + k), (c - k, c + k)]
    if kind == "diamond":
        k = r * 1.15
        return [(c, c - k), (c + k, c), (c, c + k), (c - k, c)]
    return [(c, c - r * 1.22), (c + r * 1.2, c + r * 0.85), (c - r * 1.2, c + r * 0.85)]


@cached_drawing
def piece(faction: str, r: int, label: str = "", ring: bool = False) -> Image.Image:
    """A faction's cubes on a Space: its shape in its colour with the count inside; Control is
    a gold ring round it, set off by white. Drawn four times larger and reduced, for smooth
    edges."""
    k = 4
    kind = SHAPE[faction]
    reach = r * (1.0 if kind == "circle" else 1.2)  # how far the shape's corners go
    pad = max(2, r // 4) + 2 if ring else 0
    side = 2 * round(reach + pad) + 3
    big = Image.new("RGBA", (side * k, side * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    c = side * k / 2
    if ring:
        rr = (reach + pad) * k
        band = (pad - 2) * k
        d.ellipse((c - rr, c - rr, c + rr, c + rr), fill=(*INK, 255))
        rr -= k
        d.ellipse((c - rr, c - rr, c + rr, c + rr), fill=(*HIGHLIGHT, 255))
        rr -= band
        d.ellipse((c - rr, c - rr, c + rr, c + rr), fill=(*WHITE, 255))
    fill = (*FILL[faction], 255)
    if kind == "circle":
        d.ellipse((c - r * k, c - r * k, c + r * k, c + r * k), fill=fill, outline=(*INK, 255),
                  width=k)  # fmt: skip
    else:
        d.polygon(_outline(kind, c, r * k), fill=fill, outline=(*INK, 255), width=k)
        if faction == "condeean":  # a white edge inside, so black reads on dark lines
            d.polygon(_outline(kind, c, r * k - 2.5 * k), outline=(*WHITE, 255), width=k)
    im = big.resize((side, side), Image.Resampling.LANCZOS)
    if label:
        dy = r * 0.25 if kind == "triangle" else 0
        text(ImageDraw.Draw(im), (side / 2, side / 2 + dy), label, 15, True, INK_ON[faction], "mm")
    return im


def paste_piece(im: Image.Image, x: float, y: float, faction: str, r: int, label: str = "",
                ring: bool = False) -> None:  # fmt: skip
    sprite = piece(faction, r, label, ring)
    im.paste(sprite, (round(x - sprite.width / 2), round(y - sprite.height / 2)), sprite)


MARKS: list[Colour] = [  # badges, values and token marks (board.py)
    (190, 90, 0), (20, 60, 170), (100, 40, 140), (20, 120, 60), (150, 110, 0), (120, 120, 120),
    (40, 40, 130), (130, 30, 30), (150, 100, 0), (190, 140, 0), (0, 175, 215),
]  # fmt: skip


def palette_colours() -> tuple[list[Colour], list[tuple[Colour, Colour]]]:
    """Every flat colour drawn, and the (ground, ink) pairs whose antialiased edges need
    shades: together no more than a palette's 256."""
    tints = list(ZONE_TINT.values())
    light = [PAPER, PANEL, GROUND, WHITE, ORANGE, FRONTIER, CURRENT, *tints,
             *(mix(b, WHITE, 0.72) for b in BORDER.values()), FILL["mazarinist"]]  # fmt: skip
    dark = [INK, FILL["cabalist"], FILL["condeean"], FILL["retzist"], ARREST]
    inks = [MUTED, LINE, LOVERS, *BORDER.values(), *MARKS, HIGHLIGHT]
    blends = [(bg, INK) for bg in light] + [(bg, MUTED) for bg in (PANEL, GROUND)]
    blends += [(bg, LINE) for bg in (GROUND, *tints)] + [(bg, WHITE) for bg in dark]
    blends += [(GROUND, LOVERS)] + [(GROUND, c) for c in FILL.values()] + banner_blends()
    return [*light, *dark, *inks], blends


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    return fixed_palette(*palette_colours())
