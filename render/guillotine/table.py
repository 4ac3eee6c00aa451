"""Guillotine's table (800 x 500, what a move posts): the banner (turn, phase, who must act and
on what), then the board. Left, the Convention with its Rapport squares and its "dénoncé"
square, and the Mission under it; right, the three posts of four seats (Comité, Tribunal,
Club), then Prison, Flight and the Guillotine. Every deputy is a chip: his party's disc and
initial, his name and his PP. Under the board, the key: which player leads which party; at the
bottom, what just happened."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from games.guillotine.components import post_name
from i18n import say
from render import Place
from render.common import (
    BANNER_H,
    INK,
    SMALLEST,
    TABLE_H,
    TABLE_W,
    Box,
    encode_png,
    events,
    seat_line,
    share,
    text_width,
)
from render.guillotine.pieces import (
    ALERT,
    BOARD,
    CHIP_W,
    DANGER,
    ROW,
    SEAT,
    TOKEN_R,
    ZONE_HEAD,
    Colour,
    Deps,
    draw_banner,
    grid,
    palette,
    parties,
    rows_for,
    token,
    zone,
)

M = 8
LEFT_W = 3 * (CHIP_W + 4) + 12  # the Convention: three deputies a row
RIGHT_X = M + LEFT_W + 8
RIGHT_W = TABLE_W - M - RIGHT_X  # the posts: two a row
TOP = BANNER_H + 6  # under the banner, which is as high on every table
LOG_Y = TABLE_H - 42  # the latest event
KEY_Y = LOG_Y - 16  # the middle of the key's line, above it
BOTTOM = KEY_Y - 16  # the board ends here
KEY_W = TABLE_W - 2 * M - 8  # the key's room across
KEY_STEP = 18  # from one line of the key to the next (a second one above the latest event)
_DISC_W, _KEY_GAP = 2 * TOKEN_R + 4, 12
_MARKER = round(SMALLEST * 0.9) + 4  # what seat_line draws before a name
SEATS = 4  # Phase I §2: 4 places at the Club, the Comité and the Tribunal
POSTS = ("comite", "tribunal", "club")
MARGINS = ("prison", "fuite", "guillotine")

Colours = dict[str, tuple[Colour, str]]


@dataclass(frozen=True)
class Zone:
    """A post's box on the table, and the deputies its grid shows: `cols` a row, in `rows`
    rows (what does not fit is counted)."""

    box: Box
    cols: int
    rows: int


def _present(view: dict[str, Any]) -> dict[str, Deps]:
    """The deputies at each post, the accused awaiting the Tribunal among them."""
    return {post: [p for p in view["deputies"] if p["post"] == post]
            for post in ("convention", "mission", "accused", *POSTS, *MARGINS)}  # fmt: skip


def zones(view: dict[str, Any]) -> dict[str, Zone]:
    """Where each post stands on the table, as high as its deputies need: the Convention on the
    left, the three posts of four seats on the right, then Mission, Prison, Flight and the
    Guillotine, each where most room is left. The one layout the table is drawn with, and that
    says where a click on a post lands (`layout`)."""
    at = _present(view)
    seated = [p for p in at["convention"] if not p["denounced"]]
    accused = [p for p in at["convention"] if p["denounced"]]
    rows = max(2, rows_for(len(seated), 3))
    square = rows_for(len(accused), 3) * ROW + 6 if accused else 0
    h = ZONE_HEAD + 6 + rows * ROW + square + 6
    out = {"convention": Zone((M, TOP, M + LEFT_W, TOP + h), 3, rows)}
    y = TOP
    for post in POSTS:
        on_square = [p for p in at[post] if p["denounced"]]
        if post == "tribunal":
            on_square += at["accused"]
        extra = rows_for(len(on_square), 2) * ROW + 4 if on_square else 0
        h = ZONE_HEAD + 4 + 2 * ROW + 4 + extra
        out[post] = Zone((RIGHT_X, y, TABLE_W - M, y + h), 2, 2)
        y += h + 5
    columns = [[out["convention"].box[3] + 6, M, M + LEFT_W, 3], [y, RIGHT_X, TABLE_W - M, 2]]
    for post in ("mission", *MARGINS):
        column = max(columns, key=lambda c: BOTTOM - c[0])
        cy, x0, x1, cols = column
        deps = at[post]
        rows = min(rows_for(len(deps), cols), (BOTTOM - cy - ZONE_HEAD - 8) // ROW)
        h = ZONE_HEAD + (rows * ROW + 8 if deps and rows > 0 else 0)
        out[post] = Zone((x0, cy, x1, cy + h), cols, rows)
        column[0] = cy + h + 5
    return out


def table(view: dict[str, Any], names: list[str], lang: str = "en") -> bytes:
    im = Image.new("RGB", (TABLE_W, TABLE_H), BOARD)
    d = ImageDraw.Draw(im)
    draw_banner(im, view, names, lang)
    colours = parties(view)
    at = _present(view)
    laid = zones(view)
    _convention(im, d, at["convention"], colours, laid["convention"], lang)
    for post in POSTS:
        accused = at["accused"] if post == "tribunal" else []
        _post(im, d, colours, _title(post, lang), at[post], accused, laid[post].box, lang)
    for post in ("mission", *MARGINS):
        _elsewhere(im, d, colours, _title(post, lang), at[post], laid[post], lang)
    below = LOG_Y + (_key(im, view, names, colours) - 1) * KEY_STEP
    log = [say(line, lang, names) for line in view["log"]]
    events(d, M + 4, below, TABLE_W - 2 * M - 8, log[-1:], TABLE_H - 2, SMALLEST + 1)
    return encode_png(im, palette(view))


def _key(im: Image.Image, view: dict[str, Any], names: list[str], colours: Colours) -> int:
    """Which player leads which party: a deputy shows his party's disc, a player their own
    seat marker, and the two are told apart nowhere else on the board. On one line while every
    name fits whole, else on two lines of two columns (the latest event then keeps one line
    below them); long names are cut only then, the parties' names never. Returns the lines
    it took."""
    led = [p for p in view["parties"] if p["seat"] is not None]
    if not led:
        return 1  # the parties are still being chosen
    widths = [text_width(names[p["seat"]], SMALLEST) for p in led]
    fixed = [_DISC_W + text_width(_label(p), SMALLEST) + _MARKER + _KEY_GAP for p in led]
    cap = share(widths, KEY_W - sum(fixed))
    if cap >= max(widths):
        x = M + 4.0
        for p, width in zip(led, widths, strict=True):
            x += _key_entry(im, p, names, colours, (x, KEY_Y), width) + _KEY_GAP
        return 1
    column = KEY_W / 2
    for i, (p, width, spent) in enumerate(zip(led, widths, fixed, strict=True)):
        at = (M + 4.0 + (i % 2) * column, KEY_Y + (i // 2) * KEY_STEP)
        _key_entry(im, p, names, colours, at, min(width, column - spent))
    return 2


def _label(party: dict[str, Any]) -> str:
    return f"{party['name']} "


def _key_entry(
    im: Image.Image,
    party: dict[str, Any],
    names: list[str],
    colours: Colours,
    at: tuple[float, int],
    name_w: float,
) -> float:
    """One party's disc, its name and its leader's marker and name (cut to `name_w`); returns
    its width."""
    x, y = at
    disc = token(*colours[party["id"]])
    im.paste(disc, (round(x), y - disc.height // 2), disc)
    room = text_width(_label(party), SMALLEST) + _MARKER + name_w + 2
    seat_line(im, (x + _DISC_W, y), _label(party) + seat_tag(party["seat"]), names, SMALLEST,
              room, INK, False)  # fmt: skip
    return _DISC_W + room


def layout(view: dict[str, Any], lang: str = "en") -> dict[str, Place]:
    """Every post the table draws, by its id (`Choice.place`): its name in its zone's title
    bar, as the texts and the labels name it ("Club des Jacobins"), over the whole zone, its
    deputies with it."""
    return {post: Place.at(_title(post, lang), zone.box) for post, zone in zones(view).items()}


def _title(post: str, lang: str) -> str:
    """A post's name as its zone's title bar shows it: the name every text gives it."""
    return say(post_name(post), lang)


def _convention(im: Image.Image, d: ImageDraw.ImageDraw, present: Deps, colours: Colours,
                at: Zone, lang: str) -> None:  # fmt: skip
    """The Convention: its deputies, those with the Rapport first (on gold), and its "dénoncé"
    square with whoever stands on it."""
    seated = sorted((p for p in present if not p["denounced"]), key=lambda p: not p["rapport"])
    accused = [p for p in present if p["denounced"]]
    x0, y, x1, _ = at.box
    title = say(Msg("guillotine-draw-convention", post=post_name("convention")), lang)
    zone(d, at.box, title, say(Msg("guillotine-draw-present", n=len(present)), lang))
    grid(im, colours, seated, x0 + 6, y + ZONE_HEAD + 6, at.cols, at.rows, lang=lang)
    _denounced(im, d, colours, accused, x0 + 4, y + ZONE_HEAD + 8 + at.rows * ROW, x1 - 4,
               at.cols, lang)  # fmt: skip


def _denounced(im: Image.Image, d: ImageDraw.ImageDraw, colours: Colours, deps: Deps, x0: int,
               y: int, x1: int, cols: int, lang: str) -> None:  # fmt: skip
    """Whoever stands on a post's "dénoncé" square, on a red ground; nothing when nobody does."""
    if not deps:
        return
    rows = rows_for(len(deps), cols)
    d.rectangle((x0, y, x1, y + rows * ROW), fill=ALERT, outline=DANGER)
    grid(im, colours, deps, x0 + 2, y, cols, rows, ground=ALERT, lang=lang)


