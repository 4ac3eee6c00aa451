"""Liberté's standing as the table sees it (`games.core.TableStanding`): what a closed board
opens with, read from the spectator's view alone."""

from __future__ import annotations

from typing import Any

from games.core import Msg, Text, seat_tag
from games.liberte.board import COUNTER_REVOLUTION
from games.liberte.data import Faction
from games.liberte.endings import points


def table_standing(view: dict[str, Any]) -> Text:
    """Up to three lines: every player's score, best first (the order the next turn is played
    in, "Determine Player Order"); the government and opposition the last elections formed;
    how near the Royalist Counter-revolution is, once any Fleur-de-lis province or Lost Battle
    counts toward it. The score is VP, or at the end the points of the ending that ended the
    game (Red Points after a Landslide, White Points after a Counter-revolution)."""
    lines: list[Text] = [_scores(view)]
    government, opposition = view["government"], view["opposition"]
    if government is not None and opposition is not None:
        lines.append(
            Msg(
                "liberte-standing-both",
                government=Faction(government).party,
                opposition=Faction(opposition).party,
            )
        )
    elif government is not None:
        lines.append(Msg("liberte-standing-government", government=Faction(government).party))
    if view["counter_revolution"]:
        lines.append(
            Msg("liberte-standing-counter", n=view["counter_revolution"], needed=COUNTER_REVOLUTION)
        )
    return Msg.join(lines, "\n")


def _scores(view: dict[str, Any]) -> Text:
    result = view["outcome"]
    if result is None:
        ending, scores = "turns", [p["vp"] for p in view["players"]]
    else:
        ending = result["points"]
        scores = [result["scores"][str(s)] for s in range(len(view["players"]))]
    ranked = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    return Msg.join(
        [
            Msg("liberte-standing-seat", who=seat_tag(s), score=points(ending, scores[s]))
            for s in ranked
        ],
        ", ",
    )
