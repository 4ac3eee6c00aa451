"""Liberté's table and hands, drawn from views only.

The board is a map of France cut into the 27 provinces around the places given in `board.json`
(a Voronoi map, drawn once and cached). Regions differ by colour *and* by a thick outline and a
name; factions by colour *and* a letter on their blocks (R red, B blue, W white); players by a
token colour *and* their initial. The player to act is named in the header, so the table reads at
Discord's preview width.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter

from games.core import name_seats
from games.liberte.data import DATA, Card
from games.liberte.specials import EFFECTS
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    WHITE,
    centred,
    encode_png,
    fit,
    fixed_palette,
    font,
    wrap,
)

WIDTH, HEIGHT = 1180, 800
HEADER = 54
MAP_W = 700  # the map's column; the side panel takes the rest
PANEL_X = MAP_W + 8
SEA = (196, 214, 226)
FACTION_FILL = {"R": (205, 38, 44), "B": (32, 84, 190), "W": (252, 252, 250)}
FACTION_INK = {"R": WHITE, "B": WHITE, "W": INK}
FACTION_NAME = {"R": "Radicals", "B": "Moderates", "W": "Royalists"}
GOLD = (222, 170, 30)
CLUB_BG = (214, 206, 188)
SPECIAL_BG = (58, 52, 64)

# France in 1789, west to east and north to south on a 0-100 square (from longitudes and latitudes).
FRANCE = [
    (55.1, 1.7), (60.6, 4.7), (68.9, 10.0), (73.9, 11.7), (81.1, 18.3), (85.6, 19.2), (90.2, 22.8),
    (99.2, 24.8), (96.2, 30.0), (94.3, 40.0), (90.2, 41.7), (83.3, 47.8), (83.7, 55.0),
    (88.6, 57.8), (90.2, 66.7), (87.1, 74.4), (93.9, 82.2), (91.7, 83.9), (87.1, 88.9),
    (81.8, 90.0), (78.0, 87.8), (73.5, 86.7), (68.2, 85.6), (63.6, 88.3), (60.2, 93.3),
    (61.1, 97.2), (56.1, 98.3), (50.0, 96.7), (42.4, 93.3), (34.8, 93.3), (29.5, 90.6),
    (23.6, 87.0), (25.8, 84.4), (27.7, 73.3), (28.4, 63.3), (28.0, 57.8), (23.5, 52.2),
    (20.5, 45.6), (15.9, 41.1), (10.6, 38.9), (4.5, 37.8), (1.1, 31.7), (3.0, 28.3), (10.6, 26.7),
    (15.9, 29.4), (22.0, 28.3), (25.0, 27.8), (25.4, 22.2), (23.1, 16.7), (27.7, 16.7),
    (28.8, 20.0), (34.5, 21.1), (38.6, 19.4), (41.7, 15.0), (47.7, 12.2), (49.2, 8.9), (49.2, 3.3),
    (51.5, 2.8),
]  # fmt: skip
Point = tuple[float, float]


# ---- geometry -------------------------------------------------------------------------------
def _clip(poly: list[Point], a: Point, b: Point) -> list[Point]:
    """The part of `poly` nearer to `a` than to `b` (Sutherland-Hodgman on the bisector)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = b[0] - a[0], b[1] - a[1]

    def side(p: Point) -> float:
        return (p[0] - mx) * nx + (p[1] - my) * ny

    out: list[Point] = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        sp, sq = side(p), side(q)
        if sp <= 0:
            out.append(p)
        if (sp <= 0) != (sq <= 0):
            t = sp / (sp - sq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


@lru_cache(maxsize=1)
def _cells() -> dict[int, list[Point]]:
    """Each province's shape: the part of France nearer its place than any other's."""
    seeds = {n: p.pos for n, p in DATA.provinces.items()}
    cells = {}
    for n, a in seeds.items():
        poly = list(FRANCE)
        for m, b in seeds.items():
            if m != n:
                poly = _clip(poly, a, b)
        cells[n] = poly
    return cells


def _centroid(poly: list[Point]) -> Point:
    area = cx = cy = 0.0
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[(i + 1) % len(poly)]
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return (cx / (3 * area), cy / (3 * area)) if area else poly[0]


class _Frame:
    """Maps the 0-100 square onto a box of pixels, keeping France's proportions."""

    def __init__(self, x: int, y: int, size: int) -> None:
        self.x, self.y, self.k = x, y, size / 100

    def __call__(self, p: Point) -> tuple[float, float]:
        return (self.x + p[0] * self.k, self.y + p[1] * self.k)


MAP_FRAME = _Frame(6, HEADER + 2, MAP_W - 12)


def _draw_map(im: Image.Image, frame: _Frame, fills: dict[str, tuple[int, int, int]]) -> None:
    """Provinces filled by region, thin borders between provinces, thick ones between regions."""
    d = ImageDraw.Draw(im)
    mask = Image.new("L", im.size, 0)
    md = ImageDraw.Draw(mask)
    for n, poly in _cells().items():
        region = DATA.provinces[n].region
        pts = [frame(p) for p in poly]
        d.polygon(pts, fill=fills[region], outline=BORDER)
        md.polygon(pts, fill=1 + list(DATA.regions).index(region) * 40)
    edges = mask.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v else 0)
    thick = max(3, round(frame.k * 0.7))
    edges = edges.filter(ImageFilter.MaxFilter(thick if thick % 2 else thick + 1))
    im.paste(INK, (0, 0), edges)


