"""Cards moving between the deck, the three face-up cards, hands, displays and the discard pile."""

from __future__ import annotations

from games.liberte.state import LiberteState, card

FACE_UP = 3  # "Flip over the top three cards and place these face-up next to the deck"
DISPLAY = 4  # "A player may have up to four cards in his display"
DISPLAY_SANS_CULOTTES = 5  # "... he may keep five cards in his display"


def draw(state: LiberteState) -> str | None:
    """The top card of the deck. An empty deck is remade from the shuffled discard pile
    (RULES_NOTES); None when there is no card left anywhere."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.face_down = {}
        state.remade = True
        state.rng.shuffle(state.deck)
    return state.deck.pop(0) if state.deck else None


def discard_from_hand(state: LiberteState, seat: int, key: str) -> None:
    """A card discarded from a hand goes face down: the table learns how many, not which
    (RULES_NOTES)."""
    state.players[seat].hand.remove(key)
    state.discard.append(key)
    state.face_down[key] = seat


def refill_face_up(state: LiberteState) -> None:
    while len(state.face_up) < FACE_UP:
        drawn = draw(state)
        if drawn is None:
            return
        state.face_up.append(drawn)


def draw_to_hand(state: LiberteState, seat: int) -> bool:
    """The top card of the deck to a hand; False when no card is left anywhere. A face-up row
    left short by an empty deck fills up from the deck remade from the discards."""
    drawn = draw(state)
    if drawn is None:
        return False
    state.players[seat].hand.append(drawn)
    refill_face_up(state)
    return True


def take_face_up(state: LiberteState, seat: int, key: str) -> None:
    """ "Any face-up card taken is immediately replaced with the top card from the deck"; a row
    left short by an empty deck fills up again once discards come back."""
    state.face_up.remove(key)
    state.players[seat].hand.append(key)
    refill_face_up(state)


def can_take(state: LiberteState) -> bool:
    return bool(state.face_up or state.deck or state.discard)


def display_size(state: LiberteState, seat: int, key: str) -> int:
    """The display's size once `key` joins it: four cards, five if one has the Sans-Culottes."""
    display = state.players[seat].display
    sans_culottes = card(key).sans_culottes or any(card(k).sans_culottes for k in display)
    return DISPLAY_SANS_CULOTTES if sans_culottes else DISPLAY


def display_room(state: LiberteState, seat: int, key: str) -> bool:
    """Room for `key` in the display."""
    return len(state.players[seat].display) < display_size(state, seat, key)


def is_one_value(key: str) -> bool:
    """A 1-value Club or Personality: Special cards have no value."""
    c = card(key)
    return c.placing and c.value == 1
