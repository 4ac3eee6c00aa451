"""What the table is told after any change: the chapter's board, a ping per new decision, a DM
per changed hand and per private note, news of seats changing hands, and the result at the end.
Every concern that changes a match (a move, a take-back, a seat, a vote) reports through here."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import i18n
import render
from bot.host import alt, refs, states
from bot.host.core import Core
from bot.host.heard import Heard
from bot.host.hidden import parts_of
from bot.host.languages import Languages
from bot.host.offers import prompt_hash
from bot.host.outbox import Controls, DirectMessage, Outbox, Picture, Post
from bot.host.paces import REACTION, moment, when
from bot.host.reports import final_chart, final_replay
from bot.host.table import (
    Closed,
    Finished,
    PingPlan,
    Scene,
    Since,
    board_ops,
    hand_dms,
    log_text,
    ping_ops,
    whole_text,
)
from games.core import Event, Game, Msg, Text, all_views, table_standing
from storage import SeatRow, StoredEvent


def slug(words: str) -> str:
    """`words` as a file name's part: "Tour 2" → "tour-2", "Été 1649" → "ete-1649"."""
    ascii_only = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_only.lower()).strip("-") or "part"


def decisions(game: Game, state: Any, text: str, seats: Sequence[SeatRow]) -> dict[int, str]:
    """Every pending decision of a person (not of the stand-in), by seat: the hash of what it
    is asked (`text`: the state as stored), marked when it is a reaction (`REACTION`)."""
    waiting = (
        (seat, states.prompt(game, text, state, seat))
        for seat in game.active_seats(state)
        if not seats[seat].stand_in
    )
    return {
        seat: (REACTION if prompt.reaction else "") + prompt_hash(prompt)
        for seat, prompt in waiting
        if prompt is not None
    }


def stored(events: list[Event]) -> list[StoredEvent]:
    """Events as the action log keeps them: texts with their seat tags, names filled in later."""
    return [(e.text, list(e.to) if e.to is not None else None) for e in events]


def scores_text(ranking: Sequence[tuple[int, float]], names: Sequence[str]) -> str:
    """ "Anne 12 · Bob 9": each seat's score, in the order given."""
    return " · ".join(f"{names[s]} {v:g}" for s, v in ranking)


def final_text(game: Game, outcome: Any, names: Sequence[str], lang: str) -> str:
    # Winners first among equal scores: the game's tie-breaks may rank beyond the score.
    ranking = sorted(outcome.scores.items(), key=lambda kv: (-kv[1], kv[0] not in outcome.winners))
    winners = [f"**{names[w]}**" for w in outcome.winners]
    said = Msg(
        "host-final",
        winners=winners,
        count=len(winners),
        game=game.meta.title,
        reason=outcome.reason,
        scores=scores_text(ranking, names),
    )
    return i18n.say(said, lang, names)


@dataclass
class Telling:
    """What a change tells the table (`Reporter.report`): whom to ping (`plan`), the seats
    whose hand changed (`changed`; `before`, their secrets before it, when known); private
    `notes`; the table's `news` first (with `news_controls`); whether the board shows the
    change (`board`) and on a new message (`new_board`); the parts of the game it `closed`;
    the seat that acted (`actor`); the views now when built already (`seen`); the part of the
    game the last move was made in when it ended the game (`ended_in`); and what each move
    just written said, by its number (`heard`)."""

    plan: PingPlan
    changed: list[int]
    before: dict[int, dict[str, Any]] | None = None
    notes: Sequence[tuple[int, Text]] = ()
    news: Sequence[Text] = ()
    news_controls: Controls = Controls.NONE
    board: bool = True
    new_board: bool = True
    closed: Sequence[Closed] = ()
    actor: int | None = None
    seen: tuple[dict[str, Any], list[dict[str, Any]]] | None = None
    ended_in: Text | None = None
    heard: Sequence[tuple[int, list[StoredEvent]]] = ()


