"""Tournament pairing and scoring: who sits at which table each round, and who leads.

Pure: no I/O, no clock, and no chance but the `random.Random` a caller passes, so a host that
keeps a tournament's rounds and results can tell again what it decided. Players are opaque ints
(user ids); a table is a tuple of players in seat order, seat 0 first (`Seating`).

Scoring. At a table of n players, finishing ahead of k opponents and level with t earns
2·(k + t/2)/(n − 1) points: the winner 2, the last 0, the places between evenly spaced (a table of
4 pays 2, 4/3, 2/3, 0), tied players the average of the places they span. At two players that is
Rally the Troops' win 2, tie 1, loss 0; at three it is 2, 1, 0. Every table pays 1 a player on
average, whatever its size, so a Swiss round's tables of `size` and `size - 1` are worth the same.
A forfeit (resigned, replaced by the stand-in, or timed out) earns 0 for that match. Points are
`Fraction`s, so equal totals compare equal.

Order of the standings: points, then Sonneborn-Berger (the points of the opponents a player
finished ahead of, plus half those of the opponents level with them, summed over their matches),
then head to head (the same count among the players still level only, one for each of them
finished ahead of, a half for each level), then rating. Players equal on all four share a rank.
"""

from __future__ import annotations

import contextlib
import itertools
import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

Player = int
Seating = tuple[Player, ...]  # a table: its players in seat order, seat 0 first
Pair = tuple[Player, Player]

WIN = Fraction(2)  # a table's winner; its last earns 0
# A bye earns a match's mean (every table pays 1 a player on average): the lowest-standing player
# who gets it is neither set back nor lifted past those who played.
BYE_POINTS = Fraction(1)
# Table arrangements tried before the best found so far is taken: small fields are searched
# whole (the fewest repeats proved), large ones stop here, well within a second.
SEARCH_BUDGET = 3_000


@dataclass(frozen=True)
class Round:
    """A round's tables, and who sits it out: in Swiss and elimination a bye (Swiss pays
    BYE_POINTS; elimination goes on unplayed), in a round robin only their turn to rest, worth
    nothing. `final`: the elimination round of one table, whose winner wins the tournament."""

    tables: tuple[Seating, ...]
    byes: tuple[Player, ...] = ()
    final: bool = False


@dataclass(frozen=True)
class Result:
    """A finished table: each seat's place (lower is better; level seats share a number, 1, 2, 2,
    4 or 1, 2, 2, 3 alike) and who forfeited (resigned, replaced by the stand-in, timed out)."""

    table: Seating
    places: tuple[int, ...]
    forfeited: frozenset[Player] = frozenset()

    def __post_init__(self) -> None:
        if len(self.table) < 2 or len(self.places) != len(self.table):
            raise ValueError("a result needs two players or more, and a place for each")
        if len(set(self.table)) != len(self.table):
            raise ValueError("a player sits at a table once")


@dataclass(frozen=True)
class Standing:
    """One player's line in the standings, best first; `rank` is shared by players equal on
    points, Sonneborn-Berger, head to head and rating."""

    player: Player
    rank: int
    points: Fraction
    sonneborn_berger: Fraction
    head_to_head: Fraction
    rating: float
    played: int
    byes: int


# Scoring


def match_points(result: Result) -> dict[Player, Fraction]:
    """Each player's points for one finished table (the scale in the module's docstring)."""
    n = len(result.table)
    points = {}
    for player, place in zip(result.table, result.places, strict=True):
        if player in result.forfeited:
            points[player] = Fraction(0)
            continue
        ahead = sum(other > place for other in result.places)
        level = sum(other == place for other in result.places) - 1
        points[player] = WIN * (ahead + Fraction(level, 2)) / (n - 1)
    return points


