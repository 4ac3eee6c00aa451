"""The Frondeurs engine: set-up (§4.12), the turn (§5.22, §6.31), Place and Remove (§6.4-6.5),
Move and Displacement with the §6.6.10 example, the §2.431 Lovers' Lane, the end-game die
(§5.12), scoring (§8.22) and tie-breaks (§8.24)."""

from __future__ import annotations

import random

import pytest

from games.core import IllegalAction
from games.frondeurs import actions, board, flow, seats
from games.frondeurs.data import DATA, Faction
from games.frondeurs.engine import Frondeurs
from games.frondeurs.state import Task
from i18n import say

G = Frondeurs()
C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST


def card(action: str, target: str = "all") -> str:
    return next(
        c.id
        for c in DATA.cards.action_cards
        if c.options[0].action == action and c.options[0].target == target
    )


def test_setup_follows_4_12() -> None:
    st = G.setup(4, 1)
    assert all(st.cubes[board.avatar(f)] == {f: 3} for f in Faction)
    assert sum(len(v) for v in st.coins_on.values()) == 15
    assert sum(st.crowns_on.values()) == 10 and len(st.musketeers_on) == 4
    assert st.arrested == {"rantzau": "bastille", "beaufort": "vincennes", "guise": None}
    assert st.army_commander == "conde"
    assert DATA.season_cards[st.season_deck[7]].effect.type == "faction_swap"
    assert [len(st.held(f).hand) for f in (C, B, R, M)] == [2, 1, 1, 1]  # Condé has drawn
    assert st.active == C and G.active_seats(st) == [0]


def test_placement_rounds_bring_every_faction_to_ten_cubes() -> None:
    st = G.setup(4, 3, {"placement_rounds": True})
    assert st.phase == "deploy" and st.active == M  # reverse turn order
    rng = random.Random(0)
    while st.phase == "deploy":
        seat = G.active_seats(st)[0]
        choices = [c.id for c in G.prompt(st, seat).choices if c.id != "done"]
        G.apply(st, seat, rng.choice(choices))
    assert all(board.on_board(st, f) <= 10 for f in Faction)  # less cubes paid for links
    assert st.phase == "play" and st.active == C


def test_lovers_lane_2_431() -> None:
    st = G.setup(4, 1, {"cubes": {"longueville_duchesse": {B: 3}}})
    assert board.entry_cost(st, B, "rochefoucauld", board.placement_costs(st, B)) == 0
    st = G.setup(4, 1, {"cubes": {"rochefoucauld": {B: 1}, "retz": {R: 3}}})
    assert board.entry_cost(st, B, "longueville_duchesse", board.placement_costs(st, B)) == 1


def test_a_dashed_connector_costs_a_cube_of_the_allotment_and_two_a_space() -> None:
    st = G.setup(4, 1, {"cubes": {"charles_iv": {C: 1}, "retz": {R: 3}}})
    task = Task(card=card("place4"), option=0, place=4)
    spaces = actions.placeable(st, C, task)
    assert spaces["gaston"] == 1 and spaces["erzhog"] == 0 and spaces["charles_iv"] == 0
    actions.place(st, C, task, "gaston", 1)
    assert task.place == 2 and st.cubes["gaston"] == {C: 1}
    actions.place(st, C, task, "gaston", 0)  # daisy-chained: no second payment (§6.45)
    assert "gaston" not in actions.placeable(st, C, task)  # 2 a Space a card (§6.46)


def _play(st, *ids: str) -> None:
    for cid in ids:
        G.apply(st, G.active_seats(st)[0], cid)


