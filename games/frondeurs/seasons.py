"""The Season cards that ask the factions: the free cubes before or after the effect (§9.21),
the five own-removal cards (§9.23), Old Noll (§9.24) and Economic Depression (§9.25); Arrest
Them! is in `arrests` (§9.26). Battles and the Faction Swap ask nobody (`flow.season_effect`).

A card's effect on every faction runs in turn order from the active one (§1.55, §6.34). Each
faction is asked only when it has a real choice, one ask at a time, so the next faction's part
follows from the board as the previous one left it. The card must be done as fully as possible
(§1.53) and Control is no shield (§6.34); a forced removal may empty a faction's board."""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text
from games.frondeurs import actions, arrests, board, flow, musketeers, seats, windows
from games.frondeurs.data import (
    DATA,
    FRONTIERS,
    TURN_ORDER,
    Depression,
    Faction,
    OldNoll,
    RemoveOwn,
)
from games.frondeurs.picking import name as _n
from games.frondeurs.picking import own_cube, pick, zone_step
from games.frondeurs.state import Ask, FrondeursState

TIMING = "season_timing"  # §9.21, the active faction
REMOVE_OWN = "season_remove_own"  # §9.23, each faction
DEPRESSION = "season_depression"  # §9.25, each faction
NOLL_CANCEL = "old_noll_cancel"  # §9.24, the other factions
NOLL_ZONE = "old_noll_zone"  # §9.24, the active faction


def _card(card: str) -> Text:
    return flow.card_name(card)


def _front(state: FrondeursState, kind: str, faction: Faction, **data: object) -> None:
    """Queue an ask ahead of the others: the next step of a card under way."""
    state.asks.insert(0, Ask(kind=kind, faction=faction, data=dict(data)))


def turn_order(state: FrondeursState) -> list[Faction]:
    """Every faction, from the active one on (§1.55)."""
    i = TURN_ORDER.index(state.active)
    return [*TURN_ORDER[i:], *TURN_ORDER[:i]]


# ---- Musketeers (§7.5): a local stand-in, to be reconciled with the Musketeer module ---------
def _cancels(state: FrondeursState, faction: Faction, what: str) -> list[Choice]:
    """`what`: "removals", "removal" or "noll" (`frondeurs-cancel-<what>`)."""
    return [
        Choice(f"cancel:{t}", Msg(f"frondeurs-cancel-{what}", musketeer=_n(t)))
        for t in musketeers.usable(state, faction)
    ]


def _cancel(state: FrondeursState, faction: Faction, token: str, what: str) -> list[Event]:
    """`what`: "removals", "removal" or "noll" (`frondeurs-cancelled-<what>`)."""
    musketeers.spend(state, faction, token)  # its own line is said here, with the reason
    said = Msg(f"frondeurs-cancelled-{what}", who=flow.name(faction), musketeer=_n(token))
    return [Event(said)]


def _take(state: FrondeursState, faction: Faction, space: str, n: int = 1) -> list[Event]:
    flow.take(state, space, n)
    return [Event(Msg("frondeurs-removes-own", who=flow.name(faction), n=n, space=_n(space)))]


# ---- §9.21: the free cubes before or after the effect -----------------------------------------
def on_play(state: FrondeursState) -> None:
    """The active faction declares whether its two free cubes come before or after the effect
    (§9.21); asked only when a cube can be placed at all. The Faction Swap scores after them
    (§9.27)."""
    task = state.task
    if task is None or not flow.is_season(task.card):
        return
    effect = DATA.season_cards[task.card].effect
    if effect.type == "faction_swap" or not actions.placeable(state, state.active, task):
        return
    _front(state, TIMING, state.active, card=task.card)


def asks_timing(state: FrondeursState, f: Faction, card: str) -> bool:
    """Whether playing the Season card asks when its free cubes come (`on_play`)."""
    if DATA.season_cards[card].effect.type == "faction_swap":
        return False
    return bool(actions.placeable(state, f, flow.season_task(card)))


def _timing_choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    return Msg("frondeurs-ask-timing"), [
        Choice("first", Msg("frondeurs-timing-first")),
        Choice("last", Msg("frondeurs-timing-last")),
    ]


def _timing_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    if cid == "first":
        return []
    task = state.task
    assert task is not None
    task.effect_done = True
    events = [Event(Msg("frondeurs-free-cubes-after", who=flow.name(ask.faction)))]
    return events + flow.season_effect(state, task.card)


