"""What Guillotine's pictures share: the party colours from the view, a deputy as a chip (his
party's disc with its initial, his name, his PP), the zones of the board, and the banner."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg, seat_tag
from games.guillotine.components import PARTY
from i18n import say
from render.colours import BANNER_TEXT_ON, Distinct, text_on
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    SEAT_COLOURS,
    SMALLEST,
    WHITE,
    Colour,
    banner,
    banner_blends,
    cached_drawing,
    closed_line,
    fit,
    fixed_palette,
    text,
    text_width,
)

BOARD = (233, 224, 203)
ZONE = (250, 246, 236)
HEAD = (92, 28, 32)  # the Convention's red-brown
DANGER = (170, 30, 30)
ALERT = (255, 226, 226)
RAPPORT = (255, 232, 150)
SEAT = (238, 231, 214)
STRIPE = (244, 240, 232)
ROW, CHIP_W, TOKEN_R = 24, 146, 10
ZONE_HEAD = 22
PHASE_IDS = ("movement", "convention", "comite", "mission", "club", "prison", "fuite")
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")

Deps = list[dict[str, Any]]


def rgb(colour: str) -> Colour:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def ink_on(fill: Colour) -> Colour:
    return INK if fill[0] * 0.3 + fill[1] * 0.59 + fill[2] * 0.11 > 150 else WHITE


# The parties' colours are the game's data (games/guillotine/data/parties.json), red, blue,
# green and yellow as the rulebook has them, in shades that stay apart without red-green or
# blue-yellow vision; their discs carry the initial too. What render/colours.py measures:
_PARTIES = {p.name: (rgb(p.colour), p.initial) for p in PARTY.values()}
_INITIALS = {name: (c, f"the initial {initial}") for name, (c, initial) in _PARTIES.items()}
_POPULARITY = {
    "under 5 PP": (DANGER, "the number (X once guillotined)"),
    "5 PP or more": (INK, "the number"),
}
PALETTES = (
    Distinct("parties", _INITIALS, ("table", "detail")),
    Distinct("popularity", _POPULARITY, ("table", "detail")),
)
_CHIP_GROUNDS = (BOARD, ZONE, SEAT, STRIPE, ALERT, RAPPORT, WHITE)
TEXT_ON = text_on(
    BANNER_TEXT_ON,
    *({ink_on(colour): (colour,)} for colour, _ in _PARTIES.values()),
    {
        INK: (*_CHIP_GROUNDS, HIGHLIGHT),
        WHITE: (INK, HEAD),
        HIGHLIGHT: (INK, HEAD),
        MUTED: (BOARD, ZONE, WHITE),
        DANGER: _CHIP_GROUNDS,
    },
)


@cached_drawing
def token(fill: Colour, letter: str, r: int = TOKEN_R) -> Image.Image:
    """A disc in the party's colour with its initial: colour and letter, never colour alone."""
    scale = 4  # drawn large and reduced, for a smooth edge
    big = Image.new("RGBA", (2 * r * scale + scale, 2 * r * scale + scale), (0, 0, 0, 0))
    ImageDraw.Draw(big).ellipse(
        (0, 0, 2 * r * scale, 2 * r * scale), fill=(*fill, 255), outline=(*INK, 255), width=scale
    )
    im = big.resize((2 * r + 1, 2 * r + 1), Image.Resampling.LANCZOS)
    text(ImageDraw.Draw(im), (r + 0.5, r + 1), letter, max(SMALLEST, r + 5), True, ink_on(fill),
         "mm")  # fmt: skip
    return im


@lru_cache(maxsize=8)
def _parties(view_parties: tuple[tuple[str, str, str], ...]) -> dict[str, tuple[Colour, str]]:
    return {pid: (rgb(colour), initial) for pid, colour, initial in view_parties}


def parties(view: dict[str, Any]) -> dict[str, tuple[Colour, str]]:
    """Each party's colour and initial, as the view gives them."""
    return _parties(tuple((p["id"], p["colour"], p["initial"]) for p in view["parties"]))


def palette(view: dict[str, Any]) -> Image.Image:
    """The colours of a picture of this game (its parties' come from the view)."""
    return _palette(tuple(colour for colour, _ in parties(view).values()))


@lru_cache(maxsize=8)
def _palette(party_colours: tuple[Colour, ...]) -> Image.Image:
    """Every colour the pictures use, and the shades antialiasing makes between them: the
    texts on their grounds, the party discs on theirs, the boxes' edges and the seats'
    markers."""
    grounds = [BOARD, ZONE, SEAT, STRIPE, ALERT, RAPPORT, WHITE, HIGHLIGHT]
    inks = [INK, MUTED, DANGER]
    blends = [(ground, ink) for ground in grounds for ink in inks]
    blends += [(HEAD, WHITE), (HEAD, HIGHLIGHT), (BOARD, HEAD), (ZONE, HEAD), (ZONE, SEAT)]
    blends += [(c, ink_on(c)) for c in party_colours] + [(c, INK) for c in party_colours]
    blends += [(ground, c) for ground in (BOARD, ZONE, ALERT, RAPPORT) for c in party_colours]
    blends += [(BOARD, c) for c in SEAT_COLOURS] + banner_blends()
    return fixed_palette([*grounds, *inks, HEAD, *party_colours, *SEAT_COLOURS], blends)