def _pale(colour: tuple[int, int, int], amount: float = 0.45) -> tuple[int, int, int]:
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


@lru_cache(maxsize=1)
def _base() -> Image.Image:
    """The static board: sea, provinces by region, numbers, names, Fleur-de-lis and VP marks."""
    im = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    d = ImageDraw.Draw(im)
    d.rectangle((0, HEADER, MAP_W, HEIGHT - 46), fill=SEA)
    _draw_map(im, MAP_FRAME, {c: _pale(r.colour) for c, r in DATA.regions.items()})
    for n, province in DATA.provinces.items():
        x, y = MAP_FRAME(_label_point(n))
        d.text((x, y - 33), str(n), font=font(20, True), fill=INK, anchor="mm")
        size = 11 if font(11, True).getlength(province.name) <= 100 else 10
        name = fit(province.name, font(size, True), 124)
        d.text((x, y - 18), name, font=font(size, True), fill=INK, anchor="mm")
        if province.fleur_de_lis:
            d.text((x - 25, y - 33), "⚜", font=font(19, True), fill=FLEUR, anchor="mm")
        if province.vp:
            d.text((x + 28, y - 33), f"★{province.vp}", font=font(16, True), fill=VP_MARK,
                   anchor="mm")  # fmt: skip
    # The regions, by colour and name, where the sea is.
    x, y = 12, HEIGHT - 200
    d.text((x, y), "Regions", font=font(13, True), fill=INK)
    for i, region in enumerate(DATA.regions.values()):
        top = y + 20 + i * 19
        d.rectangle((x, top, x + 22, top + 14), fill=_pale(region.colour), outline=INK, width=2)
        d.text((x + 28, top + 7), region.name, font=font(12, True), fill=INK, anchor="lm")
    _legend(d)
    return im


def _inside(p: Point, poly: list[Point]) -> bool:
    x, y = p
    hit = False
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[i - 1]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def _edge_distance(p: Point, poly: list[Point]) -> float:
    best = float("inf")
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[i - 1]
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / ((dx * dx + dy * dy) or 1)))
        best = min(best, ((p[0] - x0 - t * dx) ** 2 + (p[1] - y0 - t * dy) ** 2) ** 0.5)
    return best


