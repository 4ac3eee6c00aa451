"""Liberté's table and hands, drawn from views only.

The board is a map of France cut into the 27 provinces around the places given in `board.json`
(a Voronoi map, drawn once and cached). Regions differ by colour *and* by a thick outline and a
name; factions by colour *and* a letter on their blocks (R red, B blue, W white); players by a
token colour *and* their initial. The player to act is named in the header, so the table reads at
Discord's preview width.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter

from games.core import name_seats
from games.liberte.data import DATA, Card
from games.liberte.specials import EFFECTS, PREREQUISITES
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    SEAT_COLOURS,
    WHITE,
    centred,
    encode_png,
    fit,
    fixed_palette,
    font,
    wrap,
)
from render.liberte_map import FRANCE, Box, Frame, Point, cells, free_spot, label_point

WIDTH, HEIGHT = 1180, 800
HEADER = 54
MAP_W = 700  # the map's column; the side panel takes the rest
PANEL_X = MAP_W + 8
SEA = (196, 214, 226)
FACTION_FILL = {"R": (205, 38, 44), "B": (32, 84, 190), "W": (252, 252, 250)}
FACTION_INK = {"R": WHITE, "B": WHITE, "W": INK}
FACTION_NAME = {"R": "Radicals", "B": "Moderates", "W": "Royalists"}
GOLD = (222, 170, 30)
CLUB_BG = (214, 206, 188)
SPECIAL_BG = (58, 52, 64)

MAP_FRAME = Frame(6, HEADER + 2, MAP_W - 12)


def _draw_map(im: Image.Image, frame: Frame, fills: dict[str, tuple[int, int, int]]) -> None:
    """Provinces filled by region, thin borders between provinces, thick ones between regions."""
    d = ImageDraw.Draw(im)
    mask = Image.new("L", im.size, 0)
    md = ImageDraw.Draw(mask)
    for n, poly in cells().items():
        region = DATA.provinces[n].region
        pts = [frame(p) for p in poly]
        d.polygon(pts, fill=fills[region], outline=BORDER)
        md.polygon(pts, fill=1 + list(DATA.regions).index(region) * 40)
    edges = mask.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v else 0)
    thick = max(3, round(frame.k * 0.7))
    edges = edges.filter(ImageFilter.MaxFilter(thick if thick % 2 else thick + 1))
    im.paste(INK, (0, 0), edges)


def _pale(colour: tuple[int, int, int], amount: float = 0.45) -> tuple[int, int, int]:
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


NUMBER_SIZE, NAME_SIZE = 22, 12


def _labels(n: int) -> list[tuple[Point, str, Any, tuple[int, int, int]]]:
    """A province's number, name, Fleur-de-lis and VP mark, each centred on its place."""
    province = DATA.provinces[n]
    x, y = MAP_FRAME(label_point(n))
    size = NAME_SIZE if font(NAME_SIZE, True).getlength(province.name) <= 104 else NAME_SIZE - 1
    name = font(size, True)
    out = [
        ((x, y - 34), str(n), font(NUMBER_SIZE, True), INK),
        ((x, y - 17), fit(province.name, name, 124), name, INK),
    ]
    if province.fleur_de_lis:
        out.append(((x - 27, y - 34), "⚜", font(19, True), FLEUR))
    if province.vp:
        out.append(((x + 30, y - 34), f"★{province.vp}", font(16, True), VP_MARK))
    return out


def _label_box(n: int) -> Box:
    boxes = [fnt.getbbox(text, anchor="mm") for _, text, fnt, _ in _labels(n)]
    places = [xy for xy, *_ in _labels(n)]
    return (
        min(x + b[0] for (x, _), b in zip(places, boxes, strict=True)) - 2,
        min(y + b[1] for (_, y), b in zip(places, boxes, strict=True)) - 2,
        max(x + b[2] for (x, _), b in zip(places, boxes, strict=True)) + 2,
        max(y + b[3] for (_, y), b in zip(places, boxes, strict=True)) + 2,
    )


