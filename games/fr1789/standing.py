"""French Revolution 1789's standing as the table sees it (`games.core.TableStanding`): what a
closed board opens with, read from the spectator's view alone. VP totals are secret until the
end (§2.1.1: chips kept face down), so the standing of a turn gives what the table knows."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.core import Msg, Text, seat_tag
from games.fr1789.board import system_name


def table_standing(view: dict[str, Any]) -> Text:
    """The Political System in force; at the end the final VP, best first as §10.0 is read
    (most VP, then most RP); every player's RP and the cities holding their Support (each
    worth RP and VP at the Scoring phase), by seat: before the end nothing public ranks the
    players, and an order by RP or cities would pass for a ranking it is not."""
    lines: list[Text] = [Msg("fr1789-standing-system", system=system_name(view["system"]))]
    final = view["final"]
    if final is not None:
        ranked = sorted(final, key=lambda f: (-f["vp"], -f["rp"], f["seat"]))
        scores = [Msg("fr1789-standing-vp", who=seat_tag(f["seat"]), vp=f["vp"]) for f in ranked]
        lines.append(Msg("fr1789-standing-final", seats=Msg.join(scores, ", ")))
    supported = Counter(c["support"] for c in view["cities"] if c["support"] is not None)
    seats = [
        Msg("fr1789-standing-seat", who=seat_tag(s), rp=seat["rp"], n=supported[s])
        for s, seat in enumerate(view["seats"])
    ]
    lines.append(Msg.join(seats, " · "))
    return Msg.join(lines, "\n")
