"""`python -m bot` (or `make run`): start the bot with the settings from the environment. What
stops it at start (a setting, the token, Discord or the database out of reach) is said in one
line on stderr, with a non-zero exit code; SIGTERM and SIGINT close it gracefully (bot.app)."""

from __future__ import annotations

import contextlib
import logging
import sys

import aiohttp
import discord
from pydantic import ValidationError

from bot import loop
from bot.app import DatabaseUnavailable, run
from bot.config import NO_TOKEN_HELP, Settings

BAD_TOKEN = (
    "Discord refused the token: copy it again from the Developer Portal's Bot page "
    "(Reset Token) into DISCORD_TOKEN."
)


def main() -> int:
    try:
        settings = Settings()
    except ValidationError as e:
        print("Check your settings (environment or .env, see .env.example):", file=sys.stderr)
        for err in e.errors():
            name = ".".join(str(part) for part in err["loc"]).upper()
            print(f"  {name}: {err['msg'].removeprefix('Value error, ')}", file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(NO_TOKEN_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        with contextlib.suppress(KeyboardInterrupt):
            token = settings.discord_token.get_secret_value()
            loop.run(run(settings, token), settings.event_loop)
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr)
        return 1
    except (aiohttp.ClientConnectionError, discord.GatewayNotFound) as e:
        print(f"Cannot reach Discord ({e}): check the network connection.", file=sys.stderr)
        return 1
    except DatabaseUnavailable as e:
        print(e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
