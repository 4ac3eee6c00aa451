"""Phase 3, the Action Phase: placement rules, the Battle Box, the second 1-value card, Special
cards before or after, the display, taking cards and the end of the phase."""

from __future__ import annotations

import pytest

from benchmarks.clicks import bench_clicks
from games.core import IllegalAction
from games.liberte.data import DATA
from games.liberte.state import LiberteState
from i18n import say
from tests.liberte.helpers import (
    GAME,
    B,
    R,
    W,
    act,
    empty_hands,
    face_up,
    give,
    ids,
    jump_to,
    key,
    new_game,
    on_top,
    put,
    specials,
    texts,
)

# Bassin parisien is provinces 6-10; Ouest 1-5.
DANTON, BAILLY, SANTERRE, FRERON = key("Danton"), key("Bailly"), key("Santerre"), key("Fréron")
BUZOT, THOURET, LANJUINAIS = key("Buzot"), key("Thouret"), key("Lanjuinais")
JACOBINS, BRETON = key("Jacobins"), key("breton")


def finished(state: LiberteState, seat: int) -> bool:
    """The seat's action is over (the next player's has begun)."""
    return state.action is None or state.action.seat != seat


def game(turn: int = 1) -> LiberteState:
    state = new_game(3, seed=2)
    empty_hands(state)
    state.turn = turn
    return state


def test_a_personality_places_its_blocks_in_its_region_one_province_at_a_time() -> None:
    state = game()
    give(state, 0, DANTON)
    act(state, 0, f"play:{DANTON}")
    assert ids(state, 0) == [f"put:{n}" for n in range(6, 11)], "Bassin parisien only"
    act(state, 0, "put:8", "put:8", "put:9")
    assert [(s.owner, s.faction, s.height) for s in state.stacks(8)] == [(0, R, 2)]
    assert [(s.owner, s.faction, s.height) for s in state.stacks(9)] == [(0, R, 1)]
    assert state.supply[R] == 28 - 3
    assert ids(state, 0) == ["keep", "discard"]


def test_placement_rules_offer_only_legal_provinces_and_explain_the_others() -> None:
    state = new_game(4, seed=2)
    empty_hands(state)
    put(state, 6, 0, R, 3)  # my red stack is full
    put(state, 7, 0, B, 1)  # my stack there is blue: one stack each, and one colour a stack
    for seat, faction in ((1, R), (2, W), (3, B)):
        put(state, 8, seat, faction, 1)  # Paris holds three stacks
    give(state, 0, DANTON)
    act(state, 0, f"play:{DANTON}")
    assert ids(state, 0) == ["put:9", "put:10"]
    for province, why in (
        (6, "already has three blocks"),
        (7, "one colour"),
        (8, "three stacks"),
        (1, "only in Bassin parisien"),
    ):
        assert why in refused(state, 0, f"put:{province}")


def test_a_player_cannot_add_to_a_rivals_stack() -> None:
    state = game()
    put(state, 9, 1, R, 1)
    give(state, 0, SANTERRE)
    act(state, 0, f"play:{SANTERRE}")
    act(state, 0, "put:9")
    owners = sorted((s.owner, s.height) for s in state.stacks(9))
    assert owners == [(0, 1), (1, 1)], "a new stack of mine beside theirs"


def test_no_voluntary_short_placement_but_as_many_as_fit() -> None:
    state = game()
    for n in (6, 7, 8, 9):
        for seat in (1, 2):
            put(state, n, seat, W, 1)
        put(state, n, 0, R, 3)
    give(state, 0, DANTON)
    act(state, 0, f"play:{DANTON}")
    assert ids(state, 0) == ["put:10"], "every block must be placed while one fits"
    act(state, 0, "put:10", "put:10", "put:10")
    assert state.action is not None and state.action.stage == "keep"
    state2 = game()
    for n in (6, 7, 8, 9, 10):
        for seat in (1, 2):
            put(state2, n, seat, W, 1)
        put(state2, n, 0, R, 3 if n != 10 else 2)
    give(state2, 0, DANTON)
    events = act(state2, 0, f"play:{DANTON}", "put:10", "discard")
    assert "2 could not be placed" in texts(events)


