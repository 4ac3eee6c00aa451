"""Every registered game ships a player aid and says how long it lasts; the aid loader refuses
an aid `/rules` could not show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.cogs.rules import aid_page, topic_name, topic_of
from games import registry
from games.core import REQUIRED_TOPICS, Game, load_aid
from i18n import LANGS


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_every_game_has_an_aid_whose_pages_fit_a_message(game: Game) -> None:
    assert game.meta.length, "the lobby says how long a game lasts"
    assert set(REQUIRED_TOPICS) <= set(game.meta.aid)
    for topic in game.meta.aid:
        assert len(aid_page(game.meta.id, topic)) <= 2000, topic


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "AID.md"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_loader_reads_topics_in_order_and_skips_the_title(tmp_path: Path) -> None:
    aid = load_aid(write(tmp_path, "# Title\nintro\n## summary\nShort.\n\n## scoring\nPoints.\n"))
    assert aid == {"summary": "Short.", "scoring": "Points."}


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("## summary\nShort.\n", "missing the topics ['scoring']"),
        ("## summary\nA.\n## summary\nB.\n## scoring\nC.\n", "repeated topic 'summary'"),
        ("## summary\n\n## scoring\nC.\n", "topic 'summary' is empty"),
        ("## summary\n" + "x" * 1701 + "\n## scoring\nC.\n", "topic 'summary' is empty or over"),
        ("## Summary\nA.\n## scoring\nC.\n", "bad or repeated topic 'Summary'"),
    ],
)
def test_the_loader_refuses_an_aid_rules_could_not_show(
    tmp_path: Path, text: str, fault: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(fault)):
        load_aid(write(tmp_path, text))


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_every_topic_is_named_in_every_language(game: Game) -> None:
    """/rules names a game's topics in the reader's language, and finds a topic by its name in
    any of them: every topic has a name in each, the names of one game all different."""
    for lang in LANGS:
        names = [topic_name(t, lang) for t in game.meta.aid]
        assert len(set(names)) == len(names), names
        found = [topic_of(game.meta.aid, name) for name in names]
        assert found == list(game.meta.aid)
