"""Questions to the table about one seat: whether an absent player's seat goes to the stand-in
(or the match ends), whether a new person takes a seat. A question is about one moment: its
buttons carry its round, an answer to an older round is refused, and one that no longer stands
when it is settled (its player moved, its newcomer sat elsewhere) closes as moot. Putting,
answering and settling are each one change (`Core.commit`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.host.core import Core, seat_of
from bot.host.inputs import plain
from bot.host.outbox import Ballot, Controls, Delete, Edit, Outbox, Post, Refused
from bot.host.paces import NUDGE_EVERY, PACES, deadline, iso, when
from bot.host.play import Play
from bot.host.questions import ABSENT, ANSWERS, REPLACE, eligible, moot, vote_slot
from bot.host.records import final_result
from bot.host.seats import seat_given
from bot.host.table import ping_slot, text_names
from games import registry
from games.core import Game
from storage import Change, MatchRow, SeatRow, VoteRow

END_REASON = "ended by the table's vote"


def question_post(match: MatchRow, seats: list[SeatRow], vote: VoteRow) -> Post:
    """A question's message, with a button per answer (which carry its round)."""
    names, seat = text_names(seats), vote.seat
    voters = eligible(seats, seat)
    if vote.kind == ABSENT:
        text = (f"{names[seat]} has not answered in time. What now, "
                + ", ".join(f"<@{seats[s].user_id}>" for s in voters)
                + f"? The stand-in can play the seat until {names[seat]} comes back, or the "
                "match can end with the current standing.")  # fmt: skip
    else:
        text = (
            f"Give {names[seat]}'s seat to {plain(vote.candidate or '')}? "
            + ", ".join(f"<@{seats[s].user_id}>" for s in voters)
            + "."
        )
    text += f" Majority of those who answer, by {when(datetime.fromisoformat(vote.due))}."
    return Post(
        text,
        mentions=[seats[s].user_id for s in voters],
        match_id=match.id,
        record=vote_slot(seat, vote.kind),
        ballot=Ballot(seat, vote.kind, ANSWERS[vote.kind], vote.round),
    )


