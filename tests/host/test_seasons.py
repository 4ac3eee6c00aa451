"""Seasons, through the host: `/leaderboard` of this month, last month or the server's named
season ranks the players by a rating worked out again from that season's matches alone (checked
against OpenSkill run here on the same matches), with the matches played and won in it; a month
ends where the UTC calendar's does, by the host's clock; only an admin sets or ends a season.

The matches are hand-made results written as a finished match writes them, at the test's time."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any

import pytest
from openskill.models import PlackettLuce, PlackettLuceRating

import storage.db
from bot.host import Host, Refused, refs
from bot.host.records import MODEL, rate, season_table, shown
from bot.host.seasons import ALL_TIME, LAST_MONTH, NAMED, THIS_MONTH, month
from i18n import set_reader
from storage import MOVE, STAND_IN_ID, Change, Move, Result, ResultSeat
from tests.host.conftest import Clock
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, DMITRI

GUILD = 1
NAMES = {ALICE: "Alice", BOB: "Bob", CHLOE: "Chloé", DMITRI: "Dmitri", STAND_IN_ID: "Stand-in"}


@pytest.fixture
def clocked(timed: Host, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Host:
    """The host on the test's clock, and the results it records stamped by the same clock (as
    both are the real time in the bot)."""
    monkeypatch.setattr(storage.db, "_now", lambda: clock().isoformat(timespec="milliseconds"))
    return timed


async def play(host: Host, *sides: Sequence[int]) -> None:
    """A Revolt match of the server finished now: `sides` (each a list of user ids, a team or
    one player) from the winner down, its seats in that order, rated as a match's end rates."""
    ranked = [(rank, user) for rank, side in enumerate(sides, 1) for user in side]
    match = await host.db.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, game_id="revolt", host_user_id=ALICE,
        host_name="Alice", options={},
    )  # fmt: skip
    await host.db.start_match(match.id, seed=1, state="{}")
    result = Result(
        "game",
        [ResultSeat(seat, user, NAMES[user], None, 0.0, rank, rank - 1)
         for seat, (rank, user) in enumerate(ranked)],
        partial(rate, [list(side) for side in sides], list(range(1, len(sides) + 1))),
        (MODEL.mu, MODEL.sigma),
    )  # fmt: skip
    change = Change(MOVE, state="{}", move=Move(0, "x"), finished=True, result=result)
    await host.db.commit(match.id, 1, change)


async def leaders(host: Host, season: str) -> list[str]:
    """The leaderboard's lines under its head."""
    board = await host.records.leaderboard(guild_id=GUILD, game_id="revolt", season=season)
    return (board.reply or "").splitlines()[1:]


def named(lines: list[str]) -> set[str]:
    """Who the lines of a leaderboard name, whatever their places."""
    return {line.split(" · ")[0].split(". ", 1)[1] for line in lines}


def openskill(matches: Sequence[Sequence[Sequence[int]]]) -> dict[int, float]:
    """The shown rating of each player after `matches` (each its sides, winner first), from
    OpenSkill itself, every player new at the first."""
    model = PlackettLuce()
    ratings: dict[int, PlackettLuceRating] = {}
    for sides in matches:
        teams = [[ratings.get(u) or model.rating() for u in side] for side in sides]
        for side, rated in zip(sides, model.rate(teams), strict=True):
            ratings.update(zip(side, rated, strict=True))
    return {u: shown((r.mu, r.sigma)) for u, r in ratings.items()}


