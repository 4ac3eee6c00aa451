"""`/game nudge`, `away`, `vote`, `replace`, `resign`, `back` and `autoplay`: keeping a match
going when players go quiet, leave or come back. Subcommands of `/game`, held in a mixin that the
`Lobby` cog inherits (discord.py gives a group's subcommands to the cog that defines it)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.client import GameClient
from bot.components import deliver
from bot.host import Outbox, Refused
from bot.host.inputs import plain
from bot.replies import politely


async def answer(interaction: discord.Interaction, outbox: Outbox) -> None:
    """Post what the table must hear, then tell the user privately."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    await deliver(interaction, outbox)
    await interaction.followup.send(outbox.reply or "Done.", ephemeral=True)


def unseatable(user: discord.User | discord.Member) -> str | None:
    """Why `user` cannot be given a seat, if they cannot: a bot account (this one included)
    plays nobody's seat, and a seat goes only to a member of the server, who can see the match."""
    if user.bot:
        return f"{plain(user.display_name)} is a bot: a seat goes to a person (or to the stand-in)."
    if not isinstance(user, discord.Member):
        return f"{plain(user.display_name)} is not a member of this server."
    return None


class SeatCommands:
    """Subcommands of `/game`, for the `Lobby` cog to inherit."""

    bot: GameClient

    @app_commands.command(name="nudge", description="Remind whoever the match waits for")
    @politely
    async def nudge(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.nudge(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        await answer(interaction, outbox)

    @app_commands.command(name="away", description="Pause your clock in this match for a while")
    @app_commands.describe(days="For how many days (1 to 14)")
    @politely
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        outbox = await self.bot.host.away(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0, days=days
        )
        await answer(interaction, outbox)

    @app_commands.command(
        name="vote", description="Ask the table what to do about a player it waits for"
    )
    @app_commands.describe(player="The player the table waits for")
    @politely
    async def vote(self, interaction: discord.Interaction, player: discord.User) -> None:
        outbox = await self.bot.host.ask_table(
            user_id=interaction.user.id,
            channel_id=interaction.channel_id or 0,
            seat_user_id=player.id,
            seat_name=player.display_name,
        )
        await answer(interaction, outbox)

    @app_commands.command(name="replace", description="Give a player's seat to someone else")
    @app_commands.describe(
        player="Whose seat", newcomer="Who takes it (the host decides; others ask the table)"
    )
    @politely
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
            outbox.reply = "Done: the seat has a new player."
        else:
            outbox = await host.ask_table(
                user_id=interaction.user.id, channel_id=where, seat_user_id=player.id,
                seat_name=player.display_name, new_user_id=newcomer.id,
                new_name=newcomer.display_name,
            )  # fmt: skip
        await answer(interaction, outbox)

    @app_commands.command(name="resign", description="Leave the match: the stand-in plays on")
    @politely
    async def resign(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.resign(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        outbox.reply = "You have resigned: the stand-in plays your seat to the end."
        await answer(interaction, outbox)

    @app_commands.command(name="back", description="Take your seat back from the stand-in")
    @politely
    async def back(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.come_back(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        outbox.reply = "Welcome back: your seat is yours again."
        await answer(interaction, outbox)

    @app_commands.command(
        name="autoplay", description="Let a move with only one legal choice play itself"
    )
    @app_commands.describe(setting="on or off")
    @app_commands.choices(setting=[app_commands.Choice(name=x, value=x) for x in ("on", "off")])
    @politely
    async def autoplay(self, interaction: discord.Interaction, setting: str) -> None:
        outbox = await self.bot.host.set_autoplay(
            user_id=interaction.user.id,
            channel_id=interaction.channel_id or 0,
            on=setting == "on",
        )
        await answer(interaction, outbox)
