"""The tournament's standings picture (render/standings.py): a PNG that reads in Discord's 550 px
column, one line per player however many, names in any script cut before the numbers, equal
players showing the same rank, and the winner crowned only once the tournament is over."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from render.colours import TEXT_FLOOR, lowest_contrast
from render.common import MUTED, PAPER, Box, Ledger, measuring, missing_glyphs, text_width
from render.standings import (
    CROWNED,
    INSET,
    MARGIN,
    ROW_H,
    SCALE,
    SHADE,
    SIZE,
    WIDTH,
    Layout,
    StandingsRow,
    layout,
    standings_png,
)

PREVIEW_W = 550  # Discord's chat column
READABLE = 11  # px: the least a text's size may be once the picture is fitted to PREVIEW_W
EN = ("Rank", "Player", "Points", "Tie-break", "Played")
FR = ("Rang", "Joueur", "Points", "Départage", "Parties jouées")
LONG = "Bertrand-Alexandre de la Tour d'Auvergne et de Montmorency-Laval, dit le Grand"
WORLD = ("李小龍", "محمد الأحمد", "🐉 Drake", "👨‍👩‍👧 Famille Dupont", "김민준", "Zoë Ørsted-Açaí")


def players(n: int, **changed: StandingsRow) -> list[StandingsRow]:
    """n lines going down a point at a time, the first two level on everything (rank 1 shared);
    `changed` replaces the line at an index ("i3": the fourth)."""
    rows = [
        StandingsRow(1 if i < 2 else i + 1, f"Player {i + 1}", f"{n - max(i, 1)}⅔", str(3 * n), 5)
        for i in range(n)
    ]
    for key, row in changed.items():
        rows[int(key[1:])] = row
    return rows


def drawn(
    rows: list[StandingsRow], headings: tuple[str, ...] = EN, *, winner: bool = False
) -> tuple[Image.Image, Ledger, Layout]:
    """The picture, what its texts measured (each text in the order drawn), and where its
    layout put things; checked to read at Discord's width, each text 4.5:1 on its ground."""
    with measuring() as ledger:
        png = standings_png("Spring Cup", "Round 2 of 3 · Swiss · Revolt", headings, rows,
                            winner=winner)  # fmt: skip
    picture = Image.open(io.BytesIO(png))
    picture.load()
    assert ledger.smallest is not None
    assert ledger.smallest / SCALE * PREVIEW_W / picture.width >= READABLE
    lowest, pair = lowest_contrast(ledger.inked.keys())
    assert lowest >= TEXT_FLOOR, pair
    return picture.convert("RGB"), ledger, layout(headings, rows)


def inked(picture: Image.Image, box: Box) -> Box | None:
    """Where the box holds anything drawn on its ground (its commonest colour): None if blank."""
    crop = picture.crop(box)
    counts = crop.getcolors(crop.width * crop.height) or []
    ground = max(counts)[1]
    assert isinstance(ground, tuple)  # an RGB image's pixels are triples
    plain = Image.new("RGB", crop.size, ground)
    far = ImageChops.difference(crop, plain).convert("L").point(lambda v: 255 if v > 40 else 0)
    found = far.getbbox()
    return None if found is None else (box[0] + found[0], box[1] + found[1],
                                       box[0] + found[2], box[1] + found[3])  # fmt: skip


def ink(picture: Image.Image, box: Box) -> int:
    """How many pixels of the box are drawn on its ground."""
    crop = picture.crop(box)
    counts = crop.getcolors(crop.width * crop.height) or []
    return crop.width * crop.height - max(counts)[0]


@pytest.mark.parametrize("n", [1, 12, 23])
def test_the_picture_is_landscape_and_reads_at_discords_width(n: int) -> None:
    """Up to 23 players the picture is wider than tall; the type is 17 px on 800, 11.7 px once
    fitted into 550 (`drawn` checks it, and that every text has 4.5:1 on its ground)."""
    picture, ledger, at = drawn(players(n))
    assert picture.size == (WIDTH, at.height)
    assert picture.width > picture.height
    assert {"Spring Cup", "Round 2 of 3 · Swiss · Revolt", *EN} <= set(ledger.texts)


def test_every_text_reads_on_every_ground() -> None:
    """Names, numbers and notes on paper, on the shaded lines and on a winner's gold: 4.5:1 at
    least (`drawn` checks each)."""
    rows = [StandingsRow(r, f"Player {r}", "2", "3", 1, "withdrawn") for r in (1, 2, 3)]
    _, ledger, _ = drawn(rows, winner=True)
    assert {(MUTED, g) for g in (PAPER, SHADE, CROWNED)} <= set(ledger.inked), ledger.inked


def test_more_players_make_a_taller_picture_in_one_column() -> None:
    """64 players: one line each, a line taller than 12 players' picture for each player more,
    in the same type; every player drawn inside the picture."""
    rows = players(64)
    picture, ledger, at = drawn(rows)
    assert picture.height == layout(EN, players(12)).height + (64 - 12) * ROW_H
    assert all(row.name in ledger.texts for row in rows)
    assert at.row(63)[3] <= picture.height - MARGIN
    assert inked(picture, at.number(63, 2)) is not None, "the last line is drawn"


