"""The host without Discord: lobby, turns, refusals, stale buttons, the end, and a restart."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.host import MOVED_ON, AlreadyDone, Controls, Host, Outbox, Refused, refs
from bot.host.table import newest_within
from games import registry
from i18n import say
from storage import Database

CHANNEL = 77
ALICE, BOB, CHLOE, DMITRI, EVE, FRED = 1, 2, 3, 4, 5, 6
NAMES = {ALICE: "Alice", BOB: "Bob", CHLOE: "Chloé", DMITRI: "Dmitri", EVE: "Eve", FRED: "Fred"}


async def seated(host: Host, *users: int, options: dict | None = None) -> None:
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="revolt", options=options)
    for u in users:
        await host.join(user_id=u, name=NAMES[u], channel_id=CHANNEL)


async def whose_turn(host: Host) -> int:
    for user in NAMES:
        try:
            await host.offer(user_id=user, channel_id=CHANNEL)
            return user
        except Refused:
            continue
    raise AssertionError("nobody to play")


async def test_lobby_rules(host: Host) -> None:
    await seated(host, BOB)
    with pytest.raises(Refused, match="/game abort"):
        await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=BOB, name="Bob",
                             game_id="revolt")
    with pytest.raises(Refused, match="already have a seat"):
        await host.join(user_id=BOB, name="Bob", channel_id=CHANNEL)
    with pytest.raises(Refused, match="needs 3–5 players and 2 are seated"):
        await host.start(user_id=ALICE, channel_id=CHANNEL)
    for u in (CHLOE, DMITRI, EVE):
        out = await host.join(user_id=u, name=NAMES[u], channel_id=CHANNEL)
    assert out.lobby is not None and "5. Eve" in out.lobby.text
    assert out.lobby.controls is Controls.LOBBY
    with pytest.raises(Refused, match="full"):
        await host.join(user_id=FRED, name="Fred", channel_id=CHANNEL)
    with pytest.raises(Refused, match="hosting"):
        await host.leave(user_id=ALICE, channel_id=CHANNEL)
    out = await host.leave(user_id=EVE, channel_id=CHANNEL)
    assert out.lobby is not None and "Eve" not in out.lobby.text
    with pytest.raises(Refused, match="Only the host, Alice"):
        await host.start(user_id=BOB, channel_id=CHANNEL)
    with pytest.raises(Refused, match="don't know a game"):
        await host.new_match(guild_id=1, channel_id=99, user_id=BOB, name="Bob", game_id="chess")


async def test_start_posts_the_table_and_deals_every_hand_by_dm(host: Host) -> None:
    await seated(host, BOB, CHLOE, DMITRI)
    out = await host.start(user_id=ALICE, channel_id=CHANNEL)
    board, ping = out.posts
    assert board.picture is not None and board.picture.data.startswith(b"\x89PNG")
    assert board.controls is Controls.MOVE and board.record == "board"
    assert not board.mentions, "the board pings nobody: it is edited as play goes on"
    first = await whose_turn(host)
    assert ping.mentions == [first] and ping.text.startswith(f"{refs.person(first)} — ")
    assert sorted(dm.user_id for dm in out.dms) == [ALICE, BOB, CHLOE, DMITRI]
    assert all("Your hand, turn 1 (10 cards)" in dm.text and dm.picture for dm in out.dms)
    with pytest.raises(Refused, match="closed"):
        await host.join(user_id=EVE, name="Eve", channel_id=CHANNEL)


async def test_bad_options_are_explained_at_start(host: Host) -> None:
    await seated(host, BOB, CHLOE, options={"hands": [["N1"]]})
    with pytest.raises(Refused, match="options don't work"):
        await host.start(user_id=ALICE, channel_id=CHANNEL)


async def test_refusals_leave_the_game_unchanged(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    before = await host.db.active_match(CHANNEL)
    actor = await whose_turn(host)
    other = next(u for u in (ALICE, BOB, CHLOE) if u != actor)
    legal = (await host.offer(user_id=actor, channel_id=CHANNEL)).choices[0].id
    with pytest.raises(Refused, match=f"waiting for {NAMES[actor]}"):
        await host.act(user_id=other, choice_id=legal, channel_id=CHANNEL)
    with pytest.raises(Refused, match="not playing"):
        await host.act(user_id=EVE, choice_id=legal, channel_id=CHANNEL)
    with pytest.raises(Refused, match="Nothing was played"):
        await host.act(user_id=actor, choice_id="play:XX", channel_id=CHANNEL)
    after = await host.db.active_match(CHANNEL)
    assert after == before
    assert await host.db.actions(before.id) == []


async def test_a_stale_button_is_refused_never_applied(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    actor = await whose_turn(host)
    offer = await host.offer(user_id=actor, channel_id=CHANNEL)
    first, second = offer.choices[0].id, offer.choices[1].id
    done = await host.act(user_id=actor, choice_id=first, match_id=offer.match_id,
                          version=offer.version, prompt_hash_seen=offer.prompt_hash)
    assert done.reply == f"✅ Done: {offer.choices[0].label}.", "the player reads what they did"
    with pytest.raises(AlreadyDone) as refusal:  # the other choice of a double tap
        await host.act(user_id=actor, choice_id=second, match_id=offer.match_id,
                       version=offer.version, prompt_hash_seen=offer.prompt_hash)
    played = f"✅ Already decided: {NAMES[actor]} plays {first.partition(':')[2]}."
    assert str(refusal.value) == played, "the player learns which of the two was made"
    assert len(await host.db.actions(offer.match_id)) == 1
    other = next(u for u in (BOB, CHLOE, ALICE) if u != actor)
    with pytest.raises(Refused) as refused:  # that decision's button, pressed by another
        await host.act(user_id=other, choice_id=second, match_id=offer.match_id,
                       version=offer.version, prompt_hash_seen=offer.prompt_hash)
    assert str(refused.value) == say(MOVED_ON)


async def test_a_move_saved_but_never_announced_is_announced_at_the_next_start(
    host: Host,
) -> None:
    await seated(host, BOB, CHLOE)
    started = await host.start(user_id=ALICE, channel_id=CHANNEL)
    assert started.announces is not None
    await host.announced(*started.announces)  # the adapter delivered the first board
    assert await host.unannounced() == []
    actor = await whose_turn(host)
    offer = await host.offer(user_id=actor, channel_id=CHANNEL)
    lost = await host.act(user_id=actor, choice_id=offer.choices[0].id, channel_id=CHANNEL)
    # The bot stops here: the move is saved, its board never reached Discord.
    next_actor = await whose_turn(host)
    ((channel, outbox),) = await host.unannounced()
    assert channel == CHANNEL
    board, ping = outbox.posts
    assert ping.mentions == [next_actor] and board.picture is not None
    assert "restarted" in board.text
    (lost_board,) = [e.post for e in lost.edits]  # the same trick: the board is edited
    played = lost_board.text.split("\n")[1]  # what the move said, e.g. "Alice plays N3"
    assert played in board.text, "the channel is told what the saved move did"
    assert [dm.user_id for dm in outbox.dms] == [actor], "only the hand the move changed"
    assert outbox.announces is not None
    await host.announced(*outbox.announces)
    assert await host.unannounced() == []


async def play_to_the_end(host: Host, rng: random.Random, limit: int = 1000) -> Outbox:
    for _ in range(limit):
        actor = await whose_turn(host)
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        out = await host.act(user_id=actor, choice_id=rng.choice(offer.choices).id,
                             channel_id=CHANNEL)
        if any("Final scores:" in p.text for p in out.posts):
            return out
    raise AssertionError("the game did not end")


async def test_a_whole_game_through_the_host_with_a_restart(host: Host, tmp_path: Path
                                                            ) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    rng = random.Random(4)
    for _ in range(20):
        actor = await whose_turn(host)
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        await host.act(user_id=actor, choice_id=rng.choice(offer.choices).id,
                       channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    await host.db.close()

    host.db = await Database.open(tmp_path / "host.sqlite3")  # as a restarted bot does
    resumed = await host.db.active_match(CHANNEL)
    assert resumed == match
    out = await play_to_the_end(host, rng)
    final = next(p for p in out.posts if "Final scores:" in p.text)
    boards = [*out.posts, *(e.post for e in out.edits if e.post)]
    (board,) = [b for b in boards if b.record == "board"]
    assert board.controls is Controls.NONE and not board.mentions
    assert "Final scores:" in final.text and re.search(r"\*\* wins? Revolt \(", final.text)
    game = registry.get("revolt")
    finished = await host.db.get_match(match.id)
    assert finished.status == "finished" and finished.state is not None
    outcome = game.outcome(game.load(finished.state))
    assert outcome is not None
    assert all(f"**{['Alice', 'Bob', 'Chloé'][w]}**" in final.text for w in outcome.winners)
    assert len(await host.db.actions(match.id)) == finished.version - 1
    with pytest.raises(Refused, match="no match"):
        await host.status(channel_id=CHANNEL)


async def test_hand_status_abort_and_closed_dms(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    status = await host.status(channel_id=CHANNEL)
    assert status.posts[0].controls is Controls.LOBBY
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    hand = await host.hand(channel_id=CHANNEL, user_id=BOB)
    assert hand.reply.startswith("Your hand, turn 1 (13 cards)")
    assert hand.reply_picture.data.startswith(b"\x89PNG")
    with pytest.raises(Refused, match="not playing"):
        await host.hand(channel_id=CHANNEL, user_id=EVE)
    status = await host.status(channel_id=CHANNEL)
    assert status.posts[0].picture is not None and not status.dms
    match = await host.db.active_match(CHANNEL)
    note = await host.dm_failed(match_id=match.id, user_id=BOB)
    assert note is not None and refs.person(2) in note.text and "/hand" in note.text
    assert await host.dm_failed(match_id=match.id, user_id=BOB) is None
    with pytest.raises(Refused, match="host or someone with Manage Channel"):
        await host.abort(channel_id=CHANNEL, user_id=BOB, name="Bob", can_manage=False)
    out = await host.abort(channel_id=CHANNEL, user_id=EVE, name="Eve", can_manage=True)
    assert "ended by Eve" in out.posts[0].text
    assert await host.db.active_match(CHANNEL) is None


def test_a_long_chapter_keeps_its_newest_events_within_a_message() -> None:
    said = [f"event number {i} " + "x" * 80 for i in range(60)]
    text = newest_within(said, 1900)
    assert len(text) <= 1900
    assert said[-1] in text and said[0] not in text, "the newest events are kept"
    assert text.startswith("… · "), "a cut is marked"
    assert newest_within(["R3 wins"], 100) == "R3 wins"
    # Each line counts with its separator, and room is kept for the "…": a line fits or not.
    assert newest_within(["aa", "bb", "cc"], 16) == "aa · bb · cc"
    assert newest_within(["aa", "bb", "cc"], 15) == "… · bb · cc"
