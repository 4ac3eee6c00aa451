"""The sequence of play (§4.0): income, the auction of the turn's History cards, the Action
phase with its ◇ reaction windows, the Political System phase and scoring, five times over.
`advance` runs the automatic parts until someone must decide; the `answer_*` functions take
each kind of decision."""

from __future__ import annotations

from games.core import Event, Msg, Text, seat_tag
from games.fr1789 import battle, board, tasks
from games.fr1789.board import ROMAN, ability_name, action_name, consp_the, name, system_name, the
from games.fr1789.data import DATA, ActionKind
from games.fr1789.state import Fr1789State, Lot, Task, Window

TURNS = DATA.tables.flow.turns
INFORMANT = "informant"


# ---- turns --------------------------------------------------------------------------------
def start_turn(state: Fr1789State) -> list[Event]:
    """§4.0: the turn's History cards, shuffled (or in a test's fixed order), go face down into
    the Auction box; then the Income phase (§5.0)."""
    cards = DATA.turn_cards(state.turn)
    state.rng.shuffle(cards)
    state.box = list(state.orders.get(state.turn, cards))
    state.auctioned = 0
    state.phase = "auction"
    income = DATA.tables.income_rp(state.num_players)
    for seat in range(state.num_players):
        board.gain_rp(state, seat, income)  # §5.0: capped at 60
    return [Event(Msg("fr1789-income", turn=ROMAN[state.turn], rp=income))]


def advance(state: Fr1789State) -> list[Event]:
    """Runs what needs no decision: the next card's reveal, the end of the Action phase."""
    events: list[Event] = []
    if state.phase == "auction" and state.lot is None and state.task is None:
        events += _reveal(state)
    return events


# ---- auction (§6.0) -----------------------------------------------------------------------
def _reveal(state: Fr1789State) -> list[Event]:
    """§6.0 step 1: turn the top card face up; the First Player card's holder opens."""
    if not state.box:
        return _start_actions(state)
    card = state.box.pop(0)
    state.auctioned += 1
    state.lot = Lot(card=card, to_bid=state.first)
    kind = DATA.card[card].kind
    return [Event(Msg("fr1789-reveal", card=the(card), kind=kind, who=seat_tag(state.first)))]


def bid_amounts(state: Fr1789State, seat: int) -> list[int]:
    """The bids listed, one click away: the opener's 0, 1, 2, 3, 5, 10 and all in (compulsory,
    §6.0 step 2), then raises of +1, +2, +3, +5, +10 and all in, never beyond the RP the bidder
    has. Any other amount in range is typed (the prompt's `Amount`)."""
    lot = state.lot
    assert lot is not None
    rp = state.players[seat].rp
    if lot.bid is None:
        steps = {0, 1, 2, 3, 5, 10, rp}
        return sorted(a for a in steps if a <= rp)
    return sorted(
        {lot.bid + k for k in (1, 2, 3, 5, 10) if lot.bid + k <= rp}
        | ({rp} if rp > lot.bid else set())
    )


def answer_bid(state: Fr1789State, seat: int, choice: str) -> list[Event]:
    lot = state.lot
    assert lot is not None
    who = seat_tag(seat)
    if choice == "pass":  # §6.0 step 3: a pass is final for this card
        lot.out.append(seat)
        events = [Event(Msg("fr1789-passes-on", who=who, card=the(lot.card)))]
    else:
        lot.bid = int(choice.removeprefix("bid:"))
        lot.bidder = seat
        events = [Event(Msg("fr1789-bids", who=who, rp=lot.bid, card=the(lot.card)))]
    return events + _next_bidder(state)


def _next_bidder(state: Fr1789State) -> list[Event]:
    """Clockwise, skipping those who passed; a seat that cannot raise passes by itself (its RP
    are public). Once one bidder is left, the card is won."""
    lot = state.lot
    assert lot is not None and lot.bid is not None
    events: list[Event] = []
    seat = lot.to_bid
    for _ in range(state.num_players):
        seat = board.next_seat(state, seat)
        if seat == lot.bidder:
            return events + _won(state)
        if seat in lot.out:
            continue
        if state.players[seat].rp <= lot.bid:
            lot.out.append(seat)
            continue
        lot.to_bid = seat
        return events
    return events + _won(state)