@lru_cache(maxsize=1)
def _base() -> Image.Image:
    """The static board: sea, provinces by region, numbers, names, Fleur-de-lis and VP marks."""
    im = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    d = ImageDraw.Draw(im)
    d.rectangle((0, HEADER, MAP_W, HEIGHT - 46), fill=SEA)
    _draw_map(im, MAP_FRAME, {c: _pale(r.colour) for c, r in DATA.regions.items()})
    for n in DATA.provinces:
        for xy, text, fnt, ink in _labels(n):
            d.text(xy, text, font=fnt, fill=ink, anchor="mm")
    # The regions, by colour and name, where the sea is.
    x, y = 12, HEIGHT - 200
    d.text((x, y), "Regions", font=font(13, True), fill=INK)
    for i, region in enumerate(DATA.regions.values()):
        top = y + 20 + i * 19
        d.rectangle((x, top, x + 22, top + 14), fill=_pale(region.colour), outline=INK, width=2)
        d.text((x + 28, top + 7), region.name, font=font(12, True), fill=INK, anchor="lm")
    _legend(d)
    return im


def _legend(d: ImageDraw.ImageDraw) -> None:
    y = HEIGHT - 66
    d.text((10, y), "⚜ Fleur-de-lis  ★ VP  stack: R B W blocks, owner's token on top",
           font=font(12), fill=INK)  # fmt: skip


# ---- pieces ---------------------------------------------------------------------------------
def _initials(names: list[str]) -> list[str]:
    """Each player's initial; a number where two share one."""
    firsts = [n.strip()[:1].upper() or "?" for n in names]
    return [f if firsts.count(f) == 1 else str(i + 1) for i, f in enumerate(firsts)]


@lru_cache(maxsize=128)
def _token_sprite(seat: int, initial: str, r: int) -> Image.Image:
    im = Image.new("RGBA", (2 * r + 1, 2 * r + 1), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.ellipse((0, 0, 2 * r, 2 * r), fill=SEAT_COLOURS[seat % 6], outline=INK, width=1)
    d.text((r, r + 1), initial, font=font(r + 3, True), fill=WHITE, anchor="mm")
    return im


def _token(im: Image.Image, x: float, y: float, seat: int, initial: str, r: int = 9) -> None:
    """A player's Control Token: their colour and initial, centred on (x, y)."""
    sprite = _token_sprite(seat, initial, r)
    im.paste(sprite, (round(x - r), round(y - r)), sprite)


@lru_cache(maxsize=64)
def _block_sprite(faction: str, w: int, h: int) -> Image.Image:
    im = Image.new("RGB", (w + 1, h + 1), FACTION_FILL[faction])
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w, h), outline=INK)
    d.text((w / 2 + 0.5, h / 2 + 1), faction, font=font(h - 2, True), fill=FACTION_INK[faction],
           anchor="mm")  # fmt: skip
    return im


def _block(im: Image.Image, x: float, y: float, faction: str, w: int = 18, h: int = 11) -> None:
    """A faction block: its colour and its letter (R, B, W)."""
    im.paste(_block_sprite(faction, w, h), (round(x), round(y)))


STACK_STEP, STACK_BOTTOM = 22, 38  # stacks side by side, by default under the province's label
BLOCK_W, BLOCK_H, TOKEN_R = 18, 11, 7


@lru_cache(maxsize=1)
def _label_boxes() -> list[Box]:
    return [_label_box(n) for n in DATA.provinces]


@lru_cache(maxsize=512)
def _stack_spot(n: int, count: int, height: int) -> Point:
    """Where `count` stacks up to `height` blocks high stand in province `n` (their bottom
    centre): under its label where they fit, else the nearest place inside the province that
    covers no province's label."""
    x, y = MAP_FRAME(label_point(n))
    poly = [MAP_FRAME(p) for p in cells()[n]]
    size = (count * STACK_STEP, height * BLOCK_H + 2 * TOKEN_R + 2)
    return free_spot(poly, size, (x, y + STACK_BOTTOM), _label_boxes())


def _stacks(im: Image.Image, view: dict[str, Any], initials: list[str]) -> None:
    for i, stacks in enumerate(view["board"]):
        if not stacks:
            continue
        x, bottom = _stack_spot(i + 1, len(stacks), max(s["height"] for s in stacks))
        x0 = x - STACK_STEP * len(stacks) / 2 + 2
        for s in stacks:
            for level in range(s["height"]):
                _block(im, x0, bottom - BLOCK_H * (level + 1), s["faction"], BLOCK_W, BLOCK_H)
            top = bottom - BLOCK_H * s["height"]
            _token(im, x0 + BLOCK_W / 2, top - TOKEN_R, s["owner"], initials[s["owner"]], TOKEN_R)
            x0 += STACK_STEP


