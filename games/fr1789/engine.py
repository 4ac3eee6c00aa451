"""French Revolution 1789 (Ikeda Yasutaka, Game Journal #89): every rule of
`shared/rules/001_*.txt` behind the engine contract. `flow` holds the sequence of play, `tasks`
the actions and card abilities, `battle` the deployments; this module sets up, asks and
dispatches. Readings the rulebook leaves open are in RULES_NOTES.md."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.core import (
    Amount,
    Choice,
    Engine,
    Event,
    GameMeta,
    IllegalAction,
    Msg,
    Outcome,
    Prompt,
    Rng,
    SetupError,
    Text,
    check_seat,
    drawn,
    load_aid,
    seat_tag,
)
from games.fr1789 import battle, board, explain, flow, reference, standing, tasks, views
from games.fr1789.board import ROMAN, name
from games.fr1789.data import DATA, Camp
from games.fr1789.state import Fr1789State, Player

PAGE = 23  # menu entries a page, leaving room for "more" and "back" within Discord's 25
ONE_PAGE = 25  # a menu this long or shorter is shown whole


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


class Fr1789(Engine[Fr1789State, Fr1789Options]):
    state_model = Fr1789State
    options_model = Fr1789Options
    log_lines = 10
    meta = GameMeta(
        id="fr1789",
        title="French Revolution 1789",
        min_players=2,
        max_players=5,
        summary=Msg("fr1789-summary"),
        options_model=options_model,
        length=Msg("fr1789-length"),
        aid={**load_aid(Path(__file__).with_name("AID.md")), **reference.topics("en")},
        aids={"fr": {**load_aid(Path(__file__).with_name("AID.fr.md")), **reference.topics("fr")}},
    )

    # ---- set-up (§3.0) ------------------------------------------------------------------------
    def start(self, num_players: int, opts: Fr1789Options, rng: Rng) -> Fr1789State:
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
                raise SetupError(Msg("fr1789-setup-hands", n=num_players, deal=deal))
            for kind in (k for h in opts.hands for k in h):
                if kind not in deck:
                    raise SetupError(Msg("fr1789-setup-too-many", card=board.consp_name(kind)))
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
                raise SetupError(Msg("fr1789-setup-first", last=num_players - 1))
            state.first = opts.first_player
        else:
            state.first = rng.below(num_players)
        events = [Event(Msg("fr1789-takes-first", who=seat_tag(state.first)))]
        events += flow.start_turn(state) + flow.advance(state)
        self._log(state, events)
        return state

    # ---- whose decision -----------------------------------------------------------------------
    def active_seats(self, state: Fr1789State) -> list[int]:
        w = views.waiting_on(state)
        return [] if w is None else w[1]

    def prompt(self, state: Fr1789State, seat: int) -> Prompt | None:
        check_seat(state.num_players, seat)
        if seat not in self.active_seats(state):
            return None
        decision = self._decision(state, seat)
        return replace(decision, text=Msg("fr1789-prompt", chapter=self.chapter(state),
                                          text=decision.text))  # fmt: skip

    def _decision(self, state: Fr1789State, seat: int) -> Prompt:
        """What the seat is asked now: text, choices, the ping's few words and the rule."""
        if state.window is not None:
            task = state.task
            assert task is not None
            opts = [Choice(i, label) for i, label in flow.cancel_options(state, seat)]
            said = tasks.describe(state, task)
            who = seat_tag(task.seat)
            # §12: who could cancel is public, what each holds is not (RULES_NOTES 3).
            return Prompt(Msg("fr1789-window", who=who, what=said), opts,
                          Msg("fr1789-window-ask", who=who), Msg("fr1789-help-window"),
                          reaction=True)  # fmt: skip
        task = state.task
        if task is not None:
            return self._task(state, task)
        if state.lot is not None:
            return _bidding(state, seat)
        entries = flow.menu(state, seat)
        opts = _page([Choice(i, label) for i, label in entries], state.page)
        return Prompt(Msg("fr1789-your-action", rp=state.players[seat].rp), opts,
                      Msg("fr1789-your-action-ask"), Msg("fr1789-help-menu"))  # fmt: skip

    def _allows(self, state: Fr1789State, seat: int, choice_id: str) -> bool:
        """Whether the decision offers `choice_id` (`Prompt.allows`), checked without building
        the prompt's texts where the choices alone decide (every move is checked): a bid against
        its range (every listed bid is in it), a step of an action against its values, a menu
        entry alone."""
        task = state.task
        if state.window is None and task is not None and task.battle is None and task.how:
            if choice_id == "back":
                return _can_go_back(task)
            return tasks.step_allows(state, task, choice_id)
        if state.window is None and task is None and state.lot is not None:
            passes = choice_id == "pass" and _can_pass(state)
            return passes or _bid_range(state, seat).allows(choice_id)
        if state.window is None and task is None and flow.menu_longest(state, seat) <= ONE_PAGE:
            return flow.on_menu(state, seat, choice_id)  # a menu on one page: no "more"
        return self._decision(state, seat).allows(choice_id)

    def _task(self, state: Fr1789State, task: Any) -> Prompt:
        if task.battle is not None:
            opts = battle.choices(task.battle)
            if task.battle["how"] == "support":
                city = DATA.city[task.battle["city"]].name
                asked = Msg("fr1789-support-ask", city=city)
                return Prompt(Msg("fr1789-support-prompt", city=city), opts, asked,
                              Msg("fr1789-help-support"))  # fmt: skip
            return Prompt(Msg("fr1789-keep-prompt"), opts, Msg("fr1789-keep-ask"),
                          Msg("fr1789-help-keep"))  # fmt: skip
        back = [Choice("back", Msg("fr1789-back"))] if _can_go_back(task) else []
        card = task.source.partition(":")[2]
        if task.how is None:
            opts = [Choice(i, label) for i, label in flow.what_choices(state, card)]
            what = Msg("fr1789-what-does", card=name(card), the=board.the(card, "the"),
                       of=board.the(card, "of"), text=board.card_text(card))  # fmt: skip
            return Prompt(what, opts + back, Msg("fr1789-what-ask"), Msg("fr1789-help-what"))
        where = tasks.next_key(state, task)
        assert where is not None  # a task still to declare has a parameter to choose
        question = tasks.question(state, task)
        opts = tasks.step_choices(state, task)
        return Prompt(tasks.step_text(state, task),
                      opts + back, Msg("fr1789-step-ask", question=question),
                      Msg(f"fr1789-help-{where[1]}"),
                      amount=tasks.step_amount(state, task))  # fmt: skip

    # ---- moves --------------------------------------------------------------------------------
    def apply(self, state: Fr1789State, seat: int, choice_id: str) -> list[Event]:
        check_seat(state.num_players, seat)
        if state.phase == "over":
            raise IllegalAction(Msg("fr1789-over"))
        active = self.active_seats(state)
        if seat not in active:
            raise IllegalAction(Msg("fr1789-not-your-turn", who=[seat_tag(s) for s in active]))
        if not self._allows(state, seat, choice_id):
            decision = self._decision(state, seat)
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

    # ---- what players see ---------------------------------------------------------------------
    def public(self, state: Fr1789State) -> dict[str, Any]:
        out = views.public(state)
        out["chapter"] = self.chapter(state)
        return out

    def private(self, state: Fr1789State, seat: int) -> dict[str, Any]:
        """The seat's Conspiracy cards and VP, hidden from the others."""
        return views.private(state, seat)

    def outcome(self, state: Fr1789State) -> Outcome | None:
        """§10.0 read as most VP, then most RP, then a shared win (RULES_NOTES)."""
        if state.phase != "over":
            return None
        best = max((p.vp, p.rp) for p in state.players)
        winners = [s for s, p in enumerate(state.players) if (p.vp, p.rp) == best]
        tied = sum(p.vp == best[0] for p in state.players) > 1
        if len(winners) > 1:
            reason = Msg("fr1789-won-shared")
        elif tied:
            reason = Msg("fr1789-won-on-rp")
        else:
            reason = Msg("fr1789-won-on-vp")
        return Outcome(winners, self.standing(state), reason)

    def chapter(self, state: Fr1789State) -> Text:
        """The turn, then the phase ("Turn I · Auction"): the host keeps a board per turn."""
        if state.phase == "over":
            return _chapter(0, "fr1789-chapter-over")
        phase = "fr1789-chapter-auction" if state.phase == "auction" else "fr1789-chapter-actions"
        return _chapter(state.turn, phase)

    def standing(self, state: Fr1789State) -> dict[int, float]:
        """Each seat's VP, hidden until the end (the chart is shown only then)."""
        return {s: float(p.vp) for s, p in enumerate(state.players)}

    def table_standing(self, view: dict[str, Any]) -> Text:
        """The standing a closed board opens with (`games.core.TableStanding`)."""
        return standing.table_standing(view)

    def reveals(self, before: Fr1789State, after: Fr1789State, seat: int) -> Text | None:
        """The Auction box is shuffled when a turn begins and turned up card by card later,
        which moves no generator; the test options' scripted army draws are not the generator
        either (undo rule: see docs/ADDING_A_GAME.md)."""
        if drawn(before.box, after.box):
            return Msg("fr1789-reveal-auction")
        if after.draws != before.draws:
            return Msg("fr1789-reveal-armies")
        return None


