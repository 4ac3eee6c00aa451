"""Seats change hands: the stand-in plays for an absent player until they come back, or plays a
resigned seat to the end; a new person can take a seat mid-game; a player may let forced moves
play themselves. Each is a step of the one path (`Path`): one change, then the table makes the
moves that are now its own and tells whoever must act."""

from __future__ import annotations

import i18n
from bot.host.core import Core, seat_of
from bot.host.inputs import plain
from bot.host.outbox import Outbox, Refused
from bot.host.path import Path, Step, Table
from games.core import Msg
from storage import Change

# A seat's settings that go with the person, reset when someone else takes it.
FRESH_SEAT = {"stand_in": None, "dm_closed": 0, "autoplay": 0, "away_until": None,
              "keep_passing": None}  # fmt: skip


def seat_given(table: Table, seat: int, user_id: int, name: str) -> Step:
    """The step that gives `seat` to a new person (who has no seat yet: checked here, and by
    the schema), who gets the hand; the table is told."""
    if any(s.user_id == user_id for s in table.seats):
        raise Refused(Msg("host-seated-already", name=plain(name)))
    news = Msg("host-takes-seat", new=plain(name), old=table.names[seat])
    change = Change(
        "replace",
        events=[(news, None)],
        changed=[seat],
        seats={seat: {"user_id": user_id, "display_name": name, **FRESH_SEAT}},
        pinged={k: v for k, v in table.match.pinged.items() if k != seat},  # told nothing yet
    )
    return Step(change, play_on=True, news=[news], dealt=seat)


class Seats:
    """Resigning, coming back, replacing, autoplay: each decides a step of the one path."""

    def __init__(self, core: Core, path: Path) -> None:
        self.core = core
        self.path = path

    async def resign(self, *, user_id: int, channel_id: int) -> Outbox:
        """A player leaves for good: the stand-in plays their seat to the end (none of the games
        ends a match when a player leaves)."""

        async def decide(table: Table) -> Step:
            seat = seat_of(table.seats, user_id)
            if table.seats[seat].stand_in == "resigned":
                raise Refused(Msg("host-resigned-already"))
            news = Msg("host-resigned", name=table.names[seat])
            change = Change("resign", [(news, None)], seats={seat: {"stand_in": "resigned"}})
            return Step(change, play_on=True, news=[news])

        return await self.path.run(decide, channel_id=channel_id)

    async def come_back(self, *, user_id: int, channel_id: int) -> Outbox:
        """An absent player takes their seat back from the stand-in."""

        async def decide(table: Table) -> Step:
            seat = seat_of(table.seats, user_id)
            if table.seats[seat].stand_in == "resigned":
                raise Refused(Msg("host-you-resigned"))
            if table.seats[seat].stand_in != "absent":
                raise Refused(Msg("host-seat-yours"))
            news = Msg("host-is-back", name=table.names[seat])
            change = Change("back", [(news, None)], seats={seat: {"stand_in": None}})
            return Step(change, play_on=True, news=[news])

        return await self.path.run(decide, channel_id=channel_id)

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

        async def decide(table: Table) -> Step:
            if user_id != table.match.host_user_id:
                raise Refused(Msg("host-only-host-replaces"))
            seat = seat_of(table.seats, seat_user_id, seat_name or Msg("host-that-player"))
            return seat_given(table, seat, new_user_id, new_name)

        return await self.path.run(decide, channel_id=channel_id)

    async def set_autoplay(self, *, user_id: int, channel_id: int, on: bool) -> Outbox:
        """A player's choice: a decision with exactly one legal choice is made for them at once
        (and shows in the log like any move)."""

        async def decide(table: Table) -> Step:
            seat = seat_of(table.seats, user_id)
            change = Change("autoplay", seats={seat: {"autoplay": int(on)}})
            said = Msg("host-autoplay-on" if on else "host-autoplay-off")
            return Step(change, play_on=on, said=Outbox(reply=i18n.say(said, i18n.reader())))

        return await self.path.run(decide, channel_id=channel_id)
