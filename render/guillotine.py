"""Guillotine's board: the Convention and its posts as zones, deputies as discs in their party's
colour *and* with its initial, with name and PP; the Rapport and "dénoncé" squares, Prison,
Flight and the Guillotine; the turn and phase tracks, who must act (and who has voted, never
how), and every party's popularity sheet. Drawn 720 px wide so it reads at Discord's preview
width. Texts and tokens repeat from move to move, so each is rendered once and pasted.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import name_seats
from render.common import HIGHLIGHT, INK, MUTED, WHITE, encode_png, fit, font, wrap

WIDTH = 720
M = 10  # outer margin
ROW = 25  # one deputy per row
BOARD = (233, 224, 203)
ZONE = (250, 246, 236)
HEAD = (92, 28, 32)  # the Convention's red-brown
DANGER = (170, 30, 30)
STATUS = (255, 243, 196)
STATUS_H = 48
ALERT = (255, 232, 232)
STRIPE = (244, 240, 232)
SEAT = (238, 231, 214)
TRIANGLES = ((198, 40, 40), (31, 95, 191), (46, 125, 50), (224, 176, 0))  # M, G, C, R
PHASES = ("Moves", "Convention", "Comité", "Mission", "Club", "Prison", "Flight")
PHASE_IDS = ("movement", "convention", "comite", "mission", "club", "prison", "fuite")
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")
FREE = ("convention", "comite", "tribunal", "club", "mission")
SEATS = 4  # Phase I §2: 4 places at the Club, the Comité and the Tribunal
# The three posts of four seats, sized so their full names fit.
POSTS = (
    ("comite", "COMITÉ DE SALUT PUBLIC", 234),
    ("tribunal", "TRIBUNAL RÉVOLUTIONNAIRE", 262),
    ("club", "CLUB DES JACOBINS", 192),
)

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
Deps = list[dict[str, Any]]


@lru_cache(maxsize=4096)
def _glyphs(
    text: str, size: int, bold: bool, fill: Colour, anchor: str
) -> tuple[Image.Image, int, int]:
    """A text drawn once in its colour on a transparent ground, with its offset from the
    anchor point."""
    f = font(size, bold)
    x0, y0, x1, y1 = f.getbbox(text, anchor=anchor)
    im = Image.new("RGBA", (max(1, x1 - x0), max(1, y1 - y0)), (*fill, 0))
    ImageDraw.Draw(im).text((-x0, -y0), text, font=f, fill=(*fill, 255), anchor=anchor)
    return im, x0, y0


@lru_cache(maxsize=64)
def _token(fill: Colour, letter: str, r: int) -> Image.Image:
    """A disc in the party's colour with its initial: colour and letter, never colour alone."""
    scale = 4  # drawn large and reduced, for a smooth edge
    big = Image.new("RGBA", (2 * r * scale + scale, 2 * r * scale + scale), (0, 0, 0, 0))
    ImageDraw.Draw(big).ellipse(
        (0, 0, 2 * r * scale, 2 * r * scale), fill=(*fill, 255), outline=(*INK, 255), width=scale
    )
    im = big.resize((2 * r + 1, 2 * r + 1), Image.Resampling.LANCZOS)
    ink = INK if fill[0] * 0.3 + fill[1] * 0.59 + fill[2] * 0.11 > 150 else WHITE
    glyph, dx, dy = _glyphs(letter, r + 3, True, ink, "mm")
    im.alpha_composite(glyph, (r + dx, r + 1 + dy))
    return im


