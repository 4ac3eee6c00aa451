"""Looking at the table on demand, privately: `/game status` (the lobby, or a copy of the
board) and `/hand` (the player's own hand, drawn)."""

from __future__ import annotations

import asyncio

import i18n
import render
from bot.host import alt
from bot.host.core import Core, seat_of
from bot.host.lobby import Lobby
from bot.host.outbox import Outbox, Picture
from bot.host.report import Reporter
from bot.host.table import Scene, board_ops


class Looking:
    """The board and a hand, when asked."""

    def __init__(self, core: Core, lobby: Lobby, reporter: Reporter) -> None:
        self.core = core
        self.lobby = lobby
        self.reporter = reporter

    async def status(self, *, channel_id: int) -> Outbox:
        match = await self.core.match(channel_id=channel_id)
        if match.status == "lobby":
            return Outbox(posts=[await self.lobby.lobby_post(match)])
        match, seats, game, state = await self.core.running(match_id=match.id)
        scene = Scene(match, seats, game, state, match.version, self.core.limits)
        names = [s.display_name for s in seats]
        view = game.view(state, None)
        table = await asyncio.to_thread(render.table_png, game.meta.id, view, names, scene.lang)
        lines = await self.reporter.said(match.id, match.chapter_since, scene.names, scene.lang)
        _, (board,) = board_ops(scene, lines, table, new_board=True)
        board.record = None  # a copy for whoever asked; the moves go on editing the real one
        return Outbox(posts=[board])

    async def hand(self, *, channel_id: int, user_id: int) -> Outbox:
        match, seats, game, state = await self.core.running(channel_id=channel_id)
        seat = seat_of(seats, user_id)
        view = game.view(state, seat)
        names = [s.display_name for s in seats]
        lang = i18n.reader()
        data = await asyncio.to_thread(render.hand_png, game.meta.id, view, names, lang)
        hand = render.hand_text(game.meta.id, view, lang)
        described = alt.described([hand], self.core.limits.alt)
        picture = Picture(f"hand-{match.id}.png", data, alt=described)
        return Outbox(reply=hand, reply_picture=picture)
