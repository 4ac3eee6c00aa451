"""Drawing helpers shared by every game's renderer: the shipped fonts with per-character fallback
(names in any script), text fitting, the seats' colours and shapes, the banner every table opens
with, and a PNG encoder small and fast enough for a move's budget.

Every text goes through `text`, which notes the size it drew at: `measuring()` reports the
smallest, so a test can tell whether a picture still reads once Discord scales it down."""

from __future__ import annotations

import io
import math
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from pathlib import Path
from typing import Any, ParamSpec, TypeVar, overload

from PIL import Image, ImageDraw, ImageFont

from i18n import say
from texts import Msg

FONT_DIR = Path(__file__).parent / "fonts"
INK = (34, 30, 28)
PAPER = (246, 240, 226)
FELT = (38, 70, 58)
HIGHLIGHT = (255, 196, 0)
MUTED = (100, 92, 82)  # grey text, 4.5:1 on every pale ground it is drawn on
WHITE = (255, 255, 255)

# A table is drawn 800 x 500 (16:10): Discord fits it into about 550 x 350, a scale of 0.69, at
# which a 15 px letter keeps a cap height of 7.5 px. No text on a table is smaller.
TABLE_W, TABLE_H = 800, 500
SMALLEST = 15
BANNER_H = 74

# Each seat is a colour (Okabe-Ito, safe for colour-blind eyes) *and* a shape, in every game.
SEAT_COLOURS = [
    (0, 114, 178),
    (213, 94, 0),
    (0, 158, 115),
    (204, 121, 167),
    (86, 180, 233),
    (230, 159, 0),
]
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "cross")

Box = tuple[int, int, int, int]
Colour = tuple[int, int, int]
P = ParamSpec("P")
R = TypeVar("R")


def seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


# ---- fonts, with fallback for the characters DejaVu lacks ---------------------------------------
PRIMARY = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
FALLBACKS = ("DroidSansFallback.ttf", "Symbola-emoji.ttf")  # CJK; symbols and emoji


@lru_cache(maxsize=128)
def _face(name: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / name), size)


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return _face(PRIMARY[bold], size)


@lru_cache(maxsize=8192)
def _covers(name: str, ch: str) -> bool:
    """Whether the font has a glyph for `ch`: one drawn unlike its "missing" box."""
    probe = _face(name, 24)
    missing = probe.getmask("\U0010fffd")
    mask = probe.getmask(ch)
    return mask.size != missing.size or bytes(mask) != bytes(missing)


def _joins(ch: str) -> bool:
    """Spaces, accents and joiners stay with the run before them (they draw nothing alone)."""
    return ch.isspace() or unicodedata.category(ch) in ("Mn", "Me", "Cf")


@lru_cache(maxsize=4096)
def _runs(text: str, bold: bool) -> tuple[tuple[str, str], ...]:
    """The text cut into runs, each with the first font that draws all its characters."""
    if text and all(_covers(PRIMARY[bold], ch) for ch in set(text)):
        return ((PRIMARY[bold], text),)  # the usual case, decided a letter at a time below
    out: list[list[str]] = []
    for ch in text:
        if out and _joins(ch):
            out[-1][1] += ch
            continue
        name = next((n for n in (PRIMARY[bold], *FALLBACKS) if _covers(n, ch)), PRIMARY[bold])
        if out and out[-1][0] == name:
            out[-1][1] += ch
        else:
            out.append([name, ch])
    return tuple((name, run) for name, run in out)


def missing_glyphs(text: str) -> str:
    """The characters of `text` no shipped font draws (shown as a box)."""
    return "".join(
        ch
        for ch in text
        if not _joins(ch) and not any(_covers(n, ch) for n in (PRIMARY[False], *FALLBACKS))
    )


# ---- what a picture's texts measured ------------------------------------------------------------
@dataclass
class Ledger:
    """The texts drawn while it was open: the smallest size used, every string, and the ink and
    ground of each text drawn on an opaque ground, with a text drawn so (`inked`: what
    `render.colours.contrast` measures)."""

    smallest: int | None = None
    texts: list[str] = field(default_factory=list)
    inked: dict[tuple[Colour, Colour], str] = field(default_factory=dict)

    def note(self, size: int, text: str) -> None:
        self.smallest = size if self.smallest is None else min(self.smallest, size)
        self.texts.append(text)

    def add(self, other: Ledger) -> None:
        if other.smallest is not None:
            self.note(other.smallest, "")
        self.texts.extend(other.texts)
        self.inked = other.inked | self.inked


