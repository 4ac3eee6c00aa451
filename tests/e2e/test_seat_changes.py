"""Seats, questions and the clock through the real bot and the fake Discord, as a hostile or
unlucky table would try them: a seat given to a bot or a stranger, the process killed during a
replace or right after a deadline, a hand DM that must follow its new player, a stand-in's seat
that nobody can write to, and crafted components and autocomplete."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.app import GameBot
from tests.e2e.fake_discord import APP_ID, FakeDiscord, Mention
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    delivered,
    latest_board,
    move_with_play_command,
    start_three_player_revolt,
    waiting,
)
from tests.e2e.test_crafted_input import carrying

ZOE, STRANGER = 19, 20


async def dies_before_posting(*_: object) -> None:
    """The change is saved; the process ends before anything reaches Discord."""


async def all_announced(bot: GameBot) -> None:
    """The bot announces what it saved before it stopped once it is ready."""
    for _ in range(250):
        if not await bot.host.db.unannounced():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not announced")


async def test_a_seat_goes_to_no_bot_and_no_stranger(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    fake.add_user(STRANGER, "Stranger")
    fake.outsiders.add(STRANGER)
    to_the_bot = (await fake.slash(ALICE, "game", "replace", player=Mention(BOB),
                                   newcomer=Mention(APP_ID))).reply  # fmt: skip
    assert to_the_bot.ephemeral and "is a bot" in to_the_bot.content
    to_a_stranger = (await fake.slash(ALICE, "game", "replace", player=Mention(BOB),
                                      newcomer=Mention(STRANGER))).reply  # fmt: skip
    assert to_a_stranger.ephemeral and "not a member of this server" in to_a_stranger.content
    match = await bot.host.db.active_match(fake.here)
    assert [s.user_id for s in await bot.host.db.seats(match.id)] == [ALICE, BOB, CHLOE]


async def test_a_vote_about_someone_without_a_seat_names_them(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    fake.add_user(ZOE, "Zoé")
    reply = (await fake.slash(ALICE, "game", "vote", player=Mention(ZOE))).reply
    assert reply.ephemeral and "Zoé has no seat in this match" in reply.content


async def test_a_replace_killed_half_way_is_announced_with_the_hand(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    db_path = tmp_path / "replace.sqlite3"
    bot = await run_bot(db_path)
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    fake.add_user(ZOE, "Zoé")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot.courier, "send", dies_before_posting)
        await fake.slash(ALICE, "game", "replace", player=Mention(actor), newcomer=Mention(ZOE))
    await bot.close()
    assert not any("Zoé" in m.content for m in fake.channel_posts()), "nothing was announced"

    bot = await run_bot(db_path)
    await all_announced(bot)
    assert any("Zoé takes" in m.content for m in fake.channel_posts()), "the table is told"
    assert waiting(fake) == [ZOE], "and pinged"
    (hand,) = fake.dms_to(ZOE)
    assert "Your hand" in hand.content and hand.files, "the newcomer has the hand"


async def test_after_a_replace_the_hand_dm_is_the_newcomers(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    fake.add_user(ZOE, "Zoé")
    await fake.slash(ALICE, "game", "replace", player=Mention(actor), newcomer=Mention(ZOE))
    await delivered(bot)
    old_dms = [(m.id, m.content) for m in fake.dms_to(actor)]
    rng = random.Random(4)
    for _ in range(6):  # Zoé plays from the hand that was the old player's
        await move_with_play_command(fake, waiting(fake)[0], rng)
    await delivered(bot)
    assert [(m.id, m.content) for m in fake.dms_to(actor)] == old_dms, (
        "the old player's DMs are never edited again"
    )
    assert fake.dms_to(ZOE), "Zoé has the hand"


async def test_a_stand_ins_seat_opens_no_dm(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob")):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    lobby = (await fake.press(BOB, lobby, lobby.button("Join"))).reply
    lobby = (await fake.press(ALICE, lobby, lobby.button("Add a bot"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    rng = random.Random(2)
    for _ in range(12):
        await move_with_play_command(fake, waiting(fake)[0], rng)
    await delivered(bot)
    assert set(fake.dm_channels.values()) <= {ALICE, BOB}, "no DM channel for the stand-in"


async def test_a_question_put_right_before_a_kill_is_posted_at_the_start(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    db_path = tmp_path / "deadline.sqlite3"
    bot = await run_bot(db_path)
    now = [datetime.now(UTC)]  # the restarted bot's clock runs on real time: nothing is due yet
    bot.host.now = lambda: now[0]
    await start_three_player_revolt(fake, live=True)
    await delivered(bot)
    (actor,) = waiting(fake)
    now[0] += timedelta(minutes=11)  # the deadline passes, the question is put...
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot.courier, "enqueue", lambda *_: None)
        await bot.clock.coro(bot)  # ...and the process dies before it is posted
    await bot.close()
    assert not any("ballot:" in "".join(m.custom_ids()) for m in fake.channel_posts())

    bot = await run_bot(db_path)
    await all_announced(bot)
    (question,) = [m for m in fake.channel_posts() if "ballot:" in "".join(m.custom_ids())]
    assert "has not answered in time" in question.content
    voter = min({ALICE, BOB, CHLOE} - {actor})
    answered = (await fake.press(voter, question, question.button("Keep waiting"))).reply
    assert answered.ephemeral and "Your answer" in answered.content


async def test_crafted_choice_buttons_are_answered_politely(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    board = latest_board(fake)
    (actor,) = waiting(fake)
    match_id, version = board.custom_ids()[0].split(":")[1:3]
    crafted = [
        f"do:{match_id}:{version}:0123abcd:" + "x" * 130,  # 150 characters and more
        f"do:{match_id}:{version}:0123abcd:" + "x" * 4000,
        f"do:{match_id}:{'9' * 20}:0123abcd:play:N1",  # a version no database can hold
    ]
    for custom_id in crafted:
        reply = (await fake.press(actor, carrying(board, custom_id), custom_id)).reply
        assert reply.ephemeral and not reply.content.startswith("Sorry"), reply.content


async def test_autocomplete_for_an_option_with_fixed_choices_is_answered(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    suggestions = await fake.autocomplete(ALICE, "game", "game", sub="new", game="guill")
    assert [s["value"] for s in suggestions] == ["guillotine"]
