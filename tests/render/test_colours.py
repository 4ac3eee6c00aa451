"""Every game's pictures read for colour-blind players: each colour that tells things apart has a
second sign and stays apart under protanopia, deuteranopia and tritanopia, and every text has
4.5:1 contrast on its ground (render/colours.py). The palettes are each renderer's declaration;
the pictures drawn mid-game hold the declaration to the drawing."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from PIL import Image

import render
from games import registry
from games.core import Game
from render.colours import (
    CVD_TYPES,
    FLOOR,
    SEATS,
    Colour,
    Distinct,
    closest,
    contrast,
    declared,
    delta_e,
    palette_problems,
    text_problems,
)
from render.common import measuring
from tests.conformance.test_render import states

GAMES = registry.all()
KINDS = ("table", "detail", "hand")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_each_declared_palette_has_second_signs_and_stays_apart(game: Game) -> None:
    palettes, inks = declared(game.meta.id)
    assert palettes, "every game declares what its pictures tell apart by colour"
    for palette in palettes:
        assert set(palette.pictures) <= set(KINDS), palette.what
        assert palette_problems(palette) == [], palette.what
    assert text_problems(inks) == []


def test_the_seats_are_the_floor() -> None:
    assert palette_problems(SEATS) == []
    assert round(min(closest(SEATS.colours(), cvd)[0] for cvd in CVD_TYPES), 1) == FLOOR


def test_a_red_green_palette_or_a_faint_text_fails() -> None:
    """The checks can fail: red and green are alike with deuteranopia, a colour without a
    second sign is one sign, grey on beige is too faint."""
    red_green = Distinct("lights", {"stop": ((200, 40, 40), "S"), "go": ((60, 150, 50), "G")})
    problems = palette_problems(red_green)
    assert any("deuteranopia" in p for p in problems)
    assert closest(red_green.colours())[0] > 2 * FLOOR, "to typical vision they are far apart"
    unsigned = Distinct("plain", {"a": ((0, 114, 178), ""), "b": ((230, 159, 0), "b")})
    assert palette_problems(unsigned) == ["plain: a has no second sign"]
    assert text_problems({(150, 140, 120): ((246, 240, 226),)}) != []
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)


def _pictures(game: Game) -> Iterator[tuple[str, Image.Image, dict[tuple[Colour, Colour], str]]]:
    """A few tables, details and hands of a game played at random, at its most players, each
    with the inks and grounds of its texts."""
    gid, n = game.meta.id, game.meta.max_players
    names = [f"Player {i + 1}" for i in range(n)]
    steps = sum(1 for _ in states(game, n, seed=17, every=1))
    for i, state in enumerate(states(game, n, seed=17, every=1)):
        if i not in (steps // 5, 2 * steps // 5, 3 * steps // 5, 4 * steps // 5):
            continue
        spectator = game.view(state, None)
        looks = [("table", render.table_png, spectator), ("detail", render.detail_png, spectator)]
        looks += [("hand", render.hand_png, game.view(state, seat)) for seat in range(n)]
        for kind, draw, view in looks:
            with measuring() as ledger:
                data = draw(gid, view, names)
            yield kind, Image.open(io.BytesIO(data)).convert("RGB"), ledger.inked


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_the_declared_colours_are_the_drawn_ones(game: Game) -> None:
    """Each declared colour is found on the pictures it is declared for, and every text drawn
    is in an ink on a ground the renderer declares: a palette or a text that drifts from the
    declaration fails here."""
    palettes, inks = declared(game.meta.id)
    found: dict[str, set[Colour]] = {kind: set() for kind in KINDS}
    texts: dict[tuple[Colour, Colour], str] = {}
    for kind, image, inked in _pictures(game):
        drawn = image.getcolors(1 << 20) or []
        found[kind] |= {(c[0], c[1], c[2]) for _, c in drawn if isinstance(c, tuple)}
        texts |= inked
    for palette in palettes:
        for name, colour in palette.colours().items():
            where = set().union(*(found[k] for k in palette.pictures))
            # the PNG's fixed palette may move a colour by a shade, never to another's
            assert any(delta_e(colour, c) < 3 for c in where), (palette.what, name, colour)
    undeclared = {pair: said for pair, said in texts.items()
                  if pair[1] not in inks.get(pair[0], ())}  # fmt: skip
    assert undeclared == {}, "texts drawn in an ink, or on a ground, the renderer does not declare"
