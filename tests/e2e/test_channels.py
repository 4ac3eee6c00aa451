"""One server, two channels, a match in each played at the same time: each match keeps to its own
thread, and its board and pings are about its own players only."""

from __future__ import annotations

import asyncio
import random

from tests.e2e.fake_discord import CHANNEL_ID, FakeDiscord
from tests.e2e.table import is_ping, latest_board, mentioned, waiting

MOVES = 6


async def open_match(fake: FakeDiscord, channel: int, game: str, users: list[int]) -> int:
    """Open, fill and start a lobby in `channel`; returns the thread the match plays in."""
    lobby = (await fake.slash(users[0], "game", "new", at=channel, game=game)).reply
    for uid in users[1:]:
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(users[0], lobby, lobby.button("Start"))
    return fake.room(channel)


async def play(fake: FakeDiscord, room: int, rng: random.Random) -> None:
    """`MOVES` moves typed as `/play` in the match's thread by whoever its board waits for."""
    for _ in range(MOVES):
        actor = rng.choice(waiting(fake, room))
        typed = await fake.complete(actor, "play", "choice", at=room, choice="")
        value = rng.choice(typed.autocomplete)["value"]
        done = await fake.slash(actor, "play", at=room, choice=value)
        assert done.reply.content.startswith("✅"), done.reply.content


async def test_two_channels_play_two_matches_at_once_each_in_its_own_thread(
    fake: FakeDiscord, run_bot
) -> None:
    tables = {CHANNEL_ID: ("revolt", [21, 22, 23]), fake.add_channel(): ("fr1789", [31, 32, 33])}
    await run_bot()
    for _game, users in tables.values():
        for uid in users:
            fake.add_user(uid, f"Player{uid}")
    rooms = {}
    for channel, (game, users) in tables.items():
        rooms[channel] = await open_match(fake, channel, game, users)
    rng = random.Random(5)
    await asyncio.gather(*(play(fake, rooms[channel], rng) for channel in tables))

    assert len(set(rooms.values())) == 2
    for channel, (game, users) in tables.items():
        room = rooms[channel]
        assert fake.threads[room] == channel, "each match plays in a thread of its own channel"
        board = latest_board(fake, room)
        assert board.files[0][0].startswith(f"{game}-")
        others = [u for _g, us in tables.values() for u in us if u not in users]
        assert not any(f"Player{u}" in board.content for u in others), board.content
        pings = [m for m in fake.channel_posts() if m.channel_id == room and is_ping(m)]
        assert pings, "the players are pinged in the match's thread"
        assert {u for m in pings for u in mentioned(m)} <= set(users)
        assert set(waiting(fake, room)) <= set(users)
