"""Tournaments through the host: sign-up, rounds opened as tables of matches in threads, the
matches played to their end (each decision its player's, chosen by the quick stand-in), results
and forfeits recorded, the standings, and a process killed at the worst moments and started
again on the same database file."""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from datetime import timedelta
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import players
from bot.host import Controls, Host, Outbox, Refused, states
from bot.host.pairing import Round, Standing
from bot.host.tournament_rounds import Course, next_round, outcome, ranked, without
from games import registry
from i18n import set_reader
from storage import Database, EntrantRow, MatchRow, ResultSeat, SeatRow, TableRow, TournamentRow
from storage.sqlite import SqliteStore
from tests.host.conftest import Clock

GUILD, CHANNEL = 1, 500
ORGANISER = 1


class Killed(Exception):
    """The process stops here."""


class Rooms:
    """The adapter's `open_room`: a thread per match, counted; it may die on a chosen call."""

    def __init__(self, die_at: int | None = None) -> None:
        self.opened: list[int] = []
        self.ids = itertools.count(10_000)
        self.die_at = die_at

    async def __call__(self, match_id: int, name: str) -> int:
        if self.die_at == len(self.opened):
            self.die_at = None
            raise Killed
        self.opened.append(match_id)
        return next(self.ids)


async def opened(path: Path) -> Database:
    """The file without an fsync at every commit: the matches played here make thousands of
    moves, a third of whose time FULL spends waiting on the disk. What a commit writes, and
    what a crash (a process, not a power cut) leaves, are the same."""
    return Database(await SqliteStore.open(path, synchronous="NORMAL"))


@pytest.fixture
async def host(tmp_path: Path) -> AsyncIterator[Host]:
    db = await opened(tmp_path / "host.sqlite3")
    yield Host(db)
    await db.close()


async def restarted(host: Host, path: Path) -> Host:
    """A new host on the same file, as at the next start after a kill."""
    await host.db.close()
    return Host(await opened(path), now=host.now)


async def signed_up(host: Host, count: int, **settings: Any) -> int:
    """A tournament with `count` players signed up (user ids 1..count, 1 its organiser)."""
    out = await host.tournaments.new(
        guild_id=GUILD, channel_id=CHANNEL, user_id=ORGANISER, **settings
    )
    assert out.lobby is not None and out.lobby.tournament_id is not None
    tid = out.lobby.tournament_id
    for user in range(1, count + 1):
        await host.tournaments.join(tournament_id=tid, user_id=user, name=f"P{user}")
    return tid


async def play_out(host: Host, match_id: int, moves: int | None = None) -> Outbox:
    """The match played on (to its end, or `moves` moves), each decision made by the player it
    is asked of, with the choice the quick stand-in would make in their place. The state, its
    views and prompts are read as an offer reads them (`states`: kept by the move that saved
    them), never parsed again here."""
    last = Outbox()
    for _ in itertools.count() if moves is None else range(moves):
        found = await host.db.get_table(match_id)
        assert found is not None
        match, seats = found
        if match.status != "running":
            break
        game, text = registry.get(match.game_id), match.state or ""
        state = states.read_only(game, text)
        seat, prompt = next(
            (s, p)
            for s in game.active_seats(state)
            if not seats[s].stand_in and (p := states.prompt(game, text, state, s)) is not None
        )
        view = states.seen(game, text, state, len(seats))[1][seat]
        ask = players.Ask(match.game_id, "quick", view, prompt, seat, f"{match_id}:{match.version}")
        choice = players.decide(ask)
        user = seats[seat].user_id
        last = await host.act(
            user_id=user, choice_id=choice, match_id=match_id, version=match.version
        )
    return last


async def play_round(host: Host, tid: int, rooms: Rooms) -> list[tuple[int, Outbox]]:
    """Every unfinished match of the round played to its end, the tables at once; after each
    end, the tournament advanced as the adapter does once the last move is delivered."""
    t = await tournament(host, tid)

    async def table_done(table: TableRow) -> list[tuple[int, Outbox]]:
        assert table.match_id is not None
        last = await play_out(host, table.match_id)
        assert last.advance == tid, "the last move's outbox names the tournament"
        return await host.tournaments.advance(tid, rooms)

    tables = [tb for tb in await host.db.round_tables(tid, t.round) if tb.places is None]
    return [said for done in await asyncio.gather(*map(table_done, tables)) for said in done]


