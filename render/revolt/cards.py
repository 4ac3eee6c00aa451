"""Revolt's cards and colours: each family a colour *and* a symbol, its value large."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import (
    FELT,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    WHITE,
    banner_blends,
    cached_drawing,
    centred,
    fixed_palette,
)

CARD_W, CARD_H = 108, 140
COIN = (214, 168, 40)
COIN_INK = (150, 105, 0)  # coin gold dark enough to read on white
COAT = (40, 80, 160)

FAMILY = {  # colour, symbol, name
    "N": ((106, 61, 154), "♛", "NOBLE"),
    "R": ((46, 125, 50), "☽", "RASCAL"),
    "B": ((198, 40, 40), "⚔", "BLAGGARD"),
    "C": ((109, 93, 75), "⚒", "CITIZEN"),
}
FAMILY_NAMES = {"N": "Nobles", "R": "Rascals", "B": "Blaggards", "C": "Citizens"}


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    families = [colour for colour, _, _ in FAMILY.values()]
    grounds = [FELT, PAPER, HIGHLIGHT, COIN, WHITE]
    flat = [*grounds, *families, *SEAT_COLOURS, INK, MUTED, COAT, COIN_INK]
    blends = [(bg, fg) for bg in grounds for fg in (INK, MUTED, WHITE, COAT, COIN_INK)]
    blends += [(c, WHITE) for c in [*families, *SEAT_COLOURS]]
    blends += [(FAMILY["C"][0], HIGHLIGHT), *banner_blends()]
    blends += [(FELT, c) for c in [*families, *SEAT_COLOURS, HIGHLIGHT, PAPER]]
    return fixed_palette(flat, blends)


@cached_drawing
def card_face(card: str) -> Image.Image:
    """One card face with transparent corners, cached: there are only 40."""
    colour, symbol, label = FAMILY[card[0]]
    im = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle(
        (0, 0, CARD_W - 1, CARD_H - 1), radius=10, fill=colour, outline=WHITE, width=3
    )
    if card[0] == "C":
        centred(d, (0, 8, CARD_W, 100), symbol, 60, True, WHITE)
        if card == "CP":  # "one of which has a pitchfork in the corners"
            for x in (4, CARD_W - 26):
                centred(d, (x, 4, x + 22, 30), "Ψ", 22, True, HIGHLIGHT)
            label = "PITCHFORK"
    else:
        centred(d, (0, 4, CARD_W, 62), card[1:], 48, True, WHITE)
        centred(d, (0, 58, CARD_W, 104), symbol, 38, False, WHITE)
    centred(d, (0, 106, CARD_W, CARD_H - 10), label, 15, True, WHITE)
    return im


def paste_card(canvas: Image.Image, x: int, y: int, card: str, cut: bool = False) -> None:
    face = card_face(card)
    canvas.paste(face, (x, y), face)
    if cut:  # "CUT": the coin placed on the Blaggard
        box = (x + CARD_W - 36, y - 14, x + CARD_W + 12, y + 34)
        d = ImageDraw.Draw(canvas)
        d.ellipse(box, fill=COIN, outline=INK, width=2)
        centred(d, box, "CUT", 15, True, INK)
