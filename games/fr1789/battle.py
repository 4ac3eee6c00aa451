"""Deployment and battle (§11): draw the armies, fight the city's defenders (with one random
reinforcement), and let the deploying player choose the one winner that stays. The only
decisions are the deployer's: which winning army remains (step 7) and whether to place Support
after a French victory (step 9); `pending` holds a battle waiting for them."""

from __future__ import annotations

from typing import Any

from games.core import Choice, Event, Msg, seat_tag
from games.fr1789 import board
from games.fr1789.board import UNIT, holder, strength, strengths, unit_label
from games.fr1789.data import DATA, Camp
from games.fr1789.state import Fr1789State
from texts import Arg


def targets(state: Fr1789State, camp: Camp | str, symbol: str | None) -> list[str]:
    """§11.2 step 2: French armies may go to any city; Coalition and Royalist armies to a city
    with their flag or one adjacent to a city their camp already holds. A card may add a city
    symbol (Valmy: frontier cities)."""
    out = []
    for c in DATA.cities:
        if symbol is not None and symbol not in c.symbols:
            continue
        if (
            camp == Camp.FRANCE
            or camp in c.camps
            or any(holder(state, n) == camp for n in c.adjacent)
        ):
            out.append(c.id)
    return out


def fight(
    state: Fr1789State, seat: int, camp: str, count: int, city: str
) -> tuple[list[Event], dict[str, Any] | None]:
    """Runs §11.2 steps 3-8 (or §11.3); returns the events and, when the deployer must still
    choose, the pending battle."""
    taken: set[str] = set()
    attackers = []
    for _ in range(count):  # step 3: draw at random
        unit = board.draw(state, camp, taken)
        if unit is not None:
            taken.add(unit)
            attackers.append(unit)
    where = DATA.city[city].name
    head = Msg("fr1789-deploys", who=seat_tag(seat), n=len(attackers), camp=str(camp), city=where,
               drawn=strengths(attackers))  # fmt: skip
    state.last = list(attackers)
    defenders = list(state.armies.get(city, []))
    defending = holder(state, city)
    if defending == camp:
        # §11.3 (and, by analogy, a foreign camp into its own city): the drawn armies join the
        # garrison; one stays, Support is untouched.
        return _winners(
            state,
            seat,
            city,
            defenders + attackers,
            "garrison",
            [Event(Msg("fr1789-battle-garrison", head=head))],
        )
    att, dfd = strength(attackers), strength(defenders)
    if att <= dfd:  # step 4: not stronger than the defenders, the attack fails at once
        events = [Event(Msg("fr1789-battle-fails", head=head, att=att, dfd=dfd))]
        return events, None
    reinforcement = board.draw(state, defending, taken) if defending is not None else None
    if reinforcement is not None:  # step 5: the defender draws one army of its camp
        defenders.append(reinforcement)
        state.last.append(reinforcement)
        dfd = strength(defenders)
    extra = Msg("fr1789-reinforced", unit=unit_label(reinforcement)) if reinforcement else ""
    fought: dict[str, Arg] = {"head": head, "att": att, "dfd": dfd, "extra": extra}
    if att >= dfd:  # step 6: the higher total wins, a tie goes to the attacker
        events = [Event(Msg("fr1789-battle-won", **fought))]
        if camp != Camp.FRANCE and city in state.support:
            # Step 8: a foreign victory over the French removes Support; so does a foreign
            # army taking a city left empty, where no Support may stand (§7.2.2, RULES_NOTES).
            lost = state.support.pop(city)
            events.append(Event(Msg("fr1789-loses-support", who=seat_tag(lost), city=where)))
        state.armies[city] = []
        won = (
            "french"
            if camp == Camp.FRANCE and defending in (Camp.COALITION, Camp.ROYALIST)
            else "won"
        )
        return _winners(state, seat, city, attackers, won, events)
    events = [Event(Msg("fr1789-battle-held", **fought))]
    return _winners(state, seat, city, defenders, "held", events)


def _winners(state: Fr1789State, seat: int, city: str, winners: list[str], how: str,
             events: list[Event]) -> tuple[list[Event], dict[str, Any] | None]:  # fmt: skip
    """Step 7: losers are already back in their cup; the deployer picks the winner that stays
    (never a leader), or it is plain when only one kind could."""
    pending = {"seat": seat, "city": city, "winners": winners, "how": how}
    options = keep_options(winners)
    if len(options) > 1:
        return events, pending
    more, pending_after = settle(state, pending, options[0] if options else None)
    return events + more, pending_after


def keep_options(winners: list[str]) -> list[str]:
    """One unit per strength among the non-leaders: units of equal strength are alike."""
    by_strength: dict[int, str] = {}
    for u in sorted(winners, key=lambda u: (UNIT[u].strength, u)):
        if UNIT[u].leader is None:
            by_strength.setdefault(UNIT[u].strength, u)
    return list(by_strength.values())


def settle(
    state: Fr1789State, pending: dict[str, Any], keep: str | None
) -> tuple[list[Event], dict[str, Any] | None]:
    """Leaves `keep` alone in the city (empty if every winner was a leader, RULES_NOTES), then
    asks about step 9's Support when the French beat a foreign army."""
    city = pending["city"]
    state.armies[city] = [keep] if keep else []
    where = DATA.city[city].name
    stays = (
        Msg("fr1789-held-by", city=where, unit=unit_label(keep))
        if keep
        else Msg("fr1789-left-empty", city=where)
    )
    events = [Event(stays)]
    seat = pending["seat"]
    if (
        pending["how"] == "french"
        and state.support.get(city) != seat
        and board.support_left(state, seat)
    ):
        return events, {**pending, "how": "support"}
    return events, None


def choices(pending: dict[str, Any]) -> list[Choice]:
    if pending["how"] == "support":
        where = DATA.city[pending["city"]].name
        return [
            Choice("support:yes", Msg("fr1789-support-yes", city=where), place=pending["city"]),
            Choice("support:no", Msg("fr1789-support-no")),
        ]
    return [
        Choice(f"keep:{u}", Msg("fr1789-keep", unit=unit_label(u)))
        for u in keep_options(pending["winners"])
    ]


def answer(
    state: Fr1789State, pending: dict[str, Any], choice: str
) -> tuple[list[Event], dict[str, Any] | None]:
    if pending["how"] != "support":
        return settle(state, pending, choice.removeprefix("keep:"))
    if choice == "support:no":
        return [], None
    city, seat = pending["city"], pending["seat"]
    before = state.support.get(city)
    state.support[city] = seat  # step 9: the deployer may place Support
    return [Event(board.support_placed(seat, city, before))], None
