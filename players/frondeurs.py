"""Frondeurs et Frondeuses: points are Spaces held, so put cubes where they score most and are
closest to Control (Control takes the tokens there and the higher value of a dual numeral), take
cubes off the rivals' best Spaces, play the card option that moves most cubes, and take what is
free (the Affiliate cube, Coins, Crowns). Keep the King's Pawn (10 points in hand), keep the
Spanish Gold box shut (each spending costs 5), and cancel a Season card's removals of our own
cubes with a Musketeer."""

from __future__ import annotations

import random
from typing import Any

from games.core import Choice, Msg, Prompt, Text
from games.frondeurs.board import ZONES
from games.frondeurs.data import DATA
from players.common import argument, best, prefix

TOKEN = 1.5  # a Crown, a Coin or a Musketeer lying on a Space, won with its Control
# The questions whose Spaces are where a cube comes off (the others place one).
REMOVING = {
    "frondeurs-ask-remove",
    "frondeurs-ask-pawn-back",
    "frondeurs-ask-depression",
}

PLAN = 1.0  # a card's ready-made play over its steps: the engine's choice of Spaces is ours
AFFILIATE_FIRST = 20.0  # the Affiliate cube before the card, which it may help
# Bonuses and answers worth taking or avoiding, whatever the board (see the module's docstring).
FLAT = {
    "aff": 2.0,
    "coin": 1.5,
    "crown": 1.0,
    "first": 0.1,
    "go": 0.5,
    "all": 2.0,
    "take": 3.0,
    "join": 0.5,
    "fill": 1.0,
    "block": 0.5,
    "accept": -0.5,
    "pawn": -3.0,
    "gold": -2.0,
    "done": -1.0,
    "back": -2.0,
    "own": -2.0,
    "stuck": -0.5,
    "jail": -1.0,
}


# What holding a Space scores: its PP and MP, the Controlled value of a dual numeral. Read for
# every Space of every menu, so taken once.
WORTH = {s.id: float(sum(s.value(True))) for s in DATA.board.spaces}


class Board:
    """The public board as one seat sees it, for the faction it decides for now (a seat may
    play two, or run the Dummy): the factions the seat plays are no rivals."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        factions = view["factions"]
        acting: str | None = view.get("acting")
        self.me: str
        if acting is not None and acting in factions and factions[acting]["seat"] == seat:
            self.me = acting
        else:
            self.me = next(f for f, v in factions.items() if v["seat"] == seat)
        self.friends = {f for f, v in factions.items() if v["seat"] == seat}
        self.cubes: dict[str, dict[str, int]] = view["cubes"]

    def mine(self, space: str) -> int:
        return self.cubes.get(space, {}).get(self.me, 0)

    def rival(self, space: str) -> int:
        return sum(n for f, n in self.cubes.get(space, {}).items() if f not in self.friends)

    def tokens(self, space: str) -> float:
        v = self.view
        n = v["crowns_on"].get(space, 0) + v["coins_on"].get(space, 0)
        return TOKEN * (n + (space in v["musketeers_on"]))

    def place(self, space: str) -> float:
        """A cube here: the Space's value once held, more as Control comes near."""
        control = DATA.spaces[space].control
        need = 99 if control == "infinity" else int(control) - self.mine(space)
        near = 1.0 if need == 1 else 0.5 if need == 2 else 0.2
        return WORTH[space] * (0.5 + near) + self.tokens(space) * near

    def remove(self, space: str) -> float:
        """A rival's cube taken: what it was worth to them, more if it was their last there."""
        if not self.rival(space):
            return -WORTH[space]  # our own cube (a forced removal): the least valuable
        return WORTH[space] * (1.5 if self.rival(space) == 1 else 0.7)

    def zone(self, zone: str, removing: bool) -> float:
        """A zone is as good as its best Space for this step."""
        return max((self.remove(s) if removing else self.place(s)) for s in ZONES[zone])


def card_value(card: str) -> float:
    """The most cubes one of the card's options moves (a Season card must be played anyway)."""
    if card not in DATA.action_cards:
        return 10.0
    return max(o.place + 1.2 * o.remove + 0.8 * o.move for o in DATA.action_cards[card].options)


def option_value(card: str, option: int) -> float:
    o = DATA.action_cards[card].options[option]
    return o.place + 1.2 * o.remove + 0.8 * o.move


def question(text: Text) -> str:
    """The key of what is asked, the faction a seat decides for set aside."""
    while isinstance(text, Msg) and text.key == "frondeurs-for-faction":
        text = text.kwargs["text"]
    return text.key if isinstance(text, Msg) else ""


def paid(label: Text) -> int:
    """The cubes a move's group pays on its way ("Take 2 cubes from ..., paying 1 cube")."""
    return int(label.kwargs.get("paid", 0)) if isinstance(label, Msg) else 0


def choose(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
    board = Board(view, seat)
    removing = question(prompt.ask or prompt.text) in REMOVING

    def score(c: Choice) -> float:
        kind, arg = prefix(c.id), argument(c.id)
        if kind == "sp" and arg in DATA.spaces:
            return board.remove(arg) if removing else board.place(arg)
        if kind == "two" and arg in DATA.spaces:  # two cubes at once: nearer Control
            return 1.5 * board.place(arg)
        if kind == "zone":
            return board.zone(arg, removing)
        if kind == "to" and arg in DATA.spaces:  # a destination with its usual movers
            return 1.0 + board.place(arg)
        if kind == "aff" and arg:  # the Affiliate cube at once, before the card: more reach
            return AFFILIATE_FIRST + board.place(arg.partition(":")[2])
        if kind == "play":  # a Season card, or an Action card with its option (and its plan)
            card, _, rest = arg.partition(":")
            option, _, plan = rest.partition(":")
            if not option.isdigit():
                return card_value(card) + (0.1 if option == "first" else 0.0)
            return option_value(card, int(option)) + (PLAN if plan else 0.0)
        if kind == "from":
            return 1.0 - paid(c.label)
        if kind == "cancel" and arg:
            return 1.0  # a Musketeer spares our own cubes
        return FLAT.get(kind, 0.0)

    return best(prompt.choices, score, rng)
