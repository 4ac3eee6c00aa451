"""Arrests (§7.2): the Arrest Them! Season cards (§7.22-7.26, §9.26), Liberation from a
Controlled Fortress (§7.25), moving prisoners between Fortresses (§7.27), the duc de Guise
(§7.28) and the Army Commander passing to Carignano (§7.33).

`state.arrested` maps each prisoner to his prison (None for Guise, whose token has no mate on the
board, §7.28); each entry holds one of the 4 Arrest pairs (§1.3), so the pairs in the supply are
4 less the prisoners. Arrested Spaces already block adjacency and scoring in `board` (§7.21)."""

from __future__ import annotations

from collections import deque

from games.core import Choice, Event, Msg, Text
from games.frondeurs import board, flow, windows
from games.frondeurs.data import ARMY_COMMANDERS, DATA, Arrest, Faction
from games.frondeurs.picking import name as _n
from games.frondeurs.picking import pick, where, zone_step
from games.frondeurs.state import Ask, FrondeursState

PAIRS = DATA.cards.tokens.arrest_pairs  # §1.3: 4 pairs
FORTRESSES = [s.id for s in DATA.board.spaces if s.kind == "fortress"]
GUISE = "guise"  # §7.28
DON_CARLOS = "don_carlos"  # §7.28
CONDE, CARIGNANO = ARMY_COMMANDERS  # §7.33
# Persons named on an Arrest Them! card: never the Parlementaires' extra target (§9.26)
ON_CARDS = frozenset(
    t for c in DATA.season_cards.values() if isinstance(c.effect, Arrest) for t in c.effect.targets
)

ARREST = "arrest"  # the active faction's choices on an Arrest Them! card
LIBERATION = "liberation"  # §7.25: the card forfeited, then the prisoners freed
PRISONER_MOVE = "prisoner_move"  # §7.27: where a prisoner goes


def free_pairs(state: FrondeursState) -> int:
    return PAIRS - len(state.arrested)


def prisoners_at(state: FrondeursState, fortress: str) -> list[str]:
    return [p for p, prison in state.arrested.items() if prison == fortress]


def release(state: FrondeursState, prisoner: str) -> list[Event]:
    """Both tokens of the pair leave the board; the Space works again at once (§7.25). Condé's
    Army Commander icon stays dead (§7.33)."""
    del state.arrested[prisoner]
    return [Event(Msg("frondeurs-liberated", space=_n(prisoner)))]


def _front(state: FrondeursState, kind: str, faction: Faction, **data: object) -> None:
    """Queue an ask ahead of the others: the next step of a card under way."""
    state.asks.insert(0, Ask(kind=kind, faction=faction, data=dict(data)))


# ---- Arrest Them! (§7.22-7.26, §9.26) -------------------------------------------------------
def extra_targets(state: FrondeursState, card: str) -> list[str]:
    """The Parlementaires card's third target: a Person worth 1-2 PP, not Under Arrest, named on
    neither card (so never an Avatar, worth 0) (§9.26)."""
    eff = DATA.season_cards[card].effect
    assert isinstance(eff, Arrest)
    if eff.extra_person_pp is None:
        return []
    lo, hi = eff.extra_person_pp
    return [
        s.id
        for s in DATA.board.spaces
        if s.is_person
        and s.kind != "avatar"
        and lo <= s.pp <= hi
        and s.id not in state.arrested
        and s.id not in ON_CARDS
    ]


def liberable(state: FrondeursState) -> list[str]:
    """Prisoners the active faction may free to get Arrest pairs: any, but Guise only with its
    Influence at Don Carlos (§7.25, §7.28)."""
    return [
        p for p in state.arrested if p != GUISE or board.owner(state, DON_CARLOS) == state.active
    ]


def arrest_effect(state: FrondeursState, card: str) -> list[Event]:
    """Arrest Them!: the extra target first (Parlementaires), then the liberations the pairs
    require, then a Fortress for each prisoner, all chosen by the active faction (§7.26,
    §9.26)."""
    eff = DATA.season_cards[card].effect
    assert isinstance(eff, Arrest)
    targets = [t for t in eff.targets if t not in state.arrested]
    extra = extra_targets(state, card)
    if len(extra) > 1:
        _front(state, ARREST, state.active, card=card, targets=targets, stage="extra", zone=None)
        return []
    return _proceed(state, card, targets + extra)


