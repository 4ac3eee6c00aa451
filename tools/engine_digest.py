"""A digest of everything one game's engine and stand-ins do, to show that a change meant to be
invisible (a faster engine, a cheaper heuristic) is: `python -m tools.engine_digest GAME [N]`.

It plays N seeded games (default 4) at every player count, the quick stand-in choosing for every
seat and, at every 29th decision, the strong search with a fixed number of playouts (so the
re-dealer and the playouts are covered), and hashes after every move each active seat's prompt
(its repr: texts and the order of the choices count), the events, the dumped state and the
choice, and every 10th move each seat's view and the spectator's. Two versions behave alike
when their digests match; the CPU it took is printed beside it."""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import time
from typing import Any

from games import registry
from players import Budget, standin

SEARCHED_EVERY, VIEWS_EVERY, MAX_MOVES = 29, 10, 3000


def digest(game_id: str, games: int) -> tuple[str, int]:
    """The hex digest and the moves played."""
    game = registry.get(game_id)
    quick, ticks = standin(game_id), iter(range(10**12))
    budget = Budget(seconds=1e12, iterations=8)  # its clock ticks per look: never binds
    strong = standin(game_id, "strong", budget, clock=lambda: next(ticks))
    hashed, moves = hashlib.sha256(), 0

    def put(x: Any) -> None:
        hashed.update(json.dumps(x, default=repr, sort_keys=True).encode())

    for players in range(game.meta.min_players, game.meta.max_players + 1):
        for seed in range(games):
            state, rng = game.setup(players, seed=seed), random.Random(seed)
            for step in range(MAX_MOVES):
                if game.outcome(state) is not None:
                    break
                seats = game.active_seats(state)
                put(seats)
                prompts = {s: game.prompt(state, s) for s in seats}
                put([repr(p) for p in prompts.values()])
                if step % VIEWS_EVERY == 0:
                    put([game.view(state, s) for s in [None, *range(players)]])
                acting = next((s for s, p in prompts.items() if p is not None and p.choices), None)
                if acting is None:
                    break
                player = strong if step % SEARCHED_EVERY == 3 else quick
                choice = player.move(game, state, acting, rng)
                assert choice is not None, f"seat {acting} acts with nothing to choose"
                put([acting, choice])
                put(repr(game.apply(state, acting, choice)))
                put(game.dump(state))
                moves += 1
            put(repr(game.outcome(state)))
    return hashed.hexdigest()[:16], moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    ids = [g.meta.id for g in registry.all()]
    parser.add_argument("game", choices=ids, help="a game id")
    parser.add_argument("games", type=int, nargs="?", default=4, help="games per player count")
    args = parser.parse_args()
    started = time.process_time()
    made, moves = digest(args.game, args.games)
    print(args.game, made, f"{moves} moves", f"{time.process_time() - started:.1f} s CPU")


if __name__ == "__main__":
    main()
