"""One interpreter for everything a player does to the board: the twelve Political actions
(§7.2), the ◆ and ★ abilities of History cards and the Conspiracy cards are all turned into the
same effects (the vocabulary of `data.py`, plus the few actions no card prints), whose targets
are chosen one step at a time, then declared (RP paid, card spent), then resolved.

Political actions and card effects of the same kind share their code here, as the data notes
ask: an Arrest by Marat and an Arrest of the Republic box differ only in price."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from games.core import Amount, Choice, Event, Msg, Text, seat_tag
from games.fr1789 import battle, board
from games.fr1789.board import ability_name, action_name, consp_name, name, system_name
from games.fr1789.data import (
    DATA,
    Ability,
    ActionKind,
    ActionOffer,
    Arrest,
    Deploy,
    Execute,
    Exile,
    GainRP,
    GainVP,
    PlaceSupport,
    Votes,
)
from games.fr1789.state import Fr1789State, Task
from texts import Arg

A = DATA.tables.amounts
MAX_FREE_UNITS = 99  # votes bought at no cost (no System prices them so): a bound for the field
COMMON = (1, 2, 3, 4, 5, 10, 15, 20)  # counts listed one click away; any other is typed


@dataclass(frozen=True)
class Pick:
    """A Personage targeted by Release, Return or Assassinate (§7.2.6, 7.2.7, 7.2.12)."""

    kind: str


@dataclass(frozen=True)
class Nationalize:
    """§7.2.11: remove another player's Support; the owner pays the fine."""

    kind: str = "nationalize"


@dataclass(frozen=True)
class BoxVote:
    """§7.2.1 Vote: the player chooses the box and how many votes, paying per vote."""

    systems: tuple[str, ...]
    kind: str = "box_vote"


Effect = Any  # one of the data vocabulary's effects, or Pick, Nationalize, BoxVote


def political(state: Fr1789State, action: str) -> list[Effect]:
    """A Political action of the current System box as effects (§7.2.1-7.2.12)."""
    return list(_political(state.system, action))


@cache
def _political(system: str, action: str) -> tuple[Effect, ...]:
    """`political` for a box as printed: built once (the effects are frozen, and the engine's
    legality checks ask for them many times a move)."""
    offer = DATA.system[system].offer(action)
    assert offer is not None
    return tuple(_political_effects(system, offer))


def _political_effects(system: str, offer: ActionOffer) -> list[Effect]:
    match offer.action:
        case ActionKind.VOTE:
            return [BoxVote(DATA.system[system].votes_for)]
        case ActionKind.PLACATE:
            return [PlaceSupport(displace=False)]
        case ActionKind.CAMPAIGN:
            return [PlaceSupport(displace=True)]
        case ActionKind.ARREST:
            return [Arrest()]
        case ActionKind.EXILE:
            return [Exile()]
        case ActionKind.EXECUTE:
            return [Execute(vp=A.execute_vp)]
        case ActionKind.DEPLOY:
            camps = offer.camps or ()
            return [Deploy(camps=camps, max_armies=offer.max_armies or 1, rp_per_army=offer.rp)]
        case ActionKind.FINANCIAL_REFORM:
            return [GainVP(amount=A.financial_reform_vp)]
        case ActionKind.EXPEDITION:
            return [GainVP(amount=A.expedition_vp)]
        case ActionKind.NATIONALIZE:
            return [Nationalize()]
        case kind:  # release, return, assassinate
            return [Pick(kind.value)]


def ability_of(task: Task) -> Ability:
    kind, _, ident = task.source.partition(":")
    if kind == "consp":
        return DATA.conspiracy[ident].ability
    return DATA.card[ident].abilities[int(task.action or 0)]


def effects(state: Fr1789State, task: Task) -> list[Effect]:
    if task.how == "political":
        return political(state, task.action or "")
    return list(ability_of(task).effects)


def fixed_cost(state: Fr1789State, task: Task) -> int:
    """The RP paid whatever the targets: a Political action's price (unless per vote or per
    army), or an ability's printed cost."""
    if task.how == "political":
        offer = DATA.system[state.system].offer(task.action or "")
        assert offer is not None
        return offer.rp if offer.per == "action" else 0
    return ability_of(task).rp_cost


