"""The card actions, one choice a step: Place (§6.4), Remove (§6.5), Move with the defender's
Displacement (§6.6). Each function lists what is legal now; `engine` turns the lists into
prompts and checks every answer against them."""

from __future__ import annotations

import heapq
from functools import lru_cache

from games.core import Event, Msg
from games.frondeurs import board, flow, gold, seats, windows
from games.frondeurs.data import DATA, ActionOption, Faction
from games.frondeurs.picking import name as _n
from games.frondeurs.state import Displacement, FrondeursState, Task
from texts import Arg

MOVE_LIMIT = 4  # §6.61
REACHES_KEPT = 64  # boards whose routes are kept (about 9 KB each, 46 KB at most: under 3 MB)


def option(task: Task) -> ActionOption | None:
    if task.option is None or task.card not in DATA.action_cards:
        return None
    return DATA.action_cards[task.card].options[task.option]


def target(task: Task) -> str:
    opt = option(task)
    return opt.target if opt else "all"


def placeable(state: FrondeursState, faction: Faction, task: Task) -> dict[str, int]:
    """Spaces the next cube may go to, each with its connector cost: Qualified Placement Spaces
    of the card's class, 2 a Space a card (§6.44, §6.46); the cost is paid from the allotment
    (RULES_NOTES), so it must leave a cube to place. The Season cubes go to any open Space free
    of opposing cubes (§6.34, §9.21); §6.4.12-13 open every empty Space."""
    if task.place <= 0 or state.held(faction).supply <= 0 or gold.capped(state, task):  # §7.62
        return {}
    if task.free or task.anywhere:
        return _open_to_any(state, faction, task)
    supply = state.held(faction).supply
    tgt = target(task)
    near = board.placement_costs(state, faction)
    stopped, pawn = board.blocked_space(state, faction), board.pawn_space(state, faction)
    out: dict[str, int] = {}
    for space in _may_qualify(state, faction, near):
        if space == stopped:  # d'Artagnan (§7.53 ii)
            continue
        full = task.placed.get(space, 0) >= 2 and not task.coin  # Coins: no limit (§6.47)
        if space == pawn:  # the King's Pawn (§7.41)
            if not full:
                out[space] = 0
            continue
        if full or not board.fits(space, tgt):
            continue
        cost = board.entry_cost(state, faction, space, near)
        if cost is not None and cost < task.place and cost < supply:
            out[space] = cost
    return out


def _open_to_any(state: FrondeursState, faction: Faction, task: Task) -> dict[str, int]:
    """`placeable` for cubes free of class and adjacency: the Season cubes, to any open Space
    free of opposing cubes (§6.34, §9.21), or by §6.4.12-13 to any empty one."""
    stopped = board.blocked_space(state, faction)  # d'Artagnan (§7.53 ii)
    out: dict[str, int] = {}
    for space in board.SPACES:
        who = board.owner(state, space)
        free = who in (None, faction) if task.free else who is None
        if free and space != stopped and board.open_space(state, space):
            out[space] = 0
    return out


def _may_qualify(state: FrondeursState, faction: Faction, near: dict[str, int] | None) -> list[str]:
    """The Spaces, in board order, a card's cube may go to at all: the faction's own, those
    Adjacent to them (`near`) and the King's Pawn's; with no cube on the board, every Space. The
    others fail `entry_cost` and `pawn_open` anyway: skipping them spares most of the sweep."""
    if near is None:
        return list(board.SPACES)
    some = near.keys() | {s for s in state.cubes if board.owner(state, s) == faction}
    if state.tokens.pawn_on is not None:
        some.add(state.tokens.pawn_on)
    return [s for s in board.SPACES if s in some]


def place(state: FrondeursState, faction: Faction, task: Task, space: str, cost: int) -> None:
    """One cube, paying the connector's extra cube from the allotment (§6.49)."""
    task.place -= 1 + cost
    task.placed[space] = task.placed.get(space, 0) + 1
    cubes = state.cubes.setdefault(space, {})
    cubes[faction] = cubes.get(faction, 0) + 1
    state.held(faction).supply -= 1


