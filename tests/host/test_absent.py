"""Absent players and empty seats, through the host with a clock the test turns: deadlines that
survive a restart, the reminder, the mention near the end, the table's vote, the stand-in,
replacing, resigning, coming back, autoplay, nudges and time away."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from bot.host import Host, Outbox, Refused
from games import registry
from i18n import say
from storage import Database
from tests.host.conftest import START, Clock
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, NAMES, seated


async def daily_table(host: Host) -> int:
    """Alice, Bob and Chloé at Revolt, with a day for each decision; returns who must act."""
    await seated(host, BOB, CHLOE)
    status = await host.status(channel_id=CHANNEL)
    assert "Pace: daily" in status.posts[0].text, "a lobby is daily unless its host says not"
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    return await awaited(host)


async def awaited(host: Host) -> int:
    match = await host.db.active_match(CHANNEL)
    assert match is not None and match.state is not None
    game = registry.get(match.game_id)
    seats = await host.db.seats(match.id)
    (seat,) = game.active_seats(game.load(match.state))
    return seats[seat].user_id


def said(outboxes: list[tuple[int, Outbox]]) -> str:
    return "\n".join(p.text for _, o in outboxes for p in o.posts)


async def test_a_deadline_survives_a_restart_and_the_table_is_asked_at_the_end(
    timed: Host, clock: Clock, tmp_path: Path
) -> None:
    actor = await daily_table(timed)
    match = await timed.db.active_match(CHANNEL)
    (entry,) = match.clock.values()
    assert datetime.fromisoformat(entry["due"]) == START + timedelta(hours=24)
    await timed.db.close()

    timed.db = await Database.open(tmp_path / "timed.sqlite3")  # the bot restarts
    clock.advance(hours=11)
    assert await timed.tick() == [], "nothing is due yet"
    clock.advance(hours=2)
    ((_, reminder),) = await timed.tick()
    (dm,) = reminder.dms
    assert dm.user_id == actor and "You have until" in dm.text
    assert await timed.tick() == [], "reminded once"

    clock.advance(hours=9)  # 22 hours: near the end, a mention in the thread
    ((_, warning),) = await timed.tick()
    (ping,) = warning.posts
    assert ping.mentions == [actor] and "nearly up" in ping.text

    clock.advance(hours=3)  # past the deadline: the others are asked
    ((_, question),) = await timed.tick()
    (post,) = question.posts
    others = sorted({ALICE, BOB, CHLOE} - {actor})
    assert sorted(post.mentions) == others and post.ballot is not None
    assert {a for a, _ in post.ballot.answers} == {"standin", "end", "wait"}
    seat = post.ballot.seat
    with pytest.raises(Refused, match="other players"):
        await timed.ballot(user_id=actor, match_id=match.id, seat=seat, kind="absent",
                           answer="wait")  # fmt: skip
    await timed.ballot(user_id=others[0], match_id=match.id, seat=seat, kind="absent",
                       answer="standin")  # fmt: skip
    settled = await timed.ballot(user_id=others[1], match_id=match.id, seat=seat,
                                 kind="absent", answer="standin")  # fmt: skip
    assert any("stand-in plays for" in p.text for p in settled.posts)
    seats = await timed.db.seats(match.id)
    assert seats[seat].stand_in == "absent"
    assert await awaited(timed) != actor, "the stand-in made the absent player's move"

    back = await timed.come_back(user_id=actor, channel_id=CHANNEL)
    assert "is back" in back.posts[0].text
    assert (await timed.db.seats(match.id))[seat].stand_in is None


async def ended_by_vote(host: Host) -> tuple[int, Outbox]:
    """A daily Revolt table whose two others vote to end the match at the first decision: the
    match and what the last answer brought."""
    actor = await daily_table(host)
    match = await host.db.active_match(CHANNEL)
    others = sorted({ALICE, BOB, CHLOE} - {actor})
    asked = await host.ask_table(user_id=others[0], channel_id=CHANNEL, seat_user_id=actor)
    seat = asked.posts[0].ballot.seat
    for user in others:
        out = await host.ballot(user_id=user, match_id=match.id, seat=seat, kind="absent",
                                answer="end")  # fmt: skip
    return match.id, out


async def test_the_table_may_end_the_match_with_the_standing(timed: Host, clock: Clock) -> None:
    _, out = await ended_by_vote(timed)
    assert any("ended the Revolt match" in p.text and "Standing" in p.text for p in out.posts)
    assert await timed.db.active_match(CHANNEL) is None


async def test_at_the_questions_end_the_answers_given_decide(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    match = await timed.db.active_match(CHANNEL)
    others = sorted({ALICE, BOB, CHLOE} - {actor})
    asked = await timed.ask_table(user_id=others[0], channel_id=CHANNEL, seat_user_id=actor)
    seat = asked.posts[0].ballot.seat
    await timed.ballot(user_id=others[0], match_id=match.id, seat=seat, kind="absent",
                       answer="end")  # fmt: skip
    clock.advance(hours=13)  # the question's time is up: the one answer given is the majority
    assert "ended the Revolt match" in said(await timed.tick())


async def test_a_split_table_keeps_waiting_with_a_new_deadline(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    match = await timed.db.active_match(CHANNEL)
    others = sorted({ALICE, BOB, CHLOE} - {actor})
    clock.advance(hours=25)
    ((_, question),) = await timed.tick()  # the reminder, the mention and the question at once
    (seat,) = [p.ballot.seat for p in question.posts if p.ballot]
    await timed.ballot(user_id=others[0], match_id=match.id, seat=seat, kind="absent",
                       answer="end")  # fmt: skip
    split = await timed.ballot(user_id=others[1], match_id=match.id, seat=seat, kind="absent",
                               answer="standin")  # fmt: skip
    assert "nothing decided" in split.edits[0].post.text
    assert await timed.db.active_match(CHANNEL) is not None
    entry = next(iter((await timed.db.active_match(CHANNEL)).clock.values()))
    assert datetime.fromisoformat(entry["due"]) == clock.at + timedelta(hours=24)


async def test_the_host_replaces_a_player_who_gets_the_hand_and_the_ping(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    actor = await awaited(host)
    with pytest.raises(Refused, match="Only the match's host"):
        await host.replace(user_id=BOB if actor != BOB else CHLOE, seat_user_id=actor,
                           new_user_id=99, new_name="Zoé", channel_id=CHANNEL)  # fmt: skip
    out = await host.replace(user_id=ALICE, seat_user_id=actor, new_user_id=99,
                             new_name="Zoé", channel_id=CHANNEL)  # fmt: skip
    assert any("Zoé takes" in p.text for p in out.posts)
    assert [dm.user_id for dm in out.dms if dm.picture] == [99], "the hand, by DM"
    assert any(p.mentions == [99] for p in out.posts), "and the ping for the decision"
    assert await awaited(host) == 99


async def test_a_resigned_seat_is_played_by_the_stand_in_to_the_end(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    out = await host.resign(user_id=CHLOE, channel_id=CHANNEL)
    assert "resigned" in out.posts[0].text
    rng = random.Random(3)
    for _ in range(200):
        match = await host.db.active_match(CHANNEL)
        if match is None:
            break
        actor = await awaited(host)
        assert actor != CHLOE, "Chloé's seat never waits: the stand-in plays it"
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        await host.act(user_id=actor, choice_id=rng.choice(offer.choices).id, channel_id=CHANNEL)
    assert await host.db.active_match(CHANNEL) is None, "the game reached its end"


@pytest.mark.parametrize(
    ("game_id", "players"),
    [pytest.param(g.meta.id, g.meta.min_players, id=g.meta.id) for g in registry.all()],
)
async def test_the_stand_in_finishes_every_game_through_the_host(
    host: Host, game_id: str, players: int
) -> None:
    """The host fills every other seat with the stand-in, starts, and resigns his own: the
    stand-in plays the whole game (every player count is played out by the stand-in alone in
    tests/players)."""
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id=game_id)  # fmt: skip
    for _ in range(players - 1):
        await host.add_bot(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    assert len(await host.db.seats(match.id)) == players
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    if await host.db.active_match(CHANNEL) is not None:
        await host.resign(user_id=ALICE, channel_id=CHANNEL)
    assert await host.db.active_match(CHANNEL) is None, "the stand-in played to the end"
    assert (await host.db.get_match(match.id)).status == "finished"


async def test_a_forced_move_plays_itself_with_autoplay(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    for user in (ALICE, BOB, CHLOE):
        await host.set_autoplay(user_id=user, channel_id=CHANNEL, on=True)
    rng = random.Random(5)
    forced_seen = False
    for _ in range(150):
        match = await host.db.active_match(CHANNEL)
        if match is None:
            break
        actor = await awaited(host)
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        assert len(offer.choices) > 1, "a decision with one legal choice never waits"
        moves = len(await host.db.actions(match.id))
        await host.act(user_id=actor, choice_id=rng.choice(offer.choices).id, channel_id=CHANNEL)
        forced_seen |= len(await host.db.actions(match.id)) > moves + 1
    assert forced_seen, "some forced moves were made by autoplay"


async def test_nudges_and_time_away(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    other = next(u for u in (ALICE, BOB, CHLOE) if u != actor)
    nudged = await timed.nudge(user_id=other, channel_id=CHANNEL)
    assert [dm.user_id for dm in nudged.dms] == [actor] and NAMES[other] in nudged.dms[0].text
    with pytest.raises(Refused, match="nudged already"):
        await timed.nudge(user_id=other, channel_id=CHANNEL)
    clock.advance(hours=12)
    await timed.nudge(user_id=other, channel_id=CHANNEL)  # half a day later: allowed again

    away = await timed.away(user_id=actor, channel_id=CHANNEL, days=3)
    assert "is away until" in away.posts[0].text
    entry = next(iter((await timed.db.active_match(CHANNEL)).clock.values()))
    assert datetime.fromisoformat(entry["due"]) == START + timedelta(days=4)
    clock.advance(days=1)
    assert await timed.tick() == [], "no reminder while away"
    with pytest.raises(Refused, match="1 to 14"):
        await timed.away(user_id=actor, channel_id=CHANNEL, days=30)


async def test_a_standing_pass_keeps_passing_until_the_turn_ends(host: Host) -> None:
    """Liberté lets a player pass and act again later in the turn; in play by post a player who
    is done for the turn passes once, for good."""
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="liberte")  # fmt: skip
    for user in (BOB, CHLOE):
        await host.join(user_id=user, name=NAMES[user], channel_id=CHANNEL)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    first = await awaited(host)
    offer = await host.offer(user_id=first, channel_id=CHANNEL)
    assert "~keep-passing" in [c.id for c in offer.choices]
    await host.act(user_id=first, choice_id="~keep-passing", channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    seats = await host.db.seats(match.id)
    seat = next(s.seat for s in seats if s.user_id == first)
    rng = random.Random(2)
    game = registry.get("liberte")
    assert match.state is not None
    turn = say(game.chapter(game.load(match.state))).split(" · ")[0]
    for _ in range(60):  # the others act; the first player is never asked again this turn
        match = await host.db.active_match(CHANNEL)
        assert match is not None and match.state is not None
        passes = [a for a in await host.db.actions(match.id) if a.seat == seat]
        if len(passes) >= 2 or say(game.chapter(game.load(match.state))).split(" · ")[0] != turn:
            break
        actor = await awaited(host)
        assert actor != first, "a standing pass answers for the player"
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
        await host.act(user_id=actor, choice_id=choice, channel_id=CHANNEL)
    passes = [a for a in await host.db.actions(match.id) if a.seat == seat]
    assert len(passes) >= 2 and all(a.choice_id == "pass" for a in passes)


async def test_with_two_bot_processes_only_the_servers_own_reminds(
    timed: Host, clock: Clock
) -> None:
    """Several processes share one database, each with some of the servers (its shards): a
    deadline is announced by the process that has the match's server, never by both."""
    actor = await daily_table(timed)  # a match in server 1
    theirs = Host(timed.db, now=clock, owns=lambda guild_id: guild_id != 1)
    clock.advance(hours=13)
    assert await theirs.tick() == [], "another process's server"
    ((_, reminder),) = await timed.tick()
    assert [dm.user_id for dm in reminder.dms] == [actor]