@lru_cache(maxsize=32)
def _label_point(n: int) -> Point:
    """Where the province's label and stacks go: far from its borders, near its middle."""
    poly = _cells()[n]
    cx, cy = _centroid(poly)

    def score(p: Point) -> float:
        if not _inside(p, poly):
            return -1e9
        return _edge_distance(p, poly) - 0.5 * ((p[0] - cx) ** 2 + (p[1] - cy) ** 2) ** 0.5

    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    grid = [
        (min(xs) + i, min(ys) + j)
        for i in range(int(max(xs) - min(xs)) + 1)
        for j in range(int(max(ys) - min(ys)) + 1)
    ]
    best = max(grid, key=score, default=(cx, cy))
    # Then a finer look around the best point of the coarse grid.
    fine = [(best[0] + i / 4, best[1] + j / 4) for i in range(-4, 5) for j in range(-4, 5)]
    return max(fine, key=score)


def _legend(d: ImageDraw.ImageDraw) -> None:
    y = HEIGHT - 66
    d.text((10, y), "⚜ Fleur-de-lis  ★ VP  stack: R B W blocks, owner's token on top",
           font=font(12), fill=INK)  # fmt: skip


# ---- pieces ---------------------------------------------------------------------------------
def _initials(names: list[str]) -> list[str]:
    """Each player's initial; a number where two share one."""
    firsts = [n.strip()[:1].upper() or "?" for n in names]
    return [f if firsts.count(f) == 1 else str(i + 1) for i, f in enumerate(firsts)]


@lru_cache(maxsize=128)
def _token_sprite(seat: int, initial: str, r: int) -> Image.Image:
    im = Image.new("RGBA", (2 * r + 1, 2 * r + 1), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.ellipse((0, 0, 2 * r, 2 * r), fill=SEAT_COLOURS[seat % 6], outline=INK, width=1)
    d.text((r, r + 1), initial, font=font(r + 3, True), fill=WHITE, anchor="mm")
    return im


def _token(im: Image.Image, x: float, y: float, seat: int, initial: str, r: int = 9) -> None:
    """A player's Control Token: their colour and initial, centred on (x, y)."""
    sprite = _token_sprite(seat, initial, r)
    im.paste(sprite, (round(x - r), round(y - r)), sprite)


@lru_cache(maxsize=64)
def _block_sprite(faction: str, w: int, h: int) -> Image.Image:
    im = Image.new("RGB", (w + 1, h + 1), FACTION_FILL[faction])
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w, h), outline=INK)
    d.text((w / 2 + 0.5, h / 2 + 1), faction, font=font(h - 2, True), fill=FACTION_INK[faction],
           anchor="mm")  # fmt: skip
    return im


def _block(im: Image.Image, x: float, y: float, faction: str, w: int = 18, h: int = 11) -> None:
    """A faction block: its colour and its letter (R, B, W)."""
    im.paste(_block_sprite(faction, w, h), (round(x), round(y)))


STACK_STEP, STACK_BOTTOM = 22, 38  # stacks side by side under the province's label
BLOCK_W, BLOCK_H, TOKEN_R = 18, 11, 7


def _stacks(im: Image.Image, view: dict[str, Any], initials: list[str]) -> None:
    for i, stacks in enumerate(view["board"]):
        if not stacks:
            continue
        n = i + 1
        x, y = MAP_FRAME(_label_point(n))
        x0 = x - STACK_STEP * len(stacks) / 2 + 2
        for s in stacks:
            for level in range(s["height"]):
                y0 = y + STACK_BOTTOM - BLOCK_H * (level + 1)
                _block(im, x0, y0, s["faction"], BLOCK_W, BLOCK_H)
            top = y + STACK_BOTTOM - BLOCK_H * s["height"]
            _token(im, x0 + BLOCK_W / 2, top - TOKEN_R, s["owner"], initials[s["owner"]], TOKEN_R)
            x0 += STACK_STEP


