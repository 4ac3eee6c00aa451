"""How many decisions a Frondeurs turn takes: whole games played through the engine by the
stand-in, counting the prompts answered in each faction's turn (its own and any asked of others
meanwhile). `python -m tests.frondeurs.clicks` prints the figures."""

from __future__ import annotations

import random
import statistics
from collections import Counter

from games.core import Prompt
from games.frondeurs.engine import Frondeurs
from players import frondeurs as standin

G = Frondeurs()


def play(seed: int, limit: int = 20_000) -> tuple[list[int], Counter[str]]:
    """One game with the stand-in in every seat: the decisions of each turn, and what kinds of
    choice (id prefix) were answered."""
    rng = random.Random(seed)
    st = G.setup(4, seed)
    per_turn: Counter[int] = Counter()
    kinds: Counter[str] = Counter()
    for _ in range(limit):
        if G.outcome(st) is not None:
            break
        seat = G.active_seats(st)[0]
        prompt = G.prompt(st, seat)
        assert isinstance(prompt, Prompt)
        cid = standin.choose(G.view(st, seat), prompt, seat, rng)
        per_turn[st.turn] += 1
        kinds[cid.partition(":")[0]] += 1
        G.apply(st, seat, cid)
    return list(per_turn.values()), kinds


def measure(games: int = 3) -> tuple[float, float, int, Counter[str]]:
    """Mean and 90th percentile of decisions a turn over `games` whole games, the turns
    counted, and the kinds of choice made."""
    turns: list[int] = []
    kinds: Counter[str] = Counter()
    for seed in range(games):
        got, k = play(seed)
        turns += got
        kinds += k
    p90 = statistics.quantiles(turns, n=10)[-1]
    return statistics.mean(turns), p90, len(turns), kinds


if __name__ == "__main__":
    mean, p90, n, kinds = measure()
    print(f"{n} turns: {mean:.1f} decisions a turn on average, 90th percentile {p90:.0f}")
    print(", ".join(f"{k} {v}" for k, v in kinds.most_common()))
