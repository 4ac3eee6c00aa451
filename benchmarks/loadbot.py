"""The real bot in a process of its own, for `python -m benchmarks load` and `startup`: built as
production builds it (`GameBot(settings)`, no test-only client options), with discord.py's REST
base and gateway pointed at the fake Discord listening on `--port`, on the SQLite file `--db`.
SIGTERM closes it cleanly (`bot.close()`), as a deployment stops it.

    python -m benchmarks.loadbot --port 8123 --db /tmp/load.sqlite3
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
from pathlib import Path

from bot import loop
from bot.app import GameBot
from tests.e2e.harness import TOKEN, point_at_port, settings_for


async def serve(port: int, db_path: Path) -> None:
    point_at_port(port)
    async with GameBot(settings_for(db_path)) as bot:
        closing: set[asyncio.Task[None]] = set()
        asyncio.get_running_loop().add_signal_handler(
            signal.SIGTERM, lambda: closing.add(asyncio.create_task(bot.close()))
        )
        await bot.start(TOKEN)
        await asyncio.gather(*closing)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True, help="the fake Discord's port")
    parser.add_argument("--db", type=Path, required=True, help="the SQLite file")
    args = parser.parse_args()
    # The bench counts the ERROR lines; their level leads each line.
    logging.basicConfig(
        level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr
    )
    loop.run(serve(args.port, args.db), os.environ.get("EVENT_LOOP", "uvloop"))


if __name__ == "__main__":
    main()
