"""Guillotine's table in words (render/guillotine/words.py), what a screen reader reads in place
of the table picture: through whole random games at the fewest and the most players (the
parties drafted in one, the Variante Histoire in the other), in English and French, the words
say the table, every player by name, within a Discord message; they say every fact the picture
draws; and never a delayed Jacobin card a player keeps in hand."""

from __future__ import annotations

from typing import Any

import pytest

from games import registry
from games.core import Msg
from games.guillotine.components import PARTY, post_name
from i18n import say
from tests.conformance import words as checks
from tests.conformance.test_contract import playout

GAME = registry.get("guillotine")
LONG = ["Alice", "Bartholomew-Maximilian", "Chloé", "Dmitri Alexandrovich"]
# A Discord message holds 2,000 characters: the busiest tables seen (four players with these
# names, every post taken, a long vote in the banner and the log) take about 1,750 in French.
LIMIT = 1_900
LANGS = ("en", "fr")
# The fewest players choose their parties in turn (a table with no party led yet); the most
# play the Variante Histoire.
GAMES = {GAME.meta.min_players: {"draft": True}, GAME.meta.max_players: {"histoire": True}}


def decoration(lang: str) -> set[str]:
    """Drawn, and said otherwise or not at all: the Convention's title with the key to its gold
    ground (the words name the rapporteur), the count of the deputies a full post leaves
    undrawn (the words name them all), and the X of a guillotined deputy's PP (the words list
    him under the Guillotine); an empty post's count of none (the words say it is empty)."""
    title = say(Msg("guillotine-draw-convention", post=post_name("convention")), lang)
    more = {say(Msg("guillotine-draw-more", n=k), lang) for k in range(1, 25)}
    none = {say(Msg("guillotine-draw-present", n=0), lang), "0/4"}
    return {title, *more, *none, "X"}


def initials() -> dict[str, str]:
    """A deputy's chip shows his party's initial; the words, the party's name."""
    return {p.initial.casefold(): p.name.casefold() for p in PARTY.values()}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", GAMES)
def test_the_words_say_the_table_through_a_whole_game(n: int, lang: str) -> None:
    checks.check_a_whole_game(GAME, n, lang, LONG[:n], LIMIT, options=GAMES[n])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", GAMES)
def test_the_words_say_every_fact_the_picture_draws(n: int, lang: str) -> None:
    names = LONG[:n]
    skip = decoration(lang)

    def compare(view: dict[str, Any]) -> None:
        drawn, said = checks.drawn_and_said("guillotine", view, names, lang)
        assert checks.missing_stems(drawn, said, skip, initials()) == [], said
        if lang == "en":
            drawn_as_shapes(view, said)

    part = Msg("guillotine-turn", turn=1)
    checks.compare_through_a_game(GAME, n, lang, names, compare, 11, part, GAMES[n])


def drawn_as_shapes(view: dict[str, Any], said: str) -> None:
    """What the picture shows by a ground, not a text: the rapporteur (on gold), and the
    deputies on a post's "dénoncé" square or in the dock (on red)."""
    lines = said.splitlines()
    for d in view["deputies"]:
        if d["rapport"]:
            assert f"{d['name']} {d['pp']} PP (rapporteur)" in said, said
        if d["post"] == "accused":
            assert any(d["name"] in line for line in lines if line.startswith("In the dock")), said
        elif d["denounced"]:
            square = [line for line in lines if line.startswith("On the “dénoncé” square")]
            assert any(d["name"] in line for line in square), said


def test_the_check_finds_a_fact_the_words_leave_out() -> None:
    """The comparison above can fail: a deputy the words leave out is found."""
    state = GAME.setup(4, seed=1)
    view = GAME.view(state, None)
    drawn, said = checks.drawn_and_said("guillotine", view, LONG)
    assert checks.missing_stems(drawn, said, decoration("en"), initials()) == []
    danton = next(d for d in view["deputies"] if d["id"] == "danton")
    dropped = said.replace(danton["name"], "someone")
    assert checks.missing_stems(drawn, dropped, decoration("en"), initials()) == [
        ("Danton", "danton")
    ]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", GAMES)
def test_the_words_say_no_card_kept_in_hand(n: int, lang: str) -> None:
    """A seat's view (its delayed Jacobin cards added) gives the same words as the spectator's,
    and no card kept in a hand is named unless the log names it."""
    names = LONG[:n]
    kept = 0

    def check(state: Any, step: int) -> None:
        nonlocal kept
        if step % 10 and not any(s.held for s in state.seats):
            return  # nothing kept: a few such tables suffice
        said = checks.said_alike_by_every_seat(GAME, state, names, lang)
        told = checks.logged(GAME.view(state, None), names, lang)
        for seat in range(n):
            for card in GAME.view(state, seat).get("hand", []):
                title = say(card["title"], lang)
                if title in told:
                    continue
                kept += 1
                assert title not in said, (title, said)

    playout(GAME, n, seed=2, check=check, options=GAMES[n])
    assert kept > 0