# ---- §9.23: each faction removes its own cubes ------------------------------------------------
def _fits(space: str, where: str) -> bool:
    s = DATA.spaces[space]
    return {
        "affiliate_icon": bool(s.affiliates),
        "purple_border": s.border == "purple",
        "green_border": s.border == "green",
        "blue_border": s.border == "blue",
        "huguenot_icon": "huguenot" in s.peers,
    }[where]


def own_spaces(state: FrondeursState, faction: Faction, where: str) -> list[str]:
    """The faction's Spaces of the card's class, Under Arrest ones included (their cubes may be
    Removed, §7.21), in board order."""
    return [s for s in board.SPACES if state.cubes.get(s, {}).get(faction) and _fits(s, where)]


def _own_effect(card: str) -> RemoveOwn:
    eff = DATA.season_cards[card].effect
    assert isinstance(eff, RemoveOwn)
    return eff


def remove_own_effect(state: FrondeursState, card: str) -> list[Event]:
    return _remove_own(state, card, 0)


def _remove_own(state: FrondeursState, card: str, i: int) -> list[Event]:
    """From the i-th faction in turn order: a cube off each Space of the class, or off `spaces`
    of them of its choice; a Musketeer cancels one's own removals (§9.23)."""
    eff = _own_effect(card)
    events: list[Event] = []
    order = turn_order(state)
    for j in range(i, len(order)):
        f = order[j]
        spaces = own_spaces(state, f, eff.where)
        if not spaces:
            continue
        left = len(spaces) if eff.spaces is None else min(eff.spaces, len(spaces))
        if musketeers.usable(state, f):
            _front(state, REMOVE_OWN, f, card=card, i=j, left=left, stage="cancel")
            return events
        if left < len(spaces):
            _front(state, REMOVE_OWN, f, card=card, i=j, left=left, stage="pick", done=[])
            return events
        for s in spaces:
            events += _take(state, f, s)
    return events


def _own_left(state: FrondeursState, ask: Ask) -> list[str]:
    spaces = own_spaces(state, ask.faction, _own_effect(ask.data["card"]).where)
    return [s for s in spaces if s not in ask.data.get("done", [])]


def _remove_own_choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    d = ask.data
    name = _card(d["card"])
    if d["stage"] == "cancel":
        return Msg("frondeurs-ask-cancel-removals", card=name), [
            *_cancels(state, ask.faction, "removals"),
            Choice("accept", Msg("frondeurs-accept-removals", n=d["left"])),
        ]
    return Msg("frondeurs-ask-own-cube", card=name, n=d["left"]), pick(
        _own_left(state, ask), d.get("zone"), label=own_cube
    )


def _remove_own_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    d = ask.data
    f = ask.faction
    if zone_step(d, cid):
        return []
    head, _, arg = cid.partition(":")
    events: list[Event] = []
    if head == "cancel":
        events += _cancel(state, f, arg, "removals")
        d["left"] = 0
    elif head == "accept":
        d["stage"], d["done"] = "pick", []
    else:
        events += _take(state, f, arg)
        d["done"].append(arg)
        d["left"] -= 1
        d["zone"] = None
    spaces = _own_left(state, ask)
    if d["left"] and len(spaces) > d["left"]:
        return events  # a real choice: the next pick
    if d["left"]:
        for s in spaces:
            events += _take(state, f, s)
    state.asks.remove(ask)
    return events + _remove_own(state, d["card"], d["i"] + 1)


# ---- §9.25: Economic Depression ---------------------------------------------------------------
def _dep_effect(card: str) -> Depression:
    eff = DATA.season_cards[card].effect
    assert isinstance(eff, Depression)
    return eff


def depression_options(state: FrondeursState, faction: Faction, card: str) -> list[Choice]:
    """Each Coin by its place in the holding (the id says nothing of its value), a Crown if the
    card takes one, or the removal of its cubes, which a Musketeer cancels (§9.25). With no cube
    on the board the removal is no option, so a token must go (RULES_NOTES)."""
    eff = _dep_effect(card)
    h = state.held(faction)
    out = [  # a Coin by its place among those held (values repeat, labels may not)
        Choice(f"coin:{i}", Msg("frondeurs-discard-coin", nth=i + 1, value=v))
        for i, v in enumerate(h.coins)
    ]
    if "crown" in eff.tokens and h.crowns:
        out.append(Choice("crown", Msg("frondeurs-discard-crown")))
    if on := board.on_board(state, faction):
        out += _cancels(state, faction, "removal")
        out.append(Choice("cubes", Msg("frondeurs-remove-own-cubes", n=min(eff.remove, on))))
    return out


