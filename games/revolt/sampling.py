"""Revolt: what seat S cannot see, dealt again (see games/core/sampling.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from games.core.sampling import deal_constrained, permute
from games.revolt import cards
from games.revolt.cards import PITCHFORK, Family, family
from games.revolt.engine import RevoltState, not_followed

FAMILY = {card: family(card) for card in cards.FULL_DECK}  # looked up for every card dealt


def redeal(state: RevoltState, seat: int, rng: random.Random, moving: bool) -> RevoltState:
    """The other players' hands, among themselves (the whole deck is dealt; a new turn deals
    the same cards again), never against what the table has seen this turn (`shown`): a
    player who did not follow a family is dealt none of it, and the pitchfork Citizen stays
    with the player who led the turn's first trick. With 3 players, the plain Citizen put out
    of the game ("Setup") is, for all the seat knows in the first turn, any plain Citizen it
    has not seen: it is dealt with the others' cards. From the second turn on it is known:
    every card of the first was played in sight."""
    others = [i for i in range(state.num_players) if i != seat]
    hands = [state.seats[i].hand for i in others]
    out = [c for c in cards.PLAIN_CITIZENS if c not in state.cards]
    if state.num_players == 3 and state.turn == 1 and len(out) == 1:
        unseen = [c for hand in hands for c in hand if c in cards.PLAIN_CITIZENS]
        kept_out = rng.choice(sorted([*unseen, *out], key=cards.sort_key))
        if kept_out != out[0]:
            for hand in hands:
                if kept_out in hand:
                    hand[hand.index(kept_out)] = out[0]
            in_play = [c for c in state.cards if c != kept_out] + out
            state.cards = sorted(in_play, key=cards.sort_key)
    lacking, holder = shown(state)
    if not any(PITCHFORK in hand for hand in hands):
        holder = None  # played, or in the seat's own hand: nothing to pin
    if any(lacking.get(i) for i in others) or holder is not None:
        deal_constrained(hands, rng, allowance(others, lacking, holder))
    else:
        permute(hands, rng)
    for hand in hands:
        hand.sort(key=cards.sort_key)
    return state


def allowance(
    others: list[int], lacking: dict[int, set[Family]], holder: int | None
) -> Callable[[str, int], bool]:
    """Whether the table, from what it has seen, lets the player of hand `pile` (an index in
    `others`) hold `card`."""
    barred = [lacking.get(player, set()) for player in others]
    pinned = others.index(holder) if holder is not None else None

    def allowed(card: str, pile: int) -> bool:
        if card == PITCHFORK and pinned is not None:
            return pile == pinned
        return FAMILY[card] not in barred[pile]

    return allowed


def shown(state: RevoltState) -> tuple[dict[int, set[Family]], int | None]:
    """What the table has seen this turn that the hands must agree with: the families each
    player is known to lack, and who holds the pitchfork Citizen if it is still in a hand.
    The engine keeps both for the whole turn (`SeatState.lacks`, `RevoltState.pitchfork`); a
    state saved before it did still shows the trick being played and the last one finished,
    read too, so its deals are less sharp, never false."""
    lacking = {i: set(s.lacks) for i, s in enumerate(state.seats) if s.lacks}
    tricks = [state.trick]
    last = state.last_trick
    if last is not None and last.turn == state.turn:
        tricks.append(last.plays)
    for plays in tricks:
        for i, play in enumerate(plays):
            missing = not_followed(plays[:i], play)
            if missing is not None:
                lacking.setdefault(play.seat, set()).add(missing)
    holder = state.pitchfork if state.pitchfork is not None else first_leader(state)
    return lacking, holder


def first_leader(state: RevoltState) -> int | None:
    """Who led this turn's first trick, while the trick or the last one shows it: the holder
    of the pitchfork Citizen, who leads it (rulebook, "How to play"), and keeps it until
    played. For states saved without `RevoltState.pitchfork`."""
    done = cards.HAND_SIZE[state.num_players] - max(len(s.hand) for s in state.seats)
    if done == 0:
        return state.leader
    last = state.last_trick
    if done == 1 and last is not None and last.turn == state.turn:
        return last.plays[0].seat
    return None