def credit(state: Fr1789State, seat: int, card: str) -> int:
    """§6.0 step 5: credit from the winner's other cards in play (not in Exile, §7.2.4; still
    in Prison, §7.2.3), added up (RULES_NOTES)."""
    return sum(rp for src, rp in DATA.credits_to(card).items()
               if state.owner.get(src) == seat and board.active(state, src))  # fmt: skip


def _won(state: Fr1789State) -> list[Event]:
    """§6.0 steps 4-7: the last bidder pays (less credit, never below 0), takes the card, its
    ★ abilities happen, and it takes the First Player card."""
    lot = state.lot
    assert lot is not None and lot.bidder is not None and lot.bid is not None
    seat, card = lot.bidder, lot.card
    off = credit(state, seat, card)
    price = max(0, lot.bid - off)
    state.players[seat].rp -= price
    state.owner[card] = seat
    state.lot = None
    state.first = seat
    won = Msg("fr1789-wins-card", who=seat_tag(seat), card=the(card), rp=price, bid=lot.bid,
              credit=off)  # fmt: skip
    events = [Event(won)]
    if DATA.card[card].kind == "war":  # §2.2.1: a War card's ◆, used in each Action phase
        text = Msg(f"fr1789-ability-text-{card}-0")
        events.append(Event(Msg("fr1789-war-won", who=seat_tag(seat), card=the(card), text=text)))
    return events + _acquire(state, seat, card, -1)


def _acquire(state: Fr1789State, seat: int, card: str, after: int) -> list[Event]:
    """Starts the next ★ ability of the card won, after index `after` (§6.0 step 6)."""
    for i, ability in enumerate(DATA.card[card].abilities):
        if i > after and ability.timing == "acquire":
            task = Task(
                seat=seat, source=f"card:{card}", how="acquire", action=str(i), declared=True
            )
            state.task = task
            return _carry_on(state)
    return []


# ---- action phase (§7.0) ------------------------------------------------------------------
def _start_actions(state: Fr1789State) -> list[Event]:
    """§7.1: from the holder of the First Player card (the last auction's winner)."""
    state.phase = "action"
    state.to_act = state.first
    state.page = 0
    for p in state.players:
        p.passed = False
    return [Event(Msg("fr1789-actions-begin", who=seat_tag(state.first)))]


def usable_abilities(state: Fr1789State, card: str) -> list[int]:
    """The ◆ abilities of a card that can be used now: upright, not in Prison; in Exile only
    those marked for Exile (§7.2.4); within the System restriction (§2.2.1)."""
    if not board.ready(state, card):
        return []
    exiled = card in state.exile
    out = []
    for i, a in enumerate(DATA.card[card].abilities):
        if a.timing != "action" or a.restriction.exiled != exiled:
            continue
        if a.restriction.systems is not None and state.system not in a.restriction.systems:
            continue
        if tasks.feasible(
            state, Task(seat=state.owner[card], source=f"card:{card}", how="ability", action=str(i))
        ):
            out.append(i)
    return out


def usable_actions(state: Fr1789State, card: str) -> list[str]:
    """The current System box's Political actions this Personage can take (§7.2): upright,
    free; an exiled one only Deploys (§7.1, RULES_NOTES); Expedition only for a Personage with
    a ◆ Deploy (§7.2.10)."""
    if not board.is_personage(card) or not board.ready(state, card):
        return []
    exiled = card in state.exile
    out = []
    for offer in DATA.system[state.system].actions:
        if exiled != (offer.action == ActionKind.DEPLOY):
            continue
        if offer.action == ActionKind.EXPEDITION and not DATA.has_deploy(card):
            continue
        task = Task(
            seat=state.owner[card],
            source=f"card:{card}",
            how="political",
            action=offer.action.value,
        )
        if tasks.feasible(state, task):
            out.append(offer.action.value)
    return out


