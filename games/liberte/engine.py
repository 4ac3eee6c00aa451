"""Liberté, by Martin Wallace: every rule of `shared/rules/000_*.txt`, on the engine contract.

The turn runs by itself ("Game Play": order, refresh, actions, battle, election) and stops
wherever a player must decide; the decisions are small steps whose choices are exactly the legal
moves. Rule citations name the rulebook's headings; open readings are in RULES_NOTES.md.
"""

from __future__ import annotations

from functools import cache, reduce
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.core import (
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
from games.liberte import (
    actions,
    board,
    deck,
    elections,
    endings,
    explain,
    guide,
    refresh,
    standing,
    ties,
)
from games.liberte.data import DATA, FACTIONS, LETTER, Faction, series
from games.liberte.state import (
    HAND,
    TURNS,
    Action,
    LiberteState,
    PlayerState,
    Stack,
    Tie,
    card,
)
from texts import told

TURN_TRACK_BLOCKS = 2  # "Take two of each faction color and place them underneath the 2-space"


class LiberteOptions(BaseModel):
    """Test set-ups: fix the start player, the opening hands and the face-up cards (card
    numbers); whatever is not fixed is dealt from the seed."""

    model_config = ConfigDict(extra="forbid")
    start_player: int | None = Field(default=None, ge=0, le=5)
    hands: list[list[int]] | None = None
    face_up: list[int] | None = Field(default=None, max_length=3)

    @model_validator(mode="after")
    def _a_set(self) -> LiberteOptions:
        fixed = [c for h in self.hands or [] for c in h] + list(self.face_up or [])
        if len(set(fixed)) != len(fixed):
            raise ValueError("a card is given twice")
        wrong = [c for c in fixed if str(c) not in DATA.cards or DATA.cards[str(c)].set != "A"]
        if wrong:
            raise ValueError(f"{wrong} are not A-set cards (the opening deal is from the A-set)")
        if any(len(h) != HAND for h in self.hands or []):
            raise ValueError(f"each hand holds {HAND} cards")
        return self


class Liberte(Engine[LiberteState, LiberteOptions]):
    state_model = LiberteState
    options_model = LiberteOptions
    log_lines = 8
    meta = GameMeta(
        id="liberte",
        title="Liberté",
        min_players=3,
        max_players=6,
        summary=Msg("liberte-summary"),
        options_model=options_model,
        length=Msg("liberte-length"),
        aid=load_aid(Path(__file__).with_name("AID.md")),
        aids={"fr": load_aid(Path(__file__).with_name("AID.fr.md"))},
    )

    # ---- set-up ---------------------------------------------------------------------------
    def start(self, num_players: int, opts: LiberteOptions, rng: Rng) -> LiberteState:
        if opts.hands is not None and len(opts.hands) != num_players:
            raise SetupError(Msg("liberte-setup-hands", players=num_players, hands=len(opts.hands)))
        if opts.start_player is not None and opts.start_player >= num_players:
            raise SetupError(Msg("liberte-setup-start", last=num_players - 1))
        # "Randomly determine a start player ... Then proceeding clockwise".
        start = rng.below(num_players) if opts.start_player is None else opts.start_player
        fixed = {str(c) for h in opts.hands or [] for c in h} | {str(c) for c in opts.face_up or []}
        # "Separate and shuffle the B-set ... Shuffle the A-set cards and deal seven cards ...
        # Place the remaining A-set cards on top of the B-set. Flip over the top three cards".
        b_set = DATA.deck("B")
        rng.shuffle(b_set)
        a_set = [k for k in DATA.deck("A") if k not in fixed]
        rng.shuffle(a_set)
        if opts.hands is None:
            hands = [a_set[i * HAND : (i + 1) * HAND] for i in range(num_players)]
            a_set = a_set[num_players * HAND :]
        else:
            hands = [[str(c) for c in h] for h in opts.hands]
        face_up = [str(c) for c in opts.face_up or []]
        rest = a_set + b_set
        missing = deck.FACE_UP - len(face_up)
        face_up, rest = face_up + rest[:missing], rest[missing:]
        supply = DATA.board.supply
        state = LiberteState(
            num_players=num_players,
            order=[(start + i) % num_players for i in range(num_players)],
            players=[PlayerState(hand=h) for h in hands],
            board=[[] for _ in DATA.provinces],
            supply={
                Faction.RADICAL: supply.R - TURN_TRACK_BLOCKS,
                Faction.MODERATE: supply.B - TURN_TRACK_BLOCKS,
                Faction.ROYALIST: supply.W - TURN_TRACK_BLOCKS,
            },
            deck=rest,
            face_up=face_up,
            rng=rng,
        )
        events = [Event(Msg("liberte-first-turn", who=seat_tag(start)))]
        self._start_actions(state)
        events += self.advance(state)
        self._log(state, events)
        return state

    # ---- whose decision ---------------------------------------------------------------------
    @staticmethod
    def _decider(state: LiberteState) -> int | None:
        if state.end is not None:
            return None
        if state.tie is not None:
            return ties.asker(state.tie)
        if state.refresh is not None:
            return state.refresh.seat
        if state.action is not None:
            return state.action.seat
        return None

    def active_seats(self, state: LiberteState) -> list[int]:
        seat = self._decider(state)
        return [] if seat is None else [seat]

    def _choices(self, state: LiberteState) -> list[Choice]:
        if state.tie is not None:
            return ties.choices(state, state.tie)
        if state.refresh is not None:
            return refresh.choices(state, state.refresh)
        assert state.action is not None
        return actions.choices(state, state.action)

    def _text(self, state: LiberteState, legal: list[Choice]) -> Text:
        """The decision's text; `legal` are its choices, made once for the prompt and the text."""
        if state.tie is not None:
            return _tie_text(state.tie)
        if state.refresh is not None:
            return refresh.text(state, state.refresh)
        assert state.action is not None
        return actions.text(state, state.action, legal)

    def prompt(self, state: LiberteState, seat: int) -> Prompt | None:
        check_seat(state.num_players, seat)
        if seat != self._decider(state):
            return None
        ask, help_ = guide.ask_help(state)
        legal = self._choices(state)
        return Prompt(self._text(state, legal), legal, ask=ask, help=help_)

    # ---- moves ------------------------------------------------------------------------------
    def apply(self, state: LiberteState, seat: int, choice_id: str) -> list[Event]:
        check_seat(state.num_players, seat)
        if state.end is not None:
            raise IllegalAction(Msg("liberte-game-is-over"))
        decider = self._decider(state)
        if seat != decider:
            raise IllegalAction(Msg("liberte-not-your-decision", who=seat_tag(decider or 0)))
        legal = self._choices(state)
        if choice_id not in {c.id for c in legal}:
            said = self._text(state, legal)
            raise IllegalAction(explain.why(state, seat, choice_id, legal, said))
        if state.tie is not None:
            tie = state.tie
            events, settled = ties.answer(state, tie, choice_id)
            if settled is not None:
                events += elections.settle(state, tie, settled)
        elif state.refresh is not None:
            events = refresh.apply(state, state.refresh, choice_id)
        else:
            assert state.action is not None
            events = actions.apply(state, state.action, choice_id)
        events += self.advance(state)
        self._log(state, events)
        return events

    # ---- the turn runs by itself between decisions ------------------------------------------
    def advance(self, state: LiberteState) -> list[Event]:
        """Runs the turn by itself up to the next decision (tests use it to resolve a position)."""
        events: list[Event] = []
        while True:
            if state.phase == "action" and any(n <= 0 for n in state.supply.values()):
                # "The Action Phase ends when one supply of Faction Blocks is exhausted"; blocks
                # returned later cannot extend it ("Important: Once the end ... triggered").
                state.ending = True
            events += endings.counter_revolution(state)
            if state.end is not None or self._decider(state) is not None:
                return events
            events += self._step(state)

    def _step(self, state: LiberteState) -> list[Event]:
        if state.phase == "order":
            return self._new_turn(state)
        if state.phase == "refresh":
            if state.actor < state.num_players:
                return refresh.begin(state, state.order[state.actor])
            self._start_actions(state)
            return []
        if state.phase == "action":
            return self._next_action(state)
        if state.phase == "battle":
            return elections.battle(state)
        return elections.step(state)

    def _new_turn(self, state: LiberteState) -> list[Event]:
        if state.turn_track:  # "At the start of Turn 2, return the six Faction Blocks"
            for f in FACTIONS:
                state.supply[f] += TURN_TRACK_BLOCKS
            state.turn_track = False
        # "1. Determine Player Order": most VPs first; "In case of a tie, decide randomly".
        seats = list(range(state.num_players))
        state.rng.shuffle(seats)
        seats.sort(key=lambda s: -state.players[s].vp)
        state.order = seats
        # "2. Refresh Hand": "players return to their hand any cards in their personal display".
        for p in state.players:
            p.hand += p.display
            p.display = []
        state.phase, state.actor = "refresh", 0
        fight = DATA.battles[state.turn]
        order = ", ".join(seat_tag(s) for s in seats)
        said = Msg("liberte-new-turn", turn=state.turn, battle=fight.name, vp=fight.vp, order=order)
        return [Event(said)]

    @staticmethod
    def _start_actions(state: LiberteState) -> None:
        state.phase, state.actor, state.round, state.ending = "action", 0, 1, False

    def _next_action(self, state: LiberteState) -> list[Event]:
        if state.actor < state.num_players:
            state.action = Action(seat=state.order[state.actor])
            return []
        # A round is over: "Rounds are continued until one supply of Faction Blocks is exhausted
        # and the last player takes the last Action of the Round."
        if not state.ending:
            state.round += 1
            state.actor = 0
            return []
        events = [Event(Msg("liberte-actions-end", turn=state.turn))]
        if state.turn == 1:  # "4. Battle Phase: During Turn 1, this Phase is skipped."
            elections.enter(state)
        else:
            state.phase = "battle"
        return events

    # ---- what players see -------------------------------------------------------------------
    def public(self, state: LiberteState) -> dict[str, Any]:
        fight = DATA.battles.get(state.turn)
        act = state.action
        return {
            "game": self.meta.id,
            "turn": state.turn,
            "turns": TURNS,
            "chapter": self.chapter(state),
            "phase": state.phase,
            "round": state.round,
            "battle": None if fight is None else {"name": fight.name, "vp": fight.vp},
            "order": list(state.order),
            "active": self.active_seats(state),
            "status": self._status(state),
            "board": [[_stack_view(s) for s in stacks] for stacks in state.board],
            "supply": by_letter(state.supply),
            "turn_track": state.turn_track,
            "election": by_letter(state.election),
            "government": state.government and state.government.value,
            "opposition": state.opposition and state.opposition.value,
            "presence": list(state.presence),
            "lost_battles": [lb.turn for lb in state.lost_battles],
            "counter_revolution": board.counter_revolution_count(state),
            "province_marker": state.province if state.phase == "election" else None,
            "players": [
                {
                    "vp": p.vp,
                    "hand_size": len(p.hand),
                    "display": list(p.display),
                    "held": by_letter(p.held),
                    "battle": p.battle,
                }
                for p in state.players
            ],
            "face_up": list(state.face_up),
            "deck_size": len(state.deck),
            "discard_size": len(state.discard),
            "removed_size": len(state.removed),
            "in_play": None
            if act is None or act.card is None
            else {"seat": act.seat, "card": act.card},
            "tie": None if state.tie is None else _tie_view(state.tie),
            "log": [told(line) for line in state.log],
            "end": state.end,
            "outcome": endings.result_view(state),
        }

    def private(self, state: LiberteState, seat: int) -> dict[str, Any]:
        """Whose view it is and that seat's hand, which only it sees."""
        return {"seat": seat, "hand": actions.by_number(state.players[seat].hand)}

    def _status(self, state: LiberteState) -> Text:
        if state.end is not None:
            return endings.status(state)
        seat = self._decider(state)
        who = seat_tag(seat) if seat is not None else ""
        if state.tie is not None:
            province = state.tie.province
            where = "" if province is None else Msg("liberte-in", where=DATA.in_province(province))
            return Msg("liberte-status-tie", who=who, what=ties.name(state.tie.purpose),
                       where=where)  # fmt: skip
        if state.refresh is not None:
            return Msg("liberte-status-refresh", who=who)
        last = "yes" if state.ending else "no"
        return Msg("liberte-status-act", who=who, round=state.round, last=last)

    def outcome(self, state: LiberteState) -> Outcome | None:
        return endings.outcome(state)

    def chapter(self, state: LiberteState) -> Text:
        """One chapter per action round and one per other phase of the turn ("Game Play"); the
        national government, after the provincial elections, has its own."""
        if state.end is not None:
            return Msg("liberte-chapter-over")
        if state.phase == "action":
            return _chapter(state.turn, "action", state.round)
        phase: str = state.phase
        if state.phase == "election" and state.election_stage != "provinces":
            phase = "government"
        return _chapter(state.turn, phase, 0)

    def standing(self, state: LiberteState) -> dict[int, float]:
        """Victory Points; once a Landslide or a Counter-revolution ends the game, the Red or
        White Points it is won on."""
        result = endings.outcome(state)
        if result is not None:
            return dict(result.scores)
        return {s: float(p.vp) for s, p in enumerate(state.players)}

    def table_standing(self, view: dict[str, Any]) -> Text:
        """The standing a closed board opens with (`games.core.TableStanding`)."""
        return standing.table_standing(view)

    def reveals(self, before: LiberteState, after: LiberteState, seat: int) -> Text | None:
        """The deck is shuffled at the start and drawn from later, which moves no generator: a
        card off it (drawn, or turned face up to refill the row) is news to someone."""
        return Msg("liberte-reveal-draw") if drawn(before.deck, after.deck) else None


@cache
def _chapter(turn: int, phase: str, round_: int) -> Text:
    """A chapter's title, made once per turn and round or phase: a search asks it at every step."""
    said = Msg("liberte-chapter-turn", turn=turn)
    if phase == "action":
        return Msg.join([said, Msg("liberte-chapter-round", round=round_)])
    return Msg.join([said, Msg(f"liberte-chapter-{phase}")])


def _tie_text(tie: Tie) -> Text:
    """ "The vote in Normandie is tied. You may advance a white card from your display;
    whoever advances the highest value wins it. Or advance none and keep your cards." """
    needs = tie.sides if tie.factions else [str(ties.asker(tie))]
    colours = [Faction(tie.need[s]).colour("f") for s in needs if tie.need[s] != ties.GENERAL]
    colour = reduce(lambda a, b: Msg("liberte-or", a=a, b=b), colours) if colours else ""
    where = "" if tie.province is None else DATA.in_province(tie.province)
    again = Msg("liberte-tie-again", round=tie.round) if tie.round > 1 else ""
    purpose = tie.purpose.replace("_", "-")
    parts: list[Text] = [Msg(f"liberte-tie-{purpose}", where=where, again=again, colour=colour)]
    # Answers come in player order: the later ones need to know the value to beat.
    if tie.bids:
        bids = [
            Msg("liberte-tie-bid", who=seat_tag(b.seat), card=card(b.card).name,
                value=card(b.card).value)
            for b in tie.bids
        ]  # fmt: skip
        parts.append(Msg("liberte-tie-so-far", bids=series(bids)))
    if len(tie.askers) == 1 and not tie.factions:
        parts.append(Msg("liberte-tie-alone"))
    return Msg.join(parts, " ")


def _stack_view(stack: Stack) -> dict[str, Any]:
    """A stack as `stack.model_dump(mode="json")` gives it, written out: pydantic reads an Enum's
    value the slow way, and the search asks a view at every step of its playouts."""
    return {"owner": stack.owner, "faction": LETTER[stack.faction], "height": stack.height}


def by_letter(counts: dict[Faction, int]) -> dict[str, int]:
    """Counts per faction as the view shows them: keyed by the plain letter."""
    return {LETTER[f]: n for f, n in counts.items()}


def _tie_view(tie: Tie) -> dict[str, Any]:
    return {
        "purpose": tie.purpose,
        "sides": list(tie.sides),
        "province": tie.province,
        "round": tie.round,
        "bids": [b.model_dump() for b in tie.bids],
        "waiting": tie.askers[tie.asked :],
    }
