"""The promise the log, past boards, the score chart and exports rest on, for every registered
game: a random game replayed from its player count, seed, options and choices passes through
the identical states, move by move (not only to the same end)."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest

from games import registry
from games.core import Game
from games.core.replay import Record, ReplayError, standings, state_after, states
from i18n import say
from tests.conformance.test_contract import playout

SEED = 11
CASES = [
    pytest.param(game, n, options, id=f"{game.meta.id}-{n}p-{'+'.join(options) or 'plain'}")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
    # As played, and with every lobby switch on (they change the prompts and the draws).
    for options in ({}, {s.name: True for s in game.meta.switches})[: 1 + bool(game.meta.switches)]
]


@pytest.mark.parametrize(("game", "n", "options"), CASES)
def test_a_replay_passes_through_the_same_dump_at_every_step(
    game: Game, n: int, options: dict[str, Any]
) -> None:
    dumps: list[str] = []
    end, moves = playout(game, n, SEED, lambda state, step: dumps.append(game.dump(state)),
                         options or None)  # fmt: skip
    dumps.append(game.dump(end))
    record = Record(game.meta.id, n, SEED, options, tuple(moves))
    replayed = [game.dump(state) for state in states(record)]
    assert len(replayed) == len(dumps) == len(moves) + 1
    for step, (played, again) in enumerate(zip(dumps, replayed, strict=True)):
        assert again == played, f"the replay differs after move {step} of {len(moves)}"
    middle = len(moves) // 2
    assert game.dump(state_after(record, middle)) == dumps[middle]

    points = standings(record)
    assert points.moves[0] == 0 and points.moves[-1] == len(moves)
    assert points.scores[-1] == game.outcome(end).scores, "the chart ends on the result"


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_a_record_the_rules_refuse_says_which_move(game: Game) -> None:
    n = game.meta.min_players
    _, moves = playout(game, n, SEED)
    bad = Record(game.meta.id, n, SEED, {}, (*moves[:3], (moves[3][0], "no-such-choice")))
    with pytest.raises(ReplayError) as refused:
        list(states(bad))
    assert say(refused.value.text).startswith("move 4 (no-such-choice, by ")
    with pytest.raises(ReplayError) as refused:
        list(states(Record(game.meta.id, game.meta.max_players + 1, SEED)))
    assert say(refused.value.text).startswith("the match cannot be set up again: ")
    with pytest.raises(ValueError, match="between 0 and 3"):
        state_after(Record(game.meta.id, n, SEED, {}, tuple(moves[:3])), 4)


PLAY_IN_A_PROCESS = """
import hashlib, random, sys
from games import registry
game = registry.get(sys.argv[1])
state, rng = game.setup(int(sys.argv[2]), seed=7), random.Random(7)
for _ in range(400):
    if game.outcome(state) is not None:
        break
    seat = rng.choice(game.active_seats(state))
    game.apply(state, seat, rng.choice(game.prompt(state, seat).choices).id)
print(hashlib.sha256(game.dump(state).encode()).hexdigest())
"""


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_the_same_game_in_another_process_is_the_same(game: Game) -> None:
    """An export is replayed, and a move taken back is rewound, in another process than the one
    that played it: string hashing differs there (PYTHONHASHSEED), so no engine may let the
    order of a set decide anything."""
    n = min(max(game.meta.min_players, 4), game.meta.max_players)
    ends = {
        subprocess.run(
            [sys.executable, "-c", PLAY_IN_A_PROCESS, game.meta.id, str(n)],
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in ("1", "2")
    }
    assert len(ends) == 1
