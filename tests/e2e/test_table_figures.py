"""A whole game of every game through the real bot and the fake Discord: a calm table. At least
five times fewer lasting messages and hand DMs than a board and a DM at every change, one ping
for each decision a player must make (never none, never two), none left once it is made, and
none for a reaction (1789's "cancel it?", which would tell who can)."""

from __future__ import annotations

import pytest

from games import registry
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.whole_game import play_whole_game

# Liberté's and Frondeurs' whole games are about a thousand decisions (a minute or two here):
# `make bench` plays them, and prints their figures with the others'.
BENCH_ONLY = {"liberte", "frondeurs"}


@pytest.mark.parametrize("game", [g.meta.id for g in registry.all() if g.meta.id not in BENCH_ONLY])
async def test_a_whole_game_is_a_calm_table(fake: FakeDiscord, run_bot, game: str) -> None:
    bot = await run_bot()
    meta = registry.get(game).meta
    players = min(max(meta.min_players, 4), meta.max_players)
    figures = await play_whole_game(fake, bot, game, players, seed=11)
    print(figures.as_dict())  # shown with -s; `make bench` prints the same figures
    assert not figures.faults, figures.faults[:5]
    assert figures.lasting_messages * 5 <= figures.board_updates, figures.as_dict()
    # Where hands hardly change (Guillotine's secret cards), there is little to save.
    few = figures.hand_updates_per_player < 5
    calm = figures.dms_per_player * 5 <= figures.hand_updates_per_player
    assert few or calm, figures.as_dict()
    decided = figures.pinged_decisions + figures.continued_decisions + figures.reactions
    assert decided == figures.decisions
    assert bool(figures.reactions) == (game == "fr1789"), "1789's ◇ windows are its reactions"
