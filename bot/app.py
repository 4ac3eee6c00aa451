"""The discord.py client: opens the database, builds the host, loads the cogs and registers the
persistent components, so buttons posted before a restart keep working. Run as a service: a
database not reachable yet is waited for at start, SIGTERM and SIGINT close it within a bound,
and a line every few minutes tells the operator how it fares."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import signal
from functools import partial
from pathlib import Path
from typing import Any

import discord
from aiohttp import web
from discord.ext import commands, tasks

from bot.activity import instance_of
from bot.components import COMPONENTS, thread_opener
from bot.config import Settings
from bot.delivery import Courier
from bot.drawing import Drawer
from bot.host import Host, Outbox
from bot.references import DISCORD
from bot.routing import Router
from bot.thinking import Thinker
from bot.translator import Translator
from bot.tree import GameTree
from bot.web import serve as serve_board
from bot.web import stop as stop_board
from storage import Database
from storage.outage import is_outage, is_refusal

log = logging.getLogger(__name__)

CLOCK_EVERY = 30.0  # seconds between two looks at the deadlines
CLOSE_GRACE = 5.0  # seconds the handlers under way may take to finish when the bot closes
COGS = (
    "bot.cogs.lobby",
    "bot.cogs.play",
    "bot.cogs.rules",
    "bot.cogs.records",
    "bot.cogs.language",
    "bot.cogs.tournament",
)
DEV_GUILD = "dev-guild"  # kept: the server the commands were last registered on alone
# The garbage collector's thresholds once started (Python's own are (700, 10, 10)): most of
# what a move makes dies young, freed by its count of references, and with Python's thresholds
# the collector walked every kept state and said text in full about every four seconds under
# load, a tenth of the bot's CPU (docs/SCALING.md, seventh round).
GC_THRESHOLDS = (10_000, 10, 10)
# Seconds to wait for the servers' details after connecting before answering is "ready": the
# bot needs no member lists, and interactions are answered from the first moment anyway.
GUILD_READY_TIMEOUT = 0.5
HEALTH_EVERY = 5.0  # minutes between two health lines in the log
# Seconds between tries of a database not reachable at start; the last one repeats.
OPEN_BACKOFF = (1.0, 2.0, 4.0, 8.0, 10.0)
# Seconds a SIGTERM or SIGINT may take to close the bot (the handlers' grace, the deliveries'
# and the connections'); past it the process ends anyway. Under docker stop's default 10 s.
STOP_WITHIN = 9.0
DELIVERY_GRACE = 2.0  # seconds the deliveries under way may take to finish when closing


class DatabaseUnavailable(Exception):
    """The database could not be opened: one line saying why, for the operator."""


async def open_database(target: str | Path, shown: str, wait: float) -> Database:
    """The database, waited for up to `wait` seconds while it cannot be reached (a server
    still starting beside the bot), with one log line per try. A server that refuses the
    settings (the password, the database's name) is not tried again: no retry can help."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + wait
    tries = 0
    while True:
        tries += 1
        try:
            return await Database.open(target)
        except Exception as e:
            if is_refusal(e):
                raise DatabaseUnavailable(
                    f"The database at {shown} refused the bot: {e}. Check DATABASE_URL."
                ) from e
            if not is_outage(e):
                raise
            pause = OPEN_BACKOFF[min(tries, len(OPEN_BACKOFF)) - 1]
            if loop.time() + pause > give_up:
                raise DatabaseUnavailable(
                    f"Cannot reach the database at {shown} ({type(e).__name__}: {e}) after "
                    f"{tries} tries in {wait:g} s: check that it runs and that the setting "
                    "names it."
                ) from e
            log.warning(
                "the database at %s cannot be reached yet (%s: %s); try %d again in %g s",
                shown, type(e).__name__, e, tries + 1, pause,
            )  # fmt: skip
            await asyncio.sleep(pause)


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
            **options,  # type: ignore[arg-type]  # Client's keywords, typed by none of ours
        )
        self.settings = settings
        self._db: Database | None = None
        self.drawer = Drawer(settings.draw_workers)
        self.thinker = Thinker()  # the strong stand-in's searches, in a worker process
        self._warming: asyncio.Task[None] | None = None  # held so the task is not collected
        self.courier = Courier(self)
        self.in_flight: set[asyncio.Task[Any]] = set()  # interaction handlers under way
        self._board: web.AppRunner | None = None  # the board in the browser, when served

    async def setup_hook(self) -> None:
        settings = self.settings
        self._db = await open_database(
            settings.database, settings.database_shown, settings.database_wait
        )
        self.host = Host(
            self._db,
            owns=self.settings.owns,
            think=self.thinker.think,
            advise=self.thinker.advise,
            limits=DISCORD,
        )
        log.info("database open at %s", self._db.where)  # a URL without its password
        self.host.pages.draw = self.drawer.picture  # the pages' pictures, in the workers too
        if settings.web_port is not None:  # the board in the browser, beside the bot
            instances = partial(instance_of, self) if settings.discord_activity else None
            self._board, board = await serve_board(
                self.host, settings, self._from_the_board, instances
            )
            self.courier.coming.append(board.coming)  # the thread's tables, shown on its pages
            self.courier.drawn.append(board.drawn)
        self.clock.start()
        self.health.start()
        await self._resume()
        for cog in COGS:
            await self.load_extension(cog)
        await self.tree.set_translator(Translator())
        self.add_listener(Router(COMPONENTS).on_interaction)  # clicks, by custom_id
        if not self.settings.syncs_commands():
            log.info("commands are registered by the process with shard 0")
        else:
            await self._register_commands()
        # The drawing workers start beside the gateway's connection, not before it.
        self._warming = asyncio.create_task(self.drawer.warm_up())
        # What start-up loaded (modules, rules data, fonts) stays for the process's life: the
        # garbage collector need not walk it again at every collection.
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    async def _register_commands(self) -> None:
        """The slash commands, registered in one scope only: on the development server
        (DEV_GUILD_ID), where they appear at once, with the global ones taken off; or globally,
        with those of the development server last used taken off. Either way each command
        shows once, whichever way the setting last changed."""
        db, dev, app = self.host.db, self.settings.dev_guild_id, self.application_id
        assert app is not None, "logged in"
        before = await db.kept(DEV_GUILD)
        if before is not None and before != str(dev):  # the development server of last time
            await self.http.bulk_upsert_guild_commands(app, int(before), [])
        if dev:
            guild = discord.Object(id=dev)
            self.tree.copy_global_to(guild=guild)
            await self.http.bulk_upsert_global_commands(app, [])  # none beside the server's
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to guild %s", len(synced), dev)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (they may take a while to appear)", len(synced))
        await db.keep(DEV_GUILD, str(dev) if dev else None)

    @tasks.loop(seconds=CLOCK_EVERY)
    async def clock(self) -> None:
        """Deadlines, reminders and questions to the table: whatever is due is delivered. A
        database that does not answer is waited for, as by the deliveries."""
        try:
            for channel_id, outbox in await self.courier.patiently(self.host.tick, "the clock"):
                self.courier.enqueue(channel_id, outbox)
        except Exception:  # one bad match must not stop the clock for every other
            log.exception("the clock failed this time; it runs again in %s s", CLOCK_EVERY)

    @tasks.loop(minutes=HEALTH_EVERY)
    async def health(self) -> None:
        """One line for the operator: how busy the bot was, and whether anything waits."""
        moves, self.courier.moves = self.courier.moves, 0
        queued, for_discord, for_database = self.courier.waiting()
        log.info(
            "health: %d moves and starts in the last %g min; %d deliveries queued, "
            "%d channels waiting for Discord and %d for the database; %d pictures drawing "
            "or queued",
            moves, HEALTH_EVERY, queued, for_discord, for_database, self.drawer.queued,
        )  # fmt: skip

    @health.before_loop
    async def _first_health_later(self) -> None:
        """The first line comes a period after start, with a period's figures."""
        await asyncio.sleep(HEALTH_EVERY * 60)

    async def _resume(self) -> None:
        """Queue what was saved just before the last stop and never reached Discord. Done once,
        before the gateway connects, so no move can be under way yet; a reconnect later never
        repeats anything, as the courier holds every delivery still in flight."""
        for channel_id, outbox in await self.host.unannounced():
            self.courier.enqueue(channel_id, outbox)
        # Then the tournaments left between two steps: a round to open, a table without its
        # match, a match over and not yet counted, an end not yet told.
        for channel_id, outbox in await self.host.tournaments.resume(thread_opener(self)):
            self.courier.enqueue(channel_id, outbox)

    def _from_the_board(self, channel_id: int, outbox: Outbox) -> None:
        """A move made on the board's page: told at the table as a button's is."""
        self.courier.enqueue(channel_id, outbox)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.host.channel_gone(channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.host.channel_gone(payload.thread_id)

    async def close(self) -> None:
        """Let the interactions under way finish (a few seconds at most) before the connection
        and the database go, so a move being answered is never cut in half."""
        self.clock.cancel()
        self.health.cancel()
        if self.in_flight:
            await asyncio.wait(self.in_flight, timeout=CLOSE_GRACE)
        if self._board is not None:
            await stop_board(self._board)
        await self.courier.close(DELIVERY_GRACE)
        self.drawer.close()
        self.thinker.close()
        await super().close()
        if self._db is not None:
            await self._db.close()
            self._db = None


async def run(settings: Settings, token: str) -> None:
    """The bot until it is closed: by Discord, or by SIGTERM (a supervisor's stop) or SIGINT
    (Ctrl-C), which close it gracefully; past `STOP_WITHIN` seconds the process ends anyway.
    A signal while the bot is still starting (waiting for the database, say) ends the start."""
    async with GameBot(settings) as bot:
        loop = asyncio.get_running_loop()
        starting = asyncio.create_task(bot.start(token))
        closing: list[asyncio.Task[None]] = []
        stopped: list[int] = []

        def stop(signum: int) -> None:
            if stopped:
                return
            stopped.append(signum)
            name = signal.Signals(signum).name
            log.info("%s received: closing (at most %g s)", name, STOP_WITHIN)
            loop.call_later(STOP_WITHIN, _too_slow)
            if bot.is_ready():
                closing.append(asyncio.create_task(bot.close()))
            else:  # leaving `async with` closes it
                starting.cancel()

        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop, signum)
        try:
            await starting
        except asyncio.CancelledError:
            if not (stopped and starting.cancelled()):
                raise
        await asyncio.gather(*closing)


def _too_slow() -> None:
    """Closing took longer than allowed: end the process now (the drawing workers end with it;
    the moves are saved, and what was not announced is posted at the next start)."""
    log.error("the bot did not close within %g s; stopping now", STOP_WITHIN)
    logging.shutdown()
    os._exit(1)