async def tournament(host: Host, tid: int) -> TournamentRow:
    found = await host.db.tournament(tid)
    assert found is not None
    return found


async def matches_of(host: Host, tid: int) -> list[MatchRow]:
    """Every match opened in the tournament's channel (its tables', in threads or not)."""
    found, match_id = [], 1
    while (match := await host.db.get_match(match_id)) is not None:
        found += [match] if match.home_id == CHANNEL else []
        match_id += 1
    return found


async def check_tables_opened(host: Host, tid: int, round: int) -> list[TableRow]:
    """Each table of the round has one match, its players seated in the table's order, at the
    tournament's pace and variants, started in a thread of its own."""
    t = await tournament(host, tid)
    tables = await host.db.round_tables(tid, round)
    for table in tables:
        assert table.match_id is not None
        found = await host.db.get_table(table.match_id)
        assert found is not None
        match, seats = found
        assert [s.user_id for s in seats] == list(table.seats)
        assert (match.pace, match.options, match.game_id) == (t.pace, t.options, t.game_id)
        assert match.parent_id == CHANNEL and match.channel_id != CHANNEL, "in its own thread"
        assert match.status != "lobby"
    return tables


def points_by_hand(tables: list[TableRow]) -> tuple[dict[int, Fraction], dict[int, Fraction]]:
    """Each player's points and Sonneborn-Berger, worked out here from the places as the
    rules say, without pairing.py: at n players, 2 for the first, 0 for the last, evenly
    between; level players share; a forfeit earns 0 and counts nothing in Sonneborn-Berger."""
    score: defaultdict[int, Fraction] = defaultdict(Fraction)
    for tb in tables:
        assert tb.places is not None
        n = len(tb.seats)
        for user, place in zip(tb.seats, tb.places, strict=True):
            ahead = sum(p > place for p in tb.places)
            level = sum(p == place for p in tb.places) - 1
            if user not in tb.forfeited:
                score[user] += Fraction(2 * ahead + level, n - 1)
    berger: defaultdict[int, Fraction] = defaultdict(Fraction)
    for tb in tables:
        assert tb.places is not None
        for (a, pa), (b, pb) in itertools.permutations(zip(tb.seats, tb.places, strict=True), 2):
            if a not in tb.forfeited and pa <= pb:
                berger[a] += score[b] if pa < pb else score[b] / 2
    return score, berger


def check_standings(lines: tuple[Standing, ...], tables: list[TableRow]) -> None:
    score, berger = points_by_hand(tables)
    for line in lines:
        assert line.points == score.get(line.player, 0), line
        assert line.sonneborn_berger == berger.get(line.player, 0), line
    keys = [(s.points, s.sonneborn_berger) for s in lines]
    assert keys == sorted(keys, reverse=True), "best first: points, then Sonneborn-Berger"


def meetings(tables: list[TableRow]) -> Counter[tuple[int, int]]:
    return Counter(pair for tb in tables for pair in itertools.combinations(sorted(tb.seats), 2))


