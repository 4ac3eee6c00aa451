"""The Frondeurs component data: loaded, checked against every count of the rulebook and against
the board facts its three worked examples (§2.431, §6.6.10, §7.68) rely on."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from games.frondeurs import data
from games.frondeurs.data import DATA, FRONTIERS, Battle, Faction

HERE = data.HERE
BOARD = DATA.board
SP = DATA.spaces


def kind(a: str, b: str) -> str | None:
    c = BOARD.connector_between(a, b)
    return c.kind if c else None


def test_the_gazetteer_counts() -> None:
    spaces = BOARD.spaces
    assert len(spaces) == 118 and len({s.id for s in spaces}) == 118
    kinds = Counter(s.kind for s in spaces)
    assert kinds["avatar"] == 4 and kinds["frontier"] == 4 and kinds["fortress"] == 10
    assert kinds["musketeer"] == 4 and kinds["town"] + kinds["province"] == 8
    institutions = [s for s in spaces if s.kind == "institution"]
    assert sum(s.border == "purple" for s in institutions) == 11
    assert sum(s.border == "none" for s in institutions) == 7
    assert sum(s.kind == "person" and "marechal" in s.peers for s in spaces) == 11
    assert sum(s.background == "orange" for s in spaces) == 21
    assert sum(s.crowns for s in spaces) == 10 and sum(s.coins for s in spaces) == 15


def test_avatars_and_special_spaces() -> None:
    for faction, avatar in data.AVATARS.items():
        s = SP[avatar]
        assert s.faction == faction and faction in s.affiliates and (s.pp, s.mp) == (0, 0)
    conde = SP["conde"]
    assert {"marechal", "huguenot", "army_commander"} <= set(conde.peers)
    assert conde.background == "none"
    assert (
        SP["parlement_paris"].control == 6
        and SP["parlement_paris"].value(True)[0] > SP["parlement_paris"].value(False)[0]
    )
    assert {s.id for s in BOARD.spaces if s.pp_controlled} == {
        "parlement_paris",
        "conseil_en_haut",
        "arret_union",
    }
    assert {s.id for s in BOARD.spaces if s.mp_controlled} == {"erzhog"}
    sur = [s for s in BOARD.spaces if "surintendant" in s.peers]
    assert sum(s.is_person for s in sur) == 5 and SP["surintendant"] in sur
    assert "musketeer" in SP["troisville"].peers and SP["troisville"].kind == "person"
    assert SP["rantzau"].arrest.number == SP["bastille"].arrest.number
    assert SP["beaufort"].arrest.number == SP["vincennes"].arrest.number
    assert sum(1 for s in BOARD.spaces if s.arrest) == 5
    for f in Faction:
        assert sum(f in s.affiliates for s in BOARD.spaces) >= 6


def test_every_connector_joins_known_spaces_and_lovers_join_a_man_and_a_woman() -> None:
    lines = BOARD.connectors
    assert 240 <= len(lines) <= 290
    assert {c.kind for c in lines} == {"solid", "dashed", "arrow", "lovers"}
    for c in lines:
        assert c.a in SP and c.b in SP and c.a != c.b
        if c.kind == "lovers":
            assert {SP[c.a].sex, SP[c.b].sex} == {"M", "F"}
    for c in (c for c in lines if c.kind == "arrow"):
        assert BOARD.neighbours(c.a).get(c.b) == 1
        assert c.a not in BOARD.neighbours(c.b) or BOARD.connector_between(c.a, c.b) is c


def test_peers_connect_like_dashed_lines_and_arrowed_peers_point_one_way() -> None:
    assert kind("troisville", "athos") is None
    assert BOARD.neighbours("troisville")["athos"] == 1  # the Musketeer peer, not a Space
    assert BOARD.neighbours("athos")["porthos"] == 1
    assert kind("le_tellier", "surintendant") is None
    assert BOARD.neighbours("le_tellier")["surintendant"] == 1
    assert "le_tellier" not in BOARD.neighbours("surintendant")  # §2.452: one way only
    sur = [link for link in BOARD.links() if link.via == "peer:surintendant"]
    assert len(sur) == 5 and {link.dst for link in sur} == {"surintendant"}
    for f in FRONTIERS:
        assert BOARD.neighbours("conde")[f] == 1
        assert f not in BOARD.neighbours("carignano", lines_only=True) or f == "italian"
        assert BOARD.neighbours("carignano", army_commander="carignano")[f] <= 1
    assert "northeast" not in BOARD.neighbours("conde", army_commander="carignano")


def test_every_space_is_reachable_from_every_avatar() -> None:
    every = {s.id for s in BOARD.spaces}
    for ac in data.ARMY_COMMANDERS:
        links = BOARD.links(ac)
        for avatar in data.AVATARS.values():
            assert data._reach(links, avatar) == every


def test_positions_fit_a_landscape_picture() -> None:
    w, h = BOARD.canvas
    assert (w, h) == (1600, 1000)
    pos = [s.pos for s in BOARD.spaces]
    assert len(set(pos)) == len(pos)
    assert all(0 < x < w and 0 < y < h for x, y in pos)
    centre = sorted(BOARD.spaces, key=lambda s: (s.pos[0] - w / 2) ** 2 + (s.pos[1] - h / 2) ** 2)
    assert {s.id for s in centre[:4]} == set(FRONTIERS)
    assert SP["guise"].pos[0] > w * 0.9 and SP["guise"].pos[1] < h * 0.1


# --- the three worked examples ---------------------------------------------------------------


def test_example_2431_lovers_lane_duchesse_and_rochefoucauld() -> None:
    assert kind("longueville_duchesse", "rochefoucauld") == "lovers"
    assert SP["longueville_duchesse"].sex == "F" and SP["rochefoucauld"].sex == "M"
    assert BOARD.neighbours("longueville_duchesse")["rochefoucauld"] == 0
    assert BOARD.neighbours("rochefoucauld")["longueville_duchesse"] == 1
    assert kind("retz", "mlle_chevreuse") == "lovers"  # §2.43 design note


def test_example_6610_the_move_into_the_parlement_de_paris() -> None:
    # Caumartin just above and the Capuchins just left of the Avatar, all on solid lines.
    for a in ("caumartin", "capuchins"):
        assert kind(a, "retz") == "solid"
    assert kind("retz", "parlement_paris") == "solid"
    assert SP["caumartin"].pos[1] < SP["retz"].pos[1]
    assert SP["capuchins"].pos[0] < SP["retz"].pos[0]
    parlement = SP["parlement_paris"]
    assert parlement.border == "purple" and "purple" in parlement.targets
    assert parlement.control == 6  # 4 red + a 2-coin = 6 for Control
    assert parlement.control > 3  # 3 yellow cubes never Controlled it
    # Displaced yellow cubes go to the Maîtres des requêtes, by another (solid) connector.
    assert BOARD.neighbours("parlement_paris", lines_only=True)["maitres_requetes"] == 0
    others = set(BOARD.neighbours("parlement_paris", lines_only=True)) - {
        "retz",
        "maitres_requetes",
    }
    maz = [o for o in others if Faction.MAZARINIST in SP[o].affiliates]
    assert len(maz) * 2 > len(others)
    # The move costs nothing: every step is a solid line.
    assert BOARD.neighbours("caumartin")["retz"] == 0
    assert BOARD.neighbours("capuchins")["retz"] == 0
    assert BOARD.neighbours("retz")["parlement_paris"] == 0


def test_example_768_spanish_gold_costs_ten_cubes() -> None:
    n = BOARD.neighbours
    # The box enters through the Spanish peer: Charles IV bears it (cost 1).
    assert "spanish" in SP["charles_iv"].peers
    spent = 1 + 1  # peer cost + exchange of the black cube at Charles IV
    assert set(n("charles_iv", lines_only=True)) == {"gaston", "don_carlos", "erzhog"}
    assert kind("charles_iv", "gaston") == "dashed" and kind("charles_iv", "don_carlos") == "dashed"
    assert kind("charles_iv", "erzhog") == "solid"
    for target in ("gaston", "don_carlos", "erzhog"):
        spent += n("charles_iv", lines_only=True)[target] + 1
    assert spent == 7  # "So far, 7 blue Cubes have been used."
    chain = {"charles_iv", "gaston", "don_carlos", "erzhog"}

    def cheapest(group: set[str], target: str) -> int:
        return min(n(g, lines_only=True).get(target, 9) for g in group)

    # Condé's Controlled Avatar would cost 3 + 1 = 4 (a solid line), more than the 3 left.
    assert cheapest(chain, "conde") + 3 + 1 == 4
    assert "conde" not in n("charles_iv", lines_only=True)
    assert cheapest(chain, "northeast") == 0  # 2 yellow cubes exchanged for 2: 9 used
    spent += 2
    assert cheapest(chain | {"northeast"}, "languedoc") == 0  # the last cube: 10 used
    spent += 1
    assert spent == 10
    # Place 2 at Aix and Marseilles, now Adjacent; the Affiliate cube at Don Carlos.
    assert n("languedoc", lines_only=True)["aix"] == 0
    assert n("languedoc", lines_only=True)["marseilles"] == 0
    assert {"aix", "marseilles"} <= set(DATA.spaces_with("green_blue"))
    assert Faction.CABALIST in SP["don_carlos"].affiliates
    x, y = SP["charles_iv"].pos
    assert x > max(SP[f].pos[0] for f in FRONTIERS) and y < min(SP[f].pos[1] for f in FRONTIERS)
    hybrid = [
        c
        for c in DATA.action_cards.values()
        if any(
            o.action == "place2_remove1" and o.target in ("green_blue", "all", "institutions")
            for o in c.options
        )
    ]
    assert hybrid  # a 'Place 2 THEN Remove 1' card that can reach the two towns exists


# --- cards -----------------------------------------------------------------------------------


def test_action_cards_have_the_option_counts_of_section_9_1() -> None:
    cards = DATA.action_cards.values()
    assert len(cards) == 90
    opts = [o for c in cards for o in c.options]
    assert len(opts) == 180
    assert Counter(o.action for o in opts) == {
        "place4": 30,
        "place3": 15,
        "remove2": 45,
        "place2_remove1": 30,
        "move": 60,
    }
    assert all(o.any_location for o in opts if o.action == "remove2")
    assert sum(o.controlled for o in opts) == 12
    assert {(o.action, o.target) for o in opts} == {
        (a, t)
        for a in ("place4", "place3", "remove2", "place2_remove1", "move")
        for t in ("all", "persons", "institutions", "green_blue", "purple")
    }
    targets = Counter(c.options[0].target for c in cards)
    assert all(targets[t] - n == 2 for t, n in data.STATED_TARGETS.items())


def test_season_cards_follow_section_9() -> None:
    season = sorted(DATA.season_cards.values(), key=lambda s: s.historical_order)
    assert len(season) == 21
    assert [s.name for s in season][:3] == [
        "Battle of Lens",
        "Arrest Them! (Parlementaires)",
        "En Grève",
    ]
    assert season[8].name == "Faction Swap" and season[-1].name == "Old Noll"
    assert Counter(s.effect.type for s in season) == data.SEASON_KIND_COUNTS
    lens = DATA.season_cards["lens"].effect
    assert lens == Battle(type="battle", cubes=4, target="northeast")
    battles = [s.effect for s in season if isinstance(s.effect, Battle)]
    assert Counter(SP[b.target].kind for b in battles) == {"frontier": 7, "fortress": 3}
    assert sum(b.target == "northeast" for b in battles) == 2  # §10.21: Lens and one more
    assert all(s.free_cubes == 2 for s in season)
    tokens = DATA.season_cards["depression_crown"].effect.tokens
    assert set(tokens) == {"coin", "crown"}
    assert DATA.season_cards["depression_coin"].effect.tokens == ("coin",)


def test_track_coins_and_tokens() -> None:
    cards = DATA.cards
    boxes = cards.season_track.boxes
    assert boxes[0].label == "Spring 1648" and boxes[8].label == "Spring 1650"
    assert boxes[18].label == "Fall 1652" and boxes[18].end_game == 2
    assert len(cards.coins.values) == 31 and cards.coins.on_board == 15
    assert cards.tokens.total == 80


def test_every_item_says_where_it_comes_from() -> None:
    items = [*BOARD.spaces, *BOARD.connectors, *DATA.action_cards.values()]
    items += [*DATA.season_cards.values(), DATA.cards.coins, DATA.cards.tokens]
    assert all(i.source.startswith(("verified: ", "reconstructed: ")) for i in items)


def test_the_data_is_frozen() -> None:
    with pytest.raises(ValidationError):
        SP["retz"].pp = 5


# --- broken copies are refused ----------------------------------------------------------------


def _load(tmp_path: Path, board: dict | None = None, cards: dict | None = None) -> None:
    b, c = tmp_path / "board.json", tmp_path / "cards.json"
    b.write_text(json.dumps(board or json.loads((HERE / "board.json").read_text())))
    c.write_text(json.dumps(cards or json.loads((HERE / "cards.json").read_text())))
    data.load(b, c)


def _board() -> dict:
    return json.loads((HERE / "board.json").read_text(encoding="utf-8"))


def _cards() -> dict:
    return json.loads((HERE / "cards.json").read_text(encoding="utf-8"))


def _conn(board: dict, a: str, b: str) -> dict:
    return next(c for c in board["connectors"] if {c["a"], c["b"]} == {a, b})


def _space(board: dict, sid: str) -> dict:
    return next(s for s in board["spaces"] if s["id"] == sid)


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda b: b["spaces"].pop(), "118 Spaces"),
        (
            lambda b: b["connectors"].append({**b["connectors"][0], "id": "zz", "b": "nowhere"}),
            "unknown Space",
        ),
        (
            lambda b: _conn(b, "longueville_duchesse", "rochefoucauld").update(kind="solid"),
            "§2.431",
        ),
        (lambda b: _conn(b, "charles_iv", "gaston").update(kind="solid"), "§7.68"),
        (lambda b: _conn(b, "retz", "parlement_paris").update(kind="dashed"), "§6.6.10"),
        (lambda b: _space(b, "parlement_paris").update(control=3), "needs 6 cubes"),
        (lambda b: _space(b, "lyon").update(coins=1), "15 Coin icons"),
        (lambda b: _space(b, "guise").update(pos=[820, 262]), "Guise"),
        (lambda b: _space(b, "aix").update(pos=_space(b, "marseilles")["pos"]), "closer than"),
        (lambda b: _conn(b, "gaston", "marguerite").update(kind="lovers", b="gaston"), "itself"),
        (lambda b: _conn(b, "bouillon", "turenne").update(kind="lovers"), "man and a woman"),
    ],
)
def test_a_broken_board_is_refused_with_a_clear_message(tmp_path: Path, change, why: str) -> None:
    board = _board()
    change(board)
    with pytest.raises(ValueError, match=why):
        _load(tmp_path, board=board)


def test_an_unreachable_space_is_refused(tmp_path: Path) -> None:
    board = _board()
    board["connectors"] = [c for c in board["connectors"] if "lormee" not in (c["a"], c["b"])]
    with pytest.raises(ValueError, match="lormee"):
        _load(tmp_path, board=board)


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda c: c["action_cards"].pop(), "90 Action cards"),
        (lambda c: c["action_cards"][0]["options"][0].update(action="place3", place=3), "options"),
        (lambda c: c["season_cards"][0]["effect"].update(cubes=3), "Lens"),
        (lambda c: c["season_cards"][4]["effect"].update(target="anne"), "Frontier Zone"),
        (lambda c: c["coins"]["values"].pop(), "31 Coins"),
        (lambda c: c["tokens"].update(crowns=9), "80 tokens"),
        (lambda c: c["season_cards"][0]["effect"].update(type="jacquerie"), "season_cards"),
    ],
)
def test_broken_cards_are_refused_with_a_clear_message(tmp_path: Path, change, why: str) -> None:
    cards = _cards()
    change(cards)
    with pytest.raises(ValueError, match=why):
        _load(tmp_path, cards=cards)


def test_an_item_without_a_source_is_refused(tmp_path: Path) -> None:
    board = _board()
    del board["connectors"][5]["source"]
    with pytest.raises(ValidationError, match="source"):
        _load(tmp_path, board=board)
