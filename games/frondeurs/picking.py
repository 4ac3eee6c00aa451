"""Naming and choosing Spaces, for every step that asks for one: a Space is picked by zone, then
by name, so no prompt passes 25 choices (a step keeps the zone open in its `zone` field), and a
question names Spaces briefly so that it fits one line."""

from __future__ import annotations

import re
from collections.abc import MutableMapping, Sequence
from typing import Any

from games.core import Choice
from games.frondeurs import board
from games.frondeurs.data import DATA, Space


def name(space: str | None) -> str:
    """A Space's full name (the choices and the log use it); "nowhere" for no Space (Guise has
    no prison)."""
    return DATA.spaces[space].name if space else "nowhere"


def pick(
    spaces: Sequence[str], zone: str | None, done: bool = False, extra: Sequence[Choice] = ()
) -> list[Choice]:
    """A Space by zone, then Space; `extra` choices (and "stop here" with `done`) beside the
    zones or the Spaces."""
    extra = [*extra, *([Choice("done", "stop here")] if done else [])]
    if zone is not None:
        return [Choice(f"sp:{s}", name(s)) for s in spaces if board.SPACES[s].zone == zone] + [
            Choice("back", "another zone")
        ]
    if len(spaces) + len(extra) <= 25:
        return [Choice(f"sp:{s}", name(s)) for s in spaces] + extra
    zones = sorted({board.SPACES[s].zone for s in spaces})
    return [
        Choice(f"zone:{z}", f"{z} ({sum(board.SPACES[s].zone == z for s in spaces)})")
        for z in zones
    ] + extra


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
    s.name: short
    for s in sorted(DATA.board.spaces, key=lambda s: -len(s.name))
    if (short := _short(s)) is not None
}


def brief(text: str) -> str:
    """A question with its Spaces named briefly (it fits one line)."""
    for full, short in BRIEF.items():
        if full in text:
            text = text.replace(full, short)
    return text
