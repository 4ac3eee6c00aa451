"""Tournaments as stored (migration 13), on SQLite and PostgreSQL alike: a sign-up that takes a
player once, rounds opened once however many processes decide them, results written once, and
all of it there again after a restart; the sign-up record counted from the matches' seats."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from storage import (
    Change,
    Conflict,
    Database,
    EntrantRow,
    TableRow,
    TournamentRow,
    TournamentStale,
)
from storage.transaction import Tx
from tests.storage.conftest import Opener
from tests.storage.writes import change, save_move

GUILD = 3
SNOWFLAKE = 1_234_567_890_123_456_789  # Discord ids need 64 bits


async def tournament(db: Database, **given: Any) -> TournamentRow:
    settings: dict[str, Any] = dict(
        guild_id=GUILD, channel_id=7, game_id="revolt", format="swiss", rounds=3,
        table_size=2, pace="daily", options={"variant": "short"}, language="fr",
        organiser_id=1,
    )  # fmt: skip
    return await db.create_tournament(**{**settings, **given})


async def signed_up(db: Database, *players: int) -> TournamentRow:
    """A tournament with `players` signed up, in that order."""
    t = await tournament(db)
    for user in players:
        assert await db.join_tournament(t.id, user, f"P{user}")
    return await current(db, t.id)


async def current(db: Database, tournament_id: int) -> TournamentRow:
    t = await db.tournament(tournament_id)
    assert t is not None
    return t


async def match(db: Database, channel: int, *players: int) -> int:
    """A running match with `players` seated in that order."""
    lobby = await db.create_lobby(guild_id=GUILD, channel_id=channel, game_id="revolt",
                                  host_user_id=players[0], host_name=f"P{players[0]}",
                                  options={})  # fmt: skip
    for user in players[1:]:
        await db.add_seat(lobby.id, user, f"P{user}", max_seats=6)
    await db.start_match(lobby.id, seed=1, state="{}")
    return lobby.id


async def won(db: Database, match_id: int, version: int) -> None:
    """The match ends by its rules, on seat 0's move."""
    await save_move(db, match_id, expected_version=version, state="{}", seat=0, choice_id="x",
                    finished=True)  # fmt: skip


async def test_a_tournament_opens_for_sign_up_and_is_found(opener: Opener) -> None:
    db = await opener()
    t = await tournament(db, guild_id=SNOWFLAKE, organiser_id=SNOWFLAKE,
                         starts_at="2026-12-01T18:00:00+00:00")  # fmt: skip
    assert (t.status, t.round, t.version, t.finished_at) == ("signup", 0, 0, None)
    assert (t.format, t.rounds, t.table_size, t.pace, t.language) == ("swiss", 3, 2, "daily", "fr")
    assert t.options == {"variant": "short"} and t.organiser_id == SNOWFLAKE
    assert t.starts_at == "2026-12-01T18:00:00+00:00"
    assert await db.tournament(t.id) == t
    assert await db.tournament(t.id + 1) is None
    other = await tournament(db, format="elimination")
    later = await tournament(db, format="round-robin", guild_id=SNOWFLAKE)
    assert [x.id for x in await db.tournaments("signup")] == [t.id, other.id, later.id]
    assert await db.tournaments("running") == []
    assert [x.id for x in await db.tournaments_in(SNOWFLAKE)] == [later.id, t.id], "newest first"
    assert [x.id for x in await db.tournaments_in(SNOWFLAKE, limit=1)] == [later.id]
    assert await db.tournaments_in(GUILD + 1) == []
    with pytest.raises(ValueError):
        await tournament(db, format="ladder")
    await db.close()


async def test_joining_twice_is_one_entry_and_entrants_keep_their_order(opener: Opener) -> None:
    a, b = await opener(), await opener()
    t = await tournament(a)
    assert await a.join_tournament(t.id, 30, "Cleo")
    assert await a.join_tournament(t.id, SNOWFLAKE, "Anne")
    assert not await a.join_tournament(t.id, 30, "Cleo again")
    joins = await asyncio.gather(*(db.join_tournament(t.id, 20, "Bob") for db in (a, b, a, b)))
    assert sorted(joins) == [False, False, False, True], "racing clicks sign up once"
    entrants = await b.entrants(t.id)
    assert [(e.user_id, e.name) for e in entrants] == [(30, "Cleo"), (SNOWFLAKE, "Anne"),
                                                      (20, "Bob")]  # fmt: skip
    assert all(isinstance(e, EntrantRow) and e.withdrawn_after is None for e in entrants)
    assert (await a.tournament(t.id)).version == 3, "one write per entrant, none for a refusal"
    assert not await a.join_tournament(t.id + 1, 40, "Nobody's"), "no such tournament"
    await a.close()
    await b.close()


