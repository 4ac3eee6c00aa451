"""Outboxes to Discord messages: channel posts with their PNG and buttons, and DMs with the
fallback for closed DMs."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.components import controls_view
from bot.host import MAX_CONTENT, Outbox, Picture, Post

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger(__name__)


def file_of(picture: Picture | None) -> discord.File | None:
    return None if picture is None else discord.File(io.BytesIO(picture.data), picture.filename)


def post_kwargs(post: Post) -> dict[str, Any]:
    kwargs: dict[str, Any] = {
        "content": post.text[:MAX_CONTENT],
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in post.mentions]
        ),
    }
    if post.picture is not None:
        kwargs["file"] = file_of(post.picture)
    view = controls_view(post)
    if view is not None:
        kwargs["view"] = view
    return kwargs


async def deliver(bot: GameBot, channel: discord.abc.Messageable, outbox: Outbox) -> None:
    """Posts first, then DMs, so a player's hand never arrives before the table it belongs to;
    then the move counts as announced (a move saved but never announced is at the next start)."""
    for post in outbox.posts:
        await channel.send(**post_kwargs(post))
    for dm in outbox.dms:
        try:
            user = bot.get_user(dm.user_id) or await bot.fetch_user(dm.user_id)
            kwargs: dict[str, Any] = {"content": dm.text[:MAX_CONTENT]}
            if dm.picture is not None:
                kwargs["file"] = file_of(dm.picture)
            await user.send(**kwargs)
        except discord.Forbidden as e:
            if e.code != 50007:  # 50007: cannot send messages to this user
                log.warning("DM to %s refused (%s)", dm.user_id, e.code)
            note = await bot.host.dm_failed(match_id=dm.match_id, user_id=dm.user_id)
            if note is not None:
                await channel.send(**post_kwargs(note))
        except discord.HTTPException as e:
            log.warning("DM to %s failed: %s", dm.user_id, e)
    if outbox.announces is not None:
        await bot.host.announced(*outbox.announces)
