"""The board and the 110 cards, read from `board.json` and `cards.json` and checked at import
against every count and constraint the rulebook states, so a group can swap in its own edition's
files and learn at once what does not fit."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from enum import StrEnum
from functools import cache, cached_property, reduce
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.core import Choice, Msg, Text

HERE = Path(__file__).parent


class Faction(StrEnum):
    RADICAL = "R"
    MODERATE = "B"
    ROYALIST = "W"

    def colour(self, form: str = "m") -> Msg:
        """The colour's word ("red"), agreeing in French with its noun: `form` is m, f, mp or fp
        (masculine or feminine, singular or plural: "bloc rouge", "cartes blanches")."""
        return _colour(self, form)

    @property
    def party(self) -> Msg:
        """The faction's members, plural ("Radicals", « Radicaux »)."""
        return Msg("liberte-party", faction=self.value)


@cache
def _colour(faction: Faction, form: str) -> Msg:
    """One message per colour and form, made once: menus name colours at every search step."""
    return Msg("liberte-colour", faction=faction.value, form=form)


FACTIONS = (Faction.RADICAL, Faction.MODERATE, Faction.ROYALIST)
LETTER = {f: f.value for f in FACTIONS}  # a plain dict look-up: an Enum's `.value` is slow
# "Special Cards": six types, with their set and number
SPECIAL_COUNTS: dict[str, tuple[Literal["A", "B"], int]] = {
    "bread": ("A", 4),
    "emigration": ("A", 2),
    "religion": ("A", 2),
    "guillotine": ("B", 2),
    "purge": ("B", 4),
    "terror": ("B", 6),
}
BLOCKS = 82  # Components: "82 Faction Blocks"
SET_SIZES = {"A": 57, "B": 53}  # DATA_NOTES §1a: 110 cards, 57 A-set and 53 B-set
PARIS = 8  # "The 8-Île-de-France (Paris) election"
FIRST_PROVINCE = (1, "Normandie")  # "Starting with 1-Normandie"


