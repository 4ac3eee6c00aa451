"""The animated replay posted at the end of a match (`render/replay.py`): its size and the time
to draw it, for one random game of a game (what a drawing worker spends once per match)."""

from __future__ import annotations

import random
import time

from bot.host.reports import replay_views
from games.core import Game
from games.core.replay import Record
from render.replay import frame_ms, replay_gif

NAMES = ("Anne", "Bob", "Chloé", "Denis", "Eve", "Fred")


def bench_replay(game: Game, players: int, seed: int = 1793) -> dict[str, object]:
    rng = random.Random(seed)
    state, moves = game.setup(players, seed), []
    while game.outcome(state) is None:
        seat = game.active_seats(state)[0]
        prompt = game.prompt(state, seat)
        assert prompt is not None
        choice = rng.choice(prompt.choices).id
        game.apply(state, seat, choice)
        moves.append((seat, choice))
    start = time.perf_counter()
    views = replay_views(Record(game.meta.id, players, seed, {}, tuple(moves)))
    data = replay_gif(game.meta.id, views, NAMES[:players])
    seconds = time.perf_counter() - start
    watch = (len(views) - 1) * frame_ms(len(views)) / 1000 + frame_ms(1) / 1000
    return {
        "replay": game.meta.id,
        "moves": len(moves),
        "frames": len(views),
        "kb": round(len(data) / 1024),
        "draw_s": round(seconds, 2),
        "watch_s": round(watch, 1),
    }
