"""French beside English: each person reads what is said to them alone (refusals, their prompt
and its buttons, their hand, `/help`) in their own language, their Discord client's or the one
they chose with `/language`, while the table (the lobby, the board, its buttons, the pings) is
in the match's language, the server's by default. The slash commands are described in French
for a French client and keep one name in every language.

The tests marked `host_french` need the host's own texts in French (`i18n/locales/fr/host.ftl`),
and `revolt_french` the game's (`i18n/locales/fr/revolt.ftl`): until then they are said in
English, and those tests are skipped."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

import i18n
from bot.host import Offer, Outbox, Refused
from bot.references import DISCORD
from games import registry
from games.core import Msg
from tests.conformance.language import language_faults
from tests.e2e.fake_discord import ATTACH_FILES, FakeDiscord, Message
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    latest_board,
    live_pings,
    move_with_components,
    waiting,
)
from tests.e2e.test_delivery import no_wait, until

T = TypeVar("T")
host_french = pytest.mark.skipif(
    not (i18n.LOCALES / "fr" / "host.ftl").exists(),
    reason="the host's texts are not in French yet (i18n/locales/fr/host.ftl)",
)
revolt_french = pytest.mark.skipif(
    not (i18n.LOCALES / "fr" / "revolt.ftl").exists(),
    reason="Revolt's texts are not in French yet (i18n/locales/fr/revolt.ftl)",
)


@pytest.fixture(autouse=True)
def same_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every match here dealt from one seed: the tests read Bob's choices as a menu, which a
    hand with few legal cards would give as buttons instead."""
    monkeypatch.setattr("bot.host.lobby.secrets.randbits", random.Random(1789).getrandbits)


def fr(key: str, **args: Any) -> str:
    return i18n.say(Msg(key, **args), "fr")


def en(key: str, **args: Any) -> str:
    return i18n.say(Msg(key, **args))


async def said_in(lang: str, call: Callable[[], Awaitable[T]]) -> T:
    """What the host answers `call` to a reader of `lang` (the test's own task reads it)."""
    i18n.set_reader(lang)
    try:
        return await call()
    finally:
        i18n.set_reader(i18n.DEFAULT)


def labels(message: Message) -> set[str]:
    return {label for label, _ in message.buttons()}


def placeholder(message: Message) -> str:
    return next(
        c.get("placeholder", "")
        for row in message.components
        for c in row["components"]
        if c["type"] == 3
    )


def walk(node: dict[str, Any]) -> list[dict[str, Any]]:
    """A registered command and every subcommand and option below it."""
    return [node, *(n for child in node.get("options") or [] for n in walk(child))]


