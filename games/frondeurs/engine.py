"""Frondeurs et Frondeuses (Red Sash Games, 2023) behind the engine contract, for four players
with one faction each. `flow` holds the sequence of play, `actions` the card actions; this
module sets up, asks one small step at a time and dispatches; the rule modules (`seasons`,
`arrests`, `bonus`, `gold`, `tokens`, `musketeers`) add their decisions through `windows`."""

from __future__ import annotations

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
    Setting,
    SetupError,
    Switch,
    Text,
    check_seat,
    clip,
    drawn,
    load_aid,
)
from games.frondeurs import (  # bonus, gold, musketeers, tokens: imported, they register
    actions,
    board,
    bonus,  # noqa: F401
    flow,
    gold,
    musketeers,  # noqa: F401
    picking,
    plans,
    seasons,
    seats,
    standing,
    tokens,
    variants,
    windows,
)
from games.frondeurs.data import AVATARS, DATA, TURN_ORDER, Faction
from games.frondeurs.picking import Picks, at, pick
from games.frondeurs.picking import name as _n
from games.frondeurs.state import FrondeursState, Holding, Task
from texts import to_json, told_json

COIN_MOST = max(DATA.cards.coins.values)  # a Coin's cubes, at most
START_CUBES = 3  # §4.12 step 6
DEPLOY_ROUNDS = (2, 2, 2, 1)  # §4.12 step 11: up to 10 cubes on the board


class FrondeursOptions(BaseModel):
    """The lobby switch for the placement rounds, the team variant for 4 players (§8.6), and
    fixed decks, coins, dice and a starting board for tests."""

    model_config = ConfigDict(extra="forbid")
    placement_rounds: bool = False
    teams: bool = False  # §8.6: Mazarinist + Condéean against Cabalist + Retzist, 4 players
    short_game: bool = False  # §8.53: the long rules until Season 8, the Swap 4th of 8 cards
    short_game_no_midgame: bool = False  # §8.52: 8 cards, the Swap last, ending the game
    advanced_swap: bool = False  # §4.12 14-ii: the Swap somewhere from the 6th to the 10th card
    arrest_above_swap: bool = False  # §4.12 14-iii: the Princes' arrest directly above the Swap
    season_deck: variants.Deck = "seeded"  # §4.12 14-iv "random", §9.3 "historical"
    action_order: list[str] | None = None
    season_order: list[str] | None = None
    coins: list[int] | None = None  # the 15 drawn, in board order of the Coin icons
    dice: list[int] = Field(default_factory=list)
    cubes: dict[str, dict[Faction, int]] | None = None  # replaces the Avatars' 3 cubes

    @model_validator(mode="after")
    def _known(self) -> FrondeursOptions:
        if self.action_order and not set(self.action_order) <= set(DATA.action_cards):
            raise ValueError("action_order: unknown Action card")
        if self.season_order and sorted(self.season_order) != sorted(DATA.season_cards):
            raise ValueError("season_order: list each of the 21 Season cards once")
        if self.cubes and not set(self.cubes) <= set(DATA.spaces):
            raise ValueError("cubes: unknown Space")
        if any(not 1 <= d <= 6 for d in self.dice):
            raise ValueError("dice: 1 to 6")
        if self.short_game and self.short_game_no_midgame:
            raise ValueError("short_game_no_midgame: one short game or the other, not both")
        if self.advanced_swap and self.season_deck != "seeded":
            raise ValueError("advanced_swap: only with the seeded deck")
        return self

    @property
    def short(self) -> variants.Short | None:
        if self.short_game:
            return "midgame"
        return "no_midgame" if self.short_game_no_midgame else None


