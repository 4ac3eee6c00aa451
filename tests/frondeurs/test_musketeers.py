"""The Musketeer tokens (§7.5): d'Artagnan's Control and block, Athos, Aramis's two powers,
Porthos with another's Musketeer, one use a turn (§5.22 x), the token back on its Space
(§7.51), and the Aramis-Jesuits line (§7.53)."""

from __future__ import annotations

import random

from games.frondeurs import actions, board, flow, musketeers
from games.frondeurs.data import Faction
from tests.frondeurs.steps import G, at, do, ids
from tests.frondeurs.test_tokens import PLACE4_ALL, setup

C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST


def give(st, faction: Faction, *names: str) -> None:
    for m in names:
        st.musketeers_on.remove(m)
        st.held(faction).musketeers.append(m)


def empty_target(st) -> str:
    """An empty Space the active faction may place at for free."""
    return next(
        s
        for s, cost in actions.placeable(st, st.active, st.task).items()
        if cost == 0 and board.owner(st, s) is None and board.SPACES[s].control == 3
    )


def test_dartagnan_gives_full_control_with_one_cube_7_53_i() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, C, "dartagnan")
    do(st, "mus:dartagnan")
    assert "dartagnan" in st.musketeers_on and not st.held(C).musketeers  # back on its Space
    do(st, f"play:{PLACE4_ALL}:0")
    target = empty_target(st)
    at(st, target)
    assert st.asks and st.asks[0].kind == "dart_fill"
    supply = st.held(C).supply
    do(st, "fill")
    assert st.cubes[target] == {C: 3} and board.controls(st, C, target)
    assert st.held(C).supply == supply - 2  # the rest from his Supply
    assert st.task is not None and st.task.place == 3  # the card goes on


def test_the_dartagnan_block_is_asked_of_its_holder_only_7_53_ii() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, B, "dartagnan")
    do(st, f"play:{PLACE4_ALL}:0")
    target = empty_target(st)
    at(st, target)
    assert target not in st.cubes  # held back until the holder answers
    assert G.active_seats(st) == [1] and st.asks[0].faction == B
    do(st, "block")
    st = G.load(G.dump(st))
    assert st.task is not None
    assert target not in actions.placeable(st, C, st.task)
    assert "dartagnan" in st.musketeers_on and st.active == C
    assert musketeers.used_this_turn(st, B)


def test_a_block_refused_lets_the_cube_in_and_is_not_asked_again_there() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, B, "dartagnan")
    do(st, f"play:{PLACE4_ALL}:0")
    target = empty_target(st)
    at(st, target)
    do(st, "allow")
    assert st.cubes[target] == {C: 1}
    at(st, target)
    assert st.cubes[target] == {C: 2} and not st.asks


def test_no_block_asked_without_a_holder_or_of_the_active_holder() -> None:
    for holder in (None, C):
        st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
        if holder:
            give(st, holder, "dartagnan")
        do(st, f"play:{PLACE4_ALL}:0")
        target = empty_target(st)
        at(st, target)
        assert st.cubes[target] == {C: 1} and not st.asks


def test_athos_places_any_cube_or_removes_even_from_control_at_green_spaces_7_53() -> None:
    st = setup({"conde": {C: 3}, "estrees": {M: 3}}, hand=[PLACE4_ALL])
    give(st, C, "athos", "aramis")
    do(st, "mus:athos")
    assert {i[3:] for i in ids(st) if i.startswith("sp:")} <= set(musketeers.ATHOS_SPACES)
    do(st, "sp:estrees", "rm")
    assert st.cubes["estrees"] == {M: 2}
    do(st, "sp:gaston", "put:cabalist")
    assert st.cubes["gaston"] == {B: 1}
    do(st, "done")
    assert not st.asks and "athos" in st.musketeers_on
    assert not [i for i in ids(st) if i.startswith("mus:")]  # one Musketeer a turn (§5.22 x)


