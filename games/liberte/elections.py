"""Phases 4 and 5: the Battle, the 27 Provincial Elections, the new government and opposition,
the Victory Points and the presence in government. Each step runs by itself until a tie needs
players to advance cards."""

from __future__ import annotations

from typing import Literal

from games.core import Event, Msg, seat_tag
from games.liberte import board, endings, ties
from games.liberte.data import DATA, FACTIONS, PARIS, Faction
from games.liberte.state import (
    TURNS,
    LiberteState,
    LostBattle,
    Tie,
    TiePurpose,
    card,
    no_votes,
)

FactionStage = Literal["government", "opposition"]  # the stages that choose a faction

GOV_FIRST, GOV_SECOND, OPP_FIRST = 5, 2, 3  # "C. Victory Points"
GOV_FIRST_TIED, GOV_SECOND_TIED, OPP_FIRST_TIED = 3, 1, 2  # "If the tie remains unbroken"
VP_TURNS = (3, 4)  # "Victory Point Provinces ... In Turns 3-4 only"


def _open(state: LiberteState, tie: Tie) -> list[Event]:
    """Starts a tie-break, or settles it at once when nobody holds a card that could break it."""
    settled = ties.settle_without_askers(tie)
    if settled is None:
        state.tie = tie
        return []
    return settle(state, tie, settled)


def settle(state: LiberteState, tie: Tie, result: ties.Settled) -> list[Event]:
    """Carries a finished tie-break on to what it decided."""
    state.tie = None
    if tie.purpose == "battle":
        return _battle_over(state, None if result.winner is None else int(result.winner))
    if tie.purpose == "province":
        assert tie.province is not None
        winner = None if result.winner is None else int(result.winner)
        return _province_won(state, tie.province, winner, tied=True)
    if tie.purpose in ("government", "opposition"):
        # "If the tie remains unbroken, the Radicals win over the Moderates, who in turn win
        # over the Royalists."
        chosen = result.winner or next(f.value for f in FACTIONS if f.value in result.tied)
        return _faction_chosen(state, tie.purpose, Faction(chosen), broken=True)
    return _vp_tie_over(state, tie, result)


# ---- 4. Battle Phase ------------------------------------------------------------------------
def has_general(state: LiberteState, seat: int) -> bool:
    return any(card(k).general for k in state.players[seat].display)


def battle(state: LiberteState) -> list[Event]:
    # "Players with at least one General Card in their personal display and at least one Control
    # Token in the Battle Box are eligible ... the player who has the most Control Tokens".
    eligible = [s for s in state.order if state.players[s].battle > 0 and has_general(state, s)]
    if not eligible:
        return _battle_over(state, None, Msg("liberte-battle-nobody"))
    most = max(state.players[s].battle for s in eligible)
    top = [s for s in eligible if state.players[s].battle == most]
    if len(top) == 1:
        return _battle_over(state, top[0])
    sides = [str(s) for s in top]
    tie = ties.start(state, "battle", sides, {s: ties.GENERAL for s in sides})
    fight = DATA.battles[state.turn].name
    said = [Event(Msg("liberte-battle-tie", battle=fight, who=_names(top), n=most))]
    return (said if tie.askers else []) + _open(state, tie)


def _battle_over(state: LiberteState, winner: int | None, why: Msg | None = None) -> list[Event]:
    fight = DATA.battles[state.turn]
    if winner is not None:
        state.players[winner].vp += fight.vp
        said = Msg("liberte-leads-army", who=seat_tag(winner), battle=fight.name, vp=fight.vp)
        events = [Event(said)]
    else:
        # "nobody leads the Army; the Battle is considered a Lost Battle. ... place a white
        # Faction Block over the Battle (if none are available, place one after the elections)".
        block = state.supply[Faction.ROYALIST] > 0
        if block:
            state.supply[Faction.ROYALIST] -= 1
        state.lost_battles.append(LostBattle(turn=state.turn, block=block))
        why = why or Msg("liberte-battle-tie-stands")
        events = [Event(Msg("liberte-battle-lost", battle=fight.name, why=why))]
    for p in state.players:  # "all Control Tokens in the Battle Box are returned"
        p.battle = 0
    events += endings.counter_revolution(state)
    if state.end is None:
        enter(state)
    return events


# ---- 5. Election Phase ----------------------------------------------------------------------
def enter(state: LiberteState) -> None:
    # "Remove all Control Tokens from the Presence in Government Box. Return the three Election
    # Markers to the 0-space": the old government's marker leaves the box with them, so no
    # faction governs (or opposes) until "B. The New Government".
    state.phase, state.election_stage, state.province = "election", "provinces", 0
    state.presence = []
    state.government = state.opposition = None
    state.election, state.votes = no_votes(), no_votes()
    state.vp_first, state.vp_pool = [], None


