"""Several bot processes on one database: which process answers for which server."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.config import Settings


def settings(**env: str) -> Settings:
    # call-arg: _env_file is pydantic-settings' own keyword, not a field; arg-type: the values
    # are given as the environment gives them, strings, for the settings to parse
    return Settings(_env_file=None, **env)  # type: ignore[call-arg, arg-type]


def test_one_process_runs_every_shard_by_default() -> None:
    alone = settings()
    assert alone.owns(123 << 22) and alone.owns(None) and alone.syncs_commands()


def test_each_process_answers_for_the_servers_of_its_own_shards() -> None:
    """Discord's rule: a server's events go to shard (server id >> 22) % shard count."""
    first = settings(shard_count="4", shard_ids="0, 2")
    second = settings(shard_count="4", shard_ids="1,3")
    for server in (0, 1 << 22, 2 << 22, 3 << 22, 175928847299117063):
        assert first.owns(server) != second.owns(server), "exactly one process per server"
    assert first.owns(2 << 22) and second.owns(3 << 22)
    assert first.syncs_commands() and not second.syncs_commands(), "commands registered once"


@pytest.mark.parametrize("env", [{"shard_ids": "0"}, {"shard_count": "2", "shard_ids": "2"}])
def test_shards_that_cannot_be_are_refused_at_start(env: dict[str, str]) -> None:
    with pytest.raises(ValidationError, match="SHARD"):
        settings(**env)
