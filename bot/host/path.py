"""The one path of every change to a running match, as Rally the Troops' `put_new_state` or
boardgame.io's one dispatch: take the match's lock and read it once (`Table`); the concern
asking (a move, a seat, a ballot, a tick of the clock, a take-back) decides a `Step` on it; the
path writes the step's change, plays its moves and those the table then makes by itself
(`Play.play`, each move written the same one way), and goes on with whatever the concern
decides next on the match as written. What each step says, and what the table reports, come
back as one `Outbox`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from cachetools import LRUCache

from bot.host import states
from bot.host.core import BUSY, MOVED_ON, Core
from bot.host.outbox import Controls, Outbox, Refused, merge
from bot.host.play import Play
from bot.host.report import Reporter
from bot.host.table import Scene, text_names
from games.core import Game, Text
from storage import Change, Conflict, MatchRow, SeatRow, StaleVersion

MOVES_KEPT = 16384  # moves remembered as written here: a few of the latest of each match in play


@dataclass
class Table:
    """A running match as read under its lock, kept as each step's write leaves it: the one
    read every decision of a change is made on."""

    match: MatchRow
    seats: list[SeatRow]
    game: Game
    state: Any

    @property
    def names(self) -> list[str]:
        """The seats' names as texts carry them (`table.text_names`)."""
        return text_names(self.seats)


@dataclass
class Step:
    """What a concern decided about a running match: `change` is written first; then `moves`
    are played in turn, or (`play_on`) the table makes the moves that are now its own, and what
    it must be told is reported (`news` first, with `controls`; `dealt`: a seat's new player,
    who gets the hand; `started`: the match's first report). `said` is the concern's own
    answer (a reply, a post, DMs, a closed question's edit), delivered before that report.
    `then` decides the next step on the match as this one left it (with all said so far)."""

    change: Change | None = None
    moves: list[tuple[int, str]] = field(default_factory=list)
    play_on: bool = False
    news: list[Text] = field(default_factory=list)
    controls: Controls = Controls.NONE
    dealt: int | None = None
    started: bool = False
    said: Outbox = field(default_factory=Outbox)
    then: Then | None = None


Decide = Callable[[Table], Awaitable[Step | None]]
Then = Callable[[Table, Outbox], Awaitable[Step | None]]


def chain(first: Then | None, then: Then) -> Then:
    """The steps `first` decides, then those `then` decides."""
    if first is None:
        return then

    async def both(table: Table, told: Outbox) -> Step | None:
        step = await first(table, told)
        if step is None:
            return await then(table, told)
        return replace(step, then=chain(step.then, then))

    return both


class Path:
    """Reads, writes, plays on and reports; the concerns decide."""

    def __init__(self, core: Core, play: Play, reporter: Reporter) -> None:
        self.core = core
        self.play = play
        self.reporter = reporter
        # The moves this process wrote, by (match, seq): those it answered, or that answered
        # nobody (the stand-in's, autoplay's). A move written before the process started may
        # be a command whose answer a crash lost, and its player may well send it again.
        self.saved_here: LRUCache[tuple[int, int], bool] = LRUCache(MOVES_KEPT)

    async def run(
        self,
        decide: Decide,
        *,
        match_id: int | None = None,
        channel_id: int | None = None,
        over: Callable[[MatchRow, list[SeatRow]], Awaitable[None]] | None = None,
    ) -> Outbox:
        """The change `decide` makes of the match a call is about (a button's `match_id`, or
        the channel's active match), under its lock: each step written, played and reported,
        then the next decided on the match as it left it. `over` looks at a match that is no
        longer running before it is refused (a move sent again after it ended the match)."""
        core = self.core
        match_id = await core.match_id(channel_id=channel_id, match_id=match_id)
        async with core.lock(match_id):
            match, seats = found = await core.table(match_id=match_id, channel_id=channel_id)
            if over is not None and match.status != "running":
                await over(match, seats)
            table = Table(*await core.running(table=found))
            outbox = Outbox(channel_id=table.match.channel_id)
            step, first = await decide(table), True
            seen = None  # the views after the latest moves played, if any
            while step is not None:  # each step decided on the match as the last one left it
                said = step.said
                if step.change is not None:
                    try:
                        table.match = await core.db.commit(
                            table.match.id, table.match.version, step.change
                        )
                    except (StaleVersion, Conflict):  # another process changed it first, or
                        # the schema refuses it (a person seated twice): it is as it was
                        if first:
                            raise Refused(BUSY) from None
                        break  # what is written so far stands
                    table.seats = [
                        s.changed(step.change.seats[s.seat]) if s.seat in step.change.seats else s
                        for s in table.seats
                    ]
                    said.announces = said.announces or (table.match.id, table.match.version)
                outbox = merge(outbox, said)
                played: list[tuple[int, str] | None] = [*step.moves]
                if step.play_on or step.started:
                    played.append(None)
                for i, move in enumerate(played):
                    series = await self.play.play(
                        table.match,
                        table.seats,
                        table.game,
                        table.state,
                        move,
                        started=step.started,
                        dealt=step.dealt if i == 0 else None,
                        news=step.news if i == 0 else None,
                        news_controls=step.controls,
                    )
                    # The series written as one. One without moves (who is pinged, the
                    # deadlines after a seat changed hands) that another process got ahead of
                    # is not written: whoever moved wrote their own.
                    try:
                        table.match = await core.db.commit(
                            table.match.id, series.version, *series.changes
                        )
                    except StaleVersion:
                        if series.moves:
                            raise Refused(MOVED_ON) from None
                        table.match = await core.match(match_id=table.match.id)
                    done = series.version + len(series.moves)
                    for seq in range(series.version, done):
                        self.saved_here[(table.match.id, seq)] = True  # answered just after
                    if series.moves and series.telling.seen is not None:
                        seen = series.telling.seen  # the report and the next step read them
                        states.know(table.game, table.match.state or "", seen)
                    scene = Scene(table.match, table.seats, table.game, table.state, done,
                                  core.limits)  # fmt: skip
                    report = await self.reporter.report(scene, series.telling)
                    if series.take_back is not None:
                        report.take_back = (table.match.id, series.take_back)
                    outbox = merge(outbox, report)
                first, running = False, table.match.status == "running"
                step = await step.then(table, outbox) if step.then and running else None
            if seen is not None:  # changed no more from here: offers may read it as it is
                states.keep(table.game, table.match.state or "", table.state, seen)
        if table.match.status != "running":  # it ended here: its tournament may move on
            played_for = await core.db.table_of_match(table.match.id)
            outbox.advance = played_for.tournament_id if played_for else None
        for listener in core.listeners:
            listener(table.match, table.seats)
        return outbox
