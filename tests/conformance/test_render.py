"""Every registered game's pictures, at several points of random games and every player count:
real PNGs, small enough to upload quickly, landscape, and legible at the size Discord shows
them (fitted into about 550 x 350), with players' names drawn in any script."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

import render
from games import registry
from games.core import Game
from render.common import INK, PAPER, PRIMARY, font, measuring, missing_glyphs, text

MAX_KB = {"revolt": 250}
DEFAULT_MAX_KB = 400
PREVIEW = (550, 350)  # what Discord's chat column fits an attachment into
READABLE_CAP = 7  # px: the height of a capital letter, after scaling, that still reads
GAMES = registry.all()


def check_png(data: bytes, game_id: str) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) <= MAX_KB.get(game_id, DEFAULT_MAX_KB) * 1024
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def states(game: Game, players: int, seed: int, every: int) -> Iterator[Any]:
    """A random game's states, one every `every` decisions, and its end."""
    rng = random.Random(seed)
    state = game.setup(players, seed=seed)
    step = 0
    while game.outcome(state) is None:
        if step % every == 0:
            yield state
        seat = rng.choice(game.active_seats(state))
        game.apply(state, seat, rng.choice(game.prompt(state, seat).choices).id)
        step += 1
    yield state


def player_counts(game: Game) -> list[int]:
    return sorted({game.meta.min_players, game.meta.max_players,
                   min(game.meta.max_players, game.meta.min_players + 1)})  # fmt: skip


def preview_cap(image: Image.Image, smallest: int) -> float:
    """The cap height of the smallest text once the picture is fitted into PREVIEW."""
    scale = min(PREVIEW[0] / image.width, PREVIEW[1] / image.height, 1.0)
    top = font(smallest).getbbox("H", anchor="ls")[1]
    return -top * scale


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_tables_and_hands_render_through_a_game(game: Game) -> None:
    n = min(max(game.meta.min_players, 4), game.meta.max_players)
    names = [f"Player number {i + 1} with a long name" for i in range(n)]
    for state in states(game, n, seed=11, every=37):
        check_png(render.table_png(game.meta.id, game.view(state, None), names), game.meta.id)
        check_png(render.detail_png(game.meta.id, game.view(state, None), names), game.meta.id)
        for seat in range(n):
            view = game.view(state, seat)
            check_png(render.hand_png(game.meta.id, view, names), game.meta.id)
            assert render.hand_text(game.meta.id, view).strip()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_a_hand_is_written_from_its_keys_alone(game: Game) -> None:
    """The host keeps each hand written by what `render.hand_keys` says its text reads of the
    view (`bot.host.offers.hand_of`): a hand that reads anything else would go stale."""
    keys = render.hand_keys(game.meta.id)
    for n in (game.meta.min_players, game.meta.max_players):
        for state in states(game, n, seed=5, every=17):
            for seat in range(n):
                view = game.view(state, seat)
                read = {k: v for k, v in view.items() if k in keys}
                assert render.hand_text(game.meta.id, read) == render.hand_text(game.meta.id, view)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_a_hands_picture_is_drawn_from_its_keys_alone(game: Game) -> None:
    """A page asks for its hand's picture again, and the board's server draws it again, only
    when `render.hand_picture_key` changes (`bot.host.page`): a picture that read anything
    else of the view would go stale on the page."""
    for n in (game.meta.min_players, game.meta.max_players):
        names = [f"Player {i + 1}" for i in range(n)]
        for state in states(game, n, seed=5, every=41):
            for seat in range(n):
                view = game.view(state, seat)
                read = render.hand_read(game.meta.id, view)
                drawn = render.hand_png(game.meta.id, view, names)
                assert render.hand_png(game.meta.id, read, names) == drawn, (n, seat)