def unit_cost(state: Fr1789State, task: Task, effect: Effect) -> int:
    """The price of each vote or army, for the effects that are bought by the unit."""
    if isinstance(effect, BoxVote):
        offer = DATA.system[state.system].offer(ActionKind.VOTE)
        return offer.rp if offer else 0
    if isinstance(effect, Deploy):
        return effect.rp_per_army
    return 0


def total_cost(state: Fr1789State, task: Task) -> int:
    cost = fixed_cost(state, task)
    for effect, p in zip(effects(state, task), task.params, strict=False):
        cost += unit_cost(state, task, effect) * int(p.get("n", 0))
    return cost


# ---- the choices each effect needs ---------------------------------------------------------
def keys(effect: Effect) -> list[str]:
    """The parameters to choose for an effect, in the order they are asked."""
    if isinstance(effect, BoxVote):
        return ["box", "n"]
    if isinstance(effect, Votes):
        return ["box"]
    if isinstance(effect, PlaceSupport | Nationalize):
        return ["city"]
    if isinstance(effect, Deploy):
        return ["camp", "n", "city"]
    if isinstance(effect, Arrest | Execute | Exile | Pick):
        return ["target"]
    return []


def options(
    state: Fr1789State, task: Task, effect: Effect, key: str, p: dict[str, Any]
) -> list[str]:
    """The legal values of one parameter, given those already chosen and the RP left."""
    seat = task.seat
    if key == "box":
        systems = (
            effect.systems if effect.systems is not None else DATA.system[state.system].votes_for
        )
        return list(systems)
    if key == "city" and isinstance(effect, Deploy):
        return battle.targets(state, p["camp"], effect.symbol)
    if key == "city" and isinstance(effect, Nationalize):
        return [c for c, s in state.support.items() if s != seat]
    if key == "city":
        return support_cities(state, seat, effect)
    if key == "camp":  # the RP left are worked out only here, the one key they bound
        budget = state.players[seat].rp - (0 if task.declared else total_cost(state, task))
        return [str(c) for c in effect.camps if camp_ok(state, effect, str(c), budget)]
    if key == "n":
        return [str(n) for n in range(1, most_units(state, task, effect, p) + 1)]
    return targets(state, seat, effect)


def most_units(state: Fr1789State, task: Task, effect: Effect, p: dict[str, Any]) -> int:
    """How many votes or armies the seat may buy: §7.2.1 one or more votes, as many as it can
    pay for (chips are unlimited, §2.1.1); §11.2 step 1 armies up to the card's number and the
    cup's content."""
    per = unit_cost(state, task, effect)
    budget = state.players[task.seat].rp - (0 if task.declared else total_cost(state, task))
    affordable = budget // per if per else MAX_FREE_UNITS
    if isinstance(effect, BoxVote):
        return max(0, affordable)
    return max(0, min(effect.max_armies, len(board.cup(state, p["camp"])), affordable))


def support_cities(state: Fr1789State, seat: int, effect: PlaceSupport) -> list[str]:
    """§7.2.2: never a city held by Coalition or Royalist armies; Placate (displace=False) only
    where no Support stands; a Campaign may send another player's marker back."""
    if board.support_left(state, seat) <= 0:
        return []
    out = []
    for c in effect.cities or [c.id for c in DATA.cities]:
        here = state.support.get(c)
        if board.foreign_held(state, c) or here == seat:
            continue
        if here is None or effect.displace:
            out.append(c)
    return out


def camp_ok(state: Fr1789State, effect: Deploy, camp: str, budget: int) -> bool:
    return (
        bool(board.cup(state, camp))
        and effect.rp_per_army <= budget
        and bool(battle.targets(state, camp, effect.symbol))
    )


def targets(state: Fr1789State, seat: int, effect: Effect) -> list[str]:
    """Personages an Arrest, Execute, Exile, Release, Return or Assassinate may aim at."""
    kind = effect.kind
    if kind == "arrest":  # §7.2.3: another player's, not in Prison or Exile; a free marker
        if board.prison_left(state) <= 0:
            return []
        return [
            c
            for c in board.personages(state)
            if state.owner[c] != seat and c not in state.prison and c not in state.exile
        ]
    if kind in ("execute", "release"):  # §7.2.5, 7.2.6: anyone's, in Prison
        return board.personages(state, "prison")
    if kind == "exile":  # §7.2.4: one's own, not yet in Exile (even from Prison)
        if board.exile_left(state) <= 0:
            return []
        return [
            c for c in board.personages(state) if state.owner[c] == seat and c not in state.exile
        ]
    if kind == "return":  # §7.2.7: one's own, in Exile
        return [c for c in board.personages(state, "exile") if state.owner[c] == seat]
    return board.personages(state, "exile")  # §7.2.12 Assassinate: a Personage in Exile


