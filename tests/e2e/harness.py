"""Starting the real bot against the fake Discord: shared by the e2e fixtures and by
`make bench`, which plays whole games through it (and runs the bot in a process of its own for
the load: `benchmarks/loadbot.py`)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import yarl
from pydantic import SecretStr

from bot.app import GameBot
from bot.config import Settings
from tests.e2e.fake_discord import APP_ID, CLIENT_SECRET, GUILD_ID, FakeDiscord

# Shaped like a real token, so a test can tell if it ever reaches a log.
TOKEN = "MTE4NjcwNjU0NzQ5NTU1NTE0Mw.GfakeQ.never-log-me-0123456789abcdefghijklm"


def point_at(fake: FakeDiscord) -> dict[str, Any]:
    """Where discord.py sends REST and gateway traffic: the fake on 127.0.0.1. Returns what it
    replaced, for `restore`."""
    return point_at_port(fake.port)


def point_at_port(port: int) -> dict[str, Any]:
    """`point_at` for a fake listening on `port`, perhaps in another process."""
    before = {
        "BASE": discord.http.Route.BASE,
        "DEFAULT_GATEWAY": discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
    }
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    return before


def restore(before: dict[str, Any]) -> None:
    discord.http.Route.BASE = before["BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = before["DEFAULT_GATEWAY"]


async def start_bot(
    db_path: Path | str, draw_workers: int = 0, dev_guild: int | None = GUILD_ID,
    web_port: int | None = None, activity: bool = False, **client_options: Any,
) -> tuple[GameBot, asyncio.Task[None]]:
    """A bot on `db_path` (a SQLite file, or a PostgreSQL URL), logged in to the fake and ready
    to answer interactions; it draws in a thread unless given `draw_workers` processes,
    registers its commands on `dev_guild` (None: globally), and serves its board in the
    browser on 127.0.0.1:`web_port` when given (its public address; a Discord Activity too
    with `activity`)."""
    bot = GameBot(
        settings_for(db_path, draw_workers, dev_guild, web_port, activity),
        guild_ready_timeout=0.05,
        chunk_guilds_at_startup=False,
        **client_options,
    )
    task = asyncio.create_task(bot.start(TOKEN))
    waiter = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait({task, waiter}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
    if waiter not in done:
        waiter.cancel()
        raise RuntimeError(f"the bot did not become ready: {task}")
    return bot, task


def settings_for(
    db_path: Path | str,
    draw_workers: int | None = None,
    dev_guild: int | None = GUILD_ID,
    web_port: int | None = None,
    activity: bool = False,
) -> Settings:
    """The bot's settings for the fake's guild: no `.env` is read; the matches are kept in
    `db_path` (a SQLite file, or a PostgreSQL URL); pictures are drawn in `draw_workers`
    processes (None: the default, one per core; 0: a thread); the board in the browser served
    on `web_port`, at its public address on 127.0.0.1, when given (with `activity`: a Discord
    Activity too)."""
    where: dict[str, Any] = (
        {"database_url": db_path} if isinstance(db_path, str) else {"database_path": db_path}
    )
    if web_port is not None:  # with the app's OAuth2 as the fake Discord knows it
        where.update(
            web_port=web_port,
            public_url=f"http://127.0.0.1:{web_port}",
            discord_client_id=APP_ID,
            discord_client_secret=SecretStr(CLIENT_SECRET),
            discord_activity=activity,
        )
    return Settings(  # type: ignore[call-arg]  # _env_file: pydantic-settings' own keyword, not a field
        discord_token=SecretStr(TOKEN),
        **where,
        dev_guild_id=dev_guild,
        draw_workers=draw_workers,
        _env_file=None,
    )


async def stop_bot(bot: GameBot, task: asyncio.Task[None]) -> None:
    if not bot.is_closed():
        await bot.close()
    await asyncio.wait_for(task, 10)


@contextlib.asynccontextmanager
async def fake_table(db_path: Path) -> AsyncIterator[tuple[FakeDiscord, GameBot]]:
    """A fake Discord with the bot logged in to it, torn down afterwards (for `make bench`)."""
    fake = FakeDiscord()
    await fake.start()
    before = point_at(fake)
    try:
        bot, task = await start_bot(db_path)
        fake.handlers = lambda: set(bot.in_flight)
        try:
            yield fake, bot
        finally:
            await stop_bot(bot, task)
    finally:
        restore(before)
        await fake.stop()