def test_place_then_remove_and_the_turn_passes() -> None:
    p2r1 = card("place2_remove1")
    st = G.setup(
        4,
        1,
        {
            "action_order": [p2r1] + [c for c in DATA.action_cards if c != p2r1],
            "cubes": {"retz": {R: 2}, "caumartin": {C: 1}},
        },
    )
    hand = st.held(C).hand
    assert p2r1 in hand
    _play(st, f"play:{p2r1}:0", "sp:caumartin", "sp:caumartin")
    assert st.cubes["caumartin"] == {C: 3}
    with pytest.raises(IllegalAction):
        _play(st, "sp:caumartin")  # Controlled: no Ⓒ on this card (§6.54)
    _play(st, "sp:retz")
    assert st.cubes["retz"] == {R: 1} and st.discard_row == [p2r1]
    assert st.active == B  # Spanish Gold is laid away before the card: nothing is left after


def test_a_full_discard_row_forces_the_season_card() -> None:
    st = G.setup(4, 1)
    st.discard_row = ["a01", "a02", "a03", "a04"]
    st.held(B).hand = []
    flow.draw(st, B)
    assert any(flow.is_season(c) for c in st.held(B).hand) and st.discard_row == []
    assert st.out_of_game == ["a01", "a02", "a03", "a04"]
    prompt = G.prompt(st, 0)
    assert prompt is not None  # Condé is still to act


def test_a_season_card_in_hand_is_public_but_not_which_6_12() -> None:
    st = G.setup(4, 1)
    st.discard_row = ["a01", "a02", "a03", "a04"]
    st.held(B).hand = []
    events = flow.draw(st, B)
    season = next(c for c in st.held(B).hand if flow.is_season(c))
    name = DATA.season_cards[season].name
    assert "Cabalist draws a Season card" in [say(e.text) for e in events if e.to is None]
    assert not any(name in say(e.text) for e in events)
    public = G.view(st, None)
    assert public["factions"]["cabalist"]["season_cards"] == 1
    assert season not in str(public) and name not in str(public)
    assert season in G.view(st, st.seat(B))["yours"]["cabalist"]["hand"]  # the owner knows


def test_move_6_6_10() -> None:
    move = next(
        c.id
        for c in DATA.cards.action_cards
        if c.options[1].action == "move" and c.options[1].target == "purple"
    )
    st = G.setup(
        4,
        1,
        {
            "action_order": [move] + [c for c in DATA.action_cards if c != move],
            "cubes": {
                "retz": {R: 4},
                "caumartin": {R: 3},
                "capuchins": {R: 2},
                "parlement_paris": {M: 3},
            },
        },
    )
    st.active = R
    st.held(R).hand = [move]
    st.task = Task(card=move, option=1, move=4, dest="parlement_paris")
    assert actions.routes(st, R, "parlement_paris")["caumartin"][0] == 0
    for src in ("caumartin", "caumartin", "capuchins", "retz"):
        st.task.movers[src] = st.task.movers.get(src, 0) + 1
    assert actions.move_ready(st, R, st.task)
    G._move(st, R, st.task)
    assert st.cubes["parlement_paris"] == {R: 4}
    assert st.displacement is not None and "maitres_requetes" in actions.retreats(
        st, st.displacement
    )
    assert "retz" not in actions.retreats(st, st.displacement)
    for _ in range(3):
        G.apply(st, 3, "sp:maitres_requetes")
    assert st.cubes["maitres_requetes"] == {M: 3} and st.displacement is None
    assert not board.controls(st, R, "parlement_paris")  # 6 needed; the 2-Coin would do it
    st.cubes["parlement_paris"][R] += 2
    assert board.controls(st, R, "parlement_paris")


def test_routes_follow_the_board_as_it_changes_7_21_7_33_7_53() -> None:
    """Routes are searched once per board and then kept, so a kept one must never outlive what
    made it: on the same cubes, an Arrest (§7.21), a new Army Commander (§7.33) and the
    Aramis-Jesuits line closing under Control (§7.53) each change them."""
    st = G.setup(4, 1, {"cubes": {"conde": {C: 2}, "aramis": {R: 1}}})
    assert "conde" in actions.routes(st, C, "chavigny")
    st.arrested["chavigny"] = "vincennes"
    assert "conde" not in actions.routes(st, C, "chavigny")
    assert "conde" in actions.routes(st, C, "northeast")
    st.army_commander = "carignano"
    assert "conde" not in actions.routes(st, C, "northeast")
    assert "aramis" in actions.routes(st, R, "jesuits")
    st.cubes["aramis"][R] = 3  # Aramis Controlled: the line is gone
    assert "aramis" not in actions.routes(st, R, "jesuits")


