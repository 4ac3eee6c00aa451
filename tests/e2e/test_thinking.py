"""The strong stand-in thinks in a worker process of its own: its answer comes back from there,
one of the offered choices, while the quick level answers in the bot's own process."""

from __future__ import annotations

import players
from bot.thinking import Thinker
from games import registry


async def test_a_strong_decision_comes_back_from_the_worker_and_a_quick_one_at_once() -> None:
    game = registry.get("revolt")
    state = game.setup(4, 2)
    (seat,) = game.active_seats(state)
    prompt = game.prompt(state, seat)
    assert prompt is not None
    view, known = game.view(state, seat), players.information("revolt", state, seat)
    thinker = Thinker()
    try:
        strong = await thinker.think(
            players.Ask("revolt", "strong", view, prompt, seat, "2:1", known)
        )
        assert strong in prompt.choice_ids()
        assert thinker._pool is not None, "the search ran in the worker"
        quick = players.Ask("revolt", "quick", view, prompt, seat, "2:1")
        assert await thinker.think(quick) == players.decide(quick)
    finally:
        thinker.close()


async def test_a_hint_is_worked_out_in_the_worker_too() -> None:
    game = registry.get("revolt")
    state = game.setup(3, 5)
    (seat,) = game.active_seats(state)
    prompt = game.prompt(state, seat)
    assert prompt is not None
    view, known = game.view(state, seat), players.information("revolt", state, seat)
    thinker = Thinker()
    try:
        advice = await thinker.advise(
            players.Ask("revolt", "strong", view, prompt, seat, "5:1", known)
        )
        assert advice.choice in prompt.choice_ids() and advice.best is not None
        assert thinker._pool is not None, "the search ran in the worker"
    finally:
        thinker.close()
