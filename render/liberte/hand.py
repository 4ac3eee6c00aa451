"""A Liberté player's hand, as full cards and as text, from that seat's view."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from games.liberte.data import DATA, legend, series
from i18n import say
from render.common import WHITE, centred, encode_png, fit, largest, only, text, text_width
from render.liberte.cards import CARD_H, CARD_W, card
from render.liberte.style import HAND_BG, palette

HAND_ROW = 4  # cards a row at most: 640 px, so the cards' small print reads at 550 px


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // HAND_ROW))
    per_row = max(3, -(-len(cards) // rows))
    gap = 8
    width = per_row * (CARD_W + gap) + gap
    im = Image.new("RGB", (width, 52 + rows * (CARD_H + gap) + gap), HAND_BG)
    d = ImageDraw.Draw(im)
    seat = view["seat"]
    p = view["players"][seat]
    # The facts in full at 16 px or more; a long name is what gets cut.
    facts = say(Msg("liberte-draw-hand-facts", turn=view["turn"], n=len(cards),
                    display=len(p["display"]), vp=p["vp"]), lang)  # fmt: skip
    who = say(Msg("liberte-draw-hand-of", name=names[seat]), lang)
    room = width - 24
    size = largest(who + facts, (20, 18, 16), True, room)
    title = fit(who, size, True, room - text_width(facts, size, True)) + facts
    text(d, (12, 26), title, size, True, WHITE, "lm")
    for i, key in enumerate(cards):
        r, c = divmod(i, per_row)
        im.paste(card(key, lang), (gap + c * (CARD_W + gap), 52 + r * (CARD_H + gap)))
    if not cards:
        empty = say(Msg("liberte-draw-hand-empty"), lang)
        centred(d, (0, 52, width, 52 + CARD_H), empty, 18, False, WHITE)
    return encode_png(im, palette())


def hand_read(view: dict[str, Any]) -> dict[str, Any]:
    """What `hand` reads of a view: a hand's picture is drawn again only when it changes (of
    the players, only its own display and Victory Points, not the cubes it holds)."""
    seat = view["seat"]
    p = view["players"][seat]
    return {**only(view, "hand", "turn", "seat"),
            "players": {seat: {"display": p["display"], "vp": p["vp"]}}}  # fmt: skip


# What `hand_text` reads of a view: a hand is written again only when these change.
HAND_KEYS = ("hand", "turn")


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    cards = view["hand"]
    body = series([DATA.card_label(k) for k in cards]) if cards else Msg("liberte-no-cards")
    said = Msg("liberte-hand-text", turn=view["turn"], n=len(cards), body=body)
    key = legend(cards)
    told = Msg.join([said, Msg("liberte-hand-symbols", legend=key)], "\n") if key else said
    return say(told, lang)
