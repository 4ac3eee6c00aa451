"""The board as a Discord Activity: the real bot against the fake Discord, and its pages in
real Chromium. Board on the thread's board launches the Activity there (LAUNCH_ACTIVITY,
checked against Discord's API description as every request the bot makes is); three people of
the channel open it (Discord's SDK mock, `DiscordSDKMock`, standing in for Discord's window
outside it), each signed in as Discord says (the code exchanged with the app's secret, the
instance Discord describes to the bot), each sees their own hand and moves by clicking, and the
thread tells the same story. A forged code or instance signs nobody in; where Discord will not
launch the Activity, Board gives the page's address instead."""

from __future__ import annotations

import re
import socket
from typing import Any

import aiohttp
import pytest
from playwright.async_api import Page
from yarl import URL

from bot.app import GameBot
from tests.e2e.conftest import BotFactory
from tests.e2e.fake_discord import ACTIVITY_INSTANCE, APP_ID, FakeDiscord
from tests.e2e.table import ALICE, BOB, CHLOE, delivered, latest_board, start_three_player_revolt
from tests.web.conftest import BrowserPages, browser_pages, chromium_executable

__all__ = ["browser_pages", "chromium_executable"]  # the browser tests' fixtures, used here

PAGE = re.compile(r"http://127\.0\.0\.1:\d+/m/\d+/[0-9a-f]+/")
DAN = 900_000_000_000_000_204  # a member of the server who never launched the Activity


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def plain(text: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*", r"\1", text, flags=re.S)


async def with_the_activity(fake: FakeDiscord, run_bot: BotFactory) -> tuple[GameBot, int]:
    """The bot with its board, a Discord Activity too, and a Revolt match started; the port."""
    port = free_port()
    bot = await run_bot(web_port=port, activity=True)
    await start_three_player_revolt(fake)
    await delivered(bot)
    return bot, port


async def launched(fake: FakeDiscord, user: int) -> None:
    """`user` presses Board on the thread's board: Discord launches the Activity there."""
    board = latest_board(fake)
    pressed = await fake.press(user, board, board.button("Board"))
    assert pressed.launched and pressed.callbacks == [{"type": 12}], pressed.callbacks


async def opened(browser_pages: BrowserPages, fake: FakeDiscord, port: int, user: int) -> Page:
    """The Activity as Discord shows it to `user`: its entry, signed in, on the match's page."""
    code = fake.activity_code(user)
    page = await browser_pages.open(f"http://127.0.0.1:{port}/?mock_code={code}")
    await page.wait_for_url(PAGE)
    await page.wait_for_function("() => document.body.classList.contains('drawn')")
    return page


async def shown(page: Page) -> dict[str, Any]:
    """What a page shows of its reader: their name, their hand, their choices, its version."""
    found = await page.evaluate(
        """() => ({
          who: document.getElementById("who").textContent,
          hand: document.getElementById("hand-text").textContent,
          choices: [...document.querySelectorAll("#choices button")].map((b) => b.dataset.choice),
          version: Number(document.body.dataset.version),
          log: [...document.querySelectorAll("#log li")].map((li) => li.textContent),
        })"""
    )
    return dict(found)


async def test_three_people_of_the_channel_play_in_the_activity(
    fake: FakeDiscord, run_bot: BotFactory, browser_pages: BrowserPages
) -> None:
    bot, port = await with_the_activity(fake, run_bot)
    thread = latest_board(fake).channel_id
    pages: dict[int, Page] = {}
    for user in (ALICE, BOB, CHLOE):
        await launched(fake, user)
        pages[user] = await opened(browser_pages, fake, port, user)
    match_id = int(pages[ALICE].url.split("/m/")[1].split("/")[0])
    match = await bot.host.db.get_table(match_id)
    assert match is not None and match[0].channel_id == thread, "the thread's own match"

    # Each is signed in as Discord says, and sees their own hand: nobody else's.
    hands = {}
    for user, page in pages.items():
        seen = await shown(page)
        mine = await bot.host.pages.page(match_id=match_id, user_id=user)
        assert seen["who"].endswith(fake.users[user]["global_name"]), seen["who"]
        assert seen["hand"] == plain(mine.hand) and mine.hand, (user, seen["hand"])
        hands[user] = seen["hand"]
    assert len(set(hands.values())) == 3, "three different hands"

    # Each of those who have a decision moves by clicking; the thread is told of each move.
    moved = 0
    for user, page in pages.items():
        seen = await shown(page)
        if not seen["choices"]:
            continue
        before = seen["version"]
        await page.locator("#choices button").first.click()
        await page.wait_for_function("(v) => Number(document.body.dataset.version) > v", arg=before)
        moved += 1
        await delivered(bot)
        made = await bot.host.db.actions(match_id, since_seq=before)
        assert made and made[0].seat == next(s.seat for s in match[1] if s.user_id == user)
    assert moved, "nobody had a move to make"
    await delivered(bot)
    thread_board = plain(latest_board(fake, thread).content)
    for line in (await shown(pages[ALICE]))["log"][-moved:]:
        for part in line.split(" · "):
            assert part in thread_board, f"the thread is not told {part!r}"


async def test_a_forged_code_or_instance_signs_nobody_in(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    _, port = await with_the_activity(fake, run_bot)
    await launched(fake, ALICE)
    fake.add_user(DAN, "Dan")
    token = URL(f"http://127.0.0.1:{port}/activity/token")
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
        tries = [
            ({"code": "a-code-discord-never-gave", "instance": ACTIVITY_INSTANCE}, 403),
            ({"code": fake.activity_code(ALICE), "instance": "999"}, 403),  # no such instance
            ({"code": fake.activity_code(DAN), "instance": ACTIVITY_INSTANCE}, 403),  # not in it
            ({"code": fake.activity_code(ALICE)}, 400),
        ]
        for body, status in tries:
            answer = await browser.post(token, json=body)
            assert answer.status == status, (body, await answer.text())
            said = await answer.json()
            assert not said["ok"] and said["error"], said
        assert not browser.cookie_jar.filter_cookies(token), "signed in after all"
        # A sign-in sent by another site's page is refused, whatever it carries.
        crossed = await browser.post(
            token,
            json={"code": fake.activity_code(ALICE), "instance": ACTIVITY_INSTANCE},
            headers={"Sec-Fetch-Site": "cross-site"},
        )
        assert crossed.status == 403
        assert not browser.cookie_jar.filter_cookies(token)


async def test_the_pages_may_be_shown_in_discords_window_alone(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    _, port = await with_the_activity(fake, run_bot)
    async with aiohttp.ClientSession() as browser:
        entry = await browser.get(f"http://127.0.0.1:{port}/")
        assert entry.status == 200
        policy = entry.headers["Content-Security-Policy"]
        ancestors = re.search(r"frame-ancestors ([^;]+)", policy)
        assert ancestors is not None
        assert ancestors[1].split() == [
            "https://discord.com", "https://*.discord.com", "https://*.discordsays.com"
        ]  # fmt: skip


async def test_where_discord_will_not_launch_it_board_gives_the_pages_address(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    """Whether Discord launches an Activity from a thread is not documented: where it will
    not, the player is given the page to open in a browser, privately."""
    await with_the_activity(fake, run_bot)
    fake.activity_in_threads = False
    board = latest_board(fake)
    pressed = await fake.press(BOB, board, board.button("Board"))
    assert not pressed.launched
    reply = pressed.reply
    assert reply.ephemeral and PAGE.search(reply.content), reply.content


async def test_a_pages_live_connection_opens_through_discords_proxy_alone(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    """Inside Discord the page is served through the app's own proxy
    (`<app id>.discordsays.com`), which its socket names as its origin: accepted, as this
    site is; any other site refused."""
    _, port = await with_the_activity(fake, run_bot)
    await launched(fake, ALICE)
    base = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
        body = {"code": fake.activity_code(ALICE), "instance": ACTIVITY_INSTANCE}
        signed = await (await browser.post(base + "/activity/token", json=body)).json()
        live = base + signed["page"] + "live"
        proxy = f"https://{APP_ID}.discordsays.com"
        async with browser.ws_connect(live, headers={"Origin": proxy}) as socket:
            first = await socket.receive(timeout=5)
            assert first.type == aiohttp.WSMsgType.BINARY, "the table, as the page opened"
        for other in ("https://123.discordsays.com", "https://evil.example"):
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await browser.ws_connect(live, headers={"Origin": other})
