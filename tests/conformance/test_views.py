"""Every seat's view built from the spectator's: after each move the host wants the spectator's
view and every seat's, and `games.core.all_views` builds the public part once for a game with
`seat_part` (a seat's view beyond the spectator's). The views must be exactly those `view` gives
one at a time, and each game's secrets must stay under the keys they have always had, so a
`seat_part` that forgot one would be seen even though `view` is built from it."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from games import registry
from games.core import Game, Msg, NoSuchSeat, all_views
from tests.conformance.states import sampled_states

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]

# What each game shows a seat beyond the spectator's view, by top-level key (the host sends a
# seat a new hand DM when these change): the seat's cards, and which seat it is where the
# renderers need it. A new secret, or one lost, is a change to decide, not a slip.
SECRET_KEYS = {
    "revolt": {"hand"},
    "liberte": {"seat", "hand"},
    "guillotine": {"you", "hand"},  # only while the seat keeps Jacobin cards (Phase V)
    "fr1789": {"you", "vp", "hand"},
    "frondeurs": {"yours"},  # empty for the spectator; the Dummy's cards are public
}


def differences(game: Any, state: Any, n: int) -> list[str]:
    """Where `all_views` does not give what `view` gives seat by seat (key order included, as
    a view dumped as text shows it)."""
    public, seats = all_views(game, state, n)
    wrong = [] if public == game.view(state, None) else ["the spectator's view"]
    for s, built in enumerate(seats):
        one = game.view(state, s)
        if built != one or list(built) != list(one):
            wrong.append(f"seat {s}'s view: {sorted(set(one) ^ set(built))} keys differ")
    return wrong


def test_every_game_says_where_its_secrets_are() -> None:
    assert set(SECRET_KEYS) == {g.meta.id for g in registry.all()}


@pytest.mark.parametrize(("game", "n"), CASES)
def test_all_views_are_the_views_one_seat_at_a_time(game: Game, n: int) -> None:
    seat_part = getattr(game, "seat_part", None)
    for state in sampled_states(game, n, every=5):
        assert not differences(game, state, n), differences(game, state, n)
        if seat_part is not None:
            for seat in (-1, n, n + 5):  # seat -1 would read as the last seat's secrets
                with pytest.raises(NoSuchSeat):
                    seat_part(state, seat)


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_views_reach_the_drawing_workers_as_they_are(game: Game) -> None:
    """The pictures are drawn in other processes, from the views pickled: every text in them
    (messages inside messages, lists, a joined line) must arrive the same and still be found
    by the said-text cache (the same hash)."""
    n = game.meta.min_players
    for state in sampled_states(game, n, every=7):
        views = all_views(game, state, n)
        arrived = pickle.loads(pickle.dumps(views, protocol=pickle.HIGHEST_PROTOCOL))
        assert arrived == views
        texts = [t for t in _texts(views) if isinstance(t, Msg)]
        assert [hash(t) for t in _texts(arrived) if isinstance(t, Msg)] == [hash(t) for t in texts]


def _texts(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _texts(v)]
    return [value]


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_a_seats_secrets_are_under_the_games_own_keys(game: Game) -> None:
    secret: set[str] = set()
    for n in range(game.meta.min_players, game.meta.max_players + 1):
        for state in sampled_states(game, n, every=5):
            public = game.view(state, None)
            for s in range(n):
                view = game.view(state, s)
                secret |= {k for k, v in view.items() if k not in public or public[k] != v}
    assert secret == SECRET_KEYS[game.meta.id]


class Forgetful:
    """A game whose `seat_part` drops the last key a seat's view has beyond the spectator's:
    what the check above must catch."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        return self.game.view(state, seat)

    def seat_part(self, state: Any, seat: int) -> dict[str, Any]:
        return dict(list(self.game.seat_part(state, seat).items())[:-1])


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_a_seat_part_missing_a_key_is_caught(game: Game) -> None:
    if not hasattr(game, "seat_part"):
        pytest.skip("no seat_part: every seat's view comes from `view`")
    n = game.meta.min_players
    assert any(differences(Forgetful(game), state, n) for state in sampled_states(game, n, 5))
