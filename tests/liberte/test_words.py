"""Liberté's table in words (`render.table_words`): through whole games, at the fewest and the
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
from games.liberte.data import DATA, Faction
from i18n import LANGS, say
from render.common import measuring
from tests.conformance import words as checks

GAME: Game = registry.get("liberte")
COUNTS = (GAME.meta.min_players, GAME.meta.max_players)
NAMES = ["Anne", "Bertrand", "Chloé", "Dmitri", "Élise", "Fabien"]
# The longest the words may be with these names: a typical table at six players says about
# 1,700 characters (a Discord message holds 2,000); a full board at the end, with every
# province holding two or three stacks, and long log lines, up to about 2,400.
LONGEST = 2500
EVERY = 23  # decisions between the states looked at
# The words' sections (`sections`): the banner, the players, the election track and government,
# the provinces, the latest moves.


def games(n: int) -> list[Any]:
    return checks.sampled("liberte", n, EVERY)


def words(view: dict[str, Any], n: int, lang: str) -> str:
    return render.table_words("liberte", view, NAMES[:n], lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_are_whole_and_compact(n: int, lang: str) -> None:
    same = {DATA.region_name(code) for code in DATA.regions}  # the data's names, in any language
    for state in games(n):
        view = GAME.view(state, None)
        said = checks.check_whole_and_compact(
            "liberte",
            view,
            NAMES[:n],
            lang,
            longest=LONGEST,
            same=same,
            english_words=r"the|and|in hand|in display|Players|VP",
        )
        assert "{s" not in said  # every seat named


# Drawn strings that carry no fact of their own: the legend of a stack on the board.
DECORATION = {"a player's", "stack of 2", "la pile de 2", "d’un joueur"}
# The picture's short forms of words said in full: the column "shown" (« vitr. ») is "in
# display", "Gov."/"Opp." the government and opposition, "Counter-rev." the Counter-revolution,
# "White pts" White Points.
SHORT = {"shown", "vitr", "gov", "gouv", "opp", "counter-rev", "contre-rév", "pts"}


def test_tokens_split_as_the_words_are_read() -> None:
    assert checks.tokens("⚜ Counter-rev. 4/7") == ["counter-rev", "4", "7"]
    assert checks.tokens("Île-de-France +2, (white 1); #63") == [
        "île-de-france",
        "2",
        "white",
        "1",
        "63",
    ]


def unsaid(view: dict[str, Any], n: int, lang: str, said: str | None = None) -> list[str]:
    """The facts the table picture of `view` draws that its words (or `said`) do not say: every
    token of every drawn text (a name cut with "…" by its start), but for the legend and the
    short forms."""
    with measuring() as ledger:
        render.table_png("liberte", view, NAMES[:n], lang)
    return checks.missing_texts(
        ledger.texts, words(view, n, lang) if said is None else said, DECORATION, SHORT
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_the_words_say_what_the_picture_draws(n: int, lang: str) -> None:
    for state in games(n)[::3]:
        assert unsaid(GAME.view(state, None), n, lang) == []


def test_a_fact_left_out_is_caught() -> None:
    """The comparison can fail: words that leave out a province's stacks, or the latest move."""
    view = GAME.view(games(6)[-1], None)
    n = next(i for i, stacks in enumerate(view["board"]) if stacks)
    board = [list(stacks) for stacks in view["board"]]
    board[n] = []
    lessened = words({**view, "board": board}, 6, "en")
    province = DATA.province_name(n + 1)
    assert province in unsaid(view, 6, "en", lessened.replace(province, ""))
    view = next(
        v for v in map(lambda s: GAME.view(s, None), games(6)) if "#" in say(v["log"][-1], "en")
    )
    latest = say(view["log"][-1], "en", NAMES)  # a card played, named nowhere else
    assert unsaid(view, 6, "en", words(view, 6, "en").replace(latest, ""))


def stack_said(stack: dict[str, Any], lang: str) -> str:
    height = stack["height"]
    colour = Faction(stack["faction"]).colour("m" if height == 1 else "mp")
    return say(
        Msg("liberte-stack-short", who=f"{{s{stack['owner']}}}", height=height, colour=colour),
        lang,
        NAMES,
    )


@pytest.mark.parametrize("lang", LANGS)
def test_each_province_is_said_with_its_stacks_highest_first(lang: str) -> None:
    for state in games(6)[::4]:
        view = GAME.view(state, None)
        lines = checks.sections(words(view, 6, lang))[3]
        for n, stacks in enumerate(view["board"], 1):
            name = DATA.province_name(n)
            line = next((ln for ln in lines if re.match(rf"{re.escape(name)}\b(?!-)", ln)), None)
            if not stacks:
                assert line is None
                assert any(ln.startswith(("Empty", "Vide")) and name in ln for ln in lines)
                continue
            assert line is not None, name
            said = [stack_said(s, lang) for s in sorted(stacks, key=lambda s: -s["height"])]
            assert ", ".join(said) in line, (line, said)
            marks = DATA.provinces[n]
            assert ("⚜" in line.split(":")[0]) == marks.fleur_de_lis
            assert (f"({marks.vp} " in line) == bool(marks.vp)


@pytest.mark.parametrize("lang", LANGS)
def test_each_player_is_said_with_score_and_hand(lang: str) -> None:
    for state in games(6)[::4]:
        view = GAME.view(state, None)
        players = checks.sections(words(view, 6, lang))[1]
        assert len(players) == 7  # the heading, then a line a player
        for s, p in enumerate(view["players"]):
            line = next(ln for ln in players if ln.startswith(NAMES[s]))
            numbers = re.findall(r"\d+", line)
            if view["outcome"] is None:
                assert numbers[:2] == [str(p["vp"]), str(p["hand_size"])], line


def hidden(state: Any, seat: int, lang: str) -> list[str]:
    """The cards in a seat's hand that nothing public names: not a display, not the face-up
    row, not a move of the log (a card taken from the face-up row is named there)."""
    public = GAME.view(state, None)
    told = " ".join(say(line, lang) for line in public["log"])
    shown = {k for p in public["players"] for k in p["display"]} | set(public["face_up"])
    names = [say(DATA.card_name(k), lang) for k in GAME.view(state, seat)["hand"] if k not in shown]
    return [name for name in names if name not in told]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n", COUNTS)
def test_nothing_hidden_is_said(n: int, lang: str) -> None:
    """The words read only the public view: a seat's own view says the same words, and no card
    only a hand holds is named."""
    checks.check_nothing_hidden(GAME, games(n)[::3], NAMES[:n], lang, hidden)


@pytest.mark.parametrize("lang", LANGS)
def test_a_closed_board_awaits_nobody(lang: str) -> None:
    state = games(3)[4]
    view = GAME.view(state, None)
    closed = {**view, "over": view["chapter"], "chapter": view["chapter"]}
    said = words(closed, 3, lang)
    assert say(Msg("core-part-over", part=view["chapter"]), lang) in said
    assert say(view["status"], lang, NAMES[:3]) not in said
