"""The strong stand-in: determinized Monte Carlo search over the engine contract.

Like a person it is given one seat's view and prompt and what that seat knows (its information
state: the state with every secret of the other seats, the deck's order and the generator's
state blanked, `games.core.sampling.redact`), never the state. For each decision it deals the
hidden parts again in a way the seat cannot tell from the truth (`fill`, with the game's
re-dealer in `games/<game>/sampling.py`, the one the leak tests use), tries one of its offered
choices on that deal, lets every seat play on with the quick heuristic until the chapter ends
(`Game.chapter`: a trick, a round), and scores the result by `Game.standing`. Choices are tried
by UCB1 over all these deals (a one-level information-set tree: the seat's own next decision;
everything after it is the heuristic's, which a budget of about a second could not explore
deeper anyway). The heuristic's own choice starts with a head start, so a search cut short
plays as the quick level does. docs/PLAYERS.md says why we wrote this rather than use a library.

It stops at a wall-clock budget or an iteration cap, whichever comes first; the clock is
injected, so tests control it. What it chose is logged like any move: replays never search.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.core import Game, Prompt
from games.core.sampling import Redealer, fill
from players.common import Heuristic

HEAD_START = 3  # virtual playouts, at the best value seen, for the heuristic's own choice
EXPLORE = 0.6  # UCB1's constant, in units of the spread of the values seen
MAX_STEPS = 400  # moves in one playout, whatever the chapter: a safety net, never reached
# A step back in a move made of several (the games' "back"): no move at all, so never searched
# while anything else is on offer; a search that took it would face the same step again and
# could go back and forth, and a hint would say "go back".
NAVIGATION = frozenset({"back"})


@dataclass(frozen=True)
class Budget:
    """How long one decision may think: `seconds` of wall time and at most `iterations`
    playouts (whichever ends first); `horizon` chapters played out before scoring."""

    seconds: float = 1.5
    iterations: int = 400
    horizon: int = 2


@dataclass
class Arm:
    """One choice's playouts: `visits` and the sum of their values (with the heuristic's head
    start); and the deals really played (`tried`), the sum of their values (`gained`) and how
    many left the seat ahead of every rival (`ahead`): what the coach tells a player
    (`players.coach`)."""

    visits: float = 0.0
    total: float = 0.0
    tried: int = 0
    gained: float = 0.0
    ahead: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class Thought:
    """What one search did, for the benchmark and the tests."""

    choice: str
    playouts: int
    arms: dict[str, Arm] = field(default_factory=dict)


def margin(game: Game, state: Any, seat: int) -> float:
    """The seat's score ahead of (or behind) the best rival's: what a player fighting for the
    win wants to grow. A finished game adds a win bonus the size of a typical lead."""
    scores = game.standing(state)
    rival = max((v for s, v in scores.items() if s != seat), default=0.0)
    value = scores[seat] - rival
    outcome = game.outcome(state)
    if outcome is not None and seat in outcome.winners:
        value += 1.0 + abs(value)
    return value


class Searcher:
    """The strong level for one game: `choose(view, prompt, seat, rng)` like a heuristic."""

    def __init__(
        self,
        game: Game,
        redeal: Redealer,
        policy: Heuristic,  # never fails and answers an offered choice: `StandIn.choose`
        budget: Budget | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.game = game
        self.redeal = redeal
        self.policy = policy
        self.budget = budget or Budget()
        self.clock = clock

    def think(
        self, view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random, known: str
    ) -> Thought:
        """The choice for `seat`, from its view, prompt and information state `known` (dumped
        by the game, as `players.information` gives it)."""
        offered = [c for c in prompt.choice_ids() if c not in NAVIGATION] or prompt.choice_ids()
        hint = self.policy(view, prompt, seat, rng)
        if len(offered) == 1:
            return Thought(offered[0], 0)
        deadline = self.clock() + self.budget.seconds
        arms = {c: Arm() for c in offered}
        low, high, playouts = math.inf, -math.inf, 0
        while playouts < self.budget.iterations and self.clock() < deadline:
            state = fill(self.redeal, self.game.load(known), seat, rng)
            choice = self.pick(arms, playouts, high - low if playouts else 1.0, rng)
            value = self.playout(state, seat, choice, rng)
            arms[choice].visits += 1
            arms[choice].total += value
            arms[choice].tried += 1
            arms[choice].gained += value
            arms[choice].ahead += value > 0
            low, high, playouts = min(low, value), max(high, value), playouts + 1
        if playouts and hint in arms:  # the heuristic's head start: as good as the best seen,
            arms[hint].visits += HEAD_START  # until shown not (none for a step back)
            arms[hint].total += HEAD_START * high
        tried = [c for c in offered if arms[c].visits]
        if not tried:  # no time for a single playout: the heuristic's move, if it is one
            return Thought(hint if hint in offered else offered[0], 0)
        best = max(tried, key=lambda c: (arms[c].mean, arms[c].visits))
        return Thought(best, playouts, arms)

    def pick(self, arms: dict[str, Arm], playouts: int, spread: float, rng: random.Random) -> str:
        """UCB1: every choice once, then the best mean plus a bonus for the little tried."""
        untried = [c for c, a in arms.items() if not a.visits]
        if untried:
            return rng.choice(untried)
        scale = EXPLORE * max(spread, 1e-6)
        log_n = math.log(playouts)
        return max(arms, key=lambda c: arms[c].mean + scale * math.sqrt(log_n / arms[c].visits))

    def playout(self, state: Any, seat: int, choice: str, rng: random.Random) -> float:
        """`choice` on the sampled deal, then the heuristic for everyone to the horizon."""
        game = self.game
        chapter = game.chapter(state)
        chapters = 0
        game.apply(state, seat, choice)
        for _ in range(MAX_STEPS):
            if game.outcome(state) is not None:
                break
            now = game.chapter(state)
            if now != chapter:
                chapters, chapter = chapters + 1, now
                if chapters >= self.budget.horizon:
                    break
            if not self.step(state, rng):
                break
        return margin(game, state, seat)

    def step(self, state: Any, rng: random.Random) -> bool:
        """One heuristic move by the first active seat with a decision; False when none has."""
        game = self.game
        for s in game.active_seats(state):
            prompt = game.prompt(state, s)
            if prompt is None or not prompt.choices:
                continue
            game.apply(state, s, self.policy(game.view(state, s), prompt, s, rng))
            return True
        return False
