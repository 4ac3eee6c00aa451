"""What players see. Public: the map, the System boxes and their votes, every History card and
its state, RP, how many Conspiracy cards each seat holds, the card on auction and its bid, who
has answered a reaction window (never how). Private: the seat's own Conspiracy cards and VP
total (§2.1.1 chips face down). Never shown: the Auction box order, the cups' contents beyond
their counts, the undealt Conspiracy cards, the generator."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from games.core import Msg
from games.fr1789 import board, flow
from games.fr1789.board import UNIT, ability_line, consp_name, consp_text, name, system_name, the
from games.fr1789.data import DATA, Camp
from games.fr1789.state import Fr1789State
from texts import told


@cache
def _unit(u: str) -> dict[str, Any]:
    """An army counter as printed (built once; shared between views: never mutate it)."""
    unit = UNIT[u]
    return {"id": u, "camp": unit.camp.value, "strength": unit.strength, "leader": unit.leader}


@cache
def _city(city: str) -> dict[str, Any]:
    """A city as printed on the map (built once; shared between views: never mutate it)."""
    c = DATA.city[city]
    return {
        "id": c.id,
        "name": c.name,
        "vp": c.vp,
        "rp": c.rp,
        "flags": [str(f) for f in c.camps if f != Camp.FRANCE],
        "adjacent": list(c.adjacent),
        "pos": list(c.pos),
    }


@cache
def _printed(card: str) -> dict[str, Any]:
    """What a History card says, the same in every view (built once: views are built several
    times a move). Shared between views: never mutate it."""
    c = DATA.card[card]
    return {
        "id": card,
        "name": name(card),
        "kind": c.kind,
        "turn": c.turn,
        "abilities": [ability_line(card, i) for i in range(len(c.abilities))],
        "text": board.card_text(card),  # abilities, System bonuses and credit, in a sentence
        "bonus": {s.id: s.bonus_vp(card) for s in DATA.systems if s.bonus_vp(card)},
    }


@cache
def _system(system: str) -> dict[str, Any]:
    """A System box as printed (built once; never mutate it)."""
    s = next(s for s in DATA.systems if s.id == system)
    return {
        "id": s.id,
        "name": system_name(s.id),
        "votes_for": list(s.votes_for),
        "actions": [{"action": a.action.value, "rp": a.rp, "per": a.per} for a in s.actions],
        "bonus": [{"card": b.card, "name": name(b.card), "vp": b.vp} for b in s.bonus],
    }


@lru_cache(maxsize=256)  # a playout moves few armies and markers: the map repeats
def _map_as(held: tuple[tuple[tuple[str, ...], int | None], ...]) -> list[dict[str, Any]]:
    """The cities with the armies and the Support marker in each (`held`, in map order), built
    once for each state of the map. Shared between views: never mutate it."""
    return [
        {**_city(c.id), "army": [_unit(u) for u in army], "support": support}
        for c, (army, support) in zip(DATA.cities, held, strict=True)
    ]


def card_view(state: Fr1789State, card: str) -> dict[str, Any]:
    return _card_as(card, board.status(state, card))


@cache
def _card_as(card: str, status: str) -> dict[str, Any]:
    """A History card as a view shows it in one status: five statuses a card, each built once
    (a view lists every card in play). Shared between views: never mutate it."""
    return {**_printed(card), "status": status}


def waiting(state: Fr1789State) -> dict[str, Any] | None:
    found = waiting_on(state)
    if found is None:
        return None
    what, seats = found
    if what == "fr1789-waiting-bid":
        assert state.lot is not None
        return {"what": Msg(what, card=the(state.lot.card)), "seats": seats}
    return {"what": Msg(what), "seats": seats}


def waiting_on(state: Fr1789State) -> tuple[str, list[int]] | None:
    """Whom the game waits for, and the key of what it waits for: the active seats without
    building the message (asked before every move)."""
    if state.phase == "over":
        return None
    if state.window is not None:
        left = [s for s in state.window.asked if s not in state.window.answers]
        return "fr1789-waiting-cancel", left
    if state.task is not None:
        what = "fr1789-waiting-battle" if state.task.battle else "fr1789-waiting-action"
        if state.task.how == "acquire":
            what = "fr1789-waiting-acquire"
        return what, [state.task.seat]
    if state.lot is not None:
        return "fr1789-waiting-bid", [state.lot.to_bid]
    return "fr1789-waiting-action", [state.to_act]


def public(state: Fr1789State) -> dict[str, Any]:
    lot = state.lot
    status = board.statuses(state)
    supporters = list(state.support.values())  # a seat per Support marker on the map
    return {
        "game": "fr1789",
        "turn": state.turn,
        "turns": flow.TURNS,
        "phase": state.phase,
        "system": state.system,
        "first": state.first,
        "systems": [{**_system(s.id), "votes": state.votes.get(s.id, 0)} for s in DATA.systems],
        "cities": _map_as(
            tuple((tuple(state.armies.get(c.id, ())), state.support.get(c.id)) for c in DATA.cities)
        ),
        "seats": [
            {
                "rp": p.rp,
                "conspiracy": len(p.hand),
                "passed": p.passed and state.phase == "action",
                "cards": [_card_as(c, status.get(c, "ready")) for c in cards],
                "support": supporters.count(i),
            }
            for i, (p, cards) in enumerate(
                zip(state.players, board.cards_by_seat(state), strict=True)
            )
        ],
        "dead": [{"id": c, "name": name(c), "seat": state.owner[c]} for c in state.dead],
        "markers": {"prison": board.prison_left(state), "exile": board.exile_left(state)},
        "cups": board.cup_sizes(state),
        "box": len(state.box),
        "auctioned": state.auctioned,
        "lot": None
        if lot is None
        else {
            **card_view(state, lot.card),
            "bid": lot.bid,
            "bidder": lot.bidder,
            "out": list(lot.out),
            "credits": DATA.credits_to(lot.card),
        },
        "played": list(state.played),
        "window": None
        if state.window is None
        else {"asked": list(state.window.asked), "answered": sorted(state.window.answers)},
        "last_battle": [_unit(u) for u in state.last],
        "waiting": waiting(state),
        "log": [told(line) for line in state.log],
        "finished": state.phase == "over",
        "final": [{"seat": s, "vp": p.vp, "rp": p.rp} for s, p in enumerate(state.players)]
        if state.phase == "over"
        else None,
    }


def private(state: Fr1789State, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return {
        "you": seat,
        "vp": p.vp,
        "hand": [{"id": k, "name": consp_name(k), "text": consp_text(k)} for k in p.hand],
    }