def standings(
    results: Iterable[Result],
    *,
    byes: Iterable[Player] = (),
    ratings: Mapping[Player, float] | None = None,
    players: Iterable[Player] = (),
) -> list[Standing]:
    """The players best first, ranked by points, Sonneborn-Berger, head to head, then rating.

    `byes` has one entry for each Swiss bye a player had (a round robin's rests and an
    elimination's byes earn nothing: leave them out); `players` adds those who have played
    nothing yet, as in a first round; a player without a rating counts 0."""
    results = list(results)
    ratings = ratings or {}
    points: dict[Player, Fraction] = defaultdict(Fraction)
    played: Counter[Player] = Counter()
    byes_had = Counter(byes)
    for result in results:
        for player, earned in match_points(result).items():
            points[player] += earned
            played[player] += 1
    for player, count in byes_had.items():
        points[player] += BYE_POINTS * count
    everyone = set(points) | set(byes_had) | set(players)

    sonneborn_berger = _beaten(results, lambda p: points[p])
    level = defaultdict(set)
    for player in everyone:
        level[points[player], sonneborn_berger[player]].add(player)
    head_to_head: dict[Player, Fraction] = defaultdict(Fraction)
    for group in level.values():
        if len(group) > 1:
            head_to_head.update(_beaten(results, lambda _: Fraction(1), among=group))

    def key(p: Player) -> tuple[Fraction, Fraction, Fraction, float]:
        return (points[p], sonneborn_berger[p], head_to_head[p], ratings.get(p, 0.0))

    ordered = sorted(everyone, key=lambda p: (key(p), -p), reverse=True)
    lines: list[Standing] = []
    for i, p in enumerate(ordered):
        rank = lines[-1].rank if lines and key(lines[-1].player) == key(p) else i + 1
        lines.append(
            Standing(
                p,
                rank,
                points[p],
                sonneborn_berger[p],
                head_to_head[p],
                ratings.get(p, 0.0),
                played[p],
                byes_had[p],
            )
        )
    return lines


def _beaten(
    results: Sequence[Result], worth: Callable[[Player], Fraction], among: Collection[int] = ()
) -> dict[Player, Fraction]:
    """For each player, the worth of the opponents they finished ahead of plus half the worth of
    those level with them, over every match (only among `among`, when given); a forfeit counts
    nothing for the player who forfeited."""
    total: dict[Player, Fraction] = defaultdict(Fraction)
    for result in results:
        seats = list(zip(result.table, result.places, strict=True))
        for player, place in seats:
            if player in result.forfeited or (among and player not in among):
                continue
            for other, other_place in seats:
                if other != player and (not among or other in among):
                    if place < other_place:
                        total[player] += worth(other)
                    elif place == other_place:
                        total[player] += worth(other) / 2
    return total


def may_sign_up(finished: int, timed_out: int) -> bool:
    """Whether a player may join a tournament: as Rally the Troops does, one who let a match time
    out is barred until they have finished more matches than they timed out."""
    return timed_out == 0 or finished > timed_out


# Table sizes


def table_sizes(count: int, size: int, min_size: int, max_size: int) -> tuple[int, ...]:
    """The tables for `count` players, largest first; whoever is left over has a bye.

    Tables of `size`, then of `size - 1`, are preferred (as many of `size` as can be); other
    sizes within min..max only when those two cannot seat everyone; byes only when no split into
    min..max exists (one player left over with a minimum of 2, say), as few as can be."""
    _check_sizes(size, min_size, max_size)
    preferred = {s for s in (size, size - 1) if s >= min_size}
    # best[m]: the cheapest split of m players, cost (tables of other sizes, seats off `size`)
    best: list[tuple[tuple[int, int], tuple[int, ...]] | None] = [((0, 0), ())]
    for m in range(1, count + 1):
        options = []
        for s in range(min_size, min(max_size, m) + 1):
            before = best[m - s]
            if before is not None:
                (other, off), sizes = before
                cost = (other + (s not in preferred), off + abs(s - size))
                options.append((cost, tuple(sorted((*sizes, s), reverse=True))))
        best.append(min(options, default=None))
    for seated in range(count, -1, -1):
        split = best[seated]
        if split is not None:
            return split[1]
    return ()


def _check_sizes(size: int, min_size: int, max_size: int) -> None:
    if not 2 <= min_size <= size <= max_size:
        raise ValueError(f"table sizes need 2 <= {min_size} <= {size} <= {max_size}")


# Swiss


