"""`/stats` (a player's record and rating, privately), `/leaderboard` (a server's best at a game,
in public) and `/game history` (the server's finished matches, a page at a time). History is a
subcommand of `/game`, held in a mixin that the `Lobby` cog inherits."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameClient
from bot.cogs import GAME_CHOICES, CogPart
from bot.cogs.reports import reply_privately
from bot.references import discord_text
from bot.replies import file_of, with_file
from bot.translator import described


class HistoryCommands(CogPart):
    """`/game history`, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="history", description=described("bot-cmd-game-history"))
    @app_commands.describe(
        game=described("bot-opt-game-history-game"), page=described("bot-opt-game-history-page")
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def history(
        self, interaction: discord.Interaction, game: str | None = None, page: int = 1
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.records.history(
            guild_id=interaction.guild_id or 0, game_id=game, page=page
        )
        await reply_privately(interaction, outbox)


class Records(commands.Cog):
    """A server's records: its own, so neither command runs in a DM (`guild_only` on each
    command, as Discord reads it from the command, not from the cog)."""

    def __init__(self, bot: GameClient) -> None:
        self.bot = bot

    @app_commands.command(name="stats", description=described("bot-cmd-stats"))
    @app_commands.guild_only()
    @app_commands.describe(
        player=described("bot-opt-stats-player"), game=described("bot-opt-stats-game")
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: str | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = player or interaction.user
        outbox = await self.bot.host.records.stats(
            guild_id=interaction.guild_id or 0, user_id=who.id, name=who.display_name,
            game_id=game,
        )  # fmt: skip
        await reply_privately(interaction, outbox)

    @app_commands.command(name="leaderboard", description=described("bot-cmd-leaderboard"))
    @app_commands.guild_only()
    @app_commands.describe(game=described("bot-opt-leaderboard-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        outbox = await self.bot.host.records.leaderboard(
            guild_id=interaction.guild_id or 0, game_id=game
        )
        file = file_of(outbox.reply_picture)
        await interaction.response.send_message(discord_text(outbox.reply or ""), **with_file(file))


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Records(bot))
