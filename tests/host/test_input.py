"""What the host does with odd input: options checked when the lobby opens, a match id from
another channel or beyond SQLite's integers, long choice ids, and names that look like markup."""

from __future__ import annotations

import random

import pytest

from bot.host import Host, Refused, lobby, options_from_text
from tests.host.test_host import whose_turn

CHANNEL, OTHER_CHANNEL = 77, 78
ALICE, BOB, CHLOE = 1, 2, 3


async def new(host: Host, game_id: str = "revolt", **options: object) -> int:
    outbox = await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                                  game_id=game_id, options=options)
    assert outbox.lobby is not None and outbox.lobby.match_id is not None
    return outbox.lobby.match_id


@pytest.mark.parametrize(
    ("game_id", "options", "reason"),
    [
        ("revolt", {"supply_coins": -1}, "supply_coins"),
        ("revolt", {"hands": [["N1", "XX"]]}, "unknown cards"),
        ("liberte", {"start_player": 9}, "start_player"),
        ("guillotine", {"dice": [7]}, "dice"),
        ("revolt", {"x" * 500: 1}, "x…"),
    ],
)
async def test_options_are_checked_when_the_lobby_opens(
    host: Host, game_id: str, options: dict, reason: str
) -> None:
    with pytest.raises(Refused, match="Nothing was opened") as refusal:
        await new(host, game_id, **options)
    assert reason in str(refusal.value) and len(str(refusal.value)) < 250
    assert await host.db.active_match(CHANNEL) is None, "nothing was stored"


def test_options_text_is_refused_before_it_can_trouble_the_parser() -> None:
    assert options_from_text('{"supply_coins": 3}') == {"supply_coins": 3}
    assert options_from_text(None) == {}
    with pytest.raises(Refused, match="too long"):
        options_from_text('{"supply_coins": ' + "9" * 5000 + "}")
    with pytest.raises(Refused, match="nested too deeply"):
        options_from_text("[" * 999)
    with pytest.raises(Refused, match="JSON object"):
        options_from_text("[1, 2]")


async def test_a_match_id_is_only_good_in_its_own_channel(host: Host) -> None:
    match_id = await new(host)
    with pytest.raises(Refused, match="another channel"):
        await host.join(user_id=BOB, name="Bob", match_id=match_id, channel_id=OTHER_CHANNEL)
    for user, name in ((BOB, "Bob"), (CHLOE, "Chloé")):
        await host.join(user_id=user, name=name, match_id=match_id, channel_id=CHANNEL)
    with pytest.raises(Refused, match="another channel"):
        await host.start(user_id=ALICE, match_id=match_id, channel_id=OTHER_CHANNEL)
    await host.start(user_id=ALICE, match_id=match_id, channel_id=CHANNEL)
    for user in (ALICE, BOB, CHLOE):
        with pytest.raises(Refused, match="another channel"):
            await host.offer(user_id=user, match_id=match_id, channel_id=OTHER_CHANNEL)
        with pytest.raises(Refused, match="another channel"):
            await host.act(user_id=user, choice_id="play:N1", match_id=match_id,
                           channel_id=OTHER_CHANNEL)
    assert await host.db.actions(match_id) == []


async def test_match_ids_beyond_sqlite_integers_name_no_match(host: Host) -> None:
    await new(host)
    for match_id in (10**22, 2**63, 0, -1):
        with pytest.raises(Refused, match="no match"):
            await host.join(user_id=BOB, name="Bob", match_id=match_id, channel_id=CHANNEL)


async def test_a_long_choice_id_is_refused_with_a_short_echo(host: Host) -> None:
    match_id = await new(host)
    for user, name in ((BOB, "Bob"), (CHLOE, "Chloé")):
        await host.join(user_id=user, name=name, channel_id=CHANNEL)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    with pytest.raises(Refused, match="not one of your choices") as refusal:
        await host.act(user_id=ALICE, choice_id="play:" + "N" * 200, channel_id=CHANNEL)
    assert len(str(refusal.value)) < 100 and "…" in str(refusal.value)
    with pytest.raises(Refused) as refusal:
        await host.new_match(guild_id=1, channel_id=99, user_id=BOB, name="Bob",
                             game_id="chess" * 100)
    echoed = str(refusal.value).partition("'chess")[2].partition("'")[0]  # then the game list
    assert echoed.endswith("…") and len("chess" + echoed) <= 40
    assert await host.db.actions(match_id) == []


async def test_names_are_text_in_messages(host: Host) -> None:
    await new(host)
    await host.join(user_id=BOB, name="**Bob**", channel_id=CHANNEL)
    lobby = (await host.join(user_id=CHLOE, name="<@1> @everyone", channel_id=CHANNEL)).lobby
    assert lobby is not None
    assert r"2. \*\*Bob\*\*" in lobby.text and r"\<\@1\> \@everyone joined." in lobby.text
    started = (await host.start(user_id=ALICE, channel_id=CHANNEL)).lobby
    assert started is not None
    assert started.text.endswith(r"has started: Alice, \*\*Bob\*\*, and \<\@1\> \@everyone.")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("typed", ["{}", "play:{}"])
async def test_a_card_code_is_read_in_either_language_whatever_the_match_speaks(
    host: Host, lang: str, typed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Revolt's French code (F3 for the Rascal R3) plays the card typed in an English match as
    in a French one, bare or after the move's kind, as its English code does."""
    monkeypatch.setattr(lobby.secrets, "randbits", random.Random(3).getrandbits)  # one deal
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id="revolt", language=lang)
    for user, name in ((BOB, "Bob"), (CHLOE, "Chloé")):
        await host.join(user_id=user, name=name, channel_id=CHANNEL)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    actor = await whose_turn(host)
    offer = await host.offer(user_id=actor, channel_id=CHANNEL)
    cuts = {c.id.removeprefix("cut:") for c in offer.choices if c.id.startswith("cut:")}
    coded = next(  # a card only played (a Blaggard's code alone also names its cut)
        c for c in offer.choices
        if c.id.startswith("play:") and c.id[5] in "RB" and c.id[5:] not in cuts
    )
    french = {"R": "F", "B": "G"}[coded.id[5]] + coded.id[6:]
    await host.act(user_id=actor, choice_id=typed.format(french.lower()), channel_id=CHANNEL)
    assert [a.choice_id for a in await host.db.actions(offer.match_id)] == [coded.id]

