"""The table's map: the whole board on the table's width, drawn to be read at Discord's preview
size (550 px): fewer, larger things than the details' board.

- The network: each area a pale patch with its name, every line, every Space a small mark.
- The factions: their cubes as large pieces, shape and colour, with the count; a gold ring where
  they Control; tokens as dots; arrests as red crosses.
- The last move: its Spaces ringed in blue-green.
- Names: 118 names do not fit the width, so the map names the Spaces that matter now, each one
  the texts say: those of the decision under way (the view's `choosing`, the places of its
  choices) and those the last move named. Each is written beside its Space on a white label,
  where it covers no Space, piece or other name; where none is free, a little way off with a
  line to its Space. The areas' names are always there.

`layout` gives every name the map writes, by id, as the choices carry them (`Choice.place`),
with the label it is written on."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.frondeurs.data import DATA
from games.frondeurs.picking import MAPPED, ZONES, area
from render import Place
from render.common import INK, MUTED, WHITE, cached_drawing, mix, text, text_width
from render.frondeurs.board import controls, touched
from render.frondeurs.room import Boxes, blocked, free, nearest
from render.frondeurs.style import (
    ARREST,
    BORDER,
    FOCUS,
    GROUND,
    LINE,
    LOVERS,
    TOKEN,
    ZONE_TINT,
    paste_piece,
    short,
    space_fill,
    zone_name,
)

SPACES = DATA.board.spaces
MARGIN = 10  # round the map, px
SIZE = 15  # px of every name: the smallest the house allows, at the preview's width
LINE_H = 17  # a name's height
PIECE = 8  # a faction's piece, radius
NODE = 4  # an empty Space, radius
REACH = PIECE + 3  # what a piece covers round its Space
LABEL_PAD = 3  # between a name and its label's edge


Box = tuple[float, float, float, float]
Point = tuple[float, float]


@dataclass(frozen=True)
class Grid:
    """The map's frame on the picture: from `top` to `bottom`, `width` wide, the canvas's
    Spaces at `at`."""

    top: int
    bottom: int
    width: int

    def at(self, space: str) -> Point:
        cw, ch = DATA.board.canvas
        x, y = DATA.spaces[space].pos
        sy = (self.bottom - self.top - 2 * MARGIN) / ch
        return (MARGIN + x * (self.width - 2 * MARGIN) / cw, self.top + MARGIN + y * sy)


@dataclass(frozen=True)
class Label:
    """A name's place: the point and anchor it is drawn at, the box it fills, and the area it
    names, for an area's; for a Space's, `mark`, what covers the Space (its piece, ringed or
    not, its tokens, or its mark alone)."""

    xy: Point
    anchor: str
    box: Box
    zone: str = ""
    mark: Box | None = None


def _hits(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _box(x: float, y: float, w: float, h: float, anchor: str) -> Box:
    """The box of `w` x `h` text drawn at (x, y) with a Pillow anchor ("lm", "ra"...)."""
    across, down = anchor[0], anchor[1]
    left = x if across == "l" else x - w / 2 if across == "m" else x - w
    top = y if down == "a" else y - h / 2 if down == "m" else y - h
    return (left, top, left + w, top + h)


@cached_drawing
def static(g: Grid, lang: str) -> Image.Image:
    """Areas, lines, Spaces and the areas' names: what never changes. Its top row is the
    map's (`Grid.top`)."""
    im = _network(g).copy()
    d = ImageDraw.Draw(im)
    for label in areas(g, lang).values():
        x, y = label.xy
        text(d, (x, y - g.top), zone_name(label.zone, lang), SIZE, True, MUTED, "mm")
    return im


