"""Storage for matches, seats and the action log: SQLite (the default) or PostgreSQL."""

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
