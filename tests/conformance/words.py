"""What every game's table-in-words test (`tests/<game>/test_words.py`) checks the same way:
the words said whole and well formed, the words against the texts the picture draws, and a
seat's own view said as the spectator's. Each game keeps its own lists (the drawn strings it
skips, its short forms, its limits and counts) and its own facts; only the checks live here, so
that a fix to one reaches all five."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any

import render
from games import registry
from games.core import Game, Msg
from i18n import say
from render.common import measuring
from tests.conformance.language import language_faults, proper_names
from tests.conformance.test_contract import playout

WORD = re.compile(r"\w+")


# Revolt, Guillotine and French Revolution 1789: a whole game through `playout`, the words'
# stemmed tokens against each drawn text's.


def _stem(token: str) -> str:
    """A word without its plural's s or x: a picture's "1 coats" is the words' "1 coat"."""
    return token[:-1] if len(token) > 3 and token[-1] in "sx" else token


def stems(text: str) -> set[str]:
    """A text's words and numbers, casefolded and stemmed: what "saying" a drawn text means."""
    return {_stem(t) for t in WORD.findall(text.casefold())}


def missing_stems(
    drawn: Iterable[str], said: str, skip: Collection[str], short: Mapping[str, str] | None = None
) -> list[tuple[str, str]]:
    """Each drawn text's words and numbers the words do not say, with the text: a text cut
    with an ellipsis is checked up to its last whole word, an abbreviation (`short`) by the
    words it stands for."""
    have = stems(said)
    short = short or {}
    missing = []
    for text in drawn:
        if not text.strip() or text in skip:
            continue
        body = text
        if body.endswith("…"):
            body = re.sub(r"\w+$", "", body[:-1])
        missing += [
            (text, t)
            for t in stems(body)
            if t not in have and not (t in short and stems(short[t]) <= have)
        ]
    return missing


def drawn_and_said(
    game_id: str, view: dict[str, Any], names: Sequence[str], lang: str = "en"
) -> tuple[list[str], str]:
    """The texts the table picture of `view` draws, and its words: the two sides compared."""
    with measuring() as ledger:
        render.table_png(game_id, view, names, lang)
    return ledger.texts, render.table_words(game_id, view, names, lang)


def check_said_whole(said: str, game_id: str, lang: str, names: Sequence[str], limit: int) -> None:
    """The words of one table: not empty, within a message (`limit`), every player named, no
    message id left, in `lang` alone, and laid out as groups (a bold heading after each blank
    line, no empty group)."""
    assert said.strip()
    assert len(said) < limit, said
    for who in names:
        assert who in said, (who, said)
    assert f"{game_id}-" not in said, said
    assert language_faults(said, lang, (*proper_names(game_id), *names)) == (), said
    assert "\n\n\n" not in said and not said.startswith("\n"), said
    for line in said.splitlines():
        assert not line.startswith("**") or line.endswith("**"), line
    for blank in re.finditer(r"\n\n(.*)", said):
        assert blank.group(1).startswith("**"), said  # a blank line opens a group


def check_a_whole_game(
    game: Game,
    n: int,
    lang: str,
    names: Sequence[str],
    limit: int,
    options: dict[str, Any] | None = None,
) -> None:
    """`check_said_whole` at every decision of a random game (seed `n`) and at its end."""
    seen = 0

    def check(state: Any, step: int) -> None:
        nonlocal seen
        seen += 1
        said = render.table_words(game.meta.id, game.view(state, None), names, lang)
        check_said_whole(said, game.meta.id, lang, names, limit)

    end, _ = playout(game, n, seed=n, check=check, options=options)
    check(end, seen)
    assert seen > 50


def closed(game: Game, n: int, part: Msg) -> dict[str, Any]:
    """A new table's spectator view, closed at the end of `part`."""
    return game.view(game.setup(n, seed=n), None) | {"over": part}


def check_said_closed(game: Game, view: dict[str, Any], names: Sequence[str], lang: str) -> None:
    """A closed table's words say so on their second line, under the banner."""
    said = render.table_words(game.meta.id, view, names, lang)
    part = view["over"]
    assert said.splitlines()[1] == say(Msg(f"{game.meta.id}-words-closed", part=part), lang), said


def compare_through_a_game(
    game: Game,
    n: int,
    lang: str,
    names: Sequence[str],
    compare: Callable[[dict[str, Any]], None],
    every: int,
    part: Msg,
    options: dict[str, Any] | None = None,
) -> None:
    """`compare` (the picture against the words) on the spectator's view every `every`
    decisions of a random game (seed 10 + `n`), at its end, and on a new table closed at the
    end of `part`, whose words must say so."""

    def check(state: Any, step: int) -> None:
        if step % every == 0:
            compare(game.view(state, None))

    end, _ = playout(game, n, seed=10 + n, check=check, options=options)
    compare(game.view(end, None))
    table = closed(game, n, part)
    compare(table)
    check_said_closed(game, table, names, lang)


