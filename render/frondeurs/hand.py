"""A Frondeurs player's hand, from that seat's view: each Action card with its two options,
each Season card with what it does, the tokens held with the Coins' values (which only their
owner sees, §6.84), and the score."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.frondeurs.data import DATA
from games.frondeurs.flow import option_words
from i18n import say
from render.common import HIGHLIGHT, INK, MUTED, WHITE, encode_png, fit, only, text, wrap
from render.frondeurs.panel import card_name, faction_word, option_text, said, season_text, total
from render.frondeurs.style import CURRENT, LINE, ORDER, PANEL, palette, paste_piece, short

WIDTH = 640
CARD_TEXT = 15


def mine(view: dict[str, Any]) -> list[str]:
    """The factions whose hands this view shows: the seat's own (one in a 4-player game) and the
    Dummy's, face up."""
    own = [f for f in ORDER if f in view.get("yours", {})]
    return own + [f for f in ORDER if f not in own and "hand" in view["factions"][f]]


def cards_of(view: dict[str, Any], f: str) -> dict[str, Any]:
    """A faction's hand and Coin values: the seat's own, or the Dummy's open hand."""
    return view.get("yours", {}).get(f) or view["factions"][f]


def _card_lines(card: str, room: float, lang: str) -> tuple[str, list[str]]:
    """A card's title and its lines: an Action card's two options (choose one, §6.21), or a
    Season card's 2 free cubes and its effect (§9.21)."""
    if card in DATA.season_cards:
        body = said("season-card", lang, effect=season_text(card, lang))
        title = said("season-title", lang, card=card_name(card, lang))
        return title, wrap(body, CARD_TEXT, False, room)
    lines: list[str] = []
    for letter, o in zip("AB", DATA.action_cards[card].options, strict=True):
        line = said("option-line", lang, letter=letter, text=option_text(o, lang))
        lines += wrap(line, CARD_TEXT, False, room)
    return said("action-title", lang, card=card_name(card, lang)), lines


def _holdings(view: dict[str, Any], f: str, lang: str) -> list[str]:
    v = view["factions"][f]
    coins = cards_of(view, f)["coin_values"]
    pawn = (view.get("kings_pawn") or {}).get("holder") == f
    own = f in view.get("yours", {})
    whose = faction_word(f, lang) if own else said("dummy-face-up", lang, who=faction_word(f, lang))
    out = [
        said("holding", lang, who=whose, score=total(view, f), supply=v["supply"], mid=v["mid_pp"])
    ]
    tokens = ["♛ " + said("crowns", lang, n=v["crowns"])]
    if coins:
        tokens.append(
            "● "
            + said(
                "coins-worth" if own else "coins-face-up", lang, values=", ".join(map(str, coins))
            )
        )
    else:
        tokens.append("● " + said("no-coin", lang))
    out.append(" · ".join(tokens))
    musk = ", ".join(short(m, lang) for m in v["musketeers"]) or said("none", lang)
    line = "🗡 " + said("musketeers", lang, who=musk)
    if pawn:
        line += " · ♟ " + said("the-pawn", lang)
    if v.get("spanish_uses"):
        line += " · " + said("gold-used", lang, n=v["spanish_uses"])
    out.append(line)
    return out


def hand(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    room = WIDTH - 48
    blocks = []
    for f in mine(view):
        cards = [(c, *_card_lines(c, room, lang)) for c in cards_of(view, f)["hand"]]
        blocks.append((f, _holdings(view, f, lang), cards))
    height = 50 + sum(8 + 22 * len(h) + 8 + sum(40 + 19 * len(c[1]) for c in cards) + 8
                      for _, h, cards in blocks) + (40 if not blocks else 0)  # fmt: skip
    im = Image.new("RGB", (WIDTH, height), PANEL)
    d = ImageDraw.Draw(im)
    own = [f for f in view.get("yours", {}) if f in ORDER]
    seat = view["factions"][own[0]]["seat"] if own else view.get("you")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else said("you", lang)
    title = said("your-hand" if blocks else "no-hand", lang, who=who)
    d.rectangle((0, 0, WIDTH, 44), fill=INK)
    if blocks:
        d.ellipse((6, 6, 38, 38), fill=PANEL)
        paste_piece(im, 22, 22, blocks[0][0], 11)
        factions = " & ".join(faction_word(f, lang) for f in own) or said("no-faction", lang)
        title = said("your-hand-of", lang, who=who, factions=factions)
    text(d, (42, 22), fit(title, 18, True, WIDTH - 54), 18, True, WHITE, "lm")
    y = 52
    for _, held, cards in blocks:
        for line in held:
            text(d, (14, y + 10), fit(line, CARD_TEXT, False, WIDTH - 28), CARD_TEXT, False, INK,
                 "lm")  # fmt: skip
            y += 22
        y += 8
        if not cards:
            text(d, (14, y + 10), said("no-card", lang), CARD_TEXT, False, MUTED, "lm")
            y += 28
        for card, title_, lines in cards:
            h = 40 + 19 * len(lines)
            season = card in DATA.season_cards
            d.rounded_rectangle((10, y, WIDTH - 10, y + h - 6), 8, fill=CURRENT if season else
                                WHITE, outline=LINE, width=2)  # fmt: skip
            d.rectangle((12, y + 2, WIDTH - 12, y + 26), fill=INK)
            text(d, (22, y + 14), fit(title_, 16, True, WIDTH - 44), 16, True, HIGHLIGHT, "lm")
            for i, line in enumerate(lines):
                text(d, (22, y + 40 + 19 * i), line, CARD_TEXT, False, INK, "lm")
            y += h
        y += 8
    return encode_png(im.crop((0, 0, WIDTH, max(y, 90))), palette())


def hand_read(view: dict[str, Any]) -> dict[str, Any]:
    """What `hand` reads of a view: a hand's picture is drawn again only when it changes."""
    return only(view, "yours", "factions", "kings_pawn", "you")


# What `hand_text` reads of a view: a hand is written again only when these change.
HAND_KEYS = ("yours", "factions")


def hand_text(view: dict[str, Any], lang: str = "en") -> str:
    """The hands as a list, a card a line, for the DM beside the picture: each Action card with
    its two options ("… or …"), each Season card with what it does; then the tokens held."""
    parts = []
    for f in mine(view):
        v, own = view["factions"][f], cards_of(view, f)
        mine_ = f in view.get("yours", {})
        lines = [said("text-hand" if mine_ else "text-hand-open", lang, who=faction_word(f, lang))]
        for c in own["hand"]:
            if c in DATA.season_cards:
                line = said("text-season", lang, card=card_name(c, lang),
                            effect=season_text(c, lang))  # fmt: skip
            else:
                a, b = (say(option_words(o), lang) for o in DATA.action_cards[c].options)
                line = said("text-action", lang, card=card_name(c, lang), a=a, b=b)
            lines.append(f"• {line}")
        if not own["hand"]:
            lines.append(f"• {said('no-card', lang)}")
        values = own["coin_values"]
        coins = (
            said("text-coins" if mine_ else "text-coins-open", lang, n=len(values), values=values)
            if values
            else said("no-coin", lang)
        )
        lines.append(said("text-tokens", lang, crowns=v["crowns"], coins=coins,
                          musketeers=len(v["musketeers"])))  # fmt: skip
        parts.append("\n".join(lines))
    return "\n\n".join(parts) or said("text-no-cards", lang)
