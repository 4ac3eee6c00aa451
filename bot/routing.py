"""Clicks reach their button's or menu's callback by the custom_id alone.

Our components are DynamicItems (`bot.components`): everything a click needs is in its custom_id,
so they work after a restart with nothing held in memory. discord.py's own routing of dynamic
items rebuilds a whole `View` from the clicked message for every click, only to find the item
clicked and hand it to `from_custom_id`, which ours never read: about 3 % of the bot's CPU under
load (docs/SCALING.md). This router matches the custom_id against the same templates and calls
the same `from_custom_id`, `interaction_check` and `callback`, with nothing built from the
message. It is also the clicks' one error boundary: a refusal raised by a callback is told to
its clicker privately, anything else logged and apologised for (`replies.answer_failure`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import discord
from discord.ui import DynamicItem

from bot.replies import answer_failure, hold


class Router:
    """Routes component interactions to the DynamicItem class whose template matches."""

    def __init__(self, kinds: Iterable[type[DynamicItem[Any]]]) -> None:
        self.kinds: list[tuple[re.Pattern[str], type[DynamicItem[Any]]]] = [
            (kind.__discord_ui_compiled_template__, kind) for kind in kinds
        ]

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A listener for `on_interaction`: anything but a click on one of ours is left alone
        (slash commands and autocomplete go to the command tree)."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: Mapping[str, object] = interaction.data or {}
        custom_id = data.get("custom_id")
        if not isinstance(custom_id, str):
            return
        for pattern, kind in self.kinds:
            if (match := pattern.fullmatch(custom_id)) is None:
                continue
            hold(interaction)
            try:  # as discord.py's routing does: checked first, then the callback
                item = await kind.from_custom_id(interaction, None, match)  # type: ignore[arg-type]  # no item: ours build their own
                if await item.interaction_check(interaction):
                    await item.callback(interaction)
            except Exception as e:  # the clicks' one error boundary
                await answer_failure(interaction, e)
            return
