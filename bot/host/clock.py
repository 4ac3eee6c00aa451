"""The clock, so a match never stalls when a player goes quiet: the lobby's pace, a deadline for
every pending decision (kept with the match, so it survives a restart), a reminder by DM at half
time and a mention near the end, and at the deadline a question to the other players: the
stand-in plays the seat until its player comes back, or the match ends with the current
standing. Players may nudge, and go away for a few days. Mixed into `Host`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from bot.host.inputs import plain
from bot.host.outbox import (
    Ballot,
    Controls,
    Delete,
    DirectMessage,
    Edit,
    Outbox,
    Post,
    Refused,
)
from bot.host.table import ask_of, ping_slot, text_names
from games import registry
from games.core import Game
from storage import MatchRow, SeatRow, VoteRow

if TYPE_CHECKING:
    from bot.host.service import Host


@dataclass(frozen=True)
class Pace:
    name: str
    label: str
    period: timedelta | None  # how long one decision may wait; None: no clock at all


PACES = {
    pace.name: pace
    for pace in (
        Pace("live", "live (10 minutes a decision)", timedelta(minutes=10)),
        Pace("daily", "daily (about 24 hours a decision)", timedelta(hours=24)),
        Pace("relaxed", "relaxed (about 72 hours a decision)", timedelta(hours=72)),
        Pace("none", "no clock (nudges and votes by hand only)", None),
    )
}
NEXT_PACE = {"none": "live", "live": "daily", "daily": "relaxed", "relaxed": "none"}
WARN_AT = 0.9  # of a decision's time gone: the mention in the thread
MAX_AWAY_DAYS = 14
NUDGE_EVERY = timedelta(hours=12)  # with no clock: how often a player may be nudged
ABSENT = "absent"
REPLACE = "replace"
ANSWERS = {
    ABSENT: (
        ("standin", "Stand-in plays for now"),
        ("end", "End the match"),
        ("wait", "Keep waiting"),
    ),
    REPLACE: (("yes", "Yes, give the seat"), ("no", "No")),
}


def iso(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text)


def when(at: datetime) -> str:
    """A time every reader sees in their own time zone (Discord's timestamp markup)."""
    return f"<t:{int(at.timestamp())}:f>"


def deadline(since: datetime, period: timedelta, decision: str) -> dict[str, Any]:
    """A decision's clock entry: due one period after `since`, nothing sent yet."""
    return {
        "hash": decision,
        "since": iso(since),
        "due": iso(since + period),
        "reminded": False,
        "warned": False,
        "expired": False,
    }


class Clock:
    """Host methods about time: paces, deadlines, reminders, nudges, absences and votes."""

    # ---- the lobby's pace ------------------------------------------------------------------
    async def cycle_pace(
        self: Host, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        """The lobby's host picks the pace: live, daily, relaxed, or none (each press moves to
        the next)."""
        match = await self._lobby(match_id, channel_id)
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can set its pace.")
        pace = NEXT_PACE[match.pace]
        if not await self.db.set_pace(match.id, pace):
            raise Refused("That lobby has closed: the match has started or ended.")
        match = await self._match(match_id=match.id)
        return Outbox(lobby=await self._lobby_post(match, f"Pace: {PACES[pace].label}."))

    # ---- deadlines ---------------------------------------------------------------------------
    def clock_after(
        self: Host,
        match: MatchRow,
        seats: list[SeatRow],
        decisions: dict[int, str],
        started: bool = False,
    ) -> dict[int, dict[str, Any]]:
        """Each pending decision's deadline: kept while the decision is the same, set afresh
        for a new one (after the player's time away, if they are away)."""
        period = PACES[match.pace].period
        if period is None:
            return {}
        now, old = self.now(), {} if started else match.clock
        clock = {}
        for seat, decision in decisions.items():
            kept = old.get(seat)
            if kept is not None and kept["hash"] == decision:
                clock[seat] = kept
                continue
            away = seats[seat].away_until
            since = max(now, moment(away)) if away else now
            clock[seat] = deadline(since, period, decision)
        return clock

    async def tick(self: Host) -> list[tuple[int, Outbox]]:
        """What the clock says now, per channel: reminders, mentions near a deadline, questions
        at a deadline, and the questions whose time is up settled. Run every minute or so."""
        said = []
        for match_id in await self.db.clocked():
            async with self._lock(match_id):
                match, seats, game, state = await self._running(match_id=match_id)
                if not self.owns(match.guild_id):
                    continue
                outbox = await self._tick_match(match, seats, game, state)
            if outbox.posts or outbox.dms or outbox.edits:
                said.append((outbox.channel_id or match.channel_id, outbox))
        return said

    async def _tick_match(
        self: Host, match: MatchRow, seats: list[SeatRow], game: Game, state: Any
    ) -> Outbox:
        now, names = self.now(), text_names(seats)
        outbox = Outbox(channel_id=match.channel_id)
        clock = {seat: dict(entry) for seat, entry in match.clock.items()}
        expired = []
        for seat, entry in clock.items():
            row, prompt = seats[seat], game.prompt(state, seat)
            if row.stand_in or prompt is None or (row.away_until and moment(row.away_until) > now):
                continue
            since, due = moment(entry["since"]), moment(entry["due"])
            ask = ask_of(prompt, names)
            title = registry.get(match.game_id).meta.title
            if not entry["reminded"] and now >= since + (due - since) / 2:
                entry["reminded"] = True
                outbox.dms.append(DirectMessage(row.user_id, match.id,
                    f"⏳ **{title}** in <#{match.channel_id}> waits for you: {ask}. "
                    f"You have until {when(due)}."))  # fmt: skip
            if not entry["warned"] and now >= since + (due - since) * WARN_AT:
                entry["warned"] = True
                outbox.deletes.append(Delete(match.id, ping_slot(seat)))
                outbox.posts.append(Post(
                    f"<@{row.user_id}> ⏰ time is nearly up ({when(due)}): {ask}",
                    mentions=[row.user_id], match_id=match.id, record=ping_slot(seat),
                ))  # fmt: skip
            if not entry["expired"] and now >= due:
                entry["expired"] = True
                expired.append(seat)
        if not await self.db.set_table(match.id, match.version, clock=clock):
            return Outbox()  # a move came first: the next tick looks again
        for seat in expired:
            outbox.posts += await self._question(match, seats, seat, ABSENT)
        for vote in await self.db.votes(match.id):
            if now >= moment(vote.due):
                settled = await self._settle(match, seats, game, state, vote)
                outbox = merge(outbox, settled)
                match = await self._match(match_id=match.id)
        return outbox

    # ---- nudges and time away ----------------------------------------------------------------
    async def nudge(self: Host, *, user_id: int, channel_id: int) -> Outbox:
        """Another player reminds whoever the table waits for, by DM: once per half of the
        pace's time at most (every 12 hours without a clock)."""
        match, seats, game, state = await self._running(channel_id=channel_id)
        me = self._seat_of(seats, user_id)
        awaited = [s for s in game.active_seats(state) if s != me and not seats[s].stand_in]
        if not awaited:
            raise Refused("Nobody else is awaited just now.")
        period = PACES[match.pace].period
        every = period / 2 if period else NUDGE_EVERY
        now = self.now()
        if match.nudged_at and now < (ready := moment(match.nudged_at) + every):
            raise Refused(f"Someone nudged already; the next nudge can go at {when(ready)}.")
        await self.db.set_table(match.id, match.version, nudged_at=iso(now))
        names = text_names(seats)
        title = registry.get(match.game_id).meta.title
        dms = []
        for seat in awaited:
            prompt = game.prompt(state, seat)
            ask = ask_of(prompt, names) if prompt else "your move"
            dms.append(DirectMessage(seats[seat].user_id, match.id,
                f"👋 {names[me]} reminds you: **{title}** in <#{match.channel_id}> waits for "
                f"you ({ask})."))  # fmt: skip
        reminded = ", ".join(names[s] for s in awaited)
        return Outbox(reply=f"Reminded {reminded} by DM.", dms=dms, channel_id=match.channel_id)

    async def away(self: Host, *, user_id: int, channel_id: int, days: int) -> Outbox:
        """A player pauses their own clock for a few days (at most two weeks), announced at the
        table; their deadlines move by as much."""
        if not 1 <= days <= MAX_AWAY_DAYS:
            raise Refused(f"Away for 1 to {MAX_AWAY_DAYS} days.")
        async with self._lock((await self._match(channel_id=channel_id)).id):
            match, seats, _, _ = await self._running(channel_id=channel_id)
            seat = self._seat_of(seats, user_id)
            back = self.now() + timedelta(days=days)
            await self.db.update_seat(match.id, seat, away_until=iso(back))
            clock = dict(match.clock)
            if seat in clock:
                entry = dict(clock[seat])
                entry["due"] = iso(moment(entry["due"]) + timedelta(days=days))
                clock[seat] = entry
                await self.db.set_table(match.id, match.version, clock=clock)
        name = text_names(seats)[seat]
        note = f"{name} is away until {when(back)}: their clock is paused till then."
        return Outbox(
            posts=[Post(note, match_id=match.id)],
            reply=f"Your clock is paused until {when(back)}.",
            channel_id=match.channel_id,
        )

    # ---- questions to the table ----------------------------------------------------------------
    async def ask_table(
        self: Host,
        *,
        user_id: int,
        channel_id: int,
        seat_user_id: int,
        new_user_id: int | None = None,
        new_name: str | None = None,
    ) -> Outbox:
        """A player puts a question to the others about a seat: with a new person, whether they
        take it; without, what to do about its player, awaited and silent (the vote the clock
        would open at the deadline, by hand)."""
        async with self._lock((await self._match(channel_id=channel_id)).id):
            match, seats, game, state = await self._running(channel_id=channel_id)
            self._seat_of(seats, user_id)
            seat = self._seat_of(seats, seat_user_id)
            if new_user_id is None:
                if seat not in game.active_seats(state) or seats[seat].stand_in:
                    raise Refused("The table is not waiting for that player.")
                if seat_user_id == user_id:
                    raise Refused("That is you: `/game away` pauses your clock, `/game resign` "
                                  "leaves your seat to the stand-in.")  # fmt: skip
                posts = await self._question(match, seats, seat, ABSENT)
            else:
                if any(s.user_id == new_user_id for s in seats):
                    raise Refused(f"{plain(new_name or '')} already has a seat in this match.")
                posts = await self._question(match, seats, seat, REPLACE, new_user_id, new_name)
        if not posts:
            raise Refused("That question is open already: answer it above.")
        return Outbox(posts=posts, reply="Asked the table.", channel_id=match.channel_id)

    async def _question(
        self: Host,
        match: MatchRow,
        seats: list[SeatRow],
        seat: int,
        kind: str,
        candidate_id: int | None = None,
        candidate: str | None = None,
    ) -> list[Post]:
        """Open a question about `seat` to the other players (majority of those who answer,
        within half a period, 12 hours without a clock); nothing if it is open already, or if
        nobody else is there to answer (the stand-in then takes an absent seat at once)."""
        names, now = text_names(seats), self.now()
        voters = eligible(seats, seat)
        period = PACES[match.pace].period
        due = now + (period / 2 if period else NUDGE_EVERY)
        if not await self.db.open_vote(
            match.id, seat, kind, opened_at=iso(now), due=iso(due),
            candidate_id=candidate_id, candidate=candidate,
        ):  # fmt: skip
            return []
        if kind == ABSENT:
            text = (f"{names[seat]} has not answered in time. What now, "
                    + ", ".join(f"<@{seats[s].user_id}>" for s in voters)
                    + f"? The stand-in can play the seat until {names[seat]} comes back, or the "
                    "match can end with the current standing.")  # fmt: skip
        else:
            text = (
                f"Give {names[seat]}'s seat to {plain(candidate or '')}? "
                + ", ".join(f"<@{seats[s].user_id}>" for s in voters if s != seat)
                + "."
            )
        text += f" Majority of those who answer, by {when(due)}."
        return [
            Post(
                text,
                mentions=[seats[s].user_id for s in voters],
                match_id=match.id,
                record=vote_slot(seat, kind),
                ballot=Ballot(seat, kind, ANSWERS[kind]),
            )
        ]

    async def ballot(
        self: Host, *, user_id: int, match_id: int, seat: int, kind: str, answer: str,
        channel_id: int | None = None,
    ) -> Outbox:  # fmt: skip
        """One player's answer; the question is settled once everyone has answered."""
        if kind not in ANSWERS or answer not in dict(ANSWERS[kind]):
            raise Refused("That is not an answer to this question.")
        async with self._lock(match_id):
            match, seats, game, state = await self._running(
                match_id=match_id, channel_id=channel_id
            )
            me = self._seat_of(seats, user_id)
            if me not in eligible(seats, seat):
                raise Refused("This question is for the other players.")
            if not await self.db.cast(match.id, seat, kind, user_id, answer):
                raise Refused("That question is settled already.")
            vote = next(
                v for v in await self.db.votes(match.id) if (v.seat, v.kind) == (seat, kind)
            )
            outbox = Outbox(reply=f"Your answer: {dict(ANSWERS[kind])[answer]}.",
                            channel_id=match.channel_id)  # fmt: skip
            if {seats[s].user_id for s in eligible(seats, seat)} <= set(vote.ballots):
                outbox = merge(outbox, await self._settle(match, seats, game, state, vote))
            return outbox

    async def _settle(
        self: Host, match: MatchRow, seats: list[SeatRow], game: Game, state: Any, vote: VoteRow
    ) -> Outbox:
        """Count the answers given: the most given wins if it has more than half of them;
        otherwise nothing changes (an absent player's clock starts again)."""
        if not await self.db.close_vote(match.id, vote.seat, vote.kind):
            return Outbox()
        names = text_names(seats)
        answers = list(vote.ballots.values())
        top = max(set(answers), key=answers.count) if answers else None
        decided = top if top is not None and answers.count(top) * 2 > len(answers) else None
        label = dict(ANSWERS[vote.kind]).get(decided or "", "nothing decided")
        closed = Edit(
            match.id,
            vote_slot(vote.seat, vote.kind),
            Post(f"Decided: {label} ({len(answers)} answered).", match_id=match.id),
        )
        if vote.kind == REPLACE and decided == "yes" and vote.candidate_id is not None:
            outbox = await self._replaced(match, seats, game, state, vote)
        elif vote.kind == ABSENT and decided == "standin":
            await self.db.update_seat(match.id, vote.seat, stand_in="absent")
            news = (f"The stand-in plays for {names[vote.seat]} until they come back: "
                    "**I'm back** below, or `/game back`.")  # fmt: skip
            outbox = await self._hand_over(match, game, state, news)
            outbox.posts[0].controls = Controls.BACK  # the one button that gives the seat back
        elif vote.kind == ABSENT and decided == "end":
            outbox = await self._end_by_vote(match, seats, game, state)
        else:
            outbox = Outbox(channel_id=match.channel_id)
            period = PACES[match.pace].period
            if vote.kind == ABSENT and period is not None and vote.seat in match.clock:
                # Keep waiting: the seat's deadline starts again, reminders and all.
                entry = match.clock[vote.seat]
                restarted = deadline(self.now(), period, entry["hash"])
                await self.db.set_table(
                    match.id, match.version, clock={**match.clock, vote.seat: restarted}
                )
        outbox.edits.insert(0, closed)
        return outbox

    async def _replaced(
        self: Host, match: MatchRow, seats: list[SeatRow], game: Game, state: Any, vote: VoteRow
    ) -> Outbox:
        old = text_names(seats)[vote.seat]
        await self.db.update_seat(
            match.id, vote.seat, user_id=vote.candidate_id, display_name=vote.candidate or "",
            stand_in=None, dm_closed=0, autoplay=0, away_until=None,
        )  # fmt: skip
        text = f"{plain(vote.candidate or '')} takes {old}'s seat."
        return await self._hand_over(match, game, state, text, dealt=vote.seat)

    async def _end_by_vote(
        self: Host, match: MatchRow, seats: list[SeatRow], game: Game, state: Any
    ) -> Outbox:
        """The table ends the match: the result is the current standing."""
        await self.db.end_match(match.id, "aborted", "ended by the table's vote")
        names = text_names(seats)
        standing = game.standing(state)
        ranking = sorted(standing.items(), key=lambda kv: -kv[1])
        scores = " · ".join(f"{names[s]} {v:g}" for s, v in ranking)
        best = ranking[0][1]
        leaders = " and ".join(f"**{names[s]}**" for s, v in ranking if v == best)
        title = registry.get(match.game_id).meta.title
        text = (f"The table ended the {title} match. Standing when it ended: {scores}. "
                f"Ahead: {leaders}.")  # fmt: skip
        return Outbox(
            posts=[Post(text, match_id=match.id)],
            deletes=[Delete(match.id, ping_slot(s)) for s in match.pinged],
            channel_id=match.channel_id,
        )


def eligible(seats: list[SeatRow], seat: int) -> list[int]:
    """Who answers a question about `seat`: the other seats played by their own person."""
    return [s.seat for s in seats if s.seat != seat and not s.stand_in]


def vote_slot(seat: int, kind: str) -> str:
    return f"vote:{seat}:{kind}"


def merge(first: Outbox, then: Outbox) -> Outbox:
    """Two outboxes as one, in order (the first's reply kept unless it has none)."""
    return Outbox(
        reply=first.reply or then.reply,
        edits=[*first.edits, *then.edits],
        deletes=[*first.deletes, *then.deletes],
        posts=[*first.posts, *then.posts],
        dms=[*first.dms, *then.dms],
        announces=then.announces or first.announces,
        channel_id=first.channel_id or then.channel_id,
    )
