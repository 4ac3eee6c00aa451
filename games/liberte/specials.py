"""The six Special cards ("Special Cards"): who may play them, what they may hit, and the steps to
aim them: a province (by region first when there are many), a stack, a display card."""

from __future__ import annotations

from collections.abc import Iterator

from games.core import Choice, Msg, Text, seat_tag
from games.liberte import board
from games.liberte.data import DATA, FACTIONS, Faction
from games.liberte.state import Action, LiberteState, card

MAX_CHOICES = 25
# The six kinds; each is named by liberte-special-<kind> and does liberte-effect-<kind>.
KINDS = ("bread", "emigration", "religion", "guillotine", "purge", "terror")
PREREQUISITES = ("purge", "terror")  # "Prerequisite: ...": liberte-prerequisite-<kind>
CARD_SPECIALS = ("emigration", "guillotine", "purge")


def name(kind: str) -> Msg:
    return Msg(f"liberte-special-{kind}")


def effect(state: LiberteState | None, kind: str) -> Msg:
    """What the Special does (now, for its menu label, when `state` is given)."""
    if kind != "bread" or state is None:
        return Msg(f"liberte-effect-{kind}")
    factions = block_factions(state, kind)
    if len(factions) > 1:
        return Msg("liberte-effect-bread-any")
    return Msg("liberte-effect-bread-now", faction=next(iter(factions)).value)


def prerequisite(kind: str) -> Msg | None:
    return Msg(f"liberte-prerequisite-{kind}") if kind in PREREQUISITES else None


def block_factions(state: LiberteState, kind: str) -> set[Faction]:
    if kind == "religion":  # "Remove any one Moderate (blue) or Radical (red) Faction Block"
        return {Faction.MODERATE, Faction.RADICAL}
    # "Bread Shortage": the government's colour; "During Turn 1, any Faction Block".
    if state.turn == 1 or state.government is None:
        return set(FACTIONS)
    return {state.government}


def target_provinces(state: LiberteState, kind: str) -> list[int]:
    return list(_target_provinces(state, kind))


def _target_provinces(state: LiberteState, kind: str) -> Iterator[int]:
    """The provinces a `kind` card may hit, one by one: `playable` needs only the first."""
    # Terror: "any one Province containing at least one Radical (red) stack".
    factions = {Faction.RADICAL} if kind == "terror" else block_factions(state, kind)
    for n, stacks in enumerate(state.board, 1):
        if any(s.faction in factions for s in stacks):
            yield n


def target_stacks(state: LiberteState, kind: str, province: int) -> list[int]:
    stacks = state.stacks(province)
    if kind == "terror":  # "Remove any one stack" there, red or not
        return [s.owner for s in stacks]
    factions = block_factions(state, kind)
    return [s.owner for s in stacks if s.faction in factions]


def target_cards(state: LiberteState, kind: str) -> list[tuple[int, str]]:
    """(seat, card) in displays the Special may remove, in player order."""
    return [(seat, key) for seat in state.order for key in state.players[seat].display
            if strikes(kind, key)]  # fmt: skip


def strikes(kind: str, key: str) -> bool:
    """Whether a `kind` Special may remove the display card `key`."""
    c = card(key)
    if kind == "emigration":
        return c.kind == "personality" and c.faction is Faction.ROYALIST
    if kind == "guillotine":
        return c.kind == "personality"
    return c.placing  # Purge, Terror: "any one Club or Personality Card"


def unmet_prerequisite(state: LiberteState, seat: int, kind: str) -> Msg | None:
    """Why `seat` may not play a `kind` card yet, or None."""
    if kind == "purge" and seat not in state.presence:  # "Prerequisite: Presence in Government"
        return Msg("liberte-purge-needs")
    # "Prerequisite: Presence in Radical (red) Government"
    if kind == "terror" and (seat not in state.presence or state.government is not Faction.RADICAL):
        return Msg("liberte-terror-needs")
    return None


def playable(state: LiberteState, seat: int, kind: str) -> bool:
    """The prerequisite holds and the card has something to hit."""
    if unmet_prerequisite(state, seat, kind) is not None:
        return False
    if kind in CARD_SPECIALS:
        return bool(target_cards(state, kind))
    return next(_target_provinces(state, kind), None) is not None


def start(state: LiberteState, act: Action, kind: str) -> None:
    act.target = None
    if kind in CARD_SPECIALS:
        act.stage = "sp_card" if len(target_cards(state, kind)) <= MAX_CHOICES else "sp_seat"
    else:
        many = len(target_provinces(state, kind)) > MAX_CHOICES
        act.stage = "sp_region" if many else "sp_province"


def kind_of(act: Action) -> str:
    assert act.special is not None
    special = card(act.special).special
    assert special is not None
    return special


