"""The strength runs' games replay: with a fixed number of playouts (`--playouts`) and a
generator of its own for every decision, a game is the same move for move when played again,
in this process or a fresh one; a record made on a time budget never claims to be fixed. And
the field of opponents (benchmarks/field.py): a noisy player errs sometimes and only among the
offered choices; a mixed field seats every kind in every position."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import time
from typing import Any

import pytest

from benchmarks import strength
from benchmarks.common import play_one
from benchmarks.field import (
    FIELDS,
    MIXED,
    STRONG,
    field_mover,
    fixed,
    opponent,
    seat_kinds,
    weaker,
)  # fmt: skip
from benchmarks.strength import (
    FIRST_SEED,
    ROOT,
    Record,
    code_of,
    is_fixed,
    play_recorded,
    replay,
    seat_of,
)
from games import registry
from players import SAMPLERS, Budget, budget_of, information, standin
from players.search import Searcher
from tests.conformance.states import sampled_states

GAME, PLAYERS, SEED = "revolt", 3, FIRST_SEED + 1
TINY = fixed(4, 1)  # four playouts a decision, one trick ahead: a game in a fraction of a second


def moves_of(seed: int) -> list[tuple[int, str]]:
    """Every move of one game of the strong seat (at `TINY`) against noisy players."""
    game, mine = registry.get(GAME), seat_of(seed, PLAYERS)
    strong = standin(GAME, "strong", TINY, clock=time.thread_time)
    others = field_mover(game, "noisy", seed, PLAYERS, mine)
    return play_one(game, seed, PLAYERS, mine, strong.move, others, time.thread_time).moves


def test_a_fixed_playout_game_is_the_same_move_for_move_played_again() -> None:
    """The same game twice, another between them: no decision draws from a stream another
    one moved on."""
    first = moves_of(SEED)
    assert len(first) > 20
    assert moves_of(SEED + 1) != first
    assert moves_of(SEED) == first


def test_a_fixed_playout_game_is_the_same_in_a_fresh_process() -> None:
    """Another process, with another order of its sets and dicts of strings (its hash seed):
    nothing the game or the players do depends on the process that plays them."""
    script = (
        "import json; from tests.players.test_reproducible import moves_of; "
        f"print(json.dumps(moves_of({SEED})))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "1789"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert [tuple(m) for m in json.loads(done.stdout)] == moves_of(SEED)


def test_a_fixed_playout_record_replays_and_a_changed_one_is_told() -> None:
    record = play_recorded(GAME, SEED, PLAYERS, TINY, "noisy")
    assert is_fixed(record) and record["budget"] == [None, 4, 1]
    assert record["field"] == "noisy" and record["code"] == code_of(GAME)
    assert record["commit"] is None or record["commit"].strip()
    read: Record = json.loads(json.dumps(record))
    assert replay(GAME, read) == []
    changed = read.copy()
    changed["moves"], changed["share"] = "0" * 16, 0.5
    assert replay(GAME, changed) == ["share", "moves"]


def test_a_time_budget_is_never_recorded_as_fixed_nor_replayed() -> None:
    timed = Budget(seconds=0.05, iterations=4, horizon=1)
    record = play_recorded(GAME, SEED, PLAYERS, timed, "random")
    assert record["budget"] == [0.05, 4, 1] and not is_fixed(record)
    with pytest.raises(ValueError, match="time budget"):
        replay(GAME, record)


class Hours:
    """A clock that moves on an hour at each reading: any deadline passes at once."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 3600.0
        return self.now


def test_a_fixed_search_makes_all_its_playouts_however_slow_the_clock() -> None:
    """Fixed playouts are timed, never cut: the same search on a clock an hour a reading makes
    every playout, where a time budget on it stops before the first."""
    game = registry.get(GAME)
    state, seat = next(
        (s, seat)
        for s in sampled_states(game, PLAYERS, 3)
        for seat in game.active_seats(s)
        if (prompt := game.prompt(s, seat)) is not None and len(prompt.choices) > 1
    )
    prompt, known = game.prompt(state, seat), information(GAME, state, seat)
    assert prompt is not None and known is not None
    quick = standin(GAME)

    def playouts(budget: Budget) -> int:
        search = Searcher(game, SAMPLERS[GAME], quick.choose, budget, Hours())
        view = game.view(state, seat)
        return search.think(view, prompt, seat, random.Random(1), known).playouts

    assert playouts(TINY) == TINY.iterations
    assert playouts(Budget(seconds=1.0, iterations=4, horizon=1)) == 0


