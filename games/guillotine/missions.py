"""Phase IV, the representatives on Mission: +1 PP, then one Mission card per deputy."""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.guillotine import board
from games.guillotine.components import MISSION, Result, describe_result, mission_text
from games.guillotine.denunciations import denounce, judge_then
from games.guillotine.state import Decision, Deputy, GuillotineState
from games.guillotine.steps import Step, ask, runner, step

FORCED = {
    "convention": "is recalled to the Convention",
    "prison": "is taken to Prison",
    "fuite": "flees",
    "guillotine": "is killed",
}


@runner("mission")
def run_mission(state: GuillotineState) -> list[Event]:
    if state.stage == "start":
        state.stage = "players"
        return board.income(state, "mission", 1, "Phase IV, Mission")  # Table 1: + 1 PP
    seat = board.in_turn(state, lambda s: bool(board.at(state, "mission", s)))
    if seat is not None:
        deps = board.at(state, "mission", seat)
        # "Vous tirez une Carte Mission par député en Mission. Si vous avez deux députés ou plus
        # vous tirez une Carte supplémentaire et rejetez celle qui vous convient le moins."
        count = len(deps) + (1 if len(deps) >= 2 else 0)
        state.hand = [state.mission_deck.pop(0) for _ in range(count)]
        plural = "s" if count > 1 else ""
        events = [Event(f"{seat_tag(seat)} draws {count} Mission card{plural}")]
        if len(deps) == 1:
            state.assigned = {deps[0].id: state.hand.pop()}
            return events + resolve(state, seat)
        return events + ask(state, "discard", seat)
    judge_then(state, "club")
    return []


def hand_choices(state: GuillotineState, verb: str) -> list[Choice]:
    return [Choice(f"{verb}:{c}", card_label(c)) for c in state.hand]


def take(state: GuillotineState, choice: str) -> str:
    card = choice.partition(":")[2]
    state.hand.remove(card)
    return card


def card_label(card: str) -> str:
    c = MISSION[card]
    return f"{c.title}: {mission_text(c)}"


def cards_text(state: GuillotineState) -> str:
    return " · ".join(f"«{card_label(c)}»" for c in state.hand)


def waiting_deputies(state: GuillotineState, seat: int) -> list[Deputy]:
    return [d for d in board.at(state, "mission", seat) if d.id not in state.assigned]


@step("discard")
class DiscardMission(Step):
    ask = "put back the Mission card you like least"
    help = (
        "With two or more deputies on Mission you draw one card more than you have deputies there "
        "and put one back under the deck; each deputy then gets one of the others, and gains 1 PP "
        "a turn."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        n = len(state.hand) - 1
        return (
            f"You drew {cards_text(state)}. Put back the one that suits you least; the other "
            f"{n} go to your {n} deputies on Mission."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return hand_choices(state, "discard")

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.mission_deck.append(take(state, choice))  # "vous les remplacez sous le paquet"
        return ask(state, "assign", d.seat, deputy=waiting_deputies(state, d.seat)[0].id)


@step("assign")
class AssignMission(Step):
    ask = "give a Mission card to one of your deputies on Mission"
    help = (
        "Each deputy on Mission takes one of the cards you drew and follows it: give the helpful "
        "ones to the deputies who need PP, the risky ones to those who can spare them."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        dep = board.deputy(state, d.deputy or "")
        return f"Which card for {board.name(dep)} ({dep.pp} PP)? Left: {cards_text(state)}."

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return hand_choices(state, "card")

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.assigned[d.deputy or ""] = take(state, choice)
        rest = waiting_deputies(state, d.seat)
        if len(rest) > 1:
            return ask(state, "assign", d.seat, deputy=rest[0].id)
        state.assigned[rest[0].id] = state.hand.pop()
        return resolve(state, d.seat)


def resolve(state: GuillotineState, seat: int) -> list[Event]:
    """ "Après avoir suivi les indications de chaque Carte, vous les remplacez sous le paquet"."""
    events: list[Event] = []
    for dep_id, card in state.assigned.items():
        events += play(state, board.deputy(state, dep_id), card)
        state.mission_deck.append(card)
    state.assigned = {}
    state.cursor += 1
    return events


def play(state: GuillotineState, d: Deputy, card: str) -> list[Event]:
    c = MISSION[card]
    head = f"«{c.title}»"
    events: list[Event] = []
    if c.gamble is not None:
        die = board.roll(state)
        ok = die >= c.gamble.need
        result: Result = c.gamble.success if ok else c.gamble.failure
        head += f" (die {die}, {c.gamble.need}+ needed: {'success' if ok else 'failure'})"
    else:
        assert c.effect is not None
        result = c.effect
    if result.pp:
        events += board.gain(state, d, result.pp, head)
    elif not result.to and not result.denounced:
        events.append(Event(f"{head} for {board.name(d)}: {describe_result(result)}"))
    if d.post == "guillotine":
        return events
    if result.to is not None:
        board.place(state, d, result.to)
        events.append(Event(f"{head}: {board.name(d)} {FORCED[result.to]}"))
    if result.denounced:
        events.append(denounce(state, d, None, head))
    return events
