"""The four Musketeer tokens once held (§7.5). Each is discarded for its power and goes back to
its Space, to be won again (§7.51); a player uses one a turn (§5.22 x), Porthos always with
another, even someone else's, for the active player (§7.53).

The windows are bounded (scope (e) 8, RULES_NOTES): d'Artagnan's Control, Athos and Aramis
beside the active faction's cards; d'Artagnan's block when the active faction chooses a Space
to place at, asked of its holder only; Porthos after any Musketeer the active faction uses,
asked of its holder only. `spend` is for Season-card cancels (§9.23-9.25)."""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text
from games.frondeurs import actions, board, flow, gold, seats, tokens, windows
from games.frondeurs.data import TURN_ORDER, Faction
from games.frondeurs.picking import name as _n
from games.frondeurs.picking import pick, picked, where
from games.frondeurs.state import Ask, FrondeursState

PLACES = 5  # Athos and Aramis: one cube at up to 5 Spaces (§7.53)
# Athos: Governors and Provinces, the green/black border (§2.23, §7.53)
ATHOS_SPACES = tuple(s for s, sp in board.SPACES.items() if sp.border == "green")
# Aramis: Retz-affiliated Spaces and the three Religious Institutions (§7.53)
ARAMIS_SPACES = tuple(
    s
    for s, sp in board.SPACES.items()
    if Faction.RETZIST in sp.affiliates or s in ("jesuits", "dominicans", "capuchins")
)
CUBE_SPACES = {"athos": ATHOS_SPACES, "aramis": ARAMIS_SPACES}


# ---- holding and spending ---------------------------------------------------------------------
def holder(state: FrondeursState, token: str) -> Faction | None:
    return next((f for f in TURN_ORDER if token in state.held(f).musketeers), None)


def usable(state: FrondeursState, faction: Faction) -> list[str]:
    """Held since an earlier turn (§7.51 'in any subsequent Turn')."""
    new = tokens.fresh(state, faction)
    return [m for m in state.held(faction).musketeers if m not in new]


def used_this_turn(state: FrondeursState, faction: Faction) -> bool:
    return state.tokens.mus_turn.get(faction) == state.turn


def spend(state: FrondeursState, faction: Faction, token: str) -> list[Event]:
    """Discard a held Musketeer: it goes back to its Space, open again to placement and to be
    won again (§7.51, §7.52). For a Season-card cancel (§9.23-9.25) this is all; it is not the
    turn's Musketeer use (§5.22 x names the cancels apart)."""
    held = state.held(faction).musketeers
    if token not in held:
        raise ValueError(f"{faction} does not hold {token}")
    held.remove(token)
    if token not in state.musketeers_on:
        state.musketeers_on.append(token)
    return [Event(Msg("frondeurs-mus-discarded", who=flow.name(faction), musketeer=_n(token)))]


def _use(state: FrondeursState, faction: Faction, token: str) -> list[Event]:
    """A use of a power: the token is discarded and counts as the turn's one use."""
    state.tokens.mus_turn[faction] = state.turn
    gold.mark_token(state)
    return spend(state, faction, token)


# ---- the active faction's uses (bonuses) ------------------------------------------------------
def _choices(state: FrondeursState, f: Faction, stage: windows.Stage) -> list[Choice]:
    if used_this_turn(state, f):
        return []
    mine = usable(state, f)
    out = []
    if "dartagnan" in mine and stage == "before":
        out.append(Choice("mus:dartagnan", Msg("frondeurs-mus-dartagnan")))
    if "athos" in mine:
        out.append(Choice("mus:athos", Msg("frondeurs-mus-athos")))
    if "aramis" in mine:
        if state.arrested:
            out.append(Choice("mus:aramis:free", Msg("frondeurs-mus-aramis-free")))
        out.append(Choice("mus:aramis:cubes", Msg("frondeurs-mus-aramis-cubes")))
    return out


def _answer(state: FrondeursState, f: Faction, cid: str) -> list[Event]:
    _, token, mode = [*cid.split(":"), ""][:3]
    events = _use(state, f, token)
    p = holder(state, "porthos")
    if p is not None and "porthos" in usable(state, p) and (p == f or not used_this_turn(state, p)):
        windows.ask(state, "porthos", p, user=f.value, token=token, mode=mode)
        return events
    return events + _effect(state, f, token, mode, 1)


def _effect(state: FrondeursState, f: Faction, token: str, mode: str, uses: int) -> list[Event]:
    """The power, once or (with Porthos) twice; Aramis with Porthos may do each mode once
    (§7.53)."""
    if token == "dartagnan":
        t = state.tokens
        t.fill = (t.fill if t.fill_turn == state.turn else 0) + uses
        t.fill_turn = state.turn
        return []
    if token == "aramis" and uses == 2:
        windows.ask(state, "aramis_two", f, mode=mode)
        return []
    _start(state, f, token, mode, uses)
    return []


