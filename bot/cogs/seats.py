"""`/game nudge`, `away`, `vote`, `replace`, `resign`, `back` and `autoplay`: keeping a match
going when players go quiet, leave or come back. Subcommands of `/game`, held in a mixin that the
`Lobby` cog inherits (discord.py gives a group's subcommands to the cog that defines it)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.client import GameClient
from bot.cogs import CogPart
from bot.components import WELCOME_BACK, deliver
from bot.host import Outbox, Refused
from bot.host.inputs import plain
from bot.references import discord_text
from bot.speech import said
from bot.translator import described
from games.core import Msg


async def answer(interaction: discord.Interaction, outbox: Outbox) -> None:
    """Post what the table must hear, then tell the user privately."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    await deliver(interaction, outbox)
    await interaction.followup.send(
        discord_text(outbox.reply or said(Msg("bot-done-plain"))), ephemeral=True
    )


def unseatable(user: discord.User | discord.Member) -> str | None:
    """Why `user` cannot be given a seat, if they cannot: a bot account (this one included)
    plays nobody's seat, and a seat goes only to a member of the server, who can see the match."""
    if user.bot:
        return said(Msg("bot-is-a-bot", name=plain(user.display_name)))
    if not isinstance(user, discord.Member):
        return said(Msg("bot-not-a-member", name=plain(user.display_name)))
    return None


class SeatCommands(CogPart):
    """Subcommands of `/game`, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="nudge", description=described("bot-cmd-game-nudge"))
    async def nudge(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.nudge(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        await answer(interaction, outbox)

    @app_commands.command(name="away", description=described("bot-cmd-game-away"))
    @app_commands.describe(days=described("bot-opt-game-away-days"))
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        outbox = await self.bot.host.away(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0, days=days
        )
        await answer(interaction, outbox)

    @app_commands.command(name="vote", description=described("bot-cmd-game-vote"))
    @app_commands.describe(player=described("bot-opt-game-vote-player"))
    async def vote(self, interaction: discord.Interaction, player: discord.User) -> None:
        outbox = await self.bot.host.ask_table(
            user_id=interaction.user.id,
            channel_id=interaction.channel_id or 0,
            seat_user_id=player.id,
            seat_name=player.display_name,
        )
        await answer(interaction, outbox)

    @app_commands.command(name="replace", description=described("bot-cmd-game-replace"))
    @app_commands.describe(
        player=described("bot-opt-game-replace-player"),
        newcomer=described("bot-opt-game-replace-newcomer"),
    )
    async def replace(
        self, interaction: discord.Interaction, player: discord.User, newcomer: discord.User
    ) -> None:
        refusal = unseatable(newcomer)
        if refusal is not None:
            raise Refused(refusal)
        host, where = self.bot.host, interaction.channel_id or 0
        match = await host.db.active_match(where)
        if match is not None and match.host_user_id == interaction.user.id:
            outbox = await host.replace(
                user_id=interaction.user.id, seat_user_id=player.id, new_user_id=newcomer.id,
                new_name=newcomer.display_name, channel_id=where, seat_name=player.display_name,
            )  # fmt: skip
            outbox.reply = said(Msg("bot-seat-replaced"))
        else:
            outbox = await host.ask_table(
                user_id=interaction.user.id, channel_id=where, seat_user_id=player.id,
                seat_name=player.display_name, new_user_id=newcomer.id,
                new_name=newcomer.display_name,
            )  # fmt: skip
        await answer(interaction, outbox)

    @app_commands.command(name="resign", description=described("bot-cmd-game-resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.resign(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        outbox.reply = said(Msg("bot-resigned"))
        await answer(interaction, outbox)

    @app_commands.command(name="back", description=described("bot-cmd-game-back"))
    async def back(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.come_back(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        outbox.reply = said(WELCOME_BACK)
        await answer(interaction, outbox)

    @app_commands.command(name="autoplay", description=described("bot-cmd-game-autoplay"))
    @app_commands.describe(setting=described("bot-opt-game-autoplay-setting"))
    @app_commands.choices(
        setting=[
            app_commands.Choice(name=described(f"bot-choice-{x}"), value=x) for x in ("on", "off")
        ]
    )
    async def autoplay(self, interaction: discord.Interaction, setting: str) -> None:
        outbox = await self.bot.host.set_autoplay(
            user_id=interaction.user.id,
            channel_id=interaction.channel_id or 0,
            on=setting == "on",
        )
        await answer(interaction, outbox)
