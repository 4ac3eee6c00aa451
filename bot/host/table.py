"""What the table shows, for play by post as much as live play: one board message per chapter
(a trick, a round, a phase) kept up to date by editing it; one ping per decision, saying what is
asked and what happened since the player's last move, deleted once the decision is made; a hand
DM when cards arrive, edited in place when the player only played from it."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from typing import Any

import i18n
from bot.host import alt, refs, states
from bot.host.inputs import plain
from bot.host.outbox import (
    Controls,
    Delete,
    DirectMessage,
    Edit,
    Limits,
    Picture,
    Post,
)
from bot.host.paces import is_reaction
from games.core import Game, Msg, Outcome, Prompt, Text, table_standing
from storage import MatchRow, SeatRow
from texts import from_json, to_json

LOBBY = "lobby"
BOARD = "board"
SUMMARY_ROOM = 400  # characters of "since your last move" in a ping
ASK_ROOM = 100  # characters of what a ping asks
KEYS_KEPT = 4096  # messages whose `as_key` is kept (prompts and chapters in play)


def volume(chapter: Text) -> Text:
    """The part of a chapter one board message spans: "Turn 2" of "Turn 2 · trick 5" (a
    message joined of parts: its first part; a plain text: what comes before " · ")."""
    if isinstance(chapter, str):
        return chapter.split(" · ", 1)[0]
    if chapter.key == "":
        return chapter.kwargs["parts"][0]
    return chapter


def as_key(text: Text) -> str:
    """A text as a string to store and compare (a part of the game, a prompt, why a move
    revealed something), the same in every language: a plain text is itself, as stored before
    texts were messages; a message its JSON (`from_key` reads it back)."""
    return text if isinstance(text, str) else _key_of(text)


@lru_cache(maxsize=KEYS_KEPT)
def _key_of(text: Msg) -> str:
    """`as_key` of a message, made once: a move asks it of each waiting seat's prompt several
    times (its offer, the move, the pings), and the prompts of one version are the same."""
    return json.dumps(to_json(text), sort_keys=True)


def from_key(key: str) -> Text:
    """What `as_key` stored, as a text again."""
    if key.startswith('{"'):
        try:
            made = from_json(json.loads(key))
        except (ValueError, TypeError):
            return key
        if isinstance(made, Msg):
            return made
    return key


def ping_slot(seat: int) -> str:
    return f"ping:{seat}"


def hand_slot(seat: int, user_id: int) -> str:
    """The hand DM of a seat's player: the person's own, so a seat that changes hands never
    edits the DM of whoever held it before."""
    return f"hand:{seat}:{user_id}"


def text_names(seats: Sequence[SeatRow]) -> list[str]:
    """The players' names for message text; pictures and button labels take the names as they
    are (`s.display_name`)."""
    return [plain(s.display_name) for s in seats]


def leaves(value: Any) -> Counter[str]:
    """Every card id, number and text inside a view part, counted: what a hand holds."""
    found: Counter[str] = Counter()
    _collect(value, found, listed_only=False, listed=False)
    return found


def held(value: Any) -> Counter[str]:
    """What a view part lists, counted: the cards in a hand, not its tallies (a secret score
    going up is not a card arriving)."""
    found: Counter[str] = Counter()
    _collect(value, found, listed_only=True, listed=False)
    return found


def _collect(value: Any, found: Counter[str], *, listed_only: bool, listed: bool) -> None:
    """Count the scalars inside `value` into `found` (one pass: views can be large)."""
    if isinstance(value, dict):
        for item in value.values():
            _collect(item, found, listed_only=listed_only, listed=listed)
    elif isinstance(value, list | tuple):
        for item in value:
            _collect(item, found, listed_only=listed_only, listed=True)
    elif value is not None and not isinstance(value, bool) and (listed or not listed_only):
        found[str(value)] += 1


def ask_of(prompt: Prompt, names: Sequence[str], lang: str) -> str:
    """What a decision asks, in a few words, in `lang`: the prompt's `ask`, else its first
    sentence."""
    if prompt.ask:
        ask = i18n.say(prompt.ask, lang, names)
    else:
        text = i18n.say(prompt.text, lang, names)
        ask = re.split(r"(?<=[.?!:])\s|\n", text, maxsplit=1)[0]
    return ask if len(ask) <= ASK_ROOM else ask[: ASK_ROOM - 1] + "…"


def newest_within(lines: Sequence[str], room: int, sep: str = " · ") -> str:
    """The newest lines that fit in `room` characters, oldest first, "…" where some were cut."""
    kept: list[str] = []
    used = 1  # the "…" that may lead
    for line in reversed(lines):
        used += len(line) + len(sep)
        if used > room:
            break
        kept.append(line)
    kept.reverse()
    return sep.join((["…"] if len(kept) < len(lines) else []) + kept)


@dataclass
class Scene:
    """One state of a match, with what every report needs to describe it."""

    match: MatchRow
    seats: list[SeatRow]
    game: Game
    state: Any
    version: int
    limits: Limits = field(default_factory=Limits)  # what the front end shows at most

    @property
    def names(self) -> list[str]:
        return text_names(self.seats)

    @property
    def lang(self) -> str:
        """The language of everything the table is shown (the match's)."""
        return self.match.language

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def prompt(self, seat: int) -> Prompt | None:
        return states.prompt(self.game, self.match.state or "", self.state, seat)

    def waiting(self) -> list[int]:
        return [] if self.outcome is not None else self.game.active_seats(self.state)

    @property
    def part(self) -> Text:
        """The part of the game now, which its board spans ("Turn 2")."""
        return volume(self.game.chapter(self.state))

    def heading(self) -> str:
        chapter = i18n.say(self.game.chapter(self.state), self.lang, self.names)
        return f"**{self.game.meta.title}** · {chapter}"

    def waiting_line(self) -> str:
        """Who the table waits for and what for, without pinging anyone."""
        waiting = self.waiting()
        if not waiting:
            return ""
        lang = self.lang
        asks: dict[str, list[str]] = {}
        for seat in waiting:
            prompt = self.prompt(seat)
            ask = ask_of(prompt, self.names, lang) if prompt else ""
            ask = i18n.say(Msg("host-thinking"), lang) if self.seats[seat].stand_in else ask
            asks.setdefault(ask, []).append(self.names[seat])
        groups = i18n.say(Msg("host-groups-sep"), lang).join(
            i18n.say(Msg("host-waiting-group", who=", ".join(who), ask=ask), lang)
            if ask
            else ", ".join(who)
            for ask, who in asks.items()
        )
        dues = sorted(entry["due"] for entry in self.match.clock.values())
        if dues:  # "until Tue 18:00", in each reader's own time zone
            due = refs.moment(datetime.fromisoformat(dues[0]))
            return i18n.say(Msg("host-waiting-until", groups=groups, due=due), lang)
        return i18n.say(Msg("host-waiting", groups=groups), lang)

    def described(
        self, lines: Sequence[str], view: dict[str, Any] | None = None, head: str = ""
    ) -> str:
        """The table's picture in words (its alt text, `bot.host.alt`): its heading (`head`, or
        the chapter and who is awaited for what), the standing the spectators' `view` shows
        (the table now, by default), then the latest of `lines`, what happened lately."""
        if view is None:
            view = states.seen(self.game, self.match.state or "", self.state, len(self.seats))[0]
        parts = [head] if head else [self.heading(), self.waiting_line()]
        return table_described(self.game, view, self.names, self.lang, self.limits.alt, parts,
                               lines)  # fmt: skip

    def caption(self, lines: Sequence[str]) -> str:
        """The board's text: the chapter, what happened in it (newest kept), who is awaited."""
        head, tail = self.heading(), self.waiting_line()
        room = self.limits.text - len(head) - len(tail) - 2
        body = newest_within(lines, room)
        return "\n".join(part for part in (head, body, tail) if part)


def table_described(
    game: Game,
    view: dict[str, Any],
    names: Sequence[str],
    lang: str,
    limit: int,
    parts: Sequence[str],
    lines: Sequence[str] = (),
) -> str:
    """A table picture in words (`bot.host.alt`), within `limit`: `parts` (what it is: the
    game, the chapter, who is awaited), the standing the spectators' `view` shows, then the
    latest of `lines`, what happened lately."""
    standing = table_standing(game, view)
    if standing is not None:
        parts = [*parts, i18n.say(standing, lang, names)]
    return alt.described(parts, limit, lines, i18n.say(Msg("host-alt-lately"), lang))


@dataclass(frozen=True)
class Closed:
    """A part of the game (a turn) that a series of moves closed: its name, its moves (`since`
    to `last`, the move that closed it), and the table just after that move."""

    volume: Text
    since: int
    last: int
    view: dict[str, Any]


@dataclass(frozen=True)
class Finished:
    """A finished part of the game as the thread keeps it, said in one language: its head
    (it is over), its standing after it, its results (the news of the move that closed it),
    and every move before that in it, oldest first."""

    head: str
    standing: str
    results: Sequence[str]
    lines: Sequence[str]


def whole_text(told: Finished, lang: str, log_name: str, limit: int) -> tuple[str, bool]:
    """A finished part's message, for whoever comes back later: it is over, the standing
    after it, its results, then in small print every move of it. Where a message's `limit`
    cannot hold every move, the message says that they are all in the file `log_name` on it
    (`log_text`), and True: nothing is ever cut."""
    head = "\n".join(x for x in (told.head, told.standing, *told.results) if x)
    whole = head + ("\n" + refs.small_print(" · ".join(told.lines)) if told.lines else "")
    if len(whole) <= limit:
        return whole, False
    note = i18n.say(Msg("host-moves-in-file", count=len(told.lines), file=log_name), lang)
    return head[: limit - len(note) - 4] + "\n" + refs.small_print(note), True


def log_text(told: Finished) -> bytes:
    """The file of a finished part too long for its message: the same as plain text (no
    markdown), a move a line."""
    parts = [told.head.replace("**", ""), told.standing, *told.results, "", *told.lines]
    return ("\n".join(parts) + "\n").encode()


def board_ops(
    scene: Scene,
    lines: Sequence[str],
    table: bytes | Callable[[], bytes],
    *,
    new_board: bool,
    closed: Sequence[Post] = (),
    ended: tuple[str, Picture | None] | None = None,
) -> tuple[list[Edit], list[Post]]:
    """The board after a move: the message of this part of the game (a turn) edited in place,
    or, when a new part begins, a new message; the previous one is closed (`closed`: the posts
    of the parts just closed, the first replacing the previous board, loses its button).
    `ended`: the text and log file of the game's last board, which says the game is over."""
    match = scene.match
    text, log = ended if ended is not None else (scene.caption(lines), None)
    # The last board's words begin as its message does: the game is over.
    described = scene.described(lines, head=text.split("\n")[0] if ended is not None else "")
    post = Post(
        text,
        Picture(f"{scene.game.meta.id}-{match.id}-v{scene.version}.png", table, alt=described),
        controls=Controls.MOVE if scene.outcome is None else Controls.NONE,
        language=scene.lang,
        match_id=match.id,
        version=scene.version,
        record=BOARD,
        log=log,
    )
    if not new_board:
        return [Edit(match.id, BOARD, post, or_post=True)], []
    if not closed:
        return [Edit(match.id, BOARD, None)], [post]
    first, *others = closed
    return [Edit(match.id, BOARD, first)], [*others, post]


@dataclass
class PingPlan:
    """Who is mentioned after a move: `ping` the seats with a decision of their own that was
    not yet pinged, `unping` the seats whose ping is answered or stale (its message goes),
    `pinged` every decision told once this is delivered (saved with the move); `quiet`, the
    seats asked a reaction that are told privately instead, if they have a choice."""

    pinged: dict[int, str]
    ping: list[int]
    unping: list[int]
    clock: dict[int, dict[str, Any]] = field(default_factory=dict)  # the pending deadlines
    quiet: list[int] = field(default_factory=list)


def plan_pings(
    decisions: dict[int, str],
    pinged: dict[int, str],
    *,
    actor: int | None,
    new_chapter: bool,
) -> PingPlan:
    """One ping per decision (`decisions`: seat -> the prompt's hash): a seat is mentioned when
    a decision of its own appears, never again for the same one, and never for the next step of
    its own move, which it sees in private at once (a new chapter, a new trick to lead say, is
    a new decision even for the one who just moved). A reaction is never pinged (`quiet`)."""
    ping: list[int] = []
    unping: list[int] = []
    quiet: list[int] = []
    for seat in sorted({*decisions, *pinged}):
        decision, told = decisions.get(seat), pinged.get(seat)
        answered = seat == actor or decision != told
        if told is not None and answered:
            unping.append(seat)
        if decision is not None and answered and not (seat == actor and not new_chapter):
            (quiet if is_reaction(decision) else ping).append(seat)
    return PingPlan(dict(decisions), ping, unping, quiet=quiet)


@dataclass(frozen=True)
class Since:
    """What happened in public since a player's last move (`moved`), or since the start."""

    moved: bool
    lines: list[str]


def ping_ops(
    scene: Scene, plan: PingPlan, since: dict[int, Since]
) -> tuple[list[Post], list[Delete]]:
    """The plan's messages: a mention saying what is asked and what happened since the
    player's last move (or the start, before their first); the answered pings removed."""
    posts = []
    for seat in plan.ping:
        prompt = scene.prompt(seat)
        assert prompt is not None, "only a seat with a decision is pinged"
        user = scene.seats[seat].user_id
        text = f"{refs.person(user)} — {ask_of(prompt, scene.names, scene.lang)}"
        told = since.get(seat)
        if told is not None and told.lines:
            news = newest_within(told.lines, SUMMARY_ROOM)
            key = "host-since-your-move" if told.moved else "host-since-the-start"
            text += "\n" + i18n.say(Msg(key, news=news), scene.lang)
        posts.append(Post(text, mentions=[user], match_id=scene.match.id, record=ping_slot(seat)))
    deletes = [Delete(scene.match.id, ping_slot(seat)) for seat in plan.unping]
    return posts, deletes


def hand_dms(
    scene: Scene,
    before: dict[int, dict[str, Any]],
    after: dict[int, dict[str, Any]],
    views: dict[int, dict[str, Any]],
    pictures: Mapping[int, Picture],
    hand_text: Callable[[dict[str, Any], str], str],
    langs: dict[int, str],
    actor: int | None = None,
    pinged: Collection[int] = (),
) -> list[DirectMessage]:
    """A DM for each seat whose secrets changed (`views`): a new message when cards arrived
    that the player did not bring themselves (a deal, a card given or taken by another), the
    last one edited when it changed by the player's own move (they are at the table, and their
    private answer shows it), when the player is `pinged` for a decision now (one notification:
    the ping; the choices it opens show the cards), only shrank, or only its tallies changed (a
    secret score); an
    empty hand only ever edits the last one. Each in its reader's language (`langs`, by
    seat)."""
    dms = []
    where = refs.channel(scene.match.channel_id)
    heading = Msg("host-hand-in", title=scene.game.meta.title, where=where)
    for seat in views:
        if not scene.seats[seat].person:  # the stand-in's own seat: nobody to write to
            continue
        arrived = (
            seat != actor and seat not in pinged and held(after[seat]) - held(before.get(seat, {}))
        )
        hand = hand_text(views[seat], langs[seat])
        # The picture says in words what the hand holds, in its reader's language.
        picture = replace(pictures[seat], alt=alt.described([hand], scene.limits.alt))
        dms.append(
            DirectMessage(
                scene.seats[seat].user_id,
                scene.match.id,
                i18n.say(heading, langs[seat]) + "\n" + hand,
                picture,
                record=hand_slot(seat, scene.seats[seat].user_id),
                edit=not arrived,
                only_edit=not leaves(after[seat]),
            )
        )
    return dms
