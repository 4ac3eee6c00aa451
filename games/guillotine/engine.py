"""Guillotine (Avril & Floréal, 1988): every rule of `shared/rules/002_*.txt`, behind the engine
contract. The phases live in their own modules; this one sets the game up and dispatches moves.

Rule citations name the rulebook's sections; readings the text leaves open are in RULES_NOTES.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from games.core import (
    Engine,
    Event,
    GameMeta,
    IllegalAction,
    Msg,
    Outcome,
    Prompt,
    Rng,
    SetupError,
    Switch,
    Text,
    check_seat,
    drawn,
    load_aid,
    seat_tag,
)
from games.guillotine import (
    ballots,
    board,
    club,
    comite,
    convention,
    draft,
    ending,
    exile,
    missions,
    movement,
    standing,
    views,
)
from games.guillotine.components import JACOBIN, MISSION, PARTY_IDS, QUESTION
from games.guillotine.state import GuillotineOptions, GuillotineState, SeatState
from games.guillotine.steps import STEPS, advance, heading, turn_chapter

# The phase modules register their steps, runners and vote results when imported.
PHASE_MODULES = (movement, convention, comite, missions, club, exile)


class Guillotine(Engine[GuillotineState, GuillotineOptions]):
    state_model = GuillotineState
    options_model = GuillotineOptions
    log_lines = 8
    meta = GameMeta(
        id="guillotine",
        title="Guillotine",
        min_players=2,
        max_players=4,
        summary=Msg("guillotine-summary"),
        options_model=options_model,
        length=Msg("guillotine-length"),
        aid=load_aid(Path(__file__).with_name("AID.md")),
        aids={"fr": load_aid(Path(__file__).with_name("AID.fr.md"))},
        switches=(
            Switch("draft", Msg("guillotine-switch-draft"), Msg("guillotine-switch-draft-help")),
            Switch(
                "histoire",
                Msg("guillotine-switch-histoire"),
                Msg("guillotine-switch-histoire-help"),
            ),
        ),
    )

    # ---- set-up ---------------------------------------------------------------------------
    def start(self, num_players: int, opts: GuillotineOptions, rng: Rng) -> GuillotineState:
        _check(opts, num_players)
        state = GuillotineState(
            num_players=num_players,
            histoire=opts.histoire,
            seats=[SeatState() for _ in range(num_players)],
            dice=list(opts.dice),
            rng=rng,
        )
        first = self._first_player(state, opts.first_player)
        if opts.parties is not None:
            for seat, parties in zip(state.seats, opts.parties, strict=True):
                seat.parties = list(parties)
        elif not opts.draft:
            shuffled = list(PARTY_IDS)
            rng.shuffle(shuffled)
            q = draft.quota(num_players)
            for i, seat in enumerate(state.seats):
                seat.parties = shuffled[i * q : (i + 1) * q]
        state.mission_deck = _deck(rng, list(MISSION), opts.mission_deck)
        state.jacobin_deck = _deck(rng, list(JACOBIN), opts.jacobin_deck)
        for pid in PARTY_IDS:
            ids = [q.id for q in QUESTION.values() if q.party == pid]
            rng.shuffle(ids)
            state.question_decks[pid] = ids
        if opts.draft and opts.parties is None:
            state.phase = "draft"
            state.draft = draft.draft_order(board.order(state), num_players)
            events = []
        else:
            draft.seat_deputies(state)
            leads = [
                Msg(
                    "guillotine-seat-parties",
                    who=seat_tag(s),
                    parties=[draft.label(p) for p in state.seats[s].parties],
                )
                for s in range(num_players)
            ]
            events = [Event(Msg("guillotine-parties", leads=Msg.join(leads)))]
        # The die roll for the first player last, so the board's last lines still show it.
        events += [first, *advance(state)]
        self._log(state, events)
        return state

    @staticmethod
    def _first_player(state: GuillotineState, fixed: int | None) -> Event:
        """ "Chaque joueur jette le dé. Le plus fort commence": the highest rolls again on a tie."""
        if fixed is not None:
            state.first = fixed
            return Event(Msg("guillotine-plays-first", who=seat_tag(fixed)))
        contenders = list(range(state.num_players))
        shown = []
        while True:
            dice = {s: board.roll(state) for s in contenders}
            shown.append(", ".join(f"{seat_tag(s)} {v}" for s, v in dice.items()))
            top = max(dice.values())
            contenders = [s for s, v in dice.items() if v == top]
            if len(contenders) == 1:
                state.first = contenders[0]
                rolls: Text = shown[-1]
                for before in reversed(shown[:-1]):  # a tie: the highest roll again
                    rolls = Msg("guillotine-dice-again", before=before, again=rolls)
                return Event(Msg("guillotine-first-dice", rolls=rolls, who=seat_tag(state.first)))

    # ---- whose decision ---------------------------------------------------------------------
    def active_seats(self, state: GuillotineState) -> list[int]:
        if state.finished:
            return []
        if state.ballot is not None:
            return [v.seat for v in state.ballot.voters if v.yes is None]
        return [] if state.decision is None else [state.decision.seat]

    def prompt(self, state: GuillotineState, seat: int) -> Prompt | None:
        check_seat(state.num_players, seat)
        if seat not in self.active_seats(state):
            return None
        where = heading(state)
        if state.ballot is not None:
            return Prompt(
                Msg("guillotine-prompt", where=where, text=ballots.prompt_text(state, seat)),
                ballots.choices(state),
                ask=ballots.ask(state),
                help=ballots.HELP[state.ballot.kind],
            )
        d = state.decision
        assert d is not None
        step = STEPS[d.kind]
        return Prompt(
            Msg("guillotine-prompt", where=where, text=step.text(state, d)),
            step.choices(state, d),
            ask=step.ask,
            help=step.help,
        )

    # ---- moves ------------------------------------------------------------------------------
    def apply(self, state: GuillotineState, seat: int, choice_id: str) -> list[Event]:
        check_seat(state.num_players, seat)
        if state.finished:
            raise IllegalAction(Msg("guillotine-game-over"))
        active = self.active_seats(state)
        if state.ballot is not None and seat in {v.seat for v in state.ballot.voters}:
            events = ballots.cast(state, seat, choice_id)
        elif seat not in active:
            raise IllegalAction(Msg("guillotine-not-your-turn", waiting=board.seat_list(active)))
        else:
            d = state.decision
            assert d is not None
            step = STEPS[d.kind]
            if not step.offers(state, d, choice_id):
                raise IllegalAction(step.refuse(state, d, choice_id))
            state.decision = None
            events = step.apply(state, d, choice_id)
        events += advance(state)
        self._log(state, events)
        return events

    # ---- what players see -------------------------------------------------------------------
    def public(self, state: GuillotineState) -> dict[str, Any]:
        out = views.public(state)
        out["chapter"] = self.chapter(state)
        return out

    def private(self, state: GuillotineState, seat: int) -> dict[str, Any]:
        """The Jacobin cards the seat keeps in hand, if any."""
        return views.private(state, seat)

    def outcome(self, state: GuillotineState) -> Outcome | None:
        return ending.outcome(state)

    def chapter(self, state: GuillotineState) -> Text:
        """One chapter per phase of a turn (§I.3); the denunciations judged inside a phase
        belong to it."""
        if state.finished:
            return Msg("guillotine-chapter-over")
        if state.phase == "draft":
            return Msg("guillotine-chapter-draft")
        return turn_chapter(state.turn, state.phase)

    def standing(self, state: GuillotineState) -> dict[int, float]:
        """Deputies who would be re-elected if the game ended now (§I.2), what `outcome` ranks
        by first."""
        return {s: float(n) for s, (n, _) in enumerate(ending.scores(state))}

    def table_standing(self, view: dict[str, Any]) -> Text:
        """The standing a closed board opens with (`games.core.TableStanding`)."""
        return standing.table_standing(view)

    def reveals(self, before: GuillotineState, after: GuillotineState, seat: int) -> Text | None:
        """The decks are shuffled at the start and drawn from later, which moves no generator,
        and the test options' scripted dice are not the generator either."""
        if after.dice != before.dice:
            return Msg("guillotine-reveal-die")
        piles = [
            (before.mission_deck, after.mission_deck),
            (before.jacobin_deck, after.jacobin_deck),
            *((old, after.question_decks.get(p, [])) for p, old in before.question_decks.items()),
        ]
        if any(drawn(old, new) for old, new in piles):
            return Msg("guillotine-reveal-draw")
        return None


