"""The sections of Liberté's details, beside the named map, each 720 px wide from `x`: the
election track; the turn track with its battles, the government, the presence in government and
the Battle Box; one row per player with their display as chips; the face-up cards and the
supply. Each section draws from `y` and returns where the next one starts."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from games.liberte import endings
from games.liberte.data import DATA, Faction
from i18n import say
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    awaited_seats,
    seat_colour,
    seat_line,
    text,
    text_width,
)
from render.liberte.cards import CHIP_H, chip
from render.liberte.style import (
    ALARM,
    CARD_FACE,
    FACTION_INK,
    FLEUR,
    LANDSLIDE_CELL,
    ROW_ACTIVE,
    TRACK_LINE,
    block,
    faction_area,
    faction_name,
)

M = 12  # the margin
WIDTH = 720
Draw = ImageDraw.ImageDraw


def _heading(d: Draw, x: int, y: int, title: Msg, lang: str) -> float:
    d.line((x + M, y - 5, x + WIDTH - M, y - 5), fill=MUTED)
    return text(d, (x + M, y), say(title, lang), 16, True)


def battle_label(fight: dict[str, Any] | None) -> Msg:
    """ "Valmy 4 VP", or that this turn has no battle."""
    if fight is None:
        return Msg("liberte-draw-no-battle")
    return Msg("liberte-draw-battle", battle=fight["name"], vp=fight["vp"])


def no_government(view: dict[str, Any], lang: str) -> str:
    """What stands where no faction governs yet: being elected, none formed, none yet."""
    when = {"election": "electing", "over": "over"}.get(view["phase"], "yet")
    return say(Msg("liberte-draw-no-government", when=when), lang)


# ---- the election track -----------------------------------------------------------------------
LANE, CELL, TRACK_X = 27, 17, 188
LANDSLIDE = 17


def election_track(
    im: Image.Image, d: Draw, votes: dict[str, int], x0: int, y: int, lang: str
) -> int:
    """Three lanes, one marker each, numbered above; 17 red votes is the Radical landslide."""
    _heading(d, x0, y, Msg("liberte-draw-election-heading"), lang)
    for v in (0, 5, 10, 15, LANDSLIDE, 20, 25):
        text(d, (x0 + TRACK_X + v * CELL + CELL / 2, y + 3), str(v), 15, v == LANDSLIDE,
             ALARM if v == LANDSLIDE else MUTED, "mt")  # fmt: skip
    top = y + 24
    for i, f in enumerate("RBW"):
        ly = top + i * LANE
        text(d, (x0 + M, ly + 10), faction_name(f, lang), 15, True, INK, "lm")
        for v in range(30):
            x = x0 + TRACK_X + v * CELL
            d.rectangle((x, ly, x + CELL - 1, ly + 20), outline=TRACK_LINE,
                        fill=LANDSLIDE_CELL if v == LANDSLIDE and f == "R" else None)  # fmt: skip
        mark = x0 + TRACK_X + min(votes[f], 29) * CELL + CELL / 2  # wider than a space, so it reads
        faction_area(im, (mark - 15, ly - 2, mark + 15, ly + 22), f)
        d.rectangle((mark - 15, ly - 2, mark + 15, ly + 22), outline=INK, width=2)
        text(d, (mark, ly + 10), str(votes[f]), 17, True, FACTION_INK[f], "mm")
    return top + 3 * LANE + 6


# ---- the turn, the government and the battle --------------------------------------------------
def turn_track(im: Image.Image, d: Draw, view: dict[str, Any], x0: int, y: int, lang: str) -> int:
    """The four turns with their battles, the current one lit; a Lost Battle carries a white
    block, and the blocks waiting for turn 2 stand beside its space."""
    x: float = x0 + M
    for turn in range(1, view["turns"] + 1):
        fight = DATA.battles.get(turn)
        shown = None if fight is None else {"name": fight.name, "vp": fight.vp}
        label = f"{turn} " + say(battle_label(shown), lang)
        waiting = turn == 2 and view["turn_track"]  # "underneath the 2-space of the Turn Track"
        lost = turn in view["lost_battles"]
        w = text_width(label, 15, True) + 14 + (52 if waiting else 0) + (22 if lost else 0)
        now = turn == view["turn"]
        d.rounded_rectangle((x, y, x + w, y + 28), 5, fill=HIGHLIGHT if now else CARD_FACE,
                            outline=INK, width=3 if now else 1)  # fmt: skip
        text(d, (x + 7, y + 14), label, 15, True, INK, "lm")
        if lost:  # "place a white Faction Block over the Battle"
            block(im, x + w - 21, y + 6, "W", 15, 16)
        if waiting:
            for i, f in enumerate("RBW"):
                block(im, x + w - 52 + i * 16, y + 6, f, 15, 16)
        x += w + 8
    return y + 38


def government(
    im: Image.Image, d: Draw, view: dict[str, Any], names: list[str], x0: int, y: int, lang: str
) -> int:
    """Left: the government, the opposition and who is present in government. Right: the
    Battle Box and the Royalists' count towards the Counter-revolution."""
    gov, opp = view["government"], view["opposition"]
    rows = (
        (Msg("liberte-draw-government"), gov, no_government(view, lang)),
        (Msg("liberte-draw-opposition"), opp, say(Msg("liberte-draw-none"), lang)),
    )
    for row, (label, faction, empty) in enumerate(rows):
        ly = y + 11 + row * 25
        x = x0 + M + text(d, (x0 + M, ly), say(label, lang), 15, False, INK, "lm") + 6
        if faction:
            block(im, x, ly - 8, faction)
            x += 22
        text(d, (x, ly), faction_name(faction, lang) if faction else empty, 15, True,
             INK if faction else MUTED, "lm")  # fmt: skip
    present = " ".join(seat_tag(s) for s in view["presence"])
    in_gov = say(Msg("liberte-draw-in-gov", who=present or Msg("liberte-draw-nobody")), lang)
    seat_line(im, (x0 + M, y + 61), in_gov, names, 15, 340, INK, False, INK)

    col = x0 + 372
    title = Msg("liberte-draw-battle-box", battle=battle_label(view["battle"]))
    text(d, (col, y + 12), say(title, lang), 15, True, INK, "lm")
    box = " ".join(f"{seat_tag(s)} ×{p['battle']}" for s, p in enumerate(view["players"])
                   if p["battle"])  # fmt: skip
    shown = box or say(Msg("liberte-draw-box-empty"), lang)
    seat_line(im, (col, y + 36), shown, names, 15, 330, INK if box else MUTED,
              outline=INK)  # fmt: skip
    cr, lost = view["counter_revolution"], view["lost_battles"]
    when = "lost" if lost else "early" if view["turn"] < 3 else "now"
    label = Msg("liberte-draw-counter", n=cr, when=when, lost=len(lost))
    text(d, (col, y + 61), say(label, lang), 15, True, FLEUR if cr < 5 else ALARM, "lm")
    return y + 82


