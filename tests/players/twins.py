"""Twins: pairs of game positions that one seat cannot tell apart, made by playing the game, never
by a re-dealer (the leak tests' re-dealt states come from the very function under test, so they
cannot show what it forgets to deal again).

A seat tells two histories apart by what it observes after every move: its view, its prompt,
whom the table waits for, and the events said in public or to it. Two ways make histories alike
in all of that but different in other seats' secrets:

- `hidden_choices`: in a random game, another seat's move is made otherwise (a secret vote, an
  answer to a reaction window, a card discarded face down), the rest of the game replayed, and
  the positions kept while the seat's observations stay the same;
- `other_deals`: the deal is made otherwise through the game's setup options (`DEALS`): the
  seat's own cards kept, the other seats' cards and the decks dealt again, the same moves
  replayed, and the positions kept likewise.

Each twin is a pair of dumped states at a decision of the seat: there, the strong stand-in is
asked, and what it is told (`players.information`) must be the same for both.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from games.core import Event, Game, all_views
from games.frondeurs.data import DATA as FRONDEURS
from games.frondeurs.data import TURN_ORDER
from games.guillotine.components import JACOBIN
from games.liberte.data import DATA as LIBERTE
from games.revolt import cards as revolt_cards

Move = tuple[int, str]
Options = dict[str, Any]
Seen = tuple[list[Any], list[int], Any, dict[str, Any]]  # events, waiting, prompt, view
SPACING = 4  # moves between two twins of one pair of histories: the next move tells little more


@dataclass(frozen=True)
class Twin:
    """Two positions `seat` cannot tell apart, at a decision of its own (dumped states)."""

    seat: int
    true: str
    other: str
    how: str  # how they came to differ, for the failure's message


def observations(game: Game, state: Any, n: int, events: list[Event]) -> list[Seen]:
    """All each seat is shown after a move: the events said to everyone or to it, the seats
    the table waits for, its prompt and its view."""
    waiting, (_, views) = game.active_seats(state), all_views(game, state, n)
    return [
        ([e.text for e in events if e.to is None or s in e.to], waiting, game.prompt(state, s), v)
        for s, v in enumerate(views)
    ]


def alike(game: Game, state: Any, seat: int, events: list[Event], seen: Seen) -> bool:
    """Whether `seat` is shown after a move what `seen` holds: the cheap parts first, since
    most other moves show themselves at once."""
    said = [e.text for e in events if e.to is None or seat in e.to]
    return (
        said == seen[0]
        and game.active_seats(state) == seen[1]
        and game.prompt(state, seat) == seen[2]
        and game.view(state, seat) == seen[3]
    )


@dataclass(frozen=True)
class History:
    """A game played: its moves, its states (dumped) before each move and after the last, and
    what each seat was shown after each move (`seen[seat][k]`)."""

    moves: list[Move]
    dumps: list[str]
    seen: list[list[Seen]]


def played(game: Game, n: int, seed: int, length: int, options: Options | None) -> History:
    """A game set up with `options`, up to `length` random legal moves (fewer if it ends)."""
    rng, state = random.Random(seed), game.setup(n, seed, options)
    true = History([], [game.dump(state)], [[] for _ in range(n)])
    while len(true.moves) < length and game.outcome(state) is None:
        seat = rng.choice(game.active_seats(state))
        prompt = game.prompt(state, seat)
        assert prompt is not None
        true.moves.append((seat, rng.choice(prompt.choices).id))
        events = game.apply(state, *true.moves[-1])
        for shown, now in zip(true.seen, observations(game, state, n, events), strict=True):
            shown.append(now)
        true.dumps.append(game.dump(state))
    return true


def follow(
    game: Game, seat: int, state: Any, true: History, start: int, how: str, window: int
) -> Iterator[Twin]:
    """`state`, which `seat` cannot tell from the true position `true.dumps[start]`, and the
    true moves from there: the twins at `seat`'s decisions (one every `SPACING` moves at most),
    until its observations part (or a move is illegal in the other history), the two
    positions are the same again, or `window` moves have been replayed."""
    last = start - SPACING
    for t in range(start, min(len(true.moves), start + window) + 1):
        other = game.dump(state)
        if other == true.dumps[t]:  # the same position again: the rest is the same game
            return
        if t - last >= SPACING and game.prompt(state, seat) is not None:
            last = t
            yield Twin(seat, true.dumps[t], other, how)
        if t == len(true.moves):
            return
        try:
            events = game.apply(state, *true.moves[t])
        except Exception:  # the move the true history made is not open in this one
            return
        if not alike(game, state, seat, events, true.seen[seat][t]):
            return


def hidden_choices(game: Game, n: int, seed: int, length: int, window: int) -> Iterator[Twin]:
    """Twins where a seat chose otherwise at some move of a random game and another seat saw
    nothing of it."""
    true = played(game, n, seed, length, None)
    for k, (mover, choice) in enumerate(true.moves):
        prompt = game.prompt(game.load(true.dumps[k]), mover)
        assert prompt is not None
        for alt in prompt.choices:
            if alt.id == choice:
                continue
            state = game.load(true.dumps[k])
            events = game.apply(state, mover, alt.id)
            how = f"move {k}: seat {mover} chose {alt.id!r}, not {choice!r}"
            for seat in range(n):
                if seat != mover and alike(game, state, seat, events, true.seen[seat][k]):
                    again = game.load(game.dump(state))
                    yield from follow(game, seat, again, true, k + 1, how, window)


def other_deals(game: Game, n: int, seed: int, length: int, deals: int) -> Iterator[Twin]:
    """Twins where the deal differed in what a seat cannot see (`DEALS`), the same random
    moves played from both, as long as the seat sees the same."""
    ways = DEALS[game.meta.id]
    rng, dealt = random.Random(seed), game.setup(n, seed)
    options = ways[0](dealt, 0, None)
    true = played(game, n, seed, length, options)
    first = observations(game, game.setup(n, seed, options), n, [])
    for seat in range(n):
        for d in range(deals):
            state = game.setup(n, seed, ways[d % len(ways)](dealt, seat, rng))
            if alike(game, state, seat, [], first[seat]):
                yield from follow(game, seat, state, true, 0, f"deal {d}", length)


# ---- each game's deals ----------------------------------------------------------------------
# `deal(state, seat, rng)`: setup options that deal the game `state` was set up with, as it was
# (rng None), or with the cards `seat` cannot see dealt again at random among their places;
# a game may deal otherwise in several ways (all alike without rng).
Deal = Callable[[Any, int, random.Random | None], Options]


def redealt(piles: list[list[Any]], rng: random.Random | None) -> list[list[Any]]:
    """`piles` with their cards shuffled among their places (as they are without `rng`)."""
    cards = [c for pile in piles for c in pile]
    if rng is not None:
        rng.shuffle(cards)
    out = []
    for pile in piles:
        out.append(cards[: len(pile)])
        cards = cards[len(pile) :]
    return out


def others(
    piles: list[list[Any]], kept: Collection[int], rng: random.Random | None, deck: list[Any]
) -> tuple[list[list[Any]], list[Any]]:
    """The piles but those numbered in `kept` (the seat's own, an open hand), and `deck`,
    dealt again among their places: (the piles, the deck)."""
    hidden = [i for i in range(len(piles)) if i not in kept]
    *dealt, deck = redealt([*(piles[i] for i in hidden), deck], rng)
    piles = list(piles)
    for i, pile in zip(hidden, dealt, strict=True):
        piles[i] = pile
    return piles, deck


def revolt_deal(state: Any, seat: int, rng: random.Random | None) -> Options:
    """The other hands dealt again; with 3 players, the Citizen put out of the game with them
    (any plain Citizen: "Setup")."""
    hands = [list(s.hand) for s in state.seats]
    out = sorted(set(revolt_cards.FULL_DECK) - set(state.cards))
    hands, out = others(hands, {seat}, rng, out)
    while any(c not in revolt_cards.PLAIN_CITIZENS for c in out):
        hands, out = others(hands, {seat}, rng, out)
    return {"hands": hands}


def liberte_deal(state: Any, seat: int, rng: random.Random | None) -> Options:
    """The other hands dealt again from themselves and the A-set cards still in the deck."""
    hands = [[int(c) for c in p.hand] for p in state.players]
    deck = [int(c) for c in state.deck if LIBERTE.cards[c].set == "A"]
    hands, _ = others(hands, {seat}, rng, deck)
    face_up = [int(c) for c in state.face_up]
    return {"hands": hands, "face_up": face_up, "start_player": state.order[0]}


def guillotine_deal(state: Any, seat: int, rng: random.Random | None) -> Options:
    """The same parties, first player and Mission deck; the delayed Jacobin cards in another
    order among their places in the deck (whoever draws one keeps it secretly, Phase V, so the
    table sees the same game)."""
    deck = list(state.jacobin_deck)
    delayed = [i for i, c in enumerate(deck) if JACOBIN[c].delayed]
    (cards,) = redealt([[deck[i] for i in delayed]], rng)
    for i, card in zip(delayed, cards, strict=True):
        deck[i] = card
    return {
        "parties": [list(s.parties) for s in state.seats],
        "first_player": state.first,
        "jacobin_deck": deck,
        "mission_deck": list(state.mission_deck),
    }


def fr1789_deal(state: Any, seat: int, rng: random.Random | None) -> Options:
    """The other Conspiracy hands dealt again with the undealt cards; the first turn's Auction
    box in another order under the card on auction."""
    hands, _ = others([list(p.hand) for p in state.players], {seat}, rng, list(state.undealt))
    (box,) = redealt([state.box], rng)
    shown = [state.lot.card] if state.lot is not None else []
    return {"hands": hands, "first_player": state.first, "orders": {1: shown + box}}


def frondeurs_deal(state: Any, seat: int, rng: random.Random | None, cards: bool = True) -> Options:
    """The Coins on the board drawn again from all 31 and, with `cards`, the Action cards of
    the other factions (not the 3-player Dummy's, face up) and the Action deck dealt again, and
    the Season deck in another order, the Faction Swap in its place (§4.12 14-i). Without
    `cards` the game goes on alike until a Coin is spent."""
    shown = {i for i, f in enumerate(TURN_ORDER) if state.seat(f) == seat or f == state.dummy}
    hands = [list(state.held(f).hand) for f in TURN_ORDER]
    swap = [c for c in state.season_deck if FRONDEURS.season_cards[c].effect.type == "faction_swap"]
    rest = [c for c in state.season_deck if c not in swap]
    deck = list(state.action_deck)
    if cards:
        hands, deck = others(hands, shown, rng, deck)
        (rest,) = redealt([rest], rng)
    # step 9 deals one card each in turn order, then the first faction draws its turn's cards
    order = [h[0] for h in hands] + [c for h in hands for c in h[1:]] + deck
    coins = [v for s in FRONDEURS.board.spaces for v in state.coins_on.get(s.id, [])]
    if rng is not None:
        coins = rng.sample(FRONDEURS.cards.coins.values, len(coins))
    seasons = [c if c in swap else rest.pop(0) for c in state.season_deck]
    return {"action_order": order, "coins": coins, "season_order": seasons}


DEALS: dict[str, tuple[Deal, ...]] = {
    "revolt": (revolt_deal,),
    "liberte": (liberte_deal,),
    "guillotine": (guillotine_deal,),
    "fr1789": (fr1789_deal,),
    "frondeurs": (frondeurs_deal, partial(frondeurs_deal, cards=False)),
}
