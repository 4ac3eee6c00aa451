"""A move is made once and its announcement always arrives: Discord's refusals (missing
permissions, a deleted channel, 5xx, rate limits) never undo or hide a saved move, a restart
or a reconnect never repeats one, and what was saved before a crash is posted at the next start."""

from __future__ import annotations

import asyncio
import random
import re
import types
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

import discord
import pytest

from bot import customids
from bot.app import GameBot
from bot.delivery import Courier, Hook, Parcel, post_kwargs, supersede
from bot.host import Delete, Edit, Host, Outbox, Picture, Post
from games import registry
from storage import Database
from tests.e2e.fake_discord import ATTACH_FILES, CHANNEL_ID, GUILD_ID, FakeDiscord
from tests.e2e.table import (
    ALICE,
    BOB,
    choose_with_components,
    latest_board,
    move_with_play_command,
    start_three_player_revolt,
    waiting,
)


async def no_wait(_: float) -> None:
    """The courier's pause between tries, without real waiting."""
    await asyncio.sleep(0)


async def until(check: Callable[[], Awaitable[bool] | bool], what: str) -> None:
    """Let the bot's background work run until `check` holds (bounded, never a fixed wait);
    the check may read the database."""
    for _ in range(500):
        result = check()
        if await result if isinstance(result, Awaitable) else result:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


async def a_move_while_discord_refuses(
    fake: FakeDiscord, bot: GameBot, status: int, code: int, times: int = 1, files_only=False
) -> tuple[int, str]:
    """Start a table, then make one move while the board's post is refused `times` times;
    returns the actor and the private answer they read."""
    bot.courier.sleep = no_wait
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    fake.refuse(f"/channels/{fake.here}/messages", status, code, times, files_only)
    _, answer = await choose_with_components(fake, actor, random.Random(1))
    return actor, answer


@pytest.mark.parametrize(
    ("status", "code", "times"),
    [(503, 0, 1), (429, 0, 2), (500, 0, 5)],
    ids=["503", "429-without-via", "five-500s"],
)
async def test_a_passing_fault_delays_the_board_but_never_undoes_the_move(
    fake: FakeDiscord, run_bot, monkeypatch: pytest.MonkeyPatch, status: int, code: int, times: int
) -> None:
    # discord.py retries a 500 by itself after 1, 3, 5... seconds: make its pauses instant.
    fast = types.SimpleNamespace(**{**vars(asyncio), "sleep": lambda *_: asyncio.sleep(0)})
    monkeypatch.setattr(discord.http, "asyncio", fast)
    bot = await run_bot()
    actor, answer = await a_move_while_discord_refuses(fake, bot, status, code, times)
    assert answer.startswith("✅ Done"), "the player is told the move counted"
    assert "Sorry" not in answer
    await until(lambda: not bot.courier.busy(), "the board is delivered")

    (next_actor,) = waiting(fake)
    assert next_actor != actor, "the board after the move arrived in the end"
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and len(await bot.host.db.actions(match.id)) == 1
    assert not await bot.host.db.unannounced(), "delivered, so nothing to repeat at a restart"


