"""Revolt, by Le Grümph & Albertine Ralenti: every rule of `shared/rules/004_*.txt`.

Rule citations name the rulebook's headings; readings the text leaves open are in RULES_NOTES.md.
"""

from __future__ import annotations

from collections import Counter
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
    clip,
    load_aid,
    seat_tag,
)
from games.revolt import cards, standing
from games.revolt.cards import PITCHFORK, Family, family, value
from texts import kept, told

TURNS = 3  # "End of the game": the game ends when the third turn is completed
TOTAL_COINS = 112  # "Components"

# The rule behind each decision, for the prompt's "?" ("How to play", "CUT", "NOTE").
HELP_LEAD = Msg("revolt-help-lead")
HELP_FOLLOW = Msg("revolt-help-follow")
HELP_TAKE = Msg("revolt-help-take")


class Play(BaseModel):
    seat: int
    card: str
    cut: bool = False


class SeatState(BaseModel):
    hand: list[str] = Field(default_factory=list)
    coins: int = 1  # "Setup": each player receives 1 coin from the supply
    coats: int = 0
    tricks: int = 0  # tricks won this turn, turned into coats-of-arms at its end
    # The families the table saw this player not follow this turn (`not_followed`): public,
    # kept only so the search deals it none of them (games/revolt/sampling.py).
    lacks: list[Family] = Field(default_factory=list)


class TrickResult(BaseModel):
    """A finished trick as the table shows it until the next card is played."""

    plays: list[Play]
    winner: int | None  # None: a Revolt, nobody won it
    turn: int = 1
    noble_bonus: int | None = None  # the seat given the Noble's bonus, if any
    knave_bonus: int | None = None  # the seat given the Knave's bonus, if any


class PendingTake(BaseModel):
    """The Knave's bonus with an empty supply and a tie for richest: the winner picks."""

    seat: int
    candidates: list[int]


class RevoltState(BaseModel):
    num_players: int
    turn: int = 1
    seats: list[SeatState]
    supply_coins: int
    cards: list[str]  # the cards in play (39 with 3 players), reshuffled every turn
    leader: int
    trick: list[Play] = Field(default_factory=list)
    last_trick: TrickResult | None = None
    pending_take: PendingTake | None = None
    # Who holds the pitchfork Citizen until it is played: the turn's first leader, as the
    # table saw. Kept for the search's deals, like `SeatState.lacks`; None once played (and
    # in states saved before it was kept).
    pitchfork: int | None = None
    log: list[str] = Field(default_factory=list)  # kept texts (texts.kept)
    finished: bool = False
    rng: Rng


class RevoltOptions(BaseModel):
    """`hands` fixes the first turn's deal (tests, bug reports); `supply_coins` the coin supply."""

    model_config = ConfigDict(extra="forbid")
    hands: list[list[str]] | None = None
    supply_coins: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _cards_exist(self) -> RevoltOptions:
        for hand in self.hands or []:
            unknown = [c for c in hand if not cards.is_card(c)]
            if unknown:
                raise ValueError(f"unknown cards {unknown}")
        return self


def chosen_family(trick: list[Play]) -> Family | None:
    """The family of the first card that is not a Citizen ("IMPORTANT!"); a cut chooses Blaggards
    ("Note: ... If you start a trick by cutting, the BLAGGARD family is the chosen family")."""
    for play in trick:
        if play.cut:
            return Family.BLAGGARD
        if family(play.card) is not Family.CITIZEN:
            return family(play.card)
    return None


def not_followed(before: list[Play], play: Play) -> Family | None:
    """The family `play` shows its player lacks, if any (`before`: the trick's earlier plays)."""
    # Revolt rules, "How to play": follow the chosen family if you can; a Citizen or a cut
    # may be played whether you can or not, and before a family is chosen any card goes.
    chosen = chosen_family(before)
    if chosen is None or play.cut or family(play.card) in (chosen, Family.CITIZEN):
        return None
    return chosen