def step(state: LiberteState) -> list[Event]:
    stage = state.election_stage
    if stage == "provinces":
        if state.province < len(state.board):
            return _province(state, state.province + 1)
        return _provinces_done(state)
    if stage in ("government", "opposition"):
        return _choose_faction(state, stage)
    if stage == "gov_first":
        return _gov_first(state)
    if stage == "gov_second":
        return _gov_second(state)
    if stage == "opp_first":
        return _opp_first(state)
    return _wrap_up(state)


def _province(state: LiberteState, number: int) -> list[Event]:
    """ "the faction with the highest single stack in a Province" wins its vote."""
    top = board.top_stacks(state.stacks(number))
    if not top:
        state.province = number
        return []
    if len(top) == 1:
        return _province_won(state, number, top[0].owner, tied=False)
    # "each tied player in player order may advance one card. The faction color of his Card and
    # stack must match".
    top.sort(key=lambda s: state.order.index(s.owner))
    sides = [str(s.owner) for s in top]
    tie = ties.start(
        state, "province", sides, {str(s.owner): s.faction.value for s in top}, province=number
    )
    stacks = [
        Msg("liberte-tied-stack", who=seat_tag(s.owner), colour=s.faction.colour("f"),
            height=s.height)
        for s in top
    ]  # fmt: skip
    said = [Event(Msg("liberte-province-tie", where=DATA.in_province(number), sides=stacks))]
    return (said if tie.askers else []) + _open(state, tie)


def _province_won(state: LiberteState, number: int, winner: int | None, tied: bool) -> list[Event]:
    state.province = number
    where = DATA.province_name(number)
    events = []
    if winner is not None:
        stack = board.own_stack(state, winner, number)
        assert stack is not None
        faction = stack.faction
        # "The player controlling this stack takes one Faction Block from it"; in Paris "the
        # election winner takes all of his Blocks from the stack".
        votes = stack.height if number == PARIS else 1
        stack.height -= votes
        if stack.height == 0:
            state.stacks(number).remove(stack)
        state.players[winner].held[faction] += votes
        state.election[faction] += votes
        state.votes[faction] += votes
        vp = DATA.provinces[number].vp if state.turn in VP_TURNS else 0
        state.players[winner].vp += vp
        if tied or number == PARIS or vp:
            colour = faction.colour("fp" if votes > 1 else "f")
            said = Msg("liberte-province-won", where=where, who=seat_tag(winner), n=votes,
                       colour=colour, vp=vp)  # fmt: skip
            events.append(Event(said))
    else:
        events.append(Event(Msg("liberte-province-unbroken", where=where)))
    if tied:
        # "Whenever there is a tie, whether it is broken or not, all remaining Faction Blocks in
        # that Province are returned to the supply".
        board.clear_province(state, number)
    return events


def _provinces_done(state: LiberteState) -> list[Event]:
    tally = [Msg("liberte-party-votes", party=f.party, n=state.votes[f]) for f in FACTIONS]
    events = [Event(Msg("liberte-elections-tally", tally=Msg.join(tally, ", ")))]
    events += endings.landslide(state)
    state.election_stage = "government"
    return events


def _choose_faction(state: LiberteState, stage: FactionStage) -> list[Event]:
    """ "B. The New Government": most votes governs, second most is the opposition."""
    pool = [f for f in FACTIONS if f is not state.government or stage == "government"]
    best = max(state.votes[f] for f in pool)
    top = [f for f in pool if state.votes[f] == best]
    if len(top) == 1:
        return _faction_chosen(state, stage, top[0], broken=False)
    if stage == "opposition" and best == 0:
        # An opposition without a vote pays nobody: no tie-break to ask for, the fallback
        # "Radicals win over the Moderates, who in turn win over the Royalists" names it.
        return _faction_chosen(state, stage, top[0], broken=False)
    tie = ties.start(state, stage, [f.value for f in top], ties.faction_need(top))
    parties = [f.party for f in top]
    said = [Event(Msg("liberte-faction-tie", parties=parties, stage=stage, n=best))]
    return (said if tie.askers else []) + _open(state, tie)


def _faction_chosen(
    state: LiberteState, stage: FactionStage, faction: Faction, broken: bool
) -> list[Event]:
    if broken:
        # "any other factions on the same or lower level on the Election Track are moved one
        # space back" (the ranking keeps the votes as counted: RULES_NOTES); for the opposition,
        # the new government's marker is already in its box.
        level = state.election[faction]
        for f in FACTIONS:
            if f is not faction and f is not state.government and state.election[f] <= level:
                state.election[f] = max(0, state.election[f] - 1)
    if stage == "government":
        state.government = faction
        state.election_stage = "opposition"
        return [Event(Msg("liberte-forms-government", faction=faction.value))]
    state.opposition = faction
    state.election_stage = "gov_first"
    return [Event(Msg("liberte-is-opposition", faction=faction.value))]


def _holders(
    state: LiberteState, faction: Faction | None, among: list[int] | None = None
) -> dict[int, int]:
    seats = state.order if among is None else [s for s in state.order if s in among]
    if faction is None:
        return {}
    return {s: state.players[s].held[faction] for s in seats if state.players[s].held[faction]}


