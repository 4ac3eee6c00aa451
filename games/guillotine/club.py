"""Phase V, the Club des Jacobins: one card per deputy at the Club; immediate cards are used at
once, delayed ones are kept secretly and may be played in a later Club phase."""

from __future__ import annotations

from games.core import Choice, Event, Msg, seat_tag
from games.guillotine import board
from games.guillotine.components import (
    DEPUTY_NAME,
    JACOBIN,
    PARTY,
    JacobinCard,
    jacobin_text,
    where,
)
from games.guillotine.denunciations import denounce, judge_then
from games.guillotine.state import Decision, Deputy, GuillotineState, HeldCard
from games.guillotine.steps import Step, ask, runner, step


@runner("club")
def run_club(state: GuillotineState) -> list[Event]:
    events: list[Event] = []
    if state.stage == "start":
        state.stage = "draw"
        state.cursor = 0
        if board.at(state, "club"):
            events.append(Event(Msg("guillotine-club-starts")))
    order = board.order(state)
    while state.cursor < len(order):
        seat = order[state.cursor]
        if state.stage == "draw":
            state.assigned = {}
            state.delayed_done = False
            state.stage = "immediate"
            return events + draw(state, seat)
        if state.stage == "immediate":
            while state.hand:
                asked = use_immediate(state, seat, events)
                if asked:
                    return events
            state.stage = "delayed"
        # Asked whenever he holds a delayed card from an earlier Club phase, playable or not:
        # how many he holds, and since when, is public; which cards they are is not.
        if not state.delayed_done and old_cards(state, seat):
            return events + ask(state, "delayed", seat)
        state.cursor += 1
        state.stage = "draw"
    judge_then(state, "prison")
    return events


def why_returned(state: GuillotineState, seat: int, card: JacobinCard) -> Msg | None:
    """Phase V: "Un joueur remplace une Carte quand elle concerne un député de sa propre tendance,
    un député disparu du jeu, un député en Prison ou en Fuite, un député sur une case Rapport"."""
    if card.deputy is not None:
        d = board.find(state, card.deputy)
        who = DEPUTY_NAME[card.deputy]
        if d is None:  # his party is not played (3 players)
            return Msg("guillotine-returned-unplayed", who=who)
        if d.post == "guillotine":
            return Msg("guillotine-returned-dead", who=who)
        if board.owner(state, d) == seat:
            return Msg("guillotine-returned-own", who=who, seat=seat_tag(seat))
        if not board.is_free(d):
            return Msg("guillotine-returned-not-free", who=who, at=where(d.post))
        if d.rapport:
            return Msg("guillotine-returned-rapport", who=who)
        if d.denounced:
            return Msg("guillotine-returned-denounced", who=who)
        return None
    if card.party is not None and card.party in state.seats[seat].parties:
        return Msg("guillotine-returned-party", party=PARTY[card.party].name, seat=seat_tag(seat))
    if card.kind == "denounce" and not card.delayed and not targets(state, seat, card):
        return Msg("guillotine-returned-nobody")
    return None


def draw(state: GuillotineState, seat: int) -> list[Event]:
    """One card per deputy at the Club; a card that does not fit is put back and replaced."""
    deps = board.at(state, "club", seat)
    if not deps:
        return []
    events: list[Event] = []
    drawn = [card for card in (draw_one(state, seat, events) for _ in deps) if card is not None]
    kept = sum(card.delayed for card in drawn)
    said = Msg("guillotine-draws-jacobin", who=seat_tag(seat), n=len(drawn), kept=kept)
    return [Event(said), *events]


def draw_one(state: GuillotineState, seat: int, events: list[Event]) -> JacobinCard | None:
    """The next card that fits (Phase V's list of cards to replace): a delayed one is kept in
    hand, an immediate one waits to be used. None when no card in the deck fits."""
    for _ in range(len(state.jacobin_deck)):
        card = JACOBIN[state.jacobin_deck.pop(0)]
        reason = why_returned(state, seat, card)
        if reason is None:
            if card.delayed:
                state.seats[seat].held.append(HeldCard(card=card.id, turn=state.turn))
            else:
                state.hand.append(card.id)
            return card
        state.jacobin_deck.append(card.id)
        events.append(Event(Msg("guillotine-goes-back", title=card.title, why=reason)))
    return None


def targets(state: GuillotineState, seat: int, card: JacobinCard) -> list[Deputy]:
    """Free deputies of other players the card can aim at."""
    return [
        d
        for d in state.deputies
        if board.sparing(state, seat, d) is None
        and card.deputy in (None, d.id)
        and card.party in (None, d.party)
        and card.post in (None, d.post)
    ]


def holders(state: GuillotineState, seat: int) -> list[Deputy]:
    """ "Vous leur affectez les Cartes selon votre convenance": one card per deputy."""
    return [d for d in board.at(state, "club", seat) if d.id not in state.assigned]


def use_immediate(state: GuillotineState, seat: int, events: list[Event]) -> bool:
    """Use the next immediate card; True when the player must choose how."""
    card = JACOBIN[state.hand[0]]
    head = Msg("guillotine-quoted", text=card.title)
    if card.kind == "pp_holder":
        candidates = holders(state, seat)
        if len(candidates) > 1:
            ask(state, "holder", seat, card=card.id)
            return True
        if candidates:
            events += give(state, candidates[0], card)
        else:  # his deputies at the Club are gone: nobody to take it
            done(state)
        return False
    if card.kind == "pp_club":
        for d in board.at(state, "club", seat):
            events += board.gain(state, d, card.pp, head)
        done(state)
        return False
    aims = targets(state, seat, card)
    if not aims:
        # Its deputies were denounced by this player's earlier cards: it is replaced as when
        # drawn (Phase V, "Un joueur remplace une Carte").
        done(state)
        why = Msg("guillotine-returned-nobody-left")
        events.append(Event(Msg("guillotine-goes-back", title=card.title, why=why)))
        returned: list[Event] = []
        new = draw_one(state, seat, returned)
        if new is not None:
            kept = "kept" if new.delayed else "used"
            events.append(Event(Msg("guillotine-draws-another", who=seat_tag(seat), kept=kept)))
        events += returned
        return False
    if len(aims) == 1:  # a named deputy, or the only one left it can aim at: no choice
        events.append(denounce(state, aims[0], seat, head, strong=card.supported))
    else:
        ask(state, "club_target", seat, card=card.id)
        return True
    done(state)
    return False


