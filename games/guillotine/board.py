"""Where the deputies are and what happens to them: the queries and changes every phase uses."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache

from games.core import Event, Msg, Text, seat_tag
from games.guillotine.components import DEPUTY_LABEL, FREE_POSTS, where
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
    """The seat leading `d`'s party: a look through the few seats, cheaper than building
    `party_seat` for every question (the legality checks ask it of every deputy)."""
    for i, s in enumerate(state.seats):
        if d.party in s.parties:
            return i
    raise KeyError(d.party)


def own(state: GuillotineState, seat: int) -> list[Deputy]:
    parties = state.seats[seat].parties
    return [d for d in state.deputies if d.party in parties]


def at(state: GuillotineState, post: str, seat: int | None = None) -> list[Deputy]:
    if seat is None:
        return [d for d in state.deputies if d.post == post]
    parties = state.seats[seat].parties  # one pass, without listing his deputies first
    return [d for d in state.deputies if d.post == post and d.party in parties]


def held(state: GuillotineState, seat: int) -> set[str]:
    """The posts where `seat` has at least one deputy."""
    return {d.post for d in own(state, seat)}


def head_count(state: GuillotineState) -> Counter[str]:
    """How many deputies stand at each post."""
    return Counter([d.post for d in state.deputies])


def is_free(d: Deputy) -> bool:
    """Alive and neither in Prison nor in Flight (nor in the dock)."""
    return d.post in FREE_POSTS


Refusal = Callable[[], Msg]
"""A broken rule's sentence, built only when someone asks why: the legality checks behind every
prompt need only yes or no, and the sentence costs more than the check."""


def said(refusal: Refusal | None) -> Msg | None:
    """The refusal's sentence; None when nothing was refused."""
    return None if refusal is None else refusal()


def sparing(state: GuillotineState, seat: int, target: Deputy) -> Refusal | None:
    """The rule by which `seat` may not denounce (nor aim a card at) `target` in any phase;
    None if he may. §III: "Vous dénoncez pour affaiblir vos adversaires" and "Vous ne pouvez
    dénoncer un député en prison ou en fuite"; Phase II §1: a rapporteur whose report passed
    "ne peut être dénoncé"; and a deputy is denounced once at a time."""
    if owner(state, target) == seat:
        return lambda: Msg("guillotine-spared-own")
    if not is_free(target):
        return lambda: Msg("guillotine-spared-not-free", who=name(target), at=where(target.post))
    if target.rapport:
        return lambda: Msg("guillotine-spared-rapport", who=name(target))
    if target.denounced:
        return lambda: Msg("guillotine-spared-denounced", who=name(target))
    return None


def name(d: Deputy) -> str:
    return DEPUTY_LABEL[d.id]


def described(d: Deputy) -> Msg:
    """ "Danton (M) at the Comité de Salut Public, 6 PP": a deputy as a choice shows him."""
    return _described(d.id, d.post, d.pp)


@cache  # a message never changes, and a deputy has few posts and PP: each made once
def _described(dep_id: str, post: str, pp: int) -> Msg:
    return Msg("guillotine-described", who=DEPUTY_LABEL[dep_id], at=where(post), pp=pp)


def target(d: Deputy) -> Msg:
    """ "Denounce Danton (M) at the Convention, 6 PP": a deputy as the target of a denunciation
    or a motion."""
    return _target(d.id, d.post, d.pp)


@cache
def _target(dep_id: str, post: str, pp: int) -> Msg:
    return Msg("guillotine-denounce-label", who=_described(dep_id, post, pp))


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


def gain(state: GuillotineState, d: Deputy, delta: int, why: Text) -> list[Event]:
    """Change a deputy's PP; at 0 or less he takes his own life (§II.1)."""
    if delta == 0 or d.post == "guillotine":
        return []
    said = Msg("guillotine-gain", why=why, who=name(d), delta=f"{delta:+d}", pp=d.pp + delta)
    return [Event(said), *_change(state, d, delta)]


def _change(state: GuillotineState, d: Deputy, delta: int) -> list[Event]:
    d.pp += delta
    if d.pp > 0:
        return []
    place(state, d, "guillotine")
    return [Event(Msg("guillotine-suicide", who=name(d)))]


def income(state: GuillotineState, post: str, delta: int, header: Text) -> list[Event]:
    """Table 1: what a post gives or costs each deputy there, once a turn; told in one line."""
    here = at(state, post)
    if not here:
        return []
    line = ", ".join(f"{name(d)} → {d.pp + delta} PP" for d in here)  # the PP it leaves
    events = [Event(Msg("guillotine-income", header=header, delta=f"{delta:+d}", line=line))]
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


def seat_list(seats: list[int]) -> list[str]:
    """Seats as a list argument, said "A, B and C" in the reader's language."""
    return [seat_tag(s) for s in seats]
