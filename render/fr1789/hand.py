"""A French Revolution 1789 player's secrets, from that seat's view: the Conspiracy cards in
hand with their text, and the VP total the face-down chips hide (§2.1.1)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common import HIGHLIGHT, INK, MUTED, WHITE, centred, encode_png, fit, text, wrap
from render.fr1789.pieces import BOARD, LINE, ZONE, palette


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    width = 560
    texts = [wrap(card["text"], 14, False, width - 40) for card in view["hand"]]
    heights = [44 + 18 * len(lines) for lines in texts] or [50]
    im = Image.new("RGB", (width, 96 + sum(h + 8 for h in heights)), BOARD)
    d = ImageDraw.Draw(im)
    seat = view["you"]
    d.rectangle((0, 0, width, 44), fill=INK)
    text(d, (12, 22), fit(f"{names[seat]} · your secrets", 18, True, width - 24), 18, True,
         WHITE, "lm")  # fmt: skip
    rp = view["seats"][seat]["rp"]
    text(d, (12, 68), f"{view['vp']} VP (hidden from the others) · {rp} RP", 18, True, INK, "lm")
    y = 92
    if not view["hand"]:
        centred(d, (0, y, width, y + heights[0]), "No Conspiracy card in hand", 16, False, MUTED)
    for card, lines, h in zip(view["hand"], texts, heights, strict=False):
        d.rounded_rectangle((10, y, width - 10, y + h), 8, fill=ZONE, outline=LINE, width=2)
        d.rectangle((12, y + 2, width - 12, y + 26), fill=INK)
        text(d, (20, y + 14), fit(f"Conspiracy · {card['name']}", 15, True, width - 40), 15,
             True, HIGHLIGHT, "lm")  # fmt: skip
        for i, line in enumerate(lines):
            text(d, (20, y + 38 + 18 * i), line, 14, False, INK, "lm")
        y += h + 8
    return encode_png(im, palette())


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    cards = view["hand"]
    vp = f"Your VP: {view['vp']} (hidden from the others)."
    if not cards:
        return f"{vp} Conspiracy cards: none."
    listed = "\n".join(f"• {c['name']}: {c['text']}" for c in cards)
    return f"{vp} Conspiracy cards ({len(cards)}):\n{listed}"