# ---- two whole tournaments -----------------------------------------------------------------------
async def test_a_swiss_of_revolt_for_twelve_with_a_kill_mid_round(
    host: Host, tmp_path: Path
) -> None:
    rooms = Rooms()
    tid = await signed_up(host, 12, game_id="revolt", format="swiss", rounds=3, pace="live")
    said = await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms)
    threads = [(ch, out) for ch, out in said if ch != CHANNEL]
    assert len(threads) == 3 and len(rooms.opened) == 3
    for _, out in threads:  # each table's players pinged in their thread, then the board
        opening = out.posts[0]
        assert "round 1, table" in opening.text and len(opening.mentions) == 4
        assert any(p.record == "board" for p in out.posts) and len(out.dms) == 4
    edits = [e for _, out in said for e in out.tournament_edits]
    assert [e.slot for e in edits] == ["signup", "standings"]
    assert (
        "sign-up closed, 12 players" in edits[0].post.text
        and edits[0].post.controls is Controls.NONE
    )
    assert edits[1].or_post and edits[1].post.picture is not None
    assert edits[1].post.text.count("playing in") == 3, "the standings name each table's thread"
    first = await check_tables_opened(host, tid, 1)
    assert sorted(len(tb.seats) for tb in first) == [4, 4, 4]
    assert sorted(u for tb in first for u in tb.seats) == list(range(1, 13))

    await play_round(host, tid, rooms)
    second = await check_tables_opened(host, tid, 2)
    assert sorted(u for tb in second for u in tb.seats) == list(range(1, 13))
    # Four players of a first-round table among three tables: two meet again, at least; no more.
    assert sum(meetings(first)[pair] for pair in meetings(second)) == 3
    # Mid-round: one match played to its end (its result recorded), one half-way; then a kill.
    t1, t2, _ = second
    assert t1.match_id is not None and t2.match_id is not None
    assert (await play_out(host, t1.match_id)).advance == tid
    await host.tournaments.advance(tid, rooms)
    await play_out(host, t2.match_id, moves=30)
    host = await restarted(host, tmp_path / "host.sqlite3")
    assert await host.tournaments.resume(rooms) == [], "nothing to do: nothing done twice"
    assert await host.tournaments.due() == []
    await play_round(host, tid, rooms)
    await check_tables_opened(host, tid, 3)
    said = await play_round(host, tid, rooms)

    t = await tournament(host, tid)
    assert t.status == "finished" and t.round == 3
    tables = await host.db.tables(tid)
    assert len(tables) == 9 and len(rooms.opened) == 9
    assert len(await matches_of(host, tid)) == 9, "one match per table, none repeated"
    standings = await host.tournaments.standings(tid)
    check_standings(standings.lines, tables)
    assert standings.winner and standings.subtitle == "Final standings · Swiss · Revolt"
    assert [r.played for r in standings.rows] == [3] * 12
    winners = [s.player for s in standings.lines if s.rank == 1]
    (won,) = [p for _, out in said for p in out.posts if "is over" in p.text]
    assert won.mentions == winners
    await host.db.close()


async def test_a_round_robin_of_guillotine_for_six(host: Host) -> None:
    rooms = Rooms()
    tid = await signed_up(host, 6, game_id="guillotine", format="round-robin")
    await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms)
    while (await tournament(host, tid)).status == "running":
        await check_tables_opened(host, tid, (await tournament(host, tid)).round)
        await play_round(host, tid, rooms)
    tables = await host.db.tables(tid)
    # Six at tables of four: three rounds of one table, two resting each round, once each.
    assert [(tb.round, len(tb.seats)) for tb in tables] == [(1, 4), (2, 4), (3, 4)]
    assert Counter(u for _, u in await host.db.byes(tid)) == {u: 1 for u in range(1, 7)}
    assert set(meetings(tables)) == set(itertools.combinations(range(1, 7), 2)), "all met"
    seats = {u: [tb.seats.index(u) for tb in tables if u in tb.seats] for u in range(1, 7)}
    assert all(len(set(s)) == 2 for s in seats.values()), "nobody sits in the same seat twice"
    standings = await host.tournaments.standings(tid)
    check_standings(standings.lines, tables)  # a rest is worth nothing
    assert [r.played for r in standings.rows] == [2] * 6
    assert standings.subtitle == "Final standings · round robin · Guillotine"


async def test_a_tournament_match_gives_no_hints(host: Host) -> None:
    """Each table plays on its own: the coach is not at a tournament's tables."""
    tid = await signed_up(host, 3, game_id="revolt", format="swiss", rounds=1)
    await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=Rooms())
    (match,) = await matches_of(host, tid)
    seats = await host.db.seats(match.id)
    for seat in seats:
        with pytest.raises(Refused, match="Hints are off in tournament matches"):
            await host.hint(user_id=seat.user_id, channel_id=match.channel_id)


