"""The game host: one object the adapter calls, made of one part per concern, each in its own
module around a small shared core (`core.py`: the database, the time, the match's lock) and the
one path of every change to a running match (`path.py`): the lobby, moves, seats, votes, the
clock, undo, looking, the coach's hints, pages, deliveries, reports, records and seasons, and
tournaments. It has no Discord imports: it is tested without Discord, and serves the web board
as well."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from bot.host.clock import Clock
from bot.host.coach import Coach
from bot.host.core import Core
from bot.host.delivered import Delivered
from bot.host.languages import Languages
from bot.host.lobby import Lobby
from bot.host.looking import Looking
from bot.host.moves import Moves
from bot.host.outbox import Outbox
from bot.host.page import Pages
from bot.host.path import Path
from bot.host.play import Play
from bot.host.records import Records
from bot.host.report import Reporter
from bot.host.reports import Reports
from bot.host.seasons import Seasons
from bot.host.seats import Seats
from bot.host.tournaments import Tournaments
from bot.host.undo import Undo
from bot.host.votes import Votes
from storage import Database


class Host:
    """Matches from the lobby to the end. Each call is one concern's (see the attributes)."""

    def __init__(self, db: Database, **core_settings: Any) -> None:
        """`core_settings`: the time, which servers this process answers for, how the
        stand-in thinks and what the front end shows at most (`Core`'s `now`, `owns`, `think`,
        `advise` and `limits`)."""
        self.core = core = Core(db, **core_settings)
        self.languages = languages = Languages(core)
        reporter = Reporter(core, languages)
        self.path = path = Path(core, Play(core), reporter)
        self.moves = moves = Moves(core, path)
        self.lobby = lobby = Lobby(core, path)
        self.seats = Seats(core, path)
        self.votes = votes = Votes(core, path)
        self.clock = Clock(core, path, votes, languages)
        self.undoing = Undo(core, path, moves, reporter)
        self.pages = Pages(core, moves)
        self.looking = Looking(core, lobby, reporter)
        self.coach = Coach(core)
        self.delivered = delivered = Delivered(core, lobby, reporter)
        self.reports = Reports(db, core.limits)
        self.seasons = seasons = Seasons(core)
        self.records = Records(db, core.limits, seasons)
        self.tournaments = Tournaments(core, lobby)

        self.new_match, self.switch, self.join, self.leave = (
            lobby.new_match, lobby.switch, lobby.join, lobby.leave,
        )  # fmt: skip
        self.choose_setting = lobby.choose
        self.start, self.add_bot, self.cycle_pace, self.kick = (
            lobby.start, lobby.add_bot, lobby.cycle_pace, lobby.kick,
        )  # fmt: skip
        self.abort_question, self.abort = lobby.abort_question, lobby.abort
        self.play_again = lobby.play_again
        self.offer, self.act, self.undo = moves.offer, moves.act, self.undoing.take_back
        self.resign, self.come_back = self.seats.resign, self.seats.come_back
        self.replace, self.set_autoplay = self.seats.replace, self.seats.set_autoplay
        self.ask_table, self.ballot = votes.ask_table, votes.ballot
        self.nudge, self.away = self.clock.nudge, self.clock.away
        self.status, self.hand = self.looking.status, self.looking.hand
        self.hint = self.coach.hint
        self.slot, self.remember, self.announced = (
            delivered.slot, delivered.remember, delivered.announced,
        )  # fmt: skip
        self.unannounced, self.channel_gone = delivered.unannounced, delivered.channel_gone
        self.dm_failed = delivered.dm_failed
        self.tell_once = db.tell_once  # a channel told something once, across restarts

    async def tick(self) -> list[tuple[int, Outbox]]:
        """What the clock says now, per channel (`Clock.tick`), then an outbox naming each
        tournament it finds with something to do (`Tournaments.due`): the adapter advances it
        once delivered, as after a move that ended one of its matches."""
        return [*await self.clock.tick(), *await self.tournaments.due()]

    @property
    def now(self) -> Callable[[], datetime]:
        return self.core.now

    @now.setter
    def now(self, now: Callable[[], datetime]) -> None:
        """A test's clock, turned by hand."""
        self.core.now = now

    @property
    def db(self) -> Database:
        return self.core.db

    @db.setter
    def db(self, db: Database) -> None:
        """Another connection to the same database (a test restarting the bot)."""
        self.core.db = self.reports.db = self.records.db = db