def _deck(rng: Rng, ids: list[str], fixed: list[str] | None) -> list[str]:
    if fixed is not None:
        return list(fixed)
    rng.shuffle(ids)
    return ids


def _check(opts: GuillotineOptions, num_players: int) -> None:
    """Options must describe a real game: the parties dealt right, whole decks, a real seat."""
    if opts.parties is not None:
        if opts.draft:
            raise SetupError(Msg("guillotine-setup-both"))
        q = draft.quota(num_players)
        if len(opts.parties) != num_players or any(len(p) != q for p in opts.parties):
            raise SetupError(Msg("guillotine-setup-lists", lists=num_players, each=q))
        chosen = [p for ps in opts.parties for p in ps]
        unknown = [p for p in chosen if p not in PARTY_IDS]
        if unknown:
            raise SetupError(Msg("guillotine-setup-unknown", unknown=unknown, known=PARTY_IDS))
        if len(set(chosen)) != len(chosen):
            raise SetupError(Msg("guillotine-setup-twice"))
    if opts.first_player is not None and opts.first_player >= num_players:
        raise SetupError(Msg("guillotine-setup-first", last=num_players - 1))
    for name, deck, ids in (
        ("mission_deck", opts.mission_deck, MISSION),
        ("jacobin_deck", opts.jacobin_deck, JACOBIN),
    ):
        if deck is not None and sorted(deck) != sorted(ids):
            raise SetupError(Msg("guillotine-setup-deck", name=name))
