"""Phase 5, the Election: Example 1 (Normandie), Example 2 (Paris, Marat advanced), every tie
rule, the government, the Victory Points and the presence in government."""

from __future__ import annotations

import pytest

from games.liberte import elections
from games.liberte.state import LiberteState
from i18n import say
from tests.liberte.helpers import (
    GAME,
    B,
    R,
    W,
    act,
    blocks_everywhere,
    empty_hands,
    give,
    ids,
    jump_to,
    key,
    new_game,
    put,
    texts,
)

CHRISTIE, JOSHUA, MAX = 0, 1, 2
MARAT, DANTON, SANTERRE = key("Marat"), key("Danton"), key("Santerre")
COLLOT = key("Collot d’Herbois")


def election(turn: int = 1, n: int = 3) -> LiberteState:
    state = new_game(n, seed=6)
    empty_hands(state)
    jump_to(state, turn, "election")
    return state


def pause_at_27(state: LiberteState) -> None:
    """A tie in the last province, which the players can act on: the count stops there."""
    put(state, 27, 1, W, 1)
    put(state, 27, 2, W, 1)
    give(state, 1, key("Cazalès"), display=True)


def test_example_1_normandie() -> None:
    """Christie 3 red, Joshua 2 blue, Max 2 blue: the red stack wins despite 4 blue blocks;
    Christie holds 1 red block; the red marker moves up 1."""
    state = election()
    put(state, 1, CHRISTIE, R, 3)
    put(state, 1, JOSHUA, B, 2)
    put(state, 1, MAX, B, 2)
    pause_at_27(state)
    GAME.advance(state)
    assert state.players[CHRISTIE].held == {R: 1, B: 0, W: 0}
    assert state.election[R] == 1 and state.election[B] == 0
    assert [(s.owner, s.faction, s.height) for s in state.stacks(1)] == [
        (CHRISTIE, R, 2),
        (JOSHUA, B, 2),
        (MAX, B, 2),
    ], "the rest of the blocks remain"


def test_example_2_paris_with_marat_advanced() -> None:
    """Christie 3 red, Joshua 3 red, Max 1 white in Paris. Christie advances Marat (#71), Joshua
    declines: Christie takes all 3 blocks, red +3, the rest (white too) back to the supply,
    Marat discarded."""
    state = election()
    put(state, 1, CHRISTIE, R, 3)
    put(state, 1, JOSHUA, B, 2)
    put(state, 1, MAX, B, 2)
    put(state, 8, CHRISTIE, R, 3)
    put(state, 8, JOSHUA, R, 3)
    put(state, 8, MAX, W, 1)
    give(state, CHRISTIE, MARAT, display=True)
    give(state, JOSHUA, DANTON, display=True)
    pause_at_27(state)
    events = GAME.advance(state)
    assert "Tie in Île-de-France" in texts(events)
    assert GAME.active_seats(state) == [CHRISTIE], "Christie goes before Joshua"
    assert ids(state, CHRISTIE) == [f"advance:{MARAT}", "decline"]
    asked = say(GAME.prompt(state, CHRISTIE).text)
    assert asked.startswith(
        "The vote in Île-de-France is tied. You may advance a red card from your display; "
        "whoever advances the highest value wins it. Or advance none"
    ), "one clear sentence: what is tied, what may be advanced, who wins"
    act(state, CHRISTIE, f"advance:{MARAT}")
    told = say(GAME.prompt(state, JOSHUA).text)
    assert told.endswith("So far: {s0} advanced Jean-Paul Marat (3)."), "the value to beat"
    white, red = state.supply[W], state.supply[R]
    events = act(state, JOSHUA, "decline")
    assert "Île-de-France: {s0} wins 3 red votes" in texts(events)
    assert state.players[CHRISTIE].held[R] == 1 + 3
    assert state.election[R] == 1 + 3
    assert state.stacks(8) == []
    assert state.supply[W] == white + 1 and state.supply[R] == red + 3
    assert MARAT in state.discard and DANTON in state.players[JOSHUA].display


def test_an_unbroken_tie_registers_no_vote_and_clears_the_province() -> None:
    state = election()
    put(state, 5, CHRISTIE, B, 2)
    put(state, 5, JOSHUA, W, 2)
    put(state, 5, MAX, R, 1)
    events = GAME.advance(state)  # nobody holds a matching card: settled at once
    assert "Poitou: the tie stands, no vote" in texts(events)
    assert state.stacks(5) == [] and state.election == {R: 0, B: 0, W: 0}
    assert state.supply == {R: 30, B: 28, W: 24}


