"""Racing clicks and repeated commands: a seat limit that holds, a move that is applied once
however often it is sent, public messages never rewritten into private answers, and prompts
that hold no memory once sent."""

from __future__ import annotations

import asyncio
import gc
import random
from pathlib import Path

import discord
import pytest

from bot import customids
from bot.host import lobby as lobbies
from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    latest_board,
    move_with_play_command,
    start_three_player_revolt,
    waiting,
)
from tests.e2e.test_seat_changes import dies_before_posting

PEOPLE = {ALICE: "Alice", 12: "Bob", 13: "Chloé", 14: "Dmitri", 15: "Eve", 16: "Fred", 17: "Gus"}


async def test_racing_joins_never_overfill_the_table(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    for uid, name in PEOPLE.items():
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    for uid in (12, 13, 14):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    # One seat left of five; Eve, Fred and Gus press Join at once, and Eve twice.
    presses = await asyncio.gather(
        *(fake.press(uid, lobby, lobby.button("Join")) for uid in (15, 16, 17, 15))
    )
    match = await bot.host.db.active_match(fake.here)
    assert match is not None
    assert len(await bot.host.db.seats(match.id)) == 5, "Revolt seats five at most"
    refusals = [p.reply.content for p in presses if p.reply.ephemeral]
    assert len(refusals) == 3
    assert all("full" in r or "already have a seat" in r for r in refusals), refusals
    assert not any("closed" in r for r in refusals)


async def test_a_double_join_says_you_already_have_a_seat(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    for uid, name in PEOPLE.items():
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="revolt")).reply
    first, second = await asyncio.gather(
        fake.press(12, lobby, lobby.button("Join")), fake.press(12, lobby, lobby.button("Join"))
    )
    answers = sorted((first.reply.content, second.reply.content), key=lambda t: "already" in t)
    assert "2. Bob" in answers[0] and "You already have a seat" in answers[1]


async def open_prompt(fake: FakeDiscord) -> tuple[int, Message, str]:
    """The player to act opens their prompt; returns them, the prompt and one choice button."""
    board = latest_board(fake)
    (actor,) = waiting(fake)
    prompt = (await fake.press(actor, board, board.button("Your move"))).reply
    if "menu:" in str(prompt.custom_ids()):
        menu, values = prompt.select()
        return actor, prompt, f"{menu}|{values[0]}"
    return actor, prompt, prompt.buttons()[0][1]


