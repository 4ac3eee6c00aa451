"""What a move brings to light, for taking moves back: a move the host would let its player take
back must show nothing hidden. Dealing again what the mover cannot see (other hands, the deck)
and making the same move must leave the mover and the table seeing the same; and every game's
randomness is in generators the host can find."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.host.hidden import Sight, revealed
from bot.host.table import from_key
from games import registry
from games.core import Game, generator_states
from i18n import say
from storage import ActionRow
from tests.conformance import hidden

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in sorted({game.meta.min_players, game.meta.max_players})
]
STEPS = 150


@pytest.mark.parametrize(("game", "n"), CASES)
def test_a_move_that_may_be_taken_back_shows_its_player_nothing(game: Game, n: int) -> None:
    redeal = hidden.REDEALERS[game.meta.id]
    rng = random.Random(n)
    state = game.setup(n, 11)
    assert generator_states(state), "randomness lives in a games.core.Rng in the state"
    previous: ActionRow | None = None
    kept = judged = 0
    for _ in range(STEPS):
        if game.outcome(state) is not None:
            break
        seat = rng.choice(game.active_seats(state))
        choice = rng.choice(game.prompt(state, seat).choices).id
        text = game.dump(state)
        sight = Sight.of(game, state, text, n)
        other = redeal(game.load(text), seat, rng, False)
        game.apply(state, seat, choice)
        reason = revealed(game, sight, state, seat, previous)
        previous = ActionRow(0, seat, choice, "", reveals=reason, active=sight.active)
        if reason is not None:
            judged += 1
            continue
        kept += 1
        game.apply(other, seat, choice)
        assert game.view(other, seat) == game.view(state, seat), f"{choice} showed the mover"
        assert game.view(other, None) == game.view(state, None), f"{choice} showed the table"
    assert kept and judged, "the game played both kinds of move"


@dataclass
class Notes:
    """A game of one secret note, that its holder may pass to the next seat."""

    holder: int = 0
    passed: list[int] = field(default_factory=list)


class PassTheNote:
    """No deck, no generator, no `reveals`: only the generic rule sees the note change hands."""

    def view(self, state: Notes, seat: int | None) -> dict[str, Any]:
        return {"passes": len(state.passed)} | ({"note": "ace"} if seat == state.holder else {})

    def active_seats(self, state: Notes) -> list[int]:
        return [state.holder]

    def load(self, text: str) -> Notes:
        return Notes()


def test_the_generic_rule_sees_a_secret_shown() -> None:
    # assignment: a stand-in with only what Sight and revealed read (view, active_seats, load)
    game: Game = PassTheNote()  # type: ignore[assignment]
    state = Notes()
    sight = Sight.of(game, state, "", 3)
    state.holder = 1
    reason = revealed(game, sight, state, 0, None)
    assert reason is not None and say(from_key(reason)) == "it showed {s1} something hidden"
    sight = Sight.of(game, state, "", 3)
    state.passed.append(1)  # a public count changes: nothing hidden
    assert revealed(game, sight, state, 1, None) is None
