"""Drawing a delivery's pictures in worker processes, so Pillow never holds the event loop's
core: the bot answers interactions while another core draws. A picture's recipe is plain data
(a render function and a view), sent to a worker; at most `BACKLOG` pictures per worker wait,
so a burst of moves slows deliveries down instead of piling up views in memory. With no workers
(the tests' setting, or a pool that broke) pictures are drawn in a thread, as before.

The workers end with the bot, however it ended (even SIGKILL): each watches the bot's process
and exits when it is gone. With them gone, the fork server and multiprocessing's resource
tracker see their pipes close and end too, so a dead bot leaves no process behind."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import select
import signal
import threading
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from bot.host import Item, Picture
from bot.host.outbox import pictures_of
from games import registry

log = logging.getLogger(__name__)
BACKLOG = 2  # pictures waiting per worker, beyond those being drawn


def _end_with(bot: int) -> None:
    """In a worker, first: leave Ctrl-C to the bot (which closes the pool), and exit as soon
    as the bot's process is gone (the fork server, the worker's parent, outlives it)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch, args=(bot,), name="watch-bot", daemon=True).start()


def _watch(bot: int) -> None:
    try:
        handle = os.pidfd_open(bot)  # readable once the process has ended
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):  # no pidfds (not Linux, or before 5.3): look each second
        with contextlib.suppress(ProcessLookupError):
            while True:
                time.sleep(1.0)
                os.kill(bot, 0)  # raises once it is gone
    else:
        select.select([handle], [], [])
    os._exit(0)


def _drawn(picture: Picture) -> bytes:
    """In the worker: the picture drawn (empty if it cannot be, see `Picture.data`)."""
    return picture.data


def _preloaded() -> list[str]:
    """What every worker needs, imported once in the fork server and shared by all of them."""
    return ["bot.host.reports", *(f"render.{game.meta.id}" for game in registry.all())]


class Drawer:
    """The worker processes and the queue in front of them."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = (os.cpu_count() or 1) if workers is None else workers
        self._pool: ProcessPoolExecutor | None = None
        self._room = asyncio.Semaphore(max(1, self.workers) * (1 + BACKLOG))
        self._starting = asyncio.Lock()
        self.queued = 0  # pictures being drawn or waiting for a worker, for the health line

    def _started(self) -> ProcessPoolExecutor:
        """A pool with its workers running. Blocking: the fork server imports the renderers
        before it forks the first worker, so this runs in a thread, never on the event loop."""
        context = multiprocessing.get_context("forkserver")  # never fork the running bot
        context.set_forkserver_preload(_preloaded())
        pool = ProcessPoolExecutor(
            self.workers, mp_context=context, initializer=_end_with, initargs=(os.getpid(),)
        )
        for started in [pool.submit(os.getpid) for _ in range(self.workers)]:
            started.result()
        return pool

    async def _ready(self) -> ProcessPoolExecutor:
        async with self._starting:
            if self._pool is None:
                self._pool = await asyncio.to_thread(self._started)
            return self._pool

    async def warm_up(self) -> None:
        """Start the workers now, so the first move after start-up does not wait for them."""
        if self.workers:
            await self._ready()

    async def draw(self, items: Iterable[Item]) -> None:
        """Draw every picture of `items` not drawn yet; each keeps its bytes."""
        pictures = [p for p in pictures_of(items) if not p.drawn]
        if not self.workers:
            await asyncio.to_thread(lambda: [p.data for p in pictures])
            return
        await asyncio.gather(*(self._one(p) for p in pictures))

    async def picture(self, picture: Picture) -> bytes:
        """One picture drawn (in a worker, as the thread's are), its bytes: what a front end
        draws beside the thread (a page's table between two of the thread's boards, a hand)."""
        if not picture.drawn:
            if self.workers:
                await self._one(picture)
            else:
                await asyncio.to_thread(lambda: picture.data)
        return picture.data

    async def _one(self, picture: Picture) -> None:
        self.queued += 1
        try:
            await self._in_a_worker(picture)
        finally:
            self.queued -= 1

    async def _in_a_worker(self, picture: Picture) -> None:
        async with self._room:
            pool = await self._ready()
            try:
                data = await asyncio.get_running_loop().run_in_executor(pool, _drawn, picture)
            except BrokenProcessPool:  # a worker died (killed, out of memory): start afresh
                log.warning("a drawing worker died; starting new ones")
                self.close()
                data = await asyncio.to_thread(lambda: picture.data)
            except Exception:  # a recipe a worker cannot receive: draw it here instead
                log.exception("could not send %s to a worker; drawn here", picture.filename)
                data = await asyncio.to_thread(lambda: picture.data)
        picture.keep(data)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
