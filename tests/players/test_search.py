"""The strong stand-in: its deals are ones the seat cannot tell from the truth, built from the
view alone; it answers only offered choices, keeps to its time budget and iteration cap (on a
test's clock), and finishes whole games at every player count."""

from __future__ import annotations

import random
from typing import Any

import pytest

import players
from games import registry
from games.core import Game
from players import SAMPLERS, Budget, standin
from players.search import Searcher
from tests.conformance import hidden
from tests.conformance.states import sampled_states
from tests.players.test_standin import play_out

SEARCHED = [registry.get(g) for g in sorted(SAMPLERS)]
COUNTS = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in SEARCHED
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]
TINY = Budget(seconds=60.0, iterations=4, horizon=1)


class Clock:
    """A test's clock: each reading moves it on by `tick` seconds."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick, self.readings = 0.0, tick, 0

    def __call__(self) -> float:
        self.now += self.tick
        self.readings += 1
        return self.now


def decisions(game: Game, n: int) -> list[tuple[Any, int]]:
    """(state, seat) for positions of a random game where the seat has a real choice."""
    out = []
    for state in sampled_states(game, n, 5)[:-1]:
        for seat in game.active_seats(state):
            prompt = game.prompt(state, seat)
            if prompt is not None and len(prompt.choices) > 1:
                out.append((state, seat))
    return out


@pytest.mark.parametrize(("game", "n"), COUNTS)
def test_a_deal_from_the_view_shows_the_seat_the_same_table(game: Game, n: int) -> None:
    """The leak test's condition, on the sampler the search uses: built from the view (never
    the state), its deal gives the seat the same view and prompt, the table the same spectator
    view and the same seats to wait for, and it does deal the hidden parts differently."""
    sample, rng, differs = SAMPLERS[game.meta.id], random.Random(n), 0
    for state, seat in decisions(game, n):
        view, prompt = game.view(state, seat), game.prompt(state, seat)
        assert prompt is not None
        dealt = sample(view, prompt, seat, rng)
        assert game.view(dealt, seat) == view
        assert game.prompt(dealt, seat) == prompt
        assert game.active_seats(dealt) == game.active_seats(state)
        assert game.view(dealt, None) == game.view(state, None)
        differs += game.dump(dealt) != game.dump(state)
    assert differs, "the sampler never dealt anything differently: it tests nothing"


@pytest.mark.parametrize(("game", "n"), COUNTS)
def test_the_strong_level_decides_alike_on_deals_the_seat_cannot_tell_apart(
    game: Game, n: int
) -> None:
    """It reads the view, not the state: the hidden parts dealt again (the leak test's
    re-dealer) change nothing it chooses."""
    redeal, rng = hidden.REDEALERS[game.meta.id], random.Random(n)
    for state, seat in decisions(game, n)[:6]:
        other = redeal(game.load(game.dump(state)), seat, rng, False)
        bot = standin(game.meta.id, "strong", TINY, Clock(0.0))
        chosen = [bot.move(game, s, seat, random.Random(7)) for s in (state, other)]
        assert chosen[0] == chosen[1]


@pytest.mark.parametrize(("game", "n"), COUNTS)
def test_strong_stand_ins_in_every_seat_finish_the_game_with_offered_choices(
    game: Game, n: int
) -> None:
    search = Searcher(game, SAMPLERS[game.meta.id], standin(game.meta.id).choose, TINY, Clock(0.0))
    state = play_out(game, n, seed=n, seats=dict.fromkeys(range(n), search.choose))
    assert game.outcome(state) is not None


def test_the_search_stops_at_its_time_budget() -> None:
    game = registry.get(SEARCHED[0].meta.id)
    state, seat = decisions(game, game.meta.max_players)[0]
    clock = Clock(0.25)
    search = Searcher(
        game,
        SAMPLERS[game.meta.id],
        standin(game.meta.id).choose,
        Budget(seconds=2.0, iterations=1000),
        clock,
    )
    prompt = game.prompt(state, seat)
    assert prompt is not None
    thought = search.think(game.view(state, seat), prompt, seat, random.Random(1))
    # Read at the start (0.25: deadline 2.25), then once before each playout.
    assert thought.playouts == 7
    assert thought.choice in prompt.choice_ids()


def test_the_search_stops_at_its_iteration_cap_on_a_clock_that_never_moves() -> None:
    game = registry.get(SEARCHED[0].meta.id)
    state, seat = decisions(game, game.meta.min_players)[0]
    search = Searcher(
        game,
        SAMPLERS[game.meta.id],
        standin(game.meta.id).choose,
        Budget(seconds=1.0, iterations=9),
        Clock(0.0),
    )
    prompt = game.prompt(state, seat)
    assert prompt is not None
    assert search.think(game.view(state, seat), prompt, seat, random.Random(1)).playouts == 9


def test_a_game_without_a_sampler_plays_the_quick_level_at_strong() -> None:
    bot = standin("no-such-game", "strong")
    assert bot.heuristic is players.fallback


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        standin("revolt", "grandmaster")