def place_at(state: FrondeursState, f: Faction, task: Task, space: str, cost: int) -> list[Event]:
    """One cube placed, what follows it (`placed` hooks, run by whoever places: the card, or
    a d'Artagnan block let pass), then any tokens Control takes."""
    place(state, f, task, space, cost)
    events = [Event(Msg("frondeurs-places", who=flow.name(f), space=_n(space)))]  # `merged`
    return events + windows.run("placed", state, f, space) + flow.claim(state, f, space)


def merged(events: list[Event]) -> list[Event]:
    """A move's events with each run of one faction's cubes placed one after another said as
    one line ("places 2 cubes at Gaston and 2 at Tavannes"), not a line a cube. The one-cube
    line (`frondeurs-places`) is what `place_at` says and what older logs keep."""
    out: list[Event] = []
    run: dict[str, list] = {}  # a Space's id: [its name, the cubes placed there]
    who: Arg | None = None  # set from the first placement, before `run` holds any

    def said() -> None:
        if run:
            assert who is not None
            parts = [
                Msg("frondeurs-places-first" if k == 0 else "frondeurs-places-more",
                    n=n, space=space)
                for k, (space, n) in enumerate(run.values())
            ]  # fmt: skip
            out.append(Event(Msg("frondeurs-places-cubes", who=who, where=parts)))
            run.clear()

    for e in events:
        m = e.text
        if e.to is not None or not isinstance(m, Msg) or m.key != "frondeurs-places":
            said()
            out.append(e)
            continue
        args = dict(m.args)
        if args["who"] != who:
            said()
            who = args["who"]
        at = run.setdefault(str(dict(args["space"].args).get("place")), [args["space"], 0])
        at[1] += 1
    said()
    return out


def _unplaced(state: FrondeursState, task: Task) -> list[Event]:
    """§6.4.10: cubes a card (or a bonus) was entitled to but that had nowhere to go are not
    placed; they stay in the Supply, and the log says so. Those the player declined ("stop
    here") are not counted: that choice ends the placement (`engine`)."""
    n = min(task.place, state.held(state.active).supply)
    if n <= 0 or task.free or task.card == "deploy":
        return []
    return [Event(Msg("frondeurs-unplaced", who=flow.name(state.active), n=n))]


windows.on("card_done", _unplaced)
windows.on("bonus_done", _unplaced)


def removable(state: FrondeursState, faction: Faction, task: Task) -> list[str]:
    """Spaces a cube may be Removed from: Adjacent unless 'ANY location' (§6.52); Controlled
    only with the Ⓒ (§6.54); one's own cubes too, never the last one (§6.52, §6.54). Cubes in a
    Space Under Arrest stay and may be Removed (§7.21), though no adjacency reaches them."""
    opt = option(task)
    if task.remove <= 0 or opt is None:
        return []
    out = []
    spared = seats.spared(state, faction)  # §5.43: never the Dummy's cubes by its runner
    for space in state.cubes:
        who = board.owner(state, space)
        if who is None or not board.fits(space, opt.target):
            continue
        if who == spared:
            continue
        if who == faction and board.on_board(state, faction) <= 1:
            continue
        if board.controls(state, who, space) and not opt.controlled:
            continue
        if who != faction and not opt.any_location and not board.adjacent_to(state, faction, space):
            continue
        out.append(space)
    return out


def routes(state: FrondeursState, faction: Faction, dest: str) -> dict[str, tuple[int, str]]:
    """For each Space holding the faction's cubes, the cheapest way to `dest` (`_reach`)."""
    if board.pawn_open(state, faction, dest):  # the King's Pawn: no adjacency (§7.41)
        return {s: (0, f"{s}|pawn") for s in sorted(_movers_at(state, faction) - {dest})}
    return {src: to[dest] for src, to in _reach(state, faction).items() if dest in to}


def _reach(state: FrondeursState, faction: Faction) -> dict[str, dict[str, tuple[int, str]]]:
    """From each Space holding the faction's cubes, the cheapest way into every other Space
    (`_search`). A step asks it several times (its destinations, the usual earmark, each
    source), and a move's check, its settling and the next prompt ask it again of the same
    board: it is searched once per board, and shared, so it is only read."""
    own = _movers_at(state, faction)
    return _search(own, frozenset(state.arrested), state.army_commander, board.aramis_line(state))


