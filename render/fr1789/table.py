"""French Revolution 1789's table (800 x 500, what a move posts): the banner; left, the map of
the eight cities with their armies and Support; right, the six System boxes with this turn's
votes, the turn track, the card on auction with its bid, each player's RP, cards and hand size,
and the Liberty or Death box; at the bottom, what just happened."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from i18n import say
from render import Place
from render.common import (
    BANNER_H,
    INK,
    MUTED,
    SMALLEST,
    TABLE_H,
    TABLE_W,
    encode_png,
    events,
    fit,
    seat_line,
    text,
    wrap,
)
from render.fr1789.pieces import (
    BOARD,
    CURRENT,
    DANGER,
    LINE,
    ZONE,
    city_boxes,
    draw_banner,
    draw_map,
    draw_systems,
    draw_turns,
    palette,
    system_boxes,
)

M = 8
MAP_W = 322
SYSTEMS_H = 116  # three rows of System boxes, each room for a name on two lines
RIGHT = M + MAP_W + 8
BOTTOM = TABLE_H - 44
TOP = BANNER_H + 6  # under the banner, which is as high on every table
MAP = (M, TOP, M + MAP_W, BOTTOM)
SYSTEMS = (RIGHT, TOP, TABLE_W - M, TOP + SYSTEMS_H)


def table(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), BOARD)
    d = ImageDraw.Draw(im)
    draw_banner(im, view, names, lang)
    draw_map(im, view, MAP, lang)
    draw_systems(im, view, SYSTEMS, lang)
    y: float = TOP + SYSTEMS_H + 6
    end = draw_turns(d, view, RIGHT, y)
    _lot(im, d, view, names, end + 8, y, lang)
    y += LOT_H + 6
    if view["lot"] is not None:
        y = _lot_text(d, view["lot"], y, lang)
    y = _players(im, d, view, names, y, lang)
    dead = view["dead"]
    if dead and y + 22 <= BOTTOM:
        gone = say(Msg("fr1789-draw-dead", cards=[c["name"] for c in dead]), lang)
        d.rectangle((RIGHT, y, TABLE_W - M, y + 22), fill=ZONE, outline=DANGER)
        room = TABLE_W - M - RIGHT - 10
        text(d, (RIGHT + 5, y + 11), fit(gone, SMALLEST, False, room), SMALLEST, False, DANGER,
             "lm")  # fmt: skip
    log = [say(line, lang, names) for line in view["log"][-1:]]
    events(d, M + 4, BOTTOM + 6, TABLE_W - 2 * M - 8, log, TABLE_H - 2, SMALLEST + 1)
    return encode_png(im, palette())


def layout(view: dict[str, Any], lang: str = "en") -> dict[str, Place]:
    """The table's places by id (`Choice.place`): each city by its name on the map, each System
    box by its name in the match's language, over the boxes `draw_map` and `draw_systems`
    draw."""
    cities = city_boxes(view["cities"], MAP)
    systems = system_boxes(view["systems"], SYSTEMS)
    out = {c["id"]: Place.at(c["name"], cities[c["id"]]) for c in view["cities"]}
    out.update({s["id"]: Place.at(say(s["name"], lang), systems[s["id"]]) for s in view["systems"]})
    return out


def _lot(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
         x: float, y: float, lang: str) -> None:  # fmt: skip
    """The History card being bid on and the bid, or how many cards are left in the box."""
    lot = view["lot"]
    room = TABLE_W - M - x
    box = (x, y, TABLE_W - M, y + LOT_H)
    if lot is None:
        said = (
            Msg("fr1789-draw-final")
            if view["finished"]
            else Msg("fr1789-draw-box-left", n=view["box"])
            if view["phase"] == "auction"
            else Msg("fr1789-draw-action-phase")
        )
        left = say(said, lang)
        d.rectangle(box, fill=ZONE, outline=LINE)
        for i, line in enumerate(wrap(left, SMALLEST, False, room - 10)[:2]):
            text(d, (x + 5, y + 11 + 19 * i), line, SMALLEST, False, MUTED, "lm")
        return
    d.rectangle(box, fill=CURRENT, outline=INK)
    # Two lines, so a long card name and the bid both show whole: the card, then the bid.
    card = fit(say(lot["name"], lang), SMALLEST, True, room - 10)
    text(d, (x + 5, y + 11), card, SMALLEST, True, INK, "lm")
    if lot["bid"] is None:
        bid = Msg("fr1789-draw-no-bid-yet")
    else:
        bid = Msg("fr1789-draw-bid-by", rp=lot["bid"], who=seat_tag(lot["bidder"]))
    seat_line(im, (x + 5, y + 30), say(bid, lang), names, SMALLEST, room - 10, INK,
              outline=INK)  # fmt: skip


LOT_H = 42  # the card on auction's box: its name on a line, the bid on the next


def _lot_text(d: ImageDraw.ImageDraw, lot: dict[str, Any], y: float, lang: str) -> float:
    """What the card on auction does (its abilities, bonuses and credit), in full when it
    fits four lines (every card's does), so nobody bids blind."""
    room = TABLE_W - M - RIGHT - 10
    lines = wrap(say(lot["text"], lang), SMALLEST, False, room)
    if len(lines) > LOT_LINES:
        lines = [*lines[: LOT_LINES - 1], fit(" ".join(lines[LOT_LINES - 1 :]), SMALLEST, False,
                                              room)]  # fmt: skip
    step = 18 if len(lines) <= 3 else 16  # a long text closer set: room for five players' rows
    h = 6 + step * len(lines)
    d.rectangle((RIGHT, y, TABLE_W - M, y + h), fill=ZONE, outline=INK)
    for i, line in enumerate(lines):
        text(d, (RIGHT + 5, y + 12 + step * i), line, SMALLEST, False, INK, "lm")
    return y + h + 4


LOT_LINES = 5  # the longest card's text takes 5 in French


def _players(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
             y: float, lang: str) -> float:  # fmt: skip
    """A row per player: marker and name, RP, cards in play (how many ready), Conspiracy cards
    in hand, the First Player card, passed."""
    n = len(view["seats"])
    row = min(30, (BOTTOM - y - 26) // max(n, 1))
    x1 = TABLE_W - M
    for i, s in enumerate(view["seats"]):
        ry = y + i * row
        d.rectangle((RIGHT, ry, x1, ry + row - 2), fill=ZONE, outline=LINE)
        final = view["final"]
        if final is not None:  # the end: the VP totals, hidden until now
            stats = say(Msg("fr1789-draw-final-row", vp=final[i]["vp"], rp=s["rp"]), lang)
        else:
            ready = sum(c["status"] == "ready" for c in s["cards"])
            first = "yes" if view["first"] == i else "no"
            row_said = Msg("fr1789-draw-row", rp=s["rp"], ready=ready, n=len(s["cards"]),
                           consp=s["conspiracy"], first=first)  # fmt: skip
            stats = say(row_said, lang)
        right = text(d, (x1 - 6, ry + row / 2 - 1), stats, SMALLEST, final is not None, INK, "rm")
        grey = MUTED if s["passed"] else INK
        who = say(Msg("fr1789-draw-seat", who=seat_tag(i), passed=str(s["passed"]).lower()), lang)
        seat_line(im, (RIGHT + 5, ry + row / 2 - 1), who, names, 16, x1 - RIGHT - right - 16,
                  grey, outline=INK)  # fmt: skip
    return y + n * row + 4
