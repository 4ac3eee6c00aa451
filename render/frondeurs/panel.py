"""What the board's network leaves out, for the table and the details: the banner, where each
faction stands (its player, score and tokens), the Season track with the end-game numerals, the
Spanish Gold and Mazarin's Exile boxes, the decks and the Discard Row, and the cards' wording."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.core import Msg
from games.frondeurs import flow
from games.frondeurs.data import DATA, ActionOption
from games.frondeurs.picking import name as space_name
from i18n import say
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
from render.frondeurs.style import ARREST, CURRENT, LINE, ORDER, PANEL, paste_piece, short
from texts import from_json

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


def said(key: str, lang: str, **args: Any) -> str:
    """One of the pictures' labels (`frondeurs-draw-...`) in `lang`."""
    return say(Msg(f"frondeurs-draw-{key}", **args), lang)


def faction_word(faction: str, lang: str) -> str:
    """A faction's name, bare ("Condéean", « Condéen »)."""
    return say(Msg(f"frondeurs-faction-{faction}"), lang)


def faction_named(view: dict[str, Any], faction: str, lang: str) -> str:
    """A faction's name, "Condéean Dummy" for the Dummy: said after the person playing it."""
    word = faction_word(faction, lang)
    return (
        said("dummy-faction", lang, faction=word)
        if view["factions"][faction].get("dummy")
        else word
    )


def season_of(view: dict[str, Any], lang: str) -> str:
    """The Season the marker is in, in words (the view holds it as a message in JSON)."""
    return say(from_json(view["season"]), lang)


def person(names: list[str], seat: int, lang: str = "en") -> str:
    return names[seat] if seat < len(names) else say(Msg("core-seat", n=seat + 1), lang)


def player(names: list[str], view: dict[str, Any], faction: str, lang: str = "en") -> str:
    """Who plays the faction now (after a Swap, the new seat); the 3-player Dummy is named as
    such, with the seat running it."""
    who = person(names, seat_of(view, faction), lang)
    return said("dummy-of", lang, who=who) if view["factions"][faction].get("dummy") else who


def winning_players(view: dict[str, Any], names: list[str], lang: str = "en") -> list[str]:
    """The winners by person, each with the factions that counted for them."""
    by_seat: dict[int, list[str]] = {}
    for f in winners(view):
        by_seat.setdefault(seat_of(view, f), []).append(faction_word(f, lang))
    return [f"{person(names, s, lang)} ({' + '.join(fs)})" for s, fs in sorted(by_seat.items())]


def draw_banner(im: Image.Image, view: dict[str, Any], names: list[str], lang: str = "en") -> int:
    """Turn and Season; whose turn it is, by player and faction; at the end, who won. Players
    are named without the shared seat markers: here a faction's piece is the mark to know, and
    the markers' shapes would be mistaken for its."""
    active = view["active"]
    over = view.get("over")  # a closed board: the part of the game that ended (a Season)
    if over:
        chapter = say(from_json(over), lang)
    else:
        chapter = said("chapter", lang, n=view["turn"], season=season_of(view, lang))
    if view["phase"] == "over":
        best = winning_players(view, names, lang)
        line = "★ " + said("won", lang, who=best, n=len(best))
        chapter += " · " + said("game-over", lang)
    elif closed_line(view, lang):
        line = closed_line(view, lang) or ""
    else:
        key = "deploys" if view["phase"] == "deploy" else "to-play"
        now = person(names, seat_of(view, active), lang)
        line = said(key, lang, who=now, faction=faction_named(view, active, lang))
        acting = view.get("acting") or active
        if acting != active:  # a question out of turn: a Displacement, a cancel, a removal
            who = person(names, seat_of(view, acting), lang)
            line = said("answers", lang, who=who, faction=faction_named(view, acting, lang),
                        next=now, active=faction_named(view, active, lang))  # fmt: skip
        line = f"▶ {line}"
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
              size: int = 15, lang: str = "en") -> None:  # fmt: skip
    """A row per faction in turn order: its piece, its player and faction, its hand and tokens
    and its score (the total now, §8.23); the faction whose turn it is (at the end, the winner)
    on gold."""
    x0, y0, x1, y1 = box
    row = (y1 - y0) // len(ORDER)
    done = view["phase"] == "over"
    best = winners(view) if done else []
    for i, f in enumerate(ORDER):
        on = (f == view["active"] and not done) or f in best
        sprite = _row(f, player(names, view, f, lang), tokens_line(view, f), total(view, f), on,
                      x1 - x0, row - 2, size, faction_word(f, lang))  # fmt: skip
        im.paste(sprite, (x0, y0 + i * row))


