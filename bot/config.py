"""Settings from the environment or `.env` (see `.env.example`)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

NO_TOKEN_HELP = """\
No Discord token: set DISCORD_TOKEN in the environment or in a .env file (copy .env.example).

To get one: open https://discord.com/developers/applications, press "New Application", open
"Bot" and press "Reset Token"; copy the token into .env as DISCORD_TOKEN=... . Then open
"OAuth2" > "URL Generator", tick the scopes `bot` and `applications.commands`, the permissions
View Channels, Send Messages, Attach Files, Embed Links and Read Message History, and open the
generated URL to invite the bot to your server. The README has the details."""


class Settings(BaseSettings):
    # Empty values (as left in a copied .env.example) mean "not set".
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr | None = None  # SecretStr: never printed, never logged
    database_path: Path = Path("data/bot.sqlite3")
    # postgresql://user:password@host:port/db, for several bot processes on one database; it
    # replaces database_path when set. SecretStr: it may hold a password, never logged.
    database_url: SecretStr | None = None
    dev_guild_id: int | None = None
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"

    @property
    def database(self) -> str | Path:
        """Where the matches are kept: the PostgreSQL URL when set, else the SQLite file."""
        return self.database_url.get_secret_value() if self.database_url else self.database_path

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value
