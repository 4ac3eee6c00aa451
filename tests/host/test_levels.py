"""The stand-in's two levels through the host: the lobby adds a quick or a strong bot, each
decision of a seat the stand-in plays is asked of `Core.think` with that seat's level (the
bot's worker processes in production; here a thinker that records what it was asked), and an
absent player's seat plays at the strongest level among the table's bots."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

import players
from bot.host import Host, Refused, play
from bot.host.core import stand_in_level
from bot.host.moves import waiting_text
from bot.host.play import stand_in_seed
from bot.host.table import Scene
from games import registry
from games.core import Prompt
from i18n import say
from storage import Database, MatchRow, SeatRow
from tests.host.test_host import ALICE, CHANNEL


class Thinker:
    """Answers like the quick level and notes each question: (level, seat, the view's keys)."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int, dict[str, Any], Prompt]] = []

    async def __call__(self, ask: players.Ask) -> str:
        assert (ask.known is None) == (ask.level == "quick"), "strong is told what it knows"
        self.asked.append((ask.level, ask.seat, ask.view, ask.prompt))
        return players.standin(ask.game_id).choose(
            ask.view, ask.prompt, ask.seat, random.Random(ask.seed)
        )


@pytest.fixture
async def thinker_host(tmp_path: Path) -> Any:
    db = await Database.open(tmp_path / "levels.sqlite3")
    thinker = Thinker()
    yield Host(db, think=thinker), thinker
    await db.close()


async def test_a_strong_bot_is_asked_at_its_level_with_its_view_only(thinker_host: Any) -> None:
    host, thinker = thinker_host
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="revolt")  # fmt: skip
    lobby = await host.add_bot(user_id=ALICE, channel_id=CHANNEL, level="strong")
    assert "The strong stand-in sits." in lobby.lobby.text
    await host.add_bot(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    seats = await host.db.seats(match.id)
    assert [s.display_name for s in seats] == ["Alice", "Strong stand-in 2", "Stand-in 3"]
    assert [s.level for s in seats] == ["quick", "strong", "quick"]
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    game, seats = registry.get("revolt"), await host.db.seats(match.id)
    state = game.load(match.state)
    assert game.active_seats(state) == [0], "the bots moved until Alice's decision"
    absent = [dataclasses.replace(seats[0], stand_in="absent"), *seats[1:]]
    scene = Scene(match, absent, game, state, match.version)
    assert "Alice (thinking…)" in scene.waiting_line(), "the board says the stand-in thinks"
    await host.resign(user_id=ALICE, channel_id=CHANNEL)  # the stand-ins play it to the end
    assert (await host.db.get_match(match.id)).status == "finished"
    levels = {seat: level for level, seat, _, _ in thinker.asked}
    assert levels == {0: "strong", 1: "strong", 2: "quick"}, "resigned: the table's strongest"
    for _, seat, view, prompt in thinker.asked:
        assert view["hand"] is not None and set(view) == set(game.view(game.setup(3, 1), seat))
        assert prompt.choices


async def test_a_bot_plays_quick_or_strong(thinker_host: Any) -> None:
    host, _ = thinker_host
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="revolt")  # fmt: skip
    with pytest.raises(Refused, match="quick or strong"):
        await host.add_bot(user_id=ALICE, channel_id=CHANNEL, level="grandmaster")


def seat(n: int, stand_in: str | None, level: str = "quick") -> SeatRow:
    return SeatRow(n, -n if stand_in == "bot" else n + 1, f"P{n}", None, False, stand_in,
                   level=level)  # fmt: skip


def test_an_absent_players_seat_plays_at_the_tables_strongest_bot_level() -> None:
    quick_table = [seat(0, "absent"), seat(1, None), seat(2, "bot")]
    assert stand_in_level(quick_table, 0) == "quick"
    strong_table = [seat(0, "absent"), seat(1, "bot", "strong"), seat(2, "bot")]
    assert stand_in_level(strong_table, 0) == "strong"
    assert stand_in_level(strong_table, 2) == "quick", "a bot keeps its own level"
    assert stand_in_level([seat(0, "resigned"), seat(1, None), seat(2, None)], 0) == "quick"


def test_a_table_waiting_on_the_stand_in_says_it_is_thinking() -> None:
    game = registry.get("revolt")
    state = game.setup(3, 1)
    (active,) = game.active_seats(state)
    seats = [seat(n, "bot" if n == active else None, "strong") for n in range(3)]
    assert say(waiting_text(game, state, seats)).endswith(f"P{active} (thinking…).")


def test_the_stand_in_s_dice_share_nothing_with_the_deal_s_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The deal's seed rebuilds every hand: a generator seeded from it would put what the seat
    cannot see within the stand-in's reach. Its seed is the match's, the move's and the seat's,
    with a secret of the process."""
    match = MatchRow(id=7, guild_id=1, channel_id=2, game_id="revolt", status="running",
                     host_user_id=3, options={}, seed=1789, state=None, version=5)  # fmt: skip
    dealt_otherwise = dataclasses.replace(match, seed=1793)
    assert stand_in_seed(match, 5, 1) == stand_in_seed(dealt_otherwise, 5, 1)
    assert len({stand_in_seed(match, v, s) for v in (5, 6) for s in (0, 1)}) == 4
    before = stand_in_seed(match, 5, 1)
    monkeypatch.setattr(play, "STAND_IN_SECRET", "another process")
    assert stand_in_seed(match, 5, 1) != before
