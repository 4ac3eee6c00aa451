"""Each game's heuristic takes the obviously better choice in a position set up for it."""

from __future__ import annotations

import random
from typing import Any

from games import registry
from games.core import Choice, Msg, Prompt
from games.frondeurs.data import Faction
from players import HEURISTICS, liberte
from tests.players.test_standin import play_out
from tests.revolt.test_rules import play, position

RNG = random.Random(0)


# ---- Revolt ---------------------------------------------------------------------------------
REVOLT = registry.get("revolt")


def revolt_choice(hands: list[list[str]], *before: str, coins: list[int] | None = None) -> str:
    """Seat 0 leads; after the plays `before`, what the seat to act chooses."""
    state = position(hands, coins=coins)
    play(state, *before)
    (seat,) = REVOLT.active_seats(state)
    prompt = REVOLT.prompt(state, seat)
    assert prompt is not None
    return HEURISTICS["revolt"](REVOLT.view(state, seat), prompt, seat, RNG)


def test_revolt_wins_a_trick_with_the_cheapest_card_that_wins_it() -> None:
    hands = [["N3", "R5"], ["N5", "R6"], ["N4", "R7"], ["N9", "N10", "N2", "C1"]]
    assert revolt_choice(hands, "play:N3", "play:N5", "play:N4") == "play:N9"


def test_revolt_throws_its_lowest_card_into_a_trick_it_cannot_win() -> None:
    hands = [["N3"], ["N10"], ["N4"], ["N9", "N2", "R9"]]
    assert revolt_choice(hands, "play:N3", "play:N10", "play:N4") == "play:N2"


def test_revolt_cuts_a_trick_it_cannot_follow_when_it_pays() -> None:
    hands = [["N7"], ["N9"], ["N10"], ["B2", "R9", "R8"]]
    assert revolt_choice(hands, "play:N7", "play:N9", "play:N10") == "cut:B2"


def test_revolt_does_not_pay_for_a_cut_it_does_not_need() -> None:
    hands = [["B3"], ["B1"], ["B2"], ["B9", "B4", "R9"]]
    assert revolt_choice(hands, "play:B3", "play:B1", "play:B2") == "play:B4"


# ---- Guillotine -----------------------------------------------------------------------------
GUILLOTINE = registry.get("guillotine")


def test_guillotine_votes_for_its_own_deputies_and_against_the_others() -> None:
    """Over whole games: every ballot the stand-in answers, it answers in its party's interest."""
    votes = []

    def watching(view: dict[str, Any], prompt: Prompt, seat: int, rng: random.Random) -> str:
        choice = HEURISTICS["guillotine"](view, prompt, seat, rng)
        ballot = view["ballot"]
        if choice.startswith("vote:") and ballot["kind"] != "dissolution":
            seats = {p["id"]: p["seat"] for p in view["parties"]}
            (subject,) = [d for d in view["deputies"] if d["id"] == ballot["subject"]]
            votes.append((ballot["kind"], seats[subject["party"]] == seat, choice))
        return choice

    for seed in range(4):  # a random third player names rapporteurs the stand-ins vote on
        play_out(GUILLOTINE, 3, seed, dict.fromkeys(range(2), watching))
    assert {k for k, _, _ in votes} >= {"report", "motion", "trial"}
    for kind, ours, choice in votes:
        helps = (kind == "report") == (choice == "vote:yes")
        assert helps == ours, (kind, ours, choice)


def test_guillotine_sends_a_deputy_where_he_gains_popularity_first() -> None:
    """Turn 1: everyone at the Convention with 5 PP, Comité and Mission open."""
    state = GUILLOTINE.setup(3, 1, {"first_player": 0})
    choose = HEURISTICS["guillotine"]
    prompt = GUILLOTINE.prompt(state, 0)
    assert prompt is not None
    choice = choose(GUILLOTINE.view(state, 0), prompt, 0, RNG)
    assert choice.startswith("move:")
    GUILLOTINE.apply(state, 0, choice)
    prompt = GUILLOTINE.prompt(state, 0)
    assert prompt is not None
    assert choose(GUILLOTINE.view(state, 0), prompt, 0, RNG) in ("to:comite", "to:mission")


def test_guillotine_plays_a_delayed_card_it_chose_rather_than_going_round_for_ever() -> None:
    """A deal where every target of the Jacobin card it plays is weak: taking the card back
    (valued as a pass) returned to playing it, which scores higher than keeping it, and the
    stand-in went back and forth for ever, freezing a match at the host's limit of moves the
    table makes by itself. Once played, the card goes to its best target and the game ends."""
    choose = HEURISTICS["guillotine"]
    state = GUILLOTINE.setup(2, 5 * 7919 + 12345)
    for n in range(3000):
        if GUILLOTINE.outcome(state) is not None:
            break
        seat = GUILLOTINE.active_seats(state)[0]
        prompt = GUILLOTINE.prompt(state, seat)
        assert prompt is not None
        choice = choose(
            GUILLOTINE.view(state, seat), prompt, seat, random.Random(f"q:5:{n}:{seat}")
        )
        assert not (choice == "back" and any(c.id.startswith("on:") for c in prompt.choices))
        GUILLOTINE.apply(state, seat, choice)
    assert GUILLOTINE.outcome(state) is not None