class Votes:
    """Putting questions to the table, answering and settling them."""

    def __init__(self, core: Core, play: Play) -> None:
        self.core = core
        self.play = play

    async def ask_table(
        self,
        *,
        user_id: int,
        channel_id: int,
        seat_user_id: int,
        seat_name: str | None = None,
        new_user_id: int | None = None,
        new_name: str | None = None,
    ) -> Outbox:
        """A player puts a question to the others about a seat: with a new person, whether they
        take it; without, what to do about its player, awaited and silent (the vote the clock
        would open at the deadline, by hand)."""
        core = self.core
        async with core.lock(await core.match_id(channel_id=channel_id, match_id=None)):
            match, seats, game, state = await core.running(channel_id=channel_id)
            seat_of(seats, user_id)
            seat = seat_of(seats, seat_user_id, seat_name or "That player")
            if new_user_id is None:
                kind = ABSENT
                if seat not in game.active_seats(state) or seats[seat].stand_in:
                    raise Refused("The table is not waiting for that player.")
                if seat_user_id == user_id:
                    raise Refused("That is you: `/game away` pauses your clock, `/game resign` "
                                  "leaves your seat to the stand-in.")  # fmt: skip
            else:
                kind = REPLACE
                if any(s.user_id == new_user_id for s in seats):
                    raise Refused(f"{plain(new_name or '')} already has a seat in this match.")
            open_now = next((v for v in await core.db.votes(match.id) if (v.seat, v.kind) ==
                             (seat, kind)), None)  # fmt: skip
            if open_now is not None:
                if vote_slot(seat, kind) in await core.db.posted(match.id):
                    raise Refused("That question is open already: answer it above.")
                # Put but never posted (the bot stopped in between): post it now.
                post = question_post(match, seats, open_now)
                return Outbox(posts=[post], reply="Asked the table.", channel_id=match.channel_id)
            outbox = await self.put(match, seats, seat, kind, new_user_id, new_name)
        outbox.reply = "Asked the table."
        return outbox

    async def put(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        seat: int,
        kind: str,
        candidate_id: int | None = None,
        candidate: str | None = None,
    ) -> Outbox:
        """Put a question about `seat` to the other players (majority of those who answer,
        within half a period, 12 hours without a clock). The caller holds the lock and has
        checked that it is not open already."""
        now = self.core.now()
        period = PACES[match.pace].period
        due = now + (period / 2 if period else NUDGE_EVERY)
        vote = VoteRow(seat, kind, candidate_id, candidate, iso(now), iso(due), {})
        version = await self.core.commit(match, Change("question", open_vote=vote))
        vote = VoteRow(seat, kind, candidate_id, candidate, iso(now), iso(due), {}, version)
        return Outbox(
            posts=[question_post(match, seats, vote)],
            announces=(match.id, version),
            channel_id=match.channel_id,
        )

    async def ballot(
        self, *, user_id: int, match_id: int, seat: int, kind: str, answer: str,
        round: int | None = None, channel_id: int | None = None,
    ) -> Outbox:  # fmt: skip
        """One player's answer to the question of `round`; the question is settled once
        everyone has answered."""
        if kind not in ANSWERS or answer not in dict(ANSWERS[kind]):
            raise Refused("That is not an answer to this question.")
        core = self.core
        async with core.lock(match_id):
            match, seats, game, state = await core.running(match_id=match_id, channel_id=channel_id)
            me = seat_of(seats, user_id)
            if me not in eligible(seats, seat):
                raise Refused("This question is for the other players.")
            vote = await self._open(match.id, seat, kind)
            if vote is None or (round is not None and vote.round != round):
                raise Refused(
                    "That question is closed: its answer was given. A newer question, if any, "
                    "has buttons of its own."
                )
            if await self._moot(match, seats, vote) is not None:  # settled at once, as moot
                settled = await self.settle(match, seats, game, state, vote)
                settled.reply = "That question no longer stands: it is closed."
                return settled
            change = Change("ballot", ballot=(seat, kind, user_id, answer))
            version = await core.commit(match, change)
            outbox = Outbox(reply=f"Your answer: {dict(ANSWERS[kind])[answer]}.",
                            announces=(match.id, version), channel_id=match.channel_id)  # fmt: skip
            vote = await self._open(match.id, seat, kind)
            if vote is not None and {seats[s].user_id for s in eligible(seats, seat)} <= set(
                vote.ballots
            ):
                match = await core.match(match_id=match.id)
                settled = await self.settle(match, seats, game, state, vote)
                settled.reply = outbox.reply
                return settled
            return outbox

    async def _open(self, match_id: int, seat: int, kind: str) -> VoteRow | None:
        return next(
            (v for v in await self.core.db.votes(match_id) if (v.seat, v.kind) == (seat, kind)),
            None,
        )

    async def settle(
        self, match: MatchRow, seats: list[SeatRow], game: Game, state: Any, vote: VoteRow
    ) -> Outbox:
        """Count the answers given: the most given wins if it has more than half of them;
        otherwise nothing changes (an absent player's clock starts again). A question that no
        longer stands closes as moot. The caller holds the lock."""
        core, names = self.core, text_names(seats)
        why = await self._moot(match, seats, vote)
        if why is not None:
            change, closed = moot(match.id, vote, why)
            version = await core.commit(match, change)
            return Outbox(edits=[closed], announces=(match.id, version),
                          channel_id=match.channel_id)  # fmt: skip
        answers = list(vote.ballots.values())
        top = max(set(answers), key=answers.count) if answers else None
        decided = top if top is not None and answers.count(top) * 2 > len(answers) else None
        label = dict(ANSWERS[vote.kind]).get(decided or "", "nothing decided")
        closed = Edit(
            match.id,
            vote_slot(vote.seat, vote.kind),
            Post(f"Decided: {label} ({len(answers)} answered).", match_id=match.id),
        )
        closing = (vote.seat, vote.kind)
        if vote.kind == REPLACE and decided == "yes" and vote.candidate_id is not None:
            change, news = seat_given(
                match, seats, vote.seat, vote.candidate_id, vote.candidate or ""
            )
            change.close_vote = closing
            await core.commit(match, change)
            match = await core.match(match_id=match.id)
            outbox = await self.play.hand_over(match, game, state, [news], dealt=vote.seat)
        elif vote.kind == ABSENT and decided == "standin":
            news = (f"The stand-in plays for {names[vote.seat]} until they come back: "
                    "**I'm back** below, or `/game back`.")  # fmt: skip
            await core.commit(match, Change("stand-in", [(news, None)], close_vote=closing,
                                            seats={vote.seat: {"stand_in": "absent"}}))  # fmt: skip
            match = await core.match(match_id=match.id)
            # The one button that gives the seat back.
            outbox = await self.play.hand_over(match, game, state, [news], controls=Controls.BACK)
        elif vote.kind == ABSENT and decided == "end":
            outbox = await self._end(match, seats, game, state, closing)
        else:
            change = Change("question-settled", close_vote=closing)
            period = PACES[match.pace].period
            if vote.kind == ABSENT and period is not None and vote.seat in match.clock:
                # Keep waiting: the seat's deadline starts again, reminders and all.
                restarted = deadline(core.now(), period, match.clock[vote.seat]["hash"])
                change.clock = {**match.clock, vote.seat: restarted}
            version = await core.commit(match, change)
            outbox = Outbox(announces=(match.id, version), channel_id=match.channel_id)
        outbox.edits.insert(0, closed)
        return outbox

    async def _moot(self, match: MatchRow, seats: list[SeatRow], vote: VoteRow) -> str | None:
        """Why a question no longer stands, if it does not."""
        names = text_names(seats)
        if vote.kind == ABSENT:
            if seats[vote.seat].stand_in:
                return f"the stand-in plays {names[vote.seat]}'s seat already."
            if await self.core.db.first_move_since(match.id, vote.seat, vote.round):
                return f"{names[vote.seat]} has played."
        elif any(s.user_id == vote.candidate_id for s in seats):
            return f"{plain(vote.candidate or '')} has a seat in this match already."
        return None

    async def _end(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        closing: tuple[int, str],
    ) -> Outbox:
        """The table ends the match: the result is the current standing, recorded (and the
        ratings moved) with the end itself."""
        names = text_names(seats)
        standing = game.standing(state)
        ranking = sorted(standing.items(), key=lambda kv: -kv[1])
        scores = " · ".join(f"{names[s]} {v:g}" for s, v in ranking)
        best = ranking[0][1]
        leaders = " and ".join(f"**{names[s]}**" for s, v in ranking if v == best)
        title = registry.get(match.game_id).meta.title
        text = (f"The table ended the {title} match. Standing when it ended: {scores}. "
                f"Ahead: {leaders}.")  # fmt: skip
        result = await final_result(self.core.db, match.id, game, state, seats)
        change = Change("end", [(text, None)], close_vote=closing, end=END_REASON, result=result)
        version = await self.core.commit(match, change)
        return Outbox(
            posts=[Post(text, match_id=match.id, controls=Controls.AGAIN)],
            deletes=[Delete(match.id, ping_slot(s)) for s in match.pinged],
            announces=(match.id, version),
            channel_id=match.channel_id,
        )
