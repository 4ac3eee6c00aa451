"""A French Revolution 1789 player's secrets, from that seat's view: the Conspiracy cards in
hand with their text, and the VP total the face-down chips hide (§2.1.1)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from i18n import say
from render.common import HIGHLIGHT, INK, MUTED, WHITE, centred, encode_png, fit, only, text, wrap
from render.fr1789.pieces import BOARD, LINE, ZONE, palette


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    width = 560
    texts = [wrap(say(card["text"], lang), 14, False, width - 40) for card in view["hand"]]
    heights = [44 + 18 * len(lines) for lines in texts] or [50]
    im = Image.new("RGB", (width, 96 + sum(h + 8 for h in heights)), BOARD)
    d = ImageDraw.Draw(im)
    seat = view["you"]
    d.rectangle((0, 0, width, 44), fill=INK)
    head = say(Msg("fr1789-draw-secrets", name=names[seat]), lang)
    text(d, (12, 22), fit(head, 18, True, width - 24), 18, True, WHITE, "lm")
    rp = view["seats"][seat]["rp"]
    vp = say(Msg("fr1789-draw-hidden-vp", vp=view["vp"], rp=rp), lang)
    text(d, (12, 68), fit(vp, 18, True, width - 24), 18, True, INK, "lm")
    y = 92
    if not view["hand"]:
        none = say(Msg("fr1789-draw-no-consp"), lang)
        centred(d, (0, y, width, y + heights[0]), none, 16, False, MUTED)
    for card, lines, h in zip(view["hand"], texts, heights, strict=False):
        d.rounded_rectangle((10, y, width - 10, y + h), 8, fill=ZONE, outline=LINE, width=2)
        d.rectangle((12, y + 2, width - 12, y + 26), fill=INK)
        title = say(Msg("fr1789-draw-consp-card", card=card["name"]), lang)
        text(d, (20, y + 14), fit(title, 15, True, width - 40), 15, True, HIGHLIGHT, "lm")
        for i, line in enumerate(lines):
            text(d, (20, y + 38 + 18 * i), line, 14, False, INK, "lm")
        y += h + 8
    return encode_png(im, palette())


def hand_read(view: dict[str, Any]) -> dict[str, Any]:
    """What `hand` reads of a view: a hand's picture is drawn again only when it changes (of
    the seats, only its own Revolution Points)."""
    seat = view["you"]
    return {**only(view, "hand", "vp", "you"), "seats": {seat: {"rp": view["seats"][seat]["rp"]}}}


# What `hand_text` reads of a view: a hand is written again only when these change.
HAND_KEYS = ("hand", "vp")


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    cards = [
        say(Msg("fr1789-hand-card", card=c["name"], text=c["text"]), lang) for c in view["hand"]
    ]
    return say(Msg("fr1789-hand", vp=view["vp"], n=len(cards), cards="\n".join(cards)), lang)
