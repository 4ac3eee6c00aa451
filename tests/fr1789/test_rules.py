"""The rulebook's tables and procedures, one test each: set-up (§3.0), income (§5.0), the
auction (§6.0), the Action phase (§7.1), the Political actions and their marker limits (§7.2),
the System phase (§8.0), scoring (§9.0), the end (§10.0), battles (§11) and the veto (§12)."""

from __future__ import annotations

from typing import Any

import pytest

from games.fr1789 import battle, board, flow
from games.fr1789.data import DATA
from i18n import say
from tests.fr1789.table import GAME, acting, ids, play, refused, start


# ---- §3.0 set-up and §5.0 income ---------------------------------------------------------
@pytest.mark.parametrize(("n", "deal", "income"), [(2, 3, 18), (3, 3, 15), (4, 2, 12), (5, 2, 10)])
def test_setup_deals_and_income_by_player_count(n: int, deal: int, income: int) -> None:
    s = GAME.setup(n, 5)
    assert all(len(p.hand) == deal for p in s.players)
    assert len(s.undealt) == 14 - n * deal
    assert all(p.rp == income for p in s.players)  # turn I's Income phase has run
    assert s.system == "absolutisme" and s.turn == 1
    assert all(len(units) == 1 and units[0].startswith("F") for units in s.armies.values())
    assert len(s.box) == 7 and s.lot is not None  # 8 turn-I cards, the first revealed


def test_income_is_capped_at_60() -> None:
    s = start(2)
    s.players[0].rp = 50
    assert board.gain_rp(s, 0, 18) == 10 and s.players[0].rp == 60


# ---- §6.0 auction ------------------------------------------------------------------------
def test_opening_bid_is_compulsory_and_may_be_zero() -> None:
    s = start(3)
    assert s.lot.to_bid == 0
    choices = ids(s, 0)
    assert "pass" not in choices and choices[0] == "bid:0" and "bid:15" in choices


def test_a_pass_is_final_and_the_winner_pays_and_takes_the_first_player_card() -> None:
    s = start(3, orders={1: DATA.turn_cards(1)})
    card = s.lot.card
    play(s, 0, "bid:2")
    play(s, 1, "bid:3")
    play(s, 2, "pass")
    assert s.lot.to_bid == 0
    play(s, 0, "pass")  # seat 2 has passed: the bidding is over, seat 1 wins
    assert s.owner[card] == 1 and s.players[1].rp == 12 and s.first == 1
    assert s.lot.to_bid == 1  # the next card opens with the winner


def test_a_card_nobody_wants_goes_to_the_opener_at_zero() -> None:
    s = start(2)
    card = s.lot.card
    play(s, 0, "bid:0")
    play(s, 1, "pass")
    assert s.owner[card] == 0 and s.players[0].rp == 18


def test_raises_are_steps_and_all_in_within_the_bidders_rp() -> None:
    s = start(2)
    play(s, 0, "bid:5")
    assert ids(s, 1) == ["bid:6", "bid:7", "bid:8", "bid:10", "bid:15", "bid:18", "pass"]
    with refused("only 18 RP"):
        GAME.apply(s, 1, "bid:19")


def test_credit_lowers_the_price_never_below_zero() -> None:
    s = start(2, orders={2: DATA.turn_cards(2)})
    s.owner["desmoulins"] = 1  # credit 1 toward Danton
    s.lot.card = "danton"
    play(s, 0, "bid:0")
    play(s, 1, "bid:1")
    play(s, 0, "pass")
    assert s.owner["danton"] == 1 and s.players[1].rp == 18
    s.exile.append("desmoulins")  # §7.2.4: inactive in Exile
    assert flow.credit(s, 1, "danton") == 0
    s.exile.clear()
    s.prison.append("desmoulins")  # §7.2.3: still active in Prison
    assert flow.credit(s, 1, "danton") == 1


def test_a_star_ability_happens_on_acquisition() -> None:
    s = start(2)
    s.lot.card = "tennis_court_oath"
    play(s, 0, "bid:0")
    said = play(s, 1, "pass")
    assert s.players[0].vp == 2 and any("scores 2 VP" in t for t in said)


