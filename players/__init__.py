"""The stand-in player: fills an empty seat, plays for an absent player until they come back,
and plays a resigned seat to the end. Like a person it sees only `view(state, seat)` and
`prompt(state, seat)`, never the state, and answers with one of the offered choice ids.

    bot = players.standin("revolt")            # or standin("revolt", "strong")
    choice_id = bot.choose(view, prompt, seat, rng, known)   # or bot.move(game, state, seat, rng)

Two levels (`LEVELS`): "quick" plays the game's heuristic (`HEURISTICS`) at once; "strong"
searches (`players.search`) for a second or so, on deals of the hidden parts made from what the
seat knows (`known = information(game_id, state, seat)`, by the game's re-dealer in `SAMPLERS`).
A game without a heuristic gets the fallback, which picks at random among the offered choices,
and one without a re-dealer plays quick at either level, so a new game is playable at once.
docs/PLAYERS.md has the levels' strength.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games import registry
from games.core import Game, Prompt
from games.core.sampling import Redealer, redact
from games.fr1789.sampling import redeal as fr1789_redeal
from games.frondeurs.sampling import redeal as frondeurs_redeal
from games.guillotine.sampling import redeal as guillotine_redeal
from games.liberte.sampling import redeal as liberte_redeal
from games.revolt.sampling import redeal as revolt_redeal
from players import fr1789, frondeurs, guillotine, liberte, revolt
from players.common import Heuristic
from players.search import Budget, Searcher

LEVELS = ("quick", "strong")

HEURISTICS: dict[str, Heuristic] = {
    "revolt": revolt.choose,
    "liberte": liberte.choose,
    "guillotine": guillotine.choose,
    "fr1789": fr1789.choose,
    "frondeurs": frondeurs.choose,
}

# The strong level's budget where it is not the usual one (docs/PLAYERS.md has the trials): in
# Frondeurs and 1789 a quarter of a second won as often as 1.5 s, so the table waits a sixth as
# long on the bot (Guillotine won less often so: it keeps 1.5 s); in Revolt a deal played on for
# four tricks instead of two won 51 % of 200 games against 37.9 % on the same seeds.
BUDGETS: dict[str, Budget] = {
    "frondeurs": Budget(seconds=0.25),
    "fr1789": Budget(seconds=0.25),
    "revolt": Budget(horizon=4),
}

SAMPLERS: dict[str, Redealer] = {
    "revolt": revolt_redeal,
    "liberte": liberte_redeal,
    "guillotine": guillotine_redeal,
    "fr1789": fr1789_redeal,
    "frondeurs": frondeurs_redeal,
}


def budget_of(game_id: str) -> Budget:
    """How the strong level searches a decision in `game_id`: its time, cap and horizon."""
    return BUDGETS.get(game_id, Budget())


def fallback(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    """Any legal move: what every game gets until it has a heuristic."""
    return rng.choice(prompt.choices).id


class StandIn:
    """A seat's automatic player for one game. Pure: the same view, prompt, information state
    and generator state give the same choice (the strong level's also depend on its time
    budget), so a match it played replays exactly from the action log."""

    def __init__(
        self,
        game_id: str,
        heuristic: Heuristic | None = None,
        backup: Heuristic = fallback,
        search: Searcher | None = None,
    ) -> None:
        self.game_id = game_id
        self.heuristic = heuristic or fallback
        self.backup = backup
        self.search = search

    def choose(
        self,
        view: dict[str, Any],
        prompt: Prompt,
        seat: int,
        rng: random.Random,
        known: str | None = None,
    ) -> str:
        """One of `prompt`'s choice ids; the strong level searches when given the seat's
        information state `known`. A heuristic or search that fails, or answers something not
        on offer, must not stall a match: the backup answers instead (the quick level's for
        the strong one; tests call the heuristic directly, so they still see such a fault),
        from the generator as the failure left it, so the same inputs still give the same
        choice. (Not saved and restored around each call: a search's playouts call this at
        every step, where copying the generator's state cost about 5 % of the time.)"""
        if not prompt.choices:
            raise ValueError("a prompt without choices has nothing to choose")
        offered = prompt.choice_ids()
        try:
            if self.search is not None and known is not None:
                choice = self.search.think(view, prompt, seat, rng, known).choice
            else:
                choice = self.heuristic(view, prompt, seat, rng)
        except Exception:
            choice = None
        if choice in offered:
            return choice
        return self.backup(view, prompt, seat, rng)

    def move(self, game: Game, state: Any, seat: int, rng: random.Random) -> str | None:
        """The seat's choice now, or None when it has nothing to decide; reads the state only
        through the seat's view, prompt and information state."""
        prompt = game.prompt(state, seat)
        if prompt is None or not prompt.choices:
            return None
        known = information(game.meta.id, state, seat) if self.search is not None else None
        return self.choose(game.view(state, seat), prompt, seat, rng, known)


def information(game_id: str, state: Any, seat: int) -> str | None:
    """What `seat` knows, as the game's dumped state with every secret of the others in one
    fixed place (`games.core.sampling.redact`): the same for any two histories the seat cannot
    tell apart (tests/players/test_twins.py), so the search can read nothing else. The host
    computes it, as it does the view; None for a game without a re-dealer."""
    redeal = SAMPLERS.get(game_id)
    if redeal is None:
        return None
    game = registry.get(game_id)
    return game.dump(redact(redeal, game.load(game.dump(state)), seat))


def standin(
    game_id: str,
    level: str = "quick",
    budget: Budget | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> StandIn:
    """The stand-in for `game_id` at `level`: quick plays its own heuristic if it has one, else
    the fallback; strong searches with `budget` (the game's own, `budget_of`, unless given;
    timed by `clock`) where the game has a re-dealer, and answers as the quick level would if
    the search ever fails."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
    quick = StandIn(game_id, HEURISTICS.get(game_id))
    redeal = SAMPLERS.get(game_id)
    if level == "quick" or redeal is None:
        return quick
    budget = budget or budget_of(game_id)
    search = Searcher(registry.get(game_id), redeal, quick.choose, budget, clock)
    return StandIn(game_id, quick.heuristic, backup=quick.choose, search=search)


@dataclass(frozen=True)
class Ask:
    """One stand-in decision as plain data, so it can be sent to a worker process: the seat's
    view and prompt, its information state `known` (for the strong level), and the `seed` of
    its generator (the host's: from the match, the move and the seat, never from the deal's
    seed, which would tell every hand)."""

    game_id: str
    level: str
    view: dict[str, Any]
    prompt: Prompt
    seat: int
    seed: str
    known: str | None = None


def decide(ask: Ask) -> str:
    """The stand-in's answer to `ask`. What it answers is logged like any move, so a replay
    never searches again."""
    bot = standin(ask.game_id, ask.level)
    return bot.choose(ask.view, ask.prompt, ask.seat, random.Random(ask.seed), ask.known)


__all__ = [
    "BUDGETS", "HEURISTICS", "LEVELS", "SAMPLERS", "Ask", "Budget", "StandIn", "budget_of",
    "decide", "fallback", "information", "standin",
]  # fmt: skip
