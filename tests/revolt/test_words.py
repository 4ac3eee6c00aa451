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
from render.common import measuring
from tests.conformance.language import language_faults, proper_names
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
WORD = re.compile(r"\w+")


def words(state: Any, lang: str, seat: int | None = None) -> str:
    view = GAME.view(state, seat)
    return render.table_words("revolt", view, LONG[: state.num_players], lang)


def _stem(token: str) -> str:
    """A word without its plural's s or x: the picture's "1 coats" is the words' "1 coat"."""
    return token[:-1] if len(token) > 3 and token[-1] in "sx" else token


def tokens(text: str) -> set[str]:
    return {_stem(t) for t in WORD.findall(text.casefold())}


def unsaid(drawn: list[str], said: str, skip: set[str]) -> list[tuple[str, str]]:
    """Each drawn text's words and numbers the words do not say, with the text: a text cut
    with an ellipsis is checked up to its last whole word."""
    have = tokens(said)
    missing = []
    for text in drawn:
        if not text.strip() or text in skip:
            continue
        body = text
        if body.endswith("…"):
            body = body[:-1]
            body = re.sub(r"\w+$", "", body)
        missing += [(text, t) for t in tokens(body) if t not in have]
    return missing


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_the_table_through_a_whole_game(n: int, lang: str) -> None:
    names = LONG[:n]
    seen: list[int] = []

    def check(state: Any, step: int) -> None:
        said = words(state, lang)
        seen.append(len(said))
        assert said.strip()
        assert len(said) < LIMIT, said
        for who in names:
            assert who in said, (who, said)
        assert "revolt-words-" not in said and "revolt-" not in said, said
        assert language_faults(said, lang, (*proper_names("revolt"), *names)) == (), said
        assert "\n\n\n" not in said and not said.startswith("\n"), said
        for line in said.splitlines():
            assert not line.startswith("**") or line.endswith("**"), line
        for blank in re.finditer(r"\n\n(.*)", said):
            assert blank.group(1).startswith("**"), said  # a blank line opens a group

    end, _ = playout(GAME, n, seed=n, check=check)
    check(end, len(seen))
    assert len(seen) > 50


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_every_fact_the_picture_draws(n: int, lang: str) -> None:
    names = LONG[:n]

    def compare(view: dict[str, Any]) -> None:
        with measuring() as ledger:
            render.table_png("revolt", view, names, lang)
        said = render.table_words("revolt", view, names, lang)
        assert unsaid(ledger.texts, said, DECORATION) == [], said
        if lang == "en":
            drawn_as_shapes(view, said, names)

    def check(state: Any, step: int) -> None:
        if step % 3 == 0:
            compare(GAME.view(state, None))

    end, _ = playout(GAME, n, seed=10 + n, check=check)
    compare(GAME.view(end, None))
    part = Msg("revolt-chapter-turn", turn=1)
    closed = GAME.view(GAME.setup(n, seed=n), None) | {"over": part}
    compare(closed)
    said = render.table_words("revolt", closed, names, lang)
    assert said.splitlines()[1] == say(Msg("revolt-words-closed", part=part), lang), said


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
    with measuring() as ledger:
        render.table_png("revolt", view, LONG[:3])
    said = render.table_words("revolt", view, LONG[:3])
    assert unsaid(ledger.texts, said, DECORATION) == []
    dropped = said.replace(f"{view['supply_coins']} coins", "coins")
    assert unsaid(ledger.texts, dropped, DECORATION) == [
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
        public = GAME.view(state, None)
        said = render.table_words("revolt", public, names, lang)
        shown = {p["card"] for p in public["trick"]}
        shown |= {p["card"] for p in (public["last_trick"] or {"plays": []})["plays"]}
        logged = " ".join(say(line, lang, names) for line in public["log"])
        for seat in range(n):
            private = GAME.view(state, seat)
            assert render.table_words("revolt", private, names, lang) == said
            for card in private["hand"]:
                seen = [say(name(card), lang), say(code(card), lang)]
                if card in shown or any(_named(s, logged) for s in seen):
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