# ---- §7.1 the Action phase -------------------------------------------------------------------
def test_spent_cards_and_prisoners_cannot_act_and_exiles_only_deploy() -> None:
    s = acting(cards={"barnave": 0, "lafayette": 0, "marie_antoinette": 0}, system="monarchie")
    assert {"card:barnave", "card:lafayette", "pass"} <= set(ids(s, 0))
    s.spent.append("barnave")
    s.prison.append("lafayette")
    s.exile.append("marie_antoinette")
    assert "card:barnave" not in ids(s, 0) and "card:lafayette" not in ids(s, 0)
    with refused("spent"):
        GAME.apply(s, 0, "card:barnave")
    with refused("Prison"):
        GAME.apply(s, 0, "card:lafayette")
    play(s, 0, "card:marie_antoinette")
    assert all(c.startswith(("do:deploy", "use:")) or c == "back" for c in ids(s, 0))


def test_pass_is_final_reset_and_the_last_passer_gets_the_first_player_card() -> None:
    s = acting(n=2, cards={"barnave": 0, "sieyes": 1})
    play(s, 0, "card:barnave", "do:vote", "box:monarchie", "n:2")
    assert "barnave" in s.spent and s.votes == {"monarchie": 2} and s.players[0].rp == 18
    play(s, 1, "pass")
    play(s, 0, "pass")  # seat 0 passes last
    assert s.first == 0 and s.spent == [] and s.turn == 2
    assert s.system == "monarchie" and s.votes == {}


# ---- §7.2 Political actions ------------------------------------------------------------------
def test_placate_needs_an_empty_city_and_campaign_displaces() -> None:
    s = acting(cards={"barnave": 0, "sieyes": 1})
    s.support["paris"] = 1
    play(s, 0, "card:barnave", "do:placate")
    assert "city:paris" not in ids(s, 0) and "city:lyon" in ids(s, 0)
    play(s, 0, "city:lyon")
    assert s.support["lyon"] == 0 and s.players[0].rp == 18
    s.system = "monarchie"
    play(s, 1, "card:sieyes", "do:campaign", "city:lyon")
    assert s.support["lyon"] == 1


def test_no_support_where_foreign_armies_stand() -> None:
    s = acting(cards={"barnave": 0})
    s.armies["lille"] = ["C4"]
    play(s, 0, "card:barnave", "do:placate")
    assert "city:lille" not in ids(s, 0)


def test_arrest_needs_a_free_prison_marker() -> None:
    s = acting(cards={"robespierre": 0, "barnave": 1, "lafayette": 1}, system="republique")
    s.prison = ["mirabeau", "danton", "marat", "brissot"]  # all four markers in use
    for c in s.prison:
        s.owner[c] = 1
    assert "do:arrest" not in [c for c in ids(s, 0) if c.startswith("do:")]
    play(s, 0, "card:robespierre")
    assert "do:arrest" not in ids(s, 0)
    s.prison.pop()
    assert "do:arrest" in ids(s, 0)
    play(s, 0, "do:arrest")
    assert set(ids(s, 0)) == {"target:barnave", "target:lafayette", "target:brissot", "back"}
    play(s, 0, "target:lafayette")
    assert "lafayette" in s.prison


def test_exile_from_prison_swaps_the_marker_and_three_is_the_limit() -> None:
    s = acting(cards={"barnave": 0, "lafayette": 0, "sieyes": 0}, system="monarchie")
    s.prison.append("lafayette")
    play(s, 0, "card:barnave", "do:exile", "target:lafayette")
    assert "lafayette" in s.exile and "lafayette" not in s.prison
    s.exile += ["danton", "mirabeau"]
    s.owner.update({"danton": 1, "mirabeau": 1})
    s.to_act = 0
    assert "do:exile" not in [c for c in flow.what_choices(s, "sieyes")]


