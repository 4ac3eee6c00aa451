"""The search's deals agree with what the table has shown, not only with what each seat can see
now: in Revolt a player who did not follow a family is dealt none of it, and the pitchfork
Citizen stays with the player who led the turn with it still in hand, the whole turn long,
however many tricks ago the table saw it (the engine keeps it, `SeatState.lacks` and
`RevoltState.pitchfork`, where its two tricks would forget it); in Frondeurs a Coin whose
value was just told as it was spent is dealt to nobody. The deals still keep every count, and
two positions a seat cannot tell apart still give it the same information state. Beside each
check, the same positions dealt by a plain shuffle show that it can fail: there the constraint
is broken in a good share of the deals (what the re-dealers did before); for what only the
turn's earlier tricks showed, so does a re-dealer reading only the two tricks a state shows
(what Revolt's did before the engine kept the turn, and does with a state saved then)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from itertools import islice, product
from typing import Any

import pytest

import players
from games import registry
from games.core.sampling import Canonical, deal_constrained, fill, permute
from games.frondeurs import sampling as frondeurs_sampling
from games.frondeurs.data import Faction
from games.revolt import cards
from games.revolt.cards import PITCHFORK, Family, family
from games.revolt.engine import RevoltState, chosen_family
from games.revolt.sampling import redeal, shown
from players import information

REVOLT = registry.get("revolt")
DEALS = 200  # deals drawn from each information state
SEEDS = range(6)  # games played at each player count
COUNTS = [3, 4, 5]


def play(n: int, seed: int) -> Iterator[tuple[RevoltState, int, str]]:
    """A Revolt game between quick stand-ins: before each move, the state, the seat to move
    and its choice."""
    state, rng = REVOLT.setup(n, seed), random.Random(seed)
    bot = players.standin("revolt")
    while REVOLT.outcome(state) is None:
        seat = REVOLT.active_seats(state)[0]
        choice = bot.move(REVOLT, state, seat, rng)
        assert choice is not None
        yield state, seat, choice
        REVOLT.apply(state, seat, choice)


def did_not_follow(state: RevoltState, choice: str) -> Family | None:
    """The family a move shows its player lacks: a card played (not a cut) that is neither of
    the trick's chosen family nor a Citizen, once a family is chosen."""
    kind, _, card = choice.partition(":")
    chosen = chosen_family(state.trick)
    if kind != "play" or chosen is None or family(card) in (chosen, Family.CITIZEN):
        return None
    return chosen


def after_a_failure(n: int) -> list[tuple[str, int, Family]]:
    """(dumped state, player, family): the position right after a player did not follow, the
    first of each game that has one."""
    found = []
    for seed in SEEDS:
        moves = play(n, seed)
        for state, seat, choice in moves:
            lacking, turn = did_not_follow(state, choice), state.turn
            if lacking is None:
                continue
            next(moves, None)  # the move is made before the next one is offered
            if state.turn == turn and REVOLT.outcome(state) is None:  # not the turn's last
                found.append((REVOLT.dump(state), seat, lacking))
                break
    return found


def deals(
    dumped: str, seat: int, seed: int, redeal: Any = None, times: int = DEALS
) -> list[RevoltState]:
    """`times` deals made from what `seat` knows, by `redeal` (the game's own by default)."""
    redeal = redeal or players.SAMPLERS["revolt"]
    known = information("revolt", REVOLT.load(dumped), seat)
    assert known is not None
    rng = random.Random(seed)
    return [fill(redeal, REVOLT.load(known), seat, rng) for _ in range(times)]


def shuffled(state: RevoltState, seat: int, rng: random.Random, moving: bool) -> RevoltState:
    """The other hands dealt by a plain shuffle: how the re-dealer dealt them before."""
    permute([s.hand for i, s in enumerate(state.seats) if i != seat], rng)
    return state


def of_family(wanted: Family, card: str) -> bool:
    return family(card) is wanted


def holding(dealt: list[RevoltState], player: int, has: Callable[[str], bool]) -> float:
    """The share of deals that give `player` a card `has` accepts."""
    return sum(any(has(c) for c in d.seats[player].hand) for d in dealt) / len(dealt)


