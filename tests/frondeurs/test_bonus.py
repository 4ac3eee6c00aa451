"""The Affiliate cube (§2.46, §2.461, §5.22 xi, §6.71) and stuck turns (§5.22 viii, §6.4.13,
§6.4.14)."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.frondeurs import board, bonus
from games.frondeurs.data import DATA
from tests.frondeurs.steps import B, C, G, M, R, do, ids

AVATARS = {"conde": {C: 3}, "longueville_duchesse": {B: 3}, "retz": {R: 3}, "mazarin": {M: 3}}


def card(first: str, second: str = "move", ctrl: bool = False) -> str:
    return next(
        c.id
        for c in DATA.cards.action_cards
        if c.options[0].action == first
        and c.options[1].action == second
        and any(o.controlled for o in c.options) == ctrl
    )


def game(cubes: dict, hand: list[str] | None = None):
    st = G.setup(4, 1, {"cubes": {**AVATARS, **cubes}})
    st.active = B
    st.held(B).hand = list(hand) if hand is not None else [card("place4", "remove2")]
    return st


def test_affiliate_places_or_removes_one_cube_even_at_a_controlled_space() -> None:
    st = game({"don_carlos": {C: 3}, "nemours": {B: 1}})
    assert set(bonus.AFFILIATED[B]) >= {"don_carlos", "longueville_duchesse"}
    do(st, "aff")
    choices = ids(st)
    assert "remove:don_carlos" in choices  # Controlled by the Condéean: still a target
    assert "place:nemours" in choices and "place:longueville_duchesse" in choices
    assert not any(c.endswith(":conde") for c in choices)  # not his shield
    do(st, "remove:don_carlos")
    assert st.cubes["don_carlos"] == {C: 2}
    assert "aff" not in ids(st)  # once a turn (§6.71)


def test_affiliate_placement_needs_no_adjacency_and_is_before_or_after_the_card() -> None:
    st = game({})
    do(st, f"play:{st.held(B).hand[0]}:0", "done")  # nothing placed
    assert "aff" in ids(st)  # after the card
    do(st, "aff", "place:palatine")  # far from the duchesse: no link needed
    assert st.cubes["palatine"] == {B: 1}


def test_affiliate_needs_control_of_ones_avatar_2_461() -> None:
    st = game({"longueville_duchesse": {B: 2}})
    assert "aff" not in ids(st)
    st = game({"longueville_duchesse": {R: 1}})  # under enemy Influence
    assert "aff" not in ids(st)
    st = game({"don_carlos": {B: 3}, "longueville_duchesse": {}})  # an Affiliated Space
    assert "aff" not in ids(st)  # Controlled elsewhere does not qualify (§5.22 xi)
    with pytest.raises(IllegalAction):
        do(st, "aff")


def test_discard_a_useless_card_to_place_anywhere_6_4_13() -> None:
    # The Cabalist's only cube is Under Arrest: no Space to place, move or remove from, and
    # the opponents are all Controlled (no Ⓒ on these cards).
    hand = [card("place4", "remove2"), card("place2_remove1")]
    st = game({"longueville_duchesse": {}, "rantzau": {B: 1}}, hand=hand)
    assert "rantzau" in st.arrested
    assert bonus.stuck(st, B)
    assert {f"stuck:card:{c}" for c in hand} <= ids(st)
    do(st, f"stuck:card:{hand[0]}")
    assert hand[0] not in st.held(B).hand and st.task and st.task.anywhere
    do(st, "zone:west")
    space = next(c[3:] for c in ids(st) if c.startswith("sp:"))
    do(st, f"sp:{space}")
    assert st.cubes[space] == {B: 1} and st.discard_row == [hand[0]]


def test_not_stuck_when_a_card_can_act() -> None:
    st = game({})
    assert not bonus.stuck(st, B)
    assert not any(c.startswith("stuck:") for c in ids(st))


def test_empty_supply_takes_cubes_off_the_board_6_4_14() -> None:
    hand = [card("place3")]  # Place 3 / Move: no Removal
    st = game({}, hand=hand)
    assert "stuck:lift" not in ids(st)  # cubes in the Supply
    st.held(B).supply = 0
    do(st, "stuck:lift", "sp:longueville_duchesse")
    assert st.cubes["longueville_duchesse"] == {B: 2} and st.held(B).supply == 1
    do(st, f"play:{hand[0]}:0", "sp:longueville_duchesse")  # put back: a pass
    assert st.cubes["longueville_duchesse"] == {B: 3} and st.held(B).supply == 0


def test_no_lift_with_a_card_that_removes() -> None:
    st = game({"nemours": {B: 1}}, hand=[card("place4", "remove2")])
    st.held(B).supply = 0
    assert bonus.can_remove(st, B) and "stuck:lift" not in ids(st)


def test_an_empty_hand_still_has_a_choice() -> None:
    st = game({}, hand=[])
    do(st, "aff", "place:nemours")
    assert ids(st) == {"stuck:pass"}
    do(st, "stuck:pass")
    assert st.active == R  # no card: no Spanish Gold after it either
    assert board.on_board(st, B) == 4