def _award(state: LiberteState, seats: list[int], vp: int, what: str) -> list[Event]:
    """`what` names the place: gov-first, gov-second or opp-first, maybe tied (liberte-place-*)."""
    for s in seats:
        state.players[s].vp += vp
    return [Event(Msg("liberte-award", who=_names(seats), vp=vp, place=what))]


def _names(seats: list[int]) -> list[str]:
    """The seats' tags, said as a list ("{s0}, {s1} and {s2}")."""
    return [seat_tag(s) for s in seats]


def _vp_step(
    state: LiberteState, purpose: TiePurpose, faction: Faction | None, among: list[int] | None
) -> tuple[list[int], Tie | None]:
    """Who holds the most votes of a colour; a tie-break if several do."""
    held = _holders(state, faction, among)
    if not held:
        return [], None
    best = max(held.values())
    top = [s for s, n in held.items() if n == best]
    if len(top) == 1:
        return top, None
    assert faction is not None
    sides = [str(s) for s in top]
    return top, ties.start(state, purpose, sides, {s: faction.value for s in sides})


def _gov_first(state: LiberteState) -> list[Event]:
    top, tie = _vp_step(state, "gov_first", state.government, None)
    if tie is not None:
        return _vp_tie(state, tie)
    state.election_stage = "gov_second"
    if not top:  # nobody holds a government vote: no VPs, nobody present
        state.election_stage = "opp_first"
        return []
    state.vp_first = top
    return _award(state, top, GOV_FIRST, "gov-first")


def _gov_second(state: LiberteState) -> list[Event]:
    pool = state.vp_pool
    if pool is None:
        pool = [s for s in _holders(state, state.government) if s not in state.vp_first]
    top, tie = _vp_step(state, "gov_second", state.government, pool)
    if tie is not None:
        return _vp_tie(state, tie)
    state.election_stage = "opp_first"
    return _award(state, top, GOV_SECOND, "gov-second") if top else []


def _opp_first(state: LiberteState) -> list[Event]:
    top, tie = _vp_step(state, "opp_first", state.opposition, None)
    if tie is not None:
        return _vp_tie(state, tie)
    state.election_stage = "wrapup"
    return _award(state, top, OPP_FIRST, "opp-first") if top else []


def _vp_tie(state: LiberteState, tie: Tie) -> list[Event]:
    names = _names([int(s) for s in tie.sides])
    said = Msg("liberte-vp-tie", who=names, what=ties.name(tie.purpose))
    events = [Event(said)] if tie.askers else []
    return events + _open(state, tie)


def _vp_tie_over(state: LiberteState, tie: Tie, result: ties.Settled) -> list[Event]:
    tied = [int(s) for s in result.tied]
    if tie.purpose == "gov_first":
        if result.winner is not None:
            won = [int(result.winner)]
            events = _award(state, won, GOV_FIRST, "gov-first")
        else:
            won = tied
            events = _award(state, won, GOV_FIRST_TIED, "gov-first-tied")
        # "If the tie is broken for first place in the government, the player who lost the tie
        # wins the second place VPs"; unbroken, "second place VPs are still awarded".
        losers = [int(s) for s in result.everyone if int(s) not in won]
        state.vp_first, state.vp_pool = won, (losers or None)
        state.election_stage = "gov_second"
        return events
    if tie.purpose == "gov_second":
        state.election_stage = "opp_first"
        if result.winner is not None:
            return _award(state, [int(result.winner)], GOV_SECOND, "gov-second")
        return _award(state, tied, GOV_SECOND_TIED, "gov-second-tied")
    state.election_stage = "wrapup"
    if result.winner is not None:
        return _award(state, [int(result.winner)], OPP_FIRST, "opp-first")
    return _award(state, tied, OPP_FIRST_TIED, "opp-first-tied")


def _wrap_up(state: LiberteState) -> list[Event]:
    gov = state.government
    assert gov is not None
    # "Every player holding any votes matching the faction color of the new government has a
    # presence in that government."
    state.presence = [s for s in state.order if state.players[s].held[gov] > 0]
    events = [
        Event(Msg("liberte-presence", faction=gov.value, who=_names(state.presence)))
        if state.presence
        else Event(Msg("liberte-no-presence", colour=gov.colour("f")))
    ]
    # "All votes held by players are now returned to the supply."
    for p in state.players:
        for f in FACTIONS:
            state.supply[f] += p.held[f]
        p.held = no_votes()
    for lost in state.lost_battles:
        if not lost.block and state.supply[Faction.ROYALIST] > 0:
            state.supply[Faction.ROYALIST] -= 1
            lost.block = True
    state.vp_first, state.vp_pool = [], None
    if state.turn == TURNS:
        endings.finish(state, "turns")
        return [*events, Event(Msg("liberte-game-ends"))]
    state.turn += 1
    state.phase = "order"
    return events
