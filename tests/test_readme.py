"""The README, held to what the code is: every picture it shows is one `make images` draws,
every command in its table is a command of the bot and every command of the bot is in it, and
every setting in its table is a setting of the bot."""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import SecretStr

from bot.app import COGS, GameBot
from bot.config import Settings
from tools import readme_images, web_images

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def table_rows(heading: str) -> list[str]:
    """The first cell of each row of the first table under `heading` (its header left out)."""
    table: list[str] = []
    for line in README.split(heading, 1)[1].splitlines()[1:]:
        if line.startswith("|"):
            table.append(line)
        elif table:
            break
    return [re.split(r"(?<!\\)\|", row)[1].strip() for row in table[2:]]


def test_every_picture_the_readme_shows_is_drawn_by_make_images(tmp_path: Path) -> None:
    shown = set(re.findall(r"\(docs/images/([\w.-]+)\)", README))
    readme_images.main(["--out", str(tmp_path), "--moves", "20"])
    # The pages' pictures are taken in a browser (`tools.web_images`, and its own run: slow).
    drawn = {p.name for p in tmp_path.iterdir()} | set(web_images.names())
    assert shown and shown <= drawn, sorted(shown - drawn)


async def test_the_commands_table_names_every_command_and_nothing_else() -> None:
    """And the commands a DM answers are those the README says (the bot is never started)."""
    bot = GameBot(Settings(discord_token=SecretStr("x"), draw_workers=0))
    for cog in COGS:
        await bot.load_extension(cog)
    commands = {
        c.qualified_name for c in bot.tree.walk_commands() if not hasattr(c, "commands")
    }
    listed = {
        re.match(r"`/([a-z ]+?)(?: [a-z]+:|`| \[)", cell).group(1)
        for cell in table_rows("### Slash commands")
    }
    assert listed == commands, (sorted(commands - listed), sorted(listed - commands))
    in_dms = sorted(c.qualified_name for c in bot.tree.get_commands() if not c.guild_only)
    assert in_dms == ["help", "rules"], in_dms
    assert "`/rules` and `/help` also answer in a direct message" in " ".join(README.split())


def test_the_settings_table_names_every_setting_and_nothing_else() -> None:
    listed = {cell.strip("`").lower() for cell in table_rows("## Settings")}
    assert listed == set(Settings.model_fields), listed ^ set(Settings.model_fields)