def test_a_club_goes_anywhere_choosing_the_region_first() -> None:
    state = game()
    give(state, 0, JACOBINS)
    act(state, 0, f"play:{JACOBINS}")
    choices = ids(state, 0)
    assert len(choices) == 6 and all(c.startswith("region:") for c in choices)
    act(state, 0, "region:SO")
    assert ids(state, 0) == ["put:24", "put:25", "put:26", "put:27"]
    act(state, 0, "put:27")
    assert state.stacks(27)[0].faction is R


def test_a_club_lists_provinces_directly_when_few_are_open() -> None:
    state = new_game(4, seed=2)
    empty_hands(state)
    for n in range(1, 28):
        if n != 5:
            for seat in (1, 2, 3):
                put(state, n, seat, W, 1)
    state.supply[W] = 20  # (this test is about room, not supply)
    give(state, 0, JACOBINS)
    act(state, 0, f"play:{JACOBINS}")
    assert ids(state, 0) == ["put:5"]


def test_cannon_cards_may_use_the_battle_box_in_turns_2_to_4() -> None:
    state = game(turn=2)
    give(state, 0, JACOBINS)
    act(state, 0, f"play:{JACOBINS}")
    regions = [f"region:{code}" for code in DATA.regions]
    assert ids(state, 0) == ["use:battle", "use:blocks", *regions], "a Club's region at once"
    events = act(state, 0, "use:battle", "discard")
    assert state.players[0].battle == 1
    assert "Battle Box" in texts(events)
    assert finished(state, 0), "a Battle Box card allows no second card: the action ends"


def test_a_cannon_card_places_its_first_block_in_the_step_that_offers_the_battle_box() -> None:
    """One click less: the province of the first block beside the Battle Box; "use:blocks"
    still asks it next, as it did."""
    necker = key("Necker")
    state = game(turn=2)
    give(state, 0, necker)
    act(state, 0, f"play:{necker}")
    assert ids(state, 0) == ["use:battle", "use:blocks", *[f"put:{n}" for n in range(6, 11)]]
    act(state, 0, "put:8")
    assert [(s.owner, s.height) for s in state.stacks(8)] == [(0, 1)]
    assert ids(state, 0) == [f"put:{n}" for n in range(6, 11)], "two blocks still to place"
    shorter = game(turn=2)
    give(shorter, 0, necker)
    act(shorter, 0, f"play:{necker}", "use:blocks", "put:8", "put:8", "put:9")
    act(state, 0, "put:8", "put:9")
    assert state.board == shorter.board and ids(state, 0) == ids(shorter, 0)
    state = game(turn=2)
    give(state, 0, JACOBINS)
    act(state, 0, f"play:{JACOBINS}", "region:E")
    assert ids(state, 0) == [f"put:{n}" for n in DATA.region_provinces["E"]]


def test_saving_the_card_may_end_the_action_at_once_when_more_could_be_played() -> None:
    bread = specials("bread")[0]
    state = game()
    give(state, 0, DANTON, bread)
    act(state, 0, f"play:{DANTON}", "put:8", "put:8", "put:9")
    assert ids(state, 0) == ["keep:end", "keep", "discard"], "Bread Shortage could follow"
    events = act(state, 0, "keep:end")
    assert finished(state, 0) and state.players[0].display == [DANTON]
    assert texts(events).endswith("saves it in the display")
    state = game()
    give(state, 0, DANTON)
    act(state, 0, f"play:{DANTON}", "put:8", "put:8", "put:9")
    assert ids(state, 0) == ["keep", "discard"], "nothing else to play: saving it ends it"


