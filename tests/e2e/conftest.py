"""Runs the real discord.py bot against the fake Discord on 127.0.0.1. A test fails on any ERROR
log record, on any request to another host, and on any request body Discord would refuse (the
fake checks each against Discord's own schema) unless marked `invalid_bodies`."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Coroutine
from pathlib import Path
from typing import Any, Protocol

import aiohttp
import pytest

from bot.app import GameBot
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.harness import point_at, restore, start_bot, stop_bot


class ErrorRecords(logging.Handler):
    """ERROR records while a bot runs; a test that provokes one on purpose takes it out."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "invalid_bodies: the test sends, on purpose, bodies Discord refuses (50035)"
    )


@pytest.fixture
async def fake(request: pytest.FixtureRequest) -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    before = point_at(server)
    yield server
    restore(before)
    await server.stop()
    assert not server.unexpected, f"the bot called endpoints the fake lacks: {server.unexpected}"
    assert not server.unwritten, f"a host reference sent as it is: {server.unwritten}"
    if request.node.get_closest_marker("invalid_bodies") is None:
        assert not server.invalid, "Discord would refuse these requests (400, 50035):\n" + (
            "\n".join(server.invalid)
        )


class BotFactory(Protocol):
    """`run_bot`'s starter: a bot on a database (by default the test's own file)."""

    def __call__(
        self, db_path: Path | str = ..., draw_workers: int = 0, **where: Any
    ) -> Coroutine[Any, Any, GameBot]: ...


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

    async def start(
        db_path: Path | str = tmp_path / "bot.sqlite3", draw_workers: int = 0, **where: Any
    ) -> GameBot:
        """`where`: `dev_guild`, the server the commands are registered on (None: globally)."""
        trace = aiohttp.TraceConfig()
        trace.on_request_start.append(on_request_start)
        bot, task = await start_bot(db_path, draw_workers, http_trace=trace, **where)
        running.append((bot, task))
        fake.handlers = lambda: set(bot.in_flight)
        return bot

    yield start
    for bot, task in running:
        await stop_bot(bot, task)
    logging.getLogger().removeHandler(errors)
    assert not foreign, f"requests left 127.0.0.1: {foreign}"
    assert not errors.records, "ERROR logged: " + "\n".join(
        f"{r.name}: {r.getMessage()}" for r in errors.records
    )
