"""`/rules` (a game's player aid, by topic) and `/help` (the commands and how a match goes):
private answers, so asking never clutters a match's channel."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.client import GameClient
from bot.cogs import GAME_CHOICES
from bot.host import Refused
from bot.references import MAX_CONTENT
from bot.replies import reply_private
from bot.speech import said
from bot.translator import described, description_in
from games import registry
from games.core import Msg, clip

HOW_IT_GOES = Msg("bot-how-it-goes")
EMBED_TEXT = 4096  # an embed's description


def usage(command: app_commands.Command[Any, ..., Any]) -> str:
    """`/game away days:<days>`: a command as typed, its optional options in brackets."""
    options = " ".join(
        f"{p.name}:<{p.name}>" if p.required else f"[{p.name}]" for p in command.parameters
    )
    return f"`/{command.qualified_name}{' ' + options if options else ''}`"


def help_text(tree: app_commands.CommandTree[Any]) -> tuple[str, str]:
    """How a match goes, and every command of the bot with what it does (for an embed of its
    own, which holds twice what a message's text does), in the reader's language: made from the
    command tree itself, so no command is ever left out. Should the list outgrow an embed, the
    subcommands go without their options, then without what they do, several to a line (the
    top-level commands keep theirs)."""
    commands_ = sorted(
        (c for c in tree.walk_commands() if isinstance(c, app_commands.Command)),
        key=lambda c: c.qualified_name,
    )
    lang = i18n.reader()
    does = {c.qualified_name: description_in(c, lang) for c in commands_}
    subcommands = [f"`/{c.qualified_name}`" for c in commands_ if c.parent is not None]
    listings = (
        [f"{usage(c)} · {does[c.qualified_name]}" for c in commands_],
        [f"{usage(c) if c.parent is None else f'`/{c.qualified_name}`'} · "
         f"{does[c.qualified_name]}" for c in commands_],
        [" · ".join(subcommands)]
        + [f"{usage(c)} · {does[c.qualified_name]}" for c in commands_ if c.parent is None],
    )  # fmt: skip
    texts = ["\n".join(lines) for lines in listings]
    listing = next((t for t in texts if len(t) <= EMBED_TEXT), texts[-1][:EMBED_TEXT])
    return said(HOW_IT_GOES)[:MAX_CONTENT], listing


def topic_name(topic: str, lang: str) -> str:
    """A topic of a player aid as a reader of `lang` names it ("scoring", "décompte")."""
    return i18n.say(Msg(f"bot-topic-{re.sub(r'[^a-z0-9]+', '-', topic).strip('-')}"), lang)


def topic_of(aid: Mapping[str, str], typed: str) -> str | None:
    """The topic `typed` names, in any language the bot speaks, in any case (None: none)."""
    wanted = typed.strip().casefold()
    return next(
        (t for t in aid if wanted in {t, *(topic_name(t, lang).casefold() for lang in i18n.LANGS)}),
        None,
    )


def aid_page(game_id: str, typed: str | None) -> str:
    """One topic of a game's aid (the summary by default), with the other topics named, in
    the reader's language (the aid written in it, else the English one): its title, its text
    and the names of the topics, which may be typed in either language."""
    try:
        game = registry.get(game_id)
    except KeyError:
        raise Refused(said(Msg("bot-no-game", game=clip(game_id)))) from None
    title, lang = game.meta.title, i18n.reader()
    aid = game.meta.aid_in(lang)
    topic = topic_of(aid, typed or "summary")
    names = [f"`{topic_name(t, lang)}`" for t in aid if t != topic]
    others = ", ".join(names)
    if topic is None:
        missing = Msg("bot-no-topic", game=title, topic=clip(typed or ""), topics=others)
        raise Refused(said(missing))
    lasts = said(Msg("bot-game-lasts", length=game.meta.length))
    length = f"\n-# {lasts}" if topic == "summary" else ""
    more = said(Msg("bot-more-topics", game=title, topics=others))
    return f"**{title} · {topic_name(topic, lang)}**\n{aid[topic]}{length}\n-# {more}"


class Rules(commands.Cog):
    def __init__(self, bot: GameClient) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description=described("bot-cmd-rules"))
    @app_commands.describe(
        game=described("bot-opt-rules-game"), topic=described("bot-opt-rules-topic")
    )
    @app_commands.choices(game=GAME_CHOICES)
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
        typed, lang = current.casefold().strip(), i18n.reader()
        named = [(topic_name(t, lang), t) for t in aid]
        return [app_commands.Choice(name=n, value=t) for n, t in named if typed in n.casefold()][
            :25
        ]

    @app_commands.command(name="help", description=described("bot-cmd-help"))
    async def help(self, interaction: discord.Interaction) -> None:
        intro, listing = help_text(self.bot.tree)
        commands_ = discord.Embed(title=said(Msg("bot-commands")), description=listing)
        await reply_private(interaction, intro, embed=commands_)


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Rules(bot))
