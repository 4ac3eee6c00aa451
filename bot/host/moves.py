"""A player's move, the concern: their pending decision (`offer`), and a move they make
(`act`), checked against the decision it answered and handed to the one path (`Path`) as a
step to play; then what the mover is told back, and their next step if they have one."""

from __future__ import annotations

import dataclasses

import i18n
from bot.host import states
from bot.host.core import MAX_ID, MOVED_ON, Core, seat_of
from bot.host.hidden import refusal
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
from bot.host.outbox import AlreadyDone, Offer, Outbox, Refused
from bot.host.path import Path, Step, Table, Then
from bot.host.questions import ABSENT, moot
from bot.host.table import as_key, text_names, volume
from games.core import Game, Msg, clip
from storage import Change, MatchRow, SeatRow

MAX_CHOICE_ID = 60  # no game's choice id is longer (docs/ADDING_A_GAME.md)


def waiting_text(game: Game, state: object, seats: list[SeatRow]) -> Msg:
    """Whom the table waits for, told to someone who has no decision to make."""
    waiting = [
        Msg("host-name-thinking", name=plain(seats[i].display_name))
        if seats[i].stand_in
        else plain(seats[i].display_name)
        for i in game.active_seats(state)
    ]
    if not waiting:
        return Msg("host-nothing-waiting")
    return Msg("host-not-your-move", waiting=Msg.join(waiting, ", "))


class Moves:
    """Offers and moves."""

    def __init__(self, core: Core, path: Path) -> None:
        self.core = core
        self.path = path

    async def offer(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Offer:
        """The user's pending decision, or a refusal that says who we are waiting for."""
        match, seats, game, state = await self.core.running(
            match_id=match_id, channel_id=channel_id, reading=True
        )
        return await self.offer_at(match, seats, game, state, seat_of(seats, user_id))

    async def offer_at(
        self, match: MatchRow, seats: list[SeatRow], game: Game, state: object, seat: int
    ) -> Offer:
        """The seat's pending decision in the match as just read (to read only)."""
        text = match.state or ""
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

        async def over(match: MatchRow, seats: list[SeatRow]) -> None:
            if version is not None and version != match.version:
                # A move sent again after it ended the match (its answer lost in a crash).
                await self.check_still_open(match, seat_of(seats, user_id), version, choice_id)

        async def decide(table: Table) -> Step:
            match, seats, game, state = table.match, table.seats, table.game, table.state
            seat = seat_of(seats, user_id)
            prompt = states.prompt(game, match.state or "", state, seat)
            prompt = with_standing_pass(prompt) if prompt is not None else None
            if version is not None and version != match.version:
                await self.check_still_open(match, seat, version, choice_id)
                if prompt is None or prompt_hash(prompt) != prompt_hash_seen:
                    raise Refused(MOVED_ON)
            if prompt is None:
                raise Refused(waiting_text(game, state, seats))
            chosen = typed_choice(prompt, choice_id, [s.display_name for s in seats])
            label = prompt.label_of(chosen)
            if version is None and await self.unanswered(match, seats, seat, chosen):
                raise AlreadyDone(Msg("host-done-already-typed", move=label))
            step = Step(moves=[(seat, chosen)])
            if chosen == KEEP_PASSING.id:  # a standing order: pass now and all this turn
                turn = as_key(volume(game.chapter(state)))
                step = Step(Change("keep-passing", seats={seat: {"keep_passing": turn}}),
                            moves=[(seat, PASS)])  # fmt: skip
            done = Msg("host-done", move=label)
            step.said.reply = i18n.say(done, i18n.reader(), text_names(seats))
            return dataclasses.replace(step, then=self.after_move(seat))

        return await self.path.run(decide, match_id=match_id, channel_id=channel_id, over=over)

    def after_move(self, seat: int) -> Then:
        """What follows `seat`'s move: a question the table was asked about them no longer
        stands; then the mover's next step, if the decision is still theirs."""

        async def moved(table: Table, told: Outbox) -> Step | None:
            if told.announces is None:  # nothing was played
                return None
            for vote in await self.core.db.votes(table.match.id, table.match.version):
                if vote.kind == ABSENT and vote.seat == seat:
                    played = Msg("host-has-played", name=table.names[seat])
                    change, closed = moot(table.match.language, table.match.id, vote, played)
                    return Step(change, said=Outbox(edits=[closed]), then=next_step)
            return await next_step(table, told)

        async def next_step(table: Table, told: Outbox) -> Step | None:
            match, seats, game, state = table.match, table.seats, table.game, table.state
            text = match.state or ""
            follow = states.prompt(game, text, state, seat)
            if follow is None:
                return None
            public, views = states.seen(game, text, state, len(seats))
            hand = hand_of(game, views[seat], public)
            version = told.announces[1] if told.announces else match.version
            offer = offer_of(match.id, version, seat, with_standing_pass(follow), seats, hand)
            if told.take_back is not None:  # Back on the next step, too
                offer = dataclasses.replace(offer, back=told.take_back[1])
            return Step(said=Outbox(next_offer=offer))

        return moved

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
        saved_here = self.path.saved_here
        if key in saved_here:
            return False
        saved_here[key] = True
        return True
