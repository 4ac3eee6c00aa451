"""Settings from the environment or `.env` (see `.env.example`)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

NO_TOKEN_HELP = """\
No Discord token: set DISCORD_TOKEN in the environment or in a .env file (copy .env.example).

To get one: open https://discord.com/developers/applications, press "New Application", open
"Bot" and press "Reset Token"; copy the token into .env as DISCORD_TOKEN=... . Then open
"OAuth2" > "URL Generator", tick the scopes `bot` and `applications.commands`, the permissions
View Channels, Send Messages, Create Public Threads, Send Messages in Threads, Attach Files,
Embed Links and Read Message History, and open the generated URL to invite the bot to your
server. The README has the details."""


# "scheme:" at the start: a URL, never a file name (a drive letter is one character).
URL_LIKE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+:")
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:/+")  # a scheme before the user


def masked(url: str) -> str:
    """`url` fit to be shown: its password, wherever a mistyped URL puts it, replaced by ***."""
    head, at, tail = url.rpartition("@")
    if at:
        scheme = SCHEME.match(head)
        start = scheme.end() if scheme else 0
        user, colon, _ = head[start:].partition(":")
        url = f"{head[:start]}{user}{':***' if colon else ''}@{tail}"
    return re.sub(r"(?i)(password=)[^&]*", r"\1***", url)


def postgres_url_problem(url: str) -> str | None:
    """Why `url` is not a PostgreSQL URL the bot can use, or None. Never guessed at: a URL
    that does not parse stops the bot, rather than being taken for a SQLite file name."""
    parts = urlsplit(url)
    if parts.scheme not in ("postgresql", "postgres") or not url.startswith(f"{parts.scheme}://"):
        return "it must start with postgresql:// (postgresql://user:password@host:5432/dbname)"
    try:
        parts.port  # noqa: B018 (parsing it is the check)
    except ValueError:
        return "its port must be a number from 1 to 65535"
    if not parts.hostname and "host=" not in parts.query:
        return "it names no server (the host after the @)"
    return None


class Settings(BaseSettings):
    # Empty values (as left in a copied .env.example) mean "not set".
    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        env_ignore_empty=True,
        hide_input_in_errors=True,  # a mistyped value may hold a secret
    )

    discord_token: SecretStr | None = None  # SecretStr: never printed, never logged
    database_path: Path = Path("data/bot.sqlite3")
    # postgresql://user:password@host:port/db, for several bot processes on one database; it
    # replaces database_path when set. SecretStr: it may hold a password, never logged.
    database_url: SecretStr | None = None
    # Seconds to keep trying, at start, a database that cannot be reached yet (a server still
    # starting, beside the bot); then the bot stops and says so.
    database_wait: float = Field(default=60.0, ge=0)
    dev_guild_id: int | None = None
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"
    # The event loop: uvloop where installed (not on Windows), or asyncio's own (bot/loop.py).
    event_loop: Literal["uvloop", "asyncio"] = "uvloop"
    # Processes that draw the pictures beside the bot (default: one per core; 0: a thread).
    draw_workers: int | None = Field(default=None, ge=0)
    # Several bot processes on one database: each runs some of the Discord shards.
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: Annotated[list[int] | None, NoDecode] = None  # "0,1": this process's shards
    # The board in the browser (bot/web): served at web_host:web_port when a port is set;
    # links to it appear in Discord only with its public address (https://board.example.org).
    web_port: int | None = Field(default=None, ge=1, le=65535)
    web_host: str = "127.0.0.1"
    public_url: str | None = None
    # What the board signs links and sessions with; unset, one drawn once and kept in the
    # database (shared by every process on it). SecretStr: never logged.
    web_secret: SecretStr | None = None
    # The application's OAuth2 (Developer Portal > OAuth2): with both, and PUBLIC_URL, people
    # sign in to the board with Discord; without, by the link `/game web` sends them.
    discord_client_id: int | None = None
    discord_client_secret: SecretStr | None = None
    # The board as a Discord Activity (Developer Portal > Activities, its URL mapping `/` to
    # PUBLIC_URL's host): Board launches it inside Discord. Needs the OAuth2 above and PUBLIC_URL.
    discord_activity: bool = False

    @field_validator("public_url")
    @classmethod
    def _public(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("https://", "http://")):
            raise ValueError("PUBLIC_URL is the board's address as people open it: https://…")
        return value.rstrip("/") if value else value

    @property
    def database(self) -> str | Path:
        """Where the matches are kept: the PostgreSQL URL when set, else the SQLite file."""
        return self.database_url.get_secret_value() if self.database_url else self.database_path

    @property
    def database_shown(self) -> str:
        """Where the matches are kept, fit for a log line (no password)."""
        return masked(str(self.database))

    @field_validator("database_url")
    @classmethod
    def _postgres(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and (why := postgres_url_problem(value.get_secret_value())):
            raise ValueError(f"{masked(value.get_secret_value())} is not usable: {why}")
        return value

    @field_validator("database_path")
    @classmethod
    def _a_file(cls, value: Path) -> Path:
        if URL_LIKE.match(str(value)):
            raise ValueError("a URL is not a file: a PostgreSQL URL goes in DATABASE_URL")
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _ids(cls, value: object) -> object:
        if isinstance(value, str):
            return [int(part) for part in value.replace(" ", "").split(",") if part]
        return value

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (the shards of all processes)")
            if not self.shard_ids or not all(0 <= i < self.shard_count for i in self.shard_ids):
                raise ValueError(f"SHARD_IDS must be between 0 and {self.shard_count - 1}")
        return self

    @model_validator(mode="after")
    def _activity_set_up(self) -> Settings:
        """An Activity is the board's page, signed in with the app's OAuth2: it needs both."""
        needs = {
            "WEB_PORT": self.web_port,
            "PUBLIC_URL": self.public_url,
            "DISCORD_CLIENT_ID": self.discord_client_id,
            "DISCORD_CLIENT_SECRET": self.discord_client_secret,
        }
        missing = [name for name, value in needs.items() if value is None]
        if self.discord_activity and missing:
            raise ValueError(f"DISCORD_ACTIVITY needs {', '.join(missing)} set too")
        return self

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process's shards receive the server's events (Discord's rule: shard =
        (server id >> 22) % shard count; direct messages go to shard 0)."""
        if self.shard_ids is None or self.shard_count is None:
            return True
        return ((guild_id or 0) >> 22) % self.shard_count in self.shard_ids

    def syncs_commands(self) -> bool:
        """One process registers the slash commands: the one with shard 0."""
        return self.shard_ids is None or 0 in self.shard_ids
