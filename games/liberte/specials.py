"""The six Special cards ("Special Cards"): who may play them, what they may hit, and the steps to
aim them: a province (by region first when there are many), a stack, a display card."""

from __future__ import annotations

from games.core import Choice, seat_tag
from games.liberte import board
from games.liberte.data import DATA, FACTIONS, Faction
from games.liberte.state import Action, LiberteState, card

MAX_CHOICES = 25
NAMES = {
    "bread": "Bread Shortage",
    "emigration": "Emigration",
    "religion": "Religious Problems",
    "guillotine": "Guillotine",
    "purge": "Purge",
    "terror": "Terror",
}
EFFECTS = {
    "bread": "remove a block of the government's colour",
    "emigration": "remove a white Personality from a display",
    "religion": "remove a blue or red block",
    "guillotine": "send a Personality from a display to the box",
    "purge": "discard a card from a display",
    "terror": "remove a stack where red stands, and maybe a display card",
}
PREREQUISITES = {  # "Prerequisite: ..."
    "purge": "Needs presence in government",
    "terror": "Needs presence in a Radical government",
}
CARD_SPECIALS = ("emigration", "guillotine", "purge")


def effect(state: LiberteState, kind: str) -> str:
    """What the Special would do now, for its menu label."""
    if kind != "bread":
        return EFFECTS[kind]
    factions = block_factions(state, kind)
    if len(factions) > 1:
        return "remove any block (no government yet)"
    return f"remove a {next(iter(factions)).colour} block (the government's colour)"


def block_factions(state: LiberteState, kind: str) -> set[Faction]:
    if kind == "religion":  # "Remove any one Moderate (blue) or Radical (red) Faction Block"
        return {Faction.MODERATE, Faction.RADICAL}
    # "Bread Shortage": the government's colour; "During Turn 1, any Faction Block".
    if state.turn == 1 or state.government is None:
        return set(FACTIONS)
    return {state.government}


def target_provinces(state: LiberteState, kind: str) -> list[int]:
    if kind == "terror":  # "any one Province containing at least one Radical (red) stack"
        return [
            n
            for n in range(1, len(state.board) + 1)
            if any(s.faction is Faction.RADICAL for s in state.stacks(n))
        ]
    factions = block_factions(state, kind)
    return [
        n
        for n in range(1, len(state.board) + 1)
        if any(s.faction in factions for s in state.stacks(n))
    ]


def target_stacks(state: LiberteState, kind: str, province: int) -> list[int]:
    stacks = state.stacks(province)
    if kind == "terror":  # "Remove any one stack" there, red or not
        return [s.owner for s in stacks]
    factions = block_factions(state, kind)
    return [s.owner for s in stacks if s.faction in factions]


def target_cards(state: LiberteState, kind: str) -> list[tuple[int, str]]:
    """(seat, card) in displays the Special may remove, in player order."""
    out = []
    for seat in state.order:
        for key in state.players[seat].display:
            c = card(key)
            if kind == "emigration":
                ok = c.kind == "personality" and c.faction is Faction.ROYALIST
            elif kind == "guillotine":
                ok = c.kind == "personality"
            else:  # Purge, Terror: "any one Club or Personality Card"
                ok = c.placing
            if ok:
                out.append((seat, key))
    return out


def unmet_prerequisite(state: LiberteState, seat: int, kind: str) -> str | None:
    """Why `seat` may not play a `kind` card yet, or None."""
    if kind == "purge" and seat not in state.presence:  # "Prerequisite: Presence in Government"
        return "Purge needs your presence in government: a vote of the governing colour."
    # "Prerequisite: Presence in Radical (red) Government"
    if kind == "terror" and (seat not in state.presence or state.government is not Faction.RADICAL):
        return "Terror needs your presence in a Radical (red) government."
    return None


