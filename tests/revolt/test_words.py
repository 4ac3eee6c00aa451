"""Revolt's table in words (render/revolt/words.py), what a screen reader reads in place of the
table picture: through whole random games at the fewest and the most players, in English and
French, the words say the table, every player by name, within a Discord message; they say every
fact the picture draws; and nothing a player holds in secret."""

from __future__ import annotations

import re
from typing import Any

import pytest

import render
from games import registry
from games.core import Msg
from games.revolt.cards import code, name
from i18n import say
from tests.conformance import words as checks
from tests.conformance.test_contract import playout

GAME = registry.get("revolt")
LONG = ["Alice", "Bartholomew-Maximilian", "Chloé", "Dmitri Alexandrovich", "Evangeline Wastburg"]
# A Discord message holds 2,000 characters: the words of the busiest table seen (five players
# with these names, a finished trick, two long log lines) take about 1,300.
LIMIT = 1_900
COUNTS = (GAME.meta.min_players, GAME.meta.max_players)
LANGS = ("en", "fr")
# Drawn, and said otherwise or not at all: the pitchfork's corner mark (the words name the
# card "Citizen with the pitchfork"). The families' symbols, the coin and the arrow are no
# words, and the check below reads words and numbers only.
DECORATION = {"Ψ"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_the_table_through_a_whole_game(n: int, lang: str) -> None:
    checks.check_a_whole_game(GAME, n, lang, LONG[:n], LIMIT)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_every_fact_the_picture_draws(n: int, lang: str) -> None:
    names = LONG[:n]

    def compare(view: dict[str, Any]) -> None:
        drawn, said = checks.drawn_and_said("revolt", view, names, lang)
        assert checks.missing_stems(drawn, said, DECORATION) == [], said
        if lang == "en":
            drawn_as_shapes(view, said, names)

    part = Msg("revolt-chapter-turn", turn=1)
    checks.compare_through_a_game(GAME, n, lang, names, compare, 3, part)


def drawn_as_shapes(view: dict[str, Any], said: str, names: list[str]) -> None:
    """What the picture shows by a frame or a badge, not a text: who is awaited (a gold
    frame), the winning card of the last trick (gold too), a cut (a coin on the card) and the
    bonuses its players took."""
    lines = said.splitlines()
    for seat in [] if view.get("over") else view["active"]:
        assert f"{names[seat]} (to play): " in said, said
    last = None if view["trick"] else view["last_trick"]
    for p in view["trick"] or (last or {"plays": []})["plays"]:
        card = say(name(p["card"]))
        (line,) = [line for line in lines if line.startswith(f"{names[p['seat']]}: {card}")]
        assert ("cut (a coin on it)" in line) == p["cut"], line
        if last is not None:
            assert ("the winning card" in line) == (last["winner"] == p["seat"]), line
            assert ("Noble's bonus" in line) == (last.get("noble_bonus") == p["seat"]), line
            assert ("Rascal's bonus" in line) == (last.get("knave_bonus") == p["seat"]), line


def test_the_check_finds_a_fact_the_words_leave_out() -> None:
    """The comparison above can fail: a coin count the words do not say is found."""
    state = GAME.setup(3, seed=1)
    view = GAME.view(state, None)
    drawn, said = checks.drawn_and_said("revolt", view, LONG[:3])
    assert checks.missing_stems(drawn, said, DECORATION) == []
    dropped = said.replace(f"{view['supply_coins']} coins", "coins")
    assert checks.missing_stems(drawn, dropped, DECORATION) == [
        (f"supply ● {view['supply_coins']}", str(view["supply_coins"]))
    ]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_no_card_in_anyones_hand(n: int, lang: str) -> None:
    """A seat's view (its hand added) gives the same words as the spectator's, and no card in a
    hand is named, by its name or its code, unless the table shows it (on the felt, or in the
    log: the cards are dealt again every turn)."""
    names = LONG[:n]
    named = 0

    def check(state: Any, step: int) -> None:
        nonlocal named
        said = checks.said_alike_by_every_seat(GAME, state, names, lang)
        public = GAME.view(state, None)
        shown = {p["card"] for p in public["trick"]}
        shown |= {p["card"] for p in (public["last_trick"] or {"plays": []})["plays"]}
        told = checks.logged(public, names, lang)
        for seat in range(n):
            for card in GAME.view(state, seat)["hand"]:
                seen = [say(name(card), lang), say(code(card), lang)]
                if card in shown or any(_named(s, told) for s in seen):
                    continue
                named += 1
                assert not any(_named(s, said) for s in seen), (card, said)

    playout(GAME, n, seed=20 + n, check=check)
    assert named > 100


def _named(what: str, text: str) -> bool:
    """`what` in `text` as whole words: "Rascal 1" is not in "Rascal 10"."""
    return re.search(rf"(?<!\w){re.escape(what)}(?!\w)", text) is not None


def test_a_name_is_said_as_it_is_given() -> None:
    """Names come written for a message (the host escapes a name's markdown: `text_names`):
    the words say them as they are, never escaped twice."""
    state = GAME.setup(3, seed=2)
    said = render.table_words("revolt", GAME.view(state, None), [r"\*\*Bo\*\*", "Al", "Cy"])
    assert r"\*\*Bo\*\*" in said and r"\\*" not in said
