"""French Revolution 1789: the components the rulebook does not print, read from `data/*.json` and
checked at load against every count and constraint the rulebook and the scope file state.

The rulebook gives every procedure but almost none of the printed data (cities, System boxes,
History and Conspiracy cards, army mix). The files here reconstruct them; every item says
whether it is verified or reconstructed. A group that owns the game replaces a file and learns at
once, from the error, what in their edition does not fit the engine's vocabulary.

Card abilities are data: each is a timing (■ ◆ ◇ ★), optional restrictions and a list of typed
effects from a small vocabulary (`Effect`), which the engine interprets.

Players read the names and texts through the catalogues (`i18n/locales/<lang>/fr1789.ftl`, keys
`fr1789-card-<id>`, `fr1789-ability-<id>-<i>`...): a replaced file brings its entries along, and
a test holds the English catalogue to the names and texts here.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

DATA_DIR = Path(__file__).parent / "data"

# Counts and fixed numbers the rulebook prints (section numbers are the rulebook's).
CITY_COUNT = 8  # §2.3.1 "eight (8) boxes representing major cities"
SYSTEM_COUNT = 6  # §2.3.2 "Six (6) boxes"
CARDS_PER_TURN = {1: 8, 2: 7, 3: 7, 4: 6, 5: 4}  # §2.2.1 "32 total: I (8), II (7) ..."
WAR_CARDS = ("Declaration of Pillnitz", "First Coalition Against France", "War in the Vendée")
CONSPIRACY_KINDS = 7  # §2.2.2 "14, 2 each of 7 kinds"
CONSPIRACY_EACH = 2
ARMY_COUNTS = {"france": 20, "coalition": 12, "royalist": 10}  # §2.1.2
MAX_STRENGTH = 5  # §2.1.2 "from zero (0) to five (5)"
START_SYSTEM = "absolutisme"  # §3.0 step 2
ABSOLUTISME_ACTIONS = {"vote", "placate"}  # DATA_NOTES §2 (nagunaguslg)


class Camp(StrEnum):
    FRANCE = "france"
    COALITION = "coalition"
    ROYALIST = "royalist"


FOREIGN = frozenset({Camp.COALITION, Camp.ROYALIST})


class ActionKind(StrEnum):
    """The Political actions of §7.2.1-7.2.12; "Campaign / Placate" is read as two (scope e.3)."""

    VOTE = "vote"
    PLACATE = "placate"
    CAMPAIGN = "campaign"
    ARREST = "arrest"
    EXILE = "exile"
    EXECUTE = "execute"
    RELEASE = "release"
    RETURN = "return"
    DEPLOY = "deploy"
    FINANCIAL_REFORM = "financial_reform"
    EXPEDITION = "expedition"
    NATIONALIZE = "nationalize"
    ASSASSINATE = "assassinate"


class DataError(ValueError):
    """A data file that is malformed or breaks a rule; the message names the file and the rule."""


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Sourced(_Frozen):
    source: str

    @field_validator("source")
    @classmethod
    def _where_from(cls, value: str) -> str:
        # The project's policy for missing data: every item says where it comes from.
        if not value.startswith(("verified: ", "reconstructed: ")):
            raise ValueError('source must start with "verified: " or "reconstructed: "')
        return value


Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")]


# ---------------------------------------------------------------------------------------------
# The ability vocabulary: each effect is one thing the engine knows how to do.


class GainVP(_Frozen):
    """Score VP: a flat amount, or so much per city of a kind (■ scoring, ★ on acquisition)."""

    kind: Literal["gain_vp"] = "gain_vp"
    amount: int = Field(ge=1, le=10)
    per: Literal["own_support", "royalist_city"] | None = None
    symbol: str | None = None  # with per=own_support: only cities carrying this symbol


class GainRP(_Frozen):
    """Gain RP (capped at 60 like all RP, §5.0)."""

    kind: Literal["gain_rp"] = "gain_rp"
    amount: int = Field(ge=1, le=10)


class Votes(_Frozen):
    """Add Vote markers to one System box. `systems=None`: one of the boxes the current System's
    Vote lists; a list: any of those boxes, whatever the current System allows."""

    kind: Literal["votes"] = "votes"
    count: int = Field(ge=1, le=5)
    systems: tuple[Slug, ...] | None = None


class PlaceSupport(_Frozen):
    """Put the player's Support marker in a city, as Placate (`displace=False`: empty cities
    only) or Campaign (`displace=True`: another marker goes back to its owner). Cities held by
    Coalition or Royalist armies are never eligible (§7.2.2)."""

    kind: Literal["place_support"] = "place_support"
    cities: tuple[Slug, ...] | None = None  # None: any city
    displace: bool


class Deploy(_Frozen):
    """A deployment and battle per §11.2/11.3: one camp, 1..max_armies armies, RP per army."""

    kind: Literal["deploy"] = "deploy"
    camps: tuple[Camp, ...] = Field(min_length=1)  # the player picks one of them
    max_armies: int = Field(ge=1, le=4)
    rp_per_army: int = Field(ge=0, le=5)
    symbol: str | None = None  # if set, only cities with this symbol may be targeted

    @model_validator(mode="after")
    def _one_side(self) -> Deploy:
        # §11.1 names "Deploy (France)" and "Deploy (Coalition/Royalist)": never both at once.
        if Camp.FRANCE in self.camps and len(self.camps) > 1:
            raise ValueError("a Deploy is either (France) or (Coalition/Royalist), not both")
        if len(set(self.camps)) != len(self.camps):
            raise ValueError("a Deploy names each camp once")
        return self


class Arrest(_Frozen):
    """Imprison another player's Personage not in Prison or Exile; needs a free Prison marker."""

    kind: Literal["arrest"] = "arrest"