async def test_missing_permissions_are_explained_once_and_the_board_follows(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    fake.everyone &= ~ATTACH_FILES  # the server took Attach Files away from the bot
    db_path = tmp_path / "told.sqlite3"
    bot = await run_bot(db_path)
    # No Attach Files: text is taken, the board's picture refused three times running.
    _, answer = await a_move_while_discord_refuses(fake, bot, 403, 50013, 3, files_only=True)
    assert answer.startswith("✅ Done") and "permission" in answer
    explanations = [m for m in fake.channel_posts() if "I can't post" in m.content]
    assert len(explanations) == 1, "said once, not at every retry"
    assert "need the **Attach Files** permission" in explanations[0].content
    assert "admin" in explanations[0].content
    await until(lambda: not bot.courier.busy(), "the board is delivered once allowed")

    await bot.close()  # a restart: the channel was told already, and is not told again
    bot = await run_bot(db_path)
    bot.courier.sleep = no_wait
    fake.refuse(f"/channels/{fake.here}/messages", 403, 50013, 2, True)
    await move_with_play_command(fake, waiting(fake)[0], random.Random(2))
    await until(lambda: not bot.courier.busy(), "the board is delivered once allowed")
    assert len([m for m in fake.channel_posts() if "I can't post" in m.content]) == 1


async def test_a_deleted_channel_ends_its_match_as_abandoned(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    _, answer = await a_move_while_discord_refuses(fake, bot, 404, 10003)
    assert answer.startswith("✅ Done") and "match has ended" in answer
    await until(lambda: not bot.courier.busy(), "the courier gives up on the channel")
    assert await bot.host.db.active_match(fake.here) is None
    assert not await bot.host.db.unannounced(), "nothing left to post at the next start"


async def test_the_channel_delete_event_ends_its_match(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    match = await bot.host.db.active_match(fake.here)
    assert match is not None
    await fake.dispatch(
        fake.sockets[-1],
        "CHANNEL_DELETE",
        {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "games",
         "position": 0, "permission_overwrites": []},
    )  # fmt: skip

    async def ended() -> bool:
        return await bot.host.db.active_match(fake.here) is None

    await until(ended, "the match ends with its channel")
    assert (await bot.host.db.get_match(match.id)).status == "aborted"


async def test_at_start_each_pending_channel_is_delivered_on_its_own(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    """Three channels had a lobby saved before the crash; one refuses: the others still get
    theirs, and the refused one is retried."""
    db_path = tmp_path / "pending.sqlite3"
    db = await Database.open(db_path)
    host = Host(db)
    for channel in (CHANNEL_ID + 1, CHANNEL_ID + 2, CHANNEL_ID):
        await host.new_match(guild_id=GUILD_ID, channel_id=channel, user_id=ALICE,
                             name="Alice", game_id="revolt")  # fmt: skip
    await db.close()
    fake.add_user(ALICE, "Alice")
    fake.add_user(BOB, "Bob")
    fake.refuse(f"/channels/{CHANNEL_ID + 1}/messages", 403, 50001, times=100)
    bot = await run_bot(db_path)
    bot.courier.sleep = no_wait

    def lobbies() -> set[int]:
        return {m.channel_id for m in fake.messages if "Join" in str(m.components)}

    await until(lambda: {CHANNEL_ID, CHANNEL_ID + 2} <= lobbies(), "the other lobbies posted")
    assert CHANNEL_ID + 1 not in lobbies()
    lobby = next(m for m in fake.channel_posts() if m.channel_id == CHANNEL_ID)
    joined = (await fake.press(BOB, lobby, lobby.button("Join"))).reply
    assert "2. Bob" in joined.content, "the lobby posted at start works"


async def a_table_whose_delivery_is_held(fake: FakeDiscord, bot: GameBot) -> asyncio.Event:
    """A Revolt table started, whose next message to its channel is refused once (a passing
    fault) and then waits for its retry until the event returned is set."""
    await start_three_player_revolt(fake)
    hold = asyncio.Event()

    async def held(_: float) -> None:
        await hold.wait()

    bot.courier.sleep = held
    fake.refuse(f"/channels/{fake.here}/messages", 503, 0)
    return hold


async def test_a_reconnect_never_replays_a_move_being_delivered(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    hold = await a_table_whose_delivery_is_held(fake, bot)
    (actor,) = waiting(fake)
    boards = len(fake.channel_posts())
    dms = len([m for m in fake.messages if m.kind == "dm"])
    await choose_with_components(fake, actor, random.Random(2))
    assert bot.courier.busy(), "the board waits for its retry"

    await fake.sockets[-1].close()  # the gateway drops; discord.py connects a new session
    await until(lambda: fake.sessions >= 2, "the bot has a new gateway session")
    await until(bot.is_ready, "the bot is ready again")
    hold.set()
    await until(lambda: not bot.courier.busy(), "the held board is delivered")
    new_posts = fake.channel_posts()[boards:]
    assert len(new_posts) == 1 and "restarted" not in new_posts[0].content
    hands = [m for m in fake.messages if m.kind == "dm"][dms:]
    assert len(hands) <= 1, "only the mover's changed hand, once"


async def awaited(bot: GameBot, channel: int) -> int:
    """The one player the match in `channel` waits for, as the host has it (not the board)."""
    match = await bot.host.db.active_match(channel)
    assert match is not None
    game = registry.get(match.game_id)
    (seat,) = game.active_seats(game.load(match.state or ""))
    return (await bot.host.db.seats(match.id))[seat].user_id


REWRITES = ("PATCH /channels/{id}/messages/{id}", "PATCH /webhooks/{id}/{token}/messages/{id}")


async def test_board_rewrites_waiting_behind_a_delivery_go_out_once(
    fake: FakeDiscord, run_bot
) -> None:
    """Moves can outpace their channel's deliveries (held here by a passing fault): the board's
    rewrites waiting behind are superseded by the newest, which alone is drawn and sent. The
    board then shows the table as it is, and every move is announced."""
    bot = await run_bot()
    hold = await a_table_whose_delivery_is_held(fake, bot)
    rng = random.Random(4)
    await move_with_play_command(fake, await awaited(bot, fake.here), rng)
    assert bot.courier.busy(), "the first move's board waits for its retry"
    for _ in range(3):  # three more moves, each queued behind it
        await move_with_play_command(fake, await awaited(bot, fake.here), rng)
    rewrites = sum(fake.requests[r] for r in REWRITES)
    hold.set()
    await until(lambda: not bot.courier.busy(), "every move is delivered")

    sent = sum(fake.requests[r] for r in REWRITES) - rewrites
    assert sent == 2, "the first move's board, then only the newest of the three waiting"
    assert waiting(fake) == [await awaited(bot, fake.here)], "the board shows the table as it is"
    assert not await bot.host.db.unannounced(), "every move counts as announced"


async def test_a_stop_with_rewrites_superseded_leaves_the_next_start_to_show_the_table(
    fake: FakeDiscord, run_bot, tmp_path: Path
) -> None:
    """The process stops while a channel's delivery is held and the board's older rewrites
    were dropped for the newest, which never went out: the next start still finds every move
    unannounced and shows the table as it is."""
    db_path = tmp_path / "stopped.sqlite3"
    bot = await run_bot(db_path)
    await a_table_whose_delivery_is_held(fake, bot)
    rng = random.Random(4)
    for _ in range(4):
        await move_with_play_command(fake, await awaited(bot, fake.here), rng)
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and board_version(fake) < match.version
    assert await bot.host.db.unannounced(), "the held moves wait to be announced"
    await bot.courier.close()  # stopped half-way: nothing of the held deliveries went out
    await bot.close()

    bot = await run_bot(db_path)

    async def all_announced() -> bool:
        return not await bot.host.db.unannounced() and not bot.courier.busy()

    await until(all_announced, "the next start announces every move held")
    assert board_version(fake) == match.version, "the board shows the table as it is"
    assert waiting(fake) == [await awaited(bot, fake.here)]


def board_version(fake: FakeDiscord) -> int:
    """The version the latest board's "Your move" button is for."""
    found = (re.fullmatch(customids.MOVE, c) for c in latest_board(fake).custom_ids())
    return next(int(m["version"]) for m in found if m)


async def test_a_rewrite_is_only_superseded_while_its_message_stays_the_same() -> None:
    """A rewrite waiting in the queue is dropped for a newer one of the same message only: not
    the delivery under way, not across a new board posted (or a message removed) in between,
    and not when the newer one would not post a board that is gone."""
    board = Post("the board", match_id=7, record="board")

    def edit(or_post: bool = True) -> Edit:
        return Edit(7, "board", Post("the board again", match_id=7), or_post=or_post)

    def queue(*parcels: Sequence[Edit | Delete | Post]) -> deque[Parcel]:
        made = asyncio.get_running_loop().create_future
        return deque(Parcel(Outbox(), deque(items), made()) for items in parcels)

    def left(q: deque[Parcel]) -> list[list[str]]:
        return [[type(i).__name__ for i in parcel.items] for parcel in q]

    waiting = queue([edit()], [edit(), Delete(7, "ping:1")], [Post("a ping", match_id=7)])
    supersede(waiting, Outbox(edits=[edit()]))
    assert left(waiting) == [["Edit"], ["Delete"], ["Post"]], "the older waiting one goes"
    for between in ([Post("new", match_id=7, record="board")], [Delete(7, "board")]):
        waiting = queue([], [edit()], between)
        supersede(waiting, Outbox(edits=[edit()]))
        assert left(waiting)[1] == ["Edit"], "it rewrites another message than the new one"
    waiting = queue([], [edit(), board])  # a closed board's rewrite, then the new board
    supersede(waiting, Outbox(edits=[edit()]))
    assert left(waiting) == [[], ["Edit", "Post"]]
    waiting = queue([], [edit(or_post=True)])
    supersede(waiting, Outbox(edits=[edit(or_post=False)]))
    assert left(waiting) == [[], ["Edit"]], "only the older would post a board that is gone"
    waiting = queue([], [edit(or_post=False)])
    supersede(waiting, Outbox(edits=[Edit(7, "board", None)]))
    assert left(waiting) == [[], ["Edit"]], "taking the buttons away rewrites nothing else"


def test_a_picture_that_cannot_be_drawn_leaves_its_message_to_go_without_it() -> None:
    """Pictures are drawn when sent; a drawing fault must not lose the announcement."""

    def broken() -> bytes:
        raise ValueError("a renderer bug")

    post = Post("Bob played the 7 of Pikes.", Picture("table.png", broken))
    kwargs = post_kwargs(post)
    assert kwargs["content"] == "Bob played the 7 of Pikes." and "files" not in kwargs
    drawn = post_kwargs(Post("Next move.", Picture("table.png", lambda: b"\x89PNG")))
    assert [f.filename for f in drawn["files"]] == ["table.png"]


async def test_a_removed_ping_leaves_nothing_behind_in_the_courier(
    fake: FakeDiscord, run_bot
) -> None:
    """Pings go out through the mover's interaction and are removed through it a move later:
    the bot keeps each interaction's webhook for a message only while that message is there,
    so what it holds does not grow with every ping of the last 14 minutes."""
    bot = await run_bot()
    await start_three_player_revolt(fake)
    rng = random.Random(5)
    for _ in range(6):
        (actor,) = waiting(fake)
        await choose_with_components(fake, actor, rng)
        await until(lambda: not bot.courier.busy(), "the move is delivered")
    removed = fake.requests["DELETE /webhooks/{id}/{token}/messages/{id}"]
    assert removed, "old pings were removed through the interactions that posted them"
    there = {m.id for m in fake.posts_in(fake.here)}
    assert set(bot.courier._hooks) <= there, "no webhook kept for a message that is gone"


async def test_a_ping_whose_hook_is_forgotten_while_it_is_removed_is_still_removed() -> None:
    """A ping is removed through its interaction's webhook; if the token runs out while that
    request is on its way and another channel's post forgets the hook meanwhile, the removal
    still counts as done, not as a fault that would leave the slot recorded."""
    courier = Courier(bot=None)  # type: ignore[arg-type]  # no bot: the hook does the request
    removed: list[int] = []

    async def delete_message(message_id: int) -> None:
        removed.append(message_id)
        courier._hooks.clear()  # `_forget_old_hooks`, run by a post elsewhere meanwhile

    webhook = types.SimpleNamespace(delete_message=delete_message)
    until = asyncio.get_running_loop().time() + 60
    courier._hooks[7] = Hook(webhook, until)  # type: ignore[arg-type]  # a webhook: only its delete
    await courier._change((1, 7), None)
    assert removed == [7] and 7 not in courier._hooks


@pytest.mark.parametrize(
    "paths",
    [("/messages", "/webhooks/"), ("/messages/@original", "/channels/")],
    ids=["every-message", "the-answer-and-the-channel"],
)
async def test_a_long_outage_delays_everything_a_move_sends_and_loses_none_of_it(
    fake: FakeDiscord, run_bot, monkeypatch: pytest.MonkeyPatch, paths: tuple[str, str]
) -> None:
    """Every message Discord is sent on `paths` fails with a 500 forty times running (eight of
    the courier's tries, each of discord.py's five): the player still reads that the move
    counted (never "sorry", even when the word that the table is late cannot be added), and
    once Discord answers the board, the next ping and the mover's hand arrive, each once."""
    fast = types.SimpleNamespace(**{**vars(asyncio), "sleep": lambda *_: asyncio.sleep(0)})
    monkeypatch.setattr(discord.http, "asyncio", fast)
    monkeypatch.setattr(discord.webhook.async_, "asyncio", fast)
    bot = await run_bot()
    bot.courier.sleep = no_wait
    await start_three_player_revolt(fake)
    await until(lambda: not bot.courier.busy(), "the first board is out")
    (actor,) = waiting(fake)
    hand = fake.dms_to(actor)[-1]
    edits = hand.edits
    for path in paths:
        fake.refuse(path, 500, 0, 40)
    _, answer = await choose_with_components(fake, actor, random.Random(2))
    assert answer.startswith("✅ Done"), answer
    await until(lambda: not bot.courier.busy(), "all of it is delivered")
    left = [r for r in fake.refusals if r[0] in ("/messages", "/channels/")]
    assert not left, "Discord refused the table's messages forty times, then answered"
    (next_actor,) = waiting(fake)
    assert next_actor != actor, "the board after the move arrived"
    assert [m for m in fake.channel_posts() if f"<@{next_actor}>" in m.content], "and the ping"
    assert hand.edits == edits + 1, "the mover's hand, once"
    assert not await bot.host.db.unannounced()
    said = [m.content for m in fake.messages]
    assert not [t for t in said if "Sorry" in t], "nobody is told anything went wrong"
