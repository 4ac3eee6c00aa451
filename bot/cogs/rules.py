"""`/rules` (a game's player aid, by topic) and `/help` (the commands and how a match goes):
private answers, so asking never clutters a match's channel."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameClient
from bot.cogs.lobby import GAME_CHOICES
from bot.host import Refused
from bot.replies import politely, reply_private
from games import registry
from games.core import clip

HELP = """**How a match goes**
1. `/game new game:<game>` opens a lobby in the channel; players press **Join**.
2. Once enough are seated, the host presses **Start**.
3. Your hand comes by DM; `/hand` shows it privately at any time.
4. After every move the table is posted and whoever must act is pinged: press **Your move**,
   or type `/play` and pick from the suggestions.
5. At the end the final scores and the winners are posted, with a chart of the scores.

**Commands**
`/rules game:<game> [topic:<topic>]` · a game's rules in short, privately
`/game new` · `/game join` · `/game leave` · `/game start` · open, join, leave, start a match
`/game status` · post the table again · `/game abort` · end the match (host or Manage Channel)
`/game log` · `/game board [move]` · the latest moves, the table after any move, privately
`/game export` · the finished match as a file that replays it
`/play choice:<move>` · make your move · `/hand` · see your secret cards
`/game undo` (or **Take back**) · take back your latest step, until someone else plays
`/help` · this message"""


def aid_page(game_id: str, topic: str | None) -> str:
    """One topic of a game's aid (the summary by default), with the other topics named."""
    try:
        game = registry.get(game_id)
    except KeyError:
        raise Refused(f"There is no game called {clip(game_id)!r}.") from None
    aid = game.meta.aid
    topic = (topic or "summary").strip().lower()
    others = ", ".join(f"`{t}`" for t in aid if t != topic)
    if topic not in aid:
        raise Refused(f"{game.meta.title} has no topic {clip(topic)!r}. Topics: {others}.")
    length = f"\n-# A game lasts {game.meta.length}." if topic == "summary" else ""
    return (
        f"**{game.meta.title} · {topic}**\n{aid[topic]}{length}\n"
        f"-# More with `/rules game:{game.meta.title} topic:` {others}"
    )


class Rules(commands.Cog):
    def __init__(self, bot: GameClient) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="A game's rules in short, privately")
    @app_commands.describe(game="Which game", topic="What to read about (default: the summary)")
    @app_commands.choices(game=GAME_CHOICES)
    @politely
    async def rules(
        self, interaction: discord.Interaction, game: str, topic: str | None = None
    ) -> None:
        await reply_private(interaction, aid_page(game, topic))

    @rules.autocomplete("topic")
    async def topics(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            aid = registry.get(str(interaction.namespace.game)).meta.aid
        except KeyError:  # no game picked yet
            return []
        typed = current.lower().strip()
        return [app_commands.Choice(name=t, value=t) for t in aid if typed in t][:25]

    @app_commands.command(name="help", description="The bot's commands and how a match goes")
    @politely
    async def help(self, interaction: discord.Interaction) -> None:
        await reply_private(interaction, HELP)


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Rules(bot))
