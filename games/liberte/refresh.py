"""Phase 2, "Refresh Hand": discard as many cards as desired, then refill to seven from the
face-up cards and/or the deck. Discards are marked first and made at once, so the hand (and the
player's DM) changes once rather than at every click."""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text, seat_tag
from games.liberte import deck
from games.liberte.actions import by_number
from games.liberte.data import DATA, card_choice
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
            card_choice("discard", k, "liberte-discard-card")
            for k in by_number(hand)
            if k not in r.marked
        ]
        return [*out, Choice("done", Msg("liberte-discard-chosen", n=len(r.marked)))]
    out = [card_choice("take", k, "liberte-take-card") for k in state.face_up]
    if state.deck or state.discard:
        out.append(Choice("draw", Msg("liberte-draw")))
        need = HAND - len(hand)
        if need > 1:
            out.append(Choice("draw:all", Msg("liberte-draw-all", n=need)))
    return out


def text(state: LiberteState, r: Refresh) -> Text:
    hand = state.players[r.seat].hand
    if r.stage == "discard":
        said = Msg("liberte-refresh-prompt", turn=state.turn, n=len(hand), hand=HAND)
        if not r.marked:
            return said
        chosen = Msg.join([DATA.card_name(k) for k in r.marked], ", ")
        return Msg.join([said, Msg("liberte-refresh-chosen", cards=chosen)], " ")
    return Msg("liberte-refill-prompt", hand=HAND, n=len(hand))


def apply(state: LiberteState, r: Refresh, choice_id: str) -> list[Event]:
    step, _, arg = choice_id.partition(":")
    hand = state.players[r.seat].hand
    if step == "discard":
        r.marked.append(arg)
        return []
    if step == "done":
        for key in r.marked:
            deck.discard_from_hand(state, r.seat, key)
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
        parts.append(Msg("liberte-refresh-discards", n=len(r.marked)))
    if r.took:
        took = [Msg("liberte-card-short", name=DATA.card_name(k), id=int(k)) for k in r.took]
        parts.append(Msg("liberte-refresh-takes", cards=Msg.join(took, ", ")))
    if r.drew:
        parts.append(Msg("liberte-refresh-draws", n=r.drew))
    summary = Msg.join(parts, ", ") if parts else Msg("liberte-refresh-keeps")
    state.refresh = None
    state.actor += 1
    size = len(state.players[r.seat].hand)
    return [Event(Msg("liberte-refreshes", who=seat_tag(r.seat), summary=summary, n=size))]
