"""A tournament's standings as a picture: the one message a tournament keeps, edited in place
after every round. Pure drawing: every text arrives written in the reader's language and every
number formatted by the caller (points as "4⅔" or "4,67"), so this module knows neither.

One column, best first: more players make a taller picture, never a smaller type. The type is
17 px on an 800 px picture, 11.7 px once Discord fits it into its 550 px column; up to 23 players
the picture stays landscape, 64 make it about 800 x 1920, read by opening it. Two columns side
by side in that type would leave a name some 80 px (8 letters) beside English headings.

Each line shows its rank (equal players show the same number), the name and a note beside it in
a frame (withdrawn, a bye), then points, tie-break and matches played, right-aligned. When the
tournament is over the first rank is crowned: a crown drawn before the rank and the line in bold,
on a gold ground, so the winner is told by shape and weight as well as colour."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import (
    BREAKING_SPACES,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    Box,
    encode_png,
    fit,
    fixed_palette,
    mix,
    share,
    text,
    text_width,
    wrap,
)

WIDTH = 800
SCALE = 2  # drawn at twice the size and scaled down, as `render.chart`: a smooth crown
SIZE = 17  # every text but the title: 11.7 px at Discord's 550 px
TITLE = 26
ROW_H = 28
LINE_H = 21  # a heading's lines
MARGIN = 16  # around the table
INSET = 10  # a line's texts from the ends of its band
GAP = 22  # between columns
MARK = 20  # the crown's slot, kept on every line so that the columns never move
NOTE_PAD = 6  # a note's text within its frame
NOTE_SHARE = 0.45  # of the name's room, the most a note takes while the name is cut
HEADINGS_Y = 80  # the top of the headings, under the title and subtitle
SHADE = (236, 228, 210)  # every other line, for the eye to follow it across
CROWNED = (252, 236, 180)  # a winner's line; INK 14:1 and MUTED 5.6:1 on it
RULE = mix(PAPER, INK, 0.45)
HEADINGS = 5  # rank, player, points, tie-break, played


@dataclass(frozen=True)
class StandingsRow:
    """One player's line, best first. `rank` is shared by equal players (1, 2, 2, 4); texts
    are written for the reader already."""

    rank: int
    name: str  # as typed: any script, emoji, any length
    points: str
    tie_break: str  # Sonneborn-Berger
    played: int  # matches played
    note: str = ""  # "withdrawn", "bye in round 2"; empty for none


@dataclass(frozen=True)
class Layout:
    """Where a standings picture puts things, at its final size: what the drawing follows and
    what a test measures."""

    height: int
    top: int  # of the first line
    rank_right: int  # ranks end here, right-aligned
    name_left: int
    name_right: int
    numbers: tuple[tuple[int, int], ...]  # points, tie-break, played: each column's left, right
    headings: tuple[tuple[str, ...], ...]  # each heading's lines, cut to its column

    def row(self, i: int) -> Box:
        """The band of the i-th line."""
        y = self.top + i * ROW_H
        return MARGIN, y, WIDTH - MARGIN, y + ROW_H

    def mark(self, i: int) -> Box:
        """Where the i-th line's crown goes."""
        _, y0, _, y1 = self.row(i)
        return MARGIN + INSET, y0 + 4, MARGIN + INSET + MARK, y1 - 4

    def name(self, i: int) -> Box:
        """The room of the i-th line's name and note."""
        _, y0, _, y1 = self.row(i)
        return self.name_left, y0, self.name_right, y1

    def number(self, i: int, column: int) -> Box:
        """The i-th line's points (column 0), tie-break (1) or matches played (2)."""
        _, y0, _, y1 = self.row(i)
        left, right = self.numbers[column]
        return left, y0, right, y1


def _cut(heading: str, room: float) -> tuple[str, ...]:
    """A heading in one line or two (a word per line at least), each cut to `room`."""
    lines = wrap(heading, SIZE, True, room) or [""]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return tuple(fit(line, SIZE, True, room) for line in lines)


def _widest(texts: Sequence[str]) -> float:
    return max((text_width(t, SIZE, True) for t in texts), default=0.0)


def layout(headings: Sequence[str], rows: Sequence[StandingsRow]) -> Layout:
    """The columns: the rank (with the crown's slot) and each number as wide as its widest value
    or its heading's longest word (a heading of words wider than its numbers is wrapped), a word
    cut only where the headings would leave the name under a third of the width; the name takes
    the rest."""
    if len(headings) != HEADINGS:
        raise ValueError(f"{HEADINGS} headings: rank, player, points, tie-break, played")
    left, right = MARGIN + INSET, WIDTH - MARGIN - INSET
    values = [
        MARK + 6 + max(_widest([str(r.rank) for r in rows]), text_width("00", SIZE, True)),
        _widest([r.points for r in rows]),
        _widest([r.tie_break for r in rows]),
        _widest([str(r.played) for r in rows]),
    ]
    numbered = [headings[0], *headings[2:]]
    words = [_widest(BREAKING_SPACES.split(h)) for h in numbered]
    beyond = [max(0.0, w - v) for w, v in zip(words, values, strict=True)]
    cap = share(beyond, (right - left) * 2 / 3 - sum(values) - GAP * 4)
    cuts = [_cut(h, v + min(b, cap)) for h, v, b in zip(numbered, values, beyond, strict=True)]
    widths = [max(v, _widest(c)) for v, c in zip(values, cuts, strict=True)]
    rank_right = left + round(widths[0])
    numbers: list[tuple[int, int]] = []
    x = float(right)
    for width in reversed(widths[1:]):
        numbers.insert(0, (round(x - width), round(x)))
        x -= width + GAP
    name_left, name_right = rank_right + GAP, round(x)
    lines = (cuts[0], _cut(headings[1], name_right - name_left), *cuts[1:])
    top = HEADINGS_Y + LINE_H * max(len(cut) for cut in lines) + 8
    return Layout(
        height=top + ROW_H * len(rows) + MARGIN,
        top=top,
        rank_right=rank_right,
        name_left=name_left,
        name_right=name_right,
        numbers=tuple(numbers),
        headings=lines,
    )


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The picture's colours, with the shades its texts, rules and crown make on each ground."""
    grounds = (PAPER, SHADE, CROWNED)
    blends = [(g, c) for g in grounds for c in (INK, MUTED, RULE)]
    blends += [(CROWNED, HIGHLIGHT), (HIGHLIGHT, INK)]
    return fixed_palette([*grounds, INK, MUTED, RULE, HIGHLIGHT], blends)


