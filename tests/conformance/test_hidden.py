"""No leak through the side door: dealing again what a seat cannot see (other hands, the deck)
must change nothing that seat is shown, nor whom the table waits for, nor the spectator view."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.core import Game
from tests.conformance import hidden
from tests.conformance.states import sampled_states

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]


def test_every_game_can_be_dealt_again() -> None:
    """A new game adds its re-dealer to `tests/conformance/hidden.py`."""
    missing = {g.meta.id for g in registry.all()} - set(hidden.REDEALERS)
    assert not missing, f"no re-dealer in tests/conformance/hidden.py for {sorted(missing)}"


@pytest.mark.parametrize(("game", "n"), CASES)
def test_what_a_seat_cannot_see_changes_nothing_it_is_shown(game: Game, n: int) -> None:
    redeal = hidden.REDEALERS[game.meta.id]
    rng = random.Random(n)
    redealt = 0
    for state in sampled_states(game, n, 11):
        text = game.dump(state)
        for seat in range(n):
            other = redeal(game.load(text), seat, rng)
            if game.dump(other) == text:
                continue
            redealt += 1
            assert game.view(other, seat) == game.view(state, seat), f"seat {seat}'s view"
            assert game.prompt(other, seat) == game.prompt(state, seat), f"seat {seat}'s prompt"
            assert game.active_seats(other) == game.active_seats(state)
            assert game.view(other, None) == game.view(state, None), "the spectator view"
    assert redealt, "the re-dealer never changed anything: it tests nothing"
