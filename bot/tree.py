"""The slash-command tree: refuses what no command of the bot can run (an unknown or outdated
command, an option of the wrong type, a command sent from a DM) with a private explanation,
where discord.py would only log it and leave the user without an answer."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands

from bot.host import Refused
from bot.references import discord_text
from bot.replies import OOPS, hold, log_failure, tell
from bot.speech import answering, said
from games.core import Msg

log = logging.getLogger(__name__)

NOT_IN_DMS = Msg("bot-not-in-dms")
UNKNOWN = Msg("bot-unknown-command")
OUTDATED = Msg("bot-outdated-command")
EXPLAINED: dict[type[app_commands.AppCommandError], Msg] = {
    app_commands.NoPrivateMessage: NOT_IN_DMS,
    app_commands.CommandNotFound: UNKNOWN,
    app_commands.CommandSignatureMismatch: OUTDATED,
}
SUBCOMMAND_TYPES = (1, 2)  # a subcommand, a subcommand group


def _leaf_options(data: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The options of the (sub)command itself, below any subcommand levels."""
    options = data.get("options", [])
    while options and options[0].get("type") in SUBCOMMAND_TYPES:
        options = options[0].get("options", [])
    return options


class GameTree(app_commands.CommandTree):
    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Every command is answered in its user's language (settled first). Every command is
        about a channel's match. Discord hides them in DMs, but a crafted client can still send
        one; and the options sent must be the command's own, of its types (discord.py would hand
        a number to a text parameter)."""
        hold(interaction)
        await answering(interaction)
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage(said(NOT_IN_DMS))
        command = interaction.command
        if isinstance(command, app_commands.Command):
            for option in _leaf_options(interaction.data or {}):
                param = command.get_parameter(option.get("name", ""))
                if param is None or param.type.value != option.get("type"):
                    raise app_commands.CommandSignatureMismatch(command)
            if interaction.type is discord.InteractionType.autocomplete:
                return await self._fixed_choices(interaction, command)
        return True

    @staticmethod
    async def _fixed_choices(
        interaction: discord.Interaction, command: app_commands.Command[Any, ..., Any]
    ) -> bool:
        """Autocomplete asked (by a crafted client) for an option that has none, such as one
        with fixed choices: answered here with those choices that match what was typed, where
        discord.py would leave it unanswered. True when the command's own autocomplete answers."""
        options = _leaf_options(interaction.data or {})
        focused = next((o for o in options if o.get("focused")), {})
        param = command.get_parameter(focused.get("name", ""))
        if param is not None and param.autocomplete:
            return True
        typed = str(focused.get("value", "")).casefold()
        fixed = param.choices if param is not None else []
        await interaction.response.autocomplete(
            [c for c in fixed if typed in c.name.casefold()][:25]
        )
        return False

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        """The commands' one error boundary: a private explanation (a command's own refusal,
        or why no command could run); a traceback in the log only if the bot is at fault."""
        original = getattr(error, "original", error)
        explained = next((t for kind, t in EXPLAINED.items() if isinstance(error, kind)), None)
        if isinstance(original, Refused):
            text = str(original)
        elif explained is not None:
            log.info("refused %s: %s", interaction.data, error.__class__.__name__)
            text = said(explained)
        elif not log_failure(interaction, original):
            return
        else:
            text = said(OOPS)
        if interaction.type is discord.InteractionType.autocomplete:
            # Autocomplete cannot show a message, so the reason is the only suggestion.
            choice = app_commands.Choice(name=discord_text(text)[:100], value="-")
            try:
                await interaction.response.autocomplete([choice])
            except discord.HTTPException as e:
                log_failure(interaction, e)
            return
        await tell(interaction, text)
