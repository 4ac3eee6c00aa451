"""Looking back at a channel's match, privately: its latest moves, its table after any move, the
export that replays it anywhere, and the score chart posted with the result. All of it is
rebuilt from the action log (`games.core.replay`), so it shows exactly what the players saw."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Sequence
from functools import partial
from typing import Any, Literal

from pydantic import BaseModel

import i18n
import render
from bot.host import alt, refs
from bot.host.core import MAX_ID
from bot.host.outbox import Limits, Outbox, Picture, Refused
from bot.host.table import ask_of, newest_within, table_described, text_names, volume
from games import registry
from games.core import Msg, Outcome, Text, clip
from games.core.replay import Record, ReplayError, standings, state_after, states
from render.chart import score_chart as draw_score_chart
from render.replay import MAX_FRAMES, replay_gif
from storage import ActionRow, Database, MatchRow, SeatRow

REPLAY_FRAMES = 24  # a replay's frames for a match of few parts, a frame every few moves
FEW_PARTS = 8  # from this many parts (turns, rounds, seasons) on, a replay shows one per part

log = logging.getLogger(__name__)

LOG_LINES = 10  # moves `/game log` shows when not told how many
MAX_LOG_LINES = 50
MAX_LOG_LINE = 400  # characters of one move's news: a long one never crowds out all the others
NOTHING_YET = Msg("host-nothing-yet")
NO_REPLAY = Msg("host-no-replay")


def record_of(match: MatchRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow]) -> Record:
    """What the match's states follow from, as stored."""
    assert match.seed is not None, "a started match has a seed"
    moves = tuple((a.seat, a.choice_id) for a in actions)
    return Record(match.game_id, len(seats), match.seed, match.options, moves)


def digest(dump: str) -> str:
    return hashlib.sha256(dump.encode()).hexdigest()


# ---- the export file ----------------------------------------------------------------------------
class SeatEntry(BaseModel):
    seat: int
    name: str


class MoveEntry(BaseModel):
    seat: int
    choice: str


class Result(BaseModel):
    winners: list[int]
    scores: dict[int, float]
    reason: str

    @classmethod
    def of(cls, outcome: Outcome | None) -> Result | None:
        """The outcome as the export keeps it: a file for tools, its reason said in English."""
        if outcome is None:
            return None
        reason = i18n.say(outcome.reason, i18n.DEFAULT)
        return cls(winners=outcome.winners, scores=outcome.scores, reason=reason)


class MatchFile(BaseModel):
    """An exported match: what `/game export` sends and `python -m tools.replay` re-runs.
    `result` is the end the moves reach (None for a match ended early); `final_sha256`, of the
    final state's dump, makes the check exact: the same result by another way is caught."""

    format: Literal[1] = 1
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatEntry]
    moves: list[MoveEntry]
    result: Result | None
    final_sha256: str

    @property
    def record(self) -> Record:
        moves = tuple((m.seat, m.choice) for m in self.moves)
        return Record(self.game, len(self.seats), self.seed, self.options, moves)

    @property
    def names(self) -> list[str]:
        return [s.name for s in sorted(self.seats, key=lambda s: s.seat)]


def export_of(match: MatchRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow]) -> MatchFile:
    game = registry.get(match.game_id)
    record = record_of(match, seats, actions)
    return MatchFile(
        game=match.game_id,
        options=match.options,
        seed=record.seed,
        seats=[SeatEntry(seat=s.seat, name=s.display_name) for s in seats],
        moves=[MoveEntry(seat=seat, choice=choice) for seat, choice in record.moves],
        result=Result.of(game.outcome(game.load(match.state or ""))),
        final_sha256=digest(match.state or ""),
    )


def file_text(file: MatchFile) -> str:
    """The export as JSON, one move a line: a person reading a bug report, or a diff of two
    exports, can follow the moves."""
    data = file.model_dump(mode="json")
    fields = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in data.items()]
    moves = ",\n".join(f"  {json.dumps(m, ensure_ascii=False)}" for m in data["moves"])
    fields[list(data).index("moves")] = f' "moves": [\n{moves}\n ]'
    return "{\n" + ",\n".join(fields) + "\n}\n"


