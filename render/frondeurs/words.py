"""Frondeurs' table in words (`render.table_words`): the facts the table picture shows
(`render.frondeurs.table`: the banner, the map, the factions' strip), from the spectator's view
alone, in the order a screen reader should read them. First the banner (the turn and Season,
who must act or who won), with the Spaces the map names (those the last move named, those the
decision under way is about); then each faction as the strip shows it (its player, its points
now, its cards and tokens); then the map area by area in reading order (north to south, west to
east), each Space where cubes stand with their count and Control (the others only counted, an
area without cubes named once); last, the tokens still on the board (each a dot on the map) and
the arrests (a red cross), each kind in one line."""

from __future__ import annotations

from functools import cache
from typing import Any

from games.core import Msg, Text
from games.frondeurs.data import DATA
from games.frondeurs.picking import name as space_name
from games.frondeurs.picking import zone_name
from i18n import say
from render.common import closed_line
from render.frondeurs.board import controls, touched
from render.frondeurs.panel import (
    faction_named,
    faction_word,
    person,
    player,
    said,
    season_of,
    total,
    winners,
    winning_players,
)
from render.frondeurs.style import ORDER
from texts import from_json

# The areas as the map lays them out, read in rows (north, middle, south), west to east; the
# four Musketeers, spread over the board and named by no area, last.
NORTH = ("orleans", "spanish", "conde", "chevreuse")
MIDDLE = ("court", "centre", "frontier")
SOUTH = ("west", "parlement", "paris", "vendome", "cabale")
AREAS = (*NORTH, *MIDDLE, *SOUTH, "musketeers")
ROW = 80  # canvas units: Spaces of an area this close in height are read as one row


