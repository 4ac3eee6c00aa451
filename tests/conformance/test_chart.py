"""The end-of-game score chart for every registered game, at its smallest and largest tables:
a PNG that opens, landscape, with one line per seat in the seat's colour."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from games import registry
from games.core import Game
from games.core.replay import Record, standings
from render.chart import HEIGHT, LEGEND_X, score_chart
from render.common import SEAT_COLOURS, measuring
from tests.conformance.test_contract import playout

NAMES = ["Anne", "Bertrand", "Camille", "Denis", "Élise", "Fabien"]


def seat_pixels(png: bytes) -> list[int]:
    """How many pixels of the plot, left of the legend, are (nearly) each seat's colour."""
    image = Image.open(io.BytesIO(png)).convert("RGB").crop((0, 0, LEGEND_X, HEIGHT))
    counts = [0] * len(SEAT_COLOURS)
    for n, pixel in image.getcolors(image.width * image.height):
        assert isinstance(pixel, tuple)  # an RGB image's pixels are triples
        for i, c in enumerate(SEAT_COLOURS):
            if sum(abs(a - b) for a, b in zip(pixel, c, strict=True)) < 24:
                counts[i] += n
    return counts


def check_chart(png: bytes, seats: int) -> None:
    image = Image.open(io.BytesIO(png))
    image.verify()
    assert image.width > image.height >= 300, f"landscape: {image.size}"
    counts = seat_pixels(png)
    assert all(n > 800 for n in counts[:seats]), f"a line per seat: {counts}"
    assert not any(counts[seats:]), f"and none for seats not at the table: {counts}"


@pytest.mark.parametrize(
    ("game", "n"),
    [
        pytest.param(game, n, id=f"{game.meta.id}-{n}p")
        for game in registry.all()
        for n in sorted({game.meta.min_players, game.meta.max_players})
    ],
)
def test_the_score_chart_has_a_line_per_seat(game: Game, n: int) -> None:
    _, moves = playout(game, n, 5)
    points = standings(Record(game.meta.id, n, 5, {}, tuple(moves)))
    lines = [[score[seat] for score in points.scores] for seat in range(n)]
    check_chart(score_chart(game.meta.title, points.moves, lines, NAMES[:n]), n)


def test_equal_scores_still_show_every_line() -> None:
    """Every score the same (nobody scored): the axis still has a range, and the coinciding
    lines lie side by side, so each seat's colour shows."""
    png = score_chart("Nobody scored", [0, 10, 20], [[0.0] * 3] * 3, NAMES[:3])
    Image.open(io.BytesIO(png)).verify()
    assert all(n > 300 for n in seat_pixels(png)[:3]), seat_pixels(png)


def test_numbers_on_a_chart_are_written_as_its_language_writes_them() -> None:
    """A French chart writes 13,8 where an English one writes 13.8, as its text does."""
    for lang, written in (("en", "13.8"), ("fr", "13,8")):
        with measuring() as ledger:
            score_chart("Revolt", [0, 1, 2], [[0.0, 5.5, 13.8]], ["Anne"], lang=lang)
        assert written in ledger.texts, (lang, ledger.texts)
