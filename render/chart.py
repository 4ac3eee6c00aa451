"""The scores over a game, as lines on a chart: posted with the final result. Each seat has its
colour *and* its own marker shape (the legend shows both), and equal scores are drawn side by
side rather than on top of each other, so every line can be followed without colour vision and
at Discord's preview width (about 550 px)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from babel.numbers import format_decimal
from PIL import Image, ImageDraw

from render.common import (
    INK,
    MUTED,
    PAPER,
    WHITE,
    encode_png,
    fit,
    fixed_palette,
    seat_colour,
    seat_marker,
    text,
    text_width,
)

WIDTH, HEIGHT = 800, 450
SCALE = 2  # drawn at twice the size and scaled down: smooth lines without a vector library
LEFT, RIGHT, TOP, BOTTOM = 78, 590, 62, 380  # the plot area, at the final size
LEGEND_X = 612
GRID = (222, 214, 198)
MARKER = 6  # radius of a marker, at the final size
MARKER_GAP = 16  # the closest two markers of one line may be, at the final size


@lru_cache(maxsize=8)
def palette(seats: int) -> Image.Image:
    """The chart's colours, with the shades the reduction makes: the texts and grid on paper,
    each line on paper and grid, its marker's white rim, and the lines where they cross."""
    lines = [seat_colour(seat) for seat in range(seats)]
    blends = [(PAPER, c) for c in (INK, MUTED, GRID, WHITE, *lines)]
    blends += [(GRID, c) for c in (INK, *lines)] + [(c, WHITE) for c in lines]
    blends += [(a, b) for i, a in enumerate(lines) for b in lines[i + 1 :]]
    return fixed_palette([PAPER, INK, MUTED, GRID, WHITE, *lines], blends)


def nice_step(span: float, ticks: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about `ticks` intervals over `span`."""
    raw = max(span, 1e-9) / ticks
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def label(value: float, lang: str = "en") -> str:
    """A number as `lang` writes it ("13.8", "13,8"), with no trailing zeros."""
    return format_decimal(round(value, 3), format="#,##0.###", locale=lang)


def thinned(xs: Sequence[float], phase: float) -> list[int]:
    """Which points of a line get a marker: none closer than MARKER_GAP to the one before (the
    last point always), so crowded points do not merge into a smear. Seats start at different
    `phase`s, so where their lines coincide their markers alternate instead of covering each
    other."""
    gap = MARKER_GAP * SCALE
    shown: list[int] = []
    previous = xs[0] - gap + phase
    for i, x in enumerate(xs):
        if x - previous >= gap:
            shown.append(i)
            previous = x
    return sorted({*shown, len(xs) - 1})


def score_chart(
    title: str,
    moves: Sequence[int],
    scores: Sequence[Sequence[float]],
    names: Sequence[str],
    *,
    x_label: str = "moves made",
    y_label: str = "score",
    end_label: str = "final",
    lang: str = "en",
) -> bytes:
    """A landscape PNG: one line per seat through `scores[seat][i]` at `moves[i]`, a legend with
    each seat's marker, name and last score, labelled axes; numbers written as `lang` writes
    them."""
    s = SCALE
    im = Image.new("RGB", (WIDTH * s, HEIGHT * s), PAPER)
    d = ImageDraw.Draw(im)
    text(d, (LEFT * s, 16 * s), fit(title, 24 * s, True, (WIDTH - LEFT - 90) * s), 24 * s, True)

    values = [v for line in scores for v in line]
    low, high = min(0.0, *values), max(1.0, *values)
    y_step = nice_step(high - low, 5)
    low, high = math.floor(low / y_step) * y_step, math.ceil(high / y_step) * y_step
    last = max(moves[-1], 1)
    x_step = max(1.0, nice_step(last, 6))

    def px(move: float) -> float:
        return (LEFT + (RIGHT - LEFT) * move / last) * s

    def py(value: float) -> float:
        return (BOTTOM - (BOTTOM - TOP) * (value - low) / (high - low)) * s

    for i in range(round((high - low) / y_step) + 1):
        value = low + i * y_step
        d.line((LEFT * s, py(value), RIGHT * s, py(value)), fill=GRID, width=s)
        text(d, ((LEFT - 8) * s, py(value)), label(value, lang), 17 * s, anchor="rm")
    for i in range(math.floor(last / x_step) + 1):
        x = px(i * x_step)
        d.line((x, BOTTOM * s, x, (BOTTOM + 6) * s), fill=INK, width=s)
        text(d, (x, (BOTTOM + 9) * s), label(i * x_step, lang), 17 * s, anchor="ma")
    d.line((LEFT * s, TOP * s, LEFT * s, BOTTOM * s, RIGHT * s, BOTTOM * s), fill=INK, width=2 * s)

    text(d, (((LEFT + RIGHT) / 2) * s, (HEIGHT - 14) * s), x_label, 18 * s, True, anchor="md")
    upright = Image.new("RGBA", (int(text_width(y_label, 18 * s, True)) + 4 * s, 26 * s))
    text(ImageDraw.Draw(upright), (2 * s, 0), y_label, 18 * s, True)
    turned = upright.rotate(90, expand=True)
    im.paste(turned, (10 * s, int((TOP + BOTTOM) / 2 * s - turned.height / 2)), turned)

    # Equal scores are common (everyone at 0 early on): each seat's line is shifted by two pixels
    # from the middle, so lines that coincide show as a band instead of hiding each other.
    seats = len(names)
    for seat in range(seats):
        shift = (seat - (seats - 1) / 2) * 2 * s
        points = [(px(m), py(v) + shift) for m, v in zip(moves, scores[seat], strict=True)]
        d.line(points, fill=seat_colour(seat), width=3 * s, joint="curve")
        for i in thinned([x for x, _ in points], seat * MARKER_GAP * s / seats):
            seat_marker(im, *points[i], seat, r=MARKER * s)

    row = min(44, (BOTTOM - TOP) // max(seats, 1))
    text(d, ((WIDTH - 12) * s, (TOP - 6) * s), end_label, 15 * s, fill=MUTED, anchor="rd")
    for seat, name in enumerate(names):
        y = (TOP + row * seat + row / 2) * s
        d.line((LEGEND_X * s, y, (LEGEND_X + 28) * s, y), fill=seat_colour(seat), width=3 * s)
        seat_marker(im, (LEGEND_X + 14) * s, y, seat, r=MARKER * s)
        score = label(scores[seat][-1], lang)
        width = text(d, ((WIDTH - 12) * s, y), score, 18 * s, True, anchor="rm")
        room = (WIDTH - 12 - LEGEND_X - 38) * s - width - 8 * s
        text(d, ((LEGEND_X + 38) * s, y), fit(name, 18 * s, False, room), 18 * s, anchor="lm")
    return encode_png(im.resize((WIDTH, HEIGHT), Image.Resampling.LANCZOS), palette(seats))