class Reporter:
    """Builds the outbox of a change from the match as it now stands and its logs."""

    def __init__(self, core: Core, languages: Languages) -> None:
        self.core = core
        self.languages = languages
        self.heard = Heard(core)

    async def report(self, scene: Scene, telling: Telling) -> Outbox:
        """What the table shows after a change (`Telling`): `news` of the table (a seat changing
        hands) first, then the chapter's board (edited, or a new one when a chapter begins)
        with what happened in it; a ping per new decision with what happened since that
        player's last move; a DM per changed hand and per private note (to whoever holds the
        seat now). The table's texts and pictures are in the match's language, each DM in its
        reader's."""
        for seq, said in telling.heard:  # what the table is told of the moves just written
            self.heard.add(scene.match.id, seq, said)
        t, plan = telling, telling.plan
        db = self.core.db
        match, seats, game, state = scene.match, scene.seats, scene.game, scene.state
        latest = match.version - 1  # no move after it: its version was read after the last save
        drawn, names, lang = [s.display_name for s in seats], scene.names, scene.lang
        readers = await self.languages.of([s.user_id for s in seats if s.person])
        langs = {s.seat: readers.get(s.user_id, i18n.DEFAULT) for s in seats}
        public_view, seat_views = t.seen or all_views(game, state, len(seats))
        private_views = {s: seat_views[s] for s in t.changed}

        # Drawn when sent (`Picture`): the change is saved and answered first. Named by what
        # they show, as the board's pages name the hands they show.
        hands = {
            s: Picture(
                f"hand-{match.id}-v{scene.version}.png",
                partial(render.hand_png, game.meta.id, v, drawn, langs[s]),
                key=render.hand_picture_key(game.meta.id, v, drawn, langs[s]),
            )
            for s, v in private_views.items()
        }
        outbox = Outbox(announces=(match.id, scene.version))
        outbox.posts = [
            Post(
                i18n.say(text, lang, names),
                match_id=match.id,
                controls=t.news_controls if i == 0 else Controls.NONE,
                language=lang,
            )
            for i, text in enumerate(t.news)
        ]
        if t.board:
            table = partial(render.table_png, game.meta.id, public_view, drawn, lang)
            over = [await self.closed_post(scene, part) for part in t.closed]
            ended = None
            if scene.outcome is not None:  # the last board: the game is over, its whole turn
                part = scene.part if t.ended_in is None else t.ended_in
                head = Msg("host-game-over", title=game.meta.title, part=part)
                texts = await self.heard.since(match.id, match.chapter_since, latest=latest)
                results = await self.heard.since(match.id, latest, until=latest)
                ended = self.finished(
                    scene, head, public_view, results, texts[: len(texts) - len(results)]
                )
                lines: list[str] = []
            else:
                lines = await self.said(match.id, match.chapter_since, names, lang, latest=latest)
            outbox.edits, posts = board_ops(
                scene, lines, table, new_board=t.new_board, closed=over, ended=ended
            )
            outbox.posts += posts
        since = {
            seat: await self.since_last_move(match.id, seat, names, lang, latest)
            for seat in plan.ping
        }
        pings, outbox.deletes = ping_ops(scene, plan, since)
        outbox.posts += pings
        outbox.dms += await self.reactions(scene, plan)
        after = parts_of(public_view, seat_views)
        outbox.dms += hand_dms(
            scene,
            t.before or {},
            after,
            private_views,
            hands,
            partial(render.hand_text, game.meta.id),
            langs,
            t.actor,
            () if t.new_board else plan.ping,  # a new chapter's deal is news to everyone
        )
        for seat, text in t.notes:
            if seats[seat].person:
                note = i18n.say(text, langs[seat], names)
                outbox.dms.append(DirectMessage(seats[seat].user_id, match.id, note))
        outcome = scene.outcome
        if outcome is not None:
            result = final_text(game, outcome, names, lang)
            chart = await final_chart(db, match, seats, alt.described([result], scene.limits.alt))
            again = Post(result, chart, match_id=match.id, controls=Controls.AGAIN, language=lang)
            outbox.posts.append(again)
            replayed = i18n.say(Msg("host-replayed"), lang)
            animated = alt.described([i18n.say(Msg("host-alt-replay"), lang), result],
                                     scene.limits.alt)  # fmt: skip
            replay = await final_replay(db, match, seats, animated)
            outbox.later.append(Post(replayed, replay, match_id=match.id))
        return outbox

    async def reactions(self, scene: Scene, plan: PingPlan) -> list[DirectMessage]:
        """A private word to each person newly asked a reaction who has a real choice in it,
        with its deadline; whoever has only one answer is told nothing, and the table learns
        from none of it who holds what (`Prompt.reaction`)."""
        told = []
        readers = await self.languages.of([scene.seats[s].user_id for s in plan.quiet])
        for seat in plan.quiet:
            prompt, user = scene.prompt(seat), scene.seats[seat].user_id
            entry = plan.clock.get(seat) or scene.match.clock.get(seat)
            if prompt is None or len(prompt.choices) < 2 or entry is None:
                continue
            due, where = when(moment(entry["due"])), refs.channel(scene.match.channel_id)
            said = Msg("host-reaction", game=scene.game.meta.title, ask=prompt.ask,
                       where=where, due=due)  # fmt: skip
            lang = readers.get(user, i18n.DEFAULT)
            told.append(DirectMessage(user, scene.match.id, i18n.say(said, lang, scene.names)))
        return told

    async def closed_post(self, scene: Scene, part: Closed) -> Post:
        """The message a closed part of the game leaves in the thread: "Turn 1 · over", the
        standing after it, its results and every move of it, and the table as it ended."""
        game, match, lang = scene.game, scene.match, scene.lang
        lines = await self.heard.since(match.id, part.since, until=part.last - 1)
        results = await self.heard.since(match.id, part.last, until=part.last)
        head = Msg("host-part-over", title=game.meta.title, part=part.volume)
        text, log = self.finished(scene, head, part.view, results, lines)
        drawn = [s.display_name for s in scene.seats]
        # The table as the part ended, drawn as over: nobody is awaited on it any more.
        table = partial(
            render.table_png,
            game.meta.id,
            {**part.view, "over": part.volume, "chapter": part.volume},
            drawn,
            lang,
        )
        name = f"{game.meta.id}-{match.id}-v{part.last + 1}.png"  # the version it made
        said = [i18n.say(t, lang, scene.names) for t in results]
        described = scene.described(said, part.view, head=i18n.say(head, lang, scene.names))
        return Post(text, Picture(name, table, alt=described), match_id=match.id, log=log)

    def finished(
        self,
        scene: Scene,
        head: Msg,
        view: dict[str, Any],
        results: Sequence[Text],
        lines: Sequence[Text],
    ) -> tuple[str, Picture | None]:
        """A finished part's message (`whole_text`): `head`, the standing the spectator's
        `view` shows, `results`, then every move `lines`; with the file of them all when they
        do not fit, its names as the players typed them (a file is no markdown)."""
        lang, standing = scene.lang, table_standing(scene.game, view)

        def told(names: Sequence[str]) -> Finished:
            return Finished(
                i18n.say(head, lang, names),
                "" if standing is None else i18n.say(standing, lang, names),
                [i18n.say(t, lang, names) for t in results],
                [i18n.say(t, lang, names) for t in lines],
            )

        part = i18n.say(head.kwargs["part"], lang)
        name = f"{scene.game.meta.id}-{scene.match.id}-{slug(part)}.txt"
        text, long = whole_text(told(scene.names), lang, name, scene.limits.text)
        raw = [s.display_name for s in scene.seats]
        return text, Picture(name, log_text(told(raw))) if long else None

    async def said(
        self,
        match_id: int,
        since_seq: int,
        names: list[str],
        lang: str,
        until: int | None = None,
        latest: int | None = None,
    ) -> list[str]:
        """The public events of the moves from `since_seq` on (to `until`), said in `lang`
        with names filled in (`latest`: as `Heard.since`)."""
        texts = await self.heard.since(match_id, since_seq, until, latest)
        return [i18n.say(text, lang, names) for text in texts]

    async def since_last_move(
        self, match_id: int, seat: int, names: list[str], lang: str, latest: int | None = None
    ) -> Since:
        """What happened in public since the seat's last move, or since the start when it has
        made none yet."""
        version = None if latest is None else latest + 1
        last = await self.core.db.last_move_seq(match_id, seat, version)
        return Since(last > 0, await self.said(match_id, last + 1, names, lang, latest=latest))
