"""Phase V, the Club des Jacobins: one card per deputy at the Club; immediate cards are used at
once, delayed ones are kept secretly and may be played in a later Club phase."""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
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
            events.append(Event("Phase V, the Club des Jacobins"))
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


def why_returned(state: GuillotineState, seat: int, card: JacobinCard) -> str | None:
    """Phase V: "Un joueur remplace une Carte quand elle concerne un député de sa propre tendance,
    un député disparu du jeu, un député en Prison ou en Fuite, un député sur une case Rapport"."""
    if card.deputy is not None:
        d = board.find(state, card.deputy)
        who = DEPUTY_NAME[card.deputy]
        if d is None:  # his party is not played (3 players)
            return f"{who}'s party is not in this game"
        if d.post == "guillotine":
            return f"{who} is no longer in the game"
        if board.owner(state, d) == seat:
            return f"{who} is one of {seat_tag(seat)}'s deputies"
        if not board.is_free(d):
            return f"{who} is {where(d.post)}"
        if d.rapport:
            return f"{who} is on a Rapport square"
        if d.denounced:
            return f"{who} is already denounced"
        return None
    if card.party is not None and card.party in state.seats[seat].parties:
        return f"the {PARTY[card.party].name} are {seat_tag(seat)}'s own party"
    if card.kind == "denounce" and not card.delayed and not targets(state, seat, card):
        return "there is nobody it could denounce"
    return None


def draw(state: GuillotineState, seat: int) -> list[Event]:
    """One card per deputy at the Club; a card that does not fit is put back and replaced."""
    deps = board.at(state, "club", seat)
    if not deps:
        return []
    events: list[Event] = []
    drawn = [card for card in (draw_one(state, seat, events) for _ in deps) if card is not None]
    kept = sum(card.delayed for card in drawn)
    secret = f", keeps {kept} secretly" if kept else ""
    cards = f"{len(drawn)} Jacobin card{'s' * (len(drawn) != 1)}"
    return [Event(f"{seat_tag(seat)} draws {cards}{secret}"), *events]


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
        events.append(Event(f"«{card.title}» goes back under the deck: {reason}"))
    return None


def targets(state: GuillotineState, seat: int, card: JacobinCard) -> list[Deputy]:
    """Free deputies of other players the card can aim at."""
    return [
        d
        for d in state.deputies
        if board.why_spared(state, seat, d) is None
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
    head = f"«{card.title}»"
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
        events.append(Event(f"{head} goes back under the deck: nobody left to denounce"))
        returned: list[Event] = []
        new = draw_one(state, seat, returned)
        if new is not None:
            secretly = " and keeps it secretly" if new.delayed else ""
            events.append(Event(f"{seat_tag(seat)} draws another Jacobin card{secretly}"))
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
    return board.gain(state, d, card.pp, f"«{card.title}»")


def card_text(state: GuillotineState, card: JacobinCard, timing: bool = True) -> str:
    return f"«{card.title}»: {jacobin_text(card, timing, state.histoire)}"


@step("holder")
class GiveCard(Step):
    ask = "choose which of your deputies at the Club takes this card"
    help = (
        "You draw one Jacobin card per deputy at the Club and share them among those deputies as "
        "you like. Most denounce someone at once; delayed cards are kept secretly for a later "
        "Club phase."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        card = JACOBIN[d.card or ""]
        return f"{card_text(state, card)} Which of your deputies at the Club takes it?"

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            Choice(f"holder:{h.id}", f"{DEPUTY_NAME[h.id]} ({h.pp} PP)")
            for h in holders(state, d.seat)
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        dep = board.deputy(state, choice.removeprefix("holder:"))
        return give(state, dep, JACOBIN[d.card or ""])


@step("club_target")
class AimCard(Step):
    ask = "choose whom your Jacobin card denounces"
    help = (
        "The card's denunciation is settled like any other: confirmed on 1-2 of the die (1-5 when "
        "the card counts as supported); confirmed, it costs 3 PP on Mission or at the Club, "
        "elsewhere a summons before the Tribunal."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        return f"{card_text(state, JACOBIN[d.card or ''])} Whom do you denounce?"

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        card = JACOBIN[d.card or ""]
        return [
            Choice(f"denounce:{t.id}", board.described(t)) for t in targets(state, d.seat, card)
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        card = JACOBIN[d.card or ""]
        target = board.deputy(state, choice.removeprefix("denounce:"))
        done(state)
        return [denounce(state, target, d.seat, f"«{card.title}»", card.supported)]


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
    ask = "play, put back or keep your delayed Jacobin cards"
    help = (
        "Delayed cards are kept secretly and played in a later Club phase, even with no deputy at "
        "the Club: a threat the others cannot see. Play one now, put one back under the deck "
        "unused, or keep them for later."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        held = old_cards(state, d.seat)
        cards = " · ".join(card_text(state, JACOBIN[c], False) for c in held)
        what = "them" if len(held) > 1 else "it"
        if any(playable(state, d.seat, c) for c in held):
            now = "Play one, put one back"
        elif len(held) > 1:
            now = "None can be played now: put one back"
        else:
            now = "It cannot be played now: put it back"
        return (
            f"Your delayed cards: {cards} {now} under the deck unused, or keep {what} for a "
            "later Club phase."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        cards = [JACOBIN[c] for c in old_cards(state, d.seat)]
        return [
            *(Choice(f"play:{c.id}", f"Play «{c.title}»") for c in cards if aims(state, d.seat, c)),
            *(Choice(f"return:{c.id}", f"Put back «{c.title}»") for c in cards),
            Choice("keep", f"Keep {'them' if len(cards) > 1 else 'it'} for later"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        kind, _, card = choice.partition(":")
        if kind == "keep":
            state.delayed_done = True
            return []
        if kind == "play":
            return ask(state, "delayed_target", d.seat, card=card)
        drop(state, d.seat, card)
        return [Event(f"{seat_tag(d.seat)} puts a delayed card back under the deck unused")]


def drop(state: GuillotineState, seat: int, card: str) -> None:
    held = state.seats[seat].held
    held.remove(next(h for h in held if h.card == card))
    state.jacobin_deck.append(card)


@step("delayed_target")
class PlayDelayed(Step):
    ask = "choose whom your delayed card is played on"
    help = (
        "The delayed card takes effect on the deputy you choose, as its text says; a denunciation "
        "is then settled like any other, by the die (or a question in the Variante Histoire)."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        card = JACOBIN[d.card or ""]
        return f"{card_text(state, card, False)} On whom do you play it?"

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        card = JACOBIN[d.card or ""]
        return [
            *(Choice(f"on:{t.id}", board.described(t)) for t in aims(state, d.seat, card)),
            Choice("back", "Back to your delayed cards"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        if choice == "back":
            return []
        card = JACOBIN[d.card or ""]
        target = board.deputy(state, choice.removeprefix("on:"))
        drop(state, d.seat, card.id)
        head = f"{seat_tag(d.seat)} plays «{card.title}»"
        if card.kind == "denounce":
            return [denounce(state, target, d.seat, head, strong=card.supported)]
        if card.kind == "release":
            board.place(state, target, "convention")
            return [Event(f"{head}: {board.name(target)} returns to the Convention")]
        return board.gain(state, target, card.pp, head)
