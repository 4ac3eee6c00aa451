"""The strong stand-in decides from what its seat has observed, never from the state: in two
positions the seat cannot tell apart, made by playing the game (tests/players/twins.py, never by
the re-dealer under test), what the search is told (`players.information`) is the same, and so
is what it decides at a fixed budget. Then the same test against broken re-dealers, each
leaving one secret where it was, and one dealing nothing at all: every one is caught. (That the
search samples, and overrules the quick level where its deals say so: test_search.py.)"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from functools import cache
from itertools import islice
from typing import Any

import pytest

import players
from games import registry
from games.core import Game
from games.core.sampling import Redealer
from players import Budget, information, standin
from tests.players.test_search import Clock
from tests.players.twins import DEALS, Twin, hidden_choices, other_deals

SEED = 3
# Moves played, for other seats' unseen choices and for other deals: enough to reach each
# game's secrets (Liberté's face-down discards come with the second turn's Refresh Hand phase,
# Guillotine's secret votes and 1789's reaction windows within a hundred or two; Frondeurs'
# first Coins are taken after some 140 moves, and Guillotine's first delayed Jacobin card kept
# after 95), and no longer (a game whose moves all show needs only a few to show it). A new
# game starts with 1789's.
LENGTH = {
    "revolt": (80, 80),
    "liberte": (320, 80),
    "guillotine": (200, 200),
    "fr1789": (200, 200),
    "frondeurs": (60, 160),
}
TIMES_DEALT = {"revolt": 12, "liberte": 8, "guillotine": 3, "fr1789": 8, "frondeurs": 2}
WINDOW = 30  # moves replayed after another seat's unseen choice
MOST = 150  # twins of each kind checked in a game
DECIDED = 2  # twins on which the search is run
# A fixed number of playouts, on a clock that never moves: the same inputs, the same choice.
FIXED = Budget(seconds=3600.0, iterations=6, horizon=1)
CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]


def test_every_game_can_be_dealt_otherwise() -> None:
    """A new game adds to `tests.players.twins.DEALS` how its setup options deal it."""
    missing = {g.meta.id for g in registry.all()} - set(DEALS)
    assert not missing, f"no way to deal otherwise in tests/players/twins.py for {sorted(missing)}"


@cache  # by the game's id: a Game is not hashable
def hidden(gid: str, n: int) -> tuple[Twin, ...]:
    """Positions where another seat chose otherwise, unseen (made once: they do not depend on
    the re-dealer, which the tests below break)."""
    length, _ = LENGTH.get(gid, LENGTH["fr1789"])
    return tuple(islice(hidden_choices(registry.get(gid), n, SEED, length, WINDOW), MOST))


@cache  # by the game's id: a Game is not hashable
def dealt(gid: str, n: int) -> tuple[Twin, ...]:
    """Positions where the cards the seat cannot see were dealt otherwise (made once)."""
    game = registry.get(gid)
    if gid not in DEALS:  # test_every_game_can_be_dealt_otherwise says so
        return ()
    _, length = LENGTH.get(gid, LENGTH["fr1789"])
    return tuple(islice(other_deals(game, n, SEED, length, TIMES_DEALT.get(gid, 4)), MOST))


def difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two dumped states first differ, as a path ("ballot.voters[1].yes"); None if
    nowhere."""
    if isinstance(a, dict) and isinstance(b, dict):
        pairs = [(f"{path}.{k}", a.get(k), b.get(k)) for k in sorted(a.keys() | b.keys())]
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        pairs = [(f"{path}[{i}]", x, y) for i, (x, y) in enumerate(zip(a, b, strict=True))]
    else:
        return None if a == b else path or "the whole state"
    return next((found for p, x, y in pairs if (found := difference(x, y, p))), None)


def told_apart(game: Game, twin: Twin) -> str | None:
    """What tells the search one position from the other, or None."""
    known = [information(game.meta.id, game.load(s), twin.seat) for s in (twin.true, twin.other)]
    if known[0] == known[1]:
        return None
    where = difference(json.loads(known[0] or "null"), json.loads(known[1] or "null"))
    return f"seat {twin.seat} ({twin.how}) is told {where}"


def leak(game: Game, pairs: Iterable[Twin]) -> str | None:
    """The first secret the search is told in one of `pairs`, or None."""
    return next((found for t in pairs if (found := told_apart(game, t))), None)


