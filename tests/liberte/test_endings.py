"""The three endings ("End of the Game") with their scores and tie-breaks."""

from __future__ import annotations

import re

from games.liberte import board, endings
from games.liberte.data import DATA, Faction
from games.liberte.state import Ending, LiberteState, LostBattle, Phase
from i18n import say
from tests.liberte.helpers import (
    GAME,
    B,
    R,
    W,
    act,
    cards_everywhere,
    empty_hands,
    give,
    jump_to,
    key,
    new_game,
    put,
    specials,
    texts,
)

FLEURS = [n for n, p in DATA.provinces.items() if p.fleur_de_lis]


def game(turn: int, phase: Phase = "action") -> LiberteState:
    state = new_game(3, seed=12)
    empty_hands(state)
    jump_to(state, turn, phase)
    return state


def test_after_four_turns_most_vp_wins() -> None:
    state = game(4, "election")
    for seat, vp in enumerate((12, 15, 9)):
        state.players[seat].vp = vp
    put(state, 1, 2, R, 1)  # the last government: seat 2 takes 5 VP
    events = GAME.advance(state)
    assert "fourth turn is over" in texts(events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [1]
    assert outcome.scores == {0: 12.0, 1: 15.0, 2: 14.0}
    assert GAME.active_seats(state) == []


def test_a_vp_tie_after_four_turns_goes_to_the_best_display_then_is_shared() -> None:
    state = game(4)
    endings.finish(state, "turns")
    state.players[0].vp = state.players[1].vp = 20
    give(state, 0, key("Danton"), display=True)
    give(state, 1, key("Santerre"), key("Fréron"), display=True)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0]
    give(state, 1, key("Buzot"), display=True)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0, 1] and "shared" in say(outcome.reason)


def test_landslide_scores_red_points_votes_board_and_cards() -> None:
    state = game(2)
    endings.finish(state, "landslide")
    state.players[0].held[R] = 9
    put(state, 2, 1, R, 3)
    put(state, 3, 1, R, 3)
    put(state, 4, 1, B, 3)  # not red
    give(state, 1, key("Danton"))  # red 3 in hand
    give(state, 2, key("Marat"), key("Robespierre"), display=True)
    give(state, 2, key("Santerre"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 9.0, 1: 9.0, 2: 7.0}
    assert outcome.winners == [1], "the tie goes to the red points on cards"
    give(state, 0, key("Couthon"), key("Jourdan"))  # red 2 + red 2: 13 points
    assert GAME.outcome(state).winners == [0]


def test_white_controls_a_province_when_its_highest_stack_is_white() -> None:
    state = game(3)
    put(state, 2, 0, W, 2)
    put(state, 2, 1, W, 2)  # two white stacks level: still white
    assert board.controller(state.stacks(2)) is W
    put(state, 3, 0, W, 2)
    put(state, 3, 1, R, 2)  # level with red: nobody controls
    assert board.controller(state.stacks(3)) is None
    put(state, 4, 0, W, 1)
    put(state, 4, 1, B, 2)
    assert board.controller(state.stacks(4)) is B


def seven_fleurs(state: LiberteState, count: int = 7) -> None:
    for n in FLEURS[:count]:
        put(state, n, n % 3, W, 1)


def test_counter_revolution_is_checked_by_the_bot_after_every_change() -> None:
    state = game(3)
    seven_fleurs(state, 6)
    GAME.advance(state)
    assert state.end is None
    calonne = key("Calonne")  # white 2, Est: Franche-Comté (13) carries a Fleur-de-lis
    give(state, 0, calonne)
    assert not state.stacks(13)
    events = act(state, 0, f"play:{calonne}", "put:13")
    assert state.end == "counter", "at once, with a block of the card still to place"
    assert "Royalist Counter-revolution" in texts(events)
    assert GAME.active_seats(state) == []


def test_a_counter_revolution_mid_action_discards_the_card_and_tells_the_action() -> None:
    """The game "ends immediately": no time to save the card in the display, so it goes where
    a played card goes ("After playing any card, it is discarded"), and the table hears what
    the action did before what ended the game."""
    state = game(3)
    seven_fleurs(state, 6)
    calonne = key("Calonne")  # white 2: one block in Franche-Comté (13) ends the game
    give(state, 0, calonne)
    GAME.advance(state)
    events = act(state, 0, f"play:{calonne}", "put:13")
    assert state.end == "counter"
    assert cards_everywhere(state) == sorted(DATA.cards)
    assert calonne in state.discard
    public = [say(e.text) for e in events if e.to is None][:-3]  # then each seat's points
    assert public[-2:] == [
        f"{{s0}} plays Calonne #{calonne} (white 2); Franche-Comté +1; discards it",
        "Royalist Counter-revolution! White controls 7 Fleur-de-lis provinces "
        "(7 needed): the game ends",
    ]


def test_a_counter_revolution_set_off_by_a_special_card_tells_the_action() -> None:
    state = game(3)
    seven_fleurs(state, 6)
    province = FLEURS[6]
    put(state, province, 1, W, 1)
    put(state, province, 2, R, 1)  # level with red: white does not control it yet
    religion = specials("religion")[0]
    give(state, 0, religion, key("Calonne"))  # a card still to play: the action goes on
    GAME.advance(state)
    events = act(state, 0, "special:religion", f"prov:{province}")
    assert state.end == "counter"
    assert cards_everywhere(state) == sorted(DATA.cards)
    public = [say(e.text) for e in events if e.to is None][:-3]  # then each seat's points
    assert public[-2].startswith("{s0} plays Religious Problems: removes a red block of {s2}")
    assert public[-1].startswith("Royalist Counter-revolution!")


def test_lost_battles_count_as_controlled_provinces() -> None:
    state = game(3)
    seven_fleurs(state, 5)
    state.lost_battles = [LostBattle(turn=2, block=True)]
    GAME.advance(state)
    assert state.end is None
    state.lost_battles.append(LostBattle(turn=3, block=True))
    GAME.advance(state)
    assert state.end == "counter"


def test_no_counter_revolution_in_turns_1_and_2_or_during_elections() -> None:
    for turn in (1, 2):
        state = game(turn)
        seven_fleurs(state)
        GAME.advance(state)
        assert state.end is None, turn
    state = game(3, "election")
    seven_fleurs(state, 9)
    put(state, 26, 1, R, 1)
    GAME.advance(state)  # white holds 9 Fleur-de-lis as the count begins, none at its end
    assert state.end is None and state.turn == 4 and state.phase == "refresh"


def test_a_counter_revolution_at_the_start_of_turn_3() -> None:
    """Whatever the elections of turn 2 leave, the bot sees it as turn 3 begins."""
    state = game(2, "election")
    for n in FLEURS[:8]:
        put(state, n, n % 3, W, 2)
    GAME.advance(state)
    assert state.end == "counter" and state.turn == 3


def test_counter_revolution_scores_white_points_board_and_cards() -> None:
    state = game(3)
    endings.finish(state, "counter")
    put(state, 2, 0, W, 3)
    put(state, 3, 1, W, 2)
    state.players[1].held[W] = 5  # held votes do not count for white
    give(state, 1, key("Necker"))  # white 3 in hand
    give(state, 2, key("Marie-Antoinette"), display=True)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == {0: 3.0, 1: 5.0, 2: 3.0}
    assert outcome.winners == [1] and "White Points" in say(outcome.reason)
    state.players[0].hand.append(key("Calonne"))  # white 2: 5 points, all on the board
    state.players[1].hand.remove(key("Necker"))
    state.players[1].display.append(key("Necker"))
    give(state, 0, key("Comte d’Artois"))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0]


