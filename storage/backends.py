"""Which store a database target names: a SQLite file (a path) or a PostgreSQL server (a
`postgresql://` URL). Beside the backends, not under them: each imports storage.transaction,
and this module imports them."""

from __future__ import annotations

from pathlib import Path

from storage.sqlite import SqliteStore
from storage.transaction import Store


def is_postgres_url(target: str | Path) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


async def open_store(target: str | Path, upto: int | None = None) -> Store:
    """The store `target` names, with the migrations applied up to `upto` (all of them by
    default)."""
    if isinstance(target, str) and "://" in target and not is_postgres_url(target):
        # Not repeated in the message: a URL may hold a password.
        raise ValueError("a database URL must start with postgresql://")
    if is_postgres_url(target):
        from storage.postgres import PostgresStore  # asyncpg is loaded only when it is used

        return await PostgresStore.open(str(target), upto)
    return await SqliteStore.open(Path(target), upto)