@cache
def _chapter(turn: int, phase: str) -> Text:
    """A chapter's title, built once (a playout asks it after every move; texts are immutable)."""
    if phase == "fr1789-chapter-over":
        return Msg(phase)
    return Msg.join([Msg("fr1789-chapter-turn", turn=ROMAN[turn]), Msg(phase)])


def _bidding(state: Fr1789State, seat: int) -> Prompt:
    """§6.0 steps 2-3: the opener bids any amount from 0 to all their RP, a raise any amount
    above the bid up to all their RP; the common amounts are listed, any other typed."""
    lot = state.lot
    assert lot is not None
    rp = state.players[seat].rp
    opts = [Choice(f"bid:{a}", _bid_label(lot.bid, a, rp)) for a in flow.bid_amounts(state, seat)]
    if _can_pass(state):
        opts.append(Choice("pass", Msg("fr1789-pass-final")))
    amount = _bid_range(state, seat)
    card = board.the(lot.card)
    if lot.bid is None:
        now = Msg("fr1789-bid-open", card=board.the(lot.card, "the-start"))
    else:
        now = Msg("fr1789-bid-raise", rp=lot.bid, who=seat_tag(lot.bidder or 0), card=card)
    off = flow.credit(state, seat, lot.card)
    text = Msg("fr1789-bidding", now=now, rp=rp, credit=off, text=board.card_text(lot.card))
    helped = Msg("fr1789-help-open" if lot.bid is None else "fr1789-help-raise")
    return Prompt(text, opts, Msg("fr1789-bid-ask", card=card), helped, amount=amount)


