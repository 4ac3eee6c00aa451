"""Signing in to the board with Discord (OAuth2's authorization code, scope `identify`): the
browser goes to Discord's consent page with a signed `state` that only this browser's nonce
cookie matches; Discord sends it back with a code, which the bot exchanges, with the app's
client secret, for a token that tells who the person is (`users/@me`). The person comes from
Discord's answer alone, never from anything the browser sends."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

import aiohttp
import discord
from itsdangerous import BadSignature, URLSafeTimedSerializer
from yarl import URL

from bot.web.signing import Session

STATE_SECONDS = 600  # a sign-in not finished in ten minutes starts again
NONCE = "board_oauth"  # the cookie tying Discord's answer to the browser that asked


def api() -> str:
    """Discord's API, as discord.py reaches it (the tests point it at their fake Discord)."""
    return str(discord.http.Route.BASE)


@dataclass(frozen=True)
class Start:
    """Where to send the browser, and the nonce to keep in its cookie meanwhile."""

    url: str
    nonce: str


class DiscordSignIn:
    """The app's OAuth2 with Discord."""

    def __init__(self, client_id: int, client_secret: str, public_url: str, secret: str) -> None:
        self.client_id = client_id
        self._client_secret = client_secret
        self.redirect = f"{public_url}/auth/callback"
        self._states = URLSafeTimedSerializer(secret, salt="board-oauth-state")

    def start(self, after: str) -> Start:
        """Discord's consent page for this app, coming back to `after` (a page of the board)."""
        nonce = secrets.token_urlsafe(16)
        state = self._states.dumps({"n": nonce, "a": after})
        consent = URL(api().rsplit("/api", 1)[0] + "/oauth2/authorize").with_query(
            client_id=str(self.client_id),
            response_type="code",
            scope="identify",
            redirect_uri=self.redirect,
            state=state,
        )
        return Start(str(consent), nonce)

    def returning(self, state: str, nonce: str | None) -> str | None:
        """Where a sign-in that Discord sent back goes on to, or None: its state forged,
        expired, or begun in another browser."""
        try:
            data = self._states.loads(state, max_age=STATE_SECONDS)
        except BadSignature:
            return None
        if not nonce or not secrets.compare_digest(str(data.get("n")), nonce):
            return None
        after = str(data.get("a", ""))
        return after if after.startswith("/m/") else None

    async def person(self, code: str) -> Session | None:
        """Who Discord says signed in with `code` (from its consent page), or None if it
        refuses the code."""
        signed = await self.exchange(code, self.redirect)
        return signed[0] if signed is not None else None

    async def exchange(self, code: str, redirect: str | None) -> tuple[Session, str] | None:
        """Who Discord says signed in with `code`, and the access token it gave for it; None if
        it refuses the code. `redirect`: where its consent page sent the code (none for an
        Activity's, which the SDK asked for)."""
        form = {
            "client_id": str(self.client_id),
            "client_secret": self._client_secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        if redirect is not None:
            form["redirect_uri"] = redirect
        async with aiohttp.ClientSession() as http:
            async with http.post(f"{api()}/oauth2/token", data=form) as answer:
                if answer.status != 200:
                    return None
                token = (await answer.json()).get("access_token")
            if not token or not isinstance(token, str):
                return None
            headers = {"Authorization": f"Bearer {token}"}
            async with http.get(f"{api()}/users/@me", headers=headers) as answer:
                if answer.status != 200:
                    return None
                user = await answer.json()
        return Session(int(user["id"]), str(user.get("global_name") or user["username"])), token
