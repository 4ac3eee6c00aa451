"""Every change to a match goes the way a move goes: seats, questions and the clock, tried as a
hostile or unlucky table would (racing commands, the process stopped half-way, an old button, a
newcomer seated twice)."""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.host import Host, Outbox, Refused
from storage import Database
from tests.host.conftest import Clock
from tests.host.test_absent import awaited, daily_table
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, DMITRI, seated

ZOE = 99


async def restarted(host: Host, path: Path) -> Host:
    """The process stopped after saving and before delivering anything: a new host on the same
    file, as at the next start."""
    await host.db.close()
    return Host(await Database.open(path), now=host.now)


def everything_said(outbox: Outbox) -> str:
    return "\n".join(
        [p.text for p in outbox.posts]
        + [e.post.text for e in outbox.edits if e.post is not None]
        + [d.text for d in outbox.dms]
    )


async def test_a_question_about_a_newcomer_seated_since_closes_as_moot(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    # Bob (not the host) asks the table to give Chloé's seat to Zoé...
    asked = await host.ask_table(user_id=BOB, channel_id=CHANNEL, seat_user_id=CHLOE,
                                 new_user_id=ZOE, new_name="Zoé")  # fmt: skip
    ballot = asked.posts[0].ballot
    # ...then the host gives Bob's seat to Zoé directly.
    await host.replace(user_id=ALICE, seat_user_id=BOB, new_user_id=ZOE, new_name="Zoé",
                       channel_id=CHANNEL)  # fmt: skip
    settled = await host.ballot(user_id=ALICE, match_id=match.id, seat=ballot.seat,
                                kind=ballot.kind, answer="yes", round=ballot.round)  # fmt: skip
    assert "Zoé has a seat in this match already" in everything_said(settled)
    seats = await host.db.seats(match.id)
    assert [s.user_id for s in seats] == [ALICE, ZOE, CHLOE], "Chloé keeps her seat"
    assert await host.db.votes(match.id) == []


async def test_a_question_put_just_before_a_crash_is_posted_at_the_next_start(
    timed: Host, clock: Clock, tmp_path: Path
) -> None:
    actor = await daily_table(timed)
    clock.advance(hours=25)
    await timed.tick()  # the deadline passed: the question is put, and the process dies
    timed = await restarted(timed, tmp_path / "timed.sqlite3")
    ((_, outbox),) = await timed.unannounced()
    (question,) = [p for p in outbox.posts if p.ballot is not None]
    assert "has not answered in time" in question.text
    others = {ALICE, BOB, CHLOE} - {actor}
    assert set(question.mentions) == others
    # Before anyone restarts the bot, `/game vote` posts the question that nobody saw.
    asked = await timed.ask_table(user_id=min(others), channel_id=CHANNEL, seat_user_id=actor)
    assert [p.ballot.round for p in asked.posts] == [question.ballot.round]
    await timed.db.close()


async def test_a_seat_given_just_before_a_crash_is_announced_with_the_hand(
    host: Host, tmp_path: Path
) -> None:
    await seated(host, BOB, CHLOE)
    started = await host.start(user_id=ALICE, channel_id=CHANNEL)
    assert started.announces is not None
    await host.announced(*started.announces)  # the table was posted
    actor = await awaited(host)
    await host.replace(user_id=ALICE, seat_user_id=actor, new_user_id=ZOE, new_name="Zoé",
                       channel_id=CHANNEL)  # fmt: skip
    host = await restarted(host, tmp_path / "host.sqlite3")
    ((_, outbox),) = await host.unannounced()
    assert any("Zoé takes" in p.text for p in outbox.posts), "the table is told"
    assert any(p.mentions == [ZOE] for p in outbox.posts), "the newcomer is pinged"
    (hand,) = [dm for dm in outbox.dms if dm.picture is not None]
    assert hand.user_id == ZOE and not hand.edit, "a new DM with the hand, to the newcomer"
    await host.db.close()


async def test_a_seats_private_messages_follow_whoever_holds_it(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    start = await host.start(user_id=ALICE, channel_id=CHANNEL)
    actor = await awaited(host)
    (old_hand,) = [dm for dm in start.dms if dm.user_id == actor]
    out = await host.replace(user_id=ALICE, seat_user_id=actor, new_user_id=ZOE,
                             new_name="Zoé", channel_id=CHANNEL)  # fmt: skip
    (new_hand,) = [dm for dm in out.dms if dm.picture is not None]
    assert new_hand.user_id == ZOE and new_hand.record != old_hand.record, (
        "the newcomer's hand is a DM of their own, never an edit of the old player's"
    )
    offer = await host.offer(user_id=ZOE, channel_id=CHANNEL)
    moved = await host.act(user_id=ZOE, channel_id=CHANNEL, choice_id=offer.choices[0].id)
    assert actor not in {dm.user_id for dm in moved.dms}, "the old player is told nothing more"
    with pytest.raises(Refused, match="not playing in this match"):
        await host.offer(user_id=actor, channel_id=CHANNEL)


async def test_the_stand_ins_own_seats_get_no_direct_message(host: Host) -> None:
    await seated(host, BOB)
    match = await host.db.active_match(CHANNEL)
    await host.add_bot(user_id=ALICE, match_id=match.id)
    said = [await host.start(user_id=ALICE, channel_id=CHANNEL)]
    for _ in range(30):
        user = await awaited(host)
        offer = await host.offer(user_id=user, channel_id=CHANNEL)
        said.append(await host.act(user_id=user, channel_id=CHANNEL, choice_id=offer.choices[0].id))
    assert all(dm.user_id > 0 for out in said for dm in out.dms), "nobody at user id -1"


async def test_racing_nudges_send_one_reminder(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    others = sorted({ALICE, BOB, CHLOE} - {actor})
    answers = await asyncio.gather(
        *(timed.nudge(user_id=others[i % 2], channel_id=CHANNEL) for i in range(5)),
        return_exceptions=True,
    )
    sent = [a for a in answers if isinstance(a, Outbox)]
    assert len(sent) == 1 and len(sent[0].dms) == 1 and sent[0].dms[0].user_id == actor
    assert all("nudged already" in str(a) for a in answers if isinstance(a, Refused))


async def test_time_away_never_piles_up(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    for _ in range(2):
        await timed.away(user_id=actor, channel_id=CHANNEL, days=14)
    match = await timed.db.active_match(CHANNEL)
    (entry,) = match.clock.values()
    assert datetime.fromisoformat(entry["due"]) <= clock.at + timedelta(days=14)
    (seat,) = [s for s in await timed.db.seats(match.id) if s.user_id == actor]
    assert seat.away_until is not None
    assert datetime.fromisoformat(seat.away_until) == clock.at + timedelta(days=14)


async def test_a_refusal_names_the_player_meant(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    with pytest.raises(Refused, match="Dmitri has no seat in this match"):
        await host.ask_table(user_id=BOB, channel_id=CHANNEL, seat_user_id=DMITRI,
                             seat_name="Dmitri")  # fmt: skip
    with pytest.raises(Refused, match="Dmitri has no seat in this match"):
        await host.replace(user_id=ALICE, seat_user_id=DMITRI, seat_name="Dmitri",
                           new_user_id=ZOE, new_name="Zoé", channel_id=CHANNEL)  # fmt: skip


async def test_an_answer_to_an_older_question_is_refused(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    match = await timed.db.active_match(CHANNEL)
    first, second = sorted({ALICE, BOB, CHLOE} - {actor})
    old = (await timed.ask_table(user_id=first, channel_id=CHANNEL, seat_user_id=actor))
    old_ballot = old.posts[0].ballot
    clock.advance(hours=13)  # nobody answers: the question ends, nothing decided
    await timed.tick()
    new = await timed.ask_table(user_id=first, channel_id=CHANNEL, seat_user_id=actor)
    assert new.posts[0].ballot.round > old_ballot.round
    with pytest.raises(Refused, match="That question is closed"):
        await timed.ballot(user_id=second, match_id=match.id, seat=old_ballot.seat,
                           kind=old_ballot.kind, answer="end", round=old_ballot.round)  # fmt: skip
    assert await timed.db.active_match(CHANNEL) is not None, "the old button ended nothing"


async def test_a_question_about_a_player_who_then_moves_closes(timed: Host, clock: Clock) -> None:
    actor = await daily_table(timed)
    match = await timed.db.active_match(CHANNEL)
    other = min({ALICE, BOB, CHLOE} - {actor})
    await timed.ask_table(user_id=other, channel_id=CHANNEL, seat_user_id=actor)
    offer = await timed.offer(user_id=actor, channel_id=CHANNEL)
    moved = await timed.act(user_id=actor, channel_id=CHANNEL, choice_id=offer.choices[0].id)
    assert "has played" in everything_said(moved), "the question's message says it is closed"
    assert await timed.db.votes(match.id) == []


async def test_quick_presses_on_pace_all_count(host: Host) -> None:
    await seated(host, BOB)
    match = await host.db.active_match(CHANNEL)
    answers = await asyncio.gather(
        *(host.cycle_pace(user_id=ALICE, match_id=match.id) for _ in range(3))
    )
    assert (await host.db.get_match(match.id)).pace == "none", "daily, live, relaxed, none"
    assert "Pace: no clock" in answers[-1].lobby.text, "the lobby shows the pace stored"


async def test_a_move_sent_again_after_it_ended_the_match_counted_once(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    while True:
        user = await awaited(host)
        offer = await host.offer(user_id=user, channel_id=CHANNEL)
        choice = offer.choices[0].id
        out = await host.act(user_id=user, channel_id=CHANNEL, choice_id=choice,
                             match_id=offer.match_id, version=offer.version,
                             prompt_hash_seen=offer.prompt_hash)  # fmt: skip
        if (await host.db.get_match(match.id)).status == "finished":
            break
    assert any("Final scores" in p.text for p in out.posts)
    with pytest.raises(Refused, match="Done already"):  # its answer was lost; sent again
        await host.act(user_id=user, match_id=offer.match_id, choice_id=choice,
                       version=offer.version, prompt_hash_seen=offer.prompt_hash)  # fmt: skip


async def test_a_crafted_version_is_refused_politely(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    user = await awaited(host)
    offer = await host.offer(user_id=user, channel_id=CHANNEL)
    with pytest.raises(Refused, match="moved on"):
        await host.act(user_id=user, match_id=offer.match_id, choice_id=offer.choices[0].id,
                       version=10**20, prompt_hash_seen=offer.prompt_hash)  # fmt: skip


async def test_a_move_the_stand_in_answered_at_once_can_be_taken_back(host: Host) -> None:
    """Issue: take back never worked before a stand-in's turn, as it plays at once. Its moves
    that revealed nothing go back with the person's (Guillotine's stand-in moves deputies in
    the open; in Revolt every answer of its shows a card of its hand, and stands)."""
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="guillotine")  # fmt: skip
    await host.join(user_id=BOB, name="Bob", channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    await host.add_bot(user_id=ALICE, match_id=match.id)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    for _ in range(40):
        user = await awaited(host)
        before = await host.db.get_match(match.id)
        offer = await host.offer(user_id=user, channel_id=CHANNEL)
        out = await host.act(user_id=user, channel_id=CHANNEL, choice_id=offer.choices[0].id,
                             match_id=offer.match_id, version=offer.version,
                             prompt_hash_seen=offer.prompt_hash)  # fmt: skip
        after = await host.db.get_match(match.id)
        if out.take_back is not None and after.version > before.version + 1:
            break  # the stand-in played right after, and nothing came to light
    else:
        pytest.fail("no move the stand-in answered at once")
    back = await host.undo(user_id=user, channel_id=CHANNEL, version=out.take_back[1])
    assert back.reply.startswith("↩️ Taken back")
    restored = await host.db.get_match(match.id)
    assert restored.state == before.state, "the stand-in's answer went back with the move"
    assert all(a.seq < before.version for a in await host.db.actions(match.id))


async def test_a_clock_that_loses_the_database_half_way_says_what_it_saved(
    timed: Host, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two tables due at once; the database stops answering after the first: the first's
    reminder, saved already, is delivered now, not lost with the tick."""
    await daily_table(timed)
    await timed.new_match(guild_id=1, channel_id=CHANNEL + 1, user_id=ALICE, name="Alice",
                          game_id="revolt")  # fmt: skip
    for user in (BOB, CHLOE):
        await timed.join(user_id=user, name="P", channel_id=CHANNEL + 1)
    await timed.start(user_id=ALICE, channel_id=CHANNEL + 1)
    clock.advance(hours=13)  # both reminders are due
    running, calls = timed.core.running, []

    async def blinks(**where: Any) -> Any:  # the second match's read meets an outage
        calls.append(where)
        if len(calls) > 1:
            raise sqlite3.OperationalError("database is locked")
        return await running(**where)

    monkeypatch.setattr(timed.core, "running", blinks)
    ((_, first),) = await timed.tick()
    assert [dm.text for dm in first.dms if "waits for you" in dm.text], "the first is reminded"
    monkeypatch.undo()
    later = await timed.tick()
    assert len(later) == 1, "the other is reminded at the next tick, the first not again"
