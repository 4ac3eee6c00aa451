"""Drawing helpers shared by every game's renderer: the shipped fonts, text fitting, and a PNG
encoder small and fast enough for a move's budget."""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).parent / "fonts"
INK = (34, 30, 28)
PAPER = (246, 240, 226)
FELT = (38, 70, 58)
HIGHLIGHT = (255, 196, 0)
MUTED = (120, 112, 100)
WHITE = (255, 255, 255)

# Seat markers: a colour *and* a number, so players are told apart without colour vision.
SEAT_COLOURS = [
    (0, 114, 178),
    (213, 94, 0),
    (0, 158, 115),
    (204, 121, 167),
    (86, 180, 233),
    (230, 159, 0),
]

Box = tuple[int, int, int, int]
Colour = tuple[int, int, int]


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def fit(text: str, fnt: ImageFont.FreeTypeFont, width: int) -> str:
    """The text, cut with an ellipsis so it fits in `width` pixels."""
    if fnt.getlength(text) <= width:
        return text
    while text and fnt.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


def centred(
    draw: ImageDraw.ImageDraw,
    box: Box,
    text: str,
    fnt: ImageFont.FreeTypeFont,
    fill: tuple[int, int, int],
) -> None:
    x0, y0, x1, y1 = box
    draw.text(((x0 + x1) / 2, (y0 + y1) / 2), text, font=fnt, fill=fill, anchor="mm")


def seat_marker(draw: ImageDraw.ImageDraw, x: int, y: int, seat: int, radius: int = 13) -> None:
    """A numbered disc in the seat's colour, centred on (x, y)."""
    draw.ellipse(
        (x - radius, y - radius, x + radius, y + radius),
        fill=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
        outline=WHITE,
        width=2,
    )
    centred(
        draw,
        (x - radius, y - radius, x + radius, y + radius),
        str(seat + 1),
        font(radius + 3, bold=True),
        WHITE,
    )


def wrap(text: str, fnt: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """Greedy word wrap by pixel width; a word longer than the width gets a line of its own."""
    lines: list[str] = []
    for word in text.split():
        if lines and fnt.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


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


def encode_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """A palette PNG at a low compression level: a fraction of the size and time of RGB. Pass a
    `fixed_palette` when the renderer knows its colours; otherwise one is chosen per picture."""
    if palette is not None:
        quantised = image.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        quantised = image.quantize(
            colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
    out = io.BytesIO()
    quantised.save(out, format="PNG", compress_level=1)
    return out.getvalue()
