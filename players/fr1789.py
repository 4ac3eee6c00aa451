"""French Revolution 1789: System bonuses are most of the VP, so value a card by the bonus VP it
should score under the Systems likely to rule for the turns left, plus what its abilities bring;
bid up to a share of that, keeping RP for the actions. In the Action phase take the action worth
most VP net of its RP: votes that move the System where ours outscore the rivals', Support in the
richest cities, Release, Return and Expedition, arrests and executions of the rivals' best
Personages, battles only when the odds are good. Cancel a rival's ◆ when it hurts us enough."""

from __future__ import annotations

import random
from collections.abc import Iterator
from statistics import mean
from typing import Any

from games.core import Choice, Msg, Prompt, Text
from games.fr1789.data import DATA, Ability, ActionKind, Camp, Deploy
from players.common import argument, best, prefix

TURNS = DATA.tables.flow.turns
A = DATA.tables.amounts
STRENGTH = {u.id: u.strength for u in DATA.armies}
MEAN = {str(camp): mean(u.strength for u in DATA.cup(camp)) for camp in Camp}
FLAT_VP = {  # printed VP of the actions that score at once (§7.2.5-7.2.12)
    ActionKind.FINANCIAL_REFORM: A.financial_reform_vp,
    ActionKind.EXPEDITION: A.expedition_vp,
}
KIND = {  # a Political action as the effect kind it shares with card abilities
    ActionKind.VOTE: "votes",
    ActionKind.PLACATE: "place_support",
    ActionKind.CAMPAIGN: "place_support",
    ActionKind.DEPLOY: "deploy",
}
EDGE = 0.3  # VP an action must clear to be worth spending the card and the turn's tempo
CANCEL_AT = {"veto": 1.5, "informant": 2.5}  # the Veto returns next turn, an Informant never


