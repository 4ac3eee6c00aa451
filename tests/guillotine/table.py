"""Set a Guillotine table as a rulebook example describes it, then let the engine run."""

from __future__ import annotations

from typing import Any

from games import registry
from games.core import Event
from games.guillotine import board
from games.guillotine.state import GuillotineState
from games.guillotine.steps import advance, next_phase
from i18n import say

GAME = registry.get("guillotine")
FOUR = [["montagnards"], ["girondins"], ["crapauds"], ["royalistes"]]
M, G, C, R = 0, 1, 2, 3  # the seats of the four parties in FOUR


def new_game(n: int = 4, **options: Any) -> GuillotineState:
    """A game whose random parts are fixed: the parties of FOUR (or `parties`), seat 0 first."""
    options.setdefault(
        "parties", FOUR[:n] if n > 2 else [["montagnards", "girondins"], ["crapauds", "royalistes"]]
    )
    options.setdefault("first_player", 0)
    return GAME.setup(n, 1, options)


def put(state: GuillotineState, post: str, *deputies: str, pp: int | None = None) -> None:
    for dep_id in deputies:
        d = board.deputy(state, dep_id)
        board.place(state, d, post)
        if pp is not None:
            d.pp = pp


def start(state: GuillotineState, phase: str, dice: list[int] | None = None) -> list[Event]:
    """Begin `phase` now, with these die results to come."""
    state.decision = None
    state.ballot = None
    if dice is not None:
        state.dice = list(dice)
    next_phase(state, phase)
    return advance(state)


def play(state: GuillotineState, seat: int, *choices: str) -> list[Event]:
    events: list[Event] = []
    for choice in choices:
        events += GAME.apply(state, seat, choice)
    return events


def vote(state: GuillotineState, **ballots: bool) -> list[Event]:
    """Each seat (s0=..., s1=...) casts its ballot; returns the last vote's events."""
    events: list[Event] = []
    for key, yes in ballots.items():
        events = GAME.apply(state, int(key[1:]), "vote:yes" if yes else "vote:no")
    return events


def texts(events: list[Event]) -> str:
    """The events as an English-speaking player reads them (seat tags left as they are)."""
    return "\n".join(say(e.text) for e in events)


def prompt_text(state: GuillotineState, seat: int) -> str:
    """The prompt's text as an English-speaking player reads it."""
    prompt = GAME.prompt(state, seat)
    assert prompt is not None
    return say(prompt.text)


def dep(state: GuillotineState, dep_id: str) -> Any:
    return board.deputy(state, dep_id)


def choices(state: GuillotineState, seat: int) -> list[str]:
    prompt = GAME.prompt(state, seat)
    return [] if prompt is None else prompt.choice_ids()
