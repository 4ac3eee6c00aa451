"""The map: where a block may go ("Placement Rules"), who controls a province, and the count that
triggers the Royalist Counter-revolution."""

from __future__ import annotations

from functools import cache

from games.core import Choice, Msg
from games.liberte.data import DATA, Faction
from games.liberte.state import LiberteState, Stack

STACK_MAX = 3  # "A single stack can only contain one to three Faction Blocks"
STACKS_PER_PROVINCE = 3  # "A single Province may only contain up to three stacks"
COUNTER_REVOLUTION = 7  # "at least seven Provinces with a Fleur-de-lis are controlled by white"


def own_stack(state: LiberteState, seat: int, province: int) -> Stack | None:
    return next((s for s in state.stacks(province) if s.owner == seat), None)


def has_room(stacks: list[Stack], seat: int, faction: Faction) -> bool:
    """Whether a province holding `stacks` takes one more `faction` block of `seat` (the supply
    aside). A plain yes or no: the legality scans ask it of every province."""
    own = next((s for s in stacks if s.owner == seat), None)
    if own is not None:
        # "A player may control only one stack in a Province"; "a stack must be all the same
        # faction color"; "a player can never add to another player's stack".
        return own.faction is faction and own.height < STACK_MAX
    return len(stacks) < STACKS_PER_PROVINCE


def why_not_place(state: LiberteState, seat: int, province: int, faction: Faction) -> Msg | None:
    """Why `seat` may not put a `faction` block in `province` now, or None if it may."""
    if state.supply[faction] <= 0:
        return Msg("liberte-supply-empty", colour=faction.colour("mp"))
    if has_room(state.stacks(province), seat, faction):
        return None
    own = own_stack(state, seat, province)
    if own is None:
        return Msg("liberte-province-full", where=DATA.province_name(province))
    where = DATA.in_province(province)
    if own.faction is not faction:
        return Msg("liberte-stack-other-colour", colour=own.faction.colour("f"), where=where)
    return Msg("liberte-stack-full", where=where)


def legal_provinces(
    state: LiberteState, seat: int, faction: Faction, region: str | None = None
) -> list[int]:
    if state.supply[faction] <= 0:
        return []
    numbers = DATA.region_provinces[region] if region else range(1, len(state.board) + 1)
    board = state.board
    return [p for p in numbers if has_room(board[p - 1], seat, faction)]


def place(state: LiberteState, seat: int, province: int, faction: Faction) -> int:
    """Puts one block; returns the height of the player's stack there."""
    state.supply[faction] -= 1
    own = own_stack(state, seat, province)
    if own is None:
        own = Stack(owner=seat, faction=faction, height=0)
        state.stacks(province).append(own)
    own.height += 1
    return own.height


def placement_choice(state: LiberteState, seat: int, province: int) -> Choice:
    """`put:<province>`, said with the stack the block joins or the rivals it meets."""
    own = own_stack(state, seat, province)
    height = None if own is None else own.height
    return _placement_choice(province, height, len(state.stacks(province)))


@cache
def _placement_choice(province: int, height: int | None, stacks: int) -> Choice:
    """Made once per province, height and count: a block's menu lists the provinces at every
    step of a search, and again to check the answer."""
    name = DATA.province_name(province)
    if height is not None:
        said = Msg("liberte-put-on-own", where=name, height=height, next=height + 1)
    else:
        said = Msg("liberte-put-new", where=name, rivals=stacks)
    return Choice(f"put:{province}", said, place=str(province))


def region_choices(provinces: list[int], message: str) -> list[Choice]:
    """`region:<code>` for each region holding any of `provinces`, said by `message` with the
    region's name and how many of them it holds: the step before the province, where a menu
    could not hold them all."""
    return [
        Choice(
            f"region:{code}",
            Msg(message, region=DATA.region_name(code), n=len(hit)),
            place=code,
        )
        for code in DATA.regions
        if (hit := [p for p in DATA.region_provinces[code] if p in provinces])
    ]


def remove_blocks(state: LiberteState, province: int, owner: int, count: int) -> None:
    """Back to the supply; a stack left empty leaves the board with its token."""
    stacks = state.stacks(province)
    stack = next(s for s in stacks if s.owner == owner)
    count = min(count, stack.height)
    stack.height -= count
    state.supply[stack.faction] += count
    if stack.height == 0:
        stacks.remove(stack)


def clear_province(state: LiberteState, province: int) -> None:
    for stack in state.stacks(province):
        state.supply[stack.faction] += stack.height
    state.stacks(province).clear()


def top_stacks(stacks: list[Stack]) -> list[Stack]:
    if not stacks:
        return []
    best = max(s.height for s in stacks)
    return [s for s in stacks if s.height == best]


def controller(stacks: list[Stack]) -> Faction | None:
    """The faction of the highest stack, which would win the election now; none on a tie between
    colours (RULES_NOTES: "controlled"). One pass: every view counts the counter-revolution."""
    best, faction = -1, None
    for s in stacks:
        if s.height > best:
            best, faction = s.height, s.faction
        elif s.height == best and s.faction is not faction:
            faction = None
    return faction


def counter_revolution_count(state: LiberteState) -> int:
    """White-controlled Fleur-de-lis provinces, plus one per Lost Battle ("End of the Game")."""
    count = len(state.lost_battles)
    for number in DATA.fleur_de_lis:  # a plain loop: every view counts them
        if controller(state.stacks(number)) is Faction.ROYALIST:
            count += 1
    return count
