"""What every concern of the host shares: the database, the time, the match's lock, finding a
match and a seat. Changing a running match is the one path's (`bot/host/path.py`)."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import players
from bot.host import states
from bot.host.inputs import plain
from bot.host.outbox import Limits, Refused
from games import registry
from games.core import Game, Msg, Text
from players.coach import Advice, advise
from storage import Database, MatchRow, SeatRow

MOVED_ON = Msg("host-moved-on")
NO_MATCH = Msg("host-no-match")
ELSEWHERE = Msg("host-elsewhere")
BUSY = Msg("host-busy")
CLOSED = Msg("host-lobby-closed")
# The stand-in's name at each level, as a seat's and the leaderboard's.
LEVEL_NAMES = {"quick": Msg("host-stand-in-name"), "strong": Msg("host-strong-stand-in-name")}
MAX_ID = 2**63 - 1  # SQLite's largest integer: a larger id or version (crafted) names nothing

Think = Callable[[players.Ask], Awaitable[str]]
"""A stand-in's decision (`players.decide`), wherever it is worked out."""
Advise = Callable[[players.Ask], Awaitable[Advice]]
"""The coach's hint for a seat (`players.coach.advise`), wherever it is worked out."""


async def think_here(ask: players.Ask) -> str:
    """The quick level at once; the strong one in a thread, never on the event loop (the bot
    gives it a worker process instead: bot/thinking.py)."""
    if ask.level == "quick":
        return players.decide(ask)
    return await asyncio.to_thread(players.decide, ask)


async def advise_here(ask: players.Ask) -> Advice:
    """The coach in a thread, never on the event loop (the bot's worker process instead)."""
    return await asyncio.to_thread(advise, ask)


class Locks:
    """One asyncio lock per match while anyone holds or waits for it: a lock nobody holds or
    waits for is dropped, so none is kept for a match with nothing under way."""

    def __init__(self) -> None:
        self._held: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def __call__(self, match_id: int) -> asyncio.Lock:
        lock = self._held.get(match_id)
        if lock is None:
            lock = self._held[match_id] = asyncio.Lock()
        return lock

    def __len__(self) -> int:
        return len(self._held)


class Core:
    """The shared core of the host's concerns (lobby, play, seats, votes, clock, undo)."""

    def __init__(
        self,
        db: Database,
        now: Callable[[], datetime] | None = None,
        owns: Callable[[int | None], bool] = lambda guild_id: True,
        think: Think = think_here,
        advise: Advise = advise_here,
        limits: Limits | None = None,
    ) -> None:
        self.db = db
        self.limits = limits or Limits()  # what the front end shows at most
        self.think = think  # the stand-in's decisions: a test's own, or the bot's workers
        self.advise = advise  # the coach's hints, worked out where the stand-in's are
        self.now = now or (lambda: datetime.now(UTC))  # a test's clock, never real waiting
        # Whether this process answers for a server's matches: with several bot processes on
        # one database, each runs the clock and finishes deliveries for its own servers only.
        self.owns = owns
        self.locks = Locks()  # one per match with a change under way
        # Told of every change this process writes, with the match and its seats as written:
        # a front end that keeps pages open (the web board) shows them without reading them.
        self.listeners: list[Callable[[MatchRow, list[SeatRow]], None]] = []

    def lock(self, match_id: int) -> asyncio.Lock:
        """The lock every change of one match is made under, in this process (several
        processes are kept apart by the version each write checks)."""
        return self.locks(match_id)

    async def match(
        self, *, channel_id: int | None = None, match_id: int | None = None
    ) -> MatchRow:
        """The match a call is about: `match_id` (from a button) or the channel's active match."""
        return (await self.table(channel_id=channel_id, match_id=match_id))[0]

    async def table(
        self, *, channel_id: int | None = None, match_id: int | None = None
    ) -> tuple[MatchRow, list[SeatRow]]:
        """The match a call is about and its seats, read together: `match_id` (from a button)
        or the channel's active match. Given both, the match must be that channel's: a button
        copied elsewhere, or into a DM, is refused here, in the one place every button's match
        is found."""
        if match_id is not None:
            found = await self.db.get_table(match_id) if 0 < match_id <= MAX_ID else None
            if found is not None and channel_id is not None and found[0].channel_id != channel_id:
                raise Refused(ELSEWHERE)
        else:
            assert channel_id is not None
            found = await self.db.active_table(channel_id)
        if found is None:
            raise Refused(NO_MATCH)
        return found

    async def match_id(self, *, channel_id: int | None, match_id: int | None) -> int:
        """The id of the match a call is about, to take its lock before reading it."""
        if match_id is not None:
            return match_id
        return (await self.match(channel_id=channel_id)).id

    async def running(
        self,
        *,
        reading: bool = False,
        table: tuple[MatchRow, list[SeatRow]] | None = None,
        **where: int | None,
    ) -> tuple[MatchRow, list[SeatRow], Game, Any]:
        """The running match a call is about, its seats, its game and its state: one of its own
        to change, or with `reading` one that may be shared and must not change. `table`: the
        match and its seats as just read under the match's lock, not read again."""
        match, seats = table or await self.table(**where)
        if match.status == "lobby":
            raise Refused(Msg("host-not-started"))
        if match.status != "running":
            raise Refused(Msg("host-match-over"))
        game = registry.get(match.game_id)
        text = match.state or ""
        state = states.read_only(game, text) if reading else game.load(text)
        return match, seats, game, state

    async def lobby(self, match_id: int | None, channel_id: int | None) -> MatchRow:
        match = await self.match(match_id=match_id, channel_id=channel_id)
        if match.status != "lobby":
            raise Refused(CLOSED)
        return match


def seat_of(seats: list[SeatRow], user_id: int, name: Text | None = None) -> int:
    """The seat of `user_id`: the one asking, or (`name` given) the person they name."""
    for s in seats:
        if s.user_id == user_id:
            return s.seat
    if name is not None:
        raise Refused(Msg("host-no-seat", name=plain(name) if isinstance(name, str) else name))
    raise Refused(Msg("host-not-playing"))


def stand_in_level(seats: list[SeatRow], seat: int) -> str:
    """A bot plays at the level chosen when it was added; an absent or resigned player's seat
    at the strongest level among the table's bots (quick at a table without one)."""
    if seats[seat].stand_in == "bot":
        return seats[seat].level
    bots = {r.level for r in seats if r.stand_in == "bot"}
    return "strong" if "strong" in bots else "quick"
