"""Every registered game's renderer, at several points of a random game: real PNGs, wide enough
for Discord's preview and small enough to upload quickly."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import render
from games import registry
from games.core import Game

MAX_KB = {"revolt": 250}
DEFAULT_MAX_KB = 400


def check_png(data: bytes, game_id: str) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) <= MAX_KB.get(game_id, DEFAULT_MAX_KB) * 1024
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_tables_and_hands_render_through_a_game(game: Game) -> None:
    n = min(max(game.meta.min_players, 4), game.meta.max_players)
    names = [f"Player number {i + 1} with a long name" for i in range(n)]
    rng = random.Random(11)
    state = game.setup(n, seed=11)
    step = 0
    while True:
        if step % 37 == 0 or game.outcome(state) is not None:
            table = check_png(render.table_png(game.meta.id, game.view(state, None), names),
                              game.meta.id)
            assert 550 <= table.width <= 1600, "legible when Discord scales it to ~550 px"
            for seat in range(n):
                view = game.view(state, seat)
                check_png(render.hand_png(game.meta.id, view, names), game.meta.id)
                assert render.hand_text(game.meta.id, view).strip()
        if game.outcome(state) is not None:
            break
        seat = rng.choice(game.active_seats(state))
        game.apply(state, seat, rng.choice(game.prompt(state, seat).choices).id)  # type: ignore[union-attr]
        step += 1
