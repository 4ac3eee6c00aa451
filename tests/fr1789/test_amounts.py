"""Amounts a player chooses freely: §6.0 any bid from 0 to all one's RP (a raise above the
bid), §7.2.1 one or more votes, as many as the player can pay for. The common amounts are
listed; any other in range is legal through the prompt's `Amount`, and one out of range is
refused with the rule that bounds it."""

from __future__ import annotations

import random

import pytest

from games.core import Amount
from games.fr1789 import board
from i18n import say
from tests.fr1789.table import GAME, acting, ids, play, refused, start


def test_an_amount_is_read_only_when_written_plainly() -> None:
    amount = Amount("bid", 3, 12)
    assert amount.allows("bid:7") and amount.allows("bid:12") and amount.allows("bid:3")
    for text in ("bid:2", "bid:13", "bid:07", "bid: 7", "bid:٧", "bid:7 ", "bid:", "n:7", "bid:-1"):
        assert not amount.allows(text), text
    refusal = amount.refusal("bid:13")
    assert refusal is not None
    assert say(refusal) == "13 is out of range: choose from 3 to 12"
    assert say(refusal, "fr") == "13 est hors limites\u00a0: choisissez de 3 à 12"
    assert amount.refusal("bid:x") is None and amount.refusal("bid:5") is None
    assert not Amount("n", 2, 10, step=2).allows("n:5")


def test_the_opener_may_bid_any_amount_up_to_all_their_rp() -> None:
    """§6.0 step 2: "from 0 RP to all the RP they have"."""
    s = start(2)  # 18 RP each
    prompt = GAME.prompt(s, 0)
    assert prompt.amount is not None
    assert (prompt.amount.minimum, prompt.amount.maximum) == (0, 18)
    assert "bid:7" not in prompt.choice_ids()  # not listed, yet legal
    play(s, 0, "bid:7")
    assert s.lot.bid == 7 and s.lot.bidder == 0
    assert say(GAME.prompt(s, 1).label_of("bid:16")) == "Bid 16 RP"


def test_a_raise_may_be_any_amount_above_the_bid() -> None:
    """§6.0 step 3: raise the bid or pass; the amount is the bidder's."""
    s = start(2)
    play(s, 0, "bid:5")
    assert GAME.prompt(s, 1).amount.minimum == 6
    play(s, 1, "bid:17")
    assert s.lot.bid == 17 and s.lot.bidder == 1


@pytest.mark.parametrize(
    ("bid", "refusal"),
    [("bid:19", "only 18 RP"), ("bid:5", "must beat the bid of 5 RP"), ("bid:05", "not one of")],
)
def test_a_bid_out_of_range_is_refused_with_the_rule(bid: str, refusal: str) -> None:
    s = start(2)
    play(s, 0, "bid:5")
    before = GAME.dump(s)
    with refused(refusal) as said:
        GAME.apply(s, 1, bid)
    assert "You may choose: +1 → 6 RP · +2 → 7 RP" in said[0], "labels, never ids"
    assert said[0].endswith("Pass (final for this card), or any bid from 6 to 18 RP.")
    assert GAME.dump(s) == before


def test_a_vote_adds_as_many_votes_as_the_player_can_pay_for() -> None:
    """§7.2.1 "one or more votes"; chips are unlimited (§2.1.1): 14 votes at 1 RP each."""
    s = acting(n=2, cards={"barnave": 0}, rp=20)
    play(s, 0, "card:barnave", "do:vote", "box:monarchie")
    prompt = GAME.prompt(s, 0)
    assert prompt.amount is not None and prompt.amount.maximum == 20
    assert "n:14" not in prompt.choice_ids() and "n:20" in prompt.choice_ids()
    assert say(prompt.label_of("n:14")) == "14 votes"
    play(s, 0, "n:14")
    assert s.votes == {"monarchie": 14} and s.players[0].rp == 6


def test_more_votes_than_one_can_pay_for_are_refused() -> None:
    s = acting(n=2, cards={"barnave": 0}, rp=12)
    play(s, 0, "card:barnave", "do:vote", "box:monarchie")
    with refused(r"at most 12 votes: each costs 1 RP and you have 12 RP"):
        GAME.apply(s, 0, "n:13")
    with refused("at least 1"):
        GAME.apply(s, 0, "n:0")


def test_army_counts_are_bounded_by_the_card_and_the_cup() -> None:
    """§11.2 step 1: the number of armies, up to what the card allows."""
    s = acting(n=2, cards={"lafayette": 0})
    play(s, 0, "card:lafayette", "use:0")
    prompt = GAME.prompt(s, 0)
    assert prompt.amount is not None and prompt.amount.maximum == 2
    assert prompt.choice_ids()[:2] == ["n:1", "n:2"]
    with refused("card sends up to 2"):
        GAME.apply(s, 0, "n:3")


def test_the_listed_counts_stay_within_a_menu() -> None:
    s = acting(n=2, cards={"barnave": 0}, rp=60)
    play(s, 0, "card:barnave", "do:vote", "box:monarchie")
    assert ids(s, 0)[:-1] == ["n:1", "n:2", "n:3", "n:4", "n:5", "n:10", "n:15", "n:20", "n:60"]


def test_support_never_stands_beside_a_foreign_army_in_random_games() -> None:
    """RULES_NOTES, engine reading 5 (§7.2.2, §11.2 step 8), over whole random games."""
    for seed in range(3):
        rng = random.Random(seed)
        s = GAME.setup(4, seed)
        while GAME.outcome(s) is None:
            seat = GAME.active_seats(s)[0]
            GAME.apply(s, seat, rng.choice(GAME.prompt(s, seat).choices).id)
            assert not any(board.foreign_held(s, c) for c in s.support), s.support


def test_a_field_is_offered_only_for_amounts_no_button_makes() -> None:
    """When the buttons already make every amount in range (a player whose RP allow one bid,
    two armies to deploy), the offer has no "Other amount" field, which would ask "from 8 to
    8"; where one amount is not a button, it has."""
    from bot.host.offers import offer_of
    from games import registry
    from storage import SeatRow
    from tests.conformance.states import sampled_states

    game = registry.get("fr1789")
    seats = [SeatRow(s, s + 1, f"P{s}", None, False) for s in range(4)]
    found = {True: 0, False: 0}
    for seed in range(6):
        for state in sampled_states(game, 4, 1, seed=seed):
            for seat in game.active_seats(state):
                prompt = game.prompt(state, seat)
                if prompt is None or prompt.amount is None:
                    continue
                amount, listed = prompt.amount, set(prompt.choice_ids())
                ids = [amount.id_of(n) for n in range(amount.minimum, amount.maximum + 1)]
                field = offer_of(1, 1, seat, prompt, seats).amount is not None
                assert field == any(i not in listed for i in ids), (amount, listed)
                found[field] += 1
    assert found[True] and found[False], found
