"""Storage for matches, seats and the action log: SQLite (the default) or PostgreSQL."""

from storage.db import (
    STAND_IN_ID,
    ActionRow,
    Change,
    ChannelBusy,
    Database,
    Finished,
    Happening,
    MatchRow,
    Rating,
    Result,
    ResultSeat,
    Seating,
    SeatRow,
    Skill,
    StaleVersion,
    StoredEvent,
    VoteRow,
)
from storage.transaction import Conflict

__all__ = [
    "STAND_IN_ID",
    "ActionRow",
    "Change",
    "ChannelBusy",
    "Conflict",
    "Database",
    "Finished",
    "Happening",
    "MatchRow",
    "Rating",
    "Result",
    "ResultSeat",
    "SeatRow",
    "Seating",
    "Skill",
    "StaleVersion",
    "StoredEvent",
    "VoteRow",
]