def choices(state: LiberteState, act: Action) -> list[Choice]:
    kind = kind_of(act)
    if act.stage == "sp_region":
        return board.region_choices(target_provinces(state, kind), "liberte-region-targets")
    if act.stage == "sp_province":
        provinces = target_provinces(state, kind)
        if act.region is not None:
            provinces = [p for p in provinces if DATA.provinces[p].region == act.region]
        return [Choice(f"prov:{p}", _province_label(state, p), place=str(p)) for p in provinces]
    if act.stage == "sp_stack":
        assert act.target is not None
        return [
            Choice(f"stack:{owner}", _stack_label(state, act.target, owner))
            for owner in target_stacks(state, kind, act.target)
        ]
    targets = target_cards(state, kind)
    optional = [Choice("none", Msg("liberte-remove-none"))] if kind == "terror" else []
    if act.stage == "sp_seat":
        seats = sorted({s for s, _ in targets}, key=state.order.index)
        return [
            Choice(f"seat:{s}", Msg("liberte-whose-display", who=seat_tag(s))) for s in seats
        ] + optional
    if act.target is not None:
        targets = [(s, k) for s, k in targets if s == act.target]
    return [
        Choice(f"remove:{k}", Msg("liberte-their-card", who=seat_tag(s), card=DATA.card_label(k)))
        for s, k in targets
    ] + optional


def text(state: LiberteState, act: Action) -> Text:
    kind = kind_of(act)
    if act.stage == "sp_region":
        step = Msg("liberte-sp-region")
    elif act.stage == "sp_province":
        step = Msg("liberte-sp-province")
    elif act.stage == "sp_stack":
        step = Msg("liberte-sp-stack", where=DATA.in_province(act.target or 0))
    elif kind == "terror":
        step = Msg("liberte-sp-terror-card")
    else:
        step = Msg("liberte-sp-seat" if act.stage == "sp_seat" else "liberte-sp-card")
    return Msg("liberte-sp-prompt", name=name(kind), step=step)


def apply(state: LiberteState, act: Action, kind_arg: tuple[str, str]) -> bool:
    """One step of the Special (already validated); True once its effect is complete."""
    step, arg = kind_arg
    kind = kind_of(act)
    if step == "region":
        act.region, act.stage = arg, "sp_province"
        return False
    if step == "prov":
        act.target, act.region = int(arg), None
        owners = target_stacks(state, kind, act.target)
        if len(owners) > 1:
            act.stage = "sp_stack"
            return False
        return _hit_stack(state, act, kind, owners[0])
    if step == "stack":
        return _hit_stack(state, act, kind, int(arg))
    if step == "seat":
        act.target, act.stage = int(arg), "sp_card"
        return False
    if step == "remove":
        _remove_card(state, act, kind, arg)
    return True


def _hit_stack(state: LiberteState, act: Action, kind: str, owner: int) -> bool:
    province = act.target
    assert province is not None
    stack = board.own_stack(state, owner, province)
    assert stack is not None
    where = DATA.in_province(province)
    if kind == "terror":
        act.summary.append(
            Msg("liberte-did-terror", who=seat_tag(owner), faction=stack.faction.value,
                height=stack.height, where=where)
        )  # fmt: skip
        board.remove_blocks(state, province, owner, stack.height)
        act.target = None
        act.stage = "sp_card" if len(target_cards(state, "terror")) < MAX_CHOICES else "sp_seat"
        return not target_cards(state, "terror")
    act.summary.append(
        Msg("liberte-did-remove-block", name=name(kind), colour=stack.faction.colour(),
            who=seat_tag(owner), where=where)
    )  # fmt: skip
    board.remove_blocks(state, province, owner, 1)
    return True


def _remove_card(state: LiberteState, act: Action, kind: str, key: str) -> None:
    seat = next(s for s in state.order if key in state.players[s].display)
    state.players[seat].display.remove(key)
    # Guillotine and Terror send the card to the box; Emigration and Purge to the discard pile.
    to_box = kind in ("guillotine", "terror")
    (state.removed if to_box else state.discard).append(key)
    # Terror's card is its second effect: the stack was already told.
    act.summary.append(
        Msg("liberte-did-remove-card", terror="yes" if kind == "terror" else "no", name=name(kind),
            box="yes" if to_box else "no", who=seat_tag(seat), card=card(key).name, id=int(key))
    )  # fmt: skip


def _province_label(state: LiberteState, province: int) -> Msg:
    stacks = [
        Msg("liberte-stack-short", colour=s.faction.colour("m" if s.height == 1 else "mp"),
            height=s.height, who=seat_tag(s.owner))
        for s in state.stacks(province)
    ]  # fmt: skip
    return Msg("liberte-province-stacks", where=DATA.province_name(province),
               stacks=Msg.join(stacks, ", "))  # fmt: skip


def _stack_label(state: LiberteState, province: int, owner: int) -> Msg:
    stack = board.own_stack(state, owner, province)
    assert stack is not None
    return Msg("liberte-their-stack", who=seat_tag(owner), faction=stack.faction.value,
               height=stack.height)  # fmt: skip
