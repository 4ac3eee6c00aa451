"""Four people open a Frondeurs et Frondeuses match through the real discord.py bot and the fake
Discord, with the placement rounds switched on in the lobby: each gets their hand by DM, the
board is posted, and the Mazarinist places first (reverse turn order, §4.12 step 11), a Space
chosen by zone then Space."""

from __future__ import annotations

import json

from games import registry
from games.frondeurs.data import DATA
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import check_png, latest_board, waiting
from tests.e2e.test_guillotine import choose, open_prompt

ALICE, BOB, CHLOE, DMITRI = 41, 42, 43, 44
PLAYERS = (ALICE, BOB, CHLOE, DMITRI)
ORDER = list(DATA.action_cards)


async def test_a_four_player_start_with_the_placement_rounds(fake: FakeDiscord, run_bot) -> None:
    for uid, name in zip(PLAYERS, ("Alice", "Bob", "Chloé", "Dmitri"), strict=True):
        fake.add_user(uid, name)
    bot = await run_bot()
    options = json.dumps({"action_order": ORDER})
    lobby = (await fake.slash(ALICE, "game", "new", game="frondeurs", options=options)).reply
    assert "Frondeurs et Frondeuses** lobby · 4 players" in lobby.content
    lobby = (await fake.press(ALICE, lobby, lobby.button("Placement rounds: off"))).reply
    for uid in (BOB, CHLOE, DMITRI):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))

    first = DATA.action_cards[ORDER[0]].name  # dealt to the Condéean, the first seat
    (dm,) = fake.dms_to(ALICE)
    assert first in dm.content
    check_png(dm.files[0][1], max_kb=500)
    assert all(first not in m.content for u in (BOB, CHLOE, DMITRI) for m in fake.dms_to(u))

    board = latest_board(fake)
    width, _ = check_png(board.files[0][1], max_kb=500)
    assert width == 800, "landscape, like every table"
    assert waiting(fake) == [DMITRI], "the Mazarinist places first"

    prompt = await open_prompt(fake, DMITRI)
    assert "place a cube" in prompt.content
    assert (await choose(fake, DMITRI, prompt, "sp:le_tellier")).startswith("✅")
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.state is not None
    state = registry.get("frondeurs").load(match.state)
    assert state.phase == "deploy" and state.cubes["le_tellier"] == {"mazarinist": 1}
