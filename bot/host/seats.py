"""Seats change hands: the stand-in plays for an absent player until they come back, or plays a
resigned seat to the end; a new person can take a seat mid-game; a player may let forced moves
play themselves. Each is one change under the match's lock (`Core.commit`), then the table makes
the moves that are now its own and tells whoever must act (`Play.hand_over`)."""

from __future__ import annotations

import i18n
from bot.host.core import Core, seat_of, seated
from bot.host.inputs import plain
from bot.host.outbox import Outbox, Refused
from bot.host.play import Play
from bot.host.table import text_names
from games.core import Msg
from storage import Change, MatchRow, SeatRow

# A seat's settings that go with the person, reset when someone else takes it.
FRESH_SEAT = {"stand_in": None, "dm_closed": 0, "autoplay": 0, "away_until": None,
              "keep_passing": None}  # fmt: skip


def seat_given(
    match: MatchRow, seats: list[SeatRow], seat: int, user_id: int, name: str
) -> tuple[Change, Msg]:
    """The change that gives `seat` to a new person (who has no seat yet: checked by the
    caller, and by the schema), and what the table is told."""
    if any(s.user_id == user_id for s in seats):
        raise Refused(Msg("host-seated-already", name=plain(name)))
    news = Msg("host-takes-seat", new=plain(name), old=text_names(seats)[seat])
    change = Change(
        "replace",
        events=[(news, None)],
        changed=[seat],
        seats={seat: {"user_id": user_id, "display_name": name, **FRESH_SEAT}},
        pinged={k: v for k, v in match.pinged.items() if k != seat},  # they were told nothing
    )
    return change, news


class Seats:
    """Resigning, coming back, replacing, autoplay."""

    def __init__(self, core: Core, play: Play) -> None:
        self.core = core
        self.play = play

    async def resign(self, *, user_id: int, channel_id: int) -> Outbox:
        """A player leaves for good: the stand-in plays their seat to the end (none of the games
        ends a match when a player leaves)."""
        core = self.core
        async with core.lock(await core.match_id(channel_id=channel_id, match_id=None)):
            match, seats, game, state = await core.running(channel_id=channel_id)
            seat = seat_of(seats, user_id)
            if seats[seat].stand_in == "resigned":
                raise Refused(Msg("host-resigned-already"))
            news = Msg("host-resigned", name=text_names(seats)[seat])
            change = Change("resign", [(news, None)], seats={seat: {"stand_in": "resigned"}})
            match, seats = await core.commit(match, change), seated(seats, change)
            return await self.play.hand_over(match, seats, game, state, [news])

    async def come_back(self, *, user_id: int, channel_id: int) -> Outbox:
        """An absent player takes their seat back from the stand-in."""
        core = self.core
        async with core.lock(await core.match_id(channel_id=channel_id, match_id=None)):
            match, seats, game, state = await core.running(channel_id=channel_id)
            seat = seat_of(seats, user_id)
            if seats[seat].stand_in == "resigned":
                raise Refused(Msg("host-you-resigned"))
            if seats[seat].stand_in != "absent":
                raise Refused(Msg("host-seat-yours"))
            news = Msg("host-is-back", name=text_names(seats)[seat])
            change = Change("back", [(news, None)], seats={seat: {"stand_in": None}})
            match, seats = await core.commit(match, change), seated(seats, change)
            return await self.play.hand_over(match, seats, game, state, [news])

    async def replace(
        self,
        *,
        user_id: int,
        seat_user_id: int,
        new_user_id: int,
        new_name: str,
        channel_id: int,
        seat_name: str | None = None,
    ) -> Outbox:
        """The match's host gives a seat to a new person mid-game; they get the hand by DM and
        the next ping. Whoever played the seat, or the stand-in, steps back. (Any other player
        asks the table: `Votes.ask_table`.)"""
        core = self.core
        async with core.lock(await core.match_id(channel_id=channel_id, match_id=None)):
            match, seats, game, state = await core.running(channel_id=channel_id)
            if user_id != match.host_user_id:
                raise Refused(Msg("host-only-host-replaces"))
            seat = seat_of(seats, seat_user_id, seat_name or Msg("host-that-player"))
            change, news = seat_given(match, seats, seat, new_user_id, new_name)
            match, seats = await core.commit(match, change), seated(seats, change)
            return await self.play.hand_over(match, seats, game, state, [news], dealt=seat)

    async def set_autoplay(self, *, user_id: int, channel_id: int, on: bool) -> Outbox:
        """A player's choice: a decision with exactly one legal choice is made for them at once
        (and shows in the log like any move)."""
        core = self.core
        async with core.lock(await core.match_id(channel_id=channel_id, match_id=None)):
            match, seats, game, state = await core.running(channel_id=channel_id)
            seat = seat_of(seats, user_id)
            change = Change("autoplay", seats={seat: {"autoplay": int(on)}})
            match, seats = await core.commit(match, change), seated(seats, change)
            if not on:
                return Outbox(
                    reply=i18n.say(Msg("host-autoplay-off"), i18n.reader()),
                    announces=(match.id, match.version),
                )
            outbox = await self.play.hand_over(match, seats, game, state, [])
            outbox.reply = i18n.say(Msg("host-autoplay-on"), i18n.reader())
            return outbox
