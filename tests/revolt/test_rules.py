"""Revolt's rules, section by section of the rulebook (shared/rules/004_*.txt)."""

from __future__ import annotations

import pytest

from games import registry
from games.core import IllegalAction, SetupError
from games.revolt import cards
from games.revolt.engine import RevoltState
from i18n import say

GAME = registry.get("revolt")


def position(
    hands: list[list[str]],
    leader: int = 0,
    coins: list[int] | None = None,
    supply: int = 100,
    turn: int = 1,
) -> RevoltState:
    """A table set by hand: each seat's cards, who leads, everyone's coins."""
    state = GAME.setup(len(hands), seed=1)
    for i, hand in enumerate(hands):
        state.seats[i].hand = list(hand)
        state.seats[i].coins = 1 if coins is None else coins[i]
    state.leader, state.turn, state.supply_coins = leader, turn, supply
    return state


def play(state: RevoltState, *choices: str) -> list[str]:
    """Each choice by whoever must act; returns the public event texts."""
    texts = []
    for choice in choices:
        (seat,) = GAME.active_seats(state)
        texts += [say(e.text) for e in GAME.apply(state, seat, choice)]
    return texts


def refusal(state: RevoltState, seat: int, choice: str) -> str:
    """What a player is told when `choice` is refused (it must be)."""
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, choice)
    return say(refused.value.text)


def legal(state: RevoltState, seat: int) -> set[str]:
    prompt = GAME.prompt(state, seat)
    return set(prompt.choice_ids()) if prompt else set()


# ---- Components, Setup, How to play -------------------------------------------------------


@pytest.mark.parametrize(("players", "size"), [(3, 13), (4, 10), (5, 8)])
def test_deal_sizes_and_starting_coins(players: int, size: int) -> None:
    state = GAME.setup(players, seed=5)
    view = GAME.view(state, None)
    assert [s["hand_size"] for s in view["seats"]] == [size] * players
    assert [s["coins"] for s in view["seats"]] == [1] * players
    assert view["supply_coins"] == 112 - players
    dealt = [c for s in state.seats for c in s.hand]
    assert len(set(dealt)) == len(dealt) == size * players


@pytest.mark.parametrize("seed", range(6))
def test_three_players_play_without_one_plain_citizen(seed: int) -> None:
    state = GAME.setup(3, seed)
    dealt = {c for s in state.seats for c in s.hand}
    missing = set(cards.FULL_DECK) - dealt
    assert len(missing) == 1 and missing < set(cards.PLAIN_CITIZENS)
    assert cards.PITCHFORK in dealt


def test_the_pitchfork_holder_leads_every_turn() -> None:
    for seed in range(5):
        state = GAME.setup(4, seed)
        holder = next(i for i, s in enumerate(state.seats) if cards.PITCHFORK in s.hand)
        assert GAME.active_seats(state) == [holder]
        state.seats[holder].hand.remove(cards.PITCHFORK)  # play out the turn quickly
    state = position([["N1"], ["N2"], ["N3"], ["N4"]], leader=2)
    play(state, "play:N3", "play:N4", "play:N1", "play:N2")
    assert state.turn == 2
    holder = next(i for i, s in enumerate(state.seats) if cards.PITCHFORK in s.hand)
    assert GAME.active_seats(state) == [holder]
    assert [len(s.hand) for s in state.seats] == [10] * 4, "a fresh deal of the whole deck"


def test_fixed_deal_option() -> None:
    deck = list(cards.FULL_DECK)
    hands = [deck[i * 10 : (i + 1) * 10] for i in range(4)]
    state = GAME.setup(4, seed=9, options={"hands": hands})
    assert [s.hand for s in state.seats] == [sorted(h, key=cards.sort_key) for h in hands]
    assert GAME.active_seats(state) == [3], "CP is the last card of the deck"


