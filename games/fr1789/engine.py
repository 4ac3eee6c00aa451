"""French Revolution 1789 (Ikeda Yasutaka, Game Journal #89): every rule of
`shared/rules/001_*.txt` behind the engine contract. `flow` holds the sequence of play, `tasks`
the actions and card abilities, `battle` the deployments; this module sets up, asks and
dispatches. Readings the rulebook leaves open are in RULES_NOTES.md."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.core import (
    Amount,
    Choice,
    Event,
    GameMeta,
    IllegalAction,
    Outcome,
    Prompt,
    Rng,
    SetupError,
    check_player_count,
    check_seat,
    drawn,
    load_aid,
    logged,
    parse_options,
    seat_tag,
)
from games.fr1789 import battle, board, explain, flow, reference, tasks, views
from games.fr1789.board import ROMAN
from games.fr1789.data import DATA, Camp
from games.fr1789.state import Fr1789State, Player

LOG_LINES = 10
PAGE = 23  # menu entries a page, leaving room for "more" and "back" within Discord's 25


class Fr1789Options(BaseModel):
    """Test set-ups (ARCHITECTURE): the first player, each seat's Conspiracy hand, the Auction
    box order of some turns (top first) and army draws per camp to use first."""

    model_config = ConfigDict(extra="forbid")
    first_player: int | None = Field(default=None, ge=0, le=4)
    hands: list[list[str]] | None = None
    orders: dict[int, list[str]] | None = None
    draws: dict[Camp, list[str]] | None = None

    @model_validator(mode="after")
    def _known(self) -> Fr1789Options:
        for hand in self.hands or []:
            if any(k not in DATA.conspiracy for k in hand):
                raise ValueError(f"hands: Conspiracy kinds are {', '.join(DATA.conspiracy)}")
        for turn, order in (self.orders or {}).items():
            if sorted(order) != sorted(DATA.turn_cards(turn)):
                raise ValueError(f"orders: turn {turn} lists each of its History cards once")
        for camp, units in (self.draws or {}).items():
            ids = {u.id for u in DATA.cup(camp)}
            if any(u not in ids for u in units):
                raise ValueError(f"draws: unknown {camp} army unit")
        return self


class Fr1789:
    meta = GameMeta(
        id="fr1789",
        title="French Revolution 1789",
        min_players=2,
        max_players=5,
        summary=(
            "1789-1799: bid for the Revolution's people and events, vote the régime, win the "
            "cities, send armies from exile, and score the most VP in five turns."
        ),
        options_model=Fr1789Options,
        length="about 90 minutes live; one to two weeks by post",
        aid={**load_aid(Path(__file__).with_name("AID.md")), **reference.topics()},
    )

    # ---- set-up (§3.0) ------------------------------------------------------------------------
    def setup(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> Fr1789State:
        check_player_count(self.meta, num_players)
        opts = parse_options(self.meta, Fr1789Options, options)
        rng = Rng.seeded(seed)
        state = Fr1789State(
            num_players=num_players,
            players=[Player() for _ in range(num_players)],
            rng=rng,
            orders=opts.orders or {},
            draws={str(c): list(u) for c, u in (opts.draws or {}).items()},
        )
        deal = DATA.tables.deal.conspiracy_by_players[num_players]
        deck = DATA.deck()
        rng.shuffle(deck)
        if opts.hands is not None:  # step 5, fixed for a test
            if len(opts.hands) != num_players or any(len(h) != deal for h in opts.hands):
                raise SetupError(f"`hands` needs {num_players} hands of {deal} Conspiracy cards.")
            for kind in (k for h in opts.hands for k in h):
                if kind not in deck:
                    raise SetupError(f"`hands` deals more {kind} cards than there are.")
                deck.remove(kind)
            hands = [list(h) for h in opts.hands]
        else:  # step 5: 3 each with 2-3 players, 2 each with 4-5
            hands = [deck[i * deal : (i + 1) * deal] for i in range(num_players)]
            deck = deck[num_players * deal :]
        for p, hand in zip(state.players, hands, strict=True):
            p.hand = sorted(hand)
        state.undealt = deck
        for city in DATA.cities:  # step 8: one French army in each city
            state.armies[city.id] = [board.draw(state, Camp.FRANCE, set()) or ""]
        if opts.first_player is not None:  # step 9: "any agreeable fashion"
            if opts.first_player >= num_players:
                raise SetupError(f"`first_player` is a seat from 0 to {num_players - 1}.")
            state.first = opts.first_player
        else:
            state.first = rng.below(num_players)
        events = [Event(f"{seat_tag(state.first)} takes the First Player card")]
        events += flow.start_turn(state) + flow.advance(state)
        self._log(state, events)
        return state

    # ---- whose decision -----------------------------------------------------------------------
    def active_seats(self, state: Fr1789State) -> list[int]:
        w = views.waiting(state)
        return [] if w is None else list(w["seats"])

    def prompt(self, state: Fr1789State, seat: int) -> Prompt | None:
        check_seat(state.num_players, seat)
        if seat not in self.active_seats(state):
            return None
        decision = self._decision(state, seat)
        return replace(decision, text=f"{self.chapter(state)}: {decision.text}")

    def _decision(self, state: Fr1789State, seat: int) -> Prompt:
        """What the seat is asked now: text, choices, the ping's few words and the rule."""
        if state.window is not None:
            task = state.task
            assert task is not None
            opts = [Choice(i, label) for i, label in flow.cancel_options(state, seat)]
            said = tasks.describe(state, task)
            return Prompt(f"{seat_tag(task.seat)} declares {said}. Cancel it?", opts,
                          f"cancel {seat_tag(task.seat)}'s ◆ action?", HELP["window"])  # fmt: skip
        task = state.task
        if task is not None:
            return self._task(state, task)
        if state.lot is not None:
            return _bidding(state, seat)
        entries = flow.menu(state, seat)
        opts = _page([Choice(i, label) for i, label in entries], state.page)
        return Prompt(f"your action, {state.players[seat].rp} RP", opts, "your action",
                      HELP["menu"])  # fmt: skip

    def _task(self, state: Fr1789State, task: Any) -> Prompt:
        if task.battle is not None:
            opts = battle.choices(task.battle)
            if task.battle["how"] == "support":
                return Prompt("you beat a foreign army: place your Support there?", opts,
                              "place Support in the city you freed?", HELP["support"])  # fmt: skip
            return Prompt("choose the winning army that stays", opts, "keep which army?",
                          HELP["keep"])  # fmt: skip
        back = [] if task.how == "acquire" else [Choice("back", "Back")]
        card = task.source.partition(":")[2]
        if task.how is None:
            opts = [Choice(i, label) for i, label in flow.what_choices(state, card)]
            return Prompt(f"what does {board.name(card)} do?\n{board.card_text(card)}",
                          opts + back, "choose the action", HELP["what"])  # fmt: skip
        _, key = tasks.next_key(state, task) or (0, "")
        opts = tasks.step_choices(state, task)
        return Prompt(f"{tasks.title(state, task)}: choose {QUESTION[key]}", opts + back,
                      f"choose {QUESTION[key]}", HELP[key],
                      amount=tasks.step_amount(state, task))  # fmt: skip

    # ---- moves --------------------------------------------------------------------------------
    def apply(self, state: Fr1789State, seat: int, choice_id: str) -> list[Event]:
        check_seat(state.num_players, seat)
        if state.phase == "over":
            raise IllegalAction("The game is over.")
        active = self.active_seats(state)
        if seat not in active:
            who = ", ".join(seat_tag(s) for s in active)
            raise IllegalAction(f"It is not your turn: waiting for {who}.")
        decision = self._decision(state, seat)
        if not decision.allows(choice_id):
            raise IllegalAction(explain.why(state, seat, choice_id, decision))
        if state.window is not None:
            events = flow.answer_window(state, seat, choice_id)
        elif state.task is not None:
            events = flow.answer_task(state, seat, choice_id)
        elif state.lot is not None:
            events = flow.answer_bid(state, seat, choice_id)
        else:
            events = flow.answer_menu(state, seat, choice_id)
        events += flow.advance(state)
        self._log(state, events)
        return events

    @staticmethod
    def _log(state: Fr1789State, events: list[Event]) -> None:
        state.log = logged(state.log, events, LOG_LINES)

    # ---- what players see ---------------------------------------------------------------------
    def view(self, state: Fr1789State, seat: int | None) -> dict[str, Any]:
        out = views.public(state)
        out["chapter"] = self.chapter(state)
        if seat is not None:
            check_seat(state.num_players, seat)
            out.update(views.private(state, seat))
        return out

    def outcome(self, state: Fr1789State) -> Outcome | None:
        """§10.0 read as most VP, then most RP, then a shared win (RULES_NOTES)."""
        if state.phase != "over":
            return None
        best = max((p.vp, p.rp) for p in state.players)
        winners = [s for s, p in enumerate(state.players) if (p.vp, p.rp) == best]
        tied = sum(p.vp == best[0] for p in state.players) > 1
        if len(winners) > 1:
            reason = "tied on VP and on RP after turn V"
        elif tied:
            reason = "tied on VP after turn V, with the most RP"
        else:
            reason = "the most VP after turn V"
        return Outcome(winners, self.standing(state), reason)

    def chapter(self, state: Fr1789State) -> str:
        if state.phase == "over":
            return "Game over"
        return f"Turn {ROMAN[state.turn]} · {'Auction' if state.phase == 'auction' else 'Actions'}"

    def standing(self, state: Fr1789State) -> dict[int, float]:
        """Each seat's VP, hidden until the end (the chart is shown only then)."""
        return {s: float(p.vp) for s, p in enumerate(state.players)}

    def reveals(self, before: Fr1789State, after: Fr1789State, seat: int) -> str | None:
        """The Auction box is shuffled when a turn begins and turned up card by card later,
        which moves no generator; the test options' scripted army draws are not the generator
        either (undo rule: see docs/ADDING_A_GAME.md)."""
        if drawn(before.box, after.box):
            return "it turned up the next card of the Auction box"
        if after.draws != before.draws:
            return "armies were drawn from the cups"
        return None

    def dump(self, state: Fr1789State) -> str:
        return state.model_dump_json()

    def load(self, text: str) -> Fr1789State:
        return Fr1789State.model_validate_json(text)


