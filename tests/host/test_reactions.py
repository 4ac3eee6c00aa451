"""Reactions (`Prompt.reaction`): French Revolution 1789's ◇ window, where every seat that could
cancel a ◆ action is asked at once and only some hold a card to cancel with. Nobody is pinged
for it; only a person with a real choice is told, privately; every asked seat gets the same short
deadline whatever it holds, and at that deadline the table answers "let it happen" for whoever
has not answered; autoplay never answers one early. So the table learns from the question
nothing of who holds what."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from bot.host import Host, Outbox
from bot.host.paces import is_reaction, reaction_time
from games import registry
from tests.host.conftest import Clock
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, NAMES

DMITRI = 4


async def table(host: Host) -> None:
    """Alice, Bob, Chloé and Dmitri at 1789 (daily), all with autoplay on."""
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="fr1789")  # fmt: skip
    for user in (BOB, CHLOE, DMITRI):
        await host.join(user_id=user, name=NAMES.get(user, "Dmitri"), channel_id=CHANNEL)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    for user in (ALICE, BOB, CHLOE, DMITRI):
        await host.set_autoplay(user_id=user, channel_id=CHANNEL, on=True)


async def until_a_window(host: Host, rng: random.Random) -> tuple[Outbox, list[int]]:
    """Random moves until one opens a ◇ window; its outbox and the seats asked."""
    game = registry.get("fr1789")
    for _ in range(600):
        match = await host.db.active_match(CHANNEL)
        state = game.load(match.state or "")
        seat = rng.choice(game.active_seats(state))
        offer = await host.offer(user_id=seat + 1, channel_id=CHANNEL)
        choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
        out = await host.act(user_id=seat + 1, choice_id=choice, channel_id=CHANNEL)
        state = game.load((await host.db.active_match(CHANNEL)).state or "")
        if state.window is not None and len(state.window.asked) > 1:
            return out, list(state.window.asked)
    raise AssertionError("no window opened")


async def test_a_reaction_pings_nobody_and_waits_the_same_short_time_for_all(
    timed: Host, clock: Clock
) -> None:
    await table(timed)
    game = registry.get("fr1789")
    opened, asked = await until_a_window(timed, random.Random(3))
    match = await timed.db.active_match(CHANNEL)
    state = game.load(match.state or "")
    choices = {s: len(game.prompt(state, s).choices) for s in asked}

    mentioned = {u for p in opened.posts for u in p.mentions}
    assert not mentioned & {s + 1 for s in asked}, "nobody is pinged for a reaction"
    told = {dm.user_id for dm in opened.dms if "a question for you" in dm.text}
    assert told == {s + 1 for s in asked if choices[s] > 1}, "only those with a choice, privately"
    dues = {match.clock[s]["due"] for s in asked}
    assert len(dues) == 1, "one deadline for every seat asked, whatever it holds"
    (due,) = dues
    assert all(is_reaction(match.clock[s]["hash"]) for s in asked)
    assert datetime.fromisoformat(due) - clock() == reaction_time("daily") == timedelta(hours=1)
    single = [s for s in asked if choices[s] == 1]
    assert single, "someone asked holds nothing to cancel with"
    assert set(game.active_seats(state)) == set(asked), (
        "autoplay answers no reaction at once, even with one choice"
    )

    clock.advance(minutes=59)
    assert await timed.tick() == [], "not before its time"
    clock.advance(minutes=2)
    await timed.tick()
    after = await timed.db.active_match(CHANNEL)
    assert game.load(after.state or "").window is None, "the window closed at its deadline"
    actions = await timed.db.actions(after.id)
    answered = [a for a in actions if a.seq >= match.version]
    assert {a.seat for a in answered} == set(asked), "the table answered for every seat left"
    assert {a.choice_id for a in answered} == {"allow"}, "letting it happen"