def _cannon(d: ImageDraw.ImageDraw, x: float, y: float, size: int, colour=INK) -> None:
    """A field gun: barrel and wheel."""
    s = size / 16
    d.polygon([(x + 1 * s, y + 9 * s), (x + 14 * s, y + 3 * s), (x + 15 * s, y + 6 * s),
               (x + 3 * s, y + 12 * s)], fill=colour)  # fmt: skip
    d.ellipse((x + 2 * s, y + 8 * s, x + 9 * s, y + 15 * s), outline=colour, width=max(1, round(s)))


def _cap(d: ImageDraw.ImageDraw, x: float, y: float, size: int) -> None:
    """A Phrygian cap, the Sans-Culottes' bonnet rouge."""
    s = size / 16
    d.polygon([(x + 2 * s, y + 14 * s), (x + 3 * s, y + 6 * s), (x + 8 * s, y + 1 * s),
               (x + 14 * s, y + 3 * s), (x + 11 * s, y + 6 * s), (x + 14 * s, y + 14 * s)],
              fill=CAP, outline=INK)  # fmt: skip


def _symbols(d: ImageDraw.ImageDraw, c: Card, x: float, y: float, size: int) -> float:
    """Cannon, Sans-Culottes and General marks from (x, y); returns the x after them."""
    if c.cannon:
        _cannon(d, x, y, size)
        x += size + 2
    if c.sans_culottes:
        _cap(d, x, y, size)
        x += size + 2
    if c.general:
        d.text((x, y - 1), "⚔", font=font(size, True), fill=INK)
        x += size + 2
    return x


@lru_cache(maxsize=8)
def _region_map(region: str, size: int) -> Image.Image:
    """France with the card's region in black, as the cards show it."""
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    frame = Frame(1, 1, size - 2)
    for n, poly in cells().items():
        mine = DATA.provinces[n].region == region
        d.polygon([frame(p) for p in poly], fill=INK if mine else CARD_FACE)
    d.polygon([frame(p) for p in FRANCE], outline=INK)
    return im


def _card_bg(c: Card) -> tuple[int, int, int]:
    if c.kind == "special":
        return SPECIAL_BG
    return CLUB_BG if c.region is None else DATA.regions[c.region].colour


MINI_W, MINI_H = 62, 52


@lru_cache(maxsize=256)
def _mini(key: str) -> Image.Image:
    """A display or face-up card at table size: colour, blocks, name, number and symbols."""
    c = DATA.cards[key]
    w, h = MINI_W, MINI_H
    im = Image.new("RGB", (w, h), _card_bg(c))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w - 1, h - 1), outline=INK, width=2)
    ink = WHITE if c.kind == "special" else INK
    d.text((w - 4, h - 3), f"#{c.id}", font=font(10, True), fill=ink, anchor="rd")
    if c.kind == "special":
        for i, word in enumerate(c.name.split()[:2]):
            d.text((w / 2, 12 + i * 14), fit(word, font(11, True), w - 6), font=font(11, True),
                   fill=WHITE, anchor="mm")  # fmt: skip
        return im
    assert c.faction is not None
    for i in range(c.value):
        _block(im, 4 + i * 19, 4, c.faction.value, 17, 14)
    _fitted(d, (4, 21), _short(c), w - 7, INK)
    _symbols(d, c, 4, 36, 12)
    return im


def _short(c: Card) -> str:
    """ "Jean-Paul Marat" -> "Marat", "Club des Jacobins" -> "Jacobins": what players say."""
    if c.kind == "club":
        for lead in ("Club des ", "Club du ", "Club de ", "Club "):
            if c.name.startswith(lead):
                return c.name[len(lead) :].capitalize()
        return c.name.split()[0]
    return c.name.split()[-1]


def _fitted(d: ImageDraw.ImageDraw, xy: Point, text: str, width: int, ink: Any) -> None:
    """Text in the largest of a few sizes that fits."""
    for size in (11, 10, 9):
        if font(size, True).getlength(text) <= width:
            break
    d.text(xy, fit(text, font(size, True), width), font=font(size, True), fill=ink)


