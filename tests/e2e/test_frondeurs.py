"""Frondeurs et Frondeuses matches opened through the real discord.py bot and the fake Discord:
four people with the placement rounds switched on in the lobby (each gets their hand by DM, the
board is posted, and the Mazarinist places first, reverse turn order, §4.12 step 11, a Space
chosen by zone then Space); two people, each playing two factions (§5.3); three, taking turns
running the Condéean Dummy (§5.4)."""

from __future__ import annotations

import json

from games import registry
from games.frondeurs.data import DATA
from tests.e2e.fake_discord import FakeDiscord, Message
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
    assert "Frondeurs et Frondeuses** lobby · 2–4 players" in lobby.content
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
    assert "Where do you place a cube" in prompt.content
    assert (await choose(fake, DMITRI, prompt, "sp:le_tellier")).startswith("✅")
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.state is not None
    state = registry.get("frondeurs").load(match.state)
    assert state.phase == "deploy" and state.cubes["le_tellier"] == {"mazarinist": 1}


async def start(fake: FakeDiscord, run_bot, people: tuple[int, ...]) -> None:
    names = ("Alice", "Bob", "Chloé", "Dmitri")
    for uid, name in zip(people, names, strict=False):
        fake.add_user(uid, name)
    await run_bot()
    options = json.dumps({"action_order": ORDER})
    lobby = (await fake.slash(ALICE, "game", "new", game="frondeurs", options=options)).reply
    for uid in people[1:]:
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))


async def pass_turn(fake: FakeDiscord, user: int, card: str) -> None:
    """Play `card`, take its first option and place nothing; then what is left of the turn (a
    Dummy must use its Affiliate cube and feed its box, §5.43) until another faction is asked."""
    who = waits_for(fake).split("(", 1)[1].split(": ")[0]  # the faction asked: "Condéean"
    for choice in (f"play:{card}:0",):
        assert (await choose(fake, user, await open_prompt(fake, user), choice)).startswith("✅")
    for _ in range(8):
        if f"({who}: " not in waits_for(fake):
            return
        prompt = await open_prompt(fake, user)
        pick = next((c for c in ("done", "end", "gold:deposit", "aff") if offered(prompt, c)), None)
        assert (await choose(fake, user, prompt, pick or first(prompt))).startswith("✅")
    raise AssertionError("the turn did not end")


def first(prompt: Message) -> str:
    for row in prompt.components:
        for c in row["components"]:
            if c["type"] == 3:
                return str(c["options"][0]["value"])
            if c["type"] == 2 and c.get("label") != "?" and ":" in str(c.get("custom_id")):
                return str(c["custom_id"]).rsplit(":", 1)[-1]
    raise AssertionError("no choice")


def offered(prompt: Message, choice: str) -> bool:
    """Whether an opened prompt offers `choice`, in its menu or as a button."""
    for row in prompt.components:
        for c in row["components"]:
            if c["type"] == 3 and any(o["value"] == choice for o in c["options"]):
                return True
            if c["type"] == 2 and str(c.get("custom_id", "")).endswith(f":{choice}"):
                return True
    return False


def waits_for(fake: FakeDiscord) -> str:
    board = latest_board(fake)
    return next(x for x in board.content.splitlines() if x.startswith("Waiting for "))


async def test_two_players_each_play_two_factions(fake: FakeDiscord, run_bot) -> None:
    await start(fake, run_bot, (ALICE, BOB))
    names = [DATA.action_cards[c].name for c in ORDER[:4]]  # dealt Condéean, Cabalist, ...
    (dm,) = fake.dms_to(ALICE)  # the Mazarinist and the Condéean (§5.31)
    assert names[0] in dm.content and names[3] in dm.content
    assert names[1] not in dm.content and names[2] not in dm.content
    assert waiting(fake) == [ALICE] and "Condéean" in waits_for(fake)
    await pass_turn(fake, ALICE, ORDER[0])
    assert waiting(fake) == [BOB] and "Cabalist" in waits_for(fake)
    await pass_turn(fake, BOB, ORDER[1])
    assert waiting(fake) == [BOB] and "Retzist" in waits_for(fake)


async def test_three_players_take_turns_running_the_dummy(fake: FakeDiscord, run_bot) -> None:
    await start(fake, run_bot, (ALICE, BOB, CHLOE))
    # seats: Alice the Cabalist, Bob the Retzist, Chloé the Mazarinist; Bob runs the Dummy first
    assert waiting(fake) == [BOB] and "(Condéean Dummy: play a card)" in waits_for(fake)
    dummy_card = DATA.action_cards[ORDER[0]].name
    for u in (ALICE, CHLOE):  # the Dummy's hand is face up (§4.22)
        assert any(dummy_card in m.content for m in fake.dms_to(u))
    await pass_turn(fake, BOB, ORDER[0])
    assert waiting(fake) == [ALICE] and "Cabalist" in waits_for(fake)