def _cannon(d: ImageDraw.ImageDraw, x: float, y: float, size: int, colour=INK) -> None:
    """A field gun: barrel and wheel."""
    s = size / 16
    d.polygon([(x + 1 * s, y + 9 * s), (x + 14 * s, y + 3 * s), (x + 15 * s, y + 6 * s),
               (x + 3 * s, y + 12 * s)], fill=colour)  # fmt: skip
    d.ellipse((x + 2 * s, y + 8 * s, x + 9 * s, y + 15 * s), outline=colour, width=max(1, round(s)))


def _cap(d: ImageDraw.ImageDraw, x: float, y: float, size: int) -> None:
    """A Phrygian cap, the Sans-Culottes' bonnet rouge."""
    s = size / 16
    d.polygon([(x + 2 * s, y + 14 * s), (x + 3 * s, y + 6 * s), (x + 8 * s, y + 1 * s),
               (x + 14 * s, y + 3 * s), (x + 11 * s, y + 6 * s), (x + 14 * s, y + 14 * s)],
              fill=CAP, outline=INK)  # fmt: skip


def _symbols(d: ImageDraw.ImageDraw, c: Card, x: float, y: float, size: int) -> float:
    """Cannon, Sans-Culottes and General marks from (x, y); returns the x after them."""
    if c.cannon:
        _cannon(d, x, y, size)
        x += size + 2
    if c.sans_culottes:
        _cap(d, x, y, size)
        x += size + 2
    if c.general:
        d.text((x, y - 1), "⚔", font=font(size, True), fill=INK)
        x += size + 2
    return x


