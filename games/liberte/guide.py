"""What each decision asks, in a few words for the ping, and the rule behind it for the prompt's
"?": one pair of messages per kind of decision (action steps, refresh, Specials, ties), written
liberte-ask-<step> and liberte-help-<step> in the catalogues."""

from __future__ import annotations

from functools import cache

from games.core import Msg
from games.liberte import ties
from games.liberte.specials import kind_of
from games.liberte.state import LiberteState


@cache  # one pair per step, made once: a search asks a prompt at every step
def _pair(step: str) -> tuple[Msg, Msg]:
    return Msg(f"liberte-ask-{step}"), Msg(f"liberte-help-{step}")


def ask_help(state: LiberteState) -> tuple[Msg, Msg]:
    """The ask and help of the decision pending now."""
    if state.tie is not None:
        return Msg("liberte-ask-tie", what=ties.name(state.tie.purpose)), Msg("liberte-help-tie")
    if state.refresh is not None:  # "2. Refresh Hand"
        return _pair(f"refresh-{state.refresh.stage}")
    act = state.action  # "3. Action Phase", "Special Cards"
    assert act is not None
    if act.stage.startswith("sp_"):
        kind = kind_of(act)
        return Msg(f"liberte-ask-{act.stage.replace('_', '-')}"), Msg(f"liberte-help-{kind}")
    if act.stage == "act" and (act.played or act.special is not None):
        return _pair("more")
    return _pair(act.stage)