@pytest.mark.parametrize(
    ("action", "where", "vp", "dead"),
    [("execute", "prison", 1, True), ("release", "prison", 2, False),
     ("assassinate", "exile", 2, True), ("return", "exile", 2, False)],
)  # fmt: skip
def test_vp_per_action(action: str, where: str, vp: int, dead: bool) -> None:
    system = {"execute": "republique", "release": "republique", "assassinate": "empire",
              "return": "empire"}[action]  # fmt: skip
    victim = 0 if action == "return" else 1
    s = acting(cards={"napoleon": 0, "danton": victim}, system=system)
    getattr(s, where).append("danton")
    play(s, 0, "card:napoleon", f"do:{action}")
    assert s.players[0].vp == vp
    assert ("danton" in s.dead) is dead and "danton" not in getattr(s, where)


def test_financial_reform_expedition_and_nationalize() -> None:
    s = acting(cards={"napoleon": 0, "talleyrand": 0}, system="republique")
    s.support["paris"] = 1
    s.players[1].rp = 1
    play(s, 0, "card:talleyrand")
    assert "do:expedition" not in ids(s, 0)  # no ◆ Deploy on Talleyrand (§7.2.10)
    play(s, 0, "do:nationalize")  # Paris is the only city with another's Support
    assert "paris" not in s.support and s.players[1].rp == 0 and s.players[0].rp == 18
    s.to_act = 0
    play(s, 0, "card:napoleon", "do:expedition")
    assert s.players[0].vp == 2 and s.players[0].rp == 16
    s.system, s.to_act = "directoire", 0
    s.spent.clear()
    play(s, 0, "card:talleyrand", "do:financial_reform")
    assert s.players[0].vp == 3 and s.players[0].rp == 12


# ---- §8.0 the Political System phase ---------------------------------------------------------
@pytest.mark.parametrize(
    ("votes", "after"),
    [({}, "monarchie"), ({"republique": 3, "monarchie": 1}, "republique"),
     ({"republique": 2, "directoire": 2}, "monarchie"), ({"monarchie": 1}, "monarchie")],
)  # fmt: skip
def test_the_system_moves_to_the_most_votes_and_a_tie_leaves_it(votes, after) -> None:
    s = acting(n=2, system="monarchie")
    s.votes = dict(votes)
    flow._system_phase(s)
    assert s.system == after and s.votes == {}


# ---- §9.0 scoring --------------------------------------------------------------------------
OTHERS = ["lille", "strasbourg", "lyon", "marseille", "toulon", "bordeaux", "nantes"]


@pytest.mark.parametrize(
    ("weight", "vp"),
    [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3), (7, 3), (8, 3), (9, 5)],
)
def test_the_exile_table_counts_coalition_cities_with_paris_as_two(weight: int, vp: int) -> None:
    """Every row of §9.0's table; the cities not held by the Coalition are Royalist-held,
    which never count."""
    s = acting(n=2, cards={"artois": 0, "marie_antoinette": 0})
    s.exile = ["artois", "marie_antoinette"]
    coalition = ["paris", *OTHERS[: weight - 2]] if weight >= 2 else OTHERS[:weight]
    s.armies = {
        c: [f"C{i + 1}"] if c in coalition else [f"R{i + 1}"] for i, c in enumerate(s.armies)
    }
    assert board.coalition_weight(s) == weight
    flow._scoring(s)
    assert s.players[0].vp == 2 * vp  # for each exiled Personage


def test_scoring_bonus_square_abilities_and_cities() -> None:
    s = acting(n=2, cards={"louis_xvi": 0, "brissot": 1, "marie_antoinette": 0})
    s.exile.append("marie_antoinette")  # no bonus in Exile
    s.support.update({"marseille": 1, "bordeaux": 1, "paris": 0})
    flow._scoring(s)
    assert s.players[0].vp == 5 + 1 and s.players[0].rp == 23  # Louis 5, Paris 1 VP 3 RP
    assert s.players[1].vp == 2 + 2  # Brissot's ■ per port, two cities


