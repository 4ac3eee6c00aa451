"""Liberté's table and hands, drawn from views only.

The table is 720 px wide, like the other games' boards, so it reads at Discord's preview width
(about 550 px): who must act on top, then the map of France the full width (`liberte_board`), then
the sections of the panel one under the other (`liberte_panel`), then the latest event. Regions
differ by colour *and* outline, factions by colour *and* letter, players by colour *and* initial.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import name_seats
from games.liberte.data import DATA
from render import liberte_board, liberte_panel
from render.common import HIGHLIGHT, INK, MUTED, PAPER, WHITE, centred, encode_png, fit, font, wrap
from render.liberte_cards import CARD_H, CARD_W, card
from render.liberte_style import HAND_BG, LOG_BG, initials, palette

WIDTH = liberte_board.WIDTH
HEADER = 78
MAX_HEIGHT = 2000  # drawn on this much paper, then cut to what was used
PHASES = {
    "order": "Player order",
    "refresh": "Refresh hands",
    "action": "Action phase",
    "battle": "Battle",
    "election": "Elections",
    "over": "Game over",
}


def table(view: dict[str, Any], names: list[str]) -> bytes:
    im = Image.new("RGB", (WIDTH, MAX_HEIGHT), PAPER)
    d = ImageDraw.Draw(im)
    marks = initials(names)
    _header(d, view, names)
    im.paste(liberte_board.picture(view, marks), (0, HEADER))
    y = liberte_panel.election_track(d, view["election"], HEADER + liberte_board.HEIGHT + 10)
    y = liberte_panel.turn_track(im, d, view, y)
    y = liberte_panel.government(im, d, view, marks, y)
    y = liberte_panel.players(im, d, view, names, marks, y + 4)
    y = liberte_panel.face_up(im, d, view, y + 10)
    y = _log(d, view, names, y + 4)
    return encode_png(im.crop((0, 0, WIDTH, y)), palette())


def status_line(view: dict[str, Any], names: list[str]) -> str:
    """What is awaited and from whom, by name: the line a player reads first."""
    status = name_seats(view["status"], names)
    return ("▶ " + status) if view["active"] else status


STATUS_SIZES = (26, 24, 22, 20)  # one line, as large as fits; else two lines


def _header(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    d.rectangle((0, 0, WIDTH, HEADER), fill=INK)
    d.text((12, 17), "LIBERTÉ", font=font(24, True), fill=HIGHLIGHT, anchor="lm")
    outcome = view.get("outcome")
    where = outcome["reason"] if outcome else PHASES[view["phase"]]
    turn = f"Turn {view['turn']}/{view['turns']} · {where}"
    d.text((140, 17), fit(turn, font(17, True), WIDTH - 152), font=font(17, True), fill=WHITE,
           anchor="lm")  # fmt: skip
    text = status_line(view, names)
    colour = HIGHLIGHT if view["active"] else WHITE
    room = WIDTH - 24
    size = next((n for n in STATUS_SIZES if font(n, True).getlength(text) <= room), None)
    if size is not None:
        d.text((12, 54), text, font=font(size, True), fill=colour, anchor="lm")
        return
    # A tie's status names the province, which must not be cut off: two lines.
    for size in (20, 18, 16):
        lines = wrap(text, font(size, True), room)
        if len(lines) <= 2:
            break
    for i, line in enumerate(lines[:2]):
        d.text((12, 44 + i * 22), fit(line, font(size, True), room), font=font(size, True),
               fill=colour, anchor="lm")  # fmt: skip


def _log(d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: int) -> int:
    """The latest event in full (on two lines if it needs them), else the one before it too."""
    d.rectangle((0, y, WIDTH, y + 50), fill=LOG_BG)
    texts = [name_seats(t, names) for t in view["log"][-2:]]
    if not texts:
        return y + 50
    lines = [(line, True) for line in wrap(texts[-1], font(15, True), WIDTH - 24)[:2]]
    if len(lines) == 1 and len(texts) == 2:
        lines.append((texts[0], False))
    for i, (line, new) in enumerate(lines):
        fnt = font(15, True) if new else font(14)
        d.text((12, y + 5 + i * 21), fit(line, fnt, WIDTH - 24), font=fnt,
               fill=INK if new else MUTED)  # fmt: skip
    return y + 50


# ---- a player's hand --------------------------------------------------------------------------
HAND_ROW = 4  # cards a row at most: 640 px, so the cards' small print reads at 550 px


def hand(view: dict[str, Any], names: list[str]) -> bytes:
    cards = view["hand"]
    rows = max(1, -(-len(cards) // HAND_ROW))
    per_row = max(3, -(-len(cards) // rows))
    gap = 8
    width = per_row * (CARD_W + gap) + gap
    im = Image.new("RGB", (width, 52 + rows * (CARD_H + gap) + gap), HAND_BG)
    d = ImageDraw.Draw(im)
    seat = view["seat"]
    p = view["players"][seat]
    # The facts in full at 16 px or more; a long name is what gets cut.
    facts = (
        f" · turn {view['turn']} · {len(cards)} cards · display {len(p['display'])} · {p['vp']} VP"
    )
    who = f"{names[seat]}'s hand"
    room = width - 24
    size = next((n for n in (20, 18) if font(n, True).getlength(who + facts) <= room), 16)
    bold = font(size, True)
    title = fit(who, bold, room - round(bold.getlength(facts))) + facts
    d.text((12, 26), title, font=bold, fill=WHITE, anchor="lm")
    for i, key in enumerate(cards):
        r, c = divmod(i, per_row)
        im.paste(card(key), (gap + c * (CARD_W + gap), 52 + r * (CARD_H + gap)))
    if not cards:
        centred(d, (0, 52, width, 52 + CARD_H), "No cards in hand", font(18), WHITE)
    return encode_png(im, palette())


def hand_text(view: dict[str, Any]) -> str:
    cards = view["hand"]
    body = "; ".join(DATA.card_label(k) for k in cards) if cards else "no cards"
    return f"Your hand, turn {view['turn']} ({len(cards)} cards): {body}"