# Every game: a seat's view holds its secrets, and its words must not.


def said_alike_by_every_seat(game: Game, state: Any, names: Sequence[str], lang: str) -> str:
    """The spectator's words, once each seat's own view is found to give the very same."""
    said = render.table_words(game.meta.id, game.view(state, None), names, lang)
    for seat in range(len(names)):
        assert render.table_words(game.meta.id, game.view(state, seat), names, lang) == said
    return said


def logged(view: dict[str, Any], names: Sequence[str], lang: str) -> str:
    """The log's lines as said: a secret the log names is a secret no more."""
    return " ".join(say(line, lang, names) for line in view["log"])


# Liberté and Frondeurs: states sampled by their own random walk, the words' tokens against
# each drawn text's (a cut name by its start).


def states(game: Game, n: int, seed: int, every: int) -> Iterator[Any]:
    """Copies of a random game's states, one every `every` decisions, and its end."""
    rng = random.Random(seed)
    state = game.setup(n, seed=seed)
    step = 0
    while game.outcome(state) is None:
        if step % every == 0:
            yield game.load(game.dump(state))
        seat = rng.choice(game.active_seats(state))
        game.apply(state, seat, rng.choice(game.prompt(state, seat).choices).id)
        step += 1
    yield game.load(game.dump(state))


@cache
def sampled(game_id: str, n: int, every: int) -> list[Any]:
    """The states of two random games (seeds 1 and 2) at `n` players, kept: every test of a
    game reads them."""
    game = registry.get(game_id)
    return [s for seed in (1, 2) for s in states(game, n, seed, every)]


def tokens(text: str) -> list[str]:
    """A text's words and numbers as a reader takes them: hyphened words whole, signs kept."""
    return re.findall(r"-?[\w’'][\w’'-]*", text.casefold())


def headings(text: str) -> set[str]:
    """The words' bold headings: in French, none may be the English one."""
    return set(re.findall(r"\*\*(.+?)\*\*", text))


def sections(said: str) -> list[list[str]]:
    """The words' parts, by their blank lines, each as its lines."""
    return [part.split("\n") for part in said.split("\n\n")]


def missing_texts(
    drawn: Iterable[str], said: str, skip: Collection[str] = (), short: Collection[str] = ()
) -> list[str]:
    """The drawn texts (but those in `skip`) with a token the words do not say: a name cut
    with "…" is said if a word starts so, and a short form in `short` needs not be said."""
    known = set(tokens(said))
    missing = []
    for text in drawn:
        if text.strip() in skip:
            continue
        parts = tokens(text.rstrip("…"))
        if text.endswith("…") and parts:  # a cut word: said whole, it starts so
            cut = parts.pop()
            if not any(word.startswith(cut) for word in known):
                missing.append(text)
        missing += [text for t in parts if t not in known and t.strip("-") not in short]
    return missing


def check_whole_and_compact(
    game_id: str,
    view: dict[str, Any],
    names: Sequence[str],
    lang: str,
    *,
    longest: int,
    same: Collection[str],
    english_words: str,
) -> str:
    """The words of one table (returned): not empty, at most `longest`, every player named, no
    message id left; in French, no heading the English words have (but the names in `same`)
    and none of the English words `english_words` (a regex alternation)."""
    said = render.table_words(game_id, view, names, lang)
    assert said.strip()
    assert len(said) <= longest, len(said)
    for name in names:
        assert name in said
    assert not re.search(rf"\b({game_id}|core)-[a-z0-9-]+", said), said  # no message id
    if lang == "fr":
        english = headings(render.table_words(game_id, view, names, "en"))
        assert not (headings(said) & english) - set(same), said
        assert not re.search(rf"\b({english_words})\b", said), said
    return said


def check_nothing_hidden(
    game: Game, sampled: Iterable[Any], names: Sequence[str], lang: str,
    hidden: Callable[[Any, int, str], Iterable[str]],
) -> int:  # fmt: skip
    """Each sampled state's words are said alike by every seat and name none of what
    `hidden(state, seat, lang)` gives; the count of names so checked."""
    seen = 0
    for state in sampled:
        public = said_alike_by_every_seat(game, state, names, lang)
        for seat in range(len(names)):
            for name in hidden(state, seat, lang):
                seen += 1
                assert name not in public, name
    return seen
