"""What the web board signs, with one secret (the WEB_SECRET setting, or one the bot drew once
and keeps in its database, so every process and every restart shares it): a person's sign-in
link (one person, one match, expiring), their session, the token each of their changes must
carry (CSRF), and each match's view key, which the Board link carries so that only those who
saw the table find its page. Each purpose signs under its own salt: nothing signed for one is
accepted for another. A signed value is readable by whoever holds it: it holds ids only."""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass

from itsdangerous import BadSignature, URLSafeTimedSerializer

LINK_DAYS = 7  # a sign-in link sent by `/game web` opens the page for a week
SESSION_DAYS = 30  # a session, then the person signs in again
DAY = 24 * 3600


@dataclass(frozen=True)
class Session:
    """Who a browser is: a Discord user, signed in by a link or by Discord itself."""

    user_id: int
    name: str


class Signer:
    """Signs and checks with the board's one secret."""

    def __init__(self, secret: str) -> None:
        self._secret = secret.encode()
        self._links = URLSafeTimedSerializer(secret, salt="board-link")
        self._sessions = URLSafeTimedSerializer(secret, salt="board-session")

    def link(self, match_id: int, user_id: int, name: str) -> str:
        """A sign-in link's token: this person, for this match's page."""
        return self._links.dumps({"m": match_id, "u": user_id, "n": name})

    def read_link(self, token: str) -> tuple[int, Session] | None:
        """The match and person a link was made for, or None: forged, for another purpose, or
        older than `LINK_DAYS`."""
        try:
            data = self._links.loads(token, max_age=LINK_DAYS * DAY)
            return int(data["m"]), Session(int(data["u"]), str(data["n"]))
        except (BadSignature, KeyError, TypeError, ValueError):
            return None

    def session(self, session: Session) -> str:
        """The session cookie's value."""
        return self._sessions.dumps({"u": session.user_id, "n": session.name})

    def read_session(self, cookie: str | None) -> Session | None:
        """The person a session cookie names, or None (none, forged, expired)."""
        if not cookie:
            return None
        try:
            data = self._sessions.loads(cookie, max_age=SESSION_DAYS * DAY)
            return Session(int(data["u"]), str(data["n"]))
        except (BadSignature, KeyError, TypeError, ValueError):
            return None

    def csrf(self, cookie: str) -> str:
        """The token a change from this session carries: a page of another site can neither
        read it nor make it."""
        return self._mac(b"csrf:" + cookie.encode())

    def csrf_ok(self, cookie: str | None, token: str | None) -> bool:
        return bool(cookie and token) and hmac.compare_digest(self.csrf(cookie or ""), token or "")

    def view_key(self, match_id: int) -> str:
        """The key in a match page's address."""
        return self._mac(b"view:%d" % match_id)[:22]

    def view_ok(self, match_id: int, key: str) -> bool:
        return hmac.compare_digest(self.view_key(match_id), key)

    def _mac(self, data: bytes) -> str:
        return hmac.new(self._secret, data, hashlib.sha256).hexdigest()
