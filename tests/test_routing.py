"""Clicks are routed by their custom_id alone (`bot.routing`): a click reaches the one component
whose template matches, with what its custom_id carries, after the component's own check; a
custom_id no template matches, or an interaction that is no click, reaches nothing; the router
is the clicks' one error boundary: a refusal is told to the clicker, a failing callback is logged
and apologised for, and never stops the bot; a click under way is one the bot lets finish."""

from __future__ import annotations

import asyncio
import logging
import re
from types import SimpleNamespace
from typing import Any, Self

import discord
import pytest
from discord.ui import Button, DynamicItem

from bot.host import Refused
from bot.routing import Router
from games.core import Msg
from i18n import say

heard: list[tuple[str, int, int]] = []  # (what, match, clicks held)


class Move(DynamicItem[Button], template=r"move:(?P<match>\d+)"):
    prefix = "move"

    def __init__(self, match: int) -> None:
        super().__init__(Button(label=self.prefix, custom_id=f"{self.prefix}:{match}"))
        self.match = match

    @classmethod
    async def from_custom_id(
        cls, interaction: Any, item: Any, match: re.Match[str]
    ) -> Self:
        return cls(int(match["match"]))

    async def interaction_check(self, interaction: Any) -> bool:
        return interaction.user.id != 666  # one the component itself turns away

    async def callback(self, interaction: Any) -> None:
        if self.match == 13:
            raise RuntimeError("a fault in the handler")
        if self.match == 21:
            raise Refused("Not your turn.")
        heard.append(("move", self.match, len(interaction.client.in_flight)))


class Help(Move, template=r"help:(?P<match>\d+)"):
    prefix = "help"

    async def callback(self, interaction: Any) -> None:
        heard.append(("help", self.match, len(interaction.client.in_flight)))


class Response:
    """What the clicker is answered, privately."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def is_done(self) -> bool:
        return bool(self.said)

    async def send_message(self, text: str, **kwargs: Any) -> None:
        assert kwargs.get("ephemeral")
        self.said.append(text)


def click(custom_id: object, user: int = 1, kind: Any = None) -> Any:
    kind = discord.InteractionType.component if kind is None else kind
    return SimpleNamespace(
        type=kind,
        data={"custom_id": custom_id},
        user=SimpleNamespace(id=user),
        client=SimpleNamespace(in_flight=set()),
        response=Response(),
        edit_original_response=None,  # how a private answer is changed later: never, here
    )


@pytest.fixture(autouse=True)
def nothing_heard() -> None:
    heard.clear()


async def test_a_click_reaches_the_component_its_custom_id_names() -> None:
    router = Router([Move, Help])
    first, second = click("help:7"), click("move:12")
    for clicked in (first, second):  # each in a task of its own, as discord.py dispatches it
        await asyncio.create_task(router.on_interaction(clicked))
    await asyncio.sleep(0)  # the tasks' own callbacks, after their awaiting
    assert heard == [("help", 7, 1), ("move", 12, 1)], "each click held while it runs"
    assert not first.client.in_flight and not second.client.in_flight, "and let go after"


@pytest.mark.parametrize(
    "custom_id", ["move:", "move:12:extra", "xmove:12", "nothing", "", 12, None]
)
async def test_a_custom_id_no_template_matches_reaches_nothing(custom_id: object) -> None:
    await Router([Move, Help]).on_interaction(click(custom_id))
    assert heard == []


async def test_commands_and_autocomplete_are_left_to_the_command_tree() -> None:
    router = Router([Move])
    for kind in (
        discord.InteractionType.application_command,
        discord.InteractionType.autocomplete,
        discord.InteractionType.modal_submit,
    ):
        await router.on_interaction(click("move:12", kind=kind))
    assert heard == []


async def test_the_components_own_check_comes_first() -> None:
    await Router([Move]).on_interaction(click("move:12", user=666))
    assert heard == []


async def test_a_failing_callback_is_logged_and_the_next_click_still_works(
    caplog: pytest.LogCaptureFixture,
) -> None:
    router, failing = Router([Move]), click("move:13")
    with caplog.at_level(logging.ERROR, logger="bot.replies"):
        await router.on_interaction(failing)
    assert "a fault in the handler" in caplog.text, "logged with its traceback"
    assert failing.response.said == [say(Msg("bot-oops"))], "and the clicker is told"
    await router.on_interaction(click("move:14"))
    assert heard == [("move", 14, 1)]


async def test_a_refusal_is_told_to_the_clicker_alone_and_logs_no_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    refused = click("move:21")
    with caplog.at_level(logging.ERROR):
        await Router([Move]).on_interaction(refused)
    assert refused.response.said == ["Not your turn."] and not caplog.records