def test_the_cards_to_take_are_offered_with_the_action_itself() -> None:
    state = game()
    face_up(state, DANTON, FRERON, BAILLY)
    give(state, 0, BUZOT)
    offered = ids(state, 0)
    assert "take" in offered, "taking in two steps, as before"
    assert [f"take:{k}" for k in (DANTON, FRERON, BAILLY)] + ["draw"] == [
        c for c in offered if c.startswith(("take:", "draw"))
    ]
    act(state, 0, f"take:{FRERON}")  # a 1-value card: a second one may follow
    assert state.players[0].hand == [BUZOT, FRERON]
    assert ids(state, 0)[-1] == "enough"
    act(state, 0, "enough")
    assert finished(state, 0)
    state = game()
    give(state, 0, *[k for k in state.deck if DATA.cards[k].set == "B"][:9])
    assert not [c for c in ids(state, 0) if c.startswith(("take:", "draw"))], "discard first"


def test_only_one_token_in_the_battle_box_whatever_the_value() -> None:
    state = game(turn=3)
    necker = key("Necker")
    give(state, 0, necker)
    act(state, 0, f"play:{necker}", "use:battle")
    assert state.players[0].battle == 1


def test_a_second_1_value_card_of_the_same_region_or_a_club_in_the_same_region() -> None:
    state = game()
    give(state, 0, SANTERRE, FRERON, BUZOT, JACOBINS, DANTON)
    act(state, 0, f"play:{SANTERRE}", "put:8", "discard")
    # Fréron (1, Bassin parisien) and the Club qualify; Buzot is from Ouest, Danton is worth 3.
    assert sorted(c for c in ids(state, 0) if c.startswith("play:")) == sorted(
        [f"play:{FRERON}", f"play:{JACOBINS}"]
    )
    act(state, 0, f"play:{JACOBINS}")
    assert ids(state, 0) == [f"put:{n}" for n in range(6, 11)], "the Club's block in region P"
    events = act(state, 0, "put:7", "discard")
    assert finished(state, 0), "two cards played: the action ends by itself"
    assert texts(events).count("plays") == 2


def test_no_second_card_after_a_battle_box_token_or_a_2_value_card() -> None:
    state = game(turn=2)
    give(state, 0, key("Marceau"), key("Kléber"), BAILLY, FRERON)
    act(state, 0, f"play:{BAILLY}", "put:6", "put:6", "discard")
    assert finished(state, 0)
    state = game(turn=2)
    brother = key("Hanriot")  # 1-value, Centre, Cannon
    give(state, 0, brother, key("Marceau"))
    act(state, 0, f"play:{brother}", "use:battle", "discard")
    assert finished(state, 0)


def test_one_special_per_action_before_or_after_the_card() -> None:
    state = game()
    bread, bread2 = specials("bread")[:2]
    give(state, 0, bread, bread2, DANTON)
    put(state, 1, 1, W, 2)
    choices = ids(state, 0)
    assert "special:bread" in choices and choices.count("special:bread") == 1
    assert ids(state, 0) == ["end"] or "special:bread" in ids(state, 0)
    act(state, 0, "special:bread")  # before the card
    assert ids(state, 0) == ["prov:1"]
    act(state, 0, "prov:1")
    assert state.stacks(1)[0].height == 1
    choices = ids(state, 0)
    assert "special:bread" not in choices, "no second Special in the same action"
    assert "take" not in choices and "pass" not in choices and "end" in choices
    text = say(GAME.prompt(state, 0).text)
    assert text == "You may still play a Club or Personality card, or end your action."
    act(state, 0, f"play:{DANTON}", "put:6", "put:6", "put:6", "keep")
    assert finished(state, 0) and state.players[0].display == [DANTON]


def test_a_special_after_the_card_and_between_two_cards() -> None:
    state = game()
    religion = specials("religion")[0]
    give(state, 0, SANTERRE, FRERON, religion)
    put(state, 6, 1, B, 2)
    act(state, 0, f"play:{SANTERRE}", "put:8", "discard")
    assert set(ids(state, 0)) == {f"play:{FRERON}", "special:religion", "end"}
    text = say(GAME.prompt(state, 0).text)
    assert text == "You may still play a second 1-value card or a Special card, or end your action."
    act(state, 0, "special:religion", "prov:6")
    assert state.stacks(6)[0].height == 1
    assert set(ids(state, 0)) == {f"play:{FRERON}", "end"}
    act(state, 0, f"play:{FRERON}", "put:8", "discard")
    assert finished(state, 0)
    assert state.stacks(8)[0].height == 2


