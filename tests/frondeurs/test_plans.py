"""Frondeurs et Frondeuses' ready-made plays (games/frondeurs/plans.py): a play offered does,
when taken, what its label says, cube for cube; and cubes a card leaves unplaced are said
(§6.4.10)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from games.core import Event, Msg
from games.frondeurs import board, plans
from games.frondeurs.data import Faction
from games.frondeurs.state import FrondeursState
from i18n import say
from tests.conformance.states import sampled_states
from tests.frondeurs.steps import B, G, acting, card, do, ids


def _msgs(text: Any) -> list[Msg]:
    """Every message inside a text, its arguments' too."""
    if isinstance(text, Msg):
        return [text, *(m for _, v in text.args for m in _msgs(v))]
    if isinstance(text, tuple | list):
        return [m for v in text for m in _msgs(v)]
    return []


def _place_of(space: Any) -> str:
    return dict(space.args)["place"]


def done(events: list[Event]) -> tuple[Counter[str], Counter[str]]:
    """The cubes the events say were placed and removed, by Space."""
    put: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    for m in (m for e in events if e.to is None for m in _msgs(e.text)):
        args = dict(m.args)
        if m.key == "frondeurs-places":  # one cube (the line kept by older states)
            put[_place_of(args["space"])] += 1
        elif m.key in ("frondeurs-places-first", "frondeurs-places-more"):
            put[_place_of(args["space"])] += args["n"]
        elif m.key == "frondeurs-removes":
            taken[_place_of(args["space"])] += 1
    return put, taken


def promised(st: FrondeursState, f: Faction, cid: str) -> tuple[Counter[str], Counter[str]]:
    """What a ready-made play's id stands for: the cubes placed and removed, by Space (the
    label says the same counts, `plans.label`)."""
    _, card_id, i, spaces = cid.split(":")
    o = plans.option_of(card_id, int(i))
    steps = plans.steps(
        card_id, int(i), spaces.split(plans.SEP), plans.cubes(st, f, card_id, int(i))
    )
    cut = len(steps) - o.remove
    return Counter(s[3:] for s in steps[:cut]), Counter(s[3:] for s in steps[cut:])


def check_plays(st: FrondeursState) -> int:
    """Take each ready-made play offered now, on a copy: it places and removes what it
    promises, unless a question stopped it (d'Artagnan's block, a Musketeer's answer)."""
    f = acting(st)
    made = [i for i in ids(st) if i.startswith("play:") and i.count(":") == 3]
    for cid in made:
        if plans.option_of(cid.split(":")[1], int(cid.split(":")[2])).move:
            continue  # a Move: its movers are the usual ones, counted on arrival
        trial = G.load(G.dump(st))
        events = G.apply(trial, trial.seat(f), cid)
        if trial.asks or trial.displacement is not None:
            continue
        assert trial.task is None or trial.task.card != cid.split(":")[1], cid  # not stuck
        assert done(events) == promised(st, f, cid), cid
    return len(made)


@pytest.mark.parametrize("n", [3, 4])
def test_every_ready_made_play_does_what_its_label_promises(n: int) -> None:
    plays = 0
    for seed in (1, 2, 3):
        for st in sampled_states(G, n, every=9, seed=seed)[:-1]:
            if G.acting(st) is not None and st.task is None and not st.asks and not st.after:
                plays += check_plays(st) + check_plays(bare(st))
    assert plays > 100


def bare(st: FrondeursState) -> FrondeursState:
    """The position with the deciding faction's cubes back in its Supply: none on the board,
    as after rivals' removals (§6.4.12)."""
    out = G.load(G.dump(st))
    f = acting(out)
    for space in list(out.cubes):
        out.held(f).supply += out.cubes[space].pop(f, 0)
        if not out.cubes[space]:
            del out.cubes[space]
    return out


def test_with_no_cube_on_the_board_a_play_goes_where_each_cube_may_go_in_turn() -> None:
    """§6.4.12 opens every empty Space to the first cube only: the play's later cubes must
    reach a Space from the first (the replay's Cabalist, "Bordeaux +2, Normandie +1")."""
    for n in range(2):
        st = G.setup(4, 1, {"cubes": {"gaston": {Faction.CONDEEAN: 1}}})
        st.active = B
        st.held(B).hand = [card("place3", "all", n), card("place3", "persons", n)]
        st.held(B).hand.append(card("place4", "all", n))
        assert board.on_board(st, B) == 0
        assert check_plays(st) >= 2


def test_cubes_left_unplaced_are_said_and_stay_in_the_supply() -> None:
    """§6.4.10: the cubes a card cannot place go back to the Supply, and the log says so.
    Sermon I places 3 at green or blue Spaces: two at Bordeaux (§6.46), and the third could only
    cross a paying connector, which its allotment cannot pay (RULES_NOTES)."""
    st = G.setup(4, 1, {"cubes": {"bordeaux": {B: 2}}})
    st.active = B
    st.held(B).hand = ["a14"]
    supply = st.held(B).supply
    events = do(st, "play:a14:0", "sp:bordeaux", "sp:bordeaux")
    assert st.cubes["bordeaux"] == {B: 4} and st.held(B).supply == supply - 2
    said = {lang: [say(e.text, lang) for e in events] for lang in ("en", "fr")}
    assert "Cabalist could not place 1 more cube: it stays in the Supply" in said["en"]
    assert "Le Cabaliste n’a pu poser nulle part 1 cube, qui reste dans sa réserve" in said["fr"]


def test_a_run_of_placements_is_one_line() -> None:
    """One line for a faction's cubes placed one after another, not one a cube."""
    st = G.setup(4, 1, {"cubes": {"bordeaux": {B: 1}}})
    st.active = B
    st.held(B).hand = ["a14"]
    events = do(st, "play:a14:0", "two:bordeaux")
    said = [say(e.text, "fr") for e in events]
    assert "Le Cabaliste pose 2 cubes sur la case Bordeaux" in said, said


def test_a_move_says_how_many_cubes_arrive_and_how_many_pay_the_way() -> None:
    """A Move whose route costs cubes (§6.63) says the cubes sent, those arriving and those
    gone back to the Supply: never '4 cubes to Conti' where 2 arrive."""
    import random

    from games import registry
    from players import standin

    game, quick, seen = registry.get("frondeurs"), standin("frondeurs"), 0
    for seed in range(6):
        rng, state = random.Random(seed), game.setup(3, seed)
        while game.outcome(state) is None and seen < 3:
            seat = rng.choice(game.active_seats(state))
            choice = quick.move(game, state, seat, rng)
            assert choice is not None, "an active seat has a move"
            for event in game.apply(state, seat, choice):
                if not isinstance(event.text, Msg) or event.text.key != "frondeurs-moves-paid":
                    continue
                args = dict(event.text.args)
                assert args["landed"] + args["paid"] == args["n"] and args["paid"] > 0
                assert f"{args['landed']} arrive" in say(event.text)
                seen += 1
    assert seen, "a paid route in six games"
