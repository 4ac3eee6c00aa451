"""Guillotine: keep our deputies free and above the 5 PP re-election needs (Comité and Mission
for PP, enough of them at the Convention, Comité and Tribunal to win the votes that concern
them), denounce the rivals' strongest deputies, vote for our own and against theirs, and face
the Tribunal only when our judges can save the accused."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cached_property
from typing import Any

from games.core import Choice, Msg, Prompt, Text
from games.guillotine.components import DEPUTY_LABEL, JACOBIN, MISSION, Result
from players.common import argument, best, prefix

REELECTION = 5  # PP a deputy needs at the end to be re-elected
PP_A_TURN = {"comite": 1, "mission": 1}  # Table 1: PP gained a turn at a post
# What the n-th of our deputies at a post is worth beyond his PP: the Convention votes on
# reports and is where denunciations start, the Comité proposes and votes motions, the Tribunal
# judges our accused, the Club draws Jacobin cards against the others.
ROLE = {
    "convention": (1.0, 1.0, 0.4, 0.1),
    "comite": (0.8, 0.5, 0.1),
    "tribunal": (0.7, 0.3),
    "club": (0.4, 0.1),
    "mission": (0.3,),
}
FORCED = {"convention": -1.0, "prison": -4.0, "fuite": -5.0, "guillotine": -20.0}


class Table:
    """The deputies as the seat sees them (every deputy is public), and whose each one is."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.seat = seat
        owner = {p["id"]: p["seat"] for p in view["parties"]}
        self.deputies = {d["id"]: d for d in view["deputies"]}
        self.owner = {d["id"]: owner[d["party"]] for d in view["deputies"]}
        self.reelected = [s["reelected"] for s in view["seats"]]

    # The indexes below are built when a decision first needs them, once for all the choices
    # it weighs (a table lives for one decision, on one view).
    @cached_property
    def crowd(self) -> Counter[str]:
        """How many deputies stand at each post."""
        return Counter([dep["post"] for dep in self.deputies.values()])

    @cached_property
    def ours(self) -> Counter[str]:
        """How many of our deputies stand at each post."""
        seat, owner = self.seat, self.owner
        return Counter([dep["post"] for d, dep in self.deputies.items() if owner[d] == seat])

    def mine(self, dep: str) -> bool:
        return self.owner[dep] == self.seat

    def at(self, post: str, seat: int | None = None) -> list[str]:
        return [
            d
            for d, dep in self.deputies.items()
            if dep["post"] == post and (seat is None or self.owner[d] == seat)
        ]

    def weights(self, post: str) -> tuple[int, int]:
        """Our votes at a post against all the other players' votes there."""
        seated = [d for d in self.at(post) if self.owner[d] is not None]
        mine = sum(1 for d in seated if self.mine(d))
        return mine, len(seated) - mine

    def named(self, text: Text) -> str | None:
        """The deputy a prompt is about: the one its message names ("Danton (M)")."""
        said = set(names_in(text))
        return next((d for d in self.deputies if DEPUTY_LABEL[d] in said), None)

    def threat(self, dep: str) -> float:
        """How much striking a rival's deputy is worth: one close to re-election, of the
        leading rival, where a confirmed denunciation sends him to the Tribunal."""
        d, owner = self.deputies[dep], self.owner[dep]
        if owner is None or owner == self.seat:
            return -10.0 if owner == self.seat else 0.5
        lead = self.reelected[owner] - max(self.reelected)
        tribunal = 2.0 if d["post"] in ("convention", "comite", "tribunal") else 0.0
        return min(d["pp"], 8) + tribunal + lead

    def need(self, dep: str) -> float:
        """How much one of our deputies wants PP: most when below re-election."""
        pp = self.deputies[dep]["pp"]
        return 1.5 if pp < REELECTION else 0.8 if pp < REELECTION + 2 else 0.3

    def move_gains(self, dep: str, posts: Iterable[str]) -> list[float]:
        """What sending our deputy `dep` to each of `posts` gains over leaving him where he is
        (weighed once for all of them)."""
        here, need, ours = self.deputies[dep]["post"], self.need(dep), self.ours
        stay = worth(need, here, ours[here])
        return [worth(need, post, ours[post] + 1) - stay for post in posts]

    def move_gain(self, dep: str, post: str) -> float:
        return self.move_gains(dep, [post])[0]


def worth(need: float, post: str, count: int) -> float:
    """One of our deputies at `post` as the `count`-th of ours there, when he `need`s PP so
    much (`Table.need`)."""
    role = ROLE[post]
    return PP_A_TURN.get(post, 0) * need + (role[count - 1] if count <= len(role) else 0.0)


def names_in(text: Text) -> Iterator[str]:
    """The plain strings a message carries (names of deputies and cards), in its arguments
    and theirs: what the stand-in reads instead of a sentence in some language."""
    if isinstance(text, str):
        yield text
        return
    for value in text.kwargs.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str | Msg):
                yield from names_in(item)


def expected(result: Result) -> float:
    return result.pp + FORCED.get(result.to or "", 0.0) - (2.0 if result.denounced else 0.0)


def mission_value(card: str) -> float:
    """A Mission card's expected PP for the deputy who follows it, forced moves counted."""
    c = MISSION[card]
    if c.effect is not None:
        return expected(c.effect)
    assert c.gamble is not None
    win = (7 - c.gamble.need) / 6
    return win * expected(c.gamble.success) + (1 - win) * expected(c.gamble.failure)


