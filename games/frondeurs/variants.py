"""The Season deck as the set-up variants build it (§4.12 step 14, §8.52-8.53, §9.3): where the
Faction Swap goes, the Princes' Arrest Them! above it, a fully shuffled deck, the historical
order, and the short game's deck of 8."""

from __future__ import annotations

from typing import Literal

from games.core import Rng
from games.frondeurs.data import DATA, Arrest

Deck = Literal["seeded", "random", "historical"]
Short = Literal["midgame", "no_midgame"]
SWAP = next(c for c, s in DATA.season_cards.items() if s.effect.type == "faction_swap")
ARRESTS = {c: s.effect for c, s in DATA.season_cards.items() if isinstance(s.effect, Arrest)}
PRINCES = next(c for c, e in ARRESTS.items() if "conde" in e.targets)
PARLEMENTAIRES = next(c for c in ARRESTS if c != PRINCES)
EIGHTH = 7  # §4.12 14-i: the 8th card (index from the top)
ADVANCED = range(5, 10)  # §4.12 14-ii: Seasons 6 to 10 (RULES_NOTES)
SHORT_SIZE = 8  # §8.52-8.53: 7 cards and the Faction Swap
SHORT_SWAP = {"no_midgame": 7, "midgame": 3}  # at the bottom (§8.52), under the 3rd (§8.53)


def season_deck(
    rng: Rng, deck: Deck, advanced: bool, arrest_above: bool, short: Short | None
) -> list[str]:
    """Top first. The Swap's place: 8th (§4.12 14-i), one of 6th-10th (14-ii), anywhere (14-iv),
    under the Princes' arrest seeded 6th-8th (§9.3), or the short game's (§8.52-8.53, which
    overrides the others); the Princes' Arrest Them! directly above it on request (14-iii)."""
    if deck == "historical":
        rest = _historical(rng)
        at = rest.index(PRINCES) + 1
    else:
        rest = [c for c in DATA.season_cards if c != SWAP]
        rng.shuffle(rest)
        at = EIGHTH
        if deck == "random":
            at = rng.below(len(rest) + 1)
        elif advanced:
            at = ADVANCED[rng.below(len(ADVANCED))]
    if short:
        at = SHORT_SWAP[short]
    if arrest_above and rest[at - 1 : at] != [PRINCES]:
        others = [c for c in rest if c != PRINCES]
        above = max(at - 1, 0)
        out = [*others[:above], PRINCES, SWAP, *others[above:]]
    else:
        out = [*rest[:at], SWAP, *rest[at:]]
    return out[:SHORT_SIZE] if short else out


def _historical(rng: Rng) -> list[str]:
    """§9.3's order without the Swap, the Parlementaires' arrest seeded into the top three and
    the Princes' into the 6th, 7th or 8th place (the Swap goes directly under it)."""
    order = sorted(
        (c for c in DATA.season_cards if c not in (SWAP, PRINCES, PARLEMENTAIRES)),
        key=lambda c: DATA.season_cards[c].historical_order,
    )
    order.insert(rng.below(3), PARLEMENTAIRES)
    order.insert(5 + rng.below(3), PRINCES)
    return order