def _start(state: FrondeursState, f: Faction, token: str, mode: str, uses: int) -> None:
    if mode == "free":
        windows.ask(state, "mus_free", f, left=uses)
    else:
        windows.ask(
            state, "mus_cubes", f, token=token, left=PLACES * uses, per=uses, done={}, zone=None
        )


# ---- Porthos (§7.53) --------------------------------------------------------------------------
def _porthos_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    user = Faction(ask.data["user"])
    musketeer = _n(ask.data["token"])
    if user == ask.faction:
        ask_text = Msg("frondeurs-ask-porthos-own", musketeer=musketeer)
    else:
        ask_text = Msg("frondeurs-ask-porthos", whose=flow.name(user), musketeer=musketeer)
    return ask_text, [
        Choice("join", Msg("frondeurs-porthos-join")),
        Choice("no", Msg("frondeurs-porthos-keep")),
    ]


def _porthos_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    user = Faction(ask.data["user"])
    uses = 1
    events: list[Event] = []
    if cid == "join":
        uses = 2
        events += _use(state, ask.faction, "porthos")
    return events + _effect(state, user, ask.data["token"], ask.data["mode"], uses)


def _aramis_two_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    out = []
    if len(state.arrested) >= 2:
        out.append(Choice("free2", Msg("frondeurs-aramis-free2")))
    out.append(Choice("cubes2", Msg("frondeurs-aramis-cubes2")))
    if state.arrested:
        out.append(Choice("both", Msg("frondeurs-aramis-both")))
    return Msg("frondeurs-ask-aramis-two"), out


def _aramis_two_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    f = ask.faction
    if cid == "free2":
        _start(state, f, "aramis", "free", 2)
    elif cid == "cubes2":
        _start(state, f, "aramis", "cubes", 2)
    else:
        _start(state, f, "aramis", "free", 1)
        _start(state, f, "aramis", "cubes", 1)
    return []


# ---- Aramis frees a prisoner (§7.53 i, §7.25, §7.28) ------------------------------------------
def _free_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    out = [Choice(f"free:{s}", where(s), place=s) for s in sorted(state.arrested)]
    return Msg("frondeurs-ask-aramis-free"), out or [
        Choice("none", Msg("frondeurs-nobody-to-free"))
    ]


def _free_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    """Even Guise; the pair of Arrest tokens leaves the board (§7.25, §7.28); a freed Condé
    does not become Army Commander again (§7.33)."""
    if cid == "none":
        state.asks.remove(ask)
        return []
    space = cid.partition(":")[2]
    state.arrested.pop(space)
    ask.data["left"] -= 1
    if ask.data["left"] <= 0 or not state.arrested:
        state.asks.remove(ask)
    return [Event(Msg("frondeurs-aramis-frees", space=_n(space), who=flow.name(ask.faction)))]


# ---- Athos and Aramis: a cube at up to 5 Spaces (§7.53) ---------------------------------------
def _cube_options(state: FrondeursState, actor: Faction, space: str) -> list[Choice]:
    """Remove any cube, Controlled or not (never the actor's own last one, §6.54), or place any
    faction's cube where it is alone (§1.62)."""
    out = []
    who = board.owner(state, space)
    mine_last = who == actor and board.on_board(state, actor) <= 1
    if who is not None and not mine_last and who != seats.spared(state, actor):  # §5.43
        out.append(Choice("rm", Msg("frondeurs-mus-remove", whose=flow.name(who))))
    if board.open_space(state, space):
        for f in TURN_ORDER:
            if who in (None, f) and state.held(f).supply > 0:
                out.append(Choice(f"put:{f.value}", Msg("frondeurs-mus-place", whose=flow.name(f))))
    return out


def _cube_spaces(state: FrondeursState, ask: Ask) -> list[str]:
    done = ask.data["done"]
    return [
        s
        for s in CUBE_SPACES[ask.data["token"]]
        if s not in state.arrested
        and done.get(s, 0) < ask.data["per"]
        and _cube_options(state, ask.faction, s)
    ]


def _cubes_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    name = _n(ask.data["token"])
    space = ask.data.get("space")
    if space is not None:
        return Msg("frondeurs-ask-mus-at", musketeer=name, space=_n(space)), [
            *_cube_options(state, ask.faction, space),
            Choice("back", Msg("frondeurs-another-space")),
        ]
    left = ask.data["left"]
    spaces = _cube_spaces(state, ask)
    return Msg("frondeurs-ask-mus-where", musketeer=name, n=left), pick(
        spaces, ask.data.get("zone"), done=True
    )


