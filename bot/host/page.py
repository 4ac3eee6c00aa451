"""A match's page, the concern: what a person looking at the board in a browser sees, as plain
values a web front end formats. Who they are (a seat's player, or anyone else: a spectator)
decides what they see: the public table for everyone, and only for a seat's own player their
hand and their decision. Moves from the page are made as from a button (`Moves.act`)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cachetools import LRUCache

import i18n
import render
from bot.host import states
from bot.host.core import Core
from bot.host.moves import Moves
from bot.host.offers import hand_of
from bot.host.outbox import Offer, Refused
from bot.host.table import Scene, text_names
from games import registry
from games.core import Msg
from storage import MatchRow, SeatRow

LOGS_KEPT = 512  # viewers' logs kept for their next version


@dataclass(frozen=True)
class Place:
    """A thing on the table picture a click may name: its id (`Choice.place`), its name as
    drawn, and its box in the picture's pixels (x0, y0, x1, y1)."""

    id: str
    name: str
    box: tuple[int, int, int, int]


@dataclass(frozen=True)
class SeatLine:
    """A seat as the page lists it: its player's name, whether the table waits for it, and
    whether the stand-in plays it."""

    seat: int
    name: str
    waiting: bool
    stand_in: bool


@dataclass
class Page:
    """What one person's page shows of a match at `version`. As the thread does, in the
    match's language (`lang`): the table's heading and who it waits for, the seats, the places
    of the table picture, the log (its public lines, and the viewer's own private ones); as a
    private message does, in the reader's: for a seat's player (`seat`) their hand and their
    open decision (`offer`, whose options name their places)."""

    match_id: int
    version: int
    status: str
    lang: str
    title: str
    heading: str
    waiting: str
    seats: list[SeatLine]
    places: list[Place]
    log: list[str]
    seat: int | None = None
    hand: str = ""
    offer: Offer | None = None
    option_places: dict[str, str] = field(default_factory=dict)  # choice id -> place id
    people: dict[int, str] = field(default_factory=dict)  # the seats' names, by user id


class Pages:
    """Pages of matches, and their pictures."""

    def __init__(self, core: Core, moves: Moves) -> None:
        self.core = core
        self.moves = moves
        # Each viewer's log as of a version, by match, language and seat (None: the public's).
        self._logs: LRUCache[tuple[int, str, int | None], tuple[int, list[str]]] = LRUCache(
            LOGS_KEPT
        )

    async def which(self, *, channel_id: int, user_id: int) -> tuple[int, str]:
        """The match of the channel that a person's page would show, and their name at its
        table (or a spectator's none)."""
        match, seats = await self.core.table(channel_id=channel_id)
        if match.status == "lobby":
            raise Refused(Msg("host-not-started"))
        return match.id, next((s.display_name for s in seats if s.user_id == user_id), "")

    async def _shown(self, match_id: int) -> tuple[MatchRow, list[SeatRow], Any]:
        """A match that has begun, its seats and its state as stored (to read only)."""
        match, seats = await self.core.table(match_id=match_id)
        if match.status == "lobby" or not match.state:
            raise Refused(Msg("host-not-started"))
        game = registry.get(match.game_id)
        return match, seats, states.read_only(game, match.state)

    async def page(self, *, match_id: int, user_id: int | None) -> Page:
        """The page of `match_id` for `user_id` (None: someone not signed in); what is theirs
        alone in the reader's language (`i18n.reader()`)."""
        match, seats, state = await self._shown(match_id)
        game = registry.get(match.game_id)
        lang = match.language
        scene = Scene(match, seats, game, state, match.version, self.core.limits)
        names = text_names(seats)
        seat = next((s.seat for s in seats if user_id is not None and s.user_id == user_id), None)
        public, views = states.seen(game, match.state or "", state, len(seats))
        waiting = set(scene.waiting())
        page = Page(
            match.id,
            match.version,
            match.status,
            lang,
            game.meta.title,
            i18n.say(game.chapter(state), lang, names),
            scene.waiting_line(),
            [SeatLine(s.seat, s.display_name, s.seat in waiting, bool(s.stand_in)) for s in seats],
            [
                Place(id, p.name, p.box)
                for id, p in render.layout(game.meta.id, public, lang).items()
            ],
            await self._log(match, names, lang, seat),
            seat,
            people={s.user_id: s.display_name for s in seats if s.person},
        )
        if seat is None:
            return page
        page.hand = hand_of(game, views[seat], public)
        if match.status == "running" and states.prompt(game, match.state or "", state, seat):
            offer = await self.moves.offer(user_id=seats[seat].user_id, match_id=match.id)
            prompt = states.prompt(game, match.state or "", state, seat)
            assert prompt is not None
            page.offer = offer
            page.option_places = {c.id: c.place for c in prompt.choices if c.place}
        return page

    async def _log(
        self, match: MatchRow, names: Sequence[str], lang: str, seat: int | None
    ) -> list[str]:
        """Every move's lines the viewer may read: the public ones, and their own seat's. Kept
        for the next version, which reads only the moves since; a change that was no move (a
        take-back, a seat changing hands) has the whole log read again."""
        key = (match.id, lang, seat)
        since, kept = self._logs.get(key, (0, []))
        moves = await self.core.db.actions(match.id, since_seq=since, until_seq=match.version - 1)
        lines = list(kept) if len(moves) == match.version - since else []
        if not lines and since:
            since, moves = 0, await self.core.db.actions(match.id, until_seq=match.version - 1)
        for action in moves:
            said = [
                i18n.say(text, lang, names)
                for text, to in action.events
                if to is None or (seat is not None and seat in to)
            ]
            if said:
                lines.append(" · ".join(said))
        self._logs[key] = (match.version, lines)
        return lines

    async def table_png(self, *, match_id: int) -> tuple[int, bytes]:
        """The public table picture of the match as it now stands, and its version."""
        match, seats, state = await self._shown(match_id)
        game = registry.get(match.game_id)
        view = game.view(state, None)
        drawn = [s.display_name for s in seats]
        lang = match.language
        data = await asyncio.to_thread(render.table_png, game.meta.id, view, drawn, lang)
        return match.version, data

    async def hand_png(self, *, match_id: int, user_id: int, lang: str) -> bytes:
        """The seat's own holdings, drawn, for its player alone."""
        match, seats, state = await self._shown(match_id)
        seat = next((s.seat for s in seats if s.user_id == user_id), None)
        if seat is None:
            raise Refused(Msg("host-not-playing"))
        game = registry.get(match.game_id)
        view = game.view(state, seat)
        drawn = [s.display_name for s in seats]
        return await asyncio.to_thread(render.hand_png, game.meta.id, view, drawn, lang)
