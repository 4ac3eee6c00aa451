"""A small fake Discord (REST + gateway) on 127.0.0.1, enough for the real discord.py client to
log in, sync commands, receive interactions and send messages, files and DMs.

See shared/FAKE_DISCORD_NOTES.md for the facts this rests on. Everything the bot sends is kept
in `messages`, in order, so tests can look at the PNGs and DMs it produced. For `make bench`'s
load the fake also serves several text channels, counts every REST request by route, and has a
light mode that keeps only what a player needs (the live messages, no file bytes) so minutes of
load fit in memory.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import json
import re
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, cast

from aiohttp import WSMsgType, web
from yarl import URL

from bot.host import refs
from tests.e2e.discord_schema import describe, invalid_form_body

APP_ID = 900_000_000_000_000_001
GUILD_ID = 900_000_000_000_000_002
CHANNEL_ID = 900_000_000_000_000_003
EPHEMERAL = 64
ALL_PERMISSIONS = str((1 << 50) - 1)
# View Channel, Send Messages, Embed Links, Attach Files, Read Message History, Use Commands,
# Create Public Threads, Send Messages in Threads
MEMBER_PERMISSIONS = str(
    0x400 | 0x800 | 0x4000 | 0x8000 | 0x10000 | 0x80000000 | (1 << 35) | (1 << 38)
)
ATTACH_FILES = 0x8000
GONE = {10062, 10015}  # unknown interaction, unknown webhook: nothing answers it any more
ERROR_MESSAGES = {
    10062: "Unknown interaction",
    10015: "Unknown Webhook",
    40060: "Interaction has already been acknowledged.",
}
INTERACTION_ROUTES = ("interactions", "webhooks")  # answers to interactions, not the bot's own
KEPT_INTERACTIONS = 5000  # light mode: the latest ones, enough for every answer still under way
TOKEN_LIFE = 15 * 60.0  # seconds an interaction's token answers follow-ups
CLIENT_SECRET = "the-fake-application's-client-secret"  # OAuth2: the app's, as the bot is set
WHO = "fake_discord_user"  # the cookie that says who a browser is signed in to Discord as
# An Activity's instance: the one id Discord's SDK mock (`DiscordSDKMock`) ever names.
ACTIVITY_INSTANCE = "123456789012345678"


def outside_interactions(requests: Counter[str]) -> Counter[str]:
    """Of `FakeDiscord.requests`, those not answering an interaction: the bot's own posts,
    edits, deletes, DMs, user fetches, threads..."""
    return Counter({r: n for r, n in requests.items() if r.split("/")[1] not in INTERACTION_ROUTES})


def _now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(frozen=True)
class Mention:
    """A slash command's user option (`/game kick player:@Bob`)."""

    user_id: int


