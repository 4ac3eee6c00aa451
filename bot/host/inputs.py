"""What people type, made safe before the host uses it: the options JSON of `/game new`, a
tournament's start time, and display names put into message text."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from bot.host import refs
from bot.host.outbox import Refused
from games.core import Msg

# Long enough for any test set-up the games document (a fixed deal, whole decks), short enough
# that the lobby showing them stays within a message; it also keeps the JSON parser far from
# Python's limits (4,300-digit integers; nesting is caught below, as it depends on the stack).
MAX_OPTIONS_TEXT = 1000

# Discord's markdown and mention syntax. A backslash before any of them shows it as typed.
_MARKUP = re.compile(r"[\\*_~`|<>#\[\]()@:-]")


def options_from_text(text: str | None) -> dict[str, Any]:
    """The `options` of `/game new` as a dict, or a refusal that says what is wrong with them."""
    if not text:
        return {}
    if len(text) > MAX_OPTIONS_TEXT:
        raise Refused(Msg("host-options-long", n=len(text), most=MAX_OPTIONS_TEXT))
    try:
        parsed = json.loads(text)
    except json.JSONDecodeError as e:  # the parser's own words, which name the fault exactly
        raise Refused(Msg("host-options-json", fault=e.msg, at=e.pos)) from None
    except RecursionError:
        raise Refused(Msg("host-options-deep")) from None
    if not isinstance(parsed, dict):
        raise Refused(Msg("host-options-object"))
    return parsed


def moment_from_text(typed: str | None) -> datetime | None:
    """A moment as typed ("2026-12-05 20:00"), read as UTC unless it names its zone."""
    if typed is None:
        return None
    try:
        at = datetime.fromisoformat(typed.strip())
    except ValueError:
        raise Refused(Msg("tournament-bad-start")) from None
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


@lru_cache(maxsize=1024)  # the same few names, at every caption and ping
def plain(name: str) -> str:
    """A display name as text in a message: `**x**` shows as typed, and `<@12>` or `@everyone`
    mention nobody, and no name carries a reference (`refs`). Pictures and button labels take
    the name as it is."""
    return _MARKUP.sub(r"\\\g<0>", refs.unmarked(name))