def test_a_long_name_is_cut_with_an_ellipsis_before_the_numbers() -> None:
    """The name is cut to its column, with or without a note beside it; nothing is drawn
    between the names' column and the points."""
    rows = players(4, i1=StandingsRow(1, LONG, "4", "9", 3),
                   i2=StandingsRow(3, LONG, "3", "8", 3, "withdrawn after round 2"))  # fmt: skip
    picture, ledger, at = drawn(rows, winner=True)
    cut = [t for t in ledger.texts if t.endswith("…") and LONG.startswith(t[:-1])]
    assert len(cut) == 2 and LONG not in ledger.texts, ledger.texts
    for i in range(len(rows)):
        _, y0, x1, y1 = at.name(i)
        assert inked(picture, (x1, y0 + 1, at.numbers[0][0], y1 - 1)) is None, i
        found = inked(picture, (MARGIN, y0 + 1, at.numbers[0][0], y1 - 1))
        assert found is not None and found[2] <= x1, (i, found)
    assert any(t.startswith("withdrawn") for t in ledger.texts), "the note is kept, cut if need be"


def test_numbers_are_right_aligned() -> None:
    """Values of different widths in each column end at one edge."""
    rows = players(3, i2=StandingsRow(3, "Chloé", "12⅔", "100½", 11))
    picture, _, at = drawn(rows)
    for column in range(3):
        drawn_at = [inked(picture, at.number(i, column)) for i in range(3)]
        assert None not in drawn_at, (column, drawn_at)
        rights = {box[2] for box in drawn_at if box is not None}
        lefts = {box[0] for box in drawn_at if box is not None}
        assert len(lefts) > 1 and max(rights) - min(rights) <= 1, (column, drawn_at)


def test_equal_players_show_the_same_rank() -> None:
    """1, 1, 3, 3, 5: the number drawn before each name is its rank, shared ones alike."""
    ranks = [1, 1, 3, 3, 5]
    rows = [StandingsRow(r, f"Player {i}", "2", "4", 2) for i, r in enumerate(ranks)]
    _, ledger, _ = drawn(rows)
    before = [ledger.texts[ledger.texts.index(row.name) - 1] for row in rows]
    assert before == ["1", "1", "3", "3", "5"]


def test_the_winners_are_crowned_once_the_tournament_is_over() -> None:
    """Every player ranked first gets a crown, and a bolder line, only with `winner`; the next
    rank gets neither."""
    rows = players(4)
    during, _, at = drawn(rows)
    over, _, _ = drawn(rows, winner=True)
    crowns = [ink(over, at.mark(i)) for i in range(4)]
    assert crowns[0] > 40 and crowns[1] > 40, crowns
    assert crowns[2] == crowns[3] == 0, crowns
    assert all(ink(during, at.mark(i)) == 0 for i in range(4))
    assert ink(over, at.name(0)) > ink(during, at.name(0)) * 1.2, "the winner's name in bold"
    assert ink(over, at.name(2)) == ink(during, at.name(2))


def test_french_headings_with_accents_are_drawn_whole() -> None:
    """A heading of words wider than its numbers wraps onto a second line instead of taking
    the names' room; every accent has its glyph."""
    picture, ledger, at = drawn(players(6), FR)
    assert {"Rang", "Joueur", "Points", "Départage", "Parties", "jouées"} <= set(ledger.texts)
    assert at.headings[4] == ("Parties", "jouées")
    assert missing_glyphs("".join(FR)) == ""
    assert picture.width > picture.height


def test_headings_too_long_are_cut_and_leave_the_names_a_third() -> None:
    long = ("Position in the standings", "Player", "Points scored so far",
            "Sonneborn-Berger-Wertung", "Matches played in this tournament")  # fmt: skip
    rows = players(5)
    _, ledger, at = drawn(rows, long)
    assert at.name_right - at.name_left >= (WIDTH - 2 * MARGIN - 2 * INSET) / 3 - 1
    assert all(len(lines) <= 2 for lines in at.headings)
    columns = [(MARGIN + INSET, at.rank_right), *at.numbers]
    for lines, (left, right) in zip((at.headings[0], *at.headings[2:]), columns, strict=True):
        assert all(text_width(line, SIZE, True) <= right - left + 1 for line in lines), lines
    assert any(t.endswith("…") for t in ledger.texts), "a word too long for any column is cut"


def test_names_in_any_script_are_drawn() -> None:
    rows = [StandingsRow(i + 1, name, "1", "2", 1) for i, name in enumerate(WORLD)]
    picture, ledger, at = drawn(rows)
    for i, name in enumerate(WORLD):
        assert name in ledger.texts and missing_glyphs(name) == "", name
        assert ink(picture, at.name(i)) > 30, name


def test_five_headings_are_needed() -> None:
    with pytest.raises(ValueError, match="5 headings"):
        standings_png("Cup", "", EN[:4], players(2))
