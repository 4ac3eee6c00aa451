"""A tournament's course worked out from its stored rows, with no I/O: the round after the last,
the standings in order, and what a finished match makes of its table (places and forfeits).
`pairing.py` decides; this feeds it what storage keeps. The same rows give the same answers,
so a process started again decides what the one before it would have.

Formats: Swiss pairs each round from the standings (ratings breaking first-round ties) and pays
its byes; a round robin plays the schedule `pairing.round_robin` makes of the entrants in
joining order, its rests worth nothing; an elimination seeds the first round by rating, then
sends the top half of each table (at least one) on, until the final's table."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from bot.host import pairing
from bot.host.pairing import Result, Round, Standing
from games.core import GameMeta
from storage import EntrantRow, MatchRow, ResultSeat, SeatRow, TableRow, TournamentRow

ENDED = ("finished", "aborted")  # a match over, with a result or (aborted) without one
SCHEDULES_KEPT = 64  # round robins whose schedule is not worked out again at each round


@dataclass(frozen=True)
class Course:
    """A tournament's rows, read together: every decision here is made from them alone."""

    tournament: TournamentRow
    meta: GameMeta
    entrants: Sequence[EntrantRow]
    tables: Sequence[TableRow]  # every round's, by round then number
    byes: Sequence[tuple[int, int]]  # (round, user)
    ratings: dict[int, float]  # the server's, for this game

    @property
    def results(self) -> list[Result]:
        return [
            Result(t.seats, t.places, frozenset(t.forfeited))
            for t in self.tables
            if t.places is not None
        ]

    def history(self) -> list[Round]:
        """The rounds so far, as pairing reads them."""
        return [
            Round(
                tuple(t.seats for t in self.tables if t.round == r),
                tuple(u for b, u in self.byes if b == r),
            )
            for r in range(1, self.tournament.round + 1)
        ]

    def gone(self) -> set[int]:
        """Who plays no round after the current one."""
        return {e.user_id for e in self.entrants if e.withdrawn_after is not None}

    def seeded(self) -> list[int]:
        """The entrants still in, best rated first (joining order between equals)."""
        gone = self.gone()
        playing = [e.user_id for e in self.entrants if e.user_id not in gone]
        return sorted(playing, key=lambda u: -self.ratings.get(u, 0.0))

    def schedule(self) -> tuple[Round, ...]:
        """A round robin's rounds, from everyone who signed up in joining order."""
        t = self.tournament
        players = tuple(e.user_id for e in self.entrants)
        return _schedule(players, t.table_size, t.rounds or None)

    def planned(self) -> int | None:
        """How many rounds it plays; None for an elimination (until its final)."""
        fmt = self.tournament.format
        if fmt == "swiss":
            return self.tournament.rounds
        return len(self.schedule()) if fmt == "round-robin" else None


@lru_cache(maxsize=SCHEDULES_KEPT)
def _schedule(players: tuple[int, ...], size: int, rounds: int | None) -> tuple[Round, ...]:
    return tuple(pairing.round_robin(players, size, rounds))


def least_entrants(t: TournamentRow, meta: GameMeta) -> int:
    """How many must sign up for it to start: a full table for a round robin, the game's
    fewest for the others."""
    return t.table_size if t.format == "round-robin" else meta.min_players


def next_round(c: Course) -> Round | None:
    """The round after the last one, or None when the tournament is over (its rounds played,
    its final played, or too few left for a table). Those who withdrew sit nowhere."""
    t, meta = c.tournament, c.meta
    sizes = (t.table_size, meta.min_players, meta.max_players)
    rng = random.Random(f"{t.id}:{t.round + 1}")
    planned = c.planned()
    if planned is not None and t.round >= planned:
        return None
    gone = c.gone()
    found: Round | None
    if t.format == "swiss":
        playing = [s for s in ranked(c) if s.player not in gone]
        found = pairing.swiss_round(playing, c.history(), *sizes, rng)
    elif t.format == "round-robin":
        found = c.schedule()[t.round]
    else:
        found = _elimination(c, rng, gone)
        if found is None:
            return None
    found = without(found, gone, meta.min_players)
    return found if found.tables else None


