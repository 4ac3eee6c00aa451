"""Guillotine's standing as the table sees it (`games.core.TableStanding`): what a closed board
opens with, read from the spectator's view alone."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.core import Msg, Text, seat_tag

# Where a deputy is out of the running for re-election (§I.2), as the second line counts them.
FATES = ("guillotine", "prison", "fuite")


def table_standing(view: dict[str, Any]) -> Text:
    """Every player, with the party or parties they lead, and how many of their deputies would
    be re-elected if the game ended now (alive, free, at least 5 PP: §I.2) with those deputies'
    PP, best first as §I.2 ranks the players (deputies re-elected, then their PP); once the
    game is over, those re-elected. Then, if any, how many deputies are at the Guillotine, in
    Prison or in Flight: none of them can be re-elected."""
    names = {p["id"]: p["name"] for p in view["parties"]}
    seats = view["seats"]
    ranked = sorted(
        range(len(seats)), key=lambda s: (-seats[s]["reelected"], -seats[s]["reelected_pp"], s)
    )
    ranking = [
        Msg(
            "guillotine-standing-seat",
            who=_led(seat_tag(s), [names[p] for p in seats[s]["parties"]]),
            n=seats[s]["reelected"],
            pp=seats[s]["reelected_pp"],
        )
        for s in ranked
    ]
    over = "yes" if view["finished"] else "no"
    lines: list[Text] = [Msg("guillotine-standing", over=over, seats=Msg.join(ranking, " · "))]
    fates = Counter(d["post"] for d in view["deputies"])
    if any(fates[post] for post in FATES):
        dead, prison, flight = (fates[post] for post in FATES)
        lines.append(Msg("guillotine-standing-fates", dead=dead, prison=prison, flight=flight))
    return Msg.join(lines, "\n")


def _led(who: str, parties: list[str]) -> Text:
    """A player with the parties they lead, once they lead any (not while they are chosen)."""
    return Msg("guillotine-standing-led", who=who, parties=parties) if parties else who
