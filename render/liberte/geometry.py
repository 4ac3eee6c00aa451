"""The geometry of Liberté's map, kept apart from the drawing: France's outline, each province's
shape (a Voronoi cell around its place in `board.json`), and where its label and its stacks fit.
Everything is worked out once and cached, so a group's own `board.json` gets a map of its own."""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache

from games.liberte.data import DATA

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom

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


class Frame:
    """Maps the 0-100 square onto a box of pixels, keeping France's proportions."""

    def __init__(self, x: int, y: int, size: int) -> None:
        self.x, self.y, self.k = x, y, size / 100

    def __call__(self, p: Point) -> Point:
        return (self.x + p[0] * self.k, self.y + p[1] * self.k)


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
def cells() -> dict[int, list[Point]]:
    """Each province's shape: the part of France nearer its place than any other's."""
    seeds = {n: p.pos for n, p in DATA.provinces.items()}
    out = {}
    for n, a in seeds.items():
        poly = list(FRANCE)
        for m, b in seeds.items():
            if m != n:
                poly = _clip(poly, a, b)
        out[n] = poly
    return out


def _centroid(poly: list[Point]) -> Point:
    area = cx = cy = 0.0
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[(i + 1) % len(poly)]
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return (cx / (3 * area), cy / (3 * area)) if area else poly[0]


def area(poly: list[Point]) -> float:
    pairs = zip(poly, poly[1:] + poly[:1], strict=True)
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in pairs)) / 2


def _crossings(poly: Sequence[Point], y: float) -> list[float]:
    """Where the horizontal line at height `y` crosses the outline, left to right."""
    return sorted(
        x0 + (y - y0) * (x1 - x0) / (y1 - y0)
        for (x0, y0), (x1, y1) in zip(poly, [*poly[-1:], *poly[:-1]], strict=True)
        if (y0 > y) != (y1 > y)
    )


def _within(x: float, crossings: list[float]) -> bool:
    """Whether `x` is inside, on the line that `crossings` cross: an odd number to its right."""
    return (len(crossings) - bisect_right(crossings, x)) % 2 == 1


def _inside(p: Point, poly: Sequence[Point]) -> bool:
    return _within(p[0], _crossings(poly, p[1]))


def _edge_distance(p: Point, poly: list[Point]) -> float:
    best = float("inf")
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[i - 1]
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / ((dx * dx + dy * dy) or 1)))
        best = min(best, ((p[0] - x0 - t * dx) ** 2 + (p[1] - y0 - t * dy) ** 2) ** 0.5)
    return best


@lru_cache(maxsize=32)
def label_point(n: int) -> Point:
    """Where the province's number and name go: far from its borders, near its middle."""
    poly = cells()[n]
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


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def free_spot(
    poly: list[Point], size: Point, home: Point, obstacles: list[Box], step: float = 6
) -> Point:
    """The bottom centre of a box of `size` placed inside `poly`, clear of `obstacles` (labels,
    other stacks) and as near `home` as that allows. All in pixels."""
    w, h = size
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    # Only the obstacles near the province can be in the way.
    near = (min(xs) - w, min(ys) - h, max(xs) + w, max(ys) + h)
    return _spot(tuple(poly), size, home, tuple(o for o in obstacles if _overlap(o, near)), step)


@lru_cache(maxsize=1024)
def _spot(
    poly: tuple[Point, ...], size: Point, home: Point, obstacles: tuple[Box, ...], step: float
) -> Point:
    """`free_spot` once its obstacles are the near ones: a move changes the stacks of one or two
    provinces, so the others' spots come from here without a search."""
    w, h = size
    # The grid's points lie on a few heights: what crosses each height is worked out once.
    heights: dict[float, list[float]] = {}
    bands: dict[float, list[Box]] = {}

    def line(y: float) -> list[float]:
        if y not in heights:
            heights[y] = _crossings(poly, y)
        return heights[y]

    def across(bottom: float) -> list[Box]:
        """The obstacles a box standing on `bottom` can overlap, wherever it is along."""
        if bottom not in bands:
            band = (-math.inf, bottom - h, math.inf, bottom)
            bands[bottom] = [o for o in obstacles if _overlap(band, o)]
        return bands[bottom]

    def distance(p: Point) -> float:
        return ((p[0] - home[0]) ** 2 + (p[1] - home[1]) ** 2) ** 0.5

    def cost(p: Point, bound: float = math.inf) -> float:
        """The spot's cost: a corner outside the province outweighs any overlap, which outweighs
        any distance. Past `bound` it is only known to be past it (inf), which is all a search
        for the cheapest needs, and spares most of the overlaps."""
        far = distance(p)
        x0, y0, x1, y1 = b = (p[0] - w / 2, p[1] - h, p[0] + w / 2, p[1])
        xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
        top, middle, bottom = line(y0), line(ym), line(y1)
        probes = [(x0, top), (x1, top), (x0, bottom), (x1, bottom), (xm, top), (xm, bottom),
                  (x0, middle), (x1, middle)]  # fmt: skip
        outside = 0
        for x, crossings in probes:
            if not _within(x, crossings):
                outside += 1
                if outside * w * h + far > bound:
                    return math.inf
        covered = sum(_overlap(b, o) for o in across(p[1]))
        return outside * w * h + covered * 20 + far

    def cheapest(points: list[Point]) -> Point:
        """The first of `points` at the lowest cost, as `min(points, key=cost)` finds it, but
        costed nearest `home` first: no cost is below its distance, so the search stops at the
        first point farther than the cheapest so far."""
        fars = [distance(p) for p in points]
        least, best = math.inf, len(points)
        for k in sorted(range(len(points)), key=fars.__getitem__):
            if fars[k] > least:
                break
            c = cost(points[k], least)
            if c < least or (c == least and k < best):
                least, best = c, k
        return points[best]

    if cost(home) == 0:  # the usual case: right under the label
        return home
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    grid = [
        (min(xs) + i * step, min(ys) + j * step)
        for i in range(int((max(xs) - min(xs)) / step) + 1)
        for j in range(int((max(ys) - min(ys) + h) / step) + 1)
    ]
    if not grid:
        return home
    best = cheapest(grid)
    half = int(step / 2)
    return cheapest([(best[0] + i, best[1] + j)
                     for i in range(-half, half + 1) for j in range(-half, half + 1)])  # fmt: skip
