"""Storage: SQLite (aiosqlite, WAL) for matches, seats and the action log."""

from storage.db import (
    ActionRow,
    ChannelBusy,
    Database,
    MatchRow,
    Seating,
    SeatRow,
    StaleVersion,
    StoredEvent,
)

__all__ = [
    "ActionRow",
    "ChannelBusy",
    "Database",
    "MatchRow",
    "SeatRow",
    "Seating",
    "StaleVersion",
    "StoredEvent",
]