def _movers_at(state: FrondeursState, faction: Faction) -> frozenset[str]:
    """The Spaces the faction's cubes may move from: none Under Arrest (§7.21)."""
    return frozenset(
        s for s, held in state.cubes.items() if held.get(faction) and s not in state.arrested
    )


@lru_cache(maxsize=REACHES_KEPT)
def _search(
    own: frozenset[str], arrested: frozenset[str], army_commander: str, aramis: bool
) -> dict[str, dict[str, tuple[int, str]]]:
    """`_reach` of a board, given all it depends on (§6.63-6.64): through Spaces of the
    faction's colour only, paying 1 cube a costly connector; with the Space and connector it
    enters by, which Displaced cubes may not take back (§6.67). One search per source Space, in
    a fixed order (the "from:" choices replay the same)."""
    out: dict[str, dict[str, tuple[int, str]]] = {}
    for src in sorted(own):
        best: dict[str, int] = {src: 0}
        to: dict[str, tuple[int, str]] = {}
        heap = [(0, src)]
        while heap:
            d, here = heapq.heappop(heap)
            if d > best.get(here, 99):
                continue
            for lk in board.links_out(here, arrested, army_commander, aramis):
                cost = d + lk.cost
                if cost < to.get(lk.dst, (99, ""))[0]:
                    to[lk.dst] = (cost, f"{here}|{lk.via}")
                if lk.dst in own and cost < best.get(lk.dst, 99):
                    best[lk.dst] = cost
                    heapq.heappush(heap, (cost, lk.dst))
        to.pop(src, None)
        out[src] = to
    return out


def _source_ok(space: str, dest: str, tgt: str) -> bool:
    """Class restrictions bind the start Spaces or the destination (§6.69)."""
    return board.fits(dest, tgt) or board.fits(space, tgt)


def _move_target(task: Task, dest: str, pawn: str | None) -> str:
    """The card's class, waived into the King's Pawn Space (`pawn`: `board.pawn_space`, §7.41)."""
    return "all" if dest == pawn else target(task)


def move_sources(state: FrondeursState, faction: Faction, task: Task) -> dict[str, tuple[int, int]]:
    """Spaces further cubes may be earmarked from: the cubes there still free, and the route
    cost."""
    assert task.dest is not None
    room = task.move - sum(task.movers.values())
    if room <= 0:
        return {}
    out = {}
    tgt = _move_target(task, task.dest, board.pawn_space(state, faction))
    for src, (cost, _) in routes(state, faction, task.dest).items():
        have = min(state.cubes[src][faction] - task.movers.get(src, 0), room)
        picked = task.movers.get(src, 0)
        if have > 0 and _source_ok(src, task.dest, tgt) and picked + have > cost:
            out[src] = (have, cost)
    return out


def earmark(state: FrondeursState, faction: Faction, task: Task) -> dict[str, int]:
    """The usual choice of movers for the destination: the cheapest routes first, as many as
    the card allows (§6.61); empty if they cannot enter (§6.67)."""
    assert task.dest is not None
    tgt = _move_target(task, task.dest, board.pawn_space(state, faction))
    costs = {
        s: c
        for s, (c, _) in routes(state, faction, task.dest).items()
        if _source_ok(s, task.dest, tgt)
    }
    movers = _greedy(state, faction, costs, task.move)
    trial = task.model_copy(update={"movers": movers})
    return movers if move_ready(state, faction, trial) else {}


def _greedy(
    state: FrondeursState, faction: Faction, costs: dict[str, int], limit: int
) -> dict[str, int]:
    """Up to `limit` cubes, from the Spaces with the cheapest routes first, skipping a Space
    whose cubes would all be spent on the way."""
    movers: dict[str, int] = {}
    left = limit
    for s, c in sorted(costs.items(), key=lambda sc: sc[1]):
        n = min(state.cubes[s][faction], left)
        if n > c:
            movers[s] = n
            left -= n
    return movers


