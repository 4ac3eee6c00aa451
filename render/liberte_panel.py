"""The sections under Liberté's map, each the full width of the table: the election track; the
turn track with its battles, the government, the presence in government and the Battle Box; one
row per player; the face-up cards and the supply. Each section draws from `y` and returns where
the next one starts."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.liberte.data import DATA
from render.common import HIGHLIGHT, INK, MUTED, SEAT_COLOURS, fit, font
from render.liberte_cards import CHIP_H, chip
from render.liberte_style import (
    ALARM,
    CARD_FACE,
    FACTION_FILL,
    FACTION_INK,
    FACTION_NAME,
    FLEUR,
    LANDSLIDE_CELL,
    ROW_ACTIVE,
    TRACK_LINE,
    block,
    token,
)

M = 12  # the margin
RIGHT = 720 - M
TEXT, BOLD, HEAD = font(15), font(15, True), font(16, True)
Draw = ImageDraw.ImageDraw
POINT_UNITS = {"VP": "VP", "Red Points": "Red pts", "White Points": "White pts"}


def _heading(d: Draw, y: int, title: str) -> None:
    d.line((M, y - 5, RIGHT, y - 5), fill=MUTED)
    d.text((M, y), title, font=HEAD, fill=INK)


# ---- the election track -----------------------------------------------------------------------
LANE, CELL, TRACK_X = 27, 18, 166
LANDSLIDE = 17


def election_track(d: Draw, votes: dict[str, int], y: int) -> int:
    """Three lanes, one marker each, numbered above; 17 red votes is the Radical landslide."""
    _heading(d, y, "ELECTION TRACK")
    for v in (0, 5, 10, 15, LANDSLIDE, 20, 25):
        d.text((TRACK_X + v * CELL + CELL / 2, y + 3), str(v), font=font(14, v == LANDSLIDE),
               fill=ALARM if v == LANDSLIDE else MUTED, anchor="mt")  # fmt: skip
    top = y + 24
    for i, f in enumerate("RBW"):
        ly = top + i * LANE
        d.text((M, ly + 10), FACTION_NAME[f], font=BOLD, fill=INK, anchor="lm")
        for v in range(30):
            x = TRACK_X + v * CELL
            d.rectangle((x, ly, x + CELL - 1, ly + 20), outline=TRACK_LINE,
                        fill=LANDSLIDE_CELL if v == LANDSLIDE and f == "R" else None)  # fmt: skip
        x = TRACK_X + min(votes[f], 29) * CELL + CELL / 2  # wider than a space, so it reads
        d.rectangle((x - 15, ly - 2, x + 15, ly + 22), fill=FACTION_FILL[f], outline=INK, width=2)
        d.text((x, ly + 10), str(votes[f]), font=font(17, True), fill=FACTION_INK[f], anchor="mm")
    return top + 3 * LANE + 6


# ---- the turn, the government and the battle --------------------------------------------------
def turn_track(im: Image.Image, d: Draw, view: dict[str, Any], y: int) -> int:
    """The four turns with their battles, the current one lit; a Lost Battle carries a white
    block, and the blocks waiting for turn 2 stand beside its space."""
    x = M
    for turn in range(1, view["turns"] + 1):
        fight = DATA.battles.get(turn)
        text = f"{turn} " + (f"{fight.name} {fight.vp} VP" if fight else "no battle")
        waiting = turn == 2 and view["turn_track"]  # "underneath the 2-space of the Turn Track"
        lost = turn in view["lost_battles"]
        w = BOLD.getlength(text) + 14 + (52 if waiting else 0) + (22 if lost else 0)
        now = turn == view["turn"]
        d.rounded_rectangle((x, y, x + w, y + 28), 5, fill=HIGHLIGHT if now else CARD_FACE,
                            outline=INK, width=3 if now else 1)  # fmt: skip
        d.text((x + 7, y + 14), text, font=BOLD, fill=INK, anchor="lm")
        if lost:  # "place a white Faction Block over the Battle"
            block(im, x + w - 21, y + 6, "W", 15, 16)
        if waiting:
            for i, f in enumerate("RBW"):
                block(im, x + w - 52 + i * 16, y + 6, f, 15, 16)
        x += w + 8
    return y + 38


def _tokens(im: Image.Image, d: Draw, x: float, y: int, seats: list[tuple[int, str]],
            initials: list[str], empty: str) -> None:  # fmt: skip
    """Tokens in a row, each followed by its text (a count), or what to say if none."""
    if not seats:
        d.text((x, y), empty, font=TEXT, fill=MUTED, anchor="lm")
    for s, text in seats:
        token(im, x + 11, y, s, initials[s])
        d.text((x + 25, y), text, font=BOLD, fill=INK, anchor="lm")
        x += 30 + BOLD.getlength(text) + (6 if text else 0)


def government(im: Image.Image, d: Draw, view: dict[str, Any], initials: list[str], y: int) -> int:
    """Left: the government, the opposition and who is present in government. Right: the
    Battle Box and the Royalists' count towards the Counter-revolution."""
    gov, opp = view["government"], view["opposition"]
    none = {"election": "being elected", "over": "none formed"}.get(view["phase"], "none yet")
    for row, (label, faction, empty) in enumerate(
        (("Government", gov, none), ("Opposition", opp, "none"))
    ):
        ly = y + 11 + row * 25
        d.text((M, ly), f"{label}:", font=TEXT, fill=INK, anchor="lm")
        x = M + TEXT.getlength(f"{label}: ") + 2
        if faction:
            block(im, x, ly - 8, faction)
            x += 22
        d.text((x, ly), FACTION_NAME[faction] if faction else empty, font=BOLD,
               fill=INK if faction else MUTED, anchor="lm")  # fmt: skip
    ly = y + 61
    d.text((M, ly), "In government:", font=TEXT, fill=INK, anchor="lm")
    present = [(s, "") for s in view["presence"]]
    _tokens(im, d, M + TEXT.getlength("In government: ") + 2, ly, present, initials, "nobody")

    col = 372
    fight = view["battle"]
    title = f"Battle Box: {fight['name']} {fight['vp']} VP" if fight else "Battle Box: no battle"
    d.text((col, y + 12), title, font=BOLD, fill=INK, anchor="lm")
    box = [(s, f"×{p['battle']}") for s, p in enumerate(view["players"]) if p["battle"]]
    _tokens(im, d, col, y + 36, box, initials, "empty")
    cr, lost = view["counter_revolution"], view["lost_battles"]
    text = f"⚜ Counter-revolution {cr}/7"
    if lost:  # they count towards the seven
        text += f" · {len(lost)} Lost Battle{'s' if len(lost) > 1 else ''}"
    elif view["turn"] < 3:
        text += " (turns 3-4)"
    d.text((col, y + 61), text, font=BOLD, fill=FLEUR if cr < 5 else ALARM, anchor="lm")
    return y + 82


