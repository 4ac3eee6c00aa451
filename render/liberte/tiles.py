"""Liberté's board on the table: the 27 provinces as tiles, grouped by region where the regions
lie (Ouest, Bassin parisien and Est in the north, Sud-Ouest, Centre and Sud-Est in the south),
each tile with its province's whole name and every stack on it, so that the table reads at
Discord's preview size. The rules know no neighbours, only regions, so the tiles lose nothing of
the map that matters; the details keep the map of France.

A tile: the name on its first line, with the province's Fleur-de-lis and VP marks at the right
(on the second line where the name leaves no room); on its second line the stacks, highest
first (the first one wins the vote if no other is as high), each its owner's seat marker beside
a block in its faction's colour with its height. The places a tile leaves free under the
smaller regions say what the marks and a stack mean."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from games.liberte.board import STACKS_PER_PROVINCE
from games.liberte.data import DATA
from i18n import say
from render import Place
from render.common import HIGHLIGHT, INK, MUTED, cached_drawing, seat_marker, text, text_width
from render.liberte.style import BORDER, FLEUR, TILES_GROUND, VP_MARK, block, pale

WIDTH, HEIGHT = 456, 426  # the board's box on the table, under the banner
GRID = (("O", "P", "E"), ("SO", "C", "SE"))  # the regions where they lie, north then south
MARGIN, HEADER, GAP = 2, 19, 2
TILE_H = 36
NAME = 15
NAME_Y, STACKS_Y = 9, 26  # the middle of a tile's first and second lines, from its top
MARKER_R, BLOCK_W, BLOCK_H = 8, 17, 20
STACK_W = 2 * MARKER_R + 1 + BLOCK_W  # a stack: its owner's marker against its block
STACK_GAP = 8  # wider than within a stack, so that each marker goes with its own block
Box = tuple[int, int, int, int]
Colour = tuple[int, int, int]


@lru_cache(maxsize=1)
def region_boxes() -> dict[str, Box]:
    """Each region's box on the board: three columns, two rows."""
    col_w, row_h = WIDTH // len(GRID[0]), HEIGHT // len(GRID)
    return {
        code: (c * col_w + MARGIN, r * row_h + MARGIN, (c + 1) * col_w - MARGIN,
               (r + 1) * row_h - MARGIN)
        for r, row in enumerate(GRID)
        for c, code in enumerate(row)
    }  # fmt: skip


def header_box(code: str) -> Box:
    """The band above a region's tiles that names it."""
    x0, y0, x1, _ = region_boxes()[code]
    return (x0, y0, x1, y0 + HEADER)


def _slot(code: str, i: int) -> Box:
    """The `i`-th place under a region's name."""
    x0, y0, x1, _ = region_boxes()[code]
    top = y0 + HEADER + GAP + i * (TILE_H + GAP)
    return (x0, top, x1, top + TILE_H)


@lru_cache(maxsize=1)
def tile_boxes() -> dict[int, Box]:
    """Each province's tile, in its region's box, in the order of the elections."""
    return {
        n: _slot(code, i)
        for code in region_boxes()
        for i, n in enumerate(DATA.region_provinces[code])
    }


def spare_boxes() -> list[Box]:
    """The places under the regions with fewer provinces than the largest, which no tile
    takes."""
    most = max(len(ps) for ps in DATA.region_provinces.values())
    return [
        _slot(code, i)
        for code in region_boxes()
        for i in range(len(DATA.region_provinces[code]), most)
    ]


def _marks(n: int) -> list[tuple[str, Colour]]:
    """The province's marks as drawn: a Fleur-de-lis, a VP icon with its value."""
    p = DATA.provinces[n]
    out = [("⚜", FLEUR)] if p.fleur_de_lis else []
    return out + ([(f"★{p.vp}", VP_MARK)] if p.vp else [])


