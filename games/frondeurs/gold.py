"""Spanish Gold (every faction but the Mazarinist) and Mazarin's Exile (the Mazarinist), §7.6:
a Bonus Action beside a card play that placed 2 cubes or fewer. The faction either lays cubes
away in its box, or spends the box on the board in one chain of Spaces, exchanging opposing
cubes for its own, at 5 points a spending (§7.65).

The spending is an ask (`windows`) put to the active faction, one small step at a time: the
next Space of the chain (only those the box can pay for), how many cubes to leave in an own or
empty Space, or stop. The box's cubes come out of the Supply when laid away; the connector
costs and the +1 of a Controlled exchange go back to it (§6.49); cubes still in the box at the
end of the game are lost (RULES_NOTES, readings)."""

from __future__ import annotations

from typing import Any

from games.core import Amount, Choice, Event, Msg, Text
from games.frondeurs import board, flow, seats, windows
from games.frondeurs.data import DATA, TURN_ORDER, Faction
from games.frondeurs.picking import at, pick, zone_step
from games.frondeurs.picking import name as _n
from games.frondeurs.state import Ask, FrondeursState, Task

GOLD_LIMIT = 2  # §7.62: a card play that places 2 or fewer cubes qualifies
NO_CAP = 99  # `room` without Spanish Gold taken before the card
MAX_LEAVE = 24  # the amounts listed, one click each; a larger one is typed (`_amount`)
SPANISH = tuple(s.id for s in DATA.board.spaces if "spanish" in s.peers)  # §7.64, board order
ASK = "spanish_gold"


def box_name(faction: Faction) -> Msg:
    return Msg("frondeurs-exile" if faction == Faction.MAZARINIST else "frondeurs-spanish-gold")


# ---- hooks for the neighbouring modules -------------------------------------------------------
def token_used(state: FrondeursState) -> bool:
    """A Coin, a Musketeer or the King's Pawn was used this turn (`mark_token`): no Spanish
    Gold then (§7.66)."""
    return state.bonus_turns.get("token") == state.turn


def blocks_tokens(state: FrondeursState) -> bool:
    """Spanish Gold was used this turn, so no token may be (§7.66)."""
    return state.bonus_turns.get("gold") == state.turn


def mark_token(state: FrondeursState) -> None:
    """A Coin, a Musketeer or the King's Pawn was used: no Spanish Gold this turn (§7.66). A
    Crown marks nothing (§7.67: Spanish Gold may go with the card it brings, `qualifies`), nor
    does a Musketeer discarded to cancel a Season card (§7.67)."""
    state.bonus_turns["token"] = state.turn


def exclusive(handler: windows.BonusHandler) -> windows.BonusHandler:
    """A token's bonus, not offered once Spanish Gold was used this turn (§7.66)."""

    def choices(state: FrondeursState, f: Faction, stage: windows.Stage) -> list[Choice]:
        return [] if blocks_tokens(state) else handler.choices(state, f, stage)

    return windows.BonusHandler(handler.prefix, choices, handler.answer)


def capped(state: FrondeursState, task: Task) -> bool:
    """Spanish Gold taken before the card binds the card play to 2 cubes at most (§7.62); the
    Affiliate cube and bonus Tasks do not count (§7.63)."""
    return room(state, task) == 0


def room(state: FrondeursState, task: Task) -> int:
    """Cubes the card may still place under that cap (`capped`); without it, more than any
    card places."""
    if state.bonus_turns.get("gold_before") != state.turn or task.bonus or task.card == "deploy":
        return NO_CAP
    return max(0, GOLD_LIMIT - sum(task.placed.values()))


# ---- laying away ------------------------------------------------------------------------------
def mid_game_done(state: FrondeursState) -> bool:
    return any(DATA.season_cards[c].effect.type == "faction_swap" for c in state.seasons_played)


def deposit_size(state: FrondeursState, faction: Faction) -> int:
    """1 cube; after the mid-game PP scoring 2 if neither highest nor lowest, 3 if lowest
    (§7.63). A tie for lowest is lowest, a tie for highest is highest; all equal gives 1."""
    if not mid_game_done(state):
        return 1
    scores = [state.held(f).mid_pp for f in TURN_ORDER]
    mine = state.held(faction).mid_pp
    if min(scores) == max(scores) or mine == max(scores):
        return 1
    return 3 if mine == min(scores) else 2


