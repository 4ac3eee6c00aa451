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
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

import render
from bot.host import undo
from bot.host.clock import PACES, Clock
from bot.host.inputs import plain
from bot.host.outbox import (
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
from bot.host.reports import Reports, final_chart
from bot.host.seats import KEEP_PASSING, PASS, Seats, with_standing_pass
from bot.host.table import (
    BOARD,
    LOBBY,
    PingPlan,
    Scene,
    board_ops,
    hand_dms,
    ping_ops,
    plan_pings,
    text_names,
    volume,
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
    generator_states,
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
MAX_AUTOMATIC = 5000  # moves the table makes by itself in a row (all stand-ins: a whole game)
MAX_CHOICE_ID = 60  # no game's choice id is longer (docs/ADDING_A_GAME.md)


def prompt_hash(prompt: Prompt) -> str:
    """Identifies a decision, so a button from an older version still counts while the decision
    it offers is unchanged (votes cast by others in between)."""
    text = prompt.text + "\n" + "\n".join(prompt.choice_ids())
    if prompt.amount is not None:  # a changed range is a changed decision
        text += f"\n{prompt.amount.id_of(prompt.amount.minimum)}..{prompt.amount.maximum}"
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def offer_of(
    match_id: int, version: int, seat: int, prompt: Prompt, seats: list[SeatRow], hand: str = ""
) -> Offer:
    """A prompt as its player sees it: names in its text as text, in its choices as labels."""
    labels, names = [s.display_name for s in seats], text_names(seats)
    return Offer(
        match_id,
        version,
        seat,
        name_seats(prompt.text, names),
        [Choice(c.id, name_seats(c.label, labels)) for c in prompt.choices],
        prompt_hash(prompt),
        help=name_seats(prompt.help, names),
        hand=hand,
        amount=prompt.amount,
    )


def hand_of(game: Game, state: Any, seat: int) -> str:
    """The seat's hand (or other secrets) as text, for its prompt; empty where it has none."""
    view, public = game.view(state, seat), game.view(state, None)
    if all(k in public and public[k] == v for k, v in view.items()):
        return ""
    return render.hand_text(game.meta.id, view)


def typed_choice(prompt: Prompt, typed: str, labels: Sequence[str]) -> str:
    """What a player typed in `/play`, as the choice it names: its id ("play:N1"), what follows
    the colon ("N1") or its label ("Noble 1"), in any case. Several matches are refused with
    the list; none is left to the game, which explains what is legal."""
    if prompt.allows(typed):
        return typed
    wanted = typed.strip().casefold()
    amount = prompt.amount
    if amount is not None and amount.number(f"{amount.prefix}:{wanted}") is not None:
        return f"{amount.prefix}:{wanted}"  # a bare number: the amount ("17"), judged by the game
    found = [
        c
        for c in prompt.choices
        if wanted
        in (
            c.id.casefold(),
            c.id.split(":", 1)[-1].casefold(),
            name_seats(c.label, labels).casefold(),
        )
    ]
    if len(found) > 1:
        options = ", ".join(name_seats(c.label, labels) for c in found[:5])
        raise Refused(
            f"{clip(typed)!r} could mean several moves: {options}. Pick one from the list."
        )
    return found[0].id if found else typed


def private_parts(game: Game, state: Any, num_seats: int) -> dict[int, dict[str, Any]]:
    """What each seat's view holds beyond the spectator's: its hand and other secrets."""
    return parts_of(game.view(state, None), [game.view(state, s) for s in range(num_seats)])


def parts_of(public: dict[str, Any], views: Sequence[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """`private_parts` from views already drawn up (they can be costly to build)."""
    return {
        seat: {k: v for k, v in view.items() if k not in public or public[k] != v}
        for seat, view in enumerate(views)
    }


def decisions(game: Game, state: Any, seats: Sequence[SeatRow]) -> dict[int, str]:
    """Every pending decision of a person (not of the stand-in), by seat: the hash of what it
    is asked."""
    waiting = (
        (seat, game.prompt(state, seat))
        for seat in game.active_seats(state)
        if not seats[seat].stand_in
    )
    return {seat: prompt_hash(prompt) for seat, prompt in waiting if prompt is not None}


def stored(events: list[Event]) -> list[StoredEvent]:
    """Events as the action log keeps them: texts with their seat tags, names filled in later."""
    return [(e.text, list(e.to) if e.to is not None else None) for e in events]


class Host(Seats, Clock):
    """Matches from the lobby to the end; seats changing hands (`Seats`) and the clock
    (`Clock`) are their own modules."""

    def __init__(
        self,
        db: Database,
        now: Callable[[], datetime] | None = None,
        owns: Callable[[int | None], bool] = lambda guild_id: True,
    ) -> None:
        self.db = db
        self.now = now or (lambda: datetime.now(UTC))  # a test's clock, never real waiting
        # Whether this process answers for a server's matches: with several bot processes on
        # one database, each runs the clock and finishes deliveries for its own servers only.
        self.owns = owns
        self.reports = Reports(db)
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
            f"**{meta.title}** lobby · {meta.players} players"
            + (f" · options `{clip(json.dumps(other), MAX_OPTIONS_SHOWN)}`" if other else ""),
            meta.summary,
            *([f"A game lasts {meta.length}."] if meta.length else []),
            f"New to {meta.title}? `/rules` explains it, privately.",
            "Seats: " + (seat_list or "none"),
            f"Pace: {PACES[match.pace].label}.",
            *(
                f"{'☑' if match.options.get(s.name) else '☐'} **{s.label}**: {s.help}"
                for s in meta.switches
            ),
            f"Press **Join** to take a seat. {host} presses **Start** (or `/game start`) once "
            f"{meta.min_players} or more are seated, and may first set the pace, turn the "
            "options on or off, or **Add a bot** to fill an empty seat.",
        ]
        if note:
            lines.append(note)
        toggles = [Toggle(s.name, s.label, bool(match.options.get(s.name))) for s in meta.switches]
        return Post(
            "\n".join(lines),
            controls=Controls.LOBBY,
            toggles=toggles,
            match_id=match.id,
            record=LOBBY,
        )

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
        self,
        *,
        user_id: int,
        match_id: int | None = None,
        channel_id: int | None = None,
        open_room: Callable[[int, str], Awaitable[int | None]] | None = None,
    ) -> Outbox:
        """Start the lobby's match. `open_room(match id, name)` (the adapter's) opens a thread
        for it and returns its id, or None where it may not: the match then plays in the
        channel."""
        match = await self._lobby(match_id, channel_id)
        game = registry.get(match.game_id)
        seats = await self.db.seats(match.id)
        if user_id != match.host_user_id:
            host = next((s.display_name for s in seats if s.user_id == match.host_user_id), "")
            raise Refused(f"Only the host, {plain(host)}, can start the match.")
        meta = game.meta
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Refused(
                f"{meta.title} needs {meta.players} players and "
                f"{len(seats)} {'is' if len(seats) == 1 else 'are'} seated: wait for more to Join."
            )
        seed = secrets.randbits(62)
        try:
            state = game.setup(len(seats), seed, match.options or None)
        except SetupError as e:
            raise Refused(f"Those options don't work: {e}") from None
        room = await open_room(match.id, self._room_name(meta.title, seats)) if open_room else None
        try:
            match = await self.db.start_match(
                match.id, seed=seed, state=game.dump(state), room_id=room
            )
        except StaleVersion:
            raise Refused("That lobby has closed: the match has started or ended.") from None
        started = self._started_text(meta.title, seats)
        if room is not None:
            started += f" The match plays in its own thread: <#{room}>."
        async with self._lock(match.id):
            outbox = await self._play(match, seats, game, state, None, started=True)
        outbox.lobby = Post(started, match_id=match.id)
        outbox.channel_id = match.channel_id
        return outbox

    @staticmethod
    def _room_name(title: str, seats: list[SeatRow]) -> str:
        """A thread's name: the game and who plays ("Revolt · Anne, Bob, Chloé")."""
        return f"{title} · " + ", ".join(s.display_name for s in seats)[:80]

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
        prompt, hand = with_standing_pass(prompt), hand_of(game, state, seat)
        offer = offer_of(match.id, match.version, seat, prompt, seats, hand)
        return await undo.with_back(self.db, offer)

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
            prompt = with_standing_pass(prompt) if prompt is not None else None
            if version is not None and version != match.version:
                await self._check_still_open(match, seat, version, choice_id)
                if prompt is None or prompt_hash(prompt) != prompt_hash_seen:
                    raise Refused(MOVED_ON)
            if prompt is None:
                raise Refused(self._waiting_text(game, state, seats))
            choice_id = typed_choice(prompt, choice_id, [s.display_name for s in seats])
            label = prompt.label_of(choice_id)
            if choice_id == KEEP_PASSING.id:  # a standing order: pass now and all this turn
                turn = volume(game.chapter(state))
                await self.db.update_seat(match.id, seat, keep_passing=turn)
                seats, choice_id = await self.db.seats(match.id), PASS
            outbox = await self._play(match, seats, game, state, (seat, choice_id))
            outbox.reply = f"✅ Done: {name_seats(label, text_names(seats))}."
            follow = game.prompt(state, seat)
            if follow is not None:
                hand = hand_of(game, state, seat)
                version = outbox.announces[1] if outbox.announces else match.version
                follow = with_standing_pass(follow)
                outbox.next_offer = offer_of(match.id, version, seat, follow, seats, hand)
            if outbox.take_back is not None:
                undo.offer_take_back(outbox, *outbox.take_back)
            return outbox

    async def _play(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        move: tuple[int, str] | None,
        *,
        started: bool = False,
        dealt: int | None = None,
    ) -> Outbox:
        """Apply `move` (a seat's choice), then every move the table makes by itself (the
        stand-in's, and the forced moves of players with autoplay), each saved as its own move
        with what it said, and report them as one. `started`: the first report of a match;
        `dealt`: a seat with a new player, who gets the hand. The caller holds the lock."""
        names, n = text_names(seats), len(seats)
        public, views = game.view(state, None), [game.view(state, s) for s in range(n)]
        after = before = parts_of(public, views)
        active_before = game.active_seats(state)
        chapter_before = game.chapter(state)
        version, played, text = match.version, [], match.state or game.dump(state)
        new_board = started
        step = move or self._automatic(match, seats, game, state, version)
        plan: PingPlan | None = None
        while step is not None:
            seat, choice_id = step
            chapter, parts = game.chapter(state), after
            sight = undo.Sight(text, views, generator_states(state), game.active_seats(state))
            try:
                events = game.apply(state, seat, choice_id)
            except IllegalAction as e:
                raise Refused(name_seats(str(e), names) + " Nothing was played.") from None
            finished = game.outcome(state) is not None
            public, views = game.view(state, None), [game.view(state, s) for s in range(n)]
            after, text = parts_of(public, views), game.dump(state)
            last = await self.db.last_action(match.id)
            reveals = undo.revealed(game, sight, state, seat, last, after, parts)
            # The end shows on the last turn's board (its button goes), not on a new one.
            turn = not finished and volume(game.chapter(state)) != volume(chapter)
            step = None
            if not finished and len(played) < MAX_AUTOMATIC:
                step = self._automatic(match, seats, game, state, version + 1)
            if step is None:  # the series' last move: who was told what is saved with it
                human = seat if move is not None and not played else None
                plan = self._plan(match, game, state, seats, human, chapter_before, started)
            try:
                version = await self.db.save_move(
                    match.id,
                    expected_version=version,
                    state=text,
                    seat=seat,
                    choice_id=choice_id,
                    finished=finished,
                    events=stored(events),
                    changed=[s for s in after if after[s] != parts[s]],
                    chapter_since=version if turn else None,
                    pinged=plan.pinged if plan else None,
                    clock=plan.clock if plan else None,
                    reveals=reveals,
                    active=sight.active,
                )
            except StaleVersion:
                raise Refused(MOVED_ON) from None
            new_board |= turn
            played.append((seat, events, reveals))
        finished = game.outcome(state) is not None
        human = move[0] if move is not None and len(played) == 1 else None
        if plan is None:  # nothing was played: a start, or a seat that changed hands
            plan = self._plan(match, game, state, seats, None, chapter_before, started)
            await self.db.set_table(match.id, version, pinged=plan.pinged, clock=plan.clock)
        events = [e for _, moved, _ in played for e in moved]
        # A step inside one player's move (a card chosen, a province still to pick) changes
        # nothing anyone else sees: the player gets the next step, the board stays as it is.
        quiet = (
            human is not None
            and not finished
            and all(e.to is not None for e in events)
            and game.active_seats(state) == active_before
        )
        match = await self._match(match_id=match.id)
        if dealt is not None:  # the seat's new player has seen nothing yet
            before = {**before, dealt: {}}
        outbox = await self._report(
            Scene(match, seats, game, state, version),
            plan=plan,
            changed=[s for s in after if started or after[s] != before[s]],
            before=None if started else before,
            notes=[(s, e.text) for e in events for s in e.to or []],
            board=not quiet,
            new_board=new_board,
            seen=(public, views),
            # Cards the mover's own move brought them (a draw) edit their hand DM; a new
            # turn's deal is news to everyone.
            actor=None if new_board else human,
        )
        if human is not None and played[0][2] is None and not finished:
            outbox.take_back = (match.id, version)  # nothing came to light: it may be undone
        return outbox

    async def undo(
        self,
        *,
        user_id: int,
        match_id: int | None = None,
        channel_id: int | None = None,
        version: int | None = None,
    ) -> Outbox:
        """The user takes back their latest step, if the rules of `bot/host/undo.py` allow."""
        return await undo.take_back(
            self, user_id=user_id, match_id=match_id, channel_id=channel_id, version=version
        )

    def _plan(
        self,
        match: MatchRow,
        game: Game,
        state: Any,
        seats: list[SeatRow],
        human: int | None,
        chapter_before: str,
        started: bool,
    ) -> PingPlan:
        """Whom to ping after a series of moves, and the deadlines of the decisions pending."""
        plan = plan_pings(
            {} if game.outcome(state) is not None else decisions(game, state, seats),
            {} if started else match.pinged,
            actor=human,
            new_chapter=game.chapter(state) != chapter_before,
        )
        plan.clock = self.clock_after(match, seats, plan.pinged, started=started)
        return plan

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
        scene: Scene,
        *,
        plan: PingPlan,
        changed: list[int],
        before: dict[int, dict[str, Any]] | None = None,
        notes: Sequence[tuple[int, str]] = (),
        board: bool = True,
        new_board: bool = True,
        actor: int | None = None,
        seen: tuple[dict[str, Any], list[dict[str, Any]]] | None = None,
    ) -> Outbox:
        """What the table shows after a move: the chapter's board (edited, or a new one when a
        chapter begins) with what happened in it; a ping per new decision with what happened
        since that player's last move; a DM per changed hand and per private note. `seen`: the
        public view and every seat's view of the state now, when the caller has built them."""
        match, seats, game, state = scene.match, scene.seats, scene.game, scene.state
        drawn, names = [s.display_name for s in seats], scene.names
        if seen is None:
            seen = game.view(state, None), [game.view(state, s) for s in range(len(seats))]
        public_view, seat_views = seen
        private_views = {s: seat_views[s] for s in changed}

        # Drawn when sent (`Picture`): the move is saved and answered first.
        hands = {
            s: partial(render.hand_png, game.meta.id, v, drawn) for s, v in private_views.items()
        }
        outbox = Outbox(announces=(match.id, scene.version))
        if board:
            table = partial(render.table_png, game.meta.id, public_view, drawn)
            lines = await self._said(match.id, match.chapter_since, names)
            outbox.edits, outbox.posts = board_ops(scene, lines, table, new_board=new_board)
        since = {seat: await self._since_last_move(match.id, seat, names) for seat in plan.ping}
        pings, outbox.deletes = ping_ops(scene, plan, since)
        outbox.posts += pings
        after = parts_of(public_view, seat_views)
        outbox.dms = hand_dms(
            scene,
            before or {},
            after,
            private_views,
            hands,
            lambda view: render.hand_text(game.meta.id, view),
            actor,
            () if new_board else plan.ping,  # a new chapter's deal is news to everyone
        )
        for seat, text in notes:
            outbox.dms.append(DirectMessage(seats[seat].user_id, match.id, name_seats(text, names)))
        outcome = scene.outcome
        if outcome is not None:
            outbox.posts.append(
                Post(
                    self._final_text(game, outcome, names),
                    await final_chart(self.db, match, seats),
                    match_id=match.id,
                )
            )
        return outbox

    async def _said(self, match_id: int, since_seq: int, names: list[str]) -> list[str]:
        """The public events of the moves from `since_seq` on, names filled in."""
        moves = await self.db.actions(match_id, since_seq=since_seq)
        return [name_seats(text, names) for m in moves for text, to in m.events if to is None]

    async def _since_last_move(self, match_id: int, seat: int, names: list[str]) -> list[str]:
        """What happened in public since the seat's last move (or the start)."""
        last = await self.db.last_move_seq(match_id, seat)
        return await self._said(match_id, last + 1, names)

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
        scene = Scene(match, seats, game, state, match.version)
        names = [s.display_name for s in seats]
        view = game.view(state, None)
        table = await asyncio.to_thread(render.table_png, game.meta.id, view, names)
        lines = await self._said(match.id, match.chapter_since, scene.names)
        _, (board,) = board_ops(scene, lines, table, new_board=True)
        board.record = None  # a copy for whoever asked; the moves go on editing the real one
        return Outbox(posts=[board])

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

    async def abort_question(
        self, *, user_id: int, can_manage: bool, channel_id: int | None = None
    ) -> tuple[int, str]:
        """Who may end the match is checked before they are asked to confirm: the match's id
        and the question."""
        match = await self._may_abort(user_id, can_manage, channel_id=channel_id)
        title = registry.get(match.game_id).meta.title
        return match.id, f"End this {title} match for everyone? It cannot be taken back."

    async def abort(
        self,
        *,
        user_id: int,
        name: str,
        can_manage: bool,
        channel_id: int | None = None,
        match_id: int | None = None,
    ) -> Outbox:
        """End the match or lobby: its host, or someone with Manage Channel, may."""
        match = await self._may_abort(user_id, can_manage, channel_id, match_id)
        if not await self.db.end_match(match.id, "aborted", f"ended by {name}"):
            raise Refused(NO_MATCH)
        title = registry.get(match.game_id).meta.title
        ended = f"The {title} match was ended by {plain(name)}."
        return Outbox(posts=[Post(ended, match_id=match.id)], channel_id=match.channel_id)

    async def _may_abort(
        self,
        user_id: int,
        can_manage: bool,
        channel_id: int | None = None,
        match_id: int | None = None,
    ) -> MatchRow:
        match = await self._match(channel_id=channel_id, match_id=match_id)
        if match.status not in ("lobby", "running"):
            raise Refused("That match is over already.")
        if user_id != match.host_user_id and not can_manage:
            raise Refused("Only the match's host or someone with Manage Channel can end it.")
        return match

    async def kick(self, *, user_id: int, target_id: int, channel_id: int | None = None) -> Outbox:
        """The lobby's host takes someone's seat away before the start."""
        match = await self._lobby(None, channel_id)
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can remove someone from it.")
        if target_id == user_id:
            raise Refused("You are hosting this lobby: close it with `/game abort` instead.")
        seats = await self.db.seats(match.id)
        name = next((s.display_name for s in seats if s.user_id == target_id), None)
        if name is None or not await self.db.remove_seat(match.id, target_id):
            raise Refused("That person has no seat in this lobby.")
        return Outbox(
            lobby=await self._lobby_post(match, f"{plain(name)} was removed by the host.")
        )

    async def slot(self, match_id: int, slot: str) -> tuple[int, int] | None:
        """The (channel, message) the bot remembers under `slot` for a match, if any."""
        return (await self.db.posted(match_id)).get(slot)

    async def remember(self, match_id: int, slot: str, where: tuple[int, int] | None) -> None:
        """The adapter posted (or lost) the message of `slot`: later moves edit or delete it."""
        await self.db.record_posted(match_id, slot, where)

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
            if not self.owns(match.guild_id):
                continue
            if match.status == "lobby":
                outbox = Outbox(posts=[await self._lobby_post(match)], announces=(match.id, 0))
                pending.append((match.channel_id, outbox))
                continue
            game = registry.get(match.game_id)
            seats = await self.db.seats(match.id)
            state = game.load(match.state or "")
            told = await self.db.announced_version(match.id)
            changed: set[int] = set(range(len(seats))) if told < 1 else set()
            notes = []
            for move in await self.db.actions(match.id, since_seq=max(told, 1)):
                notes += [(s, text) for text, to in move.events for s in to or []]
                changed.update(move.changed)
            # The pings saved with those moves never went out: everyone awaited is pinged anew.
            plan = plan_pings(
                decisions(game, state, seats) if game.outcome(state) is None else {},
                {},
                actor=None,
                new_chapter=True,
            )
            plan.unping = sorted(match.pinged)
            outbox = await self._report(
                Scene(match, seats, game, state, match.version),
                plan=plan,
                changed=sorted(changed),
                notes=notes,
            )
            board = next((p for p in outbox.posts if p.record == BOARD), None)
            if board is not None:
                board.text = "(Posted after the bot restarted.)\n" + board.text
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
