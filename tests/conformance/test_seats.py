"""A choice made for a seat the match does not have (seat 3 of a 2-seat game, seat -1, which
Python would read as the last seat) is refused with IllegalAction, in every game, and changes
nothing."""

from __future__ import annotations

import pytest

from games import registry
from games.core import Game, IllegalAction
from tests.conformance.states import sampled_states

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in (game.meta.min_players, game.meta.max_players)
]


@pytest.mark.parametrize(("game", "n"), CASES)
def test_a_choice_for_a_seat_outside_the_match_is_refused(game: Game, n: int) -> None:
    for state in sampled_states(game, n, every=41)[:-1]:  # the end has no choice to try
        before = game.dump(state)
        active = game.active_seats(state)
        prompt = game.prompt(state, active[0])
        assert prompt is not None
        for seat in (-1, n, n + 5):
            for choice in {prompt.choices[0].id, prompt.choices[-1].id}:
                with pytest.raises(IllegalAction):
                    game.apply(state, seat, choice)
                assert game.dump(state) == before, f"seat {seat} changed the state"
