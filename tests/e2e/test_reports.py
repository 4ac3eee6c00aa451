"""Looking back through the real bot: `/game log`, `/game board` with and without a move,
`/game export` and a replay of the file it sends, and the score chart posted with the result."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.conformance.test_chart import check_chart
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    check_png,
    latest_board,
    move_with_components,
    start_three_player_revolt,
    waiting,
)
from tools import replay

EVE = 15


async def test_log_board_export_and_the_replay_of_the_export(
    fake: FakeDiscord, run_bot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    await run_bot()
    fake.add_user(EVE, "Eve")
    await start_three_player_revolt(fake)
    rng = random.Random(8)
    boards = [latest_board(fake).files[0][1]]
    for _ in range(3):
        await move_with_components(fake, waiting(fake)[0], rng)
        boards.append(latest_board(fake).files[0][1])
    posted = len(fake.channel_posts())

    log = (await fake.slash(EVE, "game", "log")).reply  # a spectator may look too
    assert log.ephemeral and log.content.startswith("**Revolt** · the latest moves, newest last")
    head, *lines = log.content.splitlines()
    assert head.endswith("(3 made):")
    assert [line[:4] for line in lines] == ["`1.`", "`2.`", "`3.`"]
    assert all(any(n in line for n in ("Alice", "Bob", "Chloé")) for line in lines), lines
    short = (await fake.slash(EVE, "game", "log", count=1)).reply
    assert short.content.splitlines()[1:] == lines[-1:]

    now = (await fake.slash(EVE, "game", "board")).reply
    assert now.ephemeral and now.content.startswith("**Revolt** after move 3 of 3")
    assert now.files[0][1] == boards[3]
    for move in (0, 1):
        past = (await fake.slash(EVE, "game", "board", move=move)).reply
        assert past.ephemeral and past.files[0][1] == boards[move], f"the table after move {move}"
    wrong = (await fake.slash(EVE, "game", "board", move=4)).reply
    assert wrong.ephemeral and "no move 4" in wrong.content and not wrong.files
    early = (await fake.slash(ALICE, "game", "export")).reply
    assert early.ephemeral and "once the match is over" in early.content and not early.files
    assert len(fake.channel_posts()) == posted, "looking back posts nothing in the channel"

    while "Final scores:" not in fake.channel_posts()[-1].content:
        await move_with_components(fake, waiting(fake)[0], rng)
    result = fake.channel_posts()[-1]
    ((name, chart),) = result.files
    assert name.endswith("-scores.png")
    check_chart(chart, 3)

    export = (await fake.slash(BOB, "game", "export")).reply
    assert export.ephemeral and "tools.replay" in export.content
    ((filename, data),) = export.files
    assert filename.endswith(".json")
    exported = json.loads(data)
    assert [s["name"] for s in exported["seats"]] == ["Alice", "Bob", "Chloé"]
    assert exported["result"] is not None and len(exported["moves"]) > 3

    file = tmp_path / filename
    file.write_bytes(data)
    out = tmp_path / "board.png"
    assert replay.main([str(file), "--step", "1", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "replays to the recorded end" in said and "won" in said
    assert "Msg(" not in said and "The table after move 1 (Turn 1 · trick 1)" in said
    assert out.read_bytes() == boards[1], "the tool draws the table as it was posted"
    check_png(out.read_bytes(), max_kb=250)

    exported["moves"][5]["choice"] = "play:XX"
    file.write_text(json.dumps(exported))
    assert replay.main([str(file)]) == 1
    refused = capsys.readouterr().err
    assert "move 6 (play:XX, by " in refused and "Msg(" not in refused, "sentences, not objects"
    for uid in (ALICE, CHLOE):  # after the end, the log and the boards stay readable
        assert "**Revolt**" in (await fake.slash(uid, "game", "log")).reply.content


async def test_a_hint_is_private_names_an_offered_move_and_posts_nothing(
    fake: FakeDiscord, run_bot
) -> None:
    """`/game hint` through the real bot: the answer comes from the thinking worker, in the
    asker's language, privately; the table sees no message and no edit; a spectator is told
    they are not playing."""
    await run_bot()
    fake.add_user(EVE, "Eve")
    await start_three_player_revolt(fake)
    mover = waiting(fake)[0]
    posted, board = len(fake.channel_posts()), latest_board(fake)
    hint = (await fake.slash(mover, "game", "hint")).reply
    assert hint.ephemeral and hint.content.startswith("💡 The strong level would play **")
    assert "deals of what you cannot see" in hint.content
    assert len(fake.channel_posts()) == posted and latest_board(fake) is board
    refused = (await fake.slash(EVE, "game", "hint")).reply
    assert refused.ephemeral and "not playing in this match" in refused.content
