"""Clicks a player turn takes when the choices are sensible ones (the stand-in's, in every seat)
rather than random: a turn is a run of decisions by one seat, and costs "Your move" plus one
click a decision (the next step of a move is shown at once). Random play, as the whole-game
table figures count it, wanders through menus no player would open."""

from __future__ import annotations

import random
from typing import TypedDict

from games.core import Game
from players import standin


class Clicks(TypedDict):
    clicks: str  # the game's id
    players: int
    decisions_per_turn: float
    clicks_per_turn: float


def bench_clicks(game: Game, players: int, games: int = 3) -> Clicks:
    player = standin(game.meta.id)
    decisions = turns = 0
    for seed in range(games):
        rng = random.Random(seed)
        state, previous = game.setup(players, seed), None
        while game.outcome(state) is None:
            seat = game.active_seats(state)[0]
            prompt = game.prompt(state, seat)
            assert prompt is not None
            game.apply(state, seat, player.choose(game.view(state, seat), prompt, seat, rng))
            decisions += 1
            turns += seat != previous
            previous = seat
    return {
        "clicks": game.meta.id,
        "players": players,
        "decisions_per_turn": round(decisions / turns, 1),
        "clicks_per_turn": round((decisions + turns) / turns, 1),
    }
