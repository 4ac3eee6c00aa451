"""`/game undo`: take back your latest step, as the "Take back" button does. It belongs to the
`/game` group, so it is a mixin the `Lobby` cog inherits (see `bot/cogs/reports.py`)."""

from __future__ import annotations

from functools import partial

import discord
from discord import app_commands

from bot.client import GameClient
from bot.cogs import CogPart
from bot.components import answer_move
from bot.translator import described


class UndoCommands(CogPart):
    """The `/game undo` subcommand, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="undo", description=described("bot-cmd-game-undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        take_back = partial(
            self.bot.host.undo, user_id=interaction.user.id, channel_id=interaction.channel_id
        )
        await answer_move(interaction, take_back, ephemeral=True, thinking=True)
