"""Liberté's map as the table shows it, the full width of the picture: the provinces filled by
region with a thick outline between regions, each with its number, name, Fleur-de-lis and VP
mark; the players' stacks placed clear of every label; the legends where the sea is."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from games.liberte.data import DATA
from render.common import HIGHLIGHT, INK, font
from render.liberte_map import Box, Frame, Point, cells, free_spot, label_point
from render.liberte_style import BORDER, FLEUR, SEA, VP_MARK, block, pale, token

WIDTH, HEIGHT = 720, 708
FRAME = Frame(-2, -6, 720)  # France (1..99 on its square) edge to edge
NUMBER, NAME, MARK = font(24, True), font(14, True), font(20, True)
BLOCK_W, BLOCK_H, TOKEN_R = 20, 15, 10
STACK_STEP = BLOCK_W + 5  # stacks side by side


def _draw_map(im: Image.Image) -> None:
    """Provinces filled by region, thin borders between provinces, thick ones between regions."""
    d = ImageDraw.Draw(im)
    mask = Image.new("L", im.size, 0)
    md = ImageDraw.Draw(mask)
    regions = list(DATA.regions)
    for n, poly in cells().items():
        region = DATA.provinces[n].region
        pts = [FRAME(p) for p in poly]
        d.polygon(pts, fill=pale(DATA.regions[region].colour), outline=BORDER)
        md.polygon(pts, fill=1 + regions.index(region) * 40)
    edges = mask.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v else 0)
    edges = edges.filter(ImageFilter.MaxFilter(5))
    im.paste(INK, (0, 0), edges)


def _width_at(poly: list[Point], y: float) -> float:
    """How wide the province is along the line at height y (pixels)."""
    xs = []
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[i - 1]
        if (y0 > y) != (y1 > y):
            xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
    return max(xs) - min(xs) if xs else 0.0


def _name_lines(n: int, y: float) -> list[str]:
    """The province's name on one line, or split after a hyphen where the province is too
    narrow for it ("Aunis-" / "Saintonge")."""
    name = DATA.provinces[n].name
    room = _width_at([FRAME(p) for p in cells()[n]], y) - 10
    if NAME.getlength(name) <= room or "-" not in name:
        return [name]
    cut = min(
        (i + 1 for i, ch in enumerate(name) if ch == "-"),
        key=lambda i: max(NAME.getlength(name[:i]), NAME.getlength(name[i:])),
    )
    return [name[:cut], name[cut:]]


Label = tuple[Point, str, ImageFont.FreeTypeFont, tuple[int, int, int]]


@lru_cache(maxsize=64)
def labels(n: int) -> list[Label]:
    """A province's number, name, Fleur-de-lis and VP mark, each centred on its place."""
    province = DATA.provinces[n]
    x, y = FRAME(label_point(n))
    top = y - 30
    half = NUMBER.getlength(str(n)) / 2
    out: list[Label] = [((x, top), str(n), NUMBER, INK)]
    for i, line in enumerate(_name_lines(n, y - 11)):
        out.append(((x, top + 20 + i * 16), line, NAME, INK))
    if province.fleur_de_lis:
        out.append(((x - half - 14, top), "⚜", MARK, FLEUR))
    if province.vp:
        out.append(((x + half + 20, top), f"★{province.vp}", MARK, VP_MARK))
    return out


def _label_box(n: int) -> Box:
    """The box around all of a province's label, which no stack may cover."""
    boxes = []
    for (x, y), text, fnt, _ in labels(n):
        x0, y0, x1, y1 = fnt.getbbox(text, anchor="mm")
        boxes.append((x + x0, y + y0, x + x1, y + y1))
    return (
        min(b[0] for b in boxes) - 2,
        min(b[1] for b in boxes) - 2,
        max(b[2] for b in boxes) + 2,
        max(b[3] for b in boxes) + 2,
    )


