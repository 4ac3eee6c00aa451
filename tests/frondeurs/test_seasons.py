"""Season cards that ask the factions: the free cubes before or after (§9.21), the own-removal
cards (§9.23), Old Noll (§9.24) and Economic Depression (§9.25), in turn order from the active
faction (§1.55, §6.34), with the Musketeer cancels (§7.51)."""

from __future__ import annotations

import pytest

from games.core import IllegalAction
from games.frondeurs import board, musketeers, seasons
from games.frondeurs.data import DATA, Faction
from games.frondeurs.state import FrondeursState
from i18n import say
from tests.frondeurs.steps import B, C, G, M, R, acting, do


def start(card: str, cubes: dict, active: Faction = C) -> FrondeursState:
    """A board of `cubes` only, the active faction holding just this Season card."""
    st = G.setup(4, 1, {"cubes": cubes})
    st.active = active
    st.held(active).hand = [card]
    return st


def choices(st: FrondeursState) -> list[str]:
    p = G.prompt(st, st.seat(acting(st)))
    assert p is not None and len(p.choices) <= 25
    return [c.id for c in p.choices]


def end_turn(st: FrondeursState) -> None:
    """Past the bonuses that may follow a card (Spanish Gold, the Affiliate cube)."""
    if "end" in choices(st):
        do(st, "end")


def only_asked(st: FrondeursState, f: Faction) -> None:
    """The ask goes to its faction's seat alone (§1.55)."""
    assert G.active_seats(st) == [st.seat(f)]
    assert all(G.prompt(st, st.seat(o)) is None for o in Faction if o != f)


def give_musketeer(st: FrondeursState, f: Faction, token: str) -> None:
    st.musketeers_on.remove(token)
    st.held(f).musketeers.append(token)


# ---- §9.21 ------------------------------------------------------------------------------------
def test_free_cubes_first_then_the_effect_9_21() -> None:
    st = start("jacquerie", {"conti": {C: 1}, "retz": {R: 1}})
    do(st, "play:jacquerie")
    only_asked(st, C)
    assert set(choices(st)) == {"first", "last"}
    do(st, "first", "zone:conde", "sp:conti", "zone:conde", "sp:conti")
    end_turn(st)
    # Jacquerie then takes one of the three cubes at Conti (a green Governor)
    assert st.cubes["conti"] == {C: 2} and st.active == B


def test_effect_first_then_free_cubes_9_21() -> None:
    st = start("jacquerie", {"conti": {C: 1}, "retz": {R: 1}})
    do(st, "play:jacquerie", "last")
    # the forced removal emptied Condé's board (scope (e) 13); the free cubes follow
    assert "conti" not in st.cubes and board.on_board(st, C) == 0
    assert st.task is not None and st.task.free and st.active == C
    do(st, "zone:conde", "sp:conti", "zone:conde", "sp:conti")
    assert st.cubes["conti"] == {C: 2}  # not removed again
    end_turn(st)
    assert st.active == B and st.seasons_played == ["jacquerie"]


def test_faction_swap_scores_after_the_cubes_without_asking_9_27() -> None:
    st = start("faction_swap", {"retz": {R: 1}})
    do(st, "play:faction_swap")
    assert not st.asks and st.task is not None and st.task.free


# ---- §9.23 ------------------------------------------------------------------------------------
CLASSES = {
    "palatine_salon": "affiliate_icon",
    "en_greve": "purple_border",
    "jacquerie": "green_border",
    "emeutes": "blue_border",
    "huguenot_unrest": "huguenot_icon",
}


def one_class(where: str) -> str:
    return next(
        s
        for s in DATA.spaces
        if seasons._fits(s, where)
        and sum(seasons._fits(s, w) for w in CLASSES.values()) == 1
        and DATA.spaces[s].kind != "avatar"
    )


@pytest.mark.parametrize("card", list(CLASSES))
def test_each_removal_card_hits_its_own_class_9_23(card: str) -> None:
    spaces = {w: one_class(w) for w in CLASSES.values()}
    st = start(card, {s: {M: 3} for s in spaces.values()} | {"retz": {R: 1}})
    do(st, f"play:{card}", "last")
    for where, s in spaces.items():
        # Controlled Spaces are no shield (§6.34)
        assert st.cubes[s][M] == (2 if where == CLASSES[card] else 3), (where, s)


def test_removals_in_turn_order_with_choice_and_musketeer_cancel_9_23() -> None:
    m_green = ["languedoc", "normandie", "estrees", "gaston", "troisville", "epernon"]
    cubes = {s: {M: 1} for s in m_green} | {
        "retz": {R: 2},
        "conti": {C: 2},
        "vendome": {C: 1},
        "rochefoucauld": {B: 1},
    }
    st = start("jacquerie", cubes, active=R)
    give_musketeer(st, B, "athos")
    do(st, "play:jacquerie", "last")
    # Retzist has no green Space; Mazarinist, next, has 6 and picks 5 of them
    only_asked(st, M)
    assert sorted(choices(st)) == sorted(f"sp:{s}" for s in m_green)
    do(st, "sp:languedoc", "sp:normandie", "sp:estrees", "sp:gaston")
    assert st.cubes["conti"] == {C: 2}  # Condéean's turn has not come yet
    with pytest.raises(IllegalAction):
        do(st, "sp:languedoc")  # one cube a Space
    do(st, "sp:troisville")
    assert st.cubes["epernon"] == {M: 1}
    # Condéean has only 2 green Spaces: no choice, done at once; then the Cabalist is asked
    assert st.cubes["conti"] == {C: 1} and "vendome" not in st.cubes
    only_asked(st, B)
    assert choices(st) == ["cancel:athos", "accept"]
    do(st, "cancel:athos")
    assert st.cubes["rochefoucauld"] == {B: 1}
    assert "athos" in st.musketeers_on and st.held(B).musketeers == []  # back on its Space
    assert acting(st) == R and st.task is not None and st.task.free  # the free cubes now