async def test_commands_are_described_in_french_under_the_same_names(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    assert {"game", "play", "hand", "rules", "help", "language"} <= fake.commands.keys()
    for command in fake.commands.values():
        for node in walk(command):
            french = (node.get("description_localizations") or {}).get("fr")
            assert french and french != node["description"], node["name"]
            assert not node.get("name_localizations"), "a command has one name in every client"
    (game,) = (o for o in fake.commands["game"]["options"] if o["name"] == "autoplay")
    (setting,) = game["options"]
    assert [c["name_localizations"] for c in setting["choices"]] == [
        {"fr": fr("bot-choice-on")},
        {"fr": fr("bot-choice-off")},
    ]
    (language,) = fake.commands["language"]["options"]
    assert [c["name"] for c in language["choices"]] == ["English", "Français", en(
        "bot-choice-discord"
    )]  # fmt: skip
    assert language["choices"][2]["name_localizations"] == {"fr": fr("bot-choice-discord")}


async def start_mixed_table(fake: FakeDiscord) -> Message:
    """Alice (English) opens a Revolt lobby; Bob, whose Discord is in French, joins by
    command, Chloé (English) by the button; Alice starts. Returns the lobby message."""
    fake.add_user(ALICE, "Alice")
    fake.add_user(BOB, "Bob", locale="fr")
    fake.add_user(CHLOE, "Chloé")
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    assert {en("bot-join"), en("bot-start")} <= labels(lobby), "the table reads English"
    joined = (await fake.slash(BOB, "game", "join")).reply
    assert joined.ephemeral and joined.content == fr("bot-lobby-seated")
    await fake.press(CHLOE, lobby, lobby.button(en("bot-join")))
    return lobby


async def bobs_turn(fake: FakeDiscord, rng: random.Random) -> None:
    """The others play until the table waits for Bob."""
    for _ in range(12):
        actors = waiting(fake)
        if BOB in actors:
            return
        await move_with_components(fake, actors[0], rng)
    raise AssertionError("the table never waited for Bob")


async def test_each_player_reads_their_own_language_at_an_english_table(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    lobby = await start_mixed_table(fake)
    await fake.press(ALICE, lobby, lobby.button(en("bot-start")))
    rng = random.Random(28)
    await bobs_turn(fake, rng)

    board = latest_board(fake)
    assert en("bot-your-move") in labels(board) and en("bot-details") in labels(board)
    assert any(line.startswith("Waiting for ") for line in board.content.splitlines())

    prompt = (await fake.press(BOB, board, board.button(en("bot-your-move")))).reply
    assert prompt.ephemeral
    offer = await said_in("fr", lambda: bot.host.offer(user_id=BOB, channel_id=fake.here))
    said_for_bob = offer.full_text(DISCORD.text)
    assert prompt.content == said_for_bob, "Bob's prompt is said for a French reader"
    assert placeholder(prompt) == fr("bot-choose")

    menu, values = prompt.select()
    refused = await fake.component_from(
        fake.here, BOB, prompt, {"component_type": 3, "custom_id": menu, "values": []}
    )
    assert refused.reply.ephemeral and refused.reply.content == fr("bot-pick-one-choice")

    done = (await fake.choose(BOB, prompt, menu, values[0])).reply
    assert done.content.startswith("✅"), done.content
    assert not labels(done) & {en("bot-take-back"), en("bot-back")}, "his buttons are French"

    # Everything that answers Bob alone is French, all of it, at this English table.
    details = (await fake.press(BOB, board, board.button(en("bot-details")))).reply
    answers = [details] + [
        (await fake.slash(BOB, "game", command, **options)).reply
        for command, options in (("log", {}), ("log", {"whole": True}), ("board", {}),
                                 ("catchup", {}))
    ]  # fmt: skip
    for answer in answers:
        assert answer.ephemeral
        texts = [answer.content] + [d.decode() for n, d in answer.files if n.endswith(".txt")]
        for text in texts:
            faults = language_faults(text, "fr", ("Alice", "Bob", "Chloé", "Revolt"))
            assert not faults, (faults, text[:300])

    mine = (await fake.slash(BOB, "help")).reply
    assert mine.content.startswith(fr("bot-how-it-goes"))
    assert f"`/hand` · {fr('bot-cmd-hand')}" in mine.text(), "commands described in French"
    assert f"`/game log [count] [whole]` · {fr('bot-cmd-game-log')}" in mine.text()
    theirs = (await fake.slash(CHLOE, "help")).reply
    assert theirs.content.startswith(en("bot-how-it-goes"))


async def test_language_overrides_the_discord_client_and_gives_it_back(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    fake.add_user(ALICE, "Alice")
    fake.add_user(BOB, "Bob")
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    chosen = (await fake.slash(BOB, "language", language="fr")).reply
    assert chosen.ephemeral and chosen.content.startswith(fr("bot-language-chosen"))
    joined = (await fake.slash(BOB, "game", "join")).reply
    assert joined.content == fr("bot-lobby-seated"), "his own answers are in French now"
    assert en("bot-join") in labels(lobby), "the table keeps the server's language"
    back = (await fake.slash(BOB, "language", language="discord")).reply
    assert back.content.startswith(en("bot-language-discord", language="English"))
    left = (await fake.slash(BOB, "game", "leave")).reply
    assert left.content == en("bot-lobby-left")


async def test_rules_are_read_in_the_readers_language(fake: FakeDiscord, run_bot) -> None:
    """`/rules`: the aid written in the reader's language where the game has one (else the
    English), and the page's own words in theirs."""
    await run_bot()
    fake.add_user(BOB, "Bob", locale="fr")
    meta = registry.get("revolt").meta
    page = (await fake.slash(BOB, "rules", game="revolt")).reply.content
    assert meta.aid_in("fr")["summary"] in page
    assert i18n.say(Msg("bot-game-lasts", length=meta.length), "fr") in page
    refused = (await fake.slash(BOB, "rules", game="revolt", topic="chess")).reply.content
    assert refused.startswith(fr("bot-no-topic", game=meta.title, topic="chess", topics="")[:30])
    # The topics are named in French, everywhere, and either language's name finds one.
    assert page.startswith("**Revolt · résumé**") and "`décompte`" in page
    assert "`scoring`" not in page and "`scoring`" not in refused
    for typed in ("décompte", "Scoring"):
        scoring = (await fake.slash(BOB, "rules", game="revolt", topic=typed)).reply.content
        assert scoring.startswith("**Revolt · décompte**")
        assert meta.aid_in("fr")["scoring"] in scoring
    suggested = await fake.autocomplete(BOB, "rules", "topic", game="revolt", topic="déc")
    assert [(c["name"], c["value"]) for c in suggested] == [("décompte", "scoring")]


async def test_a_french_server_is_told_in_french_what_the_bot_lacks(
    fake: FakeDiscord, run_bot
) -> None:
    """What the bot posts about the channel itself (it may not open threads, or attach the
    board's picture) is in the server's language, whoever moved."""
    fake.guild_locale, fake.no_threads = "fr", True
    fake.everyone &= ~ATTACH_FILES
    bot = await run_bot()
    bot.courier.sleep = no_wait
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé")):
        fake.add_user(uid, name)  # English clients
    await fake.slash(ALICE, "game", "new", game="revolt")
    for uid in (BOB, CHLOE):
        await fake.slash(uid, "game", "join")
    fake.refuse(f"/channels/{fake.here}/messages", 403, 50013, 3, files_only=True)
    started = (await fake.slash(ALICE, "game", "start")).reply
    assert started.content == en("bot-match-started")
    lacks = Msg("bot-missing-permissions", names=[Msg("bot-perm-attach-files")], count=1)
    await until(lambda: not bot.courier.busy(), "the board is delivered once allowed")
    posted = [m.content for m in fake.channel_posts()]
    assert posted.count(fr("bot-no-threads")) == 1
    assert posted.count(i18n.say(lacks, "fr")) == 1


@host_french
async def test_the_hosts_private_texts_follow_each_reader(fake: FakeDiscord, run_bot) -> None:
    """The refusal, the prompt, the answer to a move, `/hand` and the hand's DM: Bob's said
    for a French reader, the others' for an English one."""
    bot = await run_bot()
    lobby = await start_mixed_table(fake)
    bobs = (await fake.press(BOB, lobby, lobby.button(en("bot-start")))).reply
    chloes = (await fake.press(CHLOE, lobby, lobby.button(en("bot-start")))).reply
    assert bobs.ephemeral and chloes.ephemeral
    assert "Alice" in bobs.content and bobs.content != chloes.content, "refused in French"
    await fake.press(ALICE, lobby, lobby.button(en("bot-start")))
    await bobs_turn(fake, random.Random(28))

    board = latest_board(fake)
    prompt = (await fake.press(BOB, board, board.button(en("bot-your-move")))).reply
    french = await said_in("fr", offer_of(bot, BOB, fake.here))
    assert prompt.content == french.full_text(DISCORD.text)
    shown = (await fake.slash(BOB, "hand")).reply
    french_hand = (await said_in("fr", hand_of(bot, BOB, fake.here))).reply
    assert french_hand and shown.content == french_hand
    (dm, *_) = fake.dms_to(BOB)
    assert dm.content.endswith(french_hand), "the hand's DM is in Bob's language"
    menu, values = prompt.select()
    done = (await fake.choose(BOB, prompt, menu, values[0])).reply
    assert done.content.startswith("✅") and not done.content.startswith("✅ Done")


@host_french
@revolt_french
async def test_the_games_texts_follow_each_reader(fake: FakeDiscord, run_bot) -> None:
    """Bob's prompt and hand are the game's texts in French, not as an English reader has
    them."""
    bot = await run_bot()
    lobby = await start_mixed_table(fake)
    await fake.press(ALICE, lobby, lobby.button(en("bot-start")))
    await bobs_turn(fake, random.Random(28))
    board = latest_board(fake)
    prompt = (await fake.press(BOB, board, board.button(en("bot-your-move")))).reply
    english = await said_in("en", offer_of(bot, BOB, fake.here))
    assert prompt.content != english.full_text(DISCORD.text)
    shown = (await fake.slash(BOB, "hand")).reply
    assert shown.content != (await said_in("en", hand_of(bot, BOB, fake.here))).reply


def offer_of(bot: Any, user_id: int, channel_id: int) -> Callable[[], Awaitable[Offer]]:
    return lambda: bot.host.offer(user_id=user_id, channel_id=channel_id)


def hand_of(bot: Any, user_id: int, channel_id: int) -> Callable[[], Awaitable[Outbox]]:
    return lambda: bot.host.hand(channel_id=channel_id, user_id=user_id)


@host_french
async def test_a_french_server_plays_in_french_and_an_english_guest_reads_english(
    fake: FakeDiscord, run_bot
) -> None:
    fake.guild_locale = "fr"
    bot = await run_bot()
    fake.add_user(ALICE, "Alice", locale="fr")
    fake.add_user(BOB, "Bob", locale="fr")
    fake.add_user(CHLOE, "Chloé")
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    assert {fr("bot-join"), fr("bot-start"), fr("bot-add-bot")} <= labels(lobby)
    for uid in (BOB, CHLOE):
        await fake.press(uid, lobby, lobby.button(fr("bot-join")))
    await fake.press(ALICE, lobby, lobby.button(fr("bot-start")))
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and match.language == "fr"

    board = latest_board(fake)
    assert {fr("bot-your-move"), fr("bot-details")} <= labels(board)
    assert not any(line.startswith("Waiting for ") for line in board.content.splitlines())
    pings = live_pings(fake)
    assert pings and all("Waiting" not in p.content for p in pings), "pinged in French"
    prompt = (await fake.press(CHLOE, board, board.button(fr("bot-your-move")))).reply
    assert prompt.ephemeral and prompt.content == await told_in("en", bot, CHLOE, fake.here)


async def told_in(lang: str, bot: Any, user_id: int, channel_id: int) -> str:
    """What pressing "Your move" shows `user_id` in `lang`: their prompt, or why not."""
    try:
        offer = await said_in(lang, offer_of(bot, user_id, channel_id))
    except Refused as e:
        i18n.set_reader(lang)
        try:
            return str(e)
        finally:
            i18n.set_reader(i18n.DEFAULT)
    return offer.full_text(DISCORD.text)
