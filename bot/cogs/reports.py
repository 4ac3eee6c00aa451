"""`/game log`, `/game catchup`, `/game hint`, `/game board` and `/game export`: looking at this
channel's match, privately.
They belong to the `/game` group, which one cog owns (`Lobby`, a GroupCog): this mixin holds
them and `Lobby` inherits it, as discord.py gives a group's subcommands to the cog defining it."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.client import GameClient
from bot.cogs import CogPart
from bot.host import Outbox
from bot.host.reports import LOG_LINES
from bot.replies import file_of, reply_private
from bot.translator import described


async def reply_privately(interaction: discord.Interaction, outbox: Outbox) -> None:
    """The host's private answer: its text, and its file if it has one."""
    file = file_of(outbox.reply_picture)
    await reply_private(interaction, outbox.reply or "", **({"file": file} if file else {}))


class ReportCommands(CogPart):
    """Subcommands of `/game`, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="log", description=described("bot-cmd-game-log"))
    @app_commands.describe(
        count=described("bot-opt-game-log-count"),
        whole=described("bot-opt-game-log-whole"),
    )
    async def log(
        self, interaction: discord.Interaction, count: int = LOG_LINES, whole: bool = False
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.log(
            channel_id=interaction.channel_id or 0, count=count, whole=whole
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(name="catchup", description=described("bot-cmd-game-catchup"))
    async def catchup(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.catch_up(
            channel_id=interaction.channel_id or 0, user_id=interaction.user.id
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(name="hint", description=described("bot-cmd-game-hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        """The coach's advice for the asker's open decision (a second or two of thinking)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.hint(
            channel_id=interaction.channel_id or 0, user_id=interaction.user.id
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(name="board", description=described("bot-cmd-game-board"))
    @app_commands.describe(
        move=described("bot-opt-game-board-move"),
        detail=described("bot-opt-game-board-detail"),
        words=described("bot-opt-game-board-words"),
    )
    async def board(
        self,
        interaction: discord.Interaction,
        move: int | None = None,
        detail: bool = False,
        words: bool = False,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.board(
            channel_id=interaction.channel_id or 0, move=move, detail=detail, words=words
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(name="export", description=described("bot-cmd-game-export"))
    @app_commands.describe(match=described("bot-opt-game-export-match"))
    async def export(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.export(
            channel_id=interaction.channel_id or 0, match_id=match, guild_id=interaction.guild_id
        )
        await reply_privately(interaction, outbox)