def arrivals(state: FrondeursState, faction: Faction, task: Task) -> int:
    """Cubes that reach the destination, each group having paid its route (§6.63)."""
    assert task.dest is not None
    rt = routes(state, faction, task.dest)
    return sum(max(0, n - rt[s][0]) for s, n in task.movers.items())


def move_ready(state: FrondeursState, faction: Faction, task: Task) -> bool:
    """Every earmarked group can pay its way, and into an enemy Space the movers outnumber the
    defenders (§6.63, §6.67)."""
    assert task.dest is not None
    if not task.movers:
        return False
    rt = routes(state, faction, task.dest)
    if any(s not in rt or n <= rt[s][0] for s, n in task.movers.items()):
        return False
    if not attackable(state, faction, task.dest):
        return False
    who = board.owner(state, task.dest)
    return who in (None, faction) or arrivals(state, faction, task) > board.count(state, task.dest)


def attackable(state: FrondeursState, faction: Faction, dest: str) -> bool:
    """Movers may end in an empty Space, their own, or an opponent's he does not Control: the
    §6.6.10 example Displaces the Mazarinist because "he needed 6 Cubes to Control the Space",
    so a Controlled defender stays, and opposing cubes never share a Space (§1.62)."""
    who = board.owner(state, dest)
    return who in (None, faction) or not board.controls(state, who, dest)


def move_dests(state: FrondeursState, faction: Faction, task: Task) -> list[str]:
    """Destinations some move of up to 4 cubes can reach (§6.61-6.67)."""
    out = []
    table = _reach(state, faction)
    reached = set().union(*table.values())  # the others take no move, but into the King's Pawn
    pawn = board.pawn_space(state, faction)
    if pawn is not None:
        reached.add(pawn)
    for dest in board.SPACES:
        if dest not in reached:
            continue
        if not board.open_space(state, dest) or not attackable(state, faction, dest):
            continue
        tgt = _move_target(task, dest, pawn)
        if dest == pawn:  # the King's Pawn: no adjacency (§7.41)
            costs = {s: c for s, (c, _) in routes(state, faction, dest).items()}
        else:
            costs = {s: t[dest][0] for s, t in table.items() if dest in t}
        ok = {s: c for s, c in costs.items() if _source_ok(s, dest, tgt)}
        reach = sum(n - ok[s] for s, n in _greedy(state, faction, ok, task.move).items())
        who = board.owner(state, dest)
        if reach > 0 and (who in (None, faction) or reach > board.count(state, dest)):
            out.append(dest)
    return out


def resolve_move(state: FrondeursState, faction: Faction, task: Task) -> Displacement | None:
    """Lift the earmarked cubes, pay the routes, oust any defenders for their owner to send
    away, and land the movers (§6.63-6.67)."""
    assert task.dest is not None
    rt = routes(state, faction, task.dest)
    landed = arrivals(state, faction, task)
    for src, n in task.movers.items():
        held = state.cubes[src]
        held[faction] -= n
        if not held[faction]:
            del state.cubes[src]
    state.held(faction).supply += sum(task.movers.values()) - landed
    out = None
    who = board.owner(state, task.dest)
    if who is not None and who != faction:
        n = state.cubes.pop(task.dest)[who]
        state.held(who).supply += n  # back to the Supply unless sent to a Space
        out = Displacement(
            space=task.dest, faction=who, cubes=n, used=sorted({rt[s][1] for s in task.movers})
        )
    held = state.cubes.setdefault(task.dest, {})
    held[faction] = held.get(faction, 0) + landed
    return out


def retreats(state: FrondeursState, d: Displacement) -> list[str]:
    """Where a Displaced cube may go: Adjacent empty or own-colour Spaces, free, never against
    an arrow nor along a connector the movers came in by (§6.67)."""
    out = []
    for lk in board.links_from(state, d.space):
        if f"{lk.dst}|{lk.via}" in d.used or not board.open_space(state, lk.dst):
            continue
        if board.owner(state, lk.dst) in (None, d.faction) and lk.dst not in out:
            out.append(lk.dst)
    return out