class _Item(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str = Field(pattern=r"^(verified: .+|reconstructed.*)$")


class Region(_Item):
    code: str
    name: str
    colour: tuple[int, int, int]


class Province(_Item):
    number: int
    name: str
    region: str
    fleur_de_lis: bool = False
    vp: Literal[0, 1, 2] = 0
    pos: tuple[float, float]  # where the map draws it: 0-100 west to east, north to south


class Battle(_Item):
    turn: int
    name: str
    vp: int


class Supply(_Item):
    R: int
    B: int
    W: int


class Card(_Item):
    id: int
    set: Literal["A", "B"]
    kind: Literal["personality", "club", "special"]
    name: str
    faction: Faction | None = None
    value: int = 0
    region: str | None = None
    cannon: bool = False
    sans_culottes: bool = False
    general: bool = False
    special: str | None = None

    @model_validator(mode="after")
    def _shape(self) -> Card:
        # "Card Features": Personalities 1-3 blocks of a colour in a region; Clubs are wild with a
        # Cannon and one block; Special cards place nothing.
        if self.kind == "special":
            ok = self.special in SPECIAL_COUNTS and self.faction is None and self.value == 0
        elif self.kind == "club":
            ok = self.faction is not None and self.value == 1 and self.cannon and not self.region
        else:
            ok = self.faction is not None and 1 <= self.value <= 3 and self.region is not None
        if not ok or (self.kind != "special" and self.special):
            raise ValueError(f"card {self.id} ({self.name}) is not a well-formed {self.kind}")
        return self

    @property
    def key(self) -> str:
        return str(self.id)

    @property
    def placing(self) -> bool:
        """A Club or Personality: a card that places blocks or a Battle Box token."""
        return self.kind != "special"


class BoardData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    about: str
    regions: list[Region]
    provinces: list[Province]
    battles: list[Battle]
    supply: Supply

    @model_validator(mode="after")
    def _rules(self) -> BoardData:
        codes = [r.code for r in self.regions]
        numbers = [p.number for p in self.provinces]
        sizes = sorted(Counter(p.region for p in self.provinces).values())
        problems = []
        if len(set(codes)) != 6:
            problems.append("the board has 6 regions")
        if numbers != list(range(1, 28)):
            problems.append("27 provinces numbered 1-27 in election order")
        if any(p.region not in codes for p in self.provinces):
            problems.append("every province lies in a region of the board")
        if sizes != [4, 4, 4, 5, 5, 5]:
            problems.append("regions of 4 or 5 provinces: three of each (DATA_NOTES §1b)")
        by_number = {p.number: p.name for p in self.provinces}
        if by_number.get(1) != FIRST_PROVINCE[1] or "le-de-France" not in by_number.get(PARIS, ""):
            problems.append("1 is Normandie and 8 Île-de-France (Paris)")
        if sum(1 for p in self.provinces if p.vp) != 4:
            problems.append("four provinces carry a 1 VP or 2 VP icon")
        if sum(1 for p in self.provinces if p.fleur_de_lis) < 7:
            problems.append("at least 7 Fleur-de-lis provinces (the counter-revolution needs 7)")
        if sorted(b.turn for b in self.battles) != [2, 3, 4]:
            problems.append("one battle in each of turns 2-4")
        if not any(b.turn == 2 and b.name == "Valmy" and b.vp == 4 for b in self.battles):
            problems.append('turn 2 is the "Battle of Valmy" for 4 VP (Battle Phase example)')
        if len({p.name for p in self.provinces}) != len(self.provinces):
            problems.append("each province has a name of its own")
        if len({r.colour for r in self.regions}) != len(self.regions):
            problems.append("each region has a colour of its own (cards show it)")
        if self.supply.R + self.supply.B + self.supply.W != BLOCKS:
            problems.append(f"{BLOCKS} Faction Blocks in all (Components)")
        if problems:
            raise ValueError("board.json breaks the rules: " + "; ".join(problems))
        return self


class CardData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    about: str
    cards: list[Card]

    def check_against(self, board: BoardData) -> None:
        problems = []
        if [c.id for c in self.cards] != list(range(1, len(self.cards) + 1)):
            problems.append("cards are numbered 1, 2, 3... once each")
        sizes = Counter(c.set for c in self.cards)
        if dict(sizes) != SET_SIZES:
            problems.append(f"57 A-set and 53 B-set cards, not {dict(sizes)}")
        specials = Counter((c.special, c.set) for c in self.cards if c.kind == "special")
        for kind, (deck, count) in SPECIAL_COUNTS.items():
            if (
                specials[(kind, deck)] != count
                or sum(n for (k, _), n in specials.items() if k == kind) != count
            ):
                problems.append(f"{count} {kind} cards, all in the {deck}-set")
        codes = {r.code for r in board.regions}
        orphans = [c.id for c in self.cards if c.region is not None and c.region not in codes]
        if orphans:
            problems.append(f"cards {orphans} name a region the board lacks")
        if not any(c.kind == "club" for c in self.cards):
            problems.append("the deck has Club cards")
        # "The A-set ... favors the Moderates and Royalists while the B-set favors the Radicals":
        # counted in the blocks the cards show.
        shown = Counter((c.set, c.faction) for c in self.cards for _ in range(c.value))
        a_red, b_red = shown[("A", Faction.RADICAL)], shown[("B", Faction.RADICAL)]
        others = (Faction.MODERATE, Faction.ROYALIST)
        if any(shown[("A", f)] <= a_red or shown[("B", f)] >= b_red for f in others):
            problems.append("the A-set favours Moderates and Royalists, the B-set the Radicals")
        if problems:
            raise ValueError("cards.json breaks the rules: " + "; ".join(problems))


class Components:
    """Everything printed on the board and cards, with the look-ups the engine needs."""

    def __init__(self, board: BoardData, cards: CardData) -> None:
        cards.check_against(board)
        self.board = board
        self.cards = {c.key: c for c in cards.cards}
        self.provinces = {p.number: p for p in board.provinces}
        self.regions = {r.code: r for r in board.regions}
        self.battles = {b.turn: b for b in board.battles}

    @cached_property
    def region_provinces(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {code: [] for code in self.regions}
        for p in self.board.provinces:
            out[p.region].append(p.number)
        return out

    @cached_property
    def fleur_de_lis(self) -> tuple[int, ...]:
        """The provinces with a Fleur-de-lis, in number order: the counter-revolution counts
        them at every view."""
        return tuple(p.number for p in self.board.provinces if p.fleur_de_lis)

    def deck(self, which: str) -> list[str]:
        return [k for k, c in self.cards.items() if c.set == which]

    def province_name(self, number: int) -> str:
        """A province's name: the table draws it on the province's tile and every text says it
        so (a choice about a province names it as the board does)."""
        return self.provinces[number].name

    def region_name(self, code: str) -> str:
        """A region's name, as the table draws it above the region's provinces."""
        return self.regions[code].name

    def in_province(self, number: int) -> Msg:
        """ "in Normandie", « en Normandie », « dans le Maine »: the province with the word
        each language puts before it."""
        return _in_province(number, self.provinces[number].name)

    def card_name(self, key: str) -> Text:
        """A card's name: a person's or a club's as printed, a Special's in the reader's
        language."""
        c = self.cards[key]
        return Msg(f"liberte-special-{c.special}") if c.special else c.name

    def card_label(self, key: str) -> Text:
        """ "Marat #71 · red 3 · Bassin parisien ⚔": what a player needs to choose a card."""
        return self._card_labels[key]

    @cached_property
    def _card_labels(self) -> dict[str, Text]:
        """Every card's label, made once: the menus list cards at every step of a search."""
        return {key: self._make_card_label(key) for key in self.cards}

    def _make_card_label(self, key: str) -> Text:
        c = self.cards[key]
        if c.faction is None:
            return Msg("liberte-card-special", name=self.card_name(key), id=c.id)
        where = Msg("liberte-club") if c.region is None else self.regions[c.region].name
        marks = "".join(m.icon for m in MARKS if getattr(c, m.field))
        colour = c.faction.colour()
        return Msg("liberte-card", name=c.name, id=c.id, colour=colour, value=c.value, where=where,
                   marks=f" {marks}" if marks else "")  # fmt: skip


@cache
def _in_province(number: int, name: str) -> Msg:
    return Msg("liberte-in-province", n=number, name=name)


@cache
def card_choice(step: str, key: str, message: str) -> Choice:
    """The choice `step:key`, said by `message` with the card's label. Made once per card: the
    menus list cards at every step of a search, and again to check the answer."""
    return Choice(f"{step}:{key}", Msg(message, card=DATA.card_label(key)))


class Mark(BaseModel):
    """A symbol a card may carry, as the texts show it; its name and what it lets its holder do
    are the messages liberte-mark-<word> and liberte-mark-does-<word>."""

    icon: str
    word: str
    field: Literal["cannon", "sans_culottes", "general"]

    @property
    def name(self) -> Msg:
        return Msg(f"liberte-mark-{self.word}")


MARKS = (  # "Cards": the Cannon, Sans-Culottes and General symbols
    Mark(icon="💣", word="cannon", field="cannon"),
    Mark(icon="✊", word="sans-culottes", field="sans_culottes"),
    Mark(icon="⚔", word="general", field="general"),
)


def series(parts: Sequence[Text]) -> Text:
    """ "a; b; c": parts that hold commas of their own, one after another, each language
    spacing the semicolon its way (a French narrow no-break space before it)."""
    if not parts:
        return ""
    return reduce(lambda a, b: Msg("liberte-then", a=a, b=b), parts)


def legend(keys: list[str]) -> Text:
    """What the symbols on these cards mean ("💣 Cannon (may put ...)"), those present only."""
    cards = [DATA.cards[k] for k in keys]
    shown = [m for m in MARKS if any(getattr(c, m.field) for c in cards)]
    return series(
        [
            Msg("liberte-mark-legend", icon=m.icon, name=m.name,
                does=Msg(f"liberte-mark-does-{m.word}"))
            for m in shown
        ]
    )  # fmt: skip


def load(
    board_path: Path = HERE / "board.json", cards_path: Path = HERE / "cards.json"
) -> Components:
    board = BoardData.model_validate(json.loads(board_path.read_text(encoding="utf-8")))
    cards = CardData.model_validate(json.loads(cards_path.read_text(encoding="utf-8")))
    return Components(board, cards)


DATA = load()