def test_the_card_must_match_the_stack_colour_not_the_region() -> None:
    state = election()
    put(state, 5, CHRISTIE, B, 2)
    put(state, 5, JOSHUA, W, 2)
    give(state, CHRISTIE, DANTON, key("Lanjuinais"), display=True)  # red 3, blue 1 (Ouest)
    give(state, JOSHUA, key("Montmorin"), display=True)  # white 1 (Centre)
    GAME.advance(state)
    assert ids(state, CHRISTIE) == [f"advance:{key('Lanjuinais')}", "decline"]


def test_the_tie_is_repeated_among_those_still_tied() -> None:
    state = election(n=4)
    for seat in (0, 1, 2):
        put(state, 9, seat, R, 2)
    give(state, 0, key("Fréron"), key("Couthon"), display=True)  # red 1, red 2
    give(state, 1, key("Loustalot"), COLLOT, display=True)  # red 1, red 2
    give(state, 2, SANTERRE, display=True)  # red 1
    GAME.advance(state)
    act(state, 0, f"advance:{key('Fréron')}")
    act(state, 1, f"advance:{key('Loustalot')}")
    act(state, 2, f"advance:{SANTERRE}")  # all three at 1: again
    assert state.tie is not None and state.tie.round == 2
    assert GAME.active_seats(state) == [0], "seat 2 has nothing left and is not asked"
    act(state, 0, "decline")
    events = act(state, 1, f"advance:{COLLOT}")
    assert "Champagne: {s1} wins 1 red vote" in texts(events)
    assert state.stacks(9) == []


def test_vp_provinces_pay_only_in_turns_3_and_4() -> None:
    for turn, vp in ((2, 0), (3, 2)):
        state = election(turn=turn)
        put(state, 20, MAX, W, 1)  # Lyonnais, 2 VP
        pause_at_27(state)
        GAME.advance(state)
        assert state.players[MAX].vp == vp


def test_the_government_and_opposition_and_their_vp() -> None:
    state = election()
    put(state, 1, CHRISTIE, R, 2)
    put(state, 2, CHRISTIE, R, 1)
    put(state, 3, JOSHUA, R, 1)
    put(state, 4, MAX, W, 1)
    events = GAME.advance(state)
    text = texts(events)
    assert "The Radicals (red) form the government" in text
    assert "The Royalists (white) are the opposition" in text
    assert [p.vp for p in state.players] == [5, 2, 3]
    assert state.presence == [CHRISTIE, JOSHUA], "holders of government votes are present"
    assert state.players[CHRISTIE].held == {R: 0, B: 0, W: 0}, "votes go back to the supply"
    assert blocks_everywhere(state) == {R: 30, B: 28, W: 24}


def test_presence_is_cleared_when_the_next_elections_begin() -> None:
    state = election(turn=2)
    state.presence = [1, 2]
    elections.enter(state)
    assert state.presence == []


def test_the_old_government_leaves_its_box_and_its_marker_moves_back_like_the_others() -> None:
    """ "Return the three Election Markers to the 0-space": last turn's Moderate government no
    longer governs, so when red beats white on a tie, blue (lower) moves back one space too."""
    state = election(turn=2)
    state.government, state.opposition = B, W
    elections.enter(state)
    assert state.government is None and state.opposition is None
    put(state, 1, CHRISTIE, R, 1)
    put(state, 2, CHRISTIE, R, 1)
    put(state, 3, JOSHUA, W, 1)
    put(state, 4, JOSHUA, W, 1)
    put(state, 5, MAX, B, 1)
    GAME.advance(state)  # nobody can advance: the Radicals win over the Royalists
    assert state.government is R and state.opposition is W
    assert state.election == {R: 2, B: 0, W: 1}


def test_a_government_tie_is_broken_by_anyone_advancing_a_card() -> None:
    state = election()
    put(state, 1, CHRISTIE, R, 1)
    put(state, 2, JOSHUA, B, 1)
    give(state, MAX, key("Bailly"), display=True)  # blue 2
    give(state, CHRISTIE, SANTERRE, display=True)  # red 1
    GAME.advance(state)
    assert state.tie is not None and state.tie.purpose == "government"
    act(state, CHRISTIE, f"advance:{SANTERRE}")
    events = act(state, MAX, f"advance:{key('Bailly')}")
    assert state.government is B and state.opposition is R
    assert "Moderates (blue) form the government" in texts(events)


