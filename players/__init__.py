"""The stand-in player: fills an empty seat, plays for an absent player until they come back,
and plays a resigned seat to the end. Like a person it sees only `view(state, seat)` and
`prompt(state, seat)`, never the state, and answers with one of the offered choice ids.

    bot = players.standin("revolt")            # or standin("revolt", "strong")
    choice_id = bot.choose(view, prompt, seat, rng)   # or bot.move(game, state, seat, rng)

Two levels (`LEVELS`): "quick" plays the game's heuristic (`HEURISTICS`) at once; "strong"
searches (`players.search`) for a second or so, where the game can deal its hidden parts again
from a view (`SAMPLERS`). A game without a heuristic gets the fallback, which picks at random
among the offered choices, and one without a sampler plays quick at either level, so a new game
is playable at once. docs/PLAYERS.md has the levels' strength.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from games import registry
from games.core import Game, Prompt
from games.revolt import sampling as revolt_sampling
from players import fr1789, frondeurs, guillotine, liberte, revolt
from players.common import Heuristic
from players.search import Budget, Sampler, Searcher

LEVELS = ("quick", "strong")

HEURISTICS: dict[str, Heuristic] = {
    "revolt": revolt.choose,
    "liberte": liberte.choose,
    "guillotine": guillotine.choose,
    "fr1789": fr1789.choose,
    "frondeurs": frondeurs.choose,
}

SAMPLERS: dict[str, Sampler] = {
    "revolt": revolt_sampling.determinize,
}


def fallback(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    """Any legal move: what every game gets until it has a heuristic."""
    return rng.choice(prompt.choices).id


class StandIn:
    """A seat's automatic player for one game. Pure: the same view, prompt and generator state
    give the same choice, so a match it played replays exactly from the action log."""

    def __init__(
        self, game_id: str, heuristic: Heuristic | None = None, backup: Heuristic = fallback
    ) -> None:
        self.game_id = game_id
        self.heuristic = heuristic or fallback
        self.backup = backup

    def choose(self, view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
        """One of `prompt`'s choice ids. A heuristic that fails, or answers something not on
        offer, must not stall a match: the fallback answers instead (tests call the heuristic
        directly, so they still see such a fault). The strong level's backup is the quick one."""
        if not prompt.choices:
            raise ValueError("a prompt without choices has nothing to choose")
        offered = prompt.choice_ids()
        state = rng.getstate()
        try:
            choice = self.heuristic(view, prompt, seat, rng)
        except Exception:
            choice = None
        if choice in offered:
            return choice
        rng.setstate(state)
        return self.backup(view, prompt, seat, rng)

    def move(self, game: Game, state: Any, seat: int, rng: random.Random) -> str | None:
        """The seat's choice now, or None when it has nothing to decide; reads the state only
        through the seat's view and prompt."""
        prompt = game.prompt(state, seat)
        if prompt is None or not prompt.choices:
            return None
        return self.choose(game.view(state, seat), prompt, seat, rng)


def standin(
    game_id: str,
    level: str = "quick",
    budget: Budget | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> StandIn:
    """The stand-in for `game_id` at `level`: quick plays its own heuristic if it has one, else
    the fallback; strong searches with `budget` (timed by `clock`) where the game has a sampler,
    and falls back on the quick level if the search ever fails."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
    quick = StandIn(game_id, HEURISTICS.get(game_id))
    sampler = SAMPLERS.get(game_id)
    if level == "quick" or sampler is None:
        return quick
    search = Searcher(registry.get(game_id), sampler, quick.choose, budget, clock)
    return StandIn(game_id, search.choose, backup=quick.choose)


def decide(
    game_id: str, level: str, view: dict[str, Any], prompt: Prompt, seat: int, seed: str
) -> str:
    """One stand-in decision from plain data, so it can run in a worker process: the
    generator is seeded from `seed` (the match's seed and version), and what it answers is
    logged like any move, so a replay never searches again."""
    return standin(game_id, level).choose(view, prompt, seat, random.Random(seed))


__all__ = [
    "HEURISTICS", "LEVELS", "SAMPLERS", "Budget", "StandIn", "decide", "fallback", "standin",
]  # fmt: skip
