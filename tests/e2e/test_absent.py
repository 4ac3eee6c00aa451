"""Three people sit down to Revolt at a live pace; Chloé never answers. The clock runs out on
her, Alice and Bob hand her seat to the stand-in, and they finish the game — through the real
bot and the fake Discord, with a clock the test turns."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from tests.e2e.fake_discord import FakeDiscord
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

START = datetime(2026, 11, 23, 20, 0, tzinfo=UTC)


async def test_a_player_who_never_answers_does_not_stop_the_others(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    now = [START]
    bot.host.now = lambda: now[0]
    await start_three_player_revolt(fake, live=True)

    rng, handed_over = random.Random(8), False
    for _ in range(200):
        awaited = waiting(fake)
        if not awaited:
            break
        if CHLOE not in awaited:
            await move_with_play_command(fake, rng.choice(awaited), rng)
            continue
        assert "until <t:" in latest_board(fake).content, "the board says until when"
        now[0] += timedelta(minutes=11)  # Chloé's ten minutes pass in silence
        await bot.clock.coro(bot)
        await delivered(bot)
        question = next(m for m in reversed(fake.channel_posts()) if m.custom_ids()
                        and "ballot:" in m.custom_ids()[0])  # fmt: skip
        assert "Chloé has not answered in time" in question.content
        for uid in (ALICE, BOB):
            await fake.press(uid, question, question.button("Stand-in plays for now"))
        handed_over = True
        assert CHLOE not in waiting(fake), "the stand-in answered for Chloé at once"
    assert handed_over
    final = fake.channel_posts()[-1].content
    assert "Final scores:" in final, final
    news = next(m for m in fake.channel_posts() if "stand-in plays for Chloé" in m.content)
    assert news.button("I'm back"), "one button gives Chloé her seat back"