def _can_go_back(task: Any) -> bool:
    """An action being put together may be abandoned; a ★ ability of a card just won may not."""
    return task.how != "acquire"


def _can_pass(state: Fr1789State) -> bool:
    """§6.0 step 3: a pass once a bid is made (the opener must bid)."""
    assert state.lot is not None
    return state.lot.bid is not None


def _bid_range(state: Fr1789State, seat: int) -> Amount:
    """§6.0 steps 2-3: any bid from 0 (or above the bid) up to all the seat's RP."""
    lot = state.lot
    assert lot is not None
    return _bids_between(0 if lot.bid is None else lot.bid + 1, state.players[seat].rp)


@cache
def _bids_between(low: int, rp: int) -> Amount:
    """The field for a bid from `low` to `rp`, built once a range (RP are at most 60; an
    Amount is immutable)."""
    said = Msg("fr1789-bid-said")
    return Amount("bid", low, rp, label=Msg("fr1789-bid-field", low=low, high=rp), one=said,
                  many=said)  # fmt: skip


@lru_cache(maxsize=4096)  # a listed bid's label, built once (a message is immutable)
def _bid_label(bid: int | None, amount: int, rp: int) -> Msg:
    all_in = "yes" if amount == rp and amount else "no"
    if bid is None:
        return Msg("fr1789-bid-open-at", rp=amount, all=all_in)
    return Msg("fr1789-bid-raise-to", more=amount - bid, rp=amount, all=all_in)


def _page(choices: list[Choice], page: int) -> list[Choice]:
    """At most 25 choices: a long menu in pages of PAGE with "more" and "back to start"."""
    if len(choices) <= ONE_PAGE:
        return choices
    pages = [choices[i : i + PAGE] for i in range(0, len(choices), PAGE)]
    page = min(page, len(pages) - 1)
    nav = [Choice(f"page:{(page + 1) % len(pages)}", Msg("fr1789-more"))]
    return pages[page] + nav
