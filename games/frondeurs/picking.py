"""Naming and choosing Spaces, for every step that asks for one: a Space is named by the short
name the map draws (`name`), a choice says it with its area and worth (`where`) and carries it
as its `place`; a Space is picked directly when the menu holds them all, else by area then by
name, so no prompt passes 25 choices (a step keeps the zone open in its `zone` field) while a
Space named directly is always taken."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, MutableMapping, Sequence
from functools import cache
from typing import Any

from games.core import Choice, Msg, Text
from games.frondeurs import board
from games.frondeurs.data import DATA


@cache
def name(space: str | None) -> Text:
    """A Space by its short name, the one the map draws (`Space.short`, one source for the
    texts and the pictures), in the reader's language; "nowhere" for no Space (Guise has no
    prison). The Space's id rides along (`place`), so a picture can find the Spaces a log line
    names."""
    if not space:
        return Msg("frondeurs-nowhere")
    s = DATA.spaces[space]
    return Msg("frondeurs-space", place=space, en=s.short, fr=s.short_in("fr"))


@cache
def where(space: str) -> Msg:
    """A Space as a choice names it: its short name, its area as the map names it and what it
    is worth ("Retz (Paris area, 1 PP)")."""
    zone = DATA.spaces[space].zone
    return Msg("frondeurs-where", space=name(space), zone=zone_name(zone), worth=worth(space))


def at(space: str, what: Text) -> Msg:
    """A choice about a Space, the Space first as the map names it, with its area and worth:
    "Retz (Paris area, 1 PP): place 1 cube"."""
    return Msg("frondeurs-at", space=where(space), what=what)


def own_cube(space: str) -> Msg:
    """A Space where one of the faction's own cubes comes off (a Season card, the King's
    Pawn bought back)."""
    return at(space, Msg("frondeurs-do-remove-own"))


def worth(space: str) -> Text:
    """What holding a Space scores (§8.22): its PP and MP, a dual numeral as "2/4" (the higher
    with Control, §2.53)."""
    s = DATA.spaces[space]
    parts: list[Text] = []
    if s.pp or not s.mp:
        parts.append(Msg("frondeurs-worth-pp", n=_numeral(s.pp, s.pp_controlled)))
    if s.mp:
        parts.append(Msg("frondeurs-worth-mp", n=_numeral(s.mp, s.mp_controlled)))
    return Msg.join(parts, ", ")


def _numeral(n: int, high: int | None) -> str:
    return f"{n}/{high}" if high is not None else str(n)


def zone_name(zone: str) -> Msg:
    """An area of the board, as the map names it."""
    return Msg(f"frondeurs-zone-{zone}")


# The board's areas, as the map prints them and the menus name them (§10.9's circuit): each
# said by `frondeurs-zone-<id>`; sorted in menus by their English names, the same in every
# language.
ZONES = {
    "court": "Court",
    "orleans": "Orléans",
    "west": "West",
    "parlement": "Parlement",
    "paris": "Paris",
    "vendome": "Vendôme",
    "cabale": "Cabale",
    "chevreuse": "Chevreuse",
    "conde": "Condé",
    "spanish": "Spanish",
    "centre": "Army",
    "frontier": "Frontiers",
    "musketeers": "Musketeers",
}
MENU = 25  # choices a prompt may show (docs/ADDING_A_GAME.md)
# Areas the map names (`area`); the Musketeers' four Spaces are a kind, spread over the board.
MAPPED = frozenset(ZONES) - {"musketeers"}


class Picks(list[Choice]):
    """The choices of a pick, and every Space it allows: with the Spaces folded into zones, one
    named directly (`sp:<Space>`) is still a legal answer, so a player who knows it saves a
    step; and `also`, ids legal though not listed (what a step offered before it offered a
    shorter way, which replays of earlier matches still send)."""

    spaces: tuple[str, ...] = ()
    also: frozenset[str] = frozenset()


def pick(
    spaces: Sequence[str],
    zone: str | None,
    done: bool = False,
    extra: Sequence[Choice] = (),
    first: Sequence[str] = (),
    label: Callable[[str], Text] = where,
    prefix: str = "sp",
) -> Picks:
    """A Space by zone, then Space; `extra` choices (and "stop here" with `done`) beside the
    zones or the Spaces. With more Spaces than a menu holds, the `first` ones (the likeliest)
    are offered directly beside the zones, as many as fit. Each Space is said by `label`
    (its name, area and worth by default), and is the choice's `place`; its id is
    `<prefix>:<Space>`."""
    extra = [*extra, *([Choice("done", Msg("frondeurs-stop-here"))] if done else [])]

    def offered(s: str) -> Choice:
        return Choice(f"{prefix}:{s}", label(s), place=s)

    if zone is not None:
        out = Picks(
            [offered(s) for s in spaces if board.SPACES[s].zone == zone]
            + [Choice("back", Msg("frondeurs-back-to-areas"))]
        )
    elif len(spaces) + len(extra) <= MENU:
        out = Picks([offered(s) for s in spaces] + extra)
    else:
        per_zone = Counter(board.SPACES[s].zone for s in spaces)
        zones = sorted(per_zone, key=lambda z: ZONES[z])
        room = MENU - len(zones) - len(extra)
        near = [s for s in first if s in spaces][: max(room, 0)]
        out = Picks(
            [offered(s) for s in near]
            + [
                Choice(
                    f"zone:{z}", _zone_label(z, per_zone[z]), place=area(z) if z in MAPPED else None
                )
                for z in zones
            ]
            + extra
        )
    out.spaces = tuple(spaces)
    return out


def area(zone: str) -> str:
    """An area as a place of the map (`Choice.place`): its zone id, told apart from a
    Space's."""
    return f"area:{zone}"


def _zone_label(zone: str, n: int) -> Msg:
    """An area with the number of its Spaces offered."""
    return Msg("frondeurs-zone-label", zone=zone_name(zone), n=n)


def answer(choices: list[Choice], typed: str) -> str | None:
    """The choice id a step takes for what was sent: a choice offered, or a Space the step
    allows though its area is folded, named exactly by its id or by its name (any case), as a
    player types it in /play; None for anything else."""
    if any(c.id == typed for c in choices) or typed in getattr(choices, "also", ()):
        return typed
    wanted = _plain(typed)
    for s in getattr(choices, "spaces", ()):
        sp = DATA.spaces[s]
        names = {_plain(sp.name), _plain(sp.short), _plain(sp.short_in("fr"))}
        if typed == f"sp:{s}" or wanted in names:
            return f"sp:{s}"
    return None


def _plain(typed: str) -> str:
    """A name as compared: any case, either apostrophe."""
    return typed.replace("’", "'").casefold().strip()


def zone_step(step: MutableMapping[str, Any], choice_id: str) -> bool:
    """Whether the answer only opened a zone or went back from one (`pick`'s "zone:" and
    "back"): then `step["zone"]` says which is open, and nothing else happens."""
    head, _, arg = choice_id.partition(":")
    if head not in ("zone", "back"):
        return False
    step["zone"] = arg if head == "zone" else None
    return True


def picked(step: MutableMapping[str, Any], choice_id: str) -> str | None:
    """Follow an answer to `pick`: the Space once one is chosen (the zone closes again), None
    while the answer only opened or left a zone (or was something else)."""
    head, _, arg = choice_id.partition(":")
    if zone_step(step, choice_id) or head != "sp":
        return None
    step["zone"] = None
    return arg