class Execute(_Frozen):
    """Send an imprisoned Personage (anyone's) to the Liberty or Death box and score VP."""

    kind: Literal["execute"] = "execute"
    vp: int = Field(default=1, ge=0, le=5)


class Exile(_Frozen):
    """Exile one of the player's own Personages (even from Prison); needs a free Exile marker."""

    kind: Literal["exile"] = "exile"


class Cancel(_Frozen):
    """◇: cancel another player's ◆ action just declared; its card stays spent, its RP lost."""

    kind: Literal["cancel"] = "cancel"


Effect = Annotated[
    GainVP | GainRP | Votes | PlaceSupport | Deploy | Arrest | Execute | Exile | Cancel,
    Field(discriminator="kind"),
]

Timing = Literal["score", "action", "cancel", "acquire"]  # ■ ◆ ◇ ★
TIMING_MARK = {"score": "■", "action": "◆", "cancel": "◇", "acquire": "★"}
# Which effects make sense at which moment: scoring only scores, a cancel only cancels, and the
# acquisition of a card (mid-auction) never starts a battle or an arrest.
ALLOWED = {
    "score": {"gain_vp", "gain_rp"},
    "cancel": {"cancel"},
    "acquire": {"gain_vp", "gain_rp", "votes", "place_support"},
    "action": {
        "gain_vp",
        "gain_rp",
        "votes",
        "place_support",
        "deploy",
        "arrest",
        "execute",
        "exile",
    },
}


class Restriction(_Frozen):
    """ "Restrictions on play may be indicated" (§2.2.1)."""

    systems: tuple[Slug, ...] | None = None  # only while the current System is one of these
    exiled: bool = False  # only while this Personage is in Exile (§7.2.4 "Deploy (when indicated)")


class Ability(_Frozen):
    timing: Timing
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)  # a summary in our own words
    rp_cost: int = Field(default=0, ge=0, le=6)  # paid when used (lost if cancelled, §12)
    restriction: Restriction = Restriction()
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _coherent(self) -> Ability:
        wrong = [e.kind for e in self.effects if e.kind not in ALLOWED[self.timing]]
        if wrong:
            raise ValueError(
                f"ability {self.name!r}: {TIMING_MARK[self.timing]} cannot do {', '.join(wrong)}"
            )
        if self.timing == "cancel" and len(self.effects) != 1:
            raise ValueError(f"ability {self.name!r}: a ◇ cancels and does nothing else")
        if self.restriction.exiled and not all(
            isinstance(e, Deploy) and Camp.FRANCE not in e.camps for e in self.effects
        ):  # §7.2.4: an exiled Personage only Deploys, and §7.2.8: foreign armies
            raise ValueError(
                f"ability {self.name!r}: in Exile only a Coalition/Royalist Deploy may be used"
            )
        if self.timing in ("score", "acquire") and self.rp_cost:
            raise ValueError(f"ability {self.name!r}: only ◆ and ◇ abilities can cost RP")
        return self

    @property
    def mark(self) -> str:
        return TIMING_MARK[self.timing]


# ---------------------------------------------------------------------------------------------
# Components


class City(_Sourced):
    id: Slug
    name: str
    vp: int = Field(ge=0, le=3)
    rp: int = Field(ge=0, le=5)
    camps: tuple[Camp, ...]  # flags: camps allowed to deploy here directly (§2.3.1, §11.2)
    symbols: tuple[Slug, ...] = ()
    adjacent: tuple[Slug, ...] = Field(min_length=1)
    exile_weight: int = Field(ge=1, le=2)  # Paris counts 2 in the exile table (§9.0)
    initial_french: bool  # §3.0 step 8: every city starts with one French army
    pos: tuple[float, float]  # where a map draws it: 0-100 west to east, north to south


