"""Revolt's cards and colours: each family a colour *and* a symbol, its value large."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.core import Msg
from i18n import say
from render.colours import BANNER_TEXT_ON, Distinct, text_on
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
    fit,
    fixed_palette,
    largest,
)

CARD_W, CARD_H = 108, 140
COIN = (214, 168, 40)
COIN_INK = (150, 105, 0)  # coin gold dark enough to read on white
COAT = (40, 80, 160)

# colour, symbol, name (its messages: revolt-family-<name>, revolt-draw-card-<name>). Purple,
# bluish green, vermilion and a dark brown: apart in lightness and on the blue-yellow axis, so
# that no two look alike without red-green vision (ΔE 17 at the least: render/colours.py).
FAMILY = {
    "N": ((106, 61, 154), "♛", "noble"),
    "R": ((0, 128, 104), "☽", "rascal"),
    "B": ((190, 50, 10), "⚔", "blaggard"),
    "C": ((84, 52, 36), "⚒", "citizen"),
}


def family_name(letter: str) -> Msg:
    """A family's name, plural ("Nobles"), from its card letter."""
    return Msg(f"revolt-family-{FAMILY[letter][2]}")


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
def card_face(card: str, lang: str = "en") -> Image.Image:
    """One card face with transparent corners, cached: there are only 40 in each language."""
    colour, symbol, word = FAMILY[card[0]]
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
            word = "pitchfork"
    else:
        centred(d, (0, 4, CARD_W, 62), card[1:], 48, True, WHITE)
        centred(d, (0, 58, CARD_W, 104), symbol, 38, False, WHITE)
    label = say(Msg(f"revolt-draw-card-{word}"), lang)
    centred(d, (0, 106, CARD_W, CARD_H - 10), fit(label, 15, True, CARD_W - 8), 15, True, WHITE)
    return im


def paste_card(
    canvas: Image.Image, x: int, y: int, card: str, lang: str = "en", cut: bool = False
) -> None:
    face = card_face(card, lang)
    canvas.paste(face, (x, y), face)
    if cut:  # "CUT": the coin placed on the Blaggard
        box = (x + CARD_W - 36, y - 14, x + CARD_W + 12, y + 34)
        d = ImageDraw.Draw(canvas)
        d.ellipse(box, fill=COIN, outline=INK, width=2)
        label = say(Msg("revolt-draw-cut"), lang)
        centred(d, box, label, largest(label, (15, 13, 11), True, 44), True, INK)


# What the pictures tell apart by colour, each with its second sign, and the colours of their
# texts on their grounds (render/colours.py measures both).
_FAMILIES = {word: (colour, f"{symbol} and the letter {letter}")
              for letter, (colour, symbol, word) in FAMILY.items()}  # fmt: skip
_COUNTS = {"coins": (COIN_INK, "● and the word"), "coats-of-arms": (COAT, "⚜ and the word")}
PALETTES = (
    Distinct("families", _FAMILIES, ("table", "detail", "hand")),
    Distinct("a player's counts", _COUNTS),
)
TEXT_ON = text_on(
    BANNER_TEXT_ON,
    {
        INK: (PAPER, WHITE, HIGHLIGHT, COIN),
        MUTED: (PAPER,),
        WHITE: (FELT, *(colour for colour, _, _ in FAMILY.values())),
        HIGHLIGHT: (FELT, FAMILY["C"][0]),
        COIN_INK: (WHITE,),
        COAT: (WHITE,),
    },
)
