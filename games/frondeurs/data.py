"""The Frondeurs et Frondeuses board and cards, read from `data/board.json` and `data/cards.json`
and checked at load time against every count, constraint and worked example of the rulebook, so a
group can swap in its own edition's files and learn at once what does not fit.

Most of the board is a reconstruction (the rulebook names the Spaces but prints no map); every
item says where it comes from in `source`. See RULES_NOTES.md, "Component data"."""

from __future__ import annotations

import json
from collections import Counter, deque
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

HERE = Path(__file__).parent / "data"


class Faction(StrEnum):
    CONDEEAN = "condeean"
    CABALIST = "cabalist"
    RETZIST = "retzist"
    MAZARINIST = "mazarinist"

    @property
    def colour(self) -> str:
        """Cube colour (§3.11)."""
        return {"condeean": "black", "cabalist": "blue", "retzist": "red", "mazarinist": "yellow"}[
            self.value
        ]


TURN_ORDER = (Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST)  # §5.13
AVATARS = {  # §4.12 step 6
    Faction.CONDEEAN: "conde",
    Faction.CABALIST: "longueville_duchesse",
    Faction.RETZIST: "retz",
    Faction.MAZARINIST: "mazarin",
}
FRONTIERS = ("northeast", "german", "italian", "spanish")  # §7.31
ARMY_COMMANDERS = ("conde", "carignano")  # §7.33
DUAL_PP = {"parlement_paris", "conseil_en_haut", "arret_union"}  # §2.53
DUAL_MP = {"erzhog"}  # §2.53
PERSON_KINDS = {"avatar", "person", "musketeer"}  # round Spaces (§2.22)
DASHED_PEERS = {"marechal", "musketeer", "spanish", "huguenot"}  # §2.45
ARROWED_PEERS = {"army_commander", "surintendant"}  # §2.45 (Fortress keys are colour pairs)

# Counts the rulebook states (§1.3, §2.452, §2.54, §4.12, §9, §10; DATA_NOTES §7).
SPACE_COUNT = 118
KIND_COUNTS: dict[SpaceKind, int] = {
    "avatar": 4,
    "frontier": 4,
    "fortress": 10,
    "musketeer": 4,
}
TOWNS_AND_PROVINCES = 8
PURPLE_INSTITUTIONS = 11
OTHER_INSTITUTIONS = 7
MARECHALS = 11
CROWN_ICONS = 10
COIN_ICONS = 15
SHORT_MAX = 20  # characters of a short name: the map draws every one of them
SHORT_LANGS = ("en", "fr")

SpaceKind = Literal[
    "avatar", "frontier", "fortress", "town", "province", "institution", "person", "musketeer"
]
Border = Literal["none", "purple", "green", "blue", "yellow", "solid_blue", "avatar"]
Peer = Literal["marechal", "musketeer", "spanish", "huguenot", "army_commander", "surintendant"]
Target = Literal["all", "persons", "institutions", "green_blue", "purple"]


