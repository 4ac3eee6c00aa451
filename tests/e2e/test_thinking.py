"""The strong stand-in thinks in a worker process of its own: its answer comes back from there,
one of the offered choices, while the quick level answers in the bot's own process; the coach's
hints are worked out there too."""

from __future__ import annotations

import players
from bot.thinking import Thinker
from games import registry
from games.core import Prompt


def decision(players_count: int, seed: int) -> tuple[players.Ask, Prompt]:
    """The first decision of a Revolt game, as the strong level is asked it."""
    game = registry.get("revolt")
    state = game.setup(players_count, seed)
    (seat,) = game.active_seats(state)
    prompt = game.prompt(state, seat)
    assert prompt is not None
    view, known = game.view(state, seat), players.information("revolt", state, seat)
    return players.Ask("revolt", "strong", view, prompt, seat, f"{seed}:1", known), prompt


async def test_a_strong_decision_comes_back_from_the_worker_and_a_quick_one_at_once() -> None:
    ask, prompt = decision(4, 2)
    thinker = Thinker()
    try:
        assert await thinker.think(ask) in prompt.choice_ids()
        assert thinker._pool is not None, "the search ran in the worker"
        quick = players.Ask("revolt", "quick", ask.view, prompt, ask.seat, ask.seed)
        assert await thinker.think(quick) == players.decide(quick)
    finally:
        thinker.close()


async def test_a_hint_is_worked_out_in_the_worker_too() -> None:
    ask, prompt = decision(3, 5)
    thinker = Thinker()
    try:
        advice = await thinker.advise(ask)
        assert advice.choice in prompt.choice_ids() and advice.best is not None
        assert thinker._pool is not None, "the search ran in the worker"
    finally:
        thinker.close()