async def test_leaving_is_for_the_sign_up_and_withdrawing_for_the_rounds(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 10, 20, 30, 40)
    assert not await db.withdraw(t.id, 20, 0), "before the first round, one leaves"
    assert await db.leave_tournament(t.id, 20)
    assert not await db.leave_tournament(t.id, 20)
    assert await db.join_tournament(t.id, 20, "P20"), "back, at the end of the list"
    assert [e.user_id for e in await db.entrants(t.id)] == [10, 30, 40, 20]
    t = await current(db, t.id)
    t = await db.open_round(t.id, t.version, 1, [(10, 30), (40, 20)], [])
    assert not await db.leave_tournament(t.id, 10), "the sign-up is over"
    assert not await db.join_tournament(t.id, 50, "Late")
    assert await db.withdraw(t.id, 10, 1)
    assert not await db.withdraw(t.id, 10, 2), "the first withdrawal stands"
    assert not await db.withdraw(t.id, 50, 1), "not an entrant"
    assert not await db.withdraw(t.id, 30, 0), "round 1 is under way: they play it"
    withdrawn = {e.user_id: e.withdrawn_after for e in await db.entrants(t.id)}
    assert withdrawn == {10: 1, 30: None, 40: None, 20: None}
    await db.close()


async def test_a_round_opens_once_for_the_version_it_was_decided_on(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 1, 2, 3, 4, 5)
    opened = await db.open_round(t.id, t.version, 1, [(1, 2), (3, 4)], [5])
    assert (opened.status, opened.round, opened.version) == ("running", 1, t.version + 1)
    assert opened == await db.tournament(t.id), "returned as written"
    with pytest.raises(TournamentStale):  # a restart deciding the same round again
        await db.open_round(t.id, t.version, 1, [(1, 3), (2, 4)], [5])
    with pytest.raises(TournamentStale):  # only the next round opens
        await db.open_round(t.id, opened.version, 3, [(1, 3)], [])
    assert [x.seats for x in await db.round_tables(t.id, 1)] == [(1, 2), (3, 4)]
    assert await db.byes(t.id) == [(1, 5)], "nothing doubled"
    assert (await db.tournament(t.id)).version == opened.version
    with pytest.raises(ValueError):  # one place a round each
        await db.open_round(t.id, opened.version, 2, [(1, 2), (2, 3)], [])
    await db.close()


async def test_a_round_decided_before_someone_joined_is_refused(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 1, 2)
    assert await db.join_tournament(t.id, 3, "P3")  # after the round was decided on `t`
    with pytest.raises(TournamentStale):
        await db.open_round(t.id, t.version, 1, [(1, 2)], [])
    assert await db.round_tables(t.id, 1) == [] and (await db.tournament(t.id)).round == 0
    await db.close()


async def test_two_processes_racing_to_open_a_round_one_wins(opener: Opener) -> None:
    a, b = await opener(), await opener()
    t = await signed_up(a, 1, 2, 3, 4)
    for round, (mine, theirs) in enumerate([([(1, 2), (3, 4)], [(1, 3), (2, 4)]),
                                            ([(1, 4), (2, 3)], [(2, 1), (4, 3)])], 1):  # fmt: skip
        opened = await asyncio.gather(
            a.open_round(t.id, t.version, round, mine, []),
            b.open_round(t.id, t.version, round, theirs, []),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in opened) == ["TournamentRow", "TournamentStale"]
        winner = mine if isinstance(opened[0], TournamentRow) else theirs
        assert [x.seats for x in await b.round_tables(t.id, round)] == winner
        t = await current(a, t.id)
        assert (t.round, t.version) == (round, 4 + round)
    assert len(await a.tables(t.id)) == 4, "two rounds of two tables, none twice"
    await a.close()
    await b.close()


