"""A throwaway PostgreSQL server for the storage tests and the benchmark: `initdb` and `pg_ctl`
(on PATH or under /usr/lib/postgresql/*/bin) make a cluster in a temporary folder, listening on
127.0.0.1 on a free port, trusted, gone when the block ends. As root it runs as the `postgres`
user, since PostgreSQL refuses to run as root."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class Unavailable(Exception):
    """Why no PostgreSQL server could be had here."""


def _binaries() -> Path:
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if versions:
        return Path(versions[-1]).parent
    raise Unavailable(
        "no initdb/pg_ctl on PATH or under /usr/lib/postgresql/*/bin"
        " (Debian: apt-get install postgresql; .ci/run installs it)"
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def throwaway_cluster(durable: bool = False) -> Iterator[str]:
    """A running server's URL. `durable` False turns fsync off: the tests never pull the plug,
    and want speed; the benchmark measures a durable server."""
    bin_dir = _binaries()
    as_user: list[str] = []
    if os.geteuid() == 0:
        if shutil.which("runuser") is None:
            raise Unavailable("running as root without runuser to start PostgreSQL as postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    home = Path(tempfile.mkdtemp(prefix="pg-"))
    data, port = home / "data", _free_port()
    try:
        if as_user:
            shutil.chown(home, "postgres")

        def run(tool: str, *args: str) -> None:
            done = subprocess.run(
                [*as_user, str(bin_dir / tool), *args], capture_output=True, text=True, check=False
            )
            if done.returncode != 0:
                log = home / "log"
                raise Unavailable(
                    f"{tool} failed: {done.stderr.strip()}"
                    + (f"\n{log.read_text()[-2000:]}" if log.exists() else "")
                )

        run("initdb", "--no-sync", "--auth=trust", "-E", "UTF8", "-U", "postgres", "-D", str(data))
        settings = f"-c listen_addresses=127.0.0.1 -p {port} -k {home} -c max_connections=200"
        if not durable:
            settings += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        run("pg_ctl", "-D", str(data), "-l", str(home / "log"), "-w", "-o", settings, "start")
        try:
            yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
        finally:
            run("pg_ctl", "-D", str(data), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(home, ignore_errors=True)