def depression_effect(state: FrondeursState, card: str) -> list[Event]:
    return _depression(state, card, 0)


def _depression(state: FrondeursState, card: str, i: int) -> list[Event]:
    events: list[Event] = []
    order = turn_order(state)
    for j in range(i, len(order)):
        f = order[j]
        opts = depression_options(state, f, card)
        if not opts:
            continue
        # two Coins are two choices even of one value: skipping the ask would tell the table
        # that they match
        if len(opts) > 1:
            _front(state, DEPRESSION, f, card=card, i=j, stage="choose")
            return events
        done, more = _dep_apply(state, f, card, opts[0].id)
        events += more
        if not done:
            _front(
                state, DEPRESSION, f, card=card, i=j, stage="pick", left=_dep_left(state, f, card)
            )
            return events
    return events


def _dep_left(state: FrondeursState, faction: Faction, card: str) -> int:
    return min(_dep_effect(card).remove, board.on_board(state, faction))


def _dep_apply(state: FrondeursState, f: Faction, card: str, cid: str) -> tuple[bool, list[Event]]:
    """Apply one option; False when cubes are to be picked one at a time."""
    h = state.held(f)
    head, _, arg = cid.partition(":")
    if head == "coin":
        value = h.coins.pop(int(arg))
        if seats.is_dummy(state, f):  # its tokens are as open as its hand (RULES_NOTES)
            return True, [
                Event(Msg("frondeurs-dummy-discards-coin", who=flow.name(f), value=value))
            ]
        return True, [
            Event(Msg("frondeurs-discards-coin", who=flow.name(f))),
            Event(Msg("frondeurs-you-discard-coin", value=value), to=[state.seat(f)]),
        ]
    if head == "crown":
        h.crowns -= 1
        return True, [Event(Msg("frondeurs-discards-crown", who=flow.name(f)))]
    if head == "cancel":
        return True, _cancel(state, f, arg, "removal")
    return _remove_any(state, f, _dep_left(state, f, card))


def _remove_any(state: FrondeursState, f: Faction, left: int) -> tuple[bool, list[Event]]:
    """Cubes of its own from anywhere: automatic when all must go or all sit in one Space."""
    spaces = [s for s in board.SPACES if state.cubes.get(s, {}).get(f)]
    if left and len(spaces) > 1 and board.on_board(state, f) > left:
        return False, []
    events: list[Event] = []
    for s in spaces:
        n = min(left, state.cubes[s][f])
        if n:
            events += _take(state, f, s, n)
            left -= n
    return True, events


def _dep_choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    d = ask.data
    if d["stage"] == "choose":
        return Msg("frondeurs-ask-depression"), depression_options(state, ask.faction, d["card"])
    spaces = [s for s in board.SPACES if state.cubes.get(s, {}).get(ask.faction)]
    return Msg("frondeurs-ask-own-cube", card=_card(d["card"]), n=d["left"]), pick(
        spaces, d.get("zone"), label=own_cube
    )


def _dep_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    d = ask.data
    f = ask.faction
    if zone_step(d, cid):
        return []
    arg = cid.partition(":")[2]
    if d["stage"] == "choose":
        done, events = _dep_apply(state, f, d["card"], cid)
        if not done:
            d["stage"], d["left"] = "pick", _dep_left(state, f, d["card"])
            return events
    else:
        events = _take(state, f, arg)
        d["left"] -= 1
        d["zone"] = None
        done, more = _remove_any(state, f, d["left"])
        events += more
        if not done:
            return events
    state.asks.remove(ask)
    return events + _depression(state, d["card"], d["i"] + 1)


# ---- §9.24: Old Noll ------------------------------------------------------------------------
def old_noll_effect(state: FrondeursState, card: str) -> list[Event]:
    return _noll_cancel(state, card, 1)