@lru_cache(maxsize=2048)
def _entry(fill: Colour, letter: str, short: str, pp: str, low: bool, w: int) -> Image.Image:
    """A deputy's row, drawn once per look (name, PP, width) and pasted wherever he sits."""
    im = Image.new("RGBA", (w + 1, ROW), (0, 0, 0, 0))
    im.alpha_composite(_token(fill, letter, 10), (1, ROW // 2 - 10))
    pw = int(font(14, True).getlength(pp)) + 10
    ImageDraw.Draw(im).rounded_rectangle(
        (w - pw, 4, w, ROW - 4),
        radius=6,
        fill=(*((255, 225, 225) if low else WHITE), 255),
        outline=(*MUTED, 255),
    )
    glyph, dx, dy = _glyphs(pp, 14, True, DANGER if low else INK, "mm")
    im.alpha_composite(glyph, (w - pw // 2 + dx, ROW // 2 + dy))
    room = w - pw - 30
    size = 14 if font(14, True).getlength(short) <= room else 13  # a size smaller before a cut
    glyph, dx, dy = _glyphs(fit(short, font(size, True), room), size, True, INK, "lm")
    im.alpha_composite(glyph, (25 + dx, ROW // 2 + dy))
    return im


def _rgb(colour: str) -> Colour:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


class Canvas:
    """The picture being drawn, with the view's party colours."""

    def __init__(self, view: dict[str, Any], width: int, height: int) -> None:
        self.im = Image.new("RGB", (width, height), BOARD)
        self.d = ImageDraw.Draw(self.im)
        self.fill = {p["id"]: _rgb(p["colour"]) for p in view["parties"]}
        self.initial = {p["id"]: p["initial"] for p in view["parties"]}
        self.led: dict[int, list[str]] = {}
        for p in view["parties"]:
            if p["seat"] is not None:
                self.led.setdefault(p["seat"], []).append(p["id"])

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        bold: bool = False,
        fill: Colour = INK,
        anchor: str = "lm",
        width: int | None = None,
    ) -> None:
        if width is not None:
            text = fit(text, font(size, bold), width)
        if not text:
            return
        glyph, dx, dy = _glyphs(text, size, bold, fill, anchor)
        self.im.paste(glyph, (round(xy[0]) + dx, round(xy[1]) + dy), glyph)

    def centred(
        self, box: Box, text: str, size: int, bold: bool = False, fill: Colour = INK
    ) -> None:
        x0, y0, x1, y1 = box
        self.text(((x0 + x1) / 2, (y0 + y1) / 2), text, size, bold, fill, "mm")

    def ink_on(self, party: str) -> Colour:
        r, g, b = self.fill[party]
        return INK if r * 0.3 + g * 0.59 + b * 0.11 > 150 else WHITE

    def token(self, x: int, y: int, party: str, r: int = 10) -> None:
        disc = _token(self.fill[party], self.initial[party], r)
        self.im.paste(disc, (x - r, y - r), disc)

    def people(
        self,
        x: int,
        y: int,
        seats: list[tuple[int, str]],
        names: list[str],
        lead: str = "",
        sep: str = ",",
        size: int = 13,
        fill: Colour = INK,
        right: int = WIDTH - M,
    ) -> int:
        """Players in a row, each as his party tokens, name and a note; the longest names are
        cut first, so that every player shows. Returns where the row ends."""
        if lead:
            self.text((x, y), lead, size, True, fill)
            x += int(font(size, True).getlength(lead)) + 6
        f = font(size, True)
        extra = sum(
            18 * len(self.led.get(s, [])) + 3 + f.getlength(f" {note}{sep} ") for s, note in seats
        )
        cap = _cap([f.getlength(names[s]) for s, _ in seats], right - x - extra)
        for i, (seat, note) in enumerate(seats):
            for party in self.led.get(seat, []):
                self.token(x + 8, y, party, r=8)
                x += 18
            x += 3 if self.led.get(seat) else 0
            last = i == len(seats) - 1
            text = f"{fit(names[seat], f, cap)} {note}".rstrip() + ("" if last else sep)
            self.text((x, y), text, size, True, fill)
            x += int(f.getlength(text)) + (0 if last else int(f.getlength(" ")))
        return x

    def entry(self, x: int, y: int, w: int, dep: dict[str, Any]) -> None:
        """One deputy on one row: token, name, PP (red below the 5 needed to be re-elected)."""
        dead = dep["post"] == "guillotine"
        pp = "X" if dead else str(dep["pp"])  # X, as the popularity sheet marks a death
        party = dep["party"]
        low = dep["pp"] < 5 or dead
        row = _entry(self.fill[party], self.initial[party], dep["short"], pp, low, w)
        self.im.paste(row, (x, y), row)

    def zone(self, box: Box, title: str, note: str = "") -> None:
        x0, y0, x1, _ = box
        self.d.rounded_rectangle(box, radius=8, fill=ZONE, outline=HEAD, width=2)
        self.d.rounded_rectangle((x0, y0, x1, y0 + 24), radius=8, fill=HEAD)
        self.d.rectangle((x0, y0 + 12, x1, y0 + 24), fill=HEAD)
        room = x1 - x0 - 20 - int(font(13, True).getlength(note))
        self.text((x0 + 8, y0 + 12), title, 13, True, WHITE, width=room)
        if note:
            self.text((x1 - 8, y0 + 12), note, 13, True, HIGHLIGHT, "rm")

    def grid(self, deps: Deps, x: int, y: int, w: int, cols: int, rows: int) -> None:
        """Deputies row by row; what does not fit is counted."""
        cw = w // cols
        room = cols * rows
        shown = deps if len(deps) <= room else deps[: room - 1]
        for i, dep in enumerate(shown):
            r, c = divmod(i, cols)
            self.entry(x + c * cw, y + r * ROW, cw - 8, dep)
        if len(shown) < len(deps):
            r, c = divmod(room - 1, cols)
            more = f"+{len(deps) - len(shown)} more"
            self.text((x + c * cw + 4, y + r * ROW + 12), more, 13, True, MUTED)

    def denounced(self, deps: Deps, x0: int, y: int, x1: int) -> None:
        """A post's "dénoncé" square (four coloured triangles and the word), with whoever
        stands on it: beside the word on a wide zone, one per row below it on a narrow one."""
        wide = x1 - x0 > NARROW
        rows = square_rows(len(deps), wide)
        self.d.rectangle((x0, y, x1, y + rows * ROW), fill=ALERT if deps else ZONE, outline=MUTED)
        s, tx, ty = 16, x0 + 4, y + 4
        c = (tx + s / 2, ty + s / 2)
        corners = [(tx, ty), (tx + s, ty), (tx + s, ty + s), (tx, ty + s)]
        for i, colour in enumerate(TRIANGLES):
            self.d.polygon([corners[i], corners[(i + 1) % 4], c], fill=colour)
        self.d.rectangle((tx, ty, tx + s, ty + s), outline=INK)
        self.text((x0 + 25, y + ROW // 2), "dénoncé", 12, True, DANGER if deps else MUTED)
        if wide:
            self.grid(deps, x0 + 90, y, x1 - x0 - 92, 3, rows)
        else:
            self.grid(deps, x0 + 4, y + ROW, x1 - x0 - 4, 1, len(deps))


NARROW = 300  # a zone narrower than this lists its "dénoncé" deputies one per row


def square_rows(count: int, wide: bool) -> int:
    """The rows a "dénoncé" square needs for `count` deputies."""
    return max(1, -(-count // 3)) if wide else 1 + count


def _cap(lengths: list[float], room: float) -> int:
    """The widest a name may be so that all fit in `room`: only names longer than that are cut."""
    spent = 0.0
    ordered = sorted(lengths)
    for i, length in enumerate(ordered):
        left = len(ordered) - i
        if spent + length * left > room:
            return max(24, int((room - spent) / left))
        spent += length
    return WIDTH


def rows_for(count: int, cols: int, least: int, most: int) -> int:
    return min(most, max(least, -(-count // cols)))


def re_electable(dep: dict[str, Any]) -> bool:
    """§I.2: alive, free and at least 5 PP, were the game to end now."""
    return dep["post"] in FREE and dep["pp"] >= 5


def _header(c: Canvas, view: dict[str, Any], names: list[str]) -> int:
    c.d.rectangle((0, 0, WIDTH, 46), fill=INK)
    c.text((M, 23), "GUILLOTINE", 22, True, HIGHLIGHT)
    c.text((172, 23), "Turn", 14, True, WHITE)
    for t in range(1, view["turns"] + 1):
        x = 212 + (t - 1) * 25
        now = t == view["turn"]
        c.d.rectangle(
            (x, 11, x + 22, 35),
            fill=HIGHLIGHT if now else (70, 62, 58),
            outline=WHITE if now else MUTED,
        )
        c.centred((x, 11, x + 22, 35), str(t), 13, True, INK if now else WHITE)
    end = view["dissolved"]
    right = f"dissolved in turn {end}" if end else ("Variante Histoire" if view["histoire"] else "")
    c.text((WIDTH - M, 23), right, 13, True, HIGHLIGHT, "rm")
    y = 52  # the phase track
    pw = (WIDTH - 2 * M) // len(PHASES)
    for i, (pid, label) in enumerate(zip(PHASE_IDS, PHASES, strict=True)):
        x = M + i * pw
        now = view["phase"] == pid
        c.d.rounded_rectangle(
            (x, y, x + pw - 4, y + 24),
            radius=5,
            fill=HIGHLIGHT if now else BOARD,
            outline=INK if now else MUTED,
            width=2 if now else 1,
        )
        c.centred((x, y, x + pw - 4, y + 24), f"{ROMAN[i]} {label}", 12, True)
    return _status(c, view, names, y + 30)


def _status(c: Canvas, view: dict[str, Any], names: list[str], y: int) -> int:
    """Two lines: what is awaited, then who. During a vote the second line names everyone still
    awaited first (never how anyone voted); each player shows with his party tokens, so a name
    cut short for room is still told apart."""
    c.d.rectangle((0, y, WIDTH, y + STATUS_H), fill=STATUS)
    top, low = y + 13, y + 35
    width = WIDTH - 2 * M
    if view["finished"]:
        ranking = view["ranking"]
        best = (ranking[0]["reelected"], ranking[0]["pp"])
        tops = [r["seat"] for r in ranking if (r["reelected"], r["pp"]) == best]
        verb = "share the victory" if len(tops) > 1 else "wins"
        who = " and ".join(names[s] for s in tops)
        head = f"GAME OVER · {who} {verb} · deputies re-elected (their PP):"
        c.text((M, top), head, 15, True, width=width)
        c.people(M, low, [(r["seat"], f"{r['reelected']} ({r['pp']} PP)") for r in ranking], names)
    elif view["ballot"] is not None:
        b = view["ballot"]
        c.text((M, top), f"SECRET VOTE on {name_seats(b['title'], names)}", 15, True, width=width)
        awaited = [(v["seat"], "") for v in b["voters"] if not v["voted"]]
        voted = [(v["seat"], "✓") for v in b["voters"] if v["voted"]]
        # Those awaited first, always; those who voted after them, or only counted.
        count = f"· {len(voted)} voted"
        room = WIDTH - M - (int(font(13, True).getlength(count)) + 14 if voted else 0)
        x = c.people(M, low, awaited, names, "Waiting for", right=room)
        if voted and WIDTH - M - x >= 70 + 90 * len(voted):  # room for a readable name each
            c.people(x + 14, low, voted, names, "· voted:", fill=MUTED)
        elif voted:
            c.text((x + 14, low), count, 13, True, MUTED)
    elif view["waiting"] is not None:
        w = view["waiting"]
        x = c.people(M, top, [(s, "") for s in w["seats"]], names, "▶", size=15)
        c.text((x + 6, top), w["what"], 15, width=WIDTH - M - x - 6)
        c.people(M, low, [(s, "") for s in view["order"]], names, "Order this turn:", " →")
    return y + STATUS_H + 6


def _convention(c: Canvas, view: dict[str, Any], y: int) -> int:
    present = [p for p in view["deputies"] if p["post"] == "convention"]
    seated = [p for p in present if not p["rapport"] and not p["denounced"]]
    on_square = [p for p in present if p["denounced"]]
    rows = rows_for(len(seated), 4, 2, 6)
    square = square_rows(len(on_square), True) * ROW
    h = 24 + 6 + ROW + 6 + rows * ROW + 6 + square + 8
    c.zone((M, y, WIDTH - M, y + h), "CONVENTION NATIONALE", f"{len(present)} present")
    # The Rapport squares, one per party colour.
    parties = [p for p in view["parties"] if p["seat"] is not None]
    left = M + 66
    sw = (WIDTH - M - 8 - left + 6) // max(1, len(parties))  # inside the zone's border
    ry = y + 30
    c.text((M + 8, ry + ROW // 2), "Rapport", 12, True, HEAD)
    for i, p in enumerate(parties):
        x = left + i * sw
        c.d.rectangle((x, ry, x + sw - 6, ry + ROW), fill=WHITE, outline=c.fill[p["id"]], width=3)
        reporter = next((r for r in present if r["rapport"] and r["party"] == p["id"]), None)
        if reporter is not None:
            c.entry(x + 2, ry, sw - 10, reporter)
        else:
            c.token(x + 14, ry + ROW // 2, p["id"], r=8)
            c.text((x + 28, ry + ROW // 2), "—", 13, fill=MUTED)
    c.grid(seated, M + 8, ry + ROW + 6, WIDTH - 2 * M - 8, 4, rows)
    c.denounced(on_square, M + 6, y + h - square - 8, WIDTH - M - 6)
    return y + h + 6


def _posts(c: Canvas, view: dict[str, Any], y: int) -> int:
    """The three posts of four seats, side by side, each with its "dénoncé" square; the
    Tribunal's also holds the accused awaiting their choice or their trial (§III.4)."""
    here = {post: [p for p in view["deputies"] if p["post"] == post] for post, _, _ in POSTS}
    accused = [p for p in view["deputies"] if p["post"] == "accused"]
    on_square = {post: [p for p in deps if p["denounced"]] for post, deps in here.items()}
    on_square["tribunal"] = accused + on_square["tribunal"]
    square = max(square_rows(len(deps), False) for deps in on_square.values()) * ROW
    h = 28 + SEATS * ROW + 6 + square + 10
    x = M
    for post, title, w in POSTS:
        c.zone((x, y, x + w, y + h), title, f"{len(here[post])}/{SEATS}")
        seated = [p for p in here[post] if not p["denounced"]]
        for i in range(len(seated), SEATS):  # the free seats show as such
            top = y + 28 + i * ROW
            c.d.rounded_rectangle((x + 6, top + 2, x + w - 6, top + ROW - 2), 5, fill=SEAT)
            note = "seat held · dénoncé below" if i < len(here[post]) else "free seat"
            c.text((x + 14, top + ROW // 2), note, 12, fill=MUTED, width=w - 28)
        c.grid(seated, x + 6, y + 28, w - 4, 1, SEATS)
        c.denounced(on_square[post], x + 4, y + h - square - 6, x + w - 4)
        x += w + 6
    return y + h + 6


def _mission(c: Canvas, view: dict[str, Any], y: int) -> int:
    """Mission has no limit of places."""
    mission = [p for p in view["deputies"] if p["post"] == "mission"]
    seated = [p for p in mission if not p["denounced"]]
    on_square = [p for p in mission if p["denounced"]]
    rows = rows_for(len(seated), 4, 1, 6)
    square = square_rows(len(on_square), True) * ROW
    h = 28 + rows * ROW + 6 + square + 10
    c.zone((M, y, WIDTH - M, y + h), "MISSION", str(len(mission)))
    c.grid(seated, M + 8, y + 28, WIDTH - 2 * M - 8, 4, rows)
    c.denounced(on_square, M + 6, y + h - square - 8, WIDTH - M - 6)
    return y + h + 6


def _margins(c: Canvas, view: dict[str, Any], y: int) -> int:
    """Prison, Flight and the Guillotine."""
    places = (("prison", "PRISON"), ("fuite", "FLIGHT"), ("guillotine", "GUILLOTINE"))
    held = {post: [p for p in view["deputies"] if p["post"] == post] for post, _ in places}
    rows = max(rows_for(len(here), 1, 1, 8) for here in held.values())
    h = 28 + rows * ROW + 6
    w = (WIDTH - 2 * M - 12) // 3
    for i, (post, title) in enumerate(places):
        x = M + i * (w + 6)
        here = held[post]
        c.zone((x, y, x + w, y + h), title, str(len(here)) if here else "")
        c.grid(here, x + 6, y + 28, w - 4, 1, rows)
    return y + h + 6


def _sheets(c: Canvas, view: dict[str, Any], names: list[str], y: int) -> int:
    """§II.1's popularity sheet of every party in play, two by two (none while parties are
    still being chosen: the deputies take their seats once all are)."""
    seated = {dep["party"] for dep in view["deputies"]}
    parties = [p for p in view["parties"] if p["id"] in seated]
    first_of_seat: dict[int, str] = {}
    for p in parties:  # with two players, a seat's cards are counted on its first sheet only
        first_of_seat.setdefault(p["seat"], p["id"])
    for i, p in enumerate(parties):
        members = tuple(
            (dep["short"], tuple(dep["sheet"]), dep["died"], re_electable(dep))
            for dep in view["deputies"]
            if dep["party"] == p["id"]
        )
        held = view["seats"][p["seat"]]["held"] if first_of_seat[p["seat"]] == p["id"] else 0
        cards = f"{held} card{'s' * (held > 1)} kept" if held else ""
        count = sum(m[3] for m in members)
        note = f"{count} re-elected" if view["finished"] else f"{count} re-electable"
        label = f"{p['name']} · {names[p['seat']]}"
        sheet = _sheet(
            c.fill[p["id"]], c.ink_on(p["id"]), (label, note, cards), members, view["turns"]
        )
        c.im.paste(sheet, (M + (i % 2) * (SHEET_W + 8), y + (i // 2) * (sheet.height + 6)))
    return y + -(-len(parties) // 2) * (SHEET_H + 6)


SHEET_W = (WIDTH - 2 * M - 8) // 2
SHEET_ROW = 17
SHEET_H = 20 + 7 * SHEET_ROW + 4


@lru_cache(maxsize=32)
def _sheet(
    fill: Colour,
    ink: Colour,
    titles: tuple[str, str, str],
    members: tuple[tuple[str, tuple[int | None, ...], int | None, bool], ...],
    turns: int,
) -> Image.Image:
    """One party's sheet: PP per deputy at the end of each turn, X at death; its title, the
    deputies re-electable (or re-elected) and the delayed cards its player keeps. It changes
    once a turn, so it is drawn once and reused."""
    label, note, cards = titles
    sw, rh = SHEET_W, SHEET_ROW
    c = Canvas({"parties": []}, sw + 1, SHEET_H + 1)
    c.d.rectangle((0, 0, sw, SHEET_H), fill=WHITE, outline=MUTED)
    c.d.rectangle((0, 0, sw, 20), fill=fill)
    c.text((sw - 6, 10), note, 12, True, ink, "rm")
    c.text((6, 10), label, 13, True, ink, width=sw - 20 - int(font(12, True).getlength(note)))
    c.text((6, 20 + rh // 2), cards, 11, True, MUTED, width=84)
    cw = (sw - 98) // (turns + 1)
    for t in range(turns + 1):
        c.centred(
            (98 + t * cw, 20, 98 + (t + 1) * cw, 20 + rh), str(t) if t else "PP", 12, True, MUTED
        )
    for r, (short, sheet, died, _) in enumerate(members):
        ry = 20 + (r + 1) * rh
        if r % 2 == 0:
            c.d.rectangle((1, ry, sw - 1, ry + rh), fill=STRIPE)
        c.text((6, ry + rh // 2), short, 13, True, width=90)
        cells = ["5"] + [
            "X" if v is None and died == t + 1 else ("" if v is None else str(v))
            for t, v in enumerate(sheet)
        ]
        for t, text in enumerate(cells):
            low = text == "X" or (text != "" and int(text) < 5)
            box = (98 + t * cw, ry, 98 + (t + 1) * cw, ry + rh)
            c.centred(box, text, 13, text == "X", DANGER if low else INK)
    return c.im


def _log(c: Canvas, view: dict[str, Any], names: list[str], y: int) -> int:
    """The latest event in full, in bold (it may take two lines), then the two before it."""
    lines = [name_seats(line, names) for line in view["log"][-3:]]
    if not lines:
        return y
    newest = wrap(lines[-1], font(14, True), WIDTH - 2 * M)
    if len(newest) > 2:
        newest = [newest[0], " ".join(newest[1:])]
    for text in newest:
        c.text((M, y + 9), text, 14, True, width=WIDTH - 2 * M)
        y += 19
    for text in reversed(lines[:-1]):
        c.text((M, y + 9), text, 13, fill=MUTED, width=WIDTH - 2 * M)
        y += 18
    return y + 6


def table(view: dict[str, Any], names: list[str]) -> bytes:
    c = Canvas(view, WIDTH, 1500)
    y = _header(c, view, names)
    y = _convention(c, view, y)
    y = _posts(c, view, y)
    y = _mission(c, view, y)
    y = _margins(c, view, y)
    y = _sheets(c, view, names, y)
    y = _log(c, view, names, y)
    return encode_png(c.im.crop((0, 0, WIDTH, y)))


def hand(view: dict[str, Any], names: list[str]) -> bytes:
    """A player's delayed Jacobin cards, kept secretly (Phase V), each text in full."""
    width = 560
    texts = [wrap(card["text"], font(13), width - 40) for card in view["hand"]]
    heights = [82 + 17 * len(lines) for lines in texts] or [60]
    c = Canvas(view, width, 84 + sum(h + 8 for h in heights))
    seat = view["you"]
    c.d.rectangle((0, 0, width, 44), fill=INK)
    c.text(
        (12, 22), f"{names[seat]} · your delayed Jacobin cards", 17, True, WHITE, width=width - 24
    )
    x = 12
    for p in (p for p in view["parties"] if p["seat"] == seat):
        c.token(x + 10, 62, p["id"])
        c.text((x + 24, 62), p["name"], 15, True)
        x += 40 + int(font(15, True).getlength(p["name"]))
    y = 84
    if not view["hand"]:
        c.centred((0, y, width, y + heights[0]), "No delayed card in hand", 16, fill=MUTED)
    for card, lines, ch in zip(view["hand"], texts, heights, strict=False):
        c.d.rounded_rectangle(
            (10, y, width - 10, y + ch), radius=8, fill=ZONE, outline=HEAD, width=2
        )
        c.d.rectangle((12, y + 2, width - 12, y + 28), fill=HEAD)
        c.centred((12, y + 2, width - 12, y + 28), "CLUB DES JACOBINS", 14, True, HIGHLIGHT)
        c.text((20, y + 44), card["title"], 16, True, width=width - 40)
        for i, line in enumerate(lines):
            c.text((20, y + 64 + 17 * i), line, 13)
        when = f"playable in a Club phase, from turn {card['from_turn']}"
        c.text((20, y + 66 + 17 * len(lines)), when, 12, True, MUTED)
        y += ch + 8
    return encode_png(c.im)


def hand_text(view: dict[str, Any]) -> str:
    seat = view["you"]
    mine = " and the ".join(p["name"] for p in view["parties"] if p["seat"] == seat)
    lead = f"You lead the {mine}." if mine else "Your parties are not chosen yet."
    cards = view["hand"]
    if not cards:
        return f"{lead} Delayed Jacobin cards: none."
    listed = "; ".join(
        f"«{c['title']}» ({c['text']} Playable from turn {c['from_turn']}.)" for c in cards
    )
    return f"{lead} Delayed Jacobin cards ({len(cards)}): {listed}"
