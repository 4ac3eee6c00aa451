"""The web board: a second front end on the Discord-free host. It serves each match's page
(`docs/WEB_BOARD.md`), tells open pages of every change at once (a WebSocket per page), and
makes a page's move through the very host call a button makes (`Host.act`: the same version
and prompt checks), whose outbox goes to Discord as a button's does (`deliver`), so the thread
tells the same story. Who a browser is comes from its signed session alone; what it sees is
what that person's seat may see, whatever it sends."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import weakref
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
import orjson
from aiohttp import WSMsgType, web
from aiolimiter import AsyncLimiter
from cachetools import LRUCache

import i18n
from bot.host import (
    BOARD,
    DirectMessage,
    Edit,
    Host,
    Item,
    Offer,
    Outbox,
    Picture,
    Post,
    Refused,
    refs,
)
from bot.host.offers import unlisted_amounts
from bot.host.page import Page
from bot.web.activity import FRAMED_BY, Activity, Instances
from bot.web.oauth import NONCE, STATE_SECONDS, DiscordSignIn
from bot.web.signing import SESSION_DAYS, Session, Signer
from games.core import Msg
from storage import MatchRow, SeatRow

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
COOKIE = "board_session"
SESSION = web.RequestKey[Session | None]("session")  # who a request is from, read once
# The page may load only what this server serves; no script but its own files; framed by
# nobody, or by Discord alone (an Activity).
CSP = (
    "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; style-src 'self'; "
    "script-src 'self'; frame-ancestors {framed_by}; base-uri 'none'; form-action 'self'"
)
FOR_GOOD = "public, max-age=31536000, immutable"  # a picture that never changes
PICTURES_KEPT = 128  # table pictures kept drawn, by match and version
COMING_WAIT = 5.0  # seconds a page waits for the thread's table before drawing its own
REQUESTS_PER_SECOND = 20  # from one address, beyond which it is answered 429
ADDRESSES_KEPT = 4096  # addresses whose rate is followed
VIEWERS_KEPT = 4096  # viewers whose pages' logs are followed
# The page's own words, by the key the script reads (`state.texts`), each a message `web-<key>`.
TEXTS = (
    "your-move", "waiting", "choices", "hand", "seats", "log", "zoom-in", "zoom-out", "fit",
    "sending", "stand-in", "spectator", "signed-in-as", "moved-on", "offline", "pick", "cancel",
    "replay", "replay-start", "back", "amount-play", "words",
)  # fmt: skip

Deliver = Callable[[int, Outbox], None]
"""Sends an outbox to Discord, to the channel given (the bot's courier)."""


@functools.cache
def page_texts(lang: str) -> dict[str, str]:
    """The page's own words in `lang`, by key (read, never changed)."""
    return {key: i18n.say(Msg(f"web-{key}"), lang) for key in TEXTS}


def amount_json(offer: Offer) -> dict[str, Any] | None:
    """The number the decision lets its player type, where its choices do not list them all:
    what the page's number field needs."""
    amount = offer.amount
    if amount is None or not unlisted_amounts(offer):
        return None
    return {"label": amount.label, "prefix": amount.prefix, "min": amount.minimum,
            "max": amount.maximum, "step": amount.step}  # fmt: skip


def web_text(text: str, names: dict[int, str]) -> str:
    """A host text as the page shows it: a person by their name at the table (`names`, by
    user id), a channel as "#", small print as a plain line; a moment stays marked, and the
    page writes it in its reader's own time zone (`rich` in board.js)."""

    def write(ref: refs.Ref) -> str:
        if ref.kind == refs.PERSON:
            return "@" + names.get(ref.number, "…")
        if ref.kind == refs.CHANNEL:
            return "#"
        if ref.kind == refs.MOMENT:
            return refs.OPEN + refs.MOMENT + str(ref.number) + refs.CLOSE
        return ""

    return refs.resolved(text, write)


def _boards(
    items: Iterable[Item],
) -> Iterable[tuple[int, int, Picture]]:
    """The thread's table pictures among `items`, by match and version: a board's is the public
    view in the match's language, the very table a page shows."""
    for item in items:
        post = item.post if isinstance(item, Edit) and item.slot == BOARD else item
        if (
            isinstance(post, Post)
            and post.record == BOARD
            and post.match_id is not None
            and post.version is not None
            and post.picture is not None
        ):
            yield post.match_id, post.version, post.picture


@dataclass(frozen=True)
class Viewer:
    """Who an open page is for: a signed-in person (`session`, with the CSRF token their moves
    need) or a spectator (None), and the language they read."""

    session: Session | None
    lang: str
    csrf: str | None = None


def news(version: int, told: bytes, picture: bytes, hand: bytes = b"") -> bytes:
    """A change as a page is sent it, in one message: the table's version, the length of what
    it is told and the length of its hand's picture (4 bytes each, big-endian), what it is told
    (JSON: the version and the state it now shows; none when it only needs the table), its
    hand's picture (a PNG, the one the state names, when it changed and is drawn already: the
    page need not ask for it) and the table (a PNG)."""
    head = version.to_bytes(4, "big") + len(told).to_bytes(4, "big") + len(hand).to_bytes(4, "big")
    return head + told + hand + picture


class Watchers:
    """The open pages of each match, told of every change: a WebSocket each, with its viewer.
    Every spectator in one language is sent the same; a signed-in person, their own."""

    def __init__(self) -> None:
        self._open: dict[int, weakref.WeakKeyDictionary[web.WebSocketResponse, Viewer]] = {}
        self._told: dict[int, int] = {}  # the latest version told, by match with open pages
        self._sending: set[asyncio.Task[None]] = set()  # held until sent

    def add(self, match_id: int, socket: web.WebSocketResponse, viewer: Viewer) -> None:
        self._open.setdefault(match_id, weakref.WeakKeyDictionary())[socket] = viewer

    def discard(self, match_id: int, socket: web.WebSocketResponse) -> None:
        sockets = self._open.get(match_id)
        if sockets is not None:
            sockets.pop(socket, None)
            if not sockets:
                del self._open[match_id]
                self._told.pop(match_id, None)

    def first_news(self, match_id: int, version: int) -> set[Viewer] | None:
        """The viewers of the match's open pages, if this version is news to them; None if it
        is not, or nobody looks."""
        sockets = self._open.get(match_id)
        if not sockets or self._told.get(match_id, -1) >= version:
            return None
        self._told[match_id] = version
        return set(sockets.values())

    def send(
        self,
        match_id: int,
        message: str | bytes,
        viewer: Viewer | None = None,
        to: web.WebSocketResponse | None = None,
    ) -> None:
        """`message` to the match's open pages of `viewer` (or to one page, or to all), without
        waiting on any."""
        for socket, of in list(self._open.get(match_id, {}).items()):
            if (viewer is None or of == viewer) and (to is None or socket is to):
                self._send(socket, message)

    def _send(self, socket: web.WebSocketResponse, message: str | bytes) -> None:
        """`message` on its way to a page, without waiting for it."""
        if socket.closed:
            return
        if isinstance(message, str):
            task = asyncio.ensure_future(socket.send_str(message))
        else:
            task = asyncio.ensure_future(socket.send_bytes(message))
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)

    async def close(self) -> None:
        for sockets in list(self._open.values()):
            for socket in list(sockets):
                await socket.close()