def check(file: MatchFile) -> Any:
    """Replays the whole file; its end state, or ReplayError if that is not the recorded one."""
    record = file.record
    try:
        game = record.game
    except KeyError:
        raise ReplayError(Msg("host-replay-no-game", game=clip(file.game))) from None
    *_, state = states(record)
    reached = Result.of(game.outcome(state))
    if reached != file.result:
        raise ReplayError(Msg("host-replay-other-result"))
    if digest(game.dump(state)) != file.final_sha256:
        raise ReplayError(Msg("host-replay-other-state"))
    return state


# ---- the score chart --------------------------------------------------------------------------
def chapters_of(record: Record) -> list[Text]:
    """The part of the game (a turn, a round) each move was made in, replayed."""
    game = record.game
    parts = [volume(game.chapter(state)) for state in states(record)]
    return parts[: len(record.moves)]


def log_text(
    title: str,
    names: Sequence[str],
    actions: Sequence[ActionRow],
    parts: Sequence[Text],
    lang: str,
) -> str:
    """The whole public log of a match, numbered as `/game board move:` counts, a heading at
    each part of the game; never a private line. In the match's language, `lang`."""
    lines = [f"{title} · {', '.join(names)}", ""]
    current = None
    for number, (action, part) in enumerate(zip(actions, parts, strict=True), 1):
        if part != current:
            lines += ["", f"== {i18n.say(part, lang, names)} =="]
            current = part
        said = [i18n.say(text, lang, names) for text, to in action.events if to is None]
        if said:
            lines.append(f"{number}. " + " · ".join(said))
    return "\n".join(lines).strip() + "\n"


def chart_png(record: Record, names: Sequence[str], lang: str = i18n.DEFAULT) -> bytes:
    """The scores over a finished match: a point per chapter (trick, round or phase), replayed
    from its record, titled in `lang`. Replaying takes a moment: call it off the event loop."""
    points = standings(record)
    title = i18n.say(Msg("host-chart-title", game=record.game.meta.title), lang)
    lines = [[score[seat] for score in points.scores] for seat in range(len(names))]
    return draw_score_chart(
        title,
        points.moves,
        lines,
        names,
        x_label=i18n.say(Msg("host-chart-x"), lang),
        y_label=i18n.say(Msg("host-chart-y"), lang),
        end_label=i18n.say(Msg("host-chart-end"), lang),
        lang=lang,
    )


def score_chart(match: MatchRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow]) -> bytes:
    """The chart of a finished match, to post with its result. If the log no longer replays
    (the rules changed under a running match), there is no chart: the result goes without it."""
    try:
        names = [s.display_name for s in seats]
        return chart_png(record_of(match, seats, actions), names, match.language)
    except ReplayError as e:
        log.warning("no score chart for match %s: %s", match.id, e)
        return b""