def test_a_tie_on_red_or_white_points_and_on_cards_is_a_shared_win() -> None:
    """ "If there is still a tie, all tied players share the win", in both sudden deaths."""
    sudden: list[tuple[Ending, Faction, tuple[str, str]]] = [
        ("landslide", R, ("Santerre", "Fréron")), ("counter", W, ("Montmorin", "Barentin"))
    ]  # fmt: skip
    for ending, faction, names in sudden:
        state = game(3)
        endings.finish(state, ending)
        put(state, 2, 0, faction, 2)
        put(state, 3, 1, faction, 2)
        give(state, 0, key(names[0]))  # one point on a card each
        give(state, 1, key(names[1]), display=True)
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners == [0, 1], ending
        assert outcome.scores == {0: 3.0, 1: 3.0, 2: 0.0} and "shared" in say(outcome.reason)


def test_the_table_is_told_who_won_and_with_what_points() -> None:
    state = game(3)
    endings.finish(state, "counter")
    put(state, 2, 1, W, 3)
    view = GAME.view(state, None)
    assert say(view["status"]) == "Game over: {s1} wins with 3 White Points"
    outcome = view["outcome"]
    assert say(outcome.pop("reason")) == "Royalist Counter-revolution: most White Points"
    assert outcome == {"winners": [1], "scores": {"0": 0, "1": 3, "2": 0}, "points": "counter"}
    state.players[0].vp = state.players[2].vp = 9
    state.end = "turns"
    said = say(GAME.view(state, None)["status"])
    assert said == "Game over: {s0} and {s2} share the win with 9 VP"
    assert GAME.view(game(3), None)["outcome"] is None


def test_a_sudden_ending_says_how_each_player_s_points_add_up() -> None:
    """ "Most White Points" alone does not say what they count: one line a player gives the
    blocks on the board and on the cards in hand and display (and, for a Landslide, the red
    votes held), adding up to the score the outcome gives."""
    state = game(3)
    seven_fleurs(state, 6)
    calonne = key("Calonne")
    give(state, 0, calonne)
    GAME.advance(state)
    events = act(state, 0, f"play:{calonne}", "put:13")
    lines = [say(e.text) for e in events if e.to is None][-3:]
    scores = GAME.outcome(state).scores
    for seat, line in enumerate(lines):
        board, cards = (int(n) for n in re.findall(r"\((\d+) blocks? on the board, (\d+)", line)[0])
        assert line.startswith(f"{{s{seat}}}: {int(scores[seat])} White Point"), line
        assert board + cards == scores[seat], line
    fr = say(events[-1].text, "fr", ["Anne", "Bruno", "Chloé"])
    assert fr.startswith("Chloé\u00a0: ") and " sur le plateau, " in fr, fr