@lru_cache(maxsize=4)
def _network(g: Grid) -> Image.Image:
    """The areas' patches, the lines and the Spaces, drawn twice as large and reduced for
    smooth lines: the same in every language, so reduced (the slowest step) only once."""
    k = 2
    w, h = g.width, g.bottom - g.top
    big = Image.new("RGB", (w * k, h * k), GROUND)
    d = ImageDraw.Draw(big)

    def scaled(space: str) -> Point:
        x, y = g.at(space)
        return x * k, (y - g.top) * k

    at = {s.id: scaled(s.id) for s in SPACES}
    for zone, tint in ZONE_TINT.items():  # each area a patch under its Spaces
        r = 16 * k
        for c in DATA.board.connectors:
            if DATA.spaces[c.a].zone == DATA.spaces[c.b].zone == zone and c.kind == "solid":
                d.line((*at[c.a], *at[c.b]), fill=tint, width=round(r * 1.3))
        for x, y in (at[s.id] for s in SPACES if s.zone == zone):
            d.ellipse((x - r, y - r, x + r, y + r), fill=tint)
    faint = mix(LINE, GROUND, 0.35)
    for c in DATA.board.connectors:
        d.line((*at[c.a], *at[c.b]), fill=LOVERS if c.kind == "lovers" else faint, width=k)
    for s in SPACES:
        x, y = at[s.id]
        r = NODE * k
        box = (x - r, y - r, x + r, y + r)
        fill, edge = space_fill(s.id), BORDER[s.border]
        if s.is_person:
            d.ellipse(box, fill=fill, outline=edge, width=k)
        else:
            d.rectangle(box, fill=fill, outline=edge, width=k)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def areas(g: Grid, lang: str) -> dict[str, Label]:
    """Each area's name on the table's map (`area_labels`)."""
    return area_labels(g, lang, (REACH + 4, NODE + 3))


@cache
def area_labels(frame: Any, lang: str, reach: tuple[float, ...], avoid: tuple[Box, ...] = ()
                ) -> dict[str, Label]:  # fmt: skip
    """Each area's name on a map (`frame`: its `at`, `top`, `bottom` and `width`), in the open
    ground nearest the middle of its Spaces: clear of any piece (`reach[0]` round a Space) if
    it can be, else of the Spaces themselves (the next `reach`), and of `avoid`."""
    out = {}
    taken = list(avoid)
    nodes = {r: [_node(frame, s.id, r) for s in SPACES] for r in reach}
    for zone in sorted(MAPPED, key=list(ZONES).index):
        members = [frame.at(s.id) for s in SPACES if s.zone == zone]
        cx = sum(p[0] for p in members) / len(members)
        cy = sum(p[1] for p in members) / len(members)
        w = text_width(zone_name(zone, lang), SIZE, True)
        for r in reach:
            spot = _open(frame, cx, cy, w, [*taken, *nodes[r]])
            if spot is not None:
                out[zone] = Label(spot, "mm", _box(*spot, w, LINE_H, "mm"), zone)
                taken.append(out[zone].box)
                break
    return out


AROUND_X, AROUND_Y = range(-120, 121, 4), range(-70, 71, 3)  # where an area's name is tried


def _open(frame: Any, cx: float, cy: float, w: float, taken: list[Box]) -> Point | None:
    """The place nearest (cx, cy) (`_around`) where an area's name `w` wide is `free` of
    `taken`."""
    xs, ys = [cx + dx for dx in AROUND_X], [cy + dy for dy in AROUND_Y]
    no = blocked(frame, xs, ys, w, LINE_H, taken)
    return next(((xs[i], ys[j]) for i, j in _around() if not no[i][j]), None)


@cache
def _around() -> tuple[tuple[int, int], ...]:
    """The places of `AROUND_X` x `AROUND_Y`, by index, nearest first: twice as near up and
    down as across; of places as near, the first across, then down."""
    spots = sorted((dx * dx + 2 * dy * dy, i, j) for i, dx in enumerate(AROUND_X)
                   for j, dy in enumerate(AROUND_Y))  # fmt: skip
    return tuple((i, j) for _, i, j in spots)


def _node(g: Any, space: str, r: float = REACH + 4) -> Box:
    """What a Space's piece covers, `r` round it (a ringed piece, unless told)."""
    x, y = g.at(space)
    return (x - r, y - r, x + r, y + r)


