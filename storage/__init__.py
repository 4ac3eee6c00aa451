"""Storage: SQLite (aiosqlite, WAL) for matches, seats and the action log."""

from storage.db import ActionRow, ChannelBusy, Database, MatchRow, SeatRow, StaleVersion

__all__ = ["ActionRow", "ChannelBusy", "Database", "MatchRow", "SeatRow", "StaleVersion"]
