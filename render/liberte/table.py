"""Liberté's table (800 x 500, what a move posts) and its details (what players ask for).

The table: the banner (turn, phase, who must act and on what), the provinces on the left, by
region, each named with every stack on it (`tiles`), and on the right where everyone stands
(VP, hand, display, votes held), the election track, the government and the battle, and the
latest events. The details: the named map of France beside the full panel (election and turn
tracks, government, every display as chips, the face-up cards and the supply)."""

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
    PAPER,
    TABLE_H,
    TABLE_W,
    awaited_seats,
    banner,
    closed_line,
    encode_png,
    events,
    seat_line,
    text,
    text_width,
)
from render.liberte import board, panel, tiles
from render.liberte.panel import Draw
from render.liberte.style import (
    ALARM,
    FLEUR,
    ROW_ACTIVE,
    TRACK_LINE,
    block,
    faction_area,
    faction_name,
    palette,
)

COLUMN = tiles.WIDTH + 10  # the right-hand column, beside the board
ROOM = TABLE_W - COLUMN - 10
LINE = 23
VOTE_W = 20  # a block of votes held, in the standings
TRACK_LABEL = 94  # the faction's name before its lane of the election track


def status_line(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    """What is awaited and from whom, by name: the line a player reads first."""
    status = say(view["status"], lang, names)
    return ("▶ " + status) if view["active"] else status


def _banner(im: Image.Image, view: dict[str, Any], names: list[str], lang: str) -> int:
    outcome = view.get("outcome")
    chapter = Msg.join([view["chapter"], outcome["reason"]]) if outcome else view["chapter"]
    status = say(view["status"], lang)  # seat tags left for the banner to draw
    line = closed_line(view, lang) or ("▶ " if view["active"] else "") + status
    return banner(im, "LIBERTÉ", say(chapter, lang), line, names)


def table(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), PAPER)
    d = ImageDraw.Draw(im)
    _banner(im, view, names, lang)
    im.paste(tiles.picture(view, lang), (0, BANNER_H))
    tops = _column(view)
    _standings(im, d, view, names, tops["standings"], lang)
    _election(im, d, view["election"], tops["election"], lang)
    _government(im, d, view, names, tops["government"], lang)
    battle, box = _battle(view, lang)
    text(d, (box[0], (box[1] + box[3]) / 2), battle, 15, True, INK, "lm")
    _counter(d, view["counter_revolution"], box[2] + 12, (box[1] + box[3]) / 2, lang)
    y = tops["log"]
    d.line((COLUMN, y + 3, TABLE_W - 10, y + 3), fill=MUTED)
    log = [say(line, lang, names) for line in view["log"][-2:]]  # only these two are drawn
    events(d, COLUMN, y + 8, ROOM, log, TABLE_H - 4, 15)
    return encode_png(im, palette())


def layout(view: dict[str, Any], lang: str = "en") -> dict[str, Place]:
    """The places the table names, by the id a choice's `place` gives: each province by its
    number ("8") over its tile, each region by its code ("SE") over its name above its
    provinces, and the turn's battle ("battle") over its name and VP in the right column."""
    out = tiles.layout(BANNER_H)
    if view["battle"] is not None:
        out["battle"] = Place.at(view["battle"]["name"], _battle(view, lang)[1])
    return out


HEADS_H = 20  # the standings' column heads
ELECTION_H = 20 + 3 * 22  # the election track: its title, then a lane a faction


def _column(view: dict[str, Any]) -> dict[str, int]:
    """Where each part of the right-hand column starts, under the banner: the standings (a line
    a player), the election track, the government and who is in it, the battle, the log. The
    one layout the table is drawn with, and that says where the battle is (`layout`)."""
    tops = {"standings": BANNER_H + 6}
    tops["election"] = tops["standings"] + HEADS_H + LINE * len(view["players"]) + 4
    tops["government"] = tops["election"] + ELECTION_H + 2
    tops["battle"] = tops["government"] + 2 * LINE
    tops["log"] = tops["battle"] + LINE
    return tops


def _battle(view: dict[str, Any], lang: str) -> tuple[str, tuple[float, float, float, float]]:
    """The turn's battle as the column writes it ("Valmy 4 VP"), and the box it fills."""
    said = say(panel.battle_label(view["battle"]), lang)
    x, y = COLUMN, _column(view)["battle"]
    return said, (x, y, x + text_width(said, 15, True), y + 20)


def _counter(d: Draw, cr: int, x: float, y: float, lang: str) -> None:
    """The count towards the Counter-revolution, after the battle where it fits."""
    counter = say(Msg("liberte-draw-counter-short", n=cr), lang)
    if text_width(counter, 15, True) <= TABLE_W - 10 - x:
        text(d, (x, y), counter, 15, True, FLEUR if cr < 5 else ALARM, "lm")