@pytest.mark.parametrize("n", COUNTS)
def test_a_player_who_did_not_follow_is_dealt_none_of_the_family(n: int) -> None:
    found = after_a_failure(n)
    assert len(found) >= 3, "too few games where someone did not follow: it tests little"
    before = []
    for k, (dumped, player, lacking) in enumerate(found):
        truth = REVOLT.load(dumped)
        assert not any(family(c) is lacking for c in truth.seats[player].hand)
        of_it = partial(of_family, lacking)
        for seat in range(n):
            if seat == player:
                continue
            share = holding(deals(dumped, seat, k), player, of_it)
            assert share == 0, f"seat {seat} deals seat {player} {lacking.name}s in {share:.0%}"
            before.append(holding(deals(dumped, seat, k, shuffled), player, of_it))
    assert sum(before) / len(before) > 0.2, "a plain shuffle would pass too: it tests little"


def first_tricks(n: int) -> Iterator[tuple[str, int, int]]:
    """(dumped state, seat, leader): positions in a turn's first trick where the leader has
    led another card than the pitchfork Citizen, which is still in his hand, and the seat is
    another player."""
    for seed in SEEDS:
        for state, seat, _ in play(n, seed):
            leader = state.leader
            first = max(len(s.hand) for s in state.seats) == cards.HAND_SIZE[n]
            if first and state.trick and PITCHFORK in state.seats[leader].hand and seat != leader:
                yield REVOLT.dump(state), seat, leader


@pytest.mark.parametrize("n", COUNTS)
def test_the_pitchfork_stays_with_the_player_who_led_the_turn(n: int) -> None:
    found = list(islice(first_tricks(n), 3))
    assert found, "no turn led without the pitchfork: it tests nothing"
    before = []
    for k, (dumped, seat, leader) in enumerate(found):
        share = holding(deals(dumped, seat, k), leader, lambda c: c == PITCHFORK)
        assert share == 1, f"seat {seat} deals the pitchfork away from {leader} in {1 - share:.0%}"
        before.append(holding(deals(dumped, seat, k, shuffled), leader, lambda c: c == PITCHFORK))
    assert sum(before) / len(before) < 0.8, "a plain shuffle would pass too: it tests little"


def turn_voids(n: int) -> Iterator[tuple[RevoltState, int, dict[int, set[Family]]]]:
    """(state, seat to move, the families each player was seen not to follow this turn, the
    whole turn long) at every decision of the games, worked out from the moves."""
    for seed in SEEDS:
        lacking: dict[int, set[Family]] = {}
        turn = 1
        for state, seat, choice in play(n, seed):
            if state.turn != turn:
                lacking, turn = {}, state.turn
            yield state, seat, lacking
            if (missing := did_not_follow(state, choice)) is not None:
                lacking.setdefault(seat, set()).add(missing)


@pytest.mark.parametrize("n", COUNTS)
def test_the_state_keeps_what_the_turn_showed_and_no_more(n: int) -> None:
    """Every void shown this turn, and the pitchfork Citizen's holder until it is played."""
    for state, _, lacking in turn_voids(n):
        assert {i: set(s.lacks) for i, s in enumerate(state.seats) if s.lacks} == lacking
        held = [i for i, s in enumerate(state.seats) if PITCHFORK in s.hand]
        assert state.pitchfork == (held[0] if held else None)


def saved_before(dumped: str) -> str:
    """The state as saved before the engine kept what the turn showed: no `lacks`, no
    `pitchfork`."""
    old = json.loads(dumped)
    del old["pitchfork"]
    for seat in old["seats"]:
        del seat["lacks"]
    return json.dumps(old)


def from_the_tricks(state: RevoltState, seat: int, rng: random.Random, moving: bool) -> Any:
    """The re-dealer reading only the trick being played and the last one: what it did
    before the engine kept the turn, and still does with a state saved then."""
    return redeal(REVOLT.load(saved_before(REVOLT.dump(state))), seat, rng, moving)


