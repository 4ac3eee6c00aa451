"""The lobby's menus through the real bot and the fake Discord (which checks every request
against Discord's schema): Frondeurs' variants picked without JSON, within five rows."""

from __future__ import annotations

from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import ALICE


async def test_the_host_picks_a_variant_from_a_lobby_menu(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    fake.add_user(ALICE, "Alice")
    lobby = (await fake.slash(ALICE, "game", "new", game="frondeurs")).reply
    assert len(lobby.components) <= 5
    menus = [c for row in lobby.components for c in row["components"] if c["type"] == 3]
    assert [m["placeholder"] for m in menus] == ["Length", "Season deck", "Teams"]
    deck = menus[1]
    assert [o.get("default", False) for o in deck["options"]] == [True, False, False]
    assert deck["options"][2]["label"] == "Season deck: In the order of history"
    lobby = (await fake.choose(ALICE, lobby, deck["custom_id"], "1")).reply
    assert "▸ **Season deck**: All shuffled, the Swap anywhere" in lobby.content
    match = await bot.host.db.active_match(lobby.channel_id)
    assert match.options == {"season_deck": "random"}


async def test_a_full_lobby_says_its_language_on_the_button_that_turns_it(
    fake: FakeDiscord, run_bot
) -> None:
    """Frondeurs' three menus leave no row for the language menu: its button says the table's
    language as a setting ("Language: English"), never a bare "Français: no"."""
    bot = await run_bot()
    fake.add_user(ALICE, "Alice")
    lobby = (await fake.slash(ALICE, "game", "new", game="frondeurs")).reply
    lobby = (await fake.press(ALICE, lobby, lobby.button("Language: English"))).reply
    assert lobby.button("Langue\xa0: Français")
    match = await bot.host.db.active_match(lobby.channel_id)
    assert match.language == "fr"
