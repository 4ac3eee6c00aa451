"""What the host hands the adapter after each call: messages to deliver, nothing Discord-shaped."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

import i18n
from games.core import Amount, Text

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Limits:
    """What the front end shows at most, which the host writes within: the characters of one
    message's text (a board's caption, a log, a reply) and of a picture's description. The
    front end gives its own to the `Host` (the Discord adapter: `bot.references.DISCORD`); a
    host made without one writes for Discord's, the smallest any front end shows."""

    text: int = 2000
    alt: int = 1024  # a picture's description (alt text)


class Refused(Exception):
    """A polite, private explanation for the user; nothing changed. Said (`str`) in the
    language of whoever is being answered (`i18n.reader()`), seats named from `names`."""

    def __init__(self, text: Text, names: Sequence[str] | None = None) -> None:
        super().__init__(text)
        self.text, self.names = text, names

    def __str__(self) -> str:
        return i18n.say(self.text, i18n.reader(), self.names)


class AlreadyDone(Refused):
    """The move this click or command asked for was already made by an earlier one (a double
    click): it counted once, and whatever the earlier one answered stands."""


class Controls(StrEnum):
    NONE = "none"
    LOBBY = "lobby"  # Join / Leave / Start
    MOVE = "move"  # "Your move", opening the acting player's choices
    BACK = "back"  # "I'm back": an absent player takes their seat back from the stand-in
    AGAIN = "again"  # "Play again", on a finished match's result: a new lobby, same game
    TOURNAMENT = "tournament"  # a tournament's sign-up: Join / Leave / Start (`Post.tournament_id`)


@dataclass(frozen=True, eq=False)
class Picture:
    """A file sent with a message: a PNG, or the JSON of an exported match. `source` is the
    bytes, or how to draw them: a move's pictures are drawn by the adapter when it sends them
    (in a worker process), so a move is saved and answered without waiting for Pillow. A picture
    that cannot be drawn is empty, and its message goes without it: the text must arrive."""

    filename: str
    source: bytes | Callable[[], bytes]
    key: str = ""  # what names a hand's picture (`render.hand_picture_key`), which a page shows
    alt: str = ""  # what it shows, in words, for a screen reader (`bot.host.alt`)

    @cached_property
    def data(self) -> bytes:
        if isinstance(self.source, bytes):
            return self.source
        try:
            return self.source()
        except Exception:
            log.exception("could not draw %s; its message goes without it", self.filename)
            return b""

    @property
    def drawn(self) -> bool:
        """Whether its bytes are here (given, or drawn already): a picture not drawn yet is
        plain data (a render function and the view), which a worker process can draw."""
        return isinstance(self.source, bytes) or "data" in self.__dict__

    def keep(self, data: bytes) -> None:
        """The bytes drawn elsewhere (a worker process): sent as they are."""
        self.__dict__["data"] = data


@dataclass(frozen=True)
class Toggle:
    """A lobby button for one of the game's switches, showing its current setting: on or off,
    or `value`, what it is set to (the table's language)."""

    name: str
    label: str
    on: bool
    value: str | None = None


@dataclass(frozen=True)
class Picker:
    """A lobby menu for one of the game's settings: its values' labels, the one chosen."""

    name: str
    label: str
    values: tuple[str, ...]
    chosen: int


@dataclass(frozen=True)
class Ballot:
    """A question put to the table about one seat, with its answers as (id, label); `round`
    tells this question from an earlier one about the same seat."""

    seat: int
    kind: str
    answers: tuple[tuple[str, str], ...]
    round: int = 0


@dataclass
class Post:
    """A message in the match's channel. `record` names the slot ('board', 'ping:2') under
    which its message is remembered, to be edited or deleted by a later move."""

    text: str
    picture: Picture | None = None
    mentions: list[int] = field(default_factory=list)
    controls: Controls = Controls.NONE
    toggles: list[Toggle] = field(default_factory=list)
    pickers: list[Picker] = field(default_factory=list)
    match_id: int | None = None
    version: int | None = None
    record: str | None = None
    ballot: Ballot | None = None  # answer buttons, one per answer
    # The language its buttons are labelled in (the match's: the post is the table's).
    language: str = i18n.DEFAULT
    # A text file beside the picture: the whole of a turn too long for the message's text.
    log: Picture | None = None
    # A tournament's message (its sign-up, its standings): its buttons name the tournament.
    tournament_id: int | None = None


@dataclass
class Edit:
    """Rewrite the message remembered under `slot` as `post` (text, picture, buttons), or with
    `post=None` only take its buttons away (a superseded board). With `or_post`, a slot with no
    message yet (or whose message is gone) gets a new one instead, remembered under the slot."""

    match_id: int
    slot: str
    post: Post | None
    or_post: bool = False


@dataclass
class TournamentEdit:
    """A tournament's message kept in place, as a match's slots are: rewrite the message
    remembered under `slot` ('signup', 'standings': `Tournaments.slot` finds it) as `post`;
    with `or_post`, a slot with no message yet (or whose message is gone) gets a new one,
    remembered with `Tournaments.remember`."""

    tournament_id: int
    slot: str
    post: Post
    or_post: bool = False