def test_the_display_holds_four_or_five_with_sans_culottes() -> None:
    state = game()
    display = [key(n) for n in ("Necker", "Talleyrand", "Sieyès", "Robespierre")]
    give(state, 0, *display, display=True)
    give(state, 0, FRERON)
    act(state, 0, f"play:{FRERON}", "put:7")
    assert finished(state, 0) and FRERON in state.discard, "no room: discarded at once"
    state = game()
    give(state, 0, *display, display=True)
    give(state, 0, SANTERRE)  # Sans-Culottes: a fifth card fits
    act(state, 0, f"play:{SANTERRE}", "put:7")
    assert ids(state, 0) == ["keep", "discard"]
    act(state, 0, "keep")
    assert len(state.players[0].display) == 5


def test_take_a_face_up_card_and_a_second_face_up_1_value_card() -> None:
    state = game()
    face_up(state, SANTERRE, FRERON, DANTON)
    on_top(state, BAILLY)  # the replacement is worth 2
    act(state, 0, "take", f"take:{SANTERRE}")
    assert set(ids(state, 0)) == {f"take:{FRERON}", "enough"}, "only 1-value cards may follow"
    act(state, 0, f"take:{FRERON}")
    assert set(state.players[0].hand) == {SANTERRE, FRERON}
    assert len(state.face_up) == 3 and finished(state, 0)


def test_a_revealed_1_value_card_may_be_the_second() -> None:
    state = game()
    face_up(state, SANTERRE, DANTON, BAILLY)
    on_top(state, FRERON)
    act(state, 0, "take", f"take:{SANTERRE}")
    assert FRERON in state.face_up
    assert set(ids(state, 0)) == {f"take:{FRERON}", "enough"}


def test_no_second_card_after_a_draw_a_special_or_a_2_value_card() -> None:
    for first in ("draw", f"take:{BAILLY}", f"take:{specials('bread')[0]}"):
        state = game()
        face_up(state, SANTERRE, BAILLY, specials("bread")[0])
        on_top(state, FRERON)
        act(state, 0, "take", first)
        assert finished(state, 0), first


def test_nine_or_more_cards_discard_two_before_taking() -> None:
    state = game()
    hand = [k for k in list(DATA.cards)[:9]]
    give(state, 0, *hand)
    act(state, 0, "take")
    assert ids(state, 0) == [f"discard:{k}" for k in sorted(hand, key=int)]
    act(state, 0, f"discard:{hand[0]}")
    assert hand[0] in state.players[0].hand, "both discards are made together"
    act(state, 0, f"discard:{hand[1]}")
    assert {hand[0], hand[1]} <= set(state.discard)
    assert ids(state, 0)[-1] == "draw"
    act(state, 0, "draw")
    assert len(state.players[0].hand) == 8


def test_an_empty_deck_is_remade_from_the_discards_and_refills_the_face_up_row() -> None:
    """The rules are silent on the deck running out (RULES_NOTES): the discard pile is shuffled
    into a new deck, and face-up places left empty meanwhile are filled from it."""
    state = game()
    rest, state.deck = state.deck, []
    state.discard = rest[:5]
    state.players[1].hand += rest[5:] + state.face_up[1:]  # every other card is held
    state.face_up = state.face_up[:1]
    act(state, 0, "take", "draw")
    assert len(state.players[0].hand) == 1 and len(state.face_up) == 3
    assert len(state.deck) == 2 and state.discard == [], "5 remade: 1 drawn, 2 face up"


def test_pass_and_play_again_later_in_the_turn() -> None:
    state = game()
    give(state, 0, DANTON)
    act(state, 0, "pass")
    act(state, 1, "pass")
    act(state, 2, "pass")
    assert GAME.active_seats(state) == [0] and state.round == 2
    assert f"play:{DANTON}" in ids(state, 0)


