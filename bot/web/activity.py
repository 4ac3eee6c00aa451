"""The board as a Discord Activity: the same page, shown by Discord in its own window. Discord
loads the app's URL mapping at its root (`/`, the Activity's entry here), where Discord's
Embedded App SDK (static/activity.js, built by `make activity`) asks the person's client for an
authorization code; the page sends it here with the Activity's instance id. Who the person is
comes from Discord alone (the code exchanged with the app's secret, then `users/@me`), and
where they are from the instance as Discord describes it to the bot (its channel and the people
in it): nothing the page says is trusted. Then the person is signed in as a link would sign
them in, and sent on to the page of the match of that channel (docs/WEB_BOARD.md)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import aiohttp_jinja2
from aiohttp import web

import i18n
from bot.host import Refused
from bot.web.oauth import DiscordSignIn
from games.core import Msg

if TYPE_CHECKING:
    from bot.web.server import Board

# The pages Discord shows an Activity in: its client's (the web app's and the desktop app's)
# and the proxy it serves the Activity through. Only they may frame the board.
FRAMED_BY = "https://discord.com https://*.discord.com https://*.discordsays.com"
LONGEST = 200  # characters of a code or an instance id: Discord's are far shorter
FAILED = Msg("web-activity-failed")


@dataclass(frozen=True)
class Instance:
    """An Activity's instance as Discord tells the bot: where it runs and who is in it."""

    guild_id: int | None
    channel_id: int
    users: frozenset[int]


Instances = Callable[[str], Awaitable[Instance | None]]
"""The instance of this app's Activity with that id, asked of Discord with the bot's token;
None where Discord knows none (forged, ended, another app's)."""


class Activity:
    """The Activity's entry and its sign-in, beside the board's pages."""

    def __init__(self, board: Board, discord: DiscordSignIn, instances: Instances) -> None:
        self.board = board
        self.discord = discord
        self.instances = instances

    def routes(self) -> list[web.RouteDef]:
        return [web.get("/", self.entry), web.post("/activity/token", self.token)]

    async def entry(self, request: web.Request) -> web.StreamResponse:
        """The page Discord opens: it signs the person in through the SDK, then goes on."""
        lang = await self.board.reader(request, None)
        context = {
            "lang": lang,
            "static": "/static",
            "client": self.discord.client_id,
            "opening": i18n.say(Msg("web-activity-opening"), lang),
            "failed": i18n.say(FAILED, lang),
        }
        return aiohttp_jinja2.render_template("activity.html", request, context)

    async def token(self, request: web.Request) -> web.StreamResponse:
        """`{"code", "instance"}` from the Activity's page: the person Discord names signed in,
        and where their page is, with the token the SDK is to be told (`authenticate`)."""
        await self.board.reader(request, None)
        if request.headers.get("Sec-Fetch-Site", "same-origin") != "same-origin":
            return refused(Refused(FAILED))  # another site's sign-in
        try:
            body: Any = await request.json()
            code, instance_id = str(body["code"]), str(body["instance"])
        except (ValueError, KeyError, TypeError):
            return refused(Refused(FAILED), status=400)
        if not 0 < len(code) <= LONGEST or not 0 < len(instance_id) <= LONGEST:
            return refused(Refused(FAILED), status=400)
        signed = await self.discord.exchange(code, None)
        if signed is None:
            return refused(Refused(FAILED))
        session, access_token = signed
        instance = await self.instances(instance_id)
        if instance is None or session.user_id not in instance.users:
            return refused(Refused(Msg("web-activity-not-here")))
        try:
            match_id = await self.board.host.pages.in_channel(
                guild_id=instance.guild_id, channel_id=instance.channel_id, user_id=session.user_id
            )
        except Refused as e:
            return refused(e, status=404)
        answer = web.json_response(
            {"ok": True, "page": self.board.page_path(match_id), "access_token": access_token}
        )
        self.board.sign_in_on(answer, session, framed=True)
        return answer


def refused(why: Refused, status: int = 403) -> web.Response:
    """A sign-in refused, said in the reader's language, with nothing changed."""
    return web.json_response({"ok": False, "error": str(why)}, status=status)
