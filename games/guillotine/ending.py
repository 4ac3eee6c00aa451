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
    lines: list[Msg] = []
    for s in ranking(state):
        n, pp = score(state, s)
        lines.append(Msg("guillotine-final-line", who=seat_tag(s), n=n, pp=pp))
    why = "dissolved" if state.dissolved else "last"
    return [Event(Msg("guillotine-final", why=why, turns=TURNS, lines=Msg.join(lines, ", ")))]


def reelected(state: GuillotineState, seat: int) -> list[Deputy]:
    """§I.2: alive, free (neither in Prison nor in Flight) and at least 5 PP."""
    return [d for d in board.own(state, seat) if board.is_free(d) and d.pp >= START_PP]


def score(state: GuillotineState, seat: int) -> tuple[int, int]:
    """How many of the seat's deputies are re-elected, and their total PP: what ranks the
    players (§I.2), from one look at his deputies."""
    kept = reelected(state, seat)
    return len(kept), sum(d.pp for d in kept)


def ranking(state: GuillotineState) -> list[int]:
    """Most deputies re-elected; on a tie, the larger total PP of the re-elected (§I.2)."""
    scores = {s: score(state, s) for s in range(state.num_players)}
    return sorted(scores, key=lambda s: (-scores[s][0], -scores[s][1], s))


def outcome(state: GuillotineState) -> Outcome | None:
    if not state.finished:
        return None
    order = ranking(state)
    key = {s: score(state, s) for s in order}
    best = key[order[0]]
    winners = [s for s in order if key[s] == best]
    scores = {s: float(key[s][0]) for s in range(state.num_players)}
    tied_on_count = [s for s in order if key[s][0] == best[0]]
    if len(winners) > 1:
        reason = Msg("guillotine-reason-shared")
    elif len(tied_on_count) > 1:
        reason = Msg("guillotine-reason-pp", pp=best[1])
    else:
        reason = Msg("guillotine-reason-most")
    return Outcome(winners, scores, reason)