def named(view: dict[str, Any]) -> list[str]:
    """The Spaces the map names: the last move's first, then the decision's."""
    out = list(touched(view))
    out += [s for s in view.get("choosing", []) if s in DATA.spaces and s not in out]
    return out


def labels(view: dict[str, Any], g: Grid, lang: str) -> dict[str, tuple[Label, bool]]:
    """Where each named Space's name goes, and whether it is off its Space (a line joins
    them): beside it where a place is free, else the free place nearest to it; never over a
    Space, its piece, its tokens or another name."""
    cubes = view.get("cubes", {})
    tokens = {
        *view.get("crowns_on", {}),
        *view.get("musketeers_on", []),
        *view.get("arrested", {}),
        *(s for s, n in view.get("coins_on", {}).items() if n),
    }
    sizes = []  # what covers each Space: a piece ringed for Control, a piece, a mark, nothing
    for s in SPACES:
        held = {f: n for f, n in cubes.get(s.id, {}).items() if n}
        big = REACH + 4 if held and controls(s.id, held) else REACH if held else 0
        sizes.append(max(big, REACH if s.id in tokens else NODE + 1))
    return _labels(tuple(named(view)), tuple(sizes), g, lang)


@lru_cache(maxsize=256)
def _labels(spaces: tuple[str, ...], sizes: tuple[int, ...], g: Grid, lang: str
            ) -> dict[str, tuple[Label, bool]]:  # fmt: skip
    taken = [lab.box for lab in areas(g, lang).values()]
    boxes = [_node(g, s.id, r) for s, r in zip(SPACES, sizes, strict=True)]
    reach = {s.id: r for s, r in zip(SPACES, sizes, strict=True)}
    out: dict[str, tuple[Label, bool]] = {}
    pieces = [b for b, r in zip(boxes, sizes, strict=True) if r > NODE + 1]
    clear = Boxes([*taken, *boxes])  # what a name keeps clear of: names, Spaces and pieces
    over_marks = Boxes([*taken, *pieces])  # names and pieces
    for space in spaces:
        w = text_width(short(space, lang), SIZE) + 2 * LABEL_PAD
        h = LINE_H + 2
        spot = _beside(g, space, reach[space], w, h, clear)
        # a little way off; failing that, over the marks of empty Spaces, never a piece
        spot = spot or _nearest(g, space, reach[space], w, h, clear, scan=False)
        spot = spot or _nearest(g, space, reach[space], w, h, over_marks)
        if spot is not None:
            label, off = spot
            out[space] = replace(label, mark=_node(g, space, reach[space])), off
            clear.add(label.box)
            over_marks.add(label.box)
    return out


def _beside(g: Grid, space: str, r: float, w: float, h: float, taken: Boxes
            ) -> tuple[Label, bool] | None:  # fmt: skip
    x, y = g.at(space)
    d = r + 2
    for (px, py), anchor in (
        ((x + d, y), "lm"), ((x - d, y), "rm"), ((x, y + d), "ma"), ((x, y - d), "md"),
        ((x + d - 2, y + 3), "la"), ((x - d + 2, y + 3), "ra"),
        ((x + d - 2, y - 3), "ld"), ((x - d + 2, y - 3), "rd"),
    ):  # fmt: skip
        box = _box(px, py, w, h, anchor)
        if free(box, g, taken):
            return Label((px, py), anchor, box), False
    return None


def _nearest(g: Grid, space: str, reach: float, w: float, h: float, taken: Boxes,
             scan: bool = True) -> tuple[Label, bool] | None:  # fmt: skip
    """The free place nearest the Space: on rings further and further out, then, with `scan`,
    anywhere on the map (on a grid: of places as near, the first across, then down)."""
    x, y = g.at(space)
    spot: Point | None = None
    for ring, turns in enumerate(_rings(), 1):
        r = reach + 8 * ring
        spot = taken.first_free([(x + r * c, y + r * 0.7 * s) for c, s in turns], w, h, g)
        if spot is not None:
            break
    if spot is None and scan:
        xs = range(round(w / 2) + 2, g.width - round(w / 2) - 2, 6)
        ys = range(g.top + 12, g.bottom - 10, 5)
        spot = nearest(xs, ys, blocked(g, xs, ys, w, h, taken.boxes), x, y)
    return None if spot is None else (Label(spot, "mm", _box(*spot, w, h, "mm")), True)


