"""The coach, the concern: `/game hint` tells a seated player, privately, what the strong level
would play in their seat now and why, in a sentence. It is asked exactly what the strong stand-in
would be (the seat's view, prompt and information state), so it knows no more than the player's
own seat. A hint changes nothing at the table (no version: no button turns stale), but each
decision hinted is counted, and the count is written on the match's record when it ends
(`results.hints`, shown by `/game history`). Tournament matches give none: their tables play
on their own."""

from __future__ import annotations

import asyncio

from cachetools import LRUCache

import i18n
import players
from bot.host import states
from bot.host.core import Core, seat_of
from bot.host.moves import waiting_text
from bot.host.offers import with_standing_pass
from bot.host.outbox import Outbox, Refused
from bot.host.play import stand_in_seed
from bot.host.table import text_names
from games.core import Msg, Prompt, Text
from players.coach import Advice, Tried
from texts import Arg

KEPT = 256  # decisions' hints kept, by match, version and seat


class Coach:
    """Hints."""

    def __init__(self, core: Core) -> None:
        self.core = core
        # A decision's hint, asked again (or by a second click while it is worked out), is the
        # same answer without a second search: a player cannot keep the thinking worker, which
        # the stand-ins share, busy by asking again and again.
        self.given: LRUCache[tuple[int, int, int], Advice] = LRUCache(KEPT)
        self.asked: dict[tuple[int, int, int], asyncio.Future[Advice]] = {}

    async def hint(self, *, user_id: int, channel_id: int) -> Outbox:
        """The strong level's choice for the user's open decision, with its reason."""
        match, seats, game, state = await self.core.running(channel_id=channel_id, reading=True)
        seat = seat_of(seats, user_id)
        if await self.core.db.table_of_match(match.id) is not None:
            raise Refused(Msg("host-hint-tournament"))
        prompt = states.prompt(game, match.state or "", state, seat)
        if prompt is None:
            raise Refused(waiting_text(game, state, seats))
        prompt = with_standing_pass(prompt)
        if len(prompt.choices) == 1:
            only = Msg("host-hint-only", move=prompt.label_of(prompt.choices[0].id))
            return Outbox(reply=i18n.say(only, i18n.reader(), text_names(seats)))
        key = (match.id, match.version, seat)
        advice = self.given.get(key)
        if advice is None:
            asked = self.asked.get(key)
            if asked is None:  # the first to ask: the search, counted once for the record
                known = players.information(game.meta.id, state, seat)
                seed = f"hint:{stand_in_seed(match, match.version, seat)}"
                view = game.view(state, seat)
                ask = players.Ask(game.meta.id, "strong", view, prompt, seat, seed, known)
                asked = self.asked[key] = asyncio.ensure_future(self.worked_out(key, ask))
                asked.add_done_callback(lambda _: self.asked.pop(key, None))
            advice = await asyncio.shield(asked)
        return Outbox(reply=i18n.say(said(advice, prompt), i18n.reader(), text_names(seats)))

    async def worked_out(self, key: tuple[int, int, int], ask: players.Ask) -> Advice:
        """One decision's hint, searched once and counted once on the match's record."""
        advice = await self.core.advise(ask)
        await self.core.db.count_hint(key[0], key[2])
        self.given[key] = advice
        return advice


def said(advice: Advice, prompt: Prompt) -> Text:
    """The hint as a player reads it: the choice, then the search's evidence for it."""
    move = prompt.label_of(advice.choice)
    best, other = advice.best, advice.runner_up
    if best is None:
        return Msg("host-hint-plain", move=move)
    why: Text = Msg("host-hint-why", deals=best.deals, **standing(best))
    if other is not None:
        versus = Msg("host-hint-versus", move=prompt.label_of(other.choice), **standing(other))
        why = Msg.join([why, versus], " ")
    return Msg("host-hint", move=move, why=why)


def standing(tried: Tried) -> dict[str, Arg]:
    """Where a choice left the seat on its deals, as the hint's sentences say it: `points`
    ahead of or behind (`side`) the best rival on average, and the share of deals in front."""
    points = round(tried.margin, 1)
    side = "ahead" if points > 0 else "level" if points == 0 else "behind"
    return {"points": abs(points), "side": side, "ahead": round(100 * tried.share)}