@lru_cache(maxsize=8)
def _region_map(region: str, size: int) -> Image.Image:
    """France with the card's region in black, as the cards show it."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    frame = _Frame(1, 1, size - 2)
    for n, poly in _cells().items():
        mine = DATA.provinces[n].region == region
        d.polygon([frame(p) for p in poly], fill=INK if mine else CARD_FACE)
    d.polygon([frame(p) for p in FRANCE], outline=INK)
    return im


def _card_bg(c: Card) -> tuple[int, int, int]:
    if c.kind == "special":
        return SPECIAL_BG
    return CLUB_BG if c.region is None else DATA.regions[c.region].colour


MINI_W, MINI_H = 62, 52


@lru_cache(maxsize=256)
def _mini(key: str) -> Image.Image:
    """A display or face-up card at table size: colour, blocks, name, number and symbols."""
    c = DATA.cards[key]
    w, h = MINI_W, MINI_H
    im = Image.new("RGB", (w, h), _card_bg(c))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w - 1, h - 1), outline=INK, width=2)
    ink = WHITE if c.kind == "special" else INK
    d.text((w - 4, h - 3), f"#{c.id}", font=font(10, True), fill=ink, anchor="rd")
    if c.kind == "special":
        for i, word in enumerate(c.name.split()[:2]):
            d.text((w / 2, 12 + i * 14), fit(word, font(11, True), w - 6), font=font(11, True),
                   fill=WHITE, anchor="mm")  # fmt: skip
        return im
    assert c.faction is not None
    for i in range(c.value):
        _block(im, 4 + i * 19, 4, c.faction.value, 17, 14)
    _fitted(d, (4, 21), _short(c), w - 7, INK)
    _symbols(d, c, 4, 36, 12)
    return im


def _short(c: Card) -> str:
    """ "Jean-Paul Marat" -> "Marat", "Club des Jacobins" -> "Jacobins": what players say."""
    if c.kind == "club":
        for lead in ("Club des ", "Club du ", "Club de ", "Club "):
            if c.name.startswith(lead):
                return c.name[len(lead) :].capitalize()
        return c.name.split()[0]
    return c.name.split()[-1]


def _fitted(d: ImageDraw.ImageDraw, xy: Point, text: str, width: int, ink: Any) -> None:
    """Text in the largest of a few sizes that fits."""
    for size in (11, 10, 9):
        if font(size, True).getlength(text) <= width:
            break
    d.text(xy, fit(text, font(size, True), width), font=font(size, True), fill=ink)


# ---- encoding -------------------------------------------------------------------------------
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


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    regions = [r.colour for r in DATA.regions.values()]
    light = [PAPER, SEA, WHITE, CLUB_BG, ROW_ACTIVE, LOG_BG, CARD_FACE, LANDSLIDE_CELL,
             FACTION_FILL["W"], *regions, *(_pale(c) for c in regions)]  # fmt: skip
    dark = [INK, SPECIAL_BG, HAND_BG, FACTION_FILL["R"], FACTION_FILL["B"], *SEAT_COLOURS]
    inks = [INK, MUTED, FLEUR, VP_MARK, ALARM, BORDER, GOLD, CAP]
    blends = [(bg, fg) for bg in light for fg in (INK, MUTED)] + [(bg, WHITE) for bg in dark]
    return fixed_palette([*light, *dark, *inks, HIGHLIGHT, TRACK_LINE], blends)


# ---- the table ------------------------------------------------------------------------------
PHASES = {
    "order": "Player order",
    "refresh": "Refresh hands",
    "action": "Action phase",
    "battle": "Battle",
    "election": "Elections",
    "over": "Game over",
}


def table(view: dict[str, Any], names: list[str]) -> bytes:
    im = _base().copy()
    d = ImageDraw.Draw(im)
    initials = _initials(names)
    _stacks(im, view, initials)
    _header(d, view, names)
    y = _election_track(d, view, HEADER + 8)
    y = _government_and_battle(im, d, view, initials, y + 8)
    y = _players(im, d, view, names, initials, y + 8)
    _face_up(im, d, view, y + 6)
    _log(d, view, names)
    return encode_png(im, _palette())


STATUS_SIZE = 24  # who must act: the line a player reads first, even in the preview


def _header(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    d.rectangle((0, 0, WIDTH, HEADER), fill=INK)
    d.text((14, HEADER / 2), "LIBERTÉ", font=font(26, True), fill=HIGHLIGHT, anchor="lm")
    turn = f"Turn {view['turn']}/{view['turns']} · {PHASES[view['phase']]}"
    d.text((150, HEADER / 2), turn, font=font(18, True), fill=WHITE, anchor="lm")
    left = 150 + font(18, True).getlength(turn) + 24
    status = name_seats(view["status"], names)
    colour = HIGHLIGHT if view["active"] else WHITE
    big = font(STATUS_SIZE, True)
    text = fit(("▶ " if view["active"] else "") + status, big, WIDTH - 14 - left)
    d.text((WIDTH - 14, HEADER / 2), text, font=big, fill=colour, anchor="rm")
    tie = view["tie"]
    if tie and tie["province"]:
        # The Province Marker: the election being decided.
        poly = _cells()[tie["province"]]
        d.polygon([MAP_FRAME(p) for p in poly], outline=HIGHLIGHT, width=5)


def _election_track(d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """Three lanes, one marker each; 17 red votes is the Radical landslide."""
    x0, cell = PANEL_X + 90, 12
    d.text((PANEL_X, y), "ELECTION TRACK", font=font(14, True), fill=INK)
    top = y + 20
    for i, f in enumerate("RBW"):
        ly = top + i * 22
        d.text((PANEL_X, ly + 9), FACTION_NAME[f], font=font(13, True), fill=INK, anchor="lm")
        for v in range(0, 30):
            x = x0 + v * cell
            d.rectangle((x, ly, x + cell - 1, ly + 18), outline=TRACK_LINE,
                        fill=LANDSLIDE_CELL if v == 17 and f == "R" else None)  # fmt: skip
        v = min(view["election"][f], 29)
        x = x0 + v * cell
        d.rectangle((x - 1, ly - 1, x + cell, ly + 19), fill=FACTION_FILL[f], outline=INK, width=2)
        d.text((x + cell / 2, ly + 10), str(view["election"][f]), font=font(11, True),
               fill=FACTION_INK[f], anchor="mm")  # fmt: skip
    for v in (0, 5, 10, 15, 17, 20, 25):
        d.text((x0 + v * cell + cell / 2, top + 68), str(v), font=font(10), fill=MUTED,
               anchor="mt")  # fmt: skip
    return top + 80


def _government_and_battle(
    im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], initials: list[str], y: int
) -> int:
    y = _turn_track(im, d, view, y)
    gov, opp = view["government"], view["opposition"]
    text = "Government: " + (FACTION_NAME[gov] if gov else "none yet")
    if opp:
        text += f" · opposition: {FACTION_NAME[opp]}"
    if gov:
        _block(im, PANEL_X, y + 2, gov, 16, 14)
    d.text((PANEL_X + (22 if gov else 0), y), text, font=font(14, True), fill=INK)
    y += 22
    label = "Presence in government:"
    d.text((PANEL_X, y), label, font=font(13), fill=INK)
    x = PANEL_X + font(13).getlength(label) + 14
    for s in view["presence"]:
        _token(im, x, y + 8, s, initials[s])
        x += 22
    if not view["presence"]:
        d.text((x, y), "nobody", font=font(13), fill=MUTED)
    y += 22
    fight = view["battle"]
    box = [(s, p["battle"]) for s, p in enumerate(view["players"]) if p["battle"]]
    label = f"Battle Box ({fight['name']}):" if fight else "Battle Box (no battle in turn 1):"
    d.text((PANEL_X, y), label, font=font(13), fill=INK)
    x = PANEL_X + font(13).getlength(label) + 12
    for s, count in box:
        _token(im, x, y + 8, s, initials[s])
        d.text((x + 11, y + 8), f"×{count}", font=font(13, True), fill=INK, anchor="lm")
        x += 48
    if not box:
        d.text((x, y), "empty", font=font(13), fill=MUTED)
    y += 22
    lost = view["lost_battles"]
    cr = view["counter_revolution"]
    text = f"⚜ Counter-revolution: {cr}/7 (turns 3-4)"
    if lost:
        text += f" · Lost Battles: {len(lost)}"
    d.text((PANEL_X, y), text, font=font(13, True), fill=FLEUR if cr < 5 else ALARM)
    return y + 20


def _turn_track(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """The four turns with their battles; a Lost Battle carries a white block."""
    x = PANEL_X
    for turn in range(1, view["turns"] + 1):
        fight = DATA.battles.get(turn)
        text = f"{turn} " + (f"{fight.name} {fight.vp}VP" if fight else "no battle")
        waiting = turn == 2 and view["turn_track"]  # "underneath the 2-space of the Turn Track"
        lost = turn in view["lost_battles"]
        w = font(12, True).getlength(text) + (44 if waiting else 12) + (20 if lost else 0)
        now = turn == view["turn"]
        d.rounded_rectangle((x, y, x + w, y + 20), 4, fill=HIGHLIGHT if now else CARD_FACE,
                            outline=INK, width=2 if now else 1)  # fmt: skip
        d.text((x + 6, y + 10), text, font=font(12, True), fill=INK, anchor="lm")
        if lost:  # "place a white Faction Block over the Battle"
            _block(im, x + w - 20, y + 4, "W", 14, 12)
        if waiting:
            for i, f in enumerate("RBW"):
                _block(im, x + w - 36 + i * 10, y + 6, f, 9, 9)
        x += w + 6
    return y + 30


def _players(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    initials: list[str],
    y: int,
) -> int:
    """One row per player in player order: token, name, VP, hand, held votes, display."""
    d.line((PANEL_X, y - 4, WIDTH - 8, y - 4), fill=MUTED)
    row = 62
    maxvp = max(1, *(p["vp"] for p in view["players"]))
    for rank, s in enumerate(view["order"]):
        p = view["players"][s]
        top = y + rank * row
        if s in view["active"]:
            d.rectangle((PANEL_X - 4, top - 2, WIDTH - 6, top + row - 4), fill=ROW_ACTIVE,
                        outline=HIGHLIGHT, width=3)  # fmt: skip
        _token(im, PANEL_X + 12, top + 14, s, initials[s], 11)
        d.text((PANEL_X + 28, top + 14), fit(names[s], font(15, True), 120), font=font(15, True),
               fill=INK, anchor="lm")  # fmt: skip
        d.text((PANEL_X + 4, top + 40), f"{p['vp']} VP", font=font(15, True), fill=INK, anchor="lm")
        # The VP track: a bar scaled to the leader.
        bar = 70 * p["vp"] / maxvp
        d.rectangle((PANEL_X + 58, top + 35, PANEL_X + 58 + bar, top + 45),
                    fill=SEAT_COLOURS[s % 6])  # fmt: skip
        d.text((PANEL_X + 4, top + 54), f"hand {p['hand_size']}", font=font(11), fill=MUTED,
               anchor="lm")  # fmt: skip
        held = [f"{n}{f}" for f, n in p["held"].items() if n]
        if held:
            d.text((PANEL_X + 62, top + 54), "votes " + " ".join(held), font=font(11, True),
                   fill=INK, anchor="lm")  # fmt: skip
        x = PANEL_X + 138
        for key in p["display"]:
            im.paste(_mini(key), (x, top + 2))
            x += MINI_W + 4
        if not p["display"]:
            d.text((x, top + 20), "display empty", font=font(12), fill=MUTED)
    return y + len(view["order"]) * row


def _face_up(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> None:
    d.text((PANEL_X, y), "Face-up cards", font=font(13, True), fill=INK)
    x = PANEL_X + 110
    for key in view["face_up"]:
        im.paste(_mini(key), (x, y))
        x += MINI_W + 6
    s = view["supply"]
    d.text((PANEL_X, y + 22), f"deck {view['deck_size']}", font=font(12), fill=MUTED)
    d.text((PANEL_X, y + 38), f"discards {view['discard_size']}", font=font(12), fill=MUTED)
    d.text((x + 6, y), "Supply", font=font(13, True), fill=INK)
    for i, f in enumerate("RBW"):
        _block(im, x + 6, y + 20 + i * 16, f, 16, 14)
        d.text((x + 28, y + 27 + i * 16), str(s[f]), font=font(13, True), fill=INK, anchor="lm")


def _log(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    top = HEIGHT - 44
    d.rectangle((0, top, WIDTH, HEIGHT), fill=LOG_BG)
    lines = [name_seats(t, names) for t in view["log"][-2:]]
    for i, line in enumerate(reversed(lines)):
        size, bold = (15, True) if i == 0 else (13, False)
        d.text((12, top + 4 + i * 20), fit(line, font(size, bold), WIDTH - 24),
               font=font(size, bold), fill=INK if i == 0 else MUTED)  # fmt: skip


# ---- a player's hand ------------------------------------------------------------------------
CARD_W, CARD_H = 150, 226


@lru_cache(maxsize=128)
def _card(key: str) -> Image.Image:
    """A full card: faction blocks, number, region colour, name and map, title, symbols."""
    c = DATA.cards[key]
    im = Image.new("RGB", (CARD_W, CARD_H), _card_bg(c))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, CARD_W - 1, CARD_H - 1), outline=INK, width=3)
    ink = WHITE if c.kind == "special" else INK
    d.text((CARD_W - 8, 8), f"#{c.id}", font=font(15, True), fill=ink, anchor="ra")
    d.text((CARD_W - 8, 26), f"{c.set}-set", font=font(11), fill=ink, anchor="ra")
    if c.kind == "special":
        d.text((CARD_W / 2, 60), "SPECIAL", font=font(13, True), fill=HIGHLIGHT, anchor="mm")
        _title(d, c.name, 78, WHITE, box=False)
        for i, line in enumerate(wrap(EFFECTS[c.special or ""], font(12), CARD_W - 16)[:5]):
            d.text((CARD_W / 2, 140 + i * 16), line, font=font(12), fill=WHITE, anchor="mm")
        return im
    assert c.faction is not None
    f = c.faction.value
    for i in range(c.value):
        _block(im, 8 + i * 28, 8, f, 26, 22)
    where = "CLUB: anywhere" if c.region is None else DATA.regions[c.region].name
    d.text((8, 38), fit(where, font(13, True), CARD_W - 14), font=font(13, True), fill=INK)
    d.text((8, 62), FACTION_NAME[f][:-1], font=font(12), fill=INK)
    d.text((8, 78), f"value {c.value}", font=font(12), fill=INK)
    if c.region is not None:
        small = _region_map(c.region, 64)
        im.paste(small, (CARD_W - 72, 56), small)
    _title(d, c.name, 126, INK, box=True)
    x, y = 8, 178
    for on, draw_icon, word in (
        (c.cannon, _cannon, "Cannon"),
        (c.sans_culottes, _cap, "Sans-Culottes"),
        (c.general, None, "General"),
    ):
        if not on:
            continue
        if draw_icon is None:
            d.text((x, y - 1), "⚔", font=font(17, True), fill=INK)
        else:
            draw_icon(d, x, y, 18)
        d.text((x + 22, y + 9), word, font=font(12, True), fill=INK, anchor="lm")
        y += 15
    return im


def _title(d: ImageDraw.ImageDraw, name: str, top: int, ink: Any, box: bool) -> None:
    """The card's title, as large as fits on two lines."""
    if box:
        d.rectangle((6, top, CARD_W - 7, top + 46), fill=CARD_FACE, outline=INK)
    for size in (16, 14, 12, 11):
        lines = wrap(name.replace("-", "- "), font(size, True), CARD_W - 18)
        if len(lines) <= 2 and all(font(size, True).getlength(x) <= CARD_W - 18 for x in lines):
            break
    lines = [line.replace("- ", "-") for line in lines[:2]]
    for i, line in enumerate(lines):
        y = top + 23 + (i - (len(lines) - 1) / 2) * (size + 4)
        d.text((CARD_W / 2, y), line, font=font(size, True), fill=ink, anchor="mm")