@pytest.mark.parametrize(
    ("players", "hands", "why"),
    [
        (4, [list(cards.FULL_DECK[i * 10 : (i + 1) * 10]) for i in range(3)], "4 hands"),
        (
            4,
            [list(cards.FULL_DECK[i * 10 : (i + 1) * 10]) for i in range(3)]
            + [list(cards.FULL_DECK[:10])],
            "twice",
        ),
        (3, [list(cards.FULL_DECK[i * 13 : (i + 1) * 13]) for i in range(3)], "pitchfork"),
        (4, [["N1"] * 10] * 4, "twice"),
        (4, [["X1"] * 10] * 4, "unknown"),
    ],
)
def test_a_fixed_deal_must_be_a_real_deal(players: int, hands: list[list[str]], why: str) -> None:
    with pytest.raises(SetupError):
        GAME.setup(players, seed=1, options={"hands": hands})


# ---- Following ------------------------------------------------------------------------------


def test_you_must_follow_the_chosen_family_but_may_always_play_a_citizen_or_cut() -> None:
    state = position([["N5", "R1"], ["N2", "R9", "B3", "C1"], ["R2", "R3"], ["B1", "B2"]])
    play(state, "play:N5")
    assert legal(state, 1) == {"play:N2", "play:C1", "cut:B3"}
    assert "must follow Nobles" in refusal(state, 1, "play:R9")
    # A Blaggard without the coin is no cut.
    assert "must follow Nobles" in refusal(state, 1, "play:B3")


def test_each_citizen_in_a_menu_reads_as_the_hand_shows_it() -> None:
    """The hand reads C2 C3 C7: the menu must tell the three apart, not offer Citizen three
    times."""
    state = position([["N5"], ["N2", "C2", "C3", "C7", "CP"], ["R2"], ["B1"]])
    play(state, "play:N5")
    labels = [say(c.label) for c in GAME.prompt(state, 1).choices]
    assert labels == ["Noble 2", "Citizen 2", "Citizen 3", "Citizen 7",
                      "Citizen with the pitchfork"]  # fmt: skip


def test_a_player_who_cannot_follow_may_play_any_card() -> None:
    state = position([["N5", "R1"], ["N2", "C1"], ["R2", "B3"], ["B1", "B2"]])
    play(state, "play:N5", "play:N2")
    assert legal(state, 2) == {"play:R2", "play:B3", "cut:B3"}
    play(state, "play:R2")
    assert GAME.view(state, None)["chosen_family"] == "N", "a discard does not change it"


def test_cutting_needs_a_coin() -> None:
    state = position([["N5", "R1"], ["B3", "N1"], ["R2", "B4"], ["B1", "B2"]], coins=[1, 0, 1, 1])
    play(state, "play:N5")
    assert "cut:B3" not in legal(state, 1)
    assert "you have none" in refusal(state, 1, "cut:B3")
    assert "Only a Blaggard" in refusal(state, 1, "cut:N1")


def test_after_a_citizen_lead_the_next_card_chooses_the_family() -> None:
    state = position([["C1", "R1"], ["R5", "N1"], ["N9", "R2"], ["R3", "B2"]])
    play(state, "play:C1")
    assert GAME.view(state, None)["chosen_family"] is None
    assert legal(state, 1) == {"play:R5", "play:N1"}
    play(state, "play:R5")
    assert GAME.view(state, None)["chosen_family"] == "R"
    assert "must follow Rascals" in refusal(state, 2, "play:N9")


# ---- Who wins the trick -----------------------------------------------------------------------


def test_highest_of_the_chosen_family_wins_and_leads_next() -> None:
    state = position([["N5", "R1"], ["N7", "R9"], ["B9", "C1"], ["N6", "B2"]])
    texts = play(state, "play:N5", "play:N7", "play:B9", "play:N6")
    assert "{s1} wins the trick" in texts
    assert state.seats[1].tricks == 1
    assert GAME.active_seats(state) == [1]