def test_a_state_saved_before_still_loads_and_shows_the_same() -> None:
    for state, seat, _ in islice(turn_voids(4), 0, 200, 20):
        old = REVOLT.load(saved_before(REVOLT.dump(state)))
        assert old.pitchfork is None and not any(s.lacks for s in old.seats)
        for s in range(state.num_players):
            assert REVOLT.view(old, s) == REVOLT.view(state, s)
            assert REVOLT.prompt(old, s) == REVOLT.prompt(state, s)
        dealt = deals(REVOLT.dump(old), seat, 0, times=5)
        assert all(REVOLT.view(d, seat) == REVOLT.view(state, seat) for d in dealt)


def forgotten_voids(n: int) -> Iterator[tuple[str, int, int, Family]]:
    """(dumped state, seat, player, family): `player`, another than the seat, did not follow
    `family` in an earlier trick of the turn, which neither the trick being played nor the
    last one shows; at every decision where some player has such a void."""
    for state, seat, lacking in turn_voids(n):
        told, _ = shown(REVOLT.load(saved_before(REVOLT.dump(state))))
        for player, families in lacking.items():
            lost = families - told.get(player, set())
            if player != seat and lost and state.seats[player].hand:
                yield REVOLT.dump(state), seat, player, min(lost)
                break


@pytest.mark.parametrize("n", COUNTS)
def test_a_void_shown_in_an_earlier_trick_of_the_turn_is_kept(n: int) -> None:
    found = list(islice(forgotten_voids(n), 0, 60, 10))
    assert len(found) >= 3, "too few voids shown tricks ago: it tests little"
    before = []
    for k, (dumped, seat, player, lacking) in enumerate(found):
        assert lacking in REVOLT.load(dumped).seats[player].lacks
        of_it = partial(of_family, lacking)
        share = holding(deals(dumped, seat, k), player, of_it)
        assert share == 0, f"seat {seat} deals seat {player} {lacking.name}s in {share:.0%}"
        before.append(holding(deals(dumped, seat, k, from_the_tricks), player, of_it))
    assert sum(before) / len(before) > 0.1, "reading the tricks would pass too: it tests little"


def pitchfork_held_late(n: int) -> Iterator[tuple[str, int, int]]:
    """(dumped state, seat, holder): positions after the turn's second trick where the
    pitchfork Citizen is still in the hand of the player who led the turn, and the seat is
    another player."""
    for state, seat, _ in turn_voids(n):
        held = [i for i, s in enumerate(state.seats) if PITCHFORK in s.hand]
        done = cards.HAND_SIZE[n] - max(len(s.hand) for s in state.seats)
        if held and done >= 2 and seat != held[0]:
            yield REVOLT.dump(state), seat, held[0]


@pytest.mark.parametrize("n", COUNTS)
def test_the_pitchfork_stays_with_its_holder_after_the_second_trick(n: int) -> None:
    found = list(islice(pitchfork_held_late(n), 0, 40, 8))
    assert len(found) >= 3, "too few turns with the pitchfork kept late: it tests little"
    before = []
    for k, (dumped, seat, holder) in enumerate(found):
        share = holding(deals(dumped, seat, k), holder, lambda c: c == PITCHFORK)
        assert share == 1, f"seat {seat} deals the pitchfork away from {holder} in {1 - share:.0%}"
        before.append(
            holding(deals(dumped, seat, k, from_the_tricks), holder, lambda c: c == PITCHFORK)
        )
    assert sum(before) / len(before) < 0.8, "reading the tricks would pass too: it tests little"


def constrained(n: int, every: int = 3) -> Iterator[tuple[str, int]]:
    """(dumped state, seat) at decisions where the table has shown something about a hand
    other than the seat's, one in `every`."""
    for seed in SEEDS:
        for k, (state, seat, _) in enumerate(play(n, seed)):
            lacking, _ = shown(state)
            if k % every == 0 and any(s != seat for s in lacking):
                yield REVOLT.dump(state), seat


def hidden(state: RevoltState, seat: int) -> Counter[str]:
    """The cards `seat` cannot place: the others' hands and any Citizen out of the game."""
    out = set(cards.FULL_DECK) - set(state.cards)
    return Counter([*out, *(c for i, s in enumerate(state.seats) if i != seat for c in s.hand)])


