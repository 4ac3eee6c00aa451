"""French Revolution 1789's table in words (render/fr1789/words.py), what a screen reader reads
in place of the table picture: through whole random games at the fewest and the most players,
in English and French, the words say the table, every player by name, within a Discord message;
they say every fact the picture draws; and nothing a player keeps secret (Conspiracy cards, VP
totals before the end)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest
from PIL import Image

from games import registry
from games.core import Msg
from i18n import say
from render.common import measuring
from render.fr1789.pieces import ROMAN, _legend
from tests.conformance import words as checks
from tests.conformance.test_contract import playout

GAME = registry.get("fr1789")
LONG = ["Alice", "Bartholomew-Maximilian", "Chloé", "Dmitri Alexandrovich", "Evangeline Wastburg"]
# A Discord message holds 2,000 characters: the busiest tables seen (five players with these
# names, a card's text on auction, armies in every city) take about 1,750 in French.
LIMIT = 1_900
COUNTS = (GAME.meta.min_players, GAME.meta.max_players)
LANGS = ("en", "fr")
# The turn track's numerals: the words say the current turn in their title, as the banner does.
DECORATION = set(ROMAN)
# Drawn short, said in full: the map's flag letters, a player's row's Conspiracy cards and
# First Player card.
SHORT = {
    "en": {"c": "coalition", "r": "royalist", "cr": "coalition royalist", "consp": "conspiracy"},
    "fr": {"c": "coalition", "r": "royaliste", "cr": "coalition royaliste",
           "consp": "conspiration", "1er": "premier"},
}  # fmt: skip


def legend(lang: str) -> list[str]:
    """The map's key (what its marks mean), drawn on every table and no fact of the game."""
    with measuring() as ledger:
        _legend(Image.new("RGB", (320, 120)), 0, 0, 306, lang)
    return ledger.texts


def drawn_facts(texts: Iterable[str], lang: str) -> list[str]:
    """The table's drawn texts without its map's key (one of each of its texts)."""
    left = list(texts)
    for text in legend(lang):
        left.remove(text)
    return left


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_the_table_through_a_whole_game(n: int, lang: str) -> None:
    checks.check_a_whole_game(GAME, n, lang, LONG[:n], LIMIT)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_every_fact_the_picture_draws(n: int, lang: str) -> None:
    names = LONG[:n]

    def compare(view: dict[str, Any]) -> None:
        drawn, said = checks.drawn_and_said("fr1789", view, names, lang)
        facts = drawn_facts(drawn, lang)
        assert checks.missing_stems(facts, said, DECORATION, SHORT[lang]) == [], said
        if lang == "en":
            drawn_as_shapes(view, said, names)

    part = Msg("fr1789-chapter-turn", turn="I")
    checks.compare_through_a_game(GAME, n, lang, names, compare, 9, part)


def drawn_as_shapes(view: dict[str, Any], said: str, names: list[str]) -> None:
    """What the picture shows by a mark, not a text: the Support markers and the armies' camps
    and leaders on the map, and the System in force (framed in gold)."""
    lines = said.splitlines()
    for c in view["cities"]:
        (line,) = [line for line in lines if line.startswith((f"{c['name']}:", f"{c['name']} ("))]
        supported = c["support"] is not None
        assert supported == ("'s Support" in line), line
        if supported:
            assert f"; {names[c['support']]}'s Support." in line, line
        for camp, word in (("france", "French"), ("coalition", "Coalition"),
                           ("royalist", "Royalist")):  # fmt: skip
            assert (f"{word} arm" in line) == any(u["camp"] == camp for u in c["army"]), line
        for u in c["army"]:
            assert f"{u['strength']} ({u['leader']})" in line if u["leader"] else True, line
    system = next(s for s in view["systems"] if s["id"] == view["system"])
    assert f"{say(system['name'])} {system['votes']} (in force)" in said, said


def test_the_check_finds_a_fact_the_words_leave_out() -> None:
    """The comparison above can fail: a city's army the words leave out is found."""
    state = GAME.setup(3, seed=1)
    view = GAME.view(state, None)
    drawn, said = checks.drawn_and_said("fr1789", view, LONG[:3])
    facts = drawn_facts(drawn, "en")
    assert checks.missing_stems(facts, said, DECORATION, SHORT["en"]) == []
    dropped = re.sub(r"^Lyon.*$", "", said, flags=re.MULTILINE)
    assert ("Lyon", "lyon") in checks.missing_stems(facts, dropped, DECORATION, SHORT["en"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_nothing_kept_secret(n: int, lang: str) -> None:
    """A seat's view (its Conspiracy cards and VP added) gives the same words as the
    spectator's, and no Conspiracy card in a hand is named unless the log names it."""
    names = LONG[:n]
    secret = 0

    def check(state: Any, step: int) -> None:
        nonlocal secret
        if step % 3:
            return
        said = checks.said_alike_by_every_seat(GAME, state, names, lang)
        told = checks.logged(GAME.view(state, None), names, lang)
        for seat in range(n):
            for card in GAME.view(state, seat)["hand"]:
                title = say(card["name"], lang)
                if title in told:
                    continue
                secret += 1
                assert title not in said, (title, said)

    playout(GAME, n, seed=20 + n, check=check)
    assert secret > 50