class Revolt(Engine[RevoltState, RevoltOptions]):
    state_model = RevoltState
    options_model = RevoltOptions
    log_lines = 6
    meta = GameMeta(
        id="revolt",
        title="Revolt",
        min_players=3,
        max_players=5,
        summary=Msg("revolt-summary"),
        options_model=options_model,
        length=Msg("revolt-length"),
        aid=load_aid(Path(__file__).with_name("AID.md")),
        aids={"fr": load_aid(Path(__file__).with_name("AID.fr.md"))},
    )

    # ---- set-up ---------------------------------------------------------------------------
    def start(self, num_players: int, opts: RevoltOptions, rng: Rng) -> RevoltState:
        deck = list(cards.FULL_DECK)
        if opts.hands is not None:
            deck = _check_deal(opts.hands, num_players)
        elif num_players == 3:
            # "Setup": with 3 players remove one CITIZEN card, NOT the one with the pitchfork.
            deck.remove(rng.choice(cards.PLAIN_CITIZENS))
        supply = TOTAL_COINS - num_players if opts.supply_coins is None else opts.supply_coins
        state = RevoltState(
            num_players=num_players,
            seats=[SeatState() for _ in range(num_players)],
            supply_coins=supply,
            cards=sorted(deck, key=cards.sort_key),
            leader=0,
            rng=rng,
        )
        self._log(state, self._deal(state, opts.hands))
        return state

    def _deal(self, state: RevoltState, hands: list[list[str]] | None = None) -> list[Event]:
        """ "How to play": shuffle, deal evenly; the pitchfork Citizen's holder leads."""
        if hands is None:
            deck = list(state.cards)
            state.rng.shuffle(deck)
            size = cards.HAND_SIZE[state.num_players]
            hands = [deck[i * size : (i + 1) * size] for i in range(state.num_players)]
        for seat, hand in zip(state.seats, hands, strict=True):
            seat.hand = sorted(hand, key=cards.sort_key)
            seat.lacks = []
        state.leader = state.pitchfork = next(
            i for i, s in enumerate(state.seats) if PITCHFORK in s.hand
        )
        return [Event(Msg("revolt-deal", turn=state.turn, who=seat_tag(state.leader)))]

    # ---- whose decision ---------------------------------------------------------------------
    def to_play(self, state: RevoltState) -> int | None:
        if state.finished or state.pending_take is not None:
            return None
        return (state.leader + len(state.trick)) % state.num_players

    def active_seats(self, state: RevoltState) -> list[int]:
        if state.pending_take is not None:
            return [state.pending_take.seat]
        seat = self.to_play(state)
        return [] if seat is None else [seat]

    def prompt(self, state: RevoltState, seat: int) -> Prompt | None:
        check_seat(state.num_players, seat)
        if state.pending_take is not None:
            if seat != state.pending_take.seat:
                return None
            return Prompt(
                Msg("revolt-take-prompt"),
                [
                    Choice(f"take:{c}", Msg("revolt-take-label", who=seat_tag(c)))
                    for c in state.pending_take.candidates
                ],
                ask=Msg("revolt-take-ask"),
                help=HELP_TAKE,
            )
        if seat != self.to_play(state):
            return None
        return Prompt(
            self._prompt_text(state, seat),
            self._legal_choices(state, seat),
            ask=Msg("revolt-ask-follow") if state.trick else Msg("revolt-ask-lead"),
            help=HELP_FOLLOW if state.trick else HELP_LEAD,
        )

    def _prompt_text(self, state: RevoltState, seat: int) -> Msg:
        """What this seat may do, naming only the options its hand and purse allow."""
        player = state.seats[seat]
        chosen = chosen_family(state.trick)
        can_cut = player.coins > 0 and any(family(c) is Family.BLAGGARD for c in player.hand)
        trumps = can_cut and chosen not in (None, Family.BLAGGARD)
        cut = [Msg("revolt-option-cut")] if trumps else []
        if not state.trick:
            return Msg("revolt-prompt-lead", turn=state.turn)
        if chosen is None:
            return Msg("revolt-prompt-citizens")
        if not any(family(c) is chosen for c in player.hand):
            options = [Msg("revolt-option-any"), *cut]
            return Msg("revolt-prompt-none-held", family=chosen.said, options=_or(options))
        citizen = any(family(c) is Family.CITIZEN for c in player.hand)
        options = [
            Msg("revolt-option-follow"),
            *([Msg("revolt-option-citizen")] if citizen else []),
            *cut,
        ]
        return Msg("revolt-prompt-follow", family=chosen.said, options=_or(options))

    def _legal_choices(self, state: RevoltState, seat: int) -> list[Choice]:
        choices = []
        for card in state.seats[seat].hand:
            if self._why_illegal(state, seat, "play", card) is None:
                choices.append(Choice(f"play:{card}", _play_label(card), codes=_codes(card)))
        # A cut only trumps another family; where Blaggards are (or become) the chosen family
        # it ranks like the same card played (RULES_NOTES), so the label says so.
        pointless = "yes" if chosen_family(state.trick) in (None, Family.BLAGGARD) else "no"
        for card in state.seats[seat].hand:
            if self._why_illegal(state, seat, "cut", card) is None:
                label = Msg("revolt-cut-label", card=cards.name(card), code=cards.code(card),
                            pointless=pointless)  # fmt: skip
                choices.append(Choice(f"cut:{card}", label, codes=_codes(card)))
        return choices

    def _why_illegal(self, state: RevoltState, seat: int, kind: str, card: str) -> Msg | None:
        hand = state.seats[seat].hand
        if card not in hand:
            known = cards.by_code(card)
            if known is None:
                return Msg("revolt-no-such-card", text=clip(card))
            if known in hand:  # a French code in an id (play:F3): the card it names, if legal
                return self._why_illegal(state, seat, kind, known) or self._typed(
                    state, seat, f"{kind}:{known}"
                )
            return Msg("revolt-not-held", card=cards.code(known), name=cards.name(known))
        if kind == "cut":
            # "CUT": play a BLAGGARD card and place 1 coin from your own supply on it.
            if family(card) is not Family.BLAGGARD:
                return Msg("revolt-cut-not-blaggard")
            if state.seats[seat].coins < 1:
                return Msg("revolt-cut-no-coin")
            return None
        # "How to play": not following (`not_followed`) is legal only without a card to follow.
        chosen = not_followed(state.trick, Play(seat=seat, card=card))
        following = [c for c in hand if family(c) is chosen]
        if chosen is not None and following:
            return Msg("revolt-must-follow", family=chosen.said,
                       held=[cards.code(c) for c in following])  # fmt: skip
        return None

    def _typed(self, state: RevoltState, seat: int, choice_id: str) -> Msg:
        """A legal move typed by a code its id does not carry (F3 for play:R3): how to make it,
        by the label the player is shown."""
        label = next(c.label for c in self._legal_choices(state, seat) if c.id == choice_id)
        return Msg("revolt-code-typed", label=label)

    # ---- moves ------------------------------------------------------------------------------
    def apply(self, state: RevoltState, seat: int, choice_id: str) -> list[Event]:
        check_seat(state.num_players, seat)
        if state.finished:
            raise IllegalAction(Msg("revolt-game-is-over"))
        if state.pending_take is not None:
            return self._apply_take(state, seat, choice_id)
        kind, _, arg = choice_id.partition(":")
        to_play = self.to_play(state)
        assert to_play is not None  # not over and no take pending: someone is to play
        if seat != to_play:
            raise IllegalAction(Msg("revolt-not-your-turn", who=seat_tag(to_play)))
        if kind not in ("play", "cut"):
            typed = cards.by_code(choice_id)  # a bare code, R3 or F3: which card, and how
            if typed is not None:
                reason = self._why_illegal(state, seat, "play", typed)
                raise IllegalAction(reason or self._typed(state, seat, f"play:{typed}"))
            raise IllegalAction(Msg("revolt-not-a-move", text=clip(choice_id)))
        reason = self._why_illegal(state, seat, kind, arg)
        if reason is not None:
            raise IllegalAction(reason)

        player = state.seats[seat]
        player.hand.remove(arg)
        if kind == "cut":
            player.coins -= 1
            text = Msg("revolt-cuts", who=seat_tag(seat), card=cards.code(arg))
        else:
            text = Msg("revolt-plays", who=seat_tag(seat), card=cards.logged(arg))
        play = Play(seat=seat, card=arg, cut=kind == "cut")
        _note_shown(state, play)
        state.trick.append(play)
        events = [Event(text)]
        if len(state.trick) == state.num_players:
            events += self._resolve_trick(state)
        self._log(state, events)
        return events

    def _apply_take(self, state: RevoltState, seat: int, choice_id: str) -> list[Event]:
        pending = state.pending_take
        assert pending is not None
        if seat != pending.seat:
            raise IllegalAction(Msg("revolt-not-your-decision", who=seat_tag(pending.seat)))
        # The offered ids only: int() would read "take:01" or "take:٣" as a seat, and fail
        # with ValueError on "take:²" or 5,000 digits.
        victim = {f"take:{c}": c for c in pending.candidates}.get(choice_id)
        if victim is None:
            names = ", ".join(seat_tag(c) for c in pending.candidates)
            raise IllegalAction(Msg("revolt-take-from-richest", names=names))
        state.seats[victim].coins -= 1
        state.seats[seat].coins += 1
        state.pending_take = None
        events = [Event(Msg("revolt-knave-takes", who=seat_tag(seat), victim=seat_tag(victim)))]
        events += self._after_trick(state)
        self._log(state, events)
        return events

    def _resolve_trick(self, state: RevoltState) -> list[Event]:
        plays = state.trick
        cuts = [p for p in plays if p.cut]
        # "CUT": all the coins used in that trick are returned to the supply.
        state.supply_coins += len(cuts)
        result = state.last_trick = TrickResult(plays=list(plays), winner=None, turn=state.turn)
        state.trick = []
        counts = Counter(family(p.card) for p in plays)
        citizens = counts[Family.CITIZEN]
        # "REVOLT!": more Citizens than cards of any single other family (ties don't count);
        # nobody wins, no bonuses, and the player who started the trick leads the next.
        if all(citizens > counts[f] for f in (Family.NOBLE, Family.RASCAL, Family.BLAGGARD)):
            return [
                Event(Msg("revolt-revolt", n=citizens)),
                *self._after_trick(state),
            ]

        winner = self._trick_winner(plays)
        result.winner = winner
        state.seats[winner].tricks += 1
        state.leader = winner  # "Who wins the trick?": the winner starts the next one
        events = [Event(Msg("revolt-wins-trick", who=seat_tag(winner)))]
        events += self._bonuses(state, result)
        if state.pending_take is None:
            events += self._after_trick(state)
        return events

    @staticmethod
    def _trick_winner(plays: list[Play]) -> int:
        """ "Who wins the trick?": highest of the chosen family, unless someone cut ("CUT": a
        trump that beats any other family; several cuts, the highest Blaggard wins). When the
        chosen family is Blaggards every Blaggard, cut or not, ranks by value (RULES_NOTES)."""
        chosen = chosen_family(plays)
        cuts = [p for p in plays if p.cut]
        if cuts and chosen is not Family.BLAGGARD:
            contenders = cuts
        else:
            contenders = [p for p in plays if family(p.card) is chosen]
        return max(contenders, key=lambda p: value(p.card)).seat

    def _bonuses(self, state: RevoltState, result: TrickResult) -> list[Event]:
        """ "Who wins the trick?": Noble's and Knave's bonuses, won or not; a lone Noble is the
        highest and a lone Rascal the lowest ("NOTE")."""
        events = []
        nobles = [p for p in result.plays if family(p.card) is Family.NOBLE]
        if nobles:
            top = max(nobles, key=lambda p: value(p.card)).seat
            state.seats[top].coats += 1
            result.noble_bonus = top
            events.append(Event(Msg("revolt-noble-bonus", who=seat_tag(top))))
        rascals = [p for p in result.plays if family(p.card) is Family.RASCAL]
        if rascals:
            low = min(rascals, key=lambda p: value(p.card)).seat
            result.knave_bonus = low
            events.append(self._knave_bonus(state, low))
        return events

    def _knave_bonus(self, state: RevoltState, seat: int) -> Event:
        if state.supply_coins > 0:
            state.supply_coins -= 1
            state.seats[seat].coins += 1
            return Event(Msg("revolt-knave-bonus", who=seat_tag(seat)))
        # "NOTE": no coins in the supply: take one from the richest player; on a tie, the
        # bonus winner chooses. The richest *other* player (RULES_NOTES).
        others = [i for i in range(state.num_players) if i != seat]
        richest = max(state.seats[i].coins for i in others)
        candidates = [i for i in others if state.seats[i].coins == richest]
        if richest == 0:
            return Event(Msg("revolt-knave-no-coin", who=seat_tag(seat)))
        if len(candidates) > 1:
            state.pending_take = PendingTake(seat=seat, candidates=candidates)
            return Event(Msg("revolt-knave-chooses", who=seat_tag(seat)))
        victim = candidates[0]
        state.seats[victim].coins -= 1
        state.seats[seat].coins += 1
        return Event(Msg("revolt-knave-takes", who=seat_tag(seat), victim=seat_tag(victim)))

    def _after_trick(self, state: RevoltState) -> list[Event]:
        if any(s.hand for s in state.seats):
            return []
        # "End of a turn": 1 coat-of-arms per trick won; coins and coats are kept.
        won = ", ".join(f"{seat_tag(i)} {s.tricks}" for i, s in enumerate(state.seats))
        events = [Event(Msg("revolt-turn-ends", turn=state.turn, won=won))]
        for s in state.seats:
            s.coats += s.tricks
            s.tricks = 0
        if state.turn == TURNS:
            return events + self._end_game(state)
        state.turn += 1
        return events + self._deal(state)

    def _end_game(self, state: RevoltState) -> list[Event]:
        """ "End of the game": the richest gets 2 coats-of-arms, or 1 each when tied."""
        state.finished = True
        richest, bonus = _richest(state)
        for i in richest:
            state.seats[i].coats += bonus
        most = state.seats[richest[0]].coins
        who = [seat_tag(i) for i in richest]
        return [Event(Msg("revolt-game-over", who=who, tied=len(who), coins=most, bonus=bonus))]

    def _log(self, state: RevoltState, events: list[Event]) -> None:
        """One line a move (its public events joined), not one an event: a trick's ending says
        much at once."""
        line = Msg.join(e.text for e in events if e.to is None)
        state.log = [*state.log, kept(line)][-self.log_lines :]

    # ---- what players see -------------------------------------------------------------------
    def public(self, state: RevoltState) -> dict[str, Any]:
        outcome = self.outcome(state)
        return {
            "game": self.meta.id,
            "turn": state.turn,
            "turns": TURNS,
            "chapter": self.chapter(state),
            "seats": [
                {"coins": s.coins, "coats": s.coats, "tricks": s.tricks, "hand_size": len(s.hand)}
                for s in state.seats
            ],
            "trick": [p.model_dump() for p in state.trick],
            "leader": state.leader,
            "chosen_family": (f := chosen_family(state.trick)) and f.value,
            "active": self.active_seats(state),
            "supply_coins": state.supply_coins,
            "last_trick": state.last_trick.model_dump() if state.last_trick else None,
            "log": [told(line) for line in state.log],
            "finished": state.finished,
            "winners": outcome.winners if outcome else [],
        }

    def private(self, state: RevoltState, seat: int) -> dict[str, Any]:
        """The seat's hand, which only it sees."""
        return {"hand": list(state.seats[seat].hand)}

    def outcome(self, state: RevoltState) -> Outcome | None:
        """ "End of the game": most coats-of-arms; tie: the richest; still tied: shared."""
        if not state.finished:
            return None
        scores = {i: float(s.coats) for i, s in enumerate(state.seats)}
        best = max(scores.values())
        tied = [i for i, v in scores.items() if v == best]
        if len(tied) == 1:
            return Outcome(tied, scores, Msg("revolt-reason-most-coats"))
        most = max(state.seats[i].coins for i in tied)
        winners = [i for i in tied if state.seats[i].coins == most]
        reason = Msg("revolt-reason-coins" if len(winners) == 1 else "revolt-reason-shared")
        return Outcome(winners, scores, reason)

    def chapter(self, state: RevoltState) -> Text:
        """One chapter per trick: the move that completes a trick opens the next one, whose
        board shows the finished trick. Counted from the hand sizes, which are public."""
        if state.finished:
            return Msg("revolt-chapter-over")
        turn = Msg("revolt-chapter-turn", turn=state.turn)
        largest = max(len(s.hand) for s in state.seats)
        if largest == 0:  # the Knave's bonus still to take after the turn's last trick
            return Msg.join([turn, Msg("revolt-chapter-turn-end")])
        trick = cards.HAND_SIZE[state.num_players] - largest + 1
        return Msg.join([turn, Msg("revolt-chapter-trick", trick=trick)])

    def standing(self, state: RevoltState) -> dict[int, float]:
        """Coats-of-arms as if the game ended now: the tricks of this turn count, and so does
        the richest player's bonus (already in the coats once the game is over)."""
        if state.finished:
            return {i: float(s.coats) for i, s in enumerate(state.seats)}
        richest, bonus = _richest(state)
        return {
            i: float(s.coats + s.tricks + (bonus if i in richest else 0))
            for i, s in enumerate(state.seats)
        }

    def table_standing(self, view: dict[str, Any]) -> Text:
        """The standing a closed board opens with (`games.core.TableStanding`)."""
        return standing.table_standing(view)


