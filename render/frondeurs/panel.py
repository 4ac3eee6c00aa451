"""What the board's network leaves out, for the table and the details: the banner, where each
faction stands (its player, score and tokens), the Season track with the end-game numerals, the
Spanish Gold and Mazarin's Exile boxes, the decks and the Discard Row, and the cards' wording."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.frondeurs.data import DATA, ActionOption
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    banner,
    cached_drawing,
    centred,
    closed_line,
    fit,
    text,
    text_width,
)
from render.frondeurs.style import ARREST, CURRENT, LINE, ORDER, PANEL, WORD, paste_piece, short

TRACK = DATA.cards.season_track.boxes
SEASON_ROW = 4  # §6.31: a Season card is drawn when the Discard Row holds 4
PAWN_BONUS, SPANISH_PENALTY = 10, 5  # §8.23


def total(view: dict[str, Any], faction: str) -> int:
    """The score as it would stand now (§8.22-8.23): PP and MP on the board, the mid-game PP, the
    King's Pawn held (not by the Mazarinist), less 5 for each Spanish Gold or Exile use."""
    f = view["factions"][faction]
    pawn = (view.get("kings_pawn") or {}).get("holder") == faction and faction != "mazarinist"
    uses = f.get("spanish_uses", 0)
    return f["score"] + f.get("mid_pp", 0) + PAWN_BONUS * pawn - SPANISH_PENALTY * uses


def winners(view: dict[str, Any]) -> list[str]:
    """At the end: the view's winners if it names them, else the highest totals, ties broken as
    §8.24 does (the Pawn holder; then Retzist, Cabalist, Condéean; the Mazarinist shares)."""
    if "winners" in view:
        return list(view["winners"])
    scores = {f: total(view, f) for f in ORDER}
    top = [f for f in ORDER if scores[f] == max(scores.values())]
    holder = (view.get("kings_pawn") or {}).get("holder")
    if holder in top:
        return [holder]
    ranked = [f for f in ("retzist", "cabalist", "condeean") if f in top]
    return (["mazarinist"] if "mazarinist" in top else []) + ranked[:1]


def seat_of(view: dict[str, Any], faction: str) -> int:
    return int(view["factions"][faction]["seat"])


