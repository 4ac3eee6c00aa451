"""Phase I, Movements: one deputy at a time, in turn, until every player has passed."""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.guillotine import board
from games.guillotine.components import (
    DEPUTY_NAME,
    FREE_POSTS,
    PARTY,
    POST_NAME,
    towards,
    where,
)
from games.guillotine.state import Decision, Deputy, GuillotineState
from games.guillotine.steps import Step, ask, next_phase, runner, step


@runner("movement")
def run_movement(state: GuillotineState) -> list[Event]:
    order = board.order(state)
    if state.stage == "start":
        for d in state.deputies:
            d.moved = False
        for s in state.seats:
            s.passed = False
            s.sent_on_mission = False
        state.stage = "moving"
        state.cursor = 0
        return [Event(f"Turn {state.turn}: {seat_tag(order[0])} plays first · Phase I, Movements")]
    n = len(order)
    for k in range(n):
        i = (state.cursor + k) % n
        seat = order[i]
        if state.seats[seat].passed:
            continue
        if movable(state, seat):
            state.cursor = i
            return ask(state, "move", seat)
        state.seats[seat].passed = True  # nothing left to move: he can only pass
    next_phase(state, "convention")
    return []


def why_not_move(state: GuillotineState, seat: int, d: Deputy) -> str | None:
    if board.owner(state, d) != seat:
        return f"{board.name(d)} is not one of your deputies."
    if not board.is_free(d):
        # Phase I §3: "un de ses députés libres (ni en Fuite, ni en Prison)"
        return f"{board.name(d)} is {where(d.post)} and cannot move."
    if d.moved:
        return f"{board.name(d)} has already moved this turn (Phase I §2)."
    if d.rapport:
        # Phase II §1: he stays on the "Rapport" square until the next Convention phase.
        return f"{board.name(d)} is on the Rapport square until the next Convention phase."
    return None


def why_not_to(state: GuillotineState, seat: int, d: Deputy, post: str) -> str | None:
    if post not in FREE_POSTS:
        return "A deputy can go to the Convention, the Comité, the Tribunal, the Club or Mission."
    if post == d.post:
        return f"{board.name(d)} is already {where(post)}."
    cap = board.CAPACITY.get(post)
    if cap is not None and len(board.at(state, post)) >= cap:
        return f"The {POST_NAME[post]} has only {cap} seats and they are taken."
    if post == "mission" and state.seats[seat].sent_on_mission:
        return "You may send only one new deputy on Mission each turn (Phase I §2)."
    return None


def destinations(state: GuillotineState, seat: int, d: Deputy) -> list[str]:
    return [p for p in FREE_POSTS if why_not_to(state, seat, d, p) is None]


def movable(state: GuillotineState, seat: int) -> list[Deputy]:
    return [
        d
        for d in board.own(state, seat)
        if why_not_move(state, seat, d) is None and destinations(state, seat, d)
    ]


@step("move")
class ChooseDeputy(Step):
    ask = "move one of your deputies, or pass"
    help = (
        "In turn order each player moves one free deputy at a time, until all have passed; once "
        "you pass you move no more this turn. The post a deputy holds decides his PP, his votes "
        "and his risks for the whole turn."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        """Names the player's parties: the first decision of every turn, where knowing which
        deputies are yours matters (the board's key says it for everyone)."""
        led = " and the ".join(
            f"{PARTY[p].name} ({PARTY[p].initial})" for p in state.seats[d.seat].parties
        )
        return (
            f"You lead the {led}. Move one of your free deputies to another post, or pass "
            "(once you pass you move no more deputies this turn)."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            *(
                Choice(f"move:{dep.id}", f"{DEPUTY_NAME[dep.id]} ({where(dep.post)}, {dep.pp} PP)")
                for dep in movable(state, d.seat)
            ),
            Choice("pass", "Pass: move no more this turn"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        if choice == "pass":
            state.seats[d.seat].passed = True
            state.cursor += 1
            return [Event(f"{seat_tag(d.seat)} passes")]
        return ask(state, "move_to", d.seat, deputy=choice.removeprefix("move:"))

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> str:
        dep = board.find(state, choice.removeprefix("move:"))
        if choice.startswith("move:") and dep is not None:
            why = why_not_move(state, d.seat, dep)
            if why is None:
                return f"{board.name(dep)} has no post to go to: every other one is full."
            return why
        return super().refuse(state, d, choice)


@step("move_to")
class ChooseDestination(Step):
    ask = "choose where your deputy goes"
    help = (
        "Comité and Mission: +1 PP a turn. Comité and Tribunal vote on motions and trials; the "
        "Club draws Jacobin cards; deputies at the Convention vote on reports and help "
        "rehabilitate prisoners and fugitives. Comité, Tribunal and Club hold 4; one new deputy "
        "on Mission a turn."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        dep = board.deputy(state, d.deputy or "")
        return f"Where does {board.name(dep)} go? He is {where(dep.post)}."

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        dep = board.deputy(state, d.deputy or "")
        return [
            *(Choice(f"to:{p}", POST_NAME[p]) for p in destinations(state, d.seat, dep)),
            Choice("back", "Choose another deputy"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        if choice == "back":
            return ask(state, "move", d.seat)
        dep = board.deputy(state, d.deputy or "")
        post = choice.removeprefix("to:")
        board.place(state, dep, post)
        dep.moved = True
        if post == "mission":
            state.seats[d.seat].sent_on_mission = True
        state.cursor += 1
        return [Event(f"{seat_tag(d.seat)} sends {board.name(dep)} {towards(post)}")]

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> str:
        if choice.startswith("to:"):
            dep = board.deputy(state, d.deputy or "")
            why = why_not_to(state, d.seat, dep, choice.removeprefix("to:"))
            if why is not None:
                return why
        return super().refuse(state, d, choice)
