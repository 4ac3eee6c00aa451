"""Game states read from their stored text, kept for reading: showing a player their decision,
or what a move's state was before it, needs the state as stored, and parsing it again each time
cost more than the rest of an offer. A state kept here is shared: **never change one** (a move
loads its own with `game.load`, then hands the result here once it is saved)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from games.core import Game

KEPT = 512  # states of the matches played lately; a long text is parsed again when it is gone

_kept: OrderedDict[tuple[str, str], Any] = OrderedDict()


def read_only(game: Game, text: str) -> Any:
    """The state stored as `text`, to read and never change."""
    key = (game.meta.id, text)
    state = _kept.get(key)
    if state is None:
        state = game.load(text)
        keep(game, text, state)
    else:
        _kept.move_to_end(key)
    return state


def keep(game: Game, text: str, state: Any) -> None:
    """`state`, which `text` stores, will not change any more: later reads may share it."""
    _kept[(game.meta.id, text)] = state
    _kept.move_to_end((game.meta.id, text))
    while len(_kept) > KEPT:
        _kept.popitem(last=False)
