"""Guillotine's components, loaded from `data/*.json` and validated at import, so a group that owns
the 1988 edition can replace a file with its own cards and get a clear error if it is malformed.

The parties and deputies are in the rulebook (§I.4); the 54 Mission cards, 36 Jacobin cards and
the question booklet are not (shared/DATA_NOTES.md §3) and are reconstructed.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from games.core import Msg, Text

DATA = Path(__file__).parent / "data"
MISSION_COUNT = 54  # §I.1 Contenu du jeu: 54 Cartes-Mission
JACOBIN_COUNT = 36  # §I.1: 36 Cartes-Jacobins
MIN_QUESTIONS = 60
# Where a free deputy may sit (Phase I §2: any post but Fuite, Prison or Guillotine).
FREE_POSTS = ("convention", "comite", "tribunal", "club", "mission")
Post = Literal["convention", "comite", "tribunal", "club", "mission"]
Elsewhere = Literal["convention", "prison", "fuite", "guillotine"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _check_source(value: str) -> str:
    if value != "reconstructed" and not value.startswith("verified: "):
        raise ValueError('source must be "reconstructed" or "verified: <where>"')
    return value


class Sourced(Strict):
    source: str

    _source = field_validator("source")(_check_source)


class DeputyEntry(Strict):
    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    short: str | None = None  # for the board, where space is short

    @property
    def board_name(self) -> str:
        return self.short or self.name


class Party(Sourced):
    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    initial: str = Field(min_length=1, max_length=1)
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    deputies: list[DeputyEntry] = Field(min_length=6, max_length=6)  # "une tendance de 6 députés"


class Result(Strict):
    """What befalls a deputy: PP won or lost, then perhaps a forced move or a denunciation."""

    pp: int = 0
    to: Elsewhere | None = None
    denounced: bool = False


class Gamble(Strict):
    need: int = Field(ge=2, le=6)  # the die must show this or more
    success: Result
    failure: Result


class MissionCard(Sourced):
    id: str
    title: str
    flavour: str
    effect: Result | None = None
    gamble: Gamble | None = None

    @model_validator(mode="after")
    def _one_effect(self) -> MissionCard:
        if (self.effect is None) == (self.gamble is None):
            raise ValueError(f"{self.id}: give exactly one of effect and gamble")
        return self


class JacobinCard(Sourced):
    id: str
    title: str
    flavour: str
    kind: Literal["denounce", "pp_holder", "pp_club", "pp_target", "release"]
    delayed: bool = False  # Phase V: kept secretly, played in a later Club phase
    deputy: str | None = None  # a named deputy ...
    party: str | None = None  # ... or any deputy of a party ...
    post: Post | None = None  # ... or any deputy at a post; none of them: any free deputy
    supported: bool = False
    pp: int = 0
    release_from: Literal["prison", "fuite"] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> JacobinCard:
        aims = sum(x is not None for x in (self.deputy, self.party, self.post))
        if aims > 1:
            raise ValueError(f"{self.id}: name at most one of deputy, party and post")
        if self.kind != "denounce" and (aims or self.supported):
            raise ValueError(f"{self.id}: only a denunciation names a target")
        if (self.kind == "release") != (self.release_from is not None):
            raise ValueError(f"{self.id}: release_from goes with kind release, and only there")
        if (self.kind in ("pp_holder", "pp_club", "pp_target")) != (self.pp != 0):
            raise ValueError(f"{self.id}: pp goes with the pp_* kinds, and only there")
        if self.kind in ("pp_holder", "pp_club") and self.delayed:
            raise ValueError(f"{self.id}: a card for the deputy who draws it is immediate")
        if self.kind in ("release", "pp_target") and not self.delayed:
            raise ValueError(f"{self.id}: a card played on a chosen deputy is delayed")
        return self


class Question(Sourced):
    """A yes/no question of the Variante Histoire, written in each language the bot speaks."""

    id: str
    party: str
    text: str
    text_fr: str
    answer: bool

    @property
    def said(self) -> Msg:
        """The question in the reader's language."""
        return Msg("guillotine-question", en=self.text, fr=self.text_fr)


class _PartyFile(Strict):
    parties: list[Party]


class _MissionFile(Strict):
    note: str
    cards: list[MissionCard]


class _JacobinFile(Strict):
    note: str
    cards: list[JacobinCard]


class _QuestionFile(Strict):
    note: str
    questions: list[Question]


