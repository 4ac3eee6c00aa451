"""Revolt's table (800 x 500, what a move posts) and its details (what players ask for).

The table: the banner (turn, supply, who must play), one panel per seat (coins, coats-of-arms,
tricks, hand), the trick on the felt (in progress, or the last one and who won it), and what
just happened. The details: the last trick with its bonuses while the next is being played, and
every event the log keeps."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from i18n import say
from render.common import (
    FELT,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    TABLE_H,
    TABLE_W,
    WHITE,
    awaited_seats,
    banner,
    centred,
    closed_line,
    encode_png,
    events,
    fit,
    seat_line,
    text,
)
from render.revolt.cards import (
    CARD_H,
    CARD_W,
    COAT,
    COIN_INK,
    FAMILY,
    family_name,
    palette,
    paste_card,
)

GAP = 8
PANEL_TOP, PANEL_H = 84, 100
FELT_TOP, FELT_H = 202, 214


def table(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), PAPER)
    d = ImageDraw.Draw(im)
    _banner(im, view, names, lang)
    n = len(view["seats"])
    pw = (TABLE_W - GAP * (n + 1)) // n
    for i, s in enumerate(view["seats"]):
        on = i in awaited_seats(view)
        _seat_panel(im, GAP + i * (pw + GAP), pw, i, s, names, on, lang)
    if view["trick"]:
        chosen = view["chosen_family"]
        title = (
            Msg("revolt-draw-trick-chosen", symbol=FAMILY[chosen][1], family=family_name(chosen))
            if chosen
            else Msg("revolt-draw-trick-unchosen")
        )
        _trick(im, FELT_TOP, say(title, lang), view["trick"], None, names, lang)
    elif view["last_trick"]:
        _last_trick(im, FELT_TOP, view, names, lang)
    else:
        d.rectangle((0, FELT_TOP, TABLE_W, FELT_TOP + FELT_H), fill=FELT)
        box = (0, FELT_TOP, TABLE_W, FELT_TOP + FELT_H)
        centred(d, box, say(Msg("revolt-draw-table-empty"), lang), 18, False, WHITE)
    log = [say(line, lang, names) for line in view["log"]]
    events(d, 14, FELT_TOP + FELT_H + 8, TABLE_W - 28, log[-2:], TABLE_H - 4)
    return encode_png(im, palette())


def detail(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    """The last trick (with who took the Noble's and the Knave's bonus) and the events."""
    im = Image.new("RGB", (TABLE_W, TABLE_H), PAPER)
    d = ImageDraw.Draw(im)
    _banner(im, view, names, lang)
    y = 84
    if view["last_trick"]:
        _last_trick(im, y, view, names, lang)
        y += FELT_H + 10
    text(d, (14, y), say(Msg("revolt-draw-recent"), lang), 17, True, MUTED)
    log = [say(line, lang, names) for line in view["log"]]
    events(d, 14, y + 28, TABLE_W - 28, log, TABLE_H - 6)
    return encode_png(im, palette())


def _banner(im: Image.Image, view: dict[str, Any], names: list[str], lang: str) -> None:
    """Game, turn, coin supply, and who must play (or who won)."""
    if view["finished"]:
        winners = [seat_tag(w) for w in view.get("winners") or []]
        said = (
            Msg("revolt-draw-winners", who=winners, n=len(winners))
            if winners
            else Msg("revolt-draw-game-over")
        )
        line = say(said, lang)
    else:
        active = ", ".join(seat_tag(s) for s in view["active"])
        line = closed_line(view, lang) or say(Msg("revolt-draw-to-play", who=active), lang)
    chapter = say(Msg("revolt-draw-chapter", chapter=view["chapter"], turns=view["turns"]), lang)
    title = say(Msg("revolt-draw-title"), lang)
    right = say(Msg("revolt-draw-supply", n=view["supply_coins"]), lang)
    banner(im, title, chapter, line, names, right=right)


def _seat_panel(
    im: Image.Image,
    x0: int,
    pw: int,
    seat: int,
    s: dict[str, Any],
    names: list[str],
    on: bool,
    lang: str,
) -> None:
    """Name, then coins, coats-of-arms, and tricks won and cards in hand, each in words."""
    d = ImageDraw.Draw(im)
    y0 = PANEL_TOP
    d.rounded_rectangle(
        (x0, y0, x0 + pw, y0 + PANEL_H),
        radius=8,
        fill=WHITE,
        outline=HIGHLIGHT if on else MUTED,
        width=5 if on else 1,
    )
    seat_line(im, (x0 + 9, y0 + 17), seat_tag(seat), names, 17, pw - 16, INK, outline=INK)
    rows = [
        (say(Msg("revolt-draw-coins", n=s["coins"]), lang), COIN_INK, 17),
        (say(Msg("revolt-draw-coats", n=s["coats"]), lang), COAT, 17),
        (say(Msg("revolt-draw-tricks-hand", tricks=s["tricks"], hand=s["hand_size"]), lang), INK,
         15),
    ]  # fmt: skip
    for row, (line, colour, size) in enumerate(rows):
        text(d, (x0 + 10, y0 + 41 + 21 * row), fit(line, size, size > 15, pw - 16), size,
             size > 15, colour, "lm")  # fmt: skip
    if on:
        tag = (x0 + pw // 2 - 42, y0 + PANEL_H - 8, x0 + pw // 2 + 42, y0 + PANEL_H + 14)
        d.rounded_rectangle(tag, radius=5, fill=HIGHLIGHT)
        centred(d, tag, say(Msg("revolt-draw-to-play-tag"), lang), 15, True, INK)


def _last_trick(
    im: Image.Image, top: int, view: dict[str, Any], names: list[str], lang: str
) -> None:
    last = view["last_trick"]
    winner, turn = last["winner"], last.get("turn", view["turn"])
    title = (
        Msg("revolt-draw-last-revolt", turn=turn)
        if winner is None
        else Msg("revolt-draw-last-won", turn=turn, who=seat_tag(winner))
    )
    _trick(im, top, say(title, lang), last["plays"], last, names, lang)


def _trick(
    im: Image.Image,
    top: int,
    title: str,
    plays: list[dict[str, Any]],
    last: dict[str, Any] | None,
    names: list[str],
    lang: str,
) -> None:
    """The felt with its title and the cards played, each above its player's marker and name;
    a finished trick's winning card framed, with the bonuses it brought."""
    d = ImageDraw.Draw(im)
    d.rectangle((0, top, TABLE_W, top + FELT_H), fill=FELT)
    revolt = last is not None and last["winner"] is None
    seat_line(im, (14, top + 17), title, names, 18, TABLE_W - 28,
              HIGHLIGHT if revolt else WHITE)  # fmt: skip
    step = CARD_W + 44
    x = (TABLE_W - (len(plays) * step - 44)) // 2
    y = top + 38
    for p in plays:
        if last and p["seat"] == last["winner"]:
            d.rounded_rectangle(
                (x - 6, y - 6, x + CARD_W + 5, y + CARD_H + 5), radius=13, fill=HIGHLIGHT
            )
        paste_card(im, x, y, p["card"], lang, p["cut"])
        if last:
            _bonus_badges(d, x, y, p["seat"], last)
        seat_line(im, (x - 14, y + CARD_H + 20), seat_tag(p["seat"]), names, 16, CARD_W + 38,
                  WHITE)  # fmt: skip
        x += step


def _bonus_badges(d: ImageDraw.ImageDraw, x: int, y: int, seat: int, last: dict[str, Any]) -> None:
    """On a finished trick's card, top left: who took the Noble's bonus (+1 coat-of-arms) and
    the Knave's bonus (+1 coin)."""
    badges = []
    if last.get("noble_bonus") == seat:
        badges.append(("+1 ⚜", COAT))
    if last.get("knave_bonus") == seat:
        badges.append(("+1 ●", COIN_INK))
    for k, (label, colour) in enumerate(badges):
        box = (x - 10, y - 12 + 28 * k, x + 52, y + 12 + 28 * k)
        d.rounded_rectangle(box, radius=6, fill=WHITE, outline=colour, width=2)
        centred(d, box, label, 15, True, colour)