def test_the_winner_has_most_vp_then_most_rp() -> None:
    s = acting(n=3)
    s.phase = "over"
    for p, (vp, rp) in zip(s.players, [(10, 3), (10, 5), (9, 60)], strict=True):
        p.vp, p.rp = vp, rp
    assert GAME.outcome(s).winners == [1]
    s.players[0].rp = 5
    assert GAME.outcome(s).winners == [0, 1]


# ---- §11 deployment and battle --------------------------------------------------------------
def deploy(s, camp: str, units: list[str], city: str, reinforce: str | None = None):
    s.draws = {camp: list(units)}
    if reinforce:
        defending = board.holder(s, city)
        s.draws[str(defending)] = [reinforce]
    return battle.fight(s, 0, camp, len(units), city)


def test_an_attack_not_stronger_fails_at_once() -> None:
    s = acting(n=2)
    s.armies["lille"] = ["F14"]  # strength 3
    events, pending = deploy(s, "coalition", ["C4", "C2"], "lille")  # 2 + 1
    assert pending is None and s.armies["lille"] == ["F14"] and "fails" in say(events[0].text)


def test_reinforcement_and_a_tie_goes_to_the_attacker_support_removed() -> None:
    s = acting(n=2)
    s.armies["lille"] = ["F9"]  # 2
    s.support["lille"] = 1
    _, pending = deploy(s, "coalition", ["C7", "C4"], "lille", reinforce="F14")  # 5 vs 2+3
    assert pending is not None  # two strengths to keep: the deployer chooses
    assert battle.choices(pending)[0].id == "keep:C4"
    battle.answer(s, pending, "keep:C7")
    assert s.armies["lille"] == ["C7"] and "lille" not in s.support


def test_defenders_hold_and_the_deployer_chooses_the_one_that_stays() -> None:
    s = acting(n=2)
    s.armies["lille"] = ["F9"]  # 2
    _, pending = deploy(s, "coalition", ["C7"], "lille", reinforce="F17")  # 3 vs 2+4
    assert {c.id for c in battle.choices(pending)} == {"keep:F9", "keep:F17"}
    battle.answer(s, pending, "keep:F17")
    assert s.armies["lille"] == ["F17"]


def test_leaders_never_stay_and_a_french_win_may_place_support() -> None:
    s = acting(n=2)
    s.armies = {"lille": ["C2"]}  # 1; every French unit in the cup
    s.draws = {"france": ["F20"], "coalition": ["C1"]}
    _, pending = battle.fight(s, 0, "france", 1, "lille")  # Bonaparte 5 vs 1 + 0
    assert pending is not None
    assert s.armies["lille"] == [] and pending["how"] == "support"
    battle.answer(s, pending, "support:yes")
    assert s.support["lille"] == 0


def test_a_foreign_army_taking_an_empty_city_removes_support() -> None:
    """§11.2 step 8 and §7.2.2 (RULES_NOTES, engine reading 5): a city left empty was France's
    last; the foreign army that takes it sends the Support marker home, as a victory over French
    defenders would, so Support never stands beside a foreign army."""
    s = acting(n=2)
    s.armies["lille"] = []  # every winner of an earlier battle was a leader
    s.support["lille"] = 1
    events, pending = deploy(s, "coalition", ["C4"], "lille")  # strength 1 against nothing
    assert pending is None and s.armies["lille"] == ["C4"]
    assert "lille" not in s.support
    assert any("{s1} loses Support in Lille" in say(e.text) for e in events)


def test_a_french_army_entering_an_empty_city_keeps_support() -> None:
    s = acting(n=2)
    s.armies["lille"] = []
    s.support["lille"] = 1
    deploy(s, "france", ["F9"], "lille")
    assert s.armies["lille"] == ["F9"] and s.support["lille"] == 1


def test_a_french_garrison_is_reinforced_and_support_is_untouched() -> None:
    s = acting(n=2)
    s.armies["paris"] = ["F4"]
    s.support["paris"] = 1
    _, pending = deploy(s, "france", ["F14", "F16"], "paris")  # F16 is Kellermann
    assert {c.id for c in battle.choices(pending)} == {"keep:F4", "keep:F14"}
    battle.answer(s, pending, "keep:F14")
    assert s.armies["paris"] == ["F14"] and s.support["paris"] == 1


