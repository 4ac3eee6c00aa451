"""`/game log`, `/game board` and `/game export`: looking back at this channel's match, privately.
They belong to the `/game` group, which one cog owns (`Lobby`, a GroupCog): this mixin holds
them and `Lobby` inherits it, as discord.py gives a group's subcommands to the cog defining it."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.client import GameClient
from bot.host import Outbox
from bot.host.reports import LOG_LINES
from bot.replies import file_of, politely, reply_private


async def reply_privately(interaction: discord.Interaction, outbox: Outbox) -> None:
    """The host's private answer: its text, and its file if it has one."""
    file = file_of(outbox.reply_picture)
    await reply_private(interaction, outbox.reply or "", **({"file": file} if file else {}))


class ReportCommands:
    """Subcommands of `/game`, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="log", description="The latest moves of this channel's match")
    @app_commands.describe(
        count="How many moves to show, newest last (1 to 50; 10 if not given)",
        whole="The whole log as a text file, a heading for each part of the game",
    )
    @politely
    async def log(
        self, interaction: discord.Interaction, count: int = LOG_LINES, whole: bool = False
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.log(
            channel_id=interaction.channel_id or 0, count=count, whole=whole
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(
        name="catchup", description="What happened since your last move, privately"
    )
    @politely
    async def catchup(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.catch_up(
            channel_id=interaction.channel_id or 0, user_id=interaction.user.id
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(
        name="board", description="See the table now, or as it was after a move, privately"
    )
    @app_commands.describe(
        move="After which move (0 is the start); the table now if not given",
        detail="The details picture: displays, sheets, full tracks",
    )
    @politely
    async def board(
        self, interaction: discord.Interaction, move: int | None = None, detail: bool = False
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.board(
            channel_id=interaction.channel_id or 0, move=move, detail=detail
        )
        await reply_privately(interaction, outbox)

    @app_commands.command(
        name="export", description="Get the finished match as a file that replays it exactly"
    )
    @app_commands.describe(match="A match of this server, by its number in /game history")
    @politely
    async def export(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.reports.export(
            channel_id=interaction.channel_id or 0, match_id=match, guild_id=interaction.guild_id
        )
        await reply_privately(interaction, outbox)
