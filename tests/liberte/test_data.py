"""The component data: loaded and checked against every count the rules and DATA_NOTES give."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from games.liberte import data
from games.liberte.data import DATA, PARIS
from tests.liberte.helpers import key

HERE = Path(data.__file__).parent


def test_the_board_has_27_provinces_in_6_regions_of_5_5_5_4_4_4() -> None:
    assert list(DATA.provinces) == list(range(1, 28))
    assert DATA.provinces[1].name == "Normandie"
    assert DATA.provinces[PARIS].name == "Île-de-France"
    assert sorted(len(v) for v in DATA.region_provinces.values()) == [4, 4, 4, 5, 5, 5]
    assert sum(1 for p in DATA.provinces.values() if p.vp) == 4
    assert {p.vp for p in DATA.provinces.values() if p.vp} <= {1, 2}
    assert sum(1 for p in DATA.provinces.values() if p.fleur_de_lis) >= 7
    assert DATA.battles[2].name == "Valmy" and DATA.battles[2].vp == 4


def test_110_cards_57_a_set_53_b_set_with_the_special_cards_of_the_rules() -> None:
    cards = DATA.cards.values()
    assert len(cards) == 110
    assert Counter(c.set for c in cards) == {"A": 57, "B": 53}
    specials = Counter((c.special, c.set) for c in cards if c.kind == "special")
    assert specials == {
        ("bread", "A"): 4,
        ("emigration", "A"): 2,
        ("religion", "A"): 2,
        ("guillotine", "B"): 2,
        ("purge", "B"): 4,
        ("terror", "B"): 6,
    }
    assert all(c.faction and c.value == 1 and c.cannon for c in cards if c.kind == "club")


def test_the_a_set_favours_moderates_and_royalists_the_b_set_the_radicals() -> None:
    def blocks(deck: str) -> Counter:
        shown: Counter = Counter()
        for c in DATA.cards.values():
            if c.set == deck and c.faction:
                shown[c.faction] += c.value
        return shown

    a, b = blocks("A"), blocks("B")
    assert a["R"] < a["B"] and a["R"] < a["W"]
    assert b["R"] > b["B"] and b["R"] > b["W"]


def test_the_verified_cards_have_their_verified_attributes() -> None:
    marat = DATA.cards["71"]  # rulebook, Example 2: "Jean-Paul Marat (#71), a 3-value red"
    assert marat.name == "Jean-Paul Marat" and marat.faction == "R" and marat.value == 3
    assert marat.set == "B" and not marat.general
    necker = DATA.cards[key("Necker")]  # DATA_NOTES §1d
    assert (necker.set, necker.faction, necker.value, necker.region, necker.cannon) == (
        "A",
        "W",
        3,
        "P",
        True,
    )
    generals = Counter(c.set for c in DATA.cards.values() if c.general)
    assert generals == {"A": 2, "B": 9}
    assert not any(c.general and c.value == 3 for c in DATA.cards.values() if c.set == "A")
    assert sum(c.general and c.value == 3 for c in DATA.cards.values() if c.set == "B") == 3
    three = Counter((c.set, c.faction) for c in DATA.cards.values() if c.value == 3)
    assert three == {("A", "W"): 4, ("A", "B"): 2, ("A", "R"): 2, ("B", "W"): 3, ("B", "B"): 3,
                     ("B", "R"): 3}  # fmt: skip


def test_every_item_says_where_it_comes_from() -> None:
    items = [*DATA.cards.values(), *DATA.provinces.values(), *DATA.regions.values()]
    items += [*DATA.battles.values(), DATA.board.supply]
    assert all(i.source.startswith(("verified: ", "reconstructed")) for i in items)


def _broken(tmp_path: Path, board: dict | None = None, cards: dict | None = None) -> None:
    b = tmp_path / "board.json"
    c = tmp_path / "cards.json"
    b.write_text(json.dumps(board or json.loads((HERE / "board.json").read_text())))
    c.write_text(json.dumps(cards or json.loads((HERE / "cards.json").read_text())))
    data.load(b, c)


def test_a_card_in_an_unknown_region_is_refused_at_load(tmp_path: Path) -> None:
    cards = json.loads((HERE / "cards.json").read_text())
    cards["cards"][0]["region"] = "XX"
    with pytest.raises(ValueError, match="region"):
        _broken(tmp_path, cards=cards)


def test_wrong_counts_are_refused_at_load(tmp_path: Path) -> None:
    cards = json.loads((HERE / "cards.json").read_text())
    cards["cards"] = cards["cards"][:-1]  # one Terror short
    with pytest.raises(ValueError, match="terror"):
        _broken(tmp_path, cards=cards)
    board = json.loads((HERE / "board.json").read_text())
    board["provinces"][10]["region"] = board["provinces"][0]["region"]  # Lorraine to Ouest
    with pytest.raises(ValueError, match="regions of 4 or 5"):
        _broken(tmp_path, board=board)


def test_an_item_without_a_source_is_refused(tmp_path: Path) -> None:
    board = json.loads((HERE / "board.json").read_text())
    del board["provinces"][0]["source"]
    with pytest.raises(ValidationError):
        _broken(tmp_path, board=board)


def test_a_club_must_be_wild_with_a_cannon(tmp_path: Path) -> None:
    cards = json.loads((HERE / "cards.json").read_text())
    club = next(c for c in cards["cards"] if c["kind"] == "club")
    del club["cannon"]
    with pytest.raises(ValidationError, match="well-formed club"):
        _broken(tmp_path, cards=cards)


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda b: b["supply"].update(R=31), "82 Faction Blocks"),
        (lambda b: b["battles"][0].update(vp=5), "Valmy"),
        (lambda b: b["provinces"][1].update(name="Normandie"), "name of its own"),
        (lambda b: b["regions"][1].update(colour=b["regions"][0]["colour"]), "colour of its own"),
    ],
)
def test_a_board_that_breaks_a_count_of_the_rules_is_refused(
    tmp_path: Path, change, why: str
) -> None:
    board = json.loads((HERE / "board.json").read_text())
    change(board)
    with pytest.raises(ValueError, match=why):
        _broken(tmp_path, board=board)


def test_an_a_set_favouring_the_radicals_is_refused(tmp_path: Path) -> None:
    cards = json.loads((HERE / "cards.json").read_text())
    for c in cards["cards"]:
        if c["set"] == "A" and c.get("faction") == "W":
            c["faction"] = "R"
    with pytest.raises(ValueError, match="A-set favours"):
        _broken(tmp_path, cards=cards)