def test_an_unbroken_government_tie_goes_radical_then_moderate_then_royalist() -> None:
    state = election()
    put(state, 1, CHRISTIE, W, 1)
    put(state, 2, JOSHUA, B, 1)
    GAME.advance(state)
    assert state.government is B and state.opposition is W
    state = election()
    put(state, 1, CHRISTIE, W, 1)
    put(state, 2, JOSHUA, R, 1)
    put(state, 3, MAX, B, 1)
    GAME.advance(state)
    assert state.government is R and state.opposition is B


def test_an_opposition_tie_is_broken_the_same_way_and_the_loser_moves_back() -> None:
    state = election()
    put(state, 1, CHRISTIE, R, 1)
    put(state, 2, CHRISTIE, R, 1)
    put(state, 3, JOSHUA, B, 1)
    put(state, 4, MAX, W, 1)
    lanjuinais, necker = key("Lanjuinais"), key("Necker")
    give(state, CHRISTIE, lanjuinais, display=True)  # blue 1
    give(state, MAX, necker, display=True)  # white 3
    GAME.advance(state)
    assert state.government is R and state.tie is not None and state.tie.purpose == "opposition"
    assert GAME.active_seats(state) == [CHRISTIE], "any player may advance, in player order"
    act(state, CHRISTIE, f"advance:{lanjuinais}")
    events = act(state, MAX, f"advance:{necker}")  # Joshua holds nothing to advance
    assert state.opposition is W and "Royalists (white) are the opposition" in texts(events)
    assert state.election == {R: 2, B: 0, W: 1}, "the blue marker moved one space back"
    assert [p.vp for p in state.players] == [5, 0, 3]
    assert {lanjuinais, necker} <= set(state.discard)


def test_the_loser_of_a_first_place_tie_takes_second_place() -> None:
    state = election()
    put(state, 1, CHRISTIE, R, 1)
    put(state, 2, JOSHUA, R, 1)
    put(state, 3, MAX, W, 1)
    give(state, CHRISTIE, SANTERRE, display=True)
    give(state, JOSHUA, DANTON, display=True)
    GAME.advance(state)
    assert state.tie is not None and state.tie.purpose == "gov_first"
    act(state, CHRISTIE, f"advance:{SANTERRE}")
    act(state, JOSHUA, f"advance:{DANTON}")
    assert [p.vp for p in state.players] == [2, 5, 3]


@pytest.mark.parametrize(
    ("votes", "vp"),
    [
        # Seats 0 and 1 tie for first in government: 3 each; seat 2 is still paid second place.
        ({0: "RR", 1: "RR", 2: "R", 3: "W"}, [3, 3, 2, 3]),
        # Seats 1 and 2 tie for second: 1 each; seats 1 and 3 tie in opposition: 2 each.
        ({0: "RR", 1: "RW", 2: "R", 3: "W"}, [5, 1 + 2, 1, 2]),
    ],
)
def test_unbroken_vp_ties(votes: dict[int, str], vp: list[int]) -> None:
    state = election(n=4)
    province = iter(range(1, 28))
    for seat, colours in votes.items():
        for colour in colours:
            put(state, next(province), seat, {"R": R, "W": W}[colour], 1)
    GAME.advance(state)
    assert [p.vp for p in state.players] == vp


def test_a_radical_landslide_ends_the_game_at_17_red_votes() -> None:
    state = election(turn=2)
    for n in range(1, 18):
        put(state, n, n % 3, R, 1)
    events = GAME.advance(state)
    assert state.end == "landslide"
    assert "Radical Electoral Landslide: 17 red votes" in texts(events)
    outcome = GAME.outcome(state)
    assert outcome is not None and "Red Points" in say(outcome.reason)


def test_sixteen_red_votes_are_not_a_landslide() -> None:
    state = election(turn=2)
    for n in range(1, 17):
        put(state, n, n % 3, R, 1)
    GAME.advance(state)
    assert state.end is None


def test_an_opposition_tie_without_votes_asks_nobody() -> None:
    """Red alone scored: blue and white tie at 0 for the opposition, which pays nobody, so no
    card is asked for and the fallback names the Moderates."""
    state = election()
    put(state, 1, CHRISTIE, R, 1)
    give(state, JOSHUA, key("Lanjuinais"), display=True)  # blue 1: could have been advanced
    GAME.advance(state)
    assert state.tie is None
    assert state.government is R and state.opposition is B
    assert key("Lanjuinais") not in state.discard, "not advanced (back in hand at turn 2)"


def test_the_table_hears_who_is_present_in_government() -> None:
    state = election()
    put(state, 1, CHRISTIE, R, 2)
    put(state, 2, MAX, R, 1)
    put(state, 3, JOSHUA, W, 1)
    events = GAME.advance(state)
    assert (
        "Presence in the Radical government: {s0} and {s2} (needed to play Purge and Terror)"
        in texts(events)
    ), "what presence is for"
    assert state.presence == [CHRISTIE, MAX]