async def test_a_month_ranks_its_own_matches_rated_again_from_scratch(
    clocked: Host, clock: Clock
) -> None:
    """Alice won every match in October and played none in November: first all time, absent
    from this month's table, whose ratings are OpenSkill's over November's matches alone."""
    clock.at = datetime(2026, 10, 12, 20, 0, tzinfo=UTC)
    for _ in range(4):
        await play(clocked, [ALICE], [BOB])
    november = [[[BOB], [CHLOE]], [[CHLOE], [BOB]], [[BOB], [CHLOE], [DMITRI]]]
    clock.at = datetime(2026, 11, 3, 9, 30, tzinfo=UTC)
    for sides in november:
        await play(clocked, *sides)
        clock.advance(days=5)

    assert (await leaders(clocked, ALL_TIME))[0].startswith(f"1. {refs.person(ALICE)} · ")
    expected = openskill(november)
    this_month = await leaders(clocked, THIS_MONTH)
    assert this_month == [
        f"1. {refs.person(BOB)} · {expected[BOB]:.1f} · 3 matches, 2 won",
        f"2. {refs.person(CHLOE)} · {expected[CHLOE]:.1f} · 3 matches, 1 won",
        f"3. {refs.person(DMITRI)} · {expected[DMITRI]:.1f} · 1 match, 0 won",
    ], expected
    assert all(refs.person(ALICE) not in line for line in this_month)
    last_month = await leaders(clocked, LAST_MONTH)
    assert [line.split(" · ")[0] for line in last_month] == [
        f"1. {refs.person(ALICE)}", f"2. {refs.person(BOB)}",
    ]  # fmt: skip
    assert last_month[0].endswith("4 matches, 4 won")
    assert f"{openskill([[[ALICE], [BOB]]] * 4)[ALICE]:.1f}" in last_month[0]


async def test_a_season_of_every_match_rates_as_the_all_time_ratings(
    clocked: Host, clock: Clock
) -> None:
    """Replayed over all the matches so far, team matches and the stand-in's two seats at one
    table included, a season's ratings are the stored ones: it rates each match as its end did."""
    for sides in ([[ALICE, BOB], [CHLOE, DMITRI]], [[CHLOE], [STAND_IN_ID], [ALICE], [STAND_IN_ID]],
                  [[DMITRI], [BOB, ALICE]], [[BOB], [CHLOE]]):  # fmt: skip
        await play(clocked, *sides)
        clock.advance(hours=1)
    starts, ends = month(clock())
    table = season_table(await clocked.db.season_results(GUILD, "revolt", starts, ends))
    stored = await clocked.db.ratings(GUILD, "revolt", limit=10)
    assert [r.user_id for r in table] == [r.user_id for r in stored]
    for mine, kept in zip(table, stored, strict=True):
        assert (mine.played, mine.won, mine.name) == (kept.played, kept.won, kept.name)
        assert (mine.mu, mine.sigma) == pytest.approx((kept.mu, kept.sigma), rel=1e-12)


async def test_months_end_where_the_utc_calendar_does(clocked: Host, clock: Clock) -> None:
    clock.at = datetime(2026, 10, 31, 23, 59, 59, 999000, tzinfo=UTC)
    await play(clocked, [ALICE], [BOB])
    clock.at = datetime(2026, 11, 1, tzinfo=UTC)
    await play(clocked, [CHLOE], [DMITRI])

    clock.at = datetime(2026, 11, 30, 23, 59, 59, tzinfo=UTC)
    assert named(await leaders(clocked, THIS_MONTH)) == {refs.person(CHLOE), refs.person(DMITRI)}
    assert named(await leaders(clocked, LAST_MONTH)) == {refs.person(ALICE), refs.person(BOB)}
    board = await clocked.records.leaderboard(guild_id=GUILD, game_id="revolt", season=THIS_MONTH)
    november = (datetime(2026, 11, 1, tzinfo=UTC), datetime(2026, 12, 1, tzinfo=UTC))
    assert (board.reply or "").splitlines()[0] == (
        f"🏅 **Revolt** on this server this month, by rating · the matches finished from "
        f"{refs.moment(november[0])} until {refs.moment(november[1])}, rated on their own"
    )

    clock.at = datetime(2026, 12, 1, tzinfo=UTC)  # a new month: November is the last
    assert named(await leaders(clocked, LAST_MONTH)) == {refs.person(CHLOE), refs.person(DMITRI)}
    with pytest.raises(Refused, match="No Revolt match finished on this server this month"):
        await leaders(clocked, THIS_MONTH)
    assert month(datetime(2027, 1, 10, tzinfo=UTC), 1) == (
        datetime(2026, 12, 1, tzinfo=UTC), datetime(2027, 1, 1, tzinfo=UTC),
    )  # fmt: skip


