"""Who reads in which language: the table (lobby, boards, pings, news, results) in the match's
language, chosen in the lobby; a person's private answers (refusals, their prompt, `/hand`) in
theirs; a DM in its recipient's."""

from __future__ import annotations

import pytest

import render
from bot.host import Host, Refused, draw_pictures, refs
from bot.host.languages import Languages
from bot.host.table import as_key, from_key, volume
from games.core import Msg
from storage import Change
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, NAMES, whose_turn


async def opened(host: Host, language: str = "en", game_id: str = "revolt") -> None:
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                         game_id=game_id, language=language)  # fmt: skip
    for user in (BOB, CHLOE):
        await host.join(user_id=user, name=NAMES[user], channel_id=CHANNEL)


async def test_a_french_match_speaks_french_at_the_table(host: Host) -> None:
    out = await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                               game_id="revolt", language="fr")  # fmt: skip
    assert out.lobby is not None
    assert "salle d’attente" in out.lobby.text and "Rythme\u00a0: quotidien" in out.lobby.text
    assert "Press **Join**" not in out.lobby.text
    (picker,) = out.lobby.pickers
    assert (picker.name, picker.values, picker.chosen) == ("language", ("English", "Français"), 1)
    await host.join(user_id=BOB, name="Bob", channel_id=CHANNEL)
    joined = await host.join(user_id=CHLOE, name="Chloé", channel_id=CHANNEL)
    assert joined.lobby is not None and "Chloé a rejoint la table." in joined.lobby.text
    started = await host.start(user_id=ALICE, channel_id=CHANNEL)
    assert started.lobby is not None
    assert started.lobby.text == "La partie de **Revolt** commence\u00a0: Alice, Bob et Chloé."
    board, ping = started.posts
    assert "On attend " in board.text and "Waiting for" not in board.text
    assert out.lobby.language == board.language == "fr", "the adapter labels their buttons so"
    first = await whose_turn(host)
    assert ping.text.startswith(f"{refs.person(first)} — ")


async def test_a_french_readers_refusal_is_french_while_the_table_stays_english(
    host: Host,
) -> None:
    await opened(host)
    await host.languages.answering(BOB, "fr")  # Bob's client is French
    with pytest.raises(Refused) as refused:
        await host.start(user_id=BOB, channel_id=CHANNEL)
    assert str(refused.value) == "Seul l’hôte, Alice, peut lancer la partie."
    await host.languages.answering(ALICE, "en-GB")
    started = await host.start(user_id=ALICE, channel_id=CHANNEL)
    board, _ = started.posts
    assert "Waiting for " in board.text, "the table reads the match's language"
    assert started.lobby is not None and "has started" in started.lobby.text
    dms = {dm.user_id: dm.text for dm in started.dms}
    room = refs.OPEN + refs.CHANNEL
    assert dms[BOB].startswith(f"**Revolt** dans {room}"), "Bob's hand DM is in his language"
    assert dms[ALICE].startswith(f"**Revolt** in {room}") and dms[CHLOE].startswith("**Revolt** in")
    first = await whose_turn(host)
    await host.languages.answering(first, "fr")
    offer = await host.offer(user_id=first, channel_id=CHANNEL)
    done = await host.act(user_id=first, channel_id=CHANNEL, choice_id=offer.choices[0].id)
    assert done.reply is not None and done.reply.startswith("✅ C’est fait\u00a0: ")
    board = next(e.post for e in done.edits if e.post is not None)
    assert "Waiting for " in board.text, "a French player's move leaves the table English"


async def test_a_chosen_language_outlasts_the_clients(host: Host) -> None:
    await opened(host)
    await host.languages.choose(BOB, "fr")
    await host.languages.answering(BOB, "en-US")  # /language said French: French it stays
    with pytest.raises(Refused, match="Seul l’hôte"):
        await host.start(user_id=BOB, channel_id=CHANNEL)


async def test_the_lobbys_host_picks_the_tables_language(host: Host) -> None:
    await opened(host)
    with pytest.raises(Refused, match="Only the host"):
        await host.choose_setting(user_id=BOB, name="language", value="1", channel_id=CHANNEL)
    with pytest.raises(Refused, match="not one of the choices for Language"):
        await host.choose_setting(user_id=ALICE, name="language", value="2", channel_id=CHANNEL)
    out = await host.choose_setting(user_id=ALICE, name="language", value="1", channel_id=CHANNEL)
    assert out.lobby is not None and "Langue de la table désormais\xa0: français." in out.lobby.text
    assert out.lobby.pickers[-1].chosen == 1
    match = await host.db.active_match(CHANNEL)
    assert match is not None and match.language == "fr" and match.options == {}, (
        "the language is the table's, not one of the game's options"
    )
    added = await host.add_bot(user_id=ALICE, channel_id=CHANNEL)
    assert added.lobby is not None and "4. Remplaçant" in added.lobby.text