async def test_a_double_click_is_applied_once_and_ends_on_done(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    actor, prompt, target = await open_prompt(fake)
    if "|" in target:
        menu, value = target.split("|")
        clicks = [fake.choose(actor, prompt, menu, value, wait=False) for _ in range(2)]
    else:
        clicks = [fake.press(actor, prompt, target, wait=False) for _ in range(2)]
    first, second = await asyncio.gather(*clicks)
    await fake.until(lambda: all(i.done.is_set() for i in (first, second)))
    assert prompt.content.startswith("✅ Done"), prompt.content  # the prompt: the first's answer
    # What each click answered privately (the move's public mention is posted by the first).
    answers = [m.content for i in (first, second) for m in i.messages if m.ephemeral]
    assert all(a.startswith("✅") for a in answers), answers  # never "moved on"
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and len(await bot.host.db.actions(match.id)) == 1


async def test_a_play_command_sent_twice_is_applied_once(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    (actor,) = waiting(fake)
    (suggestion, *_) = await fake.autocomplete(actor, "play", "choice", choice="")
    first = (await fake.slash(actor, "play", choice=suggestion["value"])).reply
    again = (await fake.slash(actor, "play", choice=suggestion["value"])).reply
    assert first.content.startswith("✅ Done")
    assert again.ephemeral and "counted once" in again.content
    match = await bot.host.db.active_match(fake.here)
    assert match is not None and len(await bot.host.db.actions(match.id)) == 1


async def test_a_crafted_choice_on_the_public_board_leaves_the_board_alone(
    fake: FakeDiscord, run_bot
) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    board = latest_board(fake)
    (actor,) = waiting(fake)
    match = await bot.host.db.active_match(fake.here)
    assert match is not None
    # A crafted client sends a choice button as if it sat on the public board.
    crafted = customids.choice(match.id, match.version, "00000000", "play:nothing")
    board.components.append({"type": 1, "components": [
        {"type": 2, "style": 2, "label": "x", "custom_id": crafted}]})  # fmt: skip
    before = (board.content, board.edits)
    reply = (await fake.press(actor, board, crafted)).reply
    assert reply.ephemeral and reply is not board and "Nothing was played" in reply.content
    assert (board.content, board.edits) == before, "the public board is not rewritten"


async def test_prompts_hold_no_memory_once_sent(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot()
    await start_three_player_revolt(fake)
    await move_with_play_command(fake, waiting(fake)[0], random.Random(5))
    for _ in range(5):  # the next player opens their prompt again and again
        await open_prompt(fake)
    store = bot._connection._view_store
    assert not store._views and not store._synced_message_views
    assert not [t for t in asyncio.all_tasks() if "timeout_task" in repr(t.get_coro())]
    gc.collect()
    assert len(bot.host.core.locks) == 0, "no lock kept for a match with no move under way"



async def test_two_choices_at_once_make_one_move_shown_on_the_prompt(
    fake: FakeDiscord, run_bot
) -> None:
    """A double tap on two different choices of one prompt: one move is made, and whatever
    answered last, the prompt ends showing it; the other click is told which one counted."""
    bot = await run_bot()
    await start_three_player_revolt(fake)
    board = latest_board(fake)
    (actor,) = waiting(fake)
    prompt = (await fake.press(actor, board, board.button("Your move"))).reply
    if "menu:" in str(prompt.custom_ids()):
        menu, values = prompt.select()
        clicks = [fake.choose(actor, prompt, menu, v, wait=False) for v in values[:2]]
    else:
        cards = [custom_id for _, custom_id in prompt.buttons() if custom_id.startswith("do:")]
        clicks = [fake.press(actor, prompt, c, wait=False) for c in cards[:2]]
    first, second = await asyncio.gather(*clicks)
    await fake.until(lambda: all(i.done.is_set() for i in (first, second)))
    match = await bot.host.db.active_match(fake.here)
    assert match is not None
    assert len(await bot.host.db.actions(match.id)) == 1, "one move"
    assert prompt.content.startswith("✅ Done:"), prompt.content
    answers = [m.content for i in (first, second) for m in i.messages if m.ephemeral]
    assert any(a.startswith("✅ Already decided: ") for a in answers), answers
    assert not any("moved on" in a for a in answers), answers


async def dies_before_answering(interaction: discord.Interaction, **_: object) -> None:
    """The move is saved; the process ends while its player still reads "thinking…"."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def test_a_typed_move_sent_again_after_a_kill_is_not_made_twice(
    fake: FakeDiscord, run_bot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Liberté: a block placed with a typed `/play put:…` is saved, and the bot dies before
    answering. Sent again after the restart, it is "done already"; sent a third time, after
    that answer, it is a second block of its own (the rules allow two in one province)."""
    monkeypatch.setattr(lobbies.secrets, "randbits", lambda bits: 1)  # a first card of 2 blocks
    db_path = tmp_path / "typed.sqlite3"
    bot = await run_bot(db_path)
    for uid, name in ((ALICE, "Alice"), (BOB, "Bob"), (CHLOE, "Chloé")):
        fake.add_user(uid, name)
    lobby = (await fake.slash(ALICE, "game", "new", game="liberte")).reply
    for uid in (BOB, CHLOE):
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(ALICE, lobby, lobby.button("Start"))
    (actor,) = waiting(fake)

    async def typed(prefix: str) -> str:
        """The id of the first suggestion for `prefix`, typed out as a person would."""
        suggestions = await fake.autocomplete(actor, "play", "choice", choice=prefix)
        found = customids.suggested(suggestions[0]["value"])
        assert found and found.choice_id.startswith(prefix), suggestions
        return found.choice_id

    card = await typed("play:")
    assert (await fake.slash(actor, "play", choice=card)).reply.content.startswith("✅ Done")
    province = await typed("put:")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot.courier, "send", dies_before_posting)
        patch.setattr("bot.components.answer_privately", dies_before_answering)
        await fake.slash(actor, "play", choice=province, wait=False)
        await bot.close()  # once the handler under way has finished

    bot = await run_bot(db_path)
    match = await bot.host.db.active_match(fake.here)
    assert match is not None
    *_, last = await bot.host.db.actions(match.id)
    assert last.choice_id == province, "the move was saved before the bot died"
    saved = len(await bot.host.db.actions(match.id))
    again = (await fake.slash(actor, "play", choice=province)).reply
    assert again.ephemeral and again.content.startswith("✅ Done already: "), again.content
    assert len(await bot.host.db.actions(match.id)) == saved, "not placed twice"
    third = (await fake.slash(actor, "play", choice=province)).reply
    assert third.content.startswith("✅ Done: "), third.content
    assert len(await bot.host.db.actions(match.id)) == saved + 1, "a deliberate second block"
