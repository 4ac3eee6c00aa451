"""The stand-in player on every game: it finishes whole games, answers only with offered ids,
sees no more than its seat's view, and falls back to a legal move when a heuristic fails."""

from __future__ import annotations

import random
from typing import Any

import pytest

import players
from games import registry
from games.core import Choice, Game, Prompt
from players import HEURISTICS, StandIn, fallback, standin
from tests.conformance import hidden
from tests.conformance.states import sampled_states

MAX_STEPS = 20_000
COUNTS = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]


def play_out(game: Game, n: int, seed: int, seats: dict[int, Any]) -> Any:
    """A whole game, each seat's decision by `seats[seat](view, prompt, seat, rng)`, or at
    random for a seat not in `seats`; checks every answer is on offer."""
    rng = random.Random(seed)
    state = game.setup(n, seed)
    for _ in range(MAX_STEPS):
        if game.outcome(state) is not None:
            return state
        seat = rng.choice(game.active_seats(state))
        prompt = game.prompt(state, seat)
        assert prompt is not None
        player = seats.get(seat, fallback)
        choice = player(game.view(state, seat), prompt, seat, rng)
        assert choice in prompt.choice_ids(), f"{choice!r} was not offered: {prompt.text}"
        game.apply(state, seat, choice)
    raise AssertionError(f"no end after {MAX_STEPS} decisions")


@pytest.mark.parametrize(("game", "n"), COUNTS)
def test_stand_ins_in_every_seat_finish_the_game(game: Game, n: int) -> None:
    """The heuristic itself, not the safety net of `StandIn.choose`: a fault shows here."""
    heuristic = HEURISTICS.get(game.meta.id, fallback)
    state = play_out(game, n, seed=n, seats=dict.fromkeys(range(n), heuristic))
    assert game.outcome(state) is not None


def test_every_registered_game_has_a_heuristic() -> None:
    """Not required of a new game (the fallback plays it), but the ones we ship have one."""
    assert {g.meta.id for g in registry.all()} <= set(HEURISTICS)


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_the_fallback_alone_finishes_any_game(game: Game) -> None:
    n = game.meta.min_players
    unknown = StandIn(game.meta.id)  # what a game without a heuristic gets
    state = play_out(game, n, seed=5, seats=dict.fromkeys(range(n), unknown.choose))
    assert game.outcome(state) is not None


def test_an_unknown_game_gets_the_fallback() -> None:
    bot = standin("no-such-game")
    prompt = Prompt("pick", [Choice("a", "A"), Choice("b", "B")])
    assert bot.choose({}, prompt, 0, random.Random(1)) in {"a", "b"}


@pytest.mark.parametrize("answer", ["nonsense", "boom"])
def test_a_failing_heuristic_still_gives_an_offered_choice(answer: str) -> None:
    def broken(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
        if answer == "boom":
            raise KeyError("a view key it did not expect")
        return answer

    prompt = Prompt("pick", [Choice("a", "A"), Choice("b", "B")])
    for seed in range(5):
        choice = StandIn("x", broken).choose({}, prompt, 0, random.Random(seed))
        assert choice == fallback({}, prompt, 0, random.Random(seed))


@pytest.mark.parametrize(("game", "n"), COUNTS)
def test_what_a_seat_cannot_see_does_not_change_its_choice(game: Game, n: int) -> None:
    """Other hands and the deck dealt again: the stand-in, asked through the game, answers the
    same, so it read nothing beyond its seat's view and prompt."""
    bot = players.standin(game.meta.id)
    redeal = hidden.REDEALERS[game.meta.id]
    rng = random.Random(n)
    redealt = 0
    for state in sampled_states(game, n, 11)[:-1]:
        text = game.dump(state)
        for seat in game.active_seats(state):
            other = redeal(game.load(text), seat, rng, False)
            if game.dump(other) == text:
                continue
            redealt += 1
            mine = bot.move(game, state, seat, random.Random(seat))
            assert bot.move(game, other, seat, random.Random(seat)) == mine
    assert redealt, "nothing was dealt again: the test tests nothing"


def test_a_seat_with_nothing_to_decide_gets_no_move() -> None:
    game = registry.get("revolt")
    state = game.setup(4, 1)
    idle = next(s for s in range(4) if s not in game.active_seats(state))
    assert standin("revolt").move(game, state, idle, random.Random(1)) is None


def test_the_same_generator_gives_the_same_game() -> None:
    game = registry.get("guillotine")
    bots = dict.fromkeys(range(3), HEURISTICS["guillotine"])
    first = play_out(game, 3, seed=4, seats=bots)
    assert game.dump(play_out(game, 3, seed=4, seats=bots)) == game.dump(first)


def test_revolt_stand_in_beats_random_players_clearly() -> None:
    """40 games at 4 players, its seat moving round the table: well above the fair 1/4."""
    game = registry.get("revolt")
    wins = 0.0
    for number in range(40):
        mine = number % 4
        state = play_out(game, 4, seed=number, seats={mine: HEURISTICS["revolt"]})
        winners = game.outcome(state).winners
        wins += (mine in winners) / len(winners)
    assert wins / 40 >= 0.45