_LEDGER: ContextVar[Ledger | None] = ContextVar("ledger", default=None)


@contextmanager
def measuring() -> Iterator[Ledger]:
    """Notes every text drawn inside the block (cached drawings included)."""
    ledger = Ledger()
    token = _LEDGER.set(ledger)
    try:
        yield ledger
    finally:
        _LEDGER.reset(token)


@overload
def cached_drawing(fn: Callable[P, R]) -> Callable[P, R]: ...
@overload
def cached_drawing(*, maxsize: int) -> Callable[[Callable[P, R]], Callable[P, R]]: ...
def cached_drawing(
    fn: Callable[P, R] | None = None, *, maxsize: int = 512
) -> Callable[P, R] | Callable[[Callable[P, R]], Callable[P, R]]:
    """`lru_cache` for a drawing that holds text: a hit reports the texts the drawing used, as if
    drawn again, so `measuring()` sees what a picture shows however warm the cache. A drawing
    of which each match makes its own large ones (a sheet of a match's scores) keeps fewer:
    `@cached_drawing(maxsize=16)`, so that a process that draws for days stays small."""
    if fn is None:
        return lambda f: _cached(f, maxsize)
    return _cached(fn, maxsize)


def _cached(fn: Callable[P, R], maxsize: int) -> Callable[P, R]:
    @lru_cache(maxsize=maxsize)
    def drawn(*args: Any) -> tuple[R, Ledger]:
        with measuring() as ledger:
            result = fn(*args)  # type: ignore[call-arg]  # P split: drawings take positional args
        return result, ledger

    @wraps(fn)
    def replay(*args: P.args, **kwargs: P.kwargs) -> R:
        result, ledger = drawn(*args)
        outer = _LEDGER.get()
        if outer is not None:
            outer.add(ledger)
        return result

    return replay


# ---- text ----------------------------------------------------------------------------------------
# A move's pictures redraw mostly the same labels, names and numbers: each text is measured and
# rasterised once per process and reused from then on. The caches are bounded, so a worker that
# draws for days holds a few megabytes at most.
@lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> float:
    return sum(_face(name, size).getlength(run) for name, run in _runs(text, bold))


@lru_cache(maxsize=2048)
def _mask(
    name: str, size: int, content: str, anchor: str, start: tuple[float, float]
) -> tuple[Image.Image, tuple[int, int]]:
    """The antialiased coverage of `content`, as Pillow's `draw.text` rasterises it: the glyphs
    depend on where the text starts within its first pixel, never on its colour."""
    core, offset = _face(name, size).getmask2(content, "L", anchor=anchor, start=start)
    return Image.frombytes("L", core.size, bytes(core)), offset


def _stamp(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], content: str, name: str, size: int,
    fill: Any, anchor: str,
) -> None:  # fmt: skip
    """`draw.text(xy, content, fill, font, anchor)` for one line, from the cached mask: the same
    pixels, placed as Pillow places them."""
    if not content or "\n" in content or draw.fontmode != "L":
        draw.text(xy, content, font=_face(name, size), fill=fill, anchor=anchor)
        return
    mask, (dx, dy) = _mask(name, size, content, anchor, (math.modf(xy[0])[0], math.modf(xy[1])[0]))
    draw.bitmap((int(xy[0]) + dx, int(xy[1]) + dy), mask, fill=fill)


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int,
    bold: bool = False,
    fill: Any = INK,
    anchor: str = "la",
) -> float:
    """Draws `content` at `xy` (Pillow's anchors), each character in the first shipped font that
    has it. Returns the text's width."""
    ledger = _LEDGER.get()
    if ledger is not None:
        ledger.note(size, content)
        pair = _inked(draw, xy, content, size, bold, fill, anchor)
        if pair is not None:
            ledger.inked.setdefault(pair, content)
    runs = _runs(content, bold)
    width = text_width(content, size, bold)
    if len(runs) <= 1:
        _stamp(draw, xy, content, runs[0][0] if runs else PRIMARY[bold], size, fill, anchor)
        return width
    # Mixed fonts: lay the runs along one baseline, placed by the primary font's metrics.
    x = xy[0] - {"l": 0, "m": width / 2, "r": width}[anchor[0]]
    top, base = _h_tops(size, bold, anchor[1])
    baseline = xy[1] + top - base
    for name, run in runs:
        _stamp(draw, (x, baseline), run, name, size, fill, "ls")
        x += _face(name, size).getlength(run)
    return width


