"""What the host writes as Discord shows it: its references (`bot.host.refs`) as a mention, a
channel link, a timestamp each reader's client shows in their own time zone and subtext (small
print), and Discord's
limits, which the host is given to write within."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.host import Limits, refs

DISCORD = Limits(text=2000, alt=1024)  # a message's text, an attachment's description
MAX_CONTENT = DISCORD.text

_MARKUP = {
    refs.PERSON: "<@{}>", refs.CHANNEL: "<#{}>", refs.MOMENT: "<t:{}:f>", refs.SMALL: "-# ",
}  # fmt: skip


def discord_text(text: str) -> str:
    """`text` as Discord is sent it: each reference in Discord's markup."""
    return refs.resolved(text, lambda ref: _MARKUP[ref.kind].format(ref.number))


def discord_alt(text: str) -> str:
    """A picture's description as Discord is sent it: Discord writes no markup there, so a
    moment is a date and time in UTC, and nobody is mentioned (the host names people)."""

    def write(ref: refs.Ref) -> str:
        if ref.kind == refs.MOMENT:
            return datetime.fromtimestamp(ref.number, UTC).strftime("%Y-%m-%d %H:%M UTC")
        return ""

    return refs.resolved(text, write)