# ---- encoding -------------------------------------------------------------------------------
ROW_ACTIVE = (255, 240, 190)
LOG_BG = (232, 224, 206)
HAND_BG = (46, 58, 72)
TRACK_LINE = (200, 190, 170)
FLEUR = (40, 40, 130)
VP_MARK = (150, 95, 0)
ALARM = (170, 20, 20)
BORDER = (90, 80, 70)
CARD_FACE = (250, 246, 236)
LANDSLIDE_CELL = (255, 236, 180)
CAP = (200, 30, 40)


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    regions = [r.colour for r in DATA.regions.values()]
    light = [PAPER, SEA, WHITE, CLUB_BG, ROW_ACTIVE, LOG_BG, CARD_FACE, LANDSLIDE_CELL,
             FACTION_FILL["W"], *regions, *(_pale(c) for c in regions)]  # fmt: skip
    dark = [INK, SPECIAL_BG, HAND_BG, FACTION_FILL["R"], FACTION_FILL["B"], *SEAT_COLOURS]
    inks = [INK, MUTED, FLEUR, VP_MARK, ALARM, BORDER, GOLD, CAP]
    blends = [(bg, fg) for bg in light for fg in (INK, MUTED)] + [(bg, WHITE) for bg in dark]
    return fixed_palette([*light, *dark, *inks, HIGHLIGHT, TRACK_LINE], blends)


# ---- the table ------------------------------------------------------------------------------
POINT_UNITS = {"VP": "VP", "Red Points": "Red pts", "White Points": "White pts"}
PHASES = {
    "order": "Player order",
    "refresh": "Refresh hands",
    "action": "Action phase",
    "battle": "Battle",
    "election": "Elections",
    "over": "Game over",
}


def table(view: dict[str, Any], names: list[str]) -> bytes:
    im = _base().copy()
    d = ImageDraw.Draw(im)
    initials = _initials(names)
    _stacks(im, view, initials)
    _header(d, view, names)
    y = _election_track(d, view, HEADER + 8)
    y = _government_and_battle(im, d, view, initials, y + 8)
    y = _players(im, d, view, names, initials, y + 8)
    _face_up(im, d, view, y + 6)
    _log(d, view, names)
    return encode_png(im, _palette())


STATUS_SIZES = (24, 22, 20, 18)  # who must act: the line a player reads first, even in the preview


