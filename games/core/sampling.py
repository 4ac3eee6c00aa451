"""What a seat knows, as a state: the other seats' secrets dealt again, so a search can try its
moves on deals the seat cannot tell from the true one (players/search.py), and the leak tests
can check that no secret shows (tests/conformance/test_hidden.py).

Each game has a re-dealer in `games/<game>/sampling.py`, `redeal(state, seat, rng, moving)`: it
takes a state of its game (a copy it may change) and returns it with the cards hidden from that
seat dealt again among the places it cannot see, keeping every count and everything public.
With `moving` it leaves alone what the seat's next move could bring into the open (a card drawn,
a card turned face up), so the table must see the same after that move too.

A re-dealer deals every secret of the other seats: their cards, and whatever else they did
unseen (a secret vote, an answer to a reaction window, a card discarded face down, a Coin's
value). Dealt by `Canonical` instead of a generator, it puts every one in one fixed place:
`redact` gives the seat's information state, the same for all the histories it cannot tell
apart, with the generator's state blanked too; `fill` deals it again at random for one search.
tests/players/test_twins.py checks that on positions made by playing, not by the re-dealer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, MutableSequence, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from games.core.rng import Rng

if TYPE_CHECKING:
    from _typeshed import SupportsLenAndGetItem

T = TypeVar("T")
Redealer = Callable[[Any, int, random.Random, bool], Any]


class Canonical(random.Random):
    """A dealer with no chance in it: a shuffle sorts, a sample is the sorted population, a
    choice is the first offered. A re-dealer run with it leaves every hidden thing where only
    what the seat knows decides (the set of cards it cannot place, the seats that voted), not the
    truth. Any other draw (`random`, `randrange`...) raises, so a re-dealer cannot use chance
    that this dealer would not make canonical."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        x[:] = sorted(x)  # what `list.sort` does, for any sequence a shuffle takes

    def sample(self, population: Sequence[Any], k: int, *, counts: Any = None) -> list[Any]:
        """The first `k` of the population sorted: its items must sort (cards, seats)."""
        return sorted(population)[:k]

    def choice(self, seq: SupportsLenAndGetItem[T]) -> T:
        return seq[0]

    def random(self) -> float:
        raise TypeError("a canonical deal draws nothing at random: shuffle, sample or choice")

    def getrandbits(self, k: int) -> int:
        raise TypeError("a canonical deal draws nothing at random: shuffle, sample or choice")


def permute(
    piles: list[list[str]], rng: random.Random, kind: Callable[[str], Hashable] = lambda c: 0
) -> dict[str, str]:
    """Shuffles the cards of `piles` among their places, in place, a card only to the place of
    a card of the same `kind` (what its back shows); returns old card -> new card."""
    places: dict[Hashable, list[tuple[list[str], int]]] = {}
    for pile in piles:
        for i, card in enumerate(pile):
            places.setdefault(kind(card), []).append((pile, i))
    moved: dict[str, str] = {}
    for group in places.values():
        old = [pile[i] for pile, i in group]
        new = rng.sample(old, len(old))
        for (pile, i), before, after in zip(group, old, new, strict=True):
            pile[i] = after
            moved[before] = after
    return moved


def redact(redeal: Redealer, state: Any, seat: int) -> Any:
    """`state` (a copy) with everything hidden from `seat` in one fixed place, and the
    generator's state (the future shuffles and dice) blanked."""
    state = redeal(state, seat, Canonical(), False)
    state.rng = Rng()
    return state


def fill(redeal: Redealer, redacted: Any, seat: int, rng: random.Random) -> Any:
    """One deal `seat` cannot tell from the truth, from its information state (a copy), with a
    generator of its own."""
    state = redeal(redacted, seat, rng, False)
    state.rng = Rng.seeded(rng.getrandbits(64))
    return state
