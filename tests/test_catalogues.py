"""The Fluent catalogues: every language holds the same messages, each parses, each is used
somewhere, and every key the code names exists (a typo would only show as a logged fault)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from i18n import DEFAULT, LANGS, files, keys

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("bot", "games", "players", "render", "storage", "i18n", "tools")
# A key written whole in the code ("revolt-bids") or made from a written start (f"revolt-card-{").
NAMED = re.compile(r"""Msg\(\s*["']([a-z0-9-]+)["']""")


@cache
def code() -> str:
    texts = [
        p.read_text(encoding="utf-8")
        for top in SOURCES
        for p in (ROOT / top).rglob("*")
        if p.suffix in {".py", ".json", ".toml"} and ".venv" not in p.parts
    ]
    return "\n".join(texts)


def entries(lang: str) -> list[ast.Message | ast.Term | ast.Junk]:
    parser = FluentParser()
    return [
        entry
        for path in files(lang)
        for entry in parser.parse(path.read_text(encoding="utf-8")).body
        if isinstance(entry, ast.Message | ast.Term | ast.Junk)
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_catalogue_parses(lang: str) -> None:
    junk = [(e.content or "")[:80] for e in entries(lang) if isinstance(e, ast.Junk)]
    assert not junk


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != DEFAULT])
def test_every_language_holds_the_same_messages(lang: str) -> None:
    assert sorted(keys(lang) - keys(DEFAULT)) == []
    assert sorted(keys(DEFAULT) - keys(lang)) == []


def test_every_message_is_used() -> None:
    source = code()

    def used(key: str) -> bool:
        if f'"{key}"' in source or f"'{key}'" in source:
            return True
        starts = [key[:i] for i, ch in enumerate(key) if ch == "-"]
        return any(f'f"{start}-{{' in source or f"f'{start}-{{" in source for start in starts)

    assert sorted(k for k in keys(DEFAULT) if not used(k)) == []


def test_every_key_the_code_names_exists() -> None:
    assert sorted(set(NAMED.findall(code())) - keys(DEFAULT)) == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_has_a_line_of_punctuation_alone(lang: str) -> None:
    """A stray "=" line (a heading's leftover) once opened every French final result."""
    stray = re.compile(r"^[ \t]*[=\-_*#~.·:;]+[ \t]*$", re.MULTILINE)
    for entry in entries(lang):
        if isinstance(entry, ast.Message) and entry.value is not None:
            text = "".join(
                e.value if isinstance(e, ast.TextElement) else "X" for e in entry.value.elements
            )
            assert not stray.search(text), (entry.id.name, text)
