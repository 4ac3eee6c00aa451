"""Seasons (migration 14), on SQLite and PostgreSQL alike: a season's results read in one query,
by server, game and dates, in the order the matches finished, each seat with its team; a
server's one named season, replaced by the next, ended only while under way."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

import storage.db
from storage import Database, Result, ResultSeat, SeasonRow
from storage.transaction import Tx
from tests.storage.conftest import Opener
from tests.storage.test_records import GUILD, last_move_to_go
from tests.storage.writes import save_move

NOV = datetime(2026, 11, 1, tzinfo=UTC)


async def finished_at(
    db: Database, monkeypatch: pytest.MonkeyPatch, at: datetime, winner: str, game: str = "revolt"
) -> int:
    """A two-seat match recorded as finished at `at`: `winner` (user 1) first, on team 3."""
    monkeypatch.setattr(storage.db, "_now", lambda: at.isoformat(timespec="milliseconds"))
    match_id = await last_move_to_go(db, 10, game)
    seats = [ResultSeat(0, 1, winner, None, 9.0, 1, 3), ResultSeat(1, 2, "Bob", None, 4.0, 2, 0)]
    mu_up = Result("game", seats, lambda now: {u: (mu + 1, 8.0) for u, (mu, _) in now.items()},
                   (25.0, 8.0))  # fmt: skip
    await save_move(db, match_id, expected_version=2, state="{}", seat=0, choice_id="y",
                    finished=True, result=mu_up)  # fmt: skip
    return match_id


async def test_a_seasons_results_are_its_dates_matches_in_the_order_they_finished(
    opener: Opener, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = await opener()
    for at, winner, game in (
        (NOV - timedelta(milliseconds=1), "October's", "revolt"),
        (NOV + timedelta(days=2), "second", "revolt"),
        (NOV + timedelta(days=3), "Liberté's", "liberte"),
        (NOV + timedelta(days=29, hours=23), "third", "revolt"),
        (NOV + timedelta(days=30), "December's", "revolt"),
        (NOV, "first", "revolt"),  # opened last, finished first: the order is the finish's
    ):
        await finished_at(db, monkeypatch, at, winner, game)
    november = await db.season_results(GUILD, "revolt", NOV, NOV + timedelta(days=30))
    assert [[s.name for s in seats] for seats in november] == [
        ["first", "Bob"], ["second", "Bob"], ["third", "Bob"],
    ]  # fmt: skip
    assert [(s.user_id, s.rank, s.team) for s in november[0]] == [(1, 1, 3), (2, 2, 0)]
    assert await db.season_results(GUILD + 1, "revolt", NOV, NOV + timedelta(days=30)) == []
    await db.close()


async def test_a_server_keeps_one_named_season_ended_only_while_under_way(
    opener: Opener,
) -> None:
    db = await opener()
    autumn = SeasonRow("Autumn", NOV, NOV + timedelta(days=30))
    assert await db.season(GUILD) is None
    assert await db.set_season(GUILD, autumn, set_by=1) is None
    assert await db.season(GUILD) == autumn
    assert await db.season(GUILD + 1) is None, "a season is one server's"
    assert await db.end_season(GUILD, NOV - timedelta(days=1)) is None, "not begun"
    assert await db.end_season(GUILD, NOV + timedelta(days=30)) is None, "over"
    winter = SeasonRow("Winter", NOV + timedelta(days=30), NOV + timedelta(days=120))
    assert await db.set_season(GUILD, winter, set_by=2) == autumn, "replaced, and said so"
    now = NOV + timedelta(days=40, hours=5)
    assert await db.end_season(GUILD, now) == SeasonRow("Winter", winter.starts, now)
    assert await db.season(GUILD) == SeasonRow("Winter", winter.starts, now)
    assert await db.end_season(GUILD, now + timedelta(hours=1)) is None, "ended already"
    await db.close()


async def test_results_written_before_seasons_count_each_seat_as_a_side(opener: Opener) -> None:
    old = await opener(upto=13)  # a database written before migration 14 existed

    async def then(tx: Tx) -> None:
        for sql in (
            "INSERT INTO matches (guild_id, channel_id, game_id, status, host_user_id,"
            " created_at, updated_at) VALUES (3, 7, 'revolt', 'finished', 1, 'then', 'then')",
            "INSERT INTO results (match_id, seat, guild_id, game_id, user_id, name, score, rank,"
            " ended, mu, sigma, at) VALUES (1, 0, 3, 'revolt', 1, 'x', 0, 1, 'game', 25, 8,"
            " 'then'), (1, 1, 3, 'revolt', 2, 'y', 0, 2, 'game', 25, 8, 'then')",
        ):
            await tx.execute(sql)

    await old._store.write(then)
    await old.close()
    db = await opener()
    assert [s.team for s in await db.result(1)] == [0, 1]
    await db.close()
