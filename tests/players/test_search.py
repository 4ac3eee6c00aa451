"""The strong stand-in: what it is told a seat knows holds no secret of another seat, and its
deals are ones the seat cannot tell from the truth; it answers only offered choices, keeps to
its time budget and iteration cap (on a test's clock), and finishes whole games at every player
count."""

from __future__ import annotations

import random
from typing import Any

import pytest

import players
from games import registry
from games.core import Game, Rng
from games.core.sampling import fill
from players import SAMPLERS, Budget, information, standin
from players.search import Searcher, Thought
from tests.conformance.states import sampled_states

SEARCHED = [registry.get(g) for g in sorted(SAMPLERS)]
COUNTS = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in SEARCHED
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]
TINY = Budget(seconds=60.0, iterations=2, horizon=1)


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
def test_what_a_seat_knows_is_canonical_and_its_deals_show_the_same_table(
    game: Game, n: int
) -> None:
    """The information state is the same for the deals the re-dealer itself makes, and a deal
    made from it gives the seat the same view and prompt, the table the same spectator view and
    the same seats to wait for: the leak tests' condition, on what the search reads. (Whether
    the re-dealer deals every secret again cannot be seen from its own deals: test_twins.py
    checks that on positions made by playing.)"""
    redeal, rng, differs = SAMPLERS[game.meta.id], random.Random(n), 0
    for state, seat in decisions(game, n):
        known = information(game.meta.id, state, seat)
        assert known is not None
        other = redeal(game.load(game.dump(state)), seat, rng, False)
        other.rng = Rng.seeded(rng.getrandbits(64))
        assert information(game.meta.id, other, seat) == known, "a secret shows through"
        dealt = fill(redeal, game.load(known), seat, rng)
        assert game.view(dealt, seat) == game.view(state, seat)
        assert game.prompt(dealt, seat) == game.prompt(state, seat)
        assert game.active_seats(dealt) == game.active_seats(state)
        assert game.view(dealt, None) == game.view(state, None)
        differs += game.dump(dealt) != game.dump(state)
    assert differs, "the deals were never different: it tests nothing"


@pytest.mark.parametrize(("game", "n"), COUNTS)
def test_a_strong_stand_in_finishes_the_game_with_offered_choices(game: Game, n: int) -> None:
    """Seat 0 searches at every decision (a tiny budget), the others play quick."""
    rng, state = random.Random(n), game.setup(n, n)
    strong, quick = standin(game.meta.id, "strong", TINY, Clock(0.0)), standin(game.meta.id)
    searched = 0
    for _ in range(20_000):
        if game.outcome(state) is not None:
            break
        seat = rng.choice(game.active_seats(state))
        prompt = game.prompt(state, seat)
        assert prompt is not None
        bot = strong if seat == 0 else quick
        known = information(game.meta.id, state, seat) if seat == 0 else None
        choice = bot.choose(game.view(state, seat), prompt, seat, rng, known)
        assert choice in prompt.choice_ids(), f"{choice!r} was not offered: {prompt.text}"
        searched += seat == 0 and len(prompt.choices) > 1
        game.apply(state, seat, choice)
    assert game.outcome(state) is not None and searched


def searched(budget: Budget, clock: Clock, n: int) -> tuple[Thought, list[str]]:
    """One search by the first game's bot at a position of a random game, and what was offered."""
    game = SEARCHED[0]
    state, seat = decisions(game, n)[0]
    prompt = game.prompt(state, seat)
    known = information(game.meta.id, state, seat)
    assert prompt is not None and known is not None
    search = Searcher(game, SAMPLERS[game.meta.id], standin(game.meta.id).choose, budget, clock)
    return search.think(game.view(state, seat), prompt, seat, random.Random(1), known), [
        c.id for c in prompt.choices
    ]


def test_the_search_stops_at_its_time_budget() -> None:
    thought, offered = searched(Budget(seconds=2.0, iterations=1000), Clock(0.25), 4)
    # Read at the start (0.25: deadline 2.25), then once before each playout.
    assert thought.playouts == 7
    assert thought.choice in offered


def test_the_search_stops_at_its_iteration_cap_on_a_clock_that_never_moves() -> None:
    thought, offered = searched(Budget(seconds=1.0, iterations=9), Clock(0.0), 3)
    assert thought.playouts == 9
    assert thought.choice in offered


def test_a_game_without_a_re_dealer_plays_the_quick_level_at_strong() -> None:
    bot = standin("no-such-game", "strong")
    assert bot.heuristic is players.fallback and bot.search is None
    assert information("no-such-game", None, 0) is None


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        standin("revolt", "grandmaster")