def positions(game_id: str) -> list[tuple[Any, int]]:
    """(state, seat) of a random game where the seat has more than one offered choice."""
    game = registry.get(game_id)
    return [
        (state, seat)
        for state in sampled_states(game, PLAYERS, 2)[:-1]
        for seat in game.active_seats(state)
        if (prompt := game.prompt(state, seat)) is not None and len(prompt.choices) > 1
    ]


def test_a_noisy_player_errs_sometimes_and_only_among_the_offered_choices() -> None:
    game = registry.get(GAME)
    noisy, quick = opponent(GAME, "noisy"), opponent(GAME, "quick")
    asked = differs = 0
    for state, seat in positions(GAME):
        offered = game.prompt(state, seat).choice_ids()
        for n in range(5):
            choice = noisy(game, state, seat, random.Random(n))
            assert choice in offered
            asked += 1
            differs += choice != quick(game, state, seat, random.Random(n))
    assert asked > 100
    assert 0 < differs < asked / 2  # about NOISE of them, less those the heuristic would play


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_mixed_field_seats_every_kind_in_every_seat_and_at_every_distance(
    players: int,
) -> None:
    seats, distances = set(), set()
    for seed in range(FIRST_SEED, FIRST_SEED + len(MIXED) * players):
        mine = seat_of(seed, players)
        kinds = seat_kinds("mixed", seed, players, mine)
        assert kinds[mine] == STRONG and kinds.count(STRONG) == 1
        for seat, kind in enumerate(kinds):
            if seat != mine:
                seats.add((seat, kind))
                distances.add(((seat - mine) % players, kind))
    assert seats == {(s, k) for s in range(players) for k in MIXED}
    assert distances == {(d, k) for d in range(1, players) for k in MIXED}


@pytest.mark.parametrize("field", [f for f in FIELDS if f != "mixed"])
def test_a_field_of_one_kind_fills_every_other_seat_with_it(field: str) -> None:
    assert seat_kinds(field, FIRST_SEED + 2, 4, 2) == [field, field, STRONG, field]


def test_the_weaker_kind_thinks_a_quarter_of_the_strong_seat_s_budget() -> None:
    """An earlier strong version is weaker only if it thinks less than the seat it plays: a
    fixed 50 playouts out-thought a quarter second in 1789."""
    for game_id in SAMPLERS:
        budget = budget_of(game_id)
        less = weaker(budget)
        assert less.seconds == budget.seconds / 4 and less.iterations == budget.iterations // 4
        assert less.horizon == budget.horizon
    assert weaker(fixed(8, 1)) == fixed(2, 1), "fixed playouts stay fixed, and replay"


def test_a_games_records_outlive_another_games_heuristic_not_its_own(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record names the code it ran (`code_of`): the search, what all players share, the
    game's own heuristic and engine. Tuning Liberté's heuristic leaves Revolt's records current;
    tuning Revolt's, or the search, does not."""
    for folder in ("players", "games/revolt", "games/liberte", "games/core"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    monkeypatch.setattr(strength, "ROOT", tmp_path)

    def digests() -> tuple[str, str]:
        strength.code_of.cache_clear()
        return strength.code_of("revolt"), strength.code_of("liberte")

    try:
        revolt, liberte = digests()
        for changed, moves in (("liberte", (False, True)), ("revolt", (True, False)),
                               ("search", (True, True))):  # fmt: skip
            with open(tmp_path / "players" / f"{changed}.py", "a") as f:
                f.write("\n# tuned\n")
            after = digests()
            assert (after[0] != revolt, after[1] != liberte) == moves, changed
            revolt, liberte = after
    finally:
        strength.code_of.cache_clear()  # the digests of the real tree again
