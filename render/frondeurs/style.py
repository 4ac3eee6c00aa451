"""Frondeurs' colours, its faction pieces, and the names the map prints (the Spaces' short
names, from the board's data, as the texts say them).

A faction is a colour *and* a shape (§3.11 gives the colours): the Mazarinists a yellow circle,
the Cabalists a blue square, the Condéeans a black diamond, the Retzists a red triangle, so the
pieces read without colour vision. A Space is drawn by its class: round for a Person, four-sided
for an Institution (§2.22), filled by its border colour (§2.23), orange behind Fortresses and
Maréchals (§8.31). On the whole board a border is a pattern too: green a double ring, a Town's
blue dashed (as printed), the others solid; a Fortress key is its colour and a number. Each
colour that tells things apart stays apart without red-green or blue-yellow vision
(render/colours.py). One fixed palette covers every colour drawn."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.core import Msg
from games.frondeurs.data import DATA, TURN_ORDER
from games.frondeurs.picking import name
from i18n import say
from render.colours import BANNER_TEXT_ON, Distinct, text_on
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
LOVERS = (170, 36, 104)  # Lovers' Lanes, pink: their ♥ reads on every area's wash
ARREST = (150, 20, 30)
ORANGE = (242, 178, 110)  # Fortress and Maréchal backgrounds (§8.31)
FRONTIER = (250, 222, 90)
CURRENT = (255, 226, 140)
BORDERS: dict[str, tuple[Colour, str]] = {  # the Space's border colour (§2.23), its other sign
    "none": ((83, 79, 67), "a thin edge"),
    "purple": ((169, 84, 137), "a thick edge"),
    "green": ((19, 150, 86), "a double ring"),
    "blue": ((40, 70, 225), "a dashed edge (the Towns)"),
    "yellow": ((224, 177, 17), "a Frontier Zone, named"),
    "solid_blue": ((18, 51, 106), "a Musketeer, named, with 🗡"),
    "avatar": (INK, "ringed in its faction's colour"),
}
BORDER = {kind: colour for kind, (colour, _) in BORDERS.items()}
DOUBLE, DASHED = ("green",), ("blue",)  # the borders drawn as a pattern on the whole board
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
    return space_fill_of(s.border)


def space_fill_of(border: str) -> Colour:
    """The face of a Space with a `border` and no background of its own."""
    return WHITE if border in ("none", "avatar") else mix(BORDER[border], WHITE, 0.72)


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


# Peer icons (§2.45) as badges on their Spaces, not lines: a symbol and its colour.
PEER_BADGE: dict[str, tuple[str, Colour]] = {
    "marechal": ("★", (113, 38, 0)),
    "musketeer": ("🗡", (17, 47, 202)),
    "spanish": ("✦", (163, 32, 69)),
    "huguenot": ("✠", (95, 51, 121)),
    "surintendant": ("¤", (3, 106, 92)),
    "army_commander": ("⚑", (133, 84, 0)),
}
# A Fortress key opens the Fortresses with a lock of its colour (§2.45): the colour as printed,
# and a number, the same on the key and its locks.
KEY_COLOUR: dict[str, Colour] = {
    "gold": (114, 67, 0),
    "red": (191, 10, 52),
    "grey": (90, 93, 96),
    "black": (20, 20, 20),
    "green": (25, 104, 55),
    "blue": (28, 70, 197),
    "purple": (105, 55, 130),
}
KEY_NUMBER = {colour: str(i) for i, colour in enumerate(KEY_COLOUR, 1)}
PP_INK, MP_INK = (40, 40, 130), (130, 30, 30)  # a Space's values
CROWN_INK, COIN_INK, MUSKETEER_INK = (150, 100, 0), (135, 95, 0), PEER_BADGE["musketeer"][1]
AC_INK = PEER_BADGE["army_commander"][1]
TOKEN = (200, 150, 0)  # a token's dot on the overview
FOCUS = (0, 175, 215)  # the ring round the Spaces the last move touched
MARKS: list[Colour] = [  # badges, values and token marks (board.py)
    *(c for _, c in PEER_BADGE.values()), *KEY_COLOUR.values(), PP_INK, MP_INK, CROWN_INK,
    COIN_INK, TOKEN, FOCUS,
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


# What render/colours.py measures: the colours that tell things apart, each with its second
# sign, and each text's ink with its grounds.
_BACKGROUNDS = {
    "a Fortress or Maréchal": (ORANGE, "a Fortress's corners, ★"),
    "a Frontier Zone": (FRONTIER, "named, ⚑"),
    "another Space": (WHITE, "no mark"),
}
_AREAS = {zone: (tint, "the area's name on it") for zone, tint in ZONE_TINT.items()}
_AREAS["musketeers"] = (ZONE_TINT["musketeers"], "the Musketeers, each named, with 🗡")
_FACTIONS = {WORD[f]: (FILL[f], SHAPE[f]) for f in ORDER}
_PEERS = {name: (ink, glyph) for name, (glyph, ink) in PEER_BADGE.items()}
_KEYS = {key: (ink, f"⚷{KEY_NUMBER[key]}") for key, ink in KEY_COLOUR.items()}
PALETTES = (
    Distinct("factions", _FACTIONS, ("table", "detail", "hand")),
    Distinct("borders", BORDERS, ("detail",)),
    Distinct("backgrounds", _BACKGROUNDS, ("table", "detail")),
    Distinct("peers", _PEERS, ("detail",)),
    Distinct("Fortress keys", _KEYS, ("detail",)),
    Distinct("areas", _AREAS, ("table", "detail"), apart=False),
)
_WASHES = (GROUND, PANEL, PAPER, WHITE, *ZONE_TINT.values())
TEXT_ON = text_on(
    BANNER_TEXT_ON,
    *({INK_ON[f]: (FILL[f],)} for f in ORDER),
    {
        INK: (*_WASHES, ORANGE, FRONTIER, CURRENT, HIGHLIGHT,
              *(mix(b, WHITE, 0.72) for b in BORDER.values())),
        MUTED: (*_WASHES, CURRENT),
        WHITE: (INK,),
        HIGHLIGHT: (INK,),
        ARREST: (*_WASHES, HIGHLIGHT),
        LOVERS: _WASHES,
        PP_INK: _WASHES,
        MP_INK: (*_WASHES, FRONTIER),
        **{colour: _WASHES for _, colour in PEER_BADGE.values()},
        **{colour: _WASHES for colour in KEY_COLOUR.values()},
        CROWN_INK: (WHITE,),
        COIN_INK: (WHITE,),
    },
)  # fmt: skip