class Table:
    """The public board as one seat sees it, with the values the decisions share."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view, self.seat = view, seat
        self.n = len(view["seats"])
        self.system = view["system"]
        self.left = TURNS - view["turn"] + 1  # scorings still to come, this turn's included
        self.rp = view["seats"][seat]["rp"]
        self.rate = 0.3 if self.left > 1 else 0.05  # VP an RP is worth; only a tie-break last
        self.owner = {c["id"]: s for s, p in enumerate(view["seats"]) for c in p["cards"]}
        self.status = {c["id"]: c["status"] for p in view["seats"] for c in p["cards"]}
        self.votes = {s["id"]: s["votes"] for s in view["systems"]}
        self.cities = {c["id"]: c for c in view["cities"]}
        self._scoring: list[list[str]] | None = None
        self._stakes: dict[str, float] = {}
        self._potentials: dict[str, float] = {}
        self._forecast: dict[str, float] | None = None
        self._later: dict[str, float] | None = None

    # ---- the Systems ---------------------------------------------------------------------
    def leader(self) -> str:
        """The box that takes the marker if nobody votes again: most votes, a tie keeps it."""
        top = max(self.votes.values())
        leaders = [s for s, v in self.votes.items() if v == top]
        return leaders[0] if top and len(leaders) == 1 else self.system

    # Worked out when first asked (a window or a battle decision needs none), then kept:
    # the view does not change while a decision is made.
    @property
    def forecast(self) -> dict[str, float]:
        if self._forecast is None:
            self._forecast = self._chances()
        return self._forecast

    @property
    def later(self) -> dict[str, float]:
        if self._later is None:
            self._later = self._drift()
        return self._later

    @property
    def scoring(self) -> list[list[str]]:
        """Each seat's cards that may score a bonus (none in Exile), in the order won."""
        if self._scoring is None:
            self._scoring = [[] for _ in range(self.n)]
            for c, s in self.owner.items():
                if self.status[c] not in ("exile", "dead"):
                    self._scoring[s].append(c)
        return self._scoring

    def _chances(self) -> dict[str, float]:
        """Chance of each System at a scoring: the leader now, else where its Vote can go."""
        p = dict.fromkeys(self.votes, 0.0)
        p[self.leader()] += 0.6
        for s in DATA.system[self.system].votes_for:
            p[s] += 0.4 / len(DATA.system[self.system].votes_for)
        return p

    def _drift(self) -> dict[str, float]:
        """Chance of each System at the scorings after this turn's: the forecast, drifting."""
        p = {s: 0.5 * v for s, v in self.forecast.items()}
        for s, v in self.forecast.items():
            for t in DATA.system[s].votes_for:
                p[t] += 0.5 * v / len(DATA.system[s].votes_for)
        return p

    def worth(self, system: str, seat: int) -> int:
        """A seat's bonus VP at one scoring under `system`."""
        bonus = DATA.system[system].bonus_of
        return sum(bonus.get(c, 0) for c in self.scoring[seat])

    def stake(self, system: str) -> float:
        """Our bonus under `system` against the rivals' average: what a vote for it is for
        (kept per box: a decision asks it of the same few boxes many times)."""
        if system not in self._stakes:
            rivals = [self.worth(system, s) for s in range(self.n) if s != self.seat]
            # the exact mean of whole numbers, as `statistics.mean` gives it, without its cost
            self._stakes[system] = self.worth(system, self.seat) - sum(rivals) / len(rivals)
        return self._stakes[system]

    def vote_gain(self, boxes: tuple[str, ...], count: int | None) -> tuple[float, str, int]:
        """The best box to vote for, its gain over this turn's and the later scorings (the
        System phase comes before scoring), and the votes it takes to lead, or `count`."""
        now = self.stake(self.leader())
        top = max(self.votes.values())
        options = []
        for box in boxes:
            need = count or max(1, top - self.votes[box] + 1)
            lead = self.votes[box] + need > top or box == self.leader()
            gain = (self.stake(box) - now) * self.left * (1.0 if lead else 0.3)
            options.append((gain, box, need))
        return max(options)

    # ---- what a card is worth ----------------------------------------------------------------
    def bonus(self, card: str) -> float:
        """Bonus VP a Personage should score over the turns left."""
        boxes = DATA.system
        now = sum(p * boxes[s].bonus_of.get(card, 0) for s, p in self.forecast.items())
        later = sum(p * boxes[s].bonus_of.get(card, 0) for s, p in self.later.items())
        return now + (self.left - 1) * later

    def potential(self, card: str) -> float:
        """VP the card should bring its holder over the rest of the game (kept per card: the
        options of one decision ask it of the same Personages again and again)."""
        if card not in self._potentials:
            self._potentials[card] = self._potential(card)
        return self._potentials[card]

    def _potential(self, card: str) -> float:
        total = self.bonus(card)
        for a in DATA.card[card].abilities:
            once = sum(self.effect(e.kind, e) for e in a.effects) - a.rp_cost * self.rate
            if a.restriction.systems is not None:
                once *= sum(self.later[s] for s in a.restriction.systems)
            if a.restriction.exiled:
                once *= 0.3
            uses = 1 if a.timing == "acquire" else 0.7 * self.left
            total += max(0.0, once) * uses
        return total

    def effect(self, kind: str, effect: Any = None) -> float:
        """Rough VP of one use of an effect, now."""
        match kind:
            case "gain_vp":
                if effect.per == "own_support":
                    return effect.amount * max(1, self.view["seats"][self.seat]["support"])
                return float(effect.amount)
            case "gain_rp":
                return effect.amount * self.rate
            case "votes":
                return 0.6 * (effect.count if effect is not None else 1)
            case "place_support":
                return max((self.city_value(c) for c in self.cities), default=0.0) * 0.5
            case "deploy":
                return 0.6
            case "arrest" | "cancel":
                return 1.5
        return 1.0  # execute, exile, and the Political actions aimed at a Personage

    # ---- cities and battles -----------------------------------------------------------------
    def city_value(self, city: str) -> float:
        """Our Support there: its VP and RP each scoring left, plus what a rival loses."""
        c = self.cities[city]
        here = c["support"]
        gain = (c["vp"] + c["rp"] * self.rate) * self.left
        return gain * (1.5 if here is not None else 1.0)

    def holder(self, city: str) -> str | None:
        army = self.cities[city]["army"]
        return army[0]["camp"] if army else None

    def odds(self, camp: str, armies: int, city: str) -> float:
        """Attack minus defence in expected strength, a reinforcement counted."""
        garrison = sum(u["strength"] for u in self.cities[city]["army"])
        defender = self.holder(city)
        reinforce = MEAN[defender] if defender not in (None, camp) else 0.0
        return armies * MEAN[camp] - garrison - reinforce

    def battle_value(self, camp: str, city: str, armies: int = 2) -> float:
        """French armies free a foreign-held city (then we can take it); foreign armies knock
        out a rival's Support and feed our exiled Personages' score."""
        if camp == Camp.FRANCE:
            if self.holder(city) in (None, Camp.FRANCE):
                return -1.0
            reward = self.city_value(city)
        else:
            here = self.cities[city]["support"]
            exiled = sum(1 for c, s in self.owner.items() if s == self.seat
                         and self.status[c] == "exile")  # fmt: skip
            reward = exiled * self.left * (1.0 if camp == Camp.COALITION else 0.0)
            reward += -5.0 if here == self.seat else (1.0 if here is not None else 0.0)
        return reward if self.odds(camp, armies, city) > 0.5 else -1.0

    # ---- Personages as targets --------------------------------------------------------------
    def personage_value(self, card: str) -> float:
        """What a Personage brings its owner; ours counted positive, a rival's negative."""
        v = self.potential(card)
        return v if self.owner.get(card) == self.seat else -v

    def exile_vp(self) -> int:
        weight = sum(DATA.city[c].exile_weight for c in self.cities
                     if self.holder(c) == Camp.COALITION)  # fmt: skip
        return DATA.tables.exile_vp(weight)

    def target_value(self, kind: str, card: str) -> float:
        """VP for us of aiming an Arrest, Execute, Release, Exile, Return or Assassinate at
        `card` (its owner is in its label, the status in the view)."""
        v = self.personage_value(card)
        exile = self.exile_vp() * self.left
        match kind:
            case "arrest":  # a prisoner still scores its bonus: it is a step to the scaffold
                return -0.3 * v
            case "execute":
                return A.execute_vp - v
            case "release":
                return A.release_vp + 0.3 * v
            case "exile":
                return exile - v + (2.0 if self.status[card] == "prison" else 0.0)
            case "return":
                return A.return_vp + v - exile
            case "assassinate":
                return A.assassinate_vp - v
        return 0.0


