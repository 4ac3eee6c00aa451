"""A seeded generator whose whole state is one integer, so it lives inside a game's JSON state.

SplitMix64: tiny, fast, and good enough for shuffles and dice; replaying the same choices from
the same seed gives the same numbers on every machine and Python version.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng(BaseModel):
    state: int = 0

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform in 0..n-1, by rejection so there is no modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def roll(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def generator_states(state: Any) -> list[int]:
    """The state of every `Rng` inside a game's state (pydantic models, dataclasses, lists and
    dicts), in a fixed order. Randomness comes only from them, so a move that leaves these
    unchanged used no chance: no die rolled, no shuffle, no random pick. Undo rests on this."""
    if isinstance(state, Rng):
        return [state.state]
    if isinstance(state, BaseModel):
        values: Any = (getattr(state, name) for name in type(state).model_fields)
    elif dataclasses.is_dataclass(state) and not isinstance(state, type):
        values = (getattr(state, f.name) for f in dataclasses.fields(state))
    elif isinstance(state, dict):
        values = state.values()
    elif isinstance(state, list | tuple):
        values = state
    else:
        return []
    return [s for value in values for s in generator_states(value)]