@cached_drawing
def _chip(fill: Colour, letter: str, short: str, pp: str, low: bool, ground: Colour | None,
          w: int) -> Image.Image:  # fmt: skip
    """A deputy drawn once per look and pasted wherever he sits."""
    im = Image.new("RGBA", (w, ROW), (*(ground or BOARD), 255 if ground else 0))
    disc = token(fill, letter)
    im.alpha_composite(disc, (1, ROW // 2 - TOKEN_R))
    d = ImageDraw.Draw(im)
    pw = text(d, (w - 3, ROW // 2), pp, SMALLEST, True, DANGER if low else INK, "rm")
    text(d, (2 * TOKEN_R + 5, ROW // 2), fit(short, SMALLEST, False, w - pw - 2 * TOKEN_R - 11),
         SMALLEST, False, INK, "lm")  # fmt: skip
    return im


def chip(im: Image.Image, colours: dict[str, tuple[Colour, str]], x: int, y: int,
         dep: dict[str, Any], w: int = CHIP_W, ground: Colour | None = None) -> None:  # fmt: skip
    """One deputy: his party's disc, his name, his PP (red below the 5 needed to be re-elected,
    X once guillotined, as the popularity sheet marks a death)."""
    dead = dep["post"] == "guillotine"
    fill, letter = colours[dep["party"]]
    low = dep["pp"] < 5 or dead
    sprite = _chip(fill, letter, dep["short"], "X" if dead else str(dep["pp"]), low, ground, w)
    im.paste(sprite, (x, y), sprite)


def zone(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], title: str,
         note: str = "") -> None:  # fmt: skip
    """A post of the board: a pale box under a red-brown title bar, its count on the right."""
    x0, y0, x1, _ = box
    d.rounded_rectangle(box, radius=7, fill=ZONE, outline=HEAD, width=2)
    d.rounded_rectangle((x0, y0, x1, y0 + ZONE_HEAD), radius=7, fill=HEAD)
    d.rectangle((x0, y0 + 10, x1, y0 + ZONE_HEAD), fill=HEAD)
    room = x1 - x0 - 20 - text_width(note, SMALLEST, True)
    text(d, (x0 + 8, y0 + ZONE_HEAD // 2), fit(title, SMALLEST, True, room), SMALLEST, True,
         WHITE, "lm")  # fmt: skip
    if note:
        text(d, (x1 - 8, y0 + ZONE_HEAD // 2), note, SMALLEST, True, HIGHLIGHT, "rm")


def grid(im: Image.Image, colours: dict[str, tuple[Colour, str]], deps: Deps, x: int, y: int,
         cols: int, rows: int, ground: Colour | None = None, lang: str = "en") -> None:  # fmt: skip
    """Deputies row by row, `cols` a row; what does not fit in `rows` is counted. A deputy
    with the Rapport shows on gold."""
    room = cols * rows
    if room <= 0:
        return
    shown = deps if len(deps) <= room else deps[: room - 1]
    for i, dep in enumerate(shown):
        r, c = divmod(i, cols)
        chip(im, colours, x + c * (CHIP_W + 4), y + r * ROW, dep,
             ground=RAPPORT if dep["rapport"] else ground)  # fmt: skip
    if len(shown) < len(deps):
        r, c = divmod(room - 1, cols)
        more = say(Msg("guillotine-draw-more", n=len(deps) - len(shown)), lang)
        text(ImageDraw.Draw(im), (x + c * (CHIP_W + 4) + 6, y + r * ROW + ROW // 2), more,
             SMALLEST, True, MUTED, "lm")  # fmt: skip


def rows_for(count: int, cols: int) -> int:
    return -(-count // cols)


def draw_banner(im: Image.Image, view: dict[str, Any], names: list[str], lang: str) -> int:
    """Turn and phase; then who must act and on what (during a vote, who has yet to vote, never
    how anyone voted); at the end, the winner."""
    chapter = say(Msg("guillotine-draw-chapter", chapter=view["chapter"], n=view["turns"]), lang)
    end = view["dissolved"]
    right = (
        say(Msg("guillotine-draw-dissolved", turn=end), lang)
        if end
        else ("Variante Histoire" if view["histoire"] else "")
    )
    if view["finished"]:
        ranking = view["ranking"]
        best = (ranking[0]["reelected"], ranking[0]["pp"])
        tops = [seat_tag(r["seat"]) for r in ranking if (r["reelected"], r["pp"]) == best]
        line = say(Msg("guillotine-draw-won", who=tops, n=len(tops)), lang)
    elif closed_line(view, lang):
        line = closed_line(view, lang) or ""
    elif view["waiting"] is not None:
        w = view["waiting"]
        seats = ", ".join(seat_tag(s) for s in w["seats"])
        line = say(Msg("guillotine-draw-waiting", seats=seats, what=w["what"]), lang)
    else:
        line = ""
    return banner(im, "GUILLOTINE", chapter, line, names, right)