def _inked(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], content: str, size: int, bold: bool,
    fill: Any, anchor: str,
) -> tuple[Colour, Colour] | None:  # fmt: skip
    """A text's ink and the ground it is about to be drawn on: the commonest opaque colour under
    where its letters go. None on a transparent ground (a sprite pasted later) or in a mask."""
    image = draw._image
    if not content.strip() or image.mode not in ("RGB", "RGBA") or not isinstance(fill, tuple):
        return None
    left, top, right, bottom = font(size, bold).getbbox(content, anchor=anchor)
    x, y = xy
    x0, y0 = max(0, int(x + left)), max(0, int(y + top))
    x1, y1 = min(image.width, math.ceil(x + right)), min(image.height, math.ceil(y + bottom))
    box = (x0, y0, x1, y1)
    if box[2] <= box[0] or box[3] <= box[1]:
        return None
    area = image.crop(box).convert("RGBA")
    counts = area.getcolors(area.width * area.height) or []
    opaque = [(n, c) for n, c in counts if isinstance(c, tuple) and c[3] == 255]
    if sum(n for n, _ in opaque) * 2 < area.width * area.height:
        return None
    r, g, b, _ = max(opaque)[1]
    return (fill[0], fill[1], fill[2]), (r, g, b)


@lru_cache(maxsize=512)
def _h_tops(size: int, bold: bool, vertical: str) -> tuple[float, float]:
    """The top of an "H" in the primary font, anchored at `vertical` ("a", "m", "d"...) and on
    its baseline: how mixed-font runs find the baseline the primary font alone would use."""
    primary = font(size, bold)
    return primary.getbbox("H", anchor=f"l{vertical}")[1], primary.getbbox("H", anchor="ls")[1]


def centred(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], content: str, size: int,
    bold: bool = False, fill: Any = INK,
) -> None:  # fmt: skip
    x0, y0, x1, y1 = box
    text(draw, ((x0 + x1) / 2, (y0 + y1) / 2), content, size, bold, fill, "mm")


@lru_cache(maxsize=4096)
def fit(content: str, size: int, bold: bool, room: float) -> str:
    """The text, cut with an ellipsis so it fits in `room` pixels: the longest cut that fits,
    found by halving (a log line may be cut to a quarter of its length, and each trial lays the
    text out again), then checked against the few cuts just longer, where kerning between the
    last letters could make a longer cut narrower."""
    if text_width(content, size, bold) <= room:
        return content

    def fits(k: int) -> bool:
        return text_width(content[:k] + "…", size, bold) <= room

    fitting, too_long = 0, len(content) + 1
    while too_long - fitting > 1:
        middle = (fitting + too_long) // 2
        fitting, too_long = (middle, too_long) if fits(middle) else (fitting, middle)
    longer = range(min(len(content), fitting + 3), fitting, -1)
    return content[: next((k for k in longer if fits(k)), fitting)] + "…"


def wrap(content: str, size: int, bold: bool, room: float) -> list[str]:
    """Greedy word wrap by pixel width; a word longer than the width gets a line of its own."""
    return list(_wrapped(content, size, bold, room))


BREAKING_SPACES = re.compile(r"[ \t\n\r]+")


@lru_cache(maxsize=2048)
def _wrapped(content: str, size: int, bold: bool, room: float) -> tuple[str, ...]:
    lines: list[str] = []
    # Split at breaking spaces only: a no-break space (French, before ":") keeps its words.
    for word in filter(None, BREAKING_SPACES.split(content)):
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return tuple(lines)


def closed_line(view: dict[str, Any], lang: str = "en") -> str | None:
    """The banner's line on a board whose part of the game is over (the host adds `over`, the
    part's name, to the view it draws a closed board from): nobody is awaited there any more."""
    over = view.get("over")
    return say(Msg("core-part-over", part=over), lang) if over else None


def grouped(lines: Sequence[str]) -> str:
    """Lines of a table in words (`words.py`), a blank one before each **heading** but the
    first: a group apart from the next in a message, as the picture's areas are apart."""
    return "\n".join(f"\n{line}" if i and line.startswith("**") else line
                     for i, line in enumerate(lines))  # fmt: skip


