"""Playing: a player's pending decision, a move (checked, applied, saved in one transaction,
then the moves the table makes by itself: the stand-in's, autoplay's, a standing pass), and the
same series after any other change of a running match (`hand_over`), each reported through
`Reporter`. The one place a move happens."""

from __future__ import annotations

import contextlib
import dataclasses
import secrets
from typing import Any

from cachetools import LRUCache

import i18n
import players
from bot.host import states
from bot.host.core import MAX_ID, MOVED_ON, Core, seat_of, seated, stand_in_level
from bot.host.hidden import Sight, Step, blocker, parts_of, refusal, revealed, shown_to
from bot.host.inputs import plain
from bot.host.offers import (
    KEEP_PASSING,
    PASS,
    hand_of,
    offer_of,
    prompt_hash,
    typed_choice,
    with_standing_pass,
)
from bot.host.outbox import AlreadyDone, Controls, Offer, Outbox, Refused, merge
from bot.host.paces import clock_after
from bot.host.questions import ABSENT, moot
from bot.host.records import final_result
from bot.host.report import Reporter, decisions, stored
from bot.host.table import Closed, PingPlan, Scene, as_key, plan_pings, text_names, volume
from games.core import Game, IllegalAction, Msg, Text, all_views, clip
from storage import MOVE, Change, MatchRow, Move, SeatRow, StaleVersion

MAX_AUTOMATIC = 5000  # moves the table makes by itself in a row (all stand-ins: a whole game)
MAX_CHOICE_ID = 60  # no game's choice id is longer (docs/ADDING_A_GAME.md)
MOVES_KEPT = 16384  # moves remembered as saved here: a few of the latest of each match in play


# Drawn once per process (a test may set its own): the stand-in's dice share nothing with a
# match's deal seed, which rebuilds every hand, the very thing the stand-in must not read.
STAND_IN_SECRET = secrets.token_hex(16)


def stand_in_seed(match: MatchRow, version: int, seat: int) -> str:
    """The stand-in's dice for one decision: the match, the move and the seat, with this
    process's secret. What it chose is in the action log, and replays read that, so a secret
    drawn anew after a restart changes no game."""
    return f"{STAND_IN_SECRET}:{match.id}:{version}:{seat}"


def taking_back(
    move: tuple[int, str] | None, played: list[tuple[int, Any, str | None]], seats: list[SeatRow]
) -> bool:
    """Whether a series of moves that began with a person's `move` may still be taken back by
    them after the moves `played` (seat, events, what each revealed): `hidden.blocker`."""
    if move is None:
        return False
    steps = [Step(s, reveals, bool(seats[s].stand_in)) for s, _, reveals in played]
    return blocker(steps, move[0]) is None


def waiting_text(game: Game, state: Any, seats: list[SeatRow]) -> Msg:
    waiting = [
        Msg("host-name-thinking", name=plain(seats[i].display_name))
        if seats[i].stand_in
        else plain(seats[i].display_name)
        for i in game.active_seats(state)
    ]
    if not waiting:
        return Msg("host-nothing-waiting")
    return Msg("host-not-your-move", waiting=Msg.join(waiting, ", "))


