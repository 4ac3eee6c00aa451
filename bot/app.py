"""The discord.py client: opens the database, builds the host, loads the cogs and registers the
persistent components, so buttons posted before a restart keep working."""

from __future__ import annotations

import asyncio
import gc
import logging
from typing import Any

import discord
from discord.ext import commands, tasks

from bot.components import COMPONENTS
from bot.config import Settings
from bot.delivery import Courier
from bot.drawing import Drawer
from bot.host import Host
from bot.thinking import Thinker
from bot.tree import GameTree
from storage import Database

log = logging.getLogger(__name__)

CLOCK_EVERY = 30.0  # seconds between two looks at the deadlines
CLOSE_GRACE = 5.0  # seconds the handlers under way may take to finish when the bot closes
COGS = ("bot.cogs.lobby", "bot.cogs.play", "bot.cogs.rules")
# Seconds to wait for the servers' details after connecting before answering is "ready": the
# bot needs no member lists, and interactions are answered from the first moment anyway.
GUILD_READY_TIMEOUT = 0.5


class GameBot(commands.AutoShardedBot):
    """Sharded from the start: one process runs every shard by default, or the shards
    SHARD_IDS names, so a busy bot grows into several processes on one database."""

    host: Host

    def __init__(self, settings: Settings, **client_options: object) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels and permissions; no message content is ever read
        options: dict[str, object] = {
            "guild_ready_timeout": GUILD_READY_TIMEOUT,
            "chunk_guilds_at_startup": False,
            **client_options,
        }
        if settings.shard_count is not None:
            options.update(shard_count=settings.shard_count, shard_ids=settings.shard_ids)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            # Nobody is pinged unless a post names whom it pings (`Post.mentions`).
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=GameTree,
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self._db: Database | None = None
        self.drawer = Drawer(settings.draw_workers)
        self.thinker = Thinker()  # the strong stand-in's searches, in a worker process
        self._warming: asyncio.Task[None] | None = None  # held so the task is not collected
        self.courier = Courier(self)
        self.in_flight: set[asyncio.Task[Any]] = set()  # interaction handlers under way
        self.told_no_threads: set[int] = set()  # channels told the bot may not open threads

    async def setup_hook(self) -> None:
        self._db = await Database.open(self.settings.database)
        self.host = Host(self._db, owns=self.settings.owns, think=self.thinker.think)
        log.info("database open at %s", self._db.where)  # a URL without its password
        self.clock.start()
        await self._resume()
        for cog in COGS:
            await self.load_extension(cog)
        self.add_dynamic_items(*COMPONENTS)
        if not self.settings.syncs_commands():
            log.info("commands are registered by the process with shard 0")
        elif self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to guild %s", len(synced), self.settings.dev_guild_id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (they may take a while to appear)", len(synced))
        # The drawing workers start beside the gateway's connection, not before it.
        self._warming = asyncio.create_task(self.drawer.warm_up())
        # What start-up loaded (modules, rules data, fonts) stays for the process's life: the
        # garbage collector need not walk it again at every collection.
        gc.freeze()

    @tasks.loop(seconds=CLOCK_EVERY)
    async def clock(self) -> None:
        """Deadlines, reminders and questions to the table: whatever is due is delivered."""
        try:
            for channel_id, outbox in await self.host.tick():
                self.courier.enqueue(channel_id, outbox)
        except Exception:  # one bad match must not stop the clock for every other
            log.exception("the clock failed this time; it runs again in %s s", CLOCK_EVERY)

    async def _resume(self) -> None:
        """Queue what was saved just before the last stop and never reached Discord. Done once,
        before the gateway connects, so no move can be under way yet; a reconnect later never
        repeats anything, as the courier holds every delivery still in flight."""
        for channel_id, outbox in await self.host.unannounced():
            self.courier.enqueue(channel_id, outbox)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.host.channel_gone(channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.host.channel_gone(payload.thread_id)

    async def close(self) -> None:
        """Let the interactions under way finish (a few seconds at most) before the connection
        and the database go, so a move being answered is never cut in half."""
        self.clock.cancel()
        if self.in_flight:
            await asyncio.wait(self.in_flight, timeout=CLOSE_GRACE)
        await self.courier.close()
        self.drawer.close()
        self.thinker.close()
        await super().close()
        if self._db is not None:
            await self._db.close()
            self._db = None


async def run(settings: Settings, token: str) -> None:
    async with GameBot(settings) as bot:
        await bot.start(token)