@cache
def _rings() -> tuple[tuple[Point, ...], ...]:
    """The rings `_nearest` tries, from the nearest: the cosine and sine of each step round."""
    out = []
    for ring in range(1, 12):
        steps = 8 + 4 * ring
        turns = (2 * math.pi * i / steps for i in range(steps))
        out.append(tuple((math.cos(a), math.sin(a)) for a in turns))
    return tuple(out)


def picture(view: dict[str, Any], g: Grid, lang: str) -> Image.Image:
    """The map for `view`: the static layer, then the last move's rings, arrests, tokens, the
    pieces and the names. Its top row is the map's (`Grid.top`)."""
    im = static(g, lang).copy()
    d = ImageDraw.Draw(im)
    last = touched(view)

    def at(space: str) -> Point:
        x, y = g.at(space)
        return x, y - g.top

    for space in last:
        x, y = at(space)
        r = REACH + 3
        d.ellipse((x - r, y - r, x + r, y + r), outline=FOCUS, width=3)
    for space in view.get("arrested", {}):  # Under Arrest (§7.21)
        x, y = at(space)
        d.line((x - PIECE, y - PIECE, x + PIECE, y + PIECE), fill=ARREST, width=3)
        d.line((x - PIECE, y + PIECE, x + PIECE, y - PIECE), fill=ARREST, width=3)
    tokens = {*view.get("crowns_on", {}), *view.get("musketeers_on", [])}
    tokens |= {s for s, n in view.get("coins_on", {}).items() if n}
    for space in tokens:  # a Crown, Coin or Musketeer still there: a gold dot up and right
        x, y = at(space)
        d.ellipse((x + 5, y - 12, x + 11, y - 6), fill=TOKEN, outline=INK)
    for space, held in view.get("cubes", {}).items():
        held = {f: n for f, n in held.items() if n}
        boss = controls(space, held) if held else None
        x, y = at(space)
        for i, (f, n) in enumerate(held.items()):  # opposing cubes never share (§1.62)
            paste_piece(im, x + (i - (len(held) - 1) / 2) * 18, y, f, PIECE, str(n), boss == f)
    for space, (label, off) in labels(view, g, lang).items():
        x0, y0, x1, y1 = label.box
        y0, y1 = y0 - g.top, y1 - g.top
        if off:
            d.line((*at(space), (x0 + x1) / 2, (y0 + y1) / 2), fill=INK, width=1)
        d.rounded_rectangle((x0, y0, x1, y1), 4, fill=WHITE,
                            outline=FOCUS if space in last else INK)  # fmt: skip
        text(d, ((x0 + x1) / 2, (y0 + y1) / 2), short(space, lang), SIZE, False, INK, "mm")
    return im


def layout(view: dict[str, Any], g: Grid, lang: str) -> dict[str, Place]:
    """Every name the map writes, by the id a choice carries (`Choice.place`): the areas'
    (`picking.area`) over their names, and the Spaces', as said, over their labels, each with
    the Space it stands beside where that box meets no other place's. No two boxes overlap, so
    a click on the map means one place; a label off its Space (a line between) is its box
    alone, as is one whose Space lies against another name."""
    spaces = labels(view, g, lang)
    zones = areas(g, lang)
    taken = [label.box for label, _ in spaces.values()] + [z.box for z in zones.values()]
    out = {}
    for space, (label, off) in spaces.items():
        box = label.box
        if not off and label.mark is not None:
            both = _union(label.box, label.mark)
            if not any(_hits(both, other) for other in taken if other is not label.box):
                box = both
                taken.append(both)
        out[space] = Place.at(short(space, lang), box)
    out.update({area(zone): Place.at(zone_name(zone, lang), z.box) for zone, z in zones.items()})
    return out
