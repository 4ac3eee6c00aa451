"""The browser groundwork works end to end: a page served by aiohttp under a strict
Content-Security-Policy runs its own script file, a click (or a tap on a phone) goes to the server
and back, and an inline script is refused."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from aiohttp import web
from aiohttp.typedefs import Handler
from playwright.async_api import expect
from yarl import URL

from tests.web.conftest import DESKTOP, PHONE, BrowserPages, Device

CSP = "default-src 'self'; frame-ancestors 'none'"

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Smoke</title>
<script src="/app.js" defer></script>
</head>
<body>
<p id="said">Not pressed</p>
<button id="press" type="button">Press</button>
<script>document.body.dataset.inline = "ran";</script>
</body>
</html>
"""

APP_JS = """\
const said = document.getElementById("said");
document.getElementById("press").addEventListener("click", async () => {
  const answer = await fetch("/press", { method: "POST" });
  said.textContent = await answer.text();
});
"""


def smoke_app() -> web.Application:
    """The page, its script, and a POST that answers how often it was pressed."""
    presses = 0

    async def press(request: web.Request) -> web.Response:
        nonlocal presses
        presses += 1
        return web.Response(text=f"Pressed {presses} time(s) on the server")

    @web.middleware
    async def csp(request: web.Request, handler: Handler) -> web.StreamResponse:
        response = await handler(request)
        response.headers["Content-Security-Policy"] = CSP
        return response

    app = web.Application(middlewares=[csp])
    app.router.add_get("/", _serves(PAGE, "text/html"))
    app.router.add_get("/app.js", _serves(APP_JS, "text/javascript"))
    app.router.add_post("/press", press)
    # Browsers ask for it unbidden, and a 404 would be a console error: no icon, and no error.
    app.router.add_get("/favicon.ico", _no_icon)
    return app


async def _no_icon(request: web.Request) -> web.Response:
    return web.Response(status=204)


def _serves(body: str, content_type: str) -> Handler:
    async def handler(request: web.Request) -> web.Response:
        return web.Response(text=body, content_type=content_type)

    return handler


@pytest.mark.parametrize("device", [DESKTOP, PHONE], ids=lambda device: device.name)
async def test_a_press_goes_to_the_server_and_an_inline_script_is_refused(
    browser_pages: BrowserPages,
    serve: Callable[[web.Application], Awaitable[URL]],
    device: Device,
) -> None:
    url = await serve(smoke_app())
    page = await browser_pages.open(device=device)
    async with page.expect_console_message(lambda m: "Content Security Policy" in m.text):
        await page.goto(str(url))
    refused = browser_pages.take_errors()
    assert len(refused) == 1 and "inline script" in refused[0], refused
    # The page has loaded: had the inline script been let run, it would have run by now.
    await expect(page.locator("body")).not_to_have_attribute("data-inline", "ran")

    button = page.get_by_role("button", name="Press")
    await (button.tap() if device.touch else button.click())
    await expect(page.locator("#said")).to_have_text("Pressed 1 time(s) on the server")
    await (button.tap() if device.touch else button.click())
    await expect(page.locator("#said")).to_have_text("Pressed 2 time(s) on the server")