class Components(Strict):
    parties: list[Party]
    mission: list[MissionCard]
    jacobin: list[JacobinCard]
    questions: list[Question]

    @model_validator(mode="after")
    def _whole(self) -> Components:
        if [p.initial for p in self.parties] != ["M", "G", "C", "R"]:
            raise ValueError("the four parties are Montagnards, Girondins, Crapauds, Royalistes")
        deputies = [d.id for p in self.parties for d in p.deputies]
        _unique("deputy", deputies)
        if len(self.mission) != MISSION_COUNT or len(self.jacobin) != JACOBIN_COUNT:
            raise ValueError(f"{MISSION_COUNT} Mission and {JACOBIN_COUNT} Jacobin cards, no more")
        _unique("card", [c.id for c in self.mission] + [c.id for c in self.jacobin])
        _unique("question", [q.id for q in self.questions])
        party_ids = {p.id for p in self.parties}
        for c in self.jacobin:
            if c.deputy is not None and c.deputy not in deputies:
                raise ValueError(f"{c.id} names an unknown deputy {c.deputy!r}")
            if c.party is not None and c.party not in party_ids:
                raise ValueError(f"{c.id} names an unknown party {c.party!r}")
        per_party = Counter(q.party for q in self.questions)
        if set(per_party) != party_ids or len(self.questions) < MIN_QUESTIONS:
            raise ValueError(f"at least {MIN_QUESTIONS} questions, for all four parties")
        return self


def _unique(what: str, ids: list[str]) -> None:
    twice = [i for i, n in Counter(ids).items() if n > 1]
    if twice:
        raise ValueError(f"{what} ids used twice: {twice}")


def _read(name: str) -> object:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@cache
def load() -> Components:
    return Components(
        parties=_PartyFile.model_validate(_read("parties.json")).parties,
        mission=_MissionFile.model_validate(_read("mission_cards.json")).cards,
        jacobin=_JacobinFile.model_validate(_read("jacobin_cards.json")).cards,
        questions=_QuestionFile.model_validate(_read("questions.json")).questions,
    )


C = load()
PARTY = {p.id: p for p in C.parties}
PARTY_IDS = [p.id for p in C.parties]
DEPUTY_PARTY = {d.id: p.id for p in C.parties for d in p.deputies}
DEPUTY_NAME = {d.id: d.name for p in C.parties for d in p.deputies}
DEPUTY_SHORT = {d.id: d.board_name for p in C.parties for d in p.deputies}
# "Danton (M)": how texts name a deputy, his party's initial saying whose he is.
DEPUTY_LABEL = {d.id: f"{d.name} ({p.initial})" for p in C.parties for d in p.deputies}
MISSION = {c.id: c for c in C.mission}
JACOBIN = {c.id: c for c in C.jacobin}
QUESTION = {q.id: q for q in C.questions}


@cache  # a message never changes: one per post, made once
def post_name(post: str) -> Msg:
    """A post as a title names it: "Comité de Salut Public"."""
    return Msg(f"guillotine-post-{post}")


@cache  # a message never changes: one per post, made once
def where(post: str) -> Msg:
    """ "at the Convention", "on Mission", "in Prison": a post as a sentence says it."""
    return Msg(f"guillotine-at-{post}")


@cache  # a message never changes: one per post, made once
def towards(post: str) -> Msg:
    """ "to the Comité de Salut Public", "on Mission": where a deputy is sent."""
    return Msg(f"guillotine-to-{post}")


def describe_result(r: Result) -> Text:
    parts: list[Text] = []
    if r.pp:
        parts.append(Msg("guillotine-effect-pp", pp=f"{r.pp:+d}"))
    if r.to is not None:
        parts.append(Msg(f"guillotine-effect-{r.to}"))
    if r.denounced:
        parts.append(Msg("guillotine-effect-denounced"))
    return Msg.join(parts, ", ") if parts else Msg("guillotine-effect-none")


def mission_text(card: MissionCard) -> Text:
    if card.gamble is not None:
        g = card.gamble
        success, failure = describe_result(g.success), describe_result(g.failure)
        return Msg("guillotine-mission-gamble", need=g.need, success=success, failure=failure)
    assert card.effect is not None
    return describe_result(card.effect)


def jacobin_text(card: JacobinCard, timing: bool = True, histoire: bool = False) -> Msg:
    """What the card does; `timing` adds, for a delayed card, when it may be played; `histoire`
    says how a supported denunciation is settled in the Variante Histoire."""
    return Msg(
        "guillotine-jacobin-delayed" if card.delayed and timing else "guillotine-jacobin-now",
        effect=_jacobin_effect(card, histoire),
    )


def _jacobin_effect(card: JacobinCard, histoire: bool) -> Msg:
    pp = f"{card.pp:+d}"
    if card.kind == "denounce":
        aim: Text
        if card.deputy is not None:
            aim = DEPUTY_NAME[card.deputy]
        elif card.party is not None:
            aim = Msg("guillotine-aim-party", party=card.party)
        elif card.post is not None:
            aim = Msg("guillotine-aim-post", at=where(card.post))
        else:
            aim = Msg("guillotine-aim-any")
        how = "strong-histoire" if histoire else "strong"
        return Msg("guillotine-card-denounce", aim=aim, how=how if card.supported else "plain")
    if card.kind in ("pp_holder", "pp_club", "pp_target"):
        return Msg(f"guillotine-card-{card.kind.replace('_', '-')}", pp=pp)
    return Msg("guillotine-card-release", place=where(card.release_from or "prison"))
