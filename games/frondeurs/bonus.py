"""The Affiliate cube (§2.46, §5.22 xi, §6.71) and the ways out of a stuck turn (§5.22 viii,
§6.4.13, §6.4.14), as bonuses and asks (`windows`), so no faction is ever left without a
choice."""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text
from games.frondeurs import actions, board, flow, gold, seats, windows
from games.frondeurs.data import DATA, Faction
from games.frondeurs.picking import at, pick, zone_step
from games.frondeurs.picking import name as _n
from games.frondeurs.state import Ask, FrondeursState, Task

AFFILIATED = {
    f: tuple(s.id for s in DATA.board.spaces if f in s.affiliates) for f in Faction
}  # §2.46: the Spaces bearing each faction's shield, its Avatar included
MOST_PLACED = 4  # the largest Place of an Action card (§9.13): lifting stops there


# ---- the Affiliate cube -----------------------------------------------------------------------
def affiliate_targets(state: FrondeursState, faction: Faction) -> list[Choice]:
    """Place one cube at an open Affiliated Space free of opposing cubes, or Remove one
    opposing cube from an Affiliated Space, Controlled or not; no adjacency needed (§6.44,
    §6.71). No cube is placed Under Arrest, but cubes there may be Removed (§7.21)."""
    out = []
    for space in AFFILIATED[faction]:
        who = board.owner(state, space)
        if who in (None, faction):
            if board.open_space(state, space) and state.held(faction).supply > 0:
                said = at(space, Msg("frondeurs-do-place", n=1, cost=0))
                out.append(Choice(f"place:{space}", said, place=space))
        elif who != seats.spared(state, faction):  # §5.43; Under Arrest too (§7.21)
            said = at(space, Msg("frondeurs-do-remove", whose=flow.name(who)))
            out.append(Choice(f"remove:{space}", said, place=space))
    return out


def affiliate_open(state: FrondeursState, faction: Faction) -> bool:
    """Once a turn, on his own turn, while he Controls his Avatar (§2.461, §5.22 xi): an
    opponent's cubes there or too few of his own close it; so does an Arrest."""
    avatar = board.avatar(faction)
    return (
        state.phase == "play"
        and faction == state.active
        and state.bonus_turns.get("affiliate") != state.turn
        and avatar not in state.arrested
        and board.controls(state, faction, avatar)
    )


AFF_SHOWN = 3  # Affiliate cubes offered by Space beside the cards, the ones worth most


def _aff_choices(state: FrondeursState, faction: Faction, stage: windows.Stage) -> list[Choice]:
    """The Affiliate cube placed at one of its Spaces worth most, in one step; the others,
    and removals, through its own question ("aff")."""
    if not affiliate_open(state, faction):
        return []
    targets = affiliate_targets(state, faction)
    placing = sorted(
        (c for c in targets if c.id.startswith("place:")),
        key=lambda c: -sum(DATA.spaces[c.id[6:]].value(False)),
    )[:AFF_SHOWN]
    out = [
        Choice(f"aff:{c.id}", at(c.id[6:], Msg("frondeurs-aff-cube")), place=c.place)
        for c in placing
    ]
    if len(targets) > len(out):
        out.append(Choice("aff", Msg("frondeurs-affiliate")))
    return out


def _aff_answer(state: FrondeursState, faction: Faction, cid: str) -> list[Event]:
    """The Affiliate cube: "aff" asks where; "aff:place:<Space>" places it at once."""
    state.bonus_turns["affiliate"] = state.turn
    if cid == "aff":
        windows.ask(state, "affiliate", faction)
        return []
    return _affiliate(state, faction, cid.partition(":")[2])


def _aff_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    return Msg("frondeurs-ask-affiliate"), affiliate_targets(state, ask.faction)


