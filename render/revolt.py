"""Revolt's table and hands. Families differ by colour *and* symbol, values are large, and the
player to act is marked by a yellow frame and a "TO PLAY" tag, so the table reads at Discord's
preview width (about 550 px) and without colour vision."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    FELT,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    WHITE,
    centred,
    encode_png,
    fit,
    fixed_palette,
    font,
    seat_marker,
    wrap,
)

WIDTH = 720
CARD_W, CARD_H = 100, 140
GAP = 8
PANEL_TOP, PANEL_H = 60, 112
FELT_H = 250
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
def _palette() -> Image.Image:
    families = [colour for colour, _, _ in FAMILY.values()]
    grounds = [FELT, PAPER, HIGHLIGHT, COIN]
    flat = [*grounds, *families, *SEAT_COLOURS, INK, MUTED, WHITE, COAT, COIN_INK]
    blends = [(bg, fg) for bg in grounds for fg in (INK, MUTED, WHITE, COAT, COIN_INK)]
    blends += [(c, WHITE) for c in [*families, *SEAT_COLOURS]]
    blends += [(FAMILY["C"][0], HIGHLIGHT)]
    blends += [(FELT, c) for c in [*families, HIGHLIGHT, PAPER]]
    return fixed_palette(flat, blends)


@lru_cache(maxsize=64)
def _card_face(card: str) -> Image.Image:
    """One card face with transparent corners, cached: there are only 40."""
    colour, symbol, label = FAMILY[card[0]]
    im = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle(
        (0, 0, CARD_W - 1, CARD_H - 1), radius=10, fill=colour, outline=WHITE, width=3
    )
    if card[0] == "C":
        centred(d, (0, 8, CARD_W, 100), symbol, font(60, bold=True), WHITE)
        if card == "CP":  # "one of which has a pitchfork in the corners"
            for x in (4, CARD_W - 26):
                centred(d, (x, 4, x + 22, 30), "Ψ", font(22, True), HIGHLIGHT)
            label = "PITCHFORK"
    else:
        centred(d, (0, 4, CARD_W, 62), card[1:], font(48, bold=True), WHITE)
        centred(d, (0, 58, CARD_W, 104), symbol, font(38), WHITE)
    centred(d, (0, 104, CARD_W, CARD_H - 8), label, font(12 if len(label) > 7 else 14, True), WHITE)
    return im


def _paste_card(canvas: Image.Image, x: int, y: int, card: str, cut: bool = False) -> None:
    face = _card_face(card)
    canvas.paste(face, (x, y), face)
    if cut:
        d = ImageDraw.Draw(canvas)
        # "CUT": the coin placed on the Blaggard.
        d.ellipse(
            (x + CARD_W - 34, y - 12, x + CARD_W + 10, y + 32), fill=COIN, outline=INK, width=2
        )
        centred(d, (x + CARD_W - 34, y - 12, x + CARD_W + 10, y + 32), "CUT", font(11, True), INK)


def table(view: dict[str, Any], names: list[str]) -> bytes:
    seats = view["seats"]
    n = len(seats)
    log = [_named(line, names) for line in view["log"]]
    # The newest line in full (a trick's end can say a lot), the one before it on one line.
    newest = wrap(log[-1], font(17, True), WIDTH - 28) if log else []
    older = [fit(log[-2], font(14), WIDTH - 28)] if len(log) > 1 else []
    top = PANEL_TOP + PANEL_H + 18  # the felt, below the seat panels and their TO PLAY tags
    height = top + FELT_H + 14 + 23 * len(newest) + 20 * len(older) + 6
    im = Image.new("RGB", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(im)
    active = view["active"]
    _header(d, view, names)
    pw = (WIDTH - GAP * (n + 1)) // n
    for i, s in enumerate(seats):
        _seat_panel(d, GAP + i * (pw + GAP), pw, i, s, names[i], i in active)

    # The trick: in progress, or the last one with its result.
    d.rectangle((0, top, WIDTH, top + FELT_H), fill=FELT)
    plays, title = view["trick"], ""
    last = None
    if plays:
        chosen = view["chosen_family"]
        title = "Trick in progress · " + (
            f"chosen family: {FAMILY[chosen][1]} {FAMILY_NAMES[chosen]}"
            if chosen
            else "no family chosen yet (only Citizens)"
        )
    elif view["last_trick"]:
        last = view["last_trick"]
        plays, winner = last["plays"], last["winner"]
        title = f"Last trick of turn {last.get('turn', view['turn'])} · " + (
            "REVOLT! nobody wins it" if winner is None else f"won by {names[winner]}"
        )
    d.text(
        (14, top + 18),
        fit(title, font(18, True), WIDTH - 28),
        font=font(18, True),
        fill=HIGHLIGHT if last and last["winner"] is None else WHITE,
        anchor="lm",
    )
    if plays:
        step = CARD_W + 30
        x = (WIDTH - (len(plays) * step - 30)) // 2
        y = top + 48
        for p in plays:
            if last and p["seat"] == last["winner"]:
                d.rounded_rectangle(
                    (x - 6, y - 6, x + CARD_W + 5, y + CARD_H + 5), radius=13, fill=HIGHLIGHT
                )
            _paste_card(im, x, y, p["card"], p["cut"])
            if last:
                _bonus_badges(d, x, y, p["seat"], last)
            seat_marker(d, x + 14, y + CARD_H + 30, p["seat"], radius=11)
            d.text(
                (x + 30, y + CARD_H + 30),
                fit(names[p["seat"]], font(14, True), CARD_W - 2),
                font=font(14, True),
                fill=WHITE,
                anchor="lm",
            )
            x += step
    else:
        centred(d, (0, top + 40, WIDTH, top + FELT_H), "No cards on the table yet", font(18), WHITE)

    # What just happened.
    y = top + FELT_H + 12
    for part in newest:
        d.text((14, y), part, font=font(17, True), fill=INK)
        y += 23
    for part in older:
        d.text((14, y), part, font=font(14), fill=MUTED)
        y += 20
    return encode_png(im, _palette())


def _header(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    """Game, turn, coin supply, and who must act (or who won)."""
    d.rectangle((0, 0, WIDTH, 50), fill=INK)
    d.text((14, 25), "REVOLT", font=font(24, True), fill=HIGHLIGHT, anchor="lm")
    turn = f"Turn {view['turn']} of {view['turns']}"
    d.text((132, 25), turn, font=font(20, True), fill=WHITE, anchor="lm")
    supply = f"supply ● {view['supply_coins']}"
    d.text((290, 25), supply, font=font(16), fill=COIN, anchor="lm")
    room = WIDTH - 14 - (290 + d.textlength(supply, font=font(16)) + 16)
    big = font(20, True)
    if view["finished"]:
        winners = view.get("winners") or []
        verb = " wins" if len(winners) == 1 else " win"
        who = " & ".join(names[w] for w in winners)
        status = "★ " + fit(who, big, room - d.textlength("★ " + verb, font=big)) + verb
        status = status if winners else "GAME OVER"
    elif view["active"]:
        waiting = ", ".join(names[s] for s in view["active"])
        status = "▶ " + fit(waiting, big, room - d.textlength("▶ ", font=big))
    else:
        status = ""
    d.text((WIDTH - 14, 25), status, font=font(20, True), fill=HIGHLIGHT, anchor="rm")


def _seat_panel(
    d: ImageDraw.ImageDraw, x0: int, pw: int, seat: int, s: dict[str, Any], name: str, on: bool
) -> None:
    """Name, then coins, coats-of-arms, and tricks won and cards in hand, each in words."""
    y0 = PANEL_TOP
    d.rounded_rectangle(
        (x0, y0, x0 + pw, y0 + PANEL_H),
        radius=8,
        fill=WHITE,
        outline=HIGHLIGHT if on else MUTED,
        width=5 if on else 1,
    )
    seat_marker(d, x0 + 20, y0 + 20, seat)
    d.text(
        (x0 + 38, y0 + 20),
        fit(name, font(16, True), pw - 44),
        font=font(16, True),
        fill=INK,
        anchor="lm",
    )
    rows = [
        (f"● {s['coins']} coin{'s' * (s['coins'] != 1)}", COIN_INK, True),
        (f"⚜ {s['coats']} coat{'s' * (s['coats'] != 1)}", COAT, True),
        (f"tricks {s['tricks']} · hand {s['hand_size']}", INK, False),
    ]
    for row, (text, colour, bold) in enumerate(rows):
        size = 17 if bold else 14
        d.text(
            (x0 + 10, y0 + 48 + 24 * row),
            fit(text, font(size, bold), pw - 16),
            font=font(size, bold),
            fill=colour,
            anchor="lm",
        )
    if on:
        tag = (x0 + pw // 2 - 38, y0 + PANEL_H - 6, x0 + pw // 2 + 38, y0 + PANEL_H + 14)
        d.rounded_rectangle(tag, radius=5, fill=HIGHLIGHT)
        centred(d, tag, "TO PLAY", font(12, True), INK)


def _bonus_badges(d: ImageDraw.ImageDraw, x: int, y: int, seat: int, last: dict[str, Any]) -> None:
    """On a finished trick's card, top left: who took the Noble's bonus (+1 coat-of-arms) and
    the Knave's bonus (+1 coin)."""
    badges = []
    if last.get("noble_bonus") == seat:
        badges.append(("+1 ⚜", COAT))
    if last.get("knave_bonus") == seat:
        badges.append(("+1 ●", COIN_INK))
    for k, (text, colour) in enumerate(badges):
        box = (x - 10, y - 12 + 28 * k, x + 50, y + 12 + 28 * k)
        d.rounded_rectangle(box, radius=6, fill=WHITE, outline=colour, width=2)
        centred(d, box, text, font(15, True), colour)