def test_a_controlled_defender_stays_so_is_no_move_destination_6_6_10() -> None:
    """§6.6.10: "he needed 6 Cubes to Control the Space, so cannot remain": with 6 the
    Mazarinist Controls the Parlement, and the Retzist's 4 movers may not go there."""
    cubes = {"retz": {R: 4}, "caumartin": {R: 3}, "capuchins": {R: 2}}
    task = Task(card=card("remove2"), option=1, move=4)
    for yellow, open_ in ((3, True), (6, False)):
        st = G.setup(4, 1, {"cubes": {**cubes, "parlement_paris": {M: yellow}}})
        assert ("parlement_paris" in actions.move_dests(st, R, task)) is open_
        assert board.controls(st, M, "parlement_paris") is not open_


def test_movers_must_outnumber_the_defenders() -> None:
    st = G.setup(4, 1, {"cubes": {"retz": {R: 3}, "parlement_paris": {M: 3}}})
    task = Task(card=card("remove2"), option=1, move=4, dest="parlement_paris")
    task.movers = {"retz": 3}
    assert not actions.move_ready(st, R, task)


def test_end_game_die_5_12() -> None:
    st = G.setup(4, 1, {"dice": [3, 2]})
    for roll_ends in (False, True):
        st.season, st.marker_moved = 18, True  # Fall 1652: 1-2 ends
        flow.start_turn(st)
        assert (st.phase == "over") is roll_ends


def test_scores_and_tie_breaks() -> None:
    st = G.setup(4, 1, {"cubes": {"parlement_paris": {R: 6}, "conseil_en_haut": {B: 1}}})
    hi, lo = DATA.spaces["parlement_paris"].value(True), DATA.spaces["conseil_en_haut"].value(False)
    assert board.score(st, R) == hi[0] + hi[1] and board.score(st, B) == sum(lo)
    st = G.setup(4, 1, {"cubes": {}})
    assert st.kings_pawn == M  # he starts with it (§7.46)
    st.kings_pawn = None
    assert flow.winners(st) == [M, R]  # all 0: the Mazarinist shares; Retz beats the rest
    st.kings_pawn = C
    assert flow.winners(st) == [C] and flow.final_score(st, C) == 10
    st.kings_pawn = M
    assert flow.winners(st) == [M] and flow.final_score(st, M) == 0
    st.kings_pawn = None
    st.held(B).mid_pp = 3
    st.held(B).spanish_uses = 1
    assert flow.final_score(st, B) == -2


def test_random_games_end_and_every_prompt_is_small() -> None:
    for seed in range(1):
        st = G.setup(4, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if G.outcome(st):
                break
            seat = G.active_seats(st)[0]
            p = G.prompt(st, seat)
            assert 0 < len(p.choices) <= 25
            G.apply(st, seat, rng.choice(p.choices).id)
        assert G.outcome(st) is not None
        assert G.load(G.dump(st)) == st


def test_a_coin_taken_and_a_hand_handed_over_are_moves_that_show_something() -> None:
    """A Coin's value is seen by whoever takes it with Control, the Swap's hands by their new
    player: such a move may not be taken back (`reveals`), as a card drawn may not."""
    st = G.setup(4, 1, {"cubes": {"gaston": {C: 2}}})
    before = G.load(G.dump(st))
    st.coins_on["gaston"] = [3]
    before.coins_on["gaston"] = [3]
    flow.put(st, C, "gaston", 1)
    flow.claim(st, C, "gaston")
    assert st.held(C).coins == [3] and G.reveals(before, st, 0) is not None
    st = G.setup(2, 1)
    before = G.load(G.dump(st))
    seats.faction_swap(st)
    assert G.reveals(before, st, 0) is not None
    assert G.reveals(before, G.load(G.dump(before)), 0) is None