def _elimination(c: Course, rng: random.Random, gone: set[int]) -> Round | None:
    t, meta = c.tournament, c.meta
    qualify = max(1, t.table_size // 2)
    history = c.history()
    if history and len(history[-1].tables) == 1 and not history[-1].byes:
        return None  # that was the final
    last = [  # who withdrew places below everyone at their table, and goes on nowhere
        Result(table.seats, table.places, frozenset(table.forfeited) | (gone & set(table.seats)))
        for table in c.tables
        if table.round == t.round and table.places is not None
    ]
    byes = history[-1].byes if history else tuple(c.seeded())
    try:
        return pairing.elimination_round(
            last, qualify, t.table_size, meta.min_players, meta.max_players,
            byes=byes, seeding=c.seeded(), history=history, rng=rng,
        )  # fmt: skip
    except ValueError:  # one player left, or too few for a table: they were the last ones
        return None


def without(found: Round, gone: Collection[int], least: int) -> Round:
    """`found` without those who withdrew; the players of a table left too small for the game
    sit the round out."""
    tables, byes = [], [p for p in found.byes if p not in gone]
    for table in found.tables:
        kept = tuple(p for p in table if p not in gone)
        if len(kept) >= least:
            tables.append(kept)
        else:
            byes.extend(kept)
    return Round(tuple(tables), tuple(byes), found.final and len(tables) == 1)


def ranked(c: Course) -> list[Standing]:
    """The standings, best first: pairing's order (points, Sonneborn-Berger, head to head,
    rating); an elimination's first by how far each player went, then by their place at the
    last table they sat at, so its final's winner leads."""
    t = c.tournament
    lines = pairing.standings(
        c.results,
        byes=[u for _, u in c.byes] if t.format == "swiss" else (),
        ratings=c.ratings,
        players=[e.user_id for e in c.entrants],
    )
    if t.format != "elimination":
        return lines
    went: dict[int, tuple[int, int]] = defaultdict(lambda: (0, 0))
    for r, u in c.byes:
        went[u] = max(went[u], (r, 0))
    for table in c.tables:
        for i, u in enumerate(table.seats):
            place = 0 if table.places is None else table.places[i]
            place += len(table.seats) * (u in table.forfeited)  # a forfeit places below all
            went[u] = max(went[u], (table.round, -place))
    order = {s.player: i for i, s in enumerate(lines)}
    lines.sort(key=lambda s: (-went[s.player][0], -went[s.player][1], order[s.player]))

    def key(s: Standing) -> tuple[object, ...]:
        return (went[s.player], s.points, s.sonneborn_berger, s.head_to_head, s.rating)

    shared = [replace(lines[0], rank=1)] if lines else []
    for i, s in enumerate(lines[1:], 1):
        same = key(s) == key(lines[i - 1])
        shared.append(replace(s, rank=shared[-1].rank if same else i + 1))
    return shared


def outcome(
    table: TableRow, match: MatchRow, seats: Sequence[SeatRow], result: Sequence[ResultSeat]
) -> tuple[list[int], list[int]]:
    """A finished match's places for its table (the result's ranks, seat by seat) and who
    forfeited: a seat the stand-in played at the end (its player resigned or absent), a seat
    given to someone else, a player whose time ran out when the table ended it. An aborted
    match has no result: everyone at it forfeits, and nobody scores."""
    if not result:
        return [1] * len(table.seats), list(table.seats)
    forfeited = [
        user
        for s, user in zip(seats, table.seats, strict=True)
        if s.stand_in or s.user_id != user or match.clock.get(s.seat, {}).get("expired")
    ]
    return [r.rank for r in result], forfeited
