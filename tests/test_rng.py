"""`generator_states` finds every generator in a state however deep, while walking only the
fields whose declared type could hold one (undo's "did this move use chance" rests on it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from games.core import Rng, generator_states
from games.core.rng import holding_fields


class Side(StrEnum):
    RED = "red"
    BLUE = "blue"


class Pile(BaseModel):
    cards: list[str] = Field(default_factory=list)
    shuffler: Rng | None = None


@dataclass
class Seat:
    hand: list[int] = field(default_factory=list)
    dice: dict[str, Rng] = field(default_factory=dict)


class State(BaseModel):
    names: list[str] = Field(default_factory=list)
    scores: dict[int, float] = Field(default_factory=dict)
    turn: Side = Side.RED
    stacks: list[list[Side]] = Field(default_factory=list)
    counts: dict[Side, int] = Field(default_factory=dict)
    piles: list[Pile] = Field(default_factory=list)
    seats: list[Any] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)
    rng: Rng = Field(default_factory=Rng)


def test_generators_are_found_wherever_their_type_allows() -> None:
    state = State(
        names=["Anne"],
        piles=[Pile(cards=["a"], shuffler=Rng(state=2)), Pile()],
        seats=[Seat(dice={"d6": Rng(state=3)})],
        extra={"later": [Rng(state=4)]},
        rng=Rng(state=1),
    )
    assert generator_states(state) == [2, 3, 4, 1]
    state.piles[0].shuffler.state = 9
    assert generator_states(state) == [9, 3, 4, 1]


def test_fields_of_text_numbers_and_enumerations_are_not_walked() -> None:
    assert holding_fields(State) == ("piles", "seats", "extra", "rng")
    assert holding_fields(Pile) == ("shuffler",)
    assert holding_fields(Seat) == ("dice",)