def playable_conspiracies(state: Fr1789State, seat: int) -> list[str]:
    """Conspiracy kinds in hand that can be played as an action now (not Informant, a ◇)."""
    out = []
    for kind in dict.fromkeys(state.players[seat].hand):
        if DATA.conspiracy[kind].ability.timing != "action":
            continue
        if tasks.feasible(state, Task(seat=seat, source=f"consp:{kind}", how="conspiracy")):
            out.append(kind)
    return out


def menu(state: Fr1789State, seat: int) -> list[tuple[str, Text]]:
    """Everything a seat may do on its action: each card with something to do, each playable
    Conspiracy card, or pass (§7.1)."""
    out: list[tuple[str, Text]] = []
    for card in board.cards_of(state, seat):
        if _has_use(state, card):
            out.append((f"card:{card}", name(card)))
    for kind in playable_conspiracies(state, seat):
        out.append((f"consp:{kind}", Msg("fr1789-play-consp", card=consp_the(kind))))
    out.append(("pass", Msg("fr1789-pass-turn")))
    return out


def menu_longest(state: Fr1789State, seat: int) -> int:
    """How many entries `menu` can have at most: every card in play, every Conspiracy kind in
    hand, and pass."""
    return len(board.cards_of(state, seat)) + len(set(state.players[seat].hand)) + 1


def on_menu(state: Fr1789State, seat: int, choice: str) -> bool:
    """Whether `menu` lists `choice`, working out only that entry (a move is checked before it
    is made; the menu of every card costs a feasibility check each)."""
    kind, _, ident = choice.partition(":")
    if choice == "pass":
        return True
    if kind == "card":
        return ident in board.cards_of(state, seat) and _has_use(state, ident)
    if kind == "consp":
        return ident in playable_conspiracies(state, seat)
    return False


def _has_use(state: Fr1789State, card: str) -> bool:
    """A card with a Political action or a ◆ ability usable now is on the menu."""
    return bool(usable_actions(state, card) or usable_abilities(state, card))


def answer_menu(state: Fr1789State, seat: int, choice: str) -> list[Event]:
    if choice.startswith("page:"):
        state.page = int(choice.removeprefix("page:"))
        return []
    state.page = 0
    if choice == "pass":
        state.players[seat].passed = True  # §7.1: once passed, no more actions this turn
        return [Event(Msg("fr1789-passes", who=seat_tag(seat))), *_next_actor(state, seat)]
    if choice.startswith("consp:"):
        state.task = Task(seat=seat, source=choice, how="conspiracy")
        return _carry_on(state)
    state.task = Task(seat=seat, source=choice)
    return []


def what_choices(state: Fr1789State, card: str) -> list[tuple[str, Text]]:
    """For a chosen card: its Political actions, then its ◆ abilities."""
    out: list[tuple[str, Text]] = [
        (f"do:{a}", Msg("fr1789-do-action", action=action_name(a), price=_price(state, a)))
        for a in usable_actions(state, card)
    ]
    for i in usable_abilities(state, card):
        cost = DATA.card[card].abilities[i].rp_cost  # its text is in the prompt
        out.append((f"use:{i}", Msg("fr1789-use-ability", name=ability_name(card, i), rp=cost)))
    return out


def _price(state: Fr1789State, action: str) -> Msg:
    offer = DATA.system[state.system].offer(action)
    assert offer is not None
    return Msg("fr1789-price", rp=offer.rp, per=offer.per)


def answer_task(state: Fr1789State, seat: int, choice: str) -> list[Event]:
    """A step of the action being put together, or the deployer's choice after a battle."""
    task = state.task
    assert task is not None
    if choice == "back":
        state.task = None
        return []
    if task.battle is not None:
        events, task.battle = battle.answer(state, task.battle, choice)
        return events + _carry_on(state)
    if task.how is None:
        kind, _, value = choice.partition(":")
        task.how = "political" if kind == "do" else "ability"
        task.action = value
    else:
        tasks.choose(state, task, choice)
    return _carry_on(state)


