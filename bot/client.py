"""What the adapter's parts (components, delivery, cogs) use of the running bot, described here
rather than imported from `bot/app.py`, which imports them: the bot's parts depend on this small
description, and the bot (`GameBot`) fits it."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any, Protocol

import discord
from discord.ext import commands

from bot.host import Host, Item, Outbox
from games.core import Text


class Sends(Protocol):
    """The courier: delivers outboxes in order per channel (`bot/delivery.py`)."""

    def enqueue(
        self, channel_id: int, outbox: Outbox, via: discord.Webhook | None = None
    ) -> asyncio.Future[Text | None]: ...

    async def send(
        self, channel_id: int, outbox: Outbox, via: discord.Webhook | None = None
    ) -> Text | None: ...


class Draws(Protocol):
    """The drawing workers (`bot/drawing.py`)."""

    async def draw(self, items: Iterable[Item]) -> None: ...


class GameClient(Protocol):
    """The running bot, as its parts see it."""

    host: Host

    # Read-only to the parts: the bot's own are subtypes (its Courier, Drawer, GameTree).
    @property
    def courier(self) -> Sends: ...

    @property
    def drawer(self) -> Draws: ...

    @property
    def tree(self) -> discord.app_commands.CommandTree[Any]: ...

    def get_channel(self, id: int, /) -> Any: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    async def fetch_channel(self, channel_id: int, /) -> Any: ...

    async def create_dm(self, user: discord.abc.Snowflake) -> discord.DMChannel: ...

    async def add_cog(self, cog: commands.Cog, /) -> None: ...
