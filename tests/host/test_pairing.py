"""Tournament pairing and scoring (bot/host/pairing.py): Swiss rounds at multi-player tables, round
robins, elimination rounds, points, tie-breaks and the bar on players who let matches time out.

Properties over many sign-up counts (2..40) and every table size (2..6), checked with
hypothesis; small Swiss fields against a brute force; scoring by worked examples computed by hand;
and the issue's two scenarios, a 12-player Swiss at tables of 4 over 3 rounds and a 6-player round
robin at tables of 4."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.host.pairing import (
    BYE_POINTS,
    Result,
    Round,
    Standing,
    elimination_round,
    match_points,
    may_sign_up,
    round_robin,
    standings,
    swiss_round,
    table_sizes,
)

# Modest example counts keep the file within seconds; no example database, so no .hypothesis/.
QUICK = settings(max_examples=40, deadline=None, database=None)


# Helpers


def pairs(table: Sequence[int]) -> Iterator[tuple[int, int]]:
    return (tuple(sorted(p)) for p in itertools.combinations(table, 2))  # type: ignore[misc]


def meetings(rounds: Sequence[Round]) -> Counter[tuple[int, int]]:
    return Counter(p for r in rounds for t in r.tables for p in pairs(t))


def repeats(rnd: Round, before: Sequence[Round]) -> int:
    """The new round's meetings already had: each earlier meeting of a pair counts."""
    met = meetings(before)
    return sum(met[p] for t in rnd.tables for p in pairs(t))


def everyone_once(rnd: Round, players: Sequence[int]) -> None:
    seated = [p for t in rnd.tables for p in t] + list(rnd.byes)
    assert sorted(seated) == sorted(players), "every player at one table or a bye, once"


def random_results(rnd: Round, rng: random.Random) -> list[Result]:
    """Each table finished in a random order, now and then with a tie or a forfeit."""
    results = []
    for table in rnd.tables:
        places = list(range(1, len(table) + 1))
        rng.shuffle(places)
        if rng.random() < 0.2:
            places = [max(p, 2) for p in places]  # first and second share a place
        forfeited = frozenset(p for p in table if rng.random() < 0.05)
        results.append(Result(table, tuple(places), forfeited))
    return results


def swiss(
    n: int, size: int, min_size: int, max_size: int, rounds: int, seed: int
) -> list[tuple[list[Standing], list[Round], Round]]:
    """A whole Swiss tournament with random results: each round's standings, the rounds before
    it, and the round drawn."""
    rng = random.Random(seed)
    players = list(range(101, 101 + n))
    ratings = {p: float(rng.randint(0, 3)) for p in players}
    history: list[Round] = []
    results: list[Result] = []
    byes: list[int] = []
    played = []
    for _ in range(rounds):
        lines = standings(results, byes=byes, ratings=ratings, players=players)
        rnd = swiss_round(lines, history, size, min_size, max_size, rng)
        played.append((lines, list(history), rnd))
        history.append(rnd)
        results += random_results(rnd, rng)
        byes += rnd.byes
    return played


def splits(count: int, min_size: int, max_size: int) -> bool:
    """Whether `count` players fit tables of min..max exactly (by brute force)."""
    reachable = {0}
    for m in range(1, count + 1):
        if any(m - s in reachable for s in range(min_size, max_size + 1)):
            reachable.add(m)
    return count in reachable


def fewest_repeats(players: Sequence[int], sizes: Sequence[int], history: Sequence[Round]) -> int:
    """The brute force: every split of `players` into tables of `sizes`, the fewest repeats."""
    met = meetings(history)
    best = [10**9]

    def go(rest: list[int], left: list[int], cost: int) -> None:
        if cost >= best[0]:
            return
        if not rest:
            best[0] = cost
            return
        for s in set(left):
            others = left.copy()
            others.remove(s)
            for mates in itertools.combinations(rest[1:], s - 1):
                table = (rest[0], *mates)
                extra = sum(met[p] for p in pairs(table))
                go([p for p in rest if p not in table], others, cost + extra)

    go(list(players), list(sizes), 0)
    return best[0]


