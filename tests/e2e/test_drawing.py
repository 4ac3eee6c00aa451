"""Pictures drawn in worker processes: the boards and hands still arrive, and a picture that
cannot be drawn leaves its message to go without it."""

from __future__ import annotations

from functools import partial

import render
import render.chart
from bot.drawing import Drawer
from bot.host import Picture, Post
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import check_png, delivered, latest_board, start_three_player_revolt


async def test_with_drawing_workers_the_table_and_hands_arrive(fake: FakeDiscord, run_bot) -> None:
    bot = await run_bot(draw_workers=1)
    # The worker started and its renderers loaded first, as the bot does at start: on a busy
    # machine that alone can outlast the fake Discord's patience with the Start click.
    await bot.drawer.warm_up()
    await start_three_player_revolt(fake)
    await delivered(bot)
    board = latest_board(fake)
    check_png(board.files[0][1], 200)
    hands = [m for m in fake.messages if m.kind == "dm" and m.files]
    assert len(hands) == 3, "each player's hand, drawn by the worker"
    for hand in hands:
        check_png(hand.files[0][1], 300)


async def test_a_picture_a_worker_cannot_draw_is_left_out_and_the_others_drawn() -> None:
    drawer = Drawer(workers=1)
    try:
        broken = Picture("table.png", partial(render.table_png, "no-such-game", {}, []))
        chart = partial(render.chart.score_chart, "Scores", [0, 1], [[0.0, 1.0]], ["Anne"])
        table = Picture("chart.png", chart)
        await drawer.draw([Post("The move was made.", broken), Post("Scores.", table)])
        assert broken.data == b"", "its message goes without it"
        check_png(table.data, 200)
    finally:
        drawer.close()