class ActionOffer(_Frozen):
    """One Political action printed in a System box, with its RP cost (§7.2 "costs may differ")."""

    action: ActionKind
    rp: int = Field(ge=0, le=10)
    per: Literal["action", "vote", "army"] = "action"
    max_armies: int | None = Field(default=None, ge=1, le=4)
    camps: tuple[Camp, ...] | None = None  # Deploy only: which foreign camps

    @model_validator(mode="after")
    def _shape(self) -> ActionOffer:
        is_deploy = self.action == ActionKind.DEPLOY
        want = "vote" if self.action == ActionKind.VOTE else "army" if is_deploy else "action"
        if self.per != want:
            raise ValueError(f"{self.action}: the cost is per {want}, not per {self.per}")
        if is_deploy != (self.max_armies is not None) or is_deploy != (self.camps is not None):
            raise ValueError(f"{self.action}: max_armies and camps go with Deploy, and only there")
        if is_deploy and not set(self.camps or ()) <= FOREIGN:
            raise ValueError("the Political Deploy sends Coalition or Royalist armies (§7.2.8)")
        return self


class Bonus(_Frozen):
    card: Slug
    vp: int = Field(ge=1, le=8)


class System(_Sourced):
    id: Slug
    name: str  # as printed (French)
    english: str
    icon: str
    actions: tuple[ActionOffer, ...] = Field(min_length=1)
    votes_for: tuple[Slug, ...] = Field(min_length=1)  # the boxes its Vote may go to (§7.2.1)
    bonus: tuple[Bonus, ...] = ()  # Personages worth bonus VP under this System (§2.3.2)

    def offer(self, action: ActionKind | str) -> ActionOffer | None:
        return self.offer_of.get(action)

    def bonus_vp(self, card: str) -> int:
        return self.bonus_of.get(card, 0)

    # Indexes built once (the box never changes): both are asked in every playout step.
    @cached_property
    def offer_of(self) -> dict[str, ActionOffer]:
        """Each printed action's offer, by action (the first one printed, should one repeat)."""
        out: dict[str, ActionOffer] = {}
        for a in self.actions:
            out.setdefault(a.action, a)
        return out

    @cached_property
    def bonus_of(self) -> dict[str, int]:
        """Each Personage's bonus VP under this box, by card (the first one printed)."""
        out: dict[str, int] = {}
        for b in self.bonus:
            out.setdefault(b.card, b.vp)
        return out


class Credit(_Frozen):
    card: Slug  # the future card this one makes cheaper
    rp: int = Field(ge=1, le=5)


