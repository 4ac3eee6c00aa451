"""What a test player does at the table: read the latest board, find whose move it is, and play
through the components or `/play`, as a person would."""

from __future__ import annotations

import asyncio
import io
import random
import re

from PIL import Image

from bot import customids
from bot.app import GameBot
from tests.e2e.fake_discord import FakeDiscord, Message

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ALICE, BOB, CHLOE = 11, 12, 13


async def start_three_player_revolt(fake: FakeDiscord, live: bool = False) -> None:
    """Alice opens a Revolt lobby, Bob and Chloé join, Alice starts; `live`: with the live pace
    (ten minutes a decision) first."""
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé")):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    if live:
        lobby = (await fake.press(ALICE, lobby, lobby.button("Pace"))).reply
        assert "Pace: live" in lobby.content
    await fake.press(ALICE, lobby, lobby.button("Start"))


BOARD_PICTURE = re.compile(r"[a-z0-9]+-\d+-v\d+\.png")  # "revolt-12-v40.png"


def latest_board(fake: FakeDiscord, channel: int | None = None) -> Message:
    """The board the match keeps up to date: the newest message with the table's picture (in
    `channel`, a match's thread, when given)."""
    posts = fake.channel_posts() if channel is None else fake.posts_in(channel)
    return next(m for m in reversed(posts) if m.files and BOARD_PICTURE.fullmatch(m.files[0][0]))


def mentioned(message: Message) -> list[int]:
    return [int(u) for u in re.findall(r"<@(\d+)>", message.content)]


def waiting(fake: FakeDiscord, channel: int | None = None) -> list[int]:
    """Whom the latest board (in `channel`, when given) says the table waits for, as a person
    reads it: "Waiting for Alice, Bob (secret vote…); Chloé (…)." (what each is asked, in
    brackets, is skipped)."""
    board = latest_board(fake, channel)
    line = next((x for x in board.content.splitlines() if x.startswith("Waiting for ")), "")
    names = [
        name.strip().rstrip(".")
        for group in line.removeprefix("Waiting for ").split("; ")
        for name in re.sub(r" \(.*", "", group).split(", ")
    ]
    by_name = {user["global_name"]: uid for uid, user in fake.users.items()}
    return [by_name[n] for n in names if n in by_name]


async def delivered(bot: GameBot) -> None:
    """Let the bot's background deliveries finish (bounded, at half a minute: a whole game's
    replay is drawn last; it never waits for a fixed time)."""
    for _ in range(3000):
        if not bot.courier.busy():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the courier never finished")


def is_ping(message: Message) -> bool:
    """A ping: "<@user> — what is asked", posted in the channel (by the bot, or as the public
    follow-up of the move that called for it)."""
    public = message.kind in ("channel", "interaction") and not message.ephemeral
    return public and bool(mentioned(message)) and " — " in message.content


def live_pings(fake: FakeDiscord) -> list[Message]:
    """The pings still in the channel (a ping is deleted once its decision is made)."""
    return [m for m in fake.channel_posts() if is_ping(m) and m not in fake.deleted]


def check_png(data: bytes, max_kb: int) -> tuple[int, int]:
    """A real PNG Pillow can open, no larger than `max_kb`; returns its size in pixels."""
    assert data.startswith(PNG_SIGNATURE)
    assert len(data) < max_kb * 1024, f"PNG of {len(data) // 1024} KB"
    image = Image.open(io.BytesIO(data))
    image.verify()
    return image.size


async def move_with_components(fake: FakeDiscord, user: int, rng: random.Random) -> str:
    """Press "Your move" on the latest board, pick one offered choice; returns its id."""
    choice, answer = await choose_with_components(fake, user, rng)
    assert answer.startswith("✅"), answer
    return choice


async def choose_with_components(
    fake: FakeDiscord, user: int, rng: random.Random
) -> tuple[str, str]:
    """Press "Your move" on the latest board, pick one offered choice; returns its id and the
    private answer the player reads."""
    board = latest_board(fake)
    prompt = (await fake.press(user, board, board.button("Your move"))).reply
    assert prompt.ephemeral, "a player's choices are private"
    assert prompt.components, f"no choices offered: {prompt.content!r}"
    if any(c["type"] == 3 for row in prompt.components for c in row["components"]):
        custom_id, values = prompt.select()
        choice = rng.choice([v for v in values if not v.startswith("~")])
        done = await fake.choose(user, prompt, custom_id, choice)
    else:
        _label, custom_id = rng.choice([b for b in prompt.buttons() if b[1].startswith("do:")])
        choice = custom_id.split(":", 4)[4]
        done = await fake.press(user, prompt, custom_id)
    return choice, done.reply.content


async def move_with_play_command(fake: FakeDiscord, user: int, rng: random.Random) -> str:
    """Type `/play`, read the autocomplete, send one of the suggestions; returns its choice id."""
    suggestions = await fake.autocomplete(user, "play", "choice", choice="")
    value = rng.choice(suggestions)["value"]
    done = await fake.slash(user, "play", choice=value)
    assert done.reply.ephemeral and done.reply.content.startswith("✅"), done.reply.content
    suggested = customids.suggested(value)
    assert suggested, f"a suggestion carries the decision it answers: {value!r}"
    return suggested.choice_id