def swiss_round(
    standings: Sequence[Standing],
    history: Sequence[Round],
    size: int,
    min_size: int,
    max_size: int,
    rng: random.Random,
) -> Round:
    """The next Swiss round for the players in `standings` (best first; drop-outs left out).

    Players of similar standing share a table (players of equal rank in random order), with as
    few repeat meetings as can be found: each earlier meeting of two players at one table
    counts; fields up to 12 are searched whole, so their fewest is proved; larger ones take the
    best the search finds in its budget, then swaps (the tests check a second round repeats
    nobody whenever the first round's tables allow it, up to 40 players). Tables as
    `table_sizes` splits them; a bye, when one is needed, to the lowest-standing player with the
    fewest byes so far; seats as `_seat_balanced` orders them."""
    order = [s.player for s in sorted(standings, key=lambda s: (s.rank, rng.random()))]
    sizes = table_sizes(len(order), size, min_size, max_size)
    byes = _bye_takers(order, history, len(order) - sum(sizes))
    playing = [p for p in order if p not in byes]
    met = _meetings(history)
    floor = _fewest_repeats(playing, len(sizes), history)
    tables, _ = _arrange(playing, sizes, met, floor=floor)
    return Round(tuple(_seat_balanced(t, history, rng) for t in tables), byes)


def _bye_takers(order: Sequence[Player], history: Sequence[Round], count: int) -> tuple[int, ...]:
    """The lowest-standing players among those with the fewest byes: nobody has a second bye
    while another player has had none."""
    had = Counter(p for r in history for p in r.byes)
    from_bottom = sorted(reversed(order), key=lambda p: had[p])  # stable: lowest first in a tie
    return tuple(from_bottom[:count])


def _meetings(history: Iterable[Round]) -> Counter[Pair]:
    """How often each two players have sat at one table."""
    met: Counter[Pair] = Counter()
    for rnd in history:
        for table in rnd.tables:
            met.update(_pair(a, b) for a, b in itertools.combinations(table, 2))
    return met


def _pair(a: Player, b: Player) -> Pair:
    return (a, b) if a < b else (b, a)


def _fewest_repeats(
    playing: Collection[Player],
    tables: int,
    history: Iterable[Round],
    resting: int = 0,
    may_rest: Collection[Player] = (),
) -> int:
    """A lower bound on the repeat meetings of any arrangement: any one earlier round's table
    whose c players sit again at `tables` tables puts at least the pairs of an even spread of c
    over them together (less the `resting` players it may lose to a rest). The search stops as
    soon as it reaches it."""
    if not tables:
        return 0
    playing = set(playing)
    floor = 0
    for rnd in history:
        total = 0
        for table in rnd.tables:
            present = [p for p in table if p in playing]
            c = len(present) - min(resting, sum(p in may_rest for p in present))
            q, r = divmod(max(c, 0), tables)
            total += r * (q + 1) * q // 2 + (tables - r) * q * (q - 1) // 2
        floor = max(floor, total)
    return floor


class _Partial(NamedTuple):
    """An arrangement under way."""

    rest: tuple[Player, ...]  # not yet placed, in order
    sizes: tuple[int, ...]  # the tables still to open
    rests: int  # how many more rest
    spare: int  # players in `rest` who may rest, beyond `rests`
    tables: tuple[Seating, ...]
    rested: tuple[Player, ...]
    cost: int


