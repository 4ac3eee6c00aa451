"""Results, ratings, a server's history and Play again, through the host: a finished match is
recorded with its seats and moves its players' ratings; one the table ended is recorded with its
standing; a seat the stand-in played for most of the game moves the stand-in's rating, not its
player's; Play again opens one lobby for the next match, however many press."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

import players
from bot.host import Controls, Host, Refused, refs
from bot.host import records as records_module
from bot.host.records import competition_ranks, rate
from storage import STAND_IN_ID, Database
from tests.host.test_absent import ended_by_vote
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, DMITRI, play_to_the_end, seated

GUILD = 1  # `seated` opens its lobbies on server 1


def test_a_free_for_all_moves_each_rating_by_its_place() -> None:
    new = rate([[ALICE], [BOB], [CHLOE]], [1, 2, 3], {})
    assert new[ALICE][0] > 25 > new[CHLOE][0], "the winner up, the last down"
    assert new[ALICE][0] > new[BOB][0] > new[CHLOE][0]
    assert all(sigma < 25 / 3 for _, sigma in new.values()), "every player is better known"
    tied = rate([[ALICE], [BOB], [CHLOE]], [1, 2, 2], {})
    assert tied[BOB] == tied[CHLOE], "equal places, equal ratings"
    strong = rate([[ALICE], [BOB]], [1, 2], {ALICE: (35.0, 3.0), BOB: (15.0, 3.0)})
    upset = rate([[ALICE], [BOB]], [2, 1], {ALICE: (35.0, 3.0), BOB: (15.0, 3.0)})
    assert upset[BOB][0] - 15 > strong[ALICE][0] - 35, "an upset moves ratings more"


def test_a_team_result_moves_both_partners_alike() -> None:
    """Frondeurs' team variant (§8.6): two against two; the winning side both go up."""
    new = rate([[ALICE, BOB], [CHLOE, DMITRI]], [1, 2], {})
    assert new[ALICE] == new[BOB] and new[CHLOE] == new[DMITRI]
    assert new[ALICE][0] > 25 > new[CHLOE][0]


def test_the_winners_rank_first_and_equal_scores_share_a_place() -> None:
    # A tie-break made seat 1 the winner though seat 0 scored as much.
    assert competition_ranks({0: 9, 1: 9, 2: 4, 3: 4}, [1]) == {1: 1, 0: 2, 2: 3, 3: 3}


