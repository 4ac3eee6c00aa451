"""The host's references (`bot.host.refs`) as Discord writes them: a mention, a channel link,
and a timestamp each reader's client shows in their own time zone."""

from __future__ import annotations

from bot.host import refs

_MARKUP = {refs.PERSON: "<@{}>", refs.CHANNEL: "<#{}>", refs.MOMENT: "<t:{}:f>"}


def discord_text(text: str) -> str:
    """`text` as Discord is sent it: each reference in Discord's markup."""
    return refs.resolved(text, lambda ref: _MARKUP[ref.kind].format(ref.number))
