"""Game states read from their stored text, and what each seat sees and is asked of them, kept
for reading: showing a player their decision, or what a move's state and views were before it,
needs them as stored, and parsing the text and drawing up every seat's view again each time cost
more than the rest of an offer; a move asks each seat's prompt several times (the stand-in, the
pings, the board's waiting line, the next offer). What is kept here is shared: **never change
a state, a view or a prompt given from here** (a move loads its own state with `game.load`,
then hands the result here once it is saved)."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from games.core import Game, Prompt, all_views, generator_states

# States played lately (about 75 KB each with their views and prompts): 5 per match at 50.
KEPT = 256

Seen = tuple[dict[str, Any], list[dict[str, Any]]]  # the spectator's view, each seat's


@dataclass
class Known:
    state: Any = None  # None: not parsed yet (only its views were asked, from a copy)
    seen: Seen | None = None
    prompts: dict[int, Prompt | None] | None = None
    chance: list[int] | None = None  # its generators' states (`generator_states`)


_kept: OrderedDict[tuple[str, str], Known] = OrderedDict()


def _known(game: Game, text: str) -> Known:
    key = (game.meta.id, text)
    known = _kept.get(key)
    if known is None:
        known = _kept[key] = Known()
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    else:
        _kept.move_to_end(key)
    return known


def read_only(game: Game, text: str) -> Any:
    """The state stored as `text`, to read and never change."""
    known = _known(game, text)
    if known.state is None:
        known.state = game.load(text)
    return known.state


def seen(game: Game, text: str, state: Any, seats: int) -> Seen:
    """The views of the state stored as `text` (`state` is it, or a copy not changed yet)."""
    known = _known(game, text)
    if known.seen is None or len(known.seen[1]) != seats:
        known.seen = all_views(game, state, seats)
    return known.seen


def prompt(game: Game, text: str, state: Any, seat: int) -> Prompt | None:
    """What `seat` is asked in the state stored as `text` (`state` is it, or a copy not changed
    yet)."""
    known = _known(game, text)
    if known.prompts is None:
        known.prompts = {}
    if seat not in known.prompts:
        known.prompts[seat] = game.prompt(state, seat)
    return known.prompts[seat]


def chance(game: Game, text: str, state: Any) -> list[int]:
    """The generators' states in the state stored as `text` (`state` is it, or a copy not
    changed yet): a move compares them before and after, and its "after" is the next "before"."""
    known = _known(game, text)
    if known.chance is None:
        known.chance = generator_states(state)
    return known.chance


def know(game: Game, text: str, views: Seen) -> None:
    """The `views` of the state stored as `text`, made as its move was played: the move's
    report and its player's next step read them before the state itself is kept (`keep`,
    once nothing more is played on it)."""
    _known(game, text).seen = views


def keep(game: Game, text: str, state: Any, views: Seen | None = None) -> None:
    """`state`, which `text` stores (and its `views`), will not change any more: later reads
    may share them."""
    known = _known(game, text)
    known.state = state
    if views is not None:
        known.seen = views
