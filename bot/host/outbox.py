"""What the host hands the adapter after each call: messages to deliver, nothing Discord-shaped."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from games.core import Choice

MAX_CONTENT = 2000  # Discord's limit on a message's text


class Refused(Exception):
    """A polite, private explanation for the user; nothing changed."""


class AlreadyDone(Refused):
    """The move this click or command asked for was already made by an earlier one (a double
    click): it counted once, and whatever the earlier one answered stands."""


class Controls(StrEnum):
    NONE = "none"
    LOBBY = "lobby"  # Join / Leave / Start
    MOVE = "move"  # "Your move", opening the acting player's choices


@dataclass(frozen=True)
class Picture:
    """A file sent with a message: a PNG, or the JSON of an exported match."""

    filename: str
    data: bytes


@dataclass(frozen=True)
class Toggle:
    """A lobby button for one of the game's switches, showing its current setting."""

    name: str
    label: str
    on: bool


@dataclass
class Post:
    """A message in the match's channel."""

    text: str
    picture: Picture | None = None
    mentions: list[int] = field(default_factory=list)
    controls: Controls = Controls.NONE
    toggles: list[Toggle] = field(default_factory=list)
    match_id: int | None = None
    version: int | None = None


@dataclass
class DirectMessage:
    user_id: int
    match_id: int
    text: str
    picture: Picture | None = None


@dataclass(frozen=True)
class Offer:
    """A player's pending decision, ready to show as buttons, a menu or autocomplete."""

    match_id: int
    version: int
    seat: int
    text: str
    choices: list[Choice]
    prompt_hash: str


@dataclass
class Outbox:
    """`reply` is private to whoever acted; `lobby` replaces the lobby message's contents;
    `next_offer` is the actor's next decision when they still have one; `announces` is the
    (match, version) the adapter reports to `Host.announced` once all of it is delivered."""

    reply: str | None = None
    reply_picture: Picture | None = None
    lobby: Post | None = None
    posts: list[Post] = field(default_factory=list)
    dms: list[DirectMessage] = field(default_factory=list)
    next_offer: Offer | None = None
    announces: tuple[int, int] | None = None
