"""Frondeurs' table (800 x 500, what a move posts) and its details (what players ask for).

The board is a network of 118 Spaces: at the size Discord shows a table (about 550 px wide) its
names cannot all be read, so the table does not pretend to. It shows

- left, the **whole network** small and without names: zones as pale patches, every connector,
  every Space by shape and colour, and on them the cubes by faction shape and colour (a gold ring
  where they Control), tokens as dots and arrests as red crosses. A blue-green frame marks the
  part shown in the zoom;
- right, the **zoom**: that part of the board at a readable size, centred on the Spaces the last
  move named (ringed in blue-green), with short names, cube counts and tokens;
- under them, where each faction stands (player, hand and tokens, score), the Season track with
  its end-game numerals and the marker, the Spanish Gold and Exile boxes, the decks and the
  Discard Row, and the latest event.

The details are the whole board at full size with every short name, value and icon, beside the
same panel at a larger size, a legend, the Discard Row's cards and the recent log.

Players are named beside their faction's piece, without the shared seat markers: a faction's
colour and shape is what the board shows, and the markers' shapes would read as other factions.
The zoom finds the last move in the log (the view keeps no other trace of it): the Spaces named
since the latest turn that named any."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core.text import from_json
from i18n import say
from render.common import (
    BANNER_H,
    INK,
    MUTED,
    SMALLEST,
    TABLE_H,
    TABLE_W,
    WHITE,
    cached_drawing,
    encode_png,
    events,
    fit,
    text,
    wrap,
)
from render.frondeurs import board
from render.frondeurs.panel import (
    card_name,
    commander_text,
    decks_text,
    draw_banner,
    draw_boxes,
    faction_word,
    person,
    said,
    season_of,
    season_track,
    standings,
)
from render.frondeurs.style import LINE, LOVERS, ORDER, PANEL, palette, paste_piece

M = 4
LEFT_W = board.OVERVIEW.size[0]  # 496
RIGHT = M + LEFT_W + 6
RIGHT_W = TABLE_W - RIGHT - M
ZOOM_H = 262


def table(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), PANEL)
    d = ImageDraw.Draw(im)
    top = draw_banner(im, view, names, lang) + 4
    focus = tuple(board.touched(view))
    zoom, box = board.window(view, (RIGHT_W, ZOOM_H), focus, lang)
    over = board.picture(view, board.OVERVIEW, focus, lang)
    s, p = board.OVERVIEW.scale, board.OVERVIEW.pad
    od = ImageDraw.Draw(over)
    od.rectangle((p + box[0] * s, p + box[1] * s, p + box[2] * s, p + box[3] * s),
                 outline=board.FOCUS, width=2)  # fmt: skip
    im.paste(over, (M, top))
    im.paste(zoom, (RIGHT, top))
    d.rectangle((RIGHT - 1, top - 1, RIGHT + RIGHT_W, top + ZOOM_H), outline=board.FOCUS, width=2)
    y = top + board.OVERVIEW.size[1] + 4
    standings(im, view, names, (M, y, M + LEFT_W, TABLE_H - M), lang=lang)
    y = top + ZOOM_H + 5
    y = season_track(im, view, RIGHT, y, RIGHT_W, rows=2, cell_h=19) + 2
    end = draw_boxes(im, view, RIGHT, y + 11, RIGHT_W, lang)
    if end == RIGHT:
        text(d, (RIGHT, y + 11), fit(commander_text(view, lang), SMALLEST, False, RIGHT_W),
             SMALLEST, False, INK, "lm")  # fmt: skip
    y += 24
    text(d, (RIGHT, y + 9), fit(decks_text(view, lang), SMALLEST, False, RIGHT_W), SMALLEST,
         False, INK, "lm")  # fmt: skip
    y += 21
    # The banner says whose turn it is: the room goes to what was done.
    log = [say(from_json(ln), lang, names) for ln in view["log"] if not board.turn_line(ln)]
    events(d, RIGHT, y, RIGHT_W, log[-2:], TABLE_H - 2, SMALLEST)
    return encode_png(im, palette())


PANEL_W = 460


def detail(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    """The whole board at full size beside the panel: standings, tracks, boxes, the legend and
    the recent log."""
    bw, bh = board.FULL.size
    width = bw + PANEL_W
    im = Image.new("RGB", (width, BANNER_H + bh), PANEL)
    top = draw_banner(im, view, names, lang)
    im.paste(board.picture(view, board.FULL, tuple(board.touched(view)), lang), (0, top))
    d = ImageDraw.Draw(im)
    x, room = bw + 12, PANEL_W - 24
    y = top + 10
    y = _factions(im, d, view, names, x, y, room, lang)
    track = said("track", lang, season=season_of(view, lang))
    text(d, (x, y + 10), fit(track, 17, True, room), 17, True, INK, "lm")
    y = season_track(im, view, x, y + 22, room, rows=2, cell_h=24) + 2
    red = fit(said("track-red", lang), SMALLEST, False, room)
    text(d, (x, y + 9), red, SMALLEST, False, MUTED, "lm")
    y += 24
    if draw_boxes(im, view, x, y + 12, room, lang) > x:
        y += 28
    pawn = view.get("kings_pawn") or {}
    lines = [commander_text(view, lang)]
    if pawn.get("holder"):
        lines.append("♟ " + said("pawn-held", lang, who=faction_word(pawn["holder"], lang)))
    elif pawn.get("on"):
        lines.append("♟ " + said("pawn-on", lang, space=board.short(pawn["on"], lang)))
    lines.append(decks_text(view, lang))
    row = ", ".join(card_name(c, lang) for c in view["discard_row"])
    for line in lines:
        text(d, (x, y + 10), fit(line, SMALLEST, False, room), SMALLEST, False, INK, "lm")
        y += 22
    if row:
        for line in wrap(said("discard-row", lang, cards=row), SMALLEST, False, room)[:2]:
            text(d, (x, y + 10), line, SMALLEST, False, MUTED, "lm")
            y += 20
    d.line((x, y + 6, x + room, y + 6), fill=LINE)
    y = _legend(im, x, y + 14, lang)
    d.line((x, y + 4, x + room, y + 4), fill=LINE)
    log = [say(from_json(line), lang, names) for line in view["log"]]
    events(d, x, y + 12, room, log[-8:], top + bh - 6, SMALLEST + 1)
    return encode_png(im, palette())


def _factions(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
              x: int, y: int, room: int, lang: str) -> int:  # fmt: skip
    """Two lines a faction: its player and score, then its Supply, hand, tokens (Coins by
    number only: their values are secret), mid-game PP and Spanish Gold uses."""
    standings(im, view, names, (x, y, x + room, y + 4 * 34), size=17, lang=lang)
    y += 4 * 34 + 4
    for f in ORDER:
        v = view["factions"][f]
        musk = ", ".join(board.short(m, lang) for m in v["musketeers"])
        bits = [said("supply", lang, n=v["supply"]), said("mid-pp", lang, n=v.get("mid_pp", 0))]
        if "spanish_uses" in v:
            bits.append(said("spanish-uses", lang, n=v["spanish_uses"]))
        if musk:
            bits.append(musk)
        paste_piece(im, x + 8, y + 10, f, 7)
        text(d, (x + 22, y + 10), fit(" · ".join(bits), SMALLEST, False, room - 22), SMALLEST,
             False, INK, "lm")  # fmt: skip
        y += 21
    if view.get("players", 4) < 4 or view.get("teams"):  # what each player keeps (§8.4, §8.65)
        scores = " · ".join(
            f"{person(names, s, lang)} {v}" for s, v in enumerate(view.get("seat_scores", []))
        )
        line = said("by-player", lang, scores=scores)
        text(d, (x, y + 10), fit(line, SMALLEST, True, room), SMALLEST, True, INK, "lm")
        y += 21
    return y + 6


def _legend(im: Image.Image, x: int, y: int, lang: str) -> int:
    """What the marks mean. Returns where it ends."""
    sprite = _legend_sprite(lang)
    im.paste(sprite, (x, y))
    return y + sprite.height


@cached_drawing
def _legend_sprite(lang: str) -> Image.Image:
    w = PANEL_W - 24
    im = Image.new("RGB", (w, 460), PANEL)
    d = ImageDraw.Draw(im)
    text(d, (0, 10), said("legend", lang), 17, True, INK, "lm")
    y = 32
    for i, f in enumerate(ORDER):
        cx = (i % 2) * (w // 2)
        cy = y + (i // 2) * 24
        paste_piece(im, cx + 10, cy, f, 9, "")
        text(d, (cx + 26, cy), said("cubes-of", lang, who=faction_word(f, lang)), SMALLEST, False,
             INK, "lm")  # fmt: skip
    y += 48
    paste_piece(im, 12, y, "cabalist", 9, "3", ring=True)
    text(d, (30, y), said("legend-control", lang), SMALLEST, False, INK, "lm")
    y += 26
    d.ellipse((3, y - 10, 23, y + 10), outline=board.FOCUS, width=3)
    text(d, (30, y), said("legend-named", lang), SMALLEST, False, INK, "lm")
    y += 24
    d.ellipse((4, y - 8, 20, y + 8), fill=WHITE, outline=INK)
    d.rectangle((w // 2, y - 8, w // 2 + 16, y + 8), fill=WHITE, outline=INK)
    text(d, (28, y), said("legend-person", lang), SMALLEST, False, INK, "lm")
    text(d, (w // 2 + 24, y), said("legend-institution", lang), SMALLEST, False, INK, "lm")
    y += 22
    text(d, (0, y), fit(said("legend-fill", lang), SMALLEST, False, w), SMALLEST, False, INK,
         "lm")  # fmt: skip
    y += 24
    for i, (label, kind) in enumerate(
        (
            (said("legend-solid", lang), "solid"),
            (said("legend-dashed", lang), "dashed"),
            (said("legend-arrow", lang), "arrow"),
            (said("legend-lovers", lang), "lovers"),
        )
    ):
        cx, cy = (i % 2) * (w // 2), y + (i // 2) * 22
        colour = LOVERS if kind == "lovers" else (128, 118, 102)
        if kind in ("dashed", "arrow"):
            for k in range(0, 28, 8):
                d.line((cx + k, cy, cx + k + 4, cy), fill=colour, width=2)
            if kind == "arrow":
                d.polygon([(cx + 32, cy), (cx + 25, cy - 4), (cx + 25, cy + 4)], fill=colour)
        else:
            d.line((cx, cy, cx + 30, cy), fill=colour, width=3 if kind == "lovers" else 2)
        text(d, (cx + 38, cy), label, SMALLEST, False, INK, "lm")
    y += 46
    peers = "  ".join(f"{g} {said(f'peer-{n}', lang)}" for n, (g, _) in board.PEER_BADGE.items())
    for line in wrap(said("legend-peers", lang, peers=peers), SMALLEST, False, w):
        text(d, (0, y), line, SMALLEST, False, INK, "lm")
        y += 20
    for line in wrap(said("legend-icons", lang), SMALLEST, False, w):
        text(d, (0, y), line, SMALLEST, False, INK, "lm")
        y += 20
    return im.crop((0, 0, w, y + 4))