def _noll_cancel(state: FrondeursState, card: str, i: int) -> list[Event]:
    """The other players, in turn order from the active one, each holding a Musketeer, say
    whether they cancel the card; the first who does ends it (§9.24, RULES_NOTES)."""
    order = turn_order(state)
    for j in range(i, len(order)):
        f = order[j]
        if state.seat(f) != state.seat(state.active) and musketeers.usable(state, f):
            _front(state, NOLL_CANCEL, f, card=card, i=j)
            return []
    return _noll_zones(state, card, 0)


def _noll_effect(card: str) -> OldNoll:
    eff = DATA.season_cards[card].effect
    assert isinstance(eff, OldNoll)
    return eff


def _noll_can(state: FrondeursState, zone: str) -> tuple[bool, bool]:
    """(may place, may remove) at a Frontier Zone for the active faction: placing never where
    opposing cubes are (§1.62); removing any cubes there, Controlled or not (§6.34)."""
    who = board.owner(state, zone)
    place = (
        who in (None, state.active)
        and state.held(state.active).supply > 0
        and board.open_space(state, zone)
    )
    return place, who is not None


def _noll_zones(state: FrondeursState, card: str, k: int) -> list[Event]:
    """Zone after zone: a forced course is taken at once, a real choice is asked (§9.24)."""
    events: list[Event] = []
    for zi in range(k, len(FRONTIERS)):
        place, remove = _noll_can(state, FRONTIERS[zi])
        if place and remove:
            _front(state, NOLL_ZONE, state.active, card=card, k=zi)
            return events
        if place or remove:
            events += _noll_do(state, card, FRONTIERS[zi], "place" if place else "remove")
    return events


def _noll_do(state: FrondeursState, card: str, zone: str, what: str) -> list[Event]:
    a = state.active
    eff = _noll_effect(card)
    if what == "place":
        n = min(eff.place, state.held(a).supply)
        flow.put(state, a, zone, n)
        events = [Event(Msg("frondeurs-noll-places", who=flow.name(a), space=_n(zone)))]
        return events + flow.claim(state, a, zone)
    n = min(eff.remove, board.count(state, zone))
    whose = flow.name(flow.take(state, zone, n))
    said = Msg("frondeurs-noll-removes", who=flow.name(a), n=n, whose=whose, space=_n(zone))
    return [Event(said)]


def _noll_cancel_choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    return Msg("frondeurs-ask-noll-cancel"), [
        *_cancels(state, ask.faction, "noll"),
        Choice("no", Msg("frondeurs-let-it-happen")),
    ]


def _noll_cancel_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    head, _, arg = cid.partition(":")
    if head == "cancel":
        return _cancel(state, ask.faction, arg, "noll")
    events = [Event(Msg("frondeurs-noll-stands", who=flow.name(ask.faction)))]
    return events + _noll_cancel(state, ask.data["card"], ask.data["i"] + 1)


def _noll_zone_choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    frontier = FRONTIERS[ask.data["k"]]
    zone = _n(frontier)
    eff = _noll_effect(ask.data["card"])
    return Msg("frondeurs-ask-noll-zone", zone=zone), [
        Choice("place", Msg("frondeurs-noll-place", n=eff.place, zone=zone), place=frontier),
        Choice("remove", Msg("frondeurs-noll-remove", n=eff.remove, zone=zone), place=frontier),
    ]


def _noll_zone_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    k = ask.data["k"]
    events = _noll_do(state, ask.data["card"], FRONTIERS[k], cid)
    return events + _noll_zones(state, ask.data["card"], k + 1)


windows.ask_handler(TIMING, windows.AskHandler(_timing_choices, _timing_answer))
windows.ask_handler(REMOVE_OWN, windows.AskHandler(_remove_own_choices, _remove_own_answer))
windows.ask_handler(DEPRESSION, windows.AskHandler(_dep_choices, _dep_answer))
windows.ask_handler(NOLL_CANCEL, windows.AskHandler(_noll_cancel_choices, _noll_cancel_answer))
windows.ask_handler(NOLL_ZONE, windows.AskHandler(_noll_zone_choices, _noll_zone_answer))
flow.EFFECTS["remove_own"] = remove_own_effect
flow.EFFECTS["depression"] = depression_effect
flow.EFFECTS["old_noll"] = old_noll_effect
flow.EFFECTS["arrest"] = arrests.arrest_effect