# ---- the standings, by hand ----------------------------------------------------------------------
async def test_standings_and_sonneborn_berger_of_a_small_case_by_hand(host: Host) -> None:
    """Six players, tables of three, two rounds, places set by hand: one table ties for first,
    one player forfeits. Points: 2, 1, 0 a table; a tie for first 1.5 each."""
    tid = await signed_up(
        host, 6, game_id="revolt", format="swiss", rounds=2, table_size=3, language="fr"
    )
    db = host.db
    Seats = tuple[int, ...]  # the table's players; their places; who forfeited
    rounds: dict[int, list[tuple[Seats, Seats, Seats]]] = {
        1: [((1, 2, 3), (1, 2, 3), ()), ((4, 5, 6), (1, 1, 3), ())],
        2: [((1, 4, 6), (2, 1, 3), ()), ((2, 5, 3), (1, 2, 3), (5,))],
    }
    for rnd, tables in rounds.items():
        t = await tournament(host, tid)
        await db.open_round(tid, t.version, rnd, [seats for seats, _, _ in tables], [])
        for no, (seats, places, forfeited) in enumerate(tables, 1):
            match = await db.create_lobby(
                guild_id=GUILD,
                channel_id=900 + 10 * rnd + no,
                game_id="revolt",
                host_user_id=seats[0],
                host_name="x",
                options={},
            )
            await db.set_table_match(tid, rnd, no, match.id)
            await db.record_result(match.id, places, forfeited)
    standings = await host.tournaments.standings(tid)
    got = [(s.player, s.rank, s.points, s.sonneborn_berger) for s in standings.lines]
    f = Fraction
    assert got == [
        (4, 1, f(7, 2), f(15, 4)),  # 1.5 + 2; SB: half of 5's 1.5, then 1's 3
        (1, 2, f(3), f(3)),  # 2 + 1; SB: 2's 3 and 3's 0, then 6's 0
        (2, 3, f(3), f(3, 2)),  # 1 + 2; SB: 3's 0, then 5's 1.5 and 3's 0
        (5, 4, f(3, 2), f(7, 4)),  # 1.5 + a forfeit; SB: half of 4's 3.5 (the forfeit: nothing)
        (3, 5, f(0), f(0)),
        (6, 5, f(0), f(0)),  # level on everything with 3: they share the rank
    ]
    rows = [(r.rank, r.name, r.points, r.tie_break, r.played) for r in standings.rows]
    assert rows[0] == (1, "P4", "3,5", "3,75", 2), "in the tournament's language: French"
    assert rows[3] == (4, "P5", "1,5", "1,75", 2)
    assert standings.subtitle == "Ronde 2 sur 2 · système suisse · Revolt"
    assert standings.headings == ("Rang", "Joueur", "Points", "Départage", "Jouées")
    assert "1. P4\u00a0: 3,5 points, départage 3,75" in standings.alt
    assert standings.picture(tid).data.startswith(b"\x89PNG")


# ---- sign-up and start ---------------------------------------------------------------------------
async def test_the_sign_up_two_joins_at_once_and_a_double_start(host: Host) -> None:
    rooms = Rooms()
    tid = await signed_up(host, 6, game_id="revolt", format="swiss", rounds=2)
    tournaments = host.tournaments
    joined = await asyncio.gather(
        tournaments.join(tournament_id=tid, user_id=7, name="Seven"),
        tournaments.join(tournament_id=tid, user_id=7, name="Seven"),
        tournaments.join(tournament_id=tid, user_id=8, name="Eight"),
        return_exceptions=True,
    )
    refused = [str(r) for r in joined if isinstance(r, Refused)]
    assert refused == ["You are on the list already."]
    assert [e.user_id for e in await host.db.entrants(tid)] == list(range(1, 9))
    post = (await tournaments.leave(tournament_id=tid, user_id=8)).lobby
    assert post is not None and post.controls is Controls.TOURNAMENT and post.tournament_id == tid
    assert "Signed up (7): P1, P2, P3, P4, P5, P6, and Seven" in post.text
    with pytest.raises(Refused, match="not signed up"):
        await tournaments.leave(tournament_id=tid, user_id=8)
    with pytest.raises(Refused, match="Only the organiser"):
        await tournaments.start(tournament_id=tid, user_id=2, open_room=rooms)
    started = await asyncio.gather(
        tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms),
        tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms),
        return_exceptions=True,
    )
    assert [str(r) for r in started if isinstance(r, Refused)] == [
        "The tournament has already started."
    ]
    t = await tournament(host, tid)
    assert (t.status, t.round) == ("running", 1)
    tables = await check_tables_opened(host, tid, 1)
    assert sorted(len(tb.seats) for tb in tables) == [3, 4], "seven: a table of 4 and one of 3"
    assert len(rooms.opened) == 2 and len(await matches_of(host, tid)) == 2
    with pytest.raises(Refused, match="sign-up for this tournament is over"):
        await tournaments.join(tournament_id=tid, user_id=9, name="Nine")
    with pytest.raises(Refused, match="withdraw with `/tournament withdraw`"):
        await tournaments.leave(tournament_id=tid, user_id=2)


