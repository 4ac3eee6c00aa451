"""The adapter's promises that no game owns: errors end in an apology and a traceback in the log,
the token never reaches a log, and the bot refuses to start without one."""

from __future__ import annotations

import asyncio
import logging
import os
import random
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.conftest import ErrorRecords
from tests.e2e.fake_discord import GUILD_ID, FakeDiscord
from tests.e2e.harness import TOKEN
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    latest_board,
    move_with_play_command,
    start_three_player_revolt,
    waiting,
)

ROOT = Path(__file__).resolve().parents[2]


async def test_an_unexpected_error_gets_an_apology_and_a_logged_traceback(
    fake: FakeDiscord, run_bot, errors: ErrorRecords
) -> None:
    bot = await run_bot()
    fake.add_user(ALICE, "Alice")
    await fake.slash(ALICE, "game", "new", game="revolt")

    async def broken(**_: object) -> None:
        raise RuntimeError("the table leg broke")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot.host, "status", broken)
        reply = (await fake.slash(ALICE, "game", "status")).reply
    assert reply.ephemeral and reply.content.startswith("Sorry, something went wrong")
    assert "table leg" not in reply.content, "the user is not shown internals"
    (record,) = errors.records
    assert record.exc_info is not None and "the table leg broke" in str(record.exc_info[1])
    errors.records.clear()  # provoked on purpose

    again = (await fake.slash(ALICE, "game", "status")).reply
    assert "lobby" in again.content, "the bot carries on after an error"


async def test_the_token_never_reaches_the_log(
    fake: FakeDiscord, run_bot, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    bot = await run_bot()
    await start_three_player_revolt(fake)
    await bot.close()
    assert len(caplog.records) > 20, "DEBUG logging was on"
    logged = caplog.text + "".join(repr(r.args) for r in caplog.records)
    assert TOKEN not in logged and TOKEN.split(".")[-1] not in logged
    assert TOKEN not in repr(bot.settings), "settings print the token masked"


async def test_a_move_saved_just_before_a_crash_is_announced_at_the_next_start(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    db_path = tmp_path / "crash.sqlite3"
    bot = await run_bot(db_path)
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    posts = len(fake.channel_posts())

    async def dies_before_posting(*_: object) -> None:
        """The move is saved; the process ends before anything reaches Discord."""

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot.courier, "send", dies_before_posting)
        played = (await move_with_play_command(fake, actor, random.Random(3))).split(":")[-1]
    await bot.close()
    assert len(fake.channel_posts()) == posts, "nothing was announced"

    dms = {uid: len(fake.dms_to(uid)) for uid in (ALICE, BOB, CHLOE)}

    bot = await run_bot(db_path)
    for _ in range(200):  # the new bot announces the move once it is ready
        if not await bot.host.db.unannounced():
            break
        await asyncio.sleep(0.02)
    board = latest_board(fake)
    (next_actor,) = waiting(fake)
    assert next_actor != actor and "restarted" in board.content
    assert f"plays {played}" in board.content, "the channel is told what the saved move did"
    assert board.files, "the table is posted again"
    for uid, n in dms.items():
        new = fake.dms_to(uid)[n:]
        if uid == actor:  # only the hand the move changed is sent again
            (hand,) = new
            assert "Your hand" in hand.content
        else:
            assert new == []


def run_bot_process(cwd: Path, **settings: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "LOG_LEVEL"}}
    env.update(settings, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "bot"], cwd=cwd, env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip


def test_without_a_token_the_bot_explains_and_exits_non_zero(tmp_path: Path) -> None:
    # .env.example copied as it is: every setting left empty falls back to its default.
    (tmp_path / ".env").write_text((ROOT / ".env.example").read_text())
    done = run_bot_process(tmp_path)
    assert done.returncode != 0
    assert "DISCORD_TOKEN" in done.stderr and "discord.com/developers" in done.stderr
    assert "applications.commands" in done.stderr
    assert "Create Public Threads" in done.stderr and "Send Messages in Threads" in done.stderr
    assert not (tmp_path / "data").exists(), "nothing is created before the token is checked"


def test_a_bad_setting_is_named_without_a_traceback(tmp_path: Path) -> None:
    done = run_bot_process(tmp_path, DISCORD_TOKEN="x", LOG_LEVEL="loud")
    assert done.returncode != 0
    assert "LOG_LEVEL" in done.stderr and "Traceback" not in done.stderr


async def run_main_against(api: str, tmp_path: Path) -> tuple[int, list[str]]:
    """`python -m bot` with a token, its REST calls sent to `api`; its exit code and stderr lines.
    LOG_LEVEL=ERROR keeps the normal start-up lines out, so only what went wrong is left."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(DISCORD_TOKEN=TOKEN, LOG_LEVEL="ERROR", PYTHONPATH=str(ROOT))
    code = (
        "import sys, discord.http\n"
        f"discord.http.Route.BASE = {api!r}\n"
        "from bot.__main__ import main\n"
        "sys.exit(main())\n"
    )
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, cwd=tmp_path, env=env, stderr=asyncio.subprocess.PIPE
    )
    _, stderr = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode is not None
    return process.returncode, stderr.decode().strip().splitlines()


async def test_without_a_network_the_bot_says_it_cannot_reach_discord(tmp_path: Path) -> None:
    with socket.socket() as s:  # a port nobody listens on: the connection is refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    code, lines = await run_main_against(f"http://127.0.0.1:{port}/api/v10", tmp_path)
    assert code != 0
    (line,) = lines
    assert line.startswith("Cannot reach Discord") and "network" in line


async def test_a_token_discord_refuses_is_named_in_one_line(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    fake.refuse("GET /users/@me", 401, 0)
    code, lines = await run_main_against(f"http://127.0.0.1:{fake.port}/api/v10", tmp_path)
    assert code != 0
    (line,) = lines
    assert "refused the token" in line and "DISCORD_TOKEN" in line and TOKEN not in line


async def test_switching_dev_guild_id_leaves_each_command_registered_once(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    """DEV_GUILD_ID on: the commands on that server alone, none global; off again: global
    alone, the server's taken off; on again: the global ones go. Never every command twice."""
    db_path = tmp_path / "scopes.sqlite3"
    for dev in (GUILD_ID, None, GUILD_ID):
        bot = await run_bot(db_path, dev_guild=dev)
        await bot.close()
        here, other = (str(GUILD_ID), "global") if dev else ("global", str(GUILD_ID))
        assert "play" in fake.scopes[here], (dev, sorted(fake.scopes))
        assert not fake.scopes.get(other), f"{other} still holds the commands (dev {dev})"