def _header(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    d.rectangle((0, 0, WIDTH, HEADER), fill=INK)
    d.text((14, HEADER / 2), "LIBERTÉ", font=font(26, True), fill=HIGHLIGHT, anchor="lm")
    turn = f"Turn {view['turn']}/{view['turns']} · {PHASES[view['phase']]}"
    d.text((150, HEADER / 2), turn, font=font(18, True), fill=WHITE, anchor="lm")
    left = 150 + font(18, True).getlength(turn) + 24
    status = name_seats(view["status"], names)
    colour = HIGHLIGHT if view["active"] else WHITE
    text = ("▶ " if view["active"] else "") + status
    # As large as fits: a tie's status names the province, which must not be cut off.
    size = next((n for n in STATUS_SIZES if font(n, True).getlength(text) <= WIDTH - 14 - left), 16)
    big = font(size, True)
    d.text((WIDTH - 14, HEADER / 2), fit(text, big, WIDTH - 14 - left), font=big, fill=colour,
           anchor="rm")  # fmt: skip
    tie = view["tie"]
    if tie and tie["province"]:
        # The Province Marker: the election being decided.
        poly = cells()[tie["province"]]
        d.polygon([MAP_FRAME(p) for p in poly], outline=HIGHLIGHT, width=5)


def _election_track(d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """Three lanes, one marker each; 17 red votes is the Radical landslide."""
    x0, cell = PANEL_X + 90, 12
    d.text((PANEL_X, y), "ELECTION TRACK", font=font(14, True), fill=INK)
    top = y + 20
    for i, f in enumerate("RBW"):
        ly = top + i * 22
        d.text((PANEL_X, ly + 9), FACTION_NAME[f], font=font(13, True), fill=INK, anchor="lm")
        for v in range(0, 30):
            x = x0 + v * cell
            d.rectangle((x, ly, x + cell - 1, ly + 18), outline=TRACK_LINE,
                        fill=LANDSLIDE_CELL if v == 17 and f == "R" else None)  # fmt: skip
        v = min(view["election"][f], 29)
        x = x0 + v * cell + cell / 2  # the marker, wider than a space so its number reads
        d.rectangle((x - 12, ly - 2, x + 12, ly + 20), fill=FACTION_FILL[f], outline=INK, width=2)
        d.text((x, ly + 10), str(view["election"][f]), font=font(15, True), fill=FACTION_INK[f],
               anchor="mm")  # fmt: skip
    for v in (0, 5, 10, 15, 17, 20, 25):
        d.text((x0 + v * cell + cell / 2, top + 68), str(v), font=font(10), fill=MUTED,
               anchor="mt")  # fmt: skip
    return top + 80


def _government_and_battle(
    im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], initials: list[str], y: int
) -> int:
    y = _turn_track(im, d, view, y)
    gov, opp = view["government"], view["opposition"]
    none = {"election": "being elected", "over": "none formed"}.get(view["phase"], "none yet")
    text = "Government: " + (FACTION_NAME[gov] if gov else none)
    if opp:
        text += f" · opposition: {FACTION_NAME[opp]}"
    if gov:
        _block(im, PANEL_X, y + 2, gov, 16, 14)
    d.text((PANEL_X + (22 if gov else 0), y), text, font=font(14, True), fill=INK)
    y += 22
    label = "Presence in government:"
    d.text((PANEL_X, y), label, font=font(13), fill=INK)
    x = PANEL_X + font(13).getlength(label) + 14
    for s in view["presence"]:
        _token(im, x, y + 8, s, initials[s])
        x += 22
    if not view["presence"]:
        d.text((x, y), "nobody", font=font(13), fill=MUTED)
    y += 22
    fight = view["battle"]
    box = [(s, p["battle"]) for s, p in enumerate(view["players"]) if p["battle"]]
    label = f"Battle Box ({fight['name']}):" if fight else "Battle Box (no battle in turn 1):"
    d.text((PANEL_X, y), label, font=font(13), fill=INK)
    x = PANEL_X + font(13).getlength(label) + 12
    for s, count in box:
        _token(im, x, y + 8, s, initials[s])
        d.text((x + 11, y + 8), f"×{count}", font=font(13, True), fill=INK, anchor="lm")
        x += 48
    if not box:
        d.text((x, y), "empty", font=font(13), fill=MUTED)
    y += 22
    lost = view["lost_battles"]
    cr = view["counter_revolution"]
    text = f"⚜ Counter-revolution: {cr}/7 (turns 3-4)"
    if lost:
        text += f" · Lost Battles: {len(lost)}"
    d.text((PANEL_X, y), text, font=font(13, True), fill=FLEUR if cr < 5 else ALARM)
    return y + 20


def _turn_track(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> int:
    """The four turns with their battles; a Lost Battle carries a white block."""
    x = PANEL_X
    for turn in range(1, view["turns"] + 1):
        fight = DATA.battles.get(turn)
        text = f"{turn} " + (f"{fight.name} {fight.vp}VP" if fight else "no battle")
        waiting = turn == 2 and view["turn_track"]  # "underneath the 2-space of the Turn Track"
        lost = turn in view["lost_battles"]
        w = font(12, True).getlength(text) + (44 if waiting else 12) + (20 if lost else 0)
        now = turn == view["turn"]
        d.rounded_rectangle((x, y, x + w, y + 20), 4, fill=HIGHLIGHT if now else CARD_FACE,
                            outline=INK, width=2 if now else 1)  # fmt: skip
        d.text((x + 6, y + 10), text, font=font(12, True), fill=INK, anchor="lm")
        if lost:  # "place a white Faction Block over the Battle"
            _block(im, x + w - 20, y + 4, "W", 14, 12)
        if waiting:
            for i, f in enumerate("RBW"):
                _block(im, x + w - 36 + i * 10, y + 6, f, 9, 9)
        x += w + 6
    return y + 30


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


def _players(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    initials: list[str],
    y: int,
) -> int:
    """One row per player in player order (at the end, by final score): token, name, VP (at the
    end, the points of the ending), hand size, held votes, display."""
    d.line((PANEL_X, y - 4, WIDTH - 8, y - 4), fill=MUTED)
    row = 62
    order, scores, unit, winners = standings(view)
    top_score = max(1, *scores.values())
    for rank, s in enumerate(order):
        p = view["players"][s]
        top = y + rank * row
        if s in view["active"] or s in winners:
            d.rectangle((PANEL_X - 4, top - 2, WIDTH - 6, top + row - 4), fill=ROW_ACTIVE,
                        outline=HIGHLIGHT, width=3)  # fmt: skip
        _token(im, PANEL_X + 12, top + 14, s, initials[s], 11)
        d.text((PANEL_X + 28, top + 14), fit(names[s], font(16, True), 104), font=font(16, True),
               fill=INK, anchor="lm")  # fmt: skip
        score = f"{scores[s]} {unit}"
        d.text((PANEL_X + 4, top + 39), score, font=font(16, True), fill=INK, anchor="lm")
        # The VP track (at the end, the ending's points): a bar scaled to the leader.
        left = PANEL_X + 10 + font(16, True).getlength(score)
        bar = max(0, PANEL_X + 132 - left) * scores[s] / top_score
        d.rectangle((left, top + 34, left + bar, top + 44), fill=SEAT_COLOURS[s % 6])
        if s in winners:
            d.text((PANEL_X + 4, top + 54), "WINNER", font=font(11, True), fill=ALARM, anchor="lm")
        else:
            d.text((PANEL_X + 4, top + 54), f"hand {p['hand_size']}", font=font(11), fill=MUTED,
                   anchor="lm")  # fmt: skip
        held = [f"{n}{f}" for f, n in p["held"].items() if n]
        if held:
            d.text((PANEL_X + 62, top + 54), "votes " + " ".join(held), font=font(11, True),
                   fill=INK, anchor="lm")  # fmt: skip
        x = PANEL_X + 138
        for key in p["display"]:
            im.paste(_mini(key), (x, top + 2))
            x += MINI_W + 4
        if not p["display"]:
            d.text((x, top + 20), "display empty", font=font(12), fill=MUTED)
    return y + len(view["order"]) * row


def _face_up(im: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], y: int) -> None:
    d.text((PANEL_X, y), "Face-up cards", font=font(13, True), fill=INK)
    x = PANEL_X + 110
    for key in view["face_up"]:
        im.paste(_mini(key), (x, y))
        x += MINI_W + 6
    s = view["supply"]
    d.text((PANEL_X, y + 22), f"deck {view['deck_size']}", font=font(12), fill=MUTED)
    d.text((PANEL_X, y + 38), f"discards {view['discard_size']}", font=font(12), fill=MUTED)
    d.text((x + 6, y), "Supply", font=font(13, True), fill=INK)
    for i, f in enumerate("RBW"):
        _block(im, x + 6, y + 20 + i * 16, f, 16, 14)
        d.text((x + 28, y + 27 + i * 16), str(s[f]), font=font(13, True), fill=INK, anchor="lm")


def _log(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    """The latest event in full (on two lines if it needs them), else the one before it too."""
    top = HEIGHT - 44
    d.rectangle((0, top, WIDTH, HEIGHT), fill=LOG_BG)
    texts = [name_seats(t, names) for t in view["log"][-2:]]
    if not texts:
        return
    latest = wrap(texts[-1], font(15, True), WIDTH - 24)
    lines = [(line, True) for line in latest[:2]]
    if len(lines) == 1 and len(texts) == 2:
        lines.append((texts[0], False))
    for i, (line, new) in enumerate(lines):
        size = 15 if new else 13
        d.text((12, top + 4 + i * 20), fit(line, font(size, new), WIDTH - 24),
               font=font(size, new), fill=INK if new else MUTED)  # fmt: skip


# ---- a player's hand ------------------------------------------------------------------------
CARD_W, CARD_H = 150, 226


@lru_cache(maxsize=128)
def _card(key: str) -> Image.Image:
    """A full card: faction blocks, number, region colour, name and map, title, symbols."""
    c = DATA.cards[key]
    im = Image.new("RGB", (CARD_W, CARD_H), _card_bg(c))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, CARD_W - 1, CARD_H - 1), outline=INK, width=3)
    ink = WHITE if c.kind == "special" else INK
    d.text((CARD_W - 8, 8), f"#{c.id}", font=font(15, True), fill=ink, anchor="ra")
    d.text((CARD_W - 8, 26), f"{c.set}-set", font=font(11), fill=ink, anchor="ra")
    if c.kind == "special":
        d.text((CARD_W / 2, 60), "SPECIAL", font=font(13, True), fill=HIGHLIGHT, anchor="mm")
        _title(d, c.name, 78, WHITE, box=False)
        for i, line in enumerate(wrap(EFFECTS[c.special or ""], font(12), CARD_W - 16)[:5]):
            d.text((CARD_W / 2, 140 + i * 16), line, font=font(12), fill=WHITE, anchor="mm")
        needs = PREREQUISITES.get(c.special or "")
        for i, line in enumerate(wrap(needs or "", font(11, True), CARD_W - 16)[:2]):
            d.text((CARD_W / 2, 198 + i * 14), line, font=font(11, True), fill=HIGHLIGHT,
                   anchor="mm")  # fmt: skip
        return im
    assert c.faction is not None
    f = c.faction.value
    for i in range(c.value):
        _block(im, 8 + i * 28, 8, f, 26, 22)
    where = "CLUB: anywhere" if c.region is None else DATA.regions[c.region].name
    d.text((8, 38), fit(where, font(13, True), CARD_W - 14), font=font(13, True), fill=INK)
    d.text((8, 62), FACTION_NAME[f][:-1], font=font(12), fill=INK)
    d.text((8, 78), f"value {c.value}", font=font(12), fill=INK)
    if c.region is not None:
        small = _region_map(c.region, 64)
        im.paste(small, (CARD_W - 72, 56), small)
    _title(d, c.name, 126, INK, box=True)
    x, y = 8, 178
    for on, draw_icon, word in (
        (c.cannon, _cannon, "Cannon"),
        (c.sans_culottes, _cap, "Sans-Culottes"),
        (c.general, None, "General"),
    ):
        if not on:
            continue
        if draw_icon is None:
            d.text((x, y - 1), "⚔", font=font(17, True), fill=INK)
        else:
            draw_icon(d, x, y, 18)
        d.text((x + 22, y + 9), word, font=font(12, True), fill=INK, anchor="lm")
        y += 15
    return im


