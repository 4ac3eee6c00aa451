"""What a host text points at, a person, a channel or a moment, as plain values each front end
formats: the Discord adapter writes a mention, a channel link and a timestamp every reader sees
in their own time zone; a web page can write a name, a link and a local time. Likewise a line
in small print (the moves under a finished part of the game), which Discord writes as subtext.

A reference sits in the text between two of Unicode's interlinear annotation marks (U+FFF9 and
U+FFFB, meant for in-band markers and never shown): a kind (`@` a person, `#` a channel, `t` a
moment) and a number, or `s` alone at the start of a line in small print. Written the way
Discord writes them, it takes as many characters as their markup, so the host's length budgets
hold for both. A display name cannot carry one (`inputs.plain` removes the marks)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

OPEN, CLOSE = "\ufff9", "\ufffb"
PERSON, CHANNEL, MOMENT, SMALL = "@", "#", "t", "s"
_REF = re.compile(f"{OPEN}(?:([@#t])(\\d{{1,20}})|(s)){CLOSE}")


@dataclass(frozen=True)
class Ref:
    """A reference found in a text: its kind (`PERSON`, `CHANNEL`, `MOMENT`, `SMALL`) and its
    number (a user's or channel's id, or a moment's Unix time in seconds; 0 for small print)."""

    kind: str
    number: int = 0


def person(user_id: int) -> str:
    """A mention of a person (whether it pings is the post's `mentions`, not the text's)."""
    return f"{OPEN}{PERSON}{user_id}{CLOSE}"


def channel(channel_id: int) -> str:
    return f"{OPEN}{CHANNEL}{channel_id}{CLOSE}"


def moment(at: datetime) -> str:
    """A time, which each reader's front end shows in their own time zone."""
    return f"{OPEN}{MOMENT}{int(at.timestamp())}{CLOSE}"


def small_print(line: str) -> str:
    """`line` (one line of a text) in small print."""
    return f"{OPEN}{SMALL}{CLOSE}{line}"


def resolved(text: str, write: Callable[[Ref], str]) -> str:
    """`text` with each reference written by the front end's `write`."""
    if OPEN not in text:
        return text
    return _REF.sub(
        lambda m: write(Ref(SMALL) if m.group(3) else Ref(m.group(1), int(m.group(2)))), text
    )


def unmarked(text: str) -> str:
    """`text` without annotation marks: what a person typed can never read as a reference."""
    return text.replace(OPEN, "").replace(CLOSE, "")