# ---- the players ------------------------------------------------------------------------------
NAME_W, CHIPS_X, CHIP_GAP, BAR = 206, 250, 5, 36
NAME = font(17, True)


def standings(view: dict[str, Any]) -> tuple[list[int], dict[int, int], str, list[int]]:
    """The rows of the player panel: in player order with their VP while the game runs; at the
    end, winners first, then by the points of the ending (VP, Red or White Points)."""
    result = view.get("outcome")
    if result is None:
        return view["order"], {s: p["vp"] for s, p in enumerate(view["players"])}, "VP", []
    winners = result["winners"]
    scores = {int(s): v for s, v in result["scores"].items()}
    order = sorted(view["order"], key=lambda s: (s not in winners, -scores[s]))
    return order, scores, POINT_UNITS[result["points"]], winners


def _chip_rows(keys: list[str]) -> list[list[tuple[int, Image.Image]]]:
    """The display's chips wrapped into lines as wide as the space beside the name."""
    rows: list[list[tuple[int, Image.Image]]] = [[]]
    x = CHIPS_X
    for key in keys:
        c = chip(key)
        if rows[-1] and x + c.width > RIGHT:
            rows.append([])
            x = CHIPS_X
        rows[-1].append((x, c))
        x += c.width + CHIP_GAP
    return rows


