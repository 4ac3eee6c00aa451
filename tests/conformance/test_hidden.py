"""No leak through the side door: dealing again what a seat cannot see (other hands, the deck)
must change nothing that seat is shown, nor whom the table waits for, nor the spectator view;
and after that seat's move, the table must still see the same game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import registry
from games.core import Game
from tests.conformance import hidden
from tests.conformance.states import sampled_states
from tests.conformance.test_contract import playout

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]


def test_every_game_can_be_dealt_again() -> None:
    """A new game adds its re-dealer, `games/<game>/sampling.py`, to `players.SAMPLERS`."""
    missing = {g.meta.id for g in registry.all()} - set(hidden.REDEALERS)
    assert not missing, f"no re-dealer in players.SAMPLERS for {sorted(missing)}"


@pytest.mark.parametrize(("game", "n"), CASES)
def test_what_a_seat_cannot_see_changes_nothing_it_is_shown(game: Game, n: int) -> None:
    rng = random.Random(n)
    redealt = 0
    states = sampled_states(game, n, 17)[:-1]  # the end's scores may count the hands
    for _, state, seat, other in hidden.redeals(game, states, n, rng):
        redealt += 1
        assert game.view(other, seat) == game.view(state, seat), f"seat {seat}'s view"
        assert game.prompt(other, seat) == game.prompt(state, seat), f"seat {seat}'s prompt"
        assert game.active_seats(other) == game.active_seats(state)
        assert game.view(other, None) == game.view(state, None), "the spectator view"
    assert redealt, "the re-dealer never changed anything: it tests nothing"


@pytest.mark.parametrize(("game", "n"), CASES)
def test_what_a_seat_cannot_see_does_not_steer_the_game(game: Game, n: int) -> None:
    """Whom the game asks next is public too: a player asked about his secret cards only when
    one of them is playable tells the table about them. The same move by the same seat in two
    deals it cannot tell apart must lead the table to the same sight (until the end, whose
    scores may count the hands)."""
    redeal = hidden.REDEALERS[game.meta.id]
    rng = random.Random(n)

    def check(state: Any, step: int) -> None:
        if step % 3:
            return
        seat = rng.choice(game.active_seats(state))
        text = game.dump(state)
        other = redeal(game.load(text), seat, rng, True)
        choice = rng.choice(game.prompt(state, seat).choices).id
        same = game.load(text)
        game.apply(same, seat, choice)
        game.apply(other, seat, choice)
        if game.outcome(same) is None:
            assert game.active_seats(other) == game.active_seats(same), f"after {choice}"
            assert game.view(other, None) == game.view(same, None), f"after {choice}"

    playout(game, n, 5, check)
