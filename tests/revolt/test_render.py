"""Revolt's pictures at the moments a player must read them, with long names and five seats."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from games.revolt.engine import RevoltState
from i18n import say
from render.common import measuring
from tests.revolt.test_rules import GAME, play, position

LONG = ["Alice", "Bartholomew-Maximilian", "Chloé", "Dmitri Alexandrovich", "Evangeline Wastburg"]


def table(state, names=LONG) -> Image.Image:
    data = render.table_png("revolt", GAME.view(state, None), names[: state.num_players])
    assert len(data) < 250 * 1024
    image = Image.open(io.BytesIO(data))
    assert image.size == (800, 500)
    return image


def five() -> RevoltState:
    return position(
        [["N5", "N1"], ["B9", "N2"], ["C1", "N3"], ["C2", "N4"], ["R7", "CP"]], supply=50
    )


@pytest.mark.parametrize("cards", [1, 2, 3, 4, 5])
def test_a_trick_in_progress_with_a_cut(cards: int) -> None:
    state = five()
    play(state, *["play:N5", "cut:B9", "play:C1", "play:C2", "play:R7"][:cards])
    table(state)


def test_the_end_of_a_game_shows_the_winner_and_the_details_the_whole_last_line() -> None:
    state = position([["N9"], ["N2"], ["N3"], ["R1"], ["C1"]], turn=3)
    play(state, "play:N9", "play:N2", "play:N3", "play:R1", "play:C1")
    view = GAME.view(state, None)
    assert view["winners"] == [3] and view["finished"], "the Knave's coin made seat 3 richest"
    with measuring() as ledger:
        table(state)
    assert "Dmitri Alexandrovich" in ledger.texts and " wins" in ledger.texts, "the banner"
    with measuring() as ledger:
        render.detail_png("revolt", view, LONG)
    last = say(view["log"][-1], "en", LONG)
    assert " ".join(last.split()) in " ".join(" ".join(ledger.texts).split()), "wrapped, not cut"


def test_a_knaves_choice_and_a_revolt_render() -> None:
    state = position([["R1", "C1"], ["R5", "C2"], ["R6", "C3"]], coins=[0, 2, 2], supply=0)
    play(state, "play:R1", "play:R5", "play:R6")
    table(state)
    play(state, "take:2", "play:C3", "play:C1", "play:C2")
    assert GAME.view(state, None)["last_trick"]["winner"] is None
    table(state)


def test_a_thirteen_card_hand() -> None:
    state = GAME.setup(3, seed=4)
    view = GAME.view(state, 0)
    assert len(view["hand"]) == 13
    image = Image.open(io.BytesIO(render.hand_png("revolt", view, LONG[:3])))
    assert image.width >= 550
    assert "(13 cards)" in render.hand_text("revolt", view)


def test_the_french_table_draws_the_french_names_whole() -> None:
    """French labels run longer: the card names, the cut coin and the banner still fit."""
    state = five()
    play(state, "play:N5", "cut:B9", "play:C1", "play:C2", "play:R7")
    with measuring() as ledger:
        data = render.table_png("revolt", GAME.view(state, None), LONG, "fr")
    assert Image.open(io.BytesIO(data)).size == (800, 500)
    for label in ("REVOLT", "FRIPOUILLE", "GREDIN", "CITOYEN", "COUPE", "À JOUER"):
        assert label in ledger.texts, label
    assert any(t.startswith("Dernier pli de la manche 1 · RÉVOLTE") for t in ledger.texts)
