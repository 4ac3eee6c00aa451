"""Playing a Frondeurs position step by step in the tests: the faction deciding now, its choice
ids, its answers, and a Space picked through its zone when the prompt groups them."""

from __future__ import annotations

from games.core import Event
from games.frondeurs import board
from games.frondeurs.data import DATA, Faction
from games.frondeurs.engine import Frondeurs
from games.frondeurs.state import FrondeursState

G = Frondeurs()
C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST


def card(action: str, target: str = "all", n: int = 0) -> str:
    """The `n`th Action card whose first option is `action` at `target` Spaces."""
    return [
        c.id
        for c in DATA.cards.action_cards
        if c.options[0].action == action and c.options[0].target == target
    ][n]


def acting(st: FrondeursState) -> Faction:
    f = G.acting(st)
    assert f is not None
    return f


def ids(st: FrondeursState) -> set[str]:
    """The choice ids of the faction deciding now; never none, never more than 25."""
    prompt = G.prompt(st, st.seat(acting(st)))
    assert prompt is not None and 0 < len(prompt.choices) <= 25
    return {c.id for c in prompt.choices}


def do(st: FrondeursState, *cids: str) -> list[Event]:
    """Answer each choice id in turn, as whichever faction is deciding then."""
    events = []
    for cid in cids:
        events += G.apply(st, st.seat(acting(st)), cid)
    return events


def at(st: FrondeursState, space: str) -> list[Event]:
    """Choose a Space, through its zone if the prompt groups them and does not take it by
    name (a Move's destinations are offered with their movers, and taken alone by name)."""
    named = space in getattr(G._step(st)[2], "spaces", ())
    if f"sp:{space}" not in ids(st) and not named:
        do(st, f"zone:{board.SPACES[space].zone}")
    return do(st, f"sp:{space}")
