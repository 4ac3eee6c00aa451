"""The engine contract, checked against every registered game and every player count: a new
game gets these tests by registering itself."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from games import registry
from games.core import Game, IllegalAction, SetupError
from texts import Msg, to_json

MAX_STEPS = 20_000
SEEDS = (1, 2)
CASES = [
    pytest.param(game, n, seed, id=f"{game.meta.id}-{n}p-seed{seed}")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
    for seed in SEEDS
]


def playout(
    game: Game, n: int, seed: int, check: Any = None, options: dict[str, Any] | None = None
) -> tuple[Any, list[tuple]]:
    """Random legal choices to the end; `check(state, step)` runs before every move."""
    rng = random.Random(seed * 7919 + n)
    state = game.setup(n, seed, options)
    moves: list[tuple[int, str]] = []
    for step in range(MAX_STEPS):
        if game.outcome(state) is not None:
            return state, moves
        active = game.active_seats(state)
        assert active, "a running game always waits for someone"
        if check is not None:
            check(state, step)
        seat = rng.choice(active)
        prompt = game.prompt(state, seat)
        assert prompt is not None and prompt.choices, f"seat {seat} is active without choices"
        choice = rng.choice(prompt.choices).id
        game.apply(state, seat, choice)
        moves.append((seat, choice))
    raise AssertionError(f"no end after {MAX_STEPS} decisions")


def atoms(value: Any) -> set[str]:
    """Every string inside a view: card ids, names, texts, and a message's arguments (a secret
    named inside a sentence is still a secret)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, Msg):
        return {value.key} | atoms(value.kwargs)
    if isinstance(value, dict):
        return set().union(*(atoms(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(atoms(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize(("game", "n", "seed"), CASES)
def test_random_playout_reaches_an_outcome(game: Game, n: int, seed: int) -> None:
    def check(state: Any, step: int) -> None:
        active = game.active_seats(state)
        for seat in range(n):
            prompt = game.prompt(state, seat)
            if seat not in active:
                assert prompt is None, "only active seats have a decision"
                continue
            ids = prompt.choice_ids()
            assert len(ids) == len(set(ids)), "choice ids are unique"
            assert len(ids) <= 25, f"{len(ids)} choices: Discord shows 25"
            for cid in ids:
                assert cid and not cid.startswith("~") and len(cid) <= 60, cid

    state, _ = playout(game, n, seed, check)
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winners
    assert set(outcome.winners) <= set(range(n))
    assert set(outcome.scores) == set(range(n))
    assert game.active_seats(state) == []
    assert all(game.prompt(state, s) is None for s in range(n))


@pytest.mark.parametrize(("game", "n", "seed"), CASES)
def test_illegal_and_out_of_turn_choices_leave_the_state_unchanged(
    game: Game, n: int, seed: int
) -> None:
    def check(state: Any, step: int) -> None:
        if step % 7:
            return
        before = game.dump(state)
        active = game.active_seats(state)
        legal = game.prompt(state, active[0]).choices[0].id
        for seat in set(range(n)) - set(active):
            with pytest.raises(IllegalAction):
                game.apply(state, seat, legal)
            assert game.dump(state) == before
        for bogus in ("", "nonsense", "play:ZZ99", legal + "x"):
            with pytest.raises(IllegalAction):
                game.apply(state, active[0], bogus)
            assert game.dump(state) == before

    playout(game, n, seed, check)


@pytest.mark.parametrize(("game", "n", "seed"), CASES)
def test_dump_load_round_trip_and_play_on(game: Game, n: int, seed: int) -> None:
    """A state reloaded mid-game plays on exactly like the original (what a restart does)."""
    loaded: dict[int, Any] = {}

    def check(state: Any, step: int) -> None:
        text = game.dump(state)
        json.loads(text)
        assert game.dump(game.load(text)) == text
        if step % 25 == 0:
            loaded[step] = game.load(text)

    state, moves = playout(game, n, seed, check)
    kept = sorted(loaded)[:: max(1, len(loaded) // 8)]  # long games: 8 or so, spread out
    for step in kept:
        copy = loaded[step]
        for seat, choice in moves[step:]:
            game.apply(copy, seat, choice)
        assert game.dump(copy) == game.dump(state)


@pytest.mark.parametrize(("game", "n", "seed"), CASES)
def test_no_view_shows_another_seats_secrets(game: Game, n: int, seed: int) -> None:
    def check(state: Any, step: int) -> None:
        if step % 3:
            return
        public = game.view(state, None)
        json.dumps(public, default=to_json)  # plain data, messages aside
        views = [game.view(state, s) for s in range(n)]
        private_keys = {k for view in views for k in view if public.get(k) != view[k]}
        for k in private_keys:
            for s, view in enumerate(views):
                assert not view.get(k) or public.get(k) != view[k], f"seat {s}'s {k} is public"
        private = [
            atoms({k: v for k, v in view.items() if public.get(k) != v}) - atoms(public)
            for view in views
        ]
        for s in range(n):
            for t in range(n):
                if s != t:
                    leaked = private[t] & atoms(views[s]) - private[s]
                    assert not leaked, f"seat {s} sees seat {t}'s {sorted(leaked)}"

    playout(game, n, seed, check)


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_setup_refuses_bad_player_counts_and_options(game: Game) -> None:
    for n in (game.meta.min_players - 1, game.meta.max_players + 1):
        with pytest.raises(SetupError):
            game.setup(n, 1)
    with pytest.raises(SetupError):
        game.setup(game.meta.min_players, 1, {"no_such_option": True})


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_a_view_given_is_a_snapshot_later_moves_leave_alone(game: Game) -> None:
    """The host keeps the views it drew up for a stored state and shares them (offers, the
    reveal check): a view holding the state's own lists would change under them at the next
    move, and show a player a table that is not the stored one."""
    given: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]] = []

    def check(state: Any, step: int) -> None:
        views = [game.view(state, None), *(game.view(state, s) for s in range(n))]
        given.append((views, copy.deepcopy(views)))

    n = game.meta.min_players
    playout(game, n, seed=3, check=check)
    changed = [step for step, (views, taken) in enumerate(given) if views != taken]
    assert not changed, f"views changed after they were given, first at move {changed[0]}"