def words(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    lines = [*_banner(view, names, lang), *_factions(view, names, lang), *_map(view, lang)]
    return "\n".join(lines)


def _heading(text: Text, lang: str) -> str:
    return f"**{say(text, lang)}**"


def _spaces(spaces: list[str]) -> Text:
    """Spaces one after another, as a list after a colon names them: "A, B, C"."""
    return Msg.join([space_name(s) for s in spaces], ", ")


def _listed(spaces: list[str]) -> list[Text]:
    """Spaces as a sentence lists them: "A, B and C"."""
    return [space_name(s) for s in spaces]


def _banner(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """The turn and Season; whose turn it is, by player and faction (an answer out of turn
    first); at the end, who won; then the Spaces the map names."""
    over = view.get("over")
    chapter = (
        say(from_json(over), lang)
        if over
        else said("chapter", lang, n=view["turn"], season=season_of(view, lang))
    )
    active = view["active"]
    if view["phase"] == "over":
        best = winning_players(view, names, lang)
        chapter += " · " + said("game-over", lang)
        line = said("won", lang, who=best, n=len(best))
    elif closed_line(view, lang):
        line = closed_line(view, lang) or ""
    else:
        key = "deploys" if view["phase"] == "deploy" else "to-play"
        now = person(names, int(view["factions"][active]["seat"]), lang)
        line = said(key, lang, who=now, faction=faction_named(view, active, lang))
        acting = view.get("acting") or active
        if acting != active:  # a question out of turn: a Displacement, a cancel, a removal
            who = person(names, int(view["factions"][acting]["seat"]), lang)
            line = said(
                "answers",
                lang,
                who=who,
                faction=faction_named(view, acting, lang),
                next=now,
                active=faction_named(view, active, lang),
            )
    out = [_heading(Msg("frondeurs-words-title", chapter=chapter), lang), line]
    last = touched(view)  # what the map rings and names, then the decision's Spaces it names
    if last:
        out.append(say(Msg("frondeurs-words-last-move", spaces=_listed(last)), lang))
    asked = set(view.get("choosing", []))
    choosing = [s for _, spaces in _in_order() for s in spaces if s in asked]
    if choosing:
        out.append(say(Msg("frondeurs-words-choosing", spaces=_listed(choosing)), lang))
    return out


def _factions(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """A line a faction in turn order, as the strip: its player and name, its points now, its
    cards (a Season card among them), Crowns, Coins, Musketeers and the King's Pawn."""
    best = winners(view) if view["phase"] == "over" else []
    holder = (view.get("kings_pawn") or {}).get("holder")
    out = ["", _heading(Msg("frondeurs-words-factions"), lang)]
    for f in ORDER:
        v = view["factions"][f]
        holds: list[Text] = [
            Msg("frondeurs-words-cards", n=v["hand_size"], season=v["season_cards"])
        ]
        if v["crowns"]:
            holds.append(Msg("frondeurs-crowns", n=v["crowns"]))
        if v["coins"]:
            holds.append(Msg("frondeurs-coins", n=v["coins"]))
        if v["musketeers"]:
            holds.append(Msg("frondeurs-draw-musketeers", who=_spaces(v["musketeers"])))
        if holder == f:
            holds.append(Msg("frondeurs-words-pawn"))
        line: Text = Msg(
            "frondeurs-words-faction",
            who=player(names, view, f, lang),
            faction=faction_word(f, lang),
            score=total(view, f),
            holds=Msg.join(holds, ", "),
        )
        if f in best:
            line = Msg("frondeurs-words-winner", line=line)
        out.append(say(line, lang))
    return out


def _cubes(view: dict[str, Any], space: str) -> list[Text]:
    """Each faction's cubes on a Space, as the map shows them: the count on its piece, and
    Control as the piece's gold ring."""
    held = {f: n for f, n in view.get("cubes", {}).get(space, {}).items() if n}
    boss = controls(space, held) if held else None
    out: list[Text] = []
    for f, n in held.items():  # opposing cubes never share a Space (§1.62): said anyway
        cubes = Msg("frondeurs-words-cubes", n=n, faction=f, name=Msg(f"frondeurs-faction-{f}"))
        out.append(Msg("frondeurs-words-control", cubes=cubes) if f == boss else cubes)
    return out


def _reading(space: str) -> tuple[int, float]:
    x, y = DATA.spaces[space].pos
    return round(y / ROW), x


@cache
def _in_order() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every area's Spaces (`AREAS`), each in reading order."""
    return tuple(
        (zone, tuple(sorted((s.id for s in DATA.board.spaces if s.zone == zone), key=_reading)))
        for zone in AREAS
    )


def _map(view: dict[str, Any], lang: str) -> list[str]:
    """Area by area, each Space where cubes stand (the areas without any named once), then
    the tokens still on the board and the arrests, each kind in one line."""
    lines: list[str] = []
    quiet: list[Text] = []
    used = 0
    for zone, spaces in _in_order():
        found = [(s, cubes) for s in spaces if (cubes := _cubes(view, s))]
        if not found:
            quiet.append(zone_name(zone))
            continue
        used += len(found)
        lines.append(f"**{say(zone_name(zone), lang)}**")
        lines += [
            say(Msg("frondeurs-words-space", space=space_name(s), what=Msg.join(cubes, ", ")), lang)
            for s, cubes in found
        ]
    count = Msg("frondeurs-words-count", used=used, all=len(DATA.board.spaces))
    out = ["", _heading(Msg("frondeurs-words-map"), lang), say(count, lang), *lines]
    if quiet:
        out.append(say(Msg("frondeurs-words-quiet", areas=quiet), lang))
    return out + _tokens(view, lang)


def _tokens(view: dict[str, Any], lang: str) -> list[str]:
    """The Crowns, Coins and Musketeer tokens still on their Spaces (each a dot on the map),
    how many where more than one, and the Spaces Under Arrest (a red cross) with their
    prisons, each in the map's reading order."""
    order = [s for _, spaces in _in_order() for s in spaces]
    out = ["", _heading(Msg("frondeurs-words-tokens"), lang)]
    for key, counts in (("crowns", view.get("crowns_on", {})), ("coins", view.get("coins_on", {}))):
        on = [s for s in order if counts.get(s)]
        if on:
            spaces = [
                space_name(s)
                if counts[s] == 1
                else Msg("frondeurs-words-several", space=space_name(s), n=counts[s])
                for s in on
            ]
            out.append(say(Msg(f"frondeurs-words-{key}", spaces=Msg.join(spaces, ", ")), lang))
    musketeers = [s for s in order if s in view.get("musketeers_on", [])]
    if musketeers:
        out.append(say(Msg("frondeurs-words-musketeers", spaces=_spaces(musketeers)), lang))
    if len(out) == 2:
        out.append(say(Msg("frondeurs-words-no-tokens"), lang))
    arrested = view.get("arrested", {})
    if arrested:
        held = [
            Msg("frondeurs-words-prison", space=space_name(s), prison=space_name(arrested[s]))
            if arrested[s]
            else space_name(s)
            for s in order
            if s in arrested
        ]
        out.append(say(Msg("frondeurs-words-arrests", spaces=Msg.join(held, ", ")), lang))
    return out
