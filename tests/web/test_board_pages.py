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

import asyncio
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from aiohttp import web
from playwright.async_api import Page, Route, WebSocket
from yarl import URL

from bot.host import Host, lobby
from bot.host.offers import KEEP_PASSING, PASS
from bot.web import server as web_server
from games import registry
from storage import Database, MatchRow
from tests.web.board import Delivered, board_of, started
from tests.web.conftest import DESKTOP, PHONE, BrowserPages, Device

Serve = Callable[[web.Application], Awaitable[URL]]
DEAL = 1789  # every match's seed
CLICKS = 10  # in each game not played to its end, from its first decision on the map on
POLL = 20  # ms between two looks at a page that is not there yet

# What a page shows, read in one trip: its words, its choices (the buttons: id, place, disabled,
# label), the places on the map that are choices, and its log.
SHOWN = """() => {
  const $ = (id) => document.getElementById(id);
  return {
    heading: $("heading").textContent,
    waiting: $("waiting").textContent,
    decision: $("decision-text").textContent,
    choices: [...document.querySelectorAll("#choices button")].map(
      (b) => [b.dataset.choice, b.dataset.place || null, b.disabled, b.textContent]),
    actions: [...document.querySelectorAll(".place.action")].map((g) => g.dataset.place),
    focusable: document.querySelectorAll(".place[tabindex]").length,
    places: document.querySelectorAll(".place").length,
    log: [...document.querySelectorAll("#log li")].map((li) => li.textContent),
    status: $("status").textContent,
  };
}"""

# The page shows `version`: its state and its picture are that version's, loaded; no move of its
# is on its way.
AT_VERSION = """(version) => {
  const picture = document.getElementById("picture");
  return document.body.classList.contains("drawn")
    && document.body.dataset.version === String(version)
    && !document.body.classList.contains("busy")
    && picture.complete && picture.naturalWidth > 0
    && picture.dataset.version === String(version);
}"""

# The page that made a move has its answer, and shows a version after `version`: what it says.
AFTER_VERSION = """(version) => {
  const at = document.getElementById("picture").dataset.version;
  const after = !document.body.classList.contains("busy") && !!at && Number(at) > version;
  return after && { status: document.getElementById("status").textContent };
}"""

# The table and the hand are drawn.
PICTURES_LOADED = """() => ["picture", "hand-picture"]
  .map((id) => document.getElementById(id))
  .every((img) => img.complete && img.naturalWidth > 0)"""


@dataclass
class Reader:
    """One person's page: a seat's player's (`seat`) or a spectator's (None)."""

    page: Page
    seat: int | None
    device: Device
    heard: int = 0  # the messages its WebSocket brought
    loads: int = 0  # the times the page was loaded: once, never again

    def __str__(self) -> str:
        return "the spectator" if self.seat is None else f"seat {self.seat}"


@dataclass
class Table:
    host: Host
    match_id: int
    readers: list[Reader]

    async def match(self) -> MatchRow:
        found = await self.host.db.get_table(self.match_id)
        assert found is not None
        return found[0]


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


def plain(text: str) -> str:
    """A text as the page shows it: `**bold**` drawn bold, its stars gone."""
    return re.sub(r"\*\*(.+?)\*\*", r"\1", text, flags=re.S)


async def until(check: Callable[[], bool], what: str, timeout: float = 5) -> None:
    try:
        async with asyncio.timeout(timeout):
            while not check():
                await asyncio.sleep(0.01)
    except TimeoutError:
        raise AssertionError(f"never: {what}") from None


async def open_reader(
    browser_pages: BrowserPages, root: URL, path: str, seat: int | None, device: Device
) -> Reader:
    page = await browser_pages.open(device=device)
    reader = Reader(page, seat, device)

    def heard(_: Any) -> None:
        reader.heard += 1

    def loaded(_: Any) -> None:
        reader.loads += 1

    def listen(socket: WebSocket) -> None:
        socket.on("framereceived", heard)

    page.on("websocket", listen)
    page.on("load", loaded)
    await page.goto(str(root.join(URL(path))))
    return reader


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


async def seated(
    browser_pages: BrowserPages,
    serve: Serve,
    host: Host,
    game_id: str,
    device: Device,
    ahead: bool = False,
) -> Table:
    """A match of `game_id` with its fewest players (`ahead`: played at the table up to its
    first decision on the map), a page for each, and a spectator's."""
    players = registry.get(game_id).meta.min_players
    match_id = await started(host, game_id, players)
    if ahead:
        await to_the_map(host, match_id, players, random.Random(DEAL))
    board = board_of(host, Delivered())
    root = await serve(board.app())
    readers = []
    for seat in range(players):
        user = seat + 1
        link = board.sign_in_path(match_id, user, f"Player {user}")
        readers.append(await open_reader(browser_pages, root, link, seat, device))
        # The link signed them in and led them to the match's page.
        assert readers[-1].page.url == str(root.join(URL(board.page_path(match_id))))
    readers.append(await open_reader(browser_pages, root, board.page_path(match_id), None, device))
    return Table(host, match_id, readers)


async def shown_at(reader: Reader, version: int) -> dict[str, Any]:
    """What the reader's page shows, once it shows `version`."""
    shown = await reader.page.wait_for_function(
        f"(version) => ({AT_VERSION})(version) && ({SHOWN})()", arg=version, polling=POLL
    )
    return dict(await shown.json_value())


