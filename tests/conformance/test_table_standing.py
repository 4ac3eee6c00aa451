"""The standing a closed board opens with (`games.core.TableStanding`), for every registered game
at every player count: every game says one, it reads well in every language, and it tells no
secret, being made from the spectator's view and from nothing else."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.host.table import volume
from games import registry
from games.core import Game, Msg, TableStanding, Text, table_standing
from i18n import LANGS, say
from tests.conformance import hidden
from tests.conformance.test_contract import playout
from tests.conformance.texts import NAMES, faults

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]
STANDING_MAX = 300  # characters, said with the players' names filled in
LINES_MAX = 3
EVERY = 30  # decisions between two of the states sampled besides the turns' ends


def story_states(game: Game, n: int, seed: int = 3) -> list[Any]:
    """Copies of the states of one random game where a standing is read: just after each move
    that closed a part of the game (the view a closed board is drawn from), one every `EVERY`
    decisions besides, and its end (the game's last board)."""
    states: list[Any] = []
    parts: list[Text] = []

    def keep(state: Any, step: int) -> None:
        part = volume(game.chapter(state))
        if not parts or part != parts[-1] or step % EVERY == 0:
            states.append(game.load(game.dump(state)))
        parts.append(part)

    end, _ = playout(game, n, seed, keep)
    return [*states, end]


def with_standing(game: Game) -> TableStanding:
    """`game`, known to have the optional method: every registered game has (see below)."""
    assert isinstance(game, TableStanding), game.meta.id
    return game


def said_standing(game: Game, state: Any, names: list[str]) -> dict[str, str]:
    """The standing of `state` as the host would get it (from the spectator's view), said in
    each language to the players `names`: what the games' hand-checked examples compare."""
    text = with_standing(game).table_standing(game.view(state, None))
    return {lang: say(text, lang, names) for lang in LANGS}


def test_every_game_says_its_standing() -> None:
    """A game without the method gets no standing line from the host (`table_standing`)."""
    for game in registry.all():
        view = game.view(game.setup(game.meta.min_players, 1), None)
        assert callable(getattr(game, "table_standing", None)), game.meta.id
        assert table_standing(game, view) == with_standing(game).table_standing(view)
    assert table_standing(object(), {}) is None  # type: ignore[arg-type]  # a game without it


@pytest.mark.parametrize(("game", "n"), CASES)
def test_the_standing_reads_well_in_every_language(game: Game, n: int) -> None:
    """Said in each language (a missing key or variable raises: tests/conftest.py), it is one
    to three lines, short, names every seat, and has none of the faults of any text a player
    reads (tests/conformance/texts.py: internal ids, plurals, words of the other language)."""
    found: dict[str, str] = {}
    for state in story_states(game, n):
        text = with_standing(game).table_standing(game.view(state, None))
        tagged = say(text)
        for seat in range(n):
            if f"{{s{seat}}}" not in tagged:
                found.setdefault(f"seat {seat} is not named", tagged)
        for lang in LANGS:
            said = say(text, lang, NAMES[:n])
            lines = said.split("\n")
            if not 1 <= len(lines) <= LINES_MAX or not all(line.strip() for line in lines):
                found.setdefault(f"{len(lines)} lines, or an empty one ({lang})", said)
            if len(said) > STANDING_MAX:
                found.setdefault(f"{len(said)} characters ({lang})", said)
            for fault in faults(said, lang=lang, game_id=game.meta.id):
                found.setdefault(f"{fault} ({lang})", said)
    assert not found, "\n".join(f"{fault}: {said!r}" for fault, said in found.items())


def secrets_told(game: Game, n: int, states: list[Any], rng: random.Random) -> list[str]:
    """Where the standing says more than the spectator's view holds: said otherwise from a
    seat's view (it read the seat's secrets); said otherwise from the same view once the game
    has seen another state (it read something besides its argument); said otherwise for a deal
    of what the seats cannot see that leaves the public view as it was (it told a secret). Each
    standing is asked just after the game built the view it is given, as the host does."""
    told: list[str] = []

    def standing(view: dict[str, Any]) -> Text:
        return with_standing(game).table_standing(view)

    given = []
    for step, state in enumerate(states):
        public = game.view(state, None)
        text = standing(public)
        given.append((copy.deepcopy(public), text))
        for seat in range(n):
            if standing(game.view(state, seat)) != text:
                told.append(f"state {step}: seat {seat}'s view says otherwise")
    for step, (public, text) in enumerate(given):
        elsewhere = states[(step + 1) % len(states)]  # another state the game sees first
        game.view(game.load(game.dump(elsewhere)), None)
        if standing(public) != text:
            told.append(f"state {step}: the same view says otherwise later")
    redealt = 0
    for step, state, seat, other in hidden.redeals(game, states[:-1], n, rng):  # the end's
        redealt += 1  # may show the hands
        if standing(game.view(other, None)) != standing(game.view(state, None)):
            told.append(f"state {step}: a deal seat {seat} cannot see changes it")
    if not redealt:
        told.append("no deal changed anything: the secrets were never put to the test")
    return told


@pytest.mark.parametrize(("game", "n"), CASES)
def test_the_standing_tells_no_secret(game: Game, n: int) -> None:
    states = story_states(game, n, seed=5)
    assert not secrets_told(game, n, states, random.Random(n))


class Leaky:
    """A game whose standing tells a secret of the last state it was shown: a standing that
    ignores the view it is given and reads the state it closes over."""

    def __init__(self, game: Game, secret: Callable[[Any], str]) -> None:
        self.game, self.meta, self.secret = game, game.meta, secret
        self.seen: Any = None

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        self.seen = state
        return self.game.view(state, seat)

    def table_standing(self, view: dict[str, Any]) -> Text:
        said = with_standing(self.game).table_standing(view)
        return Msg.join([said, self.secret(self.seen)], "\n")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


class Prying(Leaky):
    """A game whose standing reads a seat's secrets when its view holds them."""

    def table_standing(self, view: dict[str, Any]) -> Text:
        said = with_standing(self.game).table_standing(view)
        return Msg.join([said, self.secret(view)], "\n")


@pytest.mark.parametrize(
    ("game_id", "kind", "secret"),
    [
        ("revolt", Leaky, lambda state: " ".join(state.seats[0].hand[:1])),  # a card in hand
        ("fr1789", Leaky, lambda state: str(state.players[0].vp)),  # VP, never re-dealt
        ("fr1789", Prying, lambda view: str(view.get("vp", ""))),  # a seat's own VP
    ],
    ids=["a-hand-dealt-again", "a-total-kept-secret", "a-seats-own-view"],
)
def test_a_standing_that_tells_a_secret_is_caught(
    game_id: str, kind: type[Leaky], secret: Callable[[Any], str]
) -> None:
    game = registry.get(game_id)
    n = game.meta.min_players
    states = story_states(game, n, seed=5)
    assert not secrets_told(game, n, states, random.Random(n))
    leaky = kind(game, secret)
    assert secrets_told(leaky, n, states, random.Random(n))
