"""The real bot in a process of its own, for `python -m benchmarks load` and `startup`: built as
production builds it (`GameBot(settings)`, no test-only client options), with discord.py's REST
base and gateway pointed at the fake Discord listening on `--port`, on the SQLite file `--db`.
SIGTERM closes it cleanly (`bot.close()`), as a deployment stops it.

    python -m benchmarks.loadbot --port 8123 --db /tmp/load.sqlite3
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import signal
import sys
import time
from pathlib import Path

from bot import loop
from bot.app import GameBot
from tests.e2e.harness import TOKEN, point_at_port, settings_for

GC_EVERY = 0.25  # seconds between two reports of the garbage collector's figures


class GcClock:
    """The garbage collector's collections and the CPU they took, from `gc.callbacks` (on the
    thread that set each one off): the bench reads them from the lines `report` writes."""

    def __init__(self) -> None:
        self.collections = 0
        self.seconds = 0.0
        self._began = 0.0
        gc.callbacks.append(self._heard)

    def _heard(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.thread_time()
        else:
            self.collections += 1
            self.seconds += time.thread_time() - self._began

    async def report(self) -> None:
        """A line `GC <collections> <seconds>` on stderr every `GC_EVERY` seconds."""
        while True:
            print(f"GC {self.collections} {self.seconds:.4f}", file=sys.stderr, flush=True)
            await asyncio.sleep(GC_EVERY)


async def serve(port: int, db_path: Path) -> None:
    point_at_port(port)
    gc_clock = GcClock()
    async with GameBot(settings_for(db_path)) as bot:
        reporting = asyncio.create_task(gc_clock.report())
        closing: set[asyncio.Task[None]] = set()
        asyncio.get_running_loop().add_signal_handler(
            signal.SIGTERM, lambda: closing.add(asyncio.create_task(bot.close()))
        )
        await bot.start(TOKEN)
        await asyncio.gather(*closing)
        reporting.cancel()


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
