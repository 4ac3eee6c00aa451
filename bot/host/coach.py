"""The coach, the concern: `/game hint` tells a seated player, privately, what the strong level
would play in their seat now and why, in a sentence. It is asked exactly what the strong stand-in
would be (the seat's view, prompt and information state), so it knows no more than the player's
own seat. A hint changes nothing at the table (no version: no button turns stale), but it is
counted, and the count is written on the match's record when it ends (`results.hints`, shown by
`/game history`). Tournament matches give none: their tables play on their own."""

from __future__ import annotations

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


class Coach:
    """Hints."""

    def __init__(self, core: Core) -> None:
        self.core = core

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
        known = players.information(game.meta.id, state, seat)
        seed = f"hint:{stand_in_seed(match, match.version, seat)}"
        view = game.view(state, seat)
        advice = await self.core.advise(
            players.Ask(game.meta.id, "strong", view, prompt, seat, seed, known)
        )
        await self.core.db.count_hint(match.id, seat)
        return Outbox(reply=i18n.say(said(advice, prompt), i18n.reader(), text_names(seats)))


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
