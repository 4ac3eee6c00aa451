"""Results and ratings (migration 8), on SQLite and PostgreSQL alike: written in the transaction
that ends a match, counted once, a server's history paged newest first, one lobby after a
finished match."""

from __future__ import annotations

import asyncio

import pytest

from storage import (
    STAND_IN_ID,
    Change,
    ChannelBusy,
    Database,
    Result,
    ResultSeat,
    Skill,
    StaleVersion,
)
from storage.transaction import Tx
from tests.storage.conftest import Opener
from tests.storage.writes import change, save_move

GUILD = 3


def plus_one(current: dict[int, Skill]) -> dict[int, Skill]:
    """A rating rule easy to check: each player's mu goes up by one from 25."""
    return {u: (current[u][0] + 1, 8.0) for u in (1, 2, STAND_IN_ID)}


def result(ended: str = "game") -> Result:
    seats = [
        ResultSeat(0, 1, "Anne", None, 10.0, 1, 0),
        ResultSeat(1, 2, "Bob", None, 7.0, 2, 1),
        ResultSeat(2, STAND_IN_ID, "Stand-in", None, 7.0, 2, 2, resigned=True),
    ]
    return Result(ended, seats, plus_one, (25.0, 8.0))


async def last_move_to_go(db: Database, channel: int, game_id: str = "revolt") -> int:
    """A match at version 2, its first move the stand-in's."""
    match = await db.create_lobby(guild_id=GUILD, channel_id=channel, game_id=game_id,
                                  host_user_id=1, host_name="Anne", options={})  # fmt: skip
    await db.start_match(match.id, seed=1, state="{}")
    await save_move(db, match.id, expected_version=1, state="{}", seat=2, choice_id="x",
                       stand_in=True)  # fmt: skip
    return match.id


async def finish(db: Database, match_id: int) -> int:
    await save_move(db, match_id, expected_version=2, state="{}", seat=0, choice_id="y",
                       finished=True, result=result())  # fmt: skip
    return match_id


async def finished(db: Database, channel: int, game_id: str = "revolt") -> int:
    return await finish(db, await last_move_to_go(db, channel, game_id))


async def test_the_finishing_move_writes_the_result_and_the_ratings(opener: Opener) -> None:
    db = await opener()
    match_id = await finished(db, 10)
    assert (await db.get_match(match_id)).status == "finished"
    assert await db.stand_in_moves(match_id) == {0: (0, 1), 2: (1, 1)}
    seats = await db.result(match_id)
    assert [(s.user_id, s.rank, s.score, s.resigned) for s in seats] == [
        (1, 1, 10.0, False), (2, 2, 7.0, False), (STAND_IN_ID, 2, 7.0, True),
    ]  # fmt: skip
    (anne,) = await db.ratings(GUILD, "revolt", 1)
    assert (anne.mu, anne.played, anne.won) == (26.0, 1, 1)
    await finished(db, 11)
    (anne,) = await db.ratings(GUILD, "revolt", 1)
    assert (anne.mu, anne.played, anne.won) == (27.0, 2, 2), "counted from the stored rating"
    assert await db.trend(GUILD, "revolt", 1) == [(26.0, 8.0), (27.0, 8.0)]
    assert await db.ratings(GUILD + 1, "revolt") == [], "ratings are per server"
    assert await db.rated_games(GUILD, 2) == ["revolt"]
    await db.close()


async def test_two_matches_ending_at_once_in_two_processes_both_count(opener: Opener) -> None:
    a, b = await opener(), await opener()
    await finished(a, 9)  # rated once already: the rows exist
    ready = [await last_move_to_go(a, 10), await last_move_to_go(b, 11)]
    await asyncio.gather(finish(a, ready[0]), finish(b, ready[1]))
    (anne,) = await a.ratings(GUILD, "revolt", 1)
    assert (anne.mu, anne.played) == (28.0, 3), "each rated from what the other wrote"
    await a.close()
    await b.close()


async def test_a_refused_end_writes_no_result(opener: Opener) -> None:
    """The write that ends a match checks its version: a second, racing end records nothing."""
    db = await opener()
    match_id = await finished(db, 10)
    with pytest.raises(StaleVersion):
        await save_move(db, match_id, expected_version=2, state="{}", seat=0, choice_id="y",
                           finished=True, result=result())  # fmt: skip
    (anne,) = await db.ratings(GUILD, "revolt", 1)
    assert anne.played == 1
    await db.close()


async def test_the_tables_vote_ends_a_match_as_finished_with_its_result(opener: Opener) -> None:
    db = await opener()
    match = await db.create_lobby(guild_id=GUILD, channel_id=5, game_id="revolt",
                                  host_user_id=1, host_name="Anne", options={})  # fmt: skip
    await db.start_match(match.id, seed=1, state="{}")
    await change(db, match.id, 1, Change("end", end="ended by the table's vote",
                                        result=result("vote")))  # fmt: skip
    assert (await db.get_match(match.id)).status == "finished"
    ((only, total),) = [await db.history(GUILD, None, 0, 10)]
    assert total == 1 and only[0].ended == "vote" and only[0].seats[0].name == "Anne"
    await db.close()


async def test_the_history_is_paged_newest_first(opener: Opener) -> None:
    db = await opener()
    ids = [await finished(db, 20 + i, "revolt" if i % 2 else "liberte") for i in range(5)]
    aborted = await db.create_lobby(guild_id=GUILD, channel_id=40, game_id="revolt",
                                    host_user_id=1, host_name="Anne", options={})  # fmt: skip
    await db.close_lobby(aborted.id, "aborted")
    first, total = await db.history(GUILD, None, 0, 2)
    assert total == 5, "an aborted match is not in the history"
    assert [m.match_id for m in first] == ids[:2:-1][:2] == [ids[4], ids[3]]
    last, _ = await db.history(GUILD, None, 4, 2)
    assert [m.match_id for m in last] == [ids[0]]
    revolt, total = await db.history(GUILD, "revolt", 0, 10)
    assert total == 2 and [m.match_id for m in revolt] == [ids[3], ids[1]]
    await db.close()


async def test_one_lobby_follows_a_finished_match(opener: Opener) -> None:
    db = await opener()
    match_id = await finished(db, 10)
    after = await db.create_lobby(guild_id=GUILD, channel_id=10, game_id="revolt", host_user_id=2,
                                  host_name="Bob", options={}, follows=match_id)  # fmt: skip
    assert (await db.match_after(match_id)) == after
    with pytest.raises(ChannelBusy):  # a second press, in another channel even
        await db.create_lobby(guild_id=GUILD, channel_id=11, game_id="revolt", host_user_id=1,
                              host_name="Anne", options={}, follows=match_id)  # fmt: skip
    await db.close()


async def test_matches_the_vote_ended_before_results_existed_count_as_finished(
    opener: Opener,
) -> None:
    old = await opener(upto=7)  # a database written before migration 8 existed

    async def then(tx: Tx) -> None:
        for reason in ("ended by the table's vote", "ended by Anne"):
            await tx.execute("INSERT INTO matches (guild_id, channel_id, game_id, status,"
                             " host_user_id, created_at, updated_at, ended_reason)"
                             " VALUES (3, 7, 'revolt', 'aborted', 1, 'then', 'then', ?)",
                             (reason,))  # fmt: skip

    await old._store.write(then)
    await old.close()
    db = await opener()
    assert (await db.get_match(1)).status == "finished"
    assert (await db.get_match(2)).status == "aborted", "one its host ended stays aborted"
    assert await db.history(GUILD, None, 0, 10) == ([], 0), "no standing was kept: no result"
    await db.close()