def next_key(state: Fr1789State, task: Task) -> tuple[int, str] | None:
    """The first parameter still to choose, as (effect index, key); None when all are set. A
    parameter with a single legal value is filled in without asking; an effect left with no
    legal value (a ★ whose city is lost) is marked to be skipped."""
    effs = effects(state, task)
    while len(task.params) < len(effs):
        task.params.append({})
    for i, effect in enumerate(effs):
        p = task.params[i]
        for key in keys(effect):
            if "skip" in p or key in p:
                continue
            values = options(state, task, effect, key, p)
            if len(values) > 1:
                return i, key
            if values:
                p[key] = values[0]
            else:
                p["skip"] = True
    return None


def feasible(state: Fr1789State, task: Task) -> bool:
    """Whether the action can be carried out at all: every effect has a legal first choice on
    the present board (a Deploy: a camp with armies, a target city and the price of one army)
    and the fixed price can be paid."""
    if fixed_cost(state, task) > state.players[task.seat].rp:
        return False
    for effect in effects(state, task):
        for key in keys(effect):
            if isinstance(effect, Deploy) and key != "camp":
                continue
            if not options(state, task, effect, key, {}):
                return False
    return True


def label(state: Fr1789State, task: Task, effect: Effect, key: str, value: str) -> Text:
    if key == "box":
        return system_name(value)
    if key == "city":
        here = state.support.get(value)
        city = DATA.city[value].name
        return city if here is None else Msg("fr1789-city-supported", city=city, who=seat_tag(here))
    if key == "camp":
        return Msg("fr1789-camp-armies", camp=value)
    if key == "n":
        rp = int(value) * unit_cost(state, task, effect)
        return Msg("fr1789-n-units", n=int(value), unit=_unit(effect), rp=rp)
    return Msg("fr1789-target-label", card=name(value), who=seat_tag(state.owner[value]))


def _unit(effect: Effect) -> str:
    """What a count counts, a selector of the messages: "vote" or "army"."""
    return "vote" if isinstance(effect, BoxVote) else "army"


def _said(state: Fr1789State, task: Task, effect: Effect, key: str, value: str) -> Text:
    """A chosen target inside a sentence, without the menu's brackets: "{s1}'s Danton"."""
    if key == "city":
        return DATA.city[value].name
    if key == "target":
        return Msg("fr1789-whose", who=seat_tag(state.owner[value]), card=name(value))
    if key == "n":
        return Msg("fr1789-units", n=int(value), unit=_unit(effect))
    return label(state, task, effect, key, value)


def step_choices(state: Fr1789State, task: Task) -> list[Choice]:
    """The values of the next parameter; for a count, the common ones and the largest (any
    other is typed: `step_amount`)."""
    where = next_key(state, task)
    assert where is not None
    i, key = where
    effect = effects(state, task)[i]
    values = options(state, task, effect, key, task.params[i])
    if key == "n":
        values = [v for v in values if int(v) in COMMON or v == values[-1]]
    placed = key in PLACES  # a System box or a city: drawn on the table by this id
    return [Choice(f"{key}:{v}", label(state, task, effect, key, v), place=v if placed else None)
            for v in values]  # fmt: skip


PLACES = ("box", "city")  # the parameters that are places on the table (`Choice.place`)


def question(state: Fr1789State, task: Task) -> Msg:
    """What the next parameter asks ("the city", "how many votes"), for its prompt."""
    where = next_key(state, task)
    assert where is not None
    i, key = where
    if key == "n":
        return Msg("fr1789-question-n", unit=_unit(effects(state, task)[i]))
    return Msg(f"fr1789-question-{key}")


def step_allows(state: Fr1789State, task: Task, choice: str) -> bool:
    """Whether `choice` is a value of the next parameter, listed or typed: `step_choices` and
    `step_amount` together (every count they allow is a legal value), without the labels."""
    where = next_key(state, task)
    assert where is not None
    i, key = where
    values = options(state, task, effects(state, task)[i], key, task.params[i])
    return choice in [f"{key}:{v}" for v in values]


