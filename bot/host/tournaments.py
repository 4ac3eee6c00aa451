"""Tournaments, the host's concern: `/tournament new` to the winner. A sign-up message (Join,
Leave, the organiser's Start); at Start or at its start time the first round's tables are
formed (`tournament_rounds`, from `pairing`) and stored at once, then each table's match is
opened with its players seated and started in a thread of its own, the way a lobby starts one
(`Lobby.start`), at the tournament's pace and with its variants. When a table's match ends (a
move's outbox says so: `Outbox.advance`), its places and forfeits are recorded; when the
round's last one ends, the next round opens, or the tournament ends and its winner is told.

Everything is stored before it is shown, and each step is safe to repeat: a round is stored
once (`open_round` over the version it was decided on), a table's match is found again before
another is made, a result is written once. So a process started again (`resume`), or the
clock's tick (`due`), picks up wherever the last one stopped, between or during rounds, with
nothing lost or repeated. Its end (the winners, or the sign-up cancelled) is told until the
adapter reports it delivered (`Outbox.ends`, `announced`): a stop in between tells it again.
Texts are the tournament's language (`tournament_posts`); refusals the reader's."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import i18n
from bot.host import refs
from bot.host.core import BUSY, Core, Locks
from bot.host.inputs import plain
from bot.host.lobby import Lobby, checked_game
from bot.host.outbox import Outbox, Refused
from bot.host.paces import DEFAULT_PACE, PACES, iso, moment
from bot.host.pairing import may_sign_up
from bot.host.tournament_posts import (
    Standings,
    signup_closed,
    signup_post,
    standings_edit,
    standings_of,
    table_post,
    title,
    winners_post,
)
from bot.host.tournament_rounds import ENDED, Course, least_entrants, next_round, outcome, ranked
from games import registry
from games.core import GameMeta, Msg, SetupError
from storage import ChannelBusy, MatchRow, TableRow, TournamentRow, TournamentStale
from storage.tournaments import ENDINGS, FORMATS

OpenRoom = Callable[[int, str], Awaitable[int | None]]
"""The adapter's: opens a thread for a match (its id, the thread's name), or None where it may
not (the match then plays in the channel, and the next table waits for it to end)."""
Said = list[tuple[int, Outbox]]  # per channel, in order

MAX_ROUNDS = 20
TABLE_SIZE = 4  # players per table unless asked, within the game's range
TRIES = 5  # decisions of a round that something else moved on first, before the next tick
NO_SUCH = Msg("tournament-no-such")
SIGNUP_OVER = Msg("tournament-signup-over")
NOT_SIGNED = Msg("tournament-not-signed")
WITHDRAW_INSTEAD = Msg("tournament-withdraw-instead")


class Tournaments:
    """Sign-up, rounds, results and standings; one lock per tournament in this process, and
    its version between processes."""

    def __init__(self, core: Core, lobby: Lobby) -> None:
        self.core = core
        self.lobby = lobby
        self.locks = Locks()
        # Ends handed to the adapter and not yet reported delivered: not handed out again
        # (another table's end, the clock's tick) while on their way. A restart forgets them,
        # and tells them again.
        self._telling: set[int] = set()

    # ---- the sign-up ------------------------------------------------------------------------
    async def new(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        game_id: str,
        format: str,
        rounds: int | None = None,
        table_size: int | None = None,
        pace: str = DEFAULT_PACE,
        starts_at: datetime | None = None,
        options: dict[str, Any] | None = None,
        language: str = i18n.DEFAULT,
    ) -> Outbox:
        """Open a tournament's sign-up in the channel, `user_id` its organiser. `rounds`: a
        Swiss's (needed) or a round robin's (by default as many as everyone meeting everyone
        takes); an elimination plays until its final. Its message is `Outbox.lobby`."""
        game = checked_game(game_id, options)
        meta = game.meta
        if format not in FORMATS:
            raise Refused(Msg("tournament-bad-format"))
        size = table_size or min(max(TABLE_SIZE, meta.min_players), meta.max_players)
        if not meta.min_players <= size <= meta.max_players:
            raise Refused(Msg("tournament-bad-size", game=meta.title, players=meta.players))
        if format == "elimination" and rounds is not None:
            raise Refused(Msg("tournament-no-rounds"))
        if format == "swiss" and rounds is None:
            raise Refused(Msg("tournament-needs-rounds"))
        if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
            raise Refused(Msg("tournament-rounds-range", most=MAX_ROUNDS))
        # Its variants at every table size it may seat (a round robin's alone; the others may
        # need any the game allows to seat everyone): a table never fails to start.
        for n in (
            [size] if format == "round-robin" else range(meta.min_players, meta.max_players + 1)
        ):
            try:
                game.setup(n, 0, options or None)
            except SetupError as e:
                raise Refused(Msg("host-options-fail", why=e.text), []) from None
        if pace not in PACES:
            raise Refused(Msg("tournament-bad-pace", paces=list(PACES)))
        if starts_at is not None and starts_at <= self.core.now():
            raise Refused(Msg("tournament-starts-past"))
        t = await self.core.db.create_tournament(
            guild_id=guild_id, channel_id=channel_id, game_id=meta.id, format=format,
            rounds=rounds or 0, table_size=size, pace=pace, options=options or {},
            language=language if language in i18n.LANGS else i18n.DEFAULT,
            organiser_id=user_id, starts_at=None if starts_at is None else iso(starts_at),
        )  # fmt: skip
        return Outbox(lobby=signup_post(t, meta, [], self.core.limits), channel_id=channel_id)

    async def join(self, *, tournament_id: int, user_id: int, name: str) -> Outbox:
        """Sign up; refused, with how many more they need, to a player who let matches time
        out and has not finished more than that (`pairing.may_sign_up`)."""
        db = self.core.db
        t = await self._tournament(tournament_id)
        if t.status != "signup":
            raise Refused(SIGNUP_OVER)
        finished, timed_out = await db.sign_up_record(user_id)
        if not may_sign_up(finished, timed_out):
            raise Refused(Msg("tournament-barred", timed_out=timed_out, finished=finished,
                              needed=timed_out - finished + 1))  # fmt: skip
        if not await db.join_tournament(t.id, user_id, name):
            t = await self._tournament(tournament_id)
            raise Refused(SIGNUP_OVER if t.status != "signup" else Msg("tournament-in-already"))
        return await self._signup(t, Msg("tournament-joined", name=plain(name)))

    async def leave(self, *, tournament_id: int, user_id: int) -> Outbox:
        t = await self._tournament(tournament_id)
        if t.status != "signup":
            raise Refused(WITHDRAW_INSTEAD)
        if not await self.core.db.leave_tournament(t.id, user_id):
            t = await self._tournament(tournament_id)
            raise Refused(NOT_SIGNED if t.status == "signup" else WITHDRAW_INSTEAD)
        return await self._signup(t)

    async def _signup(self, t: TournamentRow, note: Msg | None = None) -> Outbox:
        entrants = await self.core.db.entrants(t.id)
        post = signup_post(t, registry.get(t.game_id).meta, entrants, self.core.limits, note or "")
        return Outbox(lobby=post, channel_id=t.channel_id)

    async def start(self, *, tournament_id: int, user_id: int, open_room: OpenRoom) -> Said:
        """The organiser closes the sign-up: the first round opens."""
        async with self.locks(tournament_id):
            t = await self._tournament(tournament_id)
            if user_id != t.organiser_id:
                organiser = refs.person(t.organiser_id)
                raise Refused(Msg("tournament-only-organiser", organiser=organiser))
            if t.status != "signup":
                raise Refused(Msg("tournament-started-already"))
            count, least = await self._headcount(t)
            if count < least:
                raise Refused(Msg("tournament-too-few", count=count, least=least))
            return await self._next(t, open_room)

    async def _headcount(self, t: TournamentRow) -> tuple[int, int]:
        """How many signed up, and how many it needs to start."""
        count = len(await self.core.db.entrants(t.id))
        return count, least_entrants(t, registry.get(t.game_id).meta)

    async def withdraw(self, *, tournament_id: int, user_id: int) -> Outbox:
        """An entrant plays no round after the current one (they finish the match they are in,
        or resign it); the standings say so."""
        db = self.core.db
        async with self.locks(tournament_id):
            t = await self._tournament(tournament_id)
            if t.status == "signup":
                raise Refused(Msg("tournament-leave-instead"))
            if t.status != "running":
                raise Refused(Msg("tournament-over"))
            if not await db.withdraw(t.id, user_id, t.round):
                entrant = next((e for e in await db.entrants(t.id) if e.user_id == user_id), None)
                if entrant is None:
                    raise Refused(NOT_SIGNED)
                if entrant.withdrawn_after is None:  # another process opened a round just now
                    raise Refused(BUSY)
                raise Refused(Msg("tournament-withdrawn-already"))
            reply = Msg("tournament-you-withdrew", round=t.round)
            _, said = await self._standings(await self._course(t.id))
        said.reply = i18n.say(reply, i18n.reader())
        return said

    async def theirs(self, *, guild_id: int, user_id: int) -> int:
        """The server's newest running tournament the person plays in (what `/tournament
        withdraw` withdraws from)."""
        db = self.core.db
        for t in await db.tournaments_in(guild_id):
            if t.status == "running" and any(
                e.user_id == user_id and e.withdrawn_after is None for e in await db.entrants(t.id)
            ):
                return t.id
        raise Refused(Msg("tournament-none-yours"))

    async def latest(self, *, guild_id: int) -> int:
        """The server's newest tournament that has begun (what `/tournament standings` shows)."""
        for t in await self.core.db.tournaments_in(guild_id):
            if t.status in ("running", "finished"):
                return t.id
        raise Refused(Msg("tournament-none-here"))

    # ---- its course -------------------------------------------------------------------------
    async def advance(self, tournament_id: int, open_room: OpenRoom) -> Said:
        """Whatever the tournament has to do now: start at its start time; record the results
        of its round's matches that ended; open the tables still without a match; once the
        round is complete, open the next one or end it; tell an end not yet delivered. The
        adapter calls it after delivering an outbox that names the tournament
        (`Outbox.advance`); safe to call again."""
        async with self.locks(tournament_id):
            t = await self.core.db.tournament(tournament_id)
            if t is None or not self.core.owns(t.guild_id):
                return []
            if t.status in ENDINGS:
                told = t.end_announced or t.id in self._telling
                return [] if told else await self._end(await self._course(t.id))
            if t.status == "signup" and t.starts_at and moment(t.starts_at) <= self.core.now():
                return await self._start_on_time(t, open_room)
            if t.status != "running":
                return []
            return await self._go_on(t, open_room)

    async def due(self) -> Said:
        """For the clock's tick: an outbox naming each tournament with something to do
        (`advance`), in its channel."""
        return [(t.channel_id, Outbox(advance=t.id)) for t in await self._due()]

    async def resume(self, open_room: OpenRoom) -> Said:
        """At start: every tournament left with something to do (a round complete but the next
        not open, a table stored without its match, a match over and not recorded, an end not
        delivered), done."""
        said: Said = []
        for t in await self._due():
            said += await self.advance(t.id, open_room)
        return said

    async def _due(self) -> list[TournamentRow]:
        db, now = self.core.db, self.core.now()
        found = [
            t
            for t in await db.tournaments("signup")
            if t.starts_at and moment(t.starts_at) <= now and self.core.owns(t.guild_id)
        ]
        for t in await db.tournaments("running"):
            if self.core.owns(t.guild_id) and await self._stuck(t):
                found.append(t)
        for t in await db.unannounced_ends():
            if self.core.owns(t.guild_id) and t.id not in self._telling:
                found.append(t)
        return found

    async def announced(self, tournament_id: int) -> None:
        """The adapter delivered the tournament's end (`Outbox.ends`): never told again. Under
        its lock, so an `advance` never reads it untold and then finds it no longer on its way."""
        async with self.locks(tournament_id):
            await self.core.db.mark_end_announced(tournament_id)
            self._telling.discard(tournament_id)

    async def _stuck(self, t: TournamentRow) -> bool:
        """Whether a running tournament waits on nothing but itself."""
        tables = await self.core.db.round_tables(t.id, t.round)
        if all(table.places is not None for table in tables):
            return True  # the round is complete: the next one opens
        for table in tables:
            if table.match_id is None:
                return True
            if table.places is None:
                match = await self.core.db.get_match(table.match_id)
                if match is None or match.status != "running":
                    return True  # not started yet, or over and not recorded
        return False

    async def _start_on_time(self, t: TournamentRow, open_room: OpenRoom) -> Said:
        """The start time came: the first round opens, or with too few signed up the
        tournament is cancelled, the sign-up message says why."""
        count, least = await self._headcount(t)
        if count >= least:
            return await self._next(t, open_room)
        try:
            t = await self.core.db.finish_tournament(t.id, t.version, "cancelled")
        except TournamentStale:  # someone joined just now: the next tick looks again
            return []
        return await self._end(await self._course(t.id))

    async def _go_on(self, t: TournamentRow, open_room: OpenRoom) -> Said:
        """The round under way: results recorded, tables opened, or the next round."""
        db = self.core.db
        said: Said = []
        recorded = False
        tables = await db.round_tables(t.id, t.round)
        for table in tables:
            if table.places is not None:
                continue
            if table.match_id is None:
                said += await self._open(t, table, None, open_room)
                continue
            found = await db.get_table(table.match_id)
            assert found is not None, "a table's match is kept"
            match, seats = found
            if match.status == "lobby":  # noted, and the process stopped before its start
                said += await self._open(t, table, match, open_room)
            elif match.status in ENDED:
                result = await db.result(match.id)
                await db.record_result(match.id, *outcome(table, match, seats, result))
                recorded = True
        if recorded:
            tables = await db.round_tables(t.id, t.round)
        if all(table.places is not None for table in tables):  # recorded now or before a stop
            return [*said, *await self._next(t, open_room)]
        if said or recorded:
            said.append(await self._standings(await self._course(t.id)))
        return said

    async def _next(self, t: TournamentRow, open_room: OpenRoom) -> Said:
        """Open the round after `t`'s (or end the tournament), decided on the rows as they are
        and stored over the version they were read at; what moved the tournament meanwhile (an
        entrant withdrawing) makes it decide again."""
        db, was = self.core.db, t.round
        for _ in range(TRIES):
            c = await self._course(t.id)
            t = c.tournament
            if t.round != was or t.status not in ("signup", "running"):
                return []  # another process moved it on
            found = next_round(c)
            try:
                if found is None:
                    t = await db.finish_tournament(t.id, t.version)
                else:
                    t = await db.open_round(t.id, t.version, t.round + 1, found.tables, found.byes)
            except TournamentStale:
                continue
            break
        else:
            return []  # moved on under it each time: the next tick looks again
        c = await self._course(t.id)
        said: Said = []
        meta = c.meta
        if was == 0:
            closed = Msg("tournament-signup-closed", title=title(t, meta), count=len(c.entrants))
            said.append((t.channel_id, Outbox(tournament_edits=[signup_closed(t, closed)])))
        if found is None:
            return [*said, *await self._end(c)]
        for table in c.tables:
            if table.round == t.round:
                said += await self._open(t, table, None, open_room)
        return [*said, await self._standings(await self._course(t.id))]  # with their threads

    async def _open(
        self, t: TournamentRow, table: TableRow, lobby: MatchRow | None, open_room: OpenRoom
    ) -> Said:
        """Open a table's match, its players seated, and start it in a thread of its own;
        `lobby`: the one noted for it already, not started. Safe to repeat: a lobby made for it
        just before a crash is found again (`_lobby_of`) rather than made twice, and a table
        another process opened keeps that one's match."""
        db = self.core.db
        match = lobby or await self._lobby_of(t, table)
        if match is None:
            names = {e.user_id: e.name for e in await db.entrants(t.id)}
            seated = [(u, names[u]) for u in table.seats]
            try:
                match = await db.create_lobby(
                    guild_id=t.guild_id, channel_id=t.channel_id, game_id=t.game_id,
                    host_user_id=seated[0][0], host_name=seated[0][1], options=t.options,
                    pace=t.pace, language=t.language, seated=seated[1:], shown=False,
                )  # fmt: skip
            except ChannelBusy:  # a match plays in the channel itself: `due` opens it after
                return []
        if lobby is None and not await db.set_table_match(
            t.id, table.round, table.table_no, match.id
        ):
            await db.close_lobby(match.id, "its table was opened by another process")
            return []
        try:
            outbox = await self.lobby.start(
                user_id=match.host_user_id, match_id=match.id, open_room=open_room
            )
        except Refused:  # started by another process meanwhile
            return []
        outbox.lobby = None  # no lobby was shown: the table's own words open its thread
        outbox.posts.insert(0, table_post(t, registry.get(t.game_id).meta, table))
        assert outbox.channel_id is not None
        return [(outbox.channel_id, outbox)]

    async def _lobby_of(self, t: TournamentRow, table: TableRow) -> MatchRow | None:
        """The lobby made for `table` before its match was noted (the process stopped between
        the two): the channel's lobby with exactly its players, of its game, no table's."""
        found = await self.core.db.active_table(t.channel_id)
        if found is None:
            return None
        match, seats = found
        ours = match.status == "lobby" and match.game_id == t.game_id
        if ours and [s.user_id for s in seats] == list(table.seats):
            return match if await self.core.db.table_of_match(match.id) is None else None
        return None

    async def _end(self, c: Course) -> Said:
        """The tournament's end told: the final standings and its winners, or its sign-up
        cancelled for too few players (nobody joins or leaves once it ended: the count is the
        one it was cancelled on). The outbox names it (`Outbox.ends`), and this process hands
        it out once until the adapter reports it delivered (`announced`)."""
        t, meta = c.tournament, c.meta
        if t.status == "cancelled":
            said = Msg("tournament-cancelled", title=title(t, meta), count=len(c.entrants),
                       least=least_entrants(t, meta))  # fmt: skip
            channel, outbox = t.channel_id, Outbox(tournament_edits=[signup_closed(t, said)])
        else:
            winners = [s.player for s in ranked(c) if s.rank == 1]
            channel, outbox = await self._standings(c)
            outbox.posts.append(winners_post(t, meta, winners))
        outbox.ends = t.id
        self._telling.add(t.id)
        return [(channel, outbox)]

    # ---- the standings ----------------------------------------------------------------------
    async def standings(self, tournament_id: int) -> Standings:
        """The standings now, as shown (rows, picture, exact lines)."""
        c = await self._course(tournament_id)
        return standings_of(c, ranked(c), self.core.limits)

    async def _standings(self, c: Course) -> tuple[int, Outbox]:
        """The standings message, edited in place, with the round's tables and where each
        plays (its thread, or the channel itself where no thread could be opened)."""
        rooms: dict[int, int] = {}
        for table in c.tables:
            if table.round == c.tournament.round and table.match_id is not None:
                match = await self.core.db.get_match(table.match_id)
                if match is not None and match.status != "lobby":
                    rooms[table.table_no] = match.channel_id
        shown = standings_of(c, ranked(c), self.core.limits)
        edit = standings_edit(c, shown, rooms, self.core.limits)
        channel = c.tournament.channel_id
        return channel, Outbox(tournament_edits=[edit], channel_id=channel)

    async def slot(self, tournament_id: int, slot: str) -> tuple[int, int] | None:
        """The (channel, message) kept under `slot` ('signup', 'standings')."""
        return await self.core.db.tournament_message(tournament_id, slot)

    async def remember(self, tournament_id: int, slot: str, where: tuple[int, int]) -> None:
        """The adapter posted the message of `slot`: later steps edit it."""
        await self.core.db.set_tournament_message(tournament_id, slot, *where)

    # ---- reading ------------------------------------------------------------------------------
    async def _tournament(self, tournament_id: int) -> TournamentRow:
        t = await self.core.db.tournament(tournament_id)
        if t is None:
            raise Refused(NO_SUCH)
        return t

    async def _course(self, tournament_id: int) -> Course:
        """Everything its decisions are made from, read afresh."""
        db = self.core.db
        t = await self._tournament(tournament_id)
        meta: GameMeta = registry.get(t.game_id).meta
        entrants = await db.entrants(t.id)
        ratings = {}
        for e in entrants:  # the order the leaderboard keeps: the cautious estimate
            for r in await db.ratings(t.guild_id or 0, t.game_id, e.user_id, limit=1):
                ratings[e.user_id] = r.mu - 3 * r.sigma
        return Course(t, meta, entrants, await db.tables(t.id), await db.byes(t.id), ratings)