class Frondeurs(Engine[FrondeursState, FrondeursOptions]):
    state_model = FrondeursState
    options_model = FrondeursOptions
    log_lines = 10  # the latest events a table shows; the whole story is in the action log
    meta = GameMeta(
        id="frondeurs",
        title="Frondeurs et Frondeuses",
        min_players=2,  # §4.2
        max_players=4,
        summary=Msg("frondeurs-summary"),
        switches=(
            # §4.12 step 11
            Switch(
                "placement_rounds",
                Msg("frondeurs-switch-placement"),
                Msg("frondeurs-switch-placement-help"),
            ),
            # §4.12 step 14-ii
            Switch(
                "advanced_swap", Msg("frondeurs-switch-swap"), Msg("frondeurs-switch-swap-help")
            ),
            # §4.12 step 14-iii
            Switch(
                "arrest_above_swap",
                Msg("frondeurs-switch-arrest"),
                Msg("frondeurs-switch-arrest-help"),
            ),
        ),
        settings=(
            Setting(
                "length",
                Msg("frondeurs-setting-length"),
                (
                    (Msg("frondeurs-length-full"), {}),
                    # §8.51, §8.53: 8 Season cards, the Swap the 4th, ends on reaching Spring 1650
                    (Msg("frondeurs-length-short"), {"short_game": True}),
                    # §8.52: 8 Season cards, no midgame scoring, the Swap last, ending it
                    (Msg("frondeurs-length-no-midgame"), {"short_game_no_midgame": True}),
                ),
            ),
            Setting(
                "season_deck",
                Msg("frondeurs-setting-deck"),
                (
                    (Msg("frondeurs-deck-standard"), {}),  # §4.12 14-i
                    (Msg("frondeurs-deck-random"), {"season_deck": "random"}),  # §4.12 14-iv
                    (Msg("frondeurs-deck-historical"), {"season_deck": "historical"}),  # §9.3
                ),
            ),
            Setting(
                "teams",
                Msg("frondeurs-setting-teams"),
                (
                    (Msg("frondeurs-teams-none"), {}),
                    (Msg("frondeurs-teams-on"), {"teams": True}),  # §8.6
                ),
            ),
        ),
        options_model=options_model,
        length=Msg("frondeurs-length"),
        aid=load_aid(Path(__file__).with_name("AID.md")),
        aids={"fr": load_aid(Path(__file__).with_name("AID.fr.md"))},
    )

    # ---- set-up (§4.12) -----------------------------------------------------------------------
    def start(self, num_players: int, opts: FrondeursOptions, rng: Rng) -> FrondeursState:
        if opts.teams and num_players != 4:
            raise SetupError(Msg("frondeurs-teams-for-four"))
        state = FrondeursState(
            num_players=num_players,
            seat_of=seats.initial(num_players),  # §4.21, §4.22
            dummy=Faction.CONDEEAN if num_players == 3 else None,  # §5.41
            teams=opts.teams,
            short=opts.short,
            holdings={f: Holding() for f in TURN_ORDER},
            rng=rng,
            dice=list(opts.dice),
        )
        for s in DATA.board.spaces:  # step 2: rewards; Musketeers on their Spaces
            if s.crowns:
                state.crowns_on[s.id] = s.crowns
            if s.kind == "musketeer":
                state.musketeers_on.append(s.id)
        pool = list(DATA.cards.coins.values)
        rng.shuffle(pool)
        drawn = list(opts.coins) if opts.coins else pool[: DATA.cards.coins.on_board]
        for s in DATA.board.spaces:
            for _ in range(s.coins):
                state.coins_on.setdefault(s.id, []).append(drawn.pop(0))
        for s in DATA.board.spaces:  # step 3: prisoners start Under Arrest (§7.22)
            if s.arrest and s.arrest.role == "prisoner":
                prison = next(
                    (
                        p.id
                        for p in DATA.board.spaces
                        if p.arrest
                        and p.arrest.role == "prison"
                        and p.arrest.number == s.arrest.number
                    ),
                    None,
                )
                state.arrested[s.id] = prison
        start = opts.cubes or {AVATARS[f]: {f: START_CUBES} for f in TURN_ORDER}  # step 6
        for space, held in start.items():
            for f, n in held.items():
                flow.put(state, f, space, n)
        deck = list(DATA.action_cards)
        rng.shuffle(deck)
        state.action_deck = list(opts.action_order) if opts.action_order else deck
        for f in TURN_ORDER:  # step 9: one card each
            state.held(f).hand.append(state.action_deck.pop(0))
        state.season_deck = list(opts.season_order or []) or variants.season_deck(
            rng, opts.season_deck, opts.advanced_swap, opts.arrest_above_swap, opts.short
        )
        state.kings_pawn = Faction.MAZARINIST  # he starts with it (§7.46)
        events: list[Event] = []
        if opts.placement_rounds:  # step 11, in reverse turn order
            state.phase = "deploy"
            state.deploy_order = [f for n in DEPLOY_ROUNDS for f in reversed(TURN_ORDER)]
            self._next_deploy(state)
        else:
            events = flow.start_turn(state)
        self._log(state, events)
        return state

    @staticmethod
    def _next_deploy(state: FrondeursState) -> list[Event]:
        if not state.deploy_order:
            state.phase = "play"
            state.active = TURN_ORDER[0]
            return flow.start_turn(state)
        left = len(state.deploy_order)
        state.active = state.deploy_order.pop(0)
        state.task = Task(card="deploy", place=DEPLOY_ROUNDS[-1] if left <= 4 else 2)
        return []

    # ---- who acts -----------------------------------------------------------------------------
    def acting(self, state: FrondeursState) -> Faction | None:
        if state.phase == "over":
            return None
        if state.asks:
            return state.asks[0].faction
        return state.displacement.faction if state.displacement else state.active

    def active_seats(self, state: FrondeursState) -> list[int]:
        f = self.acting(state)
        return [] if f is None else [state.seat(f)]

    def _choices(self, state: FrondeursState, made: bool = True) -> tuple[Text, list[Choice]]:
        """The step now and its choices: (ask, choices); without `made`, no ready-made plays."""
        return self._step(state, made)[1:]

    def _step(self, state: FrondeursState, made: bool = True) -> tuple[str, Text, list[Choice]]:
        """The step now: its kind (`guide`), what is asked, and the choices (with `made`, the
        cards' ready-made plays, which take the most work to find)."""
        f = self.acting(state)
        assert f is not None
        if state.asks:
            ask = state.asks[0]
            return ask.kind, *windows.ASKS[ask.kind].choices(state, ask)
        if d := state.displacement:
            return (
                "displace",
                Msg("frondeurs-ask-displace", n=d.cubes),
                pick(actions.retreats(state, d), d.zone),
            )
        task = state.task
        if task is None and state.after:
            end = Choice("end", Msg("frondeurs-end-turn"))
            after = [*windows.bonus_choices(state, f, "after"), end]
            return "after", Msg("frondeurs-ask-after"), _offer(seats.duties(state, f, after))
        if task is None:
            return self._play_step(state, f, made)
        if task.place > 0 and (spaces := actions.placeable(state, f, task)):
            extra = []
            if tokens.can_forfeit(state, f):  # §7.44: a placement given up for the Pawn
                owed = tokens.pawn_owed(state)
                extra = [Choice("forfeit", Msg("frondeurs-forfeit", n=owed))]
            mine = sorted(  # where it has cubes already: the likeliest (closest to Control)
                (s for s in spaces if state.cubes.get(s, {}).get(f)),
                key=lambda s: -state.cubes[s][f],
            )
            pairs = [
                Choice(f"two:{s}", at(s, Msg("frondeurs-do-place", n=2, cost=0)), place=s)
                for s in _pairs(state, f, task, mine)
            ]

            def one(s: str) -> Text:
                return at(s, Msg("frondeurs-do-place", n=1, cost=spaces[s]))

            picks = pick(list(spaces), task.zone, True, [*pairs, *extra], mine, one)
            return _placing(task), Msg("frondeurs-ask-place", n=task.place), picks
        if task.remove > 0 and (held := actions.removable(state, f, task)):

            def off(s: str) -> Text:
                who = board.owner(state, s)
                return at(s, Msg("frondeurs-do-remove", whose=flow.name(who or f)))

            picks = pick(held, task.zone, done=True, label=off)
            return "remove", Msg("frondeurs-ask-remove", n=task.remove), picks
        if task.move and task.dest is None and (dests := actions.move_dests(state, f, task)):
            return "move_to", Msg("frondeurs-ask-move-to"), _destinations(state, f, task, dests)
        if task.move and task.dest is not None:
            asked = Msg("frondeurs-ask-movers", space=_n(task.dest))
            return "movers", asked, _movers(state, f, task)
        return "", "", []

    def choosing(self, state: FrondeursState) -> list[str]:
        """The Spaces the decision now is about (its choices' places), for the table to name:
        public, so drawn from what all see. A card's ready-made play names none (it would tell
        the hand), and a Coin's cubes go where a Coin worth most could put them (their number
        is its secret value)."""
        f = self.acting(state)
        if f is None:
            return []
        task = state.task
        if state.asks or state.displacement is not None:
            choices: list[Choice] = self._step(state)[2]
        elif task is not None and task.coin and task.place > 0:
            most = task.model_copy(update={"place": COIN_MOST})
            return sorted(actions.placeable(state, f, most))
        elif task is None and not state.after:  # the cards aside: the bonuses' Spaces
            choices = _offer(seats.duties(state, f, windows.bonus_choices(state, f, "before")))
        else:
            choices = self._step(state)[2]
        return sorted({c.place for c in choices if c.place in DATA.spaces})

    @staticmethod
    def _play_step(state: FrondeursState, f: Faction, made: bool) -> tuple[str, Text, list[Choice]]:
        """A card to play with its action (§5.22 iv), each Action card's options with their
        ready-made plays (`plans`), and the bonuses open before the card."""
        hand = state.held(f).hand
        season = [c for c in hand if flow.is_season(c)]  # §6.32: it must be played,
        if len(season) <= state.tokens.cards_owed:  # though a Crown's card may go first (§6.33)
            season = []
        extra = seats.duties(state, f, windows.bonus_choices(state, f, "before"))
        if season:  # §6.32: the Season card is the card to play
            cards = [c for card in season for c in _season_plays(state, f, card)]
            return "play_season", Msg("frondeurs-ask-play-season"), _offer([*cards, *extra])
        made = made and state.tokens.card_token is None  # a Coin or a Crown goes with the card
        cards = [
            c
            for card in hand
            for c in (
                _season_plays(state, f, card)
                if flow.is_season(card)
                else _plays(state, f, card, made)
            )
        ]
        return "play", Msg("frondeurs-ask-play"), _offer([*cards, *extra])

    def prompt(self, state: FrondeursState, seat: int) -> Prompt | None:
        check_seat(state.num_players, seat)
        if seat not in self.active_seats(state):
            return None
        kind, question, choices = self._step(state)
        f = self.acting(state)
        assert f is not None
        whose = seats.ask(state, f, question)  # when a seat plays several (§5.32)
        return Prompt(
            text=Msg.join([whose, Msg(f"frondeurs-why-{kind}")], " "),
            choices=list(choices),
            ask=seats.short_ask(state, f, kind),
            help=Msg(f"frondeurs-help-{kind}"),
            amount=self._amount(state),
        )

    @staticmethod
    def _amount(state: FrondeursState) -> Amount | None:
        """A number the step lets the player type beyond its listed choices, if any."""
        if not state.asks:
            return None
        handler = windows.ASKS[state.asks[0].kind]
        return handler.amount(state, state.asks[0]) if handler.amount is not None else None

    # ---- moves --------------------------------------------------------------------------------
    def apply(self, state: FrondeursState, seat: int, choice_id: str) -> list[Event]:
        check_seat(state.num_players, seat)
        if seat not in self.active_seats(state):
            raise IllegalAction(Msg("frondeurs-not-your-turn"))
        _, choices = self._choices(state, made=False)
        taken = picking.answer(choices, choice_id)  # a Space may be named though folded away
        if taken is None and choice_id.count(":") == 3:  # a ready-made play: seek it out
            taken = picking.answer(self._choices(state)[1], choice_id)
        amount = self._amount(state)
        if taken is None and amount is not None and amount.allows(choice_id):
            taken = choice_id
        if taken is None and amount is not None and (why := amount.refusal(choice_id)):
            raise IllegalAction(why)
        if taken is None:
            raise IllegalAction(Msg("frondeurs-not-a-choice", typed=clip(choice_id)))
        choice_id = taken
        events = self._do(state, choice_id)
        events += self._settle(state)
        events = actions.merged(events + windows.run("watch", state))  # a line a placement
        self._log(state, events)
        return events

    def _do(self, state: FrondeursState, cid: str) -> list[Event]:
        f = self.acting(state)
        assert f is not None
        head, _, arg = cid.partition(":")
        if state.asks:
            ask = state.asks[0]
            return windows.ASKS[ask.kind].answer(state, ask, cid)
        if d := state.displacement:
            if head == "zone":
                d.zone = arg
                return []
            if head == "back":
                d.zone = None
                return []
            flow.put(state, d.faction, arg, 1)
            d.cubes -= 1
            d.zone = None
            events = [Event(Msg("frondeurs-falls-back", who=flow.name(d.faction), space=_n(arg)))]
            if not d.cubes:
                state.displacement = None
            return events + flow.claim(state, d.faction, arg)
        task = state.task
        if head in windows.BONUSES and task is None:
            return windows.BONUSES[head].answer(state, f, cid)
        if head == "end" and task is None:
            return flow.end_turn(state)
        if head == "play":  # a card with its action declared (§5.22 iv, §6.21)
            return self._play(state, f, arg)
        assert task is not None
        if head == "zone":
            task.zone = arg
            return []
        if head == "back":
            task.zone = None
            task.dest = None
            task.movers = {}
            return []
        if head == "done":
            task.zone = None
            if task.place > 0:
                task.place = 0
            elif task.remove > 0:
                task.remove = 0
            else:
                task.move = 0
            return []
        if head == "forfeit":  # §7.44: a placement given up toward the King's Pawn
            task.place -= 1
            task.zone = None
            return tokens.pay_pawn(state, f, Msg("frondeurs-pawn-gives-up", who=flow.name(f)))
        if head == "from":  # "from:<Space>:<cubes>"
            src, _, n = arg.partition(":")
            task.movers[src] = task.movers.get(src, 0) + int(n)
            return []
        if head == "go":
            return self._move(state, f, task)
        if head == "all":  # the usual earmark, moved at once
            task.movers = actions.earmark(state, f, task)
            return self._move(state, f, task)
        if head == "to":  # a destination and its usual earmark, in one step
            task.zone, task.dest = None, arg
            task.movers = actions.earmark(state, f, task)
            return self._move(state, f, task)
        if head == "own":  # the movers picked by hand: destinations alone
            task.own = True
            return []
        task.zone = None  # a Space
        if head == "two":  # the second cube unless a question came up after the first
            events = self._place(state, f, task, arg)
            return events if state.asks else events + self._place(state, f, task, arg)
        if task.place > 0 and arg in (spaces := actions.placeable(state, f, task)):
            return self._place(state, f, task, arg, spaces)
        if task.remove > 0:
            task.remove -= 1
            who = flow.take(state, arg, 1)
            said = Msg("frondeurs-removes", who=flow.name(f), whose=flow.name(who), space=_n(arg))
            return [Event(said)]
        task.dest = arg
        return []

    def _play(self, state: FrondeursState, f: Faction, arg: str) -> list[Event]:
        """A card played: "<card>:<option>", an Action card with its option, its ready-made
        play after a third ":" (`plans`); "<card>", a Season card, the time of its free cubes
        asked next, or declared after a ":" ("first", "last")."""
        card, _, rest = arg.partition(":")
        option, _, plan = rest.partition(":")
        state.held(f).hand.remove(card)
        played = Event(Msg("frondeurs-plays", who=flow.name(f), card=flow.card_name(card)))
        if flow.is_season(card):
            state.task = flow.season_task(card)
        else:
            o = DATA.action_cards[card].options[int(option)]
            state.task = Task(
                card=card, option=int(option), place=o.place, remove=o.remove, move=o.move
            )
            said = Msg("frondeurs-plays-for", who=flow.name(f), card=flow.card_name(card),
                       how=flow.option_words(o))  # fmt: skip
            played = Event(said)
        seasons.on_play(state)  # §9.21: the free cubes before or after the effect
        events = [played, *windows.run("play", state, f, card)]
        if option in ("first", "last") and state.asks and state.asks[0].kind == seasons.TIMING:
            events += windows.ASKS[seasons.TIMING].answer(state, state.asks[0], option)
        if plan:
            n = plans.cubes(state, f, card, int(option))
            events += self._follow(state, plans.steps(card, int(option), plan.split(plans.SEP), n))
        return events

    def _follow(self, state: FrondeursState, steps: list[str]) -> list[Event]:
        """A ready-made play's steps, each taken as if chosen: it stops at a question (an ask, a
        Displacement) or at a step no longer offered, the rest being chosen as usual."""
        events: list[Event] = []
        for step in steps:
            if state.asks or state.displacement is not None or state.task is None:
                break
            taken = picking.answer(self._choices(state)[1], step)
            if taken is None:
                break
            events += self._do(state, taken)
        return events

    @staticmethod
    def _place(
        state: FrondeursState,
        f: Faction,
        task: Task,
        space: str,
        spaces: dict[str, int] | None = None,
    ) -> list[Event]:
        """A cube at a Space, if it may still go there, after any question first (d'Artagnan's
        block). `spaces` is `actions.placeable` now, when the caller has just asked it."""
        if spaces is None:
            spaces = actions.placeable(state, f, task)
        if space not in spaces or windows.holds("hold", state, f, space):
            return []
        return actions.place_at(state, f, task, space, spaces[space])

    def _move(self, state: FrondeursState, f: Faction, task: Task) -> list[Event]:
        assert task.dest is not None
        n, landed = sum(task.movers.values()), actions.arrivals(state, f, task)
        d = actions.resolve_move(state, f, task)
        dest = task.dest
        task.move = 0
        if landed == n:
            moved = Msg("frondeurs-moves", who=flow.name(f), n=n, space=_n(dest))
        else:  # a dashed or arrow line, or a Peer, costs a cube (§6.63): say what arrives
            moved = Msg("frondeurs-moves-paid", who=flow.name(f), n=n, landed=landed,
                        paid=n - landed, space=_n(dest))  # fmt: skip
        events = [Event(moved)]
        if d is not None:
            who = flow.name(d.faction)
            events.append(Event(Msg("frondeurs-must-withdraw", who=who, n=d.cubes)))
            if actions.retreats(state, d):
                state.displacement = d
        return events + flow.claim(state, f, dest)

    def _settle(self, state: FrondeursState) -> list[Event]:
        """Close every step with nothing left to choose: a finished card is discarded and the
        turn ends, unless a bonus may follow it (then the player ends it); a finished bonus
        returns to where the turn was; a Season card's effect follows its free cubes; a
        deployment passes to the next faction."""
        events: list[Event] = []
        while state.phase != "over" and state.displacement is None and not state.asks:
            task = state.task
            if task is None:
                if not state.after or windows.bonus_choices(state, state.active, "after"):
                    break
                events += flow.end_turn(state)
                continue
            if self._choices(state)[1]:
                break
            if task.card == "deploy":
                state.task = None
                events += self._next_deploy(state)
            elif task.bonus:
                state.task = None
                events += windows.run("bonus_done", state, task)
            elif flow.is_season(task.card) and task.free:
                task.free = False
                task.place = 0
                if not task.effect_done:
                    events += flow.season_effect(state, task.card)
            else:
                flow.discard_card(state)
                state.after = True
                events += windows.run("card_done", state, task)
        return events

    # ---- what players see -----------------------------------------------------------------------
    def private(self, state: FrondeursState, seat: int) -> dict[str, Any]:
        """The seat's own cards and Coin values (§6.12, §6.84), under `yours`: apart from the
        public entries, so only these change the seat's hand DM. The Dummy's are face up
        (§4.22, §5.42), in its public entry instead."""
        yours = {}
        for f in TURN_ORDER:
            if state.seat(f) == seat and not seats.is_dummy(state, f):
                h = state.held(f)
                yours[f.value] = {"hand": list(h.hand), "coin_values": list(h.coins)}
        return {"yours": yours}

    def public(self, state: FrondeursState) -> dict[str, Any]:
        """The spectator's view; a seat's adds its `yours`."""
        factions = {}
        for f in TURN_ORDER:
            h = state.held(f)
            open_hand = seats.is_dummy(state, f)  # the Dummy's is face up (§4.22, §5.42)
            factions[f.value] = {
                "seat": state.seat(f),  # the seat playing it now (the Dummy's runner)
                "dummy": seats.is_dummy(state, f),
                "supply": h.supply,
                "hand_size": len(h.hand),
                # §6.12: that a Season card is held is public, not which (the owner's `yours`)
                "season_cards": sum(flow.is_season(c) for c in h.hand),
                "crowns": h.crowns,
                "coins": len(h.coins),
                "musketeers": list(h.musketeers),
                "mid_pp": h.mid_pp,
                "spanish_uses": h.spanish_uses,  # -5 each (§7.65)
                "score": board.score(state, f),
                **({"hand": list(h.hand), "coin_values": list(h.coins)} if open_hand else {}),
            }
        acting = self.acting(state)
        return {
            "phase": state.phase,
            "turn": state.turn,
            "active": state.active.value,
            "acting": None if acting is None else acting.value,  # an answer out of turn too
            # texts as JSON, as a view is (the renderers read them back with `from_json`)
            "season": to_json(flow.season_name(state.season)),
            "cubes": {s: {f.value: n for f, n in h.items()} for s, h in state.cubes.items()},
            "crowns_on": dict(state.crowns_on),
            "coins_on": {s: len(v) for s, v in state.coins_on.items()},
            "musketeers_on": list(state.musketeers_on),
            "kings_pawn": {
                "holder": state.kings_pawn.value if state.kings_pawn else None,
                "on": state.tokens.pawn_on,
            },
            "arrested": dict(state.arrested),
            "choosing": self.choosing(state),  # the Spaces the decision now is about
            "army_commander": state.army_commander,
            "discard_row": list(state.discard_row),
            "action_deck": len(state.action_deck),
            "season_deck": len(state.season_deck),
            "factions": factions,
            "yours": {},  # a seat's own cards and Coin values: `private`
            "spanish_gold": {  # the boxes are public (§7.6)
                f.value: state.held(f).box for f in TURN_ORDER if f != Faction.MAZARINIST
            },
            "mazarin_exile": state.held(Faction.MAZARINIST).box,
            "log": [told_json(line) for line in state.log],
            "players": state.num_players,
            "dummy": state.dummy.value if state.dummy else None,
            "teams": [list(t) for t in seats.TEAMS] if state.teams else None,
            "seat_scores": [v for _, v in sorted(seats.seat_scores(state).items())],  # §8.4
            **({"winners": [f.value for f in _winning(state)]} if state.phase == "over" else {}),
        }

    def outcome(self, state: FrondeursState) -> Outcome | None:
        if state.phase != "over":
            return None
        return Outcome(
            winners=seats.winners(state),
            scores=self.standing(state),
            reason=_why_won(state),
        )

    def standing(self, state: FrondeursState) -> dict[int, float]:
        return {s: float(v) for s, v in sorted(seats.seat_scores(state).items())}

    def chapter(self, state: FrondeursState) -> Text:
        """A Season, then the turn: one board message spans a Season's turns (about five)."""
        return Msg.join(
            [flow.season_name(state.season), Msg("frondeurs-chapter-turn", n=state.turn)]
        )

    def table_standing(self, view: dict[str, Any]) -> Text:
        """The standing a closed board opens with (`games.core.TableStanding`)."""
        return standing.table_standing(view)

    def reveals(self, before: FrondeursState, after: FrondeursState, seat: int) -> Text | None:
        """The decks are shuffled at the start and drawn from later, which moves no generator;
        the test options' scripted dice are not the generator either (docs/ADDING_A_GAME.md);
        a Coin taken from the board shows its value (§6.84), and the Faction Swap a hand, to
        their new holder (values and numbers the generic rule cannot tell from the table's)."""
        if after.dice != before.dice:
            return Msg("frondeurs-reveal-die")
        if seats.handed_over(before, after):  # a hand changes seats: its new player sees it
            return Msg("frondeurs-reveal-swap")
        if sum(map(len, after.coins_on.values())) < sum(map(len, before.coins_on.values())):
            return Msg("frondeurs-reveal-coin")  # a Coin taken: its value, to its new holder
        if drawn(before.action_deck, after.action_deck) or drawn(
            before.season_deck, after.season_deck
        ):
            return Msg("frondeurs-reveal-draw")
        return None