async def test_a_tables_match_and_result_are_written_once(opener: Opener) -> None:
    a, b = await opener(), await opener()
    t = await signed_up(a, 1, 2, 3, 4)
    t = await a.open_round(t.id, t.version, 1, [(1, 2), (3, 4)], [])
    first, second, spare = await match(a, 71, 1, 2), await match(a, 72, 3, 4), await match(a, 73, 1)
    assert await a.table_of_match(first) is None, "not a table's match yet"
    assert await a.set_table_match(t.id, 1, 1, first)
    assert await b.set_table_match(t.id, 1, 1, first), "told again after a restart"
    assert not await b.set_table_match(t.id, 1, 1, spare), "the table has its match"
    with pytest.raises(Conflict):  # a match plays for one table
        await a.set_table_match(t.id, 1, 2, first)
    assert await a.set_table_match(t.id, 1, 2, second)
    version = (await a.tournament(t.id)).version
    assert version == t.version + 2, "each table's match once"
    table = await a.table_of_match(first)
    assert table == TableRow(t.id, 1, 1, (1, 2), first, None, ())

    recorded = await asyncio.gather(
        a.record_result(first, [2, 1], [1]), b.record_result(first, [2, 1], [1])
    )
    done = TableRow(t.id, 1, 1, (1, 2), first, (2, 1), (1,))
    assert recorded == [done, done], "two processes telling the same end"
    assert await a.record_result(first, [1, 2]) == done, "the first result stands"
    assert await a.table_of_match(first) == done
    assert (await a.tournament(t.id)).version == version + 1, "written once"
    assert await a.record_result(spare, [1]) is None, "no tournament's match"
    with pytest.raises(ValueError):
        await a.record_result(second, [1])  # a place for each seat
    with pytest.raises(ValueError):
        await a.record_result(second, [1, 2], [5])  # a forfeit by someone seated there
    assert [x.places for x in await a.round_tables(t.id, 1)] == [(2, 1), None]
    await a.close()
    await b.close()


async def test_byes_and_messages_round_trip(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 1, 2, 3, 4, SNOWFLAKE)
    t = await db.open_round(t.id, t.version, 1, [(1, 2, 3)], [SNOWFLAKE, 4])
    t = await db.open_round(t.id, t.version, 2, [(SNOWFLAKE, 4, 1)], [3, 2])
    assert await db.byes(t.id) == [(1, 4), (1, SNOWFLAKE), (2, 2), (2, 3)]
    assert await db.tournament_message(t.id, "standings") is None
    await db.set_tournament_message(t.id, "signup", 7, SNOWFLAKE)
    await db.set_tournament_message(t.id, "standings", 7, 100)
    await db.set_tournament_message(t.id, "standings", 8, 101)  # posted again elsewhere
    assert await db.tournament_message(t.id, "signup") == (7, SNOWFLAKE)
    assert await db.tournament_message(t.id, "standings") == (8, 101)
    assert (await db.tournament(t.id)).version == t.version, "a message is not its course"
    await db.close()


async def test_everything_survives_a_restart(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 1, 2, 3)
    t = await db.open_round(t.id, t.version, 1, [(1, 2)], [3])
    played = await match(db, 71, 1, 2)
    await db.set_table_match(t.id, 1, 1, played)
    await db.record_result(played, [1, 1])
    await db.withdraw(t.id, 2, 1)
    await db.set_tournament_message(t.id, "standings", 7, 100)
    before = (await db.tournament(t.id), await db.entrants(t.id), await db.tables(t.id),
              await db.byes(t.id))  # fmt: skip
    await db.close()
    db = await opener()  # a restart
    assert [x.id for x in await db.tournaments("running")] == [t.id], "what a restart resumes"
    after = (await db.tournament(t.id), await db.entrants(t.id), await db.tables(t.id),
             await db.byes(t.id))  # fmt: skip
    assert after == before
    assert before[2][0].places == (1, 1) and before[1][1].withdrawn_after == 1
    assert await db.table_of_match(played) == before[2][0]
    assert await db.tournament_message(t.id, "standings") == (7, 100)
    await db.close()


async def test_a_tournament_ends_once(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 1, 2)
    t = await db.open_round(t.id, t.version, 1, [(1, 2)], [])
    with pytest.raises(TournamentStale):
        await db.finish_tournament(t.id, t.version - 1)
    with pytest.raises(ValueError):
        await db.finish_tournament(t.id, t.version, "running")
    done = await db.finish_tournament(t.id, t.version)
    assert (done.status, done.version) == ("finished", t.version + 1) and done.finished_at
    with pytest.raises(TournamentStale):  # another process ending it too
        await db.finish_tournament(t.id, t.version)
    with pytest.raises(TournamentStale):
        await db.open_round(t.id, done.version, 2, [(1, 2)], [])
    waiting = await tournament(db)
    cancelled = await db.finish_tournament(waiting.id, waiting.version, "cancelled")
    assert cancelled.status == "cancelled"
    assert not await db.join_tournament(waiting.id, 3, "P3")
    assert await db.tournaments("running") == [] and await db.tournaments("signup") == []
    assert [x.id for x in await db.tournaments("finished")] == [t.id]
    await db.close()