def _bidding(state: Fr1789State, seat: int) -> Prompt:
    """§6.0 steps 2-3: the opener bids any amount from 0 to all their RP, a raise any amount
    above the bid up to all their RP; the common amounts are listed, any other typed."""
    lot = state.lot
    assert lot is not None
    rp = state.players[seat].rp
    opts = [Choice(f"bid:{a}", _bid_label(lot.bid, a, rp)) for a in flow.bid_amounts(state, seat)]
    if lot.bid is not None:
        opts.append(Choice("pass", "Pass (final for this card)"))
    low = 0 if lot.bid is None else lot.bid + 1
    amount = Amount("bid", low, rp, label=f"Your bid in RP ({low} to {rp})", many="Bid {n} RP")
    card = DATA.card[lot.card]
    if lot.bid is None:
        now = "open the bidding"
    else:
        now = f"the bid is {lot.bid} RP by {seat_tag(lot.bidder or 0)}: raise it or pass"
    off = flow.credit(state, seat, lot.card)
    cr = f" Your credit toward it: {off} RP." if off else ""
    return Prompt(f"{card.name}: {now}. You have {rp} RP.{cr}\n{board.card_text(lot.card)}",
                  opts, f"bid for {card.name}", HELP["open" if lot.bid is None else "raise"],
                  amount=amount)  # fmt: skip