class HistoryCard(_Sourced):
    id: Slug
    turn: int = Field(ge=1, le=5)
    kind: Literal["personage", "event", "war"]
    name: str
    subtitle: str  # Personage subtitle, or the date of the Event/War (§2.2.1)
    summary: str  # who or what, in our own words
    abilities: tuple[Ability, ...] = ()
    credits: tuple[Credit, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> HistoryCard:
        if self.kind != "personage":
            if any(a.timing == "score" for a in self.abilities):
                raise ValueError(f"{self.id}: ■ abilities belong to Personages (§9.0)")
            if any(a.restriction.exiled for a in self.abilities):
                raise ValueError(f"{self.id}: only a Personage can be in Exile")
        if self.kind == "war" and not any(a.timing == "action" for a in self.abilities):
            raise ValueError(f"{self.id}: the War cards have ◆ abilities (§2.2.1)")
        return self


class ConspiracyKind(_Sourced):
    id: Slug
    name: str
    count: int = Field(ge=1)
    summary: str
    ability: Ability

    @model_validator(mode="after")
    def _played(self) -> ConspiracyKind:
        # §7.1: a Conspiracy card is played as an action, or (Informant, §12) as a ◇ response.
        if self.ability.timing not in ("action", "cancel"):
            raise ValueError(f"{self.id}: a Conspiracy card is played as ◆ or ◇, not ■ or ★")
        if self.ability.restriction.exiled:
            raise ValueError(f"{self.id}: a Conspiracy card is never in Exile")
        return self


class ArmyGroup(_Frozen):
    strength: int = Field(ge=0, le=MAX_STRENGTH)
    count: int = Field(default=1, ge=1)
    leader: str | None = None  # a portrait: always back to the cup after a deployment

    @model_validator(mode="after")
    def _one_portrait(self) -> ArmyGroup:
        if self.leader is not None and self.count != 1:
            raise ValueError(f"leader {self.leader}: each portrait is one unit")
        return self


class ArmyPool(_Sourced):
    camp: Camp
    units: tuple[ArmyGroup, ...]


class ArmyUnit(_Frozen):
    """One army counter, with a stable id (F1-F20, C1-C12, R1-R10) for the state and the log."""

    id: str
    camp: Camp
    strength: int
    leader: str | None = None


class Turn(_Sourced):
    number: int = Field(ge=1, le=5)
    period: str
    years: str


class ExileRow(_Frozen):
    low: int = Field(ge=1)
    high: int = Field(ge=1)
    vp: int = Field(ge=1)


class Players(_Sourced):
    min: int
    max: int
    colours: tuple[str, ...]


class Income(_Sourced):
    by_players: dict[int, int]
    rp_cap: int
    rp_start: int


class Deal(_Sourced):
    conspiracy_by_players: dict[int, int]


class Markers(_Sourced):
    support_per_colour: int
    prison: int
    exile: int
    vote_markers: int
    votes_unlimited: bool
    vp_unlimited: bool


class ExileScoring(_Sourced):
    rows: tuple[ExileRow, ...]


class Amounts(_Sourced):
    """The VP and RP amounts printed in the Political action rules (§7.2.5-7.2.12)."""

    execute_vp: int
    release_vp: int
    return_vp: int
    assassinate_vp: int
    financial_reform_rp: int
    financial_reform_vp: int
    expedition_rp: int
    expedition_vp: int
    nationalize_fine_rp: int


class Flow(_Sourced):
    turns: int
    start_system: Slug


class Tables(_Frozen):
    """The numbers of the rulebook's tables, each block with its source."""

    players: Players
    income: Income
    deal: Deal
    markers: Markers
    exile_scoring: ExileScoring
    amounts: Amounts
    flow: Flow

    def exile_vp(self, weighted_cities: int) -> int:
        """VP for one exiled Personage, given Coalition-held cities with Paris counting 2."""
        return next(
            (r.vp for r in self.exile_scoring.rows if r.low <= weighted_cities <= r.high), 0
        )

    def income_rp(self, players: int) -> int:
        return self.income.by_players[players]


# ---------------------------------------------------------------------------------------------
# Files and the whole


class _CitiesFile(_Frozen):
    about: str
    symbols: dict[Slug, str]  # symbol -> what it means (cards refer to symbols)
    cities: tuple[City, ...]


class _SystemsFile(_Frozen):
    about: str
    systems: tuple[System, ...]


class _HistoryFile(_Frozen):
    about: str
    turns: tuple[Turn, ...]
    cards: tuple[HistoryCard, ...]


class _ConspiracyFile(_Frozen):
    about: str
    kinds: tuple[ConspiracyKind, ...]


class _ArmiesFile(_Frozen):
    about: str
    pools: tuple[ArmyPool, ...]


class _TablesFile(_Frozen):
    about: str
    tables: Tables


class Fr1789Data(_Frozen):
    """Every component, cross-checked; the engine reads only this (frozen, typed)."""

    symbols: dict[Slug, str]
    cities: tuple[City, ...]
    systems: tuple[System, ...]
    turns: tuple[Turn, ...]
    history: tuple[HistoryCard, ...]
    conspiracies: tuple[ConspiracyKind, ...]
    pools: tuple[ArmyPool, ...]
    tables: Tables

    @model_validator(mode="after")
    def _rules(self) -> Fr1789Data:
        problems: list[str] = []
        problems += _check_cities(self)
        problems += _check_systems(self)
        problems += _check_history(self)
        problems += _check_abilities(self)
        problems += _check_conspiracies(self)
        problems += _check_armies(self)
        problems += _check_tables(self)
        if problems:
            raise ValueError("the data breaks the rules:\n- " + "\n- ".join(problems))
        return self

    # Look-ups for the engine -------------------------------------------------------------

    @cached_property
    def city(self) -> dict[str, City]:
        return {c.id: c for c in self.cities}

    @cached_property
    def system(self) -> dict[str, System]:
        return {s.id: s for s in self.systems}

    @cached_property
    def card(self) -> dict[str, HistoryCard]:
        return {c.id: c for c in self.history}

    @cached_property
    def conspiracy(self) -> dict[str, ConspiracyKind]:
        return {k.id: k for k in self.conspiracies}

    def turn_cards(self, turn: int) -> list[str]:
        """The ids of a turn's History cards, in file order (the engine shuffles them)."""
        return [c.id for c in self.history if c.turn == turn]

    def credits_to(self, card: str) -> dict[str, int]:
        """The "gray boxes" on a card: which cards give credit toward it, and how much (a fresh
        dict: a view hands it out)."""
        return dict(self.credit_table.get(card, {}))

    @cached_property
    def credit_table(self) -> dict[str, dict[str, int]]:
        """`credits_to` of every card, built once (it is asked at every bid)."""
        out: dict[str, dict[str, int]] = {}
        for c in self.history:
            for cr in c.credits:
                out.setdefault(cr.card, {})[c.id] = cr.rp
        return out

    @cached_property
    def armies(self) -> tuple[ArmyUnit, ...]:
        """All 42 counters, numbered per camp in file order."""
        out: list[ArmyUnit] = []
        for pool in self.pools:
            letter = pool.camp.value[0].upper()
            n = 0
            for g in pool.units:
                for _ in range(g.count):
                    n += 1
                    out.append(
                        ArmyUnit(
                            id=f"{letter}{n}", camp=pool.camp, strength=g.strength, leader=g.leader
                        )
                    )
        return tuple(out)

    def cup(self, camp: Camp | str) -> list[ArmyUnit]:
        return list(self.cups.get(camp, ()))

    @cached_property
    def cups(self) -> dict[str, tuple[ArmyUnit, ...]]:
        """Each camp's counters, in file order, split once (every deployment and view asks)."""
        out: dict[str, list[ArmyUnit]] = {}
        for u in self.armies:
            out.setdefault(u.camp, []).append(u)
        return {camp: tuple(units) for camp, units in out.items()}

    def deck(self) -> list[str]:
        """The 14 Conspiracy cards as kind ids, one entry per card."""
        return [k.id for k in self.conspiracies for _ in range(k.count)]

    def has_deploy(self, card: str) -> bool:
        """ "A Personage with the ◆ Deploy action" (§7.2.10 Expedition)."""
        return any(
            a.timing == "action" and any(e.kind == "deploy" for e in a.effects)
            for a in self.card[card].abilities
        )


# ---------------------------------------------------------------------------------------------
# The checks, one function per component kind; each returns the rules it finds broken.


def _twice(ids: Iterable[str]) -> list[str]:
    return sorted(i for i, n in Counter(ids).items() if n > 1)


def _check_cities(d: Fr1789Data) -> list[str]:
    p: list[str] = []
    ids = [c.id for c in d.cities]
    by_id = {c.id: c for c in d.cities}
    if len(d.cities) != CITY_COUNT:
        p.append(f"{CITY_COUNT} cities (§2.3.1), not {len(d.cities)}")
    doubles = _twice(ids) + _twice(c.name for c in d.cities)
    if doubles:
        p.append(f"city ids and names are unique: {doubles}")
    if "paris" not in by_id:
        p.append("Paris is one of the cities (§9.0 'Paris counting as 2')")
    weights = {c.id: c.exile_weight for c in d.cities}
    if any(w != (2 if i == "paris" else 1) for i, w in weights.items()):
        p.append("Paris counts 2 in the exile table, every other city 1 (§9.0)")
    for c in d.cities:
        if Camp.FRANCE not in c.camps:
            p.append(f"{c.id}: French armies may deploy to any city (§11.2)")
        if not c.initial_french:
            p.append(f"{c.id}: every city starts with a French army (§3.0 step 8)")
        if c.id in c.adjacent or _twice(c.adjacent):
            p.append(f"{c.id}: adjacency lists other cities, once each")
        for n in c.adjacent:
            if n not in by_id:
                p.append(f"{c.id} is adjacent to an unknown city {n!r}")
            elif c.id not in by_id[n].adjacent:
                p.append(f"adjacency is symmetric: {c.id} lists {n} but {n} does not list {c.id}")
        for s in c.symbols:
            if s not in d.symbols:
                p.append(f"{c.id}: unknown symbol {s!r} (declare it in 'symbols')")
    for camp in FOREIGN:
        if not any(camp in c.camps for c in d.cities):
            p.append(f"at least one city carries a {camp} flag, or that camp can never enter")
    for name in ("strasbourg", "marseille"):  # DATA_NOTES §6b: first foreign targets in a report
        if name in by_id and not FOREIGN & set(by_id[name].camps):
            p.append(f"{name} carries a Coalition or Royalist flag (DATA_NOTES §6b play report)")
    if ids and not p:
        seen, todo = {ids[0]}, [ids[0]]
        while todo:
            for n in by_id[todo.pop()].adjacent:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(ids):
            p.append(f"the map is connected; cut off: {sorted(set(ids) - seen)}")
    return p


def _check_systems(d: Fr1789Data) -> list[str]:
    p: list[str] = []
    ids = [s.id for s in d.systems]
    sysmap = {s.id: s for s in d.systems}
    personages = {c.id for c in d.history if c.kind == "personage"}
    if len(d.systems) != SYSTEM_COUNT:
        p.append(f"{SYSTEM_COUNT} Political Systems (§2.3.2), not {len(d.systems)}")
    if _twice(ids):
        p.append(f"system ids are unique: {_twice(ids)}")
    if not ids or ids[0] != START_SYSTEM:
        p.append("Absolutisme comes first: the game starts there (§3.0)")
    for s in d.systems:
        acts = [a.action for a in s.actions]
        if _twice(acts):
            p.append(f"{s.id}: each action is printed once per box")
        if ActionKind.VOTE not in acts:
            p.append(f"{s.id}: every box offers Vote, or the System could never change by vote")
        for t in s.votes_for:
            if t not in sysmap:
                p.append(f"{s.id} votes for an unknown system {t!r}")
        if _twice(s.votes_for):
            p.append(f"{s.id}: each vote target once")
        for b in s.bonus:
            if b.card not in personages:
                p.append(f"{s.id}: bonus VP for {b.card!r}, which is not a Personage card")
        if _twice(b.card for b in s.bonus):
            p.append(f"{s.id}: one bonus per Personage")
        fr = s.offer(ActionKind.FINANCIAL_REFORM)
        if fr and fr.rp != d.tables.amounts.financial_reform_rp:
            p.append(f"{s.id}: Financial Reform costs 4 RP (§7.2.9)")
        ex = s.offer(ActionKind.EXPEDITION)
        if ex and ex.rp != d.tables.amounts.expedition_rp:
            p.append(f"{s.id}: Expedition costs 2 RP (§7.2.10)")
    if p:
        return p
    ab = sysmap[START_SYSTEM]
    if {a.action for a in ab.actions} != ABSOLUTISME_ACTIONS:
        p.append("Absolutisme offers only Vote and Placate the Nobility (DATA_NOTES §2)")
    if "communisme" in ab.votes_for:
        p.append("Absolutisme cannot vote straight for Communisme (DATA_NOTES §6b)")
    for sid in ("monarchie", "republique"):
        if sid not in sysmap:
            p.append(f"a {sid} system exists (DATA_NOTES §2)")
        elif START_SYSTEM in sysmap[sid].votes_for:
            p.append(f"{sid} cannot vote for Absolutisme (DATA_NOTES §2)")
    for sid in ("empire", "communisme"):
        if sid not in sysmap:
            p.append(f"a {sid} system exists (DATA_NOTES §2)")
    rep = sysmap.get("republique")
    if rep and not {ActionKind.ARREST, ActionKind.EXECUTE} <= {a.action for a in rep.actions}:
        p.append("the Republic offers Arrest and Execute (DATA_NOTES §2)")
    mon = sysmap.get("monarchie")
    if mon and not (mon.offer(ActionKind.EXILE) and mon.offer(ActionKind.DEPLOY)):
        p.append("Exile and a foreign Deploy happen under Constitutional Monarchy (DATA_NOTES §6b)")
    if mon and not mon.offer(ActionKind.CAMPAIGN):
        p.append("a Campaign happens under Constitutional Monarchy (DATA_NOTES §6b)")
    if ab.offer(ActionKind.CAMPAIGN) or ab.offer(ActionKind.EXPEDITION):
        p.append("Absolutisme offers no Campaign and no Expedition")
    if not any(s.offer(ActionKind.EXILE) and s.offer(ActionKind.DEPLOY) for s in d.systems):
        p.append("some System allows both Exile and Deploy (§7.2.8, §9.0)")
    seen, todo = {START_SYSTEM}, [START_SYSTEM]
    while todo:
        for t in sysmap[todo.pop()].votes_for:
            if t not in seen:
                seen.add(t)
                todo.append(t)
    if len(seen) != len(ids):
        p.append(f"every System can be voted into from Absolutisme: {sorted(set(ids) - seen)}")
    return p


def _check_history(d: Fr1789Data) -> list[str]:
    p: list[str] = []
    cards = {c.id: c for c in d.history}
    per_turn = Counter(c.turn for c in d.history)
    if dict(per_turn) != CARDS_PER_TURN:
        got = dict(sorted(per_turn.items()))
        p.append(f"History cards per turn are 8, 7, 7, 6, 4 (§2.2.1), not {got}")
    if _twice(c.id for c in d.history) or _twice(c.name for c in d.history):
        p.append(f"History card ids and names are unique: {_twice(c.id for c in d.history)}")
    if [t.number for t in d.turns] != [1, 2, 3, 4, 5]:
        p.append("turns I-V each have a period, in order")
    wars = sorted(c.name for c in d.history if c.kind == "war")
    if wars != sorted(WAR_CARDS):
        p.append(f"exactly three War cards: {', '.join(WAR_CARDS)} (§2.2.1), not {wars}")
    for c in d.history:
        for cr in c.credits:
            target = cards.get(cr.card)
            if target is None:
                p.append(f"{c.id} gives credit toward an unknown card {cr.card!r}")
            elif target.id == c.id or target.turn < c.turn:
                p.append(f"{c.id}: credit goes to a future card (§2.2.1), not {cr.card}")
    louis = cards.get("louis_xvi")
    if louis is None or louis.turn != 1 or louis.kind != "personage":
        p.append("Louis XVI is a Turn-I Personage (DATA_NOTES §6b)")
    elif not any(a.timing == "cancel" and a.name == "Veto" for a in louis.abilities):
        p.append("Louis XVI has the ◇ Veto (§2.2.1, §12)")
    for cid in (
        "marie_antoinette",
        "lafayette",
        "barnave",
        "orleans",
        "desmoulins",
        "tennis_court_oath",
    ):
        if cid not in cards or cards[cid].turn != 1:
            p.append(f"{cid} is a Turn-I card (DATA_NOTES §6b)")
    return p


def _effects(d: Fr1789Data) -> Iterable[tuple[str, Ability, BaseModel]]:
    for c in d.history:
        for a in c.abilities:
            for e in a.effects:
                yield c.id, a, e
    for k in d.conspiracies:
        for e in k.ability.effects:
            yield k.id, k.ability, e


def _check_abilities(d: Fr1789Data) -> list[str]:
    """Every name an ability refers to exists, and §11.1's kinds of Deploy all exist."""
    p: list[str] = []
    systems = {s.id for s in d.systems}
    cities = {c.id: c for c in d.cities}
    for owner, a, e in _effects(d):
        for s in a.restriction.systems or ():
            if s not in systems:
                p.append(f"{owner}: restricted to an unknown system {s!r}")
        if isinstance(e, Votes):
            p += [
                f"{owner}: votes for an unknown system {s!r}"
                for s in e.systems or ()
                if s not in systems
            ]
        if isinstance(e, PlaceSupport):
            unknown = [c for c in e.cities or () if c not in cities]
            p += [f"{owner}: names an unknown city {c!r}" for c in unknown]
        symbol = getattr(e, "symbol", None)
        if symbol is not None:
            holders = [c for c in cities.values() if symbol in c.symbols]
            if not holders:
                p.append(f"{owner}: no city carries the symbol {symbol!r}")
            if isinstance(e, Deploy) and not any(
                set(e.camps) & set(c.camps) for c in holders
            ):  # a foreign camp needs a flag in at least one target city
                p.append(f"{owner}: no {symbol!r} city lets {'/'.join(e.camps)} deploy")
    deploys = [(owner, e) for owner, a, e in _effects(d) if isinstance(e, Deploy)]
    personages = {c.id for c in d.history if c.kind == "personage"}
    events = {c.id for c in d.history if c.kind == "event"}
    if not any(o in personages and Camp.FRANCE in e.camps for o, e in deploys):
        p.append("some Personage has ◆ Deploy (France) (§11.1)")
    if not any(o in personages and FOREIGN & set(e.camps) for o, e in deploys):
        p.append("some Personage has ◆ Deploy (Coalition/Royalist) (§11.1)")
    if not any(o in events for o, _ in deploys):
        p.append("some Event card deploys armies (§11.1)")
    if any(s.offer(ActionKind.EXPEDITION) for s in d.systems) and not any(
        o in personages and not a.restriction.exiled
        for o, a, e in _effects(d)
        if isinstance(e, Deploy)
    ):
        p.append("Expedition needs a Personage with ◆ Deploy usable outside Exile (§7.2.10)")
    return p


def _check_conspiracies(d: Fr1789Data) -> list[str]:
    p: list[str] = []
    kinds = {k.id: k for k in d.conspiracies}
    if len(d.conspiracies) != CONSPIRACY_KINDS or any(
        k.count != CONSPIRACY_EACH for k in d.conspiracies
    ):
        p.append("14 Conspiracy cards, 2 each of 7 kinds (§2.2.2)")
    if _twice(k.id for k in d.conspiracies) or _twice(k.name for k in d.conspiracies):
        p.append("Conspiracy kinds have unique ids and names")
    vatican = kinds.get("vatican_intervention")
    if vatican is None or not any(e.kind == "deploy" for e in vatican.ability.effects):
        p.append("Vatican Intervention deploys armies (§11.1)")
    informant = kinds.get("informant")
    if informant is None or informant.ability.timing != "cancel":
        p.append("Informant cancels a ◆ action like the Veto (§12)")
    bribery = kinds.get("bribery")
    every = {s.id for s in d.systems}
    if bribery is None or not any(
        isinstance(e, Votes) and e.systems and set(e.systems) == every
        for e in bribery.ability.effects
    ):
        p.append("Bribery of non-aligned deputies votes for any System (DATA_NOTES §2)")
    return p


def _check_armies(d: Fr1789Data) -> list[str]:
    p: list[str] = []
    counts = {pool.camp.value: sum(g.count for g in pool.units) for pool in d.pools}
    if counts != ARMY_COUNTS or len(d.pools) != 3:
        p.append(f"armies are 20 French, 12 Coalition, 10 Royalist (§2.1.2), not {counts}")
    leaders = [g.leader for pool in d.pools for g in pool.units if g.leader]
    if _twice(leaders):
        p.append(f"each leader portrait once: {_twice(leaders)}")
    for pool in d.pools:
        if not any(g.leader for g in pool.units):
            p.append(f"{pool.camp}: some units are leaders (§2.1.2 portraits)")
        if not any(g.leader is None and g.strength > 0 for g in pool.units):
            p.append(f"{pool.camp}: a non-leader able to hold a city after a win (§11.2 step 7)")
    french = sum(g.count for pool in d.pools if pool.camp == Camp.FRANCE for g in pool.units)
    if french <= CITY_COUNT:
        p.append("the French cup garrisons 8 cities and still has units to draw (§3.0 step 8)")
    return p


def _check_tables(d: Fr1789Data) -> list[str]:
    t = d.tables
    p: list[str] = []
    if (t.players.min, t.players.max) != (2, 5) or len(set(t.players.colours)) != 5:
        p.append("2-5 players in 5 colours (§2.1.1)")
    if t.income.by_players != {2: 18, 3: 15, 4: 12, 5: 10} or t.income.rp_cap != 60:
        p.append("income 18/15/12/10 RP by player count, RP capped at 60 (§5.0)")
    if t.income.rp_start != 0:
        p.append("RP markers start at 0 (§3.0 step 3)")
    deal = t.deal.conspiracy_by_players
    if deal != {2: 3, 3: 3, 4: 2, 5: 2}:
        p.append("Conspiracy deal is 3 each with 2-3 players, 2 each with 4-5 (§3.0 step 5)")
    total = sum(k.count for k in d.conspiracies)
    if any(n * k > total for n, k in deal.items()):
        p.append("every deal fits in the Conspiracy deck")
    m = t.markers
    if (m.support_per_colour, m.prison, m.exile, m.vote_markers) != (8, 4, 3, 18):
        p.append("markers: 8 Support per colour, 4 Prison, 3 Exile, 18 Vote (§2.1.1)")
    if m.support_per_colour < len(d.cities):
        p.append("a colour has a Support marker for every city")
    if not (m.votes_unlimited and m.vp_unlimited):
        p.append("Vote and VP chips are unlimited, like currency (§2.1.1)")
    rows = [(r.low, r.high, r.vp) for r in t.exile_scoring.rows]
    if rows != [(1, 2, 1), (3, 5, 2), (6, 8, 3), (9, 9, 5)]:
        p.append("exile table 1-2:1, 3-5:2, 6-8:3, 9:5 (§9.0)")
    if rows and rows[-1][1] != sum(c.exile_weight for c in d.cities):
        p.append("the exile table's top row is every city with Paris counting 2 (§9.0)")
    a = t.amounts
    got = (
        a.execute_vp,
        a.release_vp,
        a.return_vp,
        a.assassinate_vp,
        a.financial_reform_rp,
        a.financial_reform_vp,
        a.expedition_rp,
        a.expedition_vp,
        a.nationalize_fine_rp,
    )
    if got != (1, 2, 2, 2, 4, 1, 2, 2, 2):
        p.append(
            "action amounts of §7.2.5-7.2.12 (Execute 1, Release 2, Return 2, Assassinate 2 VP;"
            " Reform 4 RP→1 VP; Expedition 2 RP→2 VP; fine 2 RP)"
        )
    if t.flow.turns != 5 or t.flow.start_system != START_SYSTEM:
        p.append("five turns, starting in Absolutisme (§3.0, §4.0)")
    return p


# ---------------------------------------------------------------------------------------------

_M = TypeVar("_M", bound=BaseModel)

FILES = {
    "cities": "cities.json",
    "systems": "systems.json",
    "history": "history_cards.json",
    "conspiracy": "conspiracy_cards.json",
    "armies": "armies.json",
    "tables": "tables.json",
}


def _read(folder: Path, key: str, model: type[_M]) -> _M:
    path = folder / FILES[key]
    try:
        return model.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (ValidationError, json.JSONDecodeError) as err:
        raise DataError(f"{path.name} is malformed: {err}") from err


def load(folder: Path = DATA_DIR) -> Fr1789Data:
    """Read and cross-check the six files; raises DataError saying which rule a file breaks."""
    cities = _read(folder, "cities", _CitiesFile)
    systems = _read(folder, "systems", _SystemsFile)
    history = _read(folder, "history", _HistoryFile)
    conspiracy = _read(folder, "conspiracy", _ConspiracyFile)
    armies = _read(folder, "armies", _ArmiesFile)
    tables = _read(folder, "tables", _TablesFile)
    try:
        return Fr1789Data(
            symbols=cities.symbols,
            cities=cities.cities,
            systems=systems.systems,
            turns=history.turns,
            history=history.cards,
            conspiracies=conspiracy.kinds,
            pools=armies.pools,
            tables=tables.tables,
        )
    except ValidationError as err:
        raise DataError(f"French Revolution 1789 data in {folder.name}/: {err}") from err


DATA = load()