def _why_won(state: FrondeursState) -> Msg:
    """Why the winners won, and what ended the game (§8.1, §8.24)."""
    scores = seats.seat_scores(state)
    won = seats.winners(state)
    best = max(scores.values())
    how = flow.ending(state.ended or "track")
    tied = [s for s, v in scores.items() if v == best and s not in won]
    if not tied:
        return Msg("frondeurs-won-most", n=best, how=how)
    if any(state.kings_pawn in seats.counted(state, s) for s in won):
        return Msg("frondeurs-won-pawn", n=best, how=how)
    return Msg("frondeurs-won-tie-order", n=best, how=how)


def _winning(state: FrondeursState) -> list[Faction]:
    """The factions of the winning seats, for the pictures: those whose score counted."""
    if state.num_players == 4 and not state.teams:
        return flow.winners(state)
    won = seats.winners(state)
    return [
        f for f in TURN_ORDER if f != state.dummy and any(f in seats.counted(state, s) for s in won)
    ]


def _placing(task: Task) -> str:
    """Which kind of placement this is, for its help."""
    if task.card == "deploy":
        return "deploy"
    if task.free:
        return "season_cubes"
    if task.coin:
        return "coin_cubes"
    return "anywhere" if task.anywhere else "place"


def _destinations(state: FrondeursState, f: Faction, task: Task, spaces: list[str]) -> list[Choice]:
    """Each destination with its usual movers, one choice (`to:`, §6.61-6.65); or, once the
    player chose to pick the cubes (`own`), each destination alone, the cubes next (`sp:`,
    which is legal throughout, as it always was)."""
    if task.own:
        return pick(spaces, task.zone, done=True)
    usual = {}
    for dest in spaces:
        trial = task.model_copy(update={"dest": dest})
        if movers := actions.earmark(state, f, trial):
            usual[dest] = actions.arrivals(state, f, trial.model_copy(update={"movers": movers}))

    def go(dest: str) -> Text:
        return at(dest, Msg("frondeurs-do-move", n=usual[dest]))

    own = Choice("own", Msg("frondeurs-own-movers"))
    chosen = pick([d for d in spaces if d in usual], task.zone, True, [own], (), go, "to")
    chosen.spaces = tuple(spaces)
    return chosen