class Board:
    """The web board's server."""

    def __init__(
        self,
        host: Host,
        signer: Signer,
        deliver: Deliver,
        *,
        secure: bool = False,
        discord: DiscordSignIn | None = None,
        instances: Instances | None = None,
    ) -> None:
        self.host = host
        self.signer = signer
        self.deliver = deliver
        self.secure = secure  # served over https: the cookie is sent over https only
        self.discord = discord  # signing in with Discord, where the app's OAuth2 is set
        # The board as a Discord Activity, where the app's OAuth2 is set and Discord is asked
        # about its instances: then Discord may show the pages in its own window.
        self.activity = Activity(self, discord, instances) if discord and instances else None
        self.csp = CSP.format(framed_by=FRAMED_BY if self.activity else "'none'")
        self.watchers = Watchers()
        host.core.listeners.append(self.written)
        self._pictures: LRUCache[tuple[int, int], bytes] = LRUCache(PICTURES_KEPT)
        # What a spectator's page is sent, by match and language, until the match changes:
        # every spectator of a match is sent the same.
        self._watched: LRUCache[tuple[int, str], dict[str, Any]] = LRUCache(PICTURES_KEPT)
        self._latest: LRUCache[int, int] = LRUCache(PICTURES_KEPT)  # the version last heard
        self._newest: LRUCache[int, int] = LRUCache(PICTURES_KEPT)  # the newest table kept
        # What each viewer's pages were last sent of a match's log: its epoch and its length.
        self._sent_logs: LRUCache[tuple[int, Viewer], tuple[str, int]] = LRUCache(VIEWERS_KEPT)
        # What names the hand's picture each player's pages were last sent (`Page.hand_picture`).
        self._sent_hands: LRUCache[tuple[int, Viewer], str] = LRUCache(VIEWERS_KEPT)
        self._telling: set[asyncio.Task[None]] = set()  # pages being told, held until told
        self._rates: LRUCache[str, AsyncLimiter] = LRUCache(ADDRESSES_KEPT)
        # Tables the Discord adapter is drawing, by match and version, which pages wait for.
        self._coming: LRUCache[tuple[int, int], asyncio.Future[bytes | None]] = LRUCache(
            PICTURES_KEPT
        )
        # The table being drawn here for each match, which every page asking meanwhile waits for.
        self._drawing: dict[int, asyncio.Future[tuple[int, bytes]]] = {}

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        aiohttp_jinja2.setup(
            app, loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True
        )
        app.add_routes(
            [
                web.get("/in/{token}", self.sign_in),
                web.get("/auth/discord", self.discord_sign_in),
                web.get("/auth/callback", self.discord_callback),
                web.get("/m/{match:\\d+}/{key}/", self.page),
                web.get("/m/{match:\\d+}/{key}/state", self.state),
                web.get("/m/{match:\\d+}/{key}/table.png", self.table_png),
                web.get("/m/{match:\\d+}/{key}/words", self.words),
                web.get("/m/{match:\\d+}/{key}/hand.png", self.hand_png),
                web.get("/m/{match:\\d+}/{key}/replay.png", self.replay_png),
                web.post("/m/{match:\\d+}/{key}/move", self.move),
                web.post("/m/{match:\\d+}/{key}/back", self.back),
                web.get("/m/{match:\\d+}/{key}/live", self.live),
                web.static("/static", HERE / "static"),
                *(self.activity.routes() if self.activity else ()),
            ]
        )
        app.on_shutdown.append(lambda _: self.watchers.close())
        return app

    def written(self, match: MatchRow, seats: list[SeatRow]) -> None:
        """A change this process wrote, the match and its seats as written (`changed`)."""
        self.changed(match.id, match.version, (match, seats))

    def changed(
        self, match_id: int, version: int, written: tuple[MatchRow, list[SeatRow]] | None = None
    ) -> None:
        """A change of the match, written here (as `written`) or in another process: what
        spectators were sent of it is old, and its open pages are told."""
        self._latest[match_id] = max(version, self._latest.get(match_id, version))
        for lang in i18n.LANGS:
            self._watched.pop((match_id, lang), None)
        viewers = self.watchers.first_news(match_id, version)
        if viewers is not None:
            task = asyncio.ensure_future(self._tell(match_id, version, viewers, written))
            self._telling.add(task)
            task.add_done_callback(self._telling.discard)

    async def _tell(
        self,
        match_id: int,
        version: int,
        viewers: set[Viewer],
        written: tuple[MatchRow, list[SeatRow]] | None,
    ) -> None:
        """The match's open pages told of `version` in one message each (`news`): the state
        it now shows, all worked out at once from the match as `written` (else read; every
        spectator in one language is sent the same, a signed-in person their own), and the
        new table (the one drawn for the thread, once it is), so that no page asks for
        either; a player's page, its hand's new picture if it is drawn by then (for the
        player's DM), else the page asks for it."""
        told = list(viewers)
        readers = [(v.session.user_id if v.session else None, v.lang) for v in told]
        try:
            pages = await self.host.pages.pages(match_id=match_id, readers=readers, written=written)
        except Refused:  # ended and gone: the version alone
            for viewer in told:
                self.watchers.send(match_id, json.dumps({"version": version}), viewer)
            return
        states = []
        shared: dict[tuple[str, int], bytes] = {}  # spectators' news, by language and log
        for viewer, page in zip(told, pages, strict=True):
            i18n.set_reader(viewer.lang)
            since = self._log_since(match_id, viewer, page)
            key = (viewer.lang, since)
            message = shared.get(key) if viewer.session is None else None
            if message is None:
                state = self._state_json(page, viewer.session, viewer.csrf, since)
                message = orjson.dumps({"version": version, "state": state})
                if viewer.session is None:
                    shared[key] = message
            states.append(message)
        try:
            now, picture = await self._table(match_id, version)
        except Refused:  # gone meanwhile: the news without it
            now, picture = version, b""
        for viewer, page, message in zip(told, pages, states, strict=True):
            hand = self._hand_news(match_id, viewer, page)
            self.watchers.send(match_id, news(now, message, picture, hand), viewer)

    def _hand_news(self, match_id: int, viewer: Viewer, page: Page) -> bytes:
        """The hand's picture a player's pages are sent with a change: the one their state
        names, if it is not the one they were last sent and is drawn already; else none."""
        if viewer.session is None or not page.hand_picture:
            return b""
        if self._sent_hands.get((match_id, viewer)) == page.hand_picture:
            return b""
        user = viewer.session.user_id
        hand = self.host.pages.hand_kept(page.hand_picture, match_id, user) or b""
        if hand:
            self._sent_hands[(match_id, viewer)] = page.hand_picture
        return hand

    def _log_since(self, match_id: int, viewer: Viewer, page: Page) -> int:
        """The first line of the page's log the viewer's pages were not sent yet, when the log
        only grew since (the same epoch), else 0: a long match's log is not sent again with
        every move. A page that cannot follow asks for the whole state."""
        sent = self._sent_logs.get((match_id, viewer))
        self._sent_logs[(match_id, viewer)] = (page.log_epoch, len(page.log))
        if sent is None or sent[0] != page.log_epoch or sent[1] > len(page.log):
            return 0
        return sent[1]

    def coming(self, items: Iterable[Item]) -> None:
        """Pictures the Discord adapter is about to draw for the thread: a page asking for one
        of these tables waits for it rather than draw it again."""
        for match_id, version, _ in _boards(items):
            if (match_id, version) not in self._pictures:
                self._coming.setdefault((match_id, version), asyncio.Future())

    def drawn(self, items: Iterable[Item]) -> None:
        """Pictures the Discord adapter drew: a board's is the very table a page shows (the
        public view, in the match's language), and a hand's DM the picture its player's page
        shows, kept so no page draws them again. The pages waiting for an older table of the
        match (one that a later board replaced before it was drawn) are let go."""
        items = list(items)
        for dm in (item for item in items if isinstance(item, DirectMessage)):
            hand = dm.picture  # hands' pictures first: a page asks for its own once told
            if hand is not None and hand.key and hand.drawn:
                self.host.pages.hand_drawn(hand.key, hand.data, dm.match_id, dm.user_id)
        for match_id, version, picture in _boards(items):
            if not picture.drawn:
                continue
            self._keep(match_id, version, picture.data)
            for key in [k for k in self._coming if k[0] == match_id and k[1] <= version]:
                waiting = self._coming.pop(key)
                if not waiting.done():
                    waiting.set_result(picture.data if key[1] == version else None)

    def page_path(self, match_id: int) -> str:
        """The path of a match's page (its view key in it)."""
        return f"/m/{match_id}/{self.signer.view_key(match_id)}/"

    def sign_in_path(self, match_id: int, user_id: int, name: str) -> str:
        """The path of a personal sign-in link to a match's page (`/game web`)."""
        return f"/in/{self.signer.link(match_id, user_id, name)}"

    @web.middleware
    async def _guard(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Every answer under the page's policy; a flood from one address answered 429 before
        anything is read for it."""
        if not request.path.startswith("/static/"):  # the page's own files cost nothing
            rate = self._rates.get(who := self._asker(request))
            if rate is None:
                rate = self._rates[who] = AsyncLimiter(REQUESTS_PER_SECOND, 1)
            if not rate.has_capacity():
                raise web.HTTPTooManyRequests(text="Too many requests: wait a moment.")
            await rate.acquire()
        response = await handler(request)
        response.headers["Content-Security-Policy"] = self.csp
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        return response

    # --- who is asking -------------------------------------------------------------------

    def _asker(self, request: web.Request) -> str:
        """Whose requests a flood is counted in: a signed-in person's own, wherever they come
        from; anyone else's by their address, the one a reverse proxy on this machine names
        (`X-Forwarded-For`'s last hop: the one it saw) when the request comes through it."""
        session = self._session(request)
        if session is not None:
            return f"user:{session.user_id}"
        address = request.remote or "?"
        forwarded = request.headers.get("X-Forwarded-For")
        if forwarded and address in ("127.0.0.1", "::1"):
            address = forwarded.rsplit(",", 1)[-1].strip()
        return f"address:{address}"

    def _session(self, request: web.Request) -> Session | None:
        """Who the request's session cookie names, checked once a request (the guard counts
        a flood by it, then the handler acts for it)."""
        if SESSION not in request:
            request[SESSION] = self.signer.read_session(request.cookies.get(COOKIE))
        return request[SESSION]

    async def reader(self, request: web.Request, session: Session | None) -> str:
        """The reader's language, set for what the host says them: the one the bot knows for
        a signed-in person (chosen, or their Discord client's), else their browser's."""
        lang = i18n.lang_of(request.headers.get("Accept-Language", "")[:2])
        if session is not None:
            lang = (await self.host.languages.of([session.user_id])).get(session.user_id, lang)
        i18n.set_reader(lang)
        return lang

    def _match_id(self, request: web.Request) -> int:
        """The match of a page's address, whose key must be its own."""
        match_id = int(request.match_info["match"])
        if not self.signer.view_ok(match_id, request.match_info["key"]):
            raise web.HTTPNotFound(text="No such board.")
        return match_id

    # --- pages ---------------------------------------------------------------------------

    async def sign_in(self, request: web.Request) -> web.StreamResponse:
        """A personal link: its person signed in, then on to the match's page."""
        found = self.signer.read_link(request.match_info["token"])
        if found is None:
            raise web.HTTPForbidden(text="This link is not valid any more: ask for a new one "
                                    "with /game web.")  # fmt: skip
        match_id, session = found
        raise self._signed_in(web.HTTPSeeOther(self.page_path(match_id)), session)

    def _signed_in(self, response: web.HTTPException, session: Session) -> web.HTTPException:
        """`response` with the person's session cookie."""
        self.sign_in_on(response, session)
        return response

    def sign_in_on(
        self, response: web.StreamResponse, session: Session, framed: bool = False
    ) -> None:
        """The person's session cookie set on `response`. `framed`: for pages Discord shows in
        its own window (an Activity), where the board is another site's frame: sent there too
        (`SameSite=None`, over https only, kept apart for that site: `Partitioned`)."""
        across = framed and self.secure  # a browser keeps SameSite=None only with Secure
        response.set_cookie(
            COOKIE,
            self.signer.session(session),
            max_age=SESSION_DAYS * 24 * 3600,
            httponly=True,
            secure=self.secure,
            samesite="None" if across else "Lax",
            partitioned=True if across else None,
            path="/",
        )

    async def discord_sign_in(self, request: web.Request) -> web.StreamResponse:
        """Off to Discord's consent page, to come back to the page the person was on."""
        if self.discord is None:
            raise web.HTTPNotFound(text="Signing in with Discord is not set up on this bot.")
        after = request.query.get("after", "")
        if not after.startswith("/m/"):
            raise web.HTTPBadRequest(text="Sign in from a match's page.")
        start = self.discord.start(after)
        response = web.HTTPFound(start.url)
        response.set_cookie(NONCE, start.nonce, max_age=STATE_SECONDS, httponly=True,
                            secure=self.secure, samesite="Lax", path="/auth/")  # fmt: skip
        raise response

    async def discord_callback(self, request: web.Request) -> web.StreamResponse:
        """Back from Discord: the person it names signed in, on the page they came from."""
        if self.discord is None:
            raise web.HTTPNotFound(text="Signing in with Discord is not set up on this bot.")
        after = self.discord.returning(request.query.get("state", ""), request.cookies.get(NONCE))
        code = request.query.get("code")
        session = await self.discord.person(code) if after and code else None
        if after is None or session is None:
            raise web.HTTPForbidden(text="Discord did not sign you in: try again from the page.")
        response = self._signed_in(web.HTTPSeeOther(after), session)
        response.del_cookie(NONCE, path="/auth/")
        raise response

    async def page(self, request: web.Request) -> web.StreamResponse:
        match_id = self._match_id(request)
        lang = await self.reader(request, self._session(request))
        context = {"lang": lang, "static": "/static", "match": match_id}
        return aiohttp_jinja2.render_template("board.html", request, context)

    async def state(self, request: web.Request) -> web.StreamResponse:
        match_id = self._match_id(request)
        session = self._session(request)
        lang = await self.reader(request, session)
        try:
            if session is None:
                return web.json_response(await self._spectators_state(match_id, lang))
            page = await self.host.pages.page(match_id=match_id, user_id=session.user_id)
        except Refused as e:
            raise web.HTTPNotFound(text=str(e)) from None
        csrf = self.signer.csrf(request.cookies[COOKIE])
        return web.json_response(self._state_json(page, session, csrf))

    async def _spectators_state(self, match_id: int, lang: str) -> dict[str, Any]:
        """What every spectator's page in `lang` is sent: built once a version (the reader's
        language set to `lang`)."""
        kept = self._watched.get((match_id, lang))
        if kept is not None:
            return kept
        page = await self.host.pages.page(match_id=match_id, user_id=None)
        state = self._state_json(page, None, None)
        if page.version >= self._latest.get(match_id, page.version):
            self._watched[(match_id, lang)] = state  # unless a change came in meanwhile
        return state

    def _state_json(
        self, page: Page, session: Session | None, csrf: str | None, log_from: int = 0
    ) -> dict[str, Any]:
        """The page's state (`docs/WEB_BOARD.md`), texts written for the page; its log from
        line `log_from` on."""
        names = page.people

        def text(t: str) -> str:
            return web_text(t, names)

        you = None
        if page.seat is not None:
            you = {
                "seat": page.seat,
                "name": page.seats[page.seat].name,
                "hand": text(page.hand),
                "picture": f"hand.png?k={page.hand_picture}",
            }
        decision = None
        if page.offer is not None:
            offer = page.offer
            decision = {
                "text": text(offer.text),
                "help": text(offer.help),
                "version": offer.version,
                "prompt": offer.prompt_hash,
                "back": offer.back,
                "amount": amount_json(offer),
                "choices": [
                    {"id": o.id, "label": text(o.label), "place": page.option_places.get(o.id)}
                    for o in offer.choices
                ],
            }
        reader = i18n.reader()
        return {
            "match": page.match_id,
            "version": page.version,
            "status": page.status,
            "lang": reader,
            "title": page.title,
            "alt": text(page.alt),  # the table picture in words
            "heading": text(page.heading),
            "waiting": text(page.waiting),
            "seats": [
                {"seat": s.seat, "name": s.name, "waiting": s.waiting, "stand_in": s.stand_in}
                for s in page.seats
            ],
            "picture": f"table.png?v={page.version}",
            "places": [{"id": p.id, "name": p.name, "box": list(p.box)} for p in page.places],
            "log": [text(line) for line in page.log[log_from:]],
            "log_from": log_from,  # the log's first line here (a live message: the new ones)
            "log_epoch": page.log_epoch,
            "you": you,
            "decision": decision,
            "replay": {"moves": page.moves} if page.moves else None,
            "csrf": csrf,
            "sign_in": (
                f"/auth/discord?after={self.page_path(page.match_id)}"
                if session is None and self.discord is not None
                else None
            ),
            "texts": page_texts(reader),
        }

    async def words(self, request: web.Request) -> web.StreamResponse:
        """The public table in words (the same for everyone), which the page shows when asked."""
        match_id = self._match_id(request)
        try:
            version, said = await self.host.pages.words(match_id=match_id)
        except Refused as e:
            raise web.HTTPNotFound(text=str(e)) from None
        return web.json_response({"version": version, "words": web_text(said, {})},
                                 headers={"Cache-Control": "no-store"})  # fmt: skip

    async def table_png(self, request: web.Request) -> web.StreamResponse:
        match_id = self._match_id(request)
        try:
            version = int(request.query.get("v", "-1"))
        except ValueError:
            version = -1
        try:
            now, data = await self._table(match_id, version)
        except Refused as e:
            raise web.HTTPNotFound(text=str(e)) from None
        cached = FOR_GOOD if now == version else "no-store"
        return web.Response(body=data, content_type="image/png",
                            headers={"Cache-Control": cached})  # fmt: skip

    async def _table(self, match_id: int, version: int) -> tuple[int, bytes]:
        """The match's table picture at `version` and that version: kept, or waited for while
        it is drawn for the thread. Else the newest the thread's drew after it, else the table
        as it now stands, drawn here."""
        kept = self._pictures.get((match_id, version))
        coming = self._coming.get((match_id, version))
        if kept is None and coming is not None:
            with contextlib.suppress(TimeoutError):
                kept = await asyncio.wait_for(asyncio.shield(coming), COMING_WAIT)
        if kept is not None:
            return version, kept
        newest = self._newest.get(match_id, -1)
        if newest > version and (kept := self._pictures.get((match_id, newest))) is not None:
            return newest, kept
        now, data = await self._table_now(match_id)
        if now < version:  # drawn before the move the page was told of: again
            self._drawing.pop(match_id, None)
            now, data = await self._table_now(match_id)
        self._keep(match_id, now, data)
        return now, data

    def _keep(self, match_id: int, version: int, picture: bytes) -> None:
        self._pictures[(match_id, version)] = picture
        self._newest[match_id] = max(version, self._newest.get(match_id, version))

    async def _table_now(self, match_id: int) -> tuple[int, bytes]:
        """The match's table as it now stands, and its version: the pages told of a move ask
        for it at once, and one drawing serves them all."""
        drawing = self._drawing.get(match_id)
        if drawing is None:
            drawing = asyncio.ensure_future(self.host.pages.table_png(match_id=match_id))
            self._drawing[match_id] = drawing
            drawing.add_done_callback(
                lambda done: (
                    self._drawing.pop(match_id, None)
                    if self._drawing.get(match_id) is done
                    else None
                )
            )
        return await asyncio.shield(drawing)

    async def replay_png(self, request: web.Request) -> web.StreamResponse:
        """The table of a finished match after a move: the same for everyone, for good."""
        match_id = self._match_id(request)
        try:
            move = int(request.query.get("move", ""))
            data = await self.host.pages.replay_png(match_id=match_id, move=move)
        except (ValueError, Refused) as e:
            raise web.HTTPNotFound(text=str(e)) from None
        return web.Response(body=data, content_type="image/png",
                            headers={"Cache-Control": FOR_GOOD})  # fmt: skip

    async def hand_png(self, request: web.Request) -> web.StreamResponse:
        match_id = self._match_id(request)
        session = self._session(request)
        if session is None:
            raise web.HTTPForbidden(text="Sign in to see your hand.")
        # The picture the page was told of, kept (drawn for the player's DM, or before): as is.
        data = self.host.pages.hand_kept(request.query.get("k", ""), match_id, session.user_id)
        if data is None:
            lang = await self.reader(request, session)
            try:
                data = await self.host.pages.hand_png(
                    match_id=match_id, user_id=session.user_id, lang=lang
                )
            except Refused as e:
                raise web.HTTPForbidden(text=str(e)) from None
        return web.Response(body=data, content_type="image/png",
                            headers={"Cache-Control": "private, no-store"})  # fmt: skip

    async def move(self, request: web.Request) -> web.StreamResponse:
        """A move from the page: `{"choice", "version", "prompt"}`, as a button's."""

        def made(session: Session, match_id: int, body: Any) -> Awaitable[Outbox]:
            return self.host.act(
                user_id=session.user_id,
                choice_id=str(body["choice"]),
                match_id=match_id,
                version=int(body["version"]),
                prompt_hash_seen=str(body["prompt"]),
            )

        return await self._change(request, made)

    async def back(self, request: web.Request) -> web.StreamResponse:
        """Back from the page: `{"version"}`, the one the player's latest step made."""

        def made(session: Session, match_id: int, body: Any) -> Awaitable[Outbox]:
            version = int(body["version"])
            return self.host.undo(user_id=session.user_id, match_id=match_id, version=version)

        return await self._change(request, made)

    async def _change(
        self, request: web.Request, made: Callable[[Session, int, Any], Awaitable[Outbox]]
    ) -> web.StreamResponse:
        """A change from the page, made by the very host call a button makes (`made`, from
        the request's JSON) and told at the table as a button's is: only with the session and
        its CSRF token, from this site."""
        match_id = self._match_id(request)
        session = self._session(request)
        cookie = request.cookies.get(COOKIE)
        if session is None or not self.signer.csrf_ok(cookie, request.headers.get("X-CSRF-Token")):
            return web.json_response({"ok": False, "error": "Sign in again."}, status=403)
        if request.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none"):
            return web.json_response({"ok": False, "error": "Refused."}, status=403)
        await self.reader(request, session)
        try:
            making = made(session, match_id, await request.json())
        except (ValueError, KeyError, TypeError):
            return web.json_response({"ok": False, "error": "Not a move."}, status=400)
        try:
            outbox = await making
        except Refused as e:
            return web.json_response({"ok": False, "error": str(e)}, status=409)
        if outbox.channel_id is not None:
            self.deliver(outbox.channel_id, outbox)
        return web.json_response({"ok": True, "reply": web_text(outbox.reply or "", {})})

    def _origins(self, request: web.Request) -> set[str]:
        """The sites a page's socket may be opened from: this one, and the proxy Discord serves
        the Activity through (`<app id>.discordsays.com`), which names itself, not us."""
        mine = {request.host}
        if self.activity is not None:
            mine.add(f"{self.activity.discord.client_id}.discordsays.com")
        return mine

    async def live(self, request: web.Request) -> web.StreamResponse:
        """A page's WebSocket: sent the table now, then each change of its match: the state
        its viewer now sees (who they are is the session's when the socket opened), and the
        new table."""
        match_id = self._match_id(request)
        origin = request.headers.get("Origin")
        if origin is not None and origin.split("://", 1)[-1] not in self._origins(request):
            raise web.HTTPForbidden(text="Refused.")
        session = self._session(request)
        lang = await self.reader(request, session)
        cookie = request.cookies.get(COOKIE)
        csrf = self.signer.csrf(cookie) if session is not None and cookie else None
        # Not compressed: the tables are PNGs already, and the bot's CPU goes to its moves.
        socket = web.WebSocketResponse(heartbeat=30, compress=False)
        await socket.prepare(request)
        self.watchers.add(match_id, socket, Viewer(session, lang, csrf))
        with contextlib.suppress(Refused):  # the table as it stands, then each new one
            now, picture = await self._table(match_id, self._latest.get(match_id, -1))
            self.watchers.send(match_id, news(now, b"", picture), to=socket)
        try:
            async for message in socket:  # the page says nothing; a close ends it
                if message.type == WSMsgType.ERROR:
                    break
        finally:
            self.watchers.discard(match_id, socket)
        return socket
