"""Two and three players (§4.2, §5.3, §5.4) and how seats score (§8.4): factions by seat, the
Faction Swap handing the secondaries over, the Dummy run in turn, and the §8.421 example."""

from __future__ import annotations

import pytest

from games.frondeurs import board, seats
from games.frondeurs.data import Faction
from games.frondeurs.state import FrondeursState
from i18n import say
from tests.frondeurs.steps import B, C, G, M, R, acting, do


def swap_now(st: FrondeursState, active: Faction) -> None:
    """The active faction plays the Faction Swap and places its free cubes on its Avatar."""
    st.active = active
    st.held(active).hand = ["faction_swap"]
    do(st, "play:faction_swap")
    while st.task is not None:
        ids = [c.id for c in G.prompt(st, st.seat(acting(st))).choices]
        do(st, "done" if "done" in ids else ids[0])


def sees(view: dict, faction: str) -> bool:
    """Whether a view shows the faction's hand: the seat's own, or a face-up Dummy's."""
    return faction in view["yours"] or "hand" in view["factions"][faction]


# ---- two players ------------------------------------------------------------------------------
def test_two_players_each_play_a_primary_and_a_secondary_5_31() -> None:
    st = G.setup(2, 1)
    assert st.seat_of == {M: 0, C: 0, B: 1, R: 1}
    assert G.active_seats(st) == [0]  # the Condéean begins (§5.13), run by the Mazarinist's seat
    view = G.view(st, 0)
    assert sees(view, "condeean") and sees(view, "mazarinist")
    assert not sees(view, "cabalist") and not sees(view, "retzist")
    prompt = G.prompt(st, 0)
    assert prompt is not None and say(prompt.ask).startswith("Condéean: ")  # whose question
    assert G.prompt(st, 1) is None


def test_two_players_take_their_factions_turns_separately_5_32() -> None:
    st = G.setup(2, 1)
    seen: list[Faction] = []
    while len(seen) < 4:
        if not seen or seen[-1] != st.active:
            seen.append(st.active)
            assert G.active_seats(st) == [st.seat(st.active)]
        ids = [c.id for c in G.prompt(st, st.seat(acting(st))).choices]
        do(st, next((i for i in ("done", "end") if i in ids), ids[0]))
    assert seen == [C, B, R, M]  # faction order, seats 0, 1, 1, 0


def test_the_faction_swap_keeps_the_lower_score_and_swaps_the_secondaries_5_33_8_42() -> None:
    st = G.setup(2, 1, {"cubes": {"mazarin": {M: 3}, "conde": {C: 3}, "retz": {R: 3},
                                  "longueville_duchesse": {B: 3}, "broussel": {C: 1},
                                  "blancmesnil": {B: 1}}})  # fmt: skip
    pp = {f: board.score(st, f, mp=False) for f in Faction}
    swap_now(st, B)
    assert st.seat_of == {M: 0, C: 1, B: 1, R: 0}  # §5.33: Condéean to B, Retzist to A
    assert st.seat_mid == {0: min(pp[M], pp[C]), 1: min(pp[B], pp[R])}
    assert all(st.held(f).mid_pp == pp[f] for f in Faction)
    # the Condéean's hand now shows to seat 1 only
    assert sees(G.view(st, 1), "condeean")
    assert not sees(G.view(st, 0), "condeean")


