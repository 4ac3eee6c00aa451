"""Phase 2, "Refresh Hand": discard as many cards as desired, then refill to seven from the
face-up cards and/or the deck. Discards are marked first and made at once, so the hand (and the
player's DM) changes once rather than at every click."""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.liberte import deck
from games.liberte.actions import by_number
from games.liberte.data import DATA
from games.liberte.state import HAND, LiberteState, Refresh


def begin(state: LiberteState, seat: int) -> list[Event]:
    """The seat's refresh: a prompt, unless there is nothing to discard and nothing to take."""
    r = Refresh(seat=seat, stage="discard" if state.players[seat].hand else "take")
    if r.stage == "take" and not deck.can_take(state):
        return _finish(state, r)
    state.refresh = r
    return []


def choices(state: LiberteState, r: Refresh) -> list[Choice]:
    hand = state.players[r.seat].hand
    if r.stage == "discard":
        out = [
            Choice(f"discard:{k}", f"Discard {DATA.card_label(k)}")
            for k in by_number(hand)
            if k not in r.marked
        ]
        done = f"Discard the {len(r.marked)} chosen" if r.marked else "Discard nothing"
        return [*out, Choice("done", done)]
    out = [Choice(f"take:{k}", f"Take {DATA.card_label(k)}") for k in state.face_up]
    if state.deck or state.discard:
        out.append(Choice("draw", "Draw the top card of the deck"))
        need = HAND - len(hand)
        if need > 1:
            out.append(Choice("draw:all", f"Draw all {need} missing cards from the deck"))
    return out


def text(state: LiberteState, r: Refresh) -> str:
    hand = state.players[r.seat].hand
    if r.stage == "discard":
        chosen = (
            " Chosen so far: " + ", ".join(DATA.cards[k].name for k in r.marked) + "."
            if r.marked
            else ""
        )
        return (
            f"Turn {state.turn}, refresh your hand ({_cards(len(hand))}, your display is back "
            f"in it): discard any cards you like, then refill to {HAND}.{chosen}"
        )
    return f"Refill your hand to {HAND}: {len(hand)} now. Take a face-up card or draw."


def apply(state: LiberteState, r: Refresh, choice_id: str) -> list[Event]:
    step, _, arg = choice_id.partition(":")
    hand = state.players[r.seat].hand
    if step == "discard":
        r.marked.append(arg)
        return []
    if step == "done":
        for key in r.marked:
            hand.remove(key)
            state.discard.append(key)
        r.stage = "take"
    elif step == "take":
        deck.take_face_up(state, r.seat, arg)
        r.took.append(arg)
    else:
        wanted = HAND - len(hand) if arg == "all" else 1
        for _ in range(wanted):
            if not deck.draw_to_hand(state, r.seat):
                break
            r.drew += 1
    # "he then refills his hand to seven cards (unless already at seven or more in hand)"
    if len(hand) >= HAND or not deck.can_take(state):
        return _finish(state, r)
    return []


def _finish(state: LiberteState, r: Refresh) -> list[Event]:
    parts = []
    if r.marked:
        parts.append(f"discards {len(r.marked)}")
    if r.took:
        parts.append("takes " + ", ".join(f"{DATA.cards[k].name} #{k}" for k in r.took))
    if r.drew:
        parts.append(f"draws {r.drew}")
    summary = ", ".join(parts) if parts else "keeps the hand as it is"
    state.refresh = None
    state.actor += 1
    size = len(state.players[r.seat].hand)
    return [Event(f"{seat_tag(r.seat)} refreshes: {summary} ({size} cards)")]


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")
