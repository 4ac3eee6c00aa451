"""French Revolution 1789's details (what players ask for, a picture to open at full size):
every player's History cards with their state (spent, in Prison, in Exile) and what each does,
the full RP track 0-60, the System boxes with their actions, prices and bonuses, the markers
left, the cups, the Liberty or Death box and the log. Nothing is cut: the picture grows
taller (and as much wider, staying landscape) when the cards need it."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from i18n import say
from render.common import (
    BANNER_H,
    INK,
    MUTED,
    SMALLEST,
    encode_png,
    seat_line,
    seat_marker,
    text,
    wrap,
)
from render.fr1789.pieces import (
    BOARD,
    CURRENT,
    DANGER,
    LINE,
    STATUS,
    ZONE,
    draw_banner,
    palette,
)

M = 8
W, H = 1600, 1000  # at least; 16:10 like the table, at twice its size
SIDE_W = 500  # the right column: System boxes, markers, the log
COLS = 4  # card tiles a row
SMALL = 14  # card and System texts: read at full size, not in the chat preview
LINE_H = 18
HEADER_H = 28


def detail(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    tiles = _tiles(view, lang)
    height = max(H, _cards_top() + sum(h for _, h in tiles) + M)
    width = max(W, -(-height * 3 // 2))
    im = Image.new("RGB", (width, height), BOARD)
    d = ImageDraw.Draw(im)
    y = draw_banner(im, view, names, lang) + 6
    y = _rp_track(im, d, view, (width, y), lang)
    left = width - M - SIDE_W - 8
    _cards(im, d, view, names, tiles, (left, y), lang)
    below = _systems(d, view, left + 8, width - M, y, lang)
    _side(d, view, names, (left + 8, below, width - M, height - M), lang)
    return encode_png(im, palette())


def _cards_top() -> int:
    return BANNER_H + 6 + 58  # below the banner and the RP track


def _tile_w(left: float) -> float:
    return (left - M - 6 * (COLS - 1)) / COLS


def _tile_lines(card: dict[str, Any], room: float, lang: str) -> tuple[list[str], list[str]]:
    """A card's name (wrapped in bold) and its abilities (wrapped), every word of both."""
    head = say(Msg("fr1789-draw-tile", card=card["name"], kind=card["kind"]), lang)
    title = wrap(head, 15, True, room)
    body = [line for a in card["abilities"] for line in wrap(say(a, lang), SMALL, False, room)]
    return title, body or wrap(say(Msg("fr1789-text-no-ability"), lang), SMALL, False, room)


def _tiles(view: dict[str, Any], lang: str) -> list[tuple[list[list[dict[str, Any]]], int]]:
    """Each seat's cards in rows of COLS, and the height the seat's section takes (laid out
    at the narrowest width, W: a wider picture only has more room)."""
    room = _tile_w(W - M - SIDE_W - 8) - 12
    out = []
    for s in view["seats"]:
        rows = [s["cards"][i : i + COLS] for i in range(0, len(s["cards"]), COLS)]
        height = HEADER_H + 6
        for row in rows:
            height += max(_tile_h(*_tile_lines(c, room, lang)) for c in row) + 6
        out.append((rows, height))
    return out


def _tile_h(title: list[str], body: list[str]) -> int:
    return 8 + 19 * len(title) + LINE_H * len(body) + 22


def _rp_track(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any],
              at: tuple[int, int], lang: str) -> int:  # fmt: skip
    """RP 0-60, every seat's marker at its RP (stacked when equal)."""
    width, y = at
    x0, x1 = M + 40, width - M - 14
    d.rectangle((M, y, width - M, y + 52), fill=ZONE, outline=LINE)
    text(d, (M + 6, y + 26), say(Msg("fr1789-draw-rp"), lang), SMALLEST, True, INK, "lm")
    step = (x1 - x0) / 60
    for v in range(0, 61, 5):
        x = x0 + v * step
        d.line((x, y + 28, x, y + 34), fill=LINE, width=2 if v % 10 == 0 else 1)
        if v % 10 == 0:
            text(d, (x, y + 50), str(v), SMALL, False, MUTED, "ms")
    stacked: dict[int, int] = {}
    for i, s in enumerate(view["seats"]):
        k = stacked.get(s["rp"], 0)
        stacked[s["rp"]] = k + 1
        seat_marker(im, x0 + s["rp"] * step + 11 * k, y + 15 - 3 * k, i, 9, INK)
    return y + 58


