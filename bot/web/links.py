"""Where the web board is reached from Discord: set once when the bot starts its board with a
public address (`PUBLIC_URL`); without one no link appears anywhere."""

from __future__ import annotations

from dataclasses import dataclass

from bot.web.signing import Signer


@dataclass(frozen=True)
class Links:
    """The board's public address, its signer, and whether it is a Discord Activity too."""

    public_url: str
    signer: Signer
    activity: bool = False  # Board launches the Discord Activity (else it opens the page)

    def board(self, match_id: int) -> str:
        """A match's page, for everyone who can read its table."""
        return f"{self.public_url}/m/{match_id}/{self.signer.view_key(match_id)}/"

    def sign_in(self, match_id: int, user_id: int, name: str) -> str:
        """A personal link that signs one person in and opens one match's page."""
        return f"{self.public_url}/in/{self.signer.link(match_id, user_id, name)}"


_links: Links | None = None


def publish(links: Links | None) -> None:
    """The board's links from now on (None: the board is not public)."""
    global _links
    _links = links


def links() -> Links | None:
    """The board's links, if it has a public address."""
    return _links
