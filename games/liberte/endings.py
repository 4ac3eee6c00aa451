""" "End of the Game": four turns, the Radical Electoral Landslide and the Royalist
Counter-revolution, each with its own score and tie-breaks."""

from __future__ import annotations

from typing import Any

from games.core import Event, Msg, Outcome, seat_tag
from games.liberte import actions, board
from games.liberte.data import Faction
from games.liberte.state import Ending, LiberteState, card

LANDSLIDE = 17  # "if the red faction gained at least 17 votes"
# How each ending ("turns", "landslide", "counter") is won is said by liberte-reason-<ending>,
# and its points (VP, Red Points, White Points) by liberte-points-<ending>.


def finish(state: LiberteState, reason: Ending) -> None:
    state.end = reason
    state.phase = "over"
    state.action = state.refresh = state.tie = None


def counter_revolution(state: LiberteState) -> list[Event]:
    """Checked by the bot after every change, so nobody can miss it: "A Counter-Revolution can
    only occur during Turns 3-4 and in any Phase except the Election Phase"."""
    if state.end or state.turn < 3 or state.phase == "election":
        return []
    count = board.counter_revolution_count(state)
    if count < board.COUNTER_REVOLUTION:
        return []
    told = [] if state.action is None else actions.cut_short(state, state.action)
    finish(state, "counter")
    lost = len(state.lost_battles)
    said = Msg("liberte-counter-revolution", provinces=count - lost, lost=lost,
               needed=board.COUNTER_REVOLUTION)  # fmt: skip
    return [*told, Event(said), *parts(state, "counter")]


def landslide(state: LiberteState) -> list[Event]:
    """ "At the end of the Provincial Elections step ... A Landslide may occur in any turn"."""
    red = state.votes[Faction.RADICAL]
    if red < LANDSLIDE:
        return []
    finish(state, "landslide")
    return [Event(Msg("liberte-landslide", n=red)), *parts(state, "landslide")]


def parts(state: LiberteState, ending: str) -> list[Event]:
    """A sudden ending's score, one line a player with what it adds up: the red votes held (a
    Landslide only), the blocks of the colour on the board, and those on the cards in hand and
    display."""
    faction = Faction.RADICAL if ending == "landslide" else Faction.ROYALIST
    out = []
    for seat in range(state.num_players):
        held = state.players[seat].held[faction] if faction is Faction.RADICAL else 0
        cards = card_points(state, seat, faction)
        total = faction_points(state, seat, faction)
        said = Msg("liberte-points-parts", who=seat_tag(seat), score=points(ending, total),
                   ending=ending, votes=held, board=total - held - cards, cards=cards)  # fmt: skip
        out.append(Event(said))
    return out


def card_points(state: LiberteState, seat: int, faction: Faction | None) -> int:
    """Blocks shown on the cards in hand and display, of one colour (None: the display's total
    value, the four-turn tie-break)."""
    p = state.players[seat]
    if faction is None:
        return sum(card(k).value for k in p.display)
    return sum(card(k).value for k in p.hand + p.display if card(k).faction is faction)


def faction_points(state: LiberteState, seat: int, faction: Faction) -> int:
    """Red or White Points: held votes (red only), blocks controlled on the board, cards."""
    held = state.players[seat].held[faction] if faction is Faction.RADICAL else 0
    on_board = sum(
        s.height
        for stacks in state.board
        for s in stacks
        if s.owner == seat and s.faction is faction
    )
    return held + on_board + card_points(state, seat, faction)


def outcome(state: LiberteState) -> Outcome | None:
    if state.end is None:
        return None
    seats = range(state.num_players)
    if state.end == "turns":
        scores = {s: float(state.players[s].vp) for s in seats}
        tiebreak = {s: card_points(state, s, None) for s in seats}
    else:
        faction = Faction.RADICAL if state.end == "landslide" else Faction.ROYALIST
        scores = {s: float(faction_points(state, s, faction)) for s in seats}
        tiebreak = {s: card_points(state, s, faction) for s in seats}
    best = max(scores.values())
    tied = [s for s in seats if scores[s] == best]
    top = max(tiebreak[s] for s in tied)
    winners = [s for s in tied if tiebreak[s] == top]
    tie = "none" if len(tied) == 1 else "broken" if len(winners) == 1 else "shared"
    return Outcome(winners, scores, Msg(f"liberte-reason-{state.end}", tie=tie))


def result_view(state: LiberteState) -> dict[str, Any] | None:
    """The final result for the table: who won, each seat's score and what it counts."""
    result = outcome(state)
    if result is None or state.end is None:
        return None
    return {
        "winners": list(result.winners),
        "scores": {str(s): int(v) for s, v in result.scores.items()},
        "points": state.end,  # the ending, whose points the scores count
        "reason": result.reason,
    }


def points(ending: str, n: int) -> Msg:
    """ "17 VP", "3 White Points": a score in the points of the ending."""
    return Msg(f"liberte-points-{ending}", n=n)


def status(state: LiberteState) -> Msg:
    """ "Game over: {s1} wins with 17 VP": the line a player reads first."""
    result = outcome(state)
    assert result is not None and state.end is not None
    best = int(result.scores[result.winners[0]])
    names = [seat_tag(s) for s in result.winners]
    return Msg("liberte-status-over", who=names, n=len(names), score=points(state.end, best))
