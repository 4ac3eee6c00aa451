"""The strong stand-in's searches in a worker process of their own, so a second or two of
thinking never holds the event loop, nor the drawing workers: the bot answers everyone else
while a bot thinks. One worker (a small machine has two cores, and the drawing workers share
them); several matches' bots waiting at once take turns. The quick level is answered at once,
in the bot's own process. A worker that died is replaced by the next decision, which is thought
out in a thread meanwhile."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from collections.abc import Awaitable, Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

import players
from bot.host.core import advise_here, think_here
from players.coach import Advice, advise

T = TypeVar("T")

log = logging.getLogger(__name__)


def _started() -> ProcessPoolExecutor:
    """A running worker (blocking: called in a thread). Forked from a fork server, never from
    the running bot."""
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("forkserver"))
    pool.submit(os.getpid).result()
    return pool


class Thinker:
    """`think` is the host's `Core.think`, `advise` its `Core.advise` (bot/host/core.py): a
    player's hint waits its turn with the stand-ins' searches, in the same worker."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._starting = asyncio.Lock()

    async def think(self, ask: players.Ask) -> str:
        if ask.level == "quick":
            return players.decide(ask)
        return await self._worked_out(players.decide, ask, think_here)

    async def advise(self, ask: players.Ask) -> Advice:
        return await self._worked_out(advise, ask, advise_here)

    async def _worked_out(
        self,
        work: Callable[[players.Ask], T],
        ask: players.Ask,
        here: Callable[[players.Ask], Awaitable[T]],
    ) -> T:
        """`work(ask)` in the worker; `here` when the worker died (a new one next time)."""
        async with self._starting:
            if self._pool is None:
                self._pool = await asyncio.to_thread(_started)
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, work, ask)
        except BrokenProcessPool:  # killed, out of memory: a new worker next time
            log.warning("the thinking worker died; starting a new one")
            self.close()
            return await here(ask)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
