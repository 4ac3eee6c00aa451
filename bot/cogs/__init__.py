"""Slash commands, grouped by what they are for."""

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from games import registry

# The base of a cog's commands written apart (`/game undo`, ...) for the `Lobby` cog to inherit:
# a plain class at run time, so only the cog itself collects them; a cog to the type checker,
# which takes a command's `self` to be one.
if TYPE_CHECKING:
    CogPart = commands.Cog
else:
    CogPart = object

# The `game` option of every command that names one: the games' titles, their ids as values.
GAME_CHOICES = [app_commands.Choice(name=g.meta.title, value=g.meta.id) for g in registry.all()]
