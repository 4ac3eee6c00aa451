"""A started match and the board's server on it, for the web tests: the real host on a SQLite
file, the board's app, and what it would have delivered to Discord."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from bot.host import Host, Outbox, Refused
from bot.web.server import Board
from bot.web.signing import Signer

CHANNEL = 501
SECRET = "a test's own secret, never a real one"


@dataclass
class Delivered:
    """What the board handed to Discord (the courier in the bot), by channel."""

    outboxes: list[tuple[int, Outbox]] = field(default_factory=list)

    def __call__(self, channel_id: int, outbox: Outbox) -> None:
        self.outboxes.append((channel_id, outbox))


async def started(host: Host, game_id: str, players: int, names: list[str] | None = None) -> int:
    """A match of `game_id` started in `CHANNEL` by users 1.. `players`; its id."""
    names = names or [f"Player {n}" for n in range(1, players + 1)]
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=1, name=names[0], game_id=game_id)
    for user in range(2, players + 1):
        await host.join(user_id=user, name=names[user - 1], channel_id=CHANNEL)
    outbox = await host.start(user_id=1, channel_id=CHANNEL)
    assert outbox.lobby is not None and outbox.lobby.match_id is not None
    return outbox.lobby.match_id


async def somebody_moves(host: Host, match_id: int) -> Outbox:
    """The first seat with a decision makes its first choice, as a button would: the outbox
    the table is told."""
    for user in range(1, 6):
        try:
            offer = await host.offer(user_id=user, match_id=match_id)
        except Refused:
            continue
        return await host.act(
            user_id=user, choice_id=offer.choices[0].id, match_id=match_id,
            version=offer.version, prompt_hash_seen=offer.prompt_hash,
        )  # fmt: skip
    raise AssertionError("nobody to move")


def board_of(host: Host, delivered: Delivered) -> Board:
    return Board(host, Signer(SECRET), delivered)


@dataclass(frozen=True)
class Heard:
    """A live message as a page reads it (`bot.web.server.news`)."""

    version: int  # the table's
    told: dict[str, Any] | None  # the news: the version and the state; None with the table alone
    hand: bytes  # the hand's picture the state names, when sent with it
    table: bytes


def heard(message: bytes) -> Heard:
    """A live message read as the page's script reads it."""
    told, hand = int.from_bytes(message[4:8], "big"), int.from_bytes(message[8:12], "big")
    news = json.loads(message[12 : 12 + told]) if told else None
    rest = message[12 + told :]
    return Heard(int.from_bytes(message[:4], "big"), news, rest[:hand], rest[hand:])
