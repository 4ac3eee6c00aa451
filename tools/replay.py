"""Re-runs a match exported with `/game export`: replays every move, checks that it ends exactly
where the match ended, and draws the table after any move. For bug reports and for studying a
game: `python -m tools.replay FILE [--step N] [--out board.png]` (or `make replay FILE=...`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

import render
from bot.host.reports import MatchFile, check
from games.core.replay import ReplayError, state_after
from i18n import say


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.replay", description=__doc__)
    parser.add_argument("file", type=Path, help="a match exported with /game export")
    parser.add_argument(
        "--step", type=int, help="draw the table after this move (0: the start; default: the end)"
    )
    parser.add_argument(
        "--out", type=Path, help="where to write the table (default board.png, with --step)"
    )
    args = parser.parse_args(argv)
    try:
        file = MatchFile.model_validate_json(args.file.read_bytes())
    except (OSError, ValidationError) as e:
        print(f"{args.file}: not a match exported by /game export: {e}", file=sys.stderr)
        return 2
    try:
        end = check(file)
    except ReplayError as e:
        print(f"{args.file} does not replay: {say(e.text, names=file.names)}", file=sys.stderr)
        return 1
    record = file.record
    game = record.game
    names = file.names
    outcome = game.outcome(end)
    if outcome is None:
        ending = "it was ended before the game's end"
    else:
        winners = " and ".join(names[w] for w in outcome.winners)
        scores = ", ".join(f"{names[s]} {v:g}" for s, v in outcome.scores.items())
        ending = f"{winners} won ({say(outcome.reason)}): {scores}"
    print(f"{game.meta.title}, {len(record.moves)} moves: replays to the recorded end; {ending}.")
    if args.step is None and args.out is None:
        return 0
    step = len(record.moves) if args.step is None else args.step
    if not 0 <= step <= len(record.moves):
        print(f"--step must be 0 to {len(record.moves)}, not {step}", file=sys.stderr)
        return 2
    state = state_after(record, step)
    out = args.out or Path("board.png")
    out.write_bytes(render.table_png(game.meta.id, game.view(state, None), names))
    print(f"The table after move {step} ({say(game.chapter(state))}): {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