@pytest.mark.parametrize("n", COUNTS)
def test_a_deal_keeps_every_count_and_everything_shown(n: int) -> None:
    found = list(islice(constrained(n), 12))
    assert len(found) >= 6, "too few positions with something shown: it tests little"
    for k, (dumped, seat) in enumerate(found):
        truth = REVOLT.load(dumped)
        for dealt in deals(dumped, seat, k, times=20):
            assert [len(s.hand) for s in dealt.seats] == [len(s.hand) for s in truth.seats]
            assert dealt.seats[seat].hand == truth.seats[seat].hand
            assert hidden(dealt, seat) == hidden(truth, seat)
            assert REVOLT.view(dealt, seat) == REVOLT.view(truth, seat)
            assert REVOLT.prompt(dealt, seat) == REVOLT.prompt(truth, seat)
            lacking, _ = shown(truth)
            for player, families in lacking.items():
                assert not any(family(c) in families for c in dealt.seats[player].hand)


def with_voids(n: int) -> Iterator[tuple[RevoltState, int, dict[int, set[Family]]]]:
    """(state, seat to move, the families each player was seen not to follow this turn, the
    whole turn long) where another player has been seen not to follow one."""
    for state, seat, lacking in turn_voids(n):
        if any(s != seat for s in lacking):
            yield state, seat, lacking


def swapped(state: RevoltState, seat: int, lacking: dict[int, set[Family]]) -> Iterator[str]:
    """Positions `seat` cannot tell from `state`: two other players' cards of different
    families swapped where neither was seen to lack the other's (the pitchfork aside), so
    every move of the turn was as legal with the swapped hands and showed the same."""
    others = [i for i in range(state.num_players) if i != seat]
    for a, b in ((a, b) for a in others for b in others if a < b):
        for x, y in product(state.seats[a].hand, state.seats[b].hand):
            if PITCHFORK in (x, y) or family(x) is family(y):
                continue
            if family(y) in lacking.get(a, set()) or family(x) in lacking.get(b, set()):
                continue
            twin = state.model_copy(deep=True)
            hand_a, hand_b = twin.seats[a].hand, twin.seats[b].hand
            hand_a[hand_a.index(x)], hand_b[hand_b.index(y)] = y, x
            hand_a.sort(key=cards.sort_key)
            hand_b.sort(key=cards.sort_key)
            yield REVOLT.dump(twin)


@pytest.mark.parametrize("n", COUNTS)
def test_twins_with_something_shown_get_the_same_information(n: int) -> None:
    """Two positions a seat cannot tell apart, where another player has been seen not to
    follow: the same information state."""
    checked = 0
    for state, seat, lacking in islice(with_voids(n), 0, 60, 6):
        truth = REVOLT.dump(state)
        known = information("revolt", state, seat)
        for other in islice(swapped(state, seat, lacking), 4):
            twin = REVOLT.load(other)
            assert REVOLT.view(twin, seat) == REVOLT.view(state, seat)
            assert information("revolt", twin, seat) == known, f"seat {seat} tells apart"
            checked += 1
        assert REVOLT.dump(state) == truth
    assert checked >= 10, "too few twins with something shown: it tests little"


# ---- the constrained deal itself (games.core.sampling.deal_constrained) -------------------
def consistent(sizes: list[int], may: dict[str, set[int]]) -> set[tuple[tuple[str, ...], ...]]:
    """Every deal of the cards of `may` into piles of `sizes` that puts each card in a pile
    it may go to, each pile sorted."""
    names = sorted(may)
    out = set()
    for where in product(range(len(sizes)), repeat=len(names)):
        if all(where.count(i) == size for i, size in enumerate(sizes)) and all(
            w in may[c] for c, w in zip(names, where, strict=True)
        ):
            out.add(tuple(tuple(c for c, w in zip(names, where, strict=True) if w == i)
                          for i in range(len(sizes))))  # fmt: skip
    return out


