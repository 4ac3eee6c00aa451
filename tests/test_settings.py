"""Settings are checked, never guessed: a mistyped DATABASE_URL stops the bot with one line that
says what is wrong, its password masked, rather than running on a SQLite file named after it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import SecretStr, ValidationError

from bot.config import Settings, masked

ROOT = Path(__file__).resolve().parents[1]
PASSWORD = "s3cret-Pa55"


def settings(**values: str) -> Settings:
    # call-arg: _env_file is pydantic-settings' own keyword, not a field; arg-type: the values
    # are given as the environment gives them, strings, for the settings to parse
    return Settings(discord_token=SecretStr("x"), _env_file=None, **values)  # type: ignore[call-arg, arg-type]


def refusal(**values: str) -> str:
    """The one message the settings give for `values`, which they must refuse."""
    with pytest.raises(ValidationError) as caught:
        settings(**values)
    (error,) = caught.value.errors()
    assert PASSWORD not in str(caught.value), "the refusal never repeats the password"
    return str(error["msg"])


@pytest.mark.parametrize(
    ("url", "why"),
    [
        (f"postgresql:/bot:{PASSWORD}@127.0.0.1:5432/games", "must start with postgresql://"),
        (f"postgresq://bot:{PASSWORD}@127.0.0.1:5432/games", "must start with postgresql://"),
        (f"bot:{PASSWORD}@127.0.0.1:5432/games", "must start with postgresql://"),
        (f"postgresql://bot:{PASSWORD}@127.0.0.1:54x2/games", "port must be a number"),
        (f"postgresql://bot:{PASSWORD}@/games", "names no server"),
    ],
    ids=["one-slash", "misspelt-scheme", "no-scheme", "bad-port", "no-host"],
)
def test_a_mistyped_database_url_is_refused_with_its_password_masked(url: str, why: str) -> None:
    message = refusal(database_url=url)
    assert why in message
    assert "bot:***@" in message, "the URL is shown, so the operator sees which one"


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://bot:pw@127.0.0.1:5432/games",
        "postgres://bot@db.internal/games?sslmode=require",
        "postgresql:///games?host=/var/run/postgresql",
    ],
)
def test_a_well_formed_database_url_is_kept(url: str) -> None:
    assert settings(database_url=url).database == url


def test_a_url_is_never_taken_for_a_sqlite_file() -> None:
    message = refusal(database_path=f"postgresql://bot:{PASSWORD}@127.0.0.1/games")
    assert "DATABASE_URL" in message
    assert settings(database_path="data/bot.sqlite3").database == Path("data/bot.sqlite3")


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://bot:pw@h:5432/g", "postgresql://bot:***@h:5432/g"),
        ("postgresql:/bot:pw@h/g", "postgresql:/bot:***@h/g"),
        ("postgresql://bot:p:w@h/g", "postgresql://bot:***@h/g"),
        ("postgresql://h/g?user=bot&password=pw", "postgresql://h/g?user=bot&password=***"),
        ("postgresql://bot@h/g", "postgresql://bot@h/g"),
    ],
)
def test_a_password_is_masked_wherever_the_url_puts_it(url: str, shown: str) -> None:
    assert masked(url) == shown


def test_the_bot_stops_on_a_mistyped_url_and_creates_nothing(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "DISCORD_"))}
    env.update(
        DISCORD_TOKEN="x",
        DATABASE_URL=f"postgresql:/bot:{PASSWORD}@127.0.0.1:5432/games",
        PYTHONPATH=str(ROOT),
    )
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert PASSWORD not in done.stderr + done.stdout
    assert "DATABASE_URL: postgresql:/bot:***@127.0.0.1:5432/games is not usable" in done.stderr
    assert list(tmp_path.iterdir()) == [], "no SQLite folder named after the URL"


def test_an_activity_without_its_board_or_its_sign_in_says_what_is_missing() -> None:
    """DISCORD_ACTIVITY is the board's page signed in with the app's OAuth2: set alone, the bot
    says which settings it needs rather than start without it."""
    why = refusal(discord_activity="true", web_port="8080", public_url="https://b.example.org")
    assert "DISCORD_ACTIVITY needs DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET" in why
    whole = settings(
        discord_activity="true",
        web_port="8080",
        public_url="https://b.example.org",
        discord_client_id="1",
        discord_client_secret="s",
    )
    assert whole.discord_activity
