"""The Frondeurs board as a network, at three sizes: the whole board small on the table (no
names, pieces without counts), the zoom the table shows beside it (short names, counts) and the
whole board in the details (short names, values, icons and a legend).

The printed graph never changes, so each size's static layer (zones, connectors, Spaces, names,
icons) is drawn once and cached; a move only pastes the pieces and tokens the view holds onto a
copy. Spaces sit at their data positions on the 1600 x 1000 canvas (`Space.pos`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.frondeurs.data import DATA
from render.common import INK, MUTED, WHITE, cached_drawing, text, text_width
from render.frondeurs.style import (
    AC_INK,
    ARREST,
    BORDER,
    COIN_INK,
    CROWN_INK,
    DASHED,
    DOUBLE,
    FILL,
    FOCUS,
    GROUND,
    KEY_COLOUR,
    KEY_NUMBER,
    LINE,
    LOVERS,
    MP_INK,
    MUSKETEER_INK,
    PEER_BADGE,
    PP_INK,
    TOKEN,
    ZONE_TINT,
    paste_piece,
    short,
    space_fill,
)

Point = tuple[float, float]
SPACES = DATA.board.spaces
CANVAS_W, CANVAS_H = DATA.board.canvas

@dataclass(frozen=True)
class Layout:
    """One size of the board: the scale from the canvas, the radius of a Space and of a piece,
    and what it prints."""

    scale: float
    node: int
    piece: int
    names: bool
    icons: bool
    pad: int = 12

    @property
    def size(self) -> tuple[int, int]:
        below = 18 if self.names else 0  # room for the names under the lowest Spaces
        return (round(CANVAS_W * self.scale) + 2 * self.pad,
                round(CANVAS_H * self.scale) + 2 * self.pad + below)  # fmt: skip

    def at(self, space: str) -> Point:
        x, y = DATA.spaces[space].pos
        return (self.pad + x * self.scale, self.pad + y * self.scale)

    top = 0

    @property
    def bottom(self) -> int:
        return self.size[1]

    @property
    def width(self) -> int:
        return self.size[0]


FULL = Layout(1.0, 14, 15, names=True, icons=True, pad=16)


# ---- the static layer -------------------------------------------------------------------------
def _shorten(a: Point, b: Point, ra: float, rb: float) -> tuple[Point, Point]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return (a[0] + dx / n * ra, a[1] + dy / n * ra), (b[0] - dx / n * rb, b[1] - dy / n * rb)


def _dashed(d: ImageDraw.ImageDraw, a: Point, b: Point, fill: Any, width: int, dash: float
            ) -> None:  # fmt: skip
    n = math.hypot(b[0] - a[0], b[1] - a[1])
    steps = max(1, int(n / dash))
    for i in range(0, steps, 2):
        t0, t1 = i / steps, min(1.0, (i + 1) / steps)
        x0, y0 = a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0
        x1, y1 = a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1
        d.line((x0, y0, x1, y1), fill=fill, width=width)


def _arrowhead(d: ImageDraw.ImageDraw, a: Point, b: Point, size: float, fill: Any) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    left = (b[0] - size * math.cos(ang - 0.45), b[1] - size * math.sin(ang - 0.45))
    right = (b[0] - size * math.cos(ang + 0.45), b[1] - size * math.sin(ang + 0.45))
    d.polygon([b, left, right], fill=fill)


def _node(d: ImageDraw.ImageDraw, space: str, c: Point, r: float, k: float) -> None:
    """A Space: round for a Person, four-sided for an Institution (§2.22), a Fortress with its
    corner wedges (§2.26), an Avatar ringed in its faction's colour (§2.3)."""
    s = DATA.spaces[space]
    x, y = c
    w = max(1, round(k * (2.2 if s.border != "none" else 1.2)))
    if s.is_person and s.kind == "avatar" and s.faction is not None:
        rr = r + 2.5 * k
        d.ellipse((x - rr, y - rr, x + rr, y + rr), fill=FILL[s.faction.value])
    q = r if s.is_person else r * 0.9
    border(d, s.border, c, q, w, space_fill(space), s.is_person)
    if s.kind == "fortress":
        t = q * 0.55
        for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            cx, cy = x + sx * q, y + sy * q
            d.polygon([(cx, cy), (cx - sx * t, cy), (cx, cy - sy * t)], fill=INK)