@dataclass(frozen=True)
class Delete:
    """Remove the message remembered under `slot` (a ping whose decision is made)."""

    match_id: int
    slot: str


@dataclass
class DirectMessage:
    """A private message. `record` remembers it under a slot ('hand:2'); with `edit`, the
    message already under that slot is rewritten instead of a new one sent, and with
    `only_edit` nothing is sent when there is none (an empty hand is never a new DM)."""

    user_id: int
    match_id: int
    text: str
    picture: Picture | None = None
    record: str | None = None
    edit: bool = False
    only_edit: bool = False


@dataclass(frozen=True)
class Option:
    """A choice as its player reads it: its id, and its label said in their language."""

    id: str
    label: str


@dataclass(frozen=True)
class Offer:
    """A player's pending decision, ready to show as buttons, a menu or autocomplete."""

    match_id: int
    version: int
    seat: int
    text: str
    choices: list[Option]
    prompt_hash: str
    help: str = ""  # the rule behind the decision and what each option does (the "?")
    hand: str = ""  # the player's whole hand (or secrets), where the game has one
    # The player may take back their latest step from here (Back): the version it made.
    back: int | None = None
    amount: Amount | None = None  # any amount in its range may be typed besides the choices

    def full_text(self, limit: int) -> str:
        """The prompt as the player reads it, within `limit` characters: the question, then
        their whole hand."""
        if not self.hand:
            return self.text
        return self.text + "\n\n" + self.hand[: limit - len(self.text) - 200]


@dataclass
class Outbox:
    """`reply` is private to whoever acted; `lobby` replaces the lobby message's contents;
    `next_offer` is the actor's next decision when they still have one; `announces` is the
    (match, version) the adapter reports to `Host.announced` once all of it is delivered;
    `take_back` the (match, version) at which the actor may take their move back.
    Delivered in this order: edits, deletes, posts, DMs (a superseded board loses its button,
    and an answered ping goes, before new ones are remembered in their slots)."""

    reply: str | None = None
    reply_picture: Picture | None = None
    lobby: Post | None = None
    edits: list[Edit] = field(default_factory=list)
    posts: list[Post] = field(default_factory=list)
    deletes: list[Delete] = field(default_factory=list)
    dms: list[DirectMessage] = field(default_factory=list)
    next_offer: Offer | None = None
    announces: tuple[int, int] | None = None
    channel_id: int | None = None  # where it goes, if not where the user acted (a new thread)
    take_back: tuple[int, int] | None = None
    # Posts sent once the rest is delivered, as their own delivery: a picture that takes long
    # to draw (the replay at the end) never holds up the board or the player's answer.
    later: list[Post] = field(default_factory=list)
    # Delivered with the edits: a tournament's sign-up and standings messages.
    tournament_edits: list[TournamentEdit] = field(default_factory=list)
    # A tournament that may move on (a match of its round ended; its start time came): once
    # this is delivered, the adapter calls `Host.tournaments.advance` with it.
    advance: int | None = None
    # A tournament whose end this tells (its winners, or its sign-up cancelled): once this is
    # delivered, the adapter reports it to `Host.tournaments.announced`, as `announces` a move.
    ends: int | None = None


Item = Post | Edit | TournamentEdit | Delete | DirectMessage
"""One thing a delivery sends, rewrites or removes."""


def pictures_of(items: Iterable[Item]) -> list[Picture]:
    """The pictures of a delivery, in order."""
    found = []
    for item in items:
        post = item.post if isinstance(item, Edit | TournamentEdit) else item
        if isinstance(post, Post | DirectMessage) and post.picture is not None:
            found.append(post.picture)
    return found


def draw_pictures(items: Iterable[Item]) -> None:
    """Draw, here and now, the pictures a move left to be drawn when sent (`Picture`)."""
    for picture in pictures_of(items):
        _ = picture.data


def merge(first: Outbox, then: Outbox) -> Outbox:
    """Two outboxes as one, in order (of the one-of-a-kind parts, the first's reply and the
    second's offer, take-back, announcement, tournament and tournament's end, each kept unless
    the other has none)."""
    return Outbox(
        reply=first.reply or then.reply,
        reply_picture=first.reply_picture or then.reply_picture,
        lobby=then.lobby or first.lobby,
        edits=[*first.edits, *then.edits],
        posts=[*first.posts, *then.posts],
        deletes=[*first.deletes, *then.deletes],
        dms=[*first.dms, *then.dms],
        next_offer=then.next_offer or first.next_offer,
        announces=then.announces or first.announces,
        channel_id=first.channel_id or then.channel_id,
        take_back=then.take_back or first.take_back,
        later=[*first.later, *then.later],
        tournament_edits=[*first.tournament_edits, *then.tournament_edits],
        advance=then.advance or first.advance,
        ends=then.ends or first.ends,
    )