def _movers(state: FrondeursState, f: Faction, task: Task) -> list[Choice]:
    """The usual earmark in one step (the cheapest routes first, up to the card's number), or
    the cubes chosen by Space, as many there as wanted at a time, then "move" (§6.61-6.65)."""
    assert task.dest is not None
    out = []
    if not task.movers and (usual := actions.earmark(state, f, task)):
        n = sum(usual.values())
        out.append(Choice("all", Msg("frondeurs-move-usual", n=n, sources=_sources(usual))))
    if actions.move_ready(state, f, task):
        n = sum(task.movers.values())
        taken = _sources(task.movers)
        out.append(Choice("go", Msg("frondeurs-move-taken", n=n, sources=taken)))
    for s, (have, cost) in actions.move_sources(state, f, task).items():
        out += [
            Choice(f"from:{s}:{n}", at(s, Msg("frondeurs-do-take", n=n, paid=cost)), place=s)
            for n in range(1, have + 1)
        ]
    return [*out[: picking.MENU - 1], Choice("back", Msg("frondeurs-other-destination"))]


def _pairs(state: FrondeursState, f: Faction, task: Task, mine: list[str]) -> list[str]:
    """Spaces of the faction's where two cubes may go in one step (the 2-a-Space limit of
    §6.46 allowing, and two cubes still to place: no more than 2 in all after Spanish Gold
    taken before the card, §7.62): the three holding most of its cubes."""
    if task.place < 2 or state.held(f).supply < 2 or gold.room(state, task) < 2:
        return []
    return [s for s in mine if task.coin or not task.placed.get(s)][:3]


