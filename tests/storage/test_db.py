"""Storage: one active match per channel, versioned moves, and nothing lost on reopening."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from storage import ChannelBusy, Database, Seating, StaleVersion
from storage.migrations import MIGRATIONS


async def lobby(db: Database, channel: int = 7, host: int = 1) -> int:
    match = await db.create_lobby(guild_id=3, channel_id=channel, game_id="revolt",
                                  host_user_id=host, host_name="Host", options={"a": 1})
    return match.id


async def running(db: Database) -> int:
    match_id = await lobby(db)
    await db.start_match(match_id, seed=42, state='{"n": 0}')
    return match_id


async def test_migrations_run_once_and_enable_wal(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "bot.sqlite3"
    db = await Database.open(path)
    await db.close()
    db = await Database.open(path)  # a second start applies nothing twice
    await db.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == MIGRATIONS[-1][0]
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_a_move_is_durable_before_it_is_acknowledged(tmp_path: Path) -> None:
    """WAL with synchronous=FULL: each commit reaches the disk, so a move a player was told
    "Done" about survives a power cut (NORMAL could drop the last ones)."""
    db = await Database.open(tmp_path / "db.sqlite3")
    async with db._conn.execute("PRAGMA synchronous") as cur:
        assert (await cur.fetchone())[0] == 2  # FULL
    await db.close()


async def test_one_active_match_per_channel(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    first = await lobby(db)
    with pytest.raises(ChannelBusy):
        await lobby(db)
    await lobby(db, channel=8)  # another channel is free
    assert await db.end_match(first, "aborted")
    await lobby(db)  # free again once the first is over
    await db.close()


async def test_lobby_seats_stay_numbered_from_zero(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await lobby(db)
    assert await db.add_seat(match_id, 2, "Two", 5) is Seating.SEATED
    assert await db.add_seat(match_id, 3, "Three", 5) is Seating.SEATED
    assert await db.add_seat(match_id, 2, "Two again", 5) is Seating.ALREADY, "one seat per user"
    assert await db.remove_seat(match_id, 2)
    assert [(s.seat, s.user_id) for s in await db.seats(match_id)] == [(0, 1), (1, 3)]
    assert not await db.remove_seat(match_id, 2)
    await db.start_match(match_id, seed=1, state="{}")
    assert await db.add_seat(match_id, 4, "Late", 5) is Seating.CLOSED, "the lobby has closed"
    await db.close()


async def test_racing_joins_never_seat_more_than_the_table_holds(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await lobby(db)  # the host holds seat 0 of 3
    results = await asyncio.gather(
        *(db.add_seat(match_id, user, f"U{user}", 3) for user in (2, 3, 4, 5, 2, 3))
    )
    assert results.count(Seating.SEATED) == 2
    assert Seating.FULL in results and Seating.CLOSED not in results
    seats = await db.seats(match_id)
    assert [s.seat for s in seats] == [0, 1, 2], "three seats, numbered from zero"
    assert len({s.user_id for s in seats}) == 3
    await db.close()


async def test_two_moves_on_the_same_version_only_one_applies(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await running(db)
    results = await asyncio.gather(
        db.save_move(match_id, expected_version=1, state='{"n": 1}', seat=0, choice_id="a"),
        db.save_move(match_id, expected_version=1, state='{"n": 2}', seat=1, choice_id="b"),
        return_exceptions=True,
    )
    assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "int"]
    match = await db.get_match(match_id)
    assert match is not None and match.version == 2
    winner = 0 if results[0] == 2 else 1
    assert match.state == ['{"n": 1}', '{"n": 2}'][winner]
    assert [a.choice_id for a in await db.actions(match_id)] == [["a", "b"][winner]]
    await db.close()


async def test_two_processes_racing_on_one_file_only_one_applies(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    a, b = await Database.open(path), await Database.open(path)
    match_id = await running(a)
    await a.save_move(match_id, expected_version=1, state="{}", seat=0, choice_id="x")
    with pytest.raises(StaleVersion):
        await b.save_move(match_id, expected_version=1, state="{}", seat=1, choice_id="y")
    await a.close()
    await b.close()


async def test_reopening_resumes_every_match_exactly(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    db = await Database.open(path)
    match_id = await running(db)
    for version in range(1, 6):
        await db.save_move(match_id, expected_version=version, state=f'{{"n": {version}}}',
                           seat=version % 3, choice_id=f"c{version}")
    # No close(): the process dies. Committed moves must all be there.
    crashed, db = db, None
    again = await Database.open(path)
    match = await again.active_match(7)
    assert match is not None and match.id == match_id
    assert (match.status, match.version, match.state, match.seed) == ("running", 6, '{"n": 5}',
                                                                       42)
    assert match.options == {"a": 1}
    assert [a.seq for a in await again.actions(match_id)] == [1, 2, 3, 4, 5]
    await again.close()
    await crashed.close()


async def test_a_finished_match_takes_no_more_moves(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await running(db)
    await db.save_move(match_id, expected_version=1, state="{}", seat=0, choice_id="end",
                       finished=True)
    match = await db.get_match(match_id)
    assert match is not None and match.status == "finished"
    assert await db.active_match(7) is None
    with pytest.raises(StaleVersion):
        await db.save_move(match_id, expected_version=2, state="{}", seat=0, choice_id="more")
    await db.close()


async def test_closed_dms_are_noted_once(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await running(db)
    assert await db.mark_dm_closed(match_id, 1)
    assert not await db.mark_dm_closed(match_id, 1)
    assert (await db.seats(match_id))[0].dm_closed
    await db.close()


async def test_a_move_not_yet_announced_is_remembered(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await running(db)
    await db.mark_announced(match_id, 1)
    assert await db.unannounced() == []
    await db.save_move(match_id, expected_version=1, state="{}", seat=0, choice_id="a")
    assert await db.unannounced() == [match_id], "saved, then the bot stopped before posting"
    await db.mark_announced(match_id, 2)
    await db.mark_announced(match_id, 1)  # a late, older delivery changes nothing
    assert await db.unannounced() == []
    await db.close()


async def test_upgrading_a_database_does_not_repeat_old_moves(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with sqlite3.connect(path) as raw:  # a file written before migration 2 existed
        raw.executescript(MIGRATIONS[0][1] + "; PRAGMA user_version = 1;")
        raw.execute("INSERT INTO matches (channel_id, game_id, status, host_user_id, state,"
                    " version, created_at, updated_at) VALUES (7, 'revolt', 'running', 1, '{}',"
                    " 9, 'then', 'then')")
    db = await Database.open(path)
    assert await db.unannounced() == []
    await db.close()


async def test_taking_back_removes_only_the_latest_move_at_the_version_read(
    tmp_path: Path,
) -> None:
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await running(db)
    v2 = await db.save_move(match_id, expected_version=1, state='{"n": 1}', seat=0,
                            choice_id="a", events=[("{s0} plays a", None)], active=[0])
    v3 = await db.save_move(match_id, expected_version=v2, state='{"n": 2}', seat=1,
                            choice_id="b", reveals="it drew a card", active=[1, 2])
    first, second = await db.actions(match_id)
    assert (first.reveals, first.active) == (None, [0])
    assert (second.reveals, second.active) == ("it drew a card", [1, 2])
    taking = {"state": '{"n": 1}', "chapter_since": 1, "pinged": {1: "h"},
              "said": ("{s1} took back: b", None)}
    with pytest.raises(StaleVersion):  # a button from before the second move
        await db.take_back(match_id, expected_version=v2, seq=second.seq, **taking)
    with pytest.raises(StaleVersion):  # only the latest move goes
        await db.take_back(match_id, expected_version=v3, seq=first.seq, **taking)
    assert await db.last_action(match_id) == second, "a refused take-back changes nothing"
    v4 = await db.take_back(match_id, expected_version=v3, seq=second.seq, **taking)
    match = await db.get_match(match_id)
    assert match is not None and (match.version, match.state, match.pinged) == (
        v4, '{"n": 1}', {1: "h"}
    )
    (left,) = await db.actions(match_id)
    assert left.events == [("{s0} plays a", None), ("{s1} took back: b", None)]
    assert await db.save_move(match_id, expected_version=v4, state="{}", seat=1,
                              choice_id="c") == v4 + 1
    assert [a.seq for a in await db.actions(match_id)] == [1, v4], "the undone number unused"
    await db.close()


async def test_moves_stored_before_take_backs_existed_stand(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with sqlite3.connect(path) as raw:  # a file written before migration 5 existed
        for number, sql in MIGRATIONS[:4]:
            raw.executescript(sql + f"; PRAGMA user_version = {number};")
        raw.execute("INSERT INTO matches (channel_id, game_id, status, host_user_id, state,"
                    " version, created_at, updated_at) VALUES (7, 'revolt', 'running', 1, '{}',"
                    " 2, 'then', 'then')")
        raw.execute("INSERT INTO actions (match_id, seq, seat, choice_id, at)"
                    " VALUES (1, 1, 0, 'play:N1', 'then')")
    db = await Database.open(path)
    last = await db.last_action(1)
    assert last is not None and last.reveals and last.active == []
    await db.close()