async def test_a_tournaments_end_is_marked_told_once(opener: Opener) -> None:
    db = await opener()
    t = await signed_up(db, 1, 2)
    assert not await db.mark_end_announced(t.id), "not ended: nothing to tell yet"
    t = await db.open_round(t.id, t.version, 1, [(1, 2)], [])
    done = await db.finish_tournament(t.id, t.version)
    waiting = await tournament(db)
    cancelled = await db.finish_tournament(waiting.id, waiting.version, "cancelled")
    assert not done.end_announced and not cancelled.end_announced
    assert [x.id for x in await db.unannounced_ends()] == [t.id, waiting.id]
    marks = await asyncio.gather(*(db.mark_end_announced(t.id) for _ in range(3)))
    assert sorted(marks) == [False, False, True], "marked once"
    told = await current(db, t.id)
    assert told.end_announced and told.version == done.version, "its course is not bumped"
    await db.close()
    db = await opener()  # a restart
    assert [x.id for x in await db.unannounced_ends()] == [waiting.id]
    assert await db.mark_end_announced(waiting.id)
    assert await db.unannounced_ends() == []
    await db.close()


async def test_tournaments_ended_before_migration_16_count_as_told(opener: Opener) -> None:
    old = await opener(upto=15)  # a database written before migration 16 existed

    async def then(tx: Tx) -> None:
        for status in ("finished", "cancelled", "running", "signup"):
            await tx.execute(
                "INSERT INTO tournaments (guild_id, channel_id, game_id, format, rounds,"
                " table_size, pace, organiser_id, status, created_at)"
                " VALUES (3, 7, 'revolt', 'swiss', 1, 2, 'daily', 1, ?, 'then')",
                (status,),
            )

    await old._store.write(then)
    await old.close()
    db = await opener()
    told = [(await current(db, tid)).end_announced for tid in (1, 2, 3, 4)]
    assert told == [True, True, False, False]
    assert await db.unannounced_ends() == []
    await db.close()


async def test_the_sign_up_record_counts_finished_and_timed_out_matches(opener: Opener) -> None:
    """Anne (1) holds seat 1 of each match, Bob (2) seat 0."""
    db = await opener()
    expired = {"hash": "h", "since": "2026-01-01T00:00:00+00:00",
               "due": "2026-01-02T00:00:00+00:00", "reminded": True, "warned": True,
               "expired": True}  # fmt: skip
    assert await db.sign_up_record(1) == (0, 0)
    plain = await match(db, 71, 2, 1)  # played to the end
    await won(db, plain, 1)
    absent = await match(db, 72, 2, 1)  # the stand-in took Anne's seat, and kept it
    await change(db, absent, 1, Change("stand-in", seats={1: {"stand_in": "absent"}}))
    await won(db, absent, 2)
    voted = await match(db, 73, 2, 1)  # her time ran out, and the table ended the match
    await change(db, voted, 1, Change("clock", clock={1: expired}))
    await change(db, voted, 2, Change("end", end="ended by the table's vote"))
    back = await match(db, 74, 2, 1)  # she came back in time
    await change(db, back, 1, Change("stand-in", seats={1: {"stand_in": "absent"}}))
    await change(db, back, 2, Change("back", seats={1: {"stand_in": None}}))
    await won(db, back, 3)
    resigned = await match(db, 75, 2, 1)  # neither finished nor timed out
    await change(db, resigned, 1, Change("resign", seats={1: {"stand_in": "resigned"}}))
    await won(db, resigned, 2)
    aborted = await match(db, 76, 2, 1)  # counts for nothing
    await change(db, aborted, 1, Change("stand-in", seats={1: {"stand_in": "absent"}}))
    await change(db, aborted, 2, Change("abort", end="aborted by the host", aborted=True))
    await match(db, 77, 2, 1)  # still running
    assert await db.sign_up_record(1) == (2, 2), "plain and back; absent and voted"
    assert await db.sign_up_record(2) == (5, 0), "Bob finished the five that ended"
    await db.close()