# ---- the players ------------------------------------------------------------------------------
NAME_W, CHIPS_X, CHIP_GAP, BAR = 206, 250, 5, 36


def standings(view: dict[str, Any]) -> tuple[list[int], dict[int, int], str, list[int]]:
    """The rows of the player panel: in player order with their VP while the game runs; at the
    end, winners first, then by the points of the ending (VP, Red or White Points). The unit
    is the ending whose points are counted ("turns": VP)."""
    result = view.get("outcome")
    if result is None:
        return view["order"], {s: p["vp"] for s, p in enumerate(view["players"])}, "turns", []
    winners = result["winners"]
    scores = {int(s): v for s, v in result["scores"].items()}
    order = sorted(view["order"], key=lambda s: (s not in winners, -scores[s]))
    return order, scores, result["points"], winners


def _chip_rows(keys: list[str], x0: int, lang: str) -> list[list[tuple[int, Image.Image]]]:
    """The display's chips wrapped into lines as wide as the space beside the name."""
    rows: list[list[tuple[int, Image.Image]]] = [[]]
    x = x0 + CHIPS_X
    for key in keys:
        c = chip(key, lang)
        if rows[-1] and x + c.width > x0 + WIDTH - M:
            rows.append([])
            x = x0 + CHIPS_X
        rows[-1].append((x, c))
        x += c.width + CHIP_GAP
    return rows


