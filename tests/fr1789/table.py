"""Crafted French Revolution 1789 positions for the rule tests: a game set up with fixed hands,
then moved straight to the Action phase with the cards, System and RP a test needs."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from games import registry
from games.core import IllegalAction
from games.fr1789.state import Fr1789State
from i18n import say

GAME = registry.get("fr1789")
PLAIN = ["bribery", "pitts_gold", "paid_agitators"]  # kinds that cancel nothing


def start(n: int = 3, hands: list[list[str]] | None = None, **options: object) -> Fr1789State:
    if hands is None:  # no Informant anywhere unless a test deals one
        deal = 3 if n <= 3 else 2
        pool = [*PLAIN, "lettre_de_cachet", "forged_passport"] * 2
        hands = [pool[i * deal : (i + 1) * deal] for i in range(n)]
    return GAME.setup(n, 1, {"first_player": 0, "hands": hands, **options})


def acting(
    n: int = 3,
    cards: dict[str, int] | None = None,
    system: str = "absolutisme",
    rp: int = 20,
    hands: list[list[str]] | None = None,
) -> Fr1789State:
    """The Action phase of turn I, seat 0 to act, with `cards` owned as given."""
    state = start(n, hands)
    state.lot = None
    state.box = []
    state.phase = "action"
    state.system = system
    state.owner = dict(cards or {})
    state.to_act = 0
    state.first = 0
    state.armies = {c: [f"F{i + 1}"] for i, c in enumerate(state.armies)}  # weak, no leaders
    for p in state.players:
        p.rp = rp
    return state


def play(state: Fr1789State, seat: int, *choices: str) -> list[str]:
    """Applies the choices in turn for `seat`; returns the public texts, said in English."""
    said = []
    for choice in choices:
        said += [say(e.text) for e in GAME.apply(state, seat, choice) if e.to is None]
    return said


@contextmanager
def refused(pattern: str) -> Iterator[list[str]]:
    """Expects the block to raise IllegalAction whose text, said in English, matches `pattern`;
    gives the text in the list it yields."""
    said: list[str] = []
    with pytest.raises(IllegalAction) as caught:
        yield said
    said.append(say(caught.value.text))
    assert re.search(pattern, said[0]), said[0]


def ids(state: Fr1789State, seat: int) -> list[str]:
    prompt = GAME.prompt(state, seat)
    return [] if prompt is None else prompt.choice_ids()