def test_aramis_frees_even_guise_7_53_7_28() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, C, "aramis")
    do(st, "mus:aramis:free")
    assert set(ids(st)) == {"free:guise", "free:rantzau", "free:beaufort"}
    do(st, "free:guise")
    assert "guise" not in st.arrested and not st.asks


def test_aramis_places_at_retz_and_church_spaces_7_53() -> None:
    st = setup({"conde": {C: 3}, "jesuits": {R: 1}}, hand=[PLACE4_ALL])
    give(st, C, "aramis")
    do(st, "mus:aramis:cubes")
    assert {i[3:] for i in ids(st) if i.startswith("sp:")} <= set(musketeers.ARAMIS_SPACES)
    do(st, "sp:jesuits")
    assert set(ids(st)) == {"rm", "put:retzist", "back"}  # never two colours in a Space


def test_porthos_doubles_another_players_musketeer_7_53() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, C, "athos")
    give(st, B, "porthos")
    do(st, "mus:athos")
    assert G.active_seats(st) == [1] and st.asks[0].kind == "porthos"  # asked of its holder
    do(st, "join")
    assert st.asks[0].kind == "mus_cubes" and st.asks[0].data["left"] == 10
    assert {"athos", "porthos"} <= set(st.musketeers_on)
    assert musketeers.used_this_turn(st, B)


def test_porthos_refused_leaves_one_use_and_aramis_with_porthos_does_both() -> None:
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, C, "athos")
    give(st, B, "porthos")
    do(st, "mus:athos", "no")
    assert st.asks[0].data["left"] == 5 and "porthos" in st.held(B).musketeers
    st = setup({"conde": {C: 3}}, hand=[PLACE4_ALL])
    give(st, C, "aramis", "porthos")
    do(st, "mus:aramis:free", "join", "both")
    assert [a.kind for a in st.asks] == ["mus_free", "mus_cubes"]


def test_a_musketeer_taken_this_turn_waits_7_51() -> None:
    st = setup({"conde": {C: 3}, "athos": {C: 3}}, hand=[PLACE4_ALL])
    events = flow.claim(st, C, "athos")
    assert events and "athos" not in st.cubes  # its cubes Removed (§7.51)
    assert not [i for i in ids(st) if i.startswith("mus:")]
    st.turn += 4
    assert "mus:athos" in ids(st)


def test_spend_for_a_season_cancel_returns_the_token() -> None:
    st = setup({"conde": {C: 3}})
    give(st, R, "porthos")
    musketeers.spend(st, R, "porthos")
    assert "porthos" in st.musketeers_on and not musketeers.used_this_turn(st, R)


def test_the_aramis_jesuits_line_needs_cubes_without_control_7_53() -> None:
    def linked(cubes: dict) -> bool:
        st = setup(cubes)
        return any(lk.dst == "aramis" for lk in board.links_from(st, "jesuits"))

    assert not linked({})
    assert linked({"aramis": {R: 2}})
    assert not linked({"aramis": {R: 3}})  # Controlled
    st = setup({"aramis": {R: 1}})
    assert any(lk.dst == "jesuits" for lk in board.links_from(st, "aramis"))


def test_random_play_with_every_token_in_hand_stays_small() -> None:
    st = G.setup(4, 5)
    for f, ms in ((C, ["dartagnan"]), (B, ["porthos"]), (R, ["athos", "aramis"])):
        for m in ms:
            st.musketeers_on.remove(m)
            st.held(f).musketeers.append(m)
    for f in (C, B, R, M):
        st.held(f).crowns, st.held(f).coins = 2, [1, 3]
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(150):
        if G.outcome(st):
            break
        seat = G.active_seats(st)[0]
        choices = ids(st)
        cid = rng.choice(sorted(choices))
        seen.add(cid.split(":")[0])
        G.apply(st, seat, cid)
    assert G.load(G.dump(st)) == st
    assert {"crown", "coin", "mus"} <= seen, seen