def playable(state: LiberteState, seat: int, kind: str) -> bool:
    """The prerequisite holds and the card has something to hit."""
    if unmet_prerequisite(state, seat, kind) is not None:
        return False
    if kind in CARD_SPECIALS:
        return bool(target_cards(state, kind))
    return bool(target_provinces(state, kind))


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
        provinces = target_provinces(state, kind)
        return [
            Choice(f"region:{code}", f"{region.name} ({len(hit)} provinces)")
            for code, region in DATA.regions.items()
            if (hit := [p for p in DATA.region_provinces[code] if p in provinces])
        ]
    if act.stage == "sp_province":
        provinces = target_provinces(state, kind)
        if act.region is not None:
            provinces = [p for p in provinces if DATA.provinces[p].region == act.region]
        return [Choice(f"prov:{p}", _province_label(state, p)) for p in provinces]
    if act.stage == "sp_stack":
        assert act.target is not None
        return [
            Choice(f"stack:{owner}", _stack_label(state, act.target, owner))
            for owner in target_stacks(state, kind, act.target)
        ]
    targets = target_cards(state, kind)
    optional = [Choice("none", "Remove no card")] if kind == "terror" else []
    if act.stage == "sp_seat":
        seats = sorted({s for s, _ in targets}, key=state.order.index)
        return [Choice(f"seat:{s}", f"{seat_tag(s)}'s display") for s in seats] + optional
    if act.target is not None:
        targets = [(s, k) for s, k in targets if s == act.target]
    return [
        Choice(f"remove:{k}", f"{seat_tag(s)}'s {DATA.card_label(k)}") for s, k in targets
    ] + optional


def text(state: LiberteState, act: Action) -> str:
    kind = kind_of(act)
    head = f"{NAMES[kind]}: "
    if act.stage == "sp_region":
        return head + "choose the region of the province."
    if act.stage == "sp_province":
        return head + "choose the province."
    if act.stage == "sp_stack":
        return head + f"choose the stack in {DATA.province_label(act.target or 0)}."
    if kind == "terror":
        return head + "you may also remove a Club or Personality from a display."
    return head + ("whose display?" if act.stage == "sp_seat" else "choose the card to remove.")


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
    where = DATA.province_label(province)
    if kind == "terror":
        act.summary.append(
            f"plays Terror: removes {seat_tag(owner)}'s {stack.faction.colour} stack of "
            f"{stack.height} in {where}"
        )
        board.remove_blocks(state, province, owner, stack.height)
        act.target = None
        act.stage = "sp_card" if len(target_cards(state, "terror")) < MAX_CHOICES else "sp_seat"
        return not target_cards(state, "terror")
    act.summary.append(
        f"plays {NAMES[kind]}: removes a {stack.faction.colour} block of {seat_tag(owner)} "
        f"in {where}"
    )
    board.remove_blocks(state, province, owner, 1)
    return True


def _remove_card(state: LiberteState, act: Action, kind: str, key: str) -> None:
    seat = next(s for s in state.order if key in state.players[s].display)
    state.players[seat].display.remove(key)
    # Guillotine and Terror send the card to the box; Emigration and Purge to the discard pile.
    to_box = kind in ("guillotine", "terror")
    (state.removed if to_box else state.discard).append(key)
    verb = "sends to the box" if to_box else "discards"
    # Terror's card is its second effect: the stack was already told.
    head = "and" if kind == "terror" else f"plays {NAMES[kind]}:"
    act.summary.append(f"{head} {verb} {seat_tag(seat)}'s {card(key).name} #{key}")


def _province_label(state: LiberteState, province: int) -> str:
    stacks = ", ".join(
        f"{s.faction.colour} {s.height} {seat_tag(s.owner)}" for s in state.stacks(province)
    )
    return f"{DATA.province_label(province)} ({stacks})"


def _stack_label(state: LiberteState, province: int, owner: int) -> str:
    stack = board.own_stack(state, owner, province)
    assert stack is not None
    return f"{seat_tag(owner)}'s {stack.faction.colour} stack of {stack.height}"
