"""Ready-made plays: an Action card's option with the usual way to carry it out, offered beside
the option played step by step, so that a common turn is one choice ("Cour des Aides III:
Gaston +2, Conti +2"). Nothing is added to the rules (§5.22 iv): a plan is the steps a player
would have chosen (`steps`), which `engine` replays one by one, each checked as if chosen, and
stops where a question comes up (d'Artagnan) or a step is no longer offered; the rest of the
card is then played as usual.

Plans are drawn from what the table sees, the same for everyone: cubes go two at a time to the
faction's free Spaces that come nearest Control and are worth most; removals take the rivals'
best cubes, their last ones first; a Move goes where its cubes gain most, counting what the
Spaces they leave lose."""

from __future__ import annotations

from games.core import Msg, Text
from games.frondeurs import actions, board
from games.frondeurs.data import DATA, ActionOption, Faction
from games.frondeurs.gold import GOLD_LIMIT
from games.frondeurs.picking import name
from games.frondeurs.state import FrondeursState, Task

TOKEN = 1.5  # a Crown, a Coin or a Musketeer won with a Space's Control
SEP = "+"  # between the Spaces of a plan in its choice id


def worth(space: str, controlled: bool = True) -> float:
    return float(sum(DATA.spaces[space].value(controlled)))


def _tokens(state: FrondeursState, space: str) -> float:
    n = state.crowns_on.get(space, 0) + len(state.coins_on.get(space, []))
    return TOKEN * (n + (space in state.musketeers_on))


def _put_gain(state: FrondeursState, f: Faction, space: str, k: int) -> float:
    """What `k` more cubes of the faction at a Space bring: its worth when they are the first
    there, Control (the higher numeral, the tokens) when they complete it, a step towards it."""
    s = DATA.spaces[space]
    mine = state.cubes.get(space, {}).get(f, 0)
    gain = worth(space, False) if mine == 0 else 0.0
    if s.control == "infinity" or (s.faction is not None and s.faction != f):
        return gain
    need = int(s.control) - mine
    if 0 < need <= k:
        return gain + worth(space) - worth(space, False) + _tokens(state, space) + 1.0
    return gain + (0.3 * k * worth(space) / int(s.control) if need > 0 else 0.0)


def _take_gain(state: FrondeursState, space: str) -> float:
    """A rival's cube taken: more for its last one there."""
    n = board.count(state, space)
    return worth(space) * (1.5 if n == 1 else 0.7)


def option_of(card: str, i: int) -> ActionOption:
    return DATA.action_cards[card].options[i]


def cubes(state: FrondeursState, f: Faction, card: str, i: int) -> int:
    """The cubes option `i` will place: its number, no more than the Supply holds, nor than 2
    after Spanish Gold taken before the card (§7.62)."""
    n = min(option_of(card, i).place, state.held(f).supply)
    return min(n, GOLD_LIMIT) if state.bonus_turns.get("gold_before") == state.turn else n


def plan(state: FrondeursState, f: Faction, card: str, i: int) -> list[str]:
    """The Spaces of the ready-made play of option `i`, or none when there is no complete
    one."""
    o = option_of(card, i)
    task = Task(card=card, option=i, place=o.place, remove=o.remove, move=o.move)
    if o.move:
        dest = _destination(state, f, task)
        return [dest] if dest else []
    out: list[str] = []
    if o.place:
        n = cubes(state, f, card, i)
        out = _placements(state, f, task, n)
        if n < 2 or len(out) < (n + 1) // 2:
            return []
    if o.remove:
        taken = _removals(state, f, task, o.remove)
        if len(taken) < o.remove:
            return []
        out += taken
    return out


def _placements(state: FrondeursState, f: Faction, task: Task, n: int) -> list[str]:
    """Two cubes a Space (§6.46), each pair at the free Space (no connector to pay) that gains
    most once the cubes before it are down: the play is tried cube by cube on a copy, so a Space
    open only before the first cube (any empty one while the faction has none on the board,
    §6.4.12) is never promised to a later one."""
    trial, sim = task.model_copy(deep=True), _sandbox(state, f)
    out: list[str] = []
    while n > 0:
        free = [s for s, cost in actions.placeable(sim, f, trial).items() if cost == 0]
        free = [s for s in free if s not in out]
        if not free:
            break
        best = max(free, key=lambda s: _put_gain(state, f, s, 2))  # the first of the best
        for _ in range(min(2, n)):
            if actions.placeable(sim, f, trial).get(best) != 0:
                return out  # the pair's second cube has nowhere to go: no complete play
            actions.place(sim, f, trial, best, 0)
            n -= 1
        out.append(best)
    return out


