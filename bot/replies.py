"""Private replies that work whether or not the interaction was deferred, and the one answer
to a handler that failed (a refusal, or an error). Discord's own refusals of an answer (the
interaction expired, or was answered already) are not the bot's faults: logged as warnings,
never errors."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.host import Picture, Refused
from bot.references import MAX_CONTENT, discord_alt, discord_text
from bot.speech import said
from games.core import Msg

log = logging.getLogger(__name__)
OOPS = Msg("bot-oops")
T = TypeVar("T")
EXPIRED = {10062, 10015}  # unknown interaction (over 3 s), unknown webhook (over 15 min)
ANSWERED = 40060  # the interaction was acknowledged already: a follow-up still reaches the user
# Seconds a click's work may take before the click is acknowledged on its own: Discord drops an
# interaction not acknowledged within 3 s, and quicker work is answered in the acknowledgement.
ANSWER_WITHIN = 0.2


def file_of(picture: Picture | None) -> discord.File | None:
    """The attachment, or None: no picture, or one that could not be drawn (`Picture`)."""
    if picture is None or not picture.data:
        return None
    alt = discord_alt(picture.alt) or None  # what it shows, for a screen reader
    return discord.File(io.BytesIO(picture.data), picture.filename, description=alt)


def with_file(file: discord.File | None) -> dict[str, Any]:
    """`file=file` for a message's keywords, or nothing without one (discord.py takes no
    `file=None`)."""
    return {"file": file} if file else {}


def log_failure(interaction: discord.Interaction, error: BaseException) -> bool:
    """Logs why handling `interaction` failed: with its traceback if the bot is at fault, as a
    warning if Discord refused an answer or had trouble of its own (a 5xx, a rate limit).
    False when no answer can reach the user any more."""
    if isinstance(error, discord.HTTPException) and (
        error.code in {*EXPIRED, ANSWERED} or error.status >= 500 or error.status == 429
    ):
        log.warning("Discord refused an answer to %s: %s", interaction.data, error)
        return error.code not in EXPIRED
    log.error("error handling %s", interaction.data, exc_info=error)
    return True


async def in_time(interaction: discord.Interaction, work: Awaitable[T], **deferral: bool) -> T:
    """`work`'s result. If it takes longer than `ANSWER_WITHIN`, the interaction is acknowledged
    meanwhile (`defer(**deferral)`: for a click, an update that says nothing); that deferral is
    over when this returns, so the caller reads from `interaction.response` whether its answer
    is still to give. A deferral Discord refuses is logged, and the work's result stands."""
    loop = asyncio.get_running_loop()
    deferring: list[asyncio.Task[Any]] = []

    def defer() -> None:
        deferring.append(loop.create_task(interaction.response.defer(**deferral)))

    timer = loop.call_later(ANSWER_WITHIN, defer)
    try:
        return await work
    finally:
        timer.cancel()
        for task in deferring:
            try:
                await task
            except discord.HTTPException as e:
                log_failure(interaction, e)


async def reply_private(
    interaction: discord.Interaction, text: str, **kwargs: Any
) -> Callable[..., Awaitable[Any]]:
    """A private message in answer, acknowledged or not; returns how to change it later."""
    text = discord_text(text)
    if not interaction.response.is_done():
        try:
            await interaction.response.send_message(text[:MAX_CONTENT], ephemeral=True, **kwargs)
            return interaction.edit_original_response
        except discord.HTTPException as e:
            if e.code != ANSWERED:
                raise
    message = await interaction.followup.send(
        text[:MAX_CONTENT], ephemeral=True, wait=True, **kwargs
    )
    return message.edit


async def tell(interaction: discord.Interaction, text: str) -> None:
    """A private answer if Discord still takes one; never raises."""
    try:
        await reply_private(interaction, text)
    except discord.HTTPException as e:
        log_failure(interaction, e)


def hold(interaction: discord.Interaction) -> None:
    """The handler under way (this task) is one the bot lets finish before it closes (see
    `GameBot.close`)."""
    in_flight: set[asyncio.Task[Any]] | None = getattr(interaction.client, "in_flight", None)
    task = asyncio.current_task()
    if in_flight is not None and task is not None and task not in in_flight:
        in_flight.add(task)
        task.add_done_callback(in_flight.discard)


async def answer_failure(interaction: discord.Interaction, error: BaseException) -> None:
    """The one answer to a handler that raised, for clicks (`bot.routing`, the amount form)
    and commands (`bot.tree`) alike: a refusal becomes a private message; anything unexpected
    is logged with its traceback and the user gets a short apology instead of silence."""
    if isinstance(error, Refused):
        await tell(interaction, str(error))
    elif log_failure(interaction, error):
        await tell(interaction, said(OOPS))
