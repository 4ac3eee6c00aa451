"""Building Liberté positions for tests: a game from fixed options, then cards and stacks put
where a rulebook example has them, keeping every card and block accounted for."""

from __future__ import annotations

from typing import Any

from games import registry
from games.core import Event
from games.liberte.data import DATA, Faction
from games.liberte.engine import Liberte
from games.liberte.state import LiberteState, Phase, Stack
from i18n import say


def _liberte() -> Liberte:
    game = registry.get("liberte")
    assert isinstance(game, Liberte)
    return game


GAME = _liberte()
R, B, W = Faction.RADICAL, Faction.MODERATE, Faction.ROYALIST


def new_game(n: int = 3, seed: int = 1, **options: Any) -> LiberteState:
    return GAME.setup(n, seed, {"start_player": 0, **options})


def key(name: str) -> str:
    """The card whose name ends with `name` (its surname), e.g. key("Marat") == "71"."""
    found = [k for k, c in DATA.cards.items() if c.name == name or c.name.endswith(" " + name)]
    assert len(found) == 1, (name, found)
    return found[0]


def specials(kind: str) -> list[str]:
    return [k for k, c in DATA.cards.items() if c.special == kind]


def _take_out(state: LiberteState, card: str) -> None:
    for pile in (state.deck, state.face_up, state.discard, state.removed):
        if card in pile:
            pile.remove(card)
            return
    for p in state.players:
        for pile in (p.hand, p.display):
            if card in pile:
                pile.remove(card)
                return
    raise AssertionError(f"card {card} is nowhere")


def give(state: LiberteState, seat: int, *cards: str, display: bool = False) -> None:
    """Moves cards (from wherever they are) to a seat's hand or display."""
    for card in cards:
        _take_out(state, card)
        (state.players[seat].display if display else state.players[seat].hand).append(card)


def empty_hands(state: LiberteState) -> None:
    for p in state.players:
        state.deck += p.hand
        p.hand = []


def face_up(state: LiberteState, *cards: str) -> None:
    """Sets the three face-up cards (the old ones go under the deck)."""
    for card in cards:
        _take_out(state, card)
    state.deck += state.face_up
    state.face_up = list(cards)


def on_top(state: LiberteState, *cards: str) -> None:
    for card in reversed(cards):
        _take_out(state, card)
        state.deck.insert(0, card)


def put(state: LiberteState, province: int, owner: int, faction: Faction, height: int) -> None:
    """A stack from the supply, as if placed earlier."""
    state.stacks(province).append(Stack(owner=owner, faction=faction, height=height))
    state.supply[faction] -= height


def act(state: LiberteState, seat: int, *choices: str) -> list[Event]:
    events: list[Event] = []
    for choice in choices:
        events += GAME.apply(state, seat, choice)
    return events


def ids(state: LiberteState, seat: int) -> list[str]:
    prompt = GAME.prompt(state, seat)
    return [] if prompt is None else prompt.choice_ids()


def texts(events: list[Event]) -> str:
    """The events as the table reads them (in English, seats as tags)."""
    return " | ".join(say(e.text) for e in events)


def blocks_everywhere(state: LiberteState) -> dict[Faction, int]:
    """Supply + board + held votes + Lost Battle blocks + the turn track: always 30/28/24."""
    total = dict(state.supply)
    for stacks in state.board:
        for s in stacks:
            total[s.faction] += s.height
    for p in state.players:
        for f, n in p.held.items():
            total[f] += n
    total[W] += sum(1 for lb in state.lost_battles if lb.block)
    if state.turn_track:
        for f in total:
            total[f] += 2
    return total


def cards_everywhere(state: LiberteState) -> list[str]:
    """Deck, face-up row, discards, the box, hands and displays: all 110 cards, each once."""
    piles = [state.deck, state.face_up, state.discard, state.removed]
    piles += [pile for p in state.players for pile in (p.hand, p.display)]
    return sorted(card for pile in piles for card in pile)


def jump_to(state: LiberteState, turn: int, phase: Phase) -> None:
    """Puts a fresh game at the start of a later phase (no decision pending)."""
    state.turn, state.action, state.refresh, state.tie = turn, None, None, None
    if turn > 1 and state.turn_track:
        for f in state.supply:
            state.supply[f] += 2
        state.turn_track = False
    if phase == "election":
        from games.liberte import elections

        elections.enter(state)
    else:
        state.phase = phase
