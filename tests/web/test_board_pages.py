"""The board's pages on the real server and the real host (a SQLite file), in real Chromium:
each game played by clicks, with a page per seat (each signed in through its own link, in a
browser context of its own) and a spectator's. Every click makes exactly the move it showed
(the host's log says so, and the page says it was done); every seat's page offers what the host
says its player may decide, on the map where a choice has a place; the spectator never has
anything to click; and every page follows every move live, through its WebSocket, without being
loaded again. Revolt is played by clicks from its start to its end; the others, once played at
the table up to their first decision on the map, for `CLICKS` clicks; Frondeurs on a phone, by
taps. A picture the server refuses a moment (429) is asked for again."""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from playwright.async_api import Route
from yarl import URL

from bot.host import Host, lobby
from bot.web import server as web_server
from games import registry
from storage import Database
from tests.web.board import Delivered, board_of, started
from tests.web.browser_table import POLL, Serve, check_over, play, seated
from tests.web.conftest import DESKTOP, PHONE, BrowserPages, Device

DEAL = 1789  # every match's seed
CLICKS = 10  # in each game not played to its end, from its first decision on the map on

# The table and the hand are drawn.
PICTURES_LOADED = """() => ["picture", "hand-picture"]
  .map((id) => document.getElementById(id))
  .every((img) => img.complete && img.naturalWidth > 0)"""


@pytest.fixture
async def host(tmp_path: Path) -> AsyncIterator[Host]:
    db = await Database.open(tmp_path / "pages.sqlite3")
    yield Host(db)
    await db.close()


@pytest.fixture(autouse=True)
def repeatable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deal every run (the host draws each match's seed at random), so that the seeded
    clicks play the same game. And as many requests as the pages make: they all come from
    127.0.0.1, and four or five people's pages, each fetching the state and two pictures at
    every move made at clicking speed, are more than the 20 a second one address is allowed."""
    monkeypatch.setattr(lobby, "secrets", SimpleNamespace(randbits=lambda bits: DEAL))
    monkeypatch.setattr(web_server, "REQUESTS_PER_SECOND", 1000)


async def to_the_map(host: Host, match_id: int, players: int, rng: random.Random) -> None:
    """Moves made at the table (as with Discord's buttons), seeded, until a seat has a decision
    with choices on the map."""
    for _ in range(200):
        offers = []
        for user in range(1, players + 1):
            page = await host.pages.page(match_id=match_id, user_id=user)
            if page.offer is not None and page.option_places:
                return
            if page.offer is not None:
                offers.append((user, page.offer))
        user, offer = rng.choice(offers)
        await host.act(user_id=user, choice_id=rng.choice(offer.choices).id, match_id=match_id,
                       version=offer.version, prompt_hash_seen=offer.prompt_hash)  # fmt: skip
    raise AssertionError("no decision on the map in 200 moves")


@pytest.mark.parametrize(
    ("game_id", "clicks", "device"),
    [
        ("revolt", None, DESKTOP),
        ("liberte", CLICKS, DESKTOP),
        ("guillotine", CLICKS, DESKTOP),
        ("fr1789", CLICKS, DESKTOP),
        ("frondeurs", CLICKS, PHONE),
    ],
    ids=lambda value: value.name if isinstance(value, Device) else value,
)
async def test_a_game_played_by_clicks_on_every_seats_page(
    browser_pages: BrowserPages,
    serve: Serve,
    host: Host,
    game_id: str,
    clicks: int | None,
    device: Device,
) -> None:
    # Revolt from its start to its end, with its fewest players; the others from their first
    # decision on the map on.
    players = registry.get(game_id).meta.min_players
    match_id = await started(host, game_id, players)
    if clicks is not None:
        await to_the_map(host, match_id, players, random.Random(DEAL))
    table = await seated(browser_pages, serve, host, match_id, players, device)
    made = await play(table, seed=DEAL, clicks=clicks)
    if clicks is None:
        await check_over(table)
    else:
        assert made == clicks, f"the match ended after {made} clicks"
    await table.close()


async def test_a_picture_refused_a_moment_is_asked_for_again(
    browser_pages: BrowserPages, serve: Serve, host: Host
) -> None:
    """A picture refused once (the server busy: 429) still shows, without a move or a
    reload: else the hand, or the map when the page asks for it (before its live connection
    sends it), would stay hidden until the next move."""
    match_id = await started(host, "liberte", 3)
    board = board_of(host, Delivered())
    root = await serve(board.app())
    refused: list[str] = []

    async def busy_once(route: Route) -> None:
        picture = URL(route.request.url).name
        if picture in refused:
            await route.continue_()
        else:
            refused.append(picture)
            await route.fulfill(status=429, body="Too many requests: wait a moment.")

    reader = await browser_pages.open()
    await reader.route(re.compile(r"/(table|hand)\.png\?"), busy_once)
    await reader.goto(str(root.join(URL(board.sign_in_path(match_id, 1, "Player 1")))))
    await reader.wait_for_function(PICTURES_LOADED, polling=POLL)
    await reader.wait_for_function("() => document.body.classList.contains('drawn')")
    assert "hand.png" in refused and set(refused) <= {"hand.png", "table.png"}
    errors = browser_pages.take_errors()
    assert errors and all("429" in error for error in errors), errors
    await reader.context.close()