def _arrange(
    players: Sequence[Player],
    sizes: Sequence[int],
    met: Mapping[Pair, int],
    *,
    floor: int = 0,
    resting: int = 0,
    may_rest: Collection[Player] = (),
) -> tuple[list[Seating], tuple[Player, ...]]:
    """Seats `players` (in order of preference: best standing first) at tables of `sizes`, and
    `resting` of those in `may_rest` at none, with the fewest repeat meetings (the sum over the
    new tables' pairs of their earlier meetings).

    A depth-first branch and bound: the first remaining player opens a table (or rests), its
    companions tried cheapest first, then nearest in order, so the first arrangement found is
    the greedy one and, among the cheapest, the one nearest the order is kept. It stops at
    `floor` (no arrangement does better) or after SEARCH_BUDGET steps; swaps then improve what
    a large field's search could not."""
    best: list[_Partial] = []
    steps = 0

    class Done(Exception):
        pass

    def worse(cost: int) -> bool:
        nonlocal steps
        steps += 1
        if best and steps > SEARCH_BUDGET:
            raise Done
        return bool(best) and cost >= best[0].cost

    def place(s: _Partial) -> None:
        if worse(s.cost):
            return
        if not s.rest:
            best[:] = [s]
            if s.cost <= floor:
                raise Done
            return
        top, after = s.rest[0], s.rest[1:]
        may = top in may_rest
        if s.spare or not may:  # a player who may rest sits only while enough others may
            opened = s._replace(rest=after, spare=s.spare - may)
            for size in sorted(set(s.sizes), reverse=True):
                left = list(s.sizes)
                left.remove(size)
                fill(opened._replace(sizes=tuple(left)), 0, (top,), size - 1)
        if may and s.rests:
            place(s._replace(rest=after, rests=s.rests - 1, rested=(*s.rested, top)))

    def fill(s: _Partial, start: int, table: Seating, need: int) -> None:
        """Adds `need` more of `s.rest` from `start` on to `table` (they leave `s.rest` when
        the table is full)."""
        if not need:
            rest = tuple(p for p in s.rest if p not in table)
            place(s._replace(rest=rest, tables=(*s.tables, table)))
            return
        choices = sorted(
            (sum(met.get(_pair(s.rest[i], p), 0) for p in table), i)
            for i in range(start, len(s.rest) - need + 1)
            if s.spare or s.rest[i] not in may_rest
        )
        for extra, i in choices:
            if worse(s.cost + extra):
                break
            took = s.rest[i] in may_rest
            more = s._replace(spare=s.spare - took, cost=s.cost + extra)
            fill(more, i + 1, (*table, s.rest[i]), need - 1)

    spare = sum(p in may_rest for p in players) - resting
    if spare < 0 or sum(sizes) + resting != len(players):
        raise ValueError("no arrangement: the tables and rests do not fit the players")
    with contextlib.suppress(Done):
        place(_Partial(tuple(players), tuple(sizes), resting, spare, (), (), 0))
    (found,) = best
    if found.cost > floor:
        return _improve(players, found.tables, found.rested, met, may_rest)
    return list(found.tables), found.rested


def _improve(
    players: Sequence[Player],
    tables: Sequence[Seating],
    rested: Sequence[Player],
    met: Mapping[Pair, int],
    may_rest: Collection[Player],
) -> tuple[list[Seating], tuple[Player, ...]]:
    """Where the search ran out of budget: swaps two players of different tables (or one at a
    table with one resting, when both may rest) while that repeats fewer meetings, the biggest
    gain first, then the two nearest in order. A large field gains most here."""
    index = {p: i for i, p in enumerate(players)}
    groups = [list(t) for t in tables]
    rest = len(groups)
    groups.append(list(rested))

    def cost(g: int, p: Player, without: Player) -> int:
        if g == rest:
            return 0
        return sum(met.get(_pair(p, q), 0) for q in groups[g] if q not in (p, without))

    while True:
        best: tuple[int, int, int, int, Player, Player] | None = None
        for g, h in itertools.combinations(range(len(groups)), 2):
            for a in groups[g]:
                for b in groups[h]:
                    if h == rest and a not in may_rest:
                        continue
                    gain = cost(g, a, b) + cost(h, b, a) - cost(g, b, a) - cost(h, a, b)
                    option = (-gain, abs(index[a] - index[b]), g, h, a, b)
                    if gain > 0 and (best is None or option < best):
                        best = option
        if best is None:
            break
        *_, g, h, a, b = best
        groups[g][groups[g].index(a)], groups[h][groups[h].index(b)] = b, a
    return [tuple(t) for t in groups[:rest]], tuple(groups[rest])


def _seat_balanced(table: Seating, history: Sequence[Round], rng: random.Random) -> Seating:
    """The table's seat order: nobody who sat first last round sits first again where another
    can; then each player where they have sat least; then not where they sat last round; ties
    by chance."""
    counts: dict[Player, Counter[int]] = defaultdict(Counter)
    last: dict[Player, int] = {}
    for rnd in history:
        for t in rnd.tables:
            for seat, p in enumerate(t):
                counts[p][seat] += 1
    for t in history[-1].tables if history else ():
        last.update((p, seat) for seat, p in enumerate(t))

    def cost(order: Seating) -> tuple[int, int, int]:
        return (
            last.get(order[0]) == 0,
            sum(counts[p][seat] for seat, p in enumerate(order)),
            sum(last.get(p) == seat for seat, p in enumerate(order)),
        )

    orders = list(itertools.permutations(table))
    rng.shuffle(orders)
    return min(orders, key=cost)