# ---- Liberté --------------------------------------------------------------------------------
LIBERTE = registry.get("liberte")


def liberte_view(**changes: Any) -> dict[str, Any]:
    view = LIBERTE.view(LIBERTE.setup(4, 1, {"start_player": 0}), 0)
    view.update(changes)
    return view


def stack(owner: int, faction: str, height: int) -> dict[str, Any]:
    return {"owner": owner, "faction": faction, "height": height}


def test_liberte_puts_its_block_where_it_takes_the_vote() -> None:
    board: list[list[dict[str, Any]]] = [[] for _ in range(27)]
    board[0] = [stack(1, "B", 3)]  # out of reach
    board[1] = [stack(1, "B", 1), stack(0, "B", 1)]  # one more block takes it
    board[2] = [stack(0, "B", 2), stack(1, "B", 1)]  # ours already
    board[3] = [stack(2, "B", 2)]  # a new stack would trail
    view = liberte_view(board=board, in_play={"seat": 0, "card": blue_card()})
    prompt = Prompt("place", [Choice(f"put:{p}", str(p)) for p in (1, 2, 3, 4, 5)])
    assert HEURISTICS["liberte"](view, prompt, 0, RNG) == "put:2"


def blue_card() -> str:
    return next(k for k, c in liberte.DATA.cards.items() if c.kind == "club" and c.faction == "B")


def test_liberte_takes_cards_when_its_hand_has_nothing_to_play() -> None:
    specials = [k for k, c in liberte.DATA.cards.items() if c.kind == "special"][:2]
    view = liberte_view(hand=specials)
    prompt = Prompt("act", [Choice("take", "Take"), Choice("pass", "Pass")])
    assert HEURISTICS["liberte"](view, prompt, 0, RNG) == "take"


def test_liberte_advances_the_cheapest_card_that_wins_a_tie_and_no_more() -> None:
    blues = sorted(
        (k for k, c in liberte.DATA.cards.items() if c.faction == "B" and c.kind == "personality"),
        key=lambda k: liberte.DATA.cards[k].value,
    )
    low = next(k for k in blues if liberte.DATA.cards[k].value == 1)
    high = next(k for k in blues if liberte.DATA.cards[k].value == 3)
    mid = next(k for k in blues if liberte.DATA.cards[k].value == 2)
    prompt = Prompt(
        "tie", [*(Choice(f"advance:{k}", k) for k in (low, mid, high)), Choice("decline", "none")]
    )

    def tie(rival: int) -> dict[str, Any]:
        bids = [{"seat": 1, "card": "1", "side": "1", "value": rival}]
        return {
            "purpose": "province",
            "sides": ["0", "1"],
            "province": 3,
            "round": 1,
            "bids": bids,
            "waiting": [0],
        }

    assert HEURISTICS["liberte"](liberte_view(tie=tie(1)), prompt, 0, RNG) == f"advance:{mid}"
    assert HEURISTICS["liberte"](liberte_view(tie=tie(3)), prompt, 0, RNG) == "decline"


# ---- French Revolution 1789 -----------------------------------------------------------------
FR1789 = registry.get("fr1789")
TURN_I = ["tennis_court_oath", "louis_xvi", "marie_antoinette", "lafayette", "barnave",
          "orleans", "desmoulins", "sieyes"]  # fmt: skip


def fr1789_choice(state: Any, *before: str, seat: int | None = None) -> str:
    """After the moves `before` (each by the first seat asked), what `seat` chooses (by
    default the only seat asked)."""
    for move in before:
        FR1789.apply(state, FR1789.active_seats(state)[0], move)
    if seat is None:
        (seat,) = FR1789.active_seats(state)
    prompt = FR1789.prompt(state, seat)
    assert prompt is not None
    return HEURISTICS["fr1789"](FR1789.view(state, seat), prompt, seat, RNG)


def fr1789_actions(owner: dict[str, int], system: str = "absolutisme") -> Any:
    """Three players, turn I's Action phase with seat 0 to act: the auction is skipped and the
    cards of `owner` handed out."""
    state = FR1789.setup(3, 1, {"first_player": 0, "orders": {1: TURN_I}})
    state.box, state.lot, state.phase, state.to_act = [], None, "action", 0
    state.owner, state.system = dict(owner), system
    return state


