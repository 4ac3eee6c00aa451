"""The event loop the bot runs on: uvloop where it is installed (Linux and macOS; it does the
gateway's and the HTTP client's socket work in C), else asyncio's own. The setting
`EVENT_LOOP=asyncio` chooses asyncio's even where uvloop is installed (to compare, or to rule
it out)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def loop_factory(chosen: str = "uvloop") -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's loop maker, or None for asyncio's default."""
    if chosen == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:  # Windows, or an install without it: asyncio's loop serves
        return None
    return uvloop.new_event_loop


def run(main: Coroutine[Any, Any, T], chosen: str = "uvloop") -> T:
    """`asyncio.run(main)` on the `chosen` loop."""
    with asyncio.Runner(loop_factory=loop_factory(chosen)) as runner:
        return runner.run(main)
