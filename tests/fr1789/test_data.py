"""The French Revolution 1789 component data: it loads, every count and constraint the rulebook,
DATA_NOTES and the scope file state holds, and a broken replacement file is refused clearly."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

import pytest
from pydantic import ValidationError

from games import registry
from games.fr1789 import data
from games.fr1789.data import DATA, ActionKind, Camp, DataError

Files = dict[str, dict]


def test_the_game_is_registered_with_every_rule_in() -> None:
    assert registry.get("fr1789").meta.title == "French Revolution 1789"


def test_eight_cities_with_paris_counting_two() -> None:
    assert len(DATA.cities) == 8
    assert {"paris", "lyon", "lille", "bordeaux", "strasbourg", "marseille"} <= set(DATA.city)
    assert DATA.city["paris"].exile_weight == 2
    assert sum(c.exile_weight for c in DATA.cities) == 9  # the exile table's "9 cities"
    assert all(c.initial_french and Camp.FRANCE in c.camps for c in DATA.cities)
    assert all(c.vp >= 1 for c in DATA.cities)


def test_adjacency_is_symmetric_and_connected() -> None:
    for c in DATA.cities:
        assert c.id not in c.adjacent
        assert all(c.id in DATA.city[n].adjacent for n in c.adjacent), c.id
    seen, todo = {"paris"}, ["paris"]
    while todo:
        for n in DATA.city[todo.pop()].adjacent:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(DATA.city)


def test_both_foreign_camps_can_enter_and_the_report_targets_carry_flags() -> None:
    for camp in (Camp.COALITION, Camp.ROYALIST):
        assert any(camp in c.camps for c in DATA.cities)
    for city in ("strasbourg", "marseille"):
        assert {Camp.COALITION, Camp.ROYALIST} & set(DATA.city[city].camps)


def test_six_systems_absolutisme_first_with_the_known_actions() -> None:
    assert len(DATA.systems) == 6
    assert DATA.systems[0].id == DATA.tables.flow.start_system == "absolutisme"
    assert {"monarchie", "republique", "empire", "communisme"} <= set(DATA.system)
    absolutisme = DATA.system["absolutisme"]
    assert {a.action for a in absolutisme.actions} == {ActionKind.VOTE, ActionKind.PLACATE}
    assert "communisme" not in absolutisme.votes_for
    republic = {a.action for a in DATA.system["republique"].actions}
    assert {ActionKind.ARREST, ActionKind.EXECUTE} <= republic
    for sid in ("monarchie", "republique"):
        assert "absolutisme" not in DATA.system[sid].votes_for
    monarchie = DATA.system["monarchie"]
    assert monarchie.offer("exile") and monarchie.offer("deploy") and monarchie.offer("campaign")


def test_costs_are_in_range_and_the_printed_ones_are_exact() -> None:
    for s in DATA.systems:
        for a in s.actions:
            assert 0 <= a.rp <= 10
        if fr := s.offer(ActionKind.FINANCIAL_REFORM):
            assert fr.rp == 4
        if ex := s.offer(ActionKind.EXPEDITION):
            assert ex.rp == 2
        assert s.offer(ActionKind.VOTE).per == "vote"
        if dep := s.offer(ActionKind.DEPLOY):
            assert dep.camps is not None  # a Deploy names its camps
            assert dep.per == "army" and set(dep.camps) <= {Camp.COALITION, Camp.ROYALIST}


def test_every_system_can_be_reached_by_votes_from_absolutisme() -> None:
    seen, todo = {"absolutisme"}, ["absolutisme"]
    while todo:
        for t in DATA.system[todo.pop()].votes_for:
            if t not in seen:
                seen.add(t)
                todo.append(t)
    assert seen == set(DATA.system)


def test_the_play_report_scores_are_reproduced() -> None:
    """Scope (d): turn-1 Constitutional Monarchy scores Barnave 4 + La Fayette 3, the Oath 2."""
    monarchie, absolutisme = DATA.system["monarchie"], DATA.system["absolutisme"]
    assert monarchie.bonus_vp("barnave") + monarchie.bonus_vp("lafayette") == 7
    assert absolutisme.bonus_vp("louis_xvi") == 5
    assert absolutisme.bonus_vp("louis_xvi") + absolutisme.bonus_vp("orleans") == 7
    for royal in ("louis_xvi", "marie_antoinette", "orleans"):  # "the three" scored 0 under CM
        assert monarchie.bonus_vp(royal) == 0 and absolutisme.bonus_vp(royal) > 0
    oath = DATA.card["tennis_court_oath"]
    assert [(a.timing, a.effects[0].kind, a.effects[0].amount) for a in oath.abilities] == [
        ("acquire", "gain_vp", 2)
    ]
    assert DATA.credits_to("declaration_rights") == {"tennis_court_oath": 2}


def test_32_history_cards_by_turn_with_periods() -> None:
    assert Counter(c.turn for c in DATA.history) == {1: 8, 2: 7, 3: 7, 4: 6, 5: 4}
    assert [t.number for t in DATA.turns] == [1, 2, 3, 4, 5]
    assert all(t.period and t.years for t in DATA.turns)
    assert len(DATA.card) == 32
    turn_one = set(DATA.turn_cards(1))
    assert {"louis_xvi", "marie_antoinette", "lafayette", "barnave", "orleans", "desmoulins",
            "tennis_court_oath"} <= turn_one  # fmt: skip
    for turn in range(1, 6):  # the verified cards come first in each turn
        sources = [DATA.card[c].source.startswith("verified") for c in DATA.turn_cards(turn)]
        assert sources == sorted(sources, reverse=True), turn


def test_the_three_war_cards_and_louis_xvi_s_veto() -> None:
    wars = {c.name for c in DATA.history if c.kind == "war"}
    assert wars == {"Declaration of Pillnitz", "First Coalition Against France",
                    "War in the Vendée"}  # fmt: skip
    assert all(
        any(a.timing == "action" for a in c.abilities) for c in DATA.history if c.kind == "war"
    )
    veto = DATA.card["louis_xvi"].abilities
    assert [(a.timing, a.name, [e.kind for e in a.effects]) for a in veto] == [
        ("cancel", "Veto", ["cancel"])
    ]


def test_the_kinds_of_deploy_of_11_1_all_exist() -> None:
    def deploys(kind: str) -> list[set[str]]:
        return [
            set(e.camps)
            for c in DATA.history
            if c.kind == kind
            for a in c.abilities
            for e in a.effects
            if e.kind == "deploy"
        ]

    assert {"france"} in deploys("personage")
    assert any(camps & {"coalition", "royalist"} for camps in deploys("personage"))
    assert deploys("event")
    assert any(DATA.has_deploy(c.id) for c in DATA.history if c.kind == "personage")


def test_credits_point_to_future_cards() -> None:
    for c in DATA.history:
        for cr in c.credits:
            assert DATA.card[cr.card].turn >= c.turn and cr.card != c.id
            assert 1 <= cr.rp <= 5


def test_fourteen_conspiracy_cards_of_seven_kinds() -> None:
    assert len(DATA.conspiracies) == 7 and len(DATA.deck()) == 14
    assert Counter(DATA.deck()) == {k.id: 2 for k in DATA.conspiracies}
    names = {k.name for k in DATA.conspiracies}
    assert {"Vatican Intervention", "Informant", "Bribery of non-aligned deputies"} <= names
    assert DATA.conspiracy["informant"].ability.timing == "cancel"
    assert DATA.conspiracy["vatican_intervention"].ability.effects[0].kind == "deploy"
    bribery = DATA.conspiracy["bribery"].ability.effects[0]
    assert isinstance(bribery, data.Votes) and bribery.systems is not None
    assert set(bribery.systems) == set(DATA.system)
    for players, each in DATA.tables.deal.conspiracy_by_players.items():
        assert players * each <= 14


def test_armies_20_12_10_strengths_0_to_5_with_leaders() -> None:
    assert Counter(u.camp for u in DATA.armies) == {"france": 20, "coalition": 12, "royalist": 10}
    assert all(0 <= u.strength <= 5 for u in DATA.armies)
    assert len({u.id for u in DATA.armies}) == 42
    for camp in Camp:
        cup = DATA.cup(camp)
        assert any(u.leader for u in cup)
        assert any(not u.leader and u.strength > 0 for u in cup)
    assert len(DATA.cup("france")) > len(DATA.cities)


def test_a_coalition_attack_is_neither_sure_nor_hopeless() -> None:
    """Balance guard: two Coalition armies against one random French garrison, reinforced by one
    French draw (§11.2 steps 4-6), win between a third and nine tenths of the time."""
    atk = [u.strength for u in DATA.cup("coalition")]
    dfn = [u.strength for u in DATA.cup("france")]
    wins = total = 0
    for pair in combinations(atk, 2):
        for g in range(len(dfn)):
            for r in range(len(dfn)):
                if r != g:
                    total += 1
                    wins += sum(pair) > dfn[g] and sum(pair) >= dfn[g] + dfn[r]
    assert 1 / 3 < wins / total < 0.9


def test_the_tables_of_the_rulebook() -> None:
    t = DATA.tables
    assert [t.income_rp(n) for n in (2, 3, 4, 5)] == [18, 15, 12, 10]
    assert t.income.rp_cap == 60
    m = t.markers
    assert (m.prison, m.exile, m.support_per_colour) == (4, 3, 8)
    assert [t.exile_vp(n) for n in range(10)] == [0, 1, 1, 2, 2, 2, 3, 3, 3, 5]
    assert len(set(t.players.colours)) == 5


def test_every_ability_uses_the_vocabulary_and_all_of_it_is_used() -> None:
    abilities = [a for c in DATA.history for a in c.abilities]
    abilities += [k.ability for k in DATA.conspiracies]
    used = {e.kind for a in abilities for e in a.effects}
    vocabulary = {"gain_vp", "gain_rp", "votes", "place_support", "deploy", "arrest", "execute",
                  "exile", "cancel"}  # fmt: skip
    assert used == vocabulary  # no effect kind is dead weight
    assert {a.timing for a in abilities} == {"score", "action", "cancel", "acquire"}
    assert all(a.text and a.name for a in abilities)


def test_every_item_says_where_it_comes_from() -> None:
    items = [*DATA.cities, *DATA.systems, *DATA.history, *DATA.conspiracies, *DATA.pools]
    items += [*DATA.turns]
    t = DATA.tables
    items += [t.players, t.income, t.deal, t.markers, t.exile_scoring, t.amounts, t.flow]
    for item in items:
        assert item.source.startswith(("verified: ", "reconstructed: ")), item


def test_the_data_is_frozen() -> None:
    with pytest.raises(ValidationError):
        DATA.city["paris"].rp = 9
    assert isinstance(DATA.cities, tuple) and isinstance(DATA.city["paris"].adjacent, tuple)


# --- broken replacement files are refused with a message naming the rule -----------------


def _load_changed(tmp_path: Path, name: str, change: Callable[[dict], object]) -> None:
    folder = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, folder)
    path = folder / name
    content = json.loads(path.read_text(encoding="utf-8"))
    change(content)
    path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
    data.load(folder)


def _card(content: dict, cid: str) -> dict:
    return next(c for c in content["cards"] if c["id"] == cid)


def _city(content: dict, cid: str) -> dict:
    return next(c for c in content["cities"] if c["id"] == cid)


def _system(content: dict, sid: str) -> dict:
    return next(s for s in content["systems"] if s["id"] == sid)


def test_an_unchanged_copy_loads(tmp_path: Path) -> None:
    _load_changed(tmp_path, "cities.json", lambda c: None)


BROKEN = [
    ("history_cards.json", lambda c: c["cards"].pop(0), "8, 7, 7, 6, 4"),
    ("history_cards.json", lambda c: _card(c, "pillnitz").update(kind="event"), "three War"),
    (
        "history_cards.json",
        lambda c: _card(c, "napoleon").update(credits=[{"card": "barnave", "rp": 2}]),
        "future card",
    ),
    (
        "history_cards.json",
        lambda c: _card(c, "danton")["abilities"][0]["effects"][0].update(cities=["rouen"]),
        "unknown city 'rouen'",
    ),
    (
        "history_cards.json",
        lambda c: _card(c, "brissot")["abilities"][0].update(effects=[{"kind": "arrest"}]),
        "cannot do arrest",
    ),
    (
        "history_cards.json",
        lambda c: _card(c, "marie_antoinette")["abilities"][0].update(
            effects=[{"kind": "gain_rp", "amount": 2}]
        ),
        "in Exile only",
    ),
    ("history_cards.json", lambda c: _card(c, "marat").update(source="my uncle"), "source"),
    ("history_cards.json", lambda c: _card(c, "louis_xvi").update(abilities=[]), "Veto"),
    (
        "cities.json",
        lambda c: _city(c, "lille").update(adjacent=["strasbourg"]),
        "adjacency is symmetric",
    ),
    ("cities.json", lambda c: c["cities"].pop(), "8 cities"),
    ("cities.json", lambda c: _city(c, "paris").update(exile_weight=1), "Paris counts 2"),
    (
        "cities.json",
        lambda c: [
            city.update(camps=["france", "coalition"])
            for city in c["cities"]
            if "royalist" in city["camps"]
        ],
        "royalist flag",
    ),
    (
        "systems.json",
        lambda c: _system(c, "absolutisme")["actions"].append({"action": "campaign", "rp": 2}),
        "only Vote and Placate",
    ),
    (
        "systems.json",
        lambda c: _system(c, "republique")["votes_for"].append("absolutisme"),
        "cannot vote for Absolutisme",
    ),
    (
        "systems.json",
        lambda c: _system(c, "monarchie")["actions"].append({"action": "expedition", "rp": 3}),
        "Expedition costs 2 RP",
    ),
    (
        "systems.json",
        lambda c: _system(c, "empire")["bonus"].append({"card": "valmy", "vp": 2}),
        "not a Personage",
    ),
    ("systems.json", lambda c: c["systems"].reverse(), "Absolutisme comes first"),
    (
        "conspiracy_cards.json",
        lambda c: c["kinds"][0].update(count=3),
        "2 each of 7 kinds",
    ),
    (
        "armies.json",
        lambda c: c["pools"][0]["units"].append({"strength": 2}),
        "20 French, 12 Coalition, 10 Royalist",
    ),
    (
        "armies.json",
        lambda c: c["pools"][1]["units"].append({"strength": 6}),
        "less than or equal to 5",
    ),
    (
        "tables.json",
        lambda c: c["tables"]["markers"].update(prison=5),
        "4 Prison",
    ),
    (
        "tables.json",
        lambda c: c["tables"]["income"]["by_players"].update({"4": 13}),
        "income 18/15/12/10",
    ),
]


@pytest.mark.parametrize(("name", "change", "why"), BROKEN)
def test_a_broken_file_is_refused_with_a_clear_message(
    tmp_path: Path, name: str, change: Callable[[dict], object], why: str
) -> None:
    with pytest.raises(DataError, match=why):
        _load_changed(tmp_path, name, change)


def test_a_file_that_is_not_json_names_itself(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, folder)
    (folder / "armies.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataError, match=r"armies\.json is malformed"):
        data.load(folder)
