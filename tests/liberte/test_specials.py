"""The six Special cards, one test each, with their prerequisites ("Special Cards")."""

from __future__ import annotations

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
    give,
    ids,
    key,
    new_game,
    put,
    specials,
    texts,
)


def game(turn: int = 1, n: int = 3) -> LiberteState:
    state = new_game(n, seed=5)
    empty_hands(state)
    state.turn = turn
    return state


def test_bread_shortage_any_block_in_turn_1_then_the_governments_colour() -> None:
    state = game(turn=1)
    bread = specials("bread")
    give(state, 0, bread[0])
    put(state, 3, 1, W, 2)
    put(state, 4, 2, R, 1)
    labels = {c.id: say(c.label) for c in GAME.prompt(state, 0).choices}
    assert labels["special:bread"] == "Bread Shortage: remove any block (no government yet)"
    act(state, 0, "special:bread")
    assert ids(state, 0) == ["prov:3", "prov:4"], "turn 1: any Faction Block"
    events = act(state, 0, "prov:4")
    assert state.stacks(4) == [] and state.supply[R] == 28, "the block is back in the supply"
    assert "plays Bread Shortage: removes a red block" in texts(events)
    assert bread[0] in state.discard

    state = game(turn=2)
    state.government = B
    give(state, 0, bread[1])
    put(state, 3, 1, W, 2)
    put(state, 4, 2, B, 1)
    put(state, 4, 1, R, 1)
    labels = {c.id: say(c.label) for c in GAME.prompt(state, 0).choices}
    assert labels["special:bread"].endswith("remove a blue block (the government's colour)")
    act(state, 0, "special:bread")
    assert ids(state, 0) == ["prov:4"], "only blocks of the government's colour (blue)"
    act(state, 0, "prov:4")
    assert [s.faction for s in state.stacks(4)] == [R]


def test_bread_shortage_asks_which_stack_when_several_match() -> None:
    state = game(turn=1)
    give(state, 0, specials("bread")[0])
    put(state, 8, 1, W, 2)
    put(state, 8, 2, R, 2)
    act(state, 0, "special:bread", "prov:8")
    assert ids(state, 0) == ["stack:1", "stack:2"]
    act(state, 0, "stack:2")
    assert [(s.owner, s.height) for s in state.stacks(8)] == [(1, 2), (2, 1)]


def test_emigration_discards_a_white_personality_from_any_display() -> None:
    state = game()
    give(state, 0, specials("emigration")[0])
    necker, danton, club = key("Necker"), key("Danton"), key("Club monarchique")
    give(state, 1, necker, danton, club, display=True)
    give(state, 0, key("Calonne"), display=True)
    act(state, 0, "special:emigration")
    assert ids(state, 0) == [f"remove:{key('Calonne')}", f"remove:{necker}"], (
        "white Personalities only, your own included; not Clubs"
    )
    act(state, 0, f"remove:{necker}")
    assert necker in state.discard and necker not in state.players[1].display


def test_religious_problems_removes_a_blue_or_red_block() -> None:
    state = game()
    give(state, 0, specials("religion")[0])
    put(state, 2, 1, W, 3)
    put(state, 5, 1, B, 2)
    put(state, 6, 2, R, 1)
    act(state, 0, "special:religion")
    assert ids(state, 0) == ["prov:5", "prov:6"]
    act(state, 0, "prov:5")
    assert state.stacks(5)[0].height == 1


def test_guillotine_sends_a_personality_to_the_box() -> None:
    state = game()
    guillotine = specials("guillotine")[0]
    give(state, 0, guillotine)
    danton, club = key("Danton"), key("Jacobins")
    give(state, 2, danton, club, display=True)
    act(state, 0, "special:guillotine")
    assert ids(state, 0) == [f"remove:{danton}"], "a Personality, not a Club"
    events = act(state, 0, f"remove:{danton}")
    assert danton in state.removed and danton not in state.discard
    assert "to the box" in texts(events)


