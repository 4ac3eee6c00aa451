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
COIN = (214, 168, 40)
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
    flat = [*grounds, *families, *SEAT_COLOURS, INK, MUTED, WHITE, COAT]
    blends = [(bg, fg) for bg in grounds for fg in (INK, MUTED, WHITE, COAT)]
    blends += [(c, WHITE) for c in [*families, *SEAT_COLOURS]]
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
        big = "Ψ" if card == "CP" else symbol
        centred(d, (0, 8, CARD_W, 100), big, font(60, bold=True), WHITE)
        label = "PITCHFORK" if card == "CP" else label
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
    height = 500
    im = Image.new("RGB", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(im)
    active = view["active"]

    # Header: game, turn, supply, and who must act.
    d.rectangle((0, 0, WIDTH, 50), fill=INK)
    d.text((14, 25), "REVOLT", font=font(24, True), fill=HIGHLIGHT, anchor="lm")
    d.text(
        (132, 25),
        f"Turn {view['turn']} of {view['turns']}",
        font=font(20, True),
        fill=WHITE,
        anchor="lm",
    )
    d.text((300, 25), f"● supply {view['supply_coins']}", font=font(16), fill=COIN, anchor="lm")
    if view["finished"]:
        status = "GAME OVER"
    elif active:
        status = "▶ " + fit(", ".join(names[s] for s in active), font(20, True), 220)
    else:
        status = ""
    d.text((WIDTH - 14, 25), status, font=font(20, True), fill=HIGHLIGHT, anchor="rm")

    # One panel per seat, in seating order.
    gap = 8
    pw = (WIDTH - gap * (n + 1)) // n
    for i, s in enumerate(seats):
        x0, y0 = gap + i * (pw + gap), 60
        box = (x0, y0, x0 + pw, y0 + 108)
        on = i in active
        d.rounded_rectangle(
            box, radius=8, fill=WHITE, outline=HIGHLIGHT if on else MUTED, width=5 if on else 1
        )
        seat_marker(d, x0 + 20, y0 + 20, i)
        d.text(
            (x0 + 38, y0 + 20),
            fit(names[i], font(16, True), pw - 44),
            font=font(16, True),
            fill=INK,
            anchor="lm",
        )
        d.text((x0 + 10, y0 + 50), f"● {s['coins']}", font=font(18, True), fill=COIN, anchor="lm")
        d.text(
            (x0 + pw // 2, y0 + 50), f"⚜ {s['coats']}", font=font(18, True), fill=COAT, anchor="lm"
        )
        d.text((x0 + 10, y0 + 80), f"tricks {s['tricks']}", font=font(14), fill=INK, anchor="lm")
        d.rectangle((x0 + pw // 2, y0 + 70, x0 + pw // 2 + 13, y0 + 90), fill=MUTED, outline=INK)
        d.text(
            (x0 + pw // 2 + 19, y0 + 80),
            f"×{s['hand_size']}",
            font=font(16, True),
            fill=INK,
            anchor="lm",
        )
        if on:
            tag = "TO PLAY"
            d.rounded_rectangle(
                (x0 + pw - 72, y0 + 92, x0 + pw - 4, y0 + 112), radius=5, fill=HIGHLIGHT
            )
            centred(d, (x0 + pw - 72, y0 + 92, x0 + pw - 4, y0 + 112), tag, font(12, True), INK)

    # The trick: in progress, or the last one with its result.
    top = 178
    d.rectangle((0, top, WIDTH, top + 236), fill=FELT)
    plays, title = view["trick"], ""
    if plays:
        chosen = view["chosen_family"]
        title = "Trick in progress · " + (
            f"chosen family: {FAMILY[chosen][1]} {FAMILY_NAMES[chosen]}"
            if chosen
            else "no family chosen yet"
        )
    elif view["last_trick"]:
        plays = view["last_trick"]["plays"]
        winner = view["last_trick"]["winner"]
        title = "Last trick · " + (
            "REVOLT! nobody wins it" if winner is None else f"won by {names[winner]}"
        )
    d.text(
        (14, top + 18),
        fit(title, font(18, True), WIDTH - 28),
        font=font(18, True),
        fill=WHITE,
        anchor="lm",
    )
    if plays:
        step = CARD_W + 30
        x = (WIDTH - (len(plays) * step - 30)) // 2
        for p in plays:
            _paste_card(im, x, top + 44, p["card"], p["cut"])
            seat_marker(d, x + 14, top + 44 + CARD_H + 22, p["seat"], radius=11)
            d.text(
                (x + 30, top + 44 + CARD_H + 22),
                fit(names[p["seat"]], font(14, True), CARD_W - 2),
                font=font(14, True),
                fill=WHITE,
                anchor="lm",
            )
            x += step
    else:
        centred(d, (0, top + 40, WIDTH, top + 230), "No cards on the table yet", font(18), WHITE)

    # What just happened.
    log = view["log"]
    y = top + 250
    for line, style in zip(reversed(log[-2:]), ((17, True, INK), (14, False, MUTED)), strict=False):
        size, bold, colour = style
        for part in wrap(_named(line, names), font(size, bold), WIDTH - 28)[:2]:
            d.text((14, y), part, font=font(size, bold), fill=colour)
            y += size + 6
    return encode_png(im, _palette())


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
        f"Your hand · turn {view['turn']} · {len(cards)} cards",
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
    return f"Your hand, turn {view['turn']} ({len(view['hand'])} cards): {body}"


def _named(text: str, names: list[str]) -> str:
    from games.core import name_seats

    return name_seats(text, names)