def test_the_8_421_example(monkeypatch: pytest.MonkeyPatch) -> None:
    """§8.421: mid-game 32 Mazarinist and 23 Condéean (A: 23), 25 Retzist and 27 Cabalist (B:
    25); at the end 67 Mazarinist and 45 Retzist for A, 68 Cabalist and 92 Condéean for B; the
    Mazarinist holds the Pawn (0); Spanish Gold twice by the Cabalist, once each by the Retzist
    and the Condéean, all after mid-game: A 23 + 40 = 63, B 25 + 58 = 83, B wins."""
    st = G.setup(2, 1)
    scores = {M: 32, C: 23, R: 25, B: 27}

    def fake(state: FrondeursState, f: Faction, *, pp: bool = True, mp: bool = True) -> int:
        return scores[f] if pp else 0

    monkeypatch.setattr(board, "score", fake)
    assert st.kings_pawn == M
    swap_now(st, B)
    assert st.seat_mid == {0: 23, 1: 25}
    scores.update({M: 67, R: 45, B: 68, C: 92})
    st.held(B).spanish_uses, st.held(R).spanish_uses, st.held(C).spanish_uses = 2, 1, 1
    assert [seats.end_score(st, f) for f in (R, B, C, M)] == [40, 58, 87, 67]
    assert seats.seat_scores(st) == {0: 63, 1: 83}
    assert seats.winners(st) == [1]
    st.phase = "over"
    outcome = G.outcome(st)
    assert outcome is not None and outcome.winners == [1]
    assert outcome.scores == {0: 63.0, 1: 83.0}


def choice_ids(st: FrondeursState) -> list[str]:
    prompt = G.prompt(st, st.seat(acting(st)))
    assert prompt is not None and len(prompt.choices) <= 25
    return [c.id for c in prompt.choices]


def pass_turn(st: FrondeursState) -> None:
    """The active faction plays its first card and places nothing, then ends its turn."""
    turn = st.turn
    while st.turn == turn and st.phase == "play":
        ids = choice_ids(st)
        pick = next((i for i in ("done", "end", "gold:deposit", "aff") if i in ids), ids[0])
        do(st, pick)


# ---- three players ----------------------------------------------------------------------------
def test_three_players_and_the_dummy_s_open_hand_4_22() -> None:
    st = G.setup(3, 1)
    assert st.dummy == C and {f: st.seat(f) for f in (B, R, M)} == {B: 0, R: 1, M: 2}
    hand = st.held(C).hand
    for seat in (None, 0, 1, 2):  # face up for all to see
        view = G.view(st, seat)
        assert view["factions"]["condeean"]["hand"] == hand
        assert view["factions"]["condeean"]["dummy"] and view["dummy"] == "condeean"
    assert not sees(G.view(st, 0), "retzist")
    # the Condéean's first turn is run by the Retzist's seat (§5.42)
    assert st.active == C and G.active_seats(st) == [1]
    prompt = G.prompt(st, 1)
    assert prompt is not None and say(prompt.ask).startswith("Condéean Dummy: ")
    assert say(prompt.ask, "fr") == "Condéen fantôme\u00a0: jouer une carte"  # no parentheses


def test_the_players_take_turns_running_the_dummy_5_42() -> None:
    st = G.setup(3, 1)
    runners = []
    for _ in range(9):
        if st.active == C:
            runners.append(G.active_seats(st)[0])
        pass_turn(st)
    assert runners == [1, 2, 0]  # the Retzist's, the Mazarinist's, the Cabalist's seat


def test_the_swap_gives_the_condeean_to_the_retzist_seat_and_keeps_the_higher_pp_8_43() -> None:
    st = G.setup(3, 1, {"cubes": {"mazarin": {M: 3}, "conde": {C: 3}, "retz": {R: 3},
                                  "longueville_duchesse": {B: 3}, "broussel": {C: 1}}})  # fmt: skip
    pass_turn(st)  # the Dummy's first turn: run by seat 1
    pp = {f: board.score(st, f, mp=False) for f in Faction}
    assert pp[C] > pp[R]
    swap_now(st, B)
    assert st.dummy == R and st.seat(C) == 1  # §5.41
    assert st.seat_mid == {0: pp[B], 1: max(pp[R], pp[C]), 2: pp[M]}  # §8.43, not §5.44
    assert sees(G.view(st, 1), "condeean")
    assert not sees(G.view(st, 0), "condeean")
    assert G.view(st, 0)["factions"]["retzist"]["hand"] == st.held(R).hand  # now face up
    st.active = M  # the Retzist Dummy's first turn goes to the seat next due: the Mazarinist's
    pass_turn(st)
    assert st.active == C
    pass_turn(st)
    pass_turn(st)
    assert st.active == R and G.active_seats(st) == [2]