@dataclass
class Message:
    id: int
    channel_id: int
    kind: str  # "channel", "dm" or "interaction"
    content: str
    files: list[tuple[str, bytes]]
    components: list[dict[str, Any]]
    flags: int = 0
    interaction_id: int | None = None
    edits: int = 0
    allowed_mentions: dict[str, Any] | None = None  # None: Discord pings whatever the text names
    sizes: list[int] = field(default_factory=list)  # of the files (light mode keeps no bytes)
    alts: list[str] = field(default_factory=list)  # the files' descriptions (alt text)
    changed_at: float = field(default_factory=time.perf_counter)  # posted or last edited
    embeds: list[dict[str, Any]] = field(default_factory=list)

    def text(self) -> str:
        """All a reader sees written on the message: its content, then its embeds' titles and
        descriptions."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
        return "\n".join(p for p in parts if p)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    def custom_ids(self) -> list[str]:
        return [
            c["custom_id"]
            for row in self.components
            for c in row.get("components", [])
            if "custom_id" in c
        ]

    def button(self, label: str) -> str:
        for row in self.components:
            for c in row.get("components", []):
                if c.get("label") == label:
                    return c["custom_id"]
        raise KeyError(f"no button {label!r} on message: {self.content!r}")

    def select(self) -> tuple[str, list[str]]:
        for row in self.components:
            for c in row.get("components", []):
                if c.get("type") == 3:
                    return c["custom_id"], [o["value"] for o in c["options"]]
        raise KeyError(f"no select menu on message: {self.content!r}")

    def buttons(self) -> list[tuple[str, str]]:
        return [
            (c.get("label", ""), c["custom_id"])
            for row in self.components
            for c in row.get("components", [])
            if c.get("type") == 2
        ]


@dataclass
class Interaction:
    id: int
    token: str
    user_id: int
    callbacks: list[dict[str, Any]] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    channel_id: int = CHANNEL_ID  # where it was sent from, where its answers appear
    done: asyncio.Event = field(default_factory=asyncio.Event)
    acknowledged: asyncio.Event = field(default_factory=asyncio.Event)
    deferred_ephemeral: bool = False
    modal: dict[str, Any] | None = None  # the form the bot opened in answer (callback type 9)
    launched: bool = False  # answered by launching the app's Activity (callback type 12)
    # The interaction's own message (@original): the one its component sits on, its answer,
    # or, after a "thinking" defer, the first message it sends.
    original: Message | None = None
    sent_at: float = 0.0  # time.perf_counter() when dispatched
    acknowledged_at: float = 0.0  # ... when its first callback came
    done_at: float = 0.0  # ... when it was answered

    @property
    def reply(self) -> Message:
        """The interaction's answer, once `done`: the latest of its messages that is its own
        (@original) or private; what it posted for the table (a board, a ping) is not."""
        return next(m for m in reversed(self.messages) if m is self.original or m.ephemeral)

    @property
    def autocomplete(self) -> list[dict[str, Any]]:
        return self.callbacks[-1]["data"]["choices"]


class FakeDiscord:
    """`channels`: text channels in the guild (the first is CHANNEL_ID). `light`: keep no file
    bytes, no list of every message, and only the latest interactions. `heartbeat_ms`: the
    gateway's heartbeat interval (Discord's is about 41 s; short by default for tests)."""

    def __init__(self, channels: int = 1, light: bool = False, heartbeat_ms: int = 250) -> None:
        self.ids = itertools.count(910_000_000_000_000_000)
        self.light = light
        self.heartbeat_ms = heartbeat_ms
        self.text_channels: list[int] = [CHANNEL_ID]
        self.bot_user = self.user_payload(APP_ID, "GameBot", bot=True)
        # OAuth2 (the board's sign-in with Discord): codes given, by code: (user, redirect);
        # access tokens, by token: user.
        self.oauth_codes: dict[str, tuple[int, str | None]] = {}
        self.oauth_tokens: dict[str, int] = {}
        # The app's Activity where it was launched: its instance (the SDK mock's id) by channel,
        # and who is in it.
        self.activity_users: dict[int, set[int]] = {}
        # Whether Discord launches the Activity in a thread (not documented: the tests try both).
        self.activity_in_threads = True
        self.users: dict[int, dict[str, Any]] = {}
        self.locales: dict[int, str] = {}  # each user's client language ("fr"; else "en-US")
        self.guild_locale = "en-US"  # the server's language (its community's preferred locale)
        self.outsiders: set[int] = set()  # users who are not members of the guild
        self.closed_dms: set[int] = set()
        self.dm_channels: dict[int, int] = {}  # channel id -> user id
        self.messages: list[Message] = []
        self.interactions: dict[int, Interaction] = {}
        self.by_token: dict[str, Interaction] = {}
        self.commands: dict[str, dict[str, Any]] = {}  # every scope's, by name
        self.scopes: dict[str, dict[str, dict[str, Any]]] = {}  # "global" or a server's id
        self.sockets: list[web.WebSocketResponse] = []
        self.unexpected: list[str] = []
        self.seq = 0
        self.sessions = 0  # gateway sessions started (READY sent)
        self.shard: list[int] | None = None  # [shard id, shard count] the bot identified as
        self.everyone = int(MEMBER_PERMISSIONS)  # what @everyone, the bot included, may do
        self.threads: dict[int, int] = {}  # thread id -> the channel it was opened in
        self.rooms: dict[int, int] = {}  # channel id -> the latest thread opened from it
        self.deleted: list[Message] = []  # messages the bot deleted (not kept in light mode)
        self._deleted_ids: set[int] = set()
        self._tokens: deque[tuple[float, str]] = deque()  # light: slimmed interactions' tokens
        self._by_id: dict[int, Message] = {}  # every message by id (light: the live public ones)
        self._live: dict[int, dict[int, Message]] = {}  # channel -> its public undeleted posts
        self.here = CHANNEL_ID  # where the players type their commands (a match's thread)
        self.no_threads = False  # True: the bot may not create threads here
        self.port = 0
        self._runner: web.AppRunner | None = None
        self.changed = asyncio.Event()
        self._sources: dict[int, Message] = {}  # interaction id -> the message it came from
        self.refusals: list[list[Any]] = []  # [path part, status, code, times left, files only]
        self.refused: list[str] = []  # the requests answered with an error, in order
        self.invalid: list[str] = []  # bodies Discord would refuse (400, 50035), field by field
        # Requests carrying a host reference (bot.host.refs) the adapter did not write out.
        self.unwritten: list[str] = []
        # every REST request in order, "METHOD /path" (not kept in light mode)
        self.request_log: list[str] = []
        self.requests: Counter[str] = Counter()  # "METHOD /route/{id}" -> how many
        self.first_request: dict[str, float] = {}  # route -> perf_counter of its first request
        self.identified_at = 0.0  # perf_counter of the first IDENTIFY on the gateway
        # The interaction handlers under way in the bot, when it runs in this process (the
        # tests' harness sets it): a press that waits for its answer waits for the rest of its
        # handling too, as a player reads the table after their answer.
        self.handlers: Callable[[], set[asyncio.Task[Any]]] = set
        for _ in range(channels - 1):
            self.add_channel()

    def add_channel(self) -> int:
        """Another text channel in the guild (before the bot connects, so it is in its cache)."""
        cid = next(self.ids)
        self.text_channels.append(cid)
        return cid

    def room(self, channel_id: int) -> int:
        """Where a channel's players type: the latest thread opened from it, else itself."""
        return self.rooms.get(channel_id, channel_id)

    # ---- payloads ---------------------------------------------------------------------------
    @staticmethod
    def user_payload(uid: int, name: str, bot: bool = False) -> dict[str, Any]:
        return {
            "id": str(uid),
            "username": name,
            "global_name": name,
            "discriminator": "0",
            "avatar": None,
            "bot": bot,
            "public_flags": 0,
        }

    def add_user(self, uid: int, name: str, locale: str = "en-US") -> dict[str, Any]:
        """A person; `locale`: their Discord client's language, sent with each interaction."""
        self.users[uid] = self.user_payload(uid, name)
        self.locales[uid] = locale
        return self.users[uid]

    def message_payload(self, m: Message) -> dict[str, Any]:
        return {
            "id": str(m.id),
            "channel_id": str(m.channel_id),
            "type": 0,
            "content": m.content,
            "author": self.bot_user,
            "attachments": [
                {
                    "id": str(i),
                    "filename": name,
                    "size": size,
                    "url": f"http://127.0.0.1:{self.port}/files/{m.id}/{name}",
                    "proxy_url": f"http://127.0.0.1:{self.port}/files/{m.id}/{name}",
                }
                for i, ((name, _data), size) in enumerate(zip(m.files, m.sizes, strict=True))
            ],
            "embeds": m.embeds,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "mention_everyone": False,
            "tts": False,
            "timestamp": _now(),
            "edited_timestamp": None,
            "flags": m.flags,
            "components": m.components,
        }

    def guild_payload(self) -> dict[str, Any]:
        return {
            "id": str(GUILD_ID),
            "name": "Test Server",
            "owner_id": "1",
            "icon": None,
            "roles": [
                {
                    "id": str(GUILD_ID),
                    "name": "@everyone",
                    "permissions": str(self.everyone),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "channels": [
                {
                    "id": str(cid),
                    "type": 0,
                    "name": "games" if n == 0 else f"games-{n + 1}",
                    "position": n,
                    "permission_overwrites": [],
                    "guild_id": str(GUILD_ID),
                }
                for n, cid in enumerate(self.text_channels)
            ],
            "members": [],
            "member_count": 5,
            "features": [],
            "emojis": [],
            "stickers": [],
            "threads": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "voice_states": [],
            "presences": [],
            "large": False,
            "unavailable": False,
            "joined_at": _now(),
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "premium_tier": 0,
            "preferred_locale": self.guild_locale,
            "system_channel_flags": 0,
            "nsfw_level": 0,
        }

    # ---- server -----------------------------------------------------------------------------
    async def start(self) -> None:
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_get("/gateway", self.gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest)
        app.router.add_get("/oauth2/authorize", self.authorize)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        for ws in self.sockets:
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.append(ws)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            payload = json.loads(msg.data)
            if payload["op"] == 1:
                await ws.send_json({"op": 11})
            elif payload["op"] in (2, 6):  # IDENTIFY (or RESUME, answered as a fresh session)
                self.shard = payload["d"].get("shard", self.shard)
                url = f"ws://127.0.0.1:{self.port}/gateway"
                self.sessions += 1
                self.identified_at = self.identified_at or time.perf_counter()
                await self.dispatch(
                    ws,
                    "READY",
                    {
                        "v": 10,
                        "user": self.bot_user,
                        "session_id": "fake-session",
                        "resume_gateway_url": url,
                        "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
                        "application": {"id": str(APP_ID), "flags": 0},
                        # As Discord does, READY names the shard the bot identified as (a
                        # resume, answered as a new session, keeps the last one).
                        **({"shard": self.shard} if self.shard else {}),
                    },
                )
                await self.dispatch(ws, "GUILD_CREATE", self.guild_payload())
        if ws in self.sockets:
            self.sockets.remove(ws)
        return ws

    async def dispatch(self, ws: web.WebSocketResponse, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        await ws.send_json({"op": 0, "t": event, "s": self.seq, "d": data})

    @staticmethod
    def json(data: Any, status: int = 200) -> web.Response:
        # discord.py wants exactly "application/json" (no charset) to parse a body.
        return web.Response(
            body=json.dumps(data).encode(),
            status=status,
            headers={"Content-Type": "application/json"},
        )

    async def body(self, request: web.Request) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
        if request.content_type.startswith("multipart/"):
            payload: dict[str, Any] = {}
            files = []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    files.append((part.filename or "file", bytes(await part.read())))
            return payload, files
        if request.content_type == "application/x-www-form-urlencoded":
            return dict(await request.post()), []
        if request.can_read_body:
            return await request.json(), []
        return {}, []

    async def authorize(self, request: web.Request) -> web.Response:
        """Discord's consent page, agreed at once by whoever the browser is signed in as (its
        `WHO` cookie): back to the app's redirect with a code, as Discord sends it."""
        query = request.query
        user = request.cookies.get(WHO)
        if (
            query.get("client_id") != str(APP_ID)
            or query.get("response_type") != "code"
            or query.get("scope") != "identify"
            or user is None
            or int(user) not in self.users
        ):
            return web.Response(status=400, text="invalid_request")
        code = f"code-{next(self.ids)}"
        self.oauth_codes[code] = (int(user), query["redirect_uri"])
        back = URL(query["redirect_uri"]).update_query(code=code, state=query.get("state", ""))
        raise web.HTTPFound(str(back))

    def activity_code(self, user: int) -> str:
        """The code the Activity's `authorize` gives `user` inside Discord (no redirect)."""
        code = f"code-{next(self.ids)}"
        self.oauth_codes[code] = (user, None)
        return code

    def activity_instance(self, p: list[str], request: web.Request) -> web.Response:
        """`GET /applications/{app}/activity-instances/{id}`: for the app itself (its bot's
        token), the instance where its Activity runs, with who is in it; else none."""
        if not request.headers.get("Authorization", "").startswith("Bot "):
            return self.json({"message": "401: Unauthorized", "code": 0}, status=401)
        found = next(
            (channel for channel, users in self.activity_users.items() if users),
            None,
        )
        if p[1] != str(APP_ID) or p[3] != ACTIVITY_INSTANCE or found is None:
            return self.json({"message": "Unknown Activity Instance", "code": 10068}, status=404)
        guild = {"guild_id": str(GUILD_ID)} if found not in self.dm_channels else {}
        location = {"id": f"gc-{found}", "kind": "gc" if guild else "pc",
                    "channel_id": str(found), **guild}  # fmt: skip
        return self.json(
            {
                "application_id": str(APP_ID),
                "instance_id": ACTIVITY_INSTANCE,
                "launch_id": "1",
                "location": location,
                "users": [str(u) for u in sorted(self.activity_users[found])],
            }
        )

    def token_exchange(self, form: dict[str, Any]) -> web.Response:
        """`POST /oauth2/token`: a code, once, for the app that asked for it, with its secret."""
        given = self.oauth_codes.pop(str(form.get("code")), None)
        if (
            form.get("grant_type") != "authorization_code"
            or form.get("client_id") != str(APP_ID)
            or form.get("client_secret") != CLIENT_SECRET
            or given is None
            or given[1] != form.get("redirect_uri")
        ):
            return self.json({"error": "invalid_grant"}, status=400)
        token = f"token-{next(self.ids)}"
        self.oauth_tokens[token] = given[0]
        grant = {"access_token": token, "token_type": "Bearer", "expires_in": 604800,
                 "refresh_token": f"refresh-{token}", "scope": "identify"}  # fmt: skip
        return self.json(grant)

    async def rest(self, request: web.Request) -> web.Response:
        path = request.match_info["tail"]
        parts = path.split("/")
        method = request.method
        body, files = await self.body(request)
        self.count(method, parts)
        if not self.light:
            self.request_log.append(f"{method} /{path}")
        try:
            refusal = self.refusal(method, parts, body, files)
            if refusal is not None:
                return refusal
            return await self.route(method, parts, body, files, request)
        finally:
            self.changed.set()

    async def route(
        self,
        method: str,
        p: list[str],
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        request: web.Request,
    ) -> web.Response:
        if method == "POST" and p == ["oauth2", "token"]:
            return self.token_exchange(body)
        bearer = request.headers.get("Authorization", "").removeprefix("Bearer ")
        if method == "GET" and p == ["users", "@me"] and bearer in self.oauth_tokens:
            user = self.oauth_tokens[bearer]
            return self.json(self.user_payload(user, self.users[user]["global_name"]))
        if method == "GET" and p == ["users", "@me"]:
            return self.json(self.bot_user)
        if method == "GET" and p == ["oauth2", "applications", "@me"]:
            return self.json(
                {
                    "id": str(APP_ID),
                    "name": "GameBot",
                    "description": "",
                    "icon": None,
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "owner": self.user_payload(1, "owner"),
                    "verify_key": "k",
                    "flags": 0,
                }
            )
        if method == "GET" and p[:1] == ["applications"] and p[2:3] == ["activity-instances"]:
            return self.activity_instance(p, request)
        if method == "GET" and p == ["gateway", "bot"]:
            return self.json(
                {
                    "url": f"ws://127.0.0.1:{self.port}/gateway",
                    "shards": 1,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 1000,
                        "reset_after": 0,
                        "max_concurrency": 1,
                    },
                }
            )
        if method == "PUT" and p[0] == "applications" and p[-1] == "commands":
            # A bulk overwrite: the scope (global, or one server's) holds these and no others.
            scope = p[3] if p[2] == "guilds" else "global"
            self.scopes[scope] = {}
            for given in cast("list[dict[str, Any]]", body):  # this body is a JSON list
                cmd = {
                    **given,
                    "id": str(next(self.ids)),
                    "application_id": str(APP_ID),
                    "version": "1",
                    "default_member_permissions": None,
                }
                self.scopes[scope][cmd["name"]] = cmd
            self.commands = {n: c for kept in self.scopes.values() for n, c in kept.items()}
            return self.json(list(self.scopes[scope].values()))
        if method == "GET" and p[0] == "channels" and len(p) == 2:
            return self.json(self.channel_payload(int(p[1])))
        if method == "GET" and p[0] == "users" and len(p) == 2:
            uid = int(p[1])
            return self.json(self.users.get(uid) or self.user_payload(uid, f"user{uid}"))
        if method == "POST" and p == ["users", "@me", "channels"]:
            uid = int(body["recipient_id"])
            cid = next((c for c, u in self.dm_channels.items() if u == uid), None)
            if cid is None:
                cid = next(self.ids)
                self.dm_channels[cid] = uid
            return self.json(
                {
                    "id": str(cid),
                    "type": 1,
                    "last_message_id": None,
                    "recipients": [self.users.get(uid) or self.user_payload(uid, "u")],
                }
            )
        if (
            p[0] == "channels"
            and len(p) == 4
            and p[2] == "messages"
            and method in ("PATCH", "DELETE")
        ):
            return self.change(method, self._by_id.get(int(p[3])), body, files)
        if (
            method == "POST"
            and p[0] == "channels"
            and p[2:3] == ["messages"]
            and p[4:] == ["threads"]
        ):
            if self.no_threads:
                return self.json({"message": "Missing Permissions", "code": 50013}, status=403)
            return self.json(self.open_thread(int(p[1]), body.get("name", "thread")))
        if method == "POST" and p[0] == "channels" and p[2:] == ["threads"]:  # from no message
            if self.no_threads:
                return self.json({"message": "Missing Permissions", "code": 50013}, status=403)
            return self.json(self.open_thread(int(p[1]), body.get("name", "thread")))
        if method == "POST" and p[0] == "channels" and p[2:] == ["messages"]:
            cid = int(p[1])
            if cid in self.dm_channels and self.dm_channels[cid] in self.closed_dms:
                return self.json(
                    {"message": "Cannot send messages to this user", "code": 50007}, status=403
                )
            kind = "dm" if cid in self.dm_channels else "channel"
            m = self.record(cid, kind, body, files)
            return self.json(self.message_payload(m))
        if p[0] == "interactions" and p[-1] == "callback":
            return self.callback(int(p[1]), p[2], body, files)
        if p[0] == "webhooks":
            return self.webhook(method, p, body, files)
        self.unexpected.append(f"{method} /{'/'.join(p)}")
        return self.json({"message": "Unknown endpoint", "code": 0}, status=404)

    def record(
        self,
        channel_id: int,
        kind: str,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        interaction: Interaction | None = None,
        flags: int = 0,
    ) -> Message:
        m = Message(
            next(self.ids),
            channel_id,
            kind,
            body.get("content") or "",
            [],
            body.get("components") or [],
            flags | (body.get("flags") or 0),
            interaction.id if interaction else None,
            allowed_mentions=body.get("allowed_mentions"),
            embeds=body.get("embeds") or [],
        )
        self.attach(m, files, body)
        if not self.light:
            self.messages.append(m)
        if not (self.light and m.ephemeral):  # light: an ephemeral one lives in its interaction
            self._by_id[m.id] = m
        if kind != "dm" and not m.ephemeral:
            self._live.setdefault(channel_id, {})[m.id] = m
        if interaction is not None:
            interaction.messages.append(m)
        return m

    def attach(self, m: Message, files: list[tuple[str, bytes]], body: dict[str, Any]) -> None:
        m.sizes = [len(data) for _, data in files]
        said = {a.get("filename"): a.get("description") for a in body.get("attachments") or []}
        m.alts = [said.get(name) or "" for name, _ in files]
        m.files = [(name, b"") for name, _ in files] if self.light else files

    def forget(self, m: Message) -> None:
        """A message the bot deleted: gone from its channel (and, in light mode, from memory)."""
        self._live.get(m.channel_id, {}).pop(m.id, None)
        if self.light:
            del self._by_id[m.id]
        else:
            self._deleted_ids.add(m.id)
            self.deleted.append(m)

    def count(self, method: str, parts: list[str]) -> None:
        """One more request on its route ("PATCH /channels/{id}/messages/{id}"), DMs apart."""
        if parts[0] in INTERACTION_ROUTES and len(parts) > 2:
            parts = [*parts[:2], "{token}", *parts[3:]]
        if parts[0] == "channels" and len(parts) > 1 and parts[1].isdigit():
            parts = [parts[0], "{dm}" if int(parts[1]) in self.dm_channels else "{id}", *parts[2:]]
        route = f"{method} /" + "/".join(re.sub(r"^\d+$", "{id}", x) for x in parts)
        self.requests[route] += 1
        self.first_request.setdefault(route, time.perf_counter())

    def shown_digest(self) -> str:
        """A digest of every message the bot sent, as last edited, deleted ones included: its
        text (times in `<t:…>` left out: they follow the clock), components and files. Two
        runs of the same game with the same seeds show the same table when it is the same."""
        digest = hashlib.sha256()
        for m in sorted(self._by_id.values(), key=lambda m: m.id):
            digest.update(re.sub(r"<t:\d+:\w>", "<t>", m.content or "").encode())
            digest.update(json.dumps(m.components, sort_keys=True).encode())
            for name, data in m.files:
                digest.update(name.encode() + data)
        return digest.hexdigest()[:16]

    def posts_in(self, channel_id: int) -> list[Message]:
        """A channel's (or thread's) public messages still there, in order."""
        return list(self._live.get(channel_id, {}).values())

    def callback(
        self, iid: int, token: str, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> web.Response:
        inter = self.interactions[iid]
        inter.callbacks.append(body)
        if not inter.acknowledged.is_set():
            inter.acknowledged_at = time.perf_counter()
            inter.acknowledged.set()
        kind = body["type"]
        data = body.get("data") or {}
        resource: dict[str, Any] = {"type": kind}
        if kind == 4:  # a message in answer
            m = self.record(inter.channel_id, "interaction", data, files, inter)
            inter.original = m
            resource["message"] = self.message_payload(m)
            self.answered(inter)
        elif kind == 5:  # deferred, "thinking"
            inter.deferred_ephemeral = bool((data.get("flags") or 0) & EPHEMERAL)
        elif kind == 6:  # deferred update of the message the component sits on
            inter.original = self.source_message(inter)
        elif kind == 7:  # update the message the component sits on
            target = inter.original = self.source_message(inter)
            self.edit(target, data, files)
            inter.messages.append(target)
            resource["message"] = self.message_payload(target)
            self.answered(inter)
        elif kind == 8:  # autocomplete answer
            self.answered(inter)
        elif kind == 9:  # a form (modal) opened on the user's screen
            inter.modal = data
            self.answered(inter)
        elif kind == 12:  # the app's Activity launched where the interaction was
            if inter.channel_id in self.threads and not self.activity_in_threads:
                inter.callbacks.pop()
                return self.json({"message": "Cannot launch an activity here", "code": 50035},
                                 status=400)  # fmt: skip
            inter.launched = True
            self.activity_users.setdefault(inter.channel_id, set()).add(inter.user_id)
            self.answered(inter)
        return self.json(
            {
                "interaction": {
                    "id": str(iid),
                    "type": 2,
                    "response_message_loading": kind == 5,
                    "response_message_ephemeral": inter.deferred_ephemeral,
                },
                "resource": resource,
            }
        )

    def webhook(
        self, method: str, p: list[str], body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> web.Response:
        """An interaction's follow-ups: the first one after a "thinking" defer becomes its
        answer (keeping the defer's privacy); later ones are new messages, public unless
        flagged ephemeral. The interaction is answered (`done`) by its own message or a private
        follow-up; a public follow-up (the table, a mention) is not an answer."""
        inter = self.by_token[p[2]]
        if method == "POST":
            if inter.original is None:
                flags = EPHEMERAL if inter.deferred_ephemeral else 0
                m = inter.original = self.record(
                    inter.channel_id, "interaction", body, files, inter, flags
                )
                self.answered(inter)
            else:
                m = self.record(inter.channel_id, "interaction", body, files, inter)
                if m.ephemeral:
                    self.answered(inter)
            return self.json(self.message_payload(m))
        if p[-1] == "@original":
            if inter.original is None:  # a "thinking" defer edited into its answer
                flags = EPHEMERAL if inter.deferred_ephemeral else 0
                inter.original = self.record(inter.channel_id, "interaction", {}, [], inter, flags)
            target: Message | None = inter.original
        else:
            target = self._by_id.get(int(p[-1]))
        answer = self.change(method, target, body, files)
        if answer.status == 200 and target is not None:
            inter.messages.append(target)
            if p[-1] == "@original":
                self.answered(inter)
        return answer

    def change(
        self,
        method: str,
        target: Message | None,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
    ) -> web.Response:
        """Edit (PATCH) or delete one of the bot's messages, through the channel or a
        webhook; one that is not there (any more) is Discord's "Unknown Message"."""
        if target is None or target.id in self._deleted_ids:
            return self.json({"message": "Unknown Message", "code": 10008}, status=404)
        if method == "DELETE":
            self.forget(target)
            return web.Response(status=204)
        self.edit(target, body, files)
        return self.json(self.message_payload(target))

    @staticmethod
    def answered(inter: Interaction) -> None:
        if not inter.done.is_set():
            inter.done_at = time.perf_counter()
            inter.done.set()

    def source_message(self, inter: Interaction) -> Message:
        return self._sources[inter.id]

    def edit(self, m: Message, body: dict[str, Any], files: list[tuple[str, bytes]]) -> None:
        if "content" in body:
            m.content = body["content"] or ""
        if "components" in body:
            m.components = body["components"] or []
        if "embeds" in body:
            m.embeds = body["embeds"] or []
        if files:
            self.attach(m, files, body)
        m.edits += 1
        m.changed_at = time.perf_counter()

    def open_thread(self, parent: int, name: str) -> dict[str, Any]:
        """A public thread opened from a message: the players move into it."""
        tid = next(self.ids)
        self.threads[tid] = parent
        self.rooms[parent] = tid
        self.here = tid
        return self.channel_payload(tid, name)

    def channel_payload(self, cid: int, name: str = "games") -> dict[str, Any]:
        if cid not in self.threads:
            return {"id": str(cid), "type": 0, "name": name, "position": 0,
                    "guild_id": str(GUILD_ID)}  # fmt: skip
        return {
            "id": str(cid),
            "type": 11,  # a public thread
            "name": name,
            "guild_id": str(GUILD_ID),
            "parent_id": str(self.threads[cid]),
            "owner_id": str(APP_ID),
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": 10080,
                "archive_timestamp": _now(),
                "locked": False,
            },
        }

    # ---- what users do ----------------------------------------------------------------------
    def _slim(self, old: Interaction) -> None:
        """Light mode: an interaction no longer looked at keeps only what its token still
        serves (its follow-ups change its messages for 15 minutes, as on Discord)."""
        self._sources.pop(old.id, None)
        old.callbacks.clear()
        old.messages.clear()
        now = time.perf_counter()
        self._tokens.append((now, old.token))
        while self._tokens and now - self._tokens[0][0] > TOKEN_LIFE:
            self.by_token.pop(self._tokens.popleft()[1], None)

    def interaction_payload(
        self,
        user_id: int,
        kind: int,
        data: dict[str, Any],
        message: Message | None = None,
        manage: bool = False,
        at: int | None = None,
    ) -> tuple[Interaction, dict[str, Any]]:
        """`at`: the channel a command is typed in (default: `here`)."""
        iid = next(self.ids)
        inter = Interaction(iid, f"tok{iid}", user_id)
        self.interactions[iid] = inter
        self.by_token[inter.token] = inter
        if self.light and len(self.interactions) > KEPT_INTERACTIONS:
            self._slim(self.interactions.pop(next(iter(self.interactions))))
        perms = ALL_PERMISSIONS if manage else MEMBER_PERMISSIONS
        # A button is pressed where its message is; a command is typed where the players are.
        where = message.channel_id if message is not None else self.here if at is None else at
        inter.channel_id = where
        payload = {
            "id": str(iid),
            "application_id": str(APP_ID),
            "type": kind,
            "token": inter.token,
            "version": 1,
            "attachment_size_limit": 8 * 1024 * 1024,
            "guild_id": str(GUILD_ID),
            "channel_id": str(where),
            "channel": self.channel_payload(where),
            "member": {
                "user": self.users[user_id],
                "roles": [],
                "permissions": perms,
                "joined_at": _now(),
                "deaf": False,
                "mute": False,
                "nick": None,
                "flags": 0,
            },
            "app_permissions": ALL_PERMISSIONS,
            "locale": self.locales.get(user_id, "en-US"),
            "guild_locale": self.guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            "data": data,
        }
        if message is not None:
            payload["message"] = self.message_payload(message)
            self._sources[iid] = message
        return inter, payload

    async def send_interaction(
        self, inter: Interaction, payload: dict[str, Any], timeout: float = 10, wait: bool = True
    ) -> Interaction:
        """Send the interaction; with `wait`, return once the bot answered it with a message
        and, when it runs in this process, finished handling it (else once it acknowledged
        it: a deferred update may rightly say nothing more)."""
        assert self.sockets, "the bot is not connected"
        inter.sent_at = time.perf_counter()
        before = self.handlers()
        await self.dispatch(self.sockets[-1], "INTERACTION_CREATE", payload)
        await asyncio.wait_for((inter.done if wait else inter.acknowledged).wait(), timeout)
        if wait and (started := self.handlers() - before):
            # A move is answered before its table is posted: the handling goes on after it.
            await asyncio.wait(started, timeout=timeout)
        return inter

    def _command_data(
        self, name: str, sub: str | None, options: dict[str, Any], focused: str | None = None
    ) -> dict[str, Any]:
        def kind(v: Any) -> int:
            if isinstance(v, bool):
                return 5
            return 6 if isinstance(v, Mention) else 4 if isinstance(v, int) else 3

        opts = [
            {
                "type": kind(v),
                "name": k,
                "value": str(v.user_id) if isinstance(v, Mention) else v,
                **({"focused": True} if k == focused else {}),
            }
            for k, v in options.items()
        ]
        if sub is not None:
            opts = [{"type": 1, "name": sub, "options": opts}]
        data = {"id": self.commands[name]["id"], "name": name, "type": 1, "options": opts}
        people = [v.user_id for v in options.values() if isinstance(v, Mention)]
        if people:  # a user option comes with the user it names, and the member if they are one
            known = {**self.users, APP_ID: self.bot_user}
            members = {
                str(u): {"roles": [], "joined_at": _now(), "deaf": False, "mute": False,
                         "flags": 0}
                for u in people if u not in self.outsiders
            }  # fmt: skip
            data["resolved"] = {"users": {str(u): known[u] for u in people}, "members": members}
        return data

    async def slash(
        self,
        user_id: int,
        name: str,
        sub: str | None = None,
        manage: bool = False,
        at: int | None = None,
        timeout: float = 10,
        wait: bool = True,
        **options: Any,
    ) -> Interaction:
        """`/name sub options...` typed in `at` (default: `here`); without `wait`, returned
        once acknowledged (`send_interaction`)."""
        inter, payload = self.interaction_payload(
            user_id, 2, self._command_data(name, sub, options), manage=manage, at=at
        )
        return await self.send_interaction(inter, payload, timeout, wait)

    async def autocomplete(
        self, user_id: int, name: str, focused: str, sub: str | None = None, **options: Any
    ) -> list[dict[str, Any]]:
        return (await self.complete(user_id, name, focused, sub, **options)).autocomplete

    async def complete(
        self,
        user_id: int,
        name: str,
        focused: str,
        sub: str | None = None,
        at: int | None = None,
        timeout: float = 10,
        **options: Any,
    ) -> Interaction:
        """Autocomplete for `focused` as typed in `at`; the interaction, its timings with it."""
        inter, payload = self.interaction_payload(
            user_id, 4, self._command_data(name, sub, options, focused), at=at
        )
        return await self.send_interaction(inter, payload, timeout)

    async def press(
        self,
        user_id: int,
        message: Message,
        custom_id: str,
        wait: bool = True,
        manage: bool = False,
        timeout: float = 10,
    ) -> Interaction:
        inter, payload = self.interaction_payload(
            user_id, 3, {"custom_id": custom_id, "component_type": 2}, message, manage
        )
        return await self.send_interaction(inter, payload, timeout, wait=wait)

    async def choose(
        self,
        user_id: int,
        message: Message,
        custom_id: str,
        value: str,
        wait: bool = True,
        timeout: float = 10,
    ) -> Interaction:
        inter, payload = self.interaction_payload(
            user_id, 3, {"custom_id": custom_id, "component_type": 3, "values": [value]}, message
        )
        return await self.send_interaction(inter, payload, timeout, wait=wait)

    async def submit(
        self, user_id: int, opened: Interaction, values: list[str], timeout: float = 10
    ) -> Interaction:
        """The user fills in the form (modal) `opened` answered with, a value per text field in
        order, and sends it: a MODAL_SUBMIT interaction (type 5) that carries the message of
        the button that opened it, as Discord sends it."""
        form = opened.modal
        assert form is not None, "the bot opened no form"
        fields = [c for row in form["components"] for c in row.get("components", [row])]
        rows = [
            {"type": 1, "components": [{"type": 4, "custom_id": f["custom_id"], "value": v}]}
            for f, v in zip(fields, values, strict=True)
        ]
        message = self._sources.get(opened.id)
        inter, payload = self.interaction_payload(
            user_id, 5, {"custom_id": form["custom_id"], "components": rows}, message
        )
        return await self.send_interaction(inter, payload, timeout)

    # ---- Discord saying no, and crafted clients -----------------------------------------------
    def refuse(
        self, path_part: str, status: int, code: int, times: int = 1, files_only: bool = False
    ) -> None:
        """Answer the next `times` requests whose "METHOD /path" holds `path_part` with Discord's
        error `code`: e.g. ("/callback", 404, 10062) for an interaction that expired, (...,
        400, 40060) for one answered already, ("/webhooks/", 404, 10015) for a dead webhook.
        An interaction refused as gone counts as done: nothing can answer it any more.
        `files_only`: only requests carrying a file (a channel without Attach Files)."""
        self.refusals.append([path_part, status, code, times, files_only])

    def refusal(
        self, method: str, p: list[str], body: Any, files: list[tuple[str, bytes]]
    ) -> web.Response | None:
        request = f"{method} /{'/'.join(p)}"
        rule = next((r for r in self.refusals if r[0] in request and (files or not r[4])), None)
        if rule is not None:
            part, status, code, *_ = rule
            rule[3] -= 1
            if rule[3] == 0:
                self.refusals.remove(rule)
            self.refused.append(f"{request} {code}")
            inter = self._interaction_of(p)
            if inter is not None and code in GONE:
                self.answered(inter)
            message = ERROR_MESSAGES.get(code, f"refused for the test ({part})")
            return self.json({"message": message, "code": code}, status)
        # Light mode (the load benchmark) checks no body: it would take CPU from the bot
        # measured, for payloads the e2e tests have checked already.
        errors = None if self.light else invalid_form_body(method, "/".join(p), body)
        if not self.light and refs.OPEN in json.dumps(body, ensure_ascii=False):
            self.unwritten.append(request)
        if errors:
            self.refused.append(f"{request} 50035")
            self.invalid.extend(f"{request}: {e}" for e in describe(errors))
            return self.json(
                {"message": "Invalid Form Body", "code": 50035, "errors": errors}, status=400
            )
        return None

    def _interaction_of(self, p: list[str]) -> Interaction | None:
        if p[0] == "interactions":
            return self.interactions.get(int(p[1]))
        if p[0] == "webhooks" and len(p) > 2:
            return self.by_token.get(p[2])
        return None

    def relocate(self, payload: dict[str, Any], channel_id: int | None) -> dict[str, Any]:
        """The interaction sent from another channel of the guild, or (None) from a DM with the
        bot: what a modified client can do with a button or a command it copied."""
        if channel_id is not None:
            payload["channel_id"] = str(channel_id)
            payload["channel"] = {**payload["channel"], "id": str(channel_id), "name": "other"}
            return payload
        user = payload.pop("member")["user"]
        del payload["guild_id"]
        uid = int(user["id"])
        dm = next((c for c, u in self.dm_channels.items() if u == uid), None) or next(self.ids)
        self.dm_channels[dm] = uid
        payload.update(
            user=user,
            channel_id=str(dm),
            channel={"id": str(dm), "type": 1, "recipients": [user]},
            context=1,
        )
        return payload

    async def slash_from(
        self, channel_id: int | None, user_id: int, name: str, sub: str | None = None, **opts: Any
    ) -> Interaction:
        """`/name sub options...` sent from `channel_id`, or from a DM (None)."""
        inter, payload = self.interaction_payload(user_id, 2, self._command_data(name, sub, opts))
        return await self.send_interaction(inter, self.relocate(payload, channel_id))

    async def component_from(
        self, channel_id: int | None, user_id: int, message: Message, data: dict[str, Any]
    ) -> Interaction:
        """A component interaction with any `data` (custom_id, values...), as a modified client
        can send, from `channel_id` or from a DM (None)."""
        inter, payload = self.interaction_payload(user_id, 3, data, message)
        return await self.send_interaction(inter, self.relocate(payload, channel_id))

    async def until(self, check: Callable[[], bool], timeout: float = 5) -> None:
        """Wait until `check()` holds, looking again after every request the bot makes."""
        async with asyncio.timeout(timeout):
            while True:
                self.changed.clear()
                if check():
                    return
                await self.changed.wait()

    # ---- looking at what the bot sent -------------------------------------------------------
    def channel_posts(self) -> list[Message]:
        """Messages everyone in the channel sees: channel sends and public interaction replies."""
        return [
            m for m in self.messages if m.kind in ("channel", "interaction") and not m.ephemeral
        ]

    def dms_to(self, user_id: int) -> list[Message]:
        return [
            m
            for m in self.messages
            if m.kind == "dm" and self.dm_channels.get(m.channel_id) == user_id
        ]