def messages(text: Any) -> Iterator[Msg]:
    """Every message in a text, its nested arguments included, in the order they are said
    (depth first, with a stack of what is still to read rather than nested generators)."""
    todo = [text]
    while todo:
        item = todo.pop()
        if isinstance(item, Msg):
            yield item
            todo.extend(arg for _, arg in reversed(item.args))
        elif isinstance(item, tuple | list):
            todo.extend(reversed(item))


def find(text: Text, *keys: str) -> Msg | None:
    """The first message in `text` with one of `keys`."""
    return next((m for m in messages(text) if m.key in keys), None)


def card_of(said: Any) -> str | None:
    """The History card a card's name message names ("fr1789-card-danton" is Danton)."""
    if isinstance(said, Msg) and said.key.startswith("fr1789-card-"):
        return said.key.removeprefix("fr1789-card-")
    return None


def named(text: Text) -> str | None:
    """The card a "what does this card do?" prompt asks about."""
    asked = find(text, "fr1789-what-does")
    return None if asked is None else card_of(asked.kwargs["card"])


def parse(text: Text) -> tuple[str | None, ActionKind | Ability | None]:
    """The card (or None) and the action or ability a prompt's text is about, from the title
    of the action under way: a card and a Political action or ability, or a Conspiracy card."""
    title = find(text, "fr1789-title", "fr1789-title-action", "fr1789-title-consp")
    if title is None:
        return None, None
    args = title.kwargs
    if title.key == "fr1789-title-consp":
        return None, DATA.conspiracy[args["card"].key.removeprefix("fr1789-consp-")].ability
    card, what = card_of(args["card"]), args["what"].key
    if what.startswith("fr1789-action-"):
        return card, ActionKind(what.removeprefix("fr1789-action-"))
    owner, _, index = what.removeprefix("fr1789-ability-").rpartition("-")
    return card, DATA.card[owner].abilities[int(index)]


def kind_of(what: ActionKind | Ability | None) -> str:
    if isinstance(what, Ability):
        return what.effects[0].kind
    if what is None:
        return ""
    return KIND.get(what, what.value)