def _post(im: Image.Image, d: ImageDraw.ImageDraw, colours: Colours, title: str, here: Deps,
          accused: Deps, box: Box, lang: str) -> None:  # fmt: skip
    """A post of four seats, two a row, each deputy or "free"; under them its "dénoncé"
    square (the Tribunal's also holds the accused awaiting their choice or trial, §III.4)."""
    seated = [p for p in here if not p["denounced"]]
    on_square = accused + [p for p in here if p["denounced"]]
    x0, y, x1, _ = box
    zone(d, box, title, f"{len(here)}/{SEATS}")
    for i in range(len(seated), SEATS):  # the free seats show as such
        r, c = divmod(i, 2)
        sx, sy = x0 + 6 + c * (CHIP_W + 4), y + ZONE_HEAD + 4 + r * ROW
        d.rounded_rectangle((sx, sy + 2, sx + CHIP_W, sy + ROW - 2), 5, fill=SEAT)
    grid(im, colours, seated, x0 + 6, y + ZONE_HEAD + 4, 2, 2, lang=lang)
    _denounced(im, d, colours, on_square, x0 + 4, y + ZONE_HEAD + 8 + 2 * ROW, x1 - 4, 2, lang)


def _elsewhere(im: Image.Image, d: ImageDraw.ImageDraw, colours: Colours, title: str,
               deps: Deps, at: Zone, lang: str) -> None:  # fmt: skip
    """Mission, Prison, Flight or the Guillotine in its zone's rows (what does not fit is
    counted), the title alone when empty. Mission's "dénoncé" deputies are framed in red."""
    x0, y, _, _ = at.box
    cols, rows = at.cols, at.rows
    zone(d, at.box, title, str(len(deps)) if deps else "")
    ordered = sorted(deps, key=lambda p: p["denounced"])
    grid(im, colours, ordered, x0 + 6, y + ZONE_HEAD + 4, cols, rows, lang=lang)
    for i, dep in enumerate(ordered[: cols * rows]):
        if dep["denounced"]:
            r, c = divmod(i, cols)
            sx, sy = x0 + 6 + c * (CHIP_W + 4), y + ZONE_HEAD + 4 + r * ROW
            d.rectangle((sx - 2, sy, sx + CHIP_W + 1, sy + ROW - 1), outline=DANGER, width=2)
