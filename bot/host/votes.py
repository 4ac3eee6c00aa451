"""Questions to the table about one seat: whether an absent player's seat goes to the stand-in
(or the match ends), whether a new person takes a seat. A question is about one moment: its
buttons carry its round, an answer to an older round is refused, and one that no longer stands
when it is settled (its player moved, its newcomer sat elsewhere) closes as moot. Putting,
answering and settling are each a step of the one path (`Path`)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import i18n
from bot.host import refs
from bot.host.core import Core, seat_of
from bot.host.inputs import plain
from bot.host.outbox import Ballot, Controls, Delete, Edit, Outbox, Post, Refused
from bot.host.paces import NUDGE_EVERY, PACES, deadline, iso, when
from bot.host.path import Path, Step, Table
from bot.host.questions import ABSENT, ANSWERS, REPLACE, eligible, moot, vote_slot
from bot.host.records import final_result
from bot.host.report import scores_text
from bot.host.seats import seat_given
from bot.host.table import ping_slot, text_names
from games import registry
from games.core import Msg, Text
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
    """Putting questions to the table, answering and settling them: each a step of the one
    path (`Path`)."""

    def __init__(self, core: Core, path: Path) -> None:
        self.core = core
        self.path = path

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

        async def decide(table: Table) -> Step:
            match, seats = table.match, table.seats
            seat_of(seats, user_id)
            seat = seat_of(seats, seat_user_id, seat_name or Msg("host-that-player"))
            if new_user_id is None:
                kind = ABSENT
                if seat not in table.game.active_seats(table.state) or seats[seat].stand_in:
                    raise Refused(Msg("host-not-waiting-for-them"))
                if seat_user_id == user_id:
                    raise Refused(Msg("host-ask-about-yourself"))
            else:
                kind = REPLACE
                if any(s.user_id == new_user_id for s in seats):
                    raise Refused(Msg("host-seated-already", name=plain(new_name or "")))
            open_now = next((v for v in await self.core.db.votes(match.id) if (v.seat, v.kind) ==
                             (seat, kind)), None)  # fmt: skip
            if open_now is None:
                step = self.put(table, seat, kind, new_user_id, new_name)
            elif vote_slot(seat, kind) in await self.core.db.posted(match.id):
                raise Refused(Msg("host-question-open"))
            else:  # put but never posted (the bot stopped in between): post it now
                step = Step(said=Outbox(posts=[question_post(match, seats, open_now)]))
            step.said.reply = asked()
            return step

        return await self.path.run(decide, channel_id=channel_id)

    def put(
        self,
        table: Table,
        seat: int,
        kind: str,
        candidate_id: int | None = None,
        candidate: str | None = None,
    ) -> Step:
        """Put a question about `seat` to the other players (majority of those who answer,
        within half a period, 12 hours without a clock), when it is not open already; its
        message, whose buttons carry the version it made, once it is written."""
        now = self.core.now()
        period = PACES[table.match.pace].period
        due = now + (period / 2 if period else NUDGE_EVERY)
        vote = VoteRow(seat, kind, candidate_id, candidate, iso(now), iso(due), {})

        async def post(table: Table, told: Outbox) -> Step:
            put = replace(vote, round=table.match.version)
            return Step(said=Outbox(posts=[question_post(table.match, table.seats, put)]))

        return Step(Change("question", open_vote=vote), then=post)

    async def ballot(
        self, *, user_id: int, match_id: int, seat: int, kind: str, answer: str,
        round: int | None = None, channel_id: int | None = None,
    ) -> Outbox:  # fmt: skip
        """One player's answer to the question of `round`; the question is settled once
        everyone has answered."""
        if kind not in ANSWERS or answer not in dict(ANSWERS[kind]):
            raise Refused(Msg("host-not-an-answer"))

        async def decide(table: Table) -> Step:
            me = seat_of(table.seats, user_id)
            if me not in eligible(table.seats, seat):
                raise Refused(Msg("host-question-for-others"))
            vote = await self._open(table.match.id, seat, kind)
            if vote is None or (round is not None and vote.round != round):
                raise Refused(Msg("host-question-closed"))
            if await self._moot(table, vote) is not None:  # settled at once, as moot
                step = await self.settle(table, vote)
                step.said.reply = i18n.say(Msg("host-question-moot"), i18n.reader())
                return step
            yours = Msg("host-your-answer", answer=dict(ANSWERS[kind])[answer])
            said = Outbox(reply=i18n.say(yours, i18n.reader()))
            return Step(Change("ballot", ballot=(seat, kind, user_id, answer)), said=said,
                        then=everyone_answered)  # fmt: skip

        async def everyone_answered(table: Table, told: Outbox) -> Step | None:
            vote = await self._open(table.match.id, seat, kind)
            voters = {table.seats[s].user_id for s in eligible(table.seats, seat)}
            if vote is not None and voters <= set(vote.ballots):
                return await self.settle(table, vote)
            return None

        return await self.path.run(decide, match_id=match_id, channel_id=channel_id)

    async def _open(self, match_id: int, seat: int, kind: str) -> VoteRow | None:
        return next(
            (v for v in await self.core.db.votes(match_id) if (v.seat, v.kind) == (seat, kind)),
            None,
        )

    async def settle(self, table: Table, vote: VoteRow) -> Step:
        """Count the answers given: the most given wins if it has more than half of them;
        otherwise nothing changes (an absent player's clock starts again). A question that no
        longer stands closes as moot."""
        match, names = table.match, table.names
        why = await self._moot(table, vote)
        if why is not None:
            change, closed = moot(match.language, match.id, vote, why)
            return Step(change, said=Outbox(edits=[closed]))
        answers = list(vote.ballots.values())
        top = max(set(answers), key=answers.count) if answers else None
        decided = top if top is not None and answers.count(top) * 2 > len(answers) else None
        label = dict(ANSWERS[vote.kind]).get(decided or "", Msg("host-nothing-decided"))
        decision = Msg("host-decided", answer=label, count=len(answers))
        closed = Edit(
            match.id,
            vote_slot(vote.seat, vote.kind),
            Post(i18n.say(decision, match.language), match_id=match.id),
        )
        closing = (vote.seat, vote.kind)
        if vote.kind == REPLACE and decided == "yes" and vote.candidate_id is not None:
            step = seat_given(table, vote.seat, vote.candidate_id, vote.candidate or "")
            assert step.change is not None
            step.change.close_vote = closing
        elif vote.kind == ABSENT and decided == "standin":
            news = Msg("host-stand-in-plays", name=names[vote.seat])
            change = Change("stand-in", [(news, None)], close_vote=closing,
                            seats={vote.seat: {"stand_in": "absent"}})  # fmt: skip
            # The one button that gives the seat back.
            step = Step(change, play_on=True, news=[news], controls=Controls.BACK)
        elif vote.kind == ABSENT and decided == "end":
            step = await self._end(table, closing)
        else:
            change = Change("question-settled", close_vote=closing)
            period = PACES[match.pace].period
            if vote.kind == ABSENT and period is not None and vote.seat in match.clock:
                # Keep waiting: the seat's deadline starts again, reminders and all.
                restarted = deadline(self.core.now(), period, match.clock[vote.seat]["hash"])
                change.clock = {**match.clock, vote.seat: restarted}
            step = Step(change)
        step.said.edits.insert(0, closed)
        return step

    async def _moot(self, table: Table, vote: VoteRow) -> Text | None:
        """Why a question no longer stands, if it does not."""
        seats, names = table.seats, table.names
        if vote.kind == ABSENT:
            if seats[vote.seat].stand_in:
                return Msg("host-stand-in-has-it", name=names[vote.seat])
            if await self.core.db.first_move_since(table.match.id, vote.seat, vote.round):
                return Msg("host-has-played", name=names[vote.seat])
        elif any(s.user_id == vote.candidate_id for s in seats):
            return Msg("host-has-a-seat", name=plain(vote.candidate or ""))
        return None

    async def _end(self, table: Table, closing: tuple[int, str]) -> Step:
        """The table ends the match: the result is the current standing, recorded (and the
        ratings moved) with the end itself."""
        match, seats, game, state, names = (
            table.match, table.seats, table.game, table.state, table.names,
        )  # fmt: skip
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
        said = i18n.say(text, match.language)
        return Step(change, said=Outbox(
            posts=[Post(said, match_id=match.id, controls=Controls.AGAIN, language=match.language)],
            deletes=[Delete(match.id, ping_slot(s)) for s in match.pinged],
        ))  # fmt: skip