def _cubes_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    d = ask.data
    head, _, arg = cid.partition(":")
    if cid == "done":
        state.asks.remove(ask)
        return []
    if d.get("space") is None:
        d["space"] = picked(d, cid)
        return []
    space = d["space"]
    d["space"] = None
    if head == "back":
        return []
    name = _n(d["token"])
    if head == "rm":
        who = flow.take(state, space, 1)
        said = Msg("frondeurs-mus-removed", musketeer=name, whose=flow.name(who), space=_n(space))
        events = [Event(said)]
    else:
        f = Faction(arg)
        flow.put(state, f, space, 1)
        said = Msg("frondeurs-mus-placed", musketeer=name, whose=flow.name(f), space=_n(space))
        events = [Event(said)]
        events += flow.claim(state, f, space)
    d["done"][space] = d["done"].get(space, 0) + 1
    d["left"] -= 1
    if d["left"] <= 0 or not _cube_spaces(state, ask):
        state.asks.remove(ask)
    return events


# ---- d'Artagnan (§7.53 i-ii) ------------------------------------------------------------------
def _fill_need(state: FrondeursState, f: Faction, space: str) -> int:
    """Cubes still wanting for Control there, 0 if none can bring it."""
    sp = board.SPACES[space]
    if sp.control == "infinity" or sp.faction not in (None, f) or board.owner(state, space) != f:
        return 0
    if board.controls(state, f, space):
        return 0
    need = sp.control - board.count(state, space)
    return need if 0 < need <= state.held(f).supply else 0


def _placed(state: FrondeursState, f: Faction, space: str) -> list[Event]:
    """After a cube the active faction places, offer d'Artagnan's Control there if it is due."""
    t = state.tokens
    due = t.fill > 0 and t.fill_turn == state.turn and f == state.active
    if due and _fill_need(state, f, space):
        windows.ask(state, "dart_fill", f, space=space)
    return []


def _fill_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    space = ask.data["space"]
    n = _fill_need(state, ask.faction, space)
    return Msg("frondeurs-ask-fill", space=_n(space)), [
        Choice("fill", Msg("frondeurs-fill", n=n)),
        Choice("no", Msg("frondeurs-not-here")),
    ]


def _fill_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    f, space = ask.faction, ask.data["space"]
    n = _fill_need(state, f, space)
    if cid != "fill" or not n:
        return []
    state.tokens.fill -= 1
    flow.put(state, f, space, n)
    events = [Event(Msg("frondeurs-filled", who=flow.name(f), space=_n(space)))]
    return events + flow.claim(state, f, space)


def _hold(state: FrondeursState, f: Faction, space: str) -> bool:
    """§7.53 ii: the d'Artagnan holder, if another faction, may block this Space the moment the
    active faction means to place there; asked once a Space a turn."""
    h = holder(state, "dartagnan")
    if state.phase != "play" or f != state.active or h is None or state.seat(h) == state.seat(f):
        return False
    if "dartagnan" not in usable(state, h) or used_this_turn(state, h):
        return False
    t = state.tokens
    if t.asked_turn != state.turn:
        t.asked, t.asked_turn = [], state.turn
    if space in t.asked:
        return False
    t.asked.append(space)
    windows.ask(state, "dart_block", h, space=space, who=f.value)
    return True


def _block_ask(state: FrondeursState, ask: Ask) -> tuple[Text, list[Choice]]:
    who = flow.name(Faction(ask.data["who"]))
    return Msg("frondeurs-ask-block", who=who, space=_n(ask.data["space"])), [
        Choice(
            "block",
            Msg("frondeurs-block", who=who, space=_n(ask.data["space"])),
            place=ask.data["space"],
        ),
        Choice("allow", Msg("frondeurs-allow")),
    ]


def _block_answer(state: FrondeursState, ask: Ask, cid: str) -> list[Event]:
    state.asks.remove(ask)
    f, space = Faction(ask.data["who"]), ask.data["space"]
    if cid == "block":
        state.tokens.block = (f, space, state.turn)
        bar = Event(Msg("frondeurs-barred", who=flow.name(f), space=_n(space)))
        return [*_use(state, ask.faction, "dartagnan"), bar]
    task = state.task
    if task is None or task.place <= 0:
        return []
    spaces = actions.placeable(state, f, task)
    if space not in spaces:
        return []
    return actions.place_at(state, f, task, space, spaces[space])


def _register() -> None:
    windows.bonus_handler(gold.exclusive(windows.BonusHandler("mus", _choices, _answer)))
    windows.ask_handler("porthos", windows.AskHandler(_porthos_ask, _porthos_answer))
    windows.ask_handler("aramis_two", windows.AskHandler(_aramis_two_ask, _aramis_two_answer))
    windows.ask_handler("mus_free", windows.AskHandler(_free_ask, _free_answer))
    windows.ask_handler("mus_cubes", windows.AskHandler(_cubes_ask, _cubes_answer))
    windows.ask_handler("dart_fill", windows.AskHandler(_fill_ask, _fill_answer))
    windows.ask_handler("dart_block", windows.AskHandler(_block_ask, _block_answer))
    windows.on("placed", _placed)
    windows.on("hold", _hold)


_register()
