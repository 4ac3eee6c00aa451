"""Crowns, Coins and the King's Pawn once held (§6.8, §7.4). Taking them with Control is
`flow.claim`; here they are spent. A Crown or a Coin is declared beside the cards, before the
card it goes with (§6.82): a Crown obliges one more card after it (§6.85), a Coin brings its
cubes before or after the card's action (§6.84). The King's Pawn is put on a Space, clears it
and its line neighbours, and opens it to its placer for the rest of the turn (§7.41); it comes
back to whoever then gains Influence there, or to its placer for two of his cubes (§7.44).

Everything is a bonus (windows.py) or a question to one faction; `engine` runs the hooks."""

from __future__ import annotations

from collections import Counter

from games.core import Choice, Event, Msg, Text
from games.frondeurs import board, flow, gold, seats, windows
from games.frondeurs.data import DATA, Faction
from games.frondeurs.picking import name as _n
from games.frondeurs.picking import own_cube, pick, picked
from games.frondeurs.state import Ask, FrondeursState, Task

PAWN_BARRED = {"frontier", "avatar", "musketeer"}  # §7.43, besides Spaces Under Arrest
PAWN_RECOVERY_COST = 2  # §7.44: two of the placer's cubes


# ---- which tokens may be spent now ------------------------------------------------------------
def fresh(state: FrondeursState, faction: Faction) -> list[str]:
    """Tokens taken this turn: not usable before a later one (§5.22 vii, §6.82)."""
    h = state.held(faction)
    return h.fresh_items if h.fresh_turn == state.turn else []


def usable_crowns(state: FrondeursState, faction: Faction) -> int:
    return state.held(faction).crowns - fresh(state, faction).count("crown")


def usable_coins(state: FrondeursState, faction: Faction) -> list[int]:
    new = Counter(int(x[5:]) for x in fresh(state, faction) if x.startswith("coin:"))
    return sorted((Counter(state.held(faction).coins) - new).elements())


# ---- Crowns and Coins: declared before the card (§6.82) ---------------------------------------
def _card_open(state: FrondeursState, f: Faction, stage: windows.Stage) -> bool:
    """One Crown or one Coin a card (§6.82: one token a card played; the Crown's card holds no
    other), declared before it, with a card in hand to go with it."""
    t = state.tokens
    return stage == "before" and t.card_token is None and len(state.held(f).hand) > t.cards_owed


def _crown_choices(state: FrondeursState, f: Faction, stage: windows.Stage) -> list[Choice]:
    """A Crown also needs the further card in hand (§6.85)."""
    hand = state.held(f).hand
    if not _card_open(state, f, stage) or usable_crowns(state, f) <= 0:
        return []
    if len(hand) < 2 + state.tokens.cards_owed:
        return []
    return [Choice("crown", Msg("frondeurs-crown"))]


def _coin_choices(state: FrondeursState, f: Faction, stage: windows.Stage) -> list[Choice]:
    if not _card_open(state, f, stage) or not usable_coins(state, f):
        return []
    return [Choice("coin", Msg("frondeurs-coin"))]


def _crown(state: FrondeursState, f: Faction, cid: str) -> list[Event]:
    """§6.85: the hand limit drops with the Crown (`flow.hand_limit` counts those held)."""
    state.held(f).crowns -= 1
    state.tokens.cards_owed += 1
    state.tokens.card_token = "crown"
    return [Event(Msg("frondeurs-crown-spent", who=flow.name(f)))]


def _coin(state: FrondeursState, f: Faction, cid: str) -> list[Event]:
    windows.ask(state, "coin", f)
    return []


def _coin_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    """The owner alone sees this prompt, so it may show the values (§6.84)."""
    out = []
    for v in sorted(set(usable_coins(state, ask.faction))):
        out.append(Choice(f"{v}:before", Msg("frondeurs-coin-before", value=v)))
        out.append(Choice(f"{v}:after", Msg("frondeurs-coin-after", value=v)))
    return Msg("frondeurs-ask-coin"), [*out, Choice("cancel", Msg("frondeurs-keep-coins"))]


def _coin_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    if cid == "cancel":
        return []
    v, when = cid.split(":")
    gold.mark_token(state)
    state.held(ask.faction).coins.remove(int(v))
    state.tokens.card_token = f"coin:{v}:{when}"
    said = Msg(f"frondeurs-coin-spent-{when}", who=flow.name(ask.faction), value=int(v))
    return [Event(said)]


def _coin_task(card: str, option: int | None, cubes: int) -> Task:
    """Coin cubes keep the card's class of Space (both options of a card share it, §9.12) and
    the usual adjacency and costs, but not the 2-a-Space limit (§6.84, §6.47); on a Season card
    they have no 'any Space' permit (§6.34)."""
    if card in DATA.action_cards and option is None:
        option = 0
    return Task(card=card, option=option, place=cubes, bonus=True, coin=True)


