"""The set-up variants: the Season deck's orders (§4.12 step 14, §9.3), the short game (§8.5)
and team play (§8.6); and a random game of each through the contract's checks, at the player
counts each allows (the conformance suite plays the lobby switches, not JSON options)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games.core import SetupError
from games.frondeurs import board, flow, seats, variants
from games.frondeurs.data import DATA, Faction
from games.frondeurs.engine import Frondeurs
from i18n import say
from tests.conformance import hidden
from tests.conformance.test_contract import playout
from tests.frondeurs.test_seats import swap_now

G = Frondeurs()
C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST
SWAP, PRINCES, PARL = variants.SWAP, variants.PRINCES, variants.PARLEMENTAIRES


def deck(seed: int, n: int = 4, **options: Any) -> list[str]:
    return G.setup(n, seed, options).season_deck


def test_the_swap_is_8th_by_default_and_6th_to_10th_in_the_advanced_rule_4_12_14() -> None:
    assert {deck(s).index(SWAP) for s in range(1, 6)} == {7}
    seen = {deck(s, advanced_swap=True).index(SWAP) for s in range(1, 40)}
    assert seen == {5, 6, 7, 8, 9}  # Seasons 6 to 10
    assert all(len(deck(s, advanced_swap=True)) == 21 for s in (1, 2))


def test_the_princes_arrest_sits_directly_above_the_swap_4_12_14_iii() -> None:
    for options in ({}, {"advanced_swap": True}, {"season_deck": "random"}, {"short_game": True}):
        for s in range(1, 8):
            d = deck(s, arrest_above_swap=True, **options)
            assert d[d.index(SWAP) - 1] == PRINCES or d.index(SWAP) == 0, options
            assert sorted(set(d)) == sorted(d)


def test_a_fully_random_deck_seeds_nothing_4_12_14_iv() -> None:
    seen = {deck(s, season_deck="random").index(SWAP) for s in range(1, 30)}
    assert len(seen) > 5 and seen != {7}


def test_the_historical_order_with_its_seeding_9_3() -> None:
    tops, princes = set(), set()
    for s in range(1, 30):
        d = deck(s, season_deck="historical")
        assert sorted(d) == sorted(DATA.season_cards)
        tops.add(d.index(PARL))
        princes.add(d.index(PRINCES))
        assert d[d.index(PRINCES) + 1] == SWAP  # the Swap directly under the Princes' arrest
        rest = [c for c in d if c not in (PARL, PRINCES, SWAP)]
        assert rest == sorted(rest, key=lambda c: DATA.season_cards[c].historical_order)
    assert tops == {0, 1, 2} and princes == {5, 6, 7}  # top three; 6th, 7th or 8th


def test_short_decks_hold_8_cards_8_52_8_53() -> None:
    for s in range(1, 6):
        d = deck(s, short_game=True)
        assert len(d) == 8 and d.index(SWAP) == 3  # directly under the 3rd (§8.53)
        d = deck(s, short_game_no_midgame=True)
        assert len(d) == 8 and d[-1] == SWAP  # at the bottom (§8.52)
    with pytest.raises(SetupError):
        G.setup(4, 1, {"short_game": True, "short_game_no_midgame": True})


def test_the_short_game_ends_when_the_marker_reaches_spring_1650_8_51() -> None:
    st = G.setup(4, 1, {"short_game": True})
    st.season, st.season_this_turn = 7, True
    flow.end_turn(st)
    assert st.phase == "over" and st.season == 8 and flow.TRACK[8].label == "Spring 1650"
    assert say(flow.ending(st.ended or "")) == "the short game reached Spring 1650"
    st = G.setup(4, 1)
    st.season, st.season_this_turn = 7, True
    flow.end_turn(st)
    assert st.phase == "play"


def test_the_short_game_without_midgame_has_no_scoring_nor_swap_8_52() -> None:
    st = G.setup(2, 1, {"short_game_no_midgame": True})
    swap_now(st, B)
    assert st.seat_of == seats.initial(2) and st.seat_mid == {}
    assert all(st.held(f).mid_pp == 0 for f in Faction)


def test_three_players_short_game_takes_the_higher_pp_and_the_higher_mp_apart_8_52(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    st = G.setup(3, 1, {"short_game_no_midgame": True})
    pps = {R: 10, C: 4, B: 1, M: 1}
    mps = {R: 2, C: 9, B: 1, M: 1}

    def fake(state: Any, f: Faction, *, pp: bool = True, mp: bool = True) -> int:
        return (pps[f] if pp else 0) + (mps[f] if mp else 0)

    monkeypatch.setattr(board, "score", fake)
    assert seats.seat_scores(st)[seats.RETZ_SEAT] == 10 + 9  # not 13 (C) nor 12 (R)


# ---- random games of each variant, through the contract's checks ------------------------------
# The JSON options; the conformance suite plays the switches at every count.
VARIANTS = [
    (4, {"teams": True}),
    (3, {"short_game_no_midgame": True}),
    (2, {"short_game_no_midgame": True, "season_deck": "historical"}),
    (3, {"season_deck": "random", "arrest_above_swap": True}),
]


@pytest.mark.parametrize(("n", "options"), VARIANTS, ids=lambda v: json.dumps(v))
def test_a_random_game_of_each_variant_keeps_the_contract(n: int, options: dict) -> None:
    rng = random.Random(n)
    seen_asks: set[str] = set()

    def check(state: Any, step: int) -> None:
        for seat in range(n):
            prompt = G.prompt(state, seat)
            if seat not in G.active_seats(state):
                assert prompt is None
                continue
            assert prompt is not None
            ids = prompt.choice_ids()
            assert ids and len(ids) == len(set(ids)) <= 25
            ask = say(prompt.ask)
            assert 0 < len(ask) <= 100, ask  # the ping quotes it
            assert not set("()?") & set(ask + say(prompt.ask, "fr")), ask  # a few plain words
            seen_asks.add(ask)
        if step % 11:
            return
        text = G.dump(state)
        assert G.dump(G.load(text)) == text
        seat = rng.randrange(n)  # what the seat cannot see changes nothing it is shown
        other = hidden.frondeurs(G.load(text), seat, rng, False)
        assert G.view(other, seat) == G.view(state, seat)
        assert G.prompt(other, seat) == G.prompt(state, seat)
        assert G.view(other, None) == G.view(state, None)

    end, _ = playout(G, n, 1, check, options)
    outcome = G.outcome(end)
    assert outcome is not None and outcome.winners and set(outcome.scores) == set(range(n))
    if options.get("teams"):
        assert len(outcome.winners) == 2 or outcome.winners in ([0], [1], [2], [3])
    if any(k.startswith("short") for k in options):
        assert end.season <= seats.SHORT_END
    assert any(":" in a for a in seen_asks) or (n == 4 and not options.get("teams"))