def test_nobles_bonus_goes_to_the_highest_noble_even_when_it_loses() -> None:
    state = position([["R5", "N1"], ["R7", "N2"], ["N9", "C1"], ["R6", "B2"]])
    texts = play(state, "play:R5", "play:R7", "play:N9", "play:R6")
    assert "{s1} wins the trick" in texts
    assert "Noble's bonus: {s2} +1 coat-of-arms" in texts  # a lone Noble is the highest
    assert state.seats[2].coats == 1 and state.seats[1].coats == 0


def test_knaves_bonus_goes_to_the_lowest_rascal() -> None:
    state = position([["N5", "N1"], ["R7", "C1"], ["R3", "B1"], ["N6", "B2"]], supply=50)
    texts = play(state, "play:N5", "play:R7", "play:R3", "play:N6")
    assert "Rascal's bonus: {s2} +1 coin" in texts
    assert state.seats[2].coins == 2 and state.supply_coins == 49
    assert "{s3} wins the trick" in texts


def test_a_cut_beats_the_chosen_family_and_its_coin_returns_to_the_supply() -> None:
    state = position([["N5", "N1"], ["N10", "N2"], ["B2", "C1"], ["N6", "B3"]], supply=50)
    texts = play(state, "play:N5", "play:N10", "cut:B2")
    assert state.seats[2].coins == 0 and state.supply_coins == 50
    texts += play(state, "play:N6")
    assert "{s2} wins the trick" in texts
    assert state.supply_coins == 51, "the cut coin goes back to the supply"


def test_several_cuts_the_highest_blaggard_wins() -> None:
    state = position([["R5", "N1"], ["B2", "N2"], ["B7", "C1"], ["B4", "B3"]], supply=50)
    texts = play(state, "play:R5", "cut:B2", "cut:B7", "cut:B4")
    assert "{s2} wins the trick" in texts
    assert [s.coins for s in state.seats] == [2, 0, 0, 0], "seat 0 took the Knave's bonus"
    assert state.supply_coins == 50 + 3 - 1


def test_a_blaggard_discarded_without_cutting_cannot_win() -> None:
    state = position([["N5", "N1"], ["B10", "C2"], ["N3", "C1"], ["R6", "B3"]])
    texts = play(state, "play:N5", "play:B10", "play:N3", "play:R6")
    assert "{s0} wins the trick" in texts


def test_a_trick_led_by_a_cut_is_won_by_the_highest_blaggard() -> None:
    """RULES_NOTES: Blaggards are the chosen family, so cut or not they rank by value."""
    state = position([["B2", "N1"], ["B9", "N2"], ["N3", "C1"], ["R6", "R3"]], supply=50)
    play(state, "cut:B2")
    assert GAME.view(state, None)["chosen_family"] == "B"
    assert "play:B9" in legal(state, 1), "followers need not cut"
    texts = play(state, "play:B9", "play:N3", "play:R6")
    assert "{s1} wins the trick" in texts
    assert state.seats[0].coins == 0
    assert state.supply_coins == 50 + 1 - 1, "cut coin back, Knave's bonus coin out"


# ---- REVOLT! --------------------------------------------------------------------------------


def test_revolt_nobody_wins_no_bonus_and_the_leader_leads_again() -> None:
    state = position(
        [["N5", "N1"], ["C1", "N2"], ["C2", "N4"], ["R3", "B3"], ["C3", "N6"]],
        leader=0,
        supply=50,
    )
    texts = play(state, "play:N5", "play:C1", "play:C2", "play:R3", "play:C3")
    assert any(t.startswith("Revolt!") for t in texts)
    assert not any("bonus" in t for t in texts), "no Noble's nor Knave's bonus"
    assert [s.tricks for s in state.seats] == [0] * 5
    assert [s.coats for s in state.seats] == [0] * 5
    assert state.supply_coins == 50
    assert GAME.active_seats(state) == [0]
    assert GAME.view(state, None)["last_trick"]["winner"] is None


def test_no_revolt_when_citizens_only_tie_a_family() -> None:
    state = position([["N5", "N1"], ["C1", "N2"], ["C2", "N4"], ["N3", "B3"]])
    texts = play(state, "play:N5", "play:C1", "play:C2", "play:N3")
    assert not any(t.startswith("Revolt!") for t in texts)
    assert "{s0} wins the trick" in texts


