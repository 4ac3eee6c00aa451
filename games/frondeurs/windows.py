"""Two extension points of the turn, so each rule module adds its decisions without touching the
dispatcher in `engine`:

- **Asks**: questions put to one faction, in or out of turn, answered before play goes on: a
  d'Artagnan block, Old Noll's cancel, a Season card's removals by each faction in turn order
  (§1.55), a King's Pawn recovery. They wait in `state.asks`, first come first asked.
- **Bonuses**: what the active faction may do besides its card, before it or after it (§5.22
  ix-xi, §6.7, §7.4-7.6): a Coin, the Affiliate cube, a Musketeer, the King's Pawn, Spanish Gold.
  They are offered beside the cards while no card is being played ("before"), and once the card
  is resolved ("after"), when the turn ends only on "end the turn".

A module registers a handler for its `kind` (asks) or its choice-id prefix (bonuses); a handler
answers only what it registered.

- **Hooks**: steps of the turn a module may follow (`on(name, fn)`), run by `engine`:
  `play` (state, faction, card) once a card is played; `card_done` (state, task) once a card
  is resolved; `bonus_done` (state, task) once a bonus Task ends; `hold` (state, faction,
  space) before a cube is placed, True to hold it back (an ask was queued); `placed` (state,
  faction, space) after it; `watch` (state) after every move. All but `hold` return events."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from games.core import Amount, Choice, Event, Text
from games.frondeurs.data import Faction
from games.frondeurs.state import Ask, FrondeursState

Stage = Literal["before", "after"]


@dataclass(frozen=True)
class AskHandler:
    """`choices` gives (what is asked, the choices); `answer` applies one and removes the ask
    from `state.asks` once it is settled."""

    choices: Callable[[FrondeursState, Ask], tuple[Text, list[Choice]]]
    answer: Callable[[FrondeursState, Ask, str], list[Event]]
    # A number asked beyond what a menu lists (`games.core.Amount`), where there may be one.
    amount: Callable[[FrondeursState, Ask], Amount | None] | None = None


@dataclass(frozen=True)
class BonusHandler:
    """`choices` lists the bonus choices open to the faction at this stage, ids starting with
    `prefix:`; `answer` applies one (it may start a Task, or push asks)."""

    prefix: str
    choices: Callable[[FrondeursState, Faction, Stage], list[Choice]]
    answer: Callable[[FrondeursState, Faction, str], list[Event]]


ASKS: dict[str, AskHandler] = {}
HOOKS: dict[str, list[Callable[..., Any]]] = {
    k: [] for k in ("play", "card_done", "bonus_done", "hold", "placed", "watch")
}
BONUSES: dict[str, BonusHandler] = {}


def ask_handler(kind: str, handler: AskHandler) -> None:
    assert kind not in ASKS, kind
    ASKS[kind] = handler


def bonus_handler(handler: BonusHandler) -> None:
    assert handler.prefix not in BONUSES, handler.prefix
    BONUSES[handler.prefix] = handler


def bonus_choices(state: FrondeursState, faction: Faction, stage: Stage) -> list[Choice]:
    return [c for h in BONUSES.values() for c in h.choices(state, faction, stage)]


def ask(state: FrondeursState, kind: str, faction: Faction, **data: object) -> None:
    """Queue a question for a faction (answered after those already waiting)."""
    assert kind in ASKS, kind
    state.asks.append(Ask(kind=kind, faction=faction, data=dict(data)))


def on(name: str, fn: Callable[..., Any]) -> None:
    """Follow a step of the turn (see the module's docstring); hooks run in import order."""
    HOOKS[name].append(fn)


def run(name: str, *args: Any) -> list[Event]:
    """Every hook of a step, in order, and the events they say."""
    return [e for fn in HOOKS[name] for e in fn(*args)]


def holds(name: str, *args: Any) -> bool:
    """Whether a hook holds the step back (it queued an ask)."""
    return any(fn(*args) for fn in HOOKS[name])