def hand(view: dict[str, Any], names: list[str]) -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // 7))
    per_row = max(1, -(-len(cards) // rows))
    gap = 4
    width = per_row * (CARD_W + gap) + gap
    width = max(width, 420)
    im = Image.new("RGB", (width, 50 + rows * (CARD_H + gap) + gap), FELT)
    d = ImageDraw.Draw(im)
    d.text(
        (12, 25),
        f"Your hand · turn {view['turn']} · {_count(len(cards))}",
        font=font(20, True),
        fill=WHITE,
        anchor="lm",
    )
    for i, card in enumerate(cards):
        r, c = divmod(i, per_row)
        _paste_card(im, gap + c * (CARD_W + gap), 50 + r * (CARD_H + gap), card)
    if not cards:
        centred(d, (0, 50, width, 50 + CARD_H), "No cards in hand", font(18), WHITE)
    return encode_png(im, _palette())


def hand_text(view: dict[str, Any]) -> str:
    groups = []
    for fam in "NRBC":
        held = [c for c in view["hand"] if c[0] == fam]
        if held:
            groups.append(f"{FAMILY_NAMES[fam]} {FAMILY[fam][1]}: {' '.join(held)}")
    body = " · ".join(groups) if groups else "no cards"
    return f"Your hand, turn {view['turn']} ({_count(len(view['hand']))}): {body}"


def _count(cards: int) -> str:
    return f"{cards} card" + "s" * (cards != 1)


def _named(text: str, names: list[str]) -> str:
    from games.core import name_seats

    return name_seats(text, names)
