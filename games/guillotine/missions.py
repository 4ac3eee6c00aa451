"""Phase IV, the representatives on Mission: +1 PP, then one Mission card per deputy."""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text, seat_tag
from games.guillotine import board
from games.guillotine.components import MISSION, Result, describe_result, mission_text
from games.guillotine.denunciations import denounce, judge_then
from games.guillotine.state import Decision, Deputy, GuillotineState
from games.guillotine.steps import Step, ask, runner, step


@runner("mission")
def run_mission(state: GuillotineState) -> list[Event]:
    if state.stage == "start":
        state.stage = "players"
        return board.income(
            state, "mission", 1, Msg("guillotine-mission-starts")
        )  # Table 1: + 1 PP
    seat = board.in_turn(state, lambda s: bool(board.at(state, "mission", s)))
    if seat is not None:
        deps = board.at(state, "mission", seat)
        # "Vous tirez une Carte Mission par député en Mission. Si vous avez deux députés ou plus
        # vous tirez une Carte supplémentaire et rejetez celle qui vous convient le moins."
        count = len(deps) + (1 if len(deps) >= 2 else 0)
        state.hand = [state.mission_deck.pop(0) for _ in range(count)]
        events = [Event(Msg("guillotine-draws-mission", who=seat_tag(seat), n=count))]
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


def card_label(card: str) -> Msg:
    c = MISSION[card]
    return Msg("guillotine-mission-card", title=c.title, effect=mission_text(c))


def cards_text(state: GuillotineState) -> Text:
    return Msg.join([Msg("guillotine-quoted", text=card_label(c)) for c in state.hand])


def waiting_deputies(state: GuillotineState, seat: int) -> list[Deputy]:
    return [d for d in board.at(state, "mission", seat) if d.id not in state.assigned]


@step("discard")
class DiscardMission(Step):
    ask = Msg("guillotine-discard-ask")
    help = Msg("guillotine-discard-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        return Msg("guillotine-discard-text", cards=cards_text(state), n=len(state.hand) - 1)

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return hand_choices(state, "discard")

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.mission_deck.append(take(state, choice))  # "vous les remplacez sous le paquet"
        return ask(state, "assign", d.seat, deputy=waiting_deputies(state, d.seat)[0].id)


@step("assign")
class AssignMission(Step):
    ask = Msg("guillotine-assign-ask")
    help = Msg("guillotine-assign-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        dep = board.deputy(state, d.deputy or "")
        return Msg(
            "guillotine-assign-text", who=board.name(dep), pp=dep.pp, cards=cards_text(state)
        )

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
    head: Text = Msg("guillotine-quoted", text=c.title)
    events: list[Event] = []
    if c.gamble is not None:
        die = board.roll(state)
        ok = die >= c.gamble.need
        result: Result = c.gamble.success if ok else c.gamble.failure
        head = Msg("guillotine-gamble", head=head, die=die, need=c.gamble.need, ok=str(ok).lower())
    else:
        assert c.effect is not None
        result = c.effect
    if result.pp:
        events += board.gain(state, d, result.pp, head)
    elif not result.to and not result.denounced:
        said = Msg(
            "guillotine-mission-for", head=head, who=board.name(d), effect=describe_result(result)
        )
        events.append(Event(said))
    if d.post == "guillotine":
        return events
    if result.to is not None:
        board.place(state, d, result.to)
        events.append(Event(Msg(f"guillotine-forced-{result.to}", head=head, who=board.name(d))))
    if result.denounced:
        events.append(denounce(state, d, None, head))
    return events
