"""`/play` for typists (with autocomplete over the legal choices) and `/hand`."""

from __future__ import annotations

from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

from bot import customids
from bot.client import GameClient
from bot.components import answer_move
from bot.host import Offer, Option, Refused
from bot.references import discord_text
from bot.replies import file_of, with_file
from bot.speech import said
from bot.translator import described
from games.core import Amount


class Play(commands.Cog):
    def __init__(self, bot: GameClient) -> None:
        self.bot = bot

    @app_commands.command(name="play", description=described("bot-cmd-play"))
    @app_commands.guild_only()
    @app_commands.describe(choice=described("bot-opt-play-choice"))
    async def play(self, interaction: discord.Interaction, choice: str) -> None:
        suggested = customids.suggested(choice.strip())
        move = partial(
            self.bot.host.act,
            user_id=interaction.user.id,
            choice_id=suggested.choice_id if suggested else choice.strip(),
            channel_id=interaction.channel_id,
            version=suggested.version if suggested else None,
            prompt_hash_seen=suggested.prompt_hash if suggested else None,
        )
        await answer_move(interaction, move, ephemeral=True, thinking=True)

    @play.autocomplete("choice")
    async def play_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            offer = await self.bot.host.offer(
                user_id=interaction.user.id, channel_id=interaction.channel_id
            )
        except Refused as e:
            # Autocomplete cannot show a message, so the refusal itself is the only entry.
            return [app_commands.Choice(name=discord_text(str(e))[:100], value="-")]
        typed = current.lower().strip()
        matches = [c for c in offer.choices if typed in c.id.lower() or typed in c.label.lower()]
        listed = {c.id for c in matches}
        matches += [c for c in amounts_typed(offer, typed) if c.id not in listed]
        # The value carries the decision it answers, so the command sent twice (or again after
        # a crash) is refused like a stale button; a choice typed by hand carries none.
        value = partial(customids.suggestion, offer.version, offer.prompt_hash)
        return [app_commands.Choice(name=c.label[:100], value=value(c.id)) for c in matches[:25]]

    @app_commands.command(name="hand", description=described("bot-cmd-hand"))
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await self.bot.host.hand(
            channel_id=interaction.channel_id or 0, user_id=interaction.user.id
        )
        picture = with_file(file_of(outbox.reply_picture))
        await interaction.followup.send(discord_text(outbox.reply or ""), ephemeral=True, **picture)


def amounts_typed(offer: Offer, typed: str) -> list[Option]:
    """For a free amount, the numbers in range that start with what was typed ("1": 1, 10-19,
    100-199...); both ends of the range when nothing is typed yet; in the reader's language."""
    amount = offer.amount
    if amount is None:
        return []
    digits = typed.removeprefix(f"{amount.prefix}:")
    if not digits:
        numbers = [amount.minimum, amount.maximum]
    elif digits.isascii() and digits.isdigit() and len(digits) <= Amount.MAX_DIGITS:
        numbers, low, width = [], int(digits), 1
        while low <= amount.maximum and len(numbers) < 25:  # 1; 10-19; 100-199...
            numbers += range(max(low, amount.minimum), min(low + width, amount.maximum + 1))
            if low == 0:
                break
            low, width = low * 10, width * 10
    else:
        return []
    ids = [amount.id_of(n) for n in dict.fromkeys(numbers)]
    said_ids = [(i, said(amount.say(amount.number(i) or 0))) for i in ids if amount.allows(i)]
    return [Option(i, label) for i, label in said_ids[:25]]


async def setup(bot: GameClient) -> None:
    await bot.add_cog(Play(bot))
