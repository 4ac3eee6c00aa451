"""Seasons: `/leaderboard` of the matches finished within some dates, beside the all-time one.
A month needs nobody: this one and the last are the UTC calendar's. A server's named season is
an admin's (`/season set`, `/season end`, the Manage Server permission): one a server, kept in
the database, a new one replacing it, so there is never more than one to ask for. How a
season's table ranks its players is `records.season_table`'s."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

import i18n
from bot.host import refs
from bot.host.core import Core
from bot.host.inputs import plain
from bot.host.outbox import Outbox, Refused
from storage import SeasonRow
from texts import Arg, Msg, Text

ALL_TIME, THIS_MONTH, LAST_MONTH, NAMED = "all", "month", "last-month", "season"
SEASONS = (ALL_TIME, THIS_MONTH, LAST_MONTH, NAMED)  # what `/leaderboard season:` offers
MONTHS_BACK = {THIS_MONTH: 0, LAST_MONTH: 1}
MAX_NAME = 40  # a season's name, in characters (the command's option tells Discord too)
ADMINS_ONLY = Msg("host-season-admins")


@dataclass(frozen=True)
class Period:
    """The matches a season's table counts: those finished from `starts` until `ends`
    (excluded); `said`, how a sentence names it ("this month", "in the season “Spring”")."""

    said: Text
    starts: datetime
    ends: datetime

    def dated(self, key: str, **args: Arg) -> Msg:
        """The text `key` about this season, which names it and its dates (as moments each
        reader sees in their own time zone)."""
        return Msg(key, season=self.said, starts=refs.moment(self.starts),
                   ends=refs.moment(self.ends), **args)  # fmt: skip


def month(at: datetime, back: int = 0) -> tuple[datetime, datetime]:
    """The UTC calendar month `back` months before the one `at` is in: its first moment and
    the next month's."""
    at = at.astimezone(UTC)
    index = at.year * 12 + at.month - 1 - back  # months since year 0

    def first(i: int) -> datetime:
        return datetime(i // 12, i % 12 + 1, 1, tzinfo=UTC)

    return first(index), first(index + 1)


def first_moment(typed: str, days_after: int = 0) -> datetime:
    """The first moment (UTC) of the day an admin typed ("2026-12-31"), or of the day
    `days_after` it: a season's last day counts whole, so it ends as the next one begins."""
    try:
        day = date.fromisoformat(typed.strip())
        return datetime.combine(day, time(), UTC) + timedelta(days=days_after)
    except (ValueError, OverflowError):  # OverflowError: the day after 9999-12-31
        shown = plain(typed.strip()[:20])  # enough to recognise it; a crafted long text, cut
        raise Refused(Msg("host-season-bad-date", typed=shown)) from None


class Seasons:
    """The periods `/leaderboard` can show, and the admin's `/season set` and `/season end`."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def period(self, guild_id: int, season: str) -> Period:
        """The dates of `season` (`THIS_MONTH`, `LAST_MONTH` or `NAMED`) as of now."""
        if season != NAMED:
            key = f"host-season-{season}"
            return Period(Msg(key), *month(self.core.now(), MONTHS_BACK[season]))
        named = await self.core.db.season(guild_id)
        if named is None:
            raise Refused(Msg("host-season-unset"))
        return named_period(named)

    async def set(
        self, *, guild_id: int, user_id: int, can_manage: bool, name: str, starts: str, ends: str
    ) -> Outbox:
        """The server's named season from the day `starts` to the day `ends`, both whole (UTC),
        replacing the one set before; answered in public, for the server to know."""
        if not can_manage:
            raise Refused(ADMINS_ONLY)
        name = refs.unmarked(name).strip()[:MAX_NAME]
        if not name:
            raise Refused(Msg("host-season-no-name"))
        season = SeasonRow(name, first_moment(starts), first_moment(ends, days_after=1))
        if season.ends <= season.starts:
            raise Refused(Msg("host-season-backwards"))
        was = await self.core.db.set_season(guild_id, season, user_id)
        said = [named_period(season).dated("host-season-set", name=plain(name))]
        if was is not None and was.ends > self.core.now() and was.name != name:
            said.append(Msg("host-season-replaces", name=plain(was.name)))
        return Outbox(reply="\n".join(i18n.say(text, i18n.reader()) for text in said))

    async def end(self, *, guild_id: int, can_manage: bool) -> Outbox:
        """The server's season under way ends now; its table stays to be seen until another
        is set. Answered in public."""
        if not can_manage:
            raise Refused(ADMINS_ONLY)
        ended = await self.core.db.end_season(guild_id, self.core.now())
        if ended is None:
            raise Refused(Msg("host-season-not-under-way"))
        said = named_period(ended).dated("host-season-ended", name=plain(ended.name))
        return Outbox(reply=i18n.say(said, i18n.reader()))


def named_period(season: SeasonRow) -> Period:
    return Period(Msg("host-season-named", name=plain(season.name)), season.starts, season.ends)