async def test_frondeurs_lobby_turns_french_on_with_a_button(host: Host) -> None:
    """Its three menus fill the rows a menu could take: French is a button beside its switches."""
    out = await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                               game_id="frondeurs")  # fmt: skip
    assert out.lobby is not None and "language" not in [p.name for p in out.lobby.pickers]
    assert [t.on for t in out.lobby.toggles if t.name == "language"] == [False]
    out = await host.switch(user_id=ALICE, name="language", channel_id=CHANNEL)
    assert out.lobby is not None
    assert [t.on for t in out.lobby.toggles if t.name == "language"] == [True]
    match = await host.db.active_match(CHANNEL)
    assert match is not None and match.language == "fr"
    await host.switch(user_id=ALICE, name="language", channel_id=CHANNEL)
    match = await host.db.active_match(CHANNEL)
    assert match is not None and match.language == "en", "pressed again: English"


async def test_play_again_keeps_the_language(host: Host) -> None:
    await opened(host, "fr")
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    first = await host.db.active_match(CHANNEL)
    assert first is not None
    await host.db.commit(first.id, first.version, Change("end", end="test"))  # as if played out
    out = await host.play_again(user_id=BOB, name="Bob", match_id=first.id)
    again = await host.db.active_match(CHANNEL)
    assert again is not None and again.language == "fr"
    assert "salle d’attente" in out.posts[0].text


async def test_a_nudge_reaches_each_player_in_their_language(host: Host) -> None:
    await opened(host)
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    first = await whose_turn(host)
    other = next(u for u in (ALICE, BOB, CHLOE) if u != first)
    await host.languages.choose(first, "fr")
    await host.languages.answering(other, "en")
    out = await host.nudge(user_id=other, channel_id=CHANNEL)
    (dm,) = out.dms
    assert dm.user_id == first and dm.text.startswith(f"👋 {NAMES[other]} vous relance")
    assert out.reply == f"Reminded {NAMES[first]} by DM."


async def test_pictures_are_drawn_in_their_readers_language(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[str, str]] = []

    def drawing(kind: str):  # records the language each picture is drawn in
        def draw(game_id: str, view: dict, names: list[str], lang: str = "en") -> bytes:
            drawn.append((kind, lang))
            return b""

        return draw

    monkeypatch.setattr(render, "table_png", drawing("table"))
    monkeypatch.setattr(render, "hand_png", drawing("hand"))
    await opened(host, "fr")
    await host.languages.choose(BOB, "en")
    out = await host.start(user_id=ALICE, channel_id=CHANNEL)
    draw_pictures([*out.posts, *out.dms])
    assert ("table", "fr") in drawn and ("table", "en") not in drawn
    hands = sorted(lang for kind, lang in drawn if kind == "hand")
    assert hands == ["en", "en", "en"], "hands in each player's own: nobody chose French"
    await host.languages.choose(CHLOE, "fr")
    drawn.clear()
    await host.languages.answering(CHLOE, None)
    await host.hand(channel_id=CHANNEL, user_id=CHLOE)
    assert drawn == [("hand", "fr")], "/hand in the asker's language"


async def test_the_log_reads_the_readers_language_at_a_french_table(host: Host) -> None:
    """`/game log` answers one reader: in their language, whatever the table's."""
    await opened(host, "fr")
    await host.start(user_id=ALICE, channel_id=CHANNEL)
    first = await whose_turn(host)
    offer = await host.offer(user_id=first, channel_id=CHANNEL)
    await host.act(user_id=first, channel_id=CHANNEL, choice_id=offer.choices[0].id)
    log = await host.reports.log(channel_id=CHANNEL)  # asked by an English reader
    assert log.reply is not None
    assert log.reply.startswith("**Revolt** · the latest moves"), log.reply[:80]
    with pytest.raises(Refused, match="The export holds the match's seed"):
        await host.reports.export(channel_id=CHANNEL)  # the reader's (English), not the table's


def test_a_board_spans_the_first_part_of_a_chapter_in_any_language() -> None:
    turn, trick = Msg("game-turn", n=2), Msg("game-trick", n=5)
    assert volume(Msg.join([turn, trick])) == turn, "a joined chapter: its first part"
    assert volume(turn) == turn, "a chapter of one part: the whole"
    assert volume("Turn 2 · trick 5") == "Turn 2", "a plain one, as stored before: before ' · '"
    assert from_key(as_key(turn)) == turn and as_key(turn) != as_key(Msg("game-turn", n=3))
    assert as_key("Turn 2") == "Turn 2" == from_key("Turn 2"), "plain texts stay as stored"


async def test_people_forgotten_by_a_long_running_process_keep_their_language(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host remembers a bounded number of people's languages; one it forgot is read
    again, with the language they chose."""
    monkeypatch.setattr("bot.host.languages.PEOPLE_KEPT", 2)
    languages = Languages(host.core)  # a process started with that bound
    await opened(host)
    await languages.choose(BOB, "fr")
    for user in (ALICE, CHLOE, ALICE):  # Bob is the least recently met, and forgotten
        await languages.answering(user, "en-GB")
    assert len(languages._known) == 2 and BOB not in languages._known
    assert (await languages.of([BOB, ALICE])) == {BOB: "fr", ALICE: "en"}
    assert await languages.answering(BOB, "en-US") == "fr", "his choice outlasts his client"
