"""Three people open a French Revolution 1789 match through the real discord.py bot and the fake
Discord: each gets their Conspiracy cards and secret VP by DM, the first card is auctioned step by
step from the board, and the winner opens the next card."""

from __future__ import annotations

import json
from typing import Any

from games import registry
from games.fr1789.data import DATA
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import check_png, delivered, latest_board, waiting
from tests.e2e.test_guillotine import act, choose, open_prompt

ALICE, BOB, CHLOE = 31, 32, 33
PLAYERS = (ALICE, BOB, CHLOE)
ORDER = DATA.turn_cards(1)
OPTIONS: dict[str, Any] = {  # as JSON, the /game new options
    "first_player": 0,
    "hands": [
        ["bribery", "informant", "pitts_gold"],
        ["paid_agitators", "forged_passport", "lettre_de_cachet"],
        ["bribery", "pitts_gold", "vatican_intervention"],
    ],
    "orders": {"1": ORDER},
}


async def test_the_first_auction_of_a_three_player_game(fake: FakeDiscord, run_bot) -> None:
    for uid, name in zip(PLAYERS, ("Alice", "Bob", "Chloé"), strict=True):
        fake.add_user(uid, name)
    bot = await run_bot()
    lobby = (
        await fake.slash(ALICE, "game", "new", game="fr1789", options=json.dumps(OPTIONS))
    ).reply
    assert "French Revolution 1789" in lobby.content and "2–5 players" in lobby.content
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))

    (dm,) = fake.dms_to(ALICE)  # the secrets: Conspiracy cards and VP, to their owner only
    assert "Your VP: 0" in dm.content and "Informant" in dm.content
    check_png(dm.files[0][1], max_kb=400)
    assert all("Informant" not in m.content for u in (BOB, CHLOE) for m in fake.dms_to(u))

    board = latest_board(fake)
    width, _ = check_png(board.files[0][1], max_kb=400)
    assert width == 800, "landscape, like every table"
    assert waiting(fake) == [ALICE], "the First Player opens the bidding"

    prompt = await open_prompt(fake, ALICE)
    assert "Louis XVI is up for auction: open the bidding. You have 15 RP." in prompt.content
    assert (await choose(fake, ALICE, prompt, "bid:2")).startswith("✅")
    await act(fake, BOB, "bid:3")
    await act(fake, CHLOE, "pass")
    await act(fake, ALICE, "pass")

    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.state is not None
    state = registry.get("fr1789").load(match.state)
    assert state.owner == {"louis_xvi": 1} and state.players[1].rp == 12 and state.first == 1
    assert "wins Louis XVI for 3 RP" in latest_board(fake).content
    assert waiting(fake) == [BOB], "the winner opens the next card"
    prompt = await open_prompt(fake, BOB)
    assert f"{DATA.card[ORDER[1]].name} is up for auction: open the bidding" in prompt.content


async def test_a_bid_and_votes_of_any_amount(fake: FakeDiscord, run_bot) -> None:
    """§6.0: a bid of any amount, here 7 RP through "Other amount…" and its form; §7.2.1: as
    many votes as one can pay for, here 14 typed with `/play`, its suggestions naming them."""
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob")):
        fake.add_user(uid, name)
    bot = await run_bot()
    options = {**OPTIONS, "hands": OPTIONS["hands"][:2]}
    lobby = (
        await fake.slash(ALICE, "game", "new", game="fr1789", options=json.dumps(options))
    ).reply
    lobby = (await fake.press(BOB, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))

    prompt = await open_prompt(fake, ALICE)
    assert "bid:7" not in prompt.custom_ids()[0] and "Other amount…" in dict(prompt.buttons())
    opened = await fake.press(ALICE, prompt, prompt.button("Other amount…"))
    assert opened.modal is not None and "0 to 18" in json.dumps(opened.modal)
    answer = (await fake.submit(ALICE, opened, ["7"])).reply
    assert answer.ephemeral and answer.content.startswith("✅ Done: Bid 7 RP"), answer.content
    await delivered(bot)
    assert waiting(fake) == [BOB]
    assert "bids 7 RP for Louis XVI" in latest_board(fake).content
    await act(fake, BOB, "pass")  # Alice wins Louis XVI for 7 RP
    await act(fake, ALICE, "bid:0")
    await act(fake, BOB, "bid:1")
    await act(fake, ALICE, "pass")  # Bob wins for 1 RP and opens the rest: 17 RP left
    for _ in ORDER[2:]:
        await act(fake, BOB, "bid:0")
        await act(fake, ALICE, "pass")
    await delivered(bot)
    assert waiting(fake) == [BOB], "the last auction's winner acts first"

    for typed in ("card:barnave", "do:vote", "box:monarchie"):
        assert (await fake.slash(BOB, "play", choice=typed)).reply.content.startswith("✅")
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.state is not None
    rp = registry.get("fr1789").load(match.state).players[1].rp
    suggested = await fake.autocomplete(BOB, "play", "choice", choice="14")
    assert suggested[0]["name"] == "14 votes"
    refused = (await fake.slash(BOB, "play", choice="99")).reply.content
    assert "You can pay for at most" in refused and "Nothing was played" in refused, refused
    done = (await fake.slash(BOB, "play", choice="14")).reply.content
    assert done.startswith("✅ Done: 14 votes"), done
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.state is not None
    state = registry.get("fr1789").load(match.state)
    assert state.votes == {"monarchie": 14} and state.players[1].rp == rp - 14
