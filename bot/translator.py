"""The slash commands in the reader's language: each description, option description and
choice name is a catalogue message (`bot-cmd-...`, `bot-opt-...`, `bot-choice-...`), English
when registered and French for a French client, through discord.py's `Translator`. Command and
option names stay English in every client, so the command a player names to another, and every
text that names one, is the same at a table of both languages (see README, "Languages")."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

import i18n
from games.core import Msg

# Each `described` English text, with the keys that say it: a registered command keeps its
# description as plain English (`Command.description`), and `/help` finds its key here.
_KEYS_OF: dict[str, set[str]] = {}


def described(key: str) -> locale_str:
    """A description or a choice's name: the English of `key`, with the key kept so that
    the translator (and `/help`) can say it in another language."""
    english = i18n.say(Msg(key))
    _KEYS_OF.setdefault(english, set()).add(key)
    return locale_str(english, key=key)


def in_language(text: locale_str | str, lang: str) -> str:
    """A `described` text in `lang` (anything else as it is)."""
    key = text.extras.get("key") if isinstance(text, locale_str) else None
    return i18n.say(Msg(key), lang) if key else str(text)


def description_in(command: app_commands.Command[Any, ..., Any], lang: str) -> str:
    """What `command` does, in `lang`, as a client in that language shows it (in English
    should two keys say its English description)."""
    keys = _KEYS_OF.get(command.description, set())
    return i18n.say(Msg(next(iter(keys))), lang) if len(keys) == 1 else command.description


class Translator(app_commands.Translator):
    """French for a French client; every other locale gets the English registered."""

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = i18n.lang_of(locale)
        if lang == i18n.DEFAULT or "key" not in string.extras:
            return None
        return in_language(string, lang)
