"""`/game undo`: take back your latest step, as the "Take back" button does. It belongs to the
`/game` group, so it is a mixin the `Lobby` cog inherits (see `bot/cogs/reports.py`)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.client import GameClient
from bot.components import deliver, done_kwargs, without_empty_view
from bot.replies import politely
from bot.translator import described


class UndoCommands:
    """The `/game undo` subcommand, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="undo", description=described("bot-cmd-game-undo"))
    @politely
    async def undo(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.undo(
            user_id=interaction.user.id, channel_id=interaction.channel_id
        )
        note = await deliver(interaction, outbox)
        await interaction.followup.send(
            ephemeral=True, **without_empty_view(done_kwargs(outbox, note))
        )
