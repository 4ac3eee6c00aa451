"""Texts in the reader's language: `say(text, lang, names)` turns an engine's or the host's
`Msg` into English or French through the Fluent catalogues in `i18n/locales/<lang>/*.ftl`
(plurals, agreement, lists and numbers as each language writes them), then fills in the seats'
names. Adding a language is adding its folder of catalogues and its code to `LANGS`."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

from texts import Msg, Text

log = logging.getLogger(__name__)

LANGS = ("en", "fr")
DEFAULT = "en"
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
LOCALES = Path(__file__).with_name("locales")

_SEAT_TAG = re.compile(r"\{s(\d+)\}")


class MissingText(LookupError):
    """A key no catalogue of the language holds, or a variable the message needs and was not
    given: raised while strict (`set_strict`: the tests), else logged and said in English or
    as the key."""


_strict = False


def set_strict(on: bool) -> None:
    """On: a missing key or variable raises `MissingText` instead of being logged."""
    global _strict
    _strict = on


# The language of the person whose interaction is being answered: set once at the start of each
# interaction's task by the adapter (`set_reader`), read by whatever says a private text to them.
_reader: ContextVar[str] = ContextVar("reader", default=DEFAULT)


def reader() -> str:
    """The language of the person being answered now (English outside any interaction)."""
    return _reader.get()


def set_reader(lang: str) -> None:
    """Answers within the current task (one interaction's) are said in `lang`."""
    _reader.set(lang if lang in LANGS else DEFAULT)


def chosen_or(locale: Any, chosen: str | None) -> str:
    """A person's language: the one they chose, else their Discord client's."""
    return chosen if chosen in LANGS else lang_of(locale)


def lang_of(locale: Any) -> str:
    """The language we write for a Discord locale ("fr", "en-GB", a `discord.Locale`): French
    for any French locale, English otherwise."""
    code = str(getattr(locale, "value", locale) or "").lower()
    return next((lang for lang in LANGS if code.split("-")[0] == lang), DEFAULT)


def files(lang: str) -> list[Path]:
    return sorted((LOCALES / lang).glob("*.ftl"))


@cache
def resources(lang: str) -> tuple[ast.Resource, ...]:
    """Each catalogue of `lang`, parsed."""
    return tuple(FluentResource(path.read_text(encoding="utf-8")) for path in files(lang))


@cache
def bundle(lang: str) -> FluentBundle:
    """Every catalogue of `lang` in one bundle; a key defined twice is an error at load."""
    made = FluentBundle([lang], use_isolating=False)
    for resource in resources(lang):
        made.add_resource(resource)
    return made


@cache
def keys(lang: str) -> frozenset[str]:
    """The message keys `lang`'s catalogues define (terms, `-name`, aside)."""
    return frozenset(
        entry.id.name
        for resource in resources(lang)
        for entry in resource.body
        if isinstance(entry, ast.Message)
    )


def _fault(problem: str) -> None:
    if _strict:
        raise MissingText(problem)
    log.warning("text: %s", problem)


def _arg(value: Any, lang: str) -> Any:
    if isinstance(value, Msg | str):
        return _said(value, lang)
    if isinstance(value, tuple | list):
        return format_list([str(_arg(v, lang)) for v in value], locale=lang)
    return value


def _said(text: Text, lang: str) -> str:
    if isinstance(text, str):
        return text
    return _said_msg(text, lang)


@lru_cache(maxsize=8192)
def _said_msg(text: Msg, lang: str) -> str:
    """A message said once per language: a table's captions, log and labels are said again at
    every move, and the catalogues do not change while the bot runs. A fault is raised (or
    logged) the first time only."""
    if not text.key:  # Msg.join
        args = text.kwargs
        return str(args["sep"]).join(_said(p, lang) for p in args["parts"])
    for tongue in (lang, DEFAULT):
        made = bundle(tongue)
        if made.has_message(text.key):
            break
        _fault(f"no {lang} text for {text.key!r}")
    else:
        return text.key
    message = made.get_message(text.key)
    if message.value is None:  # a message of attributes only: nothing to say as a whole
        _fault(f"{text.key!r} in {lang} has no value")
        return text.key
    args = {k: _arg(v, lang) for k, v in text.args}
    said, errors = made.format_pattern(message.value, args)
    if errors:
        _fault(f"{text.key!r} in {lang}: {errors[0]}")
    return said if isinstance(said, str) else text.key  # a pattern always formats to a str


def say(text: Text, lang: str = DEFAULT, names: Sequence[str] | None = None) -> str:
    """`text` in `lang`, with each seat tag ("{s2}") given its player's name from `names` (left
    as is without `names`); in French, elided before a name that begins with a vowel."""
    lang = lang if lang in LANGS else DEFAULT
    said = _said(text, lang)
    if names is not None and "{s" in said:

        def name(m: re.Match[str]) -> str:
            i = int(m.group(1))
            return names[i] if 0 <= i < len(names) else _said(Msg("core-seat", n=i + 1), lang)

        said = _SEAT_TAG.sub(name, said)
    return elided(said) if lang == "fr" else said


# French elides "de", "que", "le", "la" before a vowel: names arrive after the catalogues have
# written the words before them ("de Armand" → "d’Armand", "que Élise" → "qu’Élise"). Only a
# capital follows (a name): the catalogues' own words are written elided already. An H is left
# alone: whether it is mute depends on the name. "Oui" and "onze" are never elided before
# ("le OUI l'emporte", "de onze voix").
_VOWEL = "[AEIOUYÀÂÉÈÊËÎÏÔÛÙ]"
_NOT_ELIDED = r"(?i:oui|onze)\b"
_ELIDED = re.compile(rf"(?<![\w’'])(?:([DdLl])(?:e|a)|([Qq]u)e) (?={_VOWEL})(?!{_NOT_ELIDED})")


def elided(text: str) -> str:
    """`text` (French) with its elisions before capitalised names made."""
    if " " not in text:
        return text
    return _ELIDED.sub(lambda m: (m.group(1) or m.group(2)) + "’", text)