def _aff_do(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    return _affiliate(state, ask.faction, cid)


def _affiliate(state: FrondeursState, f: Faction, cid: str) -> list[Event]:
    """The cube placed ("place:<Space>") or the opposing one removed ("remove:<Space>")."""
    head, _, space = cid.partition(":")
    if head == "place":
        flow.put(state, f, space, 1)
        return [
            Event(Msg("frondeurs-aff-placed", who=flow.name(f), space=_n(space))),
            *flow.claim(state, f, space),
        ]
    whose = flow.name(flow.take(state, space, 1))
    return [Event(Msg("frondeurs-aff-removed", who=flow.name(f), whose=whose, space=_n(space)))]


windows.bonus_handler(windows.BonusHandler("aff", _aff_choices, _aff_answer))
windows.ask_handler("affiliate", windows.AskHandler(choices=_aff_ask, answer=_aff_do))


# ---- stuck turns ------------------------------------------------------------------------------
def option_acts(state: FrondeursState, faction: Faction, card: str, i: int) -> bool:
    """Whether option `i` of an Action card permits any action now (§5.22 viii): a cube to
    place, a cube to remove, or a move to make; the cheap tests first."""
    o = DATA.action_cards[card].options[i]
    task = Task(card=card, option=i, place=o.place, remove=o.remove, move=o.move)
    if o.place and _may_place(state, faction, o.place, o.target):
        return True
    if o.remove and actions.removable(state, faction, task):
        return True
    return bool(o.move and actions.move_dests(state, faction, task))


def _may_place(state: FrondeursState, faction: Faction, n: int, target: str) -> bool:
    """A Qualified Placement Space of the class, its connector paid from the allotment
    (§6.44, §6.49): the test of `actions.placeable`, in one sweep of the faction's Spaces."""
    supply = state.held(faction).supply
    if supply <= 0:
        return False
    for src, held in state.cubes.items():
        if not held.get(faction):
            continue
        if board.open_space(state, src) and board.fits(src, target):
            return True
        for lk in board.links_from(state, src):
            if (
                lk.cost < min(n, supply)
                and board.owner(state, lk.dst) is None
                and board.open_space(state, lk.dst)
                and board.fits(lk.dst, target)
            ):
                return True
    return False


def card_acts(state: FrondeursState, faction: Faction, card: str) -> bool:
    return any(
        option_acts(state, faction, card, i) for i in range(len(DATA.action_cards[card].options))
    )


def stuck(state: FrondeursState, faction: Faction) -> bool:
    """§6.4.13: cubes on the board, cubes in the Supply, only Action cards in hand (a Season
    card must be played, §6.32), and none of them permits any action."""
    hand = state.held(faction).hand
    return (
        bool(hand)
        and not any(flow.is_season(c) for c in hand)
        and state.held(faction).supply > 0
        and board.on_board(state, faction) > 0
        and not any(card_acts(state, faction, c) for c in hand)
    )


def can_remove(state: FrondeursState, faction: Faction) -> bool:
    """A card in hand that lets him Remove a cube now (§6.4.14)."""
    for card in state.held(faction).hand:
        if flow.is_season(card):
            continue
        for i, o in enumerate(DATA.action_cards[card].options):
            task = Task(card=card, option=i, remove=o.remove)
            if o.remove and actions.removable(state, faction, task):
                return True
    return False


def may_lift(state: FrondeursState, faction: Faction) -> bool:
    """§6.4.14: an empty Supply and no card that Removes: take cubes off the board to use them;
    once started, up to what one card can place."""
    h = state.held(faction)
    if board.on_board(state, faction) == 0:
        return False
    if state.bonus_turns.get("lift") == state.turn:
        return h.supply < MOST_PLACED
    return h.supply == 0 and not can_remove(state, faction)


def _stuck_choices(state: FrondeursState, faction: Faction, stage: windows.Stage) -> list[Choice]:
    if stage != "before" or faction != state.active or state.phase != "play":
        return []
    hand = state.held(faction).hand
    if not hand:  # nothing to play: the turn passes rather than leaving an empty prompt
        return [Choice("stuck:pass", Msg("frondeurs-stuck-pass"))]
    out = []
    if may_lift(state, faction):
        out.append(Choice("stuck:lift", Msg("frondeurs-stuck-lift")))
    if stuck(state, faction):
        out += [
            Choice(f"stuck:card:{c}", Msg("frondeurs-stuck-card", card=DATA.action_cards[c].name))
            for c in hand
        ]
    return out


def _stuck_answer(state: FrondeursState, faction: Faction, cid: str) -> list[Event]:
    parts = cid.split(":")
    what = parts[1]
    if what == "pass":
        state.card_placed = gold.GOLD_LIMIT + 1  # no card play: no Spanish Gold after it
        state.after = True
        return [Event(Msg("frondeurs-no-card", who=flow.name(faction)))]
    if what == "lift":
        state.bonus_turns["lift"] = state.turn
        windows.ask(state, "lift", faction)
        return []
    card = parts[2]
    state.held(faction).hand.remove(card)  # §6.4.13: the card is discarded, not played
    state.task = Task(card=card, option=0, place=1, anywhere=True)
    said = Msg(
        "frondeurs-stuck-discards", who=flow.name(faction), card=DATA.action_cards[card].name
    )
    return [Event(said)]


def _lift_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    own = [s for s, held in state.cubes.items() if held.get(ask.faction)]

    def lift(s: str) -> Text:
        return at(s, Msg("frondeurs-do-lift"))

    return Msg("frondeurs-ask-lift"), pick(own, ask.data.get("zone"), label=lift)


def _lift_do(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    if zone_step(ask.data, cid):
        return []
    state.asks.remove(ask)
    arg = cid.partition(":")[2]
    flow.take(state, arg, 1)
    return [Event(Msg("frondeurs-lifted", who=flow.name(ask.faction), space=_n(arg)))]


windows.bonus_handler(windows.BonusHandler("stuck", _stuck_choices, _stuck_answer))
windows.ask_handler("lift", windows.AskHandler(choices=_lift_ask, answer=_lift_do))
