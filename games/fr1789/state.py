"""What a game of French Revolution 1789 is made of, as pydantic models so it dumps to JSON and
back. Hidden parts (Conspiracy hands, VP, the Auction box order, the generator) live here too;
`views` decides who sees what."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from games.core import Rng

Phase = Literal["auction", "action", "over"]


class Player(BaseModel):
    rp: int = 0  # §3.0 step 3: the RP marker starts on 0
    vp: int = 0  # §2.1.1: chips kept face down, so only the owner sees the total
    hand: list[str] = Field(default_factory=list)  # Conspiracy kinds, concealed (§3.0 step 5)
    passed: bool = False


class Lot(BaseModel):
    """The History card being auctioned (§6.0): the bid so far and who may still raise."""

    card: str
    bid: int | None = None  # None until the opener's compulsory bid
    bidder: int | None = None
    out: list[int] = Field(default_factory=list)  # seats that passed: final for this card
    to_bid: int = 0


class Task(BaseModel):
    """An action being put together, one choice a step, then declared and resolved: a Political
    action, a ◆ ability, a Conspiracy card or a ★ ability. `params` holds one dict per effect."""

    seat: int
    source: str  # "card:<id>" or "consp:<kind>"
    how: Literal["political", "ability", "conspiracy", "acquire"] | None = None
    action: str | None = None  # the Political action, or the ability's index as text
    params: list[dict[str, Any]] = Field(default_factory=list)
    declared: bool = False
    resolving: int = 0  # the effect being resolved once declared
    battle: dict[str, Any] | None = None  # a battle waiting for the deployer's choice (§11.2)


class Window(BaseModel):
    """The ◇ reaction window after a ◆ is declared (§12): every seat that could cancel is asked
    at once; answers stay hidden until all are in."""

    asked: list[int]
    answers: dict[int, str] = Field(default_factory=dict)


class Fr1789State(BaseModel):
    model_config = ConfigDict(extra="forbid")

    num_players: int
    turn: int = 1
    phase: Phase = "auction"
    system: str = "absolutisme"
    players: list[Player]
    first: int = 0  # holder of the First Player card
    box: list[str] = Field(default_factory=list)  # the Auction box, face down, top first
    auctioned: int = 0  # cards revealed this turn
    lot: Lot | None = None
    owner: dict[str, int] = Field(default_factory=dict)  # History card -> seat, in play or dead
    spent: list[str] = Field(default_factory=list)
    prison: list[str] = Field(default_factory=list)
    exile: list[str] = Field(default_factory=list)
    dead: list[str] = Field(default_factory=list)  # the Liberty or Death box
    support: dict[str, int] = Field(default_factory=dict)  # city -> seat
    armies: dict[str, list[str]] = Field(default_factory=dict)  # city -> army unit ids
    votes: dict[str, int] = Field(default_factory=dict)
    undealt: list[str] = Field(default_factory=list)  # Conspiracy cards never used
    played: list[str] = Field(default_factory=list)  # Conspiracy cards out of the game
    to_act: int = 0  # whose action in the Action phase
    page: int = 0  # which page of a long action menu the player is looking at
    task: Task | None = None
    window: Window | None = None
    orders: dict[int, list[str]] = Field(default_factory=dict)  # fixed Auction box orders
    draws: dict[str, list[str]] = Field(default_factory=dict)  # scripted army draws per camp
    last: list[str] = Field(default_factory=list)  # what the last battle drew, for the table
    log: list[str] = Field(default_factory=list)  # kept texts (texts.kept)
    rng: Rng
