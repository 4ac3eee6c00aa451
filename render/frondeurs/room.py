"""Where a name may go on the table's map (`overview`): which places are clear of what is
drawn there already, found fast. A name's place is found by trying thousands of places against
a hundred and more boxes (Spaces, pieces, names); asked of every box in turn, that took a table
up to half a second. These give the very answers of asking every box (the same float
comparisons of the same edges, so the same places and the same picture), only sooner:

- `Boxes` keeps boxes by the columns of the map they reach into, so that a place is asked of
  the few boxes near it;
- `blocked` answers for a whole grid of places at once: each box rules out a block of rows and
  columns, found by bisection on the places' edges."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from typing import Any

Box = tuple[float, float, float, float]
Point = tuple[float, float]


class Boxes:
    """Boxes kept by the columns of the map they reach into: a box overlaps only boxes that
    share a column with it."""

    COLUMN = 32  # px

    def __init__(self, boxes: Iterable[Box] = ()) -> None:
        self.boxes: list[Box] = []
        self._columns: dict[int, list[Box]] = {}
        for box in boxes:
            self.add(box)

    def add(self, box: Box) -> None:
        self.boxes.append(box)
        for c in range(int(box[0] // self.COLUMN), int(box[2] // self.COLUMN) + 1):
            self._columns.setdefault(c, []).append(box)

    def hits(self, box: Box) -> bool:
        """Whether `box` overlaps a box kept."""
        return self.hit(box) is not None

    def hit(self, box: Box) -> Box | None:
        """A box kept that `box` overlaps, if any."""
        x0, y0, x1, y1 = box
        for c in range(int(x0 // self.COLUMN), int(x1 // self.COLUMN) + 1):
            for t in self._columns.get(c, ()):
                if x0 < t[2] and t[0] < x1 and y0 < t[3] and t[1] < y1:
                    return t
        return None

    def first_free(self, centres: Iterable[Point], w: float, h: float, frame: Any
                   ) -> Point | None:  # fmt: skip
        """The first of `centres` where a `w` x `h` name is `free`: `free` of its box there,
        `overview._box(x, y, w, h, "mm")`, worked out here, for the many places a name tries."""
        top_edge, right_edge, bottom_edge = frame.top + 2, frame.width - 2, frame.bottom - 2
        last = (0.0, 0.0, 0.0, 0.0)  # what the place before overlapped (none yet: an empty
        # box), which the next one, a step further round, most likely overlaps too
        for x, y in centres:
            left, top = x - w / 2, y - h / 2
            right, bottom = left + w, top + h
            if left < 2 or top < top_edge or right > right_edge or bottom > bottom_edge:
                continue
            if left < last[2] and last[0] < right and top < last[3] and last[1] < bottom:
                continue
            hit = self.hit((left, top, right, bottom))
            if hit is None:
                return x, y
            last = hit
        return None


def free(box: Box, frame: Any, taken: Boxes) -> bool:
    """Whether a name may fill `box`: 2 px inside the map (`frame`: its `top`, `bottom` and
    `width`), over nothing `taken`."""
    if box[0] < 2 or box[1] < frame.top + 2 or box[2] > frame.width - 2:
        return False
    return box[3] <= frame.bottom - 2 and not taken.hits(box)


def blocked(frame: Any, xs: Sequence[float], ys: Sequence[float], w: float, h: float,
            taken: Iterable[Box]) -> list[bytearray]:  # fmt: skip
    """For a `w` x `h` name centred on each (x, y) of a grid (`xs` and `ys` rising), whether it
    may not go there (`free`'s answer, negated: 1 where it may not), by column. Its box there
    is `overview._box(x, y, w, h, "mm")`, whose edges rise with x and y: each box taken rules
    out the places whose edges pass its own, a block found by bisection."""
    lefts = [x - w / 2 for x in xs]
    rights = [left + w for left in lefts]
    tops = [y - h / 2 for y in ys]
    bottoms = [top + h for top in tops]
    out = [bytearray(len(ys)) for _ in xs]

    def rule_out(i0: int, i1: int, j0: int, j1: int) -> None:
        if j1 > j0:
            for column in out[i0:i1]:
                column[j0:j1] = b"\x01" * (j1 - j0)

    n, m = len(xs), len(ys)
    rule_out(0, bisect_left(lefts, 2), 0, m)  # off the map
    rule_out(bisect_right(rights, frame.width - 2), n, 0, m)
    rule_out(0, n, 0, bisect_left(tops, frame.top + 2))
    rule_out(0, n, bisect_right(bottoms, frame.bottom - 2), m)
    for x0, y0, x1, y1 in taken:  # overlapping: left < x1, x0 < right, top < y1, y0 < bottom
        if x1 > lefts[0] and x0 < rights[-1] and y1 > tops[0] and y0 < bottoms[-1]:
            rule_out(bisect_right(rights, x0), bisect_left(lefts, x1),
                     bisect_right(bottoms, y0), bisect_left(tops, y1))  # fmt: skip
    return out


def nearest(xs: Sequence[int], ys: Sequence[int], no: list[bytearray], x: float, y: float
            ) -> tuple[int, int] | None:  # fmt: skip
    """The grid's place nearest (x, y) that is not ruled out (`blocked`); of places as near,
    the first across, then down. In a column, only the nearest place above (x, y) and the
    nearest below can be nearest: the grid's places being whole pixels apart, further ones are
    a whole px² further at least, which no rounding hides."""
    best: tuple[float, int, int] | None = None
    below = bisect_right(ys, y)  # rows above (x, y) and level with it: ys[:below]
    for px, column in zip(xs, no, strict=True):
        for j in (column.rfind(0, 0, below), column.find(0, below)):
            if j >= 0:
                d = (px - x) ** 2 + (ys[j] - y) ** 2
                if best is None or d < best[0]:
                    best = (d, px, ys[j])
    return None if best is None else best[1:]
