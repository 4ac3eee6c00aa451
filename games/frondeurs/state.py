"""What a game of Frondeurs et Frondeuses is made of, as pydantic models so it dumps to JSON and
back. Seats and factions are kept apart: `seat_of` maps each faction to the seat that runs it now,
because the turn order is by faction (§5.13) and the 2- and 3-player games hand factions over at
the Faction Swap (§5.33, §5.41)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from games.core import Rng
from games.frondeurs.data import Faction

Phase = Literal["deploy", "play", "over"]


class Holding(BaseModel):
    """A faction's Supply, hand and tokens (§3.12, §6.12, §6.8)."""

    supply: int = 100  # §3.12: 100 cubes, a hard limit
    hand: list[str] = Field(default_factory=list)  # Action and Season card ids
    crowns: int = 0
    coins: list[int] = Field(default_factory=list)  # values: seen by the owner only
    musketeers: list[str] = Field(default_factory=list)
    set_aside: list[str] = Field(default_factory=list)  # Crown draws, to the hand after the turn
    mid_pp: int = 0  # the mid-game PP score (§8.21)
    spanish_uses: int = 0  # each use costs 5 points (§7.65, §8.23)
    box: int = 0  # cubes laid away in the Spanish Gold / Mazarin's Exile box (§7.6, gold.py)
    fresh_items: list[str] = Field(default_factory=list)  # "crown", "coin:2", a Musketeer id
    fresh_turn: int = 0  # the turn `fresh_items` were taken on (tokens.py)

    def take_fresh(self, turn: int, *items: str) -> None:
        """Tokens taken on `turn` are not usable before a later turn (§5.22 vii, §6.82)."""
        if self.fresh_turn != turn:
            self.fresh_turn, self.fresh_items = turn, []
        self.fresh_items += items


class Task(BaseModel):
    """The card being played, one choice a step (§5.22 iv-vi): its option, what is left to place
    and remove, the Spaces filled by it (2 a Space, §6.46) and a zone picked on the way to a
    Space (a prompt shows 25 choices at most)."""

    card: str
    option: int | None = None
    place: int = 0
    remove: int = 0
    placed: dict[str, int] = Field(default_factory=dict)
    zone: str | None = None
    bonus: bool = False  # started by a bonus (windows.py): when done, the turn goes on
    free: bool = False  # the two Season cubes: any Space, no class or adjacency (§6.34)
    anywhere: bool = False  # §6.4.12 / §6.4.13: any empty Space
    # Move (§6.6): the destination first, then the cubes, each from a Space
    move: int = 0
    dest: str | None = None
    movers: dict[str, int] = Field(default_factory=dict)
    own: bool = False  # the player picks the movers: destinations are offered alone
    effect_done: bool = False  # a Season card resolved before its free cubes (§9.21)
    coin: bool = False  # a Coin's cubes: no 2-a-Space limit (§6.47, §6.84)


class Displacement(BaseModel):
    """Cubes ousted by a Move, waiting for their owner to send each one away (§6.67)."""

    space: str
    faction: Faction
    cubes: int
    used: list[str] = Field(default_factory=list)  # Spaces the movers came in from
    zone: str | None = None


class Ask(BaseModel):
    """A question waiting for one faction, in or out of turn (windows.py)."""

    kind: str
    faction: Faction
    data: dict[str, Any] = Field(default_factory=dict)