def test_a_musketeer_taken_this_turn_cannot_cancel_7_51() -> None:
    st = start("emeutes", {"lyon": {B: 1}, "retz": {R: 1}})
    give_musketeer(st, B, "porthos")
    st.held(B).take_fresh(st.turn, "porthos")  # taken this turn
    assert musketeers.usable(st, B) == []
    st.held(B).fresh_turn = st.turn - 1  # taken on an earlier turn
    assert musketeers.usable(st, B) == ["porthos"]


# ---- §9.24 ------------------------------------------------------------------------------------
def test_old_noll_cancel_is_asked_of_others_in_turn_order_9_24() -> None:
    st = start("old_noll", {"conde": {C: 1}, "german": {M: 3}})
    give_musketeer(st, C, "dartagnan")  # the active player is not asked (scope (e) 10)
    give_musketeer(st, B, "athos")
    give_musketeer(st, M, "aramis")
    do(st, "play:old_noll", "last")
    only_asked(st, B)
    assert choices(st) == ["cancel:athos", "no"]
    do(st, "no")
    only_asked(st, M)  # the Retzist holds no Musketeer: not asked
    do(st, "cancel:aramis")
    assert st.cubes["german"] == {M: 3} and "northeast" not in st.cubes  # cancelled
    assert st.held(M).musketeers == [] and st.held(B).musketeers == ["athos"]


def test_old_noll_places_or_removes_at_each_frontier_9_24() -> None:
    cubes = {"conde": {C: 1}, "german": {M: 3}, "italian": {C: 1}, "spanish": {B: 1}}
    st = start("old_noll", cubes)
    do(st, "play:old_noll", "last")
    # Northeast (empty): place; German (Mazarinist, Controlled): remove 2; the Italian
    # zone holds his own cubes: his choice
    assert st.cubes["northeast"] == {C: 1} and st.cubes["german"] == {M: 1}
    only_asked(st, C)
    assert choices(st) == ["place", "remove"]
    do(st, "place")
    assert st.cubes["italian"] == {C: 2} and "spanish" not in st.cubes


# ---- §9.25 ------------------------------------------------------------------------------------
def test_economic_depression_in_turn_order_coins_stay_secret_9_25() -> None:
    cubes = {
        "conde": {C: 2},
        "longueville_duchesse": {B: 2},
        "retz": {R: 3},
        "caumartin": {R: 2},
        "mazarin": {M: 3},
    }
    st = start("depression_coin", cubes)
    st.held(C).coins = [3, 1]
    st.held(B).crowns = 1  # this copy takes Coins only
    give_musketeer(st, M, "porthos")
    do(st, "play:depression_coin", "last")
    only_asked(st, C)
    assert choices(st) == ["coin:0", "coin:1", "cubes"]  # ids by place, not by value
    events = do(st, "coin:1")
    public = [say(e.text) for e in events if e.to is None]
    assert "Condéean discards a Coin" in public and not any("1" in t for t in public)
    assert [e.to for e in events if "worth 1" in say(e.text)] == [[0]]
    assert st.held(C).coins == [3] and st.cubes["conde"] == {C: 2}
    # Cabalist: no Coin and 2 cubes: both go at once (no Crown on this copy)
    assert board.on_board(st, B) == 0 and st.held(B).crowns == 1
    only_asked(st, R)  # 5 cubes in 2 Spaces: picks 3
    do(st, "sp:retz", "sp:retz")
    assert st.cubes["retz"] == {R: 1} and st.cubes["caumartin"] == {R: 2}
    do(st, "sp:caumartin")
    only_asked(st, M)
    assert choices(st) == ["cancel:porthos", "cubes"]
    do(st, "cancel:porthos")
    assert st.cubes["mazarin"] == {M: 3} and "porthos" in st.musketeers_on


def test_the_second_depression_takes_a_crown_9_25() -> None:
    st = start("depression_crown", {"conde": {C: 2}})
    st.held(C).crowns = 1
    do(st, "play:depression_crown", "last")
    assert choices(st) == ["crown", "cubes"]
    do(st, "crown")
    assert st.held(C).crowns == 0 and st.cubes["conde"] == {C: 2}


def test_a_lone_coin_goes_but_two_always_ask_so_values_stay_hidden_9_25() -> None:
    st = start("depression_coin", {"retz": {R: 1}}, active=R)
    st.held(C).coins = [2, 2]  # no cube on the board: a Coin must go
    st.held(B).coins = [4]
    do(st, "play:depression_coin", "last")
    # the Retzist's one cube goes; the Mazarinist has nothing to lose
    assert board.on_board(st, R) == 0
    only_asked(st, C)  # asked even with equal values: skipping would tell that they match
    assert choices(st) == ["coin:0", "coin:1"]
    assert st.held(B).coins == [4]  # the Cabalist comes after him
    do(st, "coin:0")
    assert st.held(C).coins == [2] and st.held(B).coins == [] and not st.asks
