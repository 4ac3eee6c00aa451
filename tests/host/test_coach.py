"""`/game hint` through the host: the coach is asked exactly what the strong stand-in would be
in the asker's seat (its view, prompt and information state, never the state), answers in a
sentence with its evidence, changes nothing at the table, and is counted on the match's record;
refused politely to a spectator, to a player whose move it is not, and in tournament matches."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import players
from bot.host import Host, Refused
from games import registry
from i18n import set_reader
from players.coach import Advice, advise
from players.search import Budget
from storage import Database
from tests.host.test_host import (
    ALICE,
    BOB,
    CHANNEL,
    CHLOE,
    DMITRI,
    play_to_the_end,
    seated,
    whose_turn,
)

GUILD = 1
# The search at a fixed number of playouts, whatever the clock: a test never waits on it.
FEW = Budget(seconds=float("inf"), iterations=24)


class Asked:
    """The coach, noting what it was asked."""

    def __init__(self) -> None:
        self.asks: list[players.Ask] = []

    async def __call__(self, ask: players.Ask) -> Advice:
        self.asks.append(ask)
        return advise(ask, FEW)


@pytest.fixture
async def coached(tmp_path: Path) -> AsyncIterator[tuple[Host, Asked]]:
    db = await Database.open(tmp_path / "coach.sqlite3")
    asked = Asked()
    yield Host(db, advise=asked), asked
    await db.close()


async def started(host: Host) -> None:
    await seated(host, BOB, CHLOE)
    await host.start(user_id=ALICE, channel_id=CHANNEL)


async def test_a_hint_names_an_offered_move_and_says_why(coached: tuple[Host, Asked]) -> None:
    host, _ = coached
    await started(host)
    actor = await whose_turn(host)
    offer = await host.offer(user_id=actor, channel_id=CHANNEL)
    out = await host.hint(user_id=actor, channel_id=CHANNEL)
    assert out.reply is not None
    assert out.reply.startswith("💡 The strong level would play **")
    assert any(f"**{c.label}**" in out.reply for c in offer.choices), out.reply
    assert "deals of what you cannot see" in out.reply
    assert "noted on this match's record" in out.reply


async def test_a_hint_is_said_in_the_reader_s_language(coached: tuple[Host, Asked]) -> None:
    host, _ = coached
    await started(host)
    actor = await whose_turn(host)
    set_reader("fr")
    try:
        out = await host.hint(user_id=actor, channel_id=CHANNEL)
    finally:
        set_reader("en")
    assert out.reply is not None and out.reply.startswith("💡 Le niveau fort jouerait **")
    assert "donnes de ce que vous ne voyez pas" in out.reply


async def test_the_coach_is_told_only_what_the_seat_knows(coached: tuple[Host, Asked]) -> None:
    """What the strong stand-in is told in that seat, no more: the information state is the
    one the twin tests show equal for histories the seat cannot tell apart."""
    host, asked = coached
    await started(host)
    actor = await whose_turn(host)
    await host.hint(user_id=actor, channel_id=CHANNEL)
    _, seats, game, state = await host.core.running(channel_id=CHANNEL)
    seat = next(s.seat for s in seats if s.user_id == actor)
    (ask,) = asked.asks
    assert ask.seat == seat and ask.level == "strong"
    assert ask.view == game.view(state, seat)
    assert ask.known == players.information(game.meta.id, state, seat)
    assert ask.known != game.dump(state), "the other hands are not the coach's to read"


async def test_a_hint_changes_nothing_at_the_table(coached: tuple[Host, Asked]) -> None:
    host, _ = coached
    await started(host)
    actor = await whose_turn(host)
    offer = await host.offer(user_id=actor, channel_id=CHANNEL)
    before = await host.db.active_match(CHANNEL)
    await host.hint(user_id=actor, channel_id=CHANNEL)
    await host.hint(user_id=actor, channel_id=CHANNEL)
    after = await host.db.active_match(CHANNEL)
    assert (after.version, after.state) == (before.version, before.state)
    # The decision's button, shown before the hint, still counts.
    out = await host.act(user_id=actor, choice_id=offer.choices[0].id, channel_id=CHANNEL,
                         version=offer.version, prompt_hash_seen=offer.prompt_hash)  # fmt: skip
    assert out.reply and "Done" in out.reply


async def test_hints_are_refused_politely_where_they_do_not_belong(
    coached: tuple[Host, Asked],
) -> None:
    host, asked = coached
    await started(host)
    actor = await whose_turn(host)
    waiting = next(u for u in (ALICE, BOB, CHLOE) if u != actor)
    with pytest.raises(Refused, match="not playing in this match"):
        await host.hint(user_id=DMITRI, channel_id=CHANNEL)
    with pytest.raises(Refused, match="It's not your move"):
        await host.hint(user_id=waiting, channel_id=CHANNEL)
    assert not asked.asks, "nobody was coached"


async def test_the_hints_are_on_the_record_and_in_the_history(
    coached: tuple[Host, Asked],
) -> None:
    host, _ = coached
    await started(host)
    match = await host.db.active_match(CHANNEL)
    for _ in range(2):  # two hints, by whoever is to move
        actor = await whose_turn(host)
        await host.hint(user_id=actor, channel_id=CHANNEL)
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        await host.act(user_id=actor, choice_id=offer.choices[0].id, channel_id=CHANNEL)
    await play_to_the_end(host, random.Random(3))
    hints = {s.name: s.hints for s in await host.db.result(match.id)}
    assert sum(hints.values()) == 2
    history = await host.records.history(guild_id=GUILD)
    assert history.reply is not None
    for name, asked in hints.items():
        assert (f"{name} (💡 {asked})" in history.reply) == bool(asked), history.reply


def test_the_coach_reasons_from_its_deals_and_prefers_what_they_show() -> None:
    """The sentence's figures are the search's: the chosen move did best on its deals, and the
    runner-up named did worse (a fixed number of playouts: the same every run)."""
    game = registry.get("revolt")
    state = game.setup(3, seed=4)
    seat = game.active_seats(state)[0]
    prompt = game.prompt(state, seat)
    assert prompt is not None and len(prompt.choices) > 1
    known = players.information("revolt", state, seat)
    ask = players.Ask("revolt", "strong", game.view(state, seat), prompt, seat, "s", known)
    advice = advise(ask, FEW)
    assert advice.choice in prompt.choice_ids() and advice.best is not None
    assert 0 < advice.best.deals <= FEW.iterations
    if advice.runner_up is not None:
        assert advice.runner_up.margin < advice.best.margin
    assert advise(ask, FEW) == advice, "a fixed budget gives the same advice"


async def test_one_decision_is_searched_and_counted_once_however_often_asked(
    coached: tuple[Host, Asked],
) -> None:
    """Two clicks at once, then a third: one search, the same answer, one hint on the record
    (a player cannot keep the thinking worker, which the stand-ins share, busy)."""
    host, asked = coached
    await started(host)
    match = await host.db.active_match(CHANNEL)
    actor = await whose_turn(host)
    both = await asyncio.gather(*(host.hint(user_id=actor, channel_id=CHANNEL) for _ in "ab"))
    again = await host.hint(user_id=actor, channel_id=CHANNEL)
    assert len(asked.asks) == 1
    assert both[0].reply == both[1].reply == again.reply
    offer = await host.offer(user_id=actor, channel_id=CHANNEL)
    await host.act(user_id=actor, choice_id=offer.choices[0].id, channel_id=CHANNEL)
    await play_to_the_end(host, random.Random(4))
    result = await host.db.result(match.id)
    assert sum(s.hints for s in result) == 1