def _proceed(state: FrondeursState, card: str, targets: list[str]) -> list[Event]:
    """Free prisoners while the pairs run short (automatic when the choice is forced), then ask
    for the next prison; targets beyond the pairs left are not arrested (§1.53)."""
    events: list[Event] = []
    while (need := len(targets) - free_pairs(state)) > 0 and (cands := liberable(state)):
        if len(cands) > need:
            _front(state, ARREST, state.active, card=card, targets=targets, stage="liberate")
            return events
        for p in cands:
            events += release(state, p)
    if targets and free_pairs(state) > 0:
        _front(state, ARREST, state.active, card=card, targets=targets, stage="prison")
    elif targets:
        events.append(Event(Msg("frondeurs-no-arrest-tokens", spaces=[_n(t) for t in targets])))
    return events


def imprison(state: FrondeursState, prisoner: str, fortress: str) -> list[Event]:
    """One token on the Person, its mate at the Fortress (§7.23); Condé's arrest makes
    Carignano Army Commander for the rest of the game (§7.33)."""
    state.arrested[prisoner] = fortress
    events = [Event(Msg("frondeurs-arrested", space=_n(prisoner), fortress=_n(fortress)))]
    if prisoner == CONDE and state.army_commander != CARIGNANO:
        state.army_commander = CARIGNANO
        events.append(Event(Msg("frondeurs-army-commander", space=_n(CARIGNANO))))
    return events


def _arrest_choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    d = ask.data
    if d["stage"] == "extra":
        return Msg("frondeurs-ask-arrest-extra"), pick(extra_targets(state, d["card"]), d["zone"])
    if d["stage"] == "liberate":
        need = len(d["targets"]) - free_pairs(state)
        return Msg("frondeurs-ask-arrest-free", n=need), [
            Choice(
                f"free:{p}",
                Msg("frondeurs-free-held", space=_n(p), fortress=_n(state.arrested[p])),
                place=p,
            )
            for p in liberable(state)
        ]
    who = d["targets"][0]
    return Msg("frondeurs-ask-prison", space=_n(who)), [
        Choice(f"prison:{f}", where(f), place=f) for f in FORTRESSES
    ]


def _arrest_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    d = ask.data
    if zone_step(d, cid):
        return []
    head, _, arg = cid.partition(":")
    state.asks.remove(ask)
    targets = list(d["targets"])
    events: list[Event] = []
    if head == "sp":
        targets.append(arg)
        events.append(
            Event(Msg("frondeurs-names-arrest", who=flow.name(ask.faction), space=_n(arg)))
        )
    elif head == "free":
        events += release(state, arg)
    else:
        events += imprison(state, targets.pop(0), arg)
    return events + _proceed(state, d["card"], targets)


# ---- Liberation (§7.25) -----------------------------------------------------------------------
def _action_cards(state: FrondeursState, faction: Faction) -> list[str]:
    return [c for c in state.held(faction).hand if c in DATA.action_cards]


def _liberation_choices(
    state: FrondeursState, faction: Faction, stage: windows.Stage
) -> list[Choice]:
    """Before the card: a Controlled Fortress holding prisoners, with an Action card to forfeit
    (a Season card in hand must be played instead, §6.32, §7.25 i)."""
    hand = state.held(faction).hand
    if (
        stage != "before"
        or any(flow.is_season(c) for c in hand)
        or not _action_cards(state, faction)
    ):
        return []
    return [
        Choice(f"liberate:{f}", Msg("frondeurs-liberate", fortress=_n(f)), place=f)
        for f in FORTRESSES
        if prisoners_at(state, f) and board.controls(state, faction, f)
    ]


def _liberation_start(state: FrondeursState, faction: Faction, cid: str) -> list[Event]:
    fortress = cid.partition(":")[2]
    cards = _action_cards(state, faction)
    if len(cards) == 1:
        return _forfeit(state, faction, fortress, cards[0])
    _front(state, LIBERATION, faction, fortress=fortress, stage="card")
    return []


def _forfeit(state: FrondeursState, faction: Faction, fortress: str, card: str) -> list[Event]:
    """The card is played for nothing and goes to the Discard Row, every cube at the Fortress is
    Removed (§7.25 i-ii); then the prisoners to free, one at a time."""
    state.held(faction).hand.remove(card)
    state.discard_row.append(card)
    state.after = True  # this was the turn's card
    n = board.count(state, fortress)
    if n:
        flow.take(state, fortress, n)
    card_name = DATA.action_cards[card].name
    said = Msg("frondeurs-forfeits", who=flow.name(faction), card=card_name, fortress=_n(fortress))
    events = [Event(said)]
    return events + _free_next(state, faction, fortress, freed=0)


