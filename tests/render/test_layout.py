"""Where the table picture's places are (`render.layout`), as a web page that lays clickable
boxes over the very picture the bot posts needs them: at positions of random games, with every
player count, in English and French, each place an open choice names (`Choice.place`) is on
the picture, large enough to click, over what is drawn there, and no click lands on two
places."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageChops

import render
from games import registry
from render.common import BANNER_H, font
from tests.conformance.states import sampled_states

NAMES = ["Alice", "Bob", "Chloé", "Dmitri", "Eve", "Fay"]
CLICKABLE = 12  # px, at the picture's own size: the least a pointer or a finger can aim at
EVERY = 3  # a random game's states looked at: one decision in 3
KEPT = 5  # positions drawn per random game
SEEDS = (1, 2)
INK = 96  # how far from a box's ground colour a pixel is drawn on it (any channel)
LETTERS = 0.75  # of a name's letters' pixels: a name drawn bold or small still holds as many
GAMES = [pytest.param(game.meta.id, id=game.meta.id) for game in registry.all()]


@dataclass(frozen=True)
class Position:
    """A position's table as a web page gets it: the picture, where its places are, and the
    places its open choices name."""

    where: str  # how to find it again: "3p seed 1 step 40 fr"
    named: frozenset[str]
    layout: dict[str, render.Place]
    picture: Image.Image


@cache
def positions(game_id: str) -> list[Position]:
    """Positions where a choice names a place, KEPT spread over each of a few random games
    (fewest and most players, two seeds), drawn in turn in English and French."""
    game = registry.get(game_id)
    out: list[Position] = []
    for n in sorted({game.meta.min_players, game.meta.max_players}):
        for seed in SEEDS:
            placed = []
            for k, state in enumerate(sampled_states(game, n, EVERY, seed)):
                named = frozenset(
                    c.place
                    for seat in game.active_seats(state)
                    for c in game.prompt(state, seat).choices
                    if c.place
                )
                if named:
                    placed.append((k * EVERY, state, named))
            for i, (step, state, named) in enumerate(_spread(placed, KEPT)):
                lang = ("en", "fr")[i % 2]
                view = game.view(state, None)
                png = render.table_png(game_id, view, NAMES[:n], lang)
                picture = Image.open(io.BytesIO(png)).convert("RGB")
                laid = render.layout(game_id, view, lang)
                out.append(Position(f"{n}p seed {seed} step {step} {lang}", named, laid, picture))
    return out


def _spread(items: list[Any], k: int) -> list[Any]:
    """`k` of the items (all if fewer), evenly apart from the first to the last."""
    k = min(k, len(items))
    return [items[(2 * i + 1) * len(items) // (2 * k)] for i in range(k)]


def _ink(picture: Image.Image, box: tuple[int, int, int, int]) -> int:
    """How many pixels of the box are drawn on its ground: far from its commonest colour."""
    crop = picture.crop(box)
    counts: list[tuple[int, Any]] = crop.getcolors(crop.width * crop.height) or []
    _, ground = max(counts, key=lambda count: count[0])
    r, g, b = ImageChops.difference(crop, Image.new("RGB", crop.size, ground)).split()
    return sum(ImageChops.lighter(r, ImageChops.lighter(g, b)).histogram()[INK:])


def _letters(name: str) -> int:
    """The pixels the name's letters fill, written in the table's smallest type."""
    return sum(font(15).getmask(name).histogram()[128:])


@pytest.mark.parametrize("game_id", GAMES)
def test_every_place_a_choice_names_is_on_the_picture_to_click(game_id: str) -> None:
    """Each place an open choice names is laid out; and every place laid out has a box on the
    picture's board (under the banner), at least CLICKABLE px each way, holding at least as
    much drawing as its name's letters make: a box over empty ground, or too small to hold the
    name drawn there, is a click that misses."""
    found = positions(game_id)
    for pos in found:
        missing = sorted(pos.named - set(pos.layout))
        assert not missing, f"{pos.where}: choices name {missing}, not on the table"
        width, height = pos.picture.size
        for place, laid in pos.layout.items():
            name, (x0, y0, x1, y1) = laid.name, laid.box
            where = f"{pos.where}: {place} ({name}) at {(x0, y0, x1, y1)}"
            assert 0 <= x0 < x1 <= width and y1 <= height, f"{where}: off the picture"
            assert y0 >= BANNER_H, f"{where}: on the banner, which names no place"
            assert x1 - x0 >= CLICKABLE and y1 - y0 >= CLICKABLE, f"{where}: too small to click"
            drawn = _ink(pos.picture, (x0, y0, x1, y1))
            assert drawn >= LETTERS * _letters(name), f"{where}: {drawn} px drawn, not its name"
    if found:  # a game whose choices name places shows them in several positions
        assert len(found) >= 2 * len(SEEDS)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_on_the_table_lands_on_one_place(game_id: str) -> None:
    """No two places' boxes overlap, whether a choice names them now or not: wherever a
    player clicks on the picture, it means one place."""
    for pos in positions(game_id):
        laid = sorted(pos.layout.items())
        for i, (a, pa) in enumerate(laid):
            for b, pb in laid[i + 1 :]:
                w = min(pa.box[2], pb.box[2]) - max(pa.box[0], pb.box[0])
                h = min(pa.box[3], pb.box[3]) - max(pa.box[1], pb.box[1])
                assert w <= 0 or h <= 0, f"{pos.where}: {a} {pa.box} and {b} {pb.box} overlap"
