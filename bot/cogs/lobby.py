"""`/game ...`: open a lobby, join and leave it, start, look at the table, end the match (and,
from `bot/cogs/reports.py`, look back at it: its log, past tables, its export; from
`bot/cogs/records.py`, the server's finished matches)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.client import GameClient
from bot.cogs import GAME_CHOICES
from bot.cogs.records import HistoryCommands
from bot.cogs.reports import ReportCommands
from bot.cogs.seats import SeatCommands
from bot.cogs.undo import UndoCommands
from bot.components import abort_view, deliver, room_opener
from bot.delivery import post_kwargs
from bot.host import LOBBY, Edit, Outbox, options_from_text
from bot.references import discord_text
from bot.speech import said
from bot.translator import described
from bot.web.links import links
from bot.web.signing import LINK_DAYS
from games.core import Msg, Text

log = logging.getLogger(__name__)


@app_commands.guild_only()  # on the group: Discord ignores it on a subcommand
class Lobby(
    HistoryCommands,
    ReportCommands,
    SeatCommands,
    UndoCommands,
    commands.GroupCog,
    group_name="game",
    group_description=described("bot-cmd-game"),
):
    def __init__(self, bot: GameClient) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description=described("bot-cmd-game-new"))
    @app_commands.describe(
        game=described("bot-opt-game-new-game"),
        options=described("bot-opt-game-new-options"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self, interaction: discord.Interaction, game: str, options: str | None = None
    ) -> None:
        parsed = options_from_text(options)
        outbox = await self.bot.host.new_match(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            game_id=game,
            options=parsed,
            language=i18n.lang_of(interaction.guild_locale),  # the lobby may change it
        )
        lobby, announces = outbox.lobby, outbox.announces
        assert lobby is not None and lobby.match_id is not None and announces is not None
        try:
            answer = await interaction.response.send_message(**post_kwargs(lobby))
        except discord.HTTPException as e:  # the lobby is stored: post it in the channel
            log.warning("lobby reply failed (%s); posting it in the channel", e)
            await deliver(interaction, Outbox(posts=[lobby], announces=announces))
            return
        if isinstance(answer.resource, discord.InteractionMessage):
            where = (answer.resource.channel.id, answer.resource.id)
            await self.bot.host.remember(lobby.match_id, LOBBY, where)
        await self.bot.host.announced(*announces)

    @app_commands.command(name="join", description=described("bot-cmd-game-join"))
    async def join(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.join(
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            channel_id=interaction.channel_id,
        )
        await self._show_lobby(interaction, outbox, Msg("bot-lobby-seated"))

    @app_commands.command(name="leave", description=described("bot-cmd-game-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.leave(
            user_id=interaction.user.id, channel_id=interaction.channel_id
        )
        await self._show_lobby(interaction, outbox, Msg("bot-lobby-left"))

    async def _show_lobby(
        self, interaction: discord.Interaction, outbox: Outbox, done: Text
    ) -> None:
        """The lobby message is edited in place (a new copy only if it is gone); the person
        who typed the command gets a private word."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lobby = outbox.lobby
        assert lobby is not None and lobby.match_id is not None
        await deliver(interaction, Outbox(edits=[Edit(lobby.match_id, LOBBY, lobby, or_post=True)]))
        await interaction.followup.send(said(done), ephemeral=True)

    @app_commands.command(name="start", description=described("bot-cmd-game-start"))
    async def start(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.start(
            user_id=interaction.user.id,
            channel_id=interaction.channel_id,
            open_room=room_opener(interaction),
        )
        assert outbox.lobby is not None and outbox.lobby.match_id is not None
        outbox.edits.insert(0, Edit(outbox.lobby.match_id, LOBBY, outbox.lobby))
        await deliver(interaction, outbox)
        await interaction.followup.send(said(Msg("bot-match-started")), ephemeral=True)

    @app_commands.command(name="status", description=described("bot-cmd-game-status"))
    async def status(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        outbox = await self.bot.host.status(channel_id=interaction.channel_id or 0)
        for post in outbox.posts:
            await interaction.followup.send(**post_kwargs(post))

    @app_commands.command(name="web", description=described("bot-cmd-game-web"))
    async def web(self, interaction: discord.Interaction) -> None:
        """A personal link to the match's page in the browser, for this person alone."""
        board = links()
        if board is None:
            await interaction.response.send_message(said(Msg("bot-web-off")), ephemeral=True)
            return
        match_id, name = await self.bot.host.pages.which(
            channel_id=interaction.channel_id or 0, user_id=interaction.user.id
        )
        url = board.sign_in(match_id, interaction.user.id, name or interaction.user.display_name)
        text = said(Msg("bot-web-link", url=url, days=LINK_DAYS))
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="abort", description=described("bot-cmd-game-abort"))
    async def abort(self, interaction: discord.Interaction) -> None:
        match_id, question = await self.bot.host.abort_question(
            user_id=interaction.user.id,
            can_manage=interaction.permissions.manage_channels,
            channel_id=interaction.channel_id or 0,
        )
        await interaction.response.send_message(question, view=abort_view(match_id), ephemeral=True)

    @app_commands.command(name="kick", description=described("bot-cmd-game-kick"))
    @app_commands.describe(
        player=described("bot-opt-game-kick-player"), seat=described("bot-opt-game-kick-seat")
    )
    async def kick(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        seat: discord.app_commands.Range[int, 1, 6] | None = None,
    ) -> None:
        outbox = await self.bot.host.kick(
            user_id=interaction.user.id,
            target_id=player.id if player is not None else None,
            seat=seat,
            channel_id=interaction.channel_id,
        )
        await self._show_lobby(interaction, outbox, outbox.reply or "")

    @app_commands.command(name="mine", description=described("bot-cmd-game-mine"))
    async def mine(self, interaction: discord.Interaction) -> None:
        outbox = await self.bot.host.reports.mine(
            guild_id=interaction.guild_id or 0, user_id=interaction.user.id
        )
        await interaction.response.send_message(discord_text(outbox.reply or ""), ephemeral=True)


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Lobby(bot))
