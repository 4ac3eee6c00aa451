"""What a game of Guillotine is made of, as pydantic models so it dumps to JSON and back."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from games.core import Rng, Text

START_PP = 5  # §II.1: chaque député a 5 PP au début de la partie
TURNS = 10  # §I.3: une partie comprend 10 tours
DISSOLUTION_FROM = 4  # §I.3 and Phase II §3: à partir du 4e tour

BallotKind = Literal["report", "dissolution", "motion", "trial"]


class Deputy(BaseModel):
    id: str
    party: str
    pp: int = START_PP
    post: str = "convention"  # §I.4.4: tous les députés sont réunis à la Convention
    rapport: bool = False  # on his party's "Rapport" square
    denounced: bool = False  # on the "dénoncé" square of his post, awaiting the die
    moved: bool = False  # moved in this turn's movement phase
    arrived: int = 0  # order of arrival in Prison or Fuite: their cases are examined in turn
    sheet: list[int | None] = Field(default_factory=list)  # PP at the end of each turn
    died: int | None = None  # the turn he went to the Guillotine


class HeldCard(BaseModel):
    card: str
    turn: int  # drawn in this turn's Club phase: playable from the next one


class SeatState(BaseModel):
    parties: list[str] = Field(default_factory=list)
    passed: bool = False
    sent_on_mission: bool = False
    held: list[HeldCard] = Field(default_factory=list)


class Vote(BaseModel):
    seat: int
    weight: int  # the player's deputies entitled to vote
    yes: bool | None = None


class Ballot(BaseModel):
    kind: BallotKind
    subject: str | None = None
    proposer: int | None = None
    voters: list[Vote]


class Tally(BaseModel):
    """A ballot once the last vote is in: now public."""

    title: Text
    result: Text
    voters: list[Vote]


class Denunciation(BaseModel):
    target: str
    by: int | None  # the denouncing seat; None when a Mission card denounces its own deputy
    source: Text
    post: str  # the post whose "dénoncé" square he stands on
    strong: bool = False  # supported, a motion or a secret file: confirmed on 1-5
    supporter: int | None = None
    questions: int = 1  # Variante Histoire: how many he must answer
    correct: int = 0
    question: str | None = None
    status: Literal["placed", "confirmed", "cancelled", "dropped"] = "placed"


class Decision(BaseModel):
    kind: str
    seat: int
    deputy: str | None = None
    card: str | None = None


class GuillotineState(BaseModel):
    num_players: int
    histoire: bool = False
    turn: int = 1
    phase: str = "movement"
    stage: str = "start"
    cursor: int = 0
    first: int = 0  # the first player of turn 1; the turn's first player moves left each turn
    deputies: list[Deputy] = Field(default_factory=list)
    seats: list[SeatState]
    draft: list[int] = Field(default_factory=list)  # seats still to choose a party, in order
    decision: Decision | None = None
    ballot: Ballot | None = None
    last_tally: Tally | None = None
    batch: list[Denunciation] = Field(default_factory=list)
    batch_stage: Literal["judge", "tribunal"] | None = None
    reports: list[str] = Field(default_factory=list)
    motion_adopted: bool = False
    proposed: list[str] = Field(default_factory=list)  # deputies named by this turn's motions
    hand: list[str] = Field(default_factory=list)  # cards the acting player is dealing with
    assigned: dict[str, str] = Field(default_factory=dict)  # deputy -> card
    delayed_done: bool = False
    queue: list[str] = Field(default_factory=list)  # fugitives deciding on the Tribunal
    arrivals: int = 0
    dissolved: int | None = None  # the turn the Assembly was dissolved
    mission_deck: list[str] = Field(default_factory=list)
    jacobin_deck: list[str] = Field(default_factory=list)
    question_decks: dict[str, list[str]] = Field(default_factory=dict)
    dice: list[int] = Field(default_factory=list)  # scripted results, used before the generator
    log: list[str] = Field(default_factory=list)  # kept texts (texts.kept)
    finished: bool = False
    rng: Rng


Die = Annotated[int, Field(ge=1, le=6)]


class GuillotineOptions(BaseModel):
    """`parties`: per seat, the parties it leads (else drawn at random, or chosen in turn when
    `draft` is set); `histoire`: the Variante Histoire. The rest fix the random parts for tests
    and bug reports: the first player, decks (top first) and die results to use first."""

    model_config = ConfigDict(extra="forbid")
    parties: list[list[str]] | None = None
    draft: bool = False
    histoire: bool = False
    first_player: int | None = Field(default=None, ge=0)
    dice: list[Die] = Field(default_factory=list)
    mission_deck: list[str] | None = None
    jacobin_deck: list[str] | None = None
