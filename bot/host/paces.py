"""Time in a match: the lobby's paces, a decision's deadline, and times written so that every
reader sees them in their own time zone. Pure: the clock's work is in `clock.py`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from bot.host import refs
from games.core import Msg
from storage import MatchRow, SeatRow

REACTION = "~"  # marks a decision that is a reaction (`Prompt.reaction`): never pinged


def is_reaction(decision: str) -> bool:
    """Whether a decision, as the host's `decisions` and the clock keep it, is a reaction."""
    return decision.startswith(REACTION)


@dataclass(frozen=True)
class Pace:
    name: str
    label: Msg
    period: timedelta | None  # how long one decision may wait; None: no clock at all


PACES = {
    pace.name: pace
    for pace in (
        Pace("live", Msg("host-pace-live"), timedelta(minutes=10)),
        Pace("daily", Msg("host-pace-daily"), timedelta(hours=24)),
        Pace("relaxed", Msg("host-pace-relaxed"), timedelta(hours=72)),
        Pace("none", Msg("host-pace-none"), None),
    )
}
# A new lobby's pace: play by post is the common case, and a table with no clock stalls on its
# first silent player. One press makes it live.
DEFAULT_PACE = "daily"
NEXT_PACE = {"daily": "live", "live": "relaxed", "relaxed": "none", "none": "daily"}
WARN_AT = 0.9  # of a decision's time gone: the mention in the thread
# A reaction (`Prompt.reaction`) waits a short time, the same for every seat whatever it holds:
# a 24th of the pace's time (an hour a day, at least a minute), an hour with no clock.
REACTION_SHARE = 24
REACTION_LEAST = timedelta(minutes=1)
REACTION_UNCLOCKED = timedelta(hours=1)
MAX_AWAY_DAYS = 14
NUDGE_EVERY = timedelta(hours=12)  # with no clock: how often a player may be nudged


def iso(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text)


def when(at: datetime) -> str:
    """A time every reader sees in their own time zone."""
    return refs.moment(at)


def deadline(since: datetime, period: timedelta, decision: str) -> dict[str, Any]:
    """A decision's clock entry: due one period after `since`, nothing sent yet."""
    return {
        "hash": decision,
        "since": iso(since),
        "due": iso(since + period),
        "reminded": False,
        "warned": False,
        "expired": False,
    }


def reaction_time(pace: str) -> timedelta:
    """How long a reaction waits at `pace`."""
    period = PACES[pace].period
    if period is None:
        return REACTION_UNCLOCKED
    return max(period / REACTION_SHARE, REACTION_LEAST)


def clock_after(
    now: datetime,
    match: MatchRow,
    seats: list[SeatRow],
    decisions: dict[int, str],
    started: bool = False,
) -> dict[int, dict[str, Any]]:
    """Each pending decision's deadline: kept while the decision is the same, set afresh
    for a new one (after the player's time away, if they are away). A reaction has its short
    one at every pace, from now: time away does not hold up the others' answers."""
    period = PACES[match.pace].period
    old: dict[int, dict[str, Any]] = {} if started else match.clock
    clock = {}
    for seat, decision in decisions.items():
        kept = old.get(seat)
        if kept is not None and kept["hash"] == decision:
            clock[seat] = kept
        elif is_reaction(decision):
            clock[seat] = deadline(now, reaction_time(match.pace), decision)
        elif period is not None:
            away = seats[seat].away_until
            since = max(now, moment(away)) if away else now
            clock[seat] = deadline(since, period, decision)
    return clock
