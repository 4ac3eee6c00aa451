"""The stand-in player: fills an empty seat, plays for an absent player until they come back,
and plays a resigned seat to the end. Like a person it sees only `view(state, seat)` and
`prompt(state, seat)`, never the state, and answers with one of the offered choice ids.

    bot = players.standin("revolt")
    choice_id = bot.choose(view, prompt, seat, rng)   # or bot.move(game, state, seat, rng)

A game with a heuristic of its own (`HEURISTICS`) plays it; any other game gets the fallback,
which picks at random among the offered choices, so a new game is playable at once.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import Game, Prompt
from players import fr1789, frondeurs, guillotine, liberte, revolt
from players.common import Heuristic

HEURISTICS: dict[str, Heuristic] = {
    "revolt": revolt.choose,
    "liberte": liberte.choose,
    "guillotine": guillotine.choose,
    "fr1789": fr1789.choose,
    "frondeurs": frondeurs.choose,
}


def fallback(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    """Any legal move: what every game gets until it has a heuristic."""
    return rng.choice(prompt.choices).id


class StandIn:
    """A seat's automatic player for one game. Pure: the same view, prompt and generator state
    give the same choice, so a match it played replays exactly from the action log."""

    def __init__(self, game_id: str, heuristic: Heuristic | None = None) -> None:
        self.game_id = game_id
        self.heuristic = heuristic or fallback

    def choose(self, view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
        """One of `prompt`'s choice ids. A heuristic that fails, or answers something not on
        offer, must not stall a match: the fallback answers instead (tests call the heuristic
        directly, so they still see such a fault)."""
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
        return fallback(view, prompt, seat, rng)

    def move(self, game: Game, state: Any, seat: int, rng: random.Random) -> str | None:
        """The seat's choice now, or None when it has nothing to decide; reads the state only
        through the seat's view and prompt."""
        prompt = game.prompt(state, seat)
        if prompt is None or not prompt.choices:
            return None
        return self.choose(game.view(state, seat), prompt, seat, rng)


def standin(game_id: str) -> StandIn:
    """The stand-in for `game_id`: its own heuristic if it has one, else the fallback."""
    return StandIn(game_id, HEURISTICS.get(game_id))


__all__ = ["HEURISTICS", "StandIn", "fallback", "standin"]
