"""Storage for matches, seats and the action log: SQLite (the default) or PostgreSQL."""

from storage.db import (
    ActionRow,
    Change,
    ChannelBusy,
    Database,
    Happening,
    MatchRow,
    Seating,
    SeatRow,
    StaleVersion,
    StoredEvent,
    VoteRow,
)
from storage.transaction import Conflict

__all__ = [
    "ActionRow",
    "Change",
    "ChannelBusy",
    "Conflict",
    "Database",
    "Happening",
    "MatchRow",
    "SeatRow",
    "Seating",
    "StaleVersion",
    "StoredEvent",
    "VoteRow",
]