def test_a_cut_blaggard_counts_as_a_blaggard_for_a_revolt() -> None:
    state = position([["C1", "N1"], ["B5", "N2"], ["C2", "N4"]], supply=50)
    texts = play(state, "play:C1", "cut:B5", "play:C2")
    assert any(t.startswith("Revolt!") for t in texts), "2 Citizens against 1 Blaggard"
    assert state.supply_coins == 51, "the cut coin still returns to the supply"


def test_all_citizens_is_a_revolt() -> None:
    state = position([["C1", "N1"], ["C2", "N2"], ["CP", "N4"]], leader=1)
    texts = play(state, "play:C2", "play:CP", "play:C1")
    assert any(t.startswith("Revolt!") for t in texts)
    assert GAME.active_seats(state) == [1]


# ---- Knave's bonus when the supply is empty ---------------------------------------------------


@pytest.mark.parametrize(
    ("before", "said", "after"),
    [
        ([1, 3, 2], "takes 1 coin from {s1}", [2, 2, 2]),
        # Already the richest: the coin still comes from the richest *other* (RULES_NOTES).
        ([3, 2, 1], "takes 1 coin from {s1}", [4, 1, 1]),
        ([2, 0, 0], "finds no coin to take", [2, 0, 0]),
    ],
)
def test_empty_supply_the_knave_takes_from_the_richest_other_player(
    before: list[int], said: str, after: list[int]
) -> None:
    state = position([["R1", "N1"], ["R5", "N2"], ["R6", "N4"]], coins=before, supply=0)
    texts = play(state, "play:R1", "play:R5", "play:R6")
    assert "Rascal's bonus: {s0} " + said in texts
    assert [s.coins for s in state.seats] == after
    assert GAME.active_seats(state) == [2], "the trick's winner leads next"


def test_empty_supply_and_a_tie_for_richest_the_knave_chooses() -> None:
    state = position([["R1", "N1"], ["R5", "N2"], ["R6", "N4"]], coins=[0, 2, 2], supply=0)
    play(state, "play:R1", "play:R5", "play:R6")
    assert GAME.active_seats(state) == [0]
    assert legal(state, 0) == {"take:1", "take:2"}
    before = GAME.dump(state)
    # Not the richest; then seat 1 or 2 written another way, or no seat at all.
    for forged in ("take:0", "take:01", "take:٢", "take:²", "take:" + "2" * 5000, "take:-1"):
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, forged)
        assert GAME.dump(state) == before, forged
    play(state, "take:2")
    assert [s.coins for s in state.seats] == [1, 2, 1]
    assert GAME.active_seats(state) == [2], "then the trick's winner leads"


def test_empty_supply_option_from_setup() -> None:
    state = GAME.setup(3, seed=2, options={"supply_coins": 0})
    assert GAME.view(state, None)["supply_coins"] == 0


# ---- End of a turn, end of the game -------------------------------------------------------


def test_end_of_turn_turns_tricks_into_coats_of_arms() -> None:
    state = position([["N9"], ["N2"], ["N3"], ["N4"]], leader=0)
    state.seats[0].tricks, state.seats[1].tricks = 4, 2
    play(state, "play:N9", "play:N2", "play:N3", "play:N4")
    assert [s.coats for s in state.seats] == [5 + 1, 2, 0, 0]  # 4 + this trick + Noble's bonus
    assert [s.tricks for s in state.seats] == [0] * 4
    assert state.turn == 2


def test_the_game_ends_after_the_third_turn_with_the_coin_bonus() -> None:
    state = position([["N9"], ["N2"], ["N3"]], coins=[1, 4, 2], turn=3)
    assert GAME.outcome(state) is None
    texts = play(state, "play:N9", "play:N2", "play:N3")
    assert state.finished and GAME.active_seats(state) == []
    assert any("Game over" in t for t in texts)
    # seat 0: trick + Noble's bonus = 2; seat 1 richest: +2
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 2.0, 1: 2.0, 2: 0.0}
    assert outcome.winners == [1], "tied on coats-of-arms: the richest wins"


