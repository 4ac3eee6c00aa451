"""What French Revolution 1789's pictures share: the colours, an army as a chip (its camp by
colour *and* shape, its strength), the map of the eight cities, the System boxes, and the
banner."""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from i18n import say
from render.colours import BANNER_TEXT_ON, Distinct, text_on
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    SMALLEST,
    WHITE,
    Box,
    banner,
    banner_blends,
    cached_drawing,
    centred,
    closed_line,
    fit,
    fixed_palette,
    largest,
    seat_marker,
    text,
    text_width,
    wrap,
)

BOARD = (231, 222, 200)
ZONE = (249, 245, 235)
LINE = (150, 138, 116)
CURRENT = (255, 226, 140)
DANGER = (168, 30, 36)

# A camp is a colour and a shape, so it reads without colour vision: the French a blue disc,
# the Coalition a black square, the Royalists a white triangle.
CAMP = {
    "france": ((36, 74, 160), "circle", WHITE),
    "coalition": ((40, 40, 40), "square", WHITE),
    "royalist": ((252, 250, 244), "triangle", INK),
}
# The card states of the details picture: fill, ink, and whether the state's word is bold (each
# tile says its state in words too).
STATUS = {
    "ready": (WHITE, INK, False),
    "spent": ((222, 216, 204), MUTED, True),
    "prison": ((108, 108, 116), WHITE, True),
    "exile": ((196, 214, 236), INK, True),
}
# What render/colours.py measures: the colours that tell things apart with their second signs,
# and each text's ink with its grounds.
_STATES = {state: (fill, "the state's word on the tile") for state, (fill, _, _) in STATUS.items()}
_CITIES = {
    "held by the Coalition or the Royalists": (DANGER, "their army's square or triangle in it"),
    "any other": (INK, "a French disc in it, or no army"),
}
PALETTES = (
    Distinct("camps", {camp: (fill, shape) for camp, (fill, shape, _) in CAMP.items()}),
    Distinct("card states", _STATES, ("detail",)),
    Distinct("a city's edge", _CITIES),
)
TEXT_ON = text_on(
    BANNER_TEXT_ON,
    *({ink: (fill,)} for fill, _, ink in CAMP.values()),
    *({ink: (fill,)} for fill, ink, _ in STATUS.values()),
    {
        INK: (BOARD, ZONE, CURRENT, PAPER, WHITE),
        MUTED: (BOARD, ZONE, PAPER, WHITE),
        WHITE: (INK,),
        HIGHLIGHT: (INK,),
        DANGER: (ZONE, WHITE),
    },
)
ROMAN = ("I", "II", "III", "IV", "V")
CITY_W, CITY_H = 104, 46
FloatBox = tuple[float, float, float, float]


@cache
def palette() -> Image.Image:
    """Every colour the pictures use, and the shades antialiasing makes between them: a fixed
    palette quantizes in a third of the time of one chosen per picture."""
    grounds = [BOARD, ZONE, CURRENT, PAPER, WHITE, *(fill for fill, _, _ in STATUS.values())]
    inks = [INK, MUTED, LINE, DANGER, HIGHLIGHT, WHITE, *SEAT_COLOURS]
    camps = [fill for fill, _, _ in CAMP.values()]
    blends = [(g, i) for g in grounds for i in inks] + [(c, i) for c in camps for i in inks]
    return fixed_palette([*grounds, *inks, *camps], [*blends, *banner_blends()])


@cached_drawing
def army(camp: str, strength: int, leader: bool, r: int = 12) -> Image.Image:
    """One army counter: the camp's shape and colour, its strength inside; a leader has a gold
    ring."""
    k = 4
    size = (2 * r + 2) * k
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    fill, shape, ink = CAMP[camp]
    ring = (*(HIGHLIGHT if leader else INK), 255)
    w = (3 if leader else 1) * k
    if shape == "circle":
        d.ellipse((k, k, size - k, size - k), fill=(*fill, 255), outline=ring, width=w)
    elif shape == "square":
        d.rectangle((2 * k, 2 * k, size - 2 * k, size - 2 * k), fill=(*fill, 255), outline=ring,
                    width=w)  # fmt: skip
    else:
        d.polygon([(size / 2, k), (size - k, size - k), (k, size - k)], fill=(*fill, 255),
                  outline=ring, width=w)  # fmt: skip
    im = big.resize((2 * r + 2, 2 * r + 2), Image.Resampling.LANCZOS)
    dy = 3 if shape == "triangle" else 0
    text(ImageDraw.Draw(im), (r + 1, r + 1 + dy), str(strength), 15, True, ink, "mm")
    return im


