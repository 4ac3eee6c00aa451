"""Play again, `/leaderboard`, `/stats` and `/game history` through the real bot and the fake
Discord (which checks every request against Discord's schema): a match the stand-in finishes
ends with **Play again**, which opens the next lobby in the channel, and the server's records
show it."""

from __future__ import annotations

from tests.e2e.fake_discord import CHANNEL_ID, FakeDiscord
from tests.e2e.table import ALICE, BOB, CHLOE, delivered


async def test_play_again_opens_the_next_lobby_and_the_records_show_the_match(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé")):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for _ in range(2):
        lobby = (await fake.press(ALICE, lobby, lobby.button("Add a bot"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    room = fake.room(CHANNEL_ID)
    assert room != CHANNEL_ID, "the match plays in its own thread"
    await fake.slash(ALICE, "game", "resign", at=room)  # the stand-in plays every seat
    await delivered(bot)
    final = next(m for m in fake.posts_in(room) if "Final scores:" in m.content)

    await fake.press(BOB, final, final.button("Play again"))
    await delivered(bot)
    (again,) = [m for m in fake.posts_in(CHANNEL_ID) if "1. Bob" in m.content]
    assert "**Revolt** lobby" in again.content and again.button("Join")
    answer = (await fake.press(CHLOE, final, final.button("Play again"))).reply
    assert answer.ephemeral and "You have a seat in the new lobby" in answer.content
    await delivered(bot)
    assert "2. Chloé" in again.content, "the same lobby, edited: one lobby per finished match"
    question = (await fake.slash(BOB, "game", "abort", at=CHANNEL_ID)).reply  # Bob hosts it
    await fake.press(BOB, question, question.button("End the match"))
    await delivered(bot)
    assert not again.custom_ids(), "a closed lobby keeps no button to press"

    board = (await fake.slash(BOB, "leaderboard", game="revolt")).reply
    assert not board.ephemeral and "1. Stand-in" in board.content
    stats = (await fake.slash(ALICE, "stats")).reply
    assert stats.ephemeral and "no finished match on this server yet" in stats.content
    history = (await fake.slash(ALICE, "game", "history")).reply
    assert history.ephemeral and "**Revolt**" in history.content and f"<#{room}>" in history.content
