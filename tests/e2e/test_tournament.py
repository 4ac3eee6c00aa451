"""A tournament through the real bot and the fake Discord (which checks every request against
Discord's own description of its API): the sign-up with Join and Start, each round's match
opening in a thread of its own with its players pinged, the standings message edited in place
with its picture, and the winner announced, once."""

from __future__ import annotations

import random

from tests.e2e.fake_discord import CHANNEL_ID, FakeDiscord, Message
from tests.e2e.table import ALICE, BOB, CHLOE, delivered, mentioned, waiting

PLAYERS = ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé"))


def standings(fake: FakeDiscord) -> list[Message]:
    return [m for m in fake.posts_in(CHANNEL_ID) if m.files and "standings" in m.files[0][0]]


async def play_out(fake: FakeDiscord, room: int, rng: random.Random) -> int:
    """The match in `room` played to its end with `/play`, as its players type it; the number
    of moves."""
    for moves in range(2000):
        awaited = waiting(fake, room)
        if not awaited:
            return moves
        actor = rng.choice(awaited)
        suggestions = await fake.autocomplete(actor, "play", "choice", choice="")
        done = await fake.slash(actor, "play", choice=rng.choice(suggestions)["value"], at=room)
        assert done.reply.content.startswith("✅"), done.reply.content
    raise AssertionError("the match never ended")


async def test_a_swiss_tournament_signs_up_opens_its_rounds_and_crowns_its_winner(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    rng = random.Random(54)
    for uid, name in PLAYERS:
        fake.add_user(uid, name)
    signup = (
        await fake.slash(
            ALICE, "tournament", "new", game="revolt", format="swiss", rounds=2, players=3
        )
    ).reply
    assert not signup.ephemeral and "Revolt tournament" in signup.content
    assert signup.button("Join") and signup.button("Leave") and signup.button("Start")
    for uid, _ in PLAYERS:
        signup = (await fake.press(uid, signup, signup.button("Join"))).reply
    assert "Signed up (3)" in signup.content and "Chloé" in signup.content
    refused = (await fake.press(BOB, signup, signup.button("Start"))).reply
    assert refused.ephemeral and "Only the organiser" in refused.content

    await fake.press(ALICE, signup, signup.button("Start"))
    await fake.until(lambda: fake.room(CHANNEL_ID) != CHANNEL_ID and bool(standings(fake)), 30)
    await delivered(bot)
    first = fake.room(CHANNEL_ID)
    opening = fake.posts_in(first)[0]
    assert "round 1, table 1" in opening.content
    assert sorted(mentioned(opening)) == sorted(uid for uid, _ in PLAYERS), "each one pinged"
    (table,) = standings(fake)
    assert "Round 1 of 2" in table.content and f"<#{first}>" in table.content
    assert table.alts and "Alice" in table.alts[0], "the picture says its standings in words"
    assert not signup.custom_ids(), "the sign-up is closed: no button left to press"

    assert await play_out(fake, first, rng) > 10
    await fake.until(lambda: fake.room(CHANNEL_ID) != first, 30)
    await delivered(bot)
    second = fake.room(CHANNEL_ID)
    assert "round 2, table 1" in fake.posts_in(second)[0].content
    assert standings(fake) == [table], "one standings message, edited in place"
    assert "Round 2 of 2" in table.content and table.edits >= 1

    for uid, _ in PLAYERS:  # the last round given up: the stand-in plays it out, for nothing
        await fake.slash(uid, "game", "resign", at=second)
    await fake.until(lambda: any("is over" in m.content for m in fake.posts_in(CHANNEL_ID)), 30)
    await delivered(bot)
    (won,) = [m for m in fake.posts_in(CHANNEL_ID) if "is over" in m.content]  # told once
    assert mentioned(won), "the winner is pinged"
    assert "Bob" not in won.content or "Alice" not in won.content or "share" in won.content
    assert "Final standings" in table.content
    tournament = await bot.host.db.tournament(1)
    assert tournament is not None and tournament.status == "finished"
    assert tournament.end_announced, "delivered: not told again at the next start"
    assert len(await bot.host.db.tables(1)) == 2, "one table a round, each played once"

    await bot.close()  # a restart: the end was told, and is not told again
    bot = await run_bot()
    await delivered(bot)
    assert [m for m in fake.posts_in(CHANNEL_ID) if "is over" in m.content] == [won]