@pytest.mark.parametrize(("game", "n"), CASES)
def test_what_the_search_is_told_is_only_what_the_seat_observed(game: Game, n: int) -> None:
    checked = [*hidden(game.meta.id, n), *dealt(game.meta.id, n)]
    assert len(checked) >= 5, "too few positions a seat cannot tell apart: it tests little"
    told = [found for t in checked if (found := told_apart(game, t))]
    assert not told, f"{len(told)} of {len(checked)} pairs differ; {told[0]}"
    real = [t for t in checked if len(game.prompt(game.load(t.true), t.seat).choices) > 1]
    for twin in real[:DECIDED]:
        bot = standin(game.meta.id, "strong", FIXED, Clock(0.0))
        moves = [
            bot.move(game, game.load(s), twin.seat, random.Random(7))
            for s in (twin.true, twin.other)
        ]
        assert moves[0] == moves[1], f"seat {twin.seat} ({twin.how}) decides otherwise"


# ---- the same test against re-dealers that leave a secret where it was ---------------------
Restore = Callable[[Any, Any], None]


def kept(*path: str) -> Restore:
    """Puts back, after a deal, the field at `path` as it was before (a path through lists
    and maps goes through each item): a re-dealer that forgot that secret."""

    def put_back(before: Any, after: Any) -> None:
        *through, name = path
        olds, news = [before], [after]
        for step in through:
            olds = [x for o in olds for x in items(getattr(o, step))]
            news = [x for o in news for x in items(getattr(o, step))]
        for old, new in zip(olds, news, strict=True):
            setattr(new, name, getattr(old, name))

    return put_back


def items(value: Any) -> list[Any]:
    return list(value.values()) if isinstance(value, dict) else list(value)


def forgetting(redeal: Redealer, *restores: Restore) -> Redealer:
    """`redeal`, with what `restores` name left as it was."""

    def forgetful(state: Any, seat: int, rng: random.Random, moving: bool) -> Any:
        before = state.model_copy(deep=True)
        after = redeal(state, seat, rng, moving)
        for restore in restores:
            restore(before, after)
        return after

    return forgetful


Pairs = Callable[[str, int], tuple[Twin, ...]]  # `hidden` or `dealt`, by the game's id
# (game, players, what the broken re-dealer leaves, the pairs that show it, where it shows)
MUTANTS = [
    pytest.param("revolt", 4, [kept("seats", "hand")], dealt, "hand", id="revolt-hands"),
    pytest.param("revolt", 3, [kept("cards")], dealt, ".cards", id="revolt-citizen-out"),
    pytest.param("liberte", 4, [kept("players", "hand")], dealt, "hand", id="liberte-hands"),
    pytest.param(
        "liberte", 3, [kept("discard"), kept("face_down")], hidden, "discard", id="liberte-discards"
    ),
    pytest.param("guillotine", 3, [kept("ballot")], hidden, ".ballot", id="guillotine-votes"),
    pytest.param("guillotine", 4, [kept("seats", "held")], dealt, "held", id="guillotine-held"),
    pytest.param("guillotine", 2, [kept("jacobin_deck")], dealt, "deck", id="guillotine-deck"),
    pytest.param("fr1789", 4, [kept("window")], hidden, ".window", id="fr1789-window-answers"),
    pytest.param("fr1789", 3, [kept("players", "hand")], dealt, "hand", id="fr1789-hands"),
    pytest.param("fr1789", 2, [kept("orders")], dealt, ".orders", id="fr1789-box-orders"),
    pytest.param("frondeurs", 3, [kept("coins_on")], dealt, "coins_on", id="frondeurs-coins"),
    pytest.param(
        "frondeurs", 4, [kept("holdings", "coins")], dealt, ".coins[", id="frondeurs-coins-taken"
    ),
    pytest.param("frondeurs", 2, [kept("holdings", "hand")], dealt, "hand", id="frondeurs-hands"),
    pytest.param("frondeurs", 4, [kept("season_deck")], dealt, "season", id="frondeurs-seasons"),
]


@pytest.mark.parametrize(("game_id", "n", "restores", "pairs", "where"), MUTANTS)
def test_a_secret_the_re_dealer_leaves_where_it_was_is_caught(
    game_id: str,
    n: int,
    restores: list[Restore],
    pairs: Pairs,
    where: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = forgetting(players.SAMPLERS[game_id], *restores)
    monkeypatch.setitem(players.SAMPLERS, game_id, broken)
    game = registry.get(game_id)
    found = leak(game, pairs(game_id, n))
    assert found is not None and where in found, found


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_a_re_dealer_that_deals_nothing_is_caught(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A search that never samples: its deal is the state itself."""
    monkeypatch.setitem(players.SAMPLERS, game.meta.id, lambda state, seat, rng, moving: state)
    assert leak(game, dealt(game.meta.id, game.meta.max_players)) is not None
