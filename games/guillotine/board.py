"""Where the deputies are and what happens to them: the queries and changes every phase uses."""

from __future__ import annotations

from collections.abc import Callable

from games.core import Event, seat_tag
from games.guillotine.components import DEPUTY_NAME, FREE_POSTS, PARTY, where
from games.guillotine.state import Deputy, GuillotineState, Vote

CAPACITY = {"comite": 4, "tribunal": 4, "club": 4}  # Phase I §2: 4 places; Mission unlimited


def deputy(state: GuillotineState, dep_id: str) -> Deputy:
    for d in state.deputies:
        if d.id == dep_id:
            return d
    raise KeyError(dep_id)


def find(state: GuillotineState, dep_id: str) -> Deputy | None:
    return next((d for d in state.deputies if d.id == dep_id), None)


def party_seat(state: GuillotineState) -> dict[str, int]:
    return {p: i for i, s in enumerate(state.seats) for p in s.parties}


def owner(state: GuillotineState, d: Deputy) -> int:
    return party_seat(state)[d.party]


def own(state: GuillotineState, seat: int) -> list[Deputy]:
    parties = state.seats[seat].parties
    return [d for d in state.deputies if d.party in parties]


def at(state: GuillotineState, post: str, seat: int | None = None) -> list[Deputy]:
    deps = state.deputies if seat is None else own(state, seat)
    return [d for d in deps if d.post == post]


def is_free(d: Deputy) -> bool:
    """Alive and neither in Prison nor in Flight (nor in the dock)."""
    return d.post in FREE_POSTS


def why_spared(state: GuillotineState, seat: int, target: Deputy) -> str | None:
    """Why `seat` may not denounce (nor aim a card at) `target` in any phase, in words the player
    can act on; None if he may. §III: "Vous dénoncez pour affaiblir vos adversaires" and "Vous ne
    pouvez dénoncer un député en prison ou en fuite"; Phase II §1: a rapporteur whose report
    passed "ne peut être dénoncé"; and a deputy is denounced once at a time."""
    if owner(state, target) == seat:
        return "You cannot denounce your own deputies."
    if not is_free(target):
        return f"{name(target)} is {where(target.post)}: only free deputies are denounced."
    if target.rapport:
        return f"{name(target)} is a rapporteur whose report passed: he cannot be denounced."
    if target.denounced:
        return f"{name(target)} is already denounced."
    return None


def name(d: Deputy) -> str:
    return f"{DEPUTY_NAME[d.id]} ({PARTY[d.party].initial})"


def described(d: Deputy) -> str:
    """ "Danton (M) at the Comité de Salut Public, 6 PP": a deputy as a choice shows him."""
    return f"{name(d)} {where(d.post)}, {d.pp} PP"


def order(state: GuillotineState) -> list[int]:
    """Who plays first in every phase of this turn, then leftwards (seat order): the die's
    winner on turn 1, the player to his left on turn 2, and so on (§"La partie commence")."""
    n = state.num_players
    first = (state.first + state.turn - 1) % n
    return [(first + i) % n for i in range(n)]


def roll(state: GuillotineState) -> int:
    """One die, from the test script if one was given, else from the game's generator."""
    if state.dice:
        return state.dice.pop(0)
    return state.rng.roll(6)


def place(state: GuillotineState, d: Deputy, post: str) -> None:
    d.post = post
    d.rapport = False
    d.denounced = False
    if post in ("prison", "fuite"):
        state.arrivals += 1
        d.arrived = state.arrivals
    if post == "guillotine":
        d.died = state.turn


def gain(state: GuillotineState, d: Deputy, delta: int, why: str) -> list[Event]:
    """Change a deputy's PP; at 0 or less he takes his own life (§II.1)."""
    if delta == 0 or d.post == "guillotine":
        return []
    return [Event(f"{why}: {name(d)} {delta:+d} PP ({d.pp + delta})"), *_change(state, d, delta)]


def _change(state: GuillotineState, d: Deputy, delta: int) -> list[Event]:
    d.pp += delta
    if d.pp > 0:
        return []
    place(state, d, "guillotine")
    return [Event(f"{name(d)} has no popularity left and takes his own life")]


def income(state: GuillotineState, post: str, delta: int, header: str) -> list[Event]:
    """Table 1: what a post gives or costs each deputy there, once a turn; told in one line."""
    here = at(state, post)
    if not here:
        return []
    line = ", ".join(f"{name(d)} {d.pp + delta}" for d in here)
    events = [Event(f"{header}: {delta:+d} PP to {line}")]
    for d in here:
        events += _change(state, d, delta)
    return events


def voters(state: GuillotineState, post: str) -> list[Vote]:
    """Each player votes with all his deputies at the post, in this turn's order."""
    counts = [(seat, len(at(state, post, seat))) for seat in order(state)]
    return [Vote(seat=seat, weight=n) for seat, n in counts if n]


def in_turn(state: GuillotineState, concerned: Callable[[int], bool]) -> int | None:
    """The next player, from the cursor in this turn's order, whom `concerned` picks; None once
    every player has had his turn."""
    players = order(state)
    while state.cursor < len(players):
        seat = players[state.cursor]
        if concerned(seat):
            return seat
        state.cursor += 1
    return None


def seat_list(seats: list[int]) -> str:
    return ", ".join(seat_tag(s) for s in seats)