PICTURES: dict[str, Callable[[str, dict[str, Any], list[str]], bytes]] = {
    "table": render.table_png,
    "detail": render.detail_png,
}
# The details Discord must show legibly too; Liberté's (the named map beside every display)
# is a picture to open at full size.
PREVIEWED = {("table", g.meta.id) for g in GAMES} | {("detail", "revolt"), ("detail", "guillotine")}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
@pytest.mark.parametrize("kind", PICTURES)
def test_pictures_are_landscape_and_legible_at_preview_size(game: Game, kind: str) -> None:
    """At every player count and through a whole game: wide (16:10 reads best in the chat
    column), and no text so small that it falls under 7 px of cap height in the preview."""
    for n in player_counts(game):
        names = ["Anne", "Bertrand-Alexandre de la Tour", "Chloé", "Dmitri", "Élise", "Fabien"][:n]
        for state in states(game, n, seed=5 + n, every=97):
            with measuring() as ledger:
                image = check_png(PICTURES[kind](game.meta.id, game.view(state, None), names),
                                  game.meta.id)  # fmt: skip
            assert image.width / image.height >= 1.5, (kind, image.size)
            assert ledger.smallest is not None
            if (kind, game.meta.id) in PREVIEWED:
                cap = preview_cap(image, ledger.smallest)
                assert cap >= READABLE_CAP, f"{kind} at {n}: {ledger.smallest} px text, {cap:.1f}"


WORLD = ["李小龍", "Zoë Ørsted-Açaí", "🐉 Drake", "김민준", "Đặng Thị", "Ἀλέξανδρος"]


def test_names_in_any_script_have_a_shipped_glyph() -> None:
    for name in WORLD:
        assert missing_glyphs(name) == "", name


def test_a_fallback_glyph_is_drawn_not_the_missing_box() -> None:
    """DejaVu has no 李 or 🐉: drawn alone it shows its "missing" box; the shared helper draws
    the character from a fallback font, a different picture."""
    for ch in ("李", "🐉", "김"):
        box = Image.new("L", (60, 40), 0)
        ImageDraw.Draw(box).text((5, 5), ch, font=font(24), fill=255)
        drawn = Image.new("L", (60, 40), 0)
        text(ImageDraw.Draw(drawn), (5, 5), ch, 24, False, 255)
        assert drawn.getbbox() is not None, "something visible"
        assert ImageChops.difference(box, drawn).getbbox() is not None, ch
    assert PRIMARY[False] == "DejaVuSans.ttf"


def test_a_label_drawn_again_comes_out_in_its_own_colour_and_is_measured_again() -> None:
    """Texts are rasterised once and reused: the second drawing, in another colour, shows in
    that colour alone, letter for letter where the first was, and the ledger notes both."""
    red, blue = (200, 20, 20), (20, 20, 200)
    pictures = []
    with measuring() as ledger:
        for colour in (red, blue):
            im = Image.new("RGB", (160, 40), (255, 255, 255))
            text(ImageDraw.Draw(im), (80.5, 20), "Danton 12", 17, True, colour, "mm")
            pictures.append(im)
    first, second = pictures
    assert ledger.texts == ["Danton 12", "Danton 12"]
    shape = ImageChops.difference(first, Image.new("RGB", first.size, (255, 255, 255))).getbbox()
    assert shape == ImageChops.difference(second, Image.new("RGB", first.size, "white")).getbbox()
    inked = [p for _, p in second.getcolors() if p != (255, 255, 255)]
    assert blue in inked and all(isinstance(p, tuple) and p[2] >= p[0] for p in inked), (
        "blue, and no trace of red"
    )


@pytest.mark.parametrize("xy", [(10, 10), (10.5, 10.25), (9.75, 30.5)])
@pytest.mark.parametrize("anchor", ["la", "mm", "rs"])
def test_a_text_drawn_from_the_cache_is_the_text_pillow_draws(
    xy: tuple[float, float], anchor: str
) -> None:
    """The shared helper pastes a text rasterised once; it must be the very pixels Pillow's own
    drawing gives at that spot, wherever within a pixel the text starts."""
    for _ in range(2):  # the first drawing fills the cache, the second comes from it
        ours = Image.new("RGB", (220, 50), PAPER)
        text(ImageDraw.Draw(ours), xy, "Vergniaud 7", 19, True, INK, anchor)
        pillows = Image.new("RGB", (220, 50), PAPER)
        ImageDraw.Draw(pillows).text(xy, "Vergniaud 7", fill=INK, font=font(19, True),
                                     anchor=anchor)  # fmt: skip
        assert ImageChops.difference(ours, pillows).getbbox() is None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_every_table_draws_names_in_any_script(game: Game) -> None:
    n = min(game.meta.max_players, 4)
    names = WORLD[:n]
    state = next(states(game, n, seed=2, every=1))
    with measuring() as ledger:
        for draw in PICTURES.values():
            draw(game.meta.id, game.view(state, None), names)
    drawn = "\n".join(ledger.texts)
    assert all(name in drawn for name in names), "the table and its details name everyone"
    assert missing_glyphs(drawn) == ""
