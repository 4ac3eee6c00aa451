"""A deal seat S cannot tell from the true one, built from S's view alone (for the strong
stand-in's search, and the leak tests): the other hands dealt again from the cards S has not
seen, each of the size the table shows."""

from __future__ import annotations

import random
from typing import Any

from games.core import Prompt, Rng
from games.revolt import cards
from games.revolt.engine import PendingTake, Play, RevoltState, SeatState, TrickResult


def determinize(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> RevoltState:
    """Cards played earlier in the turn are in no view, so they count as unseen: a deal may put
    them back in a hand (a player with a perfect memory would rule them out)."""
    n = len(view["seats"])
    hand = list(view["hand"])
    trick = [Play(**p) for p in view["trick"]]
    unseen = [c for c in cards.FULL_DECK if c not in set(hand) | {p.card for p in trick}]
    rng.shuffle(unseen)
    in_play = list(cards.FULL_DECK)
    if n == 3:  # "Setup": one plain Citizen is out of the game; which one, nobody knows
        out = rng.choice([c for c in unseen if c in cards.PLAIN_CITIZENS])
        unseen.remove(out)
        in_play.remove(out)
    seats = []
    for i, shown in enumerate(view["seats"]):
        held = hand if i == seat else [unseen.pop() for _ in range(shown["hand_size"])]
        seats.append(
            SeatState(
                hand=sorted(held, key=cards.sort_key),
                coins=shown["coins"],
                coats=shown["coats"],
                tricks=shown["tricks"],
            )
        )
    takes = [int(c.id.partition(":")[2]) for c in prompt.choices if c.id.startswith("take:")]
    return RevoltState(
        num_players=n,
        turn=view["turn"],
        seats=seats,
        supply_coins=view["supply_coins"],
        cards=sorted(in_play, key=cards.sort_key),
        leader=view["leader"],
        trick=trick,
        last_trick=TrickResult(**view["last_trick"]) if view["last_trick"] else None,
        pending_take=PendingTake(seat=seat, candidates=takes) if takes else None,
        log=list(view["log"]),
        finished=view["finished"],
        rng=Rng.seeded(rng.getrandbits(64)),
    )