def test_broken_ties_for_second_place_and_opposition_pay_the_winner_only() -> None:
    state = election(n=4)
    put(state, 1, 0, R, 1)
    put(state, 2, 0, R, 1)
    put(state, 3, 1, R, 1)
    put(state, 4, 2, R, 1)
    put(state, 5, 2, W, 1)
    put(state, 6, 3, W, 1)
    give(state, 1, key("Fréron"), display=True)  # red 1
    give(state, 2, key("Couthon"), key("Montmorin"), display=True)  # red 2, white 1
    give(state, 3, key("Cazalès"), display=True)  # white 2
    GAME.advance(state)
    assert state.tie is not None and state.tie.purpose == "gov_second"
    act(state, 1, f"advance:{key('Fréron')}")
    act(state, 2, f"advance:{key('Couthon')}")
    assert state.tie is not None and state.tie.purpose == "opp_first"
    act(state, 2, f"advance:{key('Montmorin')}")
    act(state, 3, f"advance:{key('Cazalès')}")
    assert [p.vp for p in state.players] == [5, 0, 2, 3]


def test_several_losers_of_a_first_place_tie_contend_for_second_place() -> None:
    """Three tie for first in government; one wins it: the two who lost it tie for second."""
    state = election(n=4)
    for seat in (0, 1, 2):
        put(state, seat + 1, seat, R, 1)
    put(state, 10, 3, W, 1)
    give(state, 0, DANTON, display=True)  # red 3
    give(state, 1, key("Fréron"), display=True)  # red 1
    give(state, 2, SANTERRE, display=True)  # red 1
    GAME.advance(state)
    act(state, 0, f"advance:{DANTON}")
    act(state, 1, "decline")
    act(state, 2, "decline")
    assert state.tie is not None and state.tie.purpose == "gov_second"
    assert state.tie.sides == ["1", "2"]
    act(state, 1, f"advance:{key('Fréron')}")
    act(state, 2, "decline")
    assert [p.vp for p in state.players] == [5, 2, 0, 3]


def test_paris_without_a_tie_returns_all_the_winners_blocks_and_keeps_the_rest() -> None:
    state = election()
    put(state, 8, CHRISTIE, B, 2)
    put(state, 8, JOSHUA, R, 1)
    pause_at_27(state)
    events = GAME.advance(state)
    assert "Île-de-France: {s0} wins 2 blue votes" in texts(events)
    assert state.players[CHRISTIE].held[B] == 2 and state.election[B] == 2
    assert [(s.owner, s.height) for s in state.stacks(8)] == [(JOSHUA, 1)], "no tie: red stays"


def test_a_vp_province_whose_tie_stands_pays_nobody() -> None:
    state = election(turn=3)
    put(state, 20, CHRISTIE, R, 2)  # Lyonnais, 2 VP
    put(state, 20, JOSHUA, B, 2)
    pause_at_27(state)
    events = GAME.advance(state)
    assert "Lyonnais: the tie stands, no vote" in texts(events)
    assert [p.vp for p in state.players] == [0, 0, 0]


def test_a_player_who_drops_out_of_an_unbroken_first_place_tie_takes_second_place() -> None:
    """Three tie for first in government; two advance equal cards, the third declines, then
    nobody advances again: the two still tied take 3 VP each ("each tied player wins 3 VPs"), and
    the one who dropped out takes second place ("second place VPs are still awarded")."""
    state = election(n=4)
    for seat in (0, 1, 2):
        put(state, seat + 1, seat, R, 1)
    put(state, 10, 3, W, 1)
    give(state, 0, SANTERRE, DANTON, display=True)  # red 1, red 3
    give(state, 1, key("Fréron"), display=True)  # red 1
    give(state, 2, COLLOT, display=True)  # red 2
    GAME.advance(state)
    act(state, 0, f"advance:{SANTERRE}")
    act(state, 1, f"advance:{key('Fréron')}")
    act(state, 2, "decline")
    assert state.tie is not None and state.tie.sides == ["0", "1"] and state.tie.round == 2
    assert GAME.active_seats(state) == [0], "Joshua has nothing left to advance"
    text = say(GAME.prompt(state, 0).text)
    assert text.endswith("Nobody else in the tie can advance a card."), "any card would win"
    act(state, 0, "decline")
    assert [p.vp for p in state.players] == [3, 3, 2, 3]
    assert DANTON not in state.discard and COLLOT not in state.discard, "declined: kept"
