"""Telling a database that blinked from a database that said no, whichever the driver.

An outage (the server down, restarting, out of connections, a dropped connection, a locked
SQLite file) passes: whoever met it waits and tries again. A refusal (a wrong password, an
unknown user or database) does not: no retry changes it, the operator must. asyncpg is looked
at only when it was loaded, so a SQLite bot never imports it."""

from __future__ import annotations

import sqlite3
import sys

# sqlite3.OperationalError messages that mean "not now", not "wrong SQL".
SQLITE_PASSING = ("database is locked", "unable to open", "disk i/o error", "database is busy")


def is_outage(error: BaseException) -> bool:
    """Whether `error` says the database cannot be reached for the moment."""
    if isinstance(error, OSError | TimeoutError):  # refused, reset, unknown host (yet)
        return True
    if isinstance(error, sqlite3.OperationalError):
        return str(error).lower().startswith(SQLITE_PASSING)
    asyncpg = sys.modules.get("asyncpg")
    if asyncpg is None:
        return False
    passing = (
        asyncpg.PostgresConnectionError,  # the connection dropped or could not be made
        asyncpg.exceptions.OperatorInterventionError,  # starting up, shutting down
        asyncpg.exceptions.InsufficientResourcesError,  # too many connections, disk full
    )
    if isinstance(error, passing):
        return True
    return isinstance(error, asyncpg.InterfaceError) and "connection is closed" in str(error)


def is_refusal(error: BaseException) -> bool:
    """Whether the server answered but refused these settings: the password, the user, the
    database's name."""
    asyncpg = sys.modules.get("asyncpg")
    return asyncpg is not None and isinstance(
        error,
        asyncpg.InvalidAuthorizationSpecificationError | asyncpg.InvalidCatalogNameError,
    )
