"""What players see: views keep hands secret, and the pictures are drawn, legible and small."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import render
from games.liberte.data import DATA
from games.liberte.state import LiberteState
from i18n import say
from render import liberte as pictures
from render.common import BANNER_H, measuring, text_width
from render.liberte import cards, panel, tiles
from tests.liberte.helpers import GAME, act, give, key, new_game

NAMES = ["Christie", "Joshua", "Max", "Dmitri", "Eve", "Fabrice"]


def played(n: int, steps: int, seed: int = 3) -> LiberteState:
    state = GAME.setup(n, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.active_seats(state)
        GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).choices).id)
    return state


def test_the_public_view_shows_displays_and_hand_sizes_but_no_hand() -> None:
    state = new_game(3)
    give(state, 1, key("Marat"), display=True)
    public = GAME.view(state, None)
    assert "hand" not in public
    assert public["players"][1]["display"] == [key("Marat")]
    assert [p["hand_size"] for p in public["players"]] == [len(p.hand) for p in state.players]
    mine = GAME.view(state, 0)
    assert mine["hand"] == sorted(state.players[0].hand, key=int) and mine["seat"] == 0
    assert "deck" not in public and "rng" not in str(public)


def test_a_card_being_played_is_public_once_chosen() -> None:
    state = new_game(3)
    danton = key("Danton")
    give(state, 0, danton)
    act(state, 0, f"play:{danton}")
    assert GAME.view(state, None)["in_play"] == {"seat": 0, "card": danton}
    assert danton not in GAME.view(state, 0)["hand"]


def test_the_view_shows_every_stack_as_the_state_keeps_it() -> None:
    state = played(4, 150)
    board = GAME.view(state, None)["board"]
    assert sum(len(stacks) for stacks in board) > 10, "a board with stacks on it"
    assert board == [[s.model_dump(mode="json") for s in stacks] for stacks in state.board]
    assert all(type(s["faction"]) is str for stacks in board for s in stacks), "plain letters"


@pytest.mark.parametrize(("n", "steps"), [(3, 0), (4, 150), (5, 420), (6, 700)])
def test_the_table_is_a_small_png_readable_at_preview_width(n: int, steps: int) -> None:
    state = played(n, steps)
    data = pictures.table(GAME.view(state, None), NAMES[:n])
    assert data.startswith(b"\x89PNG") and len(data) < 400 * 1024
    assert Image.open(io.BytesIO(data)).size == (800, 500), "like the other tables"
    detail = pictures.detail(GAME.view(state, None), NAMES[:n])
    assert len(detail) < 400 * 1024


def test_the_status_line_names_the_player_awaited() -> None:
    for state in (new_game(3), played(4, 150), played(6, 700)):
        view = GAME.view(state, None)
        names = NAMES[: len(view["players"])]
        line = pictures.status_line(view, names)
        assert view["active"]
        assert all(names[s] in line for s in view["active"]), line
        assert "{s" not in line


def test_the_hand_shows_every_card_and_the_text_names_them() -> None:
    state = new_game(3)
    view = GAME.view(state, 0)
    data = pictures.hand(view, NAMES[:3])
    image = Image.open(io.BytesIO(data))
    assert data.startswith(b"\x89PNG") and image.size[0] >= 480
    text = pictures.hand_text(view)
    assert text.startswith("Your hand, turn 1 (7 cards)")
    assert all(f"#{k}" in text for k in state.players[0].hand)


def test_the_hand_text_says_1_card_and_explains_its_symbols() -> None:
    state = new_game(3)
    cannon = next(k for k in DATA.cards if DATA.cards[k].cannon and not DATA.cards[k].general)
    plain = next(
        k
        for k, c in DATA.cards.items()
        if c.kind != "special" and not (c.cannon or c.general or c.sans_culottes)
    )
    state.players[0].hand = [plain]
    text = pictures.hand_text(GAME.view(state, 0))
    assert text.startswith("Your hand, turn 1 (1 card): ") and "Symbols" not in text
    state.players[0].hand = [plain, cannon]
    text = pictures.hand_text(GAME.view(state, 0))
    assert text.startswith("Your hand, turn 1 (2 cards): ")
    assert text.endswith("Symbols: 💣 Cannon (may put a Control Token in the Battle Box instead "
                         "of its blocks).")  # fmt: skip


def test_every_card_face_can_be_drawn() -> None:
    from games.liberte.data import DATA

    for k in DATA.cards:
        assert cards.card(k).size == (cards.CARD_W, cards.CARD_H)
        assert cards.chip(k).height == cards.CHIP_H and cards.chip(k).width <= 300


def test_the_player_to_act_is_named_in_the_header() -> None:
    state = new_game(3)
    view = GAME.view(state, None)
    assert say(view["status"]).startswith("{s0} to act")
    image = Image.open(io.BytesIO(pictures.table(view, NAMES[:3]))).convert("RGB")
    # The banner is the dark band with the yellow "to act" line under the title.
    header = image.crop((0, 36, image.size[0], BANNER_H))
    colours = header.getcolors(maxcolors=1 << 16) or []
    rgb = [(n, p) for n, p in colours if isinstance(p, tuple)]  # an RGB image's: all of them
    assert len(rgb) == len(colours)
    yellow = sum(n for n, (r, g, b) in rgb if r > 200 and g > 150 and b < 80)
    assert yellow > 200


def test_at_the_end_the_players_are_ranked_by_the_points_of_the_ending() -> None:
    from games.liberte import endings
    from tests.liberte.helpers import W, put

    state = new_game(3)
    state.order = [0, 1, 2]
    state.players[0].vp = 20  # VP count for nothing in a Counter-revolution
    endings.finish(state, "counter")
    put(state, 2, 2, W, 3)
    put(state, 3, 1, W, 1)
    for hand in (p.hand for p in state.players):
        hand.clear()
    view = GAME.view(state, None)
    assert panel.standings(view) == ([2, 1, 0], {0: 0, 1: 1, 2: 3}, "counter", [2])
    running = GAME.view(new_game(3), None)
    assert panel.standings(running)[0] == running["order"]
    image = Image.open(io.BytesIO(pictures.table(view, NAMES[:3])))
    assert image.size == (800, 500)


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _within(inner: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    left, top, right, bottom = outer
    return left <= inner[0] and top <= inner[1] and inner[2] <= right and inner[3] <= bottom


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_names_every_province_and_region_as_the_texts_do(lang: str) -> None:
    """Each province's name and each region's is drawn whole, as one text, on the table, and
    is the very name a choice about it gives (`Choice.place`)."""
    state = played(4, 150)
    state.turn = 2  # a battle to name
    view = GAME.view(state, None)
    with measuring() as ledger:
        pictures.table(view, NAMES[:4], lang)
    named = render.places("liberte", view, lang)
    assert {named[str(n)] for n in DATA.provinces} == {p.name for p in DATA.provinces.values()}
    assert {named[code] for code in DATA.regions} == {r.name for r in DATA.regions.values()}
    assert set(named.values()) - {view["battle"]["name"]} <= set(ledger.texts)
    assert any(named["battle"] in drawn for drawn in ledger.texts)
    letters = [t for t in ledger.texts if t.rstrip("0123456789") in ("R", "B", "W")]
    assert not letters, "a block's colour carries no English letter"


def test_three_stacks_stand_on_every_tile_clear_of_its_name_and_marks() -> None:
    for n, tile in tiles.tile_boxes().items():
        stacks = tiles.stack_boxes(n)
        assert len(stacks) == 3 and all(_within(s, tile) for s in stacks), n
        assert not any(_overlap(s, tiles.marks_box(n)) for s in stacks), n
        assert _within(tiles.marks_box(n), tile)
        name_w = text_width(DATA.province_name(n), tiles.NAME, True)
        assert 5 + name_w <= tile[2] - tile[0] - 3, f"{DATA.province_name(n)} fits whole"
    boxes = [*tiles.tile_boxes().values(), *tiles.spare_boxes()]
    assert not [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if _overlap(a, b)]
    assert all(_within(b, (0, 0, tiles.WIDTH, tiles.HEIGHT)) for b in boxes)


def test_a_choice_about_a_province_or_region_says_where_it_is() -> None:
    state = new_game(3)
    give(state, 0, key("Danton"), key("Jacobins"))
    prompt = GAME.prompt(state, 0)
    assert prompt is not None
    act(state, 0, f"play:{key('Danton')}")
    blocks = GAME.prompt(state, 0)
    assert blocks is not None
    assert [c.place for c in blocks.choices] == [str(n) for n in range(6, 11)]
    assert say(blocks.choices[2].label, "fr") == "Île-de-France\u00a0: nouvelle pile"
