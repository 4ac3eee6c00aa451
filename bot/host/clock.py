"""The clock, so a match never stalls when a player goes quiet: a deadline for every pending
decision (kept with the match, so it survives a restart), a reminder by DM at half time and a
mention near the end, and at the deadline a question to the other players (`Votes`); a
reaction's short deadline instead answers it for whoever has not (`Prompt.reaction`). Players may
nudge, and go away for a few days. Every one of these is a step of the one path (`Path`),
announced like a move and again after a crash."""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import timedelta

import i18n
from bot.host import refs
from bot.host.core import Core, seat_of
from bot.host.languages import Languages
from bot.host.outbox import Delete, DirectMessage, Outbox, Post, Refused
from bot.host.paces import (
    MAX_AWAY_DAYS,
    NUDGE_EVERY,
    PACES,
    WARN_AT,
    is_reaction,
    iso,
    moment,
    when,
)
from bot.host.path import Path, Step, Table, Then, chain
from bot.host.questions import ABSENT
from bot.host.table import ask_of, ping_slot, text_names
from bot.host.votes import Votes
from games import registry
from games.core import Msg
from storage import Change, SeatRow, VoteRow
from storage.outage import is_outage

log = logging.getLogger(__name__)


class Clock:
    """Deadlines, reminders, nudges and time away."""

    def __init__(self, core: Core, path: Path, votes: Votes, languages: Languages) -> None:
        self.core = core
        self.path = path
        self.votes = votes
        self.languages = languages

    async def dms(
        self, match_id: int, seats: list[SeatRow], said: list[tuple[Msg, list[int]]]
    ) -> list[DirectMessage]:
        """Reminders to seats (each to one), each in its reader's language."""
        langs = await self.languages.of([seats[to[0]].user_id for _, to in said])
        names = text_names(seats)
        return [
            DirectMessage(
                seats[to[0]].user_id,
                match_id,
                i18n.say(text, langs[seats[to[0]].user_id], names),
            )
            for text, to in said
        ]

    async def tick(self) -> list[tuple[int, Outbox]]:
        """What the clock says now, per channel: reminders, mentions near a deadline, questions
        at a deadline, and the questions whose time is up settled. Run every minute or so."""
        said: list[tuple[int, Outbox]] = []
        for match_id in await self.core.db.clocked():
            try:
                outbox = await self.path.run(self._tick_match, match_id=match_id)
            except Refused:  # it ended, or another process changed it first: the next tick looks
                continue
            except Exception as e:
                if not (said and is_outage(e)):
                    raise
                # The changes saved so far are said now; the other matches wait for the next tick.
                log.warning("the database stopped answering during the clock: %s", e)
                break
            if outbox.posts or outbox.dms or outbox.edits:
                assert outbox.channel_id is not None
                said.append((outbox.channel_id, outbox))
        return said

    async def _tick_match(self, table: Table) -> Step | None:
        """What the clock decides about one match: reminders and warnings, the clock's answers
        for reactions whose time is up, then a question for each seat whose deadline passed
        and the questions whose own time is up settled, one step after another."""
        match, seats, game, state = table.match, table.seats, table.game, table.state
        if not self.core.owns(match.guild_id):
            return None
        core = self.core
        now, names, lang = core.now(), table.names, match.language
        title = registry.get(match.game_id).meta.title
        where = refs.channel(match.channel_id)
        said = Outbox()
        clock = {seat: dict(entry) for seat, entry in match.clock.items()}
        expired: list[int] = []
        reminders: list[tuple[Msg, list[int]]] = []
        reactions = []  # seats whose reaction's time is up, answered below
        for seat, entry in clock.items():
            row, prompt = seats[seat], game.prompt(state, seat)
            if row.stand_in or prompt is None:
                continue
            if is_reaction(entry["hash"]):
                if now >= moment(entry["due"]):
                    reactions.append((seat, prompt.choices[0].id))
                continue
            if row.away_until and moment(row.away_until) > now:
                continue
            since, due = moment(entry["since"]), moment(entry["due"])
            if not entry["reminded"] and now >= since + (due - since) / 2:
                entry["reminded"] = True
                # The prompt's own ask, said in the reader's language when sent.
                ask = prompt.ask or Msg("host-your-move")
                reminders.append((Msg("host-reminder", game=title, where=where, ask=ask,
                                      due=when(due)), [seat]))  # fmt: skip
            if not entry["warned"] and now >= since + (due - since) * WARN_AT:
                entry["warned"] = True
                said.deletes.append(Delete(match.id, ping_slot(seat)))
                ask = ask_of(prompt, names, lang)
                who = refs.person(row.user_id)
                warning = Msg("host-nearly-up", who=who, due=when(due), ask=ask)
                said.posts.append(Post(
                    i18n.say(warning, lang),
                    mentions=[row.user_id], match_id=match.id, record=ping_slot(seat),
                ))  # fmt: skip
            if not entry["expired"] and now >= due:
                entry["expired"] = True
                expired.append(seat)
        if reactions:  # the same time for every seat: whoever has not answered lets it be
            return Step(moves=reactions, said=said)
        change = None
        if clock != match.clock:
            change = Change("clock", reminders, clock=clock)
            said.dms = await self.dms(match.id, seats, reminders)
        open_now = {(v.seat, v.kind) for v in await core.db.votes(match.id)}
        asking = [seat for seat in expired if (seat, ABSENT) not in open_now]

        async def questions(table: Table, told: Outbox) -> Step | None:
            if asking:  # a question for each seat whose time is up, one by one
                step = self.votes.put(table, asking.pop(0), ABSENT)
                return replace(step, then=chain(step.then, questions))
            due = [v for v in await core.db.votes(match.id) if now >= moment(v.due)]
            return await settling(due)(table, told)

        def settling(due: list[VoteRow]) -> Then:
            async def settle(table: Table, told: Outbox) -> Step | None:
                if not due:
                    return None
                step = await self.votes.settle(table, due.pop(0))
                return replace(step, then=chain(step.then, settle))

            return settle

        return Step(change, said=said, then=questions)

    async def nudge(self, *, user_id: int, channel_id: int) -> Outbox:
        """Another player reminds whoever the table waits for, by DM: once per half of the
        pace's time at most (every 12 hours without a clock), however many ask at once."""

        async def decide(table: Table) -> Step:
            match, seats, game, state = table.match, table.seats, table.game, table.state
            me = seat_of(seats, user_id)
            awaited = [s for s in game.active_seats(state) if s != me and not seats[s].stand_in]
            if not awaited:
                raise Refused(Msg("host-nobody-awaited"))
            period = PACES[match.pace].period
            every = period / 2 if period else NUDGE_EVERY
            now = self.core.now()
            if match.nudged_at and now < (ready := moment(match.nudged_at) + every):
                raise Refused(Msg("host-nudged-already", ready=when(ready)))
            names = table.names
            title = registry.get(match.game_id).meta.title
            said: list[tuple[Msg, list[int]]] = []
            for seat in awaited:
                prompt = game.prompt(state, seat)
                ask = (prompt.ask if prompt else None) or Msg("host-your-move")
                nudge = Msg("host-nudge", who=names[me], game=title,
                            where=refs.channel(match.channel_id), ask=ask)  # fmt: skip
                said.append((nudge, [seat]))
            reminded = Msg("host-reminded", names=[names[s] for s in awaited])
            told = Outbox(
                reply=i18n.say(reminded, i18n.reader()), dms=await self.dms(match.id, seats, said)
            )
            return Step(Change("nudge", said, nudged_at=iso(now)), said=told)

        return await self.path.run(decide, channel_id=channel_id)

    async def away(self, *, user_id: int, channel_id: int, days: int) -> Outbox:
        """A player pauses their own clock for a few days, announced at the table; their
        deadline moves by the time added. Asking again counts from now, and a deadline is never
        pushed past two weeks from now: time away does not pile up."""
        if not 1 <= days <= MAX_AWAY_DAYS:
            raise Refused(Msg("host-away-days", most=MAX_AWAY_DAYS))

        async def decide(table: Table) -> Step:
            match, seats = table.match, table.seats
            seat = seat_of(seats, user_id)
            now = self.core.now()
            back = now + timedelta(days=days)
            away = seats[seat].away_until
            paused_until = max(now, moment(away)) if away else now
            added = max(back - paused_until, timedelta(0))
            clock = dict(match.clock)
            if seat in clock:
                entry = dict(clock[seat])
                due = moment(entry["due"])
                latest = now + timedelta(days=MAX_AWAY_DAYS)
                entry["due"] = iso(max(due, min(due + added, latest)))
                clock[seat] = entry
            note = Msg("host-away", name=table.names[seat], back=when(back))
            change = Change("away", [(note, None)], seats={seat: {"away_until": iso(back)}},
                            clock=clock)  # fmt: skip
            told = Outbox(
                posts=[Post(i18n.say(note, match.language), match_id=match.id)],
                reply=i18n.say(Msg("host-paused", back=when(back)), i18n.reader()),
            )
            return Step(change, said=told)

        return await self.path.run(decide, channel_id=channel_id)