def _title(d: ImageDraw.ImageDraw, name: str, top: int, ink: Any, box: bool) -> None:
    """The card's title, as large as fits on two lines."""
    if box:
        d.rectangle((6, top, CARD_W - 7, top + 46), fill=CARD_FACE, outline=INK)
    for size in (16, 14, 12, 11):
        lines = wrap(name.replace("-", "- "), font(size, True), CARD_W - 18)
        if len(lines) <= 2 and all(font(size, True).getlength(x) <= CARD_W - 18 for x in lines):
            break
    lines = [line.replace("- ", "-") for line in lines[:2]]
    for i, line in enumerate(lines):
        y = top + 23 + (i - (len(lines) - 1) / 2) * (size + 4)
        d.text((CARD_W / 2, y), line, font=font(size, True), fill=ink, anchor="mm")


def hand(view: dict[str, Any], names: list[str]) -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // 6))
    per_row = max(3, -(-len(cards) // rows))
    gap = 8
    width = per_row * (CARD_W + gap) + gap
    im = Image.new("RGB", (width, 52 + rows * (CARD_H + gap) + gap), HAND_BG)
    d = ImageDraw.Draw(im)
    seat = view["seat"]
    p = view["players"][seat]
    title = (
        f"{names[seat]}'s hand · turn {view['turn']} · {len(cards)} cards · display "
        f"{len(p['display'])} · {p['vp']} VP"
    )
    size = next((n for n in (20, 18, 16) if font(n, True).getlength(title) <= width - 24), 14)
    d.text((12, 26), fit(title, font(size, True), width - 24), font=font(size, True), fill=WHITE,
           anchor="lm")  # fmt: skip
    for i, key in enumerate(cards):
        r, c = divmod(i, per_row)
        im.paste(_card(key), (gap + c * (CARD_W + gap), 52 + r * (CARD_H + gap)))
    if not cards:
        centred(d, (0, 52, width, 52 + CARD_H), "No cards in hand", font(18), WHITE)
    return encode_png(im, _palette())


def hand_text(view: dict[str, Any]) -> str:
    cards = view["hand"]
    body = "; ".join(DATA.card_label(k) for k in cards) if cards else "no cards"
    return f"Your hand, turn {view['turn']} ({len(cards)} cards): {body}"