def test_the_round_finishes_after_a_supply_runs_out_and_specials_cannot_extend_it() -> None:
    state = game()
    state.supply[R] = 3
    give(state, 1, DANTON)
    give(state, 2, specials("bread")[0])
    act(state, 0, "pass")
    act(state, 1, f"play:{DANTON}", "put:6", "put:6", "put:6", "discard")
    assert state.supply[R] == 0 and state.ending
    events = act(state, 2, "special:bread", "prov:6")  # a red block back to the supply
    assert "plays Bread Shortage: removes a red block" in texts(events)
    assert "action phase of turn 1 ends" in texts(events), "the round was the last all the same"


def test_the_last_round_is_played_to_its_end() -> None:
    state = game()
    state.supply[R] = 1
    give(state, 0, SANTERRE)
    act(state, 0, f"play:{SANTERRE}", "put:8", "discard")
    assert state.phase == "action" and GAME.active_seats(state) == [1]
    act(state, 1, "pass")
    assert GAME.active_seats(state) == [2]
    act(state, 2, "pass")
    assert state.phase != "action"


def test_wrong_moves_are_refused_politely_and_change_nothing() -> None:
    state = game()
    give(state, 0, DANTON)
    before = GAME.dump(state)
    assert "not in your hand" in refused(state, 0, f"play:{BAILLY}")
    assert "waiting for" in refused(state, 1, "pass")
    assert "not a choice now" in refused(state, 0, "use:battle")
    assert GAME.dump(state) == before


def refused(state: LiberteState, seat: int, choice: str) -> str:
    """The explanation of a refused choice, checking that nothing changed."""
    before = GAME.dump(state)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, seat, choice)
    assert GAME.dump(state) == before
    return say(refusal.value.text)


def test_a_refused_special_names_the_rule() -> None:
    state = game(turn=2)
    purge, terror, bread = specials("purge")[0], specials("terror")[0], specials("bread")[0]
    assert refused(state, 0, "special:purge") == "You hold no Purge card."
    give(state, 0, purge, terror, bread, FRERON)
    put(state, 1, 1, R, 1)
    give(state, 1, DANTON, display=True)
    assert "presence in government" in refused(state, 0, "special:purge")
    state.presence, state.government = [0], B
    assert "Radical (red) government" in refused(state, 0, "special:terror")
    assert "nothing to hit" in refused(state, 0, "special:bread"), "no blue block on the board"
    act(state, 0, "special:purge", f"remove:{DANTON}")
    assert "One Special card per action" in refused(state, 0, "special:bread")


def test_a_refused_second_card_or_take_names_the_rule() -> None:
    state = game()
    give(state, 0, SANTERRE, BUZOT, DANTON, FRERON)
    act(state, 0, f"play:{SANTERRE}", "put:8", "discard")
    assert "1-value Club or a 1-value Bassin parisien card" in refused(state, 0, f"play:{BUZOT}")
    assert "1-value Club" in refused(state, 0, f"play:{DANTON}")
    assert "already played a card" in refused(state, 0, "take")


def test_advancing_a_card_of_the_wrong_colour_is_explained() -> None:
    state = game()
    jump_to(state, 1, "election")
    put(state, 1, 0, R, 1)
    put(state, 1, 1, B, 1)
    give(state, 0, SANTERRE, key("Necker"), display=True)
    GAME.advance(state)
    assert state.tie is not None and GAME.active_seats(state) == [0]
    assert "does not match" in refused(state, 0, f"advance:{key('Necker')}")
    assert "not in your display" in refused(state, 0, f"advance:{DANTON}")


def test_a_supply_empty_when_the_phase_begins_allows_one_round() -> None:
    """Blocks stay on the board between turns: if a supply is already exhausted as the action
    phase begins, its first round is its last ("until one supply ... is exhausted and the last
    player takes the last Action of the Round")."""
    state = game()
    state.supply[W] = 0
    GAME.advance(state)
    assert state.ending and GAME.prompt(state, 0) is not None
    assert "(last round)" in say(GAME.view(state, None)["status"])
    for seat in (0, 1, 2):
        act(state, seat, "pass")
    assert state.turn == 2, "one round, then the (empty) elections: turn 2 has begun"