@pytest.mark.parametrize(
    ("coins", "scores"),
    [
        ([3, 3, 1], {0: 3.0, 1: 1.0, 2: 0.0}),
        # RULES_NOTES: 0 coins each is still a tie for the most coins.
        ([0, 0, 0], {0: 3.0, 1: 1.0, 2: 1.0}),
    ],
)
def test_tied_richest_players_get_one_coat_each(coins: list[int], scores: dict) -> None:
    state = position([["N9"], ["N2"], ["N3"]], coins=coins, turn=3)
    play(state, "play:N9", "play:N2", "play:N3")
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == scores
    assert outcome.winners == [0] and say(outcome.reason) == "most coats-of-arms"


def test_a_knaves_bonus_from_an_empty_supply_can_decide_the_game() -> None:
    state = position([["R9"], ["R2"], ["R3"]], coins=[2, 2, 0], turn=3, supply=0)
    state.seats[1].coats = 1
    play(state, "play:R9", "play:R2", "play:R3")
    # Seat 0 wins the last trick; seat 1's lowest Rascal takes a coin from seat 0, the richest
    # other player, which makes seat 1 the richest for the end-of-game bonus.
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert [s.coins for s in state.seats] == [1, 3, 0]
    assert outcome.scores == {0: 1.0, 1: 3.0, 2: 0.0}
    assert outcome.winners == [1]


def test_shared_victory() -> None:
    state = position([["N9"], ["N2"], ["N3"]], coins=[2, 2, 0], turn=3)
    state.seats[1].coats = 2
    play(state, "play:N9", "play:N2", "play:N3")
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 3.0, 1: 3.0, 2: 0.0}
    assert outcome.winners == [0, 1] and say(outcome.reason) == "shared victory"


def test_nothing_can_be_played_after_the_end() -> None:
    state = position([["N9"], ["N2"], ["N3"]], turn=3)
    play(state, "play:N9", "play:N2", "play:N3")
    assert "over" in refusal(state, 0, "play:N1")


# ---- Views ----------------------------------------------------------------------------------


def test_views_show_public_counts_and_only_ones_own_hand() -> None:
    state = GAME.setup(4, seed=3)
    public = GAME.view(state, None)
    assert "hand" not in public
    assert set(public["seats"][0]) == {"coins", "coats", "tricks", "hand_size"}
    assert GAME.view(state, 2)["hand"] == state.seats[2].hand


# ---- Rare cases -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trick", "revolt"),
    [
        # The rulebook's "Examples: Revolt! / Not a Revolt" are pictures missing from the text;
        # these tricks illustrate the rule they caption: "more CITIZEN cards (ties don't
        # count) than cards of any single other family".
        (["C1", "C2", "N4", "R2", "B7"], True),  # 2 Citizens, 1 of each family
        (["C1", "C2", "N3", "N8", "R5"], False),  # 2 Citizens tie 2 Nobles
        (["C1", "N2", "N3", "N8", "C2"], False),  # 2 Citizens, 3 Nobles
        (["C1", "C2", "C3", "N8", "N9"], True),  # 3 Citizens against 2 Nobles
        (["C1", "N2", "R3", "B4", "N5"], False),  # 1 Citizen ties the lone Rascal
    ],
)
def test_the_revolt_examples(trick: list[str], revolt: bool) -> None:
    hands = [[c, spare] for c, spare in zip(trick, ["R10", "N10", "B10", "B9", "R9"], strict=True)]
    state = position(hands, leader=0)
    texts = play(state, *(f"play:{c}" for c in trick))
    assert any(t.startswith("Revolt!") for t in texts) is revolt
    assert (GAME.view(state, None)["last_trick"]["winner"] is None) is revolt


