"""Frondeurs' table (800 x 500, what a move posts) and its details (what players ask for).

The table is read at Discord's preview size (550 px wide), so it holds few things, large: under
the banner (the turn, the Season, who acts) the whole board's map (`overview`: the areas by
name, the lines, every faction's pieces with their counts and Control, the last move ringed,
and by name the Spaces the last move and the decision under way are about), and a strip with
each faction: its player, its cards and tokens, its points now.

The details are the whole board at full size with every short name, value and icon, beside
the standings, the Season track, the Spanish Gold and Exile boxes, the decks and the Discard
Row, a legend and the recent log.

Players are named beside their faction's piece, without the shared seat markers: a faction's
colour and shape is what the board shows, and the markers' shapes would read as other
factions."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.frondeurs.seats import RETZ_SEAT
from i18n import say
from render import Place
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
    text_width,
    wrap,
)
from render.frondeurs import board, overview
from render.frondeurs.panel import (
    card_name,
    commander_text,
    decks_text,
    draw_banner,
    draw_boxes,
    faction_word,
    person,
    player,
    said,
    season_of,
    season_track,
    standings,
    tokens_line,
    total,
    winners,
)
from render.frondeurs.style import (
    CURRENT,
    FOCUS,
    LINE,
    LOVERS,
    ORDER,
    PANEL,
    PEER_BADGE,
    palette,
    paste_piece,
    space_fill_of,
    zone_name,
)
from texts import from_json

STRIP_H = 44  # the factions' strip under the map


def grid() -> overview.Grid:
    """The table's map: between the banner and the factions' strip."""
    return overview.Grid(BANNER_H, TABLE_H - STRIP_H, TABLE_W)


def table(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), PANEL)
    draw_banner(im, view, names, lang)
    g = grid()
    im.paste(overview.picture(view, g, lang), (0, g.top))
    strip(im, view, names, TABLE_H - STRIP_H, lang)
    return encode_png(im, palette())


def layout(view: dict[str, Any], lang: str = "en") -> dict[str, Place]:
    """Every place the table's map names, by id (`Choice.place`): the Spaces the last move and
    the decision under way are about, and the areas, each with its name as drawn and where."""
    return overview.layout(view, grid(), lang)


def strip(im: Image.Image, view: dict[str, Any], names: list[str], y: int, lang: str) -> None:
    """A faction a cell, two by two in turn order: its piece, its player, its cards (☀: a
    Season card among them) and tokens, its points now. The faction whose turn it is (at the
    end, the winners; on a closed board, nobody) on gold."""
    w, h = TABLE_W // 2, STRIP_H // 2
    done = view["phase"] == "over"
    best = winners(view) if done else []
    waiting = not done and not view.get("over")  # a closed board waits for nobody
    for i, f in enumerate(ORDER):
        on = (f == view["active"] and waiting) or f in best
        cell = _cell(f, player(names, view, f, lang), faction_word(f, lang),
                     tokens_line(view, f), total(view, f), on, w, h)  # fmt: skip
        im.paste(cell, ((i % 2) * w, y + (i // 2) * h))


@cached_drawing(maxsize=128)
def _cell(f: str, who: str, faction: str, toks: str, score: int, on: bool, w: int, h: int
          ) -> Image.Image:  # fmt: skip
    im = Image.new("RGB", (w, h), CURRENT if on else PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w - 1, h - 1), outline=LINE)
    cy = h / 2
    paste_piece(im, 13, cy, f, 7)
    x = w - 8 - text(d, (w - 8, cy), str(score), 17, True, INK, "rm")
    x -= 14 + text(d, (x - 14, cy), toks, SMALLEST, False, INK, "rm")
    room = x - 28 - 8
    word = f" · {faction}"
    keep = text_width(word, SMALLEST) if text_width(who + word, SMALLEST, True) <= room else 0
    x = 28 + text(d, (28, cy), fit(who, SMALLEST, True, room - keep), SMALLEST, True, INK, "lm")
    if keep:
        text(d, (x, cy), word, SMALLEST, False, MUTED, "lm")
    return im


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
    full = board.FULL
    avoid = board.taken(full, lang)
    for label in overview.area_labels(full, lang, (full.piece + 6,), avoid).values():
        x, y = label.xy
        text(d, (x, y + top), zone_name(label.zone, lang), 17, True, MUTED, "mm")
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
        scores = " · ".join(  # the 3-player Retzist's seat keeps its better faction (§8.43)
            said("seat-best", lang, who=person(names, s, lang), n=v)
            if view.get("players") == 3 and not view.get("teams") and s == RETZ_SEAT
            else f"{person(names, s, lang)} {v}"
            for s, v in enumerate(view.get("seat_scores", []))
        )
        for line in wrap(said("by-player", lang, scores=scores), SMALLEST, True, room)[:2]:
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
    d.ellipse((3, y - 10, 23, y + 10), outline=FOCUS, width=3)
    text(d, (30, y), said("legend-named", lang), SMALLEST, False, INK, "lm")
    y += 24
    d.ellipse((4, y - 8, 20, y + 8), fill=WHITE, outline=INK)
    d.rectangle((w // 2, y - 8, w // 2 + 16, y + 8), fill=WHITE, outline=INK)
    text(d, (28, y), said("legend-person", lang), SMALLEST, False, INK, "lm")
    text(d, (w // 2 + 24, y), said("legend-institution", lang), SMALLEST, False, INK, "lm")
    y += 24
    x = 4.0
    for kind in ("purple", "green", "blue"):  # each border's pattern beside its colour's name
        board.border(d, kind, (x + 9, y), 9, 2, space_fill_of(kind), kind != "blue")
        x += 26 + text(d, (x + 24, y), said(f"legend-border-{kind}", lang), SMALLEST, False, INK,
                       "lm") + 14  # fmt: skip
    y += 24
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
        colour = LOVERS if kind == "lovers" else LINE
        if kind in ("dashed", "arrow"):
            for k in range(0, 28, 8):
                d.line((cx + k, cy, cx + k + 4, cy), fill=colour, width=2)
            if kind == "arrow":
                d.polygon([(cx + 32, cy), (cx + 25, cy - 4), (cx + 25, cy + 4)], fill=colour)
        else:
            d.line((cx, cy, cx + 30, cy), fill=colour, width=3 if kind == "lovers" else 2)
        text(d, (cx + 38, cy), label, SMALLEST, False, INK, "lm")
    y += 46
    peers = "  ".join(f"{g} {said(f'peer-{n}', lang)}" for n, (g, _) in PEER_BADGE.items())
    for line in wrap(said("legend-peers", lang, peers=peers), SMALLEST, False, w):
        text(d, (0, y), line, SMALLEST, False, INK, "lm")
        y += 20
    for line in wrap(said("legend-icons", lang), SMALLEST, False, w):
        text(d, (0, y), line, SMALLEST, False, INK, "lm")
        y += 20
    return im.crop((0, 0, w, y + 4))
