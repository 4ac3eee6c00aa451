"""Who holds what on the board: Influence and Control (§1.6), Adjacency with its cube costs
(§2.4, §6.48-6.49), the Spaces a faction may place in (§6.44) and the scores (§8.22). Pure
functions of the state; the printed graph comes from `data`."""

from __future__ import annotations

from collections.abc import Container

from games.frondeurs.data import AVATARS, DATA, Faction, Link, Space
from games.frondeurs.state import FrondeursState

SPACES = DATA.spaces
ARAMIS_LINE = DATA.board.connector_between("aramis", "jesuits")  # §7.53 clarification
ARAMIS_ENDS = (ARAMIS_LINE.a, ARAMIS_LINE.b) if ARAMIS_LINE else ()
ARAMIS_VIA = ARAMIS_LINE.id if ARAMIS_LINE else None
TARGETS = {s.id: s.targets for s in DATA.board.spaces}  # built once: `Space.targets` makes a set
ZONES: dict[str, list[str]] = {}
for _s in DATA.board.spaces:
    ZONES.setdefault(_s.zone, []).append(_s.id)


def owner(state: FrondeursState, space: str) -> Faction | None:
    """The one faction with cubes in a Space: opposing cubes never share one (§1.62)."""
    held = state.cubes.get(space)
    return next(iter(held)) if held else None


def count(state: FrondeursState, space: str) -> int:
    return sum(state.cubes.get(space, {}).values())


def on_board(state: FrondeursState, faction: Faction) -> int:
    return sum(c.get(faction, 0) for c in state.cubes.values())


def controls(state: FrondeursState, faction: Faction, space: str) -> bool:
    """Enough cubes for the Space's Control numeral (§1.63, §6.42); an Avatar only by its own
    faction (§2.3); the infinity symbol never (§2.54)."""
    return _controls(SPACES[space], faction, state.cubes.get(space))


def _controls(s: Space, faction: Faction, held: dict[Faction, int] | None) -> bool:
    """`controls`, given the Space's cubes (`score` has them at hand for every Space)."""
    if s.control == "infinity" or not held or next(iter(held)) != faction:  # the owner (§1.62)
        return False
    if s.faction is not None and s.faction != faction:
        return False
    return sum(held.values()) >= s.control


def links_from(state: FrondeursState, space: str) -> list[Link]:
    """Adjacency out of a Space now (`links_out`)."""
    aramis = space in ARAMIS_ENDS and aramis_line(state)
    return links_out(space, state.arrested, state.army_commander, aramis)


def links_out(
    space: str, arrested: Container[str], army_commander: str, aramis: bool
) -> list[Link]:
    """Adjacency out of a Space, given what changes it: the current Army Commander's icon only
    (§7.33), nothing in or out of a Space Under Arrest (§7.21); the Aramis-Jesuits line only
    while it is open (`aramis`: Aramis holds cubes without Control, §7.53)."""
    if space in arrested:
        return []
    out = DATA.board.from_each(army_commander).get(space, ())
    if space in ARAMIS_ENDS and not aramis:
        out = tuple(lk for lk in out if lk.via != ARAMIS_VIA)
    return [lk for lk in out if lk.dst not in arrested]


def aramis_line(state: FrondeursState) -> bool:
    """The Aramis-Jesuits line is open (§7.53)."""
    who = owner(state, "aramis")
    return who is not None and not controls(state, who, "aramis")


def pawn_open(state: FrondeursState, faction: Faction, space: str) -> bool:
    """`space` is the King's Pawn Space open to the faction (`pawn_space`)."""
    return pawn_space(state, faction) == space


def pawn_space(state: FrondeursState, faction: Faction) -> str | None:
    """The King's Pawn Space, in the turn its placer put it there: he may place or move into
    it without adjacency or class (§7.41), unless an opponent is there already (§6.43)."""
    t = state.tokens
    space = t.pawn_on
    if space is None or t.pawn_by != faction or t.pawn_turn != state.turn:
        return None
    return space if open_space(state, space) and owner(state, space) in (None, faction) else None


def blocked_space(state: FrondeursState, faction: Faction) -> str | None:
    """The one Space d'Artagnan stops the faction placing at this turn, if any (§7.53 ii)."""
    block = state.tokens.block
    if block is None or block[0] != faction or block[2] != state.turn:
        return None
    return block[1]


def open_space(state: FrondeursState, space: str) -> bool:
    """Not Under Arrest, and a Musketeer Space only while its token is there (§7.21, §7.52)."""
    s = SPACES[space]
    return space not in state.arrested and (s.kind != "musketeer" or space in state.musketeers_on)


def connector_costs(state: FrondeursState, faction: Faction) -> dict[str, int]:
    """The cheapest connector into each Space Adjacent to one the faction Influences (§6.49),
    in one sweep of its Spaces: a placement asks it of every Space on the board at once."""
    out: dict[str, int] = {}
    for src, held in state.cubes.items():
        if held.get(faction):
            for lk in links_from(state, src):
                out[lk.dst] = min(out.get(lk.dst, 9), lk.cost)
    return out


def placement_costs(state: FrondeursState, faction: Faction) -> dict[str, int] | None:
    """What `entry_cost` needs of the faction's own Spaces: the cheapest connector into each
    Space Adjacent to one (§6.49), or None with no cube on the board (§6.4.12)."""
    return connector_costs(state, faction) if on_board(state, faction) else None


def entry_cost(
    state: FrondeursState, faction: Faction, space: str, near: dict[str, int] | None
) -> int | None:
    """Extra cubes to place in a Space, None if it is not a Qualified Placement Space (§6.44):
    0 where the faction has Influence; an empty Space Adjacent to one of its Spaces costs its
    cheapest connector (§6.49); with no cube on the board, any empty Space is free (§6.4.12).
    `near` is `placement_costs`, taken once for all the Spaces a placement asks about."""
    if not open_space(state, space):
        return None
    who = owner(state, space)
    if who == faction:
        return 0
    if who is not None:
        return None  # §6.43
    if near is None:
        return 0
    return near.get(space)


def adjacent_to(state: FrondeursState, faction: Faction, space: str) -> bool:
    """A Space reached by a connector from one the faction Influences (the adjacency a removal
    needs without 'ANY location', §6.52; see RULES_NOTES)."""
    return any(
        lk.dst == space
        for src, held in state.cubes.items()
        if held.get(faction)
        for lk in links_from(state, src)
    )


def fits(space: str, target: str) -> bool:
    """The card's class of Space (§9.12)."""
    return target in TARGETS[space]


def score(state: FrondeursState, faction: Faction, *, pp: bool = True, mp: bool = True) -> int:
    """PP and/or MP at every Space the faction Influences or Controls, never one Under Arrest;
    dual numerals by Control (§8.21-8.22)."""
    total = 0
    for space, held in state.cubes.items():
        if not held.get(faction) or space in state.arrested:
            continue
        s = SPACES[space]
        p, m = s.value(_controls(s, faction, held))
        total += (p if pp else 0) + (m if mp else 0)
    return total


def avatar(faction: Faction) -> str:
    return AVATARS[faction]
