"""A match's page, the concern: what a person looking at the board in a browser sees, as plain
values a web front end formats. Who they are (a seat's player, or anyone else: a spectator)
decides what they see: the public table for everyone, and only for a seat's own player their
hand and their decision. Moves from the page are made as from a button (`Moves.act`)."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from cachetools import LRUCache

import i18n
import render
from bot.host import states
from bot.host.core import NO_MATCH, Core
from bot.host.moves import Moves
from bot.host.offers import hand_of
from bot.host.outbox import Offer, Picture, Refused
from bot.host.reports import table_after
from bot.host.table import Scene, text_names
from games import registry
from games.core import Msg
from storage import MatchRow, SeatRow

LOGS_KEPT = 512  # viewers' logs kept for their next version
HAND_PICTURES_KEPT = 256  # hands' pictures kept drawn (a few tens of KB each)


@dataclass(frozen=True)
class KeptLog:
    """A viewer's log as of `version`: its lines, and its epoch (`Page.log_epoch`)."""

    version: int
    lines: list[str]
    epoch: str


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
    hand_picture: str = ""  # what names the hand's picture (`render.hand_picture_key`)
    offer: Offer | None = None
    option_places: dict[str, str] = field(default_factory=dict)  # choice id -> place id
    people: dict[int, str] = field(default_factory=dict)  # the seats' names, by user id
    moves: int = 0  # once the match is over, its moves, which its replay steps through
    # Names this viewer's log while it only grows: the same on the next version means its
    # lines then begin with these (a front end may send only the new ones).
    log_epoch: str = ""
    alt: str = ""  # the table picture in words, for a screen reader (`Scene.described`)


async def drawn_here(picture: Picture) -> bytes:
    """A picture drawn in a thread of this process (where no drawing workers are given)."""
    return await asyncio.to_thread(lambda: picture.data)