async def all_at(table: Table, version: int) -> dict[int | None, dict[str, Any]]:
    """What each page shows (by seat; None: the spectator's) once every one shows `version`,
    checked against what the host says its reader may see and decide."""
    drawn = await asyncio.gather(*(shown_at(r, version) for r in table.readers))
    shown = {r.seat: seen for r, seen in zip(table.readers, drawn, strict=True)}
    spectator = shown[None]
    assert spectator["choices"] == [] and spectator["actions"] == [], spectator
    assert spectator["focusable"] == 0, "the spectator has a place to press"
    for reader in table.readers:
        seen = shown[reader.seat]
        assert reader.loads == 1, f"{reader}'s page was loaded again"
        for key in ("heading", "waiting", "places", "log"):  # the same table for everyone
            assert seen[key] == spectator[key], (str(reader), key, seen[key], spectator[key])
        if reader.seat is None:
            continue
        page = await table.host.pages.page(match_id=table.match_id, user_id=reader.seat + 1)
        assert page.version == version
        offer = page.offer
        if offer is None:
            assert seen["choices"] == [] and seen["actions"] == [], (str(reader), seen)
            continue
        assert seen["decision"] == plain(offer.text), (str(reader), seen["decision"])
        assert [c[0] for c in seen["choices"]] == [c.id for c in offer.choices], str(reader)
        assert [c[3] for c in seen["choices"]] == [plain(c.label) for c in offer.choices]
        assert not any(c[2] for c in seen["choices"]), f"{reader} has a choice disabled"
        for choice_id, place, _, _ in seen["choices"]:
            assert place == page.option_places.get(choice_id), (str(reader), choice_id, place)
        places = {page.option_places[c.id] for c in offer.choices if c.id in page.option_places}
        assert set(seen["actions"]) == places, (str(reader), seen["actions"], places)
    return shown


async def press(reader: Reader, selector: str) -> None:
    """A click, or a tap on a phone: the pointer's, where the element is on the screen."""
    found = reader.page.locator(selector)
    await (found.tap() if reader.device.touch else found.click())


async def click_one(
    table: Table, rng: random.Random, shown: dict[int | None, dict[str, Any]]
) -> tuple[Reader, str, str]:
    """A page with a decision open, and one of its choices clicked: a place on the map where
    the decision has any (from the list offered there, when the place holds several), else a
    button. The page, and the id and label of the choice."""
    deciding = [r for r in table.readers if r.seat is not None and shown[r.seat]["choices"]]
    assert deciding, "nobody has anything to decide, though the match runs"
    reader = rng.choice(deciding)
    choices = shown[reader.seat]["choices"]
    labels = {c[0]: c[3] for c in choices}
    places = sorted(set(shown[reader.seat]["actions"]))
    if not places:
        choice = rng.choice([c[0] for c in choices])
        await press(reader, f'#choices button[data-choice="{choice}"]')
        return reader, choice, labels[choice]
    place = rng.choice(places)
    there = [c[0] for c in choices if c[1] == place]
    await press(reader, f'.place.action[data-place="{place}"]')
    if len(there) == 1:
        return reader, there[0], labels[there[0]]
    picker = reader.page.locator("#picker")
    await picker.wait_for(state="visible")
    offered = await picker.locator(".picker-choices button").evaluate_all(
        "buttons => buttons.map((b) => b.dataset.choice)"
    )
    assert offered == there, (offered, there)
    choice = rng.choice(there)
    await press(reader, f'#picker button[data-choice="{choice}"]')
    return reader, choice, labels[choice]


def told(reader: Reader, before: int) -> Callable[[], bool]:
    return lambda: reader.heard > before


async def play(table: Table, seed: int, clicks: int | None) -> int:
    """Plays by clicks: `clicks` of them, or (None) to the end of the match; how many."""
    rng = random.Random(seed)
    made = 0
    heard: dict[int, int] = {}
    while True:
        match = await table.match()
        shown = await all_at(table, match.version)
        for reader in table.readers:  # each page was told of the move, through its socket
            await until(told(reader, heard.get(id(reader), -1)), f"{reader} heard of the move")
        if match.status != "running" or (clicks is not None and made >= clicks):
            return made
        version = match.version
        heard = {id(r): r.heard for r in table.readers}
        reader, choice, label = await click_one(table, rng, shown)
        answered = await reader.page.wait_for_function(AFTER_VERSION, arg=version, polling=POLL)
        # The host made that very move, from that seat, and the page says it was done.
        moves = await table.host.db.actions(table.match_id, since_seq=version)
        assert moves, f"{reader}'s click on {choice} at version {version} made no move"
        if choice == KEEP_PASSING.id:  # the standing order is written first, then the pass
            version, choice = version + 1, PASS
        made_here = moves[0].seq, moves[0].seat, moves[0].choice_id
        assert made_here == (version, reader.seat, choice), (str(reader), moves[0])
        status = (await answered.json_value())["status"]
        assert label in status, (label, status)
        made += 1


async def check_over(table: Table) -> None:
    """The match is over, every page says so, and nobody has anything left to click."""
    match = await table.match()
    assert match.status == "finished"
    shown = await all_at(table, match.version)
    page = await table.host.pages.page(match_id=table.match_id, user_id=None)
    assert page.status == "finished"
    for reader in table.readers:
        seen = shown[reader.seat]
        assert seen["heading"] == plain(page.heading), (str(reader), seen["heading"])
        assert seen["choices"] == [] and seen["actions"] == [], (str(reader), seen)
        assert seen["log"] and seen["log"][-1] == plain(page.log[-1]), str(reader)


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
    # Revolt from its start to its end; the others from their first decision on the map on.
    table = await seated(browser_pages, serve, host, game_id, device, ahead=clicks is not None)
    made = await play(table, seed=DEAL, clicks=clicks)
    if clicks is None:
        await check_over(table)
    else:
        assert made == clicks, f"the match ended after {made} clicks"
    for reader in table.readers:
        await reader.page.context.close()


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
