"""Screenshots of each game's page on the board in the browser, for the README: a seated
player with an open decision (one on the map where the game has one), on a desktop (1280 x
800) and a phone (390 px wide), taken in Debian's Chromium (as the browser tests run it) into
docs/images/web-<game>-<device>.png. Run with `make images` (skipped, saying why, where no
Chromium is installed), and look."""

from __future__ import annotations

import argparse
import asyncio
import io
import itertools
import random
import shutil
import tempfile
from pathlib import Path
from types import SimpleNamespace

from aiohttp.test_utils import TestServer
from PIL import Image
from playwright.async_api import Browser, async_playwright

from bot.host import Host, lobby
from bot.host.page import Page
from bot.web.server import Board
from bot.web.signing import Signer
from games import registry
from storage import Database

NAMES = ["Anne", "Bertrand", "Camille", "Denis", "Élise"]
# Moves played first, to show a game under way; then on to a decision on the map, if any.
AHEAD = {"revolt": 8, "liberte": 14, "guillotine": 6, "fr1789": 10, "frondeurs": 12}
DEVICES = {"desktop": (1280, 800, False), "phone": (390, 844, True)}
CHROMIUM = ("/usr/lib/chromium/chromium", "chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]  # fmt: skip
MOST_BYTES = 280_000  # past it, a palette of 256 colours, as fine for these pages


def names() -> list[str]:
    """Every file this writes."""
    return [f"web-{game}-{device}.png" for game in AHEAD for device in DEVICES]


async def _deciding(host: Host, match_id: int, players: int, on_map: bool) -> Page | None:
    for user in range(1, players + 1):
        page = await host.pages.page(match_id=match_id, user_id=user)
        if page.offer is not None and (not on_map or page.option_places):
            return page
    return None


async def _under_way(host: Host, game_id: str, players: int) -> tuple[int, Page]:
    """A match part-way through a seeded game, and the page of a player with a decision."""
    channel = 1
    await host.new_match(guild_id=1, channel_id=channel, user_id=1, name=NAMES[0],
                         game_id=game_id)  # fmt: skip
    for user in range(2, players + 1):
        await host.join(user_id=user, name=NAMES[user - 1], channel_id=channel)
    started = await host.start(user_id=1, channel_id=channel)
    assert started.lobby is not None and started.lobby.match_id is not None
    match_id, rng = started.lobby.match_id, random.Random(7)
    for made in itertools.count():
        page = await _deciding(host, match_id, players, False)
        assert page is not None and page.offer is not None and page.seat is not None
        on_map = await _deciding(host, match_id, players, True)
        if made >= AHEAD[game_id] and (on_map is not None or made >= AHEAD[game_id] + 40):
            return match_id, on_map or page
        offer = page.offer
        await host.act(
            user_id=page.seat + 1, choice_id=rng.choice(offer.choices).id, match_id=match_id,
            version=offer.version, prompt_hash_seen=offer.prompt_hash,
        )  # fmt: skip
    raise AssertionError("unreachable")


async def _shoot(browser: Browser, game_id: str, out: Path) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "pages.sqlite3")
        host = Host(db)
        match_id, page = await _under_way(host, game_id, registry.get(game_id).meta.min_players)
        assert page.seat is not None
        board = Board(host, Signer("pictures only"), lambda _c, _o: None)
        server = TestServer(board.app(), host="127.0.0.1")
        await server.start_server()
        link = server.make_url(board.sign_in_path(match_id, page.seat + 1, NAMES[page.seat]))
        for device, (width, height, phone) in DEVICES.items():
            context = await browser.new_context(
                viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone,
                locale="en-GB",
            )  # fmt: skip
            tab = await context.new_page()
            await tab.goto(str(link))
            await tab.wait_for_function(
                "() => document.body.classList.contains('drawn')"
                " && document.getElementById('picture').complete"
                " && document.querySelectorAll('#choices button').length > 0"
            )
            image = Image.open(io.BytesIO(await tab.screenshot())).convert("RGB")
            target = out / f"web-{game_id}-{device}.png"
            image.save(target, optimize=True)
            if target.stat().st_size > MOST_BYTES:
                image.quantize(colors=256, dither=Image.Dither.NONE).save(target, optimize=True)
            await context.close()
        await server.close()
        await db.close()


async def shoot(out: Path) -> None:
    executable = next((found for c in CHROMIUM if (found := shutil.which(c))), None)
    if executable is None:
        print("no Chromium: the pages' pictures are left as they are (apt-get install chromium)")
        return
    lobby.secrets = SimpleNamespace(randbits=lambda bits: 1789)  # type: ignore[assignment]  # the same deal every run
    out.mkdir(parents=True, exist_ok=True)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=executable, headless=True, args=ARGS
        )
        try:
            for game_id in AHEAD:
                await _shoot(browser, game_id, out)
        finally:
            await browser.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("docs/images"))
    asyncio.run(shoot(parser.parse_args(argv).out))


if __name__ == "__main__":
    main()
