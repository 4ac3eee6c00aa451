"""A match on the real host (a SQLite file) and the real board's server, with a page per seat
(each signed in through its own link, in a browser context of its own) and a spectator's, in
real Chromium; what the browser tests of the board share (tests/web/test_board_pages.py,
tests/web/test_whole_games.py). `all_at` checks every page against what the host says its reader
may see and decide; `play` plays by clicks, and checks that each click made the very move it
showed and that the move was handed to the thread, as a button's is."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from playwright.async_api import Page, WebSocket
from yarl import URL

import i18n
from bot.host import BOARD, Controls, Host, Outbox, Post
from bot.host.offers import KEEP_PASSING, PASS
from bot.host.page import Page as HostPage
from bot.host.table import text_names
from storage import ActionRow, MatchRow
from tests.web.board import Delivered, board_of
from tests.web.conftest import BrowserPages, Device

Serve = Callable[[web.Application], Awaitable[URL]]
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
    """A match, its pages (the seats' in seat order, then the spectator's), and what the
    board handed to Discord for the moves made from them."""

    host: Host
    match_id: int
    readers: list[Reader]
    delivered: Delivered

    @property
    def seated(self) -> list[Reader]:
        return [r for r in self.readers if r.seat is not None]

    async def match(self) -> MatchRow:
        found = await self.host.db.get_table(self.match_id)
        assert found is not None
        return found[0]

    async def pages(self) -> dict[int | None, HostPage]:
        """What the host says each seat's player may see and decide, by seat, from one reading
        of the match."""
        seats = [r.seat for r in self.seated]
        readers = [(seat + 1, i18n.reader()) for seat in seats if seat is not None]
        pages = await self.host.pages.pages(match_id=self.match_id, readers=readers)
        return dict(zip(seats, pages, strict=True))

    async def close(self) -> None:
        for reader in self.readers:
            await reader.page.context.close()


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


async def seated(
    browser_pages: BrowserPages,
    serve: Serve,
    host: Host,
    match_id: int,
    players: int,
    device: Device,
) -> Table:
    """The board served on the started match `match_id` (users 1.. `players` at its seats), a
    page for each of them and a spectator's."""
    delivered = Delivered()
    board = board_of(host, delivered)
    root = await serve(board.app())
    readers = []
    for seat in range(players):
        user = seat + 1
        link = board.sign_in_path(match_id, user, f"Player {user}")
        readers.append(await open_reader(browser_pages, root, link, seat, device))
        # The link signed them in and led them to the match's page.
        assert readers[-1].page.url == str(root.join(URL(board.page_path(match_id))))
    readers.append(await open_reader(browser_pages, root, board.page_path(match_id), None, device))
    return Table(host, match_id, readers, delivered)


async def shown_at(reader: Reader, version: int) -> dict[str, Any]:
    """What the reader's page shows, once it shows `version`."""
    shown = await reader.page.wait_for_function(
        f"(version) => ({AT_VERSION})(version) && ({SHOWN})()", arg=version, polling=POLL
    )
    return dict(await shown.json_value())


def check_seat(reader: Reader, seen: dict[str, Any], page: HostPage) -> None:
    """A seat's page offers what the host says its player may decide (nothing, or the offer's
    text and choices, none disabled), on the map where a choice has a place."""
    offer = page.offer
    if offer is None:
        assert seen["choices"] == [] and seen["actions"] == [], (str(reader), seen)
        return
    assert seen["decision"] == plain(offer.text), (str(reader), seen["decision"])
    assert [c[0] for c in seen["choices"]] == [c.id for c in offer.choices], str(reader)
    assert [c[3] for c in seen["choices"]] == [plain(c.label) for c in offer.choices]
    assert not any(c[2] for c in seen["choices"]), f"{reader} has a choice disabled"
    for choice_id, place, _, _ in seen["choices"]:
        assert place == page.option_places.get(choice_id), (str(reader), choice_id, place)
    places = {page.option_places[c.id] for c in offer.choices if c.id in page.option_places}
    assert set(seen["actions"]) == places, (str(reader), seen["actions"], places)


async def all_at(table: Table, version: int) -> dict[int | None, dict[str, Any]]:
    """What each page shows (by seat; None: the spectator's) once every one shows `version`,
    checked against what the host says its reader may see and decide."""
    drawn = await asyncio.gather(*(shown_at(r, version) for r in table.readers))
    shown = {r.seat: seen for r, seen in zip(table.readers, drawn, strict=True)}
    spectator = shown[None]
    assert spectator["choices"] == [] and spectator["actions"] == [], spectator
    assert spectator["focusable"] == 0, "the spectator has a place to press"
    pages = await table.pages()
    for reader in table.readers:
        seen = shown[reader.seat]
        assert reader.loads == 1, f"{reader}'s page was loaded again"
        for key in ("heading", "waiting", "places", "log"):  # the same table for everyone
            assert seen[key] == spectator[key], (str(reader), key, seen[key], spectator[key])
        if reader.seat is not None:
            assert pages[reader.seat].version == version
            check_seat(reader, seen, pages[reader.seat])
    return shown


async def press(reader: Reader, selector: str) -> None:
    """A click, or a tap on a phone: the pointer's, where the element is on the screen."""
    found = reader.page.locator(selector)
    await (found.tap() if reader.device.touch else found.click())