@pytest.mark.parametrize("game", SEARCHED, ids=lambda g: g.meta.id)
def test_the_bot_thinks_a_decision_within_two_seconds_at_its_game_s_budget(game: Game) -> None:
    # The strong level as the bot builds it (`players.decide`) takes its game's budget, and the
    # issue allows a p95 of 2 s a decision: the clock is read before each playout, which lasts
    # milliseconds, so the budget itself must leave that margin.
    search = standin(game.meta.id, "strong").search
    assert search is not None and search.budget == players.budget_of(game.meta.id)
    assert 0 < search.budget.seconds <= 1.5


# ---- the search is a search: it samples, and it departs from the heuristic ------------------
FEW = Budget(seconds=3600.0, iterations=12, horizon=1)  # on a clock that never moves


def deals_played(game: Game, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """(different deals, playouts) of one search at the first real decision of a random game:
    each playout starts from the deal it was given (its generator aside)."""
    state, seat = decisions(game, game.meta.min_players)[0]
    deals: set[str] = set()
    playout = Searcher.playout

    def noted(search: Searcher, dealt: Any, seat: int, choice: str, rng: random.Random) -> float:
        copy = game.load(game.dump(dealt))
        copy.rng = Rng()
        deals.add(game.dump(copy))
        return playout(search, dealt, seat, choice, rng)

    monkeypatch.setattr(Searcher, "playout", noted)
    bot = standin(game.meta.id, "strong", FEW, Clock(0.0))
    assert bot.search is not None
    prompt, known = game.prompt(state, seat), information(game.meta.id, state, seat)
    assert prompt is not None and known is not None
    thought = bot.search.think(game.view(state, seat), prompt, seat, random.Random(1), known)
    return len(deals), thought.playouts


@pytest.mark.parametrize("game", SEARCHED, ids=lambda g: g.meta.id)
def test_each_playout_is_played_on_a_deal_of_its_own(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    different, playouts = deals_played(game, monkeypatch)
    assert playouts == FEW.iterations and different > playouts // 2


def test_a_search_that_never_deals_again_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the test above would see of a search playing every playout on one deal."""
    monkeypatch.setattr(players.search, "fill", lambda redeal, known, seat, rng: known)
    assert deals_played(registry.get("revolt"), monkeypatch) == (1, FEW.iterations)


def overruled() -> list[tuple[str | None, str | None]]:
    """(the quick level's move, the strong level's) with two generators, in a position where
    the search prefers another move: Frondeurs at 3 players, seed 2, after 20 quick moves,
    seat 0 (two free cubes of a Season card to place) opens the Court area where the heuristic
    places both on Harcourt. The search chose the Court at 30 playouts with two generators and
    at 120 with three others; 30 playouts on a clock that never moves decide it."""
    game = registry.get("frondeurs")
    quick = standin("frondeurs")
    strong = standin("frondeurs", "strong", Budget(seconds=3600.0, iterations=30), Clock(0.0))
    rng, state = random.Random(2), game.setup(3, 2)
    for _ in range(20):
        seat = rng.choice(game.active_seats(state))
        choice = quick.move(game, state, seat, rng)
        assert choice is not None
        game.apply(state, seat, choice)
    (seat,) = game.active_seats(state)
    return [
        (
            quick.move(game, state, seat, random.Random(r)),
            strong.move(game, state, seat, random.Random(r)),
        )
        for r in (1, 2)
    ]


def test_the_search_overrules_the_heuristic_where_its_deals_say_so() -> None:
    assert overruled() == [("two:harcourt", "zone:court")] * 2


def test_a_search_that_plays_the_quick_level_s_move_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What the test above would see of a 'search' that answers the heuristic's move."""

    def hint(search: Searcher, view: Any, prompt: Any, seat: int, rng: Any, known: str) -> Thought:
        return Thought(search.policy(view, prompt, seat, rng), 0)

    monkeypatch.setattr(Searcher, "think", hint)
    assert overruled() == [("two:harcourt", "two:harcourt")] * 2


def test_the_search_never_steps_back_while_a_move_is_on_offer() -> None:
    """A step back ("back") is no move: the search plays one of the others, even for a
    heuristic that would step back, and so does the coach's hint."""
    game = registry.get("guillotine")
    for state, seat in decisions(game, 4):
        prompt = game.prompt(state, seat)
        assert prompt is not None
        if "back" in prompt.choice_ids():
            break
    else:
        pytest.fail("no decision with a step back in the sampled positions")

    quick = standin("guillotine")

    def stepping_back(view: Any, prompt: Any, seat: int, rng: Any) -> str:
        """The quick level, but a step back wherever one is offered."""
        return "back" if "back" in prompt.choice_ids() else quick.choose(view, prompt, seat, rng)

    known = players.information("guillotine", state, seat)
    assert known is not None
    search = Searcher(game, SAMPLERS["guillotine"], stepping_back, FEW, Clock(0.0))
    view = game.view(state, seat)
    thought = search.think(view, prompt, seat, random.Random(1), known)
    assert thought.choice != "back" and thought.choice in prompt.choice_ids()
    assert "back" not in thought.arms