def _standings(
    im: Image.Image, d: Draw, view: dict[str, Any], names: list[str], y: int, lang: str
) -> None:
    """One line per player in player order (at the end, by final score): marker and name, the
    score, the hand, and the cards in display (or, once there are any, the votes held)."""
    order, scores, unit, winners = panel.standings(view)
    votes = any(any(p["held"].values()) for p in view["players"])
    columns = ((say(Msg(f"liberte-draw-unit-{unit}"), lang), 168),
               (say(Msg("liberte-draw-col-hand"), lang), 236),
               (say(Msg("liberte-draw-col-votes" if votes else "liberte-draw-col-shown"), lang),
                294))  # fmt: skip
    for label, x in columns:
        text(d, (COLUMN + x, y + 9), label, 15, False, MUTED, "mm")
    y += HEADS_H
    for s in order:
        p = view["players"][s]
        if s in awaited_seats(view) or s in winners:
            d.rectangle((COLUMN - 6, y, TABLE_W - 4, y + LINE - 1), fill=ROW_ACTIVE)
        seat_line(im, (COLUMN, y + LINE / 2), seat_tag(s), names, 17, 140, INK, outline=INK)
        held = [(f, n) for f, n in p["held"].items() if n]
        cells = (str(scores[s]), str(p["hand_size"]), "" if votes else str(len(p["display"])))
        for (_, x), value in zip(columns, cells, strict=True):
            text(d, (COLUMN + x, y + LINE / 2), value, 17, True, INK, "mm")
        if votes:
            _votes(im, d, COLUMN + columns[2][1], y + LINE / 2, held)
        y += LINE


def _votes(im: Image.Image, d: Draw, x: float, y: float, held: list[tuple[str, int]]) -> None:
    """A player's votes, centred on `x`: a block of each colour held with the count on it."""
    if not held:
        text(d, (x, y), "–", 17, True, INK, "mm")
        return
    x -= len(held) * VOTE_W / 2
    for f, n in held:
        block(im, x, y - 9, f, VOTE_W - 2, 18, str(n))
        x += VOTE_W


def _election(
    im: Image.Image, d: ImageDraw.ImageDraw, votes: dict[str, int], y: int, lang: str
) -> None:
    """The three lanes of the election track as bars, 17 red votes marked (the landslide)."""
    left, right = COLUMN + TRACK_LABEL, TABLE_W - 40
    per = (right - left) / 30
    text(d, (COLUMN, y), say(Msg("liberte-draw-election-track"), lang), 15, True, MUTED)
    mark = left + panel.LANDSLIDE * per
    text(d, (mark, y), "17", 15, True, ALARM, "ma")
    y += 20
    for f in "RBW":
        text(d, (COLUMN, y + 10), faction_name(f, lang), 15, True, INK, "lm")
        d.rectangle((left, y + 4, right, y + 16), outline=TRACK_LINE)
        faction_area(im, (left, y + 4, left + min(votes[f], 30) * per, y + 16), f)
        text(d, (right + 6, y + 10), str(votes[f]), 17, True, INK, "lm")
        y += 22
    d.line((mark, y - 68, mark, y - 4), fill=ALARM, width=2)


def _government(
    im: Image.Image, d: Draw, view: dict[str, Any], names: list[str], y: int, lang: str
) -> None:
    """The government and the opposition, then who is present in government (the battle of the
    turn and the count towards the Counter-revolution follow, `_battle`)."""
    gov, opp = view["government"], view["opposition"]
    none = panel.no_government(view, lang)
    x = COLUMN + text(d, (COLUMN, y + 10), say(Msg("liberte-draw-gov-short"), lang), 15, False,
                      MUTED, "lm") + 6  # fmt: skip
    for row, (faction, label) in enumerate(
        ((gov, none), (opp, say(Msg("liberte-draw-none"), lang)))
    ):
        if faction:
            block(im, x, y + 1, faction, 18, 18)
            x += 22
        x += text(d, (x, y + 10), faction_name(faction, lang) if faction else label, 15, True,
                  INK if faction else MUTED, "lm") + 10  # fmt: skip
        if row == 0:
            opp_short = say(Msg("liberte-draw-opp-short"), lang)
            x += text(d, (x, y + 10), opp_short, 15, False, MUTED, "lm") + 6
    y += LINE
    present = " ".join(seat_tag(s) for s in view["presence"])
    in_gov = say(Msg("liberte-draw-in-gov-short", who=present or Msg("liberte-draw-nobody")),
                 lang)  # fmt: skip
    seat_line(im, (COLUMN, y + 10), in_gov, names, 15, ROOM, INK, outline=INK)


def detail(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    """The named map on the left, the whole panel on the right."""
    width = board.FULL.width * 2
    im = Image.new("RGB", (width, BANNER_H + 1200), PAPER)
    d = ImageDraw.Draw(im)
    top = _banner(im, view, names, lang)
    im.paste(board.picture(view, board.FULL, lang), (0, top))
    x = board.FULL.width
    y = panel.election_track(im, d, view["election"], x, top + 10, lang)
    y = panel.turn_track(im, d, view, x, y, lang)
    y = panel.government(im, d, view, names, x, y, lang)
    y = panel.players(im, d, view, names, x, y + 4, lang)
    y = panel.face_up(im, d, view, x, y + 10, lang)
    bottom = max(y, top + board.FULL.height)
    return encode_png(im.crop((0, 0, width, bottom)), palette())