async def click_on(reader: Reader, seen: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    """One of the choices the page shows (`seen`) clicked: a place on the map where the decision
    has any (from the list offered there, when the place holds several), else a button. The id
    and label of the choice."""
    choices = seen["choices"]
    labels = {c[0]: c[3] for c in choices}
    places = sorted(set(seen["actions"]))
    if not places:
        choice = rng.choice([c[0] for c in choices])
        await press(reader, f'#choices button[data-choice="{choice}"]')
        return choice, labels[choice]
    place = rng.choice(places)
    there = [c[0] for c in choices if c[1] == place]
    await press(reader, f'.place.action[data-place="{place}"]')
    if len(there) == 1:
        return there[0], labels[there[0]]
    picker = reader.page.locator("#picker")
    await picker.wait_for(state="visible")
    offered = await picker.locator(".picker-choices button").evaluate_all(
        "buttons => buttons.map((b) => b.dataset.choice)"
    )
    assert offered == there, (offered, there)
    choice = rng.choice(there)
    await press(reader, f'#picker button[data-choice="{choice}"]')
    return choice, labels[choice]


def told(reader: Reader, before: int) -> Callable[[], bool]:
    return lambda: reader.heard > before


def boards(outbox: Outbox) -> list[Post]:
    """The thread's boards in an outbox (edited in place, or posted), in order."""
    edited = [edit.post for edit in outbox.edits if edit.post is not None]
    return [post for post in [*edited, *outbox.posts] if post.record == BOARD]


def thread_text(outbox: Outbox) -> str:
    """All that an outbox posts and edits in the thread, with the turns' files."""
    posts = [*(edit.post for edit in outbox.edits if edit.post is not None), *outbox.posts]
    files = [post.log.data.decode() for post in posts if post.log is not None]
    return "\n".join([*(post.text for post in posts), *files])


async def check_told(table: Table, version: int, moves: list[ActionRow], clicks: int) -> None:
    """The move a page made at `version` (and those the table then made by itself, `moves`)
    was handed to the thread's delivery as a button's is, right after the `clicks` deliveries
    before it: to the match's channel, announcing the version the pages now show; whatever it
    says in public is on the thread's board, at that version."""
    found = await table.host.db.get_table(table.match_id)
    assert found is not None
    match, seats = found
    assert len(table.delivered.outboxes) == clicks + 1, "a move from a page was not delivered"
    channel, outbox = table.delivered.outboxes[-1]
    assert channel == match.channel_id, (channel, match.channel_id)
    assert outbox.announces == (table.match_id, match.version), (outbox.announces, version)
    names = text_names(seats)
    public = [
        i18n.say(text, match.language, names)
        for move in moves
        for text, to in move.events
        if to is None
    ]
    if not public:  # a step of the player's own move, which nobody else sees
        return
    thread = boards(outbox)
    assert thread and thread[-1].version == match.version, [b.version for b in thread]
    said = thread_text(outbox)
    for line in public:
        assert line in said, f"the thread is not told {line!r} (version {version})"


async def click_and_check(
    table: Table, reader: Reader, seen: dict[str, Any], version: int, rng: random.Random
) -> None:
    """One of the choices the page shows (the match at `version`) clicked: the host made that
    very move, from that seat; the page says it was done; the thread is told."""
    clicks = len(table.delivered.outboxes)
    choice, label = await click_on(reader, seen, rng)
    answered = await reader.page.wait_for_function(AFTER_VERSION, arg=version, polling=POLL)
    moves = await table.host.db.actions(table.match_id, since_seq=version)
    assert moves, f"{reader}'s click on {choice} at version {version} made no move"
    seq = version
    if choice == KEEP_PASSING.id:  # the standing order is written first, then the pass
        seq, choice = version + 1, PASS
    made_here = moves[0].seq, moves[0].seat, moves[0].choice_id
    assert made_here == (seq, reader.seat, choice), (str(reader), moves[0])
    status = (await answered.json_value())["status"]
    assert label in status, (label, status)
    await check_told(table, version, moves, clicks)


async def play(
    table: Table,
    seed: int,
    clicks: int | None,
    every: int = 1,
    looked: Callable[[int], Awaitable[None]] | None = None,
) -> int:
    """Plays by clicks: `clicks` of them, or (None) to the end of the match; how many. Every
    page is checked against the host, and to have been told of the moves through its socket,
    before the first click, every `every` clicks and after the last (then `looked` at, if
    given, with the clicks made); the page that clicks, before each of its clicks."""
    rng = random.Random(seed)
    made = 0
    heard: dict[int, int] = {}
    while True:
        match = await table.match()
        over = match.status != "running" or (clicks is not None and made >= clicks)
        if over or made % every == 0:
            await all_at(table, match.version)
            for reader in table.readers:  # each page was told of the moves, through its socket
                await until(told(reader, heard.get(id(reader), -1)), f"{reader} heard of moves")
            heard = {id(r): r.heard for r in table.readers}
            if looked is not None:
                await looked(made)
        if over:
            return made
        pages = await table.pages()
        deciding = [r for r in table.seated if pages[r.seat].offer is not None]
        assert deciding, "nobody has anything to decide, though the match runs"
        reader = rng.choice(deciding)
        seen = await shown_at(reader, match.version)
        check_seat(reader, seen, pages[reader.seat])
        await click_and_check(table, reader, seen, match.version, rng)
        made += 1


async def check_over(table: Table) -> None:
    """The match is over, every page says so, and nobody has anything left to click; the
    thread was handed the end with the last move: its board at the last version, with no move
    left to make on it, and the result, with Play again."""
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
    _, last = table.delivered.outboxes[-1]
    board = boards(last)[-1]
    assert board.version == match.version and board.controls is Controls.NONE, board
    assert [p.controls for p in last.posts].count(Controls.AGAIN) == 1, "no result posted"