def players(
    im: Image.Image, d: Draw, view: dict[str, Any], names: list[str], x0: int, y: int, lang: str
) -> int:
    """One row per player in player order (at the end, by final score): who they are and where
    they stand on the left, their display as chips on the right."""
    order, scores, unit, winners = standings(view)
    top = max(1, *scores.values())
    for s in order:
        p = view["players"][s]
        rows = _chip_rows(p["display"], x0, lang)
        height = max(74 if any(p["held"].values()) else 54, len(rows) * (CHIP_H + 4) + 6)
        if s in awaited_seats(view) or s in winners:
            d.rectangle((x0 + M - 6, y - 2, x0 + WIDTH - M + 6, y + height - 4), fill=ROW_ACTIVE,
                        outline=HIGHLIGHT, width=3)  # fmt: skip
        room = NAME_W if p["display"] else WIDTH - 2 * M  # an empty display leaves the line
        seat_line(im, (x0 + M, y + 14), seat_tag(s), names, 17, room, INK, outline=INK)
        _standing(d, x0, p, s, (scores[s], top, unit), s in winners, y + 38, lang)
        if not p["display"]:
            empty = say(Msg("liberte-draw-display-empty"), lang)
            text(d, (x0 + CHIPS_X, y + 38), empty, 15, False, MUTED, "lm")
        for i, row in enumerate(rows):
            for x, c in row:
                im.paste(c, (x, y + 1 + i * (CHIP_H + 4)))
        y += height
    return y


def _standing(
    d: Draw, x0: int, p: dict[str, Any], seat: int, score: tuple[int, int, str], winner: bool,
    y: int, lang: str,
) -> None:  # fmt: skip
    """VP (at the end, the points of the ending) with a bar for the VP track, scaled to the
    leader; the hand size, or WINNER; on a line of their own, votes held."""
    points, top, unit = score
    said = say(endings.points(unit, points), lang)
    left = x0 + M + 6 + text(d, (x0 + M, y), said, 16, True, INK, "lm")
    d.rectangle((left, y - 5, left + BAR * points / top, y + 5), fill=seat_colour(seat))
    x = max(x0 + M + 140, left + BAR + 10)
    if winner:
        text(d, (x, y), say(Msg("liberte-draw-winner"), lang), 15, True, ALARM, "lm")
    else:
        hand = say(Msg("liberte-draw-hand-size", n=p["hand_size"]), lang)
        text(d, (x, y), hand, 15, False, INK, "lm")
    held = [
        Msg("liberte-draw-votes-count", n=n, colour=Faction(f).colour("f" if n == 1 else "fp"))
        for f, n in p["held"].items()
        if n
    ]
    if held:
        votes = say(Msg("liberte-draw-votes-held", votes=held), lang)
        text(d, (x0 + M, y + 22), votes, 15, True, INK, "lm")


# ---- the face-up cards and the supply ---------------------------------------------------------
def face_up(im: Image.Image, d: Draw, view: dict[str, Any], x0: int, y: int, lang: str) -> int:
    """The face-up row as chips, the deck and discards, and the blocks left in the supply."""
    w = _heading(d, x0, y, Msg("liberte-draw-face-up-heading"), lang)
    piles = Msg("liberte-draw-piles", deck=view["deck_size"], discards=view["discard_size"])
    text(d, (x0 + M + w + 14, y + 9), say(piles, lang), 15, False, MUTED, "lm")
    x: float = x0 + WIDTH - M
    for f in "WBR":
        x -= text_width(str(view["supply"][f]), 15, True) + 4
        text(d, (x, y + 9), str(view["supply"][f]), 15, True, INK, "lm")
        x -= 18
        block(im, x, y + 1, f)
        x -= 10
    text(d, (x, y + 9), say(Msg("liberte-draw-supply"), lang), 16, True, INK, "rm")
    x = x0 + M
    for key in view["face_up"]:
        c = chip(key, lang)
        if x + c.width > x0 + WIDTH - M:
            y += CHIP_H + 6
            x = x0 + M
        im.paste(c, (x, y + 26))
        x += c.width + 8
    return y + 26 + CHIP_H + 8
