"""Breaking ties by advancing cards: "each tied player in player order may advance one card ...
the player who advances the highest value card wins", repeated among those still tied "until the
tie is broken or players are unable or unwilling to advance a card" (RULES_NOTES)."""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Choice, Event, Msg, seat_tag
from games.liberte.data import DATA, Faction, card_choice
from games.liberte.state import Bid, LiberteState, Tie, TiePurpose, card

GENERAL = "general"


@dataclass(frozen=True)
class Settled:
    """How a tie ended: `winner` is a side (a seat or a faction letter) or None if unbroken;
    `tied` are the sides still level at the end, `everyone` all who were tied at the start."""

    winner: str | None
    tied: list[str]
    everyone: list[str]


def matches(key: str, need: str) -> bool:
    c = card(key)
    return c.general if need == GENERAL else (c.placing and c.faction == need)


def advanceable(state: LiberteState, seat: int, needs: list[str]) -> list[str]:
    return [k for k in state.players[seat].display if any(matches(k, n) for n in needs)]


def _askers(state: LiberteState, tie: Tie) -> list[int]:
    # A faction tie: "each player in player order may advance one card" of a tied colour.
    candidates = state.order if tie.factions else [s for s in state.order if str(s) in tie.sides]
    return [s for s in candidates if advanceable(state, s, _needs(tie, s))]


def _needs(tie: Tie, seat: int) -> list[str]:
    return [tie.need[s] for s in tie.sides] if tie.factions else [tie.need[str(seat)]]


def start(
    state: LiberteState,
    purpose: TiePurpose,
    sides: list[str],
    need: dict[str, str],
    province: int | None = None,
) -> Tie:
    tie = Tie(
        purpose=purpose, sides=sides, everyone=list(sides), need=need, askers=[], province=province
    )
    tie.askers = _askers(state, tie)
    return tie


def name(purpose: str) -> Msg:
    """What a tie decides ("the battle", "first place in government")."""
    return Msg(f"liberte-tie-for-{purpose.replace('_', '-')}")


def asker(tie: Tie) -> int:
    return tie.askers[tie.asked]


def choices(state: LiberteState, tie: Tie) -> list[Choice]:
    seat = asker(tie)
    out = [
        card_choice("advance", k, "liberte-advance")
        for k in advanceable(state, seat, _needs(tie, seat))
    ]
    return [*out, Choice("decline", Msg("liberte-advance-none"))]


def answer(state: LiberteState, tie: Tie, choice_id: str) -> tuple[list[Event], Settled | None]:
    """Records one seat's answer (already validated); settles the round when all have answered."""
    seat = asker(tie)
    events = []
    if choice_id == "decline":
        events.append(Event(Msg("liberte-advanced-none", who=seat_tag(seat))))
    else:
        key = choice_id.split(":", 1)[1]
        c = card(key)
        side = str(c.faction.value) if tie.factions and c.faction else str(seat)
        tie.bids.append(Bid(seat=seat, card=key, side=side, value=c.value))
        # Advanced cards are discarded ("Christie discards the advanced Marat"; "If no General
        # was advanced, no cards are discarded").
        state.players[seat].display.remove(key)
        state.discard.append(key)
        events.append(Event(Msg("liberte-advanced", who=seat_tag(seat), card=DATA.card_label(key))))
    tie.asked += 1
    if tie.asked < len(tie.askers):
        return events, None
    return events, _settle_round(state, tie)


def _settle_round(state: LiberteState, tie: Tie) -> Settled | None:
    if not tie.bids:
        return Settled(None, list(tie.sides), tie.everyone)
    best: dict[str, int] = {}
    for bid in tie.bids:
        best[bid.side] = max(best.get(bid.side, 0), bid.value)
    top_value = max(best.values())
    top = [s for s in tie.sides if best.get(s) == top_value]
    if len(top) == 1:
        return Settled(top[0], top, tie.everyone)
    if tie.purpose == "battle":
        # "Battle Phase": one chance to advance a General; no repeat is written there.
        return Settled(None, top, tie.everyone)
    tie.sides, tie.bids, tie.asked, tie.round = top, [], 0, tie.round + 1
    tie.askers = _askers(state, tie)
    if not tie.askers:
        return Settled(None, top, tie.everyone)
    return None


def settle_without_askers(tie: Tie) -> Settled | None:
    """A tie nobody can act on is unbroken at once: no prompt for a choice that cannot exist."""
    return None if tie.askers else Settled(None, list(tie.sides), tie.everyone)


def faction_need(factions: list[Faction]) -> dict[str, str]:
    return {f.value: f.value for f in factions}
