"""Phase 4, the Battle, with the rulebook's Battle of Valmy."""

from __future__ import annotations

from games.liberte import elections
from games.liberte.state import LiberteState
from tests.liberte.helpers import (
    GAME,
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
LAFAYETTE, KELLERMANN, HOCHE, BONAPARTE = (
    key("Lafayette"),
    key("Kellermann"),
    key("Hoche"),
    key("Bonaparte"),
)


def battle_of_valmy() -> LiberteState:
    state = new_game(3, seed=8)
    empty_hands(state)
    jump_to(state, 2, "battle")
    return state


def test_the_battle_of_valmy() -> None:
    """Rulebook: Christie 1 token and a General, Joshua 2 tokens and a General, Max 3 tokens but
    no General: Joshua leads the army, scores 4 VPs and keeps his General."""
    state = battle_of_valmy()
    state.players[CHRISTIE].battle = 1
    state.players[JOSHUA].battle = 2
    state.players[MAX].battle = 3
    give(state, CHRISTIE, LAFAYETTE, display=True)
    give(state, JOSHUA, KELLERMANN, display=True)
    give(state, MAX, key("Necker"), display=True)  # a Cannon, not a General
    events = elections.battle(state)
    assert [p.vp for p in state.players] == [0, 4, 0]
    assert "{s1} leads the army at Valmy: +4 VP" in texts(events)
    assert state.players[JOSHUA].display == [KELLERMANN], "not advanced, so kept"
    assert all(p.battle == 0 for p in state.players), "tokens return to their owners"
    assert not state.lost_battles and state.phase == "election"


def test_a_tie_is_broken_by_advancing_the_highest_general() -> None:
    state = battle_of_valmy()
    state.players[CHRISTIE].battle = state.players[JOSHUA].battle = 2
    give(state, CHRISTIE, LAFAYETTE, HOCHE, display=True)
    give(state, JOSHUA, BONAPARTE, display=True)
    GAME.advance(state)
    assert GAME.active_seats(state) == [CHRISTIE], "in player order"
    assert ids(state, CHRISTIE) == [f"advance:{LAFAYETTE}", f"advance:{HOCHE}", "decline"]
    act(state, CHRISTIE, f"advance:{LAFAYETTE}")
    events = act(state, JOSHUA, f"advance:{BONAPARTE}")
    assert state.players[JOSHUA].vp == 4
    assert "{s1} leads the army at Valmy" in texts(events)
    assert {LAFAYETTE, BONAPARTE} <= set(state.discard), "advanced Generals are discarded"
    assert state.players[CHRISTIE].display == [HOCHE]


def test_an_unbroken_tie_is_a_lost_battle_with_a_white_block() -> None:
    state = battle_of_valmy()
    state.players[CHRISTIE].battle = state.players[JOSHUA].battle = 1
    give(state, CHRISTIE, BONAPARTE, display=True)
    give(state, JOSHUA, HOCHE, display=True)  # both worth 3
    GAME.advance(state)
    act(state, CHRISTIE, f"advance:{BONAPARTE}")
    white = state.supply[W]
    events = act(state, JOSHUA, f"advance:{HOCHE}")
    assert "Valmy: the tie stands, so nobody leads the army. A Lost Battle" in texts(events)
    assert [lb.turn for lb in state.lost_battles] == [2] and state.supply[W] == white - 1
    assert all(p.vp == 0 for p in state.players)


def test_nobody_eligible_is_a_lost_battle() -> None:
    state = battle_of_valmy()
    state.players[MAX].battle = 3  # tokens but no General
    give(state, CHRISTIE, LAFAYETTE, display=True)  # a General but no token
    events = elections.battle(state)
    assert len(state.lost_battles) == 1
    assert "Valmy: nobody has a General in the display and a Control Token" in texts(events)


def test_without_white_blocks_the_lost_battle_block_waits_for_the_elections() -> None:
    state = battle_of_valmy()
    for n in range(1, 9):  # every white block is on the board
        put(state, n, n % 3, W, 3)
    assert state.supply[W] == 0
    elections.battle(state)
    assert state.lost_battles[0].block is False
    GAME.advance(state)  # the elections run; the next turn starts with a refresh
    assert state.turn == 3 and state.lost_battles[0].block is True
    assert blocks_everywhere(state)[W] == 24
