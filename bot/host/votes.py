"""Questions to the table about one seat: whether an absent player's seat goes to the stand-in
(or the match ends), whether a new person takes a seat. A question is about one moment: its
buttons carry its round, an answer to an older round is refused, and one that no longer stands
when it is settled (its player moved, its newcomer sat elsewhere) closes as moot. Putting,
answering and settling are each one change (`Core.commit`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import i18n
from bot.host import refs
from bot.host.core import Core, seat_of, seated
from bot.host.inputs import plain
from bot.host.outbox import Ballot, Controls, Delete, Edit, Outbox, Post, Refused
from bot.host.paces import NUDGE_EVERY, PACES, deadline, iso, when
from bot.host.play import Play
from bot.host.questions import ABSENT, ANSWERS, REPLACE, eligible, moot, vote_slot
from bot.host.records import final_result
from bot.host.report import scores_text
from bot.host.seats import seat_given
from bot.host.table import ping_slot, text_names
from games import registry
from games.core import Game, Msg, Text
from storage import Change, MatchRow, SeatRow, VoteRow

END_REASON = "ended by the table's vote"


def asked() -> str:
    """The answer to whoever put a question to the table."""
    return i18n.say(Msg("host-asked"), i18n.reader())


def question_post(match: MatchRow, seats: list[SeatRow], vote: VoteRow) -> Post:
    """A question's message, with a button per answer (which carry its round), in the
    match's language."""
    names, seat, lang = text_names(seats), vote.seat, match.language
    voters = eligible(seats, seat)
    mentions = ", ".join(refs.person(seats[s].user_id) for s in voters)
    due = when(datetime.fromisoformat(vote.due))
    if vote.kind == ABSENT:
        text = Msg("host-ask-absent", name=names[seat], voters=mentions, due=due)
    else:
        candidate = plain(vote.candidate or "")
        text = Msg("host-ask-replace", name=names[seat], new=candidate, voters=mentions, due=due)
    answers = tuple((a, i18n.say(label, lang)) for a, label in ANSWERS[vote.kind])
    return Post(
        i18n.say(text, lang),
        mentions=[seats[s].user_id for s in voters],
        match_id=match.id,
        record=vote_slot(seat, vote.kind),
        ballot=Ballot(seat, vote.kind, answers, vote.round),
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
            seat = seat_of(seats, seat_user_id, seat_name or Msg("host-that-player"))
            if new_user_id is None:
                kind = ABSENT
                if seat not in game.active_seats(state) or seats[seat].stand_in:
                    raise Refused(Msg("host-not-waiting-for-them"))
                if seat_user_id == user_id:
                    raise Refused(Msg("host-ask-about-yourself"))
            else:
                kind = REPLACE
                if any(s.user_id == new_user_id for s in seats):
                    raise Refused(Msg("host-seated-already", name=plain(new_name or "")))
            open_now = next((v for v in await core.db.votes(match.id) if (v.seat, v.kind) ==
                             (seat, kind)), None)  # fmt: skip
            if open_now is not None:
                if vote_slot(seat, kind) in await core.db.posted(match.id):
                    raise Refused(Msg("host-question-open"))
                # Put but never posted (the bot stopped in between): post it now.
                post = question_post(match, seats, open_now)
                return Outbox(posts=[post], reply=asked(), channel_id=match.channel_id)
            outbox = await self.put(match, seats, seat, kind, new_user_id, new_name)
        outbox.reply = asked()
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
        version = (await self.core.commit(match, Change("question", open_vote=vote))).version
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
            raise Refused(Msg("host-not-an-answer"))
        core = self.core
        async with core.lock(match_id):
            match, seats, game, state = await core.running(match_id=match_id, channel_id=channel_id)
            me = seat_of(seats, user_id)
            if me not in eligible(seats, seat):
                raise Refused(Msg("host-question-for-others"))
            vote = await self._open(match.id, seat, kind)
            if vote is None or (round is not None and vote.round != round):
                raise Refused(Msg("host-question-closed"))
            if await self._moot(match, seats, vote) is not None:  # settled at once, as moot
                settled = await self.settle(match, seats, game, state, vote)
                settled.reply = i18n.say(Msg("host-question-moot"), i18n.reader())
                return settled
            change = Change("ballot", ballot=(seat, kind, user_id, answer))
            match = await core.commit(match, change)
            version = match.version
            yours = Msg("host-your-answer", answer=dict(ANSWERS[kind])[answer])
            outbox = Outbox(reply=i18n.say(yours, i18n.reader()),
                            announces=(match.id, version), channel_id=match.channel_id)  # fmt: skip
            vote = await self._open(match.id, seat, kind)
            if vote is not None and {seats[s].user_id for s in eligible(seats, seat)} <= set(
                vote.ballots
            ):
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
        core, names, lang = self.core, text_names(seats), match.language
        why = await self._moot(match, seats, vote)
        if why is not None:
            change, closed = moot(lang, match.id, vote, why)
            version = (await core.commit(match, change)).version
            return Outbox(edits=[closed], announces=(match.id, version),
                          channel_id=match.channel_id)  # fmt: skip
        answers = list(vote.ballots.values())
        top = max(set(answers), key=answers.count) if answers else None
        decided = top if top is not None and answers.count(top) * 2 > len(answers) else None
        label = dict(ANSWERS[vote.kind]).get(decided or "", Msg("host-nothing-decided"))
        decision = Msg("host-decided", answer=label, count=len(answers))
        closed = Edit(
            match.id,
            vote_slot(vote.seat, vote.kind),
            Post(i18n.say(decision, lang), match_id=match.id),
        )
        closing = (vote.seat, vote.kind)
        if vote.kind == REPLACE and decided == "yes" and vote.candidate_id is not None:
            change, news = seat_given(
                match, seats, vote.seat, vote.candidate_id, vote.candidate or ""
            )
            change.close_vote = closing
            match = await core.commit(match, change)
            seats = seated(seats, change)
            outbox = await self.play.hand_over(match, seats, game, state, [news], dealt=vote.seat)
        elif vote.kind == ABSENT and decided == "standin":
            news = Msg("host-stand-in-plays", name=names[vote.seat])
            change = Change("stand-in", [(news, None)], close_vote=closing,
                            seats={vote.seat: {"stand_in": "absent"}})  # fmt: skip
            match, seats = await core.commit(match, change), seated(seats, change)
            # The one button that gives the seat back.
            outbox = await self.play.hand_over(
                match, seats, game, state, [news], controls=Controls.BACK
            )
        elif vote.kind == ABSENT and decided == "end":
            outbox = await self._end(match, seats, game, state, closing)
        else:
            change = Change("question-settled", close_vote=closing)
            period = PACES[match.pace].period
            if vote.kind == ABSENT and period is not None and vote.seat in match.clock:
                # Keep waiting: the seat's deadline starts again, reminders and all.
                restarted = deadline(core.now(), period, match.clock[vote.seat]["hash"])
                change.clock = {**match.clock, vote.seat: restarted}
            version = (await core.commit(match, change)).version
            outbox = Outbox(announces=(match.id, version), channel_id=match.channel_id)
        outbox.edits.insert(0, closed)
        return outbox

    async def _moot(self, match: MatchRow, seats: list[SeatRow], vote: VoteRow) -> Text | None:
        """Why a question no longer stands, if it does not."""
        names = text_names(seats)
        if vote.kind == ABSENT:
            if seats[vote.seat].stand_in:
                return Msg("host-stand-in-has-it", name=names[vote.seat])
            if await self.core.db.first_move_since(match.id, vote.seat, vote.round):
                return Msg("host-has-played", name=names[vote.seat])
        elif any(s.user_id == vote.candidate_id for s in seats):
            return Msg("host-has-a-seat", name=plain(vote.candidate or ""))
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
        best = ranking[0][1]
        text = Msg(
            "host-table-ended",
            game=registry.get(match.game_id).meta.title,
            scores=scores_text(ranking, names),
            leaders=[f"**{names[s]}**" for s, v in ranking if v == best],
        )
        result = await final_result(self.core.db, match.id, game, state, seats)
        change = Change("end", [(text, None)], close_vote=closing, end=END_REASON, result=result)
        version = (await self.core.commit(match, change)).version
        said = i18n.say(text, match.language)
        return Outbox(
            posts=[Post(said, match_id=match.id, controls=Controls.AGAIN, language=match.language)],
            deletes=[Delete(match.id, ping_slot(s)) for s in match.pinged],
            announces=(match.id, version),
            channel_id=match.channel_id,
        )