class _Item(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str = Field(pattern=r"^(verified|reconstructed): .+")


class ArrestIcon(BaseModel):
    """A numbered ball-and-chain (§2.54): a prisoner (bottom left) or his prison (bottom right)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int
    role: Literal["prisoner", "prison"]


class Space(_Item):
    """A Space as printed (`name`, the Gazetteer's), and `short`: the name the map draws and
    every menu and log line uses, ours, in English, with `short_fr` where the French differs
    (a Space whose name holds English words: "Jesuits", « Jésuites »)."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str
    short: str = Field(min_length=2, max_length=SHORT_MAX)
    short_fr: str | None = Field(None, min_length=2, max_length=SHORT_MAX)
    kind: SpaceKind
    zone: str
    border: Border
    background: Literal["none", "orange", "yellow"]
    sex: Literal["M", "F"] | None = None
    pp: int = Field(ge=0)
    mp: int = Field(ge=0)
    pp_controlled: int | None = None  # the higher of a dual PP numeral (§2.53)
    mp_controlled: int | None = None
    control: int | Literal["infinity"] = 3  # §2.54: 3 by default
    faction: Faction | None = None  # Avatars only
    suit: Literal["spades", "hearts", "clubs", "diamonds"] | None = None
    crowns: int = Field(0, ge=0)
    coins: int = Field(0, ge=0)
    affiliates: tuple[Faction, ...] = ()
    peers: tuple[Peer, ...] = ()
    keys: tuple[str, ...] = ()  # Fortress Key icons on a Person (§2.453)
    locks: tuple[str, ...] = ()  # the matching key colours on a Fortress
    arrest: ArrestIcon | None = None
    pos: tuple[int, int]

    def short_in(self, lang: str) -> str:
        """The short name in `lang` ("en" or "fr")."""
        return self.short_fr if lang == "fr" and self.short_fr else self.short

    @property
    def is_person(self) -> bool:
        """Round Space (§2.22): Avatars, Persons and Musketeers."""
        return self.kind in PERSON_KINDS

    @property
    def targets(self) -> frozenset[str]:
        """The Action-card target types (§9.12) this Space answers to."""
        out = {"all", "persons" if self.is_person else "institutions"}
        if self.border in ("green", "blue"):
            out.add("green_blue")
        if self.border == "purple":
            out.add("purple")
        return frozenset(out)

    def value(self, controlled: bool) -> tuple[int, int]:
        """(PP, MP) scored by an Influencing or, if `controlled`, Controlling faction (§8.22)."""
        pp = self.pp_controlled if controlled and self.pp_controlled is not None else self.pp
        mp = self.mp_controlled if controlled and self.mp_controlled is not None else self.mp
        return pp, mp

    @model_validator(mode="after")
    def _shape(self) -> Space:
        problems = []
        if self.is_person != (self.sex is not None):
            problems.append("Persons (and only Persons) have a sex, for Lovers' Lanes (§2.43)")
        if (self.kind == "avatar") != (self.faction is not None):
            problems.append("an Avatar, and only an Avatar, belongs to a faction")
        if self.kind == "avatar" and (
            self.faction not in self.affiliates or self.pp or self.mp or self.border != "avatar"
        ):
            problems.append("an Avatar bears its own Affiliate icon and is worth 0 (§2.3, §9.26)")
        if self.kind == "frontier" and (
            self.border != "yellow"
            or self.background != "yellow"
            or "army_commander" not in self.peers
        ):
            problems.append("a Frontier Zone is yellow with the Army Commander icon (§2.23)")
        if self.kind == "musketeer" and (
            self.border != "solid_blue" or "musketeer" not in self.peers
        ):
            problems.append("a Musketeer has a solid blue border and the Musketeer icon (§2.25)")
        orange = self.kind == "fortress" or ("marechal" in self.peers and self.kind == "person")
        if orange != (self.background == "orange"):
            problems.append("orange background = Fortresses and Maréchals (§8.31-8.32)")
        for hi, lo in ((self.pp_controlled, self.pp), (self.mp_controlled, self.mp)):
            if hi is not None and hi <= lo:
                problems.append("a dual numeral's Controlled value is the higher one (§2.53)")
        if (self.keys and not self.is_person) or (self.locks and self.kind != "fortress"):
            problems.append("Fortress Keys join a Person to Fortresses (§2.453)")
        icons = (
            self.pp
            or self.mp
            or self.peers
            or self.affiliates
            or self.crowns
            or self.coins
            or self.arrest
            or self.keys
            or self.locks
        )
        if not icons:
            problems.append("every Space has at least one Icon (§2.5)")
        if problems:
            raise ValueError(f"space {self.id} ({self.name}): " + "; ".join(problems))
        return self


class Connector(_Item):
    """A printed line. `arrow` points from a to b; a Lovers' Lane joins a man and a woman."""

    id: str
    a: str
    b: str
    kind: Literal["solid", "dashed", "arrow", "lovers"]


@dataclass(frozen=True)
class Link:
    """One traceable direction of a connector, printed or by Peer icon, with its cube cost."""

    src: str
    dst: str
    cost: int  # 0 solid; 1 dashed, arrowed, peer, or a Lovers' Lane traced to the woman
    via: str  # a connector id, or "peer:<icon>" / "key:<colour>"


class BoardData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    about: str
    canvas: tuple[int, int]
    spaces: tuple[Space, ...]
    connectors: tuple[Connector, ...]

    @cached_property
    def by_id(self) -> dict[str, Space]:
        return {s.id: s for s in self.spaces}

    def links(self, army_commander: str = "conde") -> tuple[Link, ...]:
        """Every directed Adjacency (§6.48) with the current Army Commander (§7.33)."""
        out: list[Link] = []
        sp = self.by_id
        for c in self.connectors:
            if c.kind == "solid":
                out += [
                    Link(src=c.a, dst=c.b, cost=0, via=c.id),
                    Link(src=c.b, dst=c.a, cost=0, via=c.id),
                ]
            elif c.kind == "dashed":
                out += [
                    Link(src=c.a, dst=c.b, cost=1, via=c.id),
                    Link(src=c.b, dst=c.a, cost=1, via=c.id),
                ]
            elif c.kind == "arrow":
                out.append(Link(src=c.a, dst=c.b, cost=1, via=c.id))
            else:  # Lovers' Lane: solid from the woman, dashed from the man (§2.43)
                for x, y in ((c.a, c.b), (c.b, c.a)):
                    out.append(Link(src=x, dst=y, cost=0 if sp[x].sex == "F" else 1, via=c.id))
        for icon in sorted(DASHED_PEERS):
            group = [s.id for s in self.spaces if icon in s.peers]
            out += [
                Link(src=x, dst=y, cost=1, via=f"peer:{icon}")
                for x in group
                for y in group
                if x != y
            ]
        out += [
            Link(src=s.id, dst="surintendant", cost=1, via="peer:surintendant")
            for s in self.spaces
            if "surintendant" in s.peers and s.is_person
        ]
        out += [
            Link(src=army_commander, dst=f, cost=1, via="peer:army_commander") for f in FRONTIERS
        ]
        for s in self.spaces:
            for colour in s.keys:
                out += [
                    Link(src=s.id, dst=f.id, cost=1, via=f"key:{colour}")
                    for f in self.spaces
                    if colour in f.locks
                ]
        return tuple(out)

    @cached_property
    def made(self) -> dict[str, dict[str, tuple[Link, ...]]]:
        """`from_each`'s answers: the links are the same for each Army Commander all game."""
        return {}

    def from_each(self, army_commander: str = "conde") -> dict[str, tuple[Link, ...]]:
        """`links` by the Space they leave, built once per Army Commander."""
        made = self.made.get(army_commander)
        if made is None:
            out: dict[str, list[Link]] = {}
            for link in self.links(army_commander):
                out.setdefault(link.src, []).append(link)
            made = self.made[army_commander] = {src: tuple(ls) for src, ls in out.items()}
        return made

    def neighbours(
        self, space: str, *, lines_only: bool = False, army_commander: str = "conde"
    ) -> dict[str, int]:
        """Spaces Adjacent from `space`, each with the cheapest extra cube cost of entering it
        when empty. `lines_only` ignores Peers (King's Progress, §7.41; the §7.68 example)."""
        out: dict[str, int] = {}
        for link in self.from_each(army_commander).get(space, ()):
            if lines_only and ":" in link.via:
                continue
            out[link.dst] = min(out.get(link.dst, 1), link.cost)
        return out

    def connector_between(self, a: str, b: str) -> Connector | None:
        return next((c for c in self.connectors if {c.a, c.b} == {a, b}), None)

    @model_validator(mode="after")
    def _rules(self) -> BoardData:
        problems: list[str] = []
        problems += _check_spaces(self)
        if not problems:
            problems += _check_connectors(self)
        if not problems:
            problems += _check_graph(self)
            problems += _check_positions(self)
            problems += _check_examples(self)
        if problems:
            raise ValueError("board.json breaks the rules: " + "; ".join(problems))
        return self


def _check_spaces(b: BoardData) -> list[str]:
    p: list[str] = []
    sp = b.spaces
    ids = [s.id for s in sp]
    if len(sp) != SPACE_COUNT:
        p.append(f"the Gazetteer (§10) has {SPACE_COUNT} Spaces, not {len(sp)}")
    dup = [i for i, n in Counter(ids).items() if n > 1]
    if dup:
        p.append(f"Space ids are unique: {dup} repeat")
    if len({s.name for s in sp}) != len(sp):
        p.append("each Space has a name of its own")
    for lang in SHORT_LANGS:  # a menu offering two Spaces by one name is no choice
        twice = [n for n, k in Counter(s.short_in(lang) for s in sp).items() if k > 1]
        if twice:
            p.append(f"each Space has a short name of its own in {lang}: {twice} repeat")
    straight = [s.id for s in sp if "'" in s.short + (s.short_fr or "")]
    if straight:
        p.append(f"short names take the typographic apostrophe (’): {straight}")
    kinds = Counter(s.kind for s in sp)
    for kind, n in KIND_COUNTS.items():
        if kinds[kind] != n:
            p.append(f"{n} {kind} Spaces (§10), not {kinds[kind]}")
    if kinds["town"] + kinds["province"] != TOWNS_AND_PROVINCES:
        p.append("8 Towns and Provinces (§10.4)")
    inst = [s for s in sp if s.kind == "institution"]
    if sum(s.border == "purple" for s in inst) != PURPLE_INSTITUTIONS:
        p.append("11 purple Government Institutions (§10.5)")
    if sum(s.border == "none" for s in inst) != OTHER_INSTITUTIONS:
        p.append("7 other Institutions without a purple border (§10.6)")
    marechals = [s for s in sp if s.kind == "person" and "marechal" in s.peers]
    if len(marechals) != MARECHALS:
        p.append(f"11 Maréchals (§10.7), not {len(marechals)}")
    if sum(s.background == "orange" for s in sp) != MARECHALS + KIND_COUNTS["fortress"]:
        p.append("21 orange Spaces: the Fortresses and Maréchals (§8.31)")
    by = {s.id: s for s in sp}
    for f, avatar in AVATARS.items():
        if avatar not in by or by[avatar].faction != f:
            p.append(f"{avatar} is the {f.value} Avatar (§4.12)")
    if sorted(s.id for s in sp if s.kind == "frontier") != sorted(FRONTIERS):
        p.append("the Frontier Zones are Northeast, German, Italian and Spanish (§7.31)")
    if p:
        return p
    conde = by["conde"]
    if not {"marechal", "huguenot"} <= set(conde.peers) or conde.background != "none":
        p.append("Condé's Avatar has Maréchal and Huguenot icons, no orange (§8.32, §10.12)")
    if "spanish" not in by["longueville_duchesse"].peers or "spanish" not in by["charles_iv"].peers:
        p.append("the duchesse and Charles IV bear the Spanish peer (§10.13, §7.68)")
    if sum(s.crowns for s in sp) != CROWN_ICONS or sum(s.coins for s in sp) != COIN_ICONS:
        p.append("10 Crown and 15 Coin icons on the board (§4.12)")
    if {s.id for s in sp if s.pp_controlled} != DUAL_PP or {
        s.id for s in sp if s.mp_controlled
    } != DUAL_MP:
        p.append(
            "dual numerals on the Parlement de Paris, Conseil en haut, Arrêt d'Union (PP) "
            "and Erzhog Leopold Wilhelm (MP) only (§2.53)"
        )
    if by["parlement_paris"].control != 6:
        p.append("the Parlement de Paris needs 6 cubes for Control (§6.6.10)")
    if by["parlement_paris"].border != "purple":
        p.append("the Parlement de Paris is purple-bordered (§6.6.10, §10.5)")
    sur = [s for s in sp if "surintendant" in s.peers]
    if sorted(s.is_person for s in sur) != [False] + [True] * 5 or "surintendant" not in {
        s.id for s in sur
    }:
        p.append("5 Persons and the one Institution with the Surintendant icon (§2.452)")
    if not {"avaux", "la_meilleraye"} <= {s.id for s in sur}:
        p.append("d'Avaux and la Meilleraye carry the Surintendant icon (§10.79, §10.83)")
    ac = {s.id for s in sp if "army_commander" in s.peers}
    if ac != set(ARMY_COMMANDERS) | set(FRONTIERS):
        p.append("the Army Commander icon is on Condé, Carignano and the Frontier Zones (§7.33)")
    arrests = {s.id: s.arrest for s in sp if s.arrest}
    want = {
        "rantzau": (1, "prisoner"),
        "bastille": (1, "prison"),
        "beaufort": (2, "prisoner"),
        "vincennes": (2, "prison"),
        "guise": (3, "prisoner"),
    }
    if {k: (v.number, v.role) for k, v in arrests.items()} != want:
        p.append("five ball-and-chain icons: Rantzau/Bastille, Beaufort/Vincennes, Guise (§2.54)")
    if "musketeer" not in by["troisville"].peers or by["troisville"].kind != "person":
        p.append("Troisville has the Musketeer peer but is not a Musketeer Space (§4.12)")
    for f in Faction:
        n = sum(f in s.affiliates for s in sp)
        if n < 6:
            p.append(f"the {f.value} Affiliate needs the Avatar and at least 5 Spaces (§9.23)")
    if "cabalist" not in by["don_carlos"].affiliates:
        p.append("Don Carlos carries the Cabalist affiliate (§7.68)")
    for colour in ("green", "purple"):
        if sum(s.border == colour for s in sp) < 8:
            p.append(f"well over 5 {colour}-bordered Spaces for the Season cards (§9.23)")
    if sum(s.border == "blue" for s in sp) < 1 or sum("huguenot" in s.peers for s in sp) < 1:
        p.append("blue-bordered and Huguenot Spaces exist for Emeutes! and Huguenot Unrest")
    keys = {k for s in sp for k in s.keys}
    locks = {k for s in sp for k in s.locks}
    if keys != locks:
        p.append(f"every Fortress Key colour opens a Fortress and back (§2.453): {keys ^ locks}")
    candidates = [
        s for s in sp if s.is_person and s.kind != "avatar" and 1 <= s.pp <= 2 and not s.arrest
    ]
    if len(candidates) < 5:
        p.append("Arrest Them! (Parlementaires) needs Persons worth 1-2 PP (§9.26)")
    return p


def _check_connectors(b: BoardData) -> list[str]:
    p: list[str] = []
    by = b.by_id
    ids = [c.id for c in b.connectors]
    if len(set(ids)) != len(ids):
        p.append("connector ids are unique")
    pairs: Counter[frozenset[str]] = Counter()
    for c in b.connectors:
        missing = [e for e in (c.a, c.b) if e not in by]
        if missing:
            p.append(f"connector {c.id} names unknown Space(s) {missing}")
            continue
        if c.a == c.b:
            p.append(f"connector {c.id} joins {c.a} to itself")
        pairs[frozenset((c.a, c.b))] += 1
        if c.kind == "lovers" and {by[c.a].sex, by[c.b].sex} != {"M", "F"}:
            p.append(f"Lovers' Lane {c.id} must join a man and a woman (§2.43): {c.a}-{c.b}")
    twice = [sorted(k) for k, n in pairs.items() if n > 1]
    if twice:
        p.append(f"at most one line between two Spaces: {twice}")
    return p


def _reach(links: Iterable[Link], start: str) -> set[str]:
    nxt: dict[str, set[str]] = {}
    for link in links:
        nxt.setdefault(link.src, set()).add(link.dst)
    seen, todo = {start}, deque([start])
    while todo:
        for y in nxt.get(todo.popleft(), ()):
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return seen


def _check_graph(b: BoardData) -> list[str]:
    """Every Space can be reached from every Avatar, whoever commands the army (§6.44)."""
    p: list[str] = []
    every = {s.id for s in b.spaces}
    lined = {e for c in b.connectors for e in (c.a, c.b)}
    if every - lined:
        p.append(f"every Space has at least one printed line: {sorted(every - lined)}")
    for ac in ARMY_COMMANDERS:
        links = b.links(ac)
        for avatar in AVATARS.values():
            lost = every - _reach(links, avatar)
            if lost:
                p.append(f"from {avatar} (AC {ac}) these Spaces cannot be reached: {sorted(lost)}")
    return p


def _check_positions(b: BoardData) -> list[str]:
    p: list[str] = []
    w, h = b.canvas
    pos = {s.id: s.pos for s in b.spaces}
    for i, (px, py) in pos.items():
        if not (30 <= px <= w - 30 and 25 <= py <= h - 20):
            p.append(f"{i} is drawn outside the {w}x{h} board")
    items = list(pos.items())
    for n, (i, (px, py)) in enumerate(items):
        for j, (u, v) in items[n + 1 :]:
            if (px - u) ** 2 + (py - v) ** 2 < 60**2:
                p.append(f"{i} and {j} are drawn closer than 60 px")
    cx, cy = w / 2, h / 2
    by_centre = sorted(pos, key=lambda i: (pos[i][0] - cx) ** 2 + (pos[i][1] - cy) ** 2)
    if set(by_centre[:4]) != set(FRONTIERS):
        p.append("the four Frontier Zones are the Spaces at the centre of the board (§2.23)")
    if p:
        return p
    x, y = (lambda i: pos[i][0]), (lambda i: pos[i][1])
    fx = max(x(f) for f in FRONTIERS)
    fy = min(y(f) for f in FRONTIERS)
    hints = {  # position hints of §4.12, §7.28, §7.68, §9.26, §10.9.13, §6.6.10, §2.431
        "Guise is the Space nearest the top right corner (§4.12)": min(
            pos, key=lambda i: (w - x(i)) ** 2 + y(i) ** 2
        )
        == "guise",
        "Don Carlos is in the top left quadrant (§7.28)": x("don_carlos") < cx
        and y("don_carlos") < cy,
        "Rantzau is slightly up and left of the middle (§4.12)": cx - 250 < x("rantzau") < cx
        and cy - 200 < y("rantzau") < cy,
        "Broussel and Blancmesnil are bottom left (§9.26)": all(
            x(i) < cx / 2 and y(i) > cy for i in ("broussel", "blancmesnil")
        ),
        "Charles IV is just up and right of the Frontier Zones (§7.68)": fx
        < x("charles_iv")
        < fx + 150
        and fy - 100 < y("charles_iv") < fy,
        "Conti is right of the Condé Avatar (§9.26)": 0 < x("conti") - x("conde") < 130
        and abs(y("conti") - y("conde")) < 40,
        "Rochefoucauld is just left of the duchesse (§2.431)": 0
        < x("longueville_duchesse") - x("rochefoucauld")
        < 130
        and abs(y("rochefoucauld") - y("longueville_duchesse")) < 40,
        "the duc de Longueville is beside the duchesse (§9.26)": abs(
            x("longueville_duc") - x("longueville_duchesse")
        )
        < 130
        and abs(y("longueville_duc") - y("longueville_duchesse")) < 40,
        "Beaufort is next to the Cabalist Avatar (§4.12)": min(
            AVATARS.values(),
            key=lambda a: (x(a) - x("beaufort")) ** 2 + (y(a) - y("beaufort")) ** 2,
        )
        == "longueville_duchesse"
        and abs(y("beaufort") - y("longueville_duchesse")) < 130,
        "Caumartin is just above the Retz Avatar (§6.6.10)": abs(x("caumartin") - x("retz")) < 40
        and 0 < y("retz") - y("caumartin") < 130,
        "the Capuchins are just left of the Retz Avatar (§6.6.10)": 0
        < x("retz") - x("capuchins")
        < 130
        and abs(y("capuchins") - y("retz")) < 40,
        "the Elbeufs and Vendômes are bottom right (§10.9.13)": all(
            x(i) > cx and y(i) > cy
            for i in (
                "vendome",
                "elbeuf",
                "elbeuf_fils",
                "mercoeur",
                "beaufort",
                "duchesse_nemours",
            )
        ),
    }
    p += [f"position: {k}" for k, ok in hints.items() if not ok]
    return p


def _check_examples(b: BoardData) -> list[str]:
    """The board facts the three worked examples rely on (§2.431, §6.6.10, §7.68)."""
    p: list[str] = []

    def kind(a: str, c: str) -> str | None:
        conn = b.connector_between(a, c)
        return conn.kind if conn else None

    # §2.431: free from the duchesse to Rochefoucauld, +1 back.
    if kind("longueville_duchesse", "rochefoucauld") != "lovers" or (
        b.neighbours("longueville_duchesse").get("rochefoucauld"),
        b.neighbours("rochefoucauld").get("longueville_duchesse"),
    ) != (0, 1):
        p.append("§2.431: a Lovers' Lane joins the duchesse (free) and Rochefoucauld (+1 back)")
    # §6.6.10: solid Caumartin-Retz, Capuchins-Retz, Retz-Parlement; Parlement-Maîtres; the
    # Mazarinist affiliate on most of the Parlement's other neighbours.
    for a, c in (
        ("caumartin", "retz"),
        ("capuchins", "retz"),
        ("retz", "parlement_paris"),
        ("parlement_paris", "maitres_requetes"),
    ):
        if kind(a, c) != "solid":
            p.append(f"§6.6.10: a solid line joins {a} and {c}")
    if b.neighbours("parlement_paris", lines_only=True).get("maitres_requetes") != 0:
        p.append("§6.6.10: displaced cubes can leave the Parlement for the Maîtres des requêtes")
    others = set(b.neighbours("parlement_paris", lines_only=True)) - {"retz", "maitres_requetes"}
    maz = sum(Faction.MAZARINIST in b.by_id[o].affiliates for o in others)
    if not others or 2 * maz <= len(others):
        p.append("§6.6.10: most of the Parlement's other neighbours are Mazarinist affiliates")
    # §7.68: the Spanish Gold chain.
    if set(b.neighbours("charles_iv", lines_only=True)) != {"gaston", "don_carlos", "erzhog"}:
        p.append("§7.68: Charles IV's line neighbours are Gaston, Don Carlos and Erzhog")
    for a, c, k in (
        ("charles_iv", "gaston", "dashed"),
        ("charles_iv", "don_carlos", "dashed"),
        ("charles_iv", "erzhog", "solid"),
    ):
        if kind(a, c) != k:
            p.append(f"§7.68: a {k} line joins {a} and {c}")
    chain = {"charles_iv", "gaston", "don_carlos", "erzhog"}

    def free_from(group: set[str], target: str) -> bool:
        return any(b.neighbours(g, lines_only=True).get(target) == 0 for g in group)

    if not free_from(chain, "northeast"):
        p.append("§7.68: the Northeast is reached from the chain at no line cost")
    if not free_from(chain | {"northeast"}, "languedoc"):
        p.append("§7.68: Languedoc is reached from the chain at no line cost")
    if not all(free_from({"languedoc"}, t) for t in ("aix", "marseilles")):
        p.append("§7.68: Aix and Marseilles are Adjacent to Languedoc at no cost")
    if not free_from(chain | {"northeast", "languedoc"}, "conde") or "conde" in b.neighbours(
        "charles_iv", lines_only=True
    ):
        p.append(
            "§7.68: Condé's Avatar costs exactly 3+1 from the chain (solid), not via Charles IV"
        )
    if not {"aix", "marseilles"} <= {s.id for s in b.spaces if "green_blue" in s.targets}:
        p.append("§7.68: Aix and Marseilles are blue-bordered Towns")
    return p


# --- cards ---------------------------------------------------------------------------------

ActionKind = Literal["place4", "place3", "remove2", "place2_remove1", "move"]
OPTION_COUNTS: dict[ActionKind, int] = {
    "place4": 30,
    "place3": 15,
    "remove2": 45,
    "place2_remove1": 30,
}  # §9.13-9.15
MOVE_OPTIONS = 60  # the 180 option slots less the 120 §9.13-9.15 count (RULES_NOTES)
CONTROLLED_REMOVALS = 12  # §9.14
STATED_TARGETS: dict[Target, int] = {
    "all": 16,
    "persons": 26,
    "institutions": 16,
    "green_blue": 11,
    "purple": 11,
}


class ActionOption(BaseModel):
    """One of a card's two options (§6.21): place, remove, place THEN remove, or move."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    action: ActionKind
    target: Target
    place: int = 0
    remove: int = 0
    move: int = 0
    any_location: bool = False  # "Adjacency not required" (§9.14)
    controlled: bool = False  # the white C in a black circle (§6.54)

    @model_validator(mode="after")
    def _shape(self) -> ActionOption:
        want = {
            "place4": (4, 0, 0),
            "place3": (3, 0, 0),
            "remove2": (0, 2, 0),
            "place2_remove1": (2, 1, 0),
            "move": (0, 0, 4),
        }[self.action]
        if (self.place, self.remove, self.move) != want:
            raise ValueError(f"a {self.action} option places/removes/moves {want}")
        if self.action == "remove2" and not self.any_location:
            raise ValueError("every Remove 2 is 'Adjacency not required' (§9.14)")
        if self.controlled and (self.action != "remove2" or self.target == "all"):
            raise ValueError("only Remove 2 options of one target type may hit Controlled Spaces")
        return self


class ActionCard(_Item):
    id: str
    name: str
    set: Literal[1, 2, 3]
    options: tuple[ActionOption, ActionOption]


class Battle(BaseModel):
    """All score MP at orange Spaces; the highest places `cubes` at `target`, removing opposing
    cubes 1:1 first (§7.32, §9.22)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["battle"]
    cubes: int = Field(ge=1)
    target: str


class RemoveOwn(BaseModel):
    """Each faction in turn order removes 1 of its own cubes from `spaces` of its Spaces of the
    class (every one if None); a Musketeer cancels one's own removals (§9.23)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["remove_own"]
    where: Literal[
        "affiliate_icon", "purple_border", "green_border", "blue_border", "huguenot_icon"
    ]
    spaces: int | None


class OldNoll(BaseModel):
    """The active faction places `place` or removes up to `remove` at each Frontier Zone; any
    other faction may cancel the card with a Musketeer, in turn order (§9.24)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["old_noll"]
    place: int
    remove: int


class Depression(BaseModel):
    """Each faction discards one of `tokens` or removes `remove` own cubes anywhere; a
    Musketeer cancels the removal (§9.25)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["depression"]
    remove: int
    tokens: tuple[Literal["coin", "crown"], ...]


class Arrest(BaseModel):
    """Put `targets` Under Arrest, plus (Parlementaires) one Person of the active player's
    choice worth `extra_person_pp` PP; he picks prisons and liberations (§7.2, §9.26)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["arrest"]
    targets: tuple[str, ...]
    extra_person_pp: tuple[int, int] | None


class FactionSwap(BaseModel):
    """Mid-game PP scoring, then the 2p/3p faction swap (§5.33, §5.41, §9.27)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["faction_swap"]


Effect = Annotated[
    Battle | RemoveOwn | OldNoll | Depression | Arrest | FactionSwap, Field(discriminator="type")
]
SEASON_KIND_COUNTS = {
    "battle": 10,
    "remove_own": 5,
    "old_noll": 1,
    "depression": 2,
    "arrest": 2,
    "faction_swap": 1,
}  # §9.22-9.27


class SeasonCard(_Item):
    id: str
    name: str
    historical_order: int = Field(ge=1, le=21)  # §9.3
    free_cubes: Literal[2] = 2  # §9.21
    effect: Effect


class TrackBox(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    index: int
    label: str
    end_game: int | None = None  # roll 1d6 ≤ this to end the game (§5.12)


class Track(_Item):
    boxes: tuple[TrackBox, ...]


class Coins(_Item):
    values: tuple[int, ...]
    on_board: int


class Tokens(_Item):
    season_marker: int
    scoring_markers: int
    crowns: int
    coins: int
    musketeers: int
    arrest_pairs: int
    cube_markers: int
    army_commander: int
    kings_pawn: int

    @property
    def total(self) -> int:
        """Tokens in the box, counting each Arrest pair as two (§1.3: 80)."""
        return (
            self.season_marker
            + self.scoring_markers
            + self.crowns
            + self.coins
            + self.musketeers
            + 2 * self.arrest_pairs
            + self.cube_markers
            + self.army_commander
            + self.kings_pawn
        )


class AideMemoire(_Item):
    cards: tuple[str, ...]


class CardData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    about: str
    action_cards: tuple[ActionCard, ...]
    season_cards: tuple[SeasonCard, ...]
    season_track: Track
    coins: Coins
    tokens: Tokens
    aide_memoire: AideMemoire

    @model_validator(mode="after")
    def _rules(self) -> CardData:
        p: list[str] = []
        cards = self.action_cards
        if len(cards) != 90 or len({c.id for c in cards}) != 90:
            p.append(f"90 Action cards with distinct ids (§3.22), not {len(cards)}")
        opts = [o for c in cards for o in c.options]
        got = Counter(o.action for o in opts)
        for k, n in OPTION_COUNTS.items():
            if got[k] != n:
                p.append(f"{n} {k} options (§9.13-9.15), not {got[k]}")
        if got["move"] != MOVE_OPTIONS:
            p.append(f"{MOVE_OPTIONS} Move options fill the other option slots")
        if sum(o.controlled for o in opts) != CONTROLLED_REMOVALS:
            p.append("12 of the 45 Remove 2 may target Controlled Spaces (§9.14)")
        per_set = Counter((c.set, o.target) for c in cards for o in c.options if o.controlled)
        if any(n != 1 for n in per_set.values()):
            p.append("one Controlled-Space removal per target type per set (§9.14)")
        kinds = {(o.action, o.target) for o in opts}
        if len(kinds) != len(OPTION_COUNTS) * 5 + 5:
            p.append("every kind of Action targets every type of Space at least once (§9.12)")
        for c in cards:
            if (
                c.options[0].target != c.options[1].target
                or c.options[0].action == c.options[1].action
            ):
                p.append(f"card {c.id}: two different options on one target type")
        targets = Counter(c.options[0].target for c in cards)
        if any(targets[t] < n for t, n in STATED_TARGETS.items()):
            p.append(f"at least the §9.12 target counts {STATED_TARGETS}, not {dict(targets)}")
        season = self.season_cards
        if len(season) != 21 or sorted(s.historical_order for s in season) != list(range(1, 22)):
            p.append("21 Season cards in the historical order of §9.3")
        if len({s.id for s in season}) != len(season):
            p.append("Season card ids are unique")
        if Counter(s.effect.type for s in season) != SEASON_KIND_COUNTS:
            p.append(f"Season kinds {SEASON_KIND_COUNTS} (§9.22-9.27)")
        boxes = self.season_track.boxes
        if [b.index for b in boxes] != list(range(22)) or boxes[0].label != "Spring 1648":
            p.append("the track runs from Spring 1648 one box per Season card (§4.12)")
        elif boxes[8].label != "Spring 1650" or boxes[18].end_game != 2:
            p.append("Season 8 is Spring 1650 (§8.51) and Fall 1652 ends on 1-2 (§5.12)")
        elif [b.index for b in boxes if b.end_game] != [17, 18, 19, 20]:
            p.append("end-game numerals from Summer 1652 to Spring 1653 (§5.12)")
        if len(self.coins.values) != 31 or self.coins.on_board != 15 or 2 not in self.coins.values:
            p.append("31 Coins, 15 on the board, a 2-value among them (§1.3, §4.12, §6.6.10)")
        t = self.tokens
        if (t.total, t.crowns, t.coins, t.musketeers, t.arrest_pairs) != (80, 10, 31, 4, 4):
            p.append("80 tokens: 10 Crowns, 31 Coins, 4 Musketeers, 4 Arrest pairs (§1.3)")
        if len(self.aide_memoire.cards) != 9:
            p.append("9 Aide Mémoire cards (§3.24)")
        if p:
            raise ValueError("cards.json breaks the rules: " + "; ".join(p))
        return self

    def check_against(self, board: BoardData) -> None:
        """Cross-file facts: Battle targets, arrest targets, Avatars on the Aide Mémoire."""
        by = board.by_id
        p: list[str] = []
        for s in self.season_cards:
            e = s.effect
            if isinstance(e, Battle) and (
                e.target not in by or by[e.target].kind not in ("frontier", "fortress")
            ):
                p.append(f"{s.name} names a Frontier Zone or Fortress (§7.32), not {e.target}")
            if isinstance(e, Arrest) and any(t not in by or not by[t].is_person for t in e.targets):
                p.append(f"{s.name} arrests Person Spaces (§7.21)")
        lens = next((s for s in self.season_cards if s.id == "lens"), None)
        if not lens or lens.effect != Battle(type="battle", cubes=4, target="northeast"):
            p.append("the Battle of Lens places 4 in the Flanders (Northeast) Frontier (§9.2)")
        princes = next((s.effect for s in self.season_cards if s.id == "arrest_princes"), None)
        if not isinstance(princes, Arrest) or set(princes.targets) != {
            "conde",
            "conti",
            "longueville_duc",
        }:
            p.append("Arrest Them! (Princes) takes Condé, Conti and Longueville (§9.26)")
        parl = next((s.effect for s in self.season_cards if s.id == "arrest_parlementaires"), None)
        if not isinstance(parl, Arrest) or set(parl.targets) != {"broussel", "blancmesnil"}:
            p.append("Arrest Them! (Parlementaires) takes Broussel and Blancmesnil (§9.26)")
        missing = [a for a in self.aide_memoire.cards if a not in by and a != "kings_pawn"]
        if missing:
            p.append(f"Aide Mémoire cards name unknown Spaces {missing}")
        if p:
            raise ValueError("cards.json does not fit board.json: " + "; ".join(p))


class Components:
    """Everything printed on the board and cards, frozen, with the look-ups an engine needs."""

    def __init__(self, board: BoardData, cards: CardData) -> None:
        cards.check_against(board)
        self.board = board
        self.cards = cards
        self.spaces = board.by_id
        self.action_cards = {c.id: c for c in cards.action_cards}
        self.season_cards = {c.id: c for c in cards.season_cards}

    def neighbours(
        self, space: str, *, lines_only: bool = False, army_commander: str = "conde"
    ) -> dict[str, int]:
        return self.board.neighbours(space, lines_only=lines_only, army_commander=army_commander)

    def spaces_with(self, target: str) -> list[str]:
        """Spaces an Action card of this target type (§9.12) may name."""
        return [s.id for s in self.board.spaces if target in s.targets]


def load(
    board_path: Path = HERE / "board.json", cards_path: Path = HERE / "cards.json"
) -> Components:
    board = BoardData.model_validate(json.loads(board_path.read_text(encoding="utf-8")))
    cards = CardData.model_validate(json.loads(cards_path.read_text(encoding="utf-8")))
    return Components(board, cards)


DATA = load()
