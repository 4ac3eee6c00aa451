"""Set-up and the shape of a turn: the deal, the blocks under turn 2, player order, the hand
refresh, and what turn 1 skips."""

from __future__ import annotations

import pytest

from games.core import SetupError
from games.liberte.data import DATA
from games.liberte.state import LiberteState
from i18n import say
from tests.liberte.helpers import (
    GAME,
    B,
    R,
    W,
    act,
    blocks_everywhere,
    give,
    ids,
    key,
    new_game,
)


def test_set_up_deals_seven_a_set_cards_and_puts_the_a_set_on_top_of_the_b_set() -> None:
    state = GAME.setup(5, 42)
    assert all(len(p.hand) == 7 for p in state.players)
    dealt = [k for p in state.players for k in p.hand]
    assert all(DATA.cards[k].set == "A" for k in dealt)
    a_left = 57 - 35 - 3
    assert all(DATA.cards[k].set == "A" for k in state.face_up)  # the top three cards
    assert all(DATA.cards[k].set == "A" for k in state.deck[:a_left])
    assert all(DATA.cards[k].set == "B" for k in state.deck[a_left:])
    assert len(state.deck) == 110 - 35 - 3


def test_two_blocks_of_each_colour_wait_under_turn_2_and_the_markers_start_at_0() -> None:
    state = new_game()
    assert state.supply == {R: 28, B: 26, W: 22}
    assert state.turn_track
    assert blocks_everywhere(state) == {R: 30, B: 28, W: 24}
    assert state.election == {R: 0, B: 0, W: 0}
    assert all(p.vp == 0 for p in state.players)


def test_the_start_player_is_random_then_clockwise() -> None:
    starts = {tuple(GAME.setup(4, seed).order) for seed in range(40)}
    assert starts == {(0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2)}
    state = new_game(4, start_player=2)
    assert state.order == [2, 3, 0, 1]
    assert GAME.active_seats(state) == [2]


def test_options_fix_the_deal() -> None:
    hands = [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21]]
    state = GAME.setup(3, 9, {"hands": hands, "face_up": [22, 23, 24], "start_player": 1})
    assert [sorted(map(int, p.hand)) for p in state.players] == hands
    assert state.face_up == ["22", "23", "24"]
    assert state.order == [1, 2, 0]


@pytest.mark.parametrize(
    "options",
    [
        {"hands": [[71, 1, 2, 3, 4, 5, 6]] * 3},  # a B-set card, and cards dealt twice
        {"hands": [[1, 2, 3]]},
        {"face_up": [1, 2, 3, 4]},
        {"start_player": 7},
        {"colour": "red"},
    ],
)
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(SetupError):
        GAME.setup(3, 1, options)


def test_turn_1_has_no_battle_box_no_order_phase_and_no_refresh() -> None:
    state = new_game()
    assert state.phase == "action" and state.turn == 1
    give(state, 0, key("Necker"))  # a Cannon, but in turn 1 only blocks
    act(state, 0, f"play:{key('Necker')}")
    assert state.action is not None and state.action.stage == "block"


def to_turn_2(state: LiberteState) -> None:
    """Ends turn 1 at once: a supply is empty, everyone passes, nobody advances a card."""
    state.supply[W] = 0
    for seat in list(state.order):
        act(state, seat, "pass")
    while state.tie is not None:  # the empty-board government tie, if anyone can advance
        act(state, GAME.active_seats(state)[0], "decline")


def test_at_turn_2_the_turn_track_blocks_return_and_vp_set_the_order() -> None:
    state = new_game(4, seed=3)
    for seat, vp in enumerate((2, 9, 0, 5)):
        state.players[seat].vp = vp
    to_turn_2(state)
    assert state.turn == 2 and state.phase == "refresh"
    assert state.order == [1, 3, 0, 2]  # "the player with the most VPs, followed by ..."
    assert not state.turn_track
    assert state.supply[R] == 30 and state.supply[B] == 28


def test_ties_on_vp_are_broken_at_random() -> None:
    orders = set()
    for seed in range(30):
        state = new_game(3, seed=seed)
        to_turn_2(state)  # everyone still at 0 VP
        orders.add(tuple(state.order))
    assert len(orders) > 3


def test_refresh_returns_the_display_allows_discards_and_refills_to_seven() -> None:
    state = new_game(3, seed=4)
    p0 = state.players[0]
    saved = p0.hand[:2]
    p0.display = saved
    p0.hand = p0.hand[2:5]  # 3 in hand, 2 in display
    to_turn_2(state)
    (first,) = GAME.active_seats(state)
    assert state.phase == "refresh"
    while first != 0:  # the others keep their hands
        act(state, first, "done")
        (first,) = GAME.active_seats(state)
    assert p0.display == [] and set(saved) <= set(p0.hand) and len(p0.hand) == 5
    gone = p0.hand[0]
    act(state, 0, f"discard:{gone}")
    assert gone in p0.hand, "discards are made together when the player is done"
    act(state, 0, "done")
    assert gone in state.discard and len(p0.hand) == 4
    taken = state.face_up[1]
    act(state, 0, f"take:{taken}")
    assert taken in p0.hand and taken not in state.face_up and len(state.face_up) == 3
    assert "draw:all" in ids(state, 0)
    act(state, 0, "draw:all")
    assert len(p0.hand) == 7
    assert state.refresh is None or state.refresh.seat != 0


def test_a_player_with_seven_or_more_is_not_made_to_draw() -> None:
    state = new_game(3, seed=4)
    to_turn_2(state)
    (first,) = GAME.active_seats(state)
    size = len(state.players[first].hand)
    events = act(state, first, "done")
    assert len(state.players[first].hand) == size == 7
    assert "keeps the hand" in say(events[0].text)


def test_an_empty_hand_with_no_card_left_anywhere_is_not_prompted() -> None:
    state = new_game(3, seed=4)
    state.players[0].hand = []
    gone = state.deck + state.face_up + [k for p in state.players[1:] for k in p.hand]
    state.removed += gone
    state.deck, state.face_up = [], []
    for p in state.players[1:]:
        p.hand = []
    to_turn_2(state)
    assert state.phase == "action", "nobody had anything to refresh"
    assert ids(state, state.order[0]) == ["pass"]