def _crown(d: ImageDraw.ImageDraw, box: Box) -> None:
    """A crown of three points, gold with a dark outline: a shape, not only a colour."""
    s = SCALE
    x0, y0, x1, y1 = (v * s for v in box)
    w, h = x1 - x0, y1 - y0
    outline = [(x0, y1), (x0, y0 + h * 0.2), (x0 + w * 0.28, y0 + h * 0.55), (x0 + w * 0.5, y0),
               (x0 + w * 0.72, y0 + h * 0.55), (x1, y0 + h * 0.2), (x1, y1)]  # fmt: skip
    d.polygon(outline, fill=HIGHLIGHT, outline=INK, width=3)


def _line(d: ImageDraw.ImageDraw, at: Layout, i: int, row: StandingsRow, crowned: bool) -> None:
    """One player's line: rank, crown, name and note, then the numbers right-aligned."""
    s = SCALE
    x0, y0, x1, y1 = at.row(i)
    ground = CROWNED if crowned else SHADE if i % 2 else PAPER
    d.rectangle((x0 * s, y0 * s, x1 * s - 1, y1 * s - 1), fill=ground)
    if crowned:
        _crown(d, at.mark(i))
    y = (y0 + y1) / 2 * s
    text(d, (at.rank_right * s, y), str(row.rank), SIZE * s, crowned, INK, "rm")
    left, _, right, _ = at.name(i)
    note = text_width(row.note, SIZE) + 2 * NOTE_PAD if row.note else 0.0
    framed = min(note, (right - left) * NOTE_SHARE) + NOTE_PAD * 2 if row.note else 0.0
    name = fit(row.name, SIZE * s, crowned, (right - left - framed) * s)
    x = left + text(d, (left * s, y), name, SIZE * s, crowned, INK, "lm") / s + NOTE_PAD * 2
    if row.note:
        end = min(x + note, right)
        d.rounded_rectangle((x * s, (y0 + 3) * s, end * s - 1, (y1 - 3) * s), radius=5 * s,
                            outline=MUTED, width=s)  # fmt: skip
        shown = fit(row.note, SIZE * s, False, (end - x - 2 * NOTE_PAD) * s)
        text(d, ((x + NOTE_PAD) * s, y), shown, SIZE * s, False, MUTED, "lm")
    for (_, edge), value in zip(at.numbers, (row.points, row.tie_break, str(row.played)),
                                strict=True):  # fmt: skip
        text(d, (edge * s, y), value, SIZE * s, crowned, INK, "rm")


def standings_png(
    title: str,
    subtitle: str,
    headings: Sequence[str],
    rows: Sequence[StandingsRow],
    *,
    winner: bool = False,
) -> bytes:
    """The standings, best first, under a title ("Spring Cup") and a subtitle ("Round 2 of 3 ·
    Swiss · Revolt"); `headings` name the columns: rank, player, points, tie-break, played.
    `winner`: the tournament is over, and the players ranked first are crowned."""
    s = SCALE
    at = layout(headings, rows)
    im = Image.new("RGB", (WIDTH * s, at.height * s), PAPER)
    d = ImageDraw.Draw(im)
    room = (WIDTH - 2 * MARGIN) * s
    text(d, (MARGIN * s, 28 * s), fit(title, TITLE * s, True, room), TITLE * s, True, INK, "lm")
    text(
        d, (MARGIN * s, 58 * s), fit(subtitle, SIZE * s, False, room), SIZE * s, False, MUTED, "lm"
    )
    edges = [(at.rank_right, "r"), (at.name_left, "l"), *((r, "r") for _, r in at.numbers)]
    depth = max(len(lines) for lines in at.headings)
    for (x, side), lines in zip(edges, at.headings, strict=True):
        for k, line in enumerate(lines, depth - len(lines)):  # on the rule, as the numbers end
            text(d, (x * s, (HEADINGS_Y + LINE_H * k) * s), line, SIZE * s, True, INK, f"{side}a")
    rule = (at.top - 3) * s
    d.line((MARGIN * s, rule, (WIDTH - MARGIN) * s, rule), fill=RULE, width=2 * s)
    for i, row in enumerate(rows):
        _line(d, at, i, row, winner and row.rank == 1)
    return encode_png(im.resize((WIDTH, at.height), Image.Resampling.LANCZOS), palette())
