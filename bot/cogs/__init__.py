"""Slash commands, grouped by what they are for."""

from discord import app_commands

from games import registry

# The `game` option of every command that names one: the games' titles, their ids as values.
GAME_CHOICES = [app_commands.Choice(name=g.meta.title, value=g.meta.id) for g in registry.all()]
