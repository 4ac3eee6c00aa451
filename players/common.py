"""What every heuristic shares: the shape of a decision, and picking the best-scored choice."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.core import Choice, Prompt

Heuristic = Callable[[dict[str, Any], Prompt, int, random.Random], str]
"""`(view, prompt, seat, rng) -> choice id`: one seat's decision from what that seat is shown."""


def best(choices: list[Choice], score: Callable[[Choice], float], rng: random.Random) -> str:
    """The id of the highest-scored choice; equal scores are broken by `rng`, so a stand-in is
    not predictable from its first choice alone yet replays exactly from the same generator."""
    scored = [(score(c), c.id) for c in choices]
    top = max(s for s, _ in scored)
    return rng.choice([cid for s, cid in scored if s == top])


def prefix(choice_id: str) -> str:
    """ "play" of "play:N7": the kind of step a choice is, which names the decision."""
    return choice_id.partition(":")[0]


def argument(choice_id: str) -> str:
    """ "N7" of "play:N7"."""
    return choice_id.partition(":")[2]
