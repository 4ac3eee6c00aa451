"""`/language`: the language the bot answers someone in, wherever they play (their private
texts: prompts, refusals, hands); English, French, or their Discord client's again."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.client import GameClient
from bot.replies import reply_private
from bot.speech import said
from bot.translator import described
from games.core import Msg

CLIENTS = "discord"  # the choice that gives the Discord client's language back
CHOICES = [
    *(app_commands.Choice(name=name, value=lang) for lang, name in i18n.LANGUAGE_NAMES.items()),
    app_commands.Choice(name=described("bot-choice-discord"), value=CLIENTS),
]


class Language(commands.Cog):
    def __init__(self, bot: GameClient) -> None:
        self.bot = bot

    @app_commands.command(name="language", description=described("bot-cmd-language"))
    @app_commands.guild_only()
    @app_commands.describe(language=described("bot-opt-language-language"))
    @app_commands.choices(language=CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        chosen = language if language in i18n.LANGS else None
        now = await self.bot.host.languages.choose(interaction.user.id, chosen)
        told = (
            Msg("bot-language-chosen")
            if chosen
            else Msg("bot-language-discord", language=i18n.LANGUAGE_NAMES[now])
        )
        await reply_private(interaction, f"{said(told)}\n{said(Msg('bot-language-note'))}")


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Language(bot))