def only(view: dict[str, Any], *keys: str) -> dict[str, Any]:
    """The part of a view under `keys` (those it has): what a picture drawn from those alone
    reads of it."""
    return {k: view[k] for k in keys if k in view}


def awaited_seats(view: dict[str, Any], key: str = "active") -> list[int]:
    """The seats a board highlights as awaited: none on a closed board."""
    return [] if view.get("over") else list(view[key])


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """ "1 card", "2 cards", "0 cards": a number and its English noun, agreeing (`plural` where
    it is not the noun and an s: "matches"). Texts for every language use a catalogue's message
    with its plural forms instead."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def largest(content: str, sizes: Sequence[int], bold: bool, room: float) -> int:
    """The first of `sizes` at which the text fits in `room`, else the last."""
    return next((s for s in sizes if text_width(content, s, bold) <= room), sizes[-1])


def share(lengths: Sequence[float], room: float) -> float:
    """The widest a name may be so that all fit in `room`: only names longer than that are cut."""
    spent = 0.0
    ordered = sorted(lengths)
    for i, length in enumerate(ordered):
        left = len(ordered) - i
        if spent + length * left > room:
            return max(24, (room - spent) / left)
        spent += length
    return math.inf


# ---- seats --------------------------------------------------------------------------------------
def _shape(kind: str, c: float, r: float) -> list[tuple[float, float]]:
    """The outline of a seat's shape around (c, c), radius r."""

    def ring(n: int, start: float, radii: Sequence[float]) -> list[tuple[float, float]]:
        return [
            (c + radii[i % len(radii)] * math.cos(start + i * math.pi / n * 2 / len(radii)),
             c + radii[i % len(radii)] * math.sin(start + i * math.pi / n * 2 / len(radii)))
            for i in range(n * len(radii))
        ]  # fmt: skip

    if kind == "square":
        k = r * 0.86
        return [(c - k, c - k), (c + k, c - k), (c + k, c + k), (c - k, c + k)]
    if kind == "triangle":
        return [(c, c - r), (c + r * 0.98, c + r * 0.72), (c - r * 0.98, c + r * 0.72)]
    if kind == "diamond":
        return [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
    if kind == "star":
        return ring(5, -math.pi / 2, (r * 1.08, r * 0.5))
    t = r * 0.36  # the cross: a plus sign
    return [(c - t, c - r), (c + t, c - r), (c + t, c - t), (c + r, c - t), (c + r, c + t),
            (c + t, c + t), (c + t, c + r), (c - t, c + r), (c - t, c + t), (c - r, c + t),
            (c - r, c - t), (c - t, c - t)]  # fmt: skip


@lru_cache(maxsize=128)
def _marker(seat: int, r: int, outline: Colour) -> Image.Image:
    """A seat's shape in its colour, drawn four times larger and reduced, for smooth edges."""
    k = 4
    size = (2 * r + 3) * k
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    kind = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    fill, line = (*seat_colour(seat), 255), (*outline, 255)
    if kind == "circle":
        d.ellipse((k, k, size - k, size - k), fill=fill, outline=line, width=2 * k)
    else:
        d.polygon(_shape(kind, size / 2, size / 2 - k), fill=fill, outline=line, width=2 * k)
    return big.resize((2 * r + 3, 2 * r + 3), Image.Resampling.LANCZOS)


def seat_marker(im: Image.Image, x: float, y: float, seat: int, r: int = 9,
                outline: Colour = WHITE) -> None:  # fmt: skip
    """The seat's shape in its colour, centred on (x, y): told apart without colour vision."""
    sprite = _marker(seat, r, outline)
    im.paste(sprite, (round(x - r - 1.5), round(y - r - 1.5)), sprite)


_SEAT_TAG = re.compile(r"\{s(\d+)\}")


def seat_line(
    im: Image.Image,
    xy: tuple[float, float],
    template: str,
    names: Sequence[str],
    size: int,
    room: float,
    fill: Any = INK,
    bold: bool = True,
    outline: Colour = WHITE,
) -> float:
    """A line where each `{sN}` is seat N's marker and name, centred on the height `xy[1]`; as
    large as fits from `size` down to SMALLEST, then with the longest names cut, then cut at the
    end. Returns where it ends."""
    parts: list[str | int] = []
    for i, piece in enumerate(_SEAT_TAG.split(template)):
        if piece:
            parts.append(int(piece) if i % 2 else piece)
    seats = [p for p in parts if isinstance(p, int) and p < len(names)]

    def width(s: int, cap: float = math.inf) -> float:
        return sum(
            text_width(p, s, bold)
            if isinstance(p, str)
            else min(cap, text_width(names[p], s, bold)) + round(s * 0.9) + 4
            for p in parts
        )

    s = next((s for s in range(size, SMALLEST - 1, -1) if width(s) <= room), SMALLEST)
    fixed = width(s) - sum(text_width(names[p], s, bold) for p in seats)
    cap = share([text_width(names[p], s, bold) for p in seats], room - fixed)
    d = ImageDraw.Draw(im)
    x, y = xy
    end = xy[0] + room
    for p in parts:
        if x >= end - 12:
            break
        if isinstance(p, str):
            x += text(d, (x, y), fit(p, s, bold, end - x), s, bold, fill, "lm")
            continue
        r = round(s * 0.45)
        seat_marker(im, x + r + 1, y, p, r, outline)
        x += 2 * r + 6
        name = names[p] if p < len(names) else f"Player {p + 1}"
        x += text(d, (x, y), fit(name, s, bold, min(cap, end - x)), s, bold, fill, "lm")
    return x


def banner(
    im: Image.Image,
    title: str,
    chapter: str,
    line: str,
    names: Sequence[str],
    right: str = "",
    line_fill: Colour = HIGHLIGHT,
) -> int:
    """The band every table and detail picture opens with, the same in every game: the game's
    title and where it stands (turn, phase), then who must act and on what, each player by seat
    marker and name (`line` names seats as `{sN}`). Returns its height."""
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, im.width, BANNER_H), fill=INK)
    x = 14 + text(d, (14, 21), title, 24, True, HIGHLIGHT, "lm") + 16
    room = im.width - 14 - x - (text_width(right, 17, True) + 16 if right else 0)
    text(d, (x, 22), fit(chapter, 19, True, room), 19, True, WHITE, "lm")
    if right:
        text(d, (im.width - 14, 22), right, 17, True, HIGHLIGHT, "rm")
    seat_line(im, (14, 54), line, names, 22, im.width - 28, line_fill)
    return BANNER_H


