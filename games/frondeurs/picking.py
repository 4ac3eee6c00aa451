"""Naming and choosing Spaces, for every step that asks for one: a Space is picked directly when
the menu holds them all, else by area then by name, so no prompt passes 25 choices (a step keeps
the zone open in its `zone` field) while a Space named directly is always taken; and a question
names Spaces briefly so that it fits one line."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import MutableMapping, Sequence
from typing import Any

from games.core import Choice, Msg, Text
from games.frondeurs import board
from games.frondeurs.data import DATA, Space

# Spaces whose printed name has English words in it: each has a message of its own, in every
# language (`frondeurs-space-<id>`); the others are French names, said as printed.
TRANSLATED = frozenset(
    {
        "northeast", "german", "italian", "spanish", "louvre", "bastille", "dominicans",
        "capuchins", "jesuits", "apprentices", "marseilles", "retz", "anne", "gondi", "innocent_x",
        "guise", "palatine",
    }
)  # fmt: skip


def name(space: str | None) -> Text:
    """A Space's full name (the choices and the log use it); "nowhere" for no Space (Guise has
    no prison)."""
    if not space:
        return Msg("frondeurs-nowhere")
    if space in TRANSLATED:
        return Msg(f"frondeurs-space-{space}")
    return DATA.spaces[space].name


def short(space: str) -> Text:
    """A Space named briefly, for a question that must fit one line ("duc de Bouillon")."""
    if space in TRANSLATED:
        return Msg(f"frondeurs-brief-{space}")
    full = DATA.spaces[space].name
    return BRIEF.get(full, full)


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


class Picks(list[Choice]):
    """The choices of a pick, and every Space it allows: with the Spaces folded into zones, one
    named directly (`direct`) is still a legal answer, so a player who knows it saves a step."""

    spaces: tuple[str, ...] = ()


def pick(
    spaces: Sequence[str],
    zone: str | None,
    done: bool = False,
    extra: Sequence[Choice] = (),
    first: Sequence[str] = (),
) -> Picks:
    """A Space by zone, then Space; `extra` choices (and "stop here" with `done`) beside the
    zones or the Spaces. With more Spaces than a menu holds, the `first` ones (the likeliest)
    are offered directly beside the zones, as many as fit."""
    extra = [*extra, *([Choice("done", Msg("frondeurs-stop-here"))] if done else [])]
    if zone is not None:
        out = Picks(
            [Choice(f"sp:{s}", name(s)) for s in spaces if board.SPACES[s].zone == zone]
            + [Choice("back", Msg("frondeurs-back-to-areas"))]
        )
    elif len(spaces) + len(extra) <= MENU:
        out = Picks([Choice(f"sp:{s}", name(s)) for s in spaces] + extra)
    else:
        per_zone = Counter(board.SPACES[s].zone for s in spaces)
        zones = sorted(per_zone, key=lambda z: ZONES[z])
        room = MENU - len(zones) - len(extra)
        near = [s for s in first if s in spaces][: max(room, 0)]
        out = Picks(
            [Choice(f"sp:{s}", name(s)) for s in near]
            + [Choice(f"zone:{z}", _zone_label(z, per_zone[z])) for z in zones]
            + extra
        )
    out.spaces = tuple(spaces)
    return out


def _zone_label(zone: str, n: int) -> Msg:
    """An area with the number of its Spaces offered."""
    return Msg("frondeurs-zone-label", zone=Msg(f"frondeurs-zone-{zone}"), n=n)


def answer(choices: list[Choice], typed: str) -> str | None:
    """The choice id a step takes for what was sent: a choice offered, or a Space the step
    allows though its area is folded, named exactly by its id or by its name (any case), as a
    player types it in /play; None for anything else."""
    if any(c.id == typed for c in choices):
        return typed
    wanted = typed.casefold()
    for s in getattr(choices, "spaces", ()):
        full = DATA.spaces[s].name
        names = {full.casefold(), BRIEF.get(full, full).casefold()}
        if typed == f"sp:{s}" or wanted in names:
            return f"sp:{s}"
    return None


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


def _short(space: Space) -> str | None:
    """ "duc de Bouillon" for "Frédéric-Maurice de La Tour d'Auvergne, duc de Bouillon", "Pope
    Innocent X" for "Pope Innocent X (Giovanni Battista Pamphilj)", "La Rochefoucauld" for
    "François de La Rochefoucauld"."""
    full = space.name
    if " (" in full or ", " in full:
        return full.split(" (")[0].split(", ", 1)[-1]
    particle = re.search(r" (de |d')", full)
    return full[particle.end() :] if space.is_person and len(full) > 20 and particle else None


BRIEF = {
    s.name: brief
    for s in sorted(DATA.board.spaces, key=lambda s: -len(s.name))
    if (brief := _short(s)) is not None
}
