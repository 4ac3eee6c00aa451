"""The bot's own process as the bench sees it: launched (`benchmarks/loadbot.py`), watched from
/proc (its RSS and CPU, and apart those of its child processes, should it draw in workers), its
ERROR log lines counted, its garbage collector's CPU read from the lines it reports, and stopped
with SIGTERM."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.e2e.fake_discord import FakeDiscord, Interaction

ROOT = Path(__file__).resolve().parents[1]
TICKS = os.sysconf("SC_CLK_TCK")
SAMPLE_EVERY = 0.5  # seconds between two RSS samples
KEPT_ERRORS = 5  # ERROR lines kept to show; all are counted


def _mb(path: str, key: str) -> float:
    """A "Key:   1234 kB" line of a /proc file, in MB (0 once the process is gone)."""
    try:
        with open(path) as f:
            line = next((x for x in f if x.startswith(key)), f"{key} 0 kB")
    except OSError:
        return 0.0
    return int(line.split()[1]) / 1024


def rss_mb(pid: int) -> float:
    """Resident memory, from /proc/<pid>/status."""
    return _mb(f"/proc/{pid}/status", "VmRSS:")


def pss_mb(pid: int) -> float:
    """Proportional memory (/proc/<pid>/smaps_rollup): pages shared between the bot and its
    drawing workers counted once in all, where RSS counts them in each process."""
    return _mb(f"/proc/{pid}/smaps_rollup", "Pss:")


def cpu_s(pid: int) -> tuple[float, float]:
    """CPU seconds (user + system) of the process, and of its children it has reaped."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0, 0.0
    utime, stime, cutime, cstime = (int(x) for x in fields[11:15])
    return (utime + stime) / TICKS, (cutime + cstime) / TICKS


def descendants(pid: int) -> list[int]:
    """Every process below `pid` (the kernel has no children list here: /proc is scanned)."""
    parents: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            with contextlib.suppress(OSError, IndexError):
                with open(f"/proc/{entry.name}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                parents.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


@dataclass
class Usage:
    """The bot process at one moment: its RSS, and its children's together; CPU seconds so far."""

    rss_mb: float
    children_rss_mb: float
    total_pss_mb: float  # the bot and its children together, shared pages counted once
    cpu_s: float
    children_cpu_s: float
    gc_s: float = 0.0  # of `cpu_s`, the garbage collector's, as last reported (`GcClock`)
    gc_collections: int = 0


@dataclass
class BotProcess:
    proc: asyncio.subprocess.Process
    launched_at: float  # perf_counter just before the launch
    samples: list[Usage] = field(default_factory=list)
    error_lines: int = 0
    errors: list[str] = field(default_factory=list)
    gc: tuple[int, float] = (0, 0.0)  # collections and their CPU seconds, as last reported
    _children_cpu: dict[int, float] = field(default_factory=dict)  # last seen, per child
    _tasks: list[asyncio.Task[None]] = field(default_factory=list)

    @classmethod
    async def launch(cls, port: int, db_path: Path) -> BotProcess:
        launched_at = time.perf_counter()
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "benchmarks.loadbot", "--port", str(port), "--db", str(db_path),
            cwd=ROOT, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        bot = cls(proc, launched_at)
        bot._tasks = [asyncio.create_task(bot._read_log()), asyncio.create_task(bot._sample())]
        return bot

    def usage(self) -> Usage:
        pid = self.proc.pid
        own, reaped = cpu_s(pid)
        children = descendants(pid)
        for child in children:
            self._children_cpu[child] = sum(cpu_s(child))
        return Usage(
            rss_mb=rss_mb(pid),
            children_rss_mb=sum(rss_mb(c) for c in children),
            total_pss_mb=sum(pss_mb(p) for p in (pid, *children)),
            cpu_s=own,
            children_cpu_s=max(reaped, sum(self._children_cpu.values())),
            gc_s=self.gc[1],
            gc_collections=self.gc[0],
        )

    async def _sample(self) -> None:
        while self.proc.returncode is None:
            self.samples.append(self.usage())
            await asyncio.sleep(SAMPLE_EVERY)

    async def _read_log(self) -> None:
        assert self.proc.stderr is not None
        async for raw in self.proc.stderr:
            line = raw.decode(errors="replace").rstrip()
            if line.startswith("GC "):  # `loadbot.GcClock.report`
                collections, seconds = line.split()[1:]
                self.gc = (int(collections), float(seconds))
            elif line.startswith(("ERROR", "CRITICAL", "Traceback")):
                self.error_lines += 1
                if len(self.errors) < KEPT_ERRORS:
                    self.errors.append(line[:300])

    async def first_answer(self, fake: FakeDiscord, user: int, within: float = 60) -> Interaction:
        """An autocomplete sent as soon as the gateway is up, again until one is answered: the
        moment the bot serves its first interaction."""
        async with asyncio.timeout(within):
            while not (fake.sessions and "play" in fake.commands):
                if self.proc.returncode is not None:
                    raise RuntimeError(f"the bot exited ({self.proc.returncode}): {self.errors}")
                await asyncio.sleep(0.005)
            while True:
                with contextlib.suppress(TimeoutError):
                    return await fake.complete(
                        user, "play", "choice", at=fake.text_channels[0], timeout=0.25, choice=""
                    )

    async def stop(self, within: float = 30) -> int | None:
        """SIGTERM, as a deployment stops the bot; its exit code (None: it had to be killed)."""
        code: int | None
        self.proc.send_signal(signal.SIGTERM)
        try:
            code = await asyncio.wait_for(self.proc.wait(), within)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
            code = None
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        return code
