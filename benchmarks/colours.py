"""How the pictures read for colour-blind players (render/colours.py): per game, the smallest
difference ΔE (CAM02-UCS) between two colours of a palette that tells things apart, under
typical vision and simulated protanopia, deuteranopia and tritanopia (the floor is 11, the
seats' own), with the two colours that come closest; and the lowest contrast of a text on its
ground, over the pairs the renderer declares and over the texts of a few pictures drawn
mid-game (the floor is 4.5:1)."""

from __future__ import annotations

import random
from typing import Any

import render
from games.core import Game
from render.colours import (
    CVD_NAMES,
    CVD_TYPES,
    SEATS,
    Distinct,
    Pair,
    closest,
    declared,
    lowest_contrast,
    pairs,
)
from render.common import measuring

NAMES = ("Anne", "Bob", "Chloé", "Denis", "Eve", "Fred")


def gaps(palettes: tuple[Distinct, ...]) -> dict[str, Any]:
    """Per vision, the smallest ΔE over the palettes held apart, and which two colours."""
    out: dict[str, Any] = {}
    for cvd in (None, *CVD_TYPES):
        found = [(*closest(p.colours(), cvd), p.what) for p in palettes if p.apart]
        gap, one, other, what = min(found, default=(float("inf"), "", "", ""))
        out[CVD_NAMES.get(cvd or "", "typical")] = round(gap, 1)
        out[f"{CVD_NAMES.get(cvd or '', 'typical')}_closest"] = f"{what}: {one}/{other}"
    return out


def drawn_texts(game: Game, players: int, seed: int = 1789) -> dict[Pair, str]:
    """The inks and grounds of the texts of the table, the details and every hand, at a few
    points of a random game."""
    rng, texts = random.Random(seed), dict[Pair, str]()
    state, step, names = game.setup(players, seed), 0, list(NAMES[:players])
    while game.outcome(state) is None:
        if step % 40 == 0:
            views = [(render.table_png, game.view(state, None)),
                     (render.detail_png, game.view(state, None))]  # fmt: skip
            views += [(render.hand_png, game.view(state, s)) for s in range(players)]
            for draw, view in views:
                with measuring() as ledger:
                    draw(game.meta.id, view, names)
                texts |= ledger.inked
        seat = rng.choice(game.active_seats(state))
        prompt = game.prompt(state, seat)
        assert prompt is not None
        game.apply(state, seat, rng.choice(prompt.choices).id)
        step += 1
    return texts


def bench_colours(game: Game, players: int) -> dict[str, object]:
    palettes, inks = declared(game.meta.id)
    ratio, pair = lowest_contrast(pairs(inks))
    texts = drawn_texts(game, players)
    drawn, worst = lowest_contrast(texts)
    return {
        "colours": game.meta.id,
        "palettes": [p.what for p in palettes],
        **gaps(palettes),
        "lowest_contrast_declared": round(ratio, 2),
        "lowest_contrast_declared_pair": str(pair),
        "lowest_contrast_drawn": round(drawn, 2),
        "lowest_contrast_drawn_text": f"{worst}: {texts.get(worst, '') if worst else ''}",
    }


def bench_seats() -> dict[str, object]:
    """The seats' markers, every game's: the floor the games' palettes are held to."""
    return {"colours": "seats", **gaps((SEATS,))}
