"""Storage: one active match per channel, versioned moves, and nothing lost on reopening. The
tests taking `opener` run on SQLite and on PostgreSQL alike (see conftest.py)."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path

import pytest

from storage import (
    MOVE,
    Change,
    ChannelBusy,
    Conflict,
    Database,
    MatchRow,
    Move,
    Seating,
    StaleVersion,
    VoteRow,
)
from storage.migrations import MIGRATIONS
from storage.postgres import without_password
from storage.transaction import Tx
from tests.storage.conftest import Opener
from tests.storage.writes import change, save_move, set_table, take_back

SNOWFLAKE = 1_234_567_890_123_456_789  # Discord ids need 64 bits
ROOT = Path(__file__).resolve().parents[2]


async def lobby(db: Database, channel: int = 7, host: int = 1) -> int:
    match = await db.create_lobby(guild_id=3, channel_id=channel, game_id="revolt",
                                  host_user_id=host, host_name="Host", options={"a": 1})
    return match.id


async def running(db: Database, channel: int = 7) -> int:
    match_id = await lobby(db, channel)
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
    row = await db._store.write(lambda tx: tx.fetchone("PRAGMA synchronous"))
    assert row is not None and row[0] == 2  # FULL
    await db.close()


async def test_a_read_is_answered_while_a_write_is_under_way(tmp_path: Path) -> None:
    """Reads have their own connection: a board is never held up by another match's write,
    and sees none of it until it is committed."""
    db = await Database.open(tmp_path / "db.sqlite3")
    match_id = await running(db)
    written, release = asyncio.Event(), asyncio.Event()

    async def slow_write(tx: Tx) -> None:
        await tx.execute("UPDATE matches SET pace = 'live' WHERE id = ?", (match_id,))
        written.set()
        await release.wait()  # holds the transaction open until the read has been answered

    writing = asyncio.ensure_future(db._store.write(slow_write))
    await written.wait()
    match = await db.get_match(match_id)
    assert match is not None and match.pace == "none", "the write is not committed yet"
    assert not writing.done()
    release.set()
    await writing
    match = await db.get_match(match_id)
    assert match is not None and match.pace == "live", "a read after a write sees it"
    await db.close()


async def test_processes_starting_at_once_both_open_the_database(opener: Opener) -> None:
    a, b = await asyncio.gather(opener(), opener())  # the migrations are applied once
    again = await opener()  # and a later start applies nothing twice
    match_id = await lobby(a)
    match = await b.get_match(match_id)
    assert match is not None and match.status == "lobby"
    for db in (a, b, again):
        await db.close()


async def test_one_active_match_per_channel(opener: Opener) -> None:
    db = await opener()
    first = await lobby(db)
    with pytest.raises(ChannelBusy):
        await lobby(db)
    await lobby(db, channel=8)  # another channel is free
    assert await db.close_lobby(first, "aborted")
    await lobby(db)  # free again once the first is over
    await db.close()


async def test_a_channel_is_told_a_thing_once_across_restarts_and_processes(
    opener: Opener,
) -> None:
    a, b = await opener(), await opener()
    told = await asyncio.gather(*(db.tell_once(7, "no-threads") for db in (a, b, a)))
    assert sorted(told) == [False, False, True], "one of three at once tells it"
    await a.close()
    a = await opener()  # a restart
    assert not await a.tell_once(7, "no-threads")
    assert await a.tell_once(7, "permissions") and await a.tell_once(8, "no-threads")
    await a.close()
    await b.close()


async def test_two_processes_opening_one_channel_at_once_get_one_match(opener: Opener) -> None:
    a, b = await opener(), await opener()
    results = await asyncio.gather(lobby(a, SNOWFLAKE), lobby(b, SNOWFLAKE),
                                   return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["ChannelBusy", "int"]
    match = await b.active_match(SNOWFLAKE)
    assert match is not None and match.id in results
    await a.close()
    await b.close()


async def test_lobby_seats_stay_numbered_from_zero(opener: Opener) -> None:
    db = await opener()
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


async def test_racing_joins_never_seat_more_than_the_table_holds(opener: Opener) -> None:
    db = await opener()
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


async def test_racing_joins_in_two_processes_never_over_seat(opener: Opener) -> None:
    a, b = await opener(), await opener()
    match_id = await lobby(a)  # the host holds seat 0 of 4
    users = range(SNOWFLAKE, SNOWFLAKE + 8)
    results = await asyncio.gather(
        *((a, b)[user % 2].add_seat(match_id, user, f"U{user}", 4) for user in users),
        *(b.add_seat(match_id, user, "again", 4) for user in users),
    )
    assert results.count(Seating.SEATED) == 3
    seats = await a.seats(match_id)
    assert [s.seat for s in seats] == [0, 1, 2, 3], "four seats, numbered from zero"
    assert len({s.user_id for s in seats}) == 4, "nobody seated twice"
    await a.close()
    await b.close()


async def test_two_moves_on_the_same_version_only_one_applies(opener: Opener) -> None:
    db = await opener()
    match_id = await running(db)
    results = await asyncio.gather(
        save_move(db, match_id, expected_version=1, state='{"n": 1}', seat=0, choice_id="a"),
        save_move(db, match_id, expected_version=1, state='{"n": 2}', seat=1, choice_id="b"),
        return_exceptions=True,
    )
    assert sorted(type(r).__name__ for r in results) == ["MatchRow", "StaleVersion"]
    match = await db.get_match(match_id)
    assert match is not None and match.version == 2
    winner = 0 if isinstance(results[0], MatchRow) else 1
    assert results[winner] == match, "the saved match is returned as written"
    assert match.state == ['{"n": 1}', '{"n": 2}'][winner]
    assert [a.choice_id for a in await db.actions(match_id)] == [["a", "b"][winner]]
    await db.close()


async def test_two_processes_racing_on_one_match_only_one_applies(opener: Opener) -> None:
    a, b = await opener(), await opener()
    match_id = await running(a)
    for version in range(1, 6):  # each round, both processes move from the version they read
        results = await asyncio.gather(
            *(save_move(db, match_id, expected_version=version, state=f'"{name}"', seat=seat,
                           choice_id=name) for seat, (db, name) in enumerate([(a, "a"), (b, "b")])),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in results) == ["MatchRow", "StaleVersion"]
    match = await b.get_match(match_id)
    assert match is not None and match.version == 6
    moves = await a.actions(match_id)
    assert [m.seq for m in moves] == [1, 2, 3, 4, 5], "one move per version"
    assert match.state == f'"{moves[-1].choice_id}"', "the state is the last applied move's"
    await a.close()
    await b.close()


async def test_writes_committed_together_stand_or_fall_alone(opener: Opener) -> None:
    """Writes arriving together may share one commit: a refused one undoes only itself, even
    what it wrote before it was refused."""
    db = await opener()
    first, second, third = [await running(db, channel) for channel in (7, 8, 9)]
    results = await asyncio.gather(
        save_move(db, first, expected_version=1, state='"x"', seat=0, choice_id="x"),
        save_move(db, first, expected_version=1, state='"y"', seat=1, choice_id="y"),
        lobby(db, channel=7),  # the channel is busy
        save_move(db, second, expected_version=1, state='"z"', seat=0, choice_id="z"),
        # bumps the version, then finds no such move to take back
        take_back(db, third, expected_version=1, seq=5, state='"gone"', chapter_since=1,
                     pinged={}),
        lobby(db, channel=10),
        return_exceptions=True,
    )
    assert sorted(type(r).__name__ for r in results) == [
        "ChannelBusy", "MatchRow", "MatchRow", "StaleVersion", "StaleVersion", "int"
    ]
    assert len(await db.actions(first)) == 1
    assert [a.choice_id for a in await db.actions(second)] == ["z"]
    untouched = await db.get_match(third)
    assert untouched is not None and (untouched.version, untouched.state) == (1, '{"n": 0}')
    assert (await db.active_match(10)) is not None
    await db.close()


async def test_reopening_resumes_every_match_exactly(opener: Opener) -> None:
    db = await opener()
    match_id = await running(db)
    for version in range(1, 6):
        await save_move(db, match_id, expected_version=version, state=f'{{"n": {version}}}',
                           seat=version % 3, choice_id=f"c{version}")
    # No close(): the process dies. Committed moves must all be there.
    crashed = db
    del db
    again = await opener()
    match = await again.active_match(7)
    assert match is not None and match.id == match_id
    assert (match.status, match.version, match.state, match.seed) == ("running", 6, '{"n": 5}',
                                                                       42)
    assert match.options == {"a": 1}
    assert [a.seq for a in await again.actions(match_id)] == [1, 2, 3, 4, 5]
    await again.close()
    await crashed.close()


async def test_a_process_killed_while_saving_loses_nothing_and_applies_nothing_twice(
    opener: Opener,
) -> None:
    """A bot killed (SIGKILL) in the middle of saving moves on several matches at once: every
    move it was told was saved is there, in order, and the move under way when it died is
    either stored once or not at all, so sending it again after the restart stores it once."""
    db = await opener()
    match_ids = [await running(db, channel) for channel in (7, 8, 9, 10)]
    saver = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.storage.saver", str(opener.target), *map(str, match_ids),
        stdout=asyncio.subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert saver.stdout is not None
    saved = dict.fromkeys(match_ids, 0)  # the last move each match was told was saved
    try:
        while sum(saved.values()) < 60 and (line := await saver.stdout.readline()):
            match_id, move = map(int, line.split())
            saved[match_id] = move
    finally:
        saver.kill()
        await saver.wait()
    # What it said it saved before it died, still in the pipe (a busy machine reads it late).
    for line in (await saver.stdout.read()).splitlines(keepends=True):
        if line.endswith(b"\n"):  # a line cut short by the kill was never told
            match_id, move = map(int, line.split())
            saved[match_id] = move
    assert sum(saved.values()) >= 60, "the saver stopped before it was killed"
    for match_id, move in saved.items():
        match = await db.get_match(match_id)
        assert match is not None and match.version - 1 in (move, move + 1), "one move under way"
        retried = move + 1  # the move under way when it died, sent again
        try:
            await save_move(db, match_id, expected_version=retried, state=f'"{retried}"', seat=0,
                               choice_id=f"m{retried}")
        except StaleVersion:
            # Read again: on PostgreSQL a COMMIT the killed saver had sent may land on the
            # server after the first read (the write waited for it, then found it).
            match = await db.get_match(match_id)
            assert match is not None and match.version - 1 == retried, "refused as it was stored"
        moves = await db.actions(match_id)
        assert [m.choice_id for m in moves] == [f"m{n}" for n in range(1, retried + 1)]
        match = await db.get_match(match_id)
        assert match is not None and (match.version, match.state) == (retried + 1, f'"{retried}"')
    await db.close()


async def test_a_finished_match_takes_no_more_moves(opener: Opener) -> None:
    db = await opener()
    match_id = await running(db)
    await save_move(db, match_id, expected_version=1, state="{}", seat=0, choice_id="end",
                       finished=True)
    match = await db.get_match(match_id)
    assert match is not None and match.status == "finished"
    assert await db.active_match(7) is None
    assert (await db.latest_match(7)) == match, "its log stays readable"
    with pytest.raises(StaleVersion):
        await save_move(db, match_id, expected_version=2, state="{}", seat=0, choice_id="more")
    await db.close()


async def test_closed_dms_are_noted_once(opener: Opener) -> None:
    db = await opener()
    match_id = await running(db)
    assert await db.mark_dm_closed(match_id, 1)
    assert not await db.mark_dm_closed(match_id, 1)
    assert (await db.seats(match_id))[0].dm_closed
    await db.close()


async def test_a_move_not_yet_announced_is_remembered(opener: Opener) -> None:
    db = await opener()
    match_id = await running(db)
    await db.mark_announced(match_id, 1)
    assert await db.unannounced() == []
    await save_move(db, match_id, expected_version=1, state="{}", seat=0, choice_id="a")
    assert await db.unannounced() == [match_id], "saved, then the bot stopped before posting"
    await db.mark_announced(match_id, 2)
    await db.mark_announced(match_id, 1)  # a late, older delivery changes nothing
    assert await db.unannounced() == []
    assert await db.announced_version(match_id) == 2
    await db.close()


async def test_upgrading_a_database_does_not_repeat_old_moves(opener: Opener) -> None:
    old = await opener(upto=1)  # a database written before migration 2 existed
    await old._store.write(lambda tx: tx.execute(
        "INSERT INTO matches (channel_id, game_id, status, host_user_id, state, version,"
        " created_at, updated_at) VALUES (7, 'revolt', 'running', 1, '{}', 9, 'then', 'then')"
    ))
    await old.close()
    db = await opener()
    assert await db.unannounced() == []
    await db.close()


async def test_taking_back_removes_only_the_latest_move_at_the_version_read(
    opener: Opener,
) -> None:
    db = await opener()
    match_id = await running(db)
    v2 = (await save_move(db, match_id, expected_version=1, state='{"n": 1}', seat=0,
                             choice_id="a", events=[("{s0} plays a", None)], active=[0])).version
    v3 = (await save_move(db, match_id, expected_version=v2, state='{"n": 2}', seat=1,
                             choice_id="b", reveals="it drew a card", active=[1, 2])).version
    first, second = await db.actions(match_id)
    assert (first.reveals, first.active) == (None, [0])
    assert (second.reveals, second.active) == ("it drew a card", [1, 2])
    assert await db.last_move_seq(match_id, 1) == second.seq
    assert await db.first_move_since(match_id, 1, 1) == second

    async def taking(version: int, seq: int) -> int:
        return await take_back(db, match_id, expected_version=version, seq=seq,
                               state='{"n": 1}', chapter_since=1, pinged={1: "h"},
                               said=("{s1} took back: b", None))  # fmt: skip

    with pytest.raises(StaleVersion):  # a button from before the second move
        await taking(v2, second.seq)
    with pytest.raises(StaleVersion):  # only the latest move goes
        await taking(v3, first.seq)
    assert await db.last_action(match_id) == second, "a refused take-back changes nothing"
    v4 = await taking(v3, second.seq)
    match = await db.get_match(match_id)
    assert match is not None and (match.version, match.state, match.pinged) == (
        v4, '{"n": 1}', {1: "h"}
    )
    (left,) = await db.actions(match_id)
    assert left.events == [("{s0} plays a", None), ("{s1} took back: b", None)]
    saved = await save_move(db, match_id, expected_version=v4, state="{}", seat=1, choice_id="c")
    assert saved.version == v4 + 1
    assert [a.seq for a in await db.actions(match_id)] == [1, v4], "the undone number unused"
    await db.close()


async def test_what_a_move_reads_of_its_log_is_true_at_every_version(opener: Opener) -> None:
    """The latest move, a seat's latest move and the open questions, read at a version this
    process saved or read (kept, not read again) and after another process changed the match:
    always what the database holds at that version."""
    a, b = await opener(), await opener()
    match_id = await running(a)

    async def agree(version: int, seats: range = range(3)) -> None:
        for db in (a, b):  # `b` reads every time: what `a` keeps must be the same
            assert await a.last_action(match_id, version) == await db.last_action(match_id)
            assert await a.votes(match_id, version) == await db.votes(match_id)
            for seat in seats:
                assert await a.last_move_seq(match_id, seat, version) == await db.last_move_seq(
                    match_id, seat)

    await agree(1)
    v = (await save_move(a, match_id, expected_version=1, state="1", seat=0, choice_id="a",
                           changed=[0, 2], reveals="it drew", active=[0, 1])).version
    await agree(v)
    vote = VoteRow(1, "replace", SNOWFLAKE, "New", "2030-01-01T00:00:00", "2030-01-02T00:00:00",
                   {})
    v = await change(b, match_id, v, Change("question", open_vote=vote))  # another process
    await agree(v)
    v = (await save_move(a, match_id, expected_version=v, state="2", seat=1,
                           choice_id="b")).version
    await agree(v)
    v = await change(a, match_id, v, Change("ballot", ballot=(1, "replace", 1, "yes")))
    await agree(v)
    v = await take_back(b, match_id, expected_version=v, seq=v - 2, state="1", chapter_since=1,
                          pinged={})
    await agree(v)
    v = await change(a, match_id, v, Change("question-moot", close_vote=(1, "replace")))
    await agree(v)
    await a.close()
    await b.close()


async def test_moves_stored_before_take_backs_existed_stand(opener: Opener) -> None:
    old = await opener(upto=4)  # a database written before migration 5 existed

    async def then(tx: Tx) -> None:
        await tx.execute("INSERT INTO matches (channel_id, game_id, status, host_user_id, state,"
                         " version, created_at, updated_at) VALUES (7, 'revolt', 'running', 1,"
                         " '{}', 2, 'then', 'then')")
        await tx.execute("INSERT INTO actions (match_id, seq, seat, choice_id, at)"
                         " VALUES (1, 1, 0, 'play:N1', 'then')")

    await old._store.write(then)
    await old.close()
    db = await opener()
    last = await db.last_action(1)
    assert last is not None and last.reveals and last.active == []
    await db.close()


async def test_a_lobby_keeps_its_settings_and_stand_ins(opener: Opener) -> None:
    db = await opener()
    match_id = await lobby(db, channel=SNOWFLAKE, host=SNOWFLAKE + 1)
    assert await db.set_options(match_id, {"variant": "short"})
    assert await db.set_pace(match_id, "daily", was="none")
    assert not await db.set_pace(match_id, "relaxed", was="none"), "a press based on an old pace"
    assert await db.add_stand_in(match_id, 4, "Bot") is Seating.SEATED
    assert await db.add_stand_in(match_id, 4, "Bot") is Seating.SEATED
    assert await db.add_seat(match_id, SNOWFLAKE + 2, "Late", 4) is Seating.SEATED
    assert await db.add_stand_in(match_id, 4, "Bot") is Seating.FULL
    seats = await db.seats(match_id)
    assert [(s.user_id, s.display_name, s.stand_in) for s in seats] == [
        (SNOWFLAKE + 1, "Host", None), (-1, "Bot 2", "bot"), (-2, "Bot 3", "bot"),
        (SNOWFLAKE + 2, "Late", None),
    ], "stand-ins have user ids of their own, below zero"
    started = await db.start_match(match_id, seed=2**62 - 1, state="{}", room_id=SNOWFLAKE + 9,
                                   pinged={0: "h"})
    assert (started.channel_id, started.parent_id, started.home_id, started.seed) == (
        SNOWFLAKE + 9, SNOWFLAKE, SNOWFLAKE, 2**62 - 1
    ), "it plays in its thread, and belongs to the channel it was opened in"
    assert (started.options, started.pace, started.pinged) == ({"variant": "short"}, "daily",
                                                               {0: "h"})
    assert not await db.set_options(match_id, {}), "a running match keeps its options"
    assert [m.id for m in await db.running_matches_of(3, SNOWFLAKE + 2)] == [match_id]
    assert await db.running_matches_of(3, SNOWFLAKE + 4) == []
    await db.close()


async def test_questions_deadlines_and_posted_messages(opener: Opener) -> None:
    db = await opener()
    match_id = await lobby(db)
    for user in (2, 3, 4):
        await db.add_seat(match_id, user, f"P{user}", 4)
    await db.start_match(match_id, seed=42, state='{"n": 0}')
    assert await db.clocked() == []
    vote = VoteRow(1, "replace", SNOWFLAKE, "New", "2030-01-01T00:00:00", "2030-01-02T00:00:00",
                   {})
    assert await change(db, match_id, 1, Change("question", open_vote=vote)) == 2
    with pytest.raises(StaleVersion):  # decided on an older version: nothing written
        await change(db, match_id, 1, Change("question", open_vote=vote))
    with pytest.raises(Conflict):  # the same question twice
        await change(db, match_id, 2, Change("question", open_vote=vote))
    assert await db.clocked() == [match_id], "a question pending"
    version = 2
    for user, answer in ((1, "yes"), (2, "yes"), (3, "yes"), (2, "no")):
        version = await change(db, match_id, version, Change("ballot", ballot=(1, "replace", user,
                                                                               answer)))
    (question,) = await db.votes(match_id)
    assert (question.kind, question.candidate_id, question.ballots, question.round) == (
        "replace", SNOWFLAKE, {1: "yes", 2: "no", 3: "yes"}, 2
    ), "every ballot kept, an answer may change, and the question knows its round"
    given = Change("replace", [("New takes P2's seat.", None)], changed=[1],
                   seats={1: {"user_id": SNOWFLAKE, "display_name": "New"}},
                   close_vote=(1, "replace"))
    version = await change(db, match_id, version, given)
    assert await db.votes(match_id) == []
    assert (await db.seats(match_id))[1].display_name == "New"
    with pytest.raises(StaleVersion):  # a question is settled once
        await change(db, match_id, version, Change("question-moot", close_vote=(1, "replace")))
    with pytest.raises(Conflict):  # a person holds one seat: the whole change is undone
        await change(db, match_id, version, Change("replace", [("twice", None)],
                                                  seats={2: {"user_id": SNOWFLAKE}}))
    assert (await db.seats(match_id))[2].user_id == 3
    (logged,) = [h for h in await db.log(match_id, 2) if h.kind == "replace"]
    assert (logged.version, logged.events, logged.changed) == (
        version, [("New takes P2's seat.", None)], [1]
    ), "the change is logged with what it said, for a restart to announce"
    assert [h.version for h in await db.log(match_id, 0)] == list(range(2, version + 1))
    clock = {0: {"due": "2030-01-01T00:00:00"}}
    assert not await set_table(db, match_id, 1, clock=clock), "a table from an older version"
    assert await set_table(db, match_id, version, clock=clock, nudged_at="2030-01-01T00:00:00")
    match = await db.get_match(match_id)
    assert match is not None and match.clock == clock
    assert match.nudged_at == "2030-01-01T00:00:00"
    assert await db.clocked() == [match_id], "a deadline pending"
    await asyncio.gather(*(db.record_posted(match_id, f"hand:{seat}", (SNOWFLAKE, seat))
                           for seat in range(4)))
    await db.record_posted(match_id, "hand:3", None)
    assert await db.posted(match_id) == {f"hand:{s}": (SNOWFLAKE, s) for s in range(3)}
    await db.close()


async def test_a_deleted_channel_ends_its_matches_and_their_threads(opener: Opener) -> None:
    db = await opener()
    in_thread = await lobby(db, channel=7)
    await db.start_match(in_thread, seed=1, state="{}", room_id=70)
    in_channel, elsewhere = await lobby(db, channel=7), await lobby(db, channel=8)
    assert await db.abandon_channel(7, "channel deleted") == [in_thread, in_channel]
    assert await db.active_match(70) is None and await db.active_match(7) is None
    assert await db.active_match(8) is not None and elsewhere
    assert await db.unannounced() == [elsewhere], "nothing of theirs is left to announce"
    await db.close()


async def test_the_log_never_shows_the_database_password() -> None:
    url = "postgresql://bot:hunter2@db.example:5432/games?sslpassword=hunter2"
    assert without_password(url) == "postgresql://bot@db.example:5432/games"
    with pytest.raises(ValueError, match="postgresql://") as refused:
        await Database.open(url.replace("postgresql", "mysql"))
    assert "hunter2" not in str(refused.value)


async def test_a_match_read_with_its_seats_is_the_match_and_seats_read_apart(
    opener: Opener,
) -> None:
    db = await opener()
    match_id = await lobby(db, channel=8, host=SNOWFLAKE)
    for user, name in ((3, "Three"), (2, "Two")):
        await db.add_seat(match_id, user, name, 5)
    await db.remove_seat(match_id, 3)  # the seats after it move up
    apart = (await db.get_match(match_id), await db.seats(match_id))
    assert await db.get_table(match_id) == apart
    assert await db.active_table(8) == apart, "the channel's lobby"
    assert [s.user_id for s in apart[1]] == [SNOWFLAKE, 2]
    await db.remove_seat(match_id, SNOWFLAKE)
    await db.remove_seat(match_id, 2)
    assert await db.get_table(match_id) == (await db.get_match(match_id), []), "nobody seated"
    assert await db.get_table(match_id + 1) is None
    assert await db.active_table(9) is None
    await db.close()


async def test_back_is_decided_on_the_moves_since_the_seats_own_read_at_once(
    opener: Opener,
) -> None:
    db = await opener()
    match_id = await running(db)
    assert await db.since_own_move(match_id, 0) == ([], None), "nothing played yet"
    version = 1
    for seat in (1, 0, 2, 2):
        saved = await save_move(db, match_id, expected_version=version, state="{}", seat=seat,
                                   choice_id=f"c{version}")
        version = saved.version
    _, mine, third, last = await db.actions(match_id)
    assert await db.since_own_move(match_id, 0) == ([mine, third, last], last)
    assert await db.since_own_move(match_id, 2) == ([last], last), "its latest, not its first"
    assert await db.since_own_move(match_id, 3) == ([], last), "never moved: the latest only"
    await db.close()


async def test_a_database_of_two_logs_reads_as_one_with_every_move_and_change(
    opener: Opener,
) -> None:
    """Migration 12: the moves and the other changes an older bot logged apart (`actions`,
    `happenings`) are one log, each under the version it made, and nothing is lost: a restart
    still tells a move's private note and a change's news, in order."""
    old = await opener(upto=11)

    async def then(tx: Tx) -> None:
        await tx.execute("INSERT INTO matches (channel_id, game_id, status, host_user_id, state,"
                         " version, created_at, updated_at) VALUES (7, 'revolt', 'running', 1,"
                         " '{}', 4, 'then', 'then')")
        for seq, seat in ((1, 0), (3, 1)):
            await tx.execute("INSERT INTO actions (match_id, seq, seat, choice_id, at, events,"
                             " changed, stand_in) VALUES (1, ?, ?, 'play:N1', 'then', ?, '[1]', ?)",
                             (seq, seat, f'[["note {seq}", [{seat}]]]', seat))
        await tx.execute("INSERT INTO happenings (match_id, version, kind, at, events, changed)"
                         " VALUES (1, 3, 'stand-in', 'then', '[[\"Bob is away\", null]]', '[]')")

    await old._store.write(then)
    await old.close()
    db = await opener()
    entries = await db.log(1, 0)
    assert [(e.version, e.kind) for e in entries] == [(2, MOVE), (3, "stand-in"), (4, MOVE)]
    assert [e.events for e in entries][1] == [("Bob is away", None)]
    moves = await db.actions(1)
    assert [(m.seq, m.seat, m.events) for m in moves] == [
        (1, 0, [("note 1", [0])]), (3, 1, [("note 3", [1])])
    ]
    assert await db.stand_in_moves(1) == {0: (0, 1), 1: (1, 1)}
    assert await db.last_move_seq(1, 1) == 3 and await db.last_move_seq(1, 2) == 0
    await db.close()


async def test_a_process_hears_of_the_changes_another_writes(opener: Opener) -> None:
    """Pages open in one process follow moves made in another: on PostgreSQL each change is
    announced to every other process listening; a SQLite file has one process, none to tell."""
    writer, reader = await opener(), await opener()
    try:
        heard: list[tuple[int, int]] = []
        arrived = asyncio.Event()

        def note(match_id: int, version: int) -> None:
            heard.append((match_id, version))
            arrived.set()

        await reader.listen(note)
        match_id = await running(writer)
        series = [
            Change(MOVE, state='{"n": 1}', move=Move(0, "a")),
            Change(MOVE, state='{"n": 2}', move=Move(1, "b")),
        ]
        found = await writer.get_table(match_id)
        assert found is not None
        start = found[0].version
        written = await writer.commit(match_id, start, *series)
        assert written.version == start + 2, "a series of moves is written as one"
        if isinstance(opener.target, Path):
            assert heard == []
            return
        await asyncio.wait_for(arrived.wait(), 5)
        assert (match_id, start + 2) in heard, "told of the version the whole series made"
        assert (match_id, start + 1) not in heard, "once, not once a move"
    finally:
        await writer.close()
        await reader.close()