def qualifies(state: FrondeursState, faction: Faction, stage: windows.Stage) -> bool:
    """Once a turn, by the active faction, with no token used (§7.66); after the card only if
    it placed 2 or fewer cubes (§7.62). Before the card it caps the card. The Coin cubes §7.63
    counts never meet it: a Coin is a token, and §7.66 keeps tokens and Spanish Gold apart."""
    if state.phase != "play" or faction != state.active or state.task is not None:
        return False
    if blocks_tokens(state) or token_used(state):
        return False
    if state.tokens.card_token == "crown":  # not with the Crowned card, only the next (§7.67)
        return False
    if stage == "before":
        return bool(state.held(faction).hand)  # a card play is to follow
    return state.card_placed <= GOLD_LIMIT


# ---- spending ---------------------------------------------------------------------------------
def _entries(state: FrondeursState, faction: Faction) -> dict[str, int]:
    """The first Space and its connector cost: any Spanish-peer Space from the Spanish Gold box
    (a dashed peer, 1); for the Mazarinist any Space Adjacent to one he Influences, at that
    connector's cost (§7.64)."""
    if faction != Faction.MAZARINIST:
        return dict.fromkeys(SPANISH, 1)
    return board.connector_costs(state, faction)


def steps(state: FrondeursState, faction: Faction, visited: list[str]) -> dict[str, int]:
    """The Spaces the chain may go to next, each with the fewest cubes it takes from the box:
    an own Space 1 (no connector cost, §6.45); an empty one its connector + 1; an opposing one
    its connector + all its cubes, +1 if Controlled (§7.64: full exchanges only). Next Spaces
    are Adjacent to a Space already reached by this spending (daisy-chaining)."""
    box = state.held(faction).box
    if visited:
        cands: dict[str, int] = {}
        for src in visited:
            for lk in board.links_from(state, src):
                cands[lk.dst] = min(cands.get(lk.dst, 9), lk.cost)
    else:
        cands = _entries(state, faction)
    out = {}
    for space, cost in cands.items():
        if space in visited or not board.open_space(state, space):
            continue
        who = board.owner(state, space)
        if who is not None and who == seats.spared(state, faction):  # §5.43: no exchange
            continue
        if who == faction:
            need = 1
        elif who is None:
            need = cost + 1
        else:
            need = cost + board.count(state, space) + board.controls(state, who, space)
        if need <= box:
            out[space] = need
    return out


def _cost(state: FrondeursState, faction: Faction, space: str, need: int) -> int:
    """The connector cost inside `need` (the rest is cubes left or exchanged)."""
    who = board.owner(state, space)
    if who in (None, faction):
        return need - 1
    return need - board.count(state, space) - board.controls(state, who, space)


def _describe(state: FrondeursState, faction: Faction, space: str, need: int) -> Msg:
    """What the chain does at a Space, after its name: add, leave, or exchange (§7.64)."""
    who = board.owner(state, space)
    if who == faction:
        what = Msg("frondeurs-gold-add")
    elif who is None:
        what = Msg("frondeurs-gold-leave", need=need)
    else:
        n = board.count(state, space)
        what = Msg("frondeurs-gold-exchange", n=n, whose=flow.name(who), need=need)
    return at(space, what)


