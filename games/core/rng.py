"""A seeded generator whose whole state is one integer, so it lives inside a game's JSON state.

SplitMix64: tiny, fast, and good enough for shuffles and dice; replaying the same choices from
the same seed gives the same numbers on every machine and Python version.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

from texts import Msg

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


_PLAIN = (str, int, float, bool, bytes, type(None))


def _may_hold(annotation: Any, seen: frozenset[Any] = frozenset()) -> bool:
    """Whether a value of this declared type could have an `Rng` inside: a field declared as
    text, numbers, an enumeration, or lists and maps of them cannot, and the walk below skips it."""
    if annotation in _PLAIN or annotation is Msg or annotation is typing.Literal:
        return False
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return False
    if origin is not None:  # list[str], dict[int, Card], X | None, Annotated[...]
        args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
        if origin is typing.Annotated:
            args = args[:1]
        return not args or any(_may_hold(a, seen) for a in args)
    if isinstance(annotation, type) and annotation not in seen:
        if issubclass(annotation, enum.Enum):  # a faction, a phase: its members are constants
            return False
        if issubclass(annotation, Rng):
            return True
        if issubclass(annotation, BaseModel) or dataclasses.is_dataclass(annotation):
            return bool(_holding_fields(annotation, seen | {annotation}))
    return True  # Any, a forward reference, a type met again inside itself: look


def _holding_fields(cls: type, seen: frozenset[Any] = frozenset()) -> tuple[str, ...]:
    if issubclass(cls, BaseModel):
        fields = {name: f.annotation for name, f in cls.model_fields.items()}
    elif dataclasses.is_dataclass(cls):
        hints = typing.get_type_hints(cls)
        fields = {f.name: hints.get(f.name, Any) for f in dataclasses.fields(cls)}
    else:
        raise TypeError(f"{cls} is neither a pydantic model nor a dataclass")
    return tuple(name for name, annotation in fields.items() if _may_hold(annotation, seen))


@cache
def holding_fields(cls: type) -> tuple[str, ...]:
    """The fields of a model or dataclass whose declared type could hold an `Rng`, once per
    class: most of a state (cards, names, counts) cannot, and is not walked."""
    return _holding_fields(cls, frozenset({cls}))


def generator_states(state: Any) -> list[int]:
    """The state of every `Rng` inside a game's state (pydantic models, dataclasses, lists and
    dicts), in a fixed order. Randomness comes only from them, so a move that leaves these
    unchanged used no chance: no die rolled, no shuffle, no random pick. Undo rests on this."""
    if isinstance(state, Rng):
        return [state.state]
    if isinstance(state, BaseModel) or (
        dataclasses.is_dataclass(state) and not isinstance(state, type)
    ):
        values: Any = (getattr(state, name) for name in holding_fields(type(state)))
    elif isinstance(state, dict):
        values = state.values()
    elif isinstance(state, list | tuple):
        values = state
    else:
        return []
    return [s for value in values for s in generator_states(value)]
