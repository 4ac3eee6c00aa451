"""The board as a Discord Activity, Discord's side: what an instance of the app's Activity is,
asked of Discord with the bot's own token (`GET /applications/{app}/activity-instances/{id}`),
so that the board knows where it runs and who is in it from Discord, never from the page."""

from __future__ import annotations

import logging

import discord

from bot.web.activity import Instance

log = logging.getLogger(__name__)


async def instance_of(client: discord.Client, instance_id: str) -> Instance | None:
    """The instance of this app's Activity named `instance_id`, or None where Discord knows
    none (forged, ended, another app's) or cannot say now."""
    route = discord.http.Route(
        "GET",
        "/applications/{application_id}/activity-instances/{instance_id}",
        application_id=client.application_id,
        instance_id=instance_id,
    )
    try:
        found = await client.http.request(route)
    except discord.HTTPException as e:
        if e.status >= 500:
            log.warning("Discord could not say what Activity instance %r is: %s", instance_id, e)
        return None
    try:
        where = found["location"]
        guild = where.get("guild_id")
        users = frozenset(int(user) for user in found["users"])
        return Instance(int(guild) if guild else None, int(where["channel_id"]), users)
    except (KeyError, TypeError, ValueError, AttributeError):
        log.warning("Discord described Activity instance %r in an unknown shape", instance_id)
        return None
