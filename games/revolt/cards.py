"""Revolt's 40 cards (rulebook, "Components"): three families numbered 1-10 and ten Citizens."""

from __future__ import annotations

from enum import StrEnum

from games.core import Msg


class Family(StrEnum):
    NOBLE = "N"
    RASCAL = "R"
    BLAGGARD = "B"
    CITIZEN = "C"

    @property
    def said(self) -> Msg:
        """The family's name, plural ("Nobles"), in the reader's language."""
        return Msg(f"revolt-family-{self.name.lower()}")


PITCHFORK = "CP"  # the Citizen with the pitchfork in the corners ("How to play")
NUMBERED = [f"{f}{v}" for f in "NRB" for v in range(1, 11)]
PLAIN_CITIZENS = [f"C{i}" for i in range(1, 10)]
FULL_DECK = [*NUMBERED, *PLAIN_CITIZENS, PITCHFORK]
HAND_SIZE = {3: 13, 4: 10, 5: 8}  # "How to play": 13, 10 or 8 cards each


def family(card: str) -> Family:
    return Family(card[0])


def value(card: str) -> int:
    """1-10 for the numbered families; Citizens have no value (0 here, never compared)."""
    return int(card[1:]) if card[0] in "NRB" else 0


def is_card(card: str) -> bool:
    return card in _INDEX


def name(card: str) -> Msg:
    """What a menu calls the card. Citizens have no value, but each is named by the number its
    id carries (C2 is "Citizen 2"), so a menu of several tells them apart as the hand does."""
    if card == PITCHFORK:
        return Msg("revolt-card-pitchfork")
    return Msg(f"revolt-card-{family(card).name.lower()}", n=int(card[1:]))


def code(card: str) -> Msg:
    """The card's short code in the reader's language, what the hand lists and the log says:
    the English one is its id (R3), the French one its French family's letter (F3 for a
    Fripouille)."""
    if card == PITCHFORK:
        return Msg("revolt-code-pitchfork")
    return Msg(f"revolt-code-{family(card).name.lower()}", n=int(card[1:]))


def logged(card: str) -> Msg:
    """The card as the log names it: its code, the pitchfork Citizen's with its name, since
    "CP" alone tells a newcomer nothing."""
    if card == PITCHFORK:
        return Msg("revolt-logged-pitchfork", code=code(card))
    return code(card)


# The French codes (RULES_NOTES, "The French words"), where they differ from the ids: a French
# player typing F3 means R3. No French code is an English one, so both are read everywhere.
FRENCH_LETTERS = {"N": "N", "R": "F", "B": "G", "C": "C"}
FRENCH_PITCHFORK = "CF"


def french_code(card: str) -> str:
    return FRENCH_PITCHFORK if card == PITCHFORK else FRENCH_LETTERS[card[0]] + card[1:]


_INDEX = {c: i for i, c in enumerate(FULL_DECK)}
# Every code a player may type for a card, in any case: its id and its French code.
_BY_CODE = {**{c.casefold(): c for c in FULL_DECK},
            **{french_code(c).casefold(): c for c in FULL_DECK}}  # fmt: skip


def by_code(typed: str) -> str | None:
    """The card a typed code names, English (R3) or French (F3), in any case; None for any
    other text (compared with the codes, never parsed)."""
    return _BY_CODE.get(typed.strip().casefold())


def sort_key(card: str) -> int:
    """Hands read Nobles, Rascals, Blaggards, then Citizens, each by value."""
    return _INDEX[card]
