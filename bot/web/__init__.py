"""The board in the browser: a match's page served by the bot's own process (aiohttp), a second
front end on the host beside Discord (docs/WEB_BOARD.md)."""

from __future__ import annotations

import logging
import secrets

from aiohttp import web

from bot.config import Settings
from bot.host import Host
from bot.web.activity import Instances
from bot.web.links import Links, publish
from bot.web.oauth import DiscordSignIn
from bot.web.server import Board, Deliver
from bot.web.signing import Signer

log = logging.getLogger(__name__)

SECRET_KEY = "web-secret"  # where the bot keeps the secret it drew, when none is set


async def serve(
    host: Host, settings: Settings, deliver: Deliver, instances: Instances | None = None
) -> tuple[web.AppRunner, Board]:
    """The board served at the settings' host and port, its links published where it has a
    public address; the runner, to clean up when the bot closes, and the board. With
    `instances` (Discord asked about them) and the app's OAuth2, it is a Discord Activity too."""
    assert settings.web_port is not None
    if settings.web_secret is not None:
        secret = settings.web_secret.get_secret_value()
    else:
        secret = await host.db.kept_first(SECRET_KEY, secrets.token_urlsafe(32))
    signer = Signer(secret)
    public = settings.public_url
    discord = None
    client_secret = settings.discord_client_secret
    if public and settings.discord_client_id and client_secret is not None:
        discord = DiscordSignIn(
            settings.discord_client_id, client_secret.get_secret_value(), public, secret
        )
    secure = bool(public and public.startswith("https://"))
    board = Board(host, signer, deliver, secure=secure, discord=discord, instances=instances)
    await host.db.listen(board.changed)  # pages told of other processes' moves too
    runner = web.AppRunner(board.app(), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, settings.web_host, settings.web_port).start()
    publish(Links(public, signer, activity=board.activity is not None) if public else None)
    log.info(
        "the board in the browser is served at http://%s:%d/%s",
        settings.web_host, settings.web_port,
        f" (public address {public})" if public else " (no PUBLIC_URL: no links in Discord)",
    )  # fmt: skip
    return runner, board


async def stop(runner: web.AppRunner) -> None:
    """The board closed with the bot: its open pages closed, and no more links to it."""
    publish(None)
    await runner.cleanup()