# Round robin


def round_robin(players: Sequence[Player], size: int, rounds: int | None = None) -> list[Round]:
    """A round robin's rounds, at tables of exactly `size`; the rest sit the round out.

    Two players: the circle method, everyone meets everyone once in n − 1 rounds (n even) or n
    (n odd, one resting each round); more rounds go round the circle again.

    More: each round, those who have rested least rest, and the others sit at the tables that
    repeat the fewest earlier meetings (the Swiss search, in the order given); then swaps in any
    round while they leave fewer pairs who never meet, or meetings more even. By default the
    fewest rounds in which everyone plays equally often and could meet everyone (the least
    multiple of n / gcd(n, n mod size) whose m matches a player give m·(size − 1) ≥ n − 1), and
    another such cycle while two players have not met, up to three times that: 6 players at
    tables of 4 get 3 rounds of one table, 2 matches each; 12 at 4 get 6 rounds.

    Guaranteed for every count: matches per player differ by at most 1, and by 0 when
    rounds·(n mod size) is a multiple of n (always with the default); each player's seat counts
    differ by at most 1 (every seat equally often when their match count is a multiple of
    `size`), and within each run of `size` matches a player sits in every seat once. Meeting
    everyone with the default rounds is checked, not proved: by the tests up to 16 players at
    every size, once by hand for every count up to 40 (a 40-player one takes a few seconds)."""
    n = len(players)
    if len(set(players)) != n:
        raise ValueError("a player signs up once")
    if size < 2 or n < size:
        raise ValueError(f"a round robin at tables of {size} needs {size} players or more")
    if size == 2:
        schedule = _circle(players, _least_rounds(n, size) if rounds is None else rounds)
    else:
        schedule = _tables_schedule(players, size, rounds)
    return _balance_seats(schedule, size)


def _least_rounds(n: int, size: int) -> int:
    """The fewest rounds in which everyone plays equally often and could meet everyone."""
    rounds = step = _rest_cycle(n, size)
    while rounds * (n - n % size) // n * (size - 1) < n - 1:
        rounds += step
    return rounds


def _rest_cycle(n: int, size: int) -> int:
    """After how many rounds everyone has rested equally often."""
    return n // math.gcd(n, n % size)


def _circle(players: Sequence[Player], rounds: int) -> list[Round]:
    """The circle method: the first player stays, the others turn one place each round, and
    opposite players meet (an odd count adds an empty place: its partner rests)."""
    ring: list[Player | None] = [*players, None] if len(players) % 2 else list(players)
    half = len(ring) // 2
    schedule = []
    for _ in range(rounds):
        pairs = [(ring[i], ring[-1 - i]) for i in range(half)]
        tables = tuple((a, b) for a, b in pairs if a is not None and b is not None)
        resting = tuple(p for a, b in pairs for p in (a, b) if p is not None and None in (a, b))
        schedule.append(Round(tables, resting))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return schedule


def _tables_schedule(players: Sequence[Player], size: int, rounds: int | None) -> list[Round]:
    """`rounds` rounds, or by default the least that let everyone meet everyone: another
    `_rest_cycle` of rounds while two players have not met (three times the least at most)."""
    n = len(players)
    least = _least_rounds(n, size)
    target = least if rounds is None else rounds
    schedule: list[Round] = []
    while True:
        schedule = _even_out(_add_rounds(schedule, players, size, target - len(schedule)))
        met = _meetings(schedule)
        if rounds is not None or len(met) == n * (n - 1) // 2 or target >= 3 * least:
            return schedule
        target += _rest_cycle(n, size)


