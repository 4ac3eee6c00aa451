"""`python -m benchmarks startup`: how fast the bot serves again after a restart on a database
of many stored matches, and what memory it holds then. The bot runs in a process of its own
(`benchmarks/loadbot.py`), built as production builds it; the time runs from launching that
process to the first interaction answered (an autocomplete, sent as soon as the gateway is up
and again until answered), with the steps the fake Discord sees on the way: the login (after
the imports), the commands synced (after the database is opened), the gateway's IDENTIFY."""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
import time
from pathlib import Path

from benchmarks import stored
from benchmarks.botprocess import BotProcess
from tests.e2e.fake_discord import FakeDiscord

PROBE_USER = 999
SETTLE_S = 3.0  # after the first answer: the guild is ready (discord.py waits 2 s by default)
LOGIN = "GET /users/@me"
SYNC = "PUT /applications/{id}/guilds/{id}/commands"


async def run(total: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "stored.sqlite3"
        begun = time.perf_counter()
        statuses = await stored.build(path, total)
        built_s = time.perf_counter() - begun
        fake = FakeDiscord(light=True)
        await fake.start()
        fake.add_user(PROBE_USER, "Probe")
        bot = await BotProcess.launch(fake.port, path)
        try:
            answered = await bot.first_answer(fake, PROBE_USER)
            at_answer = bot.usage()
            await asyncio.sleep(SETTLE_S)
            settled = bot.usage()
        finally:
            exit_code = await bot.stop()
            await fake.stop()

        def since_launch(at: float | None) -> float | None:
            return None if at is None else round(at - bot.launched_at, 3)

        return {
            "mode": "startup",
            "cores": os.cpu_count(),
            "stored_matches": statuses,
            "db_mb": round(path.stat().st_size / 2**20, 1) if path.exists() else None,
            "built_s": round(built_s, 1),
            "first_answer_s": since_launch(answered.done_at),
            "login_s": since_launch(fake.first_request.get(LOGIN)),
            "commands_synced_s": since_launch(fake.first_request.get(SYNC)),
            "gateway_identified_s": since_launch(fake.identified_at or None),
            "rss_mb_at_first_answer": round(at_answer.rss_mb, 1),
            f"rss_mb_{SETTLE_S:g}s_later": round(settled.rss_mb, 1),
            "children_rss_mb": round(settled.children_rss_mb, 1),
            "total_pss_mb": round(settled.total_pss_mb, 1),
            "bot_exit_code": exit_code,
            "bot_error_log_lines": bot.error_lines,
            "bot_error_log_first": bot.errors,
        }


async def main(total: int) -> None:
    f = await run(total)
    print(
        f"startup: {f['stored_matches']} stored, {f['cores']} cores: first interaction answered "
        f"{f['first_answer_s']} s after launch (login {f['login_s']} s, commands synced "
        f"{f['commands_synced_s']} s, gateway {f['gateway_identified_s']} s); "
        f"RSS {f['rss_mb_at_first_answer']} MB",
        flush=True,
    )
    print(json.dumps(f), flush=True)
