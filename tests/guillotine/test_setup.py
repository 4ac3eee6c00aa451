"""§I.4 and "La partie commence": parties for 2, 3 and 4 players, the draft, the first player's
die roll, and the options that fix the random parts."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core import SetupError
from games.guillotine.board import order
from i18n import say
from tests.guillotine.checks import refused
from tests.guillotine.table import GAME, choices, play, texts


def test_two_players_lead_two_parties_each() -> None:
    state = GAME.setup(2, 7)
    assert [len(s.parties) for s in state.seats] == [2, 2]
    assert len(state.deputies) == 24
    assert all(d.pp == 5 and d.post == "convention" for d in state.deputies)
    # A player moves the deputies of both his parties.
    seat = GAME.active_seats(state)[0]
    movable = {c.removeprefix("move:") for c in choices(state, seat) if c.startswith("move:")}
    assert len(movable) == 12


def test_three_players_leave_one_party_out() -> None:
    state = GAME.setup(3, 7)
    parties = [p for s in state.seats for p in s.parties]
    assert len(parties) == len(set(parties)) == 3
    assert len(state.deputies) == 18
    assert Counter(d.party for d in state.deputies) == {p: 6 for p in parties}
    unused = GAME.view(state, None)["parties"]
    assert sum(p["seat"] is None for p in unused) == 1


def test_parties_are_dealt_from_the_seed() -> None:
    deals = {tuple(tuple(s.parties) for s in GAME.setup(4, seed).seats) for seed in range(12)}
    assert len(deals) > 3
    assert GAME.dump(GAME.setup(4, 5)) == GAME.dump(GAME.setup(4, 5))


def test_the_highest_die_starts_and_ties_roll_again() -> None:
    state = GAME.setup(3, 1, {"dice": [6, 2, 6, 3, 5]})
    assert state.first == 2
    # Shown on the board, whose last lines of log follow the parties' line.
    assert [say(line) for line in GAME.view(state, None)["log"][-3:]] == [
        "Parties: {s0} the Crapauds (green, C) · {s1} the Montagnards (red, M) · "
        "{s2} the Royalistes (yellow, R)",
        "Dice for the first player: {s0} 6, {s1} 2, {s2} 6; again: {s0} 3, {s2} 5. {s2} starts",
        "Turn 1: {s2} plays first · Phase I, Movements",
    ]
    assert order(state) == [2, 0, 1]
    state.turn = 2  # the player to his left begins every phase of the next turn
    assert order(state) == [0, 1, 2]


def test_a_draft_for_two_players() -> None:
    state = GAME.setup(2, 3, {"draft": True, "first_player": 1})
    assert GAME.active_seats(state) == [1] and not state.deputies
    assert choices(state, 1) == [
        "party:montagnards",
        "party:girondins",
        "party:crapauds",
        "party:royalistes",
        "party:random",
    ]
    play(state, 1, "party:crapauds")
    play(state, 0, "party:montagnards")
    refused(state, 1, "party:montagnards", "{s0} already leads the Montagnards")
    events = texts(play(state, 1, "party:random"))
    assert "{s0} leads the" in events, "the last party goes to the last to choose"
    assert sorted(len(s.parties) for s in state.seats) == [2, 2]
    assert len(state.deputies) == 24 and state.phase == "movement"


def test_a_draft_for_three_players_leaves_a_party_out() -> None:
    state = GAME.setup(3, 3, {"draft": True, "first_player": 0})
    for seat, party in enumerate(("royalistes", "girondins", "montagnards")):
        play(state, seat, f"party:{party}")
    assert [s.parties for s in state.seats] == [["royalistes"], ["girondins"], ["montagnards"]]
    assert not any(d.party == "crapauds" for d in state.deputies)


@pytest.mark.parametrize(
    "options",
    [
        {"parties": [["montagnards"], ["girondins"]]},  # 2 players lead two parties each
        {"parties": [["montagnards"], ["montagnards"], ["crapauds"]]},
        {"parties": [["jacobins"], ["girondins"], ["crapauds"]]},
        {"parties": [["montagnards"], ["girondins"], ["crapauds"]], "draft": True},
        {"first_player": 3},
        {"dice": [7]},
        {"mission_deck": ["m01"]},
        {"variante": True},
    ],
)
def test_bad_options_are_refused(options: dict) -> None:
    n = 2 if "parties" in options and len(options["parties"]) == 2 else 3
    with pytest.raises(SetupError):
        GAME.setup(n, 1, options)
