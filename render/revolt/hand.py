"""A Revolt player's hand, as a picture and as text, from that seat's view."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from games.revolt.cards import code
from i18n import say
from render.common import FELT, WHITE, centred, encode_png, only, text
from render.revolt.cards import CARD_H, CARD_W, FAMILY, family_name, palette, paste_card


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // 7))
    per_row = max(1, -(-len(cards) // rows))
    gap = 4
    width = max(per_row * (CARD_W + gap) + gap, 420)
    im = Image.new("RGB", (width, 50 + rows * (CARD_H + gap) + gap), FELT)
    d = ImageDraw.Draw(im)
    title = say(Msg("revolt-draw-hand-title", turn=view["turn"], n=len(cards)), lang)
    text(d, (12, 25), title, 20, True, WHITE, "lm")
    for i, card in enumerate(cards):
        r, c = divmod(i, per_row)
        paste_card(im, gap + c * (CARD_W + gap), 50 + r * (CARD_H + gap), card, lang)
    if not cards:
        empty = say(Msg("revolt-draw-hand-empty"), lang)
        centred(d, (0, 50, width, 50 + CARD_H), empty, 18, False, WHITE)
    return encode_png(im, palette())


def hand_read(view: dict[str, Any]) -> dict[str, Any]:
    """What `hand` reads of a view: a hand's picture is drawn again only when it changes."""
    return only(view, "hand", "turn")


# What `hand_text` reads of a view: a hand is written again only when these change.
HAND_KEYS = ("hand", "turn")


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    groups = []
    for fam in "NRBC":
        held = [c for c in view["hand"] if c[0] == fam]
        if held:
            group = Msg(
                "revolt-hand-group", family=family_name(fam), symbol=FAMILY[fam][1],
                cards=Msg.join([code(c) for c in held], " "),
            )  # fmt: skip
            groups.append(group)
    body = Msg.join(groups) if groups else Msg("revolt-hand-empty")
    said = Msg("revolt-hand-text", turn=view["turn"], n=len(view["hand"]), body=body)
    return say(said, lang)
