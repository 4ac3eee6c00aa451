"""Frondeurs et Frondeuses' standing as the table sees it (`games.core.TableStanding`): what a
closed board opens with, read from the spectator's view alone."""

from __future__ import annotations

from typing import Any

from games.core import Msg, Text, seat_tag
from games.frondeurs.data import TURN_ORDER, Faction
from games.frondeurs.seats import PAWN_BONUS, RETZ_SEAT, SPANISH_PENALTY, name

SEAT, SEAT_BEST = "frondeurs-standing-seat", "frondeurs-standing-seat-best"


def table_standing(view: dict[str, Any]) -> Text:
    """Every faction's points with who plays it (the Dummy said as such), best first (the
    Season is the board's heading already), and the King's Pawn beside the faction holding it (worth
    10 to all but the Mazarinist, and the first tie-break, §8.23-8.24). With two or three
    players, or teams, a second line gives each player's own score as §8.4 and §8.65 count it
    (the lower or higher of their factions', the team's), by seat."""
    totals = {f.value: total(view, f.value) for f in TURN_ORDER}
    holder = view["kings_pawn"]["holder"]
    factions = [
        Msg(
            "frondeurs-standing-faction",
            faction=name(Faction(f)),
            n=totals[f],
            who=_played_by(view, f),
            pawn="yes" if f == holder else "no",
        )
        for f in sorted(totals, key=lambda f: -totals[f])  # a stable sort: turn order on a tie
    ]
    lines: list[Text] = [Msg("frondeurs-standing", factions=Msg.join(factions, ", "))]
    if view["players"] < 4 or view["teams"]:
        seats = [
            Msg(SEAT_BEST if _keeps_best(view, s) else SEAT, who=seat_tag(s), n=v)
            for s, v in enumerate(view["seat_scores"])
        ]
        lines.append(Msg("frondeurs-standing-seats", seats=Msg.join(seats, ", ")))
    return Msg.join(lines, "\n")


def total(view: dict[str, Any], faction: str) -> int:
    """A faction's points as they stand now, read off the table (§8.22-8.23): PP and MP where
    it has cubes, the mid-game PP, the King's Pawn in hand (not the Mazarinist's), less 5 for
    each Spanish Gold or Exile use. What `seats.faction_score` counts from the state."""
    f = view["factions"][faction]
    pawn = view["kings_pawn"]["holder"] == faction and faction != Faction.MAZARINIST
    return f["score"] + f["mid_pp"] + PAWN_BONUS * pawn - SPANISH_PENALTY * f["spanish_uses"]


def _played_by(view: dict[str, Any], f: str) -> Text:
    """Who plays a faction now: its seat, or the Dummy, whose seat changes every turn, said
    with the player its score counts for (the Retzist's seat, §8.43): the one whose score
    beside it would otherwise seem to belong to nobody."""
    if not view["factions"][f]["dummy"]:
        return seat_tag(view["factions"][f]["seat"])
    return Msg("frondeurs-standing-dummy-for", who=seat_tag(RETZ_SEAT))


def _keeps_best(view: dict[str, Any], seat: int) -> bool:
    """The 3-player Retzist's seat keeps the higher of the Retzist's and the Condéean's
    scores, whichever is the Dummy (§8.43)."""
    return view["players"] == 3 and not view["teams"] and seat == RETZ_SEAT
