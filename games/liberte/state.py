"""Liberté's game state: pydantic models, so a whole game is one JSON text that replays exactly."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from games.core import Rng, Text
from games.liberte.data import DATA, FACTIONS, Card, Faction

TURNS = 4  # "End of 4 turns"
HAND = 7  # "Shuffle the A-set cards and deal seven cards"; "refills his hand to seven cards"

Phase = Literal["order", "refresh", "action", "battle", "election", "over"]
Ending = Literal["turns", "landslide", "counter"]


def no_votes() -> dict[Faction, int]:
    return {f: 0 for f in FACTIONS}


class Stack(BaseModel):
    """ "Placement Rules": one to three blocks of one colour, all belonging to one player."""

    owner: int
    faction: Faction
    height: int


class PlayerState(BaseModel):
    hand: list[str] = Field(default_factory=list)
    display: list[str] = Field(default_factory=list)
    vp: int = 0
    held: dict[Faction, int] = Field(default_factory=no_votes)  # votes won, until VPs are paid
    battle: int = 0  # Control Tokens in the Battle Box


class Bid(BaseModel):
    """A card advanced to break a tie, and the contender (a seat or a faction) it backs."""

    seat: int
    card: str
    side: str
    value: int


TiePurpose = Literal[
    "battle", "province", "government", "opposition", "gov_first", "gov_second", "opp_first"
]


class Tie(BaseModel):
    """An "advance a card" tie-break: the tied contenders, who is asked this round, the bids."""

    purpose: TiePurpose
    sides: list[str]  # still tied: seats ("2") or, for the government, factions ("R")
    everyone: list[str] = Field(default_factory=list)  # all who were tied at the start
    need: dict[str, str]  # per side, the card it needs: a faction letter, or "general"
    askers: list[int]
    asked: int = 0
    bids: list[Bid] = Field(default_factory=list)
    round: int = 1
    province: int | None = None

    @property
    def factions(self) -> bool:
        return self.purpose in ("government", "opposition")


ActionStage = Literal[
    "act",  # choose a card to play, a Special, take or pass; or end the action
    "use",  # a Cannon card in turns 2-4: blocks or the Battle Box
    "region",  # a Club: the region of its block
    "block",  # the province of the next block
    "keep",  # save the card in the display, or discard it
    "sp_region",  # a Special's province, region first when there are many
    "sp_province",
    "sp_stack",
    "sp_seat",  # whose display, when there are many cards to choose from
    "sp_card",
    "discard",  # taking with 9+ cards in hand: the two cards to discard
    "take",
    "take2",  # the second face-up 1-value card
]


class Action(BaseModel):
    """The active player's action, step by step."""

    seat: int
    stage: ActionStage = "act"
    played: list[str] = Field(default_factory=list)  # Club/Personality cards played
    special: str | None = None  # the Special card played this action (one at most)
    card: str | None = None  # the card being resolved
    blocks_left: int = 0
    region: str | None = None
    first_region: str | None = None  # where the first card's block went ("second 1-value card")
    placed_first: bool = False  # the first card put a block in a province
    placed: list[int] = Field(default_factory=list)  # provinces the current card's blocks went to
    target: int | None = None  # the province or the seat a Special is aimed at
    marked: list[str] = Field(default_factory=list)  # cards picked to discard before taking
    summary: list[Text] = Field(default_factory=list)  # what the table is told when it ends


class Refresh(BaseModel):
    """ "Refresh Hand": discard any cards, then refill to seven."""

    seat: int
    stage: Literal["discard", "take"] = "discard"
    marked: list[str] = Field(default_factory=list)
    took: list[str] = Field(default_factory=list)  # face-up cards taken, for the table
    drew: int = 0


class LostBattle(BaseModel):
    turn: int
    block: bool  # a white block sits on it ("if none are available, place one after...")


ElectionStage = Literal[
    "provinces", "government", "opposition", "gov_first", "gov_second", "opp_first", "wrapup"
]


class LiberteState(BaseModel):
    num_players: int
    turn: int = 1
    phase: Phase = "action"
    order: list[int]  # the Player Order Track
    players: list[PlayerState]
    board: list[list[Stack]]  # the stacks of province n at index n-1
    supply: dict[Faction, int]
    turn_track: bool = True  # two blocks of each colour wait under turn 2
    deck: list[str]  # top card first
    face_up: list[str]
    discard: list[str] = Field(default_factory=list)
    # the cards of `discard` discarded from a hand, face down: card -> the seat that discarded
    # them (the others played in sight); forgotten once the pile is shuffled into a new deck
    face_down: dict[str, int] = Field(default_factory=dict)
    remade: bool = False  # the deck has been remade from the discards: no longer A over B
    removed: list[str] = Field(default_factory=list)  # back in the box: guillotined, disbanded
    election: dict[Faction, int] = Field(default_factory=no_votes)  # the Election Track
    votes: dict[Faction, int] = Field(default_factory=no_votes)  # as counted, for the ranking
    government: Faction | None = None
    opposition: Faction | None = None
    presence: list[int] = Field(default_factory=list)  # seats in the Presence in Government Box
    lost_battles: list[LostBattle] = Field(default_factory=list)
    actor: int = 0  # index in `order` of who acts in the action or refresh phase
    round: int = 1
    ending: bool = False  # a supply ran out: this action round is the last
    province: int = 0  # the Province Marker: the last election resolved
    election_stage: ElectionStage = "provinces"
    vp_first: list[int] = Field(default_factory=list)  # who took first place in government
    vp_pool: list[int] | None = None  # who contends for second place in government
    action: Action | None = None
    refresh: Refresh | None = None
    tie: Tie | None = None
    log: list[str] = Field(default_factory=list)  # kept texts (texts.kept)
    end: Ending | None = None
    rng: Rng

    def stacks(self, province: int) -> list[Stack]:
        return self.board[province - 1]


def card(key: str) -> Card:
    return DATA.cards[key]
