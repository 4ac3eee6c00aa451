"""How the game moves on: the decisions players take (one `Step` per kind), the phases that run
by themselves until someone must decide, and the handlers of each kind of vote's result.

Each phase module registers its own pieces here, so the engine only knows these three tables.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from games.core import Choice, Event, Msg, Steps, Text, clip
from games.guillotine.state import Ballot, Decision, GuillotineState

Runner = Callable[[GuillotineState], list[Event]]
ResultHandler = Callable[[GuillotineState, Ballot, int, int], tuple[Msg, list[Event]]]


class Step:
    """One kind of decision: what it asks, the legal answers, and what an answer does. `ask`
    and `help` are the prompt's: the few words of the ping, the rule behind the decision."""

    ask: Msg
    help: Msg

    def text(self, state: GuillotineState, d: Decision) -> Text:
        raise NotImplementedError

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        raise NotImplementedError

    def offers(self, state: GuillotineState, d: Decision, choice: str) -> bool:
        """Whether `choice` is one of `choices`, as every move is checked before it is applied.
        A step whose labels cost far more than its rules answers from the rules alone."""
        return choice in {c.id for c in self.choices(state, d)}

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        raise NotImplementedError

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> Msg:
        """Why `choice` is not allowed, in a sentence the player can act on."""
        return Msg("guillotine-not-a-choice", choice=clip(choice), text=self.text(state, d))


# The phases of a turn (§I.3), by number; their names are the `guillotine-phase-<id>` messages.
PHASES = {
    "movement": "I",
    "convention": "II",
    "comite": "III",
    "mission": "IV",
    "club": "V",
    "prison": "VI",
    "fuite": "VII",
}


# The messages below never change once made, and a game has few phases and turns: each is
# made once (most are asked for at every move).
@cache
def phase_name(phase: str) -> Msg:
    """ "Movements", "Convention"..."""
    return Msg(f"guillotine-phase-{phase}")


@cache
def phase_title(phase: str) -> Msg:
    """ "Phase II, Convention"."""
    return Msg("guillotine-phase-title", number=PHASES[phase], name=phase_name(phase))


def heading(state: GuillotineState) -> Msg:
    """ "Turn 3, Phase II, Convention": where every prompt starts, so a player coming back to a
    game by post knows where the turn stands."""
    if state.phase == "draft":
        return Msg("guillotine-heading-draft")
    return _heading(state.turn, state.phase)


@cache
def _heading(turn: int, phase: str) -> Msg:
    return Msg("guillotine-heading", turn=turn, phase=phase_title(phase))


@cache
def turn_chapter(turn: int, phase: str) -> Text:
    """ "Turn 3 · Convention": a phase of a turn as a chapter of the game's story."""
    return Msg.join([Msg("guillotine-turn", turn=turn), phase_name(phase)])


STEPS: Steps[Step] = Steps()
# `@runner(phase)`: what runs by itself in a phase, plus "batch" for denunciations under way.
runner: Steps[Runner] = Steps()
RESULTS: dict[str, ResultHandler] = {}  # by ballot kind: (the result in a word, its events)


def step(kind: str) -> Callable[[type[Step]], type[Step]]:
    """`@step(kind)` on a `Step` class: its one instance answers that kind of decision."""

    def register(cls: type[Step]) -> type[Step]:
        STEPS(kind)(cls())
        return cls

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
        events += runner["batch" if state.batch_stage else state.phase](state)
    raise RuntimeError(f"no progress in phase {state.phase}/{state.stage}")
