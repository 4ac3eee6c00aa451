"""Whole games by clicks on the board's pages: every game at every player count, from the deal
to the end, on the real host and the real board's server, with a page per seat (each signed in
through its own link) and a spectator's open all game, in real Chromium
(tests/web/browser_table.py). Each move is clicked on the page of a seat whose decision it is:
on the map wherever the decision has places (from the list there when a place holds several),
else its button; one game is played on a phone, by taps.

At every click, the page that clicks shows the match as it stands and offers what the host says
its player may decide (text, choices, labels, places); the click made that very move from that
seat, and the page says it was done; and the move was handed to the thread's delivery as a
button's is, in order (one delivery a click, right after the one before): to the match's
channel, announcing the version the pages then show, with whatever the move says in public on
the thread's board at that version. Every `EVERY` clicks, and at the end, every page is checked
against the host (the same table for all, each seat's own decision, nothing to click for the
spectator), told of the moves through its WebSocket, and never loaded again. At the end
(`check_over`): the match is finished, every page says so with the host's last line, nobody has
anything to click, and the thread was handed the last board and the result.

What it costs: a move costs the machine about a third of a second of CPU, nearly all of it the
pages' own work at each move (Chromium's, 50 to 150 ms a page, growing with the log, and the
server's for each page), whether it is checked or not. So each game is the shortest whole game
these clicks make among the deals tried (the host's seed, `deal`; the clicks' own seed is
`CLICKS`), found by playing the same clicks through the host alone, and Frondeurs is played at
the length its lobby offers as short (8 Season cards, no midgame scoring). Even so, every game
at every player count takes about 20 minutes on two cores (a whole Liberté game alone, 4 to 8),
beyond the suite's few minutes: the suite plays the smallest table of 1789 (on a phone) and of
Guillotine, about a minute at -n 2 (Revolt's smallest is played whole in test_board_pages.py,
and every game's first clicks there); `WHOLE_GAMES=all` plays them all, and
`WHOLE_GAMES_SHOTS=<folder>` photographs their pages to be looked at. A game that grows longer
(the rules, or what is offered, changed) fails with its new length: its deal is to be picked
again."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot.host import Host, lobby
from bot.web import server as web_server
from games import registry
from storage import Database
from tests.web.board import CHANNEL
from tests.web.browser_table import Serve, Table, check_over, play, seated
from tests.web.conftest import DESKTOP, PHONE, BrowserPages, Device

CLICKS = 1  # the seed of the clicks: which seat, place and choice
EVERY = 10  # clicks between two looks at every page
MOMENT = datetime(2026, 7, 14, 19, 30, tzinfo=UTC)  # the host's clock, which never moves
LONGER = 1.2  # how much longer than measured a game may grow before its deal is picked again
ALL = os.environ.get("WHOLE_GAMES") == "all"
# A folder where each game's pages are photographed (a seat's and the spectator's, on its
# screen and 390 px wide), half-way through and at the end, to be looked at.
SHOTS = os.environ.get("WHOLE_GAMES_SHOTS")
FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"


@dataclass(frozen=True)
class Whole:
    """A whole game: `players` at the table, the host's seed `deal`, the clicks it takes (as
    measured), the lobby's settings its host picks (name, value), the screen, and whether every
    run of the suite plays it (`always`), or only a run with `WHOLE_GAMES=all`."""

    game_id: str
    players: int
    deal: int
    clicks: int
    settings: tuple[tuple[str, str], ...] = ()
    device: Device = DESKTOP
    always: bool = False

    def __str__(self) -> str:
        return f"{self.game_id}-{self.players}"


SHORT = (("length", "2"),)  # Frondeurs: "short, no midgame" (§8.52), from the lobby's menu
GAMES = [
    Whole("fr1789", 2, deal=19, clicks=78, device=PHONE, always=True),
    Whole("fr1789", 3, deal=7, clicks=101),
    Whole("fr1789", 4, deal=27, clicks=123),
    Whole("fr1789", 5, deal=3, clicks=119),
    Whole("frondeurs", 2, deal=12, clicks=134, settings=SHORT),
    Whole("frondeurs", 3, deal=6, clicks=147, settings=SHORT),
    Whole("frondeurs", 4, deal=12, clicks=134, settings=SHORT),
    Whole("guillotine", 2, deal=20, clicks=103, always=True),
    Whole("guillotine", 3, deal=17, clicks=102),
    Whole("guillotine", 4, deal=6, clicks=149),
    Whole("liberte", 3, deal=28, clicks=576),
    Whole("liberte", 4, deal=20, clicks=532),
    Whole("liberte", 5, deal=7, clicks=621),
    Whole("liberte", 6, deal=30, clicks=719),
    Whole("revolt", 3, deal=1789, clicks=117),
    Whole("revolt", 4, deal=1789, clicks=120),
    Whole("revolt", 5, deal=1789, clicks=120),
]


def cases() -> list[Any]:
    """`GAMES`, those not `always` played only with `WHOLE_GAMES=all`."""
    later = pytest.mark.skipif(
        not ALL, reason="a long whole game (WHOLE_GAMES=all plays every game at every count)"
    )
    return [
        pytest.param(whole, id=str(whole), marks=() if whole.always else (later,))
        for whole in GAMES
    ]


@pytest.fixture
async def host(tmp_path: Path) -> AsyncIterator[Host]:
    db = await Database.open(tmp_path / "whole.sqlite3")
    yield Host(db, now=lambda: MOMENT)
    await db.close()


@pytest.fixture(autouse=True)
def pages_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """As many requests as the pages make: they all come from 127.0.0.1, and a table's pages,
    each fetching its state and its hand at every move made at clicking speed, are more than
    the 20 a second one address is allowed."""
    monkeypatch.setattr(web_server, "REQUESTS_PER_SECOND", 1000)


async def opened(host: Host, whole: Whole, monkeypatch: pytest.MonkeyPatch) -> int:
    """The match started in `CHANNEL` by users 1.. `players`, with the lobby's settings picked
    by its host before the start, and dealt from `deal`; its id."""
    monkeypatch.setattr(lobby, "secrets", SimpleNamespace(randbits=lambda bits: whole.deal))
    await host.new_match(
        guild_id=1, channel_id=CHANNEL, user_id=1, name="Player 1", game_id=whole.game_id
    )
    for name, value in whole.settings:
        await host.choose_setting(user_id=1, name=name, value=value, channel_id=CHANNEL)
    for user in range(2, whole.players + 1):
        await host.join(user_id=user, name=f"Player {user}", channel_id=CHANNEL)
    outbox = await host.start(user_id=1, channel_id=CHANNEL)
    assert outbox.lobby is not None and outbox.lobby.match_id is not None
    return outbox.lobby.match_id


async def photographed(table: Table, whole: Whole, folder: Path, made: int) -> None:
    """The first seat's page and the spectator's photographed into `folder`, on their screen
    and 390 px wide, once half of the game's clicks are made (as measured), and at its end."""
    match = await table.match()
    half = whole.clicks // 2 // EVERY * EVERY
    if made != half and match.status == "running":
        return
    when = "end" if match.status != "running" else "half"
    folder.mkdir(parents=True, exist_ok=True)
    for reader in (table.seated[0], table.readers[-1]):
        who = "spectator" if reader.seat is None else f"seat{reader.seat}"
        page, size = reader.page, reader.page.viewport_size
        await page.screenshot(path=folder / f"{whole}-{when}-{who}-{reader.device.name}.png")
        if reader.device.width > PHONE.width and size is not None:
            await page.set_viewport_size({"width": PHONE.width, "height": PHONE.height})
            await page.evaluate(FRAMES)  # the board fitted to the narrower screen
            await page.screenshot(path=folder / f"{whole}-{when}-{who}-390px.png")
            await page.set_viewport_size(size)


def test_every_game_at_every_player_count() -> None:
    """The games played are every game, at each of its player counts, once."""
    counts = [(g.game_id, g.players) for g in GAMES]
    assert len(set(counts)) == len(counts), "a game listed twice"
    assert set(counts) == {
        (game.meta.id, players)
        for game in registry.all()
        for players in range(game.meta.min_players, game.meta.max_players + 1)
    }


@pytest.mark.parametrize("whole", cases())
async def test_a_whole_game_by_clicks(
    browser_pages: BrowserPages,
    serve: Serve,
    host: Host,
    monkeypatch: pytest.MonkeyPatch,
    whole: Whole,
) -> None:
    match_id = await opened(host, whole, monkeypatch)
    table = await seated(browser_pages, serve, host, match_id, whole.players, whole.device)
    looked = partial(photographed, table, whole, Path(SHOTS)) if SHOTS else None
    clicks = int(whole.clicks * LONGER)
    made = await play(table, seed=CLICKS, clicks=clicks, every=EVERY, looked=looked)
    match = await table.match()
    assert match.status == "finished", f"{whole} runs on after {made} clicks: pick its deal again"
    await check_over(table)
    await table.close()
