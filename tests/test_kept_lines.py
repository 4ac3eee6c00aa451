"""A state keeps its log as lines (`texts.kept`); the table reads them back as the
messages they were (`told`), and a view shows them as JSON (`told_json`), read straight from
the line. Both must say exactly what was kept, or a log line would change between the board
and the record."""

from __future__ import annotations

import pytest

from games import registry
from tests.conformance.states import sampled_states
from texts import Msg, kept, to_json, told, told_json

MESSAGES = [
    "a plain line",
    Msg("core-seat", n=2),
    Msg("frondeurs-moves", who=Msg("frondeurs-faction-retzist"), n=3, space="Retz"),
    Msg("x-list", names=[Msg("a"), "b", 3], share=0.5, done=True),
    Msg.join([Msg("a", n=1), "and", Msg("b")], " "),
]


@pytest.mark.parametrize("text", MESSAGES, ids=range(len(MESSAGES)))
def test_a_kept_line_reads_back_as_itself_and_as_its_json(text: str | Msg) -> None:
    line = kept(text)
    assert told(line) == text
    assert told_json(line) == to_json(text)


def test_every_log_line_of_a_game_shows_as_it_was_kept() -> None:
    game = registry.get("frondeurs")
    lines = {line for state in sampled_states(game, 4, every=25) for line in state.log}
    assert len(lines) > 20
    for line in lines:
        assert told_json(line) == to_json(told(line))
