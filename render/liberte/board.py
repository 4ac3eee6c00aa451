"""Liberté's map of France, in the details (the table shows the provinces as tiles by region:
`tiles`): every province's number and name, its marks, filled by region with a thick outline
between regions; each stack is its owner's seat marker beside a block in its faction's colour
with its height, placed clear of every label."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter

from games.core import Msg
from games.liberte.data import DATA
from i18n import say
from render.common import HIGHLIGHT, INK, cached_drawing, centred, seat_marker, text, text_width
from render.liberte.geometry import Box, Frame, Point, cells, free_spot, label_point
from render.liberte.style import BORDER, FLEUR, SEA, VP_MARK, block, pale


@dataclass(frozen=True)
class Layout:
    """One size of the map: its width (France edge to edge) and the sizes of its numbers and
    marks."""

    width: int
    number: int
    mark: int

    @property
    def height(self) -> int:
        return round(self.width * 708 / 720)

    @property
    def frame(self) -> Frame:
        k = self.width / 720
        return Frame(round(-2 * k), round(-6 * k), self.width)


FULL = Layout(720, number=24, mark=20)
NAME = 15
PIECE_H, PIECE_W, MARKER_R = 20, 22, 8
Label = tuple[Point, str, int, bool, tuple[int, int, int]]


def _draw_map(im: Image.Image, layout: Layout) -> None:
    """Provinces filled by region, thin borders between provinces, thick ones between regions."""
    d = ImageDraw.Draw(im)
    mask = Image.new("L", im.size, 0)
    md = ImageDraw.Draw(mask)
    regions = list(DATA.regions)
    for n, poly in cells().items():
        region = DATA.provinces[n].region
        pts = [layout.frame(p) for p in poly]
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


def _name_lines(n: int, y: float, layout: Layout) -> list[str]:
    """The province's name on one line, or split after a hyphen where the province is too
    narrow for it ("Aunis-" / "Saintonge")."""
    name = DATA.provinces[n].name
    room = _width_at([layout.frame(p) for p in cells()[n]], y) - 10
    if text_width(name, NAME, True) <= room or "-" not in name:
        return [name]
    cut = min(
        (i + 1 for i, ch in enumerate(name) if ch == "-"),
        key=lambda i: max(text_width(name[:i], NAME, True), text_width(name[i:], NAME, True)),
    )
    return [name[:cut], name[cut:]]


@lru_cache(maxsize=64)
def labels(n: int, layout: Layout) -> list[Label]:
    """A province's number, name, Fleur-de-lis and VP mark, each centred on
    its place: (point, text, size, bold, colour)."""
    province = DATA.provinces[n]
    x, y = layout.frame(label_point(n))
    top = y - 30
    half = text_width(str(n), layout.number, True) / 2
    out: list[Label] = [((x, top), str(n), layout.number, True, INK)]
    for i, line in enumerate(_name_lines(n, y - 11, layout)):
        out.append(((x, top + 20 + i * 16), line, NAME, True, INK))
    gap = layout.mark * 0.7
    if province.fleur_de_lis:
        out.append(((x - half - gap, top), "⚜", layout.mark, False, FLEUR))
    if province.vp:
        out.append(((x + half + gap + 4, top), f"★{province.vp}", layout.mark, True, VP_MARK))
    return out


@lru_cache(maxsize=2)
def _label_boxes(layout: Layout) -> dict[int, Box]:
    """The box around each province's label, which no stack may cover."""
    out = {}
    for n in DATA.provinces:
        boxes = []
        for (x, y), label, size, bold, _ in labels(n, layout):
            w, h = text_width(label, size, bold), size * 0.8
            boxes.append((x - w / 2, y - h / 2, x + w / 2, y + h / 2))
        out[n] = (min(b[0] for b in boxes) - 2, min(b[1] for b in boxes) - 2,
                  max(b[2] for b in boxes) + 2, max(b[3] for b in boxes) + 2)  # fmt: skip
    return out


