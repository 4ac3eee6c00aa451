"""`/rules` (a game's player aid, by topic) and `/help` (the commands and how a match goes):
private answers, so asking never clutters a match's channel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameClient
from bot.cogs import GAME_CHOICES
from bot.host import MAX_CONTENT, Refused
from bot.replies import politely, reply_private
from games import registry
from games.core import clip

HOW_IT_GOES = """**How a match goes**
`/game new` opens a lobby; players press **Join**, the host **Start**. Hands come by DM (and
`/hand`). After each move the table is posted and whoever must act is pinged: press **Your
move**, or type `/play`. **?** on a prompt explains the rule."""


def usage(command: app_commands.Command[Any, ..., Any]) -> str:
    """`/game away days:<days>`: a command as typed, its optional options in brackets."""
    options = " ".join(
        f"{p.name}:<{p.name}>" if p.required else f"[{p.name}]" for p in command.parameters
    )
    return f"`/{command.qualified_name}{' ' + options if options else ''}`"


def help_text(tree: app_commands.CommandTree[Any]) -> str:
    """How a match goes, then every command of the bot with what it does: made from the
    command tree itself, so no command is ever left out. Should the list outgrow one message,
    the subcommands go without their options, then without what they do, several to a line
    (the top-level commands keep theirs)."""
    commands_ = sorted(
        (c for c in tree.walk_commands() if isinstance(c, app_commands.Command)),
        key=lambda c: c.qualified_name,
    )
    subcommands = [f"`/{c.qualified_name}`" for c in commands_ if c.parent is not None]
    listings = (
        [f"{usage(c)} · {c.description}" for c in commands_],
        [f"{usage(c) if c.parent is None else f'`/{c.qualified_name}`'} · {c.description}"
         for c in commands_],
        [" · ".join(subcommands)]
        + [f"{usage(c)} · {c.description}" for c in commands_ if c.parent is None],
    )  # fmt: skip
    texts = [HOW_IT_GOES + "\n\n**Commands**\n" + "\n".join(lines) for lines in listings]
    return next((t for t in texts if len(t) <= MAX_CONTENT), texts[-1][:MAX_CONTENT])


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
        await reply_private(interaction, help_text(self.bot.tree))


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Rules(bot))