def border(d: ImageDraw.ImageDraw, kind: str, c: Point, q: float, w: int, fill: Any,
           round_: bool) -> None:  # fmt: skip
    """A Space's face and border, `q` from its centre `c` (a circle, or a square): a green
    border a double ring, a blue one (the Towns') dashed, as the board prints it, any other
    solid, so that the border reads without its colour."""
    x, y = c
    box = (x - q, y - q, x + q, y + q)
    shape = d.ellipse if round_ else d.rectangle
    edge = BORDER[kind]
    if kind not in DASHED:
        shape(box, fill=fill, outline=edge, width=w)
        if kind in DOUBLE:
            inset = q - w - max(2, w * 0.8)
            shape((x - inset, y - inset, x + inset, y + inset), outline=edge,
                  width=max(1, round(w / 2)))  # fmt: skip
        return
    shape(box, fill=fill)
    dash = max(3.0, q / 2.2)
    if round_:
        steps = max(6, round(2 * math.pi * q / dash) // 2 * 2)
        for i in range(0, steps, 2):
            d.arc(box, 360 * i / steps, 360 * (i + 1) / steps, fill=edge, width=w)
        return
    corners = [(x - q, y - q), (x + q, y - q), (x + q, y + q), (x - q, y + q)]
    n = max(3, round(2 * q / dash) // 2 * 2 + 1)  # odd: a dash at each corner
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True):
        for i in range(0, n, 2):
            t0, t1 = i / n, (i + 1) / n
            d.line((ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1,
                    ay + (by - ay) * t1), fill=edge, width=w)  # fmt: skip


def _zones(im: Image.Image, lay: Layout, k: float) -> None:
    """Each zone a pale patch under its Spaces, so the board's neighbourhoods read at a glance."""
    d = ImageDraw.Draw(im)
    r = 40 * lay.scale * k
    for zone, tint in ZONE_TINT.items():
        members = [s.id for s in SPACES if s.zone == zone]
        pts = {s: tuple(v * k for v in lay.at(s)) for s in members}
        for c in DATA.board.connectors:
            if c.a in pts and c.b in pts and c.kind == "solid":
                d.line((*pts[c.a], *pts[c.b]), fill=tint, width=round(r * 1.4))
        for x, y in pts.values():
            d.ellipse((x - r, y - r, x + r, y + r), fill=tint)


@cached_drawing
def static(lay: Layout, lang: str = "en") -> Image.Image:
    """Zones, connectors by kind, Spaces by class and border (`_network`), and (at the larger
    sizes) names and icons, the text at its own size."""
    im = _network(lay).copy()
    d = ImageDraw.Draw(im)
    if lay.names:
        for c in DATA.board.connectors:
            if c.kind == "lovers" and lay.icons:
                (x0, y0), (x1, y1) = lay.at(c.a), lay.at(c.b)
                text(d, ((x0 + x1) / 2, (y0 + y1) / 2), "♥", 15, False, LOVERS, "mm")
        for s in SPACES:
            _label(d, s.id, lay, lang)
        if lay.icons:
            for s in SPACES:
                _icons(im, d, s.id, lay, lang)
    return im


@lru_cache(maxsize=4)
def _network(lay: Layout) -> Image.Image:
    """Zones, connectors by kind, Spaces by class and border, drawn twice as large and reduced
    for smooth lines: the same in every language, so reduced (the slowest step) only once."""
    k = 2
    w, h = lay.size
    big = Image.new("RGB", (w * k, h * k), GROUND)
    _zones(big, lay, k)
    d = ImageDraw.Draw(big)
    r = lay.node * k
    lw = max(1, round(1.6 * k))
    at = {s.id: (lay.at(s.id)[0] * k, lay.at(s.id)[1] * k) for s in SPACES}
    for c in DATA.board.connectors:
        a, b = _shorten(at[c.a], at[c.b], r + k, r + k)
        if c.kind == "solid":
            d.line((*a, *b), fill=LINE, width=lw)
        elif c.kind == "dashed":
            _dashed(d, a, b, LINE, lw, 5 * k)
        elif c.kind == "arrow":  # one way, from a to b, at a dashed line's cost (§2.42)
            _dashed(d, a, b, LINE, lw, 5 * k)
            _arrowhead(d, a, b, max(6, lay.node * 0.9) * k, LINE)
        else:  # a Lovers' Lane (§2.43)
            d.line((*a, *b), fill=LOVERS, width=lw + k)
    for s in SPACES:
        _node(d, s.id, at[s.id], r, k)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def label_lines(space: str, lay: Layout, lang: str = "en") -> list[str]:
    """The short name, on two lines where it is wider than the room beside its neighbours: cut
    where the longer line is shortest, never after a particle ("Le" of "Le Tellier", "de")."""
    name = short(space, lang)
    words = name.split(" ")
    if text_width(name, 15, True) <= _room(space, lay) or len(words) < 2:
        return [name]
    cuts = [
        [" ".join(words[:i]), " ".join(words[i:])]
        for i in range(1, len(words))
        if words[i - 1] not in PARTICLES
    ]
    if not cuts:
        return [name]
    return min(cuts, key=lambda lines: max(text_width(line, 15, True) for line in lines))


PARTICLES = {"Le", "La", "Les", "de", "du", "des", "d’", "l’"}


@lru_cache(maxsize=512)
def _room(space: str, lay: Layout) -> float:
    """How wide a name under the Space may be: the distance to the nearest Space on its row."""
    x, y = lay.at(space)
    near = [abs(lay.at(s.id)[0] - x) for s in SPACES
            if s.id != space and abs(lay.at(s.id)[1] - y) < 36 * lay.scale + 20]  # fmt: skip
    return max(70.0, min(near, default=999) - 8)


def _label(d: ImageDraw.ImageDraw, space: str, lay: Layout, lang: str) -> None:
    x, y = lay.at(space)
    for i, line in enumerate(label_lines(space, lay, lang)):
        text(d, (x, y + round(lay.piece * 1.2) + 3 + 15 * i), line, 15, True, INK, "ma")


def taken(lay: Layout, lang: str) -> tuple[tuple[float, float, float, float], ...]:
    """What the board writes round its Spaces: each Space with its icons, and its name under
    it (an area's name keeps clear of them)."""
    out = []
    for s in SPACES:
        x, y = lay.at(s.id)
        r = lay.piece + 6
        out.append((x - r - 24, y - r - 18, x + r + 24, y + r))
        lines = label_lines(s.id, lay, lang)
        w = max(text_width(line, 15, True) for line in lines)
        top = y + round(lay.piece * 1.2) + 3
        out.append((x - w / 2, top, x + w / 2, top + 17 * len(lines)))
    return tuple(out)


def _icons(im: Image.Image, d: ImageDraw.ImageDraw, space: str, lay: Layout, lang: str
           ) -> None:  # fmt: skip
    """The printed icons, in the full board only: PP (⚜) and MP (⚑) values left and right (on
    their area's wash, where a line runs under them), a Control numeral that is not 3 above,
    Peer badges and Fortress keys up right (after the MP value where a name is up right),
    Affiliate shields up left (§2.45-2.54)."""
    s = DATA.spaces[space]
    x, y = lay.at(space)
    r = lay.node
    pp = f"{s.pp}/{s.pp_controlled}" if s.pp_controlled else str(s.pp) if s.pp else ""
    mp = f"{s.mp}/{s.mp_controlled}" if s.mp_controlled else str(s.mp) if s.mp else ""
    wash = ZONE_TINT.get(s.zone, GROUND)
    end = x + r
    for value, ink, anchor in ((pp, PP_INK, "rm"), (mp, MP_INK, "lm")):
        if value:
            w = text_width(value, 15, True)
            left = x - r - 3 - w if anchor == "rm" else x + r + 1
            d.rounded_rectangle((left, y - 8, left + w + 2, y + 8), 3, fill=wash)
            text(d, (x - r - 2 if anchor == "rm" else x + r + 2, y), value, 15, True, ink, anchor)
            end = max(end, left + w + 2)
    badges = [PEER_BADGE[p] for p in s.peers]
    badges += [(f"⚷{KEY_NUMBER[c]}", KEY_COLOUR[c]) for c in (*s.keys, *s.locks)]
    bx, by, anchor = x + r * 0.55, y - r - 1, "ld"
    width = sum(text_width(glyph, 15, False) + 1 for glyph, _ in badges)
    if _on_a_name((bx, by - 15, bx + width, by), space, lay, lang):
        bx, by, anchor = end + 4, y, "lm"
    for glyph, colour in badges:
        bx += text(d, (bx, by), glyph, 15, False, colour, anchor) + 1
    ax = x - r * 0.6
    for f in s.affiliates:
        if s.kind == "avatar":
            continue
        paste_piece(im, ax - 5, y - r - 6, f.value, 5)
        ax -= 13
    if s.control != 3:
        mark = "∞" if s.control == "infinity" else str(s.control)
        text(d, (x, y - r - 2), mark, 15, True, MUTED, "md")


def _on_a_name(box: tuple[float, float, float, float], space: str, lay: Layout, lang: str
               ) -> bool:  # fmt: skip
    """Whether `box` covers another Space's name (more than the corner of a letter)."""

    def overlap(a: tuple[float, float, float, float]) -> float:
        across = min(a[2], box[2]) - max(a[0], box[0])
        down = min(a[3], box[3]) - max(a[1], box[1])
        return max(0.0, across) * max(0.0, down)

    return any(overlap(a) > 30 for other, a in _name_boxes(lay, lang).items() if other != space)


@lru_cache(maxsize=4)
def _name_boxes(lay: Layout, lang: str) -> dict[str, tuple[float, float, float, float]]:
    """Where each Space's name is written (`_label`)."""
    out = {}
    for s in SPACES:
        x, y = lay.at(s.id)
        lines = label_lines(s.id, lay, lang)
        w = max(text_width(line, 15, True) for line in lines)
        top = y + round(lay.piece * 1.2) + 3
        out[s.id] = (x - w / 2, top, x + w / 2, top + 15 * len(lines) + 2)
    return out


# ---- the pieces of a view ---------------------------------------------------------------------
def controls(space: str, held: dict[str, int]) -> str | None:
    """The faction Controlling a Space, from the printed numeral (§1.63): enough cubes, never an
    Avatar by another faction (§2.3), never the infinity symbol (§2.54). None if nobody does."""
    s = DATA.spaces[space]
    if len(held) != 1 or s.control == "infinity":
        return None
    ((f, n),) = held.items()
    if s.faction is not None and s.faction.value != f:
        return None
    return f if n >= s.control else None


def turn_line(line: Any) -> bool:
    """Whether a log line (a message in JSON) is the one a turn opens with."""
    return isinstance(line, dict) and line.get("msg") == "frondeurs-turn-of"


def named(value: Any) -> list[str]:
    """The Spaces a text names (a message in JSON), in the order it names them: each Space
    rides in its message (`games.frondeurs.picking.name`) with its id."""
    if isinstance(value, list):
        return [s for v in value for s in named(v)]
    if not isinstance(value, dict):
        return []
    args = value.get("args") or {}
    if value.get("msg") == "frondeurs-space" and args.get("place") in DATA.spaces:
        return [args["place"]]
    return [s for v in args.values() for s in named(v)]


def touched(view: dict[str, Any]) -> list[str]:
    """The Spaces the last move named, newest first: the log's latest lines that name any, back
    to the start of the current turn. The view holds no other trace of a move."""
    out: list[str] = []
    for line in reversed(view.get("log", [])):
        if turn_line(line) and out:
            break
        out += [s for s in reversed(named(line)) if s not in out]
    return out[:8]


def overlay(im: Image.Image, view: dict[str, Any], lay: Layout, origin: Point = (0, 0),
            focus: tuple[str, ...] = ()) -> None:  # fmt: skip
    """The view's pieces on a copy of the static layer (or a crop of it starting at `origin`):
    cubes by faction shape and colour with their count, a gold ring where they Control, reward
    tokens, Musketeers, arrests, the Army Commander, the King's Pawn and the Spaces the last move
    touched."""
    d = ImageDraw.Draw(im)
    ox, oy = origin
    w, h = im.size

    def at(space: str) -> Point | None:
        x, y = lay.at(space)
        x, y = x - ox, y - oy
        return (x, y) if -30 <= x <= w + 30 and -30 <= y <= h + 30 else None

    r = lay.node
    for space in focus:
        if (p := at(space)) is not None:
            rr = r + 7
            d.ellipse((p[0] - rr, p[1] - rr, p[0] + rr, p[1] + rr), outline=FOCUS, width=4)
    for space in view.get("arrested", {}):  # §7.21: Under Arrest
        if (p := at(space)) is None:
            continue
        x, y = p
        q = r + 2
        d.line((x - q, y - q, x + q, y + q), fill=ARREST, width=3)
        d.line((x - q, y + q, x + q, y - q), fill=ARREST, width=3)
        if lay.names:
            text(d, (x + r + 1, y + r * 0.3), "⛓", 15, False, ARREST, "lm")
    for space, held in view.get("cubes", {}).items():
        held = {f: n for f, n in held.items() if n}
        if not held or (p := at(space)) is None:
            continue
        boss = controls(space, held)
        fs = list(held)
        for i, f in enumerate(fs):  # opposing cubes never share a Space (§1.62); drawn anyway
            dx = (i - (len(fs) - 1) / 2) * lay.piece * 1.6
            label = str(held[f]) if lay.names else ""
            paste_piece(im, p[0] + dx, p[1], f, lay.piece, label, ring=boss == f)
    _tokens(im, d, view, lay, at)


def _tokens(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], lay: Layout,
            at: Any) -> None:  # fmt: skip
    """Crowns and Coins still on their Spaces, Musketeer tokens on theirs, the Army Commander and
    the King's Pawn: up and left of the Space on the larger maps, a dot on the overview."""
    r = lay.node
    marks: dict[str, list[tuple[str, tuple[int, int, int]]]] = {}
    for space, n in view.get("crowns_on", {}).items():
        marks.setdefault(space, []).append(("♛" + (str(n) if n > 1 else ""), CROWN_INK))
    for space, n in view.get("coins_on", {}).items():
        if n:
            marks.setdefault(space, []).append(("●" + (str(n) if n > 1 else ""), COIN_INK))
    for space in view.get("musketeers_on", []):
        marks.setdefault(space, []).append(("🗡", MUSKETEER_INK))
    ac = view.get("army_commander")
    if ac:
        marks.setdefault(ac, []).append(("⚑AC", AC_INK))
    pawn = (view.get("kings_pawn") or {}).get("on")
    if pawn:
        marks.setdefault(pawn, []).append(("♟", INK))
    for space, items in marks.items():
        if (p := at(space)) is None:
            continue
        x, y = p
        if not lay.names:
            d.ellipse((x + r - 1, y - r - 5, x + r + 5, y - r + 1), fill=TOKEN,
                      outline=INK)  # fmt: skip
            continue
        label = " ".join(t for t, _ in items)
        tx = x - r - 2
        ty = y - r - (18 if lay.icons else 1)
        wdt = text_width(label, 15, True)
        d.rounded_rectangle((tx - wdt - 3, ty - 16, tx + 2, ty + 1), 4, fill=WHITE,
                            outline=items[0][1])  # fmt: skip
        for t, colour in reversed(items):
            tx -= text(d, (tx, ty), t, 15, True, colour, "rd")
            tx -= text_width(" ", 15, True)


def picture(view: dict[str, Any], lay: Layout, focus: tuple[str, ...] = (), lang: str = "en"
            ) -> Image.Image:  # fmt: skip
    im = static(lay, lang).copy()
    overlay(im, view, lay, focus=focus)
    return im