@lru_cache(maxsize=1)
def _label_boxes() -> dict[int, Box]:
    return {n: _label_box(n) for n in DATA.provinces}


def _legend(im: Image.Image, d: ImageDraw.ImageDraw) -> None:
    """What the marks mean, top left in the Channel; the regions, bottom left in the Atlantic."""
    small = font(14, True)
    d.text((10, 10), "⚜", font=MARK, fill=FLEUR)
    d.text((30, 12), "Fleur-de-lis", font=small, fill=INK)
    d.text((134, 10), "★", font=MARK, fill=VP_MARK)
    d.text((154, 12), "VP", font=small, fill=INK)
    x, bottom = 14, 106
    for level in range(2):
        block(im, x, bottom - BLOCK_H * (level + 1), "B", BLOCK_W, BLOCK_H)
    token(im, x + BLOCK_W / 2, bottom - 2 * BLOCK_H - TOKEN_R, 0, "A", TOKEN_R)
    d.text((x + 30, 48), "a stack: blocks R, B or W", font=small, fill=INK)
    d.text((x + 30, 66), "(its height), its owner's", font=small, fill=INK)
    d.text((x + 30, 84), "token on top", font=small, fill=INK)
    y = HEIGHT - 30 - 22 * len(DATA.regions)
    d.text((10, y - 22), "Regions", font=font(15, True), fill=INK)
    for i, region in enumerate(DATA.regions.values()):
        top = y + i * 22
        d.rectangle((10, top, 34, top + 16), fill=pale(region.colour), outline=INK, width=3)
        d.text((40, top + 8), region.name, font=small, fill=INK, anchor="lm")


@lru_cache(maxsize=1)
def _base() -> Image.Image:
    """The static map: sea, provinces by region, labels and legends."""
    im = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    _draw_map(im)
    d = ImageDraw.Draw(im)
    for n in DATA.provinces:
        for xy, text, fnt, ink in labels(n):
            d.text(xy, text, font=fnt, fill=ink, anchor="mm")
    _legend(im, d)
    return im


@lru_cache(maxsize=512)
def _stack_spot(n: int, count: int, height: int) -> Point:
    """Where `count` stacks up to `height` blocks high stand in province `n` (their bottom
    centre): under its label where they fit, else the nearest place inside the province that
    covers no province's label."""
    box = _label_boxes()[n]
    size = (count * STACK_STEP, height * BLOCK_H + 2 * TOKEN_R + 1)
    home = ((box[0] + box[2]) / 2, box[3] + 2 + size[1])
    poly = [FRAME(p) for p in cells()[n]]
    return free_spot(poly, size, home, list(_label_boxes().values()))


def _stacks(im: Image.Image, board: list[list[dict[str, Any]]], initials: list[str]) -> None:
    for i, stacks in enumerate(board):
        if not stacks:
            continue
        x, bottom = _stack_spot(i + 1, len(stacks), max(s["height"] for s in stacks))
        x0 = x - STACK_STEP * len(stacks) / 2 + 2
        for s in stacks:
            for level in range(s["height"]):
                block(im, x0, bottom - BLOCK_H * (level + 1), s["faction"], BLOCK_W, BLOCK_H)
            top = bottom - BLOCK_H * s["height"]
            token(im, x0 + BLOCK_W / 2, top - TOKEN_R, s["owner"], initials[s["owner"]], TOKEN_R)
            x0 += STACK_STEP


def picture(view: dict[str, Any], initials: list[str]) -> Image.Image:
    """The map with the stacks on it, and the province whose tie is being decided outlined."""
    im = _base().copy()
    _stacks(im, view["board"], initials)
    tie = view["tie"]
    if tie and tie["province"]:  # the Province Marker: the election being decided
        poly = [FRAME(p) for p in cells()[tie["province"]]]
        ImageDraw.Draw(im).polygon(poly, outline=HIGHLIGHT, width=6)
    return im