def step_amount(state: Fr1789State, task: Task) -> Amount | None:
    """A count of votes or armies may be any number the seat can take (§7.2.1, §11.2)."""
    where = next_key(state, task)
    if where is None or where[1] != "n":
        return None
    i, _ = where
    effect = effects(state, task)[i]
    most = most_units(state, task, effect, task.params[i])
    said = Msg("fr1789-units", unit=_unit(effect))
    return Amount("n", 1, most, label=Msg("fr1789-units-field", unit=_unit(effect), most=most),
                  one=said, many=said)  # fmt: skip


def amount_refusal(state: Fr1789State, task: Task, n: int) -> Msg:
    """Why a count is out of range, naming what bounds it."""
    where = next_key(state, task)
    assert where is not None
    i, _ = where
    effect = effects(state, task)[i]
    most = most_units(state, task, effect, task.params[i])
    per = unit_cost(state, task, effect)
    if n < 1:
        return Msg("fr1789-refuse-none")
    rp = state.players[task.seat].rp
    if isinstance(effect, BoxVote):
        return Msg("fr1789-refuse-votes", most=most, per=per, rp=rp)
    cup = len(board.cup(state, task.params[i]["camp"]))
    return Msg("fr1789-refuse-armies", most=most, card=effect.max_armies, cup=cup, per=per, rp=rp)


def choose(state: Fr1789State, task: Task, choice: str) -> None:
    where = next_key(state, task)
    assert where is not None
    i, key = where
    task.params[i][key] = choice.partition(":")[2]


# ---- what is declared and what happens -----------------------------------------------------
def title(state: Fr1789State, task: Task) -> Msg:
    """The action under way: "Danton: Vote", "Marat: Denunciation", "the Conspiracy card
    Pitt's Gold" (the stand-in reads which card and action from the message's arguments)."""
    kind, _, ident = task.source.partition(":")
    if kind == "consp":
        return Msg("fr1789-title-consp", card=consp_name(ident))
    if task.how == "political":
        return Msg("fr1789-title-action", card=name(ident), what=action_name(task.action or ""))
    return Msg("fr1789-title", card=name(ident), what=ability_name(ident, int(task.action or 0)))


def step_text(state: Fr1789State, task: Task) -> Msg:
    """A step's prompt: the action under way, then the question ("Vote with Marie-Antoinette:
    which System box?"), the action's title kept whole for the stand-in to read."""
    where = next_key(state, task)
    assert where is not None
    i, key = where
    unit = _unit(effects(state, task)[i]) if key == "n" else ""
    asked = Msg(f"fr1789-asks-{key}", unit=unit) if key == "n" else Msg(f"fr1789-asks-{key}")
    kind, _, ident = task.source.partition(":")
    if kind == "consp":
        return Msg("fr1789-step-asks-consp", title=title(state, task), card=consp_name(ident),
                   question=asked)  # fmt: skip
    return Msg("fr1789-step-asks", title=title(state, task), question=asked)


SAID_ONCE = (ActionKind.VOTE.value, ActionKind.PLACATE.value, ActionKind.CAMPAIGN.value)


def said_once(task: Task) -> bool:
    """A Vote or a Support placed by a Political action is said in one line, with its card and
    cost, when it happens (it cannot be cancelled, §12): nothing is said when declared."""
    return task.how == "political" and task.action in SAID_ONCE


def describe(state: Fr1789State, task: Task) -> Msg:
    """What is declared, for the table and the reaction window: the action and its targets."""
    bits: list[Text] = []
    for effect, p in zip(effects(state, task), task.params, strict=False):
        for key in keys(effect):
            if key in p and key != "camp":
                bits.append(_said(state, task, effect, key, p[key]))
    if not bits:
        return title(state, task)
    return Msg("fr1789-described", title=title(state, task), bits=Msg.join(bits, ", "))


def resolve(state: Fr1789State, task: Task) -> list[Event]:
    """Carries out the declared effects from `task.resolving` on; stops when a battle waits
    for the deployer's choice (`task.battle`)."""
    events: list[Event] = []
    effs = effects(state, task)
    while task.resolving < len(effs) and task.battle is None:
        i = task.resolving
        task.resolving += 1
        events += apply_effect(state, task, effs[i], task.params[i] if i < len(task.params) else {})
    return events


