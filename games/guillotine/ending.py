"""The end of a turn (the popularity sheet), the end of the game and who is re-elected."""

from __future__ import annotations

from games.core import Event, Msg, Outcome, seat_tag
from games.guillotine import board
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
    lines = [
        Msg(
            "guillotine-final-line",
            who=seat_tag(s),
            n=len(reelected(state, s)),
            pp=total_pp(state, s),
        )
        for s in ranking(state)
    ]
    why = "dissolved" if state.dissolved else "last"
    return [Event(Msg("guillotine-final", why=why, turns=TURNS, lines=Msg.join(lines, ", ")))]


def reelected(state: GuillotineState, seat: int) -> list[Deputy]:
    """§I.2: alive, free (neither in Prison nor in Flight) and at least 5 PP."""
    return [d for d in board.own(state, seat) if board.is_free(d) and d.pp >= START_PP]


def total_pp(state: GuillotineState, seat: int) -> int:
    return sum(d.pp for d in reelected(state, seat))


def ranking(state: GuillotineState) -> list[int]:
    """Most deputies re-elected; on a tie, the larger total PP of the re-elected (§I.2)."""
    return sorted(
        range(state.num_players),
        key=lambda s: (-len(reelected(state, s)), -total_pp(state, s), s),
    )


def outcome(state: GuillotineState) -> Outcome | None:
    if not state.finished:
        return None
    order = ranking(state)
    best = order[0]

    def key(s: int) -> tuple[int, int]:
        return len(reelected(state, s)), total_pp(state, s)

    winners = [s for s in order if key(s) == key(best)]
    scores = {s: float(len(reelected(state, s))) for s in range(state.num_players)}
    tied_on_count = [s for s in order if key(s)[0] == key(best)[0]]
    if len(winners) > 1:
        reason = Msg("guillotine-reason-shared")
    elif len(tied_on_count) > 1:
        reason = Msg("guillotine-reason-pp", pp=key(best)[1])
    else:
        reason = Msg("guillotine-reason-most")
    return Outcome(winners, scores, reason)