def done(state: GuillotineState) -> None:
    state.jacobin_deck.append(state.hand.pop(0))


def give(state: GuillotineState, d: Deputy, card: JacobinCard) -> list[Event]:
    state.assigned[d.id] = card.id
    done(state)
    return board.gain(state, d, card.pp, Msg("guillotine-quoted", text=card.title))


def card_text(state: GuillotineState, card: JacobinCard, timing: bool = True) -> Msg:
    effect = jacobin_text(card, timing, state.histoire)
    return Msg("guillotine-jacobin-card", title=card.title, effect=effect)


@step("holder")
class GiveCard(Step):
    ask = Msg("guillotine-holder-ask")
    help = Msg("guillotine-holder-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        card = JACOBIN[d.card or ""]
        return Msg("guillotine-holder-text", card=card_text(state, card))

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            Choice(f"holder:{h.id}", Msg("guillotine-deputy-pp", who=DEPUTY_NAME[h.id], pp=h.pp))
            for h in holders(state, d.seat)
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        dep = board.deputy(state, choice.removeprefix("holder:"))
        return give(state, dep, JACOBIN[d.card or ""])


@step("club_target")
class AimCard(Step):
    ask = Msg("guillotine-club-target-ask")
    help = Msg("guillotine-club-target-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        return Msg("guillotine-club-target-text", card=card_text(state, JACOBIN[d.card or ""]))

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        card = JACOBIN[d.card or ""]
        return [
            Choice(f"denounce:{t.id}", board.described(t)) for t in targets(state, d.seat, card)
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        card = JACOBIN[d.card or ""]
        target = board.deputy(state, choice.removeprefix("denounce:"))
        done(state)
        head = Msg("guillotine-quoted", text=card.title)
        return [denounce(state, target, d.seat, head, card.supported)]


def old_cards(state: GuillotineState, seat: int) -> list[str]:
    """Delayed cards are played "dans une autre Phase Club des Jacobins" than the one they
    were drawn in, with or without deputies at the Club."""
    return [h.card for h in state.seats[seat].held if h.turn < state.turn]


def aims(state: GuillotineState, seat: int, card: JacobinCard) -> list[Deputy]:
    """Whom a delayed card can be played on now."""
    if card.kind == "release":
        return board.at(state, card.release_from or "", seat)
    return targets(state, seat, card)


def playable(state: GuillotineState, seat: int, card: str) -> bool:
    return bool(aims(state, seat, JACOBIN[card]))


@step("delayed")
class DelayedCards(Step):
    ask = Msg("guillotine-delayed-ask")
    help = Msg("guillotine-delayed-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        held = old_cards(state, d.seat)
        cards = Msg.join([card_text(state, JACOBIN[c], False) for c in held])
        playable_now = any(playable(state, d.seat, c) for c in held)
        return Msg(
            "guillotine-delayed-text", cards=cards, n=len(held), now="yes" if playable_now else "no"
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        cards = [JACOBIN[c] for c in old_cards(state, d.seat)]
        return [
            *(
                Choice(f"play:{c.id}", Msg("guillotine-delayed-play", title=c.title))
                for c in cards
                if aims(state, d.seat, c)
            ),
            *(
                Choice(f"return:{c.id}", Msg("guillotine-delayed-return", title=c.title))
                for c in cards
            ),
            Choice("keep", Msg("guillotine-delayed-keep", n=len(cards))),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        kind, _, card = choice.partition(":")
        if kind == "keep":
            state.delayed_done = True
            return []
        if kind == "play":
            return ask(state, "delayed_target", d.seat, card=card)
        drop(state, d.seat, card)
        return [Event(Msg("guillotine-puts-back", who=seat_tag(d.seat)))]


def drop(state: GuillotineState, seat: int, card: str) -> None:
    held = state.seats[seat].held
    held.remove(next(h for h in held if h.card == card))
    state.jacobin_deck.append(card)


@step("delayed_target")
class PlayDelayed(Step):
    ask = Msg("guillotine-delayed-target-ask")
    help = Msg("guillotine-delayed-target-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        card = JACOBIN[d.card or ""]
        return Msg("guillotine-delayed-target-text", card=card_text(state, card, False))

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        card = JACOBIN[d.card or ""]
        return [
            *(Choice(f"on:{t.id}", board.described(t)) for t in aims(state, d.seat, card)),
            Choice("back", Msg("guillotine-delayed-back")),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        if choice == "back":
            return []
        card = JACOBIN[d.card or ""]
        target = board.deputy(state, choice.removeprefix("on:"))
        drop(state, d.seat, card.id)
        head = Msg("guillotine-plays-card", who=seat_tag(d.seat), title=card.title)
        if card.kind == "denounce":
            return [denounce(state, target, d.seat, head, strong=card.supported)]
        if card.kind == "release":
            board.place(state, target, "convention")
            return [Event(Msg("guillotine-released", head=head, who=board.name(target)))]
        return board.gain(state, target, card.pp, head)
