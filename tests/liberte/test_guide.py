"""Every kind of Liberté decision says what it asks and the rule behind it."""

from __future__ import annotations

from typing import get_args

from games.liberte import guide
from games.liberte.engine import _TIE_NAMES
from games.liberte.specials import NAMES
from games.liberte.state import ActionStage


def test_every_decision_has_its_ask_and_help() -> None:
    """Specials, ties and rare steps included, which a random game may not meet."""
    stages = {s for s in get_args(ActionStage) if not s.startswith("sp_")}
    assert stages <= set(guide.ACTION)
    assert {s for s in get_args(ActionStage) if s.startswith("sp_")} == set(guide.SPECIAL_ASK)
    assert set(guide.SPECIAL_HELP) == set(NAMES)
    pairs = [*guide.ACTION.values(), *guide.REFRESH.values()]
    pairs += [(a, guide.SPECIAL_HELP["terror"]) for a in guide.SPECIAL_ASK.values()]
    pairs += [(guide.TIE_ASK.format(what=w), guide.TIE_HELP) for w in _TIE_NAMES.values()]
    for ask, help_ in pairs:
        assert 0 < len(ask) <= 80 and 0 < len(help_) <= 400, ask
