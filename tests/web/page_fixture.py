"""A stand-in for the web board's server, for the page's own tests (tests/web/test_page.py): it
serves the real page (bot/web/templates/board.html, rendered with autoescaping) and its static
files under the page's Content-Security-Policy, a canned `state` the test may change, pictures
drawn with Pillow, a `move` that records what it is sent and answers as told, and a `live`
WebSocket through which the test pushes versions (the contract is docs/WEB_BOARD.md)."""

from __future__ import annotations

import asyncio
import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web
from aiohttp.typedefs import Handler
from PIL import Image, ImageDraw

from bot.web.server import news

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "bot" / "web"

CSP = "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'"
PAGE = "/m/12/k3y/"  # the match's page; everything else is relative to it
CSRF = "csrf-7f3a"
HOSTILE = "<img src=x onerror=alert(1)>"  # a player's chosen name

TABLE_SIZE = (960, 600)
PARIS = (120, 110, 360, 250)
LYON = (560, 330, 820, 470)


def table_png(version: int) -> bytes:
    """A table picture: two provinces drawn where their places say, and the version."""
    image = Image.new("RGB", TABLE_SIZE, (196, 214, 170))
    draw = ImageDraw.Draw(image)
    for box, name, colour in ((PARIS, "Paris", (70, 90, 160)), (LYON, "Lyon", (170, 60, 50))):
        draw.rectangle(box, fill=colour, outline=(20, 20, 20), width=3)
        draw.text((box[0] + 12, box[1] + 10), name, fill=(255, 255, 255), font_size=28)
    draw.text((20, TABLE_SIZE[1] - 40), f"version {version}", fill=(30, 30, 30), font_size=22)
    return _png(image)


def hand_png() -> bytes:
    """A hand: three cards."""
    image = Image.new("RGB", (330, 120), (240, 236, 224))
    draw = ImageDraw.Draw(image)
    for i, name in enumerate(("Voltaire", "Danton", "Roland")):
        x = 10 + i * 105
        draw.rounded_rectangle((x, 10, x + 95, 110), 8, fill=(255, 255, 255), outline=(0, 0, 0))
        draw.text((x + 8, 50), name, fill=(0, 0, 0), font_size=16)
    return _png(image)


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def player_state(version: int = 34, heading: str = "Turn 2", log_lines: int = 40) -> dict[str, Any]:
    """The state of seat 0's player, whose name is hostile markup, deciding: Paris on the map,
    or Pass, which is not on it."""
    log = [f"Move {i}: **{HOSTILE}** plays a card" for i in range(1, log_lines + 1)]
    return {
        "match": 12,
        "version": version,
        "status": "running",
        "lang": "en",
        "title": "Liberté",
        "heading": heading,
        "waiting": f"Waiting for {HOSTILE} (choose a province)",
        "seats": [
            {"seat": 0, "name": HOSTILE, "waiting": True, "stand_in": False},
            {"seat": 1, "name": "Bob", "waiting": False, "stand_in": True},
        ],
        "picture": f"table.png?v={version}",
        "places": [
            {"id": "paris", "name": "Paris", "box": list(PARIS)},
            {"id": "lyon", "name": "Lyon", "box": list(LYON)},
        ],
        "log": log,
        "log_from": 0,
        "log_epoch": "one",
        "you": {
            "seat": 0,
            "name": HOSTILE,
            "hand": "Voltaire, Danton\nRoland (**3** points)",
            "picture": f"hand.png?v={version}",
        },
        "decision": {
            "text": "Choose a **province** to rally",
            "help": "Or pass.",
            "version": version,
            "prompt": f"prompt-{version}",
            "back": None,
            "choices": [
                {"id": "prov:paris", "label": "Paris", "place": "paris"},
                {"id": "pass", "label": "Pass", "place": None},
            ],
        },
        "csrf": CSRF,
        "texts": {"your-move": "Your move", "seats": "Players", "log": "Log"},
    }


def spectator_state(version: int = 34) -> dict[str, Any]:
    """The same table seen by someone without a seat."""
    state = player_state(version)
    state.update(you=None, decision=None, csrf=None)
    return state


@dataclass
class Move:
    """A POST to `move`: its JSON body and its CSRF header."""

    body: Any
    csrf: str | None


