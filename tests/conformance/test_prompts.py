"""Every prompt of every registered game says what it asks, for the ping that calls the player,
and the rule behind it, for the prompt's "?"."""

from __future__ import annotations

import re
from typing import Any

import pytest

from games.core import Game, Text
from i18n import say
from tests.conformance.test_contract import CASES, playout

ASK_MAX = 80
HELP_MAX = 400
SEAT_TAG = re.compile(r"\{s\d+\}")


@pytest.mark.parametrize(("game", "n", "seed"), CASES)
def test_every_prompt_has_a_short_ask_and_a_help(game: Game, n: int, seed: int) -> None:
    asks: set[Text] = set()

    def check(state: Any, step: int) -> None:
        for seat in game.active_seats(state):
            prompt = game.prompt(state, seat)
            assert prompt is not None
            ask, help_ = say(prompt.ask), say(prompt.help)
            where = f"move {step}, seat {seat}: {say(prompt.text)}"
            assert ask.strip() and len(ask) <= ASK_MAX, f"ask {ask!r} ({where})"
            assert help_.strip() and len(help_) <= HELP_MAX, f"help ({where})"
            assert help_ != ask
            for text in (ask, help_):
                bare = SEAT_TAG.sub("", text)
                assert "{" not in bare and "}" not in bare, f"a brace, no seat tag: {text!r}"
            asks.add(prompt.ask)

    playout(game, n, seed, check)
    assert len(asks) >= 2, f"the same few words for every decision: {asks}"
