"""What a picture shows, in words: the description (alt text) every picture the host sends
carries, which a screen reader speaks and which shows where the picture does not load. Plain
text, within the front end's limit (`Limits.alt`), in the language of the message it is on, and
only what that message's readers may see: a board's is the table's public facts, a hand's its
holder's own cards. A moment in it stays a reference (`refs`), which the front end writes."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.host import refs

_EMPHASIS = re.compile(r"(?<!\\)(?:\*\*|__|\*|~~|\|\|)")  # markdown's marks, not escaped ones
_ESCAPED = re.compile(r"\\(.)")  # a character a name escaped (`inputs.plain`): as typed
_SPACES = re.compile(r"[ \t]+")
# The most characters a front end writes a reference with in plain words (a moment as
# "2026-11-30 18:00 UTC"), which the limit must leave room for.
REF_WIDTH = 24


def width(text: str) -> int:
    """The characters of `text` as a front end writes it, its references at their widest."""
    return len(refs.resolved(text, lambda _: "x" * REF_WIDTH))


def plain(text: str) -> str:
    """A host text (its markdown) as plain words, a line for each of its lines."""
    lines = (_ESCAPED.sub(r"\1", _EMPHASIS.sub("", line)).strip() for line in text.splitlines())
    return "\n".join(_SPACES.sub(" ", line) for line in lines if line)


def described(
    parts: Sequence[str], limit: int, latest: Sequence[str] = (), lately: str = ""
) -> str:
    """`parts` (host texts, the most important first), then what changed lately (`latest`,
    oldest first, under the heading `lately`), as plain words within `limit` characters: the
    parts are kept whole while they fit, and of the changes the newest that fit after them."""
    head = "\n".join(p for p in (plain(part) for part in parts) if p)
    if width(head) > limit:
        return refs.resolved(head, lambda _: "")[: limit - 1].rstrip() + "…"  # none cut in two
    kept: list[str] = []
    room = limit - width(head) - len(lately) - 2
    for line in reversed([plain(line) for line in latest]):
        if not line or width(line) + 1 > room:
            break
        kept.insert(0, line)
        room -= width(line) + 1
    return "\n".join(p for p in (head, lately if kept else "", *kept) if p)
