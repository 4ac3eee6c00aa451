"""`/tournament ...`: open a tournament's sign-up (then its Join, Leave and Start buttons,
`bot.components.TournamentButton`), withdraw from one, see its standings. What happens after
Start (each round's threads, the standings, the winner) the courier carries on by itself
(`bot.delivery`, after each match that ends)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.client import GameClient
from bot.cogs import GAME_CHOICES
from bot.delivery import post_kwargs
from bot.host import Outbox, Post, options_from_text
from bot.host.inputs import moment_from_text
from bot.host.paces import DEFAULT_PACE, PACES
from bot.host.tournament_posts import SIGNUP
from bot.references import discord_text
from bot.translator import described
from storage.tournaments import FORMATS

FORMAT_CHOICES = [
    app_commands.Choice(name=described(f"tournament-format-{f}"), value=f) for f in FORMATS
]
PACE_CHOICES = [app_commands.Choice(name=described(f"host-pace-{p}"), value=p) for p in PACES]


@app_commands.guild_only()
class TournamentCommands(
    commands.GroupCog, group_name="tournament", group_description=described("bot-cmd-tournament")
):
    def __init__(self, bot: GameClient) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description=described("bot-cmd-tournament-new"))
    @app_commands.describe(
        game=described("bot-opt-tournament-new-game"),
        format=described("bot-opt-tournament-new-format"),
        rounds=described("bot-opt-tournament-new-rounds"),
        players=described("bot-opt-tournament-new-players"),
        pace=described("bot-opt-tournament-new-pace"),
        start=described("bot-opt-tournament-new-start"),
        options=described("bot-opt-tournament-new-options"),
    )
    @app_commands.choices(game=GAME_CHOICES, format=FORMAT_CHOICES, pace=PACE_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        format: str,
        rounds: app_commands.Range[int, 1, 20] | None = None,
        players: app_commands.Range[int, 2, 8] | None = None,
        pace: str = DEFAULT_PACE,
        start: str | None = None,
        options: str | None = None,
    ) -> None:
        """The sign-up message is the command's answer, public in the channel, and kept: Join,
        Leave and Start rewrite it."""
        outbox = await self.bot.host.tournaments.new(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            user_id=interaction.user.id,
            game_id=game,
            format=format,
            rounds=rounds,
            table_size=players,
            pace=pace,
            starts_at=moment_from_text(start),
            options=options_from_text(options),
            language=i18n.lang_of(interaction.guild_locale),
        )
        post = outbox.lobby
        assert post is not None and post.tournament_id is not None
        answer = await interaction.response.send_message(**post_kwargs(post))
        if isinstance(answer.resource, discord.InteractionMessage):
            where = (answer.resource.channel.id, answer.resource.id)
            await self.bot.host.tournaments.remember(post.tournament_id, SIGNUP, where)

    @app_commands.command(name="withdraw", description=described("bot-cmd-tournament-withdraw"))
    async def withdraw(self, interaction: discord.Interaction) -> None:
        """Privately answered; the standings say it to everyone."""
        tournaments, user = self.bot.host.tournaments, interaction.user.id
        await interaction.response.defer(ephemeral=True, thinking=True)
        tournament_id = await tournaments.theirs(guild_id=interaction.guild_id or 0, user_id=user)
        outbox: Outbox = await tournaments.withdraw(tournament_id=tournament_id, user_id=user)
        assert outbox.channel_id is not None
        self.bot.courier.enqueue(outbox.channel_id, outbox)
        await interaction.followup.send(discord_text(outbox.reply or ""), ephemeral=True)

    @app_commands.command(name="standings", description=described("bot-cmd-tournament-standings"))
    async def standings(self, interaction: discord.Interaction) -> None:
        """The standings message's text and picture, for the one who asks."""
        tournaments = self.bot.host.tournaments
        await interaction.response.defer(ephemeral=True, thinking=True)
        tournament_id = await tournaments.latest(guild_id=interaction.guild_id or 0)
        shown = await tournaments.standings(tournament_id)
        post = Post(f"**{shown.title}**\n{shown.subtitle}", shown.picture(tournament_id))
        await self.bot.drawer.draw([post])
        await interaction.followup.send(ephemeral=True, **post_kwargs(post))


async def setup(bot: GameClient) -> None:
    await bot.add_cog(TournamentCommands(bot))