def test_fr1789_does_not_bid_more_than_a_card_is_worth() -> None:
    """The Tennis Court Oath is 2 VP once: not worth 5 RP; Louis XVI, 5 VP a turn, is."""
    state = FR1789.setup(3, 1, {"first_player": 0, "orders": {1: TURN_I}})
    assert fr1789_choice(state, "bid:5") == "pass"
    cheap = FR1789.setup(3, 1, {"first_player": 0, "orders": {1: TURN_I}})
    assert fr1789_choice(cheap, "bid:1") == "bid:2"
    louis = FR1789.setup(3, 1, {"first_player": 0, "orders": {1: TURN_I[1:] + TURN_I[:1]}})
    assert fr1789_choice(louis, "bid:5") == "bid:6"


def test_fr1789_votes_for_the_system_that_pays_its_personages() -> None:
    """La Fayette scores 3 under Constitutional Monarchy, nothing under Absolutisme, and has
    no battle worth fighting (every city is French); Barnave's ◆ votes for free."""
    state = fr1789_actions({"lafayette": 0, "louis_xvi": 1})
    assert fr1789_choice(state) == "card:lafayette"
    assert fr1789_choice(state, "card:lafayette") == "do:vote"
    assert fr1789_choice(state, "do:vote") == "box:monarchie"
    free = fr1789_actions({"barnave": 0, "louis_xvi": 1})
    assert fr1789_choice(free, "card:barnave") == "use:0"


def test_fr1789_arrests_the_rivals_strongest_personage() -> None:
    """Under the Republic Marat arrests Danton (3 VP a turn there), not Louis-Philippe (1)."""
    state = fr1789_actions({"marat": 0, "danton": 1, "orleans": 2}, "republique")
    assert fr1789_choice(state, "card:marat", "use:0") == "target:danton"


def test_fr1789_vetoes_an_arrest_of_its_own_personage() -> None:
    state = fr1789_actions({"marat": 0, "louis_xvi": 1, "danton": 1}, "republique")
    state.players[0].rp = 10
    assert fr1789_choice(state, "card:marat", "use:0", "target:danton", seat=1) == "veto"


# ---- Frondeurs et Frondeuses ------------------------------------------------------------------
FRONDEURS = registry.get("frondeurs")


def frondeurs_choice(choices: list[tuple[str, str]], ask: Msg, cubes: dict | None = None) -> str:
    """What the Condéean (seat 0) picks among `choices` at a step asking `ask`."""
    state = FRONDEURS.setup(4, 1, {"cubes": cubes} if cubes else None)
    prompt = Prompt(ask, [Choice(cid, label) for cid, label in choices], ask=ask)
    return HEURISTICS["frondeurs"](FRONDEURS.view(state, 0), prompt, 0, RNG)


def test_frondeurs_places_where_control_is_one_cube_away() -> None:
    """Conti and Turenne score 3 each; with 2 Condéean cubes at Conti (Control 3), a third
    Controls it, while at empty Turenne it is one of three."""
    cubes = {"conde": {"condeean": 3}, "conti": {"condeean": 2}}
    pick = frondeurs_choice(
        [("sp:turenne", "Turenne"), ("sp:conti", "Conti")], Msg("frondeurs-ask-place", n=1), cubes
    )
    assert pick == "sp:conti"


def test_frondeurs_removes_the_rivals_last_cube_from_their_best_space() -> None:
    cubes = {"parlement_paris": {"mazarinist": 1}, "lyon": {"mazarinist": 1}}
    pick = frondeurs_choice(
        [("sp:lyon", "Lyon"), ("sp:parlement_paris", "Parlement")],
        Msg("frondeurs-ask-remove", n=1),
        cubes,
    )
    assert pick == "sp:parlement_paris"


def test_frondeurs_takes_the_free_affiliate_cube_and_keeps_the_box_shut() -> None:
    choices = [("end", "end the turn"), ("aff", "Affiliate"), ("gold:expend", "spend the box")]
    assert frondeurs_choice(choices, Msg("frondeurs-ask-after")) == "aff"
    assert frondeurs_choice(choices[::2], Msg("frondeurs-ask-after")) == "end"


def test_frondeurs_runs_the_dummy_for_the_seat_not_against_it() -> None:
    """Three players: seat 2 (the Mazarinist) runs the Condéean Dummy; deciding for the Dummy it
    removes a rival's cube, not one of its own seat's Mazarinist cubes."""
    state = FRONDEURS.setup(3, 1, {"cubes": {"conde": {"condeean": 2}, "lyon": {"cabalist": 1},
                                             "parlement_paris": {"mazarinist": 1}}})  # fmt: skip
    state.seat_of[Faction.CONDEEAN] = 2
    view = FRONDEURS.view(state, 2)
    assert view["acting"] == "condeean"
    dummy = Msg("frondeurs-dummy-faction", faction=Msg("frondeurs-faction-condeean"))
    ask = Msg("frondeurs-for-faction", faction=dummy, text=Msg("frondeurs-ask-remove", n=1))
    prompt = Prompt(ask, [Choice("sp:lyon", "Lyon"), Choice("sp:parlement_paris", "P")], ask=ask)
    assert HEURISTICS["frondeurs"](view, prompt, 2, RNG) == "sp:lyon"  # the richer one is ours
