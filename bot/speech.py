"""In whose language the adapter speaks. Every interaction starts by settling its reader
(`answering`): the person's chosen language (`/language`), else their Discord client's. What is
said to that person alone (a private answer, a refusal, their prompt's buttons) is then said in
`i18n.reader()`; what the table reads (a board's buttons, the lobby's) in the match's language;
what concerns a whole channel (a permission it lacks) in the server's."""

from __future__ import annotations

import logging
from typing import Any

import discord

import i18n
from bot.host import Host
from games.core import Text

log = logging.getLogger(__name__)


def said(text: Text, lang: str | None = None) -> str:
    """`text` in `lang`, by default the language of whoever is being answered."""
    return i18n.say(text, lang or i18n.reader())


def server_language(where: Any) -> str:
    """The language of a channel's server (its community's preferred locale), for what the
    adapter posts about the channel itself rather than about one match."""
    guild = getattr(where, "guild", None)
    return i18n.lang_of(getattr(guild, "preferred_locale", None))


async def answering(interaction: discord.Interaction) -> None:
    """Settle the interaction's reader before anything is said: the person's language, and
    their client's locale kept for the DMs they will get. The database not answering must not
    silence the bot: their client's language then, and the handler meets the outage itself."""
    locale = str(interaction.locale) if interaction.locale else None
    host: Host = interaction.client.host  # type: ignore[attr-defined]  # the bot: a GameClient
    try:
        await host.languages.answering(interaction.user.id, locale)
    except Exception as e:
        log.warning("language of %s not known (%s); their client's used", interaction.user.id, e)
        i18n.set_reader(i18n.lang_of(locale))


class Answering:
    """For a component or a form: its reader settled before its callback runs (discord.py runs
    `interaction_check` in the callback's own task, so the reader holds for the callback)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        await answering(interaction)
        return True