# ---- colours and PNG ----------------------------------------------------------------------------
def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def fixed_palette(flat: list[Colour], blends: list[tuple[Colour, Colour]]) -> Image.Image:
    """A palette of a renderer's flat colours plus three shades between each (background, ink)
    pair, the edges antialiasing makes: quantizing onto a known palette takes a third of the
    time of choosing one per picture, and the colours never drift between moves."""
    colours = list(flat)
    for bg, fg in blends:
        colours += [mix(bg, fg, t) for t in (0.25, 0.5, 0.75)]
    colours = list(dict.fromkeys(colours))[:256]
    values = [v for c in colours for v in c]
    palette = Image.new("P", (1, 1))
    palette.putpalette(values + values[:3] * (256 - len(colours)))
    return palette


def banner_blends() -> list[tuple[Colour, Colour]]:
    """The shades the banner's text and markers make on its dark ground."""
    return [(INK, c) for c in (WHITE, HIGHLIGHT, *SEAT_COLOURS)]


def encode_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """A palette PNG at a low compression level: a fraction of the size and time of RGB. Pass a
    `fixed_palette` when the renderer knows its colours; otherwise one is chosen per picture."""
    if palette is not None:
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        quantised = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        quantised = image.quantize(
            colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
    out = io.BytesIO()
    quantised.save(out, format="PNG", compress_level=1)
    return out.getvalue()


def events(
    draw: ImageDraw.ImageDraw, x: int, y: int, room: int, lines: Sequence[str], bottom: int,
    size: int = 17,
) -> int:  # fmt: skip
    """The latest event in bold, wrapped (cut on its last line), then older ones, newest first,
    muted, one line each, while they fit above `bottom`. Returns where they end."""
    if not lines:
        return y
    step, older = size + 6, SMALLEST + 5
    newest = wrap(lines[-1], size, True, room)
    fits = max(1, (bottom - y) // step)
    if len(newest) > fits:
        newest = [*newest[: fits - 1], fit(" ".join(newest[fits - 1 :]), size, True, room)]
    for line in newest:
        text(draw, (x, y), line, size, True, INK)
        y += step
    for line in reversed(lines[:-1]):
        if y + older > bottom:
            break
        text(draw, (x, y), fit(line, SMALLEST, False, room), SMALLEST, False, MUTED)
        y += older
    return y