def paste_army(im: Image.Image, x: float, y: float, unit: dict[str, Any], r: int = 12) -> None:
    chip = army(unit["camp"], unit["strength"], unit["leader"] is not None, r)
    im.paste(chip, (round(x - chip.width / 2), round(y - chip.height / 2)), chip)


def draw_banner(im: Image.Image, view: dict[str, Any], names: list[str], lang: str) -> int:
    """Turn and phase; who must act and on what; at the end, the winner."""
    system = next(s for s in view["systems"] if s["id"] == view["system"])
    right = say(system["name"], lang)
    if view["finished"]:
        final = view["final"]
        best = max((f["vp"], f["rp"]) for f in final)
        tops = [seat_tag(f["seat"]) for f in final if (f["vp"], f["rp"]) == best]
        line = say(Msg("fr1789-draw-winners", who=tops, n=len(tops)), lang)
    elif closed_line(view, lang):
        line = closed_line(view, lang) or ""
    elif view["waiting"] is not None:
        w = view["waiting"]
        tags = [seat_tag(s) for s in w["seats"]]
        line = say(Msg("fr1789-draw-waiting", who=tags, what=w["what"]), lang)
    else:
        line = ""
    return banner(im, "1789", say(view["chapter"], lang), line, names, right)


def _centres(cities: list[dict[str, Any]], area: Box) -> dict[str, tuple[float, float]]:
    """Each city's centre from its map position, pushed apart until no two boxes overlap."""
    x0, y0, x1, y1 = area
    hw, hh = CITY_W / 2 + 3, CITY_H / 2 + 3
    at = {c["id"]: [x0 + hw + c["pos"][0] / 100 * (x1 - x0 - 2 * hw),
                    y0 + hh + c["pos"][1] / 100 * (y1 - y0 - 2 * hh)] for c in cities}  # fmt: skip
    ids = list(at)
    for _ in range(60):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                pa, pb = at[a], at[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                ox, oy = 2 * hw - abs(dx), 2 * hh - abs(dy)
                if ox <= 0 or oy <= 0:
                    continue
                moved = True
                if ox / (2 * hw) < oy / (2 * hh):
                    s = (ox / 2 + 1) * (1 if dx >= 0 else -1)
                    pa[0] -= s
                    pb[0] += s
                else:
                    s = (oy / 2 + 1) * (1 if dy >= 0 else -1)
                    pa[1] -= s
                    pb[1] += s
        for p in at.values():
            p[0] = min(max(p[0], x0 + hw), x1 - hw)
            p[1] = min(max(p[1], y0 + hh), y1 - hh)
        if not moved:
            break
    return {k: (v[0], v[1]) for k, v in at.items()}


def city_boxes(cities: list[dict[str, Any]], area: Box) -> dict[str, FloatBox]:
    """Each city's box on the map drawn in `area` (its legend at the bottom): where `draw_map`
    draws it, and where a click on the city lands (`render.layout`)."""
    inner = (area[0] + 4, area[1] + 4, area[2] - 4, area[3] - 4 - LEGEND_H)
    return {
        city: (x - CITY_W / 2, y - CITY_H / 2, x + CITY_W / 2, y + CITY_H / 2)
        for city, (x, y) in _centres(cities, inner).items()
    }


def draw_map(im: Image.Image, view: dict[str, Any], area: Box, lang: str) -> None:
    """The eight cities and their links; in each, its army (camp shape, strength) and the
    Support marker of the player who holds it; RP and VP and the foreign flags in small print."""
    d = ImageDraw.Draw(im)
    d.rounded_rectangle(area, 8, fill=ZONE, outline=LINE)
    _legend(im, area[0] + 8, area[3] - LEGEND_H, area[2] - area[0] - 16, lang)
    boxes = city_boxes(view["cities"], area)
    at = {city: ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for city, b in boxes.items()}
    for c in view["cities"]:
        for n in c["adjacent"]:
            if c["id"] < n:
                d.line((*at[c["id"]], *at[n]), fill=LINE, width=3)
    for c in view["cities"]:
        box = boxes[c["id"]]
        held = c["army"][0]["camp"] if c["army"] else None
        edge = DANGER if held in ("coalition", "royalist") else INK
        d.rounded_rectangle(box, 6, fill=WHITE, outline=edge, width=2)
        text(d, (box[0] + 5, box[1] + 12), fit(c["name"], 15, True, CITY_W - 8), 15, True, INK,
             "lm")  # fmt: skip
        for i, unit in enumerate(c["army"][:2]):
            paste_army(im, box[0] + 17 + 26 * i, box[3] - 14, unit, 11)
        if c["support"] is not None:
            seat_marker(im, box[2] - 15, box[3] - 14, c["support"], 10, INK)
        flags = "".join(f[0].upper() for f in c["flags"])
        if flags:
            text(d, (box[2] - 30, box[3] - 14), flags, 15, True, DANGER, "rm")


def draw_systems(
    im: Image.Image, view: dict[str, Any], area: Box, lang: str, cols: int = 2
) -> None:
    """The six System boxes by their names in the match's language (as every text says them),
    the current one in gold with a thick border, each with its votes this turn in a dark badge."""
    d = ImageDraw.Draw(im)
    boxes = system_boxes(view["systems"], area, cols)
    for s in view["systems"]:
        box = boxes[s["id"]]
        w = box[2] - box[0]
        now = s["id"] == view["system"]
        d.rounded_rectangle(box, 6, fill=CURRENT if now else ZONE, outline=INK if now else LINE,
                            width=3 if now else 1)  # fmt: skip
        votes = s["votes"]
        badge = text_width(str(votes), 15, True) + 12 if votes else 0
        if votes:
            bx = box[2] - 5 - badge
            d.rounded_rectangle((bx, box[1] + 5, box[2] - 5, box[3] - 5), 5, fill=INK)
            centred(d, (bx, box[1] + 5, box[2] - 5, box[3] - 5), str(votes), 15, True, WHITE)
        room = w - 12 - (badge + 4 if votes else 0)
        lines = wrap(say(s["name"], lang), 15, False, room)  # whole, on two lines if need be
        lines = lines if len(lines) <= 2 else [lines[0], fit(" ".join(lines[1:]), 15, False, room)]
        middle, step = (box[1] + box[3]) / 2, SYSTEM_LINE
        for i, line in enumerate(lines):
            y = middle + (i - (len(lines) - 1) / 2) * step
            text(d, (box[0] + 6, y), line, 15, False, INK, "lm")


SYSTEM_LINE = 16  # between the two lines of a System box's long name


def system_boxes(systems: list[dict[str, Any]], area: Box, cols: int = 2) -> dict[str, FloatBox]:
    """Each System box in `area`, `cols` a row: where `draw_systems` draws it, and where a click
    on it lands (`render.layout`)."""
    x0, y0, x1, y1 = area
    rows = -(-len(systems) // cols)
    w, h = (x1 - x0 - 4 * (cols - 1)) / cols, (y1 - y0 - 4 * (rows - 1)) / rows
    out = {}
    for i, s in enumerate(systems):
        r, c = divmod(i, cols)
        left, top = x0 + c * (w + 4), y0 + r * (h + 4)
        out[s["id"]] = (left, top, left + w, top + h)
    return out


LEGEND_H = 98
LEGEND_SIZES = (SMALLEST + 2, SMALLEST + 1, SMALLEST)  # read at Discord's 550 px: the largest
LEGEND_KEYS = ("fr1789-draw-legend-army", "fr1789-draw-legend-flags",
               "fr1789-draw-legend-points", "fr1789-draw-legend-vp")  # fmt: skip


def _legend(im: Image.Image, x0: float, y: float, room: float, lang: str) -> None:
    """What the map's marks mean: the army chips by camp, their number, the flag letters."""
    d = ImageDraw.Draw(im)
    lines = [say(Msg(key), lang) for key in LEGEND_KEYS]
    size = min(largest(line, LEGEND_SIZES, False, room) for line in lines)  # one size for all
    x = x0
    for camp in CAMP:
        paste_army(im, x + 9, y + 9, {"camp": camp, "strength": 2, "leader": None}, 8)
        word = say(Msg("fr1789-draw-camp", camp=camp), lang)
        x += 22 + text(d, (x + 21, y + 9), word, size, False, INK, "lm") + 8
    for i, line in enumerate(lines):
        text(d, (x0, y + 30 + 19 * i), fit(line, size, False, room), size, False, INK, "lm")


def draw_turns(d: ImageDraw.ImageDraw, view: dict[str, Any], x: float, y: float,
               step: float = 30) -> float:  # fmt: skip
    """The turn track, the current turn in gold. Returns where it ends."""
    for i, roman in enumerate(ROMAN):
        box = (x + i * step, y, x + i * step + step - 3, y + 24)
        now = i + 1 == view["turn"]
        d.rectangle(box, fill=CURRENT if now else ZONE, outline=INK if now else LINE)
        centred(d, box, roman, 15, now, INK if now else MUTED)
    return x + len(ROMAN) * step
