"""Two and three players (§4.2, §5.3, §5.4) and how seats score (§8.4): factions by seat, the
Faction Swap handing the secondaries over, the Dummy run in turn, and the §8.421 example."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from games.frondeurs import board, seats
from games.frondeurs.data import Faction
from games.frondeurs.engine import Frondeurs
from games.frondeurs.state import FrondeursState

G = Frondeurs()
C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST


@pytest.fixture(autouse=True)
def _counts(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(seats, "SUPPORTED", (2, 3, 4))
    yield


def acting(st: FrondeursState) -> Faction:
    f = G.acting(st)
    assert f is not None
    return f


def do(st: FrondeursState, *ids: str) -> list:
    events = []
    for cid in ids:
        events += G.apply(st, st.seat(acting(st)), cid)
    return events


def swap_now(st: FrondeursState, active: Faction) -> None:
    """The active faction plays the Faction Swap and places its free cubes on its Avatar."""
    st.active = active
    st.held(active).hand = ["faction_swap"]
    do(st, "play:faction_swap")
    while st.task is not None:
        ids = [c.id for c in G.prompt(st, st.seat(acting(st))).choices]  # type: ignore[union-attr]
        do(st, "done" if "done" in ids else ids[0])


# ---- two players ------------------------------------------------------------------------------
def test_two_players_each_play_a_primary_and_a_secondary_5_31() -> None:
    st = G.setup(2, 1)
    assert st.seat_of == {M: 0, C: 0, B: 1, R: 1}
    assert G.active_seats(st) == [0]  # the Condéean begins (§5.13), run by the Mazarinist's seat
    view = G.view(st, 0)
    assert "hand" in view["factions"]["condeean"] and "hand" in view["factions"]["mazarinist"]
    assert "hand" not in view["factions"]["cabalist"] and "hand" not in view["factions"]["retzist"]
    prompt = G.prompt(st, 0)
    assert prompt is not None and prompt.ask.startswith("Condéean: ")  # whose question
    assert G.prompt(st, 1) is None


def test_two_players_take_their_factions_turns_separately_5_32() -> None:
    st = G.setup(2, 1)
    seen = []
    while len(seen) < 4:
        if not seen or seen[-1] != st.active:
            seen.append(st.active)
            assert G.active_seats(st) == [st.seat(st.active)]
        ids = [c.id for c in G.prompt(st, st.seat(acting(st))).choices]  # type: ignore[union-attr]
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
    assert "hand" in G.view(st, 1)["factions"]["condeean"]
    assert "hand" not in G.view(st, 0)["factions"]["condeean"]


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