class Play:
    """Offers and moves."""

    def __init__(self, core: Core, reporter: Reporter) -> None:
        self.core = core
        self.reporter = reporter
        # The moves this process saved, by (match, seq): those it answered, or that answered
        # nobody (the stand-in's, autoplay's). A move saved before the process started may be a
        # command whose answer a crash lost, and its player may well send it again.
        self.saved_here: LRUCache[tuple[int, int], bool] = LRUCache(MOVES_KEPT)

    async def offer(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Offer:
        """The user's pending decision, or a refusal that says who we are waiting for."""
        match, seats, game, state = await self.core.running(
            match_id=match_id, channel_id=channel_id, reading=True
        )
        seat, text = seat_of(seats, user_id), match.state or ""
        prompt = states.prompt(game, text, state, seat)
        if prompt is None:
            raise Refused(waiting_text(game, state, seats))
        public, views = states.seen(game, text, state, len(seats))
        prompt, hand = with_standing_pass(prompt), hand_of(game, views[seat], public)
        offer = offer_of(match.id, match.version, seat, prompt, seats, hand)
        return await self.with_back(offer, seats)

    async def with_back(self, offer: Offer, seats: list[SeatRow]) -> Offer:
        """The offer with Back when its player may take back their latest step from it. The
        latest move, known to this process when it wrote it, mostly decides alone: none, or
        another person's, allows no Back; the player's own is the only step to judge. Only
        after the stand-in's are the moves since the player's own read."""
        db, seat = self.core.db, offer.seat
        last = await db.last_action(offer.match_id, offer.version)
        if last is None or (last.seat != seat and not seats[last.seat].stand_in):
            return offer
        if last.seat == seat:
            moves = [last]
        else:
            moves, last = await db.since_own_move(offer.match_id, seat)
        if refusal(moves, last, seats, seat) is not None:
            return offer
        return dataclasses.replace(offer, back=moves[0].seq + 1)  # the version it made

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
        double click or a command sent again after a crash is never applied twice. A move typed
        by hand carries no version: the same typed again, while the player's identical move is
        their latest and was never answered (`unanswered`), is told it was done already."""
        if len(choice_id) > MAX_CHOICE_ID:  # a crafted menu value, or `/play` text
            raise Refused(Msg("host-not-a-choice", typed=clip(choice_id)))
        if version is not None and not 0 <= version <= MAX_ID:  # a crafted button
            raise Refused(MOVED_ON)
        core = self.core
        match_id = await core.match_id(channel_id=channel_id, match_id=match_id)
        async with core.lock(match_id):
            match, seats = table = await core.table(match_id=match_id, channel_id=channel_id)
            if version is not None and match.status != "running" and version != match.version:
                # A move sent again after it ended the match (its answer lost in a crash).
                await self.check_still_open(match, seat_of(seats, user_id), version, choice_id)
            match, seats, game, state = await core.running(table=table)
            seat = seat_of(seats, user_id)
            prompt = states.prompt(game, match.state or "", state, seat)
            prompt = with_standing_pass(prompt) if prompt is not None else None
            if version is not None and version != match.version:
                await self.check_still_open(match, seat, version, choice_id)
                if prompt is None or prompt_hash(prompt) != prompt_hash_seen:
                    raise Refused(MOVED_ON)
            if prompt is None:
                raise Refused(waiting_text(game, state, seats))
            choice_id = typed_choice(prompt, choice_id, [s.display_name for s in seats])
            label = prompt.label_of(choice_id)
            if version is None and await self.unanswered(match, seats, seat, choice_id):
                raise AlreadyDone(Msg("host-done-already-typed", move=label))
            if choice_id == KEEP_PASSING.id:  # a standing order: pass now and all this turn
                turn = as_key(volume(game.chapter(state)))
                standing = Change("keep-passing", seats={seat: {"keep_passing": turn}})
                match, seats = await core.commit(match, standing), seated(seats, standing)
                choice_id = PASS
            outbox, text, _ = await self.play(match, seats, game, state, (seat, choice_id))
            outbox.reply = i18n.say(Msg("host-done", move=label), i18n.reader(), text_names(seats))
            await self._close_questions_about(match, seat, seats, outbox)
            follow = states.prompt(game, text, state, seat)
            if follow is not None:
                public, views = states.seen(game, text, state, len(seats))
                hand = hand_of(game, views[seat], public)
                version = outbox.announces[1] if outbox.announces else match.version
                follow = with_standing_pass(follow)
                outbox.next_offer = offer_of(match.id, version, seat, follow, seats, hand)
                if outbox.take_back is not None:  # Back on the next step, too
                    back = outbox.take_back[1]
                    outbox.next_offer = dataclasses.replace(outbox.next_offer, back=back)
            return outbox

    async def _close_questions_about(
        self, match: MatchRow, seat: int, seats: list[SeatRow], outbox: Outbox
    ) -> None:
        """A player the table was asked about has moved: the question no longer stands."""
        if outbox.announces is None:  # nothing was played
            return
        db, match_id = self.core.db, match.id
        for vote in await db.votes(match_id, outbox.announces[1]):
            if vote.kind != ABSENT or vote.seat != seat:
                continue
            played = Msg("host-has-played", name=text_names(seats)[seat])
            change, closed = moot(match.language, match_id, vote, played)
            try:
                version = (await self.core.write(match_id, outbox.announces[1], change)).version
            except StaleVersion:  # another process moved first; the question closes at its end
                return
            outbox.edits.append(closed)
            outbox.announces = (match_id, version)

    async def play(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        move: tuple[int, str] | None,
        *,
        started: bool = False,
        dealt: int | None = None,
        news: list[Text] | None = None,
        news_controls: Controls = Controls.NONE,
    ) -> tuple[Outbox, str, MatchRow]:
        """Apply `move` (a seat's choice), then every move the table makes by itself (the
        stand-in's, and the forced moves of players with autoplay), each saved as its own move
        with what it said, and report them as one; also the state as now stored, which the
        caller need not dump again, and the match as last written, which it need not read.
        `started`: the first report of a match; `dealt`: a seat with a new player, who gets the
        hand; `news`: what the table is told first (a seat changed hands). The caller holds the
        lock."""
        db = self.core.db
        names, n = text_names(seats), len(seats)
        text = match.state or game.dump(state)
        public, views = states.seen(game, text, state, n)
        after = before = parts_of(public, views)
        active_before = game.active_seats(state)
        chapter_before = game.chapter(state)
        base = match.version
        played: list[tuple[int, Any, str | None]] = []
        version, since, closed = base, match.chapter_since, []
        new_board = started
        step = move or await self.automatic(match, seats, game, state, text, version)
        plan: PingPlan | None = None
        saved: MatchRow | None = None  # the match as the latest save wrote it
        while step is not None:
            seat, choice_id = step
            chapter, parts = game.chapter(state), after
            sight = Sight(text, views, states.chance(game, text, state), game.active_seats(state))
            try:
                events = game.apply(state, seat, choice_id)
            except IllegalAction as e:
                raise Refused(Msg("host-illegal", why=e.text), names) from None
            finished = game.outcome(state) is not None
            public, views = all_views(game, state, n)
            after, text = parts_of(public, views), game.dump(state)
            last = await db.last_action(match.id, version)
            chance = states.chance(game, text, state)
            reveals = revealed(game, sight, state, seat, last, after, parts, chance)
            if (
                reveals is None
                and played
                and seats[seat].stand_in
                and after[seat] != parts[seat]
                and taking_back(move, played, seats)
            ):  # The stand-in answered a move that may still be taken back, with its secrets:
                # if that showed the mover anything (a card from its hand), the move stands.
                assert move is not None
                reveals = shown_to(game, sight.text, seat, choice_id, move[0], views[move[0]])
            # The result and ratings are written with the move that ends the match.
            result = (
                await final_result(db, match.id, game, state, seats, seat) if finished else None
            )
            # The end shows on the last turn's board (its button goes), not on a new one.
            turn = not finished and volume(game.chapter(state)) != volume(chapter)
            if turn:  # this move closed its part of the game: its news stays with it
                closed.append(Closed(volume(chapter), since, version, public))
                since = version + 1
            step = None
            if not finished and len(played) < MAX_AUTOMATIC:
                step = await self.automatic(match, seats, game, state, text, version + 1)
            if step is None:  # the series' last move: who was told what is saved with it
                human = seat if move is not None and not played else None
                plan = self.plan(match, game, state, text, seats, human, chapter_before, started)
            said, seq = stored(events), version  # move `seq` makes version `seq + 1`
            made = Move(
                seat,
                choice_id,
                events=said,
                changed=[s for s in after if after[s] != parts[s]],
                reveals=reveals,
                active=sight.active,
                stand_in=bool(seats[seat].stand_in),
            )
            change = Change(
                MOVE,
                state=text,
                move=made,
                finished=finished,
                chapter_since=version + 1 if turn else None,
                pinged=plan.pinged if plan else None,
                clock=plan.clock if plan else None,
                result=result,
            )
            try:
                saved = await self.core.write(match.id, version, change)
            except StaleVersion:
                raise Refused(MOVED_ON) from None
            version = saved.version
            self.saved_here[(match.id, seq)] = True  # answered, if a player's, just after
            self.reporter.heard.add(match.id, seq, said)  # what the table is told, not read back
            new_board |= turn
            played.append((seat, events, reveals))
        if played:  # saved, and changed no more from here: offers may read it as it is
            states.keep(game, text, state, (public, views))
        finished = game.outcome(state) is not None
        human = move[0] if move is not None and len(played) == 1 else None
        if plan is None:  # nothing was played: a start, or a seat that changed hands
            plan = self.plan(match, game, state, text, seats, None, chapter_before, started)
            table = Change("table", pinged=plan.pinged, clock=plan.clock, bump=False)
            with contextlib.suppress(StaleVersion):  # moved on: whoever moved saved their own
                saved = await self.core.write(match.id, version, table)
        events = [e for _, moved, _ in played for e in moved]
        # A step inside one player's move (a card chosen, a province still to pick) changes
        # nothing anyone else sees: the player gets the next step, the board stays as it is.
        quiet = (
            human is not None
            and not finished
            and all(e.to is not None for e in events)
            and game.active_seats(state) == active_before
        )
        match = saved or await self.core.match(match_id=match.id)  # read if nothing was saved
        if dealt is not None:  # the seat's new player has seen nothing yet
            before = {**before, dealt: {}}
        outbox = await self.reporter.report(
            Scene(match, seats, game, state, version, self.core.limits),
            plan=plan,
            changed=[s for s in after if started or after[s] != before[s]],
            before=None if started else before,
            notes=[(s, e.text) for e in events for s in e.to or []],
            news=news or [],
            news_controls=news_controls,
            board=not quiet,
            new_board=new_board,
            closed=closed,
            seen=(public, views),
            ended_in=volume(chapter) if finished and played else None,
            # Cards the mover's own move brought them (a draw) edit their hand DM; a new
            # turn's deal is news to everyone.
            actor=None if new_board else human,
        )
        # Nothing hidden came to light, and nobody but the stand-in answered: it may be undone.
        if not finished and taking_back(move, played, seats):
            outbox.take_back = (match.id, base + 1)  # the version the move made
        return outbox, text, match

    async def answer_for(
        self, match: MatchRow, game: Game, state: Any, answers: list[tuple[int, str]]
    ) -> Outbox:
        """The clock answers for the seats whose reaction's time is up, one after another,
        and the table plays on from there (the caller holds the lock)."""
        outbox = Outbox(channel_id=match.channel_id)
        seats = await self.core.db.seats(match.id)  # no answer changes a seat
        for move in answers:
            answered, _, match = await self.play(match, seats, game, state, move)
            outbox = merge(outbox, answered)
        return outbox

    async def hand_over(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        news: list[Text],
        *,
        dealt: int | None = None,
        controls: Controls = Controls.NONE,
    ) -> Outbox:
        """After a seat changed hands (`match` and `seats` as the committed change left them):
        say so, let the table make the moves that are now its own, and ping whoever a decision
        now waits for (a seat's new player included: `dealt` also gets the hand by DM)."""
        outbox, _, _ = await self.play(
            match, seats, game, state, None, dealt=dealt, news=news, news_controls=controls
        )
        outbox.channel_id = match.channel_id
        return outbox

    async def automatic(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        text: str,
        version: int,
    ) -> tuple[int, str] | None:
        """The next move the table makes by itself, if any: the stand-in's for a seat it plays
        (worked out by `Core.think`, off the event loop), or the only legal choice of a player
        with autoplay on."""
        for seat in game.active_seats(state):
            prompt = states.prompt(game, text, state, seat)
            if prompt is None:
                continue
            if seats[seat].stand_in:
                view, level = game.view(state, seat), stand_in_level(seats, seat)
                seed = stand_in_seed(match, version, seat)
                known = players.information(game.meta.id, state, seat) if level != "quick" else None
                ask = players.Ask(game.meta.id, level, view, prompt, seat, seed, known)
                return seat, await self.core.think(ask)
            # A reaction waits for its deadline however few choices: answering at once would
            # tell the table this seat could not cancel (`Prompt.reaction`).
            if seats[seat].autoplay and len(prompt.choices) == 1 and not prompt.reaction:
                return seat, prompt.choices[0].id
            turn = as_key(volume(game.chapter(state)))
            # Passing for good needs someone else at the table who will act, or all would pass
            # round after round, for ever.
            acting = any(r.stand_in or r.keep_passing != turn for r in seats if r.seat != seat)
            if seats[seat].keep_passing == turn and PASS in prompt.choice_ids() and acting:
                return seat, PASS
        return None

    def plan(
        self,
        match: MatchRow,
        game: Game,
        state: Any,
        text: str,
        seats: list[SeatRow],
        human: int | None,
        chapter_before: Text,
        started: bool,
    ) -> PingPlan:
        """Whom to ping after a series of moves, and the deadlines of the decisions pending."""
        plan = plan_pings(
            {} if game.outcome(state) is not None else decisions(game, state, text, seats),
            {} if started else match.pinged,
            actor=human,
            new_chapter=game.chapter(state) != chapter_before,
        )
        plan.clock = clock_after(self.core.now(), match, seats, plan.pinged, started=started)
        return plan

    async def check_still_open(
        self, match: MatchRow, seat: int, version: int, choice_id: str
    ) -> None:
        """A move from an older version: refused if this seat has decided since. The very same
        choice is the second click of a double click (or a command sent twice): it counted.
        Another choice of the same decision pressed at once (a double tap) is told which one
        counted, so that whatever answered last, the player learns the move that was made."""
        made = await self.core.db.first_move_since(match.id, seat, version)
        if made is None:
            return
        if made.choice_id == choice_id:
            raise AlreadyDone(Msg("host-done-already"))
        news = [text for text, to in made.events if to is None or seat in to]
        if not news:
            raise AlreadyDone(Msg("host-done-already"))
        names = text_names(await self.core.db.seats(match.id))
        raise AlreadyDone(Msg("host-decided-already", news=Msg.join(news)), names)

    async def unanswered(
        self, match: MatchRow, seats: list[SeatRow], seat: int, choice_id: str
    ) -> bool:
        """Whether `choice_id`, typed by `seat`, repeats their latest move, which nobody but the
        stand-in has answered since and which this process did not save (it was saved in the
        instant before a crash, its answer lost): told once, the next identical command is a
        move of its own."""
        moves, _ = await self.core.db.since_own_move(match.id, seat)
        if not moves or moves[0].choice_id != choice_id:
            return False
        if any(not seats[m.seat].stand_in for m in moves[1:]):
            return False
        key = (match.id, moves[0].seq)
        if key in self.saved_here:
            return False
        self.saved_here[key] = True
        return True