@cached_drawing(maxsize=128)
def _row(f: str, name: str, toks: str, score: int, on: bool, w: int, h: int, size: int,
         faction: str) -> Image.Image:  # fmt: skip
    im = Image.new("RGB", (w + 1, h + 1), CURRENT if on else PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w, h), outline=LINE)
    cy = h / 2
    r = round(size * 0.55)
    paste_piece(im, r + 6, cy, f, r)
    sx = w - 6 - text(d, (w - 6, cy), str(score), size + 2, True, INK, "rm")
    tx = sx - 12 - text_width(toks, size, False)
    text(d, (tx, cy), toks, size, False, INK, "lm")
    x: float = 2 * r + 14
    word = f" · {faction}"
    room = tx - x - 10
    keep = text_width(word, size, False)
    if text_width(name, size, True) + keep > room:  # the piece tells the faction anyway
        keep = 0
    x += text(d, (x, cy), fit(name, size, True, room - keep), size, True, INK, "lm")
    if keep:
        text(d, (x, cy), word, size, False, MUTED, "lm")
    return im


def season_index(view: dict[str, Any]) -> int:
    """The marker's box: the view says its Season as a message of the year's words."""
    season = from_json(view["season"])
    label = say(season, "en") if isinstance(season, Msg) else str(season)
    return next((b.index for b in TRACK if b.label == label), 0)


def season_track(im: Image.Image, view: dict[str, Any], x: int, y: int, w: int,
                 rows: int = 2, cell_h: int = 22) -> int:  # fmt: skip
    """The 22 boxes of the Season track (§2.62) in `rows` rows: the end-game numerals (§5.12)
    in red, the Season marker's box on gold. Returns where it ends."""
    sprite = _track(season_index(view), w, rows, cell_h)
    im.paste(sprite, (x, y))
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


def boxes_line(view: dict[str, Any], lang: str = "en") -> list[tuple[str, str | None, int]]:
    """The Spanish Gold and Mazarin's Exile boxes (§7.6), when the view holds them: (label,
    faction, cubes) for each piece to draw; an empty box's label is muted (`None` faction, -1)."""
    out: list[tuple[str, str | None, int]] = []
    empty = (said("empty", lang), None, -1)
    gold = view.get("spanish_gold")
    if gold is not None:
        out.append((said("spanish-gold", lang), None, 0))
        out += [("", f, n) for f, n in gold.items() if n]
        if not any(gold.values()):
            out.append(empty)
    exile = view.get("mazarin_exile")
    if exile is not None:
        out.append((said("exile", lang), None, 0))
        out.append(("", "mazarinist", exile) if exile else empty)
    return out


def draw_boxes(im: Image.Image, view: dict[str, Any], x: float, y: float, room: float,
               lang: str = "en") -> float:  # fmt: skip
    """The boxes as pieces with their counts, on one line centred at height y. Returns its end."""
    d = ImageDraw.Draw(im)
    end = x + room
    for label, f, n in boxes_line(view, lang):
        if f is None:
            grey = n < 0
            if x + text_width(label, 15, not grey) > end:
                break
            x += text(d, (x, y), label, 15, not grey, MUTED if grey else INK, "lm") + 6
        else:
            if x + 26 > end:
                break
            paste_piece(im, x + 11, y, f, 11, str(n))
            x += 28
    return x


def decks_text(view: dict[str, Any], lang: str = "en") -> str:
    row = len(view["discard_row"])
    return said("decks", lang, deck=view["action_deck"], seasons=view["season_deck"], row=row,
                most=SEASON_ROW)  # fmt: skip


def commander_text(view: dict[str, Any], lang: str = "en") -> str:
    return "⚑ " + said("commander", lang, who=short(view["army_commander"], lang))


# ---- the cards' wording -------------------------------------------------------------------------
def option_text(o: ActionOption, lang: str = "en") -> str:
    """One option of an Action card in a few words (§9.12-9.15)."""
    where = said(f"target-{o.target}", lang)
    if o.move:
        return said("opt-move", lang, n=o.move, where=where)
    if not o.remove:
        return said("opt-place", lang, n=o.place, where=where)
    reach = "controlled" if o.controlled else "anywhere" if o.any_location else "adjacent"
    removal = said(f"opt-remove-{reach}", lang, n=o.remove)
    if o.place:
        return said("opt-place-remove", lang, n=o.place, removal=removal, where=where)
    return said("opt-remove", lang, removal=removal, where=where)


def season_text(card: str, lang: str = "en") -> str:
    """What a Season card does after its 2 free cubes (§9.2)."""
    e = DATA.season_cards[card].effect
    if e.type == "battle":
        where = say(space_name(e.target), lang)
        return said("battle", lang, n=e.cubes, space=where)
    if e.type == "remove_own":
        return said("remove-own", lang, where=said(f"where-{e.where}", lang))
    if e.type == "old_noll":
        return said("old-noll", lang, remove=e.remove, place=e.place)
    if e.type == "depression":
        key = "depression-crown" if "crown" in e.tokens else "depression"
        return said(key, lang, n=e.remove)
    if e.type == "arrest":
        who = [short(t, lang) for t in e.targets]
        return said("arrest-extra" if e.extra_person_pp else "arrest", lang, who=who)
    return said("swap", lang)


def card_name(card: str, lang: str = "en") -> str:
    return say(flow.card_name(card), lang)
