"""The storage tests' shorthand for the kinds of change `Database.commit` writes: a move, a
take-back, a table noted without a new version."""

from __future__ import annotations

from typing import Any

from storage import MOVE, Change, Database, MatchRow, Move, StaleVersion, StoredEvent, TakeBack


async def save_move(
    db: Database,
    match_id: int,
    *,
    expected_version: int,
    state: str,
    seat: int,
    choice_id: str,
    finished: bool = False,
    chapter_since: int | None = None,
    pinged: dict[int, str] | None = None,
    **move: Any,
) -> MatchRow:
    """A move, saved with the new state; `move`: the rest of `Move` (events, reveals, …), and
    `result`."""
    result = move.pop("result", None)
    change = Change(
        MOVE,
        state=state,
        move=Move(seat, choice_id, **move),
        finished=finished,
        chapter_since=chapter_since,
        pinged=pinged,
        result=result,
    )
    return await db.commit(match_id, expected_version, change)


async def take_back(
    db: Database,
    match_id: int,
    *,
    expected_version: int,
    seq: int,
    state: str,
    chapter_since: int,
    pinged: dict[int, str],
    said: StoredEvent | None = None,
    count: int = 1,
) -> int:
    """Moves from `seq` on taken back (`count` of them); the new version."""
    back = Change(
        "take-back",
        state=state,
        take_back=TakeBack(seq, count, said),
        chapter_since=chapter_since,
        pinged=pinged,
    )
    return (await db.commit(match_id, expected_version, back)).version


async def change(db: Database, match_id: int, expected_version: int, change: Change) -> int:
    return (await db.commit(match_id, expected_version, change)).version


async def set_table(db: Database, match_id: int, version: int, **table: Any) -> bool:
    """Who was pinged and the deadlines as of `version`, without a new one; False if the match
    moved on."""
    try:
        await db.commit(match_id, version, Change("table", bump=False, **table))
    except StaleVersion:
        return False
    return True