def _sandbox(state: FrondeursState, f: Faction) -> FrondeursState:
    """A copy of what a placement changes (the cubes on the board, the faction's Supply), the
    rest shared: a plan's cubes are tried on it."""
    cubes = {s: dict(held) for s, held in state.cubes.items()}
    holdings = {**state.holdings, f: state.held(f).model_copy()}
    return state.model_copy(update={"cubes": cubes, "holdings": holdings})


def _removals(state: FrondeursState, f: Faction, task: Task, n: int) -> list[str]:
    """The rivals' cubes worth most to them, their last ones first; a Space twice when it
    holds two and nothing better is in reach."""
    rivals = [s for s in actions.removable(state, f, task) if board.owner(state, s) != f]
    ranked = sorted(rivals, key=lambda s: -_take_gain(state, s))
    out = ranked[:n]
    if len(out) < n and out and board.count(state, out[0]) >= 2:
        out.append(out[0])
    return out


DESTINATIONS_TRIED = 6  # a Move's destinations weighed in full, those worth most first


def _destination(state: FrondeursState, f: Faction, task: Task) -> str | None:
    """The destination whose usual movers gain most: the Space's worth (twice over a rival's,
    who loses it), Control if they reach it, less what the Spaces they leave lose; among the
    destinations worth most (weighing one takes finding its movers)."""
    best, score = None, 0.0
    dests = actions.move_dests(state, f, task)
    for dest in sorted(dests, key=lambda d: -worth(d))[:DESTINATIONS_TRIED]:
        trial = task.model_copy(update={"dest": dest})
        movers = actions.earmark(state, f, trial)
        if not movers:
            continue
        who = board.owner(state, dest)
        arriving = actions.arrivals(state, f, trial.model_copy(update={"movers": movers}))
        gain = _put_gain(state, f, dest, arriving) if who in (None, f) else 2 * worth(dest)
        for src, k in movers.items():
            if state.cubes[src].get(f, 0) == k:
                gain -= worth(src, board.controls(state, f, src))
        if gain > score:
            best, score = dest, gain
    return best


def steps(card: str, i: int, spaces: list[str], n: int) -> list[str]:
    """The step choices a plan stands for: a Space for each cube placed (two a Space, the last
    one alone when the card places an odd number), then each removal; for a Move, the
    destination then the usual movers (`all`). `n`: the cubes it places (`cubes`)."""
    o = option_of(card, i)
    if o.move:
        return [f"sp:{spaces[0]}", "all"]
    placed = spaces[: len(spaces) - o.remove]
    put = [s for s in placed for _ in range(2)][:n]
    return [f"sp:{s}" for s in (*put, *spaces[len(placed) :])]


def label(state: FrondeursState, f: Faction, card: str, i: int, spaces: list[str]) -> Msg:
    """The plan in words: "Cour des Aides III: Gaston +2, Conti +2", "Salon III: 3 cubes →
    Parlement"."""
    o = option_of(card, i)
    title = DATA.action_cards[card].name
    if o.move:
        task = Task(card=card, option=i, move=o.move, dest=spaces[0])
        movers = actions.earmark(state, f, task)
        n = actions.arrivals(state, f, task.model_copy(update={"movers": movers}))
        said = Msg("frondeurs-plan-move", n=n, space=name(spaces[0]))
        return Msg("frondeurs-plan", card=title, plan=said)
    done = steps(card, i, spaces, cubes(state, f, card, i))
    counts: dict[tuple[str, str], int] = {}
    for k, step in enumerate(done):
        key = ("put" if k < len(done) - o.remove else "take", step[3:])
        counts[key] = counts.get(key, 0) + 1
    parts: list[Text] = [
        Msg(f"frondeurs-plan-{kind}", space=name(space), n=n) for (kind, space), n in counts.items()
    ]
    return Msg("frondeurs-plan", card=title, plan=Msg.join(parts, ", "))


def choice_id(card: str, i: int, spaces: list[str]) -> str:
    return f"play:{card}:{i}:{SEP.join(spaces)}"
