"""Revolt: win the tricks worth winning with the cheapest card that wins them, collect the
Noble's and Knave's bonuses, cut when the trick pays for the coin, and otherwise throw the card
that will be missed least, or a Citizen to spoil a trick a rival is winning."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from games.core import Choice, Prompt
from games.revolt.cards import FULL_DECK, Family, family, value
from players.common import argument, best, prefix

COIN = 0.45  # a coin in coats-of-arms: it pays for cuts and counts for the richest's bonus
DENY = 0.3  # a point a rival does not get, against one for ourselves (three rivals at 4)
CUT_RISK = 0.12  # the chance that a later player with a coin cuts a trick we lead


@dataclass(frozen=True)
class Play:
    seat: int
    card: str
    cut: bool = False


@dataclass(frozen=True)
class Result:
    """Who takes what from a trick if it ended with these cards; `revolt` means nobody."""

    revolt: bool
    winner: int | None
    noble: int | None
    knave: int | None


def chosen_family(plays: list[Play]) -> Family | None:
    """The first card that is not a Citizen chooses; a cut chooses Blaggards."""
    return next(
        (
            Family.BLAGGARD if p.cut else family(p.card)
            for p in plays
            if p.cut or family(p.card) is not Family.CITIZEN
        ),
        None,
    )


def settle(plays: list[Play]) -> Result:
    """The rules' "Who wins the trick?", "CUT" and "REVOLT!" on the cards played so far."""
    counts = {f: sum(family(p.card) is f for p in plays) for f in Family}
    citizens = counts[Family.CITIZEN]
    if plays and all(citizens > counts[f] for f in Family if f is not Family.CITIZEN):
        return Result(True, None, None, None)
    chosen = chosen_family(plays)
    cuts = [p for p in plays if p.cut]
    contenders = (
        cuts
        if cuts and chosen is not Family.BLAGGARD
        else [p for p in plays if chosen is not None and family(p.card) is chosen]
    )
    nobles = [p for p in plays if family(p.card) is Family.NOBLE]
    rascals = [p for p in plays if family(p.card) is Family.RASCAL]
    return Result(
        False,
        max(contenders, key=lambda p: value(p.card)).seat if contenders else None,
        max(nobles, key=lambda p: value(p.card)).seat if nobles else None,
        min(rascals, key=lambda p: value(p.card)).seat if rascals else None,
    )


def keep_value(card: str) -> float:
    """What a card is worth kept for a later trick: high cards win tricks (high Blaggards cut),
    Citizens spoil them."""
    if family(card) is Family.CITIZEN:
        return 0.2
    return 0.07 * value(card) + (0.05 if family(card) is Family.BLAGGARD else 0.0)


class Table:
    """What the seat knows of the deal: its hand, the trick, and the cards still unseen."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.seat = seat
        self.hand: list[str] = view.get("hand", [])
        self.trick = [Play(p["seat"], p["card"], p["cut"]) for p in view["trick"]]
        seats = view["seats"]
        self.n = len(seats)
        seen = set(self.hand) | {p.card for p in self.trick}
        self.unseen = [c for c in FULL_DECK if c not in seen]
        # The players still to play after us, and the share of the unseen cards they hold.
        self.followers = [(view["leader"] + i) % self.n for i in range(len(self.trick) + 1, self.n)]
        held = sum(seats[s]["hand_size"] for s in self.followers)
        self.share = held / max(1, len(self.unseen))
        self.cutters = sum(1 for s in self.followers if seats[s]["coins"] > 0)

    def none_beyond(self, cards: list[str], eagerness: float = 1.0) -> float:
        """The chance that no later player plays one of `cards` (those who hold one play it
        with the given eagerness)."""
        return (1 - self.share * eagerness) ** len(cards)

    def score(self, choice: Choice) -> float:
        card, cut = argument(choice.id), prefix(choice.id) == "cut"
        plays = [*self.trick, Play(self.seat, card, cut)]
        now = settle(plays)
        gain_mine = 0.0
        if now.winner == self.seat:
            gain_mine += self.keeps_trick(plays)
        if now.noble == self.seat:
            gain_mine += self.keeps_noble(plays)
        if now.knave == self.seat:
            gain_mine += COIN * self.keeps_knave(plays)
        # What the others would take if the trick stopped here: surely theirs when we play last.
        others = [w for w in (now.winner, now.noble) if w is not None and w != self.seat]
        gain_theirs = len(others) + (COIN if now.knave not in (None, self.seat) else 0.0)
        gain_theirs *= 1.0 if not self.followers else 0.5
        return gain_mine - DENY * gain_theirs - keep_value(card) - (COIN if cut else 0.0)

    def keeps_trick(self, plays: list[Play]) -> float:
        mine = plays[-1]
        chosen = chosen_family(plays)
        if mine.cut and chosen is not Family.BLAGGARD:  # only a higher cut beats it
            higher = [
                c
                for c in self.unseen
                if family(c) is Family.BLAGGARD and value(c) > value(mine.card)
            ]
            return self.none_beyond(higher, 0.5)
        higher = [c for c in self.unseen if family(c) is chosen and value(c) > value(mine.card)]
        risk = 0.0 if chosen is Family.BLAGGARD else CUT_RISK
        return self.none_beyond(higher) * (1 - risk) ** self.cutters

    def keeps_noble(self, plays: list[Play]) -> float:
        card = plays[-1].card
        higher = [c for c in self.unseen if family(c) is Family.NOBLE and value(c) > value(card)]
        return self.none_beyond(higher, 1.0 if chosen_family(plays) is Family.NOBLE else 0.3)

    def keeps_knave(self, plays: list[Play]) -> float:
        card = plays[-1].card
        lower = [c for c in self.unseen if family(c) is Family.RASCAL and value(c) < value(card)]
        return self.none_beyond(lower, 0.5 if chosen_family(plays) is Family.RASCAL else 0.2)


def choose(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    if all(prefix(c.id) == "take" for c in prompt.choices):
        # The Knave's coin from an empty supply: rob the rival with the most coats-of-arms.
        coats = [s["coats"] + s["tricks"] for s in view["seats"]]
        return best(prompt.choices, lambda c: coats[int(argument(c.id))], rng)
    return best(prompt.choices, Table(view, seat).score, rng)