def replay_views(record: Record) -> list[dict[str, Any]]:
    """The spectator views a replay shows: the table as each part of the game began, or every
    few moves for a match of few parts (Revolt's three turns), then the end; at most
    MAX_FRAMES, evenly chosen."""
    game = record.game
    every = max(1, -(-len(record.moves) // REPLAY_FRAMES))  # ceiling
    views: list[dict[str, Any]] = []
    starts: list[int] = []
    part, final = None, None
    for number, state in enumerate(states(record)):
        here = volume(game.chapter(state))
        if here != part:
            starts.append(len(views))
            views.append(game.view(state, None))
        elif number % every == 0:
            views.append(game.view(state, None))
        part, final = here, state
    if len(starts) >= FEW_PARTS:  # enough parts to tell the story: one frame each
        views = [views[i] for i in starts]
    if len(views) >= MAX_FRAMES:
        keep = MAX_FRAMES - 1
        views = [views[i * len(views) // keep] for i in range(keep)]
    return [*views, game.view(final, None)]


def replay_animation(
    match: MatchRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow]
) -> bytes:
    """The whole match as an animated GIF, posted with the result; none if the log no longer
    replays."""
    try:
        views = replay_views(record_of(match, seats, actions))
    except ReplayError as e:
        log.warning("no replay for match %s: %s", match.id, e)
        return b""
    return replay_gif(match.game_id, views, [s.display_name for s in seats], match.language)


async def final_replay(
    db: Database, match: MatchRow, seats: Sequence[SeatRow], described: str
) -> Picture:
    """The replay for the end, drawn when it is sent, in a worker process (`final_chart`);
    `described`, what it shows in words."""
    actions = await db.actions(match.id)
    return Picture(
        f"{match.game_id}-{match.id}-replay.gif",
        partial(replay_animation, match, list(seats), actions),
        alt=described,
    )


async def final_chart(
    db: Database, match: MatchRow, seats: Sequence[SeatRow], described: str
) -> Picture:
    """The chart for the result post, drawn when it is sent (replaying takes a moment), from
    plain data, so a worker process can draw it; `described`, what it shows in words (the
    result it charts)."""
    actions = await db.actions(match.id)
    return Picture(
        f"{match.game_id}-{match.id}-scores.png",
        partial(score_chart, match, list(seats), actions),
        alt=described,
    )


async def view_after(
    match: MatchRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow], move: int | None
) -> tuple[Text, dict[str, Any]]:
    """The part of the game and the spectators' view after `move` (0: at the start; None:
    now), replayed from the match's record off the event loop. Refused if the log no longer
    replays."""
    game = registry.get(match.game_id)

    def replay() -> tuple[Text, dict[str, Any]]:
        if move is None:
            state = game.load(match.state or "")
        else:
            state = state_after(record_of(match, seats, actions), move)
        return game.chapter(state), game.view(state, None)

    try:
        return await asyncio.to_thread(replay)
    except ReplayError:
        log.warning("match %s does not replay", match.id, exc_info=True)
        raise Refused(NO_REPLAY) from None


async def table_after(
    match: MatchRow,
    seats: Sequence[SeatRow],
    actions: Sequence[ActionRow],
    move: int | None,
    lang: str,
    detail: bool = False,
) -> tuple[Text, dict[str, Any], bytes]:
    """The part of the game, the spectators' view and the public table (or its details) after
    `move` (`view_after`), drawn in `lang` off the event loop."""
    chapter, view = await view_after(match, seats, actions, move)
    draw_png = render.detail_png if detail else render.table_png
    names = [s.display_name for s in seats]
    return chapter, view, await asyncio.to_thread(draw_png, match.game_id, view, names, lang)


# ---- what the commands answer -----------------------------------------------------------------
class Reports:
    """`/game log`, `/game board` and `/game export`: private answers about this channel's match,
    the running one or, once it is over, the last one (until another is opened)."""

    def __init__(self, db: Database, limits: Limits) -> None:
        self.db, self.limits = db, limits

    async def _played(
        self, channel_id: int, match_id: int | None = None, guild_id: int | None = None
    ) -> tuple[MatchRow, list[SeatRow], list[ActionRow]]:
        """The channel's latest match, or (`match_id`, from `/game history`) one of the
        server's."""
        if match_id is None:
            match = await self.db.latest_match(channel_id)
        else:
            match = await self.db.get_match(match_id) if 0 < match_id <= MAX_ID else None
            if match is None or match.guild_id != guild_id:
                raise Refused(Msg("host-no-match-numbered"))
        if match is None:
            raise Refused(NOTHING_YET)
        if match.status == "lobby":
            raise Refused(Msg("host-no-moves-yet"))
        if match.seed is None:
            raise Refused(Msg("host-closed-unstarted"))
        return match, await self.db.seats(match.id), await self.db.actions(match.id)

    async def mine(self, *, guild_id: int, user_id: int) -> Outbox:
        """Every match of this server that waits for the user, with a link and what is asked,
        in their language."""
        lang = i18n.reader()
        waiting, idle = [], []
        for match in await self.db.running_matches_of(guild_id, user_id):
            game = registry.get(match.game_id)
            seats = await self.db.seats(match.id)
            seat = next(s.seat for s in seats if s.user_id == user_id)
            state = game.load(match.state or "")
            prompt = game.prompt(state, seat) if seat in game.active_seats(state) else None
            where = Msg("host-game-in", game=game.meta.title, where=refs.channel(match.channel_id))
            if prompt is None:
                idle.append(i18n.say(where, lang))
                continue
            ask = ask_of(prompt, text_names(seats), lang)
            waiting.append(i18n.say(Msg("host-mine-line", where=where, ask=ask), lang))
        head = i18n.say(Msg("host-mine-head") if waiting else Msg("host-mine-none"), lang)
        tail = ""
        if idle:  # named, so "other" never seems to mean the match the user asked from
            others = Msg("host-mine-others", matches=clip(", ".join(idle), 400))
            tail = "\n" + i18n.say(others, lang)
        room = self.limits.text - len(head) - len(tail) - 2
        return Outbox(
            reply=head + ("\n" + newest_within(waiting, room, "\n") if waiting else "") + tail
        )

    async def log(self, *, channel_id: int, count: int = LOG_LINES, whole: bool = False) -> Outbox:
        """The latest moves, newest last, as the channel heard them: public events only. With
        `whole`, every move as a text file, under the heading of its part of the game. All of
        it in the reader's language: it answers them alone."""
        match, seats, actions = await self._played(channel_id)
        if whole:
            return await self._whole_log(match, seats, actions)
        names, lang = text_names(seats), i18n.reader()
        said = [(n, [t for t, to in a.events if to is None]) for n, a in enumerate(actions, 1)]
        lines = [
            f"`{n}.` {clip(i18n.say(Msg.join(texts), lang, names), MAX_LOG_LINE)}"
            for n, texts in said
            if texts
        ]
        lines = lines[-max(1, min(count, MAX_LOG_LINES)) :]
        title = registry.get(match.game_id).meta.title
        if not lines:
            return Outbox(reply=i18n.say(Msg("host-log-empty", game=title), lang))
        head = i18n.say(Msg("host-log-head", game=title, count=len(actions)), lang)
        room = self.limits.text - len(head) - 1
        return Outbox(reply=head + "\n" + newest_within(lines, room, "\n"))

    async def catch_up(self, *, channel_id: int, user_id: int) -> Outbox:
        """What happened since the player's last move, privately: each part of the game since
        then with its news (the results of those that closed last and whole), their hand now,
        and the table now, all in their own language."""
        match, seats, actions = await self._played(channel_id)
        seat = next((s.seat for s in seats if s.user_id == user_id), None)
        if seat is None:
            raise Refused(Msg("host-catch-up-not-playing"))
        last = max((a.seq for a in actions if a.seat == seat), default=0)
        record = record_of(match, seats, actions)
        try:
            parts = await asyncio.to_thread(chapters_of, record)
        except ReplayError:
            raise Refused(NO_REPLAY) from None
        game = registry.get(match.game_id)
        names, lang = text_names(seats), i18n.reader()
        missed: dict[Text, list[str]] = {}
        for action, part in zip(actions, parts, strict=True):
            if action.seq > last:
                said = [i18n.say(t, lang, names) for t, to in action.events if to is None]
                missed.setdefault(part, []).extend(said)
        quiet = not any(missed.values())
        head = i18n.say(Msg("host-catch-up-head", game=game.meta.title, quiet=str(quiet)), lang)
        blocks = [
            i18n.say(Msg("host-catch-up-part", part=part, news=newest_within(lines, 600)), lang)
            for part, lines in missed.items()
        ]
        state = game.load(match.state or "")
        hand = render.hand_text(game.meta.id, game.view(state, seat), lang)
        room = self.limits.text - len(head) - len(hand) - 4
        text = "\n".join([head, newest_within(blocks, room, "\n"), hand]).strip()
        drawn, view = [s.display_name for s in seats], game.view(state, None)
        table = await asyncio.to_thread(render.table_png, game.meta.id, view, drawn, lang)
        now = i18n.say(Msg("host-board-now", game=game.meta.title, chapter=game.chapter(state)),
                       lang)  # fmt: skip
        described = table_described(game, view, names, lang, self.limits.alt, [now])
        return Outbox(
            reply=text,
            reply_picture=Picture(f"{match.game_id}-{match.id}-now.png", table, alt=described),
        )

    async def _whole_log(
        self, match: MatchRow, seats: Sequence[SeatRow], actions: Sequence[ActionRow]
    ) -> Outbox:
        record = record_of(match, seats, actions)
        try:
            parts = await asyncio.to_thread(chapters_of, record)
        except ReplayError:
            log.warning("match %s does not replay", match.id, exc_info=True)
            raise Refused(NO_REPLAY) from None
        title, lang = registry.get(match.game_id).meta.title, i18n.reader()
        text = log_text(title, [s.display_name for s in seats], actions, parts, lang)
        return Outbox(
            reply=i18n.say(Msg("host-log-whole", game=title, count=len(actions)), lang),
            reply_picture=Picture(f"{match.game_id}-match-{match.id}-log.txt", text.encode()),
        )

    async def board(
        self,
        *,
        channel_id: int,
        move: int | None = None,
        detail: bool = False,
        words: bool = False,
    ) -> Outbox:
        """The table after `move` (0: at the start), replayed; without one, the table now. With
        `detail`, the second picture: what the table has no room for (displays, sheets); with
        `words`, the table in words instead of its picture (`render.table_words`), for a screen
        reader. The board as the table sees it, said and drawn in the reader's language."""
        match, seats, actions = await self._played(channel_id)
        game = registry.get(match.game_id)
        total = len(actions)
        if move is not None and not 0 <= move <= total:
            raise Refused(Msg("host-no-such-move", move=str(move), total=total))
        names, lang = [s.display_name for s in seats], i18n.reader()
        shown = total if move is None else move
        when = Msg("host-at-start") if shown == 0 else Msg("host-after-move", n=shown, total=total)
        if words:
            chapter, view = await view_after(match, seats, actions, move)
            head = Msg("host-board-head", game=game.meta.title, when=when, chapter=chapter)
            written = text_names(seats)  # names as text in a message, as typed
            return self._in_words(match, i18n.say(head, lang, written), view, written, lang)
        chapter, view, table = await table_after(match, seats, actions, move, lang, detail)
        head = Msg("host-board-head", game=game.meta.title, when=when, chapter=chapter)
        kind = "details" if detail else "move"
        said = i18n.say(Msg.join([head, Msg("host-details")]) if detail else head, lang, names)
        described = table_described(game, view, text_names(seats), lang, self.limits.alt, [said])
        name = f"{game.meta.id}-{match.id}-{kind}{shown}.png"
        return Outbox(reply=said, reply_picture=Picture(name, table, alt=described))

    def _in_words(
        self, match: MatchRow, head: str, view: dict[str, Any], names: list[str], lang: str
    ) -> Outbox:
        """The table in words (`render.table_words`) under `head`: in the answer, or where the
        answer cannot hold it all, in a text file on it, nothing cut."""
        said = render.table_words(match.game_id, view, names, lang)
        whole = f"{head}\n{said}"
        if len(whole) <= self.limits.text:
            return Outbox(reply=whole)
        note = i18n.say(Msg("host-words-in-file"), lang)
        text = alt.plain(whole) + "\n"
        name = f"{match.game_id}-{match.id}-words.txt"
        return Outbox(reply=f"{head}\n{note}", reply_picture=Picture(name, text.encode()))

    async def export(
        self, *, channel_id: int, match_id: int | None = None, guild_id: int | None = None
    ) -> Outbox:
        """The match as a file that replays it exactly, once it is over: its seed and moves
        reveal every hand and the order of the deck. `match_id`: one of the server's matches
        (its number in `/game history`) instead of the channel's latest."""
        match, seats, actions = await self._played(channel_id, match_id, guild_id)
        if match.status == "running":
            raise Refused(Msg("host-export-running"))
        file = export_of(match, seats, actions)
        try:
            await asyncio.to_thread(check, file)
        except ReplayError:
            log.warning("match %s does not replay", match.id, exc_info=True)
            raise Refused(NO_REPLAY) from None
        name = f"{match.game_id}-match-{match.id}.json"
        title = registry.get(match.game_id).meta.title
        exported = Msg("host-exported", game=title, count=len(actions), file=name)
        return Outbox(
            reply=i18n.say(exported, i18n.reader()),
            reply_picture=Picture(name, file_text(file).encode()),
        )