def test_no_bonus_when_no_noble_or_rascal_is_played() -> None:
    state = position([["B5", "N1"], ["B7", "N2"], ["C1", "N3"], ["B2", "N4"]], supply=50)
    texts = play(state, "play:B5", "play:B7", "play:C1", "play:B2")
    assert texts[-1] == "{s1} wins the trick" and not any("bonus" in t for t in texts)
    assert state.supply_coins == 50 and [s.coats for s in state.seats] == [0] * 4


def test_a_lone_rascal_is_the_lowest() -> None:
    state = position([["N5", "N1"], ["R10", "C1"], ["N3", "B1"]], supply=50)
    texts = play(state, "play:N5", "play:R10", "play:N3")
    assert "Rascal's bonus: {s1} +1 coin" in texts


def test_cutting_while_holding_the_chosen_family_wins() -> None:
    state = position([["N5", "N1"], ["N2", "B1"], ["N9", "B2"]])
    play(state, "play:N5")
    assert {"play:N2", "cut:B1"} <= legal(state, 1)
    texts = play(state, "cut:B1", "play:N9")
    assert "{s1} wins the trick" in texts, "the lowest Blaggard cut beats the highest Noble"
    assert "Noble's bonus: {s2} +1 coat-of-arms" in texts


def test_a_cut_into_a_trick_led_by_a_blaggard_ranks_by_value() -> None:
    """RULES_NOTES: a cut beats any *other* family; among Blaggards the highest wins."""
    state = position([["B8", "N1"], ["B3", "N2"], ["C1", "N3"], ["B5", "N4"]], supply=50)
    play(state, "play:B8")
    assert "no stronger" in say(GAME.prompt(state, 1).choices[-1].label)
    texts = play(state, "cut:B3", "play:C1", "play:B5")
    assert "{s0} wins the trick" in texts
    assert state.seats[1].coins == 0 and state.supply_coins == 51


def test_a_cut_after_a_citizen_lead_chooses_blaggards() -> None:
    state = position([["C1", "N1"], ["B4", "N2"], ["B2", "N3"], ["B9", "R4"]], supply=50)
    play(state, "play:C1", "cut:B4")
    assert GAME.view(state, None)["chosen_family"] == "B"
    assert legal(state, 2) == {"play:B2", "cut:B2"}, "must follow Blaggards (or cut)"
    texts = play(state, "play:B2", "play:B9")
    assert "{s3} wins the trick" in texts


def test_revolt_in_a_trick_with_cuts() -> None:
    state = position(
        [["N5", "N1"], ["B9", "N2"], ["C1", "N3"], ["C2", "N4"], ["B2", "R1"]],
        leader=0,
        coins=[1, 1, 1, 1, 1],
        supply=50,
    )
    texts = play(state, "play:N5", "cut:B9", "play:C1", "play:C2", "cut:B2")
    # 2 Citizens against 1 Noble and 2 Blaggards (cut or not): a tie, so no Revolt.
    assert "{s1} wins the trick" in texts
    state = position(
        [["N5", "N1"], ["B9", "N2"], ["C1", "N3"], ["C2", "N4"], ["R7", "R1"]],
        leader=0,
        supply=50,
    )
    texts = play(state, "play:N5", "cut:B9", "play:C1", "play:C2", "play:R7")
    assert any(t.startswith("Revolt!") for t in texts), "the cut B9 wins nothing"
    assert not any("bonus" in t for t in texts)
    assert state.seats[1].coins == 0 and state.supply_coins == 51, "the cut coin is still spent"
    assert [s.tricks for s in state.seats] == [0] * 5
    assert GAME.active_seats(state) == [0], "the trick's starter leads again"


def test_several_revolts_in_a_row_keep_the_same_leader() -> None:
    state = position([["N1", "C1", "C3"], ["C2", "C4", "N3"], ["C5", "N2", "C6"]], leader=1)
    play(state, "play:C2", "play:C5", "play:C1")
    assert GAME.active_seats(state) == [1]
    play(state, "play:C4", "play:C6", "play:C3")
    assert GAME.active_seats(state) == [1]


