"""The web board's tests run in a real headless Chromium: Debian's `chromium`, driven by Playwright
through `executable_path` (never a browser that Playwright downloads itself). Where no Chromium is
installed, the browser tests are skipped and say why; .ci/run installs it."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from dataclasses import dataclass
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from playwright.async_api import Browser, ConsoleMessage, Page, async_playwright
from yarl import URL

# Debian's package puts the browser itself here; /usr/bin/chromium is a shell script that adds
# flags of its own (extensions, GPU rasterisation) from /etc/chromium.d, so it is only a fallback.
_CANDIDATES = ("/usr/lib/chromium/chromium", "chromium", "chromium-browser")

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",  # root here, and in CI: Chromium's sandbox refuses to start as root
    "--disable-gpu",
    "--disable-background-networking",  # no update checks or other calls out of the machine
    "--disable-component-update",
    "--no-first-run",
]

# A failure shows within seconds instead of after Playwright's default 30.
TIMEOUT_MS = 5_000


@dataclass(frozen=True)
class Device:
    """The screen a page is opened on."""

    name: str
    width: int
    height: int
    touch: bool = False  # fingers, not a mouse: `tap` works
    mobile: bool = False  # laid out as a phone's browser does (the meta viewport counts)
    scale: float = 1


DESKTOP = Device("desktop", 1280, 800)
PHONE = Device("phone", 390, 844, touch=True, mobile=True, scale=3)


@pytest.fixture(scope="session")
def chromium_executable() -> Path:
    """Debian's Chromium, or the one TEST_CHROMIUM names; the test is skipped where none is."""
    for name in filter(None, (os.environ.get("TEST_CHROMIUM"), *_CANDIDATES)):
        found = shutil.which(name)
        if found:
            return Path(found)
    pytest.skip(
        "no Chromium for the browser tests (Debian: apt-get install chromium; .ci/run installs it;"
        " or set TEST_CHROMIUM to a Chromium executable)"
    )


class BrowserPages:
    """Opens pages in one browser, each in a context of its own (its own cookies and storage: one
    person at the table), and keeps every error that any of them reports."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser
        self.errors: list[str] = []

    async def open(
        self, url: str | URL | None = None, device: Device = DESKTOP, time_zone: str | None = None
    ) -> Page:
        """A new page on `device` (in `time_zone`, else the machine's), gone to `url` and loaded
        (or left blank, for the test to go)."""
        context = await self.browser.new_context(
            viewport={"width": device.width, "height": device.height},
            device_scale_factor=device.scale,
            is_mobile=device.mobile,
            has_touch=device.touch,
            timezone_id=time_zone,
        )
        context.set_default_timeout(TIMEOUT_MS)
        page = await context.new_page()
        page.on("pageerror", lambda error: self.errors.append(f"{device.name}: {error}"))
        page.on("console", lambda message: self._console(device, message))
        if url is not None:
            await page.goto(str(url))
        return page

    def take_errors(self) -> list[str]:
        """The errors so far, which the test then answers for instead of the fixture: for a test
        that expects one (a refusal the page must show)."""
        taken, self.errors = self.errors, []
        return taken

    def _console(self, device: Device, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url") or "?"
            self.errors.append(f"{device.name}: console ({where}): {message.text}")


@pytest.fixture
async def browser_pages(
    chromium_executable: Path,
) -> AsyncIterator[BrowserPages]:
    """A fresh Chromium for the test (Playwright gives it a throwaway profile, removed when it
    closes), with no process left behind; the test fails on any script error or console error
    that it has not taken."""
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=chromium_executable, headless=True, args=CHROMIUM_ARGS
        )
        pages = BrowserPages(browser)
        try:
            yield pages
        finally:
            await browser.close()
    if pages.errors:
        pytest.fail("the browser reported errors:\n" + "\n".join(pages.errors), pytrace=False)


@pytest.fixture
async def serve() -> AsyncIterator[Callable[[web.Application], Awaitable[URL]]]:
    """Serves aiohttp apps on 127.0.0.1, each on a free port, for the test's length: `await
    serve(app)` gives the app's root URL."""
    async with AsyncExitStack() as servers:

        async def start(app: web.Application) -> URL:
            server = await servers.enter_async_context(TestServer(app, host="127.0.0.1"))
            return server.make_url("/")

        yield start
