"""French Revolution 1789's details (what players ask for): every player's History cards with
their state (spent, in Prison, in Exile), the full RP track 0-60, the System boxes with their
actions and prices, the markers left, the Liberty or Death box and the log."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import name_seats
from render.common import (
    INK,
    MUTED,
    SMALLEST,
    TABLE_H,
    TABLE_W,
    encode_png,
    fit,
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
SHORT = {
    "vote": "Vote",
    "placate": "Placate",
    "campaign": "Campaign",
    "arrest": "Arrest",
    "exile": "Exile",
    "execute": "Execute",
    "release": "Release",
    "return": "Return",
    "deploy": "Deploy",
    "financial_reform": "Reform",
    "expedition": "Expedition",
    "nationalize": "Nationalize",
    "assassinate": "Assassinate",
}


def detail(view: dict[str, Any], names: list[str]) -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), BOARD)
    d = ImageDraw.Draw(im)
    y = draw_banner(im, view, names) + 6
    y = _rp_track(im, d, view, y)
    y = _cards(im, d, view, names, y)
    _systems(d, view, y, TABLE_W * 0.62)
    _side(d, view, names, TABLE_W * 0.62 + 6, y)
    return encode_png(im, palette())


def _rp_track(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """RP 0-60, every seat's marker at its RP (stacked when equal)."""
    x0, x1 = M + 36, TABLE_W - M - 10
    d.rectangle((M, y, TABLE_W - M, y + 46), fill=ZONE, outline=LINE)
    text(d, (M + 4, y + 23), "RP", SMALLEST, True, INK, "lm")
    step = (x1 - x0) / 60
    for v in range(0, 61, 5):
        x = x0 + v * step
        d.line((x, y + 24, x, y + 30), fill=LINE, width=2 if v % 10 == 0 else 1)
        if v % 10 == 0:
            text(d, (x, y + 44), str(v), 13, False, MUTED, "ms")
    stacked: dict[int, int] = {}
    for i, s in enumerate(view["seats"]):
        k = stacked.get(s["rp"], 0)
        stacked[s["rp"]] = k + 1
        seat_marker(im, x0 + s["rp"] * step + 9 * k, y + 13 - 3 * k, i, 8, INK)
    return y + 52


def _cards(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
           y: int) -> int:  # fmt: skip
    """A row per player: name, RP and Conspiracy count, then each card as a tile in its state."""
    n = len(view["seats"])
    row = 44 if n <= 3 else 38
    tile_w = 90
    for i, s in enumerate(view["seats"]):
        d.rectangle((M, y, TABLE_W - M, y + row - 2), fill=ZONE, outline=LINE)
        label = f"{{s{i}}} {s['rp']} RP, {s['conspiracy']} consp."
        seat_line(im, (M + 4, y + row / 2), label, names, 14, 226, INK, outline=INK)
        x = M + 234
        per_row = (TABLE_W - M - x) // (tile_w + 3)
        cards = s["cards"]
        lines = 2 if len(cards) > per_row else 1
        th = (row - 6) / lines
        for j, c in enumerate(cards[: per_row * lines]):
            r, col = divmod(j, per_row)
            tx, ty = x + col * (tile_w + 3), y + 2 + r * th
            fill, ink, tag = STATUS[c["status"]]
            d.rectangle((tx, ty, tx + tile_w, ty + th - 2), fill=fill, outline=INK)
            size = 13 if lines == 1 else 12
            name = c["name"] if lines == 1 or not tag else f"{tag[0]}: {c['name']}"
            label = fit(name, size, c["kind"] == "personage", tile_w - 6)
            text(d, (tx + 3, ty + (th - 2) / 2 - (6 if tag and lines == 1 else 0)), label, size,
                 c["kind"] == "personage", ink, "lm")  # fmt: skip
            if tag and lines == 1:
                text(d, (tx + 3, ty + th - 10), tag, 11, True, ink, "lm")
        y += row
    return y + 4


def _systems(d: ImageDraw.ImageDraw, view: dict[str, Any], y: int, x1: float) -> None:
    """Each System box: its actions with their RP, and the Personages it rewards."""
    x = M
    h = (TABLE_H - M - y) / len(view["systems"])
    for s in view["systems"]:
        now = s["id"] == view["system"]
        d.rectangle((x, y, x1, y + h - 2), fill=CURRENT if now else ZONE, outline=LINE)
        head = f"{s['name']}" + (f" · {s['votes']} votes" if s["votes"] else "")
        text(d, (x + 4, y + 9), fit(head, 13, True, 200), 13, True, INK, "lm")
        acts = ", ".join(f"{SHORT[a['action']]} {a['rp']}" for a in s["actions"])
        bonus = ", ".join(f"{b['name']} {b['vp']}" for b in s["bonus"])
        text(d, (x + 210, y + 9), fit(acts, 12, False, x1 - x - 216), 12, False, INK, "lm")
        text(d, (x + 4, y + h - 10), fit(f"■ {bonus}", 12, False, x1 - x - 8), 12, False, MUTED,
             "lm")  # fmt: skip
        y += h


def _side(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], x: float,
          y: int) -> None:  # fmt: skip
    """Markers left, the cups, the Liberty or Death box and the latest events."""
    x1 = TABLE_W - M
    room = x1 - x - 8
    d.rectangle((x, y, x1, TABLE_H - M), fill=ZONE, outline=LINE)
    cups = view["cups"]
    lines = [
        f"Prison markers left {view['markers']['prison']}, Exile {view['markers']['exile']}",
        f"Cups: French {cups['france']}, Coalition {cups['coalition']}, "
        f"Royalist {cups['royalist']}",
        "Cards: bold Personage; beige spent, grey Prison, blue Exile",
    ]
    dead = ", ".join(c["name"] for c in view["dead"]) or "empty"
    yy = y + 10
    for line in lines:
        text(d, (x + 4, yy), fit(line, 13, False, room), 13, False, INK, "lm")
        yy += 18
    for line in wrap(f"Liberty or Death: {dead}", 13, True, room)[:2]:
        text(d, (x + 4, yy), line, 13, True, DANGER, "lm")
        yy += 18
    for line in reversed(view["log"]):
        if yy > TABLE_H - M - 12:
            break
        text(d, (x + 4, yy), fit(name_seats(line, names), SMALLEST - 2, False, room),
             SMALLEST - 2, False, MUTED, "lm")  # fmt: skip
        yy += 17
