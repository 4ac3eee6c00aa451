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
    VoteRow,
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
    "VoteRow",
]
