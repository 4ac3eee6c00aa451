"""The rulebook's dice tables, as small pure functions so each can be tested at its boundaries."""

from __future__ import annotations

from typing import Literal

from games.core import Msg

PRISON_NEED = 7  # Phase VI: 7 ou plus, votre député rentre à la Convention
FLIGHT_NEED = 8  # Phase VII: 8 ou plus, votre député rentre à la Convention


def confirmed(die: int, strong: bool) -> bool:
    """Table 2 (1-2 confirmed, 3-6 cancelled); Table 4 with a support and the Comité's motion
    table (1-5 confirmed, 6 cancelled)."""
    return die <= (5 if strong else 2)


def settled_by(strong: bool, histoire: bool) -> Msg:
    """How a denunciation is confirmed, as a prompt tells it: the die, or the Variante
    Histoire's questions (two when supported or in the Comité)."""
    if histoire:
        return Msg("guillotine-settled-questions", n=2 if strong else 1)
    return Msg("guillotine-settled-die", top=5 if strong else 2)


def summoned(post: str) -> bool:
    """Table 3: at the Convention, the Comité or the Tribunal a confirmed denunciation sends the
    deputy before the Tribunal; on Mission or at the Club it costs 3 PP and he goes back to the
    Convention."""
    return post in ("convention", "comite", "tribunal")


CONFIRMED_PP = -3  # Table 3: Mission, Club des Jacobins: - 3 PP


def rehabilitated(die: int, at_convention: int, need: int) -> bool:
    """Phases VI and VII: the die plus the player's deputies at the Convention at the start of
    the phase."""
    return die + at_convention >= need


def evasion(die: int) -> Literal["escapes", "tracked", "caught"]:
    """Phase VII: 3 à 6 échappe aux recherches; 2 traqué, il rejette le dé; 1 pris et guillotiné."""
    if die >= 3:
        return "escapes"
    return "tracked" if die == 2 else "caught"


def verdict(yes: int, no: int) -> Literal["guilty", "acquitted", "tie"]:
    """§III.4 Le Procès: majority of YES, executed; of NO, acquitted; a tie (2-2, 1-1, 0-0),
    prison."""
    if yes > no:
        return "guilty"
    return "acquitted" if no > yes else "tie"
