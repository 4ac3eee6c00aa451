"""The coach (`/game hint`): what the strong level would play in a player's seat, and why, from
exactly what the strong stand-in is given there (the seat's view, prompt and information state,
`players.information`), so a hint can tell a player nothing their own seat does not know.

The "why" is the search's own evidence: over the deals of what the seat cannot see that it
played the choice on, how far ahead of (or behind) the best rival it left the seat on average,
and how often ahead, beside the next best choice.
Plain data, so it can be worked out in the bot's thinking worker and said by the host.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from players import Ask, standin
from players.search import Budget, Thought

# Within the two seconds a player waits on a private answer: the search stops at 1.5 s of wall
# time (or the usual 400 playouts), as the strong stand-in's does in most games.
BUDGET = Budget(seconds=1.5)


@dataclass(frozen=True)
class Tried:
    """One choice as the search saw it: the deals it was played on, the seat's average lead
    over its best rival after them (`margin`: negative behind; a win counts extra), and in how
    many it was ahead."""

    choice: str
    deals: int
    margin: float
    ahead: int

    @property
    def share(self) -> float:
        return self.ahead / self.deals if self.deals else 0.0


@dataclass(frozen=True)
class Advice:
    """The coach's answer: `best`, and `runner_up` (the next best choice the search tried)
    when it did worse on its deals; both None for a choice it did not search (only one on
    offer, or the search failed: `choice` is then the quick level's)."""

    choice: str
    best: Tried | None = None
    runner_up: Tried | None = None


def advice_of(thought: Thought) -> Advice:
    """What a search found, as the coach says it: its choice, and the other tried choice with
    the best average after it, if that did worse (the search keeps the quick level's own choice
    until another shows itself better over enough deals, so one tried on a few lucky deals may
    average more: no reason against the choice, and not said as one)."""
    tried = {c: a for c, a in thought.arms.items() if a.tried}
    if thought.choice not in tried:
        return Advice(thought.choice)

    def said(choice: str) -> Tried:
        arm = tried[choice]
        return Tried(choice, arm.tried, arm.gained / arm.tried, arm.ahead)

    best = said(thought.choice)
    others = sorted((said(c) for c in tried if c != thought.choice), key=lambda t: -t.margin)
    runner_up = others[0] if others and others[0].margin < best.margin else None
    return Advice(thought.choice, best, runner_up)


def advise(ask: Ask, budget: Budget = BUDGET) -> Advice:
    """The coach's answer to `ask` (a seat's decision, as the stand-in is asked it); the quick
    level's choice, unexplained, where the game cannot be searched or the search fails."""
    rng = random.Random(ask.seed)
    strong = standin(ask.game_id, "strong", budget)
    if strong.search is not None and ask.known is not None:
        try:
            thought = strong.search.think(ask.view, ask.prompt, ask.seat, rng, ask.known)
        except Exception:  # a hint must answer: the quick level's choice stands in
            thought = None
        if thought is not None and thought.choice in ask.prompt.choice_ids():
            return advice_of(thought)
    return Advice(strong.backup(ask.view, ask.prompt, ask.seat, rng))
