"""The bot run as an operator runs it: the real `python -m bot` in a process of its own against
the fake Discord, and a real throwaway PostgreSQL server. A SIGTERM closes it within its bound
and leaves no process behind, a SIGKILL leaves no drawing worker behind; a database that cannot
be reached at start is tried again, then named in one line; a server stopped and started again
mid-game delays the table but loses nothing, without a restart."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import shlex
import signal
import socket
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest

from benchmarks.botprocess import descendants
from bot.app import STOP_WITHIN
from bot.delivery import DB_WAIT, DELAYED
from i18n import say
from tests.e2e.fake_discord import GUILD_ID, FakeDiscord
from tests.e2e.harness import TOKEN
from tests.e2e.table import (
    choose_with_components,
    delivered,
    live_pings,
    mentioned,
    start_three_player_revolt,
    waiting,
)
from tests.storage.postgres_cluster import Unavailable, throwaway_cluster

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "s3cret-Pa55"
WORKERS = 2  # drawing workers: with the fork server and the resource tracker, 4 children
GONE_WITHIN = 10.0  # seconds for every child process to end once the bot has gone


# ---- the bot in its own process ---------------------------------------------------------------
def alive(pid: int) -> bool:
    """Whether the process runs (a zombie waiting to be reaped has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


async def polled(check, what: str, within: float) -> None:
    """Look at `check()` every 50 ms until it holds, for `within` seconds at most."""
    try:
        async with asyncio.timeout(within):
            while not check():
                await asyncio.sleep(0.05)
    except TimeoutError:
        raise AssertionError(f"not within {within:g} s: {what}") from None


def troubles(lines: list[str]) -> list[str]:
    """The log lines that show an error or a traceback."""
    return [x for x in lines if x.startswith("Traceback") or " ERROR " in x or "CRITICAL" in x]


@dataclass
class BotProcess:
    """`python -m bot`'s `main()`, with discord.py pointed at the fake on 127.0.0.1."""

    proc: asyncio.subprocess.Process
    log: Path  # its stderr: a file, which a process left behind cannot hold open for us

    @property
    def lines(self) -> list[str]:
        return self.log.read_text().strip().splitlines()

    @classmethod
    async def start(cls, port: int, cwd: Path, **settings: str) -> BotProcess:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "DISCORD_"))}
        env.update(
            DISCORD_TOKEN=TOKEN,
            DEV_GUILD_ID=str(GUILD_ID),
            LOG_LEVEL="INFO",
            PYTHONPATH=str(ROOT),
            **settings,
        )
        code = (
            "import sys\n"
            "from tests.e2e.harness import point_at_port\n"
            f"point_at_port({port})\n"
            "from bot.__main__ import main\n"
            "sys.exit(main())\n"
        )
        log = cwd / "bot.log"
        with log.open("w") as stderr:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-c", code, cwd=cwd, env=env, stderr=stderr
            )
        return cls(proc, log)

    async def exit_code(self, within: float) -> int:
        """Wait for the process to end (bounded)."""
        return await asyncio.wait_for(self.proc.wait(), within)

    def kill(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()


@pytest.fixture
async def bot_process(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    """The bot with its drawing workers up, on a SQLite file; killed at the end if need be."""
    bot = await BotProcess.start(fake.port, tmp_path, DRAW_WORKERS=str(WORKERS))
    try:
        await polled(
            lambda: len(descendants(bot.proc.pid)) >= WORKERS + 2 and fake.sessions > 0,
            "the bot connected and its workers started",
            within=60,
        )
        yield bot
    finally:
        bot.kill()
        with contextlib.suppress(ProcessLookupError, TimeoutError):
            await asyncio.wait_for(bot.proc.wait(), 10)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_stop_signal_closes_the_bot_in_time_and_leaves_no_process(
    bot_process: BotProcess, signum: signal.Signals
) -> None:
    children = descendants(bot_process.proc.pid)
    bot_process.proc.send_signal(signum)
    code = await bot_process.exit_code(within=STOP_WITHIN + 5)
    assert code == 0, bot_process.lines
    assert any(f"{signum.name} received: closing" in line for line in bot_process.lines)
    assert not troubles(bot_process.lines)
    await polled(lambda: not any(map(alive, children)), "no child outlives the bot", GONE_WITHIN)


async def test_after_a_sigkill_no_drawing_worker_is_left(bot_process: BotProcess) -> None:
    children = descendants(bot_process.proc.pid)
    bot_process.proc.kill()
    await bot_process.exit_code(within=10)
    await polled(
        lambda: not any(map(alive, children)),
        "the workers, the fork server and the resource tracker end with the bot",
        GONE_WITHIN,
    )


# ---- PostgreSQL ------------------------------------------------------------------------------
@dataclass
class Server:
    """A throwaway PostgreSQL server that a test may stop and start again."""

    url: str

    async def _pg_ctl(self, *args: str) -> None:
        admin = await asyncpg.connect(self.url)
        try:
            data = await admin.fetchval("SHOW data_directory")
            bindir = await admin.fetchval("SELECT setting FROM pg_config WHERE name = 'BINDIR'")
        finally:
            await admin.close()
        self._ctl = [*(["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else [])]
        self._ctl += [f"{bindir}/pg_ctl", "-D", data]
        # The options it was started with, to start it again the same way.
        opts = shlex.split(Path(data, "postmaster.opts").read_text())[1:]
        self._start = [*self._ctl, "-w", "-l", f"{data}/../log", "-o", shlex.join(opts), "start"]
        await asyncio.to_thread(subprocess.run, [*self._ctl, *args], check=True)

    @contextlib.asynccontextmanager
    async def stopped(self) -> AsyncIterator[None]:
        """The server down for the block; up again after it, whatever happened in it."""
        await self._pg_ctl("-m", "fast", "-w", "stop")
        try:
            yield
        finally:
            await asyncio.to_thread(subprocess.run, self._start, check=True, capture_output=True)


@pytest.fixture(scope="module")
def postgres_server() -> Iterator[str]:
    try:
        with throwaway_cluster() as url:
            yield url
    except Unavailable as why:
        pytest.skip(f"no PostgreSQL server: {why}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_a_database_that_stays_down_is_tried_again_then_named_in_one_line(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    url = f"postgresql://bot:{PASSWORD}@127.0.0.1:{free_port()}/games"
    bot = await BotProcess.start(fake.port, tmp_path, DATABASE_URL=url, DATABASE_WAIT="2")
    assert await bot.exit_code(within=30) == 1
    said = "\n".join(bot.lines)
    assert "Traceback" not in said and PASSWORD not in said
    retries = [line for line in bot.lines if "cannot be reached yet" in line]
    assert len(retries) == 1, "one line per try"
    assert "bot:***@127.0.0.1" in retries[0] and "try 2 again in 1 s" in retries[0]
    assert bot.lines[-1].startswith("Cannot reach the database at postgresql://bot:***@")
    assert "after 2 tries in 2 s" in bot.lines[-1]


async def test_a_stop_signal_while_waiting_for_the_database_ends_the_wait(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    url = f"postgresql://bot:{PASSWORD}@127.0.0.1:{free_port()}/games"
    bot = await BotProcess.start(fake.port, tmp_path, DATABASE_URL=url, DATABASE_WAIT="60")
    try:
        await polled(
            lambda: any("cannot be reached yet" in line for line in bot.lines),
            "the bot waits for the database",
            within=60,
        )
        bot.proc.send_signal(signal.SIGTERM)
        assert await bot.exit_code(within=STOP_WITHIN + 5) == 0, bot.lines
    finally:
        bot.kill()
    assert not troubles(bot.lines)


async def test_a_database_that_does_not_exist_is_named_at_once(
    fake: FakeDiscord, tmp_path: Path, postgres_server: str
) -> None:
    url = postgres_server.rsplit("/", 1)[0] + "/no_such_games"
    bot = await BotProcess.start(fake.port, tmp_path, DATABASE_URL=url)
    assert await bot.exit_code(within=30) == 1
    assert "Traceback" not in "\n".join(bot.lines)
    assert not any("cannot be reached yet" in line for line in bot.lines), "not tried again"
    assert bot.lines[-1] == (
        f'The database at {url} refused the bot: database "no_such_games" does not exist.'
        " Check DATABASE_URL."
    )


# ---- the server stopped mid-game -----------------------------------------------------------
@pytest.fixture
async def schema_url(postgres_server: str) -> AsyncIterator[str]:
    """A database of its own for the test: a fresh schema on the module's server."""
    schema = f"t{random.getrandbits(48)}"
    admin = await asyncpg.connect(postgres_server)
    await admin.execute(f"CREATE SCHEMA {schema}")
    await admin.close()
    yield f"{postgres_server}?search_path={schema}"
    with contextlib.suppress(OSError, asyncpg.PostgresError):
        admin = await asyncpg.connect(postgres_server)
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


async def test_the_database_stopped_mid_delivery_delays_the_table_and_loses_nothing(
    fake: FakeDiscord, run_bot, schema_url: str, postgres_server: str
) -> None:
    bot = await run_bot(schema_url)
    server = Server(postgres_server)
    await start_three_player_revolt(fake)
    await delivered(bot)
    (actor,) = waiting(fake)
    posts = len(fake.channel_posts())
    hand = sum(1 + m.edits for m in fake.dms_to(actor))  # DMs sent and rewritten

    # The move is saved; while its pictures are drawn, before anything is posted, the server
    # stops: the delivery meets a dropped connection, then a refused one.
    drawing, drawn = asyncio.Event(), asyncio.Event()
    draw = bot.drawer.draw

    async def held_draw(items):
        drawing.set()
        await drawn.wait()
        await draw(items)

    bot.drawer.draw = held_draw
    bot.courier.sleep = lambda _: asyncio.sleep(0.05)  # its pauses between tries: short
    move = asyncio.create_task(choose_with_components(fake, actor, random.Random(1)))
    await asyncio.wait_for(drawing.wait(), 10)
    async with server.stopped():
        drawn.set()
        _, answer = await asyncio.wait_for(move, 10)
        assert answer.startswith("✅") and say(DB_WAIT) in answer, "the move counted; table follows"
        assert say(DELAYED) not in answer, "Discord is not blamed for the database"
        await polled(
            lambda: bot.courier.waiting()[2] == 1, "the delivery waits for the database", 10
        )
        assert bot.courier.busy(), "held, not dropped"
    await delivered(bot)
    (next_actor,) = waiting(fake)
    assert next_actor != actor, "the board shows the move"
    assert [p for p in live_pings(fake) if next_actor in mentioned(p)], "the next player pinged"
    since = [m.content for m in fake.channel_posts()[posts:]]
    assert len(since) == len(set(since)), "nothing posted twice"
    assert sum(1 + m.edits for m in fake.dms_to(actor)) > hand, "the mover's new hand arrived"
    assert not await bot.host.db.unannounced(), "all of it delivered: nothing left to repeat"
    assert bot.courier.waiting() == (0, 0, 0)

    # Without a restart, the next move goes through as usual.
    _, answer = await choose_with_components(fake, next_actor, random.Random(2))
    assert answer.startswith("✅") and say(DB_WAIT) not in answer, answer
    await delivered(bot)
    assert waiting(fake) != [next_actor]


# ---- the operator's view ---------------------------------------------------------------------
async def test_the_health_line_counts_the_moves_and_what_waits(
    fake: FakeDiscord, run_bot, caplog: pytest.LogCaptureFixture
) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    await delivered(bot)
    (actor,) = waiting(fake)
    await choose_with_components(fake, actor, random.Random(1))
    await delivered(bot)
    with caplog.at_level(logging.INFO, logger="bot.app"):
        await bot.health()
        await bot.health()
    first, second = (r.getMessage() for r in caplog.records if r.name == "bot.app")
    assert first.startswith("health: 2 moves and starts in the last 5 min; 0 deliveries queued")
    assert "0 channels waiting for Discord and 0 for the database; 0 pictures" in first
    assert second.startswith("health: 0 moves"), "each line counts its own period"


async def test_the_clock_waits_for_the_database_instead_of_failing(
    fake: FakeDiscord,
    run_bot,
    schema_url: str,
    postgres_server: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    bot = await run_bot(schema_url)
    bot.courier.sleep = lambda _: asyncio.sleep(0.05)  # its pauses between tries: short
    async with Server(postgres_server).stopped():
        tick = asyncio.create_task(bot.clock())
        await polled(
            lambda: any("the clock is tried again" in r.getMessage() for r in caplog.records),
            "the clock meets the outage",
            within=10,
        )
        assert not tick.done(), "the clock waits while the database is down"
    await asyncio.wait_for(tick, 10)  # and then looks at the deadlines: no error is logged