@dataclass
class FakeBoard:
    """The server of one match's page, as the test sets it."""

    state: dict[str, Any] = field(default_factory=player_state)
    answer: tuple[int, dict[str, Any]] = (200, {"ok": True, "reply": "Done: **Paris**"})
    moves: list[Move] = field(default_factory=list)
    backs: list[Move] = field(default_factory=list)  # Back pressed
    state_fetches: int = 0
    hand_fetches: int = 0
    words_fetches: int = 0
    replays: list[int] = field(default_factory=list)  # the moves whose replay was asked for
    sockets: list[web.WebSocketResponse] = field(default_factory=list)

    def app(self) -> web.Application:
        app = web.Application(middlewares=[_csp])
        aiohttp_jinja2.setup(
            app, loader=jinja2.FileSystemLoader(WEB / "templates"), autoescape=True
        )
        app.add_routes(
            [
                web.get(PAGE, self._page),
                web.get(PAGE + "state", self._state),
                web.get(PAGE + "table.png", self._table),
                web.get(PAGE + "hand.png", self._hand),
                web.get(PAGE + "words", self._words),
                web.get(PAGE + "replay.png", self._replay),
                web.post(PAGE + "move", self._move),
                web.post(PAGE + "back", self._back),
                web.get(PAGE + "live", self._live),
                web.get("/favicon.ico", _no_icon),
                web.static("/static", WEB / "static"),
            ]
        )
        app.on_shutdown.append(self._close_sockets)
        return app

    async def push(
        self, version: int, state: dict[str, Any] | None = None, hand: bytes = b""
    ) -> None:
        """Tells every open page that the match is now at `version` (with the `state` it is
        sent along, and the `hand` picture that state names, when given), with that version's
        table."""
        told: dict[str, Any] = {"version": version} if state is None else {
            "version": version, "state": state,
        }  # fmt: skip
        message = news(version, json.dumps(told).encode(), table_png(version), hand)
        for socket in list(self.sockets):
            await socket.send_bytes(message)

    async def until_connected(self, timeout: float = 5) -> None:
        """Waits until a page has its WebSocket open."""
        async with asyncio.timeout(timeout):
            while not self.sockets:
                await asyncio.sleep(0.02)

    async def _page(self, request: web.Request) -> web.StreamResponse:
        # A hostile title too: the template escapes it.
        context = {"lang": "en", "static": "/static", "title": "Liberté </title><b>"}
        return aiohttp_jinja2.render_template("board.html", request, context)

    async def _state(self, request: web.Request) -> web.Response:
        self.state_fetches += 1
        return web.json_response(self.state, headers={"Cache-Control": "no-store"})

    async def _table(self, request: web.Request) -> web.Response:
        version = int(request.query.get("v", "0"))
        return web.Response(body=table_png(version), content_type="image/png")

    async def _replay(self, request: web.Request) -> web.Response:
        move = int(request.query["move"])
        self.replays.append(move)
        return web.Response(body=table_png(move), content_type="image/png")

    async def _words(self, request: web.Request) -> web.Response:
        self.words_fetches += 1
        words = f"**Provinces**\nParis: 3 blocks of {HOSTILE}\nLyon: empty"
        return web.json_response({"version": self.state["version"], "words": words})

    async def _hand(self, request: web.Request) -> web.Response:
        self.hand_fetches += 1
        return web.Response(body=hand_png(), content_type="image/png")

    async def _move(self, request: web.Request) -> web.Response:
        self.moves.append(Move(await request.json(), request.headers.get("X-CSRF-Token")))
        status, body = self.answer
        return web.json_response(body, status=status)

    async def _back(self, request: web.Request) -> web.Response:
        self.backs.append(Move(await request.json(), request.headers.get("X-CSRF-Token")))
        status, body = self.answer
        return web.json_response(body, status=status)

    async def _live(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.append(socket)
        version = self.state["version"]  # the table as it stands, as the board sends it
        await socket.send_bytes(news(version, b"", table_png(version)))
        try:
            async for _ in socket:
                pass  # the page sends nothing
        finally:
            self.sockets.remove(socket)
        return socket

    async def _close_sockets(self, app: web.Application) -> None:
        for socket in list(self.sockets):
            await socket.close()


@web.middleware
async def _csp(request: web.Request, handler: Handler) -> web.StreamResponse:
    response = await handler(request)
    if not response.prepared:  # a WebSocket has sent its headers already
        response.headers["Content-Security-Policy"] = CSP
    return response


async def _no_icon(request: web.Request) -> web.Response:
    return web.Response(status=204)
