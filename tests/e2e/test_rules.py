"""`/rules` and `/help` through the fake Discord: private answers a player can read in one
message, for every registered game."""

from __future__ import annotations

import pytest

from games import registry
from games.core import Game
from i18n import say
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import ALICE

GAMES = pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)


@GAMES
async def test_rules_show_the_summary_and_any_other_topic_privately(
    fake: FakeDiscord, run_bot, game: Game
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    summary = (await fake.slash(ALICE, "rules", game=game.meta.id)).reply
    assert summary.ephemeral and len(summary.content) <= 2000
    assert summary.content.startswith(f"**{game.meta.title} · summary**")
    assert game.meta.aid["summary"] in summary.content
    assert say(game.meta.length) in summary.content
    topic = next(t for t in game.meta.aid if t != "summary")
    assert f"`{topic}`" in summary.content, "the summary names the other topics"
    page = (await fake.slash(ALICE, "rules", game=game.meta.id, topic=topic)).reply
    assert page.ephemeral and game.meta.aid[topic] in page.content


async def test_rules_topics_are_suggested_as_you_type(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    all_topics = await fake.autocomplete(ALICE, "rules", "topic", game="revolt", topic="")
    assert [c["value"] for c in all_topics] == list(registry.get("revolt").meta.aid)
    typed = await fake.autocomplete(ALICE, "rules", "topic", game="revolt", topic="Tri")
    assert [c["value"] for c in typed] == ["winning a trick"]
    assert await fake.autocomplete(ALICE, "rules", "topic", topic="s") == []


async def test_an_unknown_topic_is_refused_with_the_topics_there_are(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    reply = (await fake.slash(ALICE, "rules", game="guillotine", topic="chess")).reply
    assert reply.ephemeral and "Guillotine has no topic 'chess'" in reply.content
    assert "`tribunal`" in reply.content


async def test_help_lists_every_command_privately(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    fake.add_user(ALICE, "Alice")
    reply = (await fake.slash(ALICE, "help")).reply
    assert reply.ephemeral and len(reply.content) <= 2000
    every = [c.qualified_name for c in bot.tree.walk_commands() if not hasattr(c, "commands")]
    assert len(every) > 20
    for command in every:  # nudge, away, vote, replace, resign, back, autoplay, mine... all
        (listing,) = reply.embeds  # the commands, in an embed of their own
        lines = listing["description"].splitlines()
        described = next(line for line in lines if line.startswith(f"`/{command}"))
        assert " · " in described, f"/{command} is said with what it does"


async def test_the_lobby_says_how_long_a_game_lasts_and_points_to_rules(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    lobby = (await fake.slash(ALICE, "game", "new", game="liberte")).reply
    assert "two or three weeks by post" in lobby.content and "`/rules`" in lobby.content