def choose(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    t = Table(view, seat)
    choices = [c for c in prompt.choices if c.id != "back"]  # stateless: never go back
    kinds = {prefix(c.id) for c in choices}
    if kinds & {"allow", "veto", "informant"}:
        return _cancel(t, prompt)
    if "bid" in kinds:
        return _bid(t, choices)
    if kinds & {"card", "consp", "pass", "page"}:
        return best(choices, lambda c: _menu(t, c.id), rng)
    if kinds & {"do", "use"}:
        card = named(prompt.text)
        return best(choices, lambda c: _option(t, card, c.id), rng)
    if "support" in kinds:
        return "support:yes"
    if "keep" in kinds:
        return max((c.id for c in choices), key=lambda i: STRENGTH[argument(i)])
    what = parse(prompt.text)[1]  # the same for every choice: read once
    return best(choices, lambda c: _step(t, what, c), rng)


def _bid(t: Table, choices: list[Choice]) -> str:
    """The smallest raise while the price stays within a share of the card's worth (less our
    credit toward it) and leaves RP for the actions; else pass (an opener cannot: it opens low)."""
    lot = t.view["lot"]
    credit = sum(rp for src, rp in lot["credits"].items()
                 if t.owner.get(src) == t.seat and t.status[src] != "exile")  # fmt: skip
    reserve = min(4, t.rp // 3)
    limit = min(0.7 * t.potential(lot["id"]) / t.rate + credit, t.rp - reserve)
    bids = sorted(int(argument(c.id)) for c in choices if prefix(c.id) == "bid")
    if any(c.id == "pass" for c in choices) and bids[0] > limit:
        return "pass"
    return f"bid:{bids[0]}"


def _menu(t: Table, choice: str) -> float:
    """A card is worth its best action; a Conspiracy card its effect (in the last turn even a
    small gain, since an unplayed card scores nothing); passing is worth EDGE."""
    if choice == "pass":
        return EDGE
    if prefix(choice) == "page":
        return EDGE / 2
    if prefix(choice) == "consp":
        ability = DATA.conspiracy[argument(choice)].ability
        return _use(t, ability) * (1.0 if t.left == 1 else 0.6)
    card = argument(choice)
    return max((_option(t, card, o) for o in _offers(t, card)), default=0.0)


def _offers(t: Table, card: str) -> list[str]:
    """The "do:" and "use:" choices a card of ours should have now, read from the view and
    the printed System box (the menu lists the card, not what it can do)."""
    exiled = t.status[card] == "exile"
    out = []
    if DATA.card[card].kind == "personage":
        for offer in DATA.system[t.system].actions:
            if exiled == (offer.action == ActionKind.DEPLOY):
                out.append(f"do:{offer.action.value}")
    for i, a in enumerate(DATA.card[card].abilities):
        systems = a.restriction.systems
        if (
            a.timing == "action"
            and a.restriction.exiled == exiled
            and (systems is None or t.system in systems)
        ):
            out.append(f"use:{i}")
    return out


def _option(t: Table, card: str | None, choice: str) -> float:
    """Net VP of a Political action (its printed price paid) or of a ◆ ability."""
    if card is None:
        return 0.0
    if prefix(choice) == "use":
        return _use(t, DATA.card[card].abilities[int(argument(choice))])
    action = ActionKind(argument(choice))
    offer = DATA.system[t.system].offer(action)
    price = offer.rp if offer is not None else 0
    if action in FLAT_VP:
        if action == ActionKind.EXPEDITION and not DATA.has_deploy(card):
            return 0.0
        return FLAT_VP[action] - price * t.rate
    if action == ActionKind.VOTE:
        gain, _, need = t.vote_gain(DATA.system[t.system].votes_for, None)
        return gain - need * price * t.rate
    if action == ActionKind.NATIONALIZE:
        rivals = [c for c, v in t.cities.items() if v["support"] not in (None, t.seat)]
        return (1.0 if rivals else -1.0) - price * t.rate
    kind = kind_of(action)
    if kind == "place_support":
        return _best_city(t, action == ActionKind.CAMPAIGN, None) - price * t.rate
    if kind == "deploy" and offer is not None and offer.camps and offer.max_armies:
        armies = offer.max_armies
        return max(t.battle_value(str(c), city, armies) for c in offer.camps
                   for city in t.cities) - armies * price * t.rate  # fmt: skip
    return max((t.target_value(kind, c) for c in _candidates(t, kind)), default=-1.0) - (
        price * t.rate
    )


def _use(t: Table, ability: Ability) -> float:
    """Net VP of a ◆ ability (or a Conspiracy card) on the present board."""
    value = 0.0
    for e in ability.effects:
        if e.kind == "votes":
            value += t.vote_gain(e.systems or DATA.system[t.system].votes_for, e.count)[0]
        elif e.kind == "place_support":
            value += _best_city(t, e.displace, e.cities)
        elif e.kind == "deploy":
            value += max((t.battle_value(str(c), city, e.max_armies)
                          for c in e.camps for city in t.cities), default=-1.0)  # fmt: skip
            value -= e.max_armies * e.rp_per_army * t.rate
        elif e.kind in ("arrest", "execute", "exile"):
            value += max((t.target_value(e.kind, c) for c in _candidates(t, e.kind)), default=-1.0)
        else:
            value += t.effect(e.kind, e)
    return value - ability.rp_cost * t.rate


def _best_city(t: Table, displace: bool, cities: tuple[str, ...] | None) -> float:
    open_ = [c for c in cities or t.cities
             if t.holder(c) not in (Camp.COALITION, Camp.ROYALIST)
             and t.cities[c]["support"] != t.seat
             and (displace or t.cities[c]["support"] is None)]  # fmt: skip
    return max((t.city_value(c) for c in open_), default=-1.0)


def _candidates(t: Table, kind: str) -> list[str]:
    """The Personages an action of `kind` could aim at, as the rules allow (§7.2)."""
    mine = {c for c, s in t.owner.items() if s == t.seat}
    people = [c for c in t.owner if DATA.card[c].kind == "personage" and t.status[c] != "dead"]
    where = {
        "arrest": lambda c: c not in mine and t.status[c] in ("ready", "spent"),
        "execute": lambda c: t.status[c] == "prison",
        "release": lambda c: t.status[c] == "prison",
        "exile": lambda c: c in mine and t.status[c] != "exile",
        "return": lambda c: c in mine and t.status[c] == "exile",
        "assassinate": lambda c: t.status[c] == "exile",
    }.get(kind, lambda c: False)
    return [c for c in people if where(c)]


def _step(t: Table, what: ActionKind | Ability | None, choice: Choice) -> float:
    """One parameter of the action under way (`what`, read from the prompt by `parse`): the
    box, how many, the city, the camp or the Personage, scored by what that action is."""
    kind = kind_of(what)
    key, value = prefix(choice.id), argument(choice.id)
    if key == "box":
        return t.stake(value) + 0.01 * t.votes[value]
    if key == "n":
        unit = choice.label.kwargs.get("unit") if isinstance(choice.label, Msg) else None
        return _how_many(t, int(value), unit == "vote")
    if key == "camp":
        return 1.0 if value == Camp.COALITION else 0.5
    if key == "city" and kind == "deploy":
        return max(t.battle_value(c, value) + 0.01 * t.odds(c, 1, value)
                   for c in _deploy_camps(what))  # fmt: skip
    if key == "city":  # Support to place, or a rival's to nationalize
        return t.city_value(value)
    return t.target_value(kind, value)


def _deploy_camps(what: ActionKind | Ability | None) -> tuple[str, ...]:
    if isinstance(what, Ability):
        deploy = what.effects[0]
        assert isinstance(deploy, Deploy), f"{what} deploys first"
        return tuple(str(c) for c in deploy.camps)
    return (Camp.COALITION, Camp.ROYALIST)


def _how_many(t: Table, n: int, votes: bool) -> float:
    """Votes: just enough to lead our best box (the nearest listed count); armies: as many as
    are offered."""
    if not votes:
        return float(n)
    _, _, need = t.vote_gain(DATA.system[t.system].votes_for, None)
    return -abs(n - need)


def _cancel(t: Table, prompt: Prompt) -> str:
    """Cancel when the declared ◆ costs us enough: aimed at one of our Personages, votes for a
    box bad for us, or simply a strong ability in a rival's hands."""
    _, what = parse(prompt.text)
    harm = 0.0
    if isinstance(what, Ability):
        harm = max(0.0, _use_for_rival(t, what))
        aimed = [m.kwargs["who"] for m in messages(prompt.text) if m.key == "fr1789-whose"]
        if f"{{s{t.seat}}}" in aimed:  # "{s1}'s Danton": one of ours is the target
            harm += 3.0
        boxes = {m.key.removeprefix("fr1789-system-") for m in messages(prompt.text)}
        for s in DATA.systems:
            if s.id in boxes and kind_of(what) == "votes":
                harm += max(0.0, -t.stake(s.id)) * t.left
    for way in ("veto", "informant"):
        if any(c.id == way for c in prompt.choices) and harm >= CANCEL_AT[way]:
            return way
    return "allow"


def _use_for_rival(t: Table, ability: Ability) -> float:
    """What a ◆ is roughly worth to whoever uses it."""
    return sum(t.effect(e.kind, e) for e in ability.effects)
