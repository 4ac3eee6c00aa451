"""Revolt's standing as the table sees it (`games.core.TableStanding`): what a closed board
opens with, read from the spectator's view alone."""

from __future__ import annotations

from typing import Any

from games.core import Msg, Text, seat_tag


def table_standing(view: dict[str, Any]) -> Text:
    """Every player's coats-of-arms (the score), with this turn's tricks still to become coats
    (none once a turn is over) and their coins, best first as "End of the game" ranks them:
    the most coats-of-arms, then the richest. One line: at most five players."""
    seats = view["seats"]

    def rank(i: int) -> tuple[int, int, int]:
        s = seats[i]
        return -(s["coats"] + s["tricks"]), -s["coins"], i

    return Msg(
        "revolt-standing",
        seats=Msg.join(
            [
                Msg(
                    "revolt-standing-seat",
                    who=seat_tag(i),
                    coats=seats[i]["coats"],
                    tricks=seats[i]["tricks"],
                    coins=seats[i]["coins"],
                )
                for i in sorted(range(len(seats)), key=rank)
            ],
            ", ",
        ),
    )