def test_the_retzist_seat_keeps_the_higher_end_score_8_43() -> None:
    st = G.setup(3, 1, {"cubes": {"mazarin": {M: 3}, "conde": {C: 3}, "retz": {R: 3},
                                  "longueville_duchesse": {B: 3}, "broussel": {C: 1}}})  # fmt: skip
    st.seat_mid = {0: 1, 1: 2, 2: 3}
    ends = {f: seats.end_score(st, f) for f in Faction}
    assert seats.seat_scores(st) == {0: 1 + ends[B], 1: 2 + max(ends[R], ends[C]), 2: 3 + ends[M]}


def test_the_dummy_s_runner_cannot_remove_the_dummy_s_cubes_5_43() -> None:
    from games.frondeurs import actions
    from games.frondeurs.state import Task

    st = G.setup(3, 1, {"cubes": {"retz": {R: 3}, "broussel": {C: 1}, "blancmesnil": {M: 1},
                                  "longueville_duchesse": {B: 3}}})  # fmt: skip
    assert st.seat(C) == st.seat(R) == 1  # the Retzist's seat runs the Dummy now
    task = Task(card="a02", option=1, remove=2)  # Remove 2 anywhere
    assert "broussel" not in actions.removable(st, R, task)  # by any means (§5.43)
    assert "broussel" not in actions.removable(st, C, task)  # nor the Dummy itself
    assert {"broussel", "blancmesnil"} <= set(actions.removable(st, B, task))


def test_the_dummy_must_use_its_affiliate_and_feed_its_box_5_43() -> None:
    st = G.setup(3, 1, {"cubes": {"conde": {C: 3}, "retz": {R: 3}}})
    card = st.held(C).hand[0]
    do(st, f"play:{card}:0")
    while "done" in choice_ids(st):
        do(st, "done")
    ids = choice_ids(st)
    assert {"aff", "gold:deposit"} <= set(ids) and "end" not in ids
    do(st, "aff")
    do(st, choice_ids(st)[0])
    assert "end" not in choice_ids(st)
    do(st, "gold:deposit")
    assert st.held(C).box == 1 and st.active == B  # nothing left: the turn ends


# ---- the team variant (§8.6) ------------------------------------------------------------------
def test_teams_swap_the_secondaries_and_count_each_team_s_lower_score_8_6() -> None:
    from games.core import SetupError

    with pytest.raises(SetupError):
        G.setup(3, 1, {"teams": True})  # §8.61: four players only
    st = G.setup(4, 1, {"teams": True, "cubes": {"mazarin": {M: 3}, "conde": {C: 3},
                                                 "retz": {R: 3}, "longueville_duchesse": {B: 3},
                                                 "broussel": {C: 1}}})  # fmt: skip
    assert st.seat_of == {C: 0, B: 1, R: 2, M: 3}
    assert say(G.prompt(st, 0).ask).startswith("Condéean: ")
    pp = {f: board.score(st, f, mp=False) for f in Faction}
    swap_now(st, B)
    # §8.62-8.63: the two secondary players exchange factions, the teams stay
    assert st.seat_of == {C: 2, B: 1, R: 0, M: 3}
    assert st.seat_mid == {} and all(st.held(f).mid_pp == pp[f] for f in Faction)  # §8.64
    totals = {f: seats.faction_score(st, f) for f in Faction}
    scores = seats.seat_scores(st)
    assert scores[3] == scores[0] == min(totals[M], totals[R])  # §8.65: the lower of the pair
    assert scores[1] == scores[2] == min(totals[B], totals[C])
    won = seats.winners(st)
    assert won in ([0, 3], [1, 2])  # a team wins together
    assert G.view(st, None)["teams"] == [[3, 0], [1, 2]]
