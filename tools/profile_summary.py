"""A py-spy profile (`py-spy record --format raw`) in words: the share of samples each function
spends itself, and with what it calls, for docs/SCALING.md.

    py-spy record --pid <bot pid> --duration 25 --format raw --output prof.txt
    python -m tools.profile_summary prof.txt [--top 60]
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

LINE_NUMBER = re.compile(r":\d+\)")


def summary(raw: str, top: int) -> list[str]:
    own: Counter[str] = Counter()
    within: Counter[str] = Counter()
    total = 0
    for line in raw.splitlines():
        stack, _, count = line.rstrip().rpartition(" ")
        n = int(count)
        total += n
        frames = [LINE_NUMBER.sub(")", f) for f in stack.split(";")]
        own[frames[-1]] += n
        for frame in set(frames):
            within[frame] += n
    out = [f"{total} samples", "--- itself"]
    out += [f"{100 * v / total:5.1f}% {k}" for k, v in own.most_common(25)]
    out += ["--- with what it calls"]
    out += [f"{100 * v / total:5.1f}% {k}" for k, v in within.most_common(top)]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("profile", type=Path)
    parser.add_argument("--top", type=int, default=60)
    args = parser.parse_args()
    print("\n".join(summary(args.profile.read_text(), args.top)))


if __name__ == "__main__":
    main()