async def test_a_tournament_starts_at_its_time_through_the_clock(timed: Host, clock: Clock) -> None:
    rooms = Rooms()
    later = clock() + timedelta(hours=2)
    tid = await signed_up(timed, 3, game_id="revolt", format="elimination", starts_at=later)
    few = await timed.tournaments.new(
        guild_id=GUILD,
        channel_id=CHANNEL + 1,
        user_id=ORGANISER,
        game_id="revolt",
        format="swiss",
        rounds=1,
        starts_at=later,
    )
    assert few.lobby is not None and few.lobby.tournament_id is not None
    assert await timed.tick() == []
    clock.advance(hours=3)
    due = {out.advance: channel for channel, out in await timed.tick()}
    assert due == {tid: CHANNEL, few.lobby.tournament_id: CHANNEL + 1}
    await timed.tournaments.advance(tid, rooms)
    assert (await tournament(timed, tid)).round == 1 and len(rooms.opened) == 1
    ((_, cancelled),) = await timed.tournaments.advance(few.lobby.tournament_id, rooms)
    assert (
        "#2** is cancelled: 0 players signed up, and it needed 3"
        in cancelled.tournament_edits[0].post.text
    )
    assert (await tournament(timed, few.lobby.tournament_id)).status == "cancelled"
    assert await timed.tick() == [], "nothing left to do until a match ends"


async def test_a_new_tournament_refuses_what_cannot_be_played(host: Host) -> None:
    new = host.tournaments.new
    at: dict[str, Any] = {"guild_id": GUILD, "channel_id": CHANNEL, "user_id": ORGANISER}
    with pytest.raises(Refused, match="I don't know a game called 'chess'"):
        await new(**at, game_id="chess", format="swiss", rounds=3)
    with pytest.raises(Refused, match="Revolt seats 3–5 players at a table"):
        await new(**at, game_id="revolt", format="swiss", rounds=3, table_size=6)
    with pytest.raises(Refused, match="from 1 to 20 rounds"):
        await new(**at, game_id="revolt", format="swiss", rounds=21)
    with pytest.raises(Refused, match="needs its number of rounds"):
        await new(**at, game_id="revolt", format="swiss")
    with pytest.raises(Refused, match="until its final"):
        await new(**at, game_id="revolt", format="elimination", rounds=2)
    with pytest.raises(Refused, match="The pace is one of live, daily, relaxed, and none"):
        await new(**at, game_id="revolt", format="swiss", rounds=2, pace="hourly")
    with pytest.raises(Refused, match=r"options don't work: `hands` needs 3 hands, got 4"):
        await new(**at, game_id="revolt", format="swiss", rounds=2, options={"hands": [["N1"]] * 4})
    with pytest.raises(Refused, match="already passed"):
        await new(**at, game_id="revolt", format="swiss", rounds=2, starts_at=host.now())
    set_reader("fr")
    try:
        with pytest.raises(Refused, match="Revolt se joue à 3–5 joueurs par table"):
            await new(**at, game_id="revolt", format="round-robin", table_size=2)
    finally:
        set_reader("en")
    out = await new(**at, game_id="guillotine", format="round-robin", language="fr")
    assert out.lobby is not None
    assert out.lobby.text.startswith("**Tournoi de Guillotine nº\u00a01** · toutes rondes")
    assert (
        "tables de 4" in out.lobby.text and "Aucune inscription pour l’instant." in out.lobby.text
    )