def test_cut_coins_return_before_the_knaves_bonus_is_paid() -> None:
    """RULES_NOTES: the trick's coins go back to the supply, which then pays the bonus."""
    state = position([["R5", "N1"], ["B2", "N2"], ["R1", "N3"]], coins=[1, 1, 3], supply=0)
    texts = play(state, "play:R5", "cut:B2", "play:R1")
    assert "Rascal's bonus: {s2} +1 coin" in texts
    assert [s.coins for s in state.seats] == [1, 0, 4] and state.supply_coins == 0


def test_a_knaves_choice_on_the_last_trick_comes_before_the_end() -> None:
    state = position([["R1"], ["R5"], ["R6"]], coins=[0, 2, 2], supply=0, turn=3)
    play(state, "play:R1", "play:R5", "play:R6")
    assert GAME.outcome(state) is None and GAME.active_seats(state) == [0]
    texts = play(state, "take:1")
    assert any("Game over" in t for t in texts)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert [s.coins for s in state.seats] == [1, 1, 2]
    assert outcome.scores == {0: 0.0, 1: 0.0, 2: 3.0}, "seat 2: the trick and the coin bonus"


@pytest.mark.parametrize(
    ("coins", "winners", "reason"),
    [([0, 1, 2, 3], [2], "tie on coats-of-arms broken by coins"), ([0, 2, 2, 3], [1, 2], "shared")],
)
def test_a_tie_on_coats_is_broken_by_the_richest_of_the_tied(
    coins: list[int], winners: list[int], reason: str
) -> None:
    """ "In case of a tie, the richest *of those players* wins": the richest overall (seat 3)
    is not among them and does not matter."""
    state = position([["N2"], ["B2"], ["C1"], ["N1"]], coins=coins, turn=3)
    state.seats[1].coats = state.seats[2].coats = 5
    play(state, "play:N2", "play:B2", "play:C1", "play:N1")
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 2.0, 1: 5.0, 2: 5.0, 3: 2.0}, "trick + Noble's; richest +2"
    assert outcome.winners == winners and say(outcome.reason).startswith(reason)


# ---- Prompts and views ------------------------------------------------------------------------


def test_prompts_name_only_what_the_seat_can_do() -> None:
    state = position(
        [["N5", "R1"], ["N2", "B3", "C1"], ["R2", "B4"], ["N3", "B1"]], coins=[1, 1, 1, 0]
    )
    assert "lead any card" in say(GAME.prompt(state, 0).text)
    play(state, "play:N5")
    text = say(GAME.prompt(state, 1).text)
    assert "follow it, play a Citizen or cut with a Blaggard" in text
    play(state, "play:N2")
    assert "you have none: play any card or cut" in say(GAME.prompt(state, 2).text)
    play(state, "play:R2")
    assert say(GAME.prompt(state, 3).text) == "The chosen family is Nobles: follow it."


def test_the_view_shows_the_trick_with_seats_and_cuts() -> None:
    state = position([["N5", "R1"], ["B2", "R2"], ["N6", "C1"]], supply=50)
    play(state, "play:N5", "cut:B2")
    view = GAME.view(state, None)
    assert view["trick"] == [
        {"seat": 0, "card": "N5", "cut": False},
        {"seat": 1, "card": "B2", "cut": True},
    ]
    assert view["turn"] == 1 and view["active"] == [2] and view["chosen_family"] == "N"
    play(state, "play:N6")
    last = GAME.view(state, 2)["last_trick"]
    assert last["winner"] == 1 and last["noble_bonus"] == 2 and last["knave_bonus"] is None
    assert GAME.view(state, 2)["hand"] == ["C1"]


@pytest.mark.parametrize(
    "options",
    [{"hands": "N1"}, {"hands": [[1, 2]]}, {"supply_coins": -1}, {"deal": []}],
)
def test_bad_options_are_setup_errors(options: dict) -> None:
    with pytest.raises(SetupError):
        GAME.setup(4, seed=1, options=options)