def _cards(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
           tiles: list[tuple[list[list[dict[str, Any]]], int]], at: tuple[float, float],
           lang: str) -> None:  # fmt: skip
    """A section per player: name, RP and Conspiracy count, then each card as a tile in its
    state (colour and word), with its name and every ability in full."""
    left, y = at
    tile_w = _tile_w(left)
    room = _tile_w(W - M - SIDE_W - 8) - 12  # as `_tiles` laid it out
    for i, (s, (rows, height)) in enumerate(zip(view["seats"], tiles, strict=True)):
        d.rectangle((M, y, left, y + height - 4), fill=ZONE, outline=LINE)
        said = Msg("fr1789-draw-section", who=f"{{s{i}}}", rp=s["rp"], n=s["conspiracy"],
                   cards=len(s["cards"]))  # fmt: skip
        label = say(said, lang)
        seat_line(im, (M + 6, y + HEADER_H / 2 + 2), label, names, 16, left - M - 12, INK,
                  outline=INK)  # fmt: skip
        ty = y + HEADER_H + 2
        for row in rows:
            laid = [_tile_lines(c, room, lang) for c in row]
            th = max(_tile_h(*lines) for lines in laid)
            for j, (c, (title, body)) in enumerate(zip(row, laid, strict=True)):
                box = (M + 4 + j * (tile_w + 6), ty, tile_w - 4, th)
                _tile(d, c, (title, body), box, lang)
            ty += th + 6
        y += height


def _tile(d: ImageDraw.ImageDraw, card: dict[str, Any], lines: tuple[list[str], list[str]],
          box: tuple[float, float, float, float], lang: str) -> None:  # fmt: skip
    x, y, w, h = box
    title, body = lines
    fill, ink, bold = STATUS[card["status"]]
    d.rectangle((x, y, x + w, y + h), fill=fill, outline=INK)
    for k, line in enumerate(title):
        text(d, (x + 6, y + 13 + 19 * k), line, 15, True, ink, "lm")
    ly = y + 13 + 19 * len(title)
    for k, line in enumerate(body):
        text(d, (x + 6, ly + LINE_H * k), line, SMALL, False, ink, "lm")
    tag = say(Msg("fr1789-draw-status", status=card["status"]), lang)
    text(d, (x + 6, y + h - 11), tag, SMALL, bold, ink, "lm")


def _systems(d: ImageDraw.ImageDraw, view: dict[str, Any], x0: float, x1: float,
             y: float, lang: str) -> float:  # fmt: skip
    """Each System box: its name and votes, its actions with their RP, and the Personages it
    rewards at scoring."""
    room = x1 - x0 - 12
    for s in view["systems"]:
        now = s["id"] == view["system"]
        said = Msg("fr1789-draw-system", system=s["name"], now="yes" if now else "no",
                   votes=s["votes"])  # fmt: skip
        acts = [Msg("fr1789-draw-price", action=Msg(f"fr1789-action-{a['action']}"), rp=a["rp"],
                    per=a["per"]) for a in s["actions"]]  # fmt: skip
        bonus = [Msg("fr1789-ref-bonus", card=b["name"], vp=b["vp"]) for b in s["bonus"]]
        bonuses = Msg.join(bonus, ", ") if bonus else Msg("fr1789-ref-no-bonus")
        lines = wrap(say(Msg("fr1789-draw-prices", prices=Msg.join(acts, ", ")), lang), SMALL,
                     False, room)  # fmt: skip
        lines += wrap(say(Msg("fr1789-draw-bonus", bonus=bonuses), lang), SMALL, False, room)
        title = wrap(say(said, lang), 15, True, room)
        h = 8 + 19 * len(title) + LINE_H * len(lines)
        d.rectangle((x0, y, x1, y + h), fill=CURRENT if now else ZONE, outline=INK if now else LINE,
                    width=3 if now else 1)  # fmt: skip
        for k, line in enumerate(title):
            text(d, (x0 + 6, y + 13 + 19 * k), line, 15, True, INK, "lm")
        ly = y + 13 + 19 * len(title)
        for k, line in enumerate(lines):
            text(d, (x0 + 6, ly + LINE_H * k), line, SMALL, False, INK, "lm")
        y += h + 4
    return y + 2


def _side(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
          box: tuple[float, float, float, float], lang: str) -> None:  # fmt: skip
    """Markers left, the cups, what the card colours mean, the Liberty or Death box and the
    latest events, as many as the room holds."""
    x0, y0, x1, y1 = box
    room = x1 - x0 - 12
    d.rectangle(box, fill=ZONE, outline=LINE)
    cups, markers = view["cups"], view["markers"]
    dead = [c["name"] for c in view["dead"]]
    said = [
        (Msg("fr1789-draw-markers", prison=markers["prison"], exile=markers["exile"],
             france=cups["france"], coalition=cups["coalition"], royalist=cups["royalist"]),
         INK, False),
        (Msg("fr1789-draw-colours"), INK, False),
        (Msg("fr1789-draw-dead", cards=dead) if dead else Msg("fr1789-draw-no-dead"), DANGER,
         True),
        (Msg("fr1789-draw-latest"), INK, True),
    ]  # fmt: skip
    blocks = [(say(m, lang), ink, bold) for m, ink, bold in said]
    y = y0 + 12
    for content, ink, bold in blocks:
        for line in wrap(content, SMALL, bold, room):
            text(d, (x0 + 6, y), line, SMALL, bold, ink, "lm")
            y += LINE_H
        y += 4
    for event in reversed(view["log"]):
        lines = wrap(say(event, lang, names), SMALL, False, room)
        if y + LINE_H * len(lines) > y1 - 4:
            break
        for line in lines:
            text(d, (x0 + 6, y), line, SMALL, False, MUTED, "lm")
            y += LINE_H
