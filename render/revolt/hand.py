"""A Revolt player's hand, as a picture and as text, from that seat's view."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common import FELT, WHITE, centred, counted, encode_png, text
from render.revolt.cards import CARD_H, CARD_W, FAMILY, FAMILY_NAMES, palette, paste_card


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // 7))
    per_row = max(1, -(-len(cards) // rows))
    gap = 4
    width = max(per_row * (CARD_W + gap) + gap, 420)
    im = Image.new("RGB", (width, 50 + rows * (CARD_H + gap) + gap), FELT)
    d = ImageDraw.Draw(im)
    title = f"Your hand · turn {view['turn']} · {counted(len(cards), 'card')}"
    text(d, (12, 25), title, 20, True, WHITE, "lm")
    for i, card in enumerate(cards):
        r, c = divmod(i, per_row)
        paste_card(im, gap + c * (CARD_W + gap), 50 + r * (CARD_H + gap), card)
    if not cards:
        centred(d, (0, 50, width, 50 + CARD_H), "No cards in hand", 18, False, WHITE)
    return encode_png(im, palette())


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    groups = []
    for fam in "NRBC":
        held = [c for c in view["hand"] if c[0] == fam]
        if held:
            groups.append(f"{FAMILY_NAMES[fam]} {FAMILY[fam][1]}: {' '.join(held)}")
    body = " · ".join(groups) if groups else "no cards"
    return f"Your hand, turn {view['turn']} ({counted(len(view['hand']), 'card')}): {body}"
