"""Crowns (§6.82, §6.85), Coins (§6.84, §6.47, the §6.6.10 example) and the King's Pawn (§7.4)
once held: what they do, one token a card, and not in the turn they are taken."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.frondeurs import actions, board, flow, tokens, windows
from games.frondeurs.data import DATA, Faction
from i18n import say
from tests.frondeurs.steps import B, C, G, M, R, at, card, do, ids

PLACE4_ALL, PLACE4_PERSONS = "a02", "a01"


def setup(cubes: dict, active: Faction = C, hand: list[str] | None = None):
    st = G.setup(4, 1, {"cubes": cubes})
    st.active = active
    st.held(active).hand = list(hand or [])
    return st


def finish(st) -> None:
    """Stop the card in play where it is."""
    while st.task is not None and not st.asks and "done" in ids(st):
        do(st, "done")


def season_card() -> str:
    return next(iter(DATA.season_cards))


# ---- Crowns -----------------------------------------------------------------------------------
def test_a_crown_forces_another_card_and_the_hand_limit_drops_6_85() -> None:
    a, b, c = card("place4", "all", 0), card("place4", "all", 1), card("place4", "persons")
    st = setup({"conde": {C: 3}, "retz": {R: 3}}, hand=[a, b, c])
    st.held(C).crowns, st.held(C).coins = 1, [2]
    assert flow.hand_limit(st, C) == 3
    do(st, "crown")
    assert flow.hand_limit(st, C) == 2 and st.held(C).crowns == 0
    assert "crown" not in ids(st) and "coin" not in ids(st)  # the Crown's card holds no other
    do(st, f"play:{a}:0")
    assert tokens.crowned(st)  # Spanish Gold waits for the next card (§7.67)
    finish(st)
    assert not tokens.crowned(st)
    assert st.active == C and "end" not in ids(st)  # a second card is due (§6.85)
    assert {f"play:{b}:0", f"play:{c}:0", "coin"} <= set(ids(st))  # the second card may take one
    do(st, f"play:{b}:0")
    finish(st)
    if "end" in ids(st):  # past the bonuses after the last card (the Affiliate cube)
        do(st, "end")
    assert st.active == B  # the turn ends after the second card
    assert st.discard_row == [a, b]


def test_a_crowned_action_card_may_come_before_the_season_card_6_33() -> None:
    a, s = card("place4"), season_card()
    st = setup({"conde": {C: 3}}, hand=[s, a])
    st.held(C).crowns = 1
    assert f"play:{a}:0" not in ids(st)  # a Season card in hand must be played (§6.32)
    do(st, "crown")
    assert f"play:{a}:0" in ids(st)
    do(st, f"play:{a}:0")
    finish(st)
    assert {i for i in ids(st) if i.startswith("play:")} == {f"play:{s}:first", f"play:{s}:last"}


def test_a_crown_needs_a_second_card_in_hand() -> None:
    st = setup({"conde": {C: 3}}, hand=[card("place4")])
    st.held(C).crowns = 1
    assert "crown" not in ids(st)


def test_tokens_taken_this_turn_wait_for_the_next_5_22_vii() -> None:
    st = setup({"conde": {C: 3}, "gaston": {C: 3}, "normandie": {C: 3}}, hand=["a02", "a07"])
    st.crowns_on["gaston"], st.coins_on["normandie"] = 1, [3]
    flow.claim(st, C, "gaston")
    flow.claim(st, C, "normandie")
    assert st.held(C).crowns == 1 and st.held(C).coins == [3]
    assert "crown" not in ids(st) and "coin" not in ids(st)
    st.turn += 4  # the Condéean's next turn
    assert {"crown", "coin"} <= set(ids(st))


# ---- Coins ------------------------------------------------------------------------------------
def test_a_coin_after_a_move_takes_control_6_6_10() -> None:
    move = next(
        c.id
        for c in DATA.cards.action_cards
        if c.options[1].action == "move" and c.options[1].target == "purple"
    )
    st = setup(
        {"retz": {R: 4}, "caumartin": {R: 3}, "capuchins": {R: 2}, "parlement_paris": {M: 3}},
        active=R,
        hand=[move],
    )
    st.held(R).coins = [2]
    assert G.view(st, 2)["yours"]["retzist"]["coin_values"] == [2]
    assert "retzist" not in G.view(st, 3)["yours"]  # hidden (§6.84)
    do(st, "coin")
    assert set(ids(st)) == {"2:before", "2:after", "cancel"}
    events = do(st, "2:after")
    assert any("worth 2" in say(e.text) and e.to is None for e in events)  # announced when spent
    do(st, f"play:{move}:1")
    at(st, "parlement_paris")
    do(st, "from:caumartin:2", "from:capuchins:1", "from:retz:1", "go")
    for _ in range(3):
        at(st, "maitres_requetes")  # the Mazarinist displaces
    assert st.cubes["parlement_paris"] == {R: 4} and st.task is not None and st.task.coin
    at(st, "parlement_paris")
    at(st, "parlement_paris")
    assert st.cubes["parlement_paris"] == {R: 6} and board.controls(st, R, "parlement_paris")
    assert st.held(R).crowns == 1  # its Crown taken with Control


def test_coin_cubes_keep_the_class_but_not_the_two_limit_6_84() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_PERSONS])
    st.held(C).coins = [3, 1]
    do(st, "coin", "3:before")
    assert "coin" not in ids(st) and "crown" not in ids(st)  # one token a card (§6.82)
    do(st, f"play:{PLACE4_PERSONS}:0")
    task = st.task
    assert task is not None and task.coin and task.place == 3  # before the card's action
    spaces = actions.placeable(st, C, task)
    assert spaces and all(board.fits(s, "persons") for s in spaces)
    free = next(s for s, cost in spaces.items() if cost == 0 and s != "conde")
    for _ in range(3):
        at(st, free)
    assert st.cubes[free] == {C: 3}  # beyond 2 in a Space (§6.47)
    assert st.task.card == PLACE4_PERSONS and st.task.place == 4  # now the card itself
    assert st.held(C).coins == [1]


def test_a_coin_with_a_season_card_has_no_any_space_permit_6_34() -> None:
    st = setup({"conde": {C: 3}}, hand=[season_card()])
    st.held(C).coins = [2]
    do(st, "coin", "2:before", f"play:{season_card()}")
    task = st.task
    assert task is not None and task.coin and not task.free
    spaces = actions.placeable(st, C, task)
    near = board.placement_costs(st, C)
    assert spaces and all(board.entry_cost(st, C, s, near) is not None for s in spaces)
    assert "retz" not in spaces


# ---- the King's Pawn --------------------------------------------------------------------------
def test_the_mazarinist_starts_with_the_pawn_and_it_shows_in_the_view_7_46() -> None:
    st = G.setup(4, 1)
    assert st.kings_pawn == M
    assert G.view(st, None)["kings_pawn"] == {"holder": "mazarinist", "on": None}


def test_the_pawn_clears_its_space_and_its_line_neighbours_7_41() -> None:
    cubes = {
        "mazarin": {M: 3},
        "hotel_de_ville": {B: 3},  # Controlled: still eligible
        "retz": {R: 2},  # dashed line
        "gondi": {C: 1},  # solid line
        "broussel": {B: 2},  # its arrow points at the Hôtel de Ville: not hit
    }
    st = setup(cubes, active=M, hand=[PLACE4_PERSONS])
    assert "pawn:place" in ids(st)
    do(st, "pawn:place")
    at(st, "hotel_de_ville")
    assert "hotel_de_ville" not in st.cubes
    assert st.cubes["retz"] == {R: 1} and "gondi" not in st.cubes
    assert st.cubes["broussel"] == {B: 2} and st.cubes["mazarin"] == {M: 3}
    assert st.kings_pawn is None
    assert G.view(st, 1)["kings_pawn"] == {"holder": None, "on": "hotel_de_ville"}
    # then the placer may place there, ignoring adjacency and the card's class (Persons)
    do(st, f"play:{PLACE4_PERSONS}:0")
    assert actions.placeable(st, M, st.task)["hotel_de_ville"] == 0
    at(st, "hotel_de_ville")
    at(st, "hotel_de_ville")
    assert st.cubes["hotel_de_ville"] == {M: 2} and not st.asks  # his own: no recovery
    assert "hotel_de_ville" not in actions.placeable(st, M, st.task)  # 2 a Space (§6.46)


def test_the_pawn_hits_arrows_pointing_away_and_ignores_peers_7_41() -> None:
    st = setup({"vagabonds": {C: 2}, "mazarin": {M: 3}}, active=M)
    tokens.place_pawn(st, M, "capuchins")  # capuchins -> vagabonds is arrowed
    assert st.cubes["vagabonds"] == {C: 1}
    st = setup({"la_force": {C: 2}, "bouillon": {C: 2}, "mazarin": {M: 3}}, active=M)
    tokens.place_pawn(st, M, "turenne")  # la Force is a Peer only, Bouillon a line
    assert st.cubes["la_force"] == {C: 2} and st.cubes["bouillon"] == {C: 1}


def test_pawn_targets_7_43() -> None:
    st = G.setup(4, 1)
    targets = set(tokens.pawn_targets(st))
    assert {"mazarin", "northeast", "dartagnan", "rantzau"}.isdisjoint(targets)
    assert {"louvre", "hotel_de_ville", "turenne"} <= targets


def test_a_pawn_moved_into_needs_no_adjacency_7_41() -> None:
    move = card("place3")  # Place 3 / Move
    st = setup({"mazarin": {M: 3}, "conde": {C: 3}}, active=M)
    tokens.place_pawn(st, M, "stenay")
    assert "mazarin" in actions.routes(st, M, "stenay")
    st.task = None
    st.held(M).hand = [move]
    do(st, f"play:{move}:1")
    at(st, "stenay")
    do(st, "from:mazarin:1", "from:mazarin:1", "go")
    assert st.cubes["stenay"] == {M: 2}


def test_whoever_gains_influence_there_may_recover_it_out_of_turn_7_44() -> None:
    st = setup({"mazarin": {M: 3}}, active=M, hand=[PLACE4_ALL])
    do(st, "pawn:place")
    at(st, "hotel_de_ville")
    flow.put(st, B, "hotel_de_ville", 1)  # the Cabalist comes in (say, displaced there)
    do(st, f"play:{PLACE4_ALL}:0")
    assert st.active == M and G.active_seats(st) == [1] and st.asks[0].kind == "pawn_claim"
    do(st, "take")
    assert st.kings_pawn == B and st.tokens.pawn_on is None
    assert "pawn:place" not in [c.id for c in windows.bonus_choices(st, B, "before")]  # §7.45
    st.turn += 1
    assert "pawn:place" in [c.id for c in windows.bonus_choices(st, B, "before")]


def test_the_placer_buys_it_back_with_two_cubes_in_a_later_turn_7_44() -> None:
    st = setup({"mazarin": {M: 3}, "anne": {M: 1}}, active=M, hand=[PLACE4_ALL])
    tokens.place_pawn(st, M, "hotel_de_ville")
    assert "pawn:back" not in ids(st)  # not in the turn he placed it
    st.turn += 4
    do(st, "pawn:back")
    at(st, "mazarin")
    at(st, "anne")
    assert st.kings_pawn == M and st.cubes["mazarin"] == {M: 2} and "anne" not in st.cubes
    assert "pawn:place" not in ids(st)  # not again in the turn it came back (§7.45)


def test_the_placer_pays_with_a_placement_given_up_and_a_cube_7_44() -> None:
    """§7.44: two placements forfeited, two cubes removed, "or a combination thereof"."""
    st = setup({"mazarin": {M: 3}, "anne": {M: 1}}, active=M, hand=[PLACE4_ALL])
    tokens.place_pawn(st, M, "hotel_de_ville")
    st.turn += 4
    do(st, f"play:{PLACE4_ALL}:0")
    assert st.task is not None and st.task.place == 4 and "forfeit" in ids(st)
    do(st, "forfeit")
    assert st.task.place == 3 and st.kings_pawn is None  # one of two paid
    finish(st)
    do(st, "pawn:back")
    at(st, "anne")
    assert st.kings_pawn == M and "anne" not in st.cubes and st.cubes["mazarin"] == {M: 3}


def test_an_illegal_token_choice_changes_nothing() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    before = G.dump(st)
    with pytest.raises(IllegalAction):
        do(st, "crown")  # he holds no Crown
    with pytest.raises(IllegalAction):
        do(st, "pawn:place")  # nor the Pawn
    assert G.dump(st) == before