def apply_effect(state: Fr1789State, task: Task, effect: Effect, p: dict[str, Any]) -> list[Event]:
    seat = task.seat
    who = seat_tag(seat)
    source = title(state, task)
    if "skip" in p:
        return [Event(Msg("fr1789-nothing-to-aim", source=source))]
    if isinstance(effect, GainVP):
        return board.gain_vp(state, seat, _per(state, seat, effect), source)
    if isinstance(effect, GainRP):
        got = board.gain_rp(state, seat, effect.amount)
        return [Event(Msg("fr1789-gains-rp", who=who, rp=got, source=source))]
    if isinstance(effect, Votes | BoxVote):
        n = int(p.get("n", getattr(effect, "count", 1)))
        state.votes[p["box"]] = state.votes.get(p["box"], 0) + n
        if said_once(task):
            rp = total_cost(state, task)
            voted = Msg("fr1789-votes-with", who=who, card=_card(task), n=n,
                        system=system_name(p["box"]), rp=rp)  # fmt: skip
            return [Event(voted)]
        return [Event(Msg("fr1789-adds-votes", who=who, n=n, system=system_name(p["box"])))]
    if isinstance(effect, PlaceSupport):
        city = p["city"]
        before = state.support.get(city)
        state.support[city] = seat
        if not said_once(task):
            return [Event(board.support_placed(seat, city, before))]
        rp = total_cost(state, task)
        args: dict[str, Arg] = {"who": who, "city": DATA.city[city].name, "card": _card(task),
                "action": action_name(task.action or ""), "rp": rp}  # fmt: skip
        if before is None:
            return [Event(Msg("fr1789-support-with", **args))]
        return [Event(Msg("fr1789-support-with-back", owner=seat_tag(before), **args))]
    if isinstance(effect, Nationalize):
        owner = state.support.pop(p["city"])
        victim = state.players[owner]
        fine = min(A.nationalize_fine_rp, victim.rp)  # "or all they have": RULES_NOTES
        victim.rp -= fine
        where = DATA.city[p["city"]].name
        said = Msg("fr1789-nationalizes", who=who, city=where, owner=seat_tag(owner), rp=fine)
        return [Event(said)]
    if isinstance(effect, Deploy):
        events, pending = battle.fight(state, seat, p["camp"], int(p["n"]), p["city"])
        task.battle = pending
        return events
    return _personage(state, task, effect, p["target"])


def _card(task: Task) -> Msg:
    """The History card acting in `task`, by name."""
    return name(task.source.partition(":")[2])


def _per(state: Fr1789State, seat: int, effect: GainVP) -> int:
    """A flat gain, or so much per city of a kind (each city once; Paris's double weight is
    the exile table's alone)."""
    if effect.per == "own_support":
        return effect.amount * sum(
            1
            for c, s in state.support.items()
            if s == seat and (effect.symbol is None or effect.symbol in DATA.city[c].symbols)
        )
    if effect.per == "royalist_city":
        return effect.amount * sum(
            1 for c in DATA.cities if board.holder(state, c.id) == "royalist"
        )
    return effect.amount


def _personage(state: Fr1789State, task: Task, effect: Effect, card: str) -> list[Event]:
    seat = task.seat
    who = seat_tag(seat)
    whose = Msg("fr1789-target-label", card=board.the(card), who=seat_tag(state.owner[card]))
    kind = effect.kind
    if kind == "arrest":
        state.prison.append(card)
        return [Event(Msg("fr1789-arrests", who=who, whose=whose))]
    if kind == "exile":
        if card in state.prison:  # §7.2.4: the Prison marker is swapped for an Exile marker
            state.prison.remove(card)
        state.exile.append(card)
        return [Event(Msg("fr1789-exiles", who=who, whose=whose))]
    vp = {"execute": getattr(effect, "vp", 0), "release": A.release_vp,
          "return": A.return_vp, "assassinate": A.assassinate_vp}[kind]  # fmt: skip
    if kind in ("execute", "release"):
        state.prison.remove(card)
    else:  # return, assassinate
        state.exile.remove(card)
    if kind in ("execute", "assassinate"):
        state.dead.append(card)
    done, why = DONE[kind]
    return [Event(Msg(done, who=who, whose=whose)), *board.gain_vp(state, seat, vp, Msg(why))]


DONE = {  # what happened to the Personage, and why the VP were scored
    "execute": ("fr1789-executes", "fr1789-why-execution"),
    "release": ("fr1789-releases", "fr1789-why-release"),
    "return": ("fr1789-returns", "fr1789-why-return"),
    "assassinate": ("fr1789-assassinates", "fr1789-why-assassination"),
}