def person(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def player(names: list[str], view: dict[str, Any], faction: str) -> str:
    """Who plays the faction now (after a Swap, the new seat); the 3-player Dummy is named as
    such, with the seat running it."""
    who = person(names, seat_of(view, faction))
    return f"Dummy ({who})" if view["factions"][faction].get("dummy") else who


def winning_players(view: dict[str, Any], names: list[str]) -> list[str]:
    """The winners by person, each with the factions that counted for them."""
    by_seat: dict[int, list[str]] = {}
    for f in winners(view):
        by_seat.setdefault(seat_of(view, f), []).append(WORD[f])
    return [f"{person(names, s)} ({' + '.join(fs)})" for s, fs in sorted(by_seat.items())]


def draw_banner(im: Image.Image, view: dict[str, Any], names: list[str]) -> int:
    """Turn and Season; whose turn it is, by player and faction; at the end, who won. Players
    are named without the shared seat markers: here a faction's piece is the mark to know, and
    the markers' shapes would be mistaken for its."""
    active = view["active"]
    chapter = view.get("over") or f"Turn {view['turn']} · {view['season']}"
    if view["phase"] == "over":
        best = winning_players(view, names)
        who = " and ".join(best)
        line = f"★ {who} {'share the victory' if len(best) > 1 else 'wins'}"
        chapter += " · game over"
    elif closed_line(view):
        line = closed_line(view) or ""
    else:
        verb = "deploys cubes" if view["phase"] == "deploy" else "to play"
        line = f"▶ {player(names, view, active)} · {WORD[active]} {verb}"
        acting = view.get("acting") or active
        if acting != active:  # a question out of turn: a Displacement, a cancel, a removal
            line = f"▶ {player(names, view, acting)} · {WORD[acting]} to answer ({line[2:]})"
    top = banner(im, "FRONDEURS", chapter, "", names)
    d = ImageDraw.Draw(im)
    size = next((z for z in range(22, 14, -1) if text_width(line, z, True) <= im.width - 28), 15)
    text(d, (14, 54), fit(line, size, True, im.width - 28), size, True, HIGHLIGHT, "lm")
    return top


def tokens_line(view: dict[str, Any], faction: str) -> str:
    """A faction's hand and tokens in symbols: cards (☀: a Season card among them), Crowns,
    Coins, Musketeers, the Pawn."""
    f = view["factions"][faction]
    parts = [f"🂠{f['hand_size']}" + ("☀" if f["season_cards"] else "")]  # a Season card (§6.12)
    if f["crowns"]:
        parts.append(f"♛{f['crowns']}")
    if f["coins"]:
        parts.append(f"●{f['coins']}")
    if f["musketeers"]:
        parts.append(f"🗡{len(f['musketeers'])}")
    if (view.get("kings_pawn") or {}).get("holder") == faction:
        parts.append("♟")
    return " ".join(parts)


def standings(im: Image.Image, view: dict[str, Any], names: list[str], box: tuple[int, ...],
              size: int = 15) -> None:  # fmt: skip
    """A row per faction in turn order: its piece, its player and faction, its hand and tokens
    and its score (the total now, §8.23); the faction whose turn it is (at the end, the winner)
    on gold."""
    x0, y0, x1, y1 = box
    row = (y1 - y0) // len(ORDER)
    done = view["phase"] == "over"
    best = winners(view) if done else []
    for i, f in enumerate(ORDER):
        on = (f == view["active"] and not done) or f in best
        sprite = _row(f, player(names, view, f), tokens_line(view, f), total(view, f), on,
                      x1 - x0, row - 2, size)  # fmt: skip
        im.paste(sprite, (x0, y0 + i * row))


@cached_drawing(maxsize=128)
def _row(f: str, name: str, toks: str, score: int, on: bool, w: int, h: int, size: int
         ) -> Image.Image:  # fmt: skip
    im = Image.new("RGB", (w + 1, h + 1), CURRENT if on else PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w, h), outline=LINE)
    cy = h / 2
    r = round(size * 0.55)
    paste_piece(im, r + 6, cy, f, r)
    sx = w - 6 - text(d, (w - 6, cy), str(score), size + 2, True, INK, "rm")
    tx = sx - 12 - text_width(toks, size, False)
    text(d, (tx, cy), toks, size, False, INK, "lm")
    x = 2 * r + 14
    word = f" · {WORD[f]}"
    room = tx - x - 10
    keep = text_width(word, size, False)
    if text_width(name, size, True) + keep > room:  # the piece tells the faction anyway
        keep = 0
    x += text(d, (x, cy), fit(name, size, True, room - keep), size, True, INK, "lm")
    if keep:
        text(d, (x, cy), word, size, False, MUTED, "lm")
    return im


def season_index(view: dict[str, Any]) -> int:
    return next((b.index for b in TRACK if b.label == view["season"]), 0)


def season_track(im: Image.Image, view: dict[str, Any], x: float, y: float, w: float,
                 rows: int = 2, cell_h: int = 22) -> float:  # fmt: skip
    """The 22 boxes of the Season track (§2.62) in `rows` rows: the end-game numerals (§5.12)
    in red, the Season marker's box on gold. Returns where it ends."""
    sprite = _track(season_index(view), round(w), rows, cell_h)
    im.paste(sprite, (round(x), round(y)))
    return y + sprite.height


