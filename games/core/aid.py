"""A game's player aid: `AID.md` beside its engine, one `## topic` section each, written in our
own words. Loaded and checked when the game is imported, so a broken aid fails at start-up and
in the tests rather than in front of a player."""

from __future__ import annotations

import re
from pathlib import Path

REQUIRED_TOPICS = ("summary", "scoring")
TOPIC_MAX = 1700  # a topic and its heading fit one Discord message (2,000 characters)
_TOPIC_NAME = re.compile(r"[a-z][a-z0-9 ,-]{0,39}")


def load_aid(path: Path) -> dict[str, str]:
    """The topics of the aid at `path`, in file order: `{"summary": "...", ...}`. Text before
    the first `## ` heading (a title) is not a topic."""
    topics: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            name = line[3:].strip()
            if not _TOPIC_NAME.fullmatch(name) or name in topics:
                raise ValueError(f"{path.name}: bad or repeated topic {name!r}")
            current = topics[name] = []
        elif current is not None:
            current.append(line)
    aid = {name: "\n".join(lines).strip() for name, lines in topics.items()}
    missing = [t for t in REQUIRED_TOPICS if t not in aid]
    if missing:
        raise ValueError(f"{path.name}: missing the topics {missing}")
    for name, text in aid.items():
        if not text or len(text) > TOPIC_MAX:
            raise ValueError(f"{path.name}: topic {name!r} is empty or over {TOPIC_MAX} characters")
    return aid