def dealt_often(
    sizes: list[int], may: dict[str, set[int]], times: int
) -> Counter[tuple[tuple[str, ...], ...]]:
    rng, seen = random.Random(11), Counter[tuple[tuple[str, ...], ...]]()
    start = sorted(may)
    for _ in range(times):
        piles = [start[sum(sizes[:i]) : sum(sizes[: i + 1])] for i in range(len(sizes))]
        deal_constrained(piles, rng, lambda card, pile: pile in may[card])
        seen[tuple(tuple(sorted(p)) for p in piles)] += 1
    return seen


def test_nested_constraints_deal_every_consistent_deal_equally_often() -> None:
    """One player out of two suits, another out of one of them: the piles each card may go
    to are nested, so the deal is uniform among the consistent ones."""
    sizes = [3, 3, 3]
    may = {"N1": {2}, "N2": {2}, **{f"R{i}": {1, 2} for i in range(3)},
           **{f"C{i}": {0, 1, 2} for i in range(4)}}  # fmt: skip
    every = consistent(sizes, may)
    seen = dealt_often(sizes, may, 300 * len(every))
    assert set(seen) == every
    expected = 300
    chi2 = sum((seen[d] - expected) ** 2 / expected for d in every)
    assert chi2 < len(every) + 6 * (2 * len(every)) ** 0.5, f"far from uniform: chi2 {chi2:.0f}"


def test_crossed_constraints_never_deal_into_a_dead_end() -> None:
    """Two players each out of another suit: placing the first cards anywhere allowed could
    leave the last with nowhere to go; the deal looks ahead, and every consistent deal still
    comes out."""
    sizes = [1, 1, 2]
    may = {"N1": {1, 2}, "N2": {1, 2}, "R1": {0, 2}, "R2": {0, 2}}
    every = consistent(sizes, may)
    seen = dealt_often(sizes, may, 400)
    assert set(seen) == every


def test_a_canonical_constrained_deal_depends_on_the_cards_not_where_they_were() -> None:
    may = {"N1": {1, 2}, "N2": {1, 2}, "R1": {0, 2}, "R2": {0, 2}, "C1": {0, 1, 2}}

    def canonical(piles: list[list[str]]) -> list[list[str]]:
        deal_constrained(piles, Canonical(), lambda card, pile: pile in may[card])
        return piles

    one = canonical([["R1"], ["N1", "C1"], ["N2", "R2"]])
    assert one == canonical([["R2"], ["N2", "N1"], ["C1", "R1"]])
    assert all(pile in may[c] for pile, hand in enumerate(one) for c in hand)


# ---- Frondeurs: a Coin spent, its value told ------------------------------------------------
FRONDEURS = registry.get("frondeurs")


@pytest.mark.parametrize("how", ["declared", "after"])
def test_a_coin_spent_is_dealt_to_nobody(how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Condéen faction has just spent a Coin worth 4 (the table was told), and the seat
    holds the other one: no deal puts a 4 in another holding or on the board (and one that
    forgets the spent Coin does, often)."""
    state = FRONDEURS.setup(4, 1)
    seat = state.seat(Faction.CABALIST)
    state.holdings[Faction.CABALIST].coins = [4]
    state.holdings[Faction.CONDEEAN].coins = [2, 1]
    assert not any(4 in values for values in state.coins_on.values())
    if how == "declared":
        state.tokens.card_token = "coin:4:before"
    else:
        state.tokens.coin_after = 4
    assert fours_dealt(state, seat) == 0, "a spent 4 dealt again"
    monkeypatch.setattr(frondeurs_sampling, "spent", lambda state: Counter())
    assert fours_dealt(state, seat) > DEALS / 4, "forgetting it would pass too: it tests little"


def fours_dealt(state: Any, seat: int) -> int:
    """In how many deals from what `seat` knows a Coin worth 4 is outside the seat's holding."""
    known = information("frondeurs", state, seat)
    assert known is not None
    redeal, rng, mine = players.SAMPLERS["frondeurs"], random.Random(5), state.seat_of
    told = 0
    for _ in range(DEALS):
        dealt = fill(redeal, FRONDEURS.load(known), seat, rng)
        held = [v for f, h in dealt.holdings.items() if mine[f] != seat for v in h.coins]
        told += 4 in [*held, *(v for vs in dealt.coins_on.values() for v in vs)]
    return told