@cached_drawing
def _track(now: int, w: int, rows: int, cell_h: int) -> Image.Image:
    im = Image.new("RGB", (w, rows * (cell_h + 3)), PANEL)
    d = ImageDraw.Draw(im)
    per = -(-len(TRACK) // rows)
    cw = w / per
    for b in TRACK:
        r, c = divmod(b.index, per)
        box = (c * cw, r * (cell_h + 3), (c + 1) * cw - 2, r * (cell_h + 3) + cell_h)
        here = b.index == now
        d.rectangle(box, fill=HIGHLIGHT if here else WHITE, outline=INK if here else LINE,
                    width=2 if here else 1)  # fmt: skip
        if b.end_game:
            centred(d, box, str(b.end_game), 15, True, ARREST)
        elif here:
            centred(d, box, "◆", 15, False, INK)
    return im


def boxes_line(view: dict[str, Any]) -> list[tuple[str, str | None, int]]:
    """The Spanish Gold and Mazarin's Exile boxes (§7.6), when the view holds them: (label,
    faction, cubes) for each piece to draw."""
    out: list[tuple[str, str | None, int]] = []
    gold = view.get("spanish_gold")
    if gold is not None:
        out.append(("Spanish Gold", None, 0))
        out += [("", f, n) for f, n in gold.items() if n]
        if not any(gold.values()):
            out.append(("empty", None, 0))
    exile = view.get("mazarin_exile")
    if exile is not None:
        out.append(("Exile", None, 0))
        out.append(("", "mazarinist", exile) if exile else ("empty", None, 0))
    return out


def draw_boxes(im: Image.Image, view: dict[str, Any], x: float, y: float, room: float) -> float:
    """The boxes as pieces with their counts, on one line centred at height y. Returns its end."""
    d = ImageDraw.Draw(im)
    end = x + room
    for label, f, n in boxes_line(view):
        if f is None:
            grey = label == "empty"
            if x + text_width(label, 15, not grey) > end:
                break
            x += text(d, (x, y), label, 15, not grey, MUTED if grey else INK, "lm") + 6
        else:
            if x + 26 > end:
                break
            paste_piece(im, x + 11, y, f, 11, str(n))
            x += 28
    return x


def decks_text(view: dict[str, Any]) -> str:
    row = len(view["discard_row"])
    return (f"Deck {view['action_deck']} · Seasons {view['season_deck']} · "
            f"Discard {row}/{SEASON_ROW}")  # fmt: skip


def commander_text(view: dict[str, Any]) -> str:
    return f"⚑ Army Commander: {short(view['army_commander'])}"


# ---- the cards' wording -------------------------------------------------------------------------
TARGET = {
    "all": "any Space",
    "persons": "Persons",
    "institutions": "Institutions",
    "green_blue": "green or blue Spaces",
    "purple": "purple Spaces",
}


def option_text(o: ActionOption) -> str:
    """One option of an Action card in a few words (§9.12-9.15)."""
    where = TARGET[o.target]
    if o.move:
        return f"Move up to {o.move} cubes into one Space · {where}"
    parts = [f"Place up to {o.place}"] if o.place else []
    if o.remove:
        how = " anywhere" if o.any_location else " adjacent"
        parts.append(f"Remove {o.remove}{how}" + (", even Controlled" if o.controlled else ""))
    return " then ".join(parts) + f" · {where}"


WHERE = {
    "purple_border": "5 purple Spaces",
    "green_border": "5 green Spaces",
    "blue_border": "every blue Space",
    "affiliate_icon": "5 Spaces with an Affiliate icon",
    "huguenot_icon": "every Huguenot Space",
}


def season_text(card: str) -> str:
    """What a Season card does after its 2 free cubes (§9.2)."""
    e = DATA.season_cards[card].effect
    if e.type == "battle":
        where = DATA.spaces[e.target].name
        return f"Battle: the most MP on orange Spaces puts {e.cubes} cubes at {where}"
    if e.type == "remove_own":
        return f"Each faction removes 1 of its cubes from {WHERE[e.where]}; a Musketeer cancels"
    if e.type == "old_noll":
        return (f"At each Frontier Zone: remove {e.remove} or place {e.place}; another player may "
                "cancel with a Musketeer")  # fmt: skip
    if e.type == "depression":
        token = " or a Crown" if "crown" in e.tokens else ""
        return f"Each faction gives up a Coin{token}, or removes {e.remove} of its cubes"
    if e.type == "arrest":
        who = ", ".join(short(t) for t in e.targets)
        extra = " and one 1-2 PP Person of your choice" if e.extra_person_pp else ""
        return f"Arrests {who}{extra}, each to a Fortress you choose"
    return "Mid-game PP scoring for every faction"


def card_name(card: str) -> str:
    return (DATA.season_cards.get(card) or DATA.action_cards[card]).name