def test_foreign_armies_enter_by_flag_or_adjacency() -> None:
    s = acting(n=2)
    assert set(battle.targets(s, "royalist", None)) == {"lyon", "nantes", "toulon"}
    s.armies["nantes"] = ["R6"]
    assert "bordeaux" in battle.targets(s, "royalist", None)
    assert set(battle.targets(s, "france", "frontier")) == {"lille", "strasbourg"}


# ---- §12 the veto and the Informant ----------------------------------------------------------
def test_a_veto_cancels_a_diamond_the_card_stays_spent_and_rp_are_lost() -> None:
    s = acting(n=3, cards={"danton": 0, "louis_xvi": 1})
    play(s, 0, "card:danton", "use:0")  # Eloquence: Paris, 1 RP
    assert GAME.active_seats(s) == [1, 2]  # everyone who could cancel, at once
    assert ids(s, 1) == ["allow", "veto"]
    play(s, 2, "allow")
    said = play(s, 1, "veto")
    assert "paris" not in s.support and "danton" in s.spent and "louis_xvi" in s.spent
    assert s.players[0].rp == 19 and any("Veto" in t for t in said)


def test_political_actions_cannot_be_vetoed() -> None:
    s = acting(n=3, cards={"barnave": 0, "louis_xvi": 1})
    play(s, 0, "card:barnave", "do:placate", "city:paris")
    assert s.window is None and s.support["paris"] == 0


def test_the_window_is_the_same_whoever_holds_an_informant() -> None:
    """Seat 2 is asked the same way, with the same public view, whether or not it holds an
    Informant: only its own choices differ."""
    seen: list[tuple[Any, ...]] = []  # what the table and seat 1 see, at two moments
    for hand in (
        ["informant", "bribery", "pitts_gold"],
        ["paid_agitators", "bribery", "pitts_gold"],
    ):
        hands = [
            ["bribery", "pitts_gold", "paid_agitators"],
            ["lettre_de_cachet"] * 2 + ["forged_passport"],
            hand,
        ]
        s = acting(n=3, cards={"danton": 0}, hands=hands)
        play(s, 0, "card:danton", "use:0")
        prompt = GAME.prompt(s, 2)
        seen.append(
            (GAME.active_seats(s), GAME.view(s, None), GAME.view(s, 1), prompt.text, prompt.ask)
        )
        play(s, 1, "allow")
        seen.append((GAME.active_seats(s), GAME.view(s, None), GAME.view(s, 1)))
    assert seen[0] == seen[2] and seen[1] == seen[3]


def test_an_informant_cancels_and_leaves_the_game() -> None:
    hands = [["bribery", "pitts_gold", "paid_agitators"], ["bribery", "pitts_gold", "informant"]]
    s = acting(n=2, cards={"danton": 0}, hands=hands)
    play(s, 0, "card:danton", "use:0")
    assert ids(s, 1) == ["allow", "informant"]
    play(s, 1, "informant")
    assert "informant" in s.played and "informant" not in s.players[1].hand
    assert "paris" not in s.support


def test_informant_cannot_be_played_as_an_action() -> None:
    hands = [["informant", "pitts_gold", "paid_agitators"], ["bribery", "pitts_gold", "bribery"]]
    s = acting(n=2, hands=hands)
    assert "consp:informant" not in ids(s, 0)
    with refused("cancel another player"):
        GAME.apply(s, 0, "consp:informant")


# ---- hidden information ------------------------------------------------------------------
def test_vp_and_conspiracy_cards_are_only_in_their_owners_view() -> None:
    s = acting(n=3)
    s.players[1].vp = 7
    public = GAME.view(s, None)
    assert "vp" not in public and "hand" not in public
    assert GAME.view(s, 1)["vp"] == 7 and GAME.view(s, 0)["vp"] == 0
    assert GAME.view(s, 0)["hand"] != GAME.view(s, 1)["hand"]
    assert all(seat["conspiracy"] == 3 for seat in public["seats"])