def _on_play(state: FrondeursState, f: Faction, card: str) -> list[Event]:
    """The token declared goes with this card: a Coin's cubes before its action come now, the
    card waiting (`_on_bonus_done` brings it back)."""
    t = state.tokens
    token, t.card_token = t.card_token, None
    if token is None or token == "crown":
        return []
    _, v, when = token.split(":")
    if when == "before":
        t.suspended, state.task = state.task, _coin_task(card, None, int(v))
    else:
        t.coin_after = int(v)
    return []


def _on_card_done(state: FrondeursState, task: Task) -> list[Event]:
    """A Coin's cubes after the action, then the card a Crown owes (each card resolved in full
    before the next, §5.22 iv)."""
    t = state.tokens
    events: list[Event] = []
    if t.coin_after:
        state.task = _coin_task(task.card, task.option, t.coin_after)
        t.coin_after = 0
    if t.cards_owed:
        t.cards_owed -= 1
        if state.held(state.active).hand:  # none left (a Season effect took it): nothing owed
            state.after = False
            events.append(Event(Msg("frondeurs-crown-card", who=flow.name(state.active))))
    return events


def crowned(state: FrondeursState) -> bool:
    """The card in play, or declared for next, carries a Crown (Spanish Gold waits for the card
    the Crown brings, §7.67)."""
    t = state.tokens
    return t.card_token == "crown" or (state.task is not None and t.cards_owed > 0)


def _on_bonus_done(state: FrondeursState, task: Task) -> list[Event]:
    t = state.tokens
    if task.coin and t.suspended is not None and state.task is None:
        state.task, t.suspended = t.suspended, None
    return []


# ---- the King's Pawn (§7.4) -------------------------------------------------------------------
def pawn_targets(state: FrondeursState, f: Faction | None = None) -> list[str]:
    """Any Space but Arrested ones, Frontier Zones, Avatars and Musketeers; Controlled ones are
    eligible (§7.41, §7.43); not one holding the cubes of the Dummy `f`'s seat runs (§5.43)."""
    spared = seats.spared(state, f) if f is not None else None
    return [
        s
        for s, sp in board.SPACES.items()
        if sp.kind not in PAWN_BARRED
        and s not in state.arrested
        and (spared is None or board.owner(state, s) != spared)
    ]


def _pawn_choices(state: FrondeursState, f: Faction, stage: windows.Stage) -> list[Choice]:
    t = state.tokens
    out = []
    if state.kings_pawn == f and t.pawn_turn != state.turn:  # not the turn it came back (§7.45)
        out.append(Choice("pawn:place", Msg("frondeurs-pawn-place")))
    if (
        t.pawn_on is not None
        and t.pawn_by == f
        and state.turn > t.pawn_turn
        and board.on_board(state, f) >= 1
    ):
        owed = pawn_owed(state)
        out.append(Choice("pawn:back", Msg("frondeurs-pawn-back", n=owed)))
    return out


def _pawn(state: FrondeursState, f: Faction, cid: str) -> list[Event]:
    kind = "pawn_place" if cid == "pawn:place" else "pawn_back"
    windows.ask(state, kind, f, zone=None, left=PAWN_RECOVERY_COST)
    return []


def _space_or_stop(state: FrondeursState, ask: Ask, cid: str) -> str | None:
    """The Space an answer picked; None while it only opened a zone, or when the faction
    stopped ("stop here", which closes the question)."""
    if cid == "done":
        state.asks.remove(ask)
        return None
    return picked(ask.data, cid)


def _pawn_place_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    return Msg("frondeurs-ask-pawn-place"), pick(
        pawn_targets(state, ask.faction), ask.data.get("zone"), done=True
    )


def _pawn_place_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    space = _space_or_stop(state, ask, cid)
    if space is None:
        return []
    state.asks.remove(ask)
    return place_pawn(state, ask.faction, space)


def place_pawn(state: FrondeursState, f: Faction, space: str) -> list[Event]:
    """§7.41: every cube there back to its Supply, and one from each Space a printed line leads
    to (arrows only pointing away, no Peers; Arrested neighbours too, §7.43); its placer may
    then place or move there without adjacency or class this turn (`board.pawn_open`)."""
    t = state.tokens
    gold.mark_token(state)
    state.kings_pawn = None
    t.pawn_on, t.pawn_by, t.pawn_turn, t.pawn_seen = space, f, state.turn, None
    gone = board.count(state, space)
    if gone:
        flow.take(state, space, gone)
    hit = []
    spared = seats.spared(state, f)  # §5.43: the Dummy's cubes stay
    for nb in DATA.board.neighbours(space, lines_only=True, army_commander=state.army_commander):
        if board.owner(state, nb) not in (None, spared):
            who = flow.take(state, nb, 1)
            hit.append(Msg("frondeurs-space-of", space=_n(nb), whose=flow.name(who)))
    text = Msg("frondeurs-pawn-put", who=flow.name(f), space=_n(space), n=gone)
    if hit:
        text = Msg("frondeurs-pawn-put-more", text=text, spaces=Msg.join(hit, ", "))
    return [Event(text)]