def choose(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    t = Table(view, seat)
    kinds = {prefix(c.id) for c in prompt.choices}
    if "vote" in kinds:
        return _vote(view, t)
    if "move" in kinds:
        posts = _posts(t)
        gains = {
            argument(c.id): max(t.move_gains(argument(c.id), posts), default=0.0)
            for c in prompt.choices
            if c.id != "pass"
        }
        dep = max(gains, key=lambda d: gains[d])
        return f"move:{dep}" if gains[dep] > 0.05 else "pass"
    if "to" in kinds:
        dep = t.named(prompt.text) or ""
        return best(
            [c for c in prompt.choices if c.id != "back"],
            lambda c: t.move_gain(dep, argument(c.id)) if dep else 0.0,
            rng,
        )
    if "report" in kinds:
        mine, theirs = t.weights("convention")
        ours = [argument(c.id) for c in prompt.choices if c.id != "noreport"]
        if mine > theirs and ours:
            return "report:" + min(ours, key=lambda d: t.deputies[d]["pp"])
        return "noreport"
    if kinds & {"flee", "hide"}:
        return _accused(prompt, t)
    if kinds & {"card", "discard"}:
        return _mission(prompt, t, rng)
    if "holder" in kinds:
        return best(prompt.choices, lambda c: _holder(prompt, t, argument(c.id)), rng)
    if kinds & {"play", "keep"}:
        return best(prompt.choices, lambda c: {"play": 2, "keep": 1}.get(prefix(c.id), 0), rng)
    if kinds & {"denounce", "support", "motion", "on"}:
        # "back" from a card's target returns to playing or keeping it, where playing scores
        # higher: valued as a pass it went round for ever (the card played, then taken back).
        # Once the card is played, it goes to the best target there is.
        aims = [c for c in prompt.choices if c.id != "back"] or prompt.choices
        return best(aims, lambda c: _strike(t, c), rng)
    return rng.choice(prompt.choices).id  # a draft or a history question: no better guess


def _posts(t: Table) -> list[str]:
    """Posts with a free seat (the Comité, Tribunal and Club hold four)."""
    return [p for p in ROLE if p in ("convention", "mission") or t.crowd[p] < 4]


def _strike(t: Table, choice: Choice) -> float:
    """Denounce, support or aim a card at the rival deputy most worth striking; one of ours
    (only a release or a boost reaches them) gains most where he most needs it; passing is
    worth a little, so a weak target is left alone."""
    kind, dep = prefix(choice.id), argument(choice.id)
    if not dep:
        return 2.5  # pass, nomotion
    if t.mine(dep):
        return 10.0 + t.need(dep)
    return t.threat(dep) + (0.5 if kind == "support" else 0.0)


def _holder(prompt: Prompt, t: Table, dep: str) -> float:
    """Which of our deputies at the Club takes the Jacobin card (named in the prompt): PP to
    the neediest, a loss to the one who can best afford it."""
    said = set(names_in(prompt.text))
    card = next((c for c in JACOBIN.values() if c.title in said), None)
    gives = card.pp if card is not None and card.kind == "pp_holder" else 0
    pp = t.deputies[dep]["pp"]
    return gives * t.need(dep) + (0.01 * pp if gives < 0 else -0.01 * pp)


def _vote(view: dict[str, Any], t: Table) -> str:
    ballot = view["ballot"]
    if ballot["kind"] == "dissolution":
        # End the game now only when we lead it.
        rest = [r for s, r in enumerate(t.reelected) if s != t.seat]
        return "vote:yes" if t.reelected[t.seat] > max(rest, default=0) else "vote:no"
    subject = ballot["subject"]
    ours = subject is not None and t.mine(subject)
    # A report helps its rapporteur; a motion or a trial strikes the accused.
    return "vote:yes" if ours == (ballot["kind"] == "report") else "vote:no"


def _accused(prompt: Prompt, t: Table) -> str:
    """Face the Tribunal when our judges can at least tie (a tie is Prison, not death);
    else an accomplice who can spare 2 PP, else flight."""
    mine, theirs = t.weights("tribunal")
    if mine >= theirs:
        return "trial"
    helpers = [argument(c.id) for c in prompt.choices if prefix(c.id) == "accomplice"]
    able = [d for d in helpers if t.deputies[d]["pp"] > REELECTION + 1]
    if able:
        return "accomplice:" + max(able, key=lambda d: t.deputies[d]["pp"])
    return "flee" if any(c.id == "flee" for c in prompt.choices) else "hide"


def _mission(prompt: Prompt, t: Table, rng: random.Random) -> str:
    """Put back the worst card; give the best to the neediest of our deputies on Mission."""
    if prefix(prompt.choices[0].id) == "discard":
        return best(prompt.choices, lambda c: -mission_value(argument(c.id)), rng)
    dep = t.named(prompt.text)
    others = [d for d in t.at("mission", t.seat) if d != dep]
    neediest = dep is None or all(t.deputies[dep]["pp"] <= t.deputies[d]["pp"] for d in others)
    sign = 1.0 if neediest else -1.0
    return best(prompt.choices, lambda c: sign * mission_value(argument(c.id)), rng)