class TokenPlay(BaseModel):
    """Reward tokens in use (tokens.py, musketeers.py); `*_turn` fields say which turn a
    record belongs to, so nothing needs clearing at the end of a turn."""

    cards_owed: int = 0  # further cards a Crown obliges the active faction to play (§6.85)
    card_token: str | None = None  # declared for the next card: "crown" or "coin:<v>:<when>"
    coin_after: int = 0  # Coin cubes due once the card in play is resolved (§6.84)
    suspended: Task | None = None  # the card waiting while its Coin cubes go first
    pawn_on: str | None = None  # the King's Pawn's Space (§7.41)
    pawn_by: Faction | None = None  # who put it there
    pawn_turn: int = -1  # the turn it was placed or recovered (§7.44-7.45)
    pawn_seen: Faction | None = None  # who Influenced its Space when last looked at
    pawn_paid: int = 0  # its placer's payment toward taking it back, this turn (§7.44)
    pawn_paid_turn: int = -1
    mus_turn: dict[Faction, int] = Field(default_factory=dict)  # last Musketeer use (§5.22 x)
    fill: int = 0  # d'Artagnan Controls left for the active faction this turn (§7.53 i)
    fill_turn: int = -1
    block: tuple[Faction, str, int] | None = None  # d'Artagnan's block: who, where, turn
    asked: list[str] = Field(default_factory=list)  # Spaces the block was offered at
    asked_turn: int = -1


class FrondeursState(BaseModel):
    model_config = ConfigDict(extra="forbid")

    num_players: int
    seat_of: dict[Faction, int]
    phase: Phase = "play"
    turn: int = 1  # faction turns played so far, counted from 1
    active: Faction = Faction.CONDEEAN
    cubes: dict[str, dict[Faction, int]] = Field(default_factory=dict)
    holdings: dict[Faction, Holding]
    action_deck: list[str] = Field(default_factory=list)  # face down, top first
    season_deck: list[str] = Field(default_factory=list)
    discard_row: list[str] = Field(default_factory=list)  # §6.31
    out_of_game: list[str] = Field(default_factory=list)
    seasons_played: list[str] = Field(default_factory=list)
    season: int = 0  # the Season marker's box (§2.62)
    marker_moved: bool = False  # on the previous turn: roll the end-game die (§5.22 i)
    season_this_turn: bool = False
    crowns_on: dict[str, int] = Field(default_factory=dict)  # Space -> Crowns
    coins_on: dict[str, list[int]] = Field(default_factory=dict)  # Space -> hidden values
    musketeers_on: list[str] = Field(default_factory=list)  # Musketeer tokens on their Spaces
    arrested: dict[str, str | None] = Field(default_factory=dict)  # prisoner -> prison (§7.2)
    army_commander: str = "conde"  # §4.12 step 4, §7.33
    kings_pawn: Faction | None = None  # its holder; None while on the board or unclaimed
    deploy_order: list[Faction] = Field(default_factory=list)  # optional step 11 (§4.12)
    task: Task | None = None
    displacement: Displacement | None = None
    asks: list[Ask] = Field(default_factory=list)  # answered first, in order (windows.py)
    after: bool = False  # the card is resolved; bonuses may follow, then "end the turn"
    dice: list[int] = Field(default_factory=list)  # scripted end-game dice, for tests
    ended: str | None = None
    log: list[str] = Field(default_factory=list)  # kept texts (texts.kept)
    rng: Rng
    prisoners_moved: dict[str, int] = Field(default_factory=dict)  # prisoner -> turn (§7.27)
    # turn on which a once-a-turn thing was last done: "affiliate", "gold", "gold_before",
    # "lift" (bonus.py, gold.py) and "token" (a token used: no Spanish Gold, §7.66)
    bonus_turns: dict[str, int] = Field(default_factory=dict)
    card_placed: int = 0  # cubes the last finished card placed (the ≤2 test of §7.62)
    tokens: TokenPlay = Field(default_factory=TokenPlay)
    # who plays what (seats.py): the 3-player Dummy and how many turns it has had (§5.42), the
    # team variant (§8.6), each seat's kept mid-game score (§8.42-8.43), the short game (§8.5):
    # "midgame" plays the long rules to Season 8 (§8.53), "no_midgame" ends on the Swap (§8.52)
    dummy: Faction | None = None
    dummy_turns: int = 0
    teams: bool = False
    seat_mid: dict[int, int] = Field(default_factory=dict)
    short: Literal["midgame", "no_midgame"] | None = None

    def seat(self, faction: Faction) -> int:
        return self.seat_of[faction]

    def held(self, faction: Faction) -> Holding:
        return self.holdings[faction]