async def test_only_an_admin_sets_or_ends_the_servers_season(clocked: Host, clock: Clock) -> None:
    seasons = clocked.seasons
    with pytest.raises(Refused, match="This server has no season"):
        await leaders(clocked, NAMED)
    autumn: dict[str, Any] = dict(guild_id=GUILD, user_id=ALICE, name="Autumn cup",
                                  starts="2026-11-10", ends="2026-11-20")  # fmt: skip
    with pytest.raises(Refused, match=r"Only someone with the \*\*Manage Server\*\* permission"):
        await seasons.set(**autumn, can_manage=False)
    with pytest.raises(Refused, match=r"Only someone with the \*\*Manage Server\*\*"):
        await seasons.end(guild_id=GUILD, can_manage=False)
    assert await clocked.db.season(GUILD) is None, "nothing was set"
    with pytest.raises(Refused, match="I can't read '20/11/2026' as a date"):
        await seasons.set(**{**autumn, "ends": "20/11/2026"}, can_manage=True)
    with pytest.raises(Refused, match="would end before it begins"):
        await seasons.set(**{**autumn, "ends": "2026-11-09"}, can_manage=True)
    with pytest.raises(Refused, match="needs a name"):
        await seasons.set(**{**autumn, "name": "  "}, can_manage=True)

    set_out = await seasons.set(**autumn, can_manage=True)
    first, after_last = datetime(2026, 11, 10, tzinfo=UTC), datetime(2026, 11, 21, tzinfo=UTC)
    assert set_out.reply == (
        "🏁 This server's season is now **Autumn cup**: the matches finished from "
        f"{refs.moment(first)} until {refs.moment(after_last)}. `/leaderboard` shows its table "
        "with `season:The server's season`."
    )
    for day, sides in ((9, ([ALICE], [BOB])), (10, ([CHLOE], [BOB])), (20, ([DMITRI], [CHLOE])),
                       (21, ([ALICE], [DMITRI]))):  # fmt: skip
        clock.at = datetime(2026, 11, day, 12, tzinfo=UTC)
        await play(clocked, *sides)
    assert named(await leaders(clocked, NAMED)) == {
        refs.person(CHLOE), refs.person(DMITRI), refs.person(BOB),
    }, "only the matches from its first day to its last count"  # fmt: skip
    board = await clocked.records.leaderboard(guild_id=GUILD, game_id="revolt", season=NAMED)
    assert "on this server in the season “Autumn cup”, by rating" in (board.reply or "")
    with pytest.raises(Refused, match="No season is under way"):
        await seasons.end(guild_id=GUILD, can_manage=True)  # it ended on the 20th

    winter = {**autumn, "name": "Winter *league*", "starts": "2026-11-22", "ends": "2027-02-28"}
    assert "replaces" not in ((await seasons.set(**winter, can_manage=True)).reply or "")
    moved = await seasons.set(**{**winter, "name": "Winter"}, can_manage=True)
    assert (moved.reply or "").endswith(
        "It replaces “Winter \\*league\\*”, whose dates are forgotten (its matches still count "
        "everywhere else)."
    )
    set_reader("fr")
    try:  # Winter begins tomorrow: nothing to show yet
        french = "Aucune partie de Revolt ne s’est terminée sur ce serveur pendant la saison"
        with pytest.raises(Refused, match=f"{french} «\u00a0Winter\u00a0»"):
            await leaders(clocked, NAMED)
    finally:
        set_reader("en")

    clock.at = datetime(2026, 11, 22, 8, tzinfo=UTC)
    await play(clocked, [BOB], [ALICE])
    clock.advance(hours=1)
    ended = await seasons.end(guild_id=GUILD, can_manage=True)
    winter_began = refs.moment(datetime(2026, 11, 22, tzinfo=UTC))
    assert (ended.reply or "").startswith(
        "🏁 The season **Winter** is over: its table counts the matches finished from "
        f"{winter_began} until {refs.moment(clock())}."
    )
    clock.advance(days=1)
    await play(clocked, [ALICE], [BOB])  # after its end: not the season's
    assert [line.split(" · ")[0] for line in await leaders(clocked, NAMED)] == [
        f"1. {refs.person(BOB)}", f"2. {refs.person(ALICE)}",
    ]  # fmt: skip
    with pytest.raises(Refused, match="No season is under way"):
        await seasons.end(guild_id=GUILD, can_manage=True)
    assert (await clocked.db.season(GUILD)).ends == clock() - timedelta(days=1)
