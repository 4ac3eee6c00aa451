"""Chapters and standings, for every registered game: the host posts one board per chapter and
the score chart plots the standings, so both must hold for any game that registers."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import registry
from games.core import Game
from i18n import say
from tests.conformance import hidden
from tests.conformance.states import sampled_states
from tests.conformance.test_contract import CASES, playout

CHAPTER_MAX = 40


@pytest.mark.parametrize(("game", "n", "seed"), CASES)
def test_chapters_move_on_and_never_come_back(game: Game, n: int, seed: int) -> None:
    """A chapter is a short heading; once the table has left it, no later board belongs to it
    (a spectator would find one trick's board in two places)."""
    seen: list[str] = []

    def note(state: Any, step: int = 0) -> None:
        chapter = say(game.chapter(state))  # a Msg, or a str from a game not yet converted
        assert chapter.strip(), f"empty chapter at move {step}"
        assert len(chapter) <= CHAPTER_MAX, chapter
        if seen and seen[-1] == chapter:
            return
        assert chapter not in seen, f"chapter {chapter!r} comes back at move {step}: {seen}"
        seen.append(chapter)
        standing = game.standing(state)
        assert set(standing) == set(range(n)), f"standing {standing} misses seats"

    end, _ = playout(game, n, seed, note)
    note(end)
    assert len(seen) > 3, f"a whole game in {len(seen)} chapters: {seen}"
    outcome = game.outcome(end)
    assert outcome is not None
    assert game.standing(end) == outcome.scores


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
def test_the_chapter_is_public(game: Game) -> None:
    """Every seat and spectator sees the same heading: dealing again what a seat cannot see
    leaves it unchanged."""
    n = game.meta.max_players
    redeal = hidden.REDEALERS[game.meta.id]
    rng = random.Random(n)
    for state in sampled_states(game, n, 11)[:-1]:
        text = game.dump(state)
        for seat in range(n):
            other = redeal(game.load(text), seat, rng, False)
            assert game.chapter(other) == game.chapter(state)