def _carry_on(state: Fr1789State) -> list[Event]:
    """Fills what needs no choice; declares the action once every target is chosen (§7.1: RP
    paid and card spent, lost even if cancelled, §12); opens the ◇ window after a ◆; resolves."""
    task = state.task
    assert task is not None
    if task.battle is not None:
        return []
    if not task.declared:
        if tasks.next_key(state, task) is not None:
            return []
        return _declare(state, task)
    if task.resolving == 0 and tasks.next_key(state, task) is not None:
        return []  # a ★ still needs its targets
    events = tasks.resolve(state, task)
    if task.battle is not None:
        return events
    return events + _finish(state, task)


def _declare(state: Fr1789State, task: Task) -> list[Event]:
    seat = task.seat
    cost = tasks.total_cost(state, task)
    state.players[seat].rp -= cost
    kind, _, ident = task.source.partition(":")
    if kind == "card":
        state.spent.append(ident)  # §7.1: the card is turned 90 degrees
    else:
        state.players[seat].hand.remove(ident)  # §7.1: played, then out of the game
        state.played.append(ident)
    task.declared = True
    said = Msg("fr1789-declares", who=seat_tag(seat), what=tasks.describe(state, task), rp=cost)
    events = [] if tasks.said_once(task) else [Event(said)]  # a Vote or Support: one line
    if task.how in ("ability", "conspiracy"):
        asked = cancellers(state, seat)
        if asked:  # §12: a ◆ may be cancelled; Political actions cannot
            state.window = Window(asked=asked)
            return events
    return events + _carry_on(state)


def cancellers(state: Fr1789State, actor: int) -> list[int]:
    """Who is asked after a ◆: every other seat whose Louis XVI could veto, and every other
    seat holding any Conspiracy card while an Informant may still be in a hand. Both facts are
    public, so the question never tells who holds an Informant (RULES_NOTES)."""
    informants_left = DATA.conspiracy[INFORMANT].count - state.played.count(INFORMANT)
    return [
        s
        for s in _clockwise(state, actor)
        if board.louis_can_veto(state, s) or (informants_left > 0 and state.players[s].hand)
    ]


def _clockwise(state: Fr1789State, actor: int) -> list[int]:
    return [(actor + k) % state.num_players for k in range(1, state.num_players)]


def cancel_options(state: Fr1789State, seat: int) -> list[tuple[str, Text]]:
    out: list[tuple[str, Text]] = [("allow", Msg("fr1789-let-it-happen"))]
    if board.louis_can_veto(state, seat):
        out.append(("veto", Msg("fr1789-cancel-with-veto")))
    if INFORMANT in state.players[seat].hand:
        out.append(("informant", Msg("fr1789-cancel-with-informant")))
    return out


def answer_window(state: Fr1789State, seat: int, choice: str) -> list[Event]:
    window = state.window
    task = state.task
    assert window is not None and task is not None
    window.answers[seat] = choice
    if len(window.answers) < len(window.asked):
        return []
    state.window = None
    for s in window.asked:  # the first canceller clockwise from the actor does it
        how = window.answers[s]
        if how == "veto":
            state.spent.append("louis_xvi")  # §12: Louis XVI becomes spent
            return _cancelled(state, task, s, Msg("fr1789-by-veto"))
        if how == "informant":
            state.players[s].hand.remove(INFORMANT)
            state.played.append(INFORMANT)
            return _cancelled(state, task, s, Msg("fr1789-by-informant"))
    return _carry_on(state)


def _cancelled(state: Fr1789State, task: Task, seat: int, by: Msg) -> list[Event]:
    events = [Event(Msg("fr1789-cancels", who=seat_tag(seat), by=by))]
    return events + _finish(state, task)


