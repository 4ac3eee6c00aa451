"""Outboxes to Discord messages, delivered until they arrive: a move is saved before anything is
posted, so a refusal from Discord must never undo or hide it. Each channel's outboxes go out in
order; what fails for a passing reason (a 5xx, a rate limit, the network) is retried in the
background, a missing permission is explained once to the people who can grant it, and a deleted
channel ends its matches as abandoned. The database may blink too: a delivery that cannot read or
write it waits where it is and goes on from there once it answers again."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

import aiohttp
import discord

from bot.client import GameClient
from bot.components import controls_view, thread_opener
from bot.host import Delete, DirectMessage, Edit, Item, Outbox, Post, TournamentEdit
from bot.references import MAX_CONTENT, discord_text
from bot.replies import file_of
from bot.speech import said, server_language
from games.core import Msg, Text
from storage.outage import is_outage

log = logging.getLogger(__name__)

T = TypeVar("T")
# Seconds between tries of a delivery that failed for a passing reason; the last one repeats,
# so the table follows within a minute of Discord answering again, however long it failed.
BACKOFF = (2.0, 5.0, 15.0, 30.0, 60.0)
# Seconds between tries of a database that does not answer; the last one repeats.
DB_BACKOFF = (0.5, 1.0, 2.0, 5.0, 10.0)
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013
DMS_CLOSED = 50007
# What the bot needs in a match's channel (each said as Discord's permission settings name it,
# `bot-perm-view-channel`).
NEEDED = ("view_channel", "send_messages", "attach_files", "embed_links", "read_message_history")
IN_THREADS = ("send_messages_in_threads",)
# Notes for whoever moved while the table waits, said in their language when they read them.
DELAYED = Msg("bot-delayed")
DB_WAIT = Msg("bot-db-wait")
STOPPING = Msg("bot-stopping")
CHANNEL_GONE = Msg("bot-channel-gone")
DM_CHANNELS_KEPT = 50_000  # users whose DM channel id is remembered (a few MB at most)
# An interaction's token lasts 15 minutes: its messages are edited through it until shortly
# before then, and through the channel afterwards.
HOOK_LIFE = 14 * 60.0
UNKNOWN_WEBHOOK = 10015


def edit_kwargs(post: Post | None) -> dict[str, Any]:
    """A message rewritten as `post` (its picture replacing the old one), or, for None, only
    its buttons taken away."""
    if post is None:
        return {"view": None}
    view = controls_view(post)
    kwargs: dict[str, Any] = {"content": discord_text(post.text)[:MAX_CONTENT], "view": view}
    if files := files_of(post):
        kwargs["attachments"] = files
    return kwargs


def files_of(post: Post) -> list[discord.File]:
    """The files a post carries: its picture, then its log."""
    return [f for f in (file_of(post.picture), file_of(post.log)) if f is not None]


def post_kwargs(post: Post) -> dict[str, Any]:
    """A new message for `post`."""
    kwargs: dict[str, Any] = {
        "content": discord_text(post.text)[:MAX_CONTENT],
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in post.mentions]
        ),
    }
    if files := files_of(post):
        kwargs["files"] = files
    view = controls_view(post)
    if view is not None:
        kwargs["view"] = view
    return kwargs


class ChannelGone(Exception):
    """Discord no longer has the channel."""


@dataclass(frozen=True)
class Hook:
    """An interaction's follow-up webhook and when its token runs out (the event loop's
    clock). Messages sent and changed through it count against the interaction's allowance,
    not the bot's global limit of requests per second."""

    webhook: discord.Webhook
    until: float

    def live(self) -> bool:
        return asyncio.get_running_loop().time() < self.until


@dataclass
class Parcel:
    """One outbox on its way: what is left to send, and who waits for the first try."""

    outbox: Outbox
    items: deque[Item]
    first_try: asyncio.Future[Text | None]
    tries: int = 0
    via: Hook | None = None  # the interaction that made the move, while its token lasts
    held: Text | None = None  # what it waits for now, told to whoever moves behind it


# The parcel the running channel worker delivers (each worker is a task of its own).
CURRENT: ContextVar[Parcel | None] = ContextVar("parcel", default=None)