def test_a_card_play_takes_one_decision_a_block_and_one_to_close() -> None:
    """A Cannon card of 3 in turn 2, with a Special kept in hand: the card, its three blocks
    (the first beside the Battle Box), then 'save it and end your action': 5 decisions, where
    the steps one at a time ('use:blocks', 'keep', 'end') still take 7."""
    necker, bread = key("Necker"), specials("bread")[0]
    quick, slow = game(turn=2), game(turn=2)
    for state in (quick, slow):
        give(state, 0, necker, bread)
    act(quick, 0, f"play:{necker}", "put:8", "put:8", "put:9", "keep:end")
    act(slow, 0, f"play:{necker}", "use:blocks", "put:8", "put:8", "put:9", "keep", "end")
    assert finished(quick, 0) and finished(slow, 0)
    assert quick.board == slow.board and quick.players == slow.players


def test_a_player_turn_takes_few_clicks_with_sensible_choices() -> None:
    """'Your move' and a click a decision, the stand-in choosing in every seat (make bench):
    4.1 a turn before the combined steps."""
    assert bench_clicks(GAME, 4, games=2)["clicks_per_turn"] <= 3.6


def test_saving_a_card_a_special_could_strike_keeps_the_action_open() -> None:
    """Emigration strikes a white Personality in a display: with none on the table, it is
    offered once the white card just played is saved there, so saving may end the action or not;
    after a red card nothing is left to strike, and saving it ends the action."""
    polignac, emigration = key("Polignac"), specials("emigration")[0]
    state = game()
    give(state, 0, polignac, emigration)
    act(state, 0, f"play:{polignac}", "put:1")
    assert ids(state, 0) == ["keep:end", "keep", "discard"]
    act(state, 0, "keep")
    assert "special:emigration" in ids(state, 0)
    state = game()
    give(state, 0, BUZOT, emigration)
    act(state, 0, f"play:{BUZOT}", "put:1")
    assert ids(state, 0) == ["keep", "discard"]


def test_the_table_always_hears_whether_a_played_card_was_saved_or_discarded() -> None:
    """A card discarded at once (no room in the display) or by choice is said, like one saved."""
    state = game()
    display = [key(n) for n in ("Necker", "Talleyrand", "Sieyès", "Robespierre")]
    give(state, 0, *display, display=True)
    give(state, 0, FRERON)
    events = act(state, 0, f"play:{FRERON}", "put:7")
    assert texts(events).endswith("Picardie +1; discards it"), texts(events)
    state = game()
    give(state, 0, SANTERRE, FRERON)
    events = act(state, 0, f"play:{SANTERRE}", "put:8", "keep", f"play:{FRERON}", "put:7")
    events += act(state, 0, "discard")
    said = texts(events)
    assert said.count("saves it in the display") == 1 and said.endswith("; discards it"), said


def test_saving_a_card_to_play_on_says_what_may_follow() -> None:
    """Two ways to save the card read differently: one ends the action, the other leads on."""
    state = game()
    give(state, 0, SANTERRE, FRERON)
    act(state, 0, f"play:{SANTERRE}", "put:8")
    labels = {c.id: c.label for c in GAME.prompt(state, 0).choices}
    assert say(labels["keep:end"]) == "Save it in your display and end your action"
    assert say(labels["keep"]) == (
        "Save it in your display (0 of 5 used), then play another 1-value card"
    )
    assert say(labels["keep"], "fr") == (
        "La garder dans votre vitrine (0 sur 5), puis jouer une autre carte de valeur 1"
    )
    bread = specials("bread")[0]
    state = game()
    give(state, 0, DANTON, bread)
    act(state, 0, f"play:{DANTON}", "put:8", "put:8", "put:9")
    label = next(c.label for c in GAME.prompt(state, 0).choices if c.id == "keep")
    assert say(label).endswith(", then play a Special card")


def test_a_refusal_lists_placements_without_chaining_colons() -> None:
    state = game()
    give(state, 0, DANTON)
    act(state, 0, f"play:{DANTON}")
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, 0, "zzz")
    said = say(refusal.value.text, "fr")
    assert "Vos choix\u00a0: " in said and "(nouvelle pile" in said, said
    assert said.split("Vos choix\u00a0: ")[1].count("\u00a0:") == 0, said
