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


def encode_png(image: Image.Image, colours: int = 128) -> bytes:
    """A palette PNG at a low compression level: a fraction of the size and time of RGB."""
    quantised = image.quantize(
        colors=colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    out = io.BytesIO()
    quantised.save(out, format="PNG", compress_level=1)
    return out.getvalue()
