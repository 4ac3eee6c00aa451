"""Arrests (§7.2): Arrest Them! with the pairs running short and the active player choosing
liberations (§7.25, §9.26), Guise and Don Carlos (§7.28), Carignano (§7.33), Liberation from a
Controlled Fortress (§7.25) and moving prisoners (§7.27)."""

from __future__ import annotations

from games.frondeurs import arrests, board
from games.frondeurs.data import DATA, Faction
from games.frondeurs.engine import Frondeurs
from tests.frondeurs.steps import at, ids
from tests.frondeurs.test_seasons import acting, choices, do, only_asked, start

G = Frondeurs()
C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST
INITIAL = {"rantzau": "bastille", "beaufort": "vincennes", "guise": None}


def test_one_free_pair_the_active_player_chooses_liberations_7_25_9_26() -> None:
    st = start("arrest_parlementaires", {"retz": {R: 1}, "don_carlos": {R: 1}}, active=R)
    assert st.arrested == INITIAL and arrests.free_pairs(st) == 1  # 4 pairs, 3 in use
    do(st, "play:arrest_parlementaires", "last")
    only_asked(st, R)
    assert "talon" in arrests.extra_targets(st, "arrest_parlementaires")
    assert not {"conde", "conti", "broussel", "beaufort", "retz"} & set(
        arrests.extra_targets(st, "arrest_parlementaires")
    )  # named on a card, Under Arrest, or an Avatar (0 PP)
    do(st, "zone:parlement", "sp:talon")
    # 3 to arrest, 1 pair free: 2 to liberate; with Don Carlos, Guise may be one (§7.28)
    assert sorted(choices(st)) == ["free:beaufort", "free:guise", "free:rantzau"]
    do(st, "free:guise")
    assert sorted(choices(st)) == ["free:beaufort", "free:rantzau"]
    do(st, "free:beaufort")
    assert len(choices(st)) == len(arrests.FORTRESSES)
    do(st, "prison:bastille", "prison:louvre", "prison:bastille")
    assert st.arrested == {
        "rantzau": "bastille",
        "broussel": "bastille",
        "blancmesnil": "louvre",
        "talon": "bastille",
    }
    assert acting(st) == R and st.task is not None and st.task.free  # then the free cubes


def test_guise_stays_without_don_carlos_7_28() -> None:
    st = start("arrest_parlementaires", {"retz": {R: 1}}, active=R)
    do(st, "play:arrest_parlementaires", "last", "zone:parlement", "sp:talon")
    # only Rantzau and Beaufort may go: no choice left, both are freed at once
    assert set(st.arrested) == {"guise"}
    do(st, "prison:metz", "prison:metz", "prison:metz")
    assert st.arrested["guise"] is None and len(st.arrested) == 4


def test_arresting_conde_makes_carignano_commander_for_good_7_33() -> None:
    st = start("arrest_princes", {"retz": {R: 1}}, active=R)
    do(st, "play:arrest_princes", "last", "prison:vincennes", "prison:stenay", "prison:metz")
    assert st.arrested["conde"] == "vincennes" and st.arrested["longueville_duc"] == "metz"
    assert st.army_commander == "carignano" == G.view(st, None)["army_commander"]
    assert G.view(st, None)["arrested"]["conti"] == "stenay"
    frontiers = {lk.dst for lk in board.links_from(st, "carignano") if "army" in lk.via}
    assert frontiers == {"northeast", "german", "italian", "spanish"}
    arrests.release(st, "conde")
    assert st.army_commander == "carignano"  # his icon stays dead once freed


def test_liberation_from_a_controlled_fortress_7_25() -> None:
    st = start("arrest_princes", {"bastille": {B: 3}, "longueville_duchesse": {B: 1}}, active=B)
    card = next(iter(DATA.action_cards))
    st.held(B).hand = [card]
    assert "liberate:bastille" in choices(st)
    supply = st.held(B).supply
    do(st, "liberate:bastille")
    assert "rantzau" not in st.arrested and "bastille" not in st.cubes  # all cubes Removed
    assert st.held(B).supply == supply + 3
    if "end" in choices(st):  # past the bonuses that may follow a card
        do(st, "end")
    assert st.discard_row == [card] and st.active == R  # the card was the turn's play


def test_liberation_frees_any_number_and_not_with_a_season_card_7_25() -> None:
    st = start("arrest_princes", {"vincennes": {B: 3}, "longueville_duchesse": {B: 1}}, active=B)
    assert "liberate:vincennes" not in choices(st)  # a Season card must be played (§6.32)
    cards = list(DATA.action_cards)[:2]
    st.held(B).hand = list(cards)
    st.arrested["broussel"] = "vincennes"
    do(st, "liberate:vincennes")
    only_asked(st, B)
    assert choices(st) == [f"card:{c}" for c in cards]
    do(st, f"card:{cards[1]}")
    assert choices(st) == ["free:beaufort", "free:broussel"]  # at least one
    do(st, "free:broussel", "done")
    assert st.arrested["beaufort"] == "vincennes" and "broussel" not in st.arrested
    assert st.held(B).hand == [cards[0]] and st.discard_row == [cards[1]]


def test_moving_prisoners_between_controlled_fortresses_7_27() -> None:
    cubes = {"bastille": {C: 3}, "vincennes": {C: 3}, "saint_germain": {C: 3}}
    st = start("arrest_princes", cubes)
    st.held(C).hand = [next(iter(DATA.action_cards))]
    # Saint-Germain is Controlled too, but no chain of Condéean Spaces reaches it
    assert arrests.prison_moves(st, C, "bastille") == ["vincennes"]
    assert {"jail:rantzau", "jail:beaufort"} <= set(choices(st))
    do(st, "jail:rantzau")
    assert st.arrested["rantzau"] == "vincennes"
    assert "jail:rantzau" not in choices(st)  # once a turn, so the bonuses run out
    assert "jail:beaufort" in choices(st)
    st.cubes["vincennes"] = {C: 2}  # Vincennes no longer Controlled
    assert not arrests.prison_moves(st, C, "bastille")


def test_cubes_under_arrest_may_be_removed_by_a_card_and_the_affiliate_7_21() -> None:
    remove_any = next(
        c.id
        for c in DATA.cards.action_cards
        if c.options[0].remove == 2 and c.options[0].any_location and c.options[0].target == "all"
    )
    cubes = {"longueville_duchesse": {B: 3}, "rantzau": {M: 1}, "nemours": {R: 1}}
    st = G.setup(4, 1, {"cubes": cubes})
    assert "rantzau" in st.arrested
    st.arrested["nemours"] = "vincennes"  # a Cabalist-shield Space, Under Arrest
    st.active = B
    st.held(B).hand = [remove_any]
    # "Cubes already there remain. They can also be Removed normally" (§7.21)
    assert "aff" in ids(st)
    do(st, "aff")
    assert "remove:nemours" in ids(st)
    assert "place:nemours" not in ids(st)  # but nothing is Placed there
    do(st, "remove:nemours")
    assert "nemours" not in st.cubes
    do(st, f"play:{remove_any}:0")
    assert "sp:rantzau" in ids(st) or "zone:" + board.SPACES["rantzau"].zone in ids(st)
    at(st, "rantzau")
    assert "rantzau" not in st.cubes and st.held(M).supply == 100  # all back