def _legend(im: Image.Image, d: ImageDraw.ImageDraw, lang: str) -> None:
    """What the marks mean, top left in the Channel; the regions, bottom left in the Atlantic."""
    text(d, (10, 10), "⚜", 20, False, FLEUR)
    text(d, (32, 12), say(Msg("liberte-draw-fleur-de-lis"), lang), 15, True)
    text(d, (140, 10), "★", 20, False, VP_MARK)
    text(d, (162, 12), say(Msg("liberte-draw-vp"), lang), 15, True)
    seat_marker(im, 20, 58, 0, MARKER_R, INK)
    block(im, 30, 48, "B", PIECE_W, PIECE_H, "2")
    lines = say(Msg("liberte-draw-stack-legend"), lang).split("\n")
    for i, line in enumerate(lines[:3]):
        text(d, (72, 58 + 20 * i), line, 15, True, anchor="lm")
    y = FULL.height - 30 - 22 * len(DATA.regions)
    text(d, (10, y - 22), say(Msg("liberte-draw-regions"), lang), 15, True)
    for i, (code, region) in enumerate(DATA.regions.items()):
        top = y + i * 22
        d.rectangle((10, top - 1, 62, top + 17), fill=pale(region.colour), outline=INK, width=2)
        centred(d, (10, top - 1, 63, top + 18), _numbers(DATA.region_provinces[code]), 15)
        text(d, (68, top + 8), region.name, 15, anchor="lm")


def _numbers(provinces: list[int]) -> str:
    """A region's provinces by number, "1–5": which provinces it holds, told without its
    colour."""
    first, last = min(provinces), max(provinces)
    if sorted(provinces) == list(range(first, last + 1)):
        return f"{first}–{last}"
    return ", ".join(str(n) for n in sorted(provinces))


@cached_drawing
def _base(layout: Layout, lang: str) -> Image.Image:
    """The static map: sea, provinces by region, labels (and on the full map, the legends)."""
    im = Image.new("RGB", (layout.width, layout.height), SEA)
    _draw_map(im, layout)
    d = ImageDraw.Draw(im)
    for n in DATA.provinces:
        ground = pale(DATA.regions[DATA.provinces[n].region].colour)
        for xy, label, size, bold, ink in labels(n, layout):
            if ink != INK:  # a mark: on its province's colour, even where a border runs by
                half = text_width(label, size, bold) / 2 + 1
                d.rounded_rectangle((xy[0] - half, xy[1] - size / 2, xy[0] + half,
                                     xy[1] + size / 2), 4, fill=ground)  # fmt: skip
            text(d, xy, label, size, bold, ink, "mm")
    _legend(im, d, lang)
    return im


def _stack_size(stacks: tuple[int, ...]) -> Point:
    """A province's stacks one under the other: marker and block on each row."""
    return (2 * MARKER_R + 4 + PIECE_W, len(stacks) * (PIECE_H + 2))


@lru_cache(maxsize=256)
def _stack_spots(
    provinces: tuple[tuple[int, tuple[int, ...]], ...], layout: Layout
) -> dict[int, Point]:
    """Where each province's stacks stand (their bottom centre): under its label where they
    fit, else the nearest place inside the province that covers no label and no stack placed
    before it."""
    taken = list(_label_boxes(layout).values())
    out = {}
    for n, heights in provinces:
        box = _label_boxes(layout)[n]
        w, h = _stack_size(heights)
        home = ((box[0] + box[2]) / 2, box[3] + 2 + h)
        poly = [layout.frame(p) for p in cells()[n]]
        x, bottom = out[n] = free_spot(poly, (w, h), home, taken)
        taken.append((x - w / 2, bottom - h, x + w / 2, bottom))
    return out


def _stacks(im: Image.Image, board: list[list[dict[str, Any]]], layout: Layout) -> None:
    occupied = tuple((i + 1, tuple(s["height"] for s in stacks))
                     for i, stacks in enumerate(board) if stacks)  # fmt: skip
    spots = _stack_spots(occupied, layout)
    for n, heights in occupied:
        x, bottom = spots[n]
        w, h = _stack_size(heights)
        x0, y = x - w / 2, bottom - h
        for s in board[n - 1]:
            seat_marker(im, x0 + MARKER_R + 1, y + PIECE_H / 2, s["owner"], MARKER_R, INK)
            block(im, x0 + 2 * MARKER_R + 4, y, s["faction"], PIECE_W, PIECE_H, str(s["height"]))
            y += PIECE_H + 2


def picture(view: dict[str, Any], layout: Layout, lang: str = "en") -> Image.Image:
    """The map with the stacks on it, and the province whose tie is being decided outlined."""
    im = _base(layout, lang).copy()
    _stacks(im, view["board"], layout)
    tie = view["tie"]
    if tie and tie["province"]:  # the Province Marker: the election being decided
        poly = [layout.frame(p) for p in cells()[tie["province"]]]
        ImageDraw.Draw(im).polygon(poly, outline=HIGHLIGHT, width=6)
    return im
