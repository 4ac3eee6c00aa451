"""Guillotine's details (what players ask for): the order of play and the decks, every party's
popularity sheet (§II.1: PP per deputy at the end of each turn, X at his death) in figures
large enough to read at Discord's preview size, and the phases of a turn."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from i18n import say
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    SMALLEST,
    TABLE_H,
    TABLE_W,
    WHITE,
    cached_drawing,
    centred,
    encode_png,
    fit,
    seat_line,
    text,
    text_width,
)
from render.guillotine.pieces import (
    BOARD,
    DANGER,
    PHASE_IDS,
    ROMAN,
    STRIPE,
    Colour,
    draw_banner,
    ink_on,
    palette,
    parties,
)

M = 8
SHEET_W = (TABLE_W - 2 * M - 8) // 2
SHEET_ROW, SHEET_HEAD, NAME_COL = 21, 24, 104
SHEET_H = SHEET_HEAD + 7 * SHEET_ROW + 2
FREE = ("convention", "comite", "tribunal", "club", "mission")
Member = tuple[str, tuple[int | None, ...], int | None, bool]


def re_electable(dep: dict[str, Any]) -> bool:
    """§I.2: alive, free and at least 5 PP, were the game to end now."""
    return dep["post"] in FREE and dep["pp"] >= 5


def detail(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    """800 x 500 like the table, so the sheets' figures read at Discord's preview size."""
    im = Image.new("RGB", (TABLE_W, TABLE_H), BOARD)
    d = ImageDraw.Draw(im)
    y = draw_banner(im, view, names, lang) + 4
    order = say(
        Msg("guillotine-draw-order", order=" → ".join(seat_tag(s) for s in view["order"])), lang
    )
    seat_line(im, (M, y + 12), order, names, 16, TABLE_W * 0.55, INK, outline=INK)
    decks = view["decks"]
    said = Msg("guillotine-draw-decks", mission=decks["mission"], jacobin=decks["jacobin"])
    text(d, (TABLE_W - M, y + 12), say(said, lang), SMALLEST, False, MUTED, "rm")
    y = _sheets(im, view, names, y + 26, lang)
    _phases(d, view, TABLE_H - 30, lang)
    return encode_png(im, palette(view))


def _phases(d: ImageDraw.ImageDraw, view: dict[str, Any], y: int, lang: str) -> None:
    """The seven phases of a turn in order, the current one lit and named."""
    x = M
    for i, pid in enumerate(PHASE_IDS):
        now = view["phase"] == pid
        name = f"{ROMAN[i]} {say(Msg(f'guillotine-draw-phase-{pid}'), lang)}" if now else ROMAN[i]
        w = text_width(name, SMALLEST, True) + 16
        d.rounded_rectangle((x, y, x + w, y + 24), radius=5, fill=HIGHLIGHT if now else BOARD,
                            outline=INK if now else MUTED, width=2 if now else 1)  # fmt: skip
        centred(d, (x, y, round(x + w), y + 24), name, SMALLEST, True)
        x += round(w) + 6
    text(d, (x + 4, y + 12), say(Msg("guillotine-draw-phases"), lang), SMALLEST, False, MUTED,
         "lm")  # fmt: skip


def _sheets(im: Image.Image, view: dict[str, Any], names: list[str], y: int, lang: str) -> int:
    """Every party's sheet in play, two by two (none while parties are still being chosen: the
    deputies take their seats once all are)."""
    seated = {dep["party"] for dep in view["deputies"]}
    shown = [p for p in view["parties"] if p["id"] in seated]
    colours = parties(view)
    first_of_seat: dict[int, str] = {}
    for p in shown:  # with two players, a seat's cards are counted on its first sheet only
        first_of_seat.setdefault(p["seat"], p["id"])
    for i, p in enumerate(shown):
        members = tuple(
            (dep["short"], tuple(dep["sheet"]), dep["died"], re_electable(dep))
            for dep in view["deputies"]
            if dep["party"] == p["id"]
        )
        held = view["seats"][p["seat"]]["held"] if first_of_seat[p["seat"]] == p["id"] else 0
        cards = say(Msg("guillotine-draw-kept", n=held), lang) if held else ""
        count = sum(m[3] for m in members)
        over = "yes" if view["finished"] else "no"
        note = say(Msg("guillotine-draw-reelected", n=count, over=over), lang)
        label = f"{p['name']} · {names[p['seat']]}"
        sheet = _sheet(colours[p["id"]][0], (label, note, cards), members, view["turns"])
        im.paste(sheet, (M + (i % 2) * (SHEET_W + 8), y + (i // 2) * (SHEET_H + 6)))
    return y + -(-len(shown) // 2) * (SHEET_H + 6)


@cached_drawing(maxsize=16)
def _sheet(fill: Colour, titles: tuple[str, str, str], members: tuple[Member, ...],
           turns: int) -> Image.Image:  # fmt: skip
    """One party's sheet: PP per deputy at the end of each turn, X at death; its title, the
    deputies re-electable (or re-elected) and the delayed cards its player keeps. It changes
    once a turn, so it is drawn once and reused."""
    label, note, cards = titles
    sw, rh, head = SHEET_W, SHEET_ROW, SHEET_HEAD
    im = Image.new("RGB", (sw + 1, SHEET_H + 1), WHITE)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, sw, SHEET_H), outline=MUTED)
    d.rectangle((0, 0, sw, head), fill=fill)
    ink = ink_on(fill)
    w = text(d, (sw - 6, head // 2), note, SMALLEST, True, ink, "rm")
    text(d, (6, head // 2), fit(label, 16, True, sw - 20 - w), 16, True, ink, "lm")
    text(d, (6, head + rh // 2), fit(cards, SMALLEST, True, NAME_COL - 8), SMALLEST, True,
         MUTED, "lm")  # fmt: skip
    cw = (sw - NAME_COL) // (turns + 1)
    for t in range(turns + 1):
        box = (NAME_COL + t * cw, head, NAME_COL + (t + 1) * cw, head + rh)
        centred(d, box, str(t) if t else "PP", SMALLEST, True, MUTED)
    for r, (short, sheet, died, _) in enumerate(members):
        ry = head + (r + 1) * rh
        if r % 2 == 0:
            d.rectangle((1, ry, sw - 1, ry + rh), fill=STRIPE)
        text(d, (6, ry + rh // 2), fit(short, SMALLEST, False, NAME_COL - 8), SMALLEST, False,
             INK, "lm")  # fmt: skip
        cells = ["5"] + [
            "X" if v is None and died == t + 1 else ("" if v is None else str(v))
            for t, v in enumerate(sheet)
        ]
        for t, value in enumerate(cells):
            low = value == "X" or (value != "" and int(value) < 5)
            box = (NAME_COL + t * cw, ry, NAME_COL + (t + 1) * cw, ry + rh)
            centred(d, box, value, 16, True, DANGER if low else INK)
    return im