def players(
    im: Image.Image,
    d: Draw,
    view: dict[str, Any],
    names: list[str],
    initials: list[str],
    y: int,
) -> int:
    """One row per player in player order (at the end, by final score): who they are and where
    they stand on the left, their display as chips on the right."""
    order, scores, unit, winners = standings(view)
    top = max(1, *scores.values())
    for s in order:
        p = view["players"][s]
        rows = _chip_rows(p["display"])
        height = max(74 if any(p["held"].values()) else 54, len(rows) * (CHIP_H + 4) + 6)
        if s in view["active"] or s in winners:
            d.rectangle((M - 6, y - 2, RIGHT + 6, y + height - 4), fill=ROW_ACTIVE,
                        outline=HIGHLIGHT, width=3)  # fmt: skip
        token(im, M + 12, y + 14, s, initials[s], 12)
        room = NAME_W if p["display"] else RIGHT - M - 30  # an empty display leaves the line
        d.text((M + 30, y + 14), fit(names[s], NAME, room), font=NAME, fill=INK, anchor="lm")
        _standing(d, p, s, (scores[s], top, unit), s in winners, y + 38)
        if not p["display"]:
            d.text((CHIPS_X, y + 38), "display empty", font=TEXT, fill=MUTED, anchor="lm")
        for i, row in enumerate(rows):
            for x, c in row:
                im.paste(c, (x, y + 1 + i * (CHIP_H + 4)))
        y += height
    return y


def _standing(
    d: Draw, p: dict[str, Any], seat: int, score: tuple[int, int, str], winner: bool, y: int
) -> None:
    """VP (at the end, the points of the ending) with a bar for the VP track, scaled to the
    leader; the hand size, or WINNER; on a line of their own, votes held."""
    points, top, unit = score
    text = f"{points} {unit}"
    d.text((M, y), text, font=HEAD, fill=INK, anchor="lm")
    left = M + 6 + HEAD.getlength(text)
    d.rectangle((left, y - 5, left + BAR * points / top, y + 5), fill=SEAT_COLOURS[seat % 6])
    x = max(M + 140, left + BAR + 10)
    if winner:
        d.text((x, y), "WINNER", font=BOLD, fill=ALARM, anchor="lm")
    else:
        d.text((x, y), f"hand {p['hand_size']}", font=TEXT, fill=INK, anchor="lm")
    held = [f"{n}{f}" for f, n in p["held"].items() if n]
    if held:
        d.text((M, y + 22), "votes held: " + " ".join(held), font=BOLD, fill=INK, anchor="lm")


# ---- the face-up cards and the supply ---------------------------------------------------------
def face_up(im: Image.Image, d: Draw, view: dict[str, Any], y: int) -> int:
    """The face-up row as chips, the deck and discards, and the blocks left in the supply."""
    _heading(d, y, "FACE-UP CARDS")
    d.text((M + HEAD.getlength("FACE-UP CARDS") + 14, y + 9),
           f"deck {view['deck_size']} · discards {view['discard_size']}", font=TEXT, fill=MUTED,
           anchor="lm")  # fmt: skip
    x = RIGHT
    for f in "WBR":
        x -= BOLD.getlength(str(view["supply"][f])) + 4
        d.text((x, y + 9), str(view["supply"][f]), font=BOLD, fill=INK, anchor="lm")
        x -= 18
        block(im, x, y + 1, f)
        x -= 10
    d.text((x, y + 9), "Supply", font=HEAD, fill=INK, anchor="rm")
    x = M
    for key in view["face_up"]:
        c = chip(key)
        im.paste(c, (x, y + 26))
        x += c.width + 8
    return y + 26 + CHIP_H + 8