def _free_next(state: FrondeursState, faction: Faction, fortress: str, freed: int) -> list[Event]:
    left = prisoners_at(state, fortress)
    if freed == 0 and len(left) == 1:
        return release(state, left[0])
    if left:
        _front(state, LIBERATION, faction, fortress=fortress, stage="free", freed=freed)
    return []


def _liberation_choices_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    d = ask.data
    if d["stage"] == "card":
        return Msg("frondeurs-ask-liberation-card"), [
            Choice(f"card:{c}", DATA.action_cards[c].name)
            for c in _action_cards(state, ask.faction)
        ]
    out = [
        Choice(f"free:{p}", Msg("frondeurs-free", space=_n(p)), place=p)
        for p in prisoners_at(state, d["fortress"])
    ]
    if d["freed"]:
        out.append(Choice("done", Msg("frondeurs-free-no-more")))
    return Msg("frondeurs-ask-liberation", fortress=_n(d["fortress"])), out


def _liberation_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    d = ask.data
    head, _, arg = cid.partition(":")
    state.asks.remove(ask)
    if head == "card":
        return _forfeit(state, ask.faction, d["fortress"], arg)
    if head == "done":
        return []
    return release(state, arg) + _free_next(state, ask.faction, d["fortress"], d["freed"] + 1)


# ---- Moving prisoners (§7.27) -------------------------------------------------------------------
def prison_moves(state: FrondeursState, faction: Faction, fortress: str) -> list[str]:
    """Other Fortresses the faction Controls, reached from this Controlled one along connectors
    through Spaces it Influences (§7.27)."""
    if not board.controls(state, faction, fortress):
        return []
    seen, todo = {fortress}, deque([fortress])
    while todo:
        for lk in board.links_from(state, todo.popleft()):
            if lk.dst not in seen and board.owner(state, lk.dst) == faction:
                seen.add(lk.dst)
                todo.append(lk.dst)
    return [f for f in FORTRESSES if f in seen - {fortress} and board.controls(state, faction, f)]


def _move_choices(state: FrondeursState, faction: Faction, stage: windows.Stage) -> list[Choice]:
    """Before or after the card; each prisoner once a turn, so the choices run out."""
    return [
        Choice(f"jail:{p}", Msg("frondeurs-jail", space=_n(p), fortress=_n(prison)), place=p)
        for p, prison in state.arrested.items()
        if prison
        and state.prisoners_moved.get(p) != state.turn
        and prison_moves(state, faction, prison)
    ]


def _move_start(state: FrondeursState, faction: Faction, cid: str) -> list[Event]:
    prisoner = cid.partition(":")[2]
    dests = prison_moves(state, faction, state.arrested[prisoner] or "")
    if len(dests) == 1:
        return _move(state, faction, prisoner, dests[0])
    _front(state, PRISONER_MOVE, faction, prisoner=prisoner)
    return []


def _move(state: FrondeursState, faction: Faction, prisoner: str, dest: str) -> list[Event]:
    """No cost; the turn goes on (§7.27)."""
    state.arrested[prisoner] = dest
    state.prisoners_moved[prisoner] = state.turn
    said = Msg(
        "frondeurs-prisoner-moved", who=flow.name(faction), space=_n(prisoner), fortress=_n(dest)
    )
    return [Event(said)]


def _move_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    p = ask.data["prisoner"]
    dests = prison_moves(state, ask.faction, state.arrested[p] or "")
    return Msg("frondeurs-ask-prisoner-to", space=_n(p)), [
        Choice(f"to:{f}", where(f), place=f) for f in dests
    ]


def _move_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    return _move(state, ask.faction, ask.data["prisoner"], cid.partition(":")[2])


windows.ask_handler(ARREST, windows.AskHandler(_arrest_choices, _arrest_answer))
windows.ask_handler(LIBERATION, windows.AskHandler(_liberation_choices_ask, _liberation_answer))
windows.ask_handler(PRISONER_MOVE, windows.AskHandler(_move_ask, _move_answer))
windows.bonus_handler(windows.BonusHandler("liberate", _liberation_choices, _liberation_start))
windows.bonus_handler(windows.BonusHandler("jail", _move_choices, _move_start))