async def test_a_barred_player_is_told_why_and_how_many_matches_they_need(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = await signed_up(host, 0, game_id="revolt", format="swiss", rounds=1)
    record = {7: (1, 2), 8: (0, 1), 9: (3, 2)}  # finished, timed out

    async def sign_up_record(user_id: int) -> tuple[int, int]:
        return record[user_id]

    monkeypatch.setattr(host.db, "sign_up_record", sign_up_record)
    with pytest.raises(Refused) as refusal:
        await host.tournaments.join(tournament_id=tid, user_id=7, name="Seven")
    assert str(refusal.value) == (
        "You let 2 matches run out of time and have finished one. Players join tournaments"
        " once they have finished more matches than they let run out: finish 2 more matches,"
        " of any game, and you are welcome."
    )
    with pytest.raises(Refused, match="You let a match run out of time and have finished none"):
        await host.tournaments.join(tournament_id=tid, user_id=8, name="Eight")
    await host.tournaments.join(tournament_id=tid, user_id=9, name="Nine")  # 3 finished > 2
    assert [e.user_id for e in await host.db.entrants(tid)] == [9]


# ---- a process killed at the worst moments -------------------------------------------------------
def dying(
    original: Callable[..., Awaitable[Any]], *, after_writing: bool = False
) -> Callable[..., Awaitable[Any]]:
    """`original`, but the process dies at its first call, before it writes (or, with
    `after_writing`, once it has)."""
    calls = itertools.count()

    async def once(*args: Any, **kwargs: Any) -> Any:
        first = next(calls) == 0
        if first and not after_writing:
            raise Killed
        done = await original(*args, **kwargs)
        if first:
            raise Killed
        return done

    return once


@pytest.mark.parametrize("dies_at", ["create_lobby", "set_table_match", "open_room", "second room"])
async def test_a_kill_between_a_round_stored_and_its_matches_opened_is_resumed(
    host: Host, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dies_at: str
) -> None:
    """The round is stored, then the process dies: before any match is made, between a
    table's lobby and its note, before a thread opened, after one table started. Started
    again, each table gets exactly one match."""
    rooms = Rooms(die_at={"open_room": 0, "second room": 1}.get(dies_at))
    if dies_at in ("create_lobby", "set_table_match"):
        monkeypatch.setattr(host.db, dies_at, dying(getattr(host.db, dies_at)))
    tid = await signed_up(host, 8, game_id="revolt", format="swiss", rounds=2)
    with pytest.raises(Killed):
        await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms)
    assert (await tournament(host, tid)).round == 1, "the round was stored"
    host = await restarted(host, tmp_path / "host.sqlite3")
    # A table's lobby is never posted as a lobby; a match started but never told is, as ever.
    lost = await host.unannounced()
    assert [channel for channel, _ in lost] == ([10_000] if dies_at == "second room" else [])
    assert all(out.posts[0].record == "board" for _, out in lost)
    assert [out.advance for _, out in await host.tournaments.due()] == [tid]
    said = await host.tournaments.resume(rooms)
    tables = await check_tables_opened(host, tid, 1)
    assert len(tables) == 2 and len(await matches_of(host, tid)) == 2, "one match a table"
    assert len(rooms.opened) == 2 and len(set(rooms.opened)) == 2
    assert sum(1 for channel, _ in said if channel != CHANNEL) == 2 - (dies_at == "second room")
    assert await host.tournaments.resume(rooms) == [] and len(rooms.opened) == 2
    await host.db.close()


async def told_again_once(host: Host, path: Path, tid: int) -> Outbox:
    """Started again after a kill before the tournament's end reached Discord: its end, told
    once, in its channel; not again while on its way, nor after a restart once delivered."""
    host = await restarted(host, path)
    assert [out.advance for _, out in await host.tournaments.due()] == [tid], "the clock sees it"
    ((channel, end),) = await host.tournaments.resume(Rooms())
    assert channel == CHANNEL and end.ends == tid
    assert await host.tournaments.resume(Rooms()) == [], "on its way: handed out once"
    assert await host.tournaments.due() == []
    await host.tournaments.announced(tid)  # the adapter delivered it
    host = await restarted(host, path)
    assert await host.tournaments.resume(Rooms()) == [] and await host.tournaments.due() == []
    assert await host.tournaments.advance(tid, Rooms()) == []
    assert (await tournament(host, tid)).end_announced
    await host.db.close()
    return end


