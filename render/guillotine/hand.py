"""A Guillotine player's delayed Jacobin cards, kept secretly (Phase V), as a picture and as
text, from that seat's view."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from i18n import say
from render.common import HIGHLIGHT, INK, MUTED, WHITE, centred, encode_png, fit, only, text, wrap
from render.guillotine.pieces import BOARD, HEAD, ZONE, palette, parties, token


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    """Each delayed card with its text in full, under the parties of the player holding them
    (a seat holding none has a spectator's view: no seat, no card)."""
    width = 560
    cards = view.get("hand", [])
    texts = [wrap(say(card["text"], lang), 13, False, width - 40) for card in cards]
    heights = [82 + 17 * len(lines) for lines in texts] or [60]
    im = Image.new("RGB", (width, 84 + sum(h + 8 for h in heights)), BOARD)
    d = ImageDraw.Draw(im)
    seat = view.get("you")
    d.rectangle((0, 0, width, 44), fill=INK)
    title = say(Msg("guillotine-draw-hand-title"), lang)
    if seat is not None:
        title = say(Msg("guillotine-draw-hand-title-of", who=names[seat]), lang)
    text(d, (12, 22), fit(title, 17, True, width - 24), 17, True, WHITE, "lm")
    colours = parties(view)
    x = 12
    for p in (p for p in view["parties"] if seat is not None and p["seat"] == seat):
        disc = token(*colours[p["id"]])
        im.paste(disc, (x, 62 - disc.height // 2), disc)
        x += 40 + round(text(d, (x + disc.width + 4, 62), p["name"], 15, True, INK, "lm"))
    y = 84
    if not cards:
        none = say(Msg("guillotine-draw-hand-none"), lang)
        centred(d, (0, y, width, y + heights[0]), none, 16, False, MUTED)
    for card, lines, ch in zip(cards, texts, heights, strict=False):
        d.rounded_rectangle((10, y, width - 10, y + ch), radius=8, fill=ZONE, outline=HEAD,
                            width=2)  # fmt: skip
        d.rectangle((12, y + 2, width - 12, y + 28), fill=HEAD)
        head = say(Msg("guillotine-draw-post-club"), lang)
        centred(d, (12, y + 2, width - 12, y + 28), head, 14, True, HIGHLIGHT)
        text(d, (20, y + 44), fit(card["title"], 16, True, width - 40), 16, True, INK, "lm")
        for i, line in enumerate(lines):
            text(d, (20, y + 64 + 17 * i), line, 13, False, INK, "lm")
        when = say(Msg("guillotine-draw-playable", turn=card["from_turn"]), lang)
        text(d, (20, y + 66 + 17 * len(lines)), when, 12, True, MUTED, "lm")
        y += ch + 8
    return encode_png(im, palette(view))


def hand_read(view: dict[str, Any]) -> dict[str, Any]:
    """What `hand` reads of a view: a hand's picture is drawn again only when it changes."""
    return only(view, "hand", "you", "parties")


# What `hand_text` reads of a view: a hand is written again only when these change.
HAND_KEYS = ("hand",)


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    """The delayed cards, for the DM and under each prompt while any is held."""
    cards = view.get("hand", [])
    if not cards:
        return say(Msg("guillotine-hand-none"), lang)
    listed = Msg.join(
        [
            Msg("guillotine-hand-card", title=c["title"], text=c["text"], turn=c["from_turn"])
            for c in cards
        ]
    )
    return say(Msg("guillotine-hand", n=len(cards), cards=listed), lang)
