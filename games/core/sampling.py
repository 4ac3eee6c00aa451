"""What a seat knows, as a state: the other seats' secrets dealt again, so a search can try its
moves on deals the seat cannot tell from the true one (players/search.py), and the leak tests
can check that no secret shows (tests/conformance/test_hidden.py).

Each game has a re-dealer in `games/<game>/sampling.py`, `redeal(state, seat, rng, moving)`: it
takes a state of its game (a copy it may change) and returns it with the cards hidden from that
seat dealt again among the places it cannot see, keeping every count and everything public,
and never against what the table was shown before, as far as the state still holds it (a player
who did not follow a suit is dealt none of it: `deal_constrained`). With `moving` it leaves
alone what the seat's next move could bring into the open (a card drawn, a card turned face
up), so the table must see the same after that move too.

A re-dealer deals every secret of the other seats: their cards, and whatever else they did
unseen (a secret vote, an answer to a reaction window, a card discarded face down, a Coin's
value). Dealt by `Canonical` instead of a generator, it puts every one in one fixed place:
`redact` gives the seat's information state, the same for all the histories it cannot tell
apart, with the generator's state blanked too; `fill` deals it again at random for one search.
tests/players/test_twins.py checks that on positions made by playing, not by the re-dealer.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, MutableSequence, Sequence
from itertools import combinations, pairwise
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


def deal_constrained(
    piles: list[list[str]], rng: random.Random, allowed: Callable[[str, int], bool]
) -> None:
    """Deals the cards of `piles` again among them, in place, each pile keeping its size and a
    card going only to a pile `allowed(card, pile)` accepts (pile: its index in `piles`).

    Why: a plain shuffle (`permute`) forgets what the table has shown, a player out of a suit,
    a card seen in a hand, and deals that player the suit. Here each card, the most
    constrained first, goes to a free place picked evenly among the piles it may go to, so long
    as the cards still to deal keep a way to fit (`fits`); the cards that may go anywhere then
    fill the places left at random. The true deal is one that fits, so one always exists, and
    every deal that fits can come out. When the sets of piles the cards may go to are nested
    (one player out of some suits, or several out of the same one) every such deal comes out
    equally often; otherwise (two players each out of a different suit, 1.6 % of Revolt's
    constrained deals) it leans a little. With `Canonical` it is one fixed deal, each
    card in turn put in the first pile it fits, so it depends only on the cards, the sizes and
    the constraints, not on where the cards were."""
    room = [len(pile) for pile in piles]
    everywhere = frozenset(range(len(piles)))
    may = {card: frozenset(i for i in everywhere if allowed(card, i)) for card in _all(piles)}
    cards = sorted(_all(piles), key=lambda card: (len(may[card]), card))
    bound = [card for card in cards if may[card] != everywhere]
    left = Counter(may[card] for card in bound)
    check = not nested(set(left))  # nested: any free place keeps a way for the rest
    dealt: list[list[str]] = [[] for _ in piles]
    for card in bound:
        left[may[card]] -= 1
        free = [i for i in sorted(may[card]) if room[i]]
        if check:
            free = [i for i in free if fits(left, _less(room, i))]
        if not free:
            raise ValueError(f"no deal of these piles lets {card} go where it may")
        pile = rng.choice([i for i in free for _ in range(room[i])])
        room[pile] -= 1
        dealt[pile].append(card)
    rest = cards[len(bound) :]  # those that may go anywhere: the places left, at random
    rest = rng.sample(rest, len(rest))
    for cards_now, cards_dealt, n in zip(piles, dealt, room, strict=True):
        cards_now[:] = cards_dealt + rest[:n]
        rest = rest[n:]


def nested(groups: set[frozenset[int]]) -> bool:
    """Whether the sets of piles the cards may go to are nested, each within the next larger."""
    chain = sorted(groups, key=len)
    return all(a <= b for a, b in pairwise(chain))


def fits(left: Counter[frozenset[int]], room: list[int]) -> bool:
    """Whether cards, counted by the piles each may go to, can fill the free places `room`:
    for every set of piles, the cards that may go only there are no more than its places
    (Hall's condition, which is enough as well as needed)."""
    bound = [(piles, n) for piles, n in left.items() if n and len(piles) < len(room)]
    for size in range(1, len(room)):
        for subset in combinations(range(len(room)), size):
            inside = sum(n for piles, n in bound if piles.issubset(subset))
            if inside > sum(room[i] for i in subset):
                return False
    return True


def _all(piles: list[list[str]]) -> list[str]:
    return [card for pile in piles for card in pile]


def _less(room: list[int], i: int) -> list[int]:
    return [r - (j == i) for j, r in enumerate(room)]


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