def hand(view: dict[str, Any], names: list[str]) -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // 6))
    per_row = max(3, -(-len(cards) // rows))
    gap = 8
    width = per_row * (CARD_W + gap) + gap
    im = Image.new("RGB", (width, 52 + rows * (CARD_H + gap) + gap), HAND_BG)
    d = ImageDraw.Draw(im)
    seat = view["seat"]
    p = view["players"][seat]
    title = (
        f"{names[seat]}'s hand · turn {view['turn']} · {len(cards)} cards · display "
        f"{len(p['display'])} · {p['vp']} VP"
    )
    size = next((n for n in (20, 18, 16) if font(n, True).getlength(title) <= width - 24), 14)
    d.text((12, 26), fit(title, font(size, True), width - 24), font=font(size, True), fill=WHITE,
           anchor="lm")  # fmt: skip
    for i, key in enumerate(cards):
        r, c = divmod(i, per_row)
        im.paste(_card(key), (gap + c * (CARD_W + gap), 52 + r * (CARD_H + gap)))
    if not cards:
        centred(d, (0, 52, width, 52 + CARD_H), "No cards in hand", font(18), WHITE)
    return encode_png(im, _palette())


def hand_text(view: dict[str, Any]) -> str:
    cards = view["hand"]
    body = "; ".join(DATA.card_label(k) for k in cards) if cards else "no cards"
    return f"Your hand, turn {view['turn']} ({len(cards)} cards): {body}"
