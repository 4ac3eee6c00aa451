"""`/stats` (a player's record and rating, privately), `/leaderboard` (a server's best at a game,
all time or in a season, in public), `/season set` and `/season end` (an admin's named season)
and `/game history` (the server's finished matches, a page at a time). History is a subcommand
of `/game`, held in a mixin that the `Lobby` cog inherits."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import GameClient
from bot.cogs import GAME_CHOICES, CogPart
from bot.cogs.reports import reply_privately
from bot.host import Outbox
from bot.host.seasons import ALL_TIME, MAX_NAME, SEASONS
from bot.references import discord_text
from bot.replies import file_of, with_file
from bot.translator import described

SEASON_CHOICES = [
    app_commands.Choice(name=described(f"bot-choice-season-{s}"), value=s) for s in SEASONS
]


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
    @app_commands.describe(
        game=described("bot-opt-leaderboard-game"), season=described("bot-opt-leaderboard-season")
    )
    @app_commands.choices(game=GAME_CHOICES, season=SEASON_CHOICES)
    async def leaderboard(
        self, interaction: discord.Interaction, game: str, season: str = ALL_TIME
    ) -> None:
        outbox = await self.bot.host.records.leaderboard(
            guild_id=interaction.guild_id or 0, game_id=game, season=season
        )
        await answer_in_public(interaction, outbox)


@app_commands.guild_only()  # on the group: Discord ignores it on a subcommand
@app_commands.default_permissions(manage_guild=True)
class Seasons(
    commands.GroupCog, group_name="season", group_description=described("bot-cmd-season")
):
    """An admin's named season. Discord shows the commands to those with Manage Server (a
    server may change that in its settings); the host checks the permission itself."""

    def __init__(self, bot: GameClient) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="set", description=described("bot-cmd-season-set"))
    @app_commands.describe(
        name=described("bot-opt-season-set-name"),
        start=described("bot-opt-season-set-start"),
        end=described("bot-opt-season-set-end"),
    )
    async def set_season(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, MAX_NAME],
        start: str,
        end: str,
    ) -> None:
        outbox = await self.bot.host.seasons.set(
            guild_id=interaction.guild_id or 0, user_id=interaction.user.id,
            can_manage=interaction.permissions.manage_guild, name=name, starts=start, ends=end,
        )  # fmt: skip
        await answer_in_public(interaction, outbox)

    @app_commands.command(name="end", description=described("bot-cmd-season-end"))
    async def end_season(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.seasons.end(
            guild_id=interaction.guild_id or 0, can_manage=interaction.permissions.manage_guild
        )
        await answer_in_public(interaction, outbox)


async def answer_in_public(interaction: discord.Interaction, outbox: Outbox) -> None:
    """The host's reply, and its picture if any, as the command's public answer."""
    file = file_of(outbox.reply_picture)
    await interaction.response.send_message(discord_text(outbox.reply or ""), **with_file(file))


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Records(bot))
    await bot.add_cog(Seasons(bot))
