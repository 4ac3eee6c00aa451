"""`/help` stays one message however many commands the bot grows: its commands in an embed, whose
text holds 4,096 characters; past that the subcommands lose their options, then their
descriptions, but every command is still named."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.cogs.rules import help_text

PER_GROUP = 25  # Discord's most subcommands in one group


def tree_of(count: int, description: str) -> tuple[app_commands.CommandTree, list[str]]:
    """A tree of `count` subcommands, in groups of 25, and one top-level command: the tree and
    the subcommands' names."""
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))

    async def run(interaction: discord.Interaction, player: str, page: int = 1) -> None: ...

    names = []
    for g in range(-(-count // PER_GROUP)):
        group = app_commands.Group(name=f"g{g}", description="A group")
        for i in range(min(PER_GROUP, count - g * PER_GROUP)):
            group.add_command(app_commands.Command(name=f"sub{i}", description=description,
                                                   callback=run))  # fmt: skip
            names.append(f"g{g} sub{i}")
        tree.add_command(group)
    tree.add_command(app_commands.Command(name="hand", description="See your hand", callback=run))
    return tree, names


def test_help_shrinks_to_one_message_and_names_every_command() -> None:
    long = "Do a thing described at some length, and at more length than that, to fill it"
    for count, described, options, said in ((20, "Do", True, True), (120, "Do", False, True),
                                            (120, long, False, False)):  # fmt: skip
        tree, names = tree_of(count, described)
        intro, text = help_text(tree)
        assert len(intro) <= 2000 and len(text) <= 4096, count
        assert all(f"`/{name}" in text for name in names), count
        assert (f"`/{names[0]} player:<player> [page]`" in text) is options, count
        assert (f"· {described}\n" in text) is said, count
        assert "`/hand player:<player> [page]` · See your hand" in text, "top level kept whole"