@dataclass
class Courier:
    """Delivers every outbox, in order per channel, until it arrives. `sleep` is injectable so
    tests never wait for real."""

    bot: GameClient
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    _queues: dict[int, deque[Parcel]] = field(default_factory=dict)
    _workers: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    _dm_channels: OrderedDict[int, int] = field(default_factory=OrderedDict)  # user -> channel
    _hooks: OrderedDict[int, Hook] = field(default_factory=OrderedDict)  # message -> its hook
    _advancing: set[asyncio.Task[None]] = field(default_factory=set)  # tournaments moving on
    moves: int = 0  # moves (a match's start counts as one) queued, for the health line
    # Told of every parcel's pictures when queued, and once drawn: the web board shows the
    # same tables, and its pages wait for these rather than draw them again.
    coming: list[Callable[[Sequence[Item]], None]] = field(default_factory=list)
    drawn: list[Callable[[Sequence[Item]], None]] = field(default_factory=list)

    def enqueue(
        self, channel_id: int, outbox: Outbox, via: discord.Webhook | None = None
    ) -> asyncio.Future[Text | None]:
        """Queue an outbox; the future tells, after its first try, None (all delivered) or a
        note for whoever made the move (said in their language when they read it). `via`: the
        follow-up webhook of the interaction that made the move, in this channel, which posts
        its public messages."""
        loop = asyncio.get_running_loop()
        items: deque[Item] = deque(
            [*outbox.edits, *outbox.tournament_edits, *outbox.deletes, *outbox.posts, *outbox.dms]
        )
        hook = Hook(via, loop.time() + HOOK_LIFE) if via is not None else None
        parcel = Parcel(outbox, items, loop.create_future(), via=hook)
        queue = self._queues.setdefault(channel_id, deque())
        supersede(queue, outbox)
        if queue and queue[0].held:  # stuck behind a delivery that waits: no need to wait
            parcel.first_try.set_result(queue[0].held)
        self.moves += outbox.announces is not None and outbox.announces[1] > 0
        queue.append(parcel)
        for coming in self.coming:
            coming(items)
        if channel_id not in self._workers:
            self._workers[channel_id] = asyncio.create_task(self._work(channel_id))
        if outbox.later:  # drawn and sent after the rest, in order (`Outbox.later`)
            self.enqueue(channel_id, Outbox(posts=outbox.later))
        return parcel.first_try

    async def send(
        self, channel_id: int, outbox: Outbox, via: discord.Webhook | None = None
    ) -> Text | None:
        """Queue an outbox and wait for its first try (see `enqueue`)."""
        return await self.enqueue(channel_id, outbox, via)

    def busy(self) -> bool:
        return bool(self._workers)

    def waiting(self) -> tuple[int, int, int]:
        """Outboxes queued; channels whose delivery waits for Discord, and for the database."""
        heads = [queue[0].held for queue in self._queues.values() if queue]
        return (
            sum(len(queue) for queue in self._queues.values()),
            sum(held not in (None, DB_WAIT) for held in heads),
            heads.count(DB_WAIT),
        )

    async def close(self, grace: float = 0.0) -> None:
        """Stop delivering, after up to `grace` seconds for what is under way; what is left
        stays unannounced in the database, and the next start posts it."""
        if self._workers and grace:
            await asyncio.wait(list(self._workers.values()), timeout=grace)
        for task in list(self._workers.values()):
            task.cancel()
        await asyncio.gather(*self._workers.values(), return_exceptions=True)
        self._workers.clear()

    async def patiently(self, call: Callable[[], Awaitable[T]], what: str) -> T:
        """A read or write of the database that waits out an outage: tried again, with
        backoff, until it answers. The delivery it belongs to stays where it was, and the
        people waiting on it learn why (never that Discord refused)."""
        parcel = CURRENT.get()
        for tries in itertools.count():
            try:
                result = await call()
                break
            except Exception as e:
                if not is_outage(e):
                    raise
                if parcel is not None:
                    parcel.held = DB_WAIT
                    settle(parcel, DB_WAIT)
                pause = DB_BACKOFF[min(tries, len(DB_BACKOFF) - 1)]
                log.warning(
                    "the database does not answer (%s); %s is tried again in %g s",
                    type(e).__name__, what, pause,
                )  # fmt: skip
                await self.sleep(pause)
        if tries:
            log.info("the database answers again; %s goes on", what)
            if parcel is not None:
                parcel.held = None
        return result

    async def _work(self, channel_id: int) -> None:
        queue = self._queues[channel_id]
        host, what = self.bot.host, f"the delivery to channel {channel_id}"
        try:
            while queue:
                parcel = queue[0]
                CURRENT.set(parcel)
                try:
                    note = await self._try(channel_id, parcel)
                except ChannelGone:
                    await self.patiently(lambda: host.channel_gone(channel_id), what)
                    for gone in queue:
                        settle(gone, CHANNEL_GONE)
                    queue.clear()
                    return
                except Exception:  # a bug: drop this outbox rather than block the channel
                    log.exception("could not deliver to channel %s; dropped", channel_id)
                    parcel.items.clear()
                    note = None
                if not parcel.items:
                    if (announces := parcel.outbox.announces) is not None:
                        await self.patiently(lambda: host.announced(*announces), what)
                    if (ended := parcel.outbox.ends) is not None:  # a tournament's end, told
                        await self.patiently(lambda: host.tournaments.announced(ended), what)
                    if (tournament := parcel.outbox.advance) is not None:
                        self._advance_later(tournament)
                    queue.popleft()
                    settle(parcel, note)
                    continue
                parcel.held = note
                settle(parcel, note)
                await self.sleep(BACKOFF[min(parcel.tries, len(BACKOFF)) - 1])
        finally:
            for parcel in queue:  # cancelled at shutdown: the next start announces the rest
                settle(parcel, STOPPING)
            del self._queues[channel_id]
            self._workers.pop(channel_id, None)

    def _advance_later(self, tournament_id: int) -> None:
        """A match of the tournament ended (or its start time came), and that was delivered:
        its next steps (a result, the next round's threads, the standings, the winner) go out
        after it, in its own task, so this channel's deliveries do not wait for them."""
        task = asyncio.create_task(self._advance(tournament_id))
        self._advancing.add(task)
        task.add_done_callback(self._advancing.discard)

    async def _advance(self, tournament_id: int) -> None:
        tournaments = self.bot.host.tournaments
        what = f"the next step of tournament {tournament_id}"
        try:
            said = await self.patiently(
                lambda: tournaments.advance(tournament_id, thread_opener(self.bot)), what
            )
        except Exception:  # a bug: the next tick looks at the tournament again
            log.exception("could not advance tournament %s", tournament_id)
            return
        for channel_id, outbox in said:
            self.enqueue(channel_id, outbox)

    async def _try(self, channel_id: int, parcel: Parcel) -> Text | None:
        """Send what is left of the parcel, in order; None when all of it went out."""
        parcel.tries += 1
        channel = self._channel(channel_id)
        await self.bot.drawer.draw(parcel.items)
        for drawn in self.drawn:  # another front end may show the same pictures
            drawn(list(parcel.items))
        while parcel.items:
            item = parcel.items[0]
            try:
                if isinstance(item, Post):
                    await self._post(channel, item, parcel.via)
                elif isinstance(item, Edit):
                    await self._edit(channel, item)
                elif isinstance(item, TournamentEdit):
                    await self._tournament_edit(channel, item)
                elif isinstance(item, Delete):
                    await self._delete(item)
                else:
                    note = await self._dm(item)
                    if note is not None:
                        parcel.items.insert(1, note)
            except discord.NotFound as e:
                if e.code == UNKNOWN_CHANNEL:
                    raise ChannelGone(channel_id) from e
                log.warning("dropped a message Discord could not place: %s", e)
            except discord.Forbidden as e:
                if e.code in (MISSING_PERMISSIONS, MISSING_ACCESS):
                    return await self._explain(channel_id, channel)
                log.warning("dropped a message Discord refused: %s", e)
            except (discord.DiscordServerError, aiohttp.ClientError, TimeoutError, OSError) as e:
                log.warning("delivery to channel %s will be retried: %s", channel_id, e)
                return DELAYED
            except discord.HTTPException as e:
                if e.status == 429:
                    log.warning("delivery to channel %s rate limited; will retry", channel_id)
                    return DELAYED
                log.error("dropped a message Discord rejected: %s", e)
            parcel.items.popleft()
        return None

    def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.bot.get_channel(channel_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.bot.get_partial_messageable(channel_id)

    async def _post(
        self, channel: discord.abc.Messageable, post: Post, via: Hook | None = None
    ) -> None:
        kwargs = post_kwargs(post)
        if via is not None and via.live():
            message: discord.Message = await via.webhook.send(wait=True, **kwargs)
            self._hooks[message.id] = via
            self._forget_old_hooks()
        else:
            message = await channel.send(**kwargs)
        if post.record is not None and post.match_id is not None:
            await self._remember(post.match_id, post.record, (message.channel.id, message.id))

    async def _remember(self, match_id: int, slot: str, where: tuple[int, int] | None) -> None:
        """What was just posted (or lost) is kept: once sent, it is never sent again."""
        await self.patiently(
            lambda: self.bot.host.remember(match_id, slot, where),
            f"recording message {slot} of match {match_id}",
        )

    async def _slot(self, match_id: int, slot: str) -> tuple[int, int] | None:
        return await self.patiently(
            lambda: self.bot.host.slot(match_id, slot),
            f"reading message {slot} of match {match_id}",
        )

    def _forget_old_hooks(self) -> None:
        while self._hooks and not next(iter(self._hooks.values())).live():
            self._hooks.popitem(last=False)

    def _message(self, where: tuple[int, int]) -> discord.PartialMessage:
        return self.bot.get_partial_messageable(where[0]).get_partial_message(where[1])

    async def _change(self, where: tuple[int, int], kwargs: dict[str, Any] | None) -> None:
        """Rewrite (or, for None, delete) one of the bot's messages: through the webhook of the
        interaction that posted it while its token lasts, else through the channel."""
        hook = self._hooks.get(where[1])
        if hook is not None and hook.live():
            try:
                if kwargs is None:
                    await hook.webhook.delete_message(where[1])
                    # Gone: its hook need not be kept (a ping's). Another channel's post may
                    # have forgotten it already, its token having run out meanwhile.
                    self._hooks.pop(where[1], None)
                else:
                    await hook.webhook.edit_message(where[1], **kwargs)
                return
            except discord.NotFound as e:
                if e.code != UNKNOWN_WEBHOOK:
                    raise
            self._hooks.pop(where[1], None)  # the token ran out early: the channel it is
        if kwargs is None:
            await self._message(where).delete()
        else:
            await self._message(where).edit(**kwargs)

    async def _edit(self, channel: discord.abc.Messageable, edit: Edit) -> None:
        """Rewrite a remembered message; one that is gone (deleted by someone) is posted anew
        when the edit asks for it."""
        where = await self._slot(edit.match_id, edit.slot)
        if where is not None:
            try:
                await self._change(where, edit_kwargs(edit.post))
                return
            except discord.NotFound as e:
                if e.code != UNKNOWN_MESSAGE:
                    raise
                await self._remember(edit.match_id, edit.slot, None)
        if edit.or_post and edit.post is not None:
            await self._post(channel, edit.post)

    async def _tournament_edit(
        self, channel: discord.abc.Messageable, edit: TournamentEdit
    ) -> None:
        """Rewrite a tournament's message in place (its sign-up, its standings), or post it
        where it has none yet (or it was deleted), remembered for the next rewrite."""
        tournaments, slot = self.bot.host.tournaments, edit.slot
        what = f"message {slot} of tournament {edit.tournament_id}"
        where = await self.patiently(lambda: tournaments.slot(edit.tournament_id, slot), what)
        if where is not None:
            try:
                await self._message(where).edit(**edit_kwargs(edit.post))
                return
            except discord.NotFound as e:
                if e.code != UNKNOWN_MESSAGE:
                    raise
        if edit.or_post:
            message = await channel.send(**post_kwargs(edit.post))
            posted = (message.channel.id, message.id)
            await self.patiently(
                lambda: tournaments.remember(edit.tournament_id, slot, posted), what
            )

    async def _delete(self, delete: Delete) -> None:
        where = await self._slot(delete.match_id, delete.slot)
        if where is None:
            return
        with contextlib.suppress(discord.NotFound):  # deleted already, by someone else
            await self._change(where, None)
        await self._remember(delete.match_id, delete.slot, None)

    async def _dm(self, dm: DirectMessage) -> Post | None:
        """Send one DM (or rewrite the last one under its slot); closed DMs are not retried,
        the channel is told once instead."""
        try:
            where = await self._slot(dm.match_id, dm.record) if dm.edit and dm.record else None
            if where is not None:
                with contextlib.suppress(discord.NotFound):  # deleted: a new one below
                    await self._message(where).edit(**edit_kwargs(Post(dm.text, dm.picture)))
                    return None
            if dm.only_edit:
                return None
            kwargs: dict[str, Any] = {"content": discord_text(dm.text)[:MAX_CONTENT]}
            if file := file_of(dm.picture):
                kwargs["file"] = file
            message = await (await self._dm_channel(dm.user_id)).send(**kwargs)
            if dm.record is not None:
                await self._remember(dm.match_id, dm.record, (message.channel.id, message.id))
        except discord.Forbidden as e:
            if e.code != DMS_CLOSED:
                log.warning("DM to %s refused (%s)", dm.user_id, e.code)
            return await self.patiently(
                lambda: self.bot.host.dm_failed(match_id=dm.match_id, user_id=dm.user_id),
                f"the DM to {dm.user_id}",
            )
        except discord.NotFound:
            log.warning("DM to unknown user %s dropped", dm.user_id)
        return None

    async def _dm_channel(self, user_id: int) -> discord.PartialMessageable:
        """The user's DM channel, opened once and remembered: a DM costs one request, not three
        (discord.py keeps only 128 DM channels, and without the members intent it knows no user,
        so each DM used to fetch the user and open the channel again)."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            channel_id = (await self.bot.create_dm(discord.Object(user_id))).id
            self._dm_channels[user_id] = channel_id
            if len(self._dm_channels) > DM_CHANNELS_KEPT:
                self._dm_channels.popitem(last=False)
        self._dm_channels.move_to_end(user_id)
        return self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def _explain(self, channel_id: int, channel: discord.abc.Messageable) -> Msg:
        """Missing permissions: say once, in the channel if the bot may write there (in the
        server's language), which ones an admin must grant; the move is safe and the delivery
        goes on being retried."""
        if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            with contextlib.suppress(discord.HTTPException):  # a thread not in the cache
                channel = await self.bot.fetch_channel(channel_id)
        missing = missing_permissions(channel)
        names = [Msg(f"bot-perm-{name.replace('_', '-')}") for name in missing]
        text = Msg("bot-missing-permissions", names=names, count=len(missing))
        told = partial(self.bot.host.tell_once, channel_id, "permissions")
        if await self.patiently(told, f"what channel {channel_id} was told"):
            log.warning("missing permissions in channel %s: %s", channel_id, ", ".join(missing))
            # If not even text may be posted, the player who moved reads it privately.
            with contextlib.suppress(discord.HTTPException):
                await channel.send(
                    said(text, server_language(channel)),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
        return text


def supersede(queue: deque[Parcel], outbox: Outbox) -> None:
    """Drop the rewrites of a message still waiting in `queue` that `outbox` rewrites again.

    A rewrite replaces the whole message (text, picture, buttons), so of several waiting for
    the same board only the newest needs drawing and sending. Under load a channel's moves can
    outpace its deliveries (a player's steps do not wait for the board); then the board catches
    up at once instead of showing every state in turn. Only parcels not yet begun are touched
    (the first in the queue is under way), and an older rewrite stays when something between
    the two posts or removes the message it is for (a new board is posted, its slot then names
    another message). What each parcel announces is unchanged: a later rewrite shows the table
    as it is after every move before it."""
    waiting = list(queue)[1:]
    for new in outbox.edits:
        if new.post is None:
            continue
        slot = (new.match_id, new.slot)
        for parcel in reversed(waiting):
            if any(_moves(item, slot) for item in parcel.items):
                break
            old = next((i for i in parcel.items if _rewrites(i, slot, new.or_post)), None)
            if old is not None:
                parcel.items.remove(old)
                break


def _rewrites(item: Item, slot: tuple[int, str], or_post: bool) -> bool:
    """`item` rewrites the message under `slot`, and a rewrite with `or_post` does all it does."""
    return isinstance(item, Edit) and (item.match_id, item.slot) == slot and or_post >= item.or_post


def _moves(item: Item, slot: tuple[int, str]) -> bool:
    """`item` posts a new message under `slot`, or removes its message."""
    if isinstance(item, Post):
        return (item.match_id, item.record) == slot
    return isinstance(item, Delete) and (item.match_id, item.slot) == slot


def settle(parcel: Parcel, note: Text | None) -> None:
    if not parcel.first_try.done():
        parcel.first_try.set_result(note)


def missing_permissions(channel: discord.abc.Messageable) -> list[str]:
    """The permissions the bot lacks in `channel` (`view_channel`...); all it needs when the
    channel's permissions are not known (not in the cache)."""
    if isinstance(channel, discord.abc.GuildChannel | discord.Thread) and channel.guild.me:
        have = channel.permissions_for(channel.guild.me)
        needed = NEEDED + IN_THREADS if isinstance(channel, discord.Thread) else NEEDED
        missing = [name for name in needed if not getattr(have, name)]
        if missing:
            return missing
    return list(NEEDED[:3])
