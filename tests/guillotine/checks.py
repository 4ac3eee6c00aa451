"""What a test asserts of the engine beyond one rule: here, that a wrong move changes nothing."""

from __future__ import annotations

import re

import pytest

from games.core import IllegalAction
from games.guillotine.state import GuillotineState
from i18n import say
from tests.guillotine.table import GAME, choices


def refused(state: GuillotineState, seat: int, choice: str, why: str) -> None:
    """`choice` is not offered to `seat`, and played anyway it is refused with a message that
    says `why`, the state left as it was."""
    assert choice not in choices(state, seat)
    before = GAME.dump(state)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, seat, choice)
    assert re.search(why, say(refusal.value.text)), say(refusal.value.text)
    assert GAME.dump(state) == before