def _choices(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    f = ask.faction
    data: dict[str, Any] = ask.data
    box = state.held(f).box
    if (space := data.get("space")) is not None:
        most = min(box - data["cost"], MAX_LEAVE)
        return Msg("frondeurs-ask-gold-leave", box=box_name(f), space=_n(space)), [
            Choice(f"n:{k}", Msg("frondeurs-cubes", n=k)) for k in range(1, most + 1)
        ]
    nxt = steps(state, f, data["visited"])

    def said(s: str) -> Text:
        return _describe(state, f, s, nxt[s])

    out = pick(list(nxt), data.get("zone"), done=bool(data["visited"]), label=said)
    for k, c in enumerate(out):  # "stop here" says what becomes of the rest
        if c.id == "done":
            out[k] = Choice("done", Msg("frondeurs-gold-stop"))
    return Msg("frondeurs-ask-gold-next", box=box_name(f), n=box), out


def _amount(state: FrondeursState, ask: Ask) -> Amount | None:
    """Any number of the box's cubes may stay (§7.64): beyond the amounts listed, the player
    types one."""
    if (space := ask.data.get("space")) is None:
        return None
    most = state.held(ask.faction).box - ask.data["cost"]
    if most <= MAX_LEAVE:
        return None
    label = Msg("frondeurs-gold-amount", space=_n(space))
    cubes = Msg("frondeurs-cubes", n=0)  # `Amount.say` gives it the number
    return Amount("n", 1, most, label=label, one=cubes, many=cubes)


def _leave(state: FrondeursState, faction: Faction, space: str, n: int, cost: int) -> None:
    h = state.held(faction)
    h.box -= n + cost
    h.supply += cost  # the connector's cube is discarded to the Supply (§6.49)
    held = state.cubes.setdefault(space, {})
    held[faction] = held.get(faction, 0) + n


def _answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    f = ask.faction
    data: dict[str, Any] = ask.data
    if zone_step(data, cid):
        return []
    head, _, arg = cid.partition(":")
    if head == "done":
        state.asks.remove(ask)
        return [Event(Msg("frondeurs-gold-stops", who=flow.name(f), n=state.held(f).box))]
    events: list[Event] = []
    if head == "n":
        space, cost = data.pop("space"), data.pop("cost")
        _leave(state, f, space, int(arg), cost)
        events.append(
            Event(Msg("frondeurs-gold-leaves", who=flow.name(f), n=int(arg), space=_n(space)))
        )
    else:
        space = arg
        need = steps(state, f, data["visited"])[space]
        cost = _cost(state, f, space, need)
        who = board.owner(state, space)
        data["zone"] = None
        if who not in (None, f):  # §7.64: exchange them all, +1 if Controlled
            n = board.count(state, space)
            extra = need - cost - n
            state.cubes.pop(space)
            state.held(who).supply += n
            _leave(state, f, space, n, cost + extra)
            said = Msg(
                "frondeurs-gold-exchanges",
                who=flow.name(f),
                n=n,
                whose=flow.name(who),
                space=_n(space),
                need=need,
            )
            events.append(Event(said))
        elif state.held(f).box - cost >= 2:
            data["space"], data["cost"] = space, cost  # ask how many
            return []
        else:
            _leave(state, f, space, 1, cost)
            events.append(
                Event(Msg("frondeurs-gold-leaves", who=flow.name(f), n=1, space=_n(space)))
            )
    data["visited"].append(space)
    events += flow.claim(state, f, space)
    if not steps(state, f, data["visited"]):
        state.asks.remove(ask)
        events.append(Event(Msg("frondeurs-gold-chain-ends", who=flow.name(f), box=box_name(f))))
    return events


windows.ask_handler(ASK, windows.AskHandler(choices=_choices, answer=_answer, amount=_amount))


# ---- the bonus --------------------------------------------------------------------------------
def _bonus_choices(state: FrondeursState, faction: Faction, stage: windows.Stage) -> list[Choice]:
    if not qualifies(state, faction, stage):
        return []
    h = state.held(faction)
    out = []
    # After the card it would be the same as before it, where it is offered (RULES_NOTES);
    # the Dummy's is owed after its card (§5.43).
    after = stage == "after" and not seats.is_dummy(state, faction)
    if (n := min(deposit_size(state, faction), h.supply)) > 0 and not after:
        out.append(
            Choice("gold:deposit", Msg("frondeurs-gold-deposit", box=box_name(faction), n=n))
        )
    if h.box and steps(state, faction, []):
        spend = Msg("frondeurs-gold-spend", box=box_name(faction), n=flow.SPANISH_PENALTY)
        out.append(Choice("gold:expend", spend))
    return out


def _bonus_answer(state: FrondeursState, faction: Faction, cid: str) -> list[Event]:
    state.bonus_turns["gold"] = state.turn
    if not state.after:
        state.bonus_turns["gold_before"] = state.turn  # the card may place 2 at most
    h = state.held(faction)
    if cid == "gold:deposit":
        n = min(deposit_size(state, faction), h.supply)
        h.supply -= n
        h.box += n
        return [
            Event(Msg("frondeurs-gold-laid", who=flow.name(faction), n=n, box=box_name(faction)))
        ]
    h.spanish_uses += 1  # §7.65: each spending costs 5 points (RULES_NOTES)
    windows.ask(state, ASK, faction, visited=[], zone=None)
    return [
        Event(Msg("frondeurs-gold-spends", who=flow.name(faction), box=box_name(faction), n=h.box))
    ]


windows.bonus_handler(windows.BonusHandler("gold", _bonus_choices, _bonus_answer))
