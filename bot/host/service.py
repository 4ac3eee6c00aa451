"""The game host: lobby, seats, whose turn, and the one place a move happens
(load, check the seat, apply, save in one transaction, render, hand back an outbox).
It has no Discord imports, so it is tested without Discord and could serve another front end."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import secrets
import weakref
from collections.abc import Sequence
from typing import Any

import render
from bot.host.inputs import plain
from bot.host.outbox import (
    MAX_CONTENT,
    AlreadyDone,
    Controls,
    DirectMessage,
    Offer,
    Outbox,
    Picture,
    Post,
    Refused,
    Toggle,
)
from games import registry
from games.core import (
    Choice,
    Event,
    Game,
    IllegalAction,
    Prompt,
    SetupError,
    clip,
    name_seats,
    parse_options,
)
from storage import ChannelBusy, Database, MatchRow, Seating, SeatRow, StaleVersion, StoredEvent

log = logging.getLogger(__name__)

MOVED_ON = "The game has moved on since that was posted: use the latest board or `/play`."
NO_MATCH = "There is no match in this channel. Start one with `/game new`."
ELSEWHERE = "That button belongs to a match in another channel: use the ones posted here."
MAX_ID = 2**63 - 1  # SQLite's largest integer: a larger match id (a crafted button) names nothing
MAX_OPTIONS_SHOWN = 600  # of the options' JSON in the lobby, which must stay within a message
MAX_CHOICE_ID = 60  # no game's choice id is longer (docs/ADDING_A_GAME.md)


def prompt_hash(prompt: Prompt) -> str:
    """Identifies a decision, so a button from an older version still counts while the decision
    it offers is unchanged (votes cast by others in between)."""
    text = prompt.text + "\n" + "\n".join(prompt.choice_ids())
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def board_text(title: str, said: list[str], call: str) -> str:
    """The board's caption. The call to act (with its mentions) comes first and is never cut, so
    a player waited for is always pinged; the newest events fill what is left of the limit."""
    head = f"{call}\n**{title}**" if call else f"**{title}**"
    kept: list[str] = []
    room = MAX_CONTENT - len(head) - len(" · …")
    for line in reversed(said):
        if len(line) + 3 > room:
            break
        kept.insert(0, line)
        room -= len(line) + 3
    dropped = "…" if len(kept) < len(said) else ""
    return head + "".join(f" · {line}" for line in [dropped, *kept] if line)


def text_names(seats: Sequence[SeatRow]) -> list[str]:
    """The players' names for message text; pictures and button labels take the names as they
    are (`s.display_name`)."""
    return [plain(s.display_name) for s in seats]


def offer_of(match_id: int, version: int, seat: int, prompt: Prompt, seats: list[SeatRow]) -> Offer:
    """A prompt as its player sees it: names in its text as text, in its choices as labels."""
    labels = [s.display_name for s in seats]
    return Offer(
        match_id,
        version,
        seat,
        name_seats(prompt.text, text_names(seats)),
        [Choice(c.id, name_seats(c.label, labels)) for c in prompt.choices],
        prompt_hash(prompt),
    )


def private_parts(game: Game, state: Any, num_seats: int) -> dict[int, dict[str, Any]]:
    """What each seat's view holds beyond the spectator's: its hand and other secrets."""
    public = game.view(state, None)
    parts = {}
    for seat in range(num_seats):
        view = game.view(state, seat)
        parts[seat] = {k: v for k, v in view.items() if k not in public or public[k] != v}
    return parts


def stored(events: list[Event]) -> list[StoredEvent]:
    """Events as the action log keeps them: texts with their seat tags, names filled in later."""
    return [(e.text, list(e.to) if e.to is not None else None) for e in events]


class Host:
    def __init__(self, db: Database) -> None:
        self.db = db
        # One lock per match with a move under way; a lock nobody holds or waits for is dropped.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def _lock(self, match_id: int) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        return lock

    # ---- finding things ---------------------------------------------------------------------
    async def _match(
        self, *, channel_id: int | None = None, match_id: int | None = None
    ) -> MatchRow:
        """The match a call is about: `match_id` (from a button) or the channel's active match.
        Given both, the match must be that channel's: a button copied elsewhere, or into a DM,
        is refused here, in the one place every button's match is found."""
        if match_id is not None:
            match = await self.db.get_match(match_id) if 0 < match_id <= MAX_ID else None
            if match is not None and channel_id is not None and match.channel_id != channel_id:
                raise Refused(ELSEWHERE)
        else:
            assert channel_id is not None
            match = await self.db.active_match(channel_id)
        if match is None:
            raise Refused(NO_MATCH)
        return match

    async def _running(self, **where: int | None) -> tuple[MatchRow, list[SeatRow], Game, Any]:
        match = await self._match(**where)
        if match.status == "lobby":
            raise Refused("The match has not started yet: the host presses Start.")
        if match.status != "running":
            raise Refused("That match is over. Start a new one with `/game new`.")
        game = registry.get(match.game_id)
        return match, await self.db.seats(match.id), game, game.load(match.state or "")

    @staticmethod
    def _seat_of(seats: list[SeatRow], user_id: int) -> int:
        for s in seats:
            if s.user_id == user_id:
                return s.seat
        raise Refused("You are not playing in this match; you are welcome to watch.")

    # ---- lobby ------------------------------------------------------------------------------
    async def new_match(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_id: str,
        options: dict[str, Any] | None = None,
    ) -> Outbox:
        try:
            game = registry.get(game_id)
        except KeyError:
            known = ", ".join(g.meta.id for g in registry.all())
            raise Refused(
                f"I don't know a game called {clip(game_id)!r}. I host: {known}."
            ) from None
        if game.meta.options_model is not None:
            try:
                parse_options(game.meta, game.meta.options_model, options)
            except SetupError as e:
                raise Refused(f"Those options don't work: {e} Nothing was opened.") from None
        try:
            match = await self.db.create_lobby(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game.meta.id,
                host_user_id=user_id,
                host_name=name,
                options=options or {},
            )
        except ChannelBusy:
            current = await self.db.active_match(channel_id)
            title = registry.get(current.game_id).meta.title if current else "game"
            raise Refused(
                f"This channel already has a {title} match. Its host, or anyone with Manage "
                "Channel, can end it with `/game abort`; or play in another channel."
            ) from None
        return Outbox(lobby=await self._lobby_post(match), announces=(match.id, 0))

    async def _lobby_post(self, match: MatchRow, note: str = "") -> Post:
        game = registry.get(match.game_id)
        seats = await self.db.seats(match.id)
        meta = game.meta
        switched = {s.name for s in meta.switches}
        other = {k: v for k, v in match.options.items() if k not in switched}
        names = text_names(seats)
        host = names[0] if names else "The host"
        seat_list = ", ".join(f"{s.seat + 1}. {n}" for s, n in zip(seats, names, strict=True))
        lines = [
            f"**{meta.title}** lobby · {meta.min_players}–{meta.max_players} players"
            + (f" · options `{clip(json.dumps(other), MAX_OPTIONS_SHOWN)}`" if other else ""),
            meta.summary,
            *([f"A game lasts {meta.length}."] if meta.length else []),
            f"New to {meta.title}? `/rules` explains it, privately.",
            "Seats: " + (seat_list or "none"),
            *(
                f"{'☑' if match.options.get(s.name) else '☐'} **{s.label}**: {s.help}"
                for s in meta.switches
            ),
            f"Press **Join** to take a seat. {host} presses **Start** (or `/game start`) once "
            f"{meta.min_players} or more are seated"
            + (", and may turn the options above on or off first." if meta.switches else "."),
        ]
        if note:
            lines.append(note)
        toggles = [Toggle(s.name, s.label, bool(match.options.get(s.name))) for s in meta.switches]
        return Post("\n".join(lines), controls=Controls.LOBBY, toggles=toggles, match_id=match.id)

    async def switch(
        self, *, user_id: int, name: str, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        """The host turns one of the game's switches on or off before the start."""
        match = await self._lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        switch = next((s for s in meta.switches if s.name == name), None)
        if switch is None:
            raise Refused(f"{meta.title} has no option called {clip(name)!r}.")
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can change its options.")
        options = {**match.options, name: not match.options.get(name, False)}
        if not await self.db.set_options(match.id, options):
            raise Refused("That lobby has closed: the match has started or ended.")
        match = await self._match(match_id=match.id)
        state = "on" if options[name] else "off"
        return Outbox(lobby=await self._lobby_post(match, f"{switch.label} is now {state}."))

    async def _lobby(self, match_id: int | None, channel_id: int | None) -> MatchRow:
        match = await self._match(match_id=match_id, channel_id=channel_id)
        if match.status != "lobby":
            raise Refused("That lobby has closed: the match has started or ended.")
        return match

    async def join(
        self, *, user_id: int, name: str, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self._lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        seating = await self.db.add_seat(match.id, user_id, name, meta.max_players)
        if seating is Seating.ALREADY:
            raise Refused("You already have a seat in this lobby.")
        if seating is Seating.FULL:
            raise Refused(f"The table is full: {meta.title} seats at most {meta.max_players}.")
        if seating is Seating.CLOSED:
            raise Refused("That lobby has closed: the match has started or ended.")
        return Outbox(lobby=await self._lobby_post(match, f"{plain(name)} joined."))

    async def leave(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self._lobby(match_id, channel_id)
        if user_id == match.host_user_id:
            raise Refused("You are hosting this lobby: close it with `/game abort` instead.")
        if not await self.db.remove_seat(match.id, user_id):
            raise Refused("You don't have a seat in this lobby.")
        return Outbox(lobby=await self._lobby_post(match))

    async def start(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self._lobby(match_id, channel_id)
        game = registry.get(match.game_id)
        seats = await self.db.seats(match.id)
        if user_id != match.host_user_id:
            host = next((s.display_name for s in seats if s.user_id == match.host_user_id), "")
            raise Refused(f"Only the host, {plain(host)}, can start the match.")
        meta = game.meta
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Refused(
                f"{meta.title} needs {meta.min_players}–{meta.max_players} players and "
                f"{len(seats)} {'is' if len(seats) == 1 else 'are'} seated: wait for more to Join."
            )
        seed = secrets.randbits(62)
        try:
            state = game.setup(len(seats), seed, match.options or None)
        except SetupError as e:
            raise Refused(f"Those options don't work: {e}") from None
        try:
            match = await self.db.start_match(match.id, seed=seed, state=game.dump(state))
        except StaleVersion:
            raise Refused("That lobby has closed: the match has started or ended.") from None
        started = Post(self._started_text(meta.title, seats), match_id=match.id)
        outbox = await self._report(
            match, seats, game, state, match.version, said=["the match begins"],
            changed=list(range(len(seats))),
        )  # fmt: skip
        outbox.lobby = started
        return outbox

    @staticmethod
    def _started_text(title: str, seats: list[SeatRow]) -> str:
        return f"**{title}** has started: " + ", ".join(text_names(seats)) + "."

    # ---- play -------------------------------------------------------------------------------
    async def offer(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Offer:
        """The user's pending decision, or a refusal that says who we are waiting for."""
        match, seats, game, state = await self._running(match_id=match_id, channel_id=channel_id)
        seat = self._seat_of(seats, user_id)
        prompt = game.prompt(state, seat)
        if prompt is None:
            raise Refused(self._waiting_text(game, state, seats))
        return offer_of(match.id, match.version, seat, prompt, seats)

    def _waiting_text(self, game: Game, state: Any, seats: list[SeatRow]) -> str:
        waiting = [plain(seats[i].display_name) for i in game.active_seats(state)]
        if not waiting:
            return "Nothing is waiting for a decision."
        return "It's not your move: we are waiting for " + ", ".join(waiting) + "."

    async def act(
        self,
        *,
        user_id: int,
        choice_id: str,
        match_id: int | None = None,
        channel_id: int | None = None,
        version: int | None = None,
        prompt_hash_seen: str | None = None,
    ) -> Outbox:
        """One move. `version` and `prompt_hash_seen` come from a button (or a `/play`
        suggestion): such a move counts only if the decision it answered is still open, so a
        double click or a command sent again after a crash is never applied twice."""
        if len(choice_id) > MAX_CHOICE_ID:  # a crafted menu value, or `/play` text
            raise Refused(f"{clip(choice_id)!r} is not one of your choices. Nothing was played.")
        if match_id is None:
            match_id = (await self._match(channel_id=channel_id)).id
        async with self._lock(match_id):
            match, seats, game, state = await self._running(
                match_id=match_id, channel_id=channel_id
            )
            seat = self._seat_of(seats, user_id)
            prompt = game.prompt(state, seat)
            if version is not None and version != match.version:
                await self._check_still_open(match, seat, version, choice_id)
                if prompt is None or prompt_hash(prompt) != prompt_hash_seen:
                    raise Refused(MOVED_ON)
            if prompt is None:
                raise Refused(self._waiting_text(game, state, seats))
            names = text_names(seats)
            before = private_parts(game, state, len(seats))
            active_before = game.active_seats(state)
            try:
                events = game.apply(state, seat, choice_id)
            except IllegalAction as e:
                raise Refused(name_seats(str(e), names) + " Nothing was played.") from None
            finished = game.outcome(state) is not None
            after = private_parts(game, state, len(seats))
            changed = [s for s in after if after[s] != before.get(s)]
            try:
                new_version = await self.db.save_move(
                    match.id,
                    expected_version=match.version,
                    state=game.dump(state),
                    seat=seat,
                    choice_id=choice_id,
                    finished=finished,
                    events=stored(events),
                    changed=changed,
                )
            except StaleVersion:
                raise Refused(MOVED_ON) from None
            # A step inside one player's move (a card chosen, a province still to pick) changes
            # nothing anyone else sees: the player gets the next step, the channel no new board.
            quiet = (
                not finished
                and all(e.to is not None for e in events)
                and game.active_seats(state) == active_before
            )
            outbox = await self._report(
                match, seats, game, state, new_version,
                said=[e.text for e in events if e.to is None],
                changed=changed,
                notes=[(s, e.text) for e in events for s in e.to or []],
                board=not quiet,
            )  # fmt: skip
            label = next((c.label for c in prompt.choices if c.id == choice_id), choice_id)
            outbox.reply = f"✅ Done: {name_seats(label, names)}."
            follow = game.prompt(state, seat)
            if follow is not None:
                outbox.next_offer = offer_of(match.id, new_version, seat, follow, seats)
            return outbox

    async def _check_still_open(
        self, match: MatchRow, seat: int, version: int, choice_id: str
    ) -> None:
        """A move from an older version: refused if this seat has decided since. The very same
        choice is the second click of a double click (or a command sent twice): it counted."""
        made = await self.db.first_move_since(match.id, seat, version)
        if made is None:
            return
        if made.choice_id == choice_id:
            raise AlreadyDone("✅ Done already: that move counted once.")
        raise Refused(MOVED_ON)

    async def _report(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        version: int,
        *,
        said: list[str],
        changed: list[int],
        notes: Sequence[tuple[int, str]] = (),
        board: bool = True,
    ) -> Outbox:
        """After a move: the board for everyone with what was `said` in public, a DM with the
        hand of each `changed` seat, and each private note to its seat."""
        drawn, names = [s.display_name for s in seats], text_names(seats)
        public_view = game.view(state, None)
        private_views = {s: game.view(state, s) for s in changed}

        def draw() -> tuple[bytes | None, dict[int, bytes]]:
            table = render.table_png(game.meta.id, public_view, drawn) if board else None
            hands = {s: render.hand_png(game.meta.id, v, drawn) for s, v in private_views.items()}
            return table, hands

        table, hands = await asyncio.to_thread(draw)
        outbox = Outbox(announces=(match.id, version))
        outcome = game.outcome(state)
        if table is not None:
            active = game.active_seats(state) if outcome is None else []
            mentions = [seats[s].user_id for s in active]
            call = (
                " ".join(f"<@{u}>" for u in mentions)
                + " your move: press **Your move** or type `/play`."
                if mentions
                else ""
            )
            post = Post(
                board_text(game.meta.title, [name_seats(t, names) for t in said], call),
                Picture(f"{game.meta.id}-{match.id}-v{version}.png", table),
                mentions=mentions,
                controls=Controls.MOVE if outcome is None else Controls.NONE,
                match_id=match.id,
                version=version,
            )
            outbox.posts.append(post)
        for seat in changed:
            outbox.dms.append(
                DirectMessage(
                    seats[seat].user_id,
                    match.id,
                    f"**{game.meta.title}** in <#{match.channel_id}>\n"
                    + render.hand_text(game.meta.id, private_views[seat]),
                    Picture(f"hand-{match.id}-v{version}.png", hands[seat]),
                )
            )
        for seat, text in notes:
            outbox.dms.append(DirectMessage(seats[seat].user_id, match.id, name_seats(text, names)))
        if outcome is not None:
            outbox.posts.append(Post(self._final_text(game, outcome, names), match_id=match.id))
        return outbox

    @staticmethod
    def _final_text(game: Game, outcome: Any, names: Sequence[str]) -> str:
        # Winners first among equal scores: the game's tie-breaks may rank beyond the score.
        ranking = sorted(
            outcome.scores.items(), key=lambda kv: (-kv[1], kv[0] not in outcome.winners)
        )
        scores = " · ".join(f"{names[s]} {v:g}" for s, v in ranking)
        winners = " and ".join(f"**{names[w]}**" for w in outcome.winners)
        verb = "win" if len(outcome.winners) > 1 else "wins"
        return f"🏆 {winners} {verb} {game.meta.title} ({outcome.reason}).\nFinal scores: {scores}"

    # ---- looking ----------------------------------------------------------------------------
    async def status(self, *, channel_id: int) -> Outbox:
        match = await self._match(channel_id=channel_id)
        if match.status == "lobby":
            return Outbox(posts=[await self._lobby_post(match)])
        match, seats, game, state = await self._running(match_id=match.id)
        return await self._report(match, seats, game, state, match.version, said=[], changed=[])

    async def hand(self, *, channel_id: int, user_id: int) -> Outbox:
        match, seats, game, state = await self._running(channel_id=channel_id)
        seat = self._seat_of(seats, user_id)
        view = game.view(state, seat)
        names = [s.display_name for s in seats]
        data = await asyncio.to_thread(render.hand_png, game.meta.id, view, names)
        return Outbox(
            reply=render.hand_text(game.meta.id, view),
            reply_picture=Picture(f"hand-{match.id}.png", data),
        )

    async def abort(self, *, channel_id: int, user_id: int, name: str, can_manage: bool) -> Outbox:
        match = await self._match(channel_id=channel_id)
        if user_id != match.host_user_id and not can_manage:
            raise Refused("Only the match's host or someone with Manage Channel can end it.")
        if not await self.db.end_match(match.id, "aborted", f"ended by {name}"):
            raise Refused(NO_MATCH)
        title = registry.get(match.game_id).meta.title
        ended = f"The {title} match was ended by {plain(name)}."
        return Outbox(posts=[Post(ended, match_id=match.id)])

    async def announced(self, match_id: int, version: int) -> None:
        """The adapter delivered everything a move produced: nothing to repeat at the next start."""
        await self.db.mark_announced(match_id, version)

    async def unannounced(self) -> list[tuple[int, Outbox]]:
        """Per channel, what was saved just before the bot stopped and never reached Discord:
        a lobby, or the board with what the unannounced moves did (from the action log), the
        hands those moves changed and their private notes, so whoever must act is pinged."""
        pending = []
        for match_id in await self.db.unannounced():
            match = await self._match(match_id=match_id)
            if match.status == "lobby":
                outbox = Outbox(posts=[await self._lobby_post(match)], announces=(match.id, 0))
                pending.append((match.channel_id, outbox))
                continue
            game = registry.get(match.game_id)
            seats = await self.db.seats(match.id)
            state = game.load(match.state or "")
            told = await self.db.announced_version(match.id)
            said, changed = [], set()
            if told < 1:  # not even the start was announced: every hand goes out
                said.append(self._started_text(game.meta.title, seats))
                changed = set(range(len(seats)))
            moves = await self.db.actions(match.id, since_seq=max(told, 1))
            notes = []
            for move in moves:
                said += [text for text, to in move.events if to is None]
                notes += [(s, text) for text, to in move.events for s in to or []]
                changed.update(move.changed)
            said.append("(posted after the bot restarted)")
            outbox = await self._report(
                match, seats, game, state, match.version,
                said=said, changed=sorted(changed), notes=notes,
            )  # fmt: skip
            pending.append((match.channel_id, outbox))
        return pending

    async def channel_gone(self, channel_id: int) -> list[int]:
        """Discord deleted the channel: its matches end as abandoned; their ids."""
        ended = await self.db.abandon_channel(channel_id, "channel deleted")
        if ended:
            log.info("channel %s was deleted: matches %s abandoned", channel_id, ended)
        return ended

    async def dm_failed(self, *, match_id: int, user_id: int) -> Post | None:
        """A user's DMs are closed: tell the channel once, with the way round it."""
        match = await self.db.get_match(match_id)
        if match is None or not await self.db.mark_dm_closed(match_id, user_id):
            return None
        return Post(
            f"<@{user_id}> I can't send you your hand by DM: your direct messages are closed. "
            "Use `/hand` here to see it privately.",
            mentions=[user_id],
            match_id=match_id,
        )