@pytest.mark.parametrize("dies", ["after finish_tournament", "before the end is delivered"])
async def test_a_kill_before_the_winners_are_told_tells_them_at_the_next_start(
    host: Host, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dies: str
) -> None:
    """The last match ends and the tournament is written finished; the process dies before its
    winners and final standings reached Discord (before they were handed out, or on their
    way). Started again, they are told once."""
    rooms = Rooms()
    tid = await signed_up(host, 3, game_id="revolt", format="swiss", rounds=1)
    await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms)
    if dies == "after finish_tournament":
        finish = dying(host.db.finish_tournament, after_writing=True)
        monkeypatch.setattr(host.db, "finish_tournament", finish)
        with pytest.raises(Killed):
            await play_round(host, tid, rooms)
    else:
        ((_, first),) = await play_round(host, tid, rooms)
        assert first.ends == tid and any("is over" in p.text for p in first.posts)
        assert await host.tournaments.advance(tid, rooms) == [], "on its way: handed out once"
        assert await host.tournaments.due() == []
    assert (await tournament(host, tid)).status == "finished"
    winners = [s.player for s in (await host.tournaments.standings(tid)).lines if s.rank == 1]
    end = await told_again_once(host, tmp_path / "host.sqlite3", tid)
    (edit,) = end.tournament_edits
    assert edit.slot == "standings" and "Final standings" in edit.post.text
    (won,) = end.posts
    assert "is over" in won.text and won.mentions == winners


async def test_a_kill_before_a_cancelled_sign_up_is_told_tells_it_at_the_next_start(
    timed: Host, clock: Clock, tmp_path: Path
) -> None:
    later = clock() + timedelta(hours=1)
    tid = await signed_up(timed, 1, game_id="revolt", format="swiss", rounds=1, starts_at=later)
    clock.advance(hours=2)
    ((_, first),) = await timed.tournaments.advance(tid, Rooms())
    assert first.ends == tid and (await tournament(timed, tid)).status == "cancelled"
    end = await told_again_once(timed, tmp_path / "timed.sqlite3", tid)
    assert end.tournament_edits == first.tournament_edits
    assert "cancelled: one player signed up, and it needed 3" in end.tournament_edits[0].post.text


# ---- forfeits and withdrawals --------------------------------------------------------------------
async def test_a_player_who_resigns_forfeits_the_match(host: Host) -> None:
    rooms = Rooms()
    tid = await signed_up(host, 3, game_id="revolt", format="swiss", rounds=1)
    await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms)
    (table,) = await host.db.round_tables(tid, 1)
    assert table.match_id is not None
    match = await host.db.get_match(table.match_id)
    assert match is not None
    quitter = table.seats[0]
    await host.resign(user_id=quitter, channel_id=match.channel_id)
    await play_round(host, tid, rooms)
    (table,) = await host.db.round_tables(tid, 1)
    assert table.forfeited == (quitter,) and table.places is not None
    standings = await host.tournaments.standings(tid)
    line = next(s for s in standings.lines if s.player == quitter)
    assert (line.points, line.sonneborn_berger, line.played) == (0, 0, 1), "whatever the seat did"
    check_standings(standings.lines, [table])


def test_what_a_finished_match_makes_of_its_table() -> None:
    """Places are the result's ranks; a seat the stand-in played at the end, one given to
    someone else, or one whose time ran out when the table ended the match forfeits it; an
    aborted match (no result) is forfeited by all."""
    table = TableRow(1, 1, 1, (11, 12, 13, 14), 5, None, ())
    seats = [
        SeatRow(0, 11, "a", None, False),
        SeatRow(1, 12, "b", None, False, "absent"),
        SeatRow(2, 99, "new", None, False),
        SeatRow(3, 14, "d", None, False),
    ]
    match = MatchRow(
        5, GUILD, 7, "revolt", "finished", 11, {}, 1, "", 9, clock={3: {"expired": True}}
    )
    result = [ResultSeat(s, 0, "", None, 0.0, rank, s) for s, rank in enumerate((2, 1, 3, 4))]
    assert outcome(table, match, seats, result) == ([2, 1, 3, 4], [12, 13, 14])
    assert outcome(table, match, seats, []) == ([1, 1, 1, 1], [11, 12, 13, 14])