SOURCES_SHOWN = 24  # characters of the movers' Space names a label holds, in either language


def _sources(movers: dict[str, int]) -> Text:
    """Where the movers come from, "Retz ×2, Louvre ×1", while the names fit a menu item;
    else how many Spaces."""
    longest = max(
        sum(len(DATA.spaces[s].short_in(lang)) + 4 for s in movers) for lang in ("en", "fr")
    )
    if longest > SOURCES_SHOWN:
        return Msg("frondeurs-from-spaces", n=len(movers))
    return Msg.join([Msg("frondeurs-n-from", n=n, space=_n(s)) for s, n in movers.items()], ", ")


def _plays(state: FrondeursState, f: Faction, card: str, made: bool) -> list[Choice]:
    """An Action card to play: each option, declared at once (§5.22 iv: before it starts), so
    one step plays it; with `made`, each option's ready-made play beside it (`plans`)."""
    options = DATA.action_cards[card].options
    title = DATA.action_cards[card].name
    out = []
    for i, o in enumerate(options):
        said = Msg("frondeurs-play-option", card=title, how=flow.option_words(o))
        out.append(Choice(f"play:{card}:{i}", said))
        if made and (spaces := plans.plan(state, f, card, i)):
            label = plans.label(state, f, card, i, spaces)  # about a card: no place (it
            out.append(Choice(plans.choice_id(card, i, spaces), label))  # would tell the hand)
    return out


