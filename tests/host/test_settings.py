"""The lobby's menus: every variant the rulebooks offer for a table is picked without JSON, and
each game's lobby fits Discord's five rows of components."""

from __future__ import annotations

import pytest

from bot.host import Controls, Host, Refused
from games import registry
from games.core import SetupError
from i18n import LANGS, say
from tests.host.test_host import ALICE, BOB, CHANNEL

ROWS = 5  # Discord's limit on a message's rows of components
PER_ROW = 5  # buttons on one row
LOBBY_BUTTONS = 6  # Join, Leave, Start, the two bots, the pace: a row and one on the next


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
async def test_every_lobby_fits_discords_rows_and_every_setting_sets_up(host: Host, game) -> None:
    meta = game.meta
    for channel, lang in enumerate(LANGS, CHANNEL):
        lobby = (await host.new_match(guild_id=1, channel_id=channel, user_id=ALICE,
                                      name="Alice", game_id=meta.id, language=lang)).lobby
        buttons = LOBBY_BUTTONS + len(lobby.toggles)  # the switches, and French's where it is one
        assert buttons <= 2 * PER_ROW, "the buttons share the first two rows"
        assert 2 + len(lobby.pickers) <= ROWS, "a menu a row after the buttons"
        assert "language" in {c.name for c in [*lobby.toggles, *lobby.pickers]}
        for picker in lobby.pickers:
            assert all(len(f"{picker.label}: {v}") <= 100 for v in picker.values), picker
    for setting in meta.settings:
        assert 2 <= len(setting.values) <= 25 and not setting.values[0][1], "a default first"
        for label, sets in setting.values:
            assert all(len(say(label, lang)) <= 100 for lang in LANGS), label
            counts = range(meta.min_players, meta.max_players + 1)
            works = []
            for n in counts:
                try:
                    game.setup(n, 1, dict(sets))
                    works.append(n)
                except SetupError:
                    pass
            assert works, f"{label!r} sets up at no player count"


async def test_the_host_picks_frondeurs_variants_from_the_lobbys_menus(host: Host) -> None:
    out = await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                               game_id="frondeurs")  # fmt: skip
    lobby = out.lobby
    assert lobby.controls is Controls.LOBBY
    assert [p.name for p in lobby.pickers] == ["length", "season_deck", "teams"]
    assert all(p.chosen == 0 for p in lobby.pickers)
    out = await host.choose_setting(user_id=ALICE, name="season_deck", value="2",
                                    channel_id=CHANNEL)  # fmt: skip
    assert "▸ **Season deck**: In the order of history" in out.lobby.text
    assert out.lobby.pickers[1].chosen == 2
    await host.choose_setting(user_id=ALICE, name="length", value="1", channel_id=CHANNEL)
    out = await host.choose_setting(user_id=ALICE, name="length", value="2", channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    assert match.options == {"season_deck": "historical", "short_game_no_midgame": True}, (
        "one short game or the other, never both"
    )
    assert "options `" not in out.lobby.text, "no JSON shown for what the menus set"
    await host.choose_setting(user_id=ALICE, name="season_deck", value="0", channel_id=CHANNEL)
    assert (await host.db.active_match(CHANNEL)).options == {"short_game_no_midgame": True}
    await host.join(user_id=BOB, name="Bob", channel_id=CHANNEL)
    with pytest.raises(Refused, match="Only the host"):
        await host.choose_setting(user_id=BOB, name="teams", value="1", channel_id=CHANNEL)
    with pytest.raises(Refused, match="not one of the choices"):
        await host.choose_setting(user_id=ALICE, name="teams", value="7", channel_id=CHANNEL)
    with pytest.raises(Refused, match="no option called"):
        await host.choose_setting(user_id=ALICE, name="dice", value="1", channel_id=CHANNEL)
    await host.choose_setting(user_id=ALICE, name="teams", value="1", channel_id=CHANNEL)
    with pytest.raises(Refused, match="Those options don't work"):
        await host.start(user_id=ALICE, channel_id=CHANNEL)  # teams need four players (§8.6)