@lru_cache(maxsize=32)
def marks_box(n: int) -> Box:
    """Where the province's marks stand: at the right of the name's line where the name leaves
    room, else at the right of the stacks' line."""
    x0, y0, x1, _ = tile_boxes()[n]
    width = round(sum(text_width(mark, NAME, True) + 3 for mark, _ in _marks(n)))
    above = 5 + text_width(DATA.province_name(n), NAME, True) + 4 + width <= x1 - x0 - 4
    middle = y0 + (NAME_Y if above else STACKS_Y)
    return (x1 - 4 - width, middle - NAME // 2, x1 - 4, middle + NAME // 2)


def stack_boxes(n: int) -> list[Box]:
    """Where the province's stacks stand on its tile, highest first, as many as it holds."""
    x0, y0, _, _ = tile_boxes()[n]
    middle = y0 + STACKS_Y
    left = [x0 + 4 + i * (STACK_W + STACK_GAP) for i in range(STACKS_PER_PROVINCE)]
    return [(x, middle - BLOCK_H // 2, x + STACK_W, middle + BLOCK_H // 2) for x in left]


@cached_drawing
def base(lang: str = "en") -> Image.Image:
    """The empty board: the regions' names on their colour, the tiles with their names and
    marks, and in the places left free what the marks and a stack mean."""
    im = Image.new("RGB", (WIDTH, HEIGHT), TILES_GROUND)
    d = ImageDraw.Draw(im)
    for code in region_boxes():
        x0, y0, x1, y1 = header_box(code)
        d.rectangle((x0, y0, x1, y1), fill=DATA.regions[code].colour, outline=INK)
        text(d, (x0 + 6, (y0 + y1) / 2 + 1), DATA.region_name(code), NAME, True, INK, "lm")
    for n, (x0, y0, x1, y1) in tile_boxes().items():
        fill = pale(DATA.regions[DATA.provinces[n].region].colour)
        d.rectangle((x0, y0, x1, y1), fill=fill, outline=BORDER)
        text(d, (x0 + 5, y0 + NAME_Y), DATA.province_name(n), NAME, True, INK, "lm")
        left, top, _, bottom = marks_box(n)
        x: float = left
        for mark, ink in _marks(n):
            x += text(d, (x, (top + bottom) / 2), mark, NAME, True, ink, "lm") + 3
    _legend(im, d, lang)
    return im


def _legend(im: Image.Image, d: ImageDraw.ImageDraw, lang: str) -> None:
    """What the marks mean, then what a stack shows, each in a free place (if any)."""
    spare = spare_boxes()
    if spare:
        x0, y0, _, _ = spare[0]
        for i, line in enumerate(say(Msg("liberte-draw-marks-legend"), lang).split("\n")[:2]):
            text(d, (x0 + 5, y0 + NAME_Y + i * 17), line, NAME, False, INK, "lm")
    if len(spare) > 1:  # a stack as a tile shows it, its owner's marker a grey one (nobody's)
        x0, y0, _, y1 = spare[1]
        middle = (y0 + y1) / 2
        x = x0 + 5
        d.ellipse((x, middle - MARKER_R, x + 2 * MARKER_R, middle + MARKER_R), fill=MUTED,
                  outline=INK, width=2)  # fmt: skip
        block(im, x + 2 * MARKER_R + 1, middle - BLOCK_H / 2, "B", BLOCK_W, BLOCK_H, "2")
        for i, line in enumerate(say(Msg("liberte-draw-stack-key"), lang).split("\n")[:2]):
            text(d, (x + STACK_W + 6, y0 + NAME_Y + i * 17), line, NAME, False, INK, "lm")


def _stacks(im: Image.Image, n: int, stacks: list[dict[str, Any]]) -> None:
    highest = sorted(stacks, key=lambda s: -s["height"])
    for s, (x, top, _, bottom) in zip(highest, stack_boxes(n), strict=False):
        seat_marker(im, x + MARKER_R + 1, (top + bottom) / 2, s["owner"], MARKER_R, INK)
        block(im, x + 2 * MARKER_R + 1, top, s["faction"], BLOCK_W, BLOCK_H, str(s["height"]))


def picture(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The board with the stacks on it, and the province whose tie is being decided
    outlined."""
    im = base(lang).copy()
    for n, stacks in enumerate(view["board"], 1):
        if stacks:
            _stacks(im, n, stacks)
    tie = view["tie"]
    if tie and tie["province"]:  # the Province Marker: the election being decided
        x0, y0, x1, y1 = tile_boxes()[tie["province"]]
        ImageDraw.Draw(im).rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), outline=HIGHLIGHT,
                                     width=3)  # fmt: skip
    return im


def layout(top: int) -> dict[str, Place]:
    """Every province and region the board names, by id (the province's number, the region's
    code), with the name as drawn and where, on a table that draws the board `top` down: a
    province over its tile, a region over the band that names it."""
    out = {str(n): Place.at(DATA.province_name(n), box, top) for n, box in tile_boxes().items()}
    return out | {code: Place.at(DATA.region_name(code), header_box(code), top)
                  for code in DATA.regions}  # fmt: skip