def _season_plays(state: FrondeursState, f: Faction, card: str) -> list[Choice]:
    """A Season card to play, with the time of its two free cubes when they can be placed
    (§9.21): before its effect or after, one step ("play:<card>" alone still asks)."""
    named = flow.card_name(card)
    if not seasons.asks_timing(state, f, card):
        return [Choice(f"play:{card}", Msg("frondeurs-play-season", card=named))]
    return [
        Choice(f"play:{card}:first", Msg("frondeurs-play-season-first", card=named)),
        Choice(f"play:{card}:last", Msg("frondeurs-play-season-last", card=named)),
    ]


def _offer(choices: list[Choice]) -> Picks:
    """The play step's choices within a menu's 25: the Affiliate cube by its usual entry rather
    than by Space, then fewer ready-made plays, when they do not all fit. Earlier ids stay
    legal though not listed (`Picks.also`): a Season card alone ("play:<card>", which asks when
    its free cubes come), the Affiliate cube's entry ("aff")."""
    out = list(choices)
    if len(out) > picking.MENU and any(c.id.startswith("aff:") for c in out):
        out = [c for c in out if not c.id.startswith("aff:")]
        if all(c.id != "aff" for c in out):
            out.append(Choice("aff", Msg("frondeurs-affiliate")))
    while len(out) > picking.MENU and (made := [c for c in out if c.id.count(":") == 3]):
        out.remove(made[-1])
    offered = Picks(out)
    ids = {c.id for c in out}
    offered.also = (
        frozenset(
            {c.id.rsplit(":", 1)[0] for c in out if c.id.endswith((":first", ":last"))}
            | ({"aff"} if any(c.id.startswith("aff:") for c in out) else set())
        )
        - ids
    )
    return offered