def _add_rounds(
    schedule: list[Round], players: Sequence[Player], size: int, more: int
) -> list[Round]:
    """Round by round: those who have rested least rest (nobody rests twice more than
    another), the others at the tables that repeat the fewest earlier meetings."""
    count = len(players) // size
    resting = len(players) % size
    rested: Counter[Player] = Counter({p: 0 for p in players})
    rested.update(p for r in schedule for p in r.byes)
    schedule = list(schedule)
    for _ in range(more):
        least = min(rested.values())
        must = [p for p in players if rested[p] == least]
        forced = must if len(must) < resting else []
        may = set(players) - set(forced) if forced else set(must)
        playing = [p for p in players if p not in forced]
        left = resting - len(forced)
        floor = _fewest_repeats(playing, count, schedule, left, may)
        tables, rest = _arrange(
            playing, (size,) * count, _meetings(schedule), floor=floor, resting=left, may_rest=may
        )
        rest = (*forced, *rest)
        rested.update(rest)
        schedule.append(Round(tuple(tables), tuple(p for p in players if p in rest)))
    return schedule


def _even_out(schedule: list[Round]) -> list[Round]:
    """Round by round the search cannot see ahead: this swaps two players of one round's
    tables, in any round, while that leaves fewer pairs who never meet or, as many, meetings
    more even (a smaller sum of squared meeting counts)."""
    met = _meetings(schedule)
    never = 1 + sum(len(t) ** 2 for r in schedule for t in r.tables)  # outweighs all squares

    def worth(m: int) -> int:
        return m * m + (never if m == 0 else 0)

    def change(pairs: Iterable[Pair], by: int) -> int:
        return sum(worth(met[pair] + by) - worth(met[pair]) for pair in pairs)

    def swap_one(tables: list[list[Player]]) -> bool:
        for (i, a), (j, b) in itertools.combinations(
            [(i, p) for i, t in enumerate(tables) for p in t], 2
        ):
            if i == j:
                continue
            lose = [_pair(a, x) for x in tables[i] if x != a]
            lose += [_pair(b, y) for y in tables[j] if y != b]
            gain = [_pair(b, x) for x in tables[i] if x != a]
            gain += [_pair(a, y) for y in tables[j] if y != b]
            if change(lose, -1) + change(gain, +1) < 0:
                met.subtract(lose)
                met.update(gain)
                tables[i][tables[i].index(a)], tables[j][tables[j].index(b)] = b, a
                return True
        return False

    rounds = [[list(t) for t in r.tables] for r in schedule]
    while any([swap_one(tables) for tables in rounds]):  # a list: a pass over every round
        pass
    return [Round(tuple(map(tuple, t)), r.byes) for t, r in zip(rounds, schedule, strict=True)]


Vertex = tuple[str, int, int]  # ("run", player, run) or ("table", round, table)


