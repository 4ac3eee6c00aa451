"""Private replies that work whether or not the interaction was deferred, and the wrapper
that turns refusals and errors into them."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any, ParamSpec

import discord

from bot.host import MAX_CONTENT, Refused

log = logging.getLogger(__name__)
OOPS = "Sorry, something went wrong on my side. Try again, or `/game status` to see the table."
P = ParamSpec("P")


async def reply_private(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text[:MAX_CONTENT], ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text[:MAX_CONTENT], ephemeral=True, **kwargs)


def politely(
    handler: Callable[P, Awaitable[None]],
) -> Callable[P, Awaitable[None]]:
    """A refusal becomes a private message; anything unexpected is logged with its traceback
    and the user gets a short apology instead of silence."""

    @wraps(handler)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> None:
        interaction = next(
            a for a in (*args, *kwargs.values()) if isinstance(a, discord.Interaction)
        )
        try:
            await handler(*args, **kwargs)
        except Refused as e:
            await reply_private(interaction, str(e))
        except Exception:
            log.exception("error handling %s", interaction.data)
            try:
                await reply_private(interaction, OOPS)
            except discord.HTTPException:
                log.exception("could not tell the user about the error")

    return wrapper
