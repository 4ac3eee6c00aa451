"""Spanish Gold and Mazarin's Exile (§7.6): deposits by mid-game rank (§7.63), the ≤2 test
(§7.62-7.63), exchanges (§7.64), the chain's rules, the -5 a spending (§7.65) and the §7.68
example played step by step through `Frondeurs.apply`."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.frondeurs import actions, board, flow, gold
from games.frondeurs.data import Faction
from i18n import say
from tests.frondeurs.steps import B, C, G, M, R, at, card, do, ids

AVATARS = {"conde": {C: 3}, "longueville_duchesse": {B: 3}, "retz": {R: 3}, "mazarin": {M: 3}}


def game(cubes: dict, active: Faction = B, hand: list[str] | None = None, box: int = 0):
    st = G.setup(4, 1, {"cubes": {**AVATARS, **cubes}})
    st.active = active
    st.held(active).hand = hand if hand is not None else [card("place4")]
    st.held(active).box = box
    return st


def test_7_68_step_by_step() -> None:
    p2r1 = card("place2_remove1")
    st = game(
        {
            "charles_iv": {C: 1},
            "gaston": {C: 1},
            "don_carlos": {C: 1},
            "erzhog": {C: 1},
            "northeast": {M: 2},
        },
        hand=[p2r1],
        box=10,
    )
    assert {"gold:expend", "gold:deposit", "aff", f"play:{p2r1}:0"} <= ids(st)
    do(st, "gold:expend")  # before the card's action
    assert st.held(B).spanish_uses == 1
    assert "done" not in ids(st)  # the first Space must be entered
    supply_c, supply_m = st.held(C).supply, st.held(M).supply
    at(st, "charles_iv")  # 1 for the Spanish peer, 1 exchanged
    assert st.cubes["charles_iv"] == {B: 1} and st.held(B).box == 8
    at(st, "gaston")  # +1 dashed
    at(st, "don_carlos")  # +1 dashed
    at(st, "erzhog")  # solid
    assert st.held(B).box == 3  # "So far, 7 blue Cubes have been used"
    assert st.held(C).supply == supply_c + 4  # the exchanged black cubes go home
    assert "conde" not in gold.steps(st, B, st.asks[0].data["visited"])  # 3 + 1 > 3
    with pytest.raises(IllegalAction):
        do(st, "sp:conde")
    at(st, "northeast")  # the 2 yellow cubes exchanged
    assert st.cubes["northeast"] == {B: 2} and st.held(M).supply == supply_m + 2
    at(st, "languedoc")  # the last cube, in an empty Space
    assert st.cubes["languedoc"] == {B: 1} and st.held(B).box == 0 and not st.asks
    do(st, f"play:{p2r1}:0")
    at(st, "aix")
    at(st, "marseilles")  # Adjacent to Languedoc now
    assert st.cubes["aix"] == st.cubes["marseilles"] == {B: 1}
    targets = actions.removable(st, B, st.task)
    assert targets and all(board.owner(st, s) == B for s in targets)  # no enemy cube to Remove
    do(st, "done")
    assert {"aff", "end"} <= ids(st) and not any(i.startswith("gold:") for i in ids(st))
    do(st, "aff", "place:don_carlos")  # Spanish Gold once a turn
    assert st.cubes["don_carlos"] == {B: 2}
    assert st.active == R  # nothing more to do: the turn has passed
    assert flow.final_score(st, B) == board.score(st, B) - 5  # §7.65


def test_deposit_by_mid_game_rank_7_63() -> None:
    st = game({}, active=C)
    assert gold.deposit_size(st, C) == 1  # before the mid-game scoring
    st.seasons_played.append("faction_swap")
    for f, pp in ((C, 10), (B, 20), (R, 30), (M, 20)):
        st.held(f).mid_pp = pp
    assert [gold.deposit_size(st, f) for f in (C, B, R, M)] == [3, 2, 1, 2]
    supply = st.held(C).supply
    do(st, "gold:deposit")
    assert st.held(C).box == 3 and st.held(C).supply == supply - 3  # from the Supply
    assert st.held(C).spanish_uses == 0  # laying away costs nothing (RULES_NOTES)
    view = G.view(st, 3)
    assert view["spanish_gold"] == {"condeean": 3, "cabalist": 0, "retzist": 0}
    assert view["mazarin_exile"] == 0 and view["factions"]["condeean"]["spanish_uses"] == 0


def test_only_a_card_play_of_two_cubes_or_fewer_qualifies_7_62() -> None:
    st = game({"gaston": {B: 1}}, box=2)
    do(st, f"play:{st.held(B).hand[0]}:0")
    for space in ("gaston", "gaston", "languedoc"):  # 3 placed
        at(st, space)
    do(st, "done")
    assert not gold.qualifies(st, B, "after")
    assert not any(c.startswith("gold:") for c in ids(st))
    st = game({"gaston": {B: 1}}, box=2)
    do(st, f"play:{st.held(B).hand[0]}:0")
    at(st, "gaston")
    at(st, "gaston")
    do(st, "done")
    assert gold.qualifies(st, B, "after")  # 2 placed
    assert "gold:expend" in ids(st)  # spending the box still may follow the card
    # Laying cubes away after the card would do what it does before it, where it is offered
    # (a deposit before caps the card at 2): not asked again (RULES_NOTES).
    assert "gold:deposit" not in ids(st)
    do(st, "aff", "place:don_carlos")  # the Affiliate cube does not count (§7.63)
    assert gold.qualifies(st, B, "after") and "gold:expend" in ids(st)
    do(st, "end")
    assert st.active == R


def test_after_a_deposit_two_cubes_are_offered_only_where_two_may_still_go_7_62() -> None:
    """The card is held to 2 cubes after Spanish Gold taken before it: with one placed, one is
    left, so no "place 2 cubes" (it used to be offered, and placed only one)."""
    st = game({"gaston": {B: 2}, "languedoc": {B: 1}})
    do(st, "gold:deposit", f"play:{st.held(B).hand[0]}:0")
    assert any(i.startswith("two:") for i in ids(st))  # 2 may go at once
    at(st, "languedoc")
    assert st.task is not None and st.task.place == 3
    assert not any(i.startswith("two:") for i in ids(st))  # only 1 more may go
    at(st, "gaston")
    assert st.cubes["gaston"] == {B: 3} and st.task is None  # the card stopped at 2


def test_a_ready_made_play_after_a_deposit_places_two_cubes_only() -> None:
    st = game({"gaston": {B: 2}, "languedoc": {B: 1}})
    do(st, "gold:deposit")
    made = [i for i in ids(st) if i.startswith(f"play:{st.held(B).hand[0]}:0:")]
    assert made and "+" not in made[0]  # one Space, two cubes
    before = board.on_board(st, B)
    do(st, made[0])
    assert st.task is None and board.on_board(st, B) == before + 2


def test_gold_before_the_card_holds_the_card_to_two_cubes() -> None:
    st = game({"gaston": {B: 1}})
    do(st, "gold:deposit", f"play:{st.held(B).hand[0]}:0")
    at(st, "gaston")
    at(st, "gaston")
    assert st.cubes["gaston"] == {B: 3} and st.task is None  # the Place 4 stopped at 2
    assert st.discard_row and "gold:deposit" not in ids(st)


def test_no_gold_once_a_token_was_used_7_66() -> None:
    st = game({})
    st.bonus_turns["token"] = st.turn
    assert not any(c.startswith("gold:") for c in ids(st))
    st.bonus_turns["token"] = 0
    do(st, "gold:deposit")
    assert gold.blocks_tokens(st)


def test_exchanges_are_one_for_one_plus_one_if_controlled_and_full_only() -> None:
    st = game({"charles_iv": {C: 1}, "gaston": {C: 3}}, box=5)
    do(st, "gold:expend", "sp:charles_iv")  # 1 peer + 1 exchanged: 3 left
    assert "gaston" not in gold.steps(st, B, ["charles_iv"])  # 1 + 3 + 1 = 5 > 3
    st = game({"charles_iv": {C: 1}, "gaston": {C: 3}}, box=7)
    do(st, "gold:expend", "sp:charles_iv")
    assert gold.steps(st, B, ["charles_iv"])["gaston"] == 5  # dashed 1, 3 cubes, Control 1
    supply = st.held(B).supply
    at(st, "gaston")
    assert st.cubes["gaston"] == {B: 3} and st.held(B).box == 0  # as many as were there
    assert st.held(B).supply == supply + 2  # the connector and the Control cube discarded


def test_the_chain_leaves_cubes_in_each_empty_space_and_follows_adjacency() -> None:
    st = game({}, box=6)
    do(st, "gold:expend")
    assert "sp:languedoc" not in ids(st)  # not a Spanish-peer Space
    do(st, "sp:lenet")  # empty: 1 for the peer, then how many to leave
    assert ids(st) == {f"n:{k}" for k in range(1, 6)}  # at least one
    do(st, "n:2")
    assert st.cubes["lenet"] == {B: 2} and st.held(B).box == 3
    nxt = gold.steps(st, B, ["lenet"])
    assert "conde" not in nxt  # Controlled Avatar: 0 + 3 + 1 > 3
    assert all(
        any(lk.dst == s for lk in board.links_from(st, "lenet")) for s in nxt
    )  # Adjacent to the chain
    assert "done" in ids(st)
    do(st, "done")  # stop: the rest stays in the box
    assert st.held(B).box == 3 and not st.asks and st.held(B).spanish_uses == 1


def test_any_number_of_the_box_may_stay_beyond_the_menu_7_64() -> None:
    """A box larger than a menu lists: the player types the number (an amount of the prompt)."""
    st = game({}, box=40)
    do(st, "gold:expend")
    do(st, "sp:lenet")  # 1 for the peer: 39 may stay
    prompt = G.prompt(st, G.active_seats(st)[0])
    assert prompt.amount is not None and (prompt.amount.minimum, prompt.amount.maximum) == (1, 39)
    assert len(prompt.choices) <= 25, "the common amounts stay one click away"
    with pytest.raises(IllegalAction):
        do(st, "n:40")  # more than the box holds, after the peer's cube
    do(st, "n:30")
    assert st.cubes["lenet"] == {B: 30} and st.held(B).box == 9


def test_mazarins_exile_starts_next_to_his_cubes() -> None:
    st = game({}, active=M, box=4)
    first = gold.steps(st, M, [])
    mazarin_links = {lk.dst for lk in board.links_from(st, "mazarin")}
    assert first and set(first) <= mazarin_links | {"mazarin"}
    assert "charles_iv" not in first  # no Spanish peer for him
    do(st, "gold:expend")
    assert say(G.prompt(st, 3).text).startswith("Mazarin's Exile")


def test_expend_needs_an_affordable_space() -> None:
    st = game({"longueville_duchesse": {R: 1}}, box=1)  # each Spanish-peer Space costs 2
    assert "gold:expend" not in ids(st)
    st.held(B).box = 2
    assert "gold:expend" in ids(st)


# ---- with the tokens (§7.66-7.67) -------------------------------------------------------------
def test_a_coin_spent_closes_spanish_gold_and_its_cubes_count_7_63_7_66() -> None:
    st = game({}, box=2)
    st.held(B).coins = [1]
    assert {"coin", "gold:deposit"} <= ids(st)
    do(st, "coin", "1:after")
    assert "gold:deposit" not in ids(st)  # not combined with a token (§7.66)
    st = game({})
    st.held(B).coins = [1]
    do(st, "gold:deposit")
    assert "coin" not in ids(st)  # and the other way round


def test_spanish_gold_waits_for_the_card_a_crown_brings_7_67() -> None:
    st = game({}, hand=[card("place4"), card("place2_remove1")])
    st.held(B).crowns = 1
    do(st, "crown")
    assert not any(c.startswith("gold:") for c in ids(st))  # not with the Crowned card
    st.tokens.card_token = None  # the Crowned card played and resolved: the next one is due
    assert "gold:deposit" in ids(st)