def recover_pawn(state: FrondeursState, f: Faction) -> list[Event]:
    """Back in hand; not to be placed again this turn (§7.45)."""
    t = state.tokens
    where = t.pawn_on
    assert where is not None
    state.kings_pawn = f
    t.pawn_on, t.pawn_by, t.pawn_turn, t.pawn_seen = None, None, state.turn, None
    return [Event(Msg("frondeurs-pawn-recovered", who=flow.name(f), space=_n(where)))]


def _own_spaces(state: FrondeursState, f: Faction) -> list[str]:
    return [s for s, held in state.cubes.items() if held.get(f)]


def pawn_owed(state: FrondeursState) -> int:
    """What the placer still owes this turn to take the Pawn back (§7.44)."""
    t = state.tokens
    return PAWN_RECOVERY_COST - (t.pawn_paid if t.pawn_paid_turn == state.turn else 0)


def can_forfeit(state: FrondeursState, f: Faction) -> bool:
    """The Pawn's placer may give up a placement of this turn toward it (§7.44)."""
    t = state.tokens
    return t.pawn_on is not None and t.pawn_by == f == state.active and state.turn > t.pawn_turn


def pay_pawn(state: FrondeursState, f: Faction, how: Msg) -> list[Event]:
    """One of the two the placer pays, a placement given up or a cube of his removed, in any
    mix (§7.44 "or a combination thereof"); the second brings the Pawn back to his hand. `how`
    says what he did, with him as its subject."""
    t = state.tokens
    owed = pawn_owed(state) - 1
    t.pawn_paid, t.pawn_paid_turn = PAWN_RECOVERY_COST - owed, state.turn
    if owed <= 0:
        return [Event(Msg("frondeurs-pawn-paid", how=how)), *recover_pawn(state, f)]
    return [Event(Msg("frondeurs-pawn-paying", how=how, n=owed))]


def _pawn_back_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    """The placer's way back (§7.44): his cubes off the board, one at a time, for what he still
    owes (a placement given up counts too, `can_forfeit`); he may stop at any time."""
    choices = pick(_own_spaces(state, ask.faction), ask.data.get("zone"), True, label=own_cube)
    return Msg("frondeurs-ask-pawn-back", n=pawn_owed(state)), choices


def _pawn_back_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    space = _space_or_stop(state, ask, cid)
    if space is None:
        return []
    flow.take(state, space, 1)
    how = Msg("frondeurs-pawn-removes-own", who=flow.name(ask.faction), space=_n(space))
    events = pay_pawn(state, ask.faction, how)
    if state.tokens.pawn_on is None or not _own_spaces(state, ask.faction):
        state.asks.remove(ask)
    return events


def _watch(state: FrondeursState) -> list[Event]:
    """§7.44: whoever but its placer comes to Influence the Pawn's Space may take it back, in
    or out of turn (a Displacement may bring him there); asked once each time it happens."""
    t = state.tokens
    if t.pawn_on is None or state.phase != "play":
        return []
    who = board.owner(state, t.pawn_on)
    if who == t.pawn_seen:
        return []
    t.pawn_seen = who
    if who is not None and who != t.pawn_by:
        windows.ask(state, "pawn_claim", who, space=t.pawn_on)
    return []


def _pawn_claim_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    where = _n(ask.data["space"])
    return Msg("frondeurs-ask-pawn-claim", space=where), [
        Choice("take", Msg("frondeurs-pawn-take")),
        Choice("leave", Msg("frondeurs-pawn-leave")),
    ]


def _pawn_claim_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    t = state.tokens
    space: str = ask.data["space"]
    still = t.pawn_on == space and board.owner(state, space) == ask.faction
    if cid == "take" and still:
        return recover_pawn(state, ask.faction)
    return []


def _register() -> None:
    windows.bonus_handler(gold.exclusive(windows.BonusHandler("crown", _crown_choices, _crown)))
    windows.bonus_handler(gold.exclusive(windows.BonusHandler("coin", _coin_choices, _coin)))
    windows.bonus_handler(gold.exclusive(windows.BonusHandler("pawn", _pawn_choices, _pawn)))
    windows.ask_handler("coin", windows.AskHandler(_coin_ask, _coin_answer))
    windows.ask_handler("pawn_place", windows.AskHandler(_pawn_place_ask, _pawn_place_answer))
    windows.ask_handler("pawn_back", windows.AskHandler(_pawn_back_ask, _pawn_back_answer))
    windows.ask_handler("pawn_claim", windows.AskHandler(_pawn_claim_ask, _pawn_claim_answer))
    windows.on("play", _on_play)
    windows.on("card_done", _on_card_done)
    windows.on("bonus_done", _on_bonus_done)
    windows.on("watch", _watch)


_register()