def _note_shown(state: RevoltState, play: Play) -> None:
    """What `play` shows the table about the hands, kept for the turn: the search's deals must
    agree with it, and the tricks the state keeps soon forget it."""
    lacking = not_followed(state.trick, play)
    lacks = state.seats[play.seat].lacks
    if lacking is not None and lacking not in lacks:
        lacks.append(lacking)
    if play.card == PITCHFORK:
        state.pitchfork = None


def _richest(state: RevoltState) -> tuple[list[int], int]:
    """ "End of the game": the richest players, and the coats-of-arms each of them gets."""
    most = max(s.coins for s in state.seats)
    richest = [i for i, s in enumerate(state.seats) if s.coins == most]
    return richest, 2 if len(richest) == 1 else 1


def _play_label(card: str) -> Msg:
    """A card as its choice reads: its name, and in French its French code, which the choice's
    id (play:R3) does not carry, so a French player's typed code finds it."""
    return Msg("revolt-play-label", name=cards.name(card), code=cards.code(card))


def _codes(card: str) -> tuple[str, ...]:
    """The French code a choice about `card` also answers to, where it is not the id's."""
    french = cards.french_code(card)
    return () if french == card else (french,)


def _or(options: list[Msg]) -> Msg:
    """ "a", "a or b", "a, b or c" """
    if len(options) == 1:
        return options[0]
    if len(options) == 2:
        return Msg("revolt-or-two", a=options[0], b=options[1])
    return Msg("revolt-or-three", a=options[0], b=options[1], c=options[2])


def _check_deal(hands: list[list[str]], num_players: int) -> list[str]:
    """A fixed first deal must be a real one: right sizes, every card once, the right deck."""
    if len(hands) != num_players:
        raise SetupError(Msg("revolt-setup-hands", players=num_players, hands=len(hands)))
    size = cards.HAND_SIZE[num_players]
    if any(len(h) != size for h in hands):
        raise SetupError(Msg("revolt-setup-hand-size", players=num_players, size=size))
    dealt = [c for h in hands for c in h]
    if len(set(dealt)) != len(dealt):
        raise SetupError(Msg("revolt-setup-twice"))
    missing = set(cards.FULL_DECK) - set(dealt)
    expected_missing = 1 if num_players == 3 else 0
    if len(missing) != expected_missing or PITCHFORK in missing:
        raise SetupError(Msg("revolt-setup-deck", players=num_players))
    return dealt
