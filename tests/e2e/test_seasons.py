"""`/season set`, `/season end` and `/leaderboard season:` through the real bot and the fake
Discord (which checks the commands registered, and every answer, against Discord's schema): the
season commands are an admin's, shown by default to those with Manage Server and refused to
others privately; a season's table is public, and a season without a match says so privately."""

from __future__ import annotations

from datetime import timedelta

from tests.e2e.fake_discord import CHANNEL_ID, FakeDiscord, Interaction
from tests.e2e.table import ALICE, BOB, delivered


async def season_set(fake: FakeDiscord, user_id: int, manage: bool, **options: str) -> Interaction:
    """`/season set`, typed as Discord sends it (its `name` option is also `slash`'s own
    parameter's name)."""
    data = fake._command_data("season", "set", options)
    inter, payload = fake.interaction_payload(user_id, 2, data, manage=manage)
    return await fake.send_interaction(inter, payload)


async def test_an_admin_sets_a_season_and_its_table_is_the_leaderboards(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    season = bot.tree.get_command("season")
    assert season is not None and season.guild_only
    assert season.default_permissions is not None and season.default_permissions.manage_guild
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob")):
        fake.add_user(uid, name)
    today = bot.host.now().date()
    dates = {"start": str(today - timedelta(days=1)), "end": str(today + timedelta(days=1))}

    refused = (await season_set(fake, BOB, manage=False, name="Cup", **dates)).reply
    assert refused.ephemeral and "**Manage Server** permission" in refused.content
    none = (await fake.slash(BOB, "leaderboard", game="revolt", season="season")).reply
    assert none.ephemeral and "This server has no season" in none.content
    set_out = (await season_set(fake, ALICE, manage=True, name="Cup", **dates)).reply
    assert not set_out.ephemeral and "season is now **Cup**" in set_out.content
    assert set_out.content.count("<t:") == 2, "its dates, in each reader's time zone"
    empty = (await fake.slash(BOB, "leaderboard", game="revolt", season="month")).reply
    assert empty.ephemeral and "No Revolt match finished on this server this month" in empty.content

    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for _ in range(2):
        lobby = (await fake.press(ALICE, lobby, lobby.button("Add a bot"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    await fake.slash(ALICE, "game", "resign", at=fake.room(CHANNEL_ID))  # the stand-in plays on
    await delivered(bot)

    all_time = (await fake.slash(BOB, "leaderboard", game="revolt")).reply
    assert not all_time.ephemeral and all_time.content.startswith("🏅 **Revolt** on this server")
    cup = (await fake.slash(BOB, "leaderboard", game="revolt", season="season")).reply
    assert not cup.ephemeral and "in the season “Cup”" in cup.content.splitlines()[0]
    first_match = all_time.content.splitlines()[1:]
    assert first_match == cup.content.splitlines()[1:], "one match: rated as all time"
    assert first_match[0].startswith("1. Stand-in")
    ended = (await fake.slash(ALICE, "season", "end", manage=True)).reply
    assert not ended.ephemeral and "The season **Cup** is over" in ended.content
    again = (await fake.slash(ALICE, "season", "end", manage=True)).reply
    assert again.ephemeral and "No season is under way" in again.content
