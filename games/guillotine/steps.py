"""How the game moves on: the decisions players take (one `Step` per kind), the phases that run
by themselves until someone must decide, and the handlers of each kind of vote's result.

Each phase module registers its own pieces here, so the engine only knows these three tables.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core import Choice, Event, clip
from games.guillotine.state import Ballot, Decision, GuillotineState

Runner = Callable[[GuillotineState], list[Event]]
ResultHandler = Callable[[GuillotineState, Ballot, int, int], tuple[str, list[Event]]]


class Step:
    """One kind of decision: what it asks, the legal answers, and what an answer does. `ask`
    and `help` are the prompt's: the few words of the ping, the rule behind the decision."""

    ask: str
    help: str

    def text(self, state: GuillotineState, d: Decision) -> str:
        raise NotImplementedError

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        raise NotImplementedError

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        raise NotImplementedError

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> str:
        """Why `choice` is not allowed, in a sentence the player can act on."""
        return f"{clip(choice)!r} is not one of your choices now. {self.text(state, d)}"


# The phases of a turn (§I.3), by number and name.
PHASES = {
    "movement": ("I", "Movements"),
    "convention": ("II", "Convention"),
    "comite": ("III", "Comité de Salut Public"),
    "mission": ("IV", "Mission"),
    "club": ("V", "Club des Jacobins"),
    "prison": ("VI", "Prison"),
    "fuite": ("VII", "Flight"),
}


def phase_title(phase: str) -> str:
    """ "Phase II, Convention"."""
    number, name = PHASES[phase]
    return f"Phase {number}, {name}"


def heading(state: GuillotineState) -> str:
    """ "Turn 3, Phase II, Convention": where every prompt starts, so a player coming back to a
    game by post knows where the turn stands."""
    if state.phase == "draft":
        return "Before turn 1, choosing parties"
    return f"Turn {state.turn}, {phase_title(state.phase)}"


STEPS: dict[str, Step] = {}
RUNNERS: dict[str, Runner] = {}  # by phase, plus "batch" for denunciations under way
RESULTS: dict[str, ResultHandler] = {}  # by ballot kind: (the result in a word, its events)


def step(kind: str) -> Callable[[type[Step]], type[Step]]:
    def register(cls: type[Step]) -> type[Step]:
        STEPS[kind] = cls()
        return cls

    return register


def runner(phase: str) -> Callable[[Runner], Runner]:
    def register(fn: Runner) -> Runner:
        RUNNERS[phase] = fn
        return fn

    return register


def ask(state: GuillotineState, kind: str, seat: int, **about: str | None) -> list[Event]:
    state.decision = Decision(kind=kind, seat=seat, **about)
    return []


def next_phase(state: GuillotineState, phase: str) -> None:
    state.phase = phase
    state.stage = "start"
    state.cursor = 0
    state.hand = []
    state.assigned = {}


def advance(state: GuillotineState) -> list[Event]:
    """Run the automatic parts of the game until a player must decide or vote."""
    events: list[Event] = []
    for _ in range(10_000):
        if state.finished or state.decision is not None or state.ballot is not None:
            return events
        events += RUNNERS["batch" if state.batch_stage else state.phase](state)
    raise RuntimeError(f"no progress in phase {state.phase}/{state.stage}")
