"""The board, its details and the hand as pictures: real PNGs, small, drawn from views only."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from games.guillotine.components import PARTY
from games.guillotine.state import HeldCard
from i18n import say
from render.common import measuring, share
from tests.guillotine.table import GAME, G, M, new_game, play, put, start

NAMES = ["Alice", "Bob", "Chloé", "Dmitri"]


def png(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG") and len(data) < 400 * 1024
    return Image.open(io.BytesIO(data))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_table_for_every_player_count(n: int) -> None:
    state = GAME.setup(n, 4)
    image = png(render.table_png("guillotine", GAME.view(state, None), NAMES[:n]))
    assert image.size == (800, 500)
    detail = png(render.detail_png("guillotine", GAME.view(state, None), NAMES[:n]))
    assert detail.size == (800, 500)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_board_says_who_leads_which_party(n: int) -> None:
    """A deputy carries his party's disc and a player their seat's marker: the key under the
    board joins the two, every party in play beside its player's name."""
    state = GAME.setup(n, 4)
    with measuring() as ledger:
        render.table_png("guillotine", GAME.view(state, None), NAMES[:n])
    lines = "\n".join(ledger.texts)
    for seat, s in enumerate(state.seats):
        assert NAMES[seat] in lines
        for party in s.parties:
            assert f"{PARTY[party].name} " in ledger.texts, party


def test_long_names_stay_whole_in_the_key_on_two_lines() -> None:
    """Four players with long names (as Discord's display names often are): the key takes a
    second line rather than cut them to a few letters, and the latest event still shows."""
    long = ["Anne-Sophie Delacroix", "Bartholomew", "Chloé Marchand-Lefèvre", "Dmitri Ivanov"]
    state = new_game()
    mover = GAME.active_seats(state)[0]
    play(state, mover, "pass")
    with measuring() as ledger:
        png(render.table_png("guillotine", GAME.view(state, None), long))
    assert set(long) <= set(ledger.texts), ledger.texts
    assert not [t for t in ledger.texts if t.endswith("…")], "no name cut"
    assert ledger.texts[-1] == f"{long[mover]} passes", "the latest event, under the key"


def test_a_busy_table() -> None:
    state = new_game()
    put(state, "mission", "danton", "brissot", "sieyes", "aubry", "merlin")
    put(state, "prison", "marat", "petion")
    put(state, "fuite", "condorcet")
    put(state, "guillotine", "lomont", "cadroy")
    put(state, "tribunal", "vergniaud", "cambaceres", "billaud")
    dep_ = next(d for d in state.deputies if d.id == "robespierre")
    dep_.rapport = True
    png(render.table_png("guillotine", GAME.view(state, None), NAMES))


def ballot_state(yes: bool):
    state = new_game()
    start(state, "convention")
    play(state, M, "report:danton")
    for seat in (1, 2, 3):
        play(state, seat, "noreport")
    play(state, G, "vote:yes" if yes else "vote:no")
    return state


def test_the_board_shows_who_voted_never_how() -> None:
    yes, no = ballot_state(True), ballot_state(False)
    draw = [render.table_png("guillotine", GAME.view(s, None), NAMES) for s in (yes, no)]
    assert draw[0] == draw[1]
    before = new_game()
    assert draw[0] != render.table_png("guillotine", GAME.view(before, None), NAMES)


def test_the_hand_shows_the_delayed_cards() -> None:
    state = new_game()
    state.seats[M].held = [HeldCard(card="j31", turn=2), HeldCard(card="j35", turn=3)]
    view = GAME.view(state, M)
    small = png(render.hand_png("guillotine", GAME.view(new_game(), M), NAMES))
    big = png(render.hand_png("guillotine", view, NAMES))
    assert big.height > small.height and big.width == 560
    text = render.hand_text("guillotine", view)
    assert text.startswith("Your delayed Jacobin cards (2):")
    assert "«Dossier secret»" in text and "Playable from turn 3." in text
    none = render.hand_text("guillotine", GAME.view(new_game(), G))
    assert none == "You hold no delayed Jacobin card."


def test_the_table_during_the_draft() -> None:
    state = GAME.setup(3, 1, {"draft": True})
    view = GAME.view(state, None)
    assert say(view["waiting"]["what"]) == "choosing a party"
    assert view["waiting"]["seats"] == [state.first]
    png(render.table_png("guillotine", view, NAMES[:3]))
    assert GAME.view(state, 0) == view, "a seat holding no delayed card has no secret"


def test_a_crowded_status_line_cuts_only_the_longest_names() -> None:
    """Everyone awaited must show: short names stay whole, the longest are cut to share what
    room is left."""
    assert share([40, 300, 50], 200) == 110
    assert share([40, 60], 200) >= 60, "nothing is cut when all fit"
    assert share([300, 300], 200) == 100


def drawn(state) -> list[str]:
    with measuring() as ledger:
        render.table_png("guillotine", GAME.view(state, None), NAMES)
    return ledger.texts


def test_every_deputy_on_a_denounced_square_shows() -> None:
    """Four deputies denounced at the Club are all drawn, on the post's red square."""
    state = new_game()
    put(state, "club", "danton", "brissot", "cambaceres", "aubry")
    for dep_id in ("danton", "brissot", "cambaceres", "aubry"):
        next(d for d in state.deputies if d.id == dep_id).denounced = True
    texts = drawn(state)
    assert all(name in texts for name in ("Danton", "Brissot", "Cambacérès", "Aubry"))


def test_the_sheets_figures_are_large_in_the_details() -> None:
    """The popularity sheets' PP are drawn at 16 px on an 800 px picture: 8 px capitals once
    Discord fits it into 550 px (they were 7 px on the old board)."""
    state = new_game()
    with measuring() as ledger:
        render.detail_png("guillotine", GAME.view(state, None), NAMES)
    assert ledger.texts.count("5") >= 24, "each deputy's starting PP"
    assert ledger.smallest is not None and ledger.smallest >= 15