def _balance_seats(schedule: list[Round], size: int) -> list[Round]:
    """Seats every table so each player's seat counts differ by at most 1: an equitable edge
    colouring of players × tables with `size` colours (de Werra), the colour being the seat.

    Each player's matches, in order, are cut into runs of `size`; a run and a table are each
    given every colour at most once (König: a bipartite graph of degree `size` takes `size`
    colours), so a full run sits once in every seat and a table fills every seat."""
    at: defaultdict[Vertex, dict[int, Vertex]] = defaultdict(dict)
    matches: Counter[Player] = Counter()
    for r, rnd in enumerate(schedule):
        for t, table in enumerate(rnd.tables):
            for p in table:
                run = ("run", p, matches[p] // size)
                matches[p] += 1
                _colour(at, run, ("table", r, t), size)
    seated = []
    for r, rnd in enumerate(schedule):
        tables = []
        for t in range(len(rnd.tables)):
            by_seat = at[("table", r, t)]
            tables.append(tuple(by_seat[seat][1] for seat in sorted(by_seat)))
        seated.append(Round(tuple(tables), rnd.byes, rnd.final))
    return seated


def _colour(at: defaultdict[Vertex, dict[int, Vertex]], u: Vertex, v: Vertex, colours: int) -> None:
    """Colours the edge u–v: a colour free at u; if it is taken at v, the path from v that
    alternates it with a colour free at v swaps its two colours first (it cannot reach u)."""
    a = next(c for c in range(colours) if c not in at[u])
    b = next(c for c in range(colours) if c not in at[v])
    if a in at[v]:
        path, x, c = [], v, a
        while c in at[x]:
            y = at[x][c]
            path.append((x, y, c))
            x, c = y, (b if c == a else a)
        for x, y, c in path:
            del at[x][c], at[y][c]
        for x, y, c in path:
            other = b if c == a else a
            at[x][other], at[y][other] = y, x
    at[u][a], at[v][a] = v, u


# Elimination


def elimination_round(
    last: Sequence[Result],
    qualify: int,
    size: int,
    min_size: int,
    max_size: int,
    *,
    byes: Sequence[Player] = (),
    seeding: Sequence[Player] = (),
    history: Sequence[Round] = (),
    rng: random.Random | None = None,
) -> Round:
    """The next elimination round: the top `qualify` of each table in `last` go on (a forfeit
    places below everyone; a tie across the cut goes to the better seed in `seeding`, then the
    earlier seat), with last round's `byes`, at tables as `table_sizes` splits them.

    Seeded: the qualifiers are dealt by place (every table's first, then every second...), each
    in seed order, each to the emptiest table holding nobody from their own last table; swaps
    then undo what meetings the dealing could not avoid. No two from one table meet again at
    once whenever each table sends no more players than there are new tables; otherwise they
    are spread as evenly as the tables allow. A bye, when no split exists, goes to the best
    seeds. `final` when one table remains. Seats as in Swiss, from `history` (`rng` breaks
    ties; without one they are broken the same way every time)."""
    if qualify < 1:
        raise ValueError("at least one player of each table goes on")
    seed = {p: i for i, p in enumerate(seeding)}
    groups: list[Seating] = [(p,) for p in byes]
    groups += [_going_on(result, qualify, seed) for result in last]
    deal = sorted(
        (
            (place, seed.get(p, len(seed)), g)
            for g, group in enumerate(groups)
            for place, p in enumerate(group)
        ),
    )
    order = [groups[g][place] for place, _, g in deal]
    if len(order) < 2:
        raise ValueError("one player left: the tournament is over")
    sizes = table_sizes(len(order), size, min_size, max_size)
    if not sizes:
        raise ValueError(f"{len(order)} players left: too few for a table")
    bye_takers = tuple(order[: len(order) - sum(sizes)])
    playing = order[len(bye_takers) :]
    home = {p: g for g, group in enumerate(groups) for p in group}
    tables = _deal(playing, sizes, home)
    rng = rng or random.Random(0)
    seated = tuple(_seat_balanced(t, history, rng) for t in tables)
    return Round(seated, bye_takers, final=len(seated) == 1 and not bye_takers)


def _going_on(result: Result, qualify: int, seed: Mapping[Player, int]) -> Seating:
    """A table's top `qualify`, best first: forfeits last, then by place, seed, seat."""

    def key(i: int) -> tuple[bool, int, int, int]:
        p = result.table[i]
        return (p in result.forfeited, result.places[i], seed.get(p, len(seed)), i)

    return tuple(result.table[i] for i in sorted(range(len(result.table)), key=key)[:qualify])


def _deal(
    order: Sequence[Player], sizes: Sequence[int], home: Mapping[Player, int]
) -> list[Seating]:
    """Deals `order` to tables of `sizes`, keeping players of one home table apart: greedily
    (the emptiest table without a player from one's home), then the Swiss swaps (nearest in
    order first, so a winner trades places with a winner); if a meeting is left that a plain
    round of the homes' players one after another avoids, that round instead."""
    met = {_pair(a, b): 1 for a, b in itertools.combinations(order, 2) if home[a] == home[b]}

    def clashes(tables: Sequence[Seating]) -> int:
        return sum(met.get(_pair(a, b), 0) for t in tables for a, b in itertools.combinations(t, 2))

    dealt: list[list[Player]] = [[] for _ in sizes]
    for p in order:
        open_ = [i for i in range(len(sizes)) if len(dealt[i]) < sizes[i]]
        i = min(open_, key=lambda i: (sum(home[q] == home[p] for q in dealt[i]), len(dealt[i]), i))
        dealt[i].append(p)
    tables, _ = _improve(order, [tuple(t) for t in dealt], (), met, ())
    if clashes(tables):
        cyclic: list[list[Player]] = [[] for _ in sizes]
        turn = itertools.cycle(range(len(sizes)))
        for p in sorted(order, key=lambda p: home[p]):
            i = next(i for i in turn if len(cyclic[i]) < sizes[i])
            cyclic[i].append(p)
        if clashes([tuple(t) for t in cyclic]) < clashes(tables):
            return [tuple(t) for t in cyclic]
    return tables