def _bid_label(bid: int | None, amount: int, rp: int) -> str:
    if bid is None:
        return f"Open at {amount} RP" + (" (all in)" if amount == rp and amount else "")
    return f"+{amount - bid} → {amount} RP" + (" (all in)" if amount == rp else "")


def _page(choices: list[Choice], page: int) -> list[Choice]:
    """At most 25 choices: a long menu in pages of PAGE with "more" and "back to start"."""
    if len(choices) <= 25:
        return choices
    pages = [choices[i : i + PAGE] for i in range(0, len(choices), PAGE)]
    page = min(page, len(pages) - 1)
    nav = [Choice(f"page:{(page + 1) % len(pages)}", "More…")]
    return pages[page] + nav


QUESTION = {
    "box": "the System box",
    "n": "how many",
    "city": "the city",
    "camp": "the camp",
    "target": "the Personage",
    "": "",
}

HELP = {
    "window": (
        "A ◆ action was just declared. Louis XVI's Veto (upright, not in Prison or Exile) or an "
        "Informant card cancels it: the card stays spent and its RP are lost. Everyone who "
        "could cancel is asked the same way; nobody sees the answers until all are in."
    ),
    "open": (
        "The holder of the First Player card must open the bidding, from 0 to all their RP. "
        "The winner pays the bid less any credit, takes the card and the First Player card."
    ),
    "raise": (
        "Raise the bid or pass; a pass is final for this card. When only one bidder is left, "
        "they pay the bid less any credit from their cards in play and take the card."
    ),
    "menu": (
        "On your action: use one upright card (a Political action of the current System by a "
        "Personage, or a ◆ ability), play a Conspiracy card, or pass for the rest of the turn. "
        "The card used is spent until everyone has passed."
    ),
    "what": (
        "A Personage may take a Political action the current System offers, paying its RP, or "
        "use its own ◆ ability. In Exile it can only Deploy. ◆ abilities can be cancelled by a "
        "Veto or an Informant; Political actions cannot."
    ),
    "box": (
        "Votes go to the System boxes listed. After the Action phase the box with the most "
        "votes takes the System marker; a tie changes nothing."
    ),
    "n": "Each vote or army costs the price shown. Armies are drawn at random from the cup.",
    "city": (
        "Support cannot go where Coalition or Royalist armies stand. French armies may go "
        "anywhere; Coalition and Royalist armies to a city with their flag or next to one "
        "their camp holds."
    ),
    "camp": (
        "A Coalition or Royalist Deploy sends one camp's armies; Coalition-held cities feed "
        "the exile scoring."
    ),
    "target": (
        "Arrest: another player's free Personage (4 Prison markers). Exile: one of your own "
        "(3 Exile markers). Execute and Release: one in Prison. Return: yours in Exile. "
        "Assassinate: one in Exile."
    ),
    "keep": "After a battle one winning army stays in the city; leaders always go back.",
    "support": "French armies beat a foreign army: you may place your Support marker in the city.",
}
