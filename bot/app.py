"""The discord.py client: opens the database, builds the host, loads the cogs and registers the
persistent components, so buttons posted before a restart keep working."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.components import COMPONENTS
from bot.config import Settings
from bot.delivery import deliver
from bot.host import Host, Outbox
from bot.tree import GameTree
from storage import Database

log = logging.getLogger(__name__)

COGS = ("bot.cogs.lobby", "bot.cogs.play")


class GameBot(commands.Bot):
    host: Host

    def __init__(self, settings: Settings, **client_options: object) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels and permissions; no message content is ever read
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            # Nobody is pinged unless a post names whom it pings (`Post.mentions`).
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=GameTree,
            **client_options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self._db: Database | None = None

    async def setup_hook(self) -> None:
        self._db = await Database.open(self.settings.database_path)
        self.host = Host(self._db)
        log.info("database open at %s", self.settings.database_path)
        for cog in COGS:
            await self.load_extension(cog)
        self.add_dynamic_items(*COMPONENTS)
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to guild %s", len(synced), self.settings.dev_guild_id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (they may take a while to appear)", len(synced))

    async def on_ready(self) -> None:
        """Say what a move saved just before the last stop never said (ready fires again after
        a reconnect; by then nothing is pending)."""
        for channel_id, outbox in await self.host.unannounced():
            try:
                channel = self.get_channel(channel_id) or await self.fetch_channel(channel_id)
            except discord.HTTPException as e:  # the channel is gone or hidden from the bot
                log.warning("cannot reach channel %s to resume its match: %s", channel_id, e)
                continue
            await self.deliver(channel, outbox)  # type: ignore[arg-type]

    async def deliver(self, channel: discord.abc.Messageable, outbox: Outbox) -> None:
        await deliver(self, channel, outbox)

    async def close(self) -> None:
        await super().close()
        if self._db is not None:
            await self._db.close()
            self._db = None


async def run(settings: Settings, token: str) -> None:
    async with GameBot(settings) as bot:
        await bot.start(token)
