"""Clicks are routed by their custom_id alone (`bot.routing`): a click reaches the one component
whose template matches, with what its custom_id carries, after the component's own check; a
custom_id no template matches, or an interaction that is no click, reaches nothing; a failing
callback is logged and never stops the bot."""

from __future__ import annotations

import logging
import re
from types import SimpleNamespace
from typing import Any, Self

import discord
import pytest
from discord.ui import Button, DynamicItem

from bot.routing import Router

heard: list[tuple[str, int]] = []


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
        heard.append(("move", self.match))


class Help(Move, template=r"help:(?P<match>\d+)"):
    prefix = "help"

    async def callback(self, interaction: Any) -> None:
        heard.append(("help", self.match))


def click(custom_id: object, user: int = 1, kind: Any = None) -> Any:
    kind = discord.InteractionType.component if kind is None else kind
    return SimpleNamespace(type=kind, data={"custom_id": custom_id}, user=SimpleNamespace(id=user))


@pytest.fixture(autouse=True)
def nothing_heard() -> None:
    heard.clear()


async def test_a_click_reaches_the_component_its_custom_id_names() -> None:
    router = Router([Move, Help])
    await router.on_interaction(click("help:7"))
    await router.on_interaction(click("move:12"))
    assert heard == [("help", 7), ("move", 12)]


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
    router = Router([Move])
    with caplog.at_level(logging.ERROR, logger="bot.routing"):
        await router.on_interaction(click("move:13"))
    assert "click on Move failed" in caplog.text
    await router.on_interaction(click("move:14"))
    assert heard == [("move", 14)]
