"""Liberté: put blocks where they win (or keep) a province's vote, in the colours likely to
govern or oppose, with the card that places most of them; take cards when the hand is poor;
save played cards for tie-breaks; advance a card only to win a tie; aim Specials at the
rivals' winning stacks and cards; keep out of a Radical landslide or a counter-revolution that
others would win."""

from __future__ import annotations

import random
from typing import Any

from games.core import Choice, Prompt
from games.liberte.data import DATA, FACTIONS, PARIS, Card, Faction
from players.common import argument, best, prefix

STACKS = 3  # stacks a province holds, and blocks a stack holds
LANDSLIDE = 17  # red votes that end the game
COUNTER = 7  # white Fleur-de-lis provinces (and lost battles) that end it
DRAW = 1.3  # what an unknown card from the deck is worth, as `worth` counts
KEEP_IN_HAND = 5  # a refresh discards weak cards only down to this many

Stack = dict[str, Any]  # a stack as the view shows it: owner, faction letter, height


def card(key: str) -> Card:
    return DATA.cards[key]


class Table:
    """The board and the factions as the seat sees them. A `Faction` is its letter (a StrEnum),
    so it reads the view's letter-keyed dicts and compares with its letters as it is: no
    `.value` or `Faction(...)` in the search's hot loops."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view, self.seat = view, seat
        self.turn: int = view["turn"]
        self.board: list[list[dict[str, Any]]] = view["board"]
        self.hand: list[str] = view.get("hand", [])
        me = view["players"][seat]
        self.display: list[str] = me["display"]
        self.held: dict[str, int] = me["held"]  # by faction letter
        self.leaders, self.mine = self._read_board()
        won = dict.fromkeys(FACTIONS, 0)  # provinces each faction leads
        for top in self.leaders:
            if top is not None:
                won[top["faction"]] += 1
        # The faction most likely to govern counts most; the opposition's votes still pay.
        strength = {f: won[f] + view["election"][f] for f in FACTIONS}
        ranked = sorted(FACTIONS, key=lambda f: -strength[f])
        self.interest = dict(zip(ranked, (1.0, 0.75, 0.3), strict=True))
        self.ending = self._sudden_endings(won)

    def _read_board(self) -> tuple[list[Stack | None], list[Stack | None]]:
        """Each province's leader, the one highest stack, which wins its vote (None on a
        tie), and our own stack there; index n-1 for province n. Read in one plain pass at
        every decision, once for all the choices' scores."""
        leaders: list[Stack | None] = []
        mine: list[Stack | None] = []
        for stacks in self.board:
            top, best, own = None, -1, None
            for s in stacks:
                height = s["height"]
                if height > best:
                    top, best = s, height
                elif height == best:
                    top = None
                if own is None and s["owner"] == self.seat:
                    own = s
            leaders.append(top)
            mine.append(own)
        return leaders, mine

    def _sudden_endings(self, won: dict[Faction, int]) -> dict[Faction, float]:
        """A penalty on feeding red towards a landslide or white towards a counter-revolution
        when we are not the one it would crown (our points on the board and in the display
        against the best rival's)."""
        out = {f: 0.0 for f in FACTIONS}
        near = {
            Faction.RADICAL: won[Faction.RADICAL] + self.view["election"][Faction.RADICAL]
            >= LANDSLIDE - 4,
            Faction.ROYALIST: self.turn >= 2 and self.view["counter_revolution"] >= COUNTER - 2,
        }
        for f, close in near.items():
            if close and not self.leads_in(f):
                out[f] = 1.0
        return out

    def leads_in(self, f: Faction) -> bool:
        def points(seat: int) -> int:
            p = self.view["players"][seat]
            shown = sum(card(k).value for k in p["display"] if card(k).faction is f)
            board = sum(
                s["height"]
                for stacks in self.board
                for s in stacks
                if s["owner"] == seat and s["faction"] == f
            )
            return p["held"][f] + shown + board

        mine = points(self.seat)
        return all(mine >= points(s) for s in range(len(self.view["players"])) if s != self.seat)

    # ---- blocks ---------------------------------------------------------------------------
    def can_place(self, province: int, f: Faction) -> bool:
        own = self.mine[province - 1]
        if own is not None:
            return own["faction"] == f and own["height"] < STACKS
        return len(self.board[province - 1]) < STACKS

    def placement(self, province: int, f: Faction) -> float:
        """What one more `f` block of ours in `province` is worth: most when it takes the
        vote, less to defend or tie it, little where it cannot win."""
        own = self.mine[province - 1]
        height = own["height"] if own else 0
        rival = max(
            (s["height"] for s in self.board[province - 1] if s["owner"] != self.seat), default=0
        )
        after = height + 1
        if height > rival:
            gain = 0.35 if height == rival + 1 else 0.1  # a one-block lead is easily caught
        elif after > rival:
            gain = 1.2 if rival else 1.0  # taking a vote from a rival is worth more
        elif after == rival:
            gain = 0.35
        else:
            gain = 0.1 if rival < STACKS else 0.0
        p = DATA.provinces[province]
        worth = 1.0 + (p.vp if self.turn >= 3 else 0) + (0.4 * after if province == PARIS else 0.0)
        penalty = self.ending[f] * (1.0 if f is not Faction.ROYALIST or p.fleur_de_lis else 0.3)
        return gain * worth * self.interest[f] - penalty

    def provinces(self, c: Card, region: str | None = None) -> list[int]:
        region = region or c.region
        numbers = DATA.region_provinces[region] if region else range(1, len(self.board) + 1)
        assert c.faction is not None
        return [p for p in numbers if self.can_place(p, c.faction)]

    def play_value(self, key: str) -> float:
        """A Club or Personality played now: its blocks in the best provinces it reaches."""
        c = card(key)
        assert c.faction is not None
        if self.view["supply"][c.faction] <= 0:
            return -0.5
        scores = sorted((self.placement(p, c.faction) for p in self.provinces(c)), reverse=True)
        blocks = min(c.value, self.view["supply"][c.faction])
        # A stack takes up to three blocks, so the best province can take more than one.
        return sum(scores[i // STACKS] for i in range(min(blocks, STACKS * len(scores))))

    def worth(self, key: str) -> float:
        """A card in hand: the blocks it shows in colours we care for, a General for battle."""
        c = card(key)
        if not c.placing:
            return 0.6
        assert c.faction is not None
        return (
            c.value * self.interest[c.faction]
            + (0.8 if c.general else 0.0)
            + (0.3 if c.cannon and self.turn >= 2 else 0.0)
        )

    def rival_stack(self, province: int, owner: int) -> float:
        """Knocking a block off `owner`'s stack: good against a rival who leads the province."""
        if owner == self.seat:
            return -3.0
        stacks = self.board[province - 1]
        top = self.leaders[province - 1]
        stack = next((s for s in stacks if s["owner"] == owner), None)
        height = stack["height"] if stack else 0
        return height + (2.0 if top is not None and top["owner"] == owner else 0.0)


def choose(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    t = Table(view, seat)
    ids = {c.id for c in prompt.choices}
    kinds = {prefix(c.id) for c in prompt.choices}
    if "advance" in kinds or ids == {"decline"}:
        return best(prompt.choices, lambda c: _advance(view, t, c), rng)
    if "use" in kinds:  # a Cannon card: the Battle Box if it pays, else the blocks' place
        if _battle(view, t) > 0:
            return "use:battle"
        blocks = [c for c in prompt.choices if prefix(c.id) != "use"]
        return best(blocks, lambda c: _aim(view, t, c), rng) if blocks else "use:blocks"
    if kinds & {"put", "prov", "stack", "seat", "remove"} or "region" in kinds:
        return best(prompt.choices, lambda c: _aim(view, t, c), rng)
    if "keep" in kinds:
        # The display comes back to hand at the refresh, and wins ties till then; the action
        # ends there unless a Special or a second card is worth playing after it.
        return "keep:end" if "keep:end" in ids and not _more_to_play(view, t) else "keep"
    if kinds & {"pass", "end"}:  # the action's first or next step
        return best(prompt.choices, lambda c: _act(view, t, c), rng)
    if "done" in kinds:  # refresh: discard the weakest cards, keeping a hand to play
        weak = [c for c in prompt.choices if c.id != "done" and t.worth(argument(c.id)) < 0.8]
        marked = len(t.hand) - (len(prompt.choices) - 1)
        if weak and len(t.hand) - marked > KEEP_IN_HAND:
            return best(weak, lambda c: -t.worth(argument(c.id)), rng)
        return "done"
    if "discard" in kinds:  # nine cards or more before taking: the weakest go
        return best(prompt.choices, lambda c: -t.worth(argument(c.id)), rng)
    if kinds & {"draw", "enough"} or kinds == {"take"}:
        return best(prompt.choices, lambda c: _take(t, c), rng)
    return best(prompt.choices, lambda c: _act(view, t, c), rng)


def _act(view: dict[str, Any], t: Table, choice: Choice) -> float:
    """The action: the best card to play, a Special that hurts a rival, else take or pass.
    Taking offers the cards at once: the best card to take, a hair above taking them later."""
    kind, key = prefix(choice.id), argument(choice.id)
    if kind == "play":
        return t.play_value(key)
    if kind == "special":
        return 0.9 if _special_has_target(view, t, key) else -1.0
    if kind in ("take", "draw"):
        placing = [k for k in t.hand if card(k).placing]
        poor = len(placing) <= 2 or len(t.hand) <= 3
        taking = 1.2 if poor else 0.4
        return taking if choice.id == "take" else taking + 0.001 * (1 + _take(t, choice))
    return 0.0  # pass, or end the action


def _more_to_play(view: dict[str, Any], t: Table) -> bool:
    """Whether, once the card in play is saved, the action would go on with a Special aimed at
    a rival or a second 1-value card (the choices `_act` would rather make than end)."""
    if any((s := card(k).special) and _special_has_target(view, t, s) for k in t.hand):
        return True
    in_play = view.get("in_play")
    first = card(in_play["card"]) if in_play else None
    if first is None or first.value != 1:
        return False
    return any(
        card(k).placing and card(k).value == 1 and (card(k).region in (None, first.region))
        for k in t.hand
    )


def _special_has_target(view: dict[str, Any], t: Table, kind: str) -> bool:
    if kind in ("emigration", "guillotine", "purge"):
        return any(p["display"] for s, p in enumerate(view["players"]) if s != t.seat)
    return any(
        t.rival_stack(n, s["owner"]) >= 2
        for n in range(1, len(t.board) + 1)
        for s in t.board[n - 1]
    )


def _aim(view: dict[str, Any], t: Table, choice: Choice) -> float:
    """Where a block goes, or whom a Special strikes."""
    kind, arg = prefix(choice.id), argument(choice.id)
    in_play = view.get("in_play")
    if kind == "put" and in_play:
        c = card(in_play["card"])
        assert c.faction is not None
        return t.placement(int(arg), c.faction)
    if kind == "use":
        return _battle(view, t) if arg == "battle" else 0.0
    if kind == "region" and in_play:  # a Club's block: the region of the best province
        c = card(in_play["card"])
        assert c.faction is not None
        return max((t.placement(p, c.faction) for p in t.provinces(c, arg)), default=-1.0)
    if kind == "region":  # a Special's region: where rivals stand highest
        return max(
            (
                t.rival_stack(p, s["owner"])
                for p in DATA.region_provinces[arg]
                for s in t.board[p - 1]
            ),
            default=-1.0,
        )
    if kind == "prov":
        return max(
            (t.rival_stack(int(arg), s["owner"]) for s in t.board[int(arg) - 1]), default=-1.0
        )
    if kind in ("stack", "seat"):
        return -3.0 if int(arg) == t.seat else float(view["players"][int(arg)]["vp"]) + 1.0
    if kind == "remove":
        if arg in t.display:  # a card of our own display
            return -3.0
        return 1.0 + t.worth(arg)
    return 0.0  # remove no card


def _battle(view: dict[str, Any], t: Table) -> float:
    """A Control Token pays if we can lead the army: a General to show, and not behind."""
    general = any(card(k).general for k in [*t.hand, *t.display])
    mine = view["players"][t.seat]["battle"]
    rivals = max((p["battle"] for s, p in enumerate(view["players"]) if s != t.seat), default=0)
    return 1.5 if general and mine <= rivals else -0.5


def _take(t: Table, choice: Choice) -> float:
    if choice.id == "enough":
        return 0.3
    if prefix(choice.id) == "draw":
        return DRAW + (0.1 if choice.id == "draw:all" else 0.0)
    return t.worth(argument(choice.id))


def _advance(view: dict[str, Any], t: Table, choice: Choice) -> float:
    """Advance the cheapest card that beats every rival bid for our side; else decline."""
    if choice.id == "decline":
        return 0.0
    tie = view["tie"]
    c = card(argument(choice.id))
    if tie["purpose"] in ("government", "opposition"):
        ours = max(tie["sides"], key=lambda f: t.held[f])
        side = c.faction.value if c.faction else ""
    else:
        ours, side = str(t.seat), str(t.seat)
    if side != ours:
        return -1.0
    rival = max((b["value"] for b in tie["bids"] if b["side"] != ours), default=0)
    return 2.0 - 0.1 * c.value if c.value > rival else -1.0