def _finish(state: Fr1789State, task: Task) -> list[Event]:
    state.task = None
    if task.how == "acquire":
        return _acquire(state, task.seat, task.source.partition(":")[2], int(task.action or 0))
    return _next_actor(state, task.seat)


def _next_actor(state: Fr1789State, seat: int) -> list[Event]:
    """§7.1: players alternate clockwise, skipping those who passed; when all have passed, spent
    cards are reset and the last to pass takes the First Player card."""
    for k in range(1, state.num_players + 1):
        nxt = (seat + k) % state.num_players
        if not state.players[nxt].passed:
            state.to_act = nxt
            return []
    state.spent = []
    state.first = seat
    events = [Event(Msg("fr1789-all-passed", who=seat_tag(seat)))]
    return events + _system_phase(state) + _scoring(state) + _end_turn(state)


# ---- the end of a turn --------------------------------------------------------------------
def _system_phase(state: Fr1789State) -> list[Event]:
    """§8.0: the box with the most votes takes the marker; a tie leaves it; votes are cleared."""
    votes = {s: n for s, n in state.votes.items() if n > 0}
    state.votes = {}
    if not votes:
        return [Event(Msg("fr1789-no-votes", system=system_name(state.system)))]
    top = max(votes.values())
    leaders = [s for s, n in votes.items() if n == top]
    if len(leaders) > 1:
        return [Event(Msg("fr1789-vote-tie", system=system_name(state.system)))]
    state.system = leaders[0]
    return [Event(Msg("fr1789-new-system", system=system_name(state.system)))]


def score_personage(state: Fr1789State, seat: int, card: str) -> list[Event]:
    """§9.0 first: ■ abilities and the System box's bonus, for a Personage not in Exile."""
    events = []
    bonus = DATA.system[state.system].bonus_vp(card)
    why = Msg("fr1789-why-bonus", card=name(card), system=system_name(state.system))
    events += board.gain_vp(state, seat, bonus, why)
    for i, a in enumerate(DATA.card[card].abilities):
        if a.timing != "score":
            continue
        if a.restriction.systems is not None and state.system not in a.restriction.systems:
            continue
        task = Task(seat=seat, source=f"card:{card}", how="ability", action=str(i), declared=True)
        events += tasks.resolve(state, task)
    return events


def _scoring(state: Fr1789State) -> list[Event]:
    """§9.0 in order: ■ and System bonuses of Personages not in Exile; each exiled Personage by
    the Coalition-held cities (Paris 2); then each supported city's RP and VP."""
    events: list[Event] = [Event(Msg("fr1789-scoring", turn=ROMAN[state.turn]))]
    for seat in range(state.num_players):
        for card in board.cards_of(state, seat):
            if board.is_personage(card) and card not in state.exile:
                events += score_personage(state, seat, card)
    weight = board.coalition_weight(state)
    per_exile = DATA.tables.exile_vp(weight)
    for seat in range(state.num_players):
        exiled = [c for c in board.cards_of(state, seat) if c in state.exile]
        events += board.gain_vp(
            state,
            seat,
            per_exile * len(exiled),
            Msg("fr1789-why-exile", n=len(exiled), weight=weight),
        )
    for seat in range(state.num_players):
        cities = [c for c, s in state.support.items() if s == seat]
        if not cities:
            continue
        rp = board.gain_rp(state, seat, sum(DATA.city[c].rp for c in cities))
        vp = sum(DATA.city[c].vp for c in cities)
        said = Msg("fr1789-gains-rp-cities", who=seat_tag(seat), rp=rp, n=len(cities))
        events.append(Event(said))
        events += board.gain_vp(state, seat, vp, Msg("fr1789-why-cities"))
    return events


def _end_turn(state: Fr1789State) -> list[Event]:
    """§10.0: the game ends after turn V; otherwise the next turn begins (§4.0)."""
    if state.turn >= TURNS:
        state.phase = "over"
        return [Event(Msg("fr1789-game-ends"))]
    state.turn += 1
    return start_turn(state)