def zero_repeats_possible(groups: Sequence[int], sizes: Sequence[int]) -> bool:
    """Gale–Ryser: the tables of `sizes` can take the earlier round's groups (its tables, its
    byes as groups of 1) with at most one of each group at a table."""
    rows = sorted(sizes, reverse=True)
    if sum(rows) != sum(groups):
        return False
    return all(sum(rows[:k]) <= sum(min(g, k) for g in groups) for k in range(1, len(rows) + 1))


@st.composite
def games(draw: st.DrawFn, most: int = 40) -> tuple[int, int, int, int]:
    """A sign-up count and a game's table sizes: size within min..max, all within 2..6."""
    size = draw(st.integers(2, 6))
    min_size = draw(st.integers(2, size))
    max_size = draw(st.integers(size, 6))
    n = draw(st.integers(2, most))
    return n, size, min_size, max_size


# Table sizes


def test_tables_of_the_size_then_one_less_then_byes() -> None:
    assert table_sizes(12, 4, 2, 4) == (4, 4, 4)
    assert table_sizes(10, 4, 2, 4) == (4, 3, 3), "size and size - 1 rather than a bye"
    assert table_sizes(5, 4, 4, 5) == (5,), "another size of the game before a bye"
    assert table_sizes(7, 2, 2, 2) == (2, 2, 2), "a 2-player game: one bye"
    assert table_sizes(7, 3, 3, 3) == (3, 3), "one left over: a bye; here two"
    assert table_sizes(1, 2, 2, 4) == ()
    with pytest.raises(ValueError):
        table_sizes(8, 4, 5, 6)