async def test_a_finished_match_is_recorded_and_rates_its_players(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    out = await play_to_the_end(host, random.Random(5))
    final = next(p for p in out.posts if "Final scores:" in p.text)
    assert final.controls is Controls.AGAIN and final.match_id == match.id
    result = await host.db.result(match.id)
    assert [s.user_id for s in result] == [ALICE, BOB, CHLOE]
    winners = [s for s in result if s.rank == 1]
    assert winners and all(f"**{s.name}**" in final.text for s in winners)
    board = await host.db.ratings(GUILD, "revolt")
    assert {r.user_id for r in board} == {ALICE, BOB, CHLOE} and all(r.played == 1 for r in board)
    assert board[0].user_id in {s.user_id for s in winners}, "a winner leads the leaderboard"

    stats = await host.records.stats(guild_id=GUILD, user_id=board[0].user_id, name="Top")
    assert stats.reply is not None
    assert "**Revolt**: 1 match played, 1 won · rating" in stats.reply
    assert "▲" in stats.reply and stats.reply_picture is not None
    assert stats.reply_picture.data.startswith(b"\x89PNG")
    leaders = await host.records.leaderboard(guild_id=GUILD, game_id="revolt")
    assert leaders.reply is not None
    first = refs.person(board[0].user_id)
    assert f"1. {first}" in leaders.reply and "1 match, 1 won" in leaders.reply
    with pytest.raises(Refused, match="No Liberté match"):
        await host.records.leaderboard(guild_id=GUILD, game_id="liberte")
    with pytest.raises(Refused, match="no finished match"):
        await host.records.stats(guild_id=GUILD, user_id=DMITRI, name="Dmitri")


async def test_a_match_the_table_ends_is_recorded_with_its_standing(timed: Host) -> None:
    match_id, out = await ended_by_vote(timed)
    ended = next(p for p in out.posts if "Standing when it ended" in p.text)
    assert ended.controls is Controls.AGAIN
    assert (await timed.db.get_match(match_id)).status == "finished", "not lost as aborted"
    result = await timed.db.result(match_id)
    game_scores = [s.score for s in result]
    assert [s.user_id for s in result] == [ALICE, BOB, CHLOE]
    assert all(s.rank == 1 for s in result if s.score == max(game_scores))
    assert all(r.played == 1 for r in await timed.db.ratings(GUILD, "revolt"))
    history = await timed.records.history(guild_id=GUILD)
    assert history.reply is not None
    assert "ahead when the table ended it" in history.reply


async def test_a_seat_the_stand_in_played_moves_the_stand_ins_rating(host: Host) -> None:
    """Chloé resigns at once: the stand-in plays her seat to the end, and it is its result."""
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    await host.resign(user_id=CHLOE, channel_id=CHANNEL)
    rng = random.Random(3)
    while await host.db.active_match(CHANNEL) is not None:
        await play_to_the_end(host, rng)
    chloe = (await host.db.result(match.id))[2]
    assert (chloe.user_id, chloe.name, chloe.resigned) == (STAND_IN_ID, "Stand-in", True)
    assert await host.db.ratings(GUILD, "revolt", CHLOE) == [], "Chloé's rating did not move"
    (stand_in,) = await host.db.ratings(GUILD, "revolt", STAND_IN_ID)
    assert stand_in.played == 1
    with pytest.raises(Refused, match="no finished match"):
        await host.records.stats(guild_id=GUILD, user_id=CHLOE, name="Chloé")


async def finish_with_stand_ins(host: Host, channel: int) -> int:
    """A Revolt match Alice opens with two stand-ins and leaves to them: played to the end."""
    await host.new_match(guild_id=GUILD, channel_id=channel, user_id=ALICE, name="Alice",
                         game_id="revolt")  # fmt: skip
    for _ in range(2):
        await host.add_bot(user_id=ALICE, channel_id=channel)
    await host.start(user_id=ALICE, channel_id=channel)
    match = await host.db.latest_match(channel)
    if match.status == "running":
        await host.resign(user_id=ALICE, channel_id=channel)
    assert (await host.db.get_match(match.id)).status == "finished"
    return match.id


async def test_play_again_seats_a_second_table_once(host: Host) -> None:
    first = await finish_with_stand_ins(host, CHANNEL)
    with pytest.raises(Refused, match="another channel"):
        await host.play_again(user_id=BOB, name="Bob", match_id=first, channel_id=CHANNEL + 1)
    opened = await host.play_again(user_id=BOB, name="Bob", match_id=first, channel_id=CHANNEL)
    (lobby,) = opened.posts
    assert opened.channel_id == CHANNEL and lobby.controls is Controls.LOBBY
    assert "1. Bob" in lobby.text and "stand-in played 3 seats" in lobby.text
    joined = await host.play_again(user_id=CHLOE, name="Chloé", match_id=first)
    assert "2. Chloé" in joined.edits[0].post.text, "a second press joins the same lobby"
    with pytest.raises(Refused, match="already have a seat"):
        await host.play_again(user_id=BOB, name="Bob", match_id=first)
    second = await host.db.active_match(CHANNEL)
    assert second.host_user_id == BOB and second.game_id == "revolt"
    assert second.pace == (await host.db.get_match(first)).pace
    await host.add_bot(user_id=BOB, channel_id=CHANNEL)
    await host.start(user_id=BOB, channel_id=CHANNEL)
    assert len(await host.db.seats(second.id)) == 3
    with pytest.raises(Refused, match="has started already"):
        await host.play_again(user_id=DMITRI, name="Dmitri", match_id=first)


async def test_the_history_is_paged_newest_first(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(records_module, "HISTORY_PAGE", 1)
    first, second = [await finish_with_stand_ins(host, CHANNEL + i) for i in (0, 1)]
    page = (await host.records.history(guild_id=GUILD)).reply
    assert page is not None
    assert "page 1 of 2" in page and f"match:{second}`" in page
    assert refs.channel(CHANNEL + 1) in page
    assert "`/game history page:2`" in page
    older = (await host.records.history(guild_id=GUILD, game_id="revolt", page=2)).reply
    assert older is not None
    assert f"match:{first}`" in older and "page:3" not in older
    with pytest.raises(Refused, match="only 2 pages"):
        await host.records.history(guild_id=GUILD, page=3)
    exported = await host.reports.export(channel_id=CHANNEL + 5, match_id=first, guild_id=GUILD)
    assert exported.reply_picture is not None
    with pytest.raises(Refused, match="no match with that number"):
        await host.reports.export(channel_id=CHANNEL, match_id=first, guild_id=GUILD + 1)


async def quickly(ask: players.Ask) -> str:
    """Every level answers as the quick one: the test is about records, not strength."""
    return players.decide(dataclasses.replace(ask, level="quick", known=None))


async def test_each_stand_in_level_has_its_own_rating_and_leaderboard_line(
    tmp_path: Path,
) -> None:
    """A quick and a strong stand-in at one table: two entries, each named by its level, never
    one "Stand-in" for both."""
    db = await Database.open(tmp_path / "levels.sqlite3")
    host = Host(db, think=quickly)
    await host.new_match(guild_id=GUILD, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="revolt")  # fmt: skip
    await host.add_bot(user_id=ALICE, channel_id=CHANNEL)
    await host.add_bot(user_id=ALICE, channel_id=CHANNEL, level="strong")
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.latest_match(CHANNEL)
    if match.status == "running":
        await host.resign(user_id=ALICE, channel_id=CHANNEL)
    result = await host.db.result(match.id)
    assert [s.name for s in result[1:]] == ["Stand-in", "Strong stand-in"]
    board = await host.records.leaderboard(guild_id=GUILD, game_id="revolt")
    lines = (board.reply or "").splitlines()[1:]
    await db.close()
    assert len(lines) == 2, lines  # Alice resigned: the strong level played her seat
    assert sum(line.split(" · ")[0].endswith(". Strong stand-in") for line in lines) == 1, lines
    assert sum(line.split(" · ")[0].endswith(". Stand-in") for line in lines) == 1, lines


async def test_a_newcomer_who_loses_is_rated_zero_not_below(host: Host) -> None:
    """OpenSkill's cautious estimate falls below 0 after a first loss: shown as 0.0, with no
    arrow down, on /stats and on the leaderboard."""
    skill = rate([[ALICE], [BOB]], [1, 2], {})[BOB]
    assert skill[0] - 3 * skill[1] < 0, "the estimate itself is below 0"
    assert records_module.shown(skill) == 0.0
    assert records_module.trend_text([skill]) == ""
