"""Frondeurs' table in words (`render.table_words`): through whole games, at the fewest and the
most players, in every language, it is said whole (every player, no message id left, nothing
English in French), compact, holds every fact the table picture draws, and nothing a seat's
view alone holds."""

from __future__ import annotations

import re
from typing import Any

import pytest

import render
from games import registry
from games.core import Game, Msg
from games.frondeurs import flow
from games.frondeurs.data import DATA
from games.frondeurs.picking import name as space_name
from i18n import LANGS, say
from render.common import measuring
from render.frondeurs.board import controls
from render.frondeurs.panel import total
from render.frondeurs.style import ORDER
from render.frondeurs.words import AREAS
from tests.conformance import words as checks

GAME: Game = registry.get("frondeurs")
COUNTS = (GAME.meta.min_players, 3, GAME.meta.max_players)  # 3: the Dummy
NAMES = ["Anne", "Bertrand", "Chloé", "Dmitri"]
# The longest the words may be with these names: a typical table says about 1,700 characters
# (a Discord message holds 2,000); a crowded board late in a game, with a long decision, up to
# about 2,300.
LONGEST = 2500
EVERY = 31  # decisions between the states looked at
# The words' sections (`sections`): the banner, the factions, the map, the tokens and arrests.


def games(n: int) -> list[Any]:
    return checks.sampled("frondeurs", n, EVERY)


def words(view: dict[str, Any], n: int, lang: str) -> str:
    return render.table_words("frondeurs", view, NAMES[:n], lang)


def test_every_area_is_read() -> None:
    assert sorted(AREAS) == sorted({s.zone for s in DATA.board.spaces})


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_are_whole_and_compact(n: int, lang: str) -> None:
    same = {
        say(Msg(f"frondeurs-zone-{z}"), "fr")
        for z in AREAS
        if say(Msg(f"frondeurs-zone-{z}"), "fr") == say(Msg(f"frondeurs-zone-{z}"), "en")
    }
    for state in games(n):
        view = GAME.view(state, None)
        checks.check_whole_and_compact(
            "frondeurs",
            view,
            NAMES[:n],
            lang,
            longest=LONGEST,
            same=same,
            english_words=r"the|and|in hand|points;|Map|Crowns|Coins",
        )


# Drawn strings that carry no fact of their own: none. The picture's icons are not words: 🂠 the
# cards in hand, ☀ a Season card among them, ♛ Crowns, ● Coins, 🗡 Musketeers, ♟ the King's
# Pawn, each said in full beside its number (`test_each_faction_is_said_as_the_strip_shows`).
DECORATION: set[str] = set()


def test_tokens_split_as_the_words_are_read() -> None:
    assert checks.tokens("🂠2☀ ♛1 ●3 -7") == ["2", "1", "3", "-7"]
    assert checks.tokens("Parl. de Bordeaux · Condéean") == ["parl", "de", "bordeaux", "condéean"]