@QUICK
@given(games())
def test_table_sizes_seat_everyone_they_can(game: tuple[int, int, int, int]) -> None:
    n, size, min_size, max_size = game
    sizes = table_sizes(n, size, min_size, max_size)
    byes = n - sum(sizes)
    assert all(min_size <= s <= max_size for s in sizes)
    assert not any(splits(n - fewer, min_size, max_size) for fewer in range(byes)), (
        "byes only when no split into the game's sizes seats more"
    )
    preferred = {size, size - 1} & set(range(min_size, max_size + 1))
    if byes == 0 and any(
        a * size + b * (size - 1) == n and (b == 0 or size - 1 in preferred)
        for a in range(n // size + 1)
        for b in range(n + 1)
    ):
        assert set(sizes) <= preferred, "tables of size and size - 1 where they seat everyone"


# Swiss


@settings(QUICK, max_examples=30)
@given(games(), st.integers(1, 4), st.integers(0, 2**16))
def test_swiss_rounds_seat_everyone_within_the_sizes(
    game: tuple[int, int, int, int], rounds: int, seed: int
) -> None:
    n, size, min_size, max_size = game
    byes_had: Counter[int] = Counter()
    for lines, before, rnd in swiss(n, size, min_size, max_size, rounds, seed):
        everyone_once(rnd, [line.player for line in lines])
        assert all(min_size <= len(t) <= max_size for t in rnd.tables)
        assert len(rnd.byes) == n - sum(table_sizes(n, size, min_size, max_size)), (
            "a bye only when no split exists"
        )
        rank = {line.player: line.rank for line in lines}
        for p in rnd.byes:
            for q in rank.keys() - set(rnd.byes):
                assert byes_had[p] <= byes_had[q], "no second bye while another has had none"
                if byes_had[p] == byes_had[q]:
                    assert rank[p] >= rank[q], "to the lowest standing"
        byes_had.update(rnd.byes)
        if before:
            last_first = {t[0] for t in before[-1].tables}
            last_seat = {p: i for t in before[-1].tables for i, p in enumerate(t)}
            for t in rnd.tables:
                if t[0] in last_first:
                    assert all(last_seat.get(p) == 0 for p in t), "first twice, avoidably"
    assert max(byes_had.values(), default=0) <= 1 + min(byes_had.values(), default=0)


@settings(QUICK, max_examples=60)
@given(games(), st.integers(0, 2**16))
def test_swiss_second_round_repeats_nobody_where_it_can(
    game: tuple[int, int, int, int], seed: int
) -> None:
    n, size, min_size, max_size = game
    (_, _, first), (_, _, second) = swiss(n, size, min_size, max_size, 2, seed)
    groups = [sum(p not in second.byes for p in t) for t in first.tables]
    groups += [1 for p in first.byes if p not in second.byes]
    if zero_repeats_possible([g for g in groups if g], [len(t) for t in second.tables]):
        assert repeats(second, [first]) == 0


@settings(QUICK, max_examples=30)
@given(games(most=10), st.integers(2, 4), st.integers(0, 2**16))
def test_small_swiss_repeats_as_few_as_a_brute_force(
    game: tuple[int, int, int, int], rounds: int, seed: int
) -> None:
    n, size, min_size, max_size = game
    for _, before, rnd in swiss(n, size, min_size, max_size, rounds, seed):
        playing = [p for t in rnd.tables for p in t]
        sizes = [len(t) for t in rnd.tables]
        assert repeats(rnd, before) == fewest_repeats(sorted(playing), sizes, before)


def test_swiss_groups_players_of_similar_standing() -> None:
    """Round 2 of 16 at tables of 4 can avoid every repeat: the four round-1 winners then share
    the top table."""
    (_, _, first), (lines, _, second) = swiss(16, 4, 2, 4, 2, seed=7)
    assert repeats(second, [first]) == 0
    top = {line.player for line in lines[:4]}
    assert lines[3].points > lines[4].points, "four winners clear of the rest"
    assert any(set(t) == top for t in second.tables)


def test_twelve_players_at_tables_of_four_over_three_rounds() -> None:
    """The issue's scenario. Three tables of four, no byes. Round 2 must repeat: each of its
    tables takes four players from round 1's three tables, two from one of them, so at least 3
    pairs meet again, and it repeats exactly 3. Round 3's tables each hold a pair from round 1
    and one from round 2 (counted twice if the same pair), so at least 6: exactly 6."""
    for seed in range(5):
        played = swiss(12, 4, 2, 4, 3, seed)
        rounds = [rnd for _, _, rnd in played]
        for lines, _, rnd in played:
            everyone_once(rnd, [line.player for line in lines])
            assert [len(t) for t in rnd.tables] == [4, 4, 4] and not rnd.byes
        assert [repeats(rnd, rounds[:i]) for i, rnd in enumerate(rounds)] == [0, 3, 6]
        firsts = [t[0] for rnd in rounds for t in rnd.tables]
        # only consecutive rounds are promised; the seat counts give more here
        assert len(set(firsts)) == 9, "nobody sits first twice in three rounds"


def test_swiss_needs_a_random_source_only_for_ties() -> None:
    lines = standings([], players=range(1, 9))
    a = swiss_round(lines, [], 4, 2, 4, random.Random(1))
    b = swiss_round(lines, [], 4, 2, 4, random.Random(1))
    assert a == b, "the same seed, the same round"


# Round robin


def seat_counts(rounds: Sequence[Round]) -> dict[int, Counter[int]]:
    counts: dict[int, Counter[int]] = {}
    for rnd in rounds:
        for t in rnd.tables:
            for seat, p in enumerate(t):
                counts.setdefault(p, Counter())[seat] += 1
    return counts


def check_round_robin(rounds: list[Round], players: list[int], size: int) -> None:
    for rnd in rounds:
        everyone_once(rnd, players)
        assert all(len(t) == size for t in rnd.tables)
        assert len(rnd.byes) == len(players) % size
    matches = Counter(p for rnd in rounds for t in rnd.tables for p in t)
    assert max(matches.values()) - min(matches[p] for p in players) <= 1
    if len(rounds) * (len(players) % size) % len(players) == 0:
        assert len({matches[p] for p in players}) == 1, "everyone plays equally often"
    for p, counts in seat_counts(rounds).items():
        row = [counts[s] for s in range(size)]
        assert max(row) - min(row) <= 1, f"{p} sits unevenly: {row}"


@settings(QUICK, max_examples=25)
@given(st.integers(2, 6), st.integers(0, 10))
def test_a_round_robin_meets_everyone_with_even_seats(size: int, extra: int) -> None:
    players = list(range(1, size + extra + 1))
    rounds = round_robin(players, size)
    check_round_robin(rounds, players, size)
    met = meetings(rounds)
    assert all(met[p] >= 1 for p in pairs(players)), "everyone meets everyone"


@QUICK
@given(st.integers(2, 40))
def test_the_circle_method_meets_each_opponent_once(n: int) -> None:
    players = list(range(1, n + 1))
    rounds = round_robin(players, 2)
    assert len(rounds) == (n - 1 if n % 2 == 0 else n)
    check_round_robin(rounds, players, 2)
    assert set(meetings(rounds).values()) == {1}
    assert all(len(r.byes) == n % 2 for r in rounds)


@QUICK
@given(st.integers(2, 6), st.integers(0, 34), st.integers(1, 3))
def test_a_shorter_round_robin_stays_even(size: int, extra: int, rounds: int) -> None:
    """Fewer rounds than the default, up to 40 players: matches and seats within 1."""
    players = list(range(1, size + extra + 1))
    check_round_robin(round_robin(players, size, rounds), players, size)


def test_six_players_at_tables_of_four() -> None:
    """The issue's scenario. One table of four a round, two resting. Three rounds: everyone
    plays 2 matches and rests once (the resting pairs split the six), 3 tables x 6 pairs = 18
    meetings cover the 15 pairs, so three pairs meet twice (the pairs resting together) and the
    other twelve once; each player's 2 matches at 2 different seats."""
    players = [11, 12, 13, 14, 15, 16]
    rounds = round_robin(players, 4)
    assert len(rounds) == 3
    check_round_robin(rounds, players, 4)
    assert all(len(r.tables) == 1 and len(r.byes) == 2 for r in rounds)
    rests = [frozenset(r.byes) for r in rounds]
    assert frozenset().union(*rests) == set(players), "the resting pairs split the six"
    met = meetings(rounds)
    assert sorted(met[p] for p in pairs(players)) == [1] * 12 + [2] * 3
    assert {tuple(sorted(r)) for r in rests} == {p for p in pairs(players) if met[p] == 2}
    for counts in seat_counts(rounds).values():
        assert sorted(counts.values()) == [1, 1]


def test_a_round_robin_refuses_too_few_players() -> None:
    with pytest.raises(ValueError):
        round_robin([1, 2, 3], 4)
    with pytest.raises(ValueError):
        round_robin([1, 1, 2], 2)


# Elimination


def test_elimination_splits_each_tables_qualifiers() -> None:
    """16 players at four tables of 4, the top 2 of each on: two tables of 4, the four winners
    two and two, nobody with the player they just played."""
    tables = [tuple(range(i * 4 + 1, i * 4 + 5)) for i in range(4)]
    last = [Result(t, (1, 2, 3, 4)) for t in tables]
    semi = elimination_round(last, 2, 4, 2, 4, seeding=range(1, 17))
    assert not semi.final and not semi.byes
    assert sorted(p for t in semi.tables for p in t) == [1, 2, 5, 6, 9, 10, 13, 14]
    for t in semi.tables:
        assert len({(p - 1) // 4 for p in t}) == 4, "one from each table"
        assert len({1, 5, 9, 13} & set(t)) == 2, "two winners at each"
    final = elimination_round([Result(t, (2, 1, 3, 4)) for t in semi.tables], 2, 4, 2, 4)
    assert final.final and len(final.tables) == 1


def test_elimination_places_forfeits_and_ties() -> None:
    """A forfeit goes below everyone; a tie across the cut to the better seed."""
    last = [Result((1, 2, 3, 4), (1, 2, 2, 4), frozenset({1})), Result((5, 6, 7, 8), (1, 2, 3, 4))]
    nxt = elimination_round(last, 2, 4, 2, 4, seeding=[3, 2, 1, 5, 6, 7, 8, 4])
    assert sorted(p for t in nxt.tables for p in t) == [2, 3, 5, 6]


def test_a_knockout_gives_its_bye_to_the_best_seed() -> None:
    last = [Result((1, 2), (1, 2)), Result((3, 4), (2, 1)), Result((5, 6), (1, 2))]
    nxt = elimination_round(last, 1, 2, 2, 2, seeding=[4, 1, 5])
    assert nxt.byes == (4,) and {frozenset(t) for t in nxt.tables} == {frozenset({1, 5})}
    final = elimination_round([Result((1, 5), (1, 2))], 1, 2, 2, 2, byes=[4])
    assert final.final and set(final.tables[0]) == {1, 4}


@settings(QUICK, max_examples=60)
@given(games(), st.integers(1, 5), st.integers(0, 2**16))
def test_elimination_keeps_tables_apart_where_it_can(
    game: tuple[int, int, int, int], qualify: int, seed: int
) -> None:
    n, size, min_size, max_size = game
    rng = random.Random(seed)
    ((_, _, first),) = swiss(n, size, min_size, max_size, 1, seed)
    last = random_results(first, rng)
    going = {p for r in last for p in sorted(r.table, key=lambda p: places_of(r)[p])[:qualify]}
    going |= set(first.byes)
    if not table_sizes(len(going), size, min_size, max_size):
        with pytest.raises(ValueError):
            elimination_round(last, qualify, size, min_size, max_size, byes=first.byes)
        return
    nxt = elimination_round(last, qualify, size, min_size, max_size, byes=first.byes)
    everyone_once(nxt, sorted(going))
    assert all(min_size <= len(t) <= max_size for t in nxt.tables)
    assert nxt.final == (len(nxt.tables) == 1 and not nxt.byes)
    home = {p: i for i, r in enumerate(last) for p in r.table}
    sizes = [len(t) for t in nxt.tables]
    sent = Counter(home[p] for t in nxt.tables for p in t if p in home)
    if max(sent.values(), default=0) <= len(sizes) and max(sizes) - min(sizes) <= 1:
        for t in nxt.tables:
            assert len({home.get(p, -p) for p in t}) == len(t), "a table's qualifiers apart"


def places_of(result: Result) -> dict[int, tuple[bool, int, int]]:
    """Each player's order at their table as elimination reads it (forfeits last, then place,
    then seat: no seeding given)."""
    return {
        p: (p in result.forfeited, place, i)
        for i, (p, place) in enumerate(zip(result.table, result.places, strict=True))
    }


# Scoring


def test_places_earn_points_on_one_scale() -> None:
    """Worked by hand from 2·(opponents finished ahead of + half those level)/(n − 1)."""
    # 4 players, no tie: 2·3/3 = 2, 2·2/3 = 4/3, 2·1/3 = 2/3, 0
    assert list(match_points(Result((1, 2, 3, 4), (1, 2, 3, 4))).values()) == [
        2, F(4, 3), F(2, 3), 0
    ]  # fmt: skip
    # 4 players, second and third level: each ahead of 1, level with 1: 2·(1 + 1/2)/3 = 1, the
    # average of 4/3 and 2/3
    assert match_points(Result((1, 2, 3, 4), (1, 2, 2, 4))) == {1: 2, 2: 1, 3: 1, 4: 0}
    # 2 players: Rally the Troops' win 2, tie 1, loss 0
    assert match_points(Result((1, 2), (2, 1))) == {1: 0, 2: 2}
    assert match_points(Result((1, 2), (1, 1))) == {1: 1, 2: 1}
    # 3 players, the second resigned (the stand-in finished for them): 0 for them, the others
    # keep their places' 2·2/2 = 2 and 0
    assert match_points(Result((1, 2, 3), (1, 2, 3), frozenset({2}))) == {1: 2, 2: 0, 3: 0}
    # 5 players: 2, 3/2, 1, 1/2, 0
    five = match_points(Result((1, 2, 3, 4, 5), (5, 4, 3, 2, 1)))
    assert [five[p] for p in (5, 4, 3, 2, 1)] == [2, F(3, 2), 1, F(1, 2), 0]


def test_sonneborn_berger_over_multi_player_tables() -> None:
    """Four players, three matches, worked by hand.

    M1 (A, B, C) places 1, 2, 3: A 2, B 1, C 0.
    M2 (B, D) places 1, 2: B 2, D 0.
    M3 (A, C, D) places 2, 1, 2 (A and D level second): C 2, A 1/2, D 1/2.
    Points: A 5/2, B 3, C 2, D 1/2.
    Sonneborn-Berger: A finished ahead of B and C in M1 (3 + 2) and level with D in M3
    (1/2 · 1/2): 21/4. B ahead of C in M1 (2) and of D in M2 (1/2): 5/2. C ahead of A and D in
    M3 (5/2 + 1/2): 3. D level with A in M3 (1/2 · 5/2): 5/4."""
    a, b, c, d = 1, 2, 3, 4
    results = [
        Result((a, b, c), (1, 2, 3)),
        Result((b, d), (1, 2)),
        Result((a, c, d), (2, 1, 2)),
    ]
    lines = {line.player: line for line in standings(results)}
    assert {p: lines[p].points for p in lines} == {a: F(5, 2), b: 3, c: 2, d: F(1, 2)}
    assert {p: lines[p].sonneborn_berger for p in lines} == {a: F(21, 4), b: F(5, 2), c: 3,
                                                              d: F(5, 4)}  # fmt: skip
    assert [line.player for line in standings(results)] == [b, a, c, d]
    assert lines[a].played == 2 and lines[d].played == 2


def test_head_to_head_before_rating() -> None:
    """A beat B, B beat C, C beat D (2-player matches), worked by hand.

    Points: A 2, B 2, C 2, D 0. Sonneborn-Berger: A beat B (2): 2; B beat C (2): 2; C beat D
    (0): 0. A and B are level on both; between them A finished ahead once, B never: head to
    head A 1, B 0. So A, B, C, D, though B's rating is the higher."""
    a, b, c, d = 1, 2, 3, 4
    results = [Result((a, b), (1, 2)), Result((b, c), (1, 2)), Result((c, d), (1, 2))]
    lines = standings(results, ratings={a: 10.0, b: 30.0})
    assert [(line.player, line.rank) for line in lines] == [(a, 1), (b, 2), (c, 3), (d, 4)]
    assert [line.head_to_head for line in lines[:2]] == [1, 0]
    assert [line.sonneborn_berger for line in lines] == [2, 2, 0, 0]


def test_equal_on_everything_shares_a_rank() -> None:
    """1 beat 2, 3 beat 4, 4 beat 1, 2 beat 3: everyone 2 points, each beat a 2-point player
    (Sonneborn-Berger 2), and as one group each finished ahead of one other (head to head 1).
    Ratings 30, 25, 25, 20 decide, 2 and 3 share second."""
    results = [Result((1, 2), (1, 2)), Result((3, 4), (1, 2)), Result((1, 4), (2, 1)),
               Result((2, 3), (1, 2))]  # fmt: skip
    lines = standings(results, ratings={1: 30.0, 2: 25.0, 3: 25.0, 4: 20.0})
    assert [line.rank for line in lines] == [1, 2, 2, 4]
    assert [line.player for line in lines] == [1, 2, 3, 4], (
        "the shared rank by id, for a stable list"
    )
    assert {line.points for line in lines} == {2} and {line.head_to_head for line in lines} == {1}


def test_a_bye_and_a_newcomer_in_the_standings() -> None:
    lines = standings([Result((1, 2), (1, 2))], byes=[3], players=[4])
    assert [(line.player, line.points, line.byes) for line in lines] == [
        (1, 2, 0), (3, BYE_POINTS, 1), (2, 0, 0), (4, 0, 0)
    ]  # fmt: skip


# The bar on timed-out players


def test_a_timed_out_player_may_sign_up_once_they_finish_more() -> None:
    assert may_sign_up(finished=0, timed_out=0), "a newcomer"
    assert not may_sign_up(finished=3, timed_out=3)
    assert may_sign_up(finished=4, timed_out=3)
    assert not may_sign_up(finished=0, timed_out=1)
