"""Every kind of Liberté decision says what it asks and the rule behind it, in every language."""

from __future__ import annotations

from typing import get_args

import pytest

from games.liberte import guide
from games.liberte.state import Action, ActionStage, Refresh, Tie, TiePurpose
from i18n import LANGS, say
from tests.liberte.helpers import new_game, specials

KINDS = ("bread", "emigration", "religion", "guillotine", "purge", "terror")


@pytest.mark.parametrize("lang", LANGS)
def test_every_decision_has_its_ask_and_help(lang: str) -> None:
    """Specials, ties and rare steps included, which a random game may not meet."""
    state = new_game()
    steps = [Action(seat=0, stage="act", played=["1"])]  # another card, or the end
    for stage in get_args(ActionStage):
        special = stage.startswith("sp_")
        steps += [Action(seat=0, stage=stage, special=specials(k)[0]) for k in KINDS] if special \
            else [Action(seat=0, stage=stage)]  # fmt: skip
    pairs = []
    for step in steps:
        state.action = step
        pairs.append(guide.ask_help(state))
    state.action = None
    for refresh in (Refresh(seat=0, stage="discard"), Refresh(seat=0, stage="take")):
        state.refresh = refresh
        pairs.append(guide.ask_help(state))
    state.refresh = None
    for purpose in get_args(TiePurpose):
        state.tie = Tie(purpose=purpose, sides=["0", "1"], need={}, askers=[0])
        pairs.append(guide.ask_help(state))
    for ask, help_ in pairs:
        said, helped = say(ask, lang), say(help_, lang)
        assert 0 < len(said) <= 80 and 0 < len(helped) <= 400, said
        assert said != helped