def unsaid(view: dict[str, Any], n: int, lang: str, said: str | None = None) -> list[str]:
    """The facts the table picture of `view` draws that its words (or `said`) do not say:
    every token of every drawn text (a name cut with "…" by its start)."""
    with measuring() as ledger:
        render.table_png("frondeurs", view, NAMES[:n], lang)
    return checks.missing_texts(
        ledger.texts, words(view, n, lang) if said is None else said, DECORATION
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_what_the_picture_draws(n: int, lang: str) -> None:
    for state in games(n)[::2]:
        assert unsaid(GAME.view(state, None), n, lang) == []


def test_a_fact_left_out_is_caught() -> None:
    """The comparison can fail: words that leave out a Space the last move named, or a
    faction's player."""
    view = next(
        v for v in map(lambda s: GAME.view(s, None), games(4)) if v["choosing"] and v["cubes"]
    )
    full = words(view, 4, "en")
    named = say(space_name(view["choosing"][0]), "en")
    assert named in unsaid(view, 4, "en", full.replace(named, ""))
    assert "Chloé" in unsaid(view, 4, "en", full.replace("Chloé", ""))
    assert unsaid(view, 4, "en", full) == []


@pytest.mark.parametrize("lang", LANGS)
def test_each_space_is_said_with_its_cubes(lang: str) -> None:
    for state in games(4)[::3]:
        view = GAME.view(state, None)
        lines = checks.sections(words(view, 4, lang))[2]
        held = {s: {f: n for f, n in h.items() if n} for s, h in view["cubes"].items()}
        held = {s: h for s, h in held.items() if h}
        assert len([ln for ln in lines[2:] if not ln.startswith("**")]) == len(held) + bool(
            {s.zone for s in DATA.board.spaces} - {DATA.spaces[s].zone for s in held}
        )
        for space, cubes in held.items():
            name = say(space_name(space), lang)
            line = next(ln for ln in lines if re.match(rf"{re.escape(name)}\u00a0?:", ln))
            for f, n in cubes.items():
                assert re.search(
                    rf": {n} {say(Msg(f'frondeurs-faction-{f}'), lang)[:5]}", line, re.IGNORECASE
                ), line
            control = "Control" if lang == "en" else "Contrôle"
            assert (control in line) == (controls(space, cubes) is not None), line


@pytest.mark.parametrize("lang", LANGS)
def test_the_tokens_and_arrests_are_said(lang: str) -> None:
    for state in games(4)[::3]:
        view = GAME.view(state, None)
        lines = checks.sections(words(view, 4, lang))[3]
        for key, on in (
            ("crowns", view["crowns_on"]),
            ("coins", view["coins_on"]),
            ("musketeers", {s: 1 for s in view["musketeers_on"]}),
            ("arrests", {s: 1 for s in view["arrested"]}),
        ):
            start = say(Msg(f"frondeurs-words-{key}", spaces="|"), lang).split("|")[0]
            line = next((ln for ln in lines if ln.startswith(start)), "")
            for space, n in on.items():
                if n:
                    name = say(space_name(space), lang)
                    assert (
                        name + (f" ({n})" if n > 1 and key in ("crowns", "coins") else "") in line
                    ), (name, line)


@pytest.mark.parametrize("n", COUNTS)
def test_each_faction_is_said_as_the_strip_shows(n: int) -> None:
    for state in games(n)[::3]:
        view = GAME.view(state, None)
        lines = checks.sections(words(view, n, "en"))[1][1:]
        assert len(lines) == len(ORDER)
        for f, line in zip(ORDER, lines, strict=True):
            v = view["factions"][f]
            score = total(view, f)
            assert f": {score} point" in line, line
            assert f"{v['hand_size']} card" in line, line
            assert ("Season card" in line) == bool(v["season_cards"]), line
            assert (f"{v['crowns']} Crown" in line) == bool(v["crowns"]), line
            assert (f"{v['coins']} Coin" in line) == bool(v["coins"]), line
            assert ("Musketeers:" in line) == bool(v["musketeers"]), line
            assert ("King's Pawn" in line) == (view["kings_pawn"]["holder"] == f), line


def hidden(state: Any, seat: int, lang: str) -> list[str]:
    """What only a seat's view holds: the names of the cards in its hand (but a face-up
    Dummy's, the Discard Row's, or any that a public name matches)."""
    public = GAME.view(state, None)
    shown = set(public["discard_row"]) | {
        c for v in public["factions"].values() for c in v.get("hand", [])
    }
    places = {say(space_name(s.id), lang) for s in DATA.board.spaces}
    yours = GAME.view(state, seat)["yours"].values()
    cards = [c for held in yours for c in held["hand"]]
    names = {say(flow.card_name(c), lang) for c in cards if c not in shown}
    return sorted(names - places)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_nothing_hidden_is_said(n: int, lang: str) -> None:
    """The words read only the public view: a seat's own view says the same words, and no card
    only a hand holds is named."""
    assert checks.check_nothing_hidden(GAME, games(n)[::3], NAMES[:n], lang, hidden)


@pytest.mark.parametrize("lang", LANGS)
def test_a_closed_board_awaits_nobody(lang: str) -> None:
    state = games(4)[3]
    view = GAME.view(state, None)
    chapter = GAME.chapter(state)
    said = words({**view, "over": chapter, "chapter": chapter}, 4, lang)
    assert say(Msg("core-part-over", part=chapter), lang) in said
    assert "to play" not in said and "de jouer" not in said
