"""Phase I, Movements: one deputy at a time, in turn, until every player has passed."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache

from games.core import Choice, Event, Msg, seat_tag
from games.guillotine import board
from games.guillotine.components import (
    DEPUTY_NAME,
    FREE_POSTS,
    PARTY,
    post_name,
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
        return [Event(Msg("guillotine-turn-starts", turn=state.turn, who=seat_tag(order[0])))]
    n = len(order)
    for k in range(n):
        i = (state.cursor + k) % n
        seat = order[i]
        if state.seats[seat].passed:
            continue
        if next(movable(state, seat), None) is not None:
            state.cursor = i
            return ask(state, "move", seat)
        state.seats[seat].passed = True  # nothing left to move: he can only pass
    next_phase(state, "convention")
    return []


def moving(state: GuillotineState, seat: int, d: Deputy) -> board.Refusal | None:
    """The rule by which `seat` may not move `d` now; None if he may."""
    if board.owner(state, d) != seat:
        return lambda: Msg("guillotine-move-not-yours", who=board.name(d))
    if not board.is_free(d):
        # Phase I §3: "un de ses députés libres (ni en Fuite, ni en Prison)"
        return lambda: Msg("guillotine-move-not-free", who=board.name(d), at=where(d.post))
    if d.moved:
        return lambda: Msg("guillotine-move-moved", who=board.name(d))  # Phase I §2
    if d.rapport:
        # Phase II §1: he stays on the "Rapport" square until the next Convention phase.
        return lambda: Msg("guillotine-move-rapport", who=board.name(d))
    return None


def why_not_move(state: GuillotineState, seat: int, d: Deputy) -> Msg | None:
    return board.said(moving(state, seat, d))


def sending(
    state: GuillotineState, seat: int, d: Deputy, post: str, present: Counter[str]
) -> board.Refusal | None:
    """The rule by which `seat` may not send `d` to `post`; None if he may. `present` counts
    the deputies at each post (`board.head_count`), once for every post and deputy weighed."""
    if post not in FREE_POSTS:
        return lambda: Msg("guillotine-move-posts")
    if post == d.post:
        return lambda: Msg("guillotine-move-already", who=board.name(d), at=where(post))
    return closing(state, seat, post, present)


def closing(
    state: GuillotineState, seat: int, post: str, present: Counter[str]
) -> board.Refusal | None:
    """The rule by which `seat` may send none of his deputies to the free post `post` now,
    whoever he is; None if he may send one there."""
    cap = board.CAPACITY.get(post)
    if cap is not None and present[post] >= cap:
        return lambda: Msg("guillotine-move-full", post=post_name(post), seats=cap)
    if post == "mission" and state.seats[seat].sent_on_mission:
        return lambda: Msg("guillotine-move-one-mission")  # Phase I §2
    return None


def why_not_to(state: GuillotineState, seat: int, d: Deputy, post: str) -> Msg | None:
    return board.said(sending(state, seat, d, post, board.head_count(state)))


def destinations(state: GuillotineState, seat: int, d: Deputy) -> list[str]:
    present = board.head_count(state)
    return [p for p in FREE_POSTS if sending(state, seat, d, p, present) is None]


def movable(state: GuillotineState, seat: int) -> Iterator[Deputy]:
    """The deputies `seat` may move, one by one (whether he has one stops at the first): the
    posts open to him are found once for all of them."""
    open_posts = opened(state, seat)
    return (d for d in board.own(state, seat) if may_move(state, seat, d, open_posts))


def opened(state: GuillotineState, seat: int) -> list[str]:
    """The posts where `seat` may still send a deputy now, whoever he is (`closing`)."""
    present = board.head_count(state)
    return [p for p in FREE_POSTS if closing(state, seat, p, present) is None]


def may_move(state: GuillotineState, seat: int, d: Deputy, open_posts: list[str]) -> bool:
    """Whether `seat` may move `d` now, to one of the posts `opened` to him but his own."""
    return moving(state, seat, d) is None and any(p != d.post for p in open_posts)


@step("move")
class ChooseDeputy(Step):
    ask = Msg("guillotine-move-ask")
    help = Msg("guillotine-move-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        """Names the player's parties: the first decision of every turn, where knowing which
        deputies are yours matters (the board's key says it for everyone)."""
        led = [f"{PARTY[p].name} ({PARTY[p].initial})" for p in state.seats[d.seat].parties]
        return Msg("guillotine-move-text", parties=led)

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            *(
                Choice(f"move:{dep.id}", _label(dep.id, dep.post, dep.pp))
                for dep in movable(state, d.seat)
            ),
            Choice("pass", Msg("guillotine-move-pass")),
        ]

    def offers(self, state: GuillotineState, d: Decision, choice: str) -> bool:
        """The one deputy named checked, without labelling them all."""
        if choice == "pass":
            return True
        dep = board.find(state, choice.removeprefix("move:"))
        return (
            choice.startswith("move:")
            and dep is not None
            and may_move(state, d.seat, dep, opened(state, d.seat))
        )

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        if choice == "pass":
            state.seats[d.seat].passed = True
            state.cursor += 1
            return [Event(Msg("guillotine-passes", who=seat_tag(d.seat)))]
        return ask(state, "move_to", d.seat, deputy=choice.removeprefix("move:"))

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> Msg:
        dep = board.find(state, choice.removeprefix("move:"))
        if choice.startswith("move:") and dep is not None:
            why = why_not_move(state, d.seat, dep)
            if why is None:
                return Msg("guillotine-move-nowhere", who=board.name(dep))
            return why
        return super().refuse(state, d, choice)


@cache  # "Danton (at the Convention, 6 PP)": a message never changes, so each is made once
def _label(dep_id: str, post: str, pp: int) -> Msg:
    return Msg("guillotine-move-label", who=DEPUTY_NAME[dep_id], at=where(post), pp=pp)


@step("move_to")
class ChooseDestination(Step):
    ask = Msg("guillotine-move-to-ask")
    help = Msg("guillotine-move-to-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        dep = board.deputy(state, d.deputy or "")
        return Msg("guillotine-move-to-text", who=board.name(dep), at=where(dep.post))

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        dep = board.deputy(state, d.deputy or "")
        return [
            *(Choice(f"to:{p}", post_name(p), place=p) for p in destinations(state, d.seat, dep)),
            Choice("back", Msg("guillotine-move-back")),
        ]

    def offers(self, state: GuillotineState, d: Decision, choice: str) -> bool:
        """The one post named checked, without labelling them all."""
        if choice == "back":
            return True
        dep = board.deputy(state, d.deputy or "")
        post = choice.removeprefix("to:")
        present = board.head_count(state)
        return choice.startswith("to:") and sending(state, d.seat, dep, post, present) is None

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
        return [
            Event(
                Msg("guillotine-sends", who=seat_tag(d.seat), dep=board.name(dep), to=towards(post))
            )
        ]

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> Msg:
        if choice.startswith("to:"):
            dep = board.deputy(state, d.deputy or "")
            why = why_not_to(state, d.seat, dep, choice.removeprefix("to:"))
            if why is not None:
                return why
        return super().refuse(state, d, choice)
