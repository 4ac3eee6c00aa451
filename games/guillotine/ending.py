"""The end of a turn (the popularity sheet), the end of the game and who is re-elected."""

from __future__ import annotations

from games.core import Event, Msg, Outcome, seat_tag
from games.guillotine import board
from games.guillotine.components import FREE_POSTS
from games.guillotine.state import START_PP, TURNS, Deputy, GuillotineState
from games.guillotine.steps import next_phase


def end_turn(state: GuillotineState) -> list[Event]:
    """§II.1: each deputy's PP are written on the sheet every turn; after the tenth turn, or
    the turn the Assembly was dissolved, the game ends (§I.3)."""
    for d in state.deputies:
        d.sheet.append(None if d.post == "guillotine" else d.pp)
    if state.turn < TURNS and state.dissolved != state.turn:
        state.turn += 1
        next_phase(state, "movement")
        return []
    state.finished = True
    state.phase = "over"
    scored = scores(state)
    lines = [
        Msg("guillotine-final-line", who=seat_tag(s), n=scored[s][0], pp=scored[s][1])
        for s in ranking(state, scored)
    ]
    why = "dissolved" if state.dissolved else "last"
    return [Event(Msg("guillotine-final", why=why, turns=TURNS, lines=Msg.join(lines, ", ")))]


def reelected(d: Deputy) -> bool:
    """§I.2: alive, free (neither in Prison nor in Flight) and at least 5 PP."""
    return d.pp >= START_PP and d.post in FREE_POSTS  # free: `board.is_free`, without a call


def scores(state: GuillotineState) -> list[tuple[int, int]]:
    """Per seat, how many of his deputies are re-elected and their total PP: what ranks the
    players (§I.2), counted in one look at all the deputies."""
    seat_of = board.party_seat(state)
    count, pp = [0] * state.num_players, [0] * state.num_players
    for d in state.deputies:
        if reelected(d):
            seat = seat_of[d.party]
            count[seat] += 1
            pp[seat] += d.pp
    return list(zip(count, pp, strict=True))


def ranking(state: GuillotineState, scored: list[tuple[int, int]] | None = None) -> list[int]:
    """Most deputies re-elected; on a tie, the larger total PP of the re-elected (§I.2).
    `scored`: the `scores` when the caller has them already."""
    key = scores(state) if scored is None else scored
    return sorted(range(state.num_players), key=lambda s: (-key[s][0], -key[s][1], s))


def outcome(state: GuillotineState) -> Outcome | None:
    if not state.finished:
        return None
    key = scores(state)
    order = ranking(state, key)
    best = key[order[0]]
    winners = [s for s in order if key[s] == best]
    counts = {s: float(key[s][0]) for s in range(state.num_players)}
    tied_on_count = [s for s in order if key[s][0] == best[0]]
    if len(winners) > 1:
        reason = Msg("guillotine-reason-shared")
    elif len(tied_on_count) > 1:
        reason = Msg("guillotine-reason-pp", pp=best[1])
    else:
        reason = Msg("guillotine-reason-most")
    return Outcome(winners, counts, reason)
