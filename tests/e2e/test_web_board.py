"""The real bot with its board in the browser, against the fake Discord: every board carries a
Board link to the match's page, `/game web` gives a player their own link, signing in with
Discord names whoever Discord says, and a move made on the page is told in the thread as a
button's is."""

from __future__ import annotations

import re
import socket

import aiohttp
from yarl import URL

from bot.app import GameBot
from tests.e2e.conftest import BotFactory
from tests.e2e.fake_discord import WHO, FakeDiscord
from tests.e2e.table import ALICE, BOB, CHLOE, delivered, latest_board, start_three_player_revolt


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def link_buttons(message: object) -> list[dict[str, object]]:
    rows = getattr(message, "components", [])
    return [c for row in rows for c in row.get("components", []) if c.get("style") == 5]


async def revolt_with_its_board(
    fake: FakeDiscord, run_bot: BotFactory
) -> tuple[GameBot, int, dict[str, object]]:
    """The bot with its board in the browser on a free port, a Revolt match started, and the
    link on the thread's board."""
    port = free_port()
    bot = await run_bot(web_port=port)
    await start_three_player_revolt(fake)
    await delivered(bot)
    (link,) = link_buttons(latest_board(fake))
    return bot, port, link


async def test_a_move_on_the_page_is_told_in_the_thread(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    bot, port, link = await revolt_with_its_board(fake, run_bot)
    board = latest_board(fake)
    assert link["label"] == "Board"
    page = str(link["url"])
    assert re.fullmatch(rf"http://127\.0\.0\.1:{port}/m/\d+/[0-9a-f]+/", page), page

    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
        watched = await (await browser.get(page + "state")).json()
        assert watched["you"] is None and watched["decision"] is None, "a spectator, unsigned"
        for user in (ALICE, BOB, CHLOE):
            answer = (await fake.slash(user, "game", "web")).reply
            assert answer.ephemeral
            sign_in = re.search(rf"http://127\.0\.0\.1:{port}/in/\S+", answer.content)
            assert sign_in is not None, answer.content
            await browser.get(sign_in.group(0))
            state = await (await browser.get(page + "state")).json()
            if state["decision"] is not None:
                break
        else:
            raise AssertionError("nobody has a decision")
        decision = state["decision"]
        before = len(fake.channel_posts()), board.content
        move = {"choice": decision["choices"][0]["id"], "version": decision["version"],
                "prompt": decision["prompt"]}  # fmt: skip
        made = await browser.post(page + "move", json=move, headers={"X-CSRF-Token": state["csrf"]})
        assert made.status == 200, await made.text()
        await delivered(bot)
        after = latest_board(fake)
        assert (len(fake.channel_posts()), after.content) != before, "the thread was told"
        again = await (await browser.get(page + "state")).json()
        assert again["version"] > state["version"]


async def test_signing_in_with_discord_names_whoever_discord_says(
    fake: FakeDiscord, run_bot: BotFactory
) -> None:
    _, port, link = await revolt_with_its_board(fake, run_bot)
    page = str(link["url"])
    path = page.split(f":{port}", 1)[1]
    board = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
        spectator = await (await browser.get(page + "state")).json()
        assert spectator["sign_in"] == f"/auth/discord?after={path}"
        browser.cookie_jar.update_cookies({WHO: str(BOB)}, URL(f"http://127.0.0.1:{fake.port}"))
        back = await browser.get(board + spectator["sign_in"])
        assert back.status == 200 and str(back.url) == page, "through Discord and back"
        signed = await (await browser.get(page + "state")).json()
        assert signed["you"] is not None and signed["you"]["name"] == "Bob"

    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as other:
        # Discord's answer replayed in another browser (no nonce of its own), or forged.
        answer = await other.get(f"{board}/auth/callback?code=code-1&state=forged")
        assert answer.status == 403
        started = await other.get(f"{board}/auth/discord?after={path}", allow_redirects=False)
        consent = URL(started.headers["Location"])
        state = consent.query["state"]
        again = await other.get(f"{board}/auth/callback?code=not-a-code&state={state}")
        assert again.status == 403, "a code Discord never gave signs nobody in"
        watched = await (await other.get(page + "state")).json()
        assert watched["you"] is None
