"""Runs the real discord.py bot against the fake Discord on 127.0.0.1. A test fails on any ERROR
log record and on any request to another host."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
import yarl

from bot.app import GameBot
from bot.config import Settings
from tests.e2e.fake_discord import GUILD_ID, FakeDiscord

# Shaped like a real token, so a test can tell if it ever reaches a log.
TOKEN = "MTE4NjcwNjU0NzQ5NTU1NTE0Mw.GfakeQ.never-log-me-0123456789abcdefghijklm"


class ErrorRecords(logging.Handler):
    """ERROR records while a bot runs; a test that provokes one on purpose takes it out."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{server.port}/api/v10")
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket,
        "DEFAULT_GATEWAY",
        yarl.URL(f"ws://127.0.0.1:{server.port}/gateway"),
    )
    yield server
    await server.stop()
    assert not server.unexpected, f"the bot called endpoints the fake lacks: {server.unexpected}"


BotFactory = Callable[[Path], Coroutine[Any, Any, GameBot]]


@pytest.fixture
def errors() -> ErrorRecords:
    return ErrorRecords()


@pytest.fixture
async def run_bot(
    fake: FakeDiscord, tmp_path: Path, errors: ErrorRecords
) -> AsyncIterator[BotFactory]:
    """Starts a bot on a database file; stops every bot it started at the end."""
    logging.getLogger().addHandler(errors)
    foreign: list[str] = []
    running: list[tuple[GameBot, asyncio.Task[None]]] = []

    async def on_request_start(
        session: Any, ctx: Any, params: aiohttp.TraceRequestStartParams
    ) -> None:
        if params.url.host != "127.0.0.1":
            foreign.append(str(params.url))

    async def start(db_path: Path = tmp_path / "bot.sqlite3") -> GameBot:
        trace = aiohttp.TraceConfig()
        trace.on_request_start.append(on_request_start)
        settings = Settings(
            discord_token=TOKEN, database_path=db_path, dev_guild_id=GUILD_ID, _env_file=None
        )  # type: ignore[call-arg]
        bot = GameBot(
            settings, http_trace=trace, guild_ready_timeout=0.05, chunk_guilds_at_startup=False
        )
        task = asyncio.create_task(bot.start(TOKEN))
        waiter = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait(
            {task, waiter}, timeout=10, return_when=asyncio.FIRST_COMPLETED
        )
        if waiter not in done:
            waiter.cancel()
            raise RuntimeError(f"the bot did not become ready: {task}")
        running.append((bot, task))
        return bot

    yield start
    for bot, task in running:
        if not bot.is_closed():
            await bot.close()
        await asyncio.wait_for(task, 10)
    logging.getLogger().removeHandler(errors)
    assert not foreign, f"requests left 127.0.0.1: {foreign}"
    assert not errors.records, "ERROR logged: " + "\n".join(
        f"{r.name}: {r.getMessage()}" for r in errors.records
    )


async def stop_bot(bot: GameBot) -> None:
    await bot.close()
