"""What a user (or a modified client) can send that the bot must refuse politely and privately,
changing nothing: odd options, crafted buttons and menus, buttons from another channel or a DM,
malformed commands, names that look like markup; and Discord refusing the bot's answers."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import re

import pytest

from bot.app import GameBot
from tests.e2e.conftest import BotFactory
from tests.e2e.fake_discord import CHANNEL_ID, FakeDiscord, Message
from tests.e2e.table import latest_board, live_pings, mentioned, waiting

ALICE, BOB, CHLOE, DMITRI = 11, 12, 13, 14
OTHER_CHANNEL = 900_000_000_000_000_099
IN_A_DM = None


async def open_revolt(fake: FakeDiscord, names: tuple[str, str, str] = ("Alice", "Bob", "Chloé")):
    """Three players seated and the match started; returns the lobby message."""
    for uid, name in zip((ALICE, BOB, CHLOE), names, strict=True):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    return lobby


async def my_prompt(fake: FakeDiscord) -> tuple[int, Message]:
    """Whoever must act, and their private prompt (Revolt's first: a menu of their 10 cards)."""
    board = latest_board(fake)
    (actor,) = waiting(fake)
    return actor, (await fake.press(actor, board, board.button("Your move"))).reply


def refused_privately(reply: Message, *words: str) -> None:
    assert reply.ephemeral, f"a refusal is private: {reply.content!r}"
    assert not reply.content.startswith("Sorry"), f"refused, not an error: {reply.content!r}"
    for word in words:
        assert word in reply.content, reply.content


# ---- /game new options ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ('{"supply_coins": 5, "note": "' + "x" * 1950 + '"}', "too long"),  # lobby over 2000
        ("[" * 5000 + "]" * 5000, "too long"),  # RecursionError in json
        ('{"supply_coins": ' + "9" * 5000 + "}", "too long"),  # over Python's int digits limit
        ("[" * 990, "nested too deeply"),  # within the length, deeper than the parser goes
        ('{"supply_coins": -1}', "supply_coins"),  # refused at `/game new`, not at Start
    ],
)
async def test_options_that_cannot_work_are_refused_and_open_nothing(
    fake: FakeDiscord, run_bot: BotFactory, options: str, reason: str
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    reply = (await fake.slash(ALICE, "game", "new", game="revolt", options=options)).reply
    refused_privately(reply, reason)
    assert len(reply.content) < 300, "the refusal does not echo the options"
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    assert "lobby" in lobby.content and not lobby.ephemeral, "the channel was left free"


async def test_long_options_that_work_show_in_a_lobby_within_the_message_limit(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    dice = json.dumps({"dice": [6] * 320})  # Guillotine: die results to use first
    assert 960 < len(dice) <= 1000
    lobby = (await fake.slash(ALICE, "game", "new", game="guillotine", options=dice)).reply
    assert "lobby" in lobby.content and "…" in lobby.content, lobby.content[:200]


# ---- crafted components ---------------------------------------------------------------------
def carrying(message: Message, custom_id: str) -> Message:
    """`message` as a modified client could make it: with a button of its own making (discord.py
    ignores a custom_id that is not on the message the interaction comes from)."""
    button = {"type": 2, "style": 2, "label": "crafted", "custom_id": custom_id}
    return dataclasses.replace(message, components=[{"type": 1, "components": [button]}])


async def test_crafted_buttons_and_menus_are_refused_politely(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    await run_bot()
    await open_revolt(fake)
    actor, prompt = await my_prompt(fake)
    menu, _ = prompt.select()
    board = latest_board(fake)
    posts = len(fake.channel_posts())

    async def crafted(message: Message, **data: object) -> Message:
        kind = 3 if "values" in data else 2
        data = {"component_type": kind, **data}
        return (await fake.component_from(CHANNEL_ID, actor, message, data)).reply

    huge = "99999999999999999999999"
    for message, custom_id in (
        (board, f"move:{huge}:1"),
        (board, f"lobby:{huge}:join"),
        (prompt, f"do:{huge}:1:0123abcd:play:N1"),  # choices are on the private prompt
    ):
        crafted_message = carrying(message, custom_id)
        refused_privately(await crafted(crafted_message, custom_id=custom_id), "no match")
    refused_privately(await crafted(prompt, custom_id=menu, values=[]), "Pick one")
    refused_privately(await crafted(prompt, custom_id=menu, values=["~page:abc"]), "no such page")
    long_id = "play:" + "N" * 150
    reply = await crafted(prompt, custom_id=menu, values=[long_id])
    refused_privately(reply, "not one of your choices", "…")
    assert len(reply.content) < 120, "only a short piece of the id is echoed"
    done = (await fake.slash(actor, "play", choice=long_id)).reply
    refused_privately(done, "…")
    assert long_id[:60] not in done.content
    assert len(fake.channel_posts()) == posts, "nothing was played"


async def test_a_button_from_another_channel_or_a_dm_is_refused(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    bot = await run_bot()
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé")):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for where in (OTHER_CHANNEL, IN_A_DM):
        join = {"custom_id": lobby.button("Join"), "component_type": 2}
        refused_privately((await fake.component_from(where, BOB, lobby, join)).reply, "another")
    assert [s.user_id for s in await seats(bot)] == [ALICE], "nobody was seated"

    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    before = len(fake.messages)
    for where in (OTHER_CHANNEL, IN_A_DM):
        actor, prompt = await my_prompt(fake)  # a refusal replaces the prompt: a new one each time
        menu, cards = prompt.select()
        choose = {"custom_id": menu, "component_type": 3, "values": [cards[0]]}
        reply = (await fake.component_from(where, actor, prompt, choose)).reply
        refused_privately(reply, "another")
        board = latest_board(fake)
        show = {"custom_id": board.button("Your move"), "component_type": 2}
        refused_privately((await fake.component_from(where, actor, board, show)).reply)
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and await bot.host.db.actions(match.id) == [], "nothing was played"
    assert not [m for m in fake.messages[before:] if m.kind != "interaction"], "nothing posted"


async def seats(bot: GameBot) -> list:
    match = await bot.host.db.active_match(CHANNEL_ID)
    assert match is not None
    return await bot.host.db.seats(match.id)


# ---- commands -------------------------------------------------------------------------------
async def test_malformed_commands_get_a_private_answer(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    refused_privately((await fake.slash(ALICE, "game", "bogus")).reply, "don't know that command")
    refused_privately((await fake.slash(ALICE, "game")).reply, "does not match")
    refused_privately((await fake.slash(ALICE, "play", choice=5)).reply, "does not match")
    refused_privately((await fake.slash(ALICE, "game", "new", gme="revolt")).reply, "not match")
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    assert "lobby" in lobby.content, "the bot carries on"


async def test_commands_are_for_server_channels_not_dms(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    bot = await run_bot()
    fake.add_user(ALICE, "Alice")
    for name in ("game", "play", "hand"):
        command = fake.commands[name]
        assert command["dm_permission"] is False and command.get("contexts") == [0], command
    reply = (await fake.slash_from(IN_A_DM, ALICE, "game", "new", game="revolt")).reply
    refused_privately(reply, "not in DMs")
    refused_privately((await fake.slash_from(IN_A_DM, ALICE, "hand")).reply, "not in DMs")
    assert await bot.host.db.unannounced() == []
    assert not fake.channel_posts(), "no lobby was opened anywhere"


async def test_discord_refusing_an_answer_is_a_warning_not_an_error(
    fake: FakeDiscord, run_bot: BotFactory, caplog: pytest.LogCaptureFixture
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    await fake.slash(ALICE, "game", "new", game="revolt")

    fake.refuse("/callback", 404, 10062)  # too late: the interaction expired
    await fake.slash(ALICE, "game", "status")
    await logged(caplog, "Unknown interaction")
    assert fake.refused == [f"POST /interactions/{last(fake)}/callback 10062"], fake.refused

    fake.refuse("/callback", 400, 40060, times=2)  # answered already: a follow-up still works
    reply = (await fake.slash(ALICE, "game", "status")).reply
    assert reply.ephemeral and reply.kind == "interaction" and "Sorry" in reply.content
    assert "already been acknowledged" in caplog.text

    fake.refuse("/webhooks/", 404, 10015)  # the follow-up's webhook is gone
    await fake.slash(ALICE, "game", "status")
    await logged(caplog, "Unknown Webhook")
    assert (await fake.slash(ALICE, "game", "status")).reply.files == [], "the bot carries on"


def last(fake: FakeDiscord) -> str:
    inter = list(fake.interactions.values())[-1]
    return f"{inter.id}/{inter.token}"


async def logged(caplog: pytest.LogCaptureFixture, text: str) -> None:
    """Wait until the bot has logged `text` (at WARNING, since the harness fails on ERROR)."""
    async with asyncio.timeout(5):
        while not any(text in r.getMessage() for r in caplog.records):
            await asyncio.sleep(0.01)
    (record,) = [r for r in caplog.records if text in r.getMessage()]
    assert record.levelno == logging.WARNING


# ---- names ----------------------------------------------------------------------------------
def pinged(message: Message) -> set[str]:
    """Whom Discord notifies for a new message: the mentions in its text that its
    `allowed_mentions` let through (a mention after a backslash is plain text)."""
    allowed = message.allowed_mentions or {"parse": ["users", "roles", "everyone"]}
    parse = allowed.get("parse", [])
    named = set(re.findall(r"(?<!\\)<@!?(\d+)>", message.content))
    users = named if "users" in parse else named & {str(u) for u in allowed.get("users", [])}
    if "everyone" in parse and re.search(r"(?<!\\)@(everyone|here)", message.content):
        users.add("everyone")
    return users


async def test_names_are_text_not_markup(fake: FakeDiscord, run_bot: BotFactory) -> None:
    await run_bot()
    await open_revolt(fake, names=("**Alice** _x_", "@everyone", f"<@{DMITRI}>"))
    started = next(m for m in fake.channel_posts() if "has started" in m.content)
    assert r"\*\*Alice\*\* \_x\_" in started.content, started.content
    assert r"\@everyone" in started.content and rf"\<\@{DMITRI}\>" in started.content
    (ping,) = live_pings(fake)
    (actor,) = mentioned(ping)
    assert pinged(ping) == {str(actor)}, "the ping pings whoever must act, and only them"
    for message in fake.messages:
        assert pinged(message) <= {str(actor)}, message.content