class Pages:
    """Pages of matches, and their pictures."""

    def __init__(self, core: Core, moves: Moves) -> None:
        self.core = core
        self.moves = moves
        # Each viewer's log as of a version, by match, language and seat (None: the public's).
        self._kept_logs: LRUCache[tuple[int, str, int | None], KeptLog] = LRUCache(LOGS_KEPT)
        # How a page's pictures are drawn: here, in a thread, unless the bot gives its drawing
        # workers (`bot.drawing.Drawer.picture`), which draw the thread's pictures too.
        self.draw: Callable[[Picture], Awaitable[bytes]] = drawn_here
        # Hands' pictures drawn, by what names them, with the match and person they are for:
        # a page asks again only once it changed.
        self._hand_pictures: LRUCache[str, tuple[tuple[int, int], bytes]] = LRUCache(
            HAND_PICTURES_KEPT
        )

    async def which(self, *, channel_id: int, user_id: int) -> tuple[int, str]:
        """The match of the channel that a person's page would show, and their name at its
        table (or a spectator's none)."""
        match, seats = await self.core.table(channel_id=channel_id)
        if match.status == "lobby":
            raise Refused(Msg("host-not-started"))
        return match.id, next((s.display_name for s in seats if s.user_id == user_id), "")

    async def in_channel(self, *, guild_id: int | None, channel_id: int, user_id: int) -> int:
        """The match a person's page opens from a channel (an Activity launched there): the
        channel's own (a match's thread), else the newest of the person's running matches that
        were opened in it, each playing in its thread."""
        found = await self.core.db.active_table(channel_id)
        if found is not None and found[0].status != "lobby":
            return found[0].id
        if guild_id is not None:
            theirs = await self.core.db.running_matches_of(guild_id, user_id)
            here = [m.id for m in theirs if m.home_id == channel_id]
            if here:
                return here[-1]
        raise Refused(Msg("host-not-started") if found is not None else NO_MATCH)

    async def _shown(
        self, match_id: int, written: tuple[MatchRow, list[SeatRow]] | None = None
    ) -> tuple[MatchRow, list[SeatRow], Any]:
        """A match that has begun, its seats and its state as stored (to read only): as just
        `written`, if given, else read."""
        match, seats = written or await self.core.table(match_id=match_id)
        if match.status == "lobby" or not match.state:
            raise Refused(Msg("host-not-started"))
        game = registry.get(match.game_id)
        return match, seats, states.read_only(game, match.state)

    async def page(self, *, match_id: int, user_id: int | None) -> Page:
        """The page of `match_id` for `user_id` (None: someone not signed in); what is theirs
        alone in the reader's language (`i18n.reader()`)."""
        (page,) = await self.pages(match_id=match_id, readers=[(user_id, i18n.reader())])
        return page

    async def pages(
        self,
        *,
        match_id: int,
        readers: Sequence[tuple[int | None, str]],
        written: tuple[MatchRow, list[SeatRow]] | None = None,
    ) -> list[Page]:
        """The pages of `match_id` for several readers at once, from one reading of the match
        (what a change sends to every open page; none when it comes as just `written`): each
        a user id (None: someone not signed in) and the language of what is theirs alone.
        What all see is worked out once."""
        match, seats, state = await self._shown(match_id, written)
        game = registry.get(match.game_id)
        lang, text = match.language, match.state or ""
        scene = Scene(match, seats, game, state, match.version, self.core.limits)
        names = text_names(seats)
        public, views = states.seen(game, text, state, len(seats))
        waiting = set(scene.waiting())
        seat_lines = [
            SeatLine(s.seat, s.display_name, s.seat in waiting, bool(s.stand_in)) for s in seats
        ]
        places = [
            Place(id, p.name, p.box) for id, p in render.layout(game.meta.id, public, lang).items()
        ]
        heading, waiting_line = i18n.say(game.chapter(state), lang, names), scene.waiting_line()
        described = scene.described([], public)
        people = {s.user_id: s.display_name for s in seats if s.person}
        drawn = [s.display_name for s in seats]
        seated: dict[int, int] = {}
        for s in seats:
            seated.setdefault(s.user_id, s.seat)  # a person at two seats: the first, as a button
        seat_of = [seated.get(user) if user is not None else None for user, _ in readers]
        logs = await self._logs(match, names, set(seat_of))
        moves = len(await self.core.db.actions(match.id)) if match.status == "finished" else 0
        shown, was = [], i18n.reader()
        for (_, reader), seat in zip(readers, seat_of, strict=True):
            page = Page(match.id, match.version, match.status, lang, game.meta.title,
                        heading, waiting_line, seat_lines, places, logs[seat].lines, seat,
                        people=people, moves=moves, log_epoch=logs[seat].epoch,
                        alt=described)  # fmt: skip
            shown.append(page)
            if seat is None:
                continue
            i18n.set_reader(reader)
            page.hand = hand_of(game, views[seat], public)
            page.hand_picture = render.hand_picture_key(game.meta.id, views[seat], drawn, reader)
            prompt = states.prompt(game, text, state, seat)
            if match.status == "running" and prompt is not None:
                page.offer = await self.moves.offer_at(match, seats, game, state, seat)
                page.option_places = {c.id: c.place for c in prompt.choices if c.place}
        i18n.set_reader(was)
        return shown

    async def _logs(
        self, match: MatchRow, names: Sequence[str], seats: set[int | None]
    ) -> dict[int | None, KeptLog]:
        """Every move's lines each viewer may read (by seat, None: the public's): the public
        ones, and their own seat's. Kept for the next version, which reads only the moves
        since, once for all of them; a change that was no move (a take-back, a seat changing
        hands) has the whole log read again, under a new epoch."""
        lang, now = match.language, match.version
        fresh = KeptLog(0, [], "")
        kept = {seat: self._kept_logs.get((match.id, lang, seat), fresh) for seat in seats}
        kept = {seat: log if log.version <= now else fresh for seat, log in kept.items()}
        since = min(log.version for log in kept.values())
        moves = await self.core.db.actions(match.id, since_seq=since, until_seq=now - 1)
        if since and len(moves) != now - since:  # not all moves: the log read again
            since, moves = 0, await self.core.db.actions(match.id, until_seq=now - 1)
            kept = dict.fromkeys(seats, fresh)
        logs = {}
        for seat, log in kept.items():
            lines = list(log.lines)
            for action in moves:
                if action.seq < log.version:  # in this viewer's log already
                    continue
                said = [
                    i18n.say(text, lang, names)
                    for text, to in action.events
                    if to is None or (seat is not None and seat in to)
                ]
                if said:
                    lines.append(" · ".join(said))
            epoch = log.epoch or secrets.token_hex(8)
            logs[seat] = self._kept_logs[(match.id, lang, seat)] = KeptLog(now, lines, epoch)
        return logs

    async def words(self, *, match_id: int) -> tuple[int, str]:
        """The public table in words (`render.table_words`: the same facts as its picture, for
        a screen reader) in the match's language, and its version; asked for by a page that
        shows it, not sent with every change."""
        match, seats, state = await self._shown(match_id)
        game = registry.get(match.game_id)
        public = states.seen(game, match.state or "", state, len(seats))[0]
        said = render.table_words(game.meta.id, public, text_names(seats), match.language)
        return match.version, said

    async def table_png(self, *, match_id: int) -> tuple[int, bytes]:
        """The public table picture of the match as it now stands, and its version."""
        match, seats, state = await self._shown(match_id)
        game = registry.get(match.game_id)
        view = game.view(state, None)
        drawn = [s.display_name for s in seats]
        table = partial(render.table_png, game.meta.id, view, drawn, match.language)
        return match.version, await self.draw(Picture("table.png", table))

    async def replay_png(self, *, match_id: int, move: int) -> bytes:
        """The table of a finished match after `move` (0: at the start) as everyone saw it
        then: the public view, every hand hidden as it was."""
        match, seats = await self.core.table(match_id=match_id)
        if match.status != "finished":
            raise Refused(Msg("web-replay-when-over"))
        actions = await self.core.db.actions(match.id)
        if not 0 <= move <= len(actions):
            raise Refused(Msg("host-no-such-move", move=str(move), total=len(actions)))
        return (await table_after(match, seats, actions, move, match.language))[2]

    def hand_drawn(self, key: str, data: bytes, match_id: int, user_id: int) -> None:
        """A hand's picture drawn elsewhere (for its DM to `user_id`), by what names it: not
        drawn again."""
        if data:
            self._hand_pictures[key] = ((match_id, user_id), data)

    def hand_kept(self, key: str, match_id: int, user_id: int) -> bytes | None:
        """The hand's picture named `key`, if it is kept and was drawn for this person at this
        match (a key names what one seat's view shows: nobody is given another's)."""
        kept = self._hand_pictures.get(key)
        return kept[1] if kept is not None and kept[0] == (match_id, user_id) else None

    async def hand_png(self, *, match_id: int, user_id: int, lang: str) -> bytes:
        """The seat's own holdings, drawn, for its player alone."""
        match, seats, state = await self._shown(match_id)
        seat = next((s.seat for s in seats if s.user_id == user_id), None)
        if seat is None:
            raise Refused(Msg("host-not-playing"))
        game = registry.get(match.game_id)
        view = game.view(state, seat)
        drawn = [s.display_name for s in seats]
        key = render.hand_picture_key(game.meta.id, view, drawn, lang)
        data = self.hand_kept(key, match_id, user_id)
        if data is None:
            hand = partial(render.hand_png, game.meta.id, view, drawn, lang)
            data = await self.draw(Picture("hand.png", hand))
            self._hand_pictures[key] = ((match_id, user_id), data)
        return data
