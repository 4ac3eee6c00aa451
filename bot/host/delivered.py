"""What reached Discord: the messages the bot edits or deletes later (by slot), the versions
whose outbox was all delivered, and, at start, everything saved just before the bot stopped that
never arrived (a lobby, moves, seats changing hands, questions put, reminders), rebuilt from the
logs so that nothing a change must announce is lost. Also what Discord tells of a channel gone
or a player's DMs closed."""

from __future__ import annotations

import logging
from collections import OrderedDict

import i18n
from bot.host import refs
from bot.host.core import Core, Locks
from bot.host.lobby import Lobby
from bot.host.outbox import Controls, Outbox, Post
from bot.host.questions import vote_slot
from bot.host.report import Reporter, Telling, decisions
from bot.host.table import BOARD, Scene, plan_pings, text_names
from bot.host.votes import question_post
from games import registry
from games.core import Msg
from storage import MOVE, MatchRow

log = logging.getLogger(__name__)

POSTED_KEPT = 256  # matches whose posted messages are known without reading them again


class Delivered:
    """The adapter's bookkeeping of deliveries, and the re-delivery at start.

    Which messages a match has posted is read at every delivery (the board to edit, the ping to
    remove), so it is kept here once read: only this process delivers a match's messages (the
    one that answers for its server, `Core.owns`), and it writes each change through to the
    database before keeping it. Reads and writes of one match's are made one at a time, so an
    older read is never kept over a newer write."""

    def __init__(self, core: Core, lobby: Lobby, reporter: Reporter) -> None:
        self.core = core
        self.lobby = lobby
        self.reporter = reporter
        self._posted: OrderedDict[int, dict[str, tuple[int, int]]] = OrderedDict()
        # Its own locks, not the match's (`Core.lock`): a delivery never waits for a move.
        self._locks = Locks()

    async def slot(self, match_id: int, slot: str) -> tuple[int, int] | None:
        """The (channel, message) the bot remembers under `slot` for a match, if any."""
        posted = self._posted.get(match_id)
        if posted is None:
            async with self._locks(match_id):
                posted = self._posted.get(match_id)
                if posted is None:
                    posted = self._posted[match_id] = await self.core.db.posted(match_id)
                    while len(self._posted) > POSTED_KEPT:
                        self._posted.popitem(last=False)
        self._posted.move_to_end(match_id)
        return posted.get(slot)

    async def remember(self, match_id: int, slot: str, where: tuple[int, int] | None) -> None:
        """The adapter posted (or lost) the message of `slot`: later moves edit or delete it."""
        async with self._locks(match_id):
            try:
                await self.core.db.record_posted(match_id, slot, where)
            except BaseException:  # written or not, it is read again
                self._posted.pop(match_id, None)
                raise
            posted = self._posted.get(match_id)
            if posted is None:
                return
            if where is None:
                posted.pop(slot, None)
            else:
                posted[slot] = where

    async def announced(self, match_id: int, version: int) -> None:
        """The adapter delivered everything a change produced: nothing to repeat at the next
        start."""
        await self.core.db.mark_announced(match_id, version)

    async def unannounced(self) -> list[tuple[int, Outbox]]:
        """Per channel, what was saved just before the bot stopped and never reached Discord:
        a lobby, or the news of the changes and the board with what the moves did (from the
        logs), the hands they changed (a newcomer's included) and their private notes, and the
        questions put but never posted, so whoever must act is pinged."""
        pending = []
        for match_id in await self.core.db.unannounced():
            match = await self.core.match(match_id=match_id)
            if not self.core.owns(match.guild_id):
                continue
            if match.status == "lobby":
                outbox = Outbox(posts=[await self.lobby.lobby_post(match)], announces=(match.id, 0))
            else:
                outbox = await self._since_told(match)
            pending.append((match.channel_id, outbox))
        return pending

    async def _since_told(self, match: MatchRow) -> Outbox:
        db = self.core.db
        game = registry.get(match.game_id)
        seats = await db.seats(match.id)
        names = text_names(seats)
        state = game.load(match.state or "")
        told = await db.announced_version(match.id)
        changed: set[int] = set(range(len(seats))) if told < 1 else set()
        notes, news = [], []
        back = False
        for entry in await db.log(match.id, told):  # moves, and the changes between them
            notes += [(s, text) for text, to in entry.events for s in to or []]
            if entry.kind != MOVE:  # a move's public lines are in the board's caption
                news += [text for text, to in entry.events if to is None]
            changed.update(entry.changed)
            back |= entry.kind == "stand-in"
        if match.status != "running" and game.outcome(state) is None:
            # Ended by the table's vote: its news is all there is.
            said = [i18n.say(text, match.language, names) for text in news]
            posts = [Post(text, match_id=match.id) for text in said]
            return Outbox(posts=posts, announces=(match.id, match.version))
        # The pings saved with those changes never went out: everyone awaited is pinged anew.
        plan = plan_pings(
            decisions(game, state, match.state or "", seats) if game.outcome(state) is None else {},
            {},
            actor=None,
            new_chapter=True,
        )
        plan.unping = sorted(match.pinged)
        back_button = Controls.BACK if back else Controls.NONE
        outbox = await self.reporter.report(
            Scene(match, seats, game, state, match.version, self.core.limits),
            Telling(plan, sorted(changed), notes=notes, news=news, news_controls=back_button),
        )
        board = next((p for p in outbox.posts if p.record == BOARD), None)
        if board is not None:
            board.text = i18n.say(Msg("host-restarted"), match.language) + "\n" + board.text
        posted = await db.posted(match.id)
        for vote in await db.votes(match.id):  # put, but never posted
            if vote_slot(vote.seat, vote.kind) not in posted:
                outbox.posts.append(question_post(match, seats, vote))
        return outbox

    async def channel_gone(self, channel_id: int) -> list[int]:
        """Discord deleted the channel: its matches end as abandoned; their ids."""
        ended = await self.core.db.abandon_channel(channel_id, "channel deleted")
        if ended:
            log.info("channel %s was deleted: matches %s abandoned", channel_id, ended)
        return ended

    async def dm_failed(self, *, match_id: int, user_id: int) -> Post | None:
        """A user's DMs are closed: tell the channel once, with the way round it."""
        match = await self.core.db.get_match(match_id)
        if match is None or not await self.core.db.mark_dm_closed(match_id, user_id):
            return None
        return Post(
            i18n.say(Msg("host-dms-closed", who=refs.person(user_id)), match.language),
            mentions=[user_id],
            match_id=match_id,
        )