def test_purge_needs_presence_in_government_and_discards_a_display_card() -> None:
    state = game(turn=2)
    purge = specials("purge")[0]
    give(state, 0, purge)
    club = key("Jacobins")
    give(state, 1, club, display=True)
    assert "special:purge" not in ids(state, 0), "Prerequisite: Presence in Government"
    state.presence = [0]
    act(state, 0, "special:purge")
    assert ids(state, 0) == [f"remove:{club}"]
    act(state, 0, f"remove:{club}")
    assert club in state.discard


def test_terror_needs_presence_in_a_red_government() -> None:
    state = game(turn=2)
    give(state, 0, specials("terror")[0])
    put(state, 8, 1, R, 2)
    state.presence, state.government = [0], B
    assert "special:terror" not in ids(state, 0)
    state.government = R
    state.presence = [1]
    assert "special:terror" not in ids(state, 0)
    state.presence = [0, 1]
    assert "special:terror" in ids(state, 0)


def test_terror_removes_any_stack_where_red_stands_and_may_remove_a_card() -> None:
    state = game(turn=3)
    state.government, state.presence = R, [0]
    give(state, 0, specials("terror")[0])
    put(state, 8, 1, R, 1)
    put(state, 8, 2, W, 3)
    put(state, 9, 2, W, 3)  # no red stack: not a target
    marat = key("Marat")
    give(state, 1, marat, display=True)
    act(state, 0, "special:terror")
    assert ids(state, 0) == ["prov:8"]
    act(state, 0, "prov:8")
    assert ids(state, 0) == ["stack:1", "stack:2"], "the red stack itself may go"
    act(state, 0, "stack:2")
    assert [s.owner for s in state.stacks(8)] == [1] and state.supply[W] == 22 - 6 + 3
    assert ids(state, 0) == [f"remove:{marat}", "none"]
    act(state, 0, f"remove:{marat}")
    assert marat in state.removed


def test_terror_card_removal_is_optional() -> None:
    state = game(turn=3)
    state.government, state.presence = R, [0]
    give(state, 0, specials("terror")[0])
    put(state, 8, 1, R, 1)
    give(state, 1, key("Marat"), display=True)
    act(state, 0, "special:terror", "prov:8", "none")
    assert state.stacks(8) == [] and key("Marat") in state.players[1].display


def test_a_special_with_nothing_to_hit_is_not_offered() -> None:
    state = game()
    give(state, 0, specials("emigration")[0], specials("guillotine")[0], specials("religion")[0])
    assert not [c for c in ids(state, 0) if c.startswith("special:")]
    assert ids(state, 0)[-1] == "pass"


def test_a_special_may_target_the_player_who_plays_it() -> None:
    state = game()
    give(state, 0, specials("guillotine")[0])
    mine = key("Robespierre")
    give(state, 0, mine, display=True)
    act(state, 0, "special:guillotine", f"remove:{mine}")
    assert mine in state.removed


def test_many_targets_are_chosen_player_first() -> None:
    state = game(n=6)
    give(state, 0, specials("guillotine")[0])
    personalities = [k for k, c in DATA.cards.items() if c.kind == "personality"][:30]
    for seat in range(6):
        give(state, seat, *personalities[seat * 5 : seat * 5 + 5], display=True)
    act(state, 0, "special:guillotine")
    assert ids(state, 0) == [f"seat:{s}" for s in range(6)]
    act(state, 0, "seat:3")
    assert len(ids(state, 0)) == 5
    act(state, 0, ids(state, 0)[0])
    assert len(state.players[3].display) == 4


def test_the_table_hears_what_the_special_did() -> None:
    state = game()
    give(state, 0, specials("religion")[0])
    put(state, 6, 1, B, 2)
    events = act(state, 0, "special:religion", "prov:6")  # nothing else to play: it ends
    assert len(events) == 1 and events[0].to is None
    assert say(events[0].text) == (
        "{s0} plays Religious Problems: removes a blue block of {s1} in Flandre"
    )
    assert GAME.active_seats(state) == [1]