async def test_a_player_who_withdraws_between_rounds_sits_at_no_later_table(host: Host) -> None:
    rooms = Rooms()
    tid = await signed_up(host, 6, game_id="revolt", format="swiss", rounds=2, table_size=3)
    with pytest.raises(Refused, match="press \\*\\*Leave\\*\\*"):
        await host.tournaments.withdraw(tournament_id=tid, user_id=2)
    await host.tournaments.start(tournament_id=tid, user_id=ORGANISER, open_room=rooms)
    t1, t2 = await host.db.round_tables(tid, 1)
    assert t1.match_id is not None and t2.match_id is not None
    await play_out(host, t1.match_id)
    leaving = t1.seats[1]  # their match is over; the other table plays on
    out = await host.tournaments.withdraw(tournament_id=tid, user_id=leaving)
    assert out.reply is not None and "no round after round 1" in out.reply
    (edit,) = out.tournament_edits
    assert edit.slot == "standings" and edit.post.picture is not None
    assert f"P{leaving}: 0 points, tie-break 0, 0 played (withdrawn)" in edit.post.picture.alt
    with pytest.raises(Refused, match="already withdrawn"):
        await host.tournaments.withdraw(tournament_id=tid, user_id=leaving)
    with pytest.raises(Refused, match="not signed up"):
        await host.tournaments.withdraw(tournament_id=tid, user_id=42)
    await play_out(host, t2.match_id)
    await host.tournaments.advance(tid, rooms)
    (table,) = await check_tables_opened(host, tid, 2)
    assert sorted(table.seats) == sorted(set(range(1, 7)) - {leaving}), "five, at one table"
    standings = await host.tournaments.standings(tid)
    (row,) = [r for r in standings.rows if r.name == f"P{leaving}"]
    assert row.note == "withdrawn" and row.played == 1


# ---- the course without playing ------------------------------------------------------------------
def course(format: str, round: int = 0, tables: Sequence[TableRow] = ()) -> Course:
    """Eight entrants rated 1 to 8 (8 the best), at tables of four, as storage reads them."""
    t = TournamentRow(
        id=1, guild_id=GUILD, channel_id=CHANNEL, game_id="revolt", format=format,
        rounds=2 if format == "swiss" else 0, table_size=4, pace="daily", options={},
        language="en", organiser_id=ORGANISER, status="running", round=round, starts_at=None,
        created_at="", finished_at=None, version=0,
    )  # fmt: skip
    entrants = [EntrantRow(1, u, f"P{u}", "", None) for u in range(1, 9)]
    ratings = {u: float(u) for u in range(1, 9)}
    return Course(t, registry.get("revolt").meta, entrants, list(tables), [], ratings)


def test_an_elimination_sends_the_top_half_of_each_table_on_to_a_final() -> None:
    first = next_round(course("elimination"))
    assert first is not None and sorted(map(len, first.tables)) == [4, 4]
    assert all(not {7, 8} <= set(tb) for tb in first.tables), "the best two seeded apart"
    one, two = first.tables
    tables = [
        TableRow(1, 1, 1, one, 1, (1, 2, 3, 4), ()),
        TableRow(1, 1, 2, two, 2, (4, 3, 2, 1), ()),
    ]
    final = next_round(course("elimination", 1, tables))
    assert final is not None and len(final.tables) == 1
    assert set(final.tables[0]) == {one[0], one[1], two[3], two[2]}, "each table's top two"
    (seats,) = final.tables
    tables.append(TableRow(1, 2, 1, seats, 3, (2, 1, 3, 4), ()))
    done = course("elimination", 2, tables)
    assert next_round(done) is None, "the final was played"
    standings = ranked(done)
    assert [s.player for s in standings[:4]] == [seats[1], seats[0], seats[2], seats[3]]
    assert [s.rank for s in standings[:4]] == [1, 2, 3, 4], "the final's winner leads"


def test_a_swiss_first_round_groups_by_rating_as_everyone_is_level() -> None:
    first = next_round(course("swiss"))
    assert first is not None
    assert sorted(map(sorted, first.tables)) == [[1, 2, 3, 4], [5, 6, 7, 8]]


def test_who_withdrew_sits_nowhere_and_a_table_left_too_small_rests() -> None:
    found = Round(((1, 2, 3, 4), (5, 6, 7, 8)), (9,))
    assert without(found, {2, 9}, 3) == Round(((1, 3, 4), (5, 6, 7, 8)), ())
    assert without(found, {5, 6}, 3) == Round(((1, 2, 3, 4),), (9, 7, 8))
