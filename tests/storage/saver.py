"""A bot process's worth of moves for the kill test: `python -m tests.storage.saver TARGET ID...`
saves move after move on each match at once (so writes share commits), printing
`<match id> <move>` once each save has answered, until it is killed."""

from __future__ import annotations

import asyncio
import sys

from storage.backends import open_store
from storage.db import Database
from tests.storage.writes import save_move


async def save_moves(db: Database, match_id: int) -> None:
    move = 1
    while True:  # move `n` turns version `n` into `n + 1`
        await save_move(db, match_id, expected_version=move, state=f'"{move}"', seat=move % 4,
                           choice_id=f"m{move}")
        print(match_id, move, flush=True)
        move += 1


async def main(target: str, match_ids: list[int]) -> None:
    db = Database(await open_store(target))
    await asyncio.gather(*(save_moves(db, match_id) for match_id in match_ids))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], [int(arg) for arg in sys.argv[2:]]))
