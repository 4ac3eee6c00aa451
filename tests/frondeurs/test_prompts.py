"""What a player is asked and shown: an Action card played with its action in one step (§5.22
iv, §6.21), two cubes at one Space (§6.46) and a Move's cubes in one step (§6.61, §6.65), a
Space named directly though its area is folded, a help of its own for each kind of decision,
sentences without internal names, why the winner won (§8.1); and the decisions a turn takes
over a whole game (`clicks`)."""

from __future__ import annotations

import random
import re

import pytest

from benchmarks.clicks import bench_clicks
from games.core import IllegalAction, Msg
from games.frondeurs import actions, board, flow, picking, windows
from games.frondeurs.data import DATA, Faction
from games.frondeurs.guide import KINDS
from games.frondeurs.state import Task
from i18n import keys as i18n_keys
from i18n import say
from tests.frondeurs import clicks
from tests.frondeurs.steps import B, C, G, M, R, acting, do, ids

PLACE4_ALL = "a02"  # Place 4 / Remove 2, any Space
AVATARS = {"conde": {C: 3}, "longueville_duchesse": {B: 3}, "retz": {R: 3}, "mazarin": {M: 3}}
# What no player should read: a snake_case name, a choice id, a count that disagrees.
INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(sp|zone|play|from|opt):\S|\(s\)")
PLURAL = re.compile(r"\b1 (cubes|cards|Spaces|Coins|Crowns)\b|\b([02-9]|\d\d) (cube|Space)\b(?!s)")


def prompt(st):
    p = G.prompt(st, st.seat(acting(st)))
    assert p is not None
    return p


def test_an_action_card_is_played_with_its_action_in_one_step_5_22_iv() -> None:
    st = G.setup(4, 1, {"cubes": AVATARS})
    st.held(C).hand = [PLACE4_ALL]
    labels = {c.id: say(c.label) for c in prompt(st).choices}
    assert labels[f"play:{PLACE4_ALL}:0"].endswith("place 4 cubes (any Space)")
    assert "remove 2 cubes" in labels[f"play:{PLACE4_ALL}:1"]
    events = do(st, f"play:{PLACE4_ALL}:0")
    assert st.task is not None and st.task.place == 4 and st.task.option == 0
    assert "Condéean plays" in say(events[0].text) and "place 4 cubes" in say(events[0].text)


def test_two_cubes_go_to_one_of_ones_spaces_in_one_step_6_46() -> None:
    st = G.setup(4, 1, {"cubes": AVATARS})
    st.held(C).hand = [PLACE4_ALL]
    do(st, f"play:{PLACE4_ALL}:0")
    assert "two:conde" in ids(st)
    do(st, "two:conde")
    assert st.cubes["conde"] == {C: 5} and st.task is not None and st.task.place == 2
    assert "two:conde" not in ids(st) and "sp:conde" not in ids(st)  # 2 a Space a card


def test_a_move_takes_its_usual_cubes_in_one_step_6_61() -> None:
    cubes = {"retz": {R: 4}, "caumartin": {R: 3}, "capuchins": {R: 2}, "parlement_paris": {M: 3}}
    st = G.setup(4, 1, {"cubes": cubes})
    st.active = R
    st.task = Task(card=PLACE4_ALL, option=1, move=4, dest="parlement_paris")
    offered = {c.id: say(c.label) for c in prompt(st).choices}
    assert offered["all"].startswith("Move 4 cubes there")
    do(st, "all")  # the 4 outnumber the 3 Mazarinists (§6.67)
    assert st.cubes["parlement_paris"] == {R: 4} and st.displacement is not None


def test_several_cubes_from_one_space_are_one_choice_6_65() -> None:
    st = G.setup(4, 1, {"cubes": {"retz": {R: 4}, "caumartin": {R: 3}}})
    st.active = R
    st.task = Task(card=PLACE4_ALL, option=1, move=4, dest="parlement_paris")
    assert {"from:caumartin:1", "from:caumartin:2", "from:caumartin:3"} <= ids(st)
    do(st, "from:caumartin:3", "from:retz:1", "go")
    assert st.cubes["parlement_paris"] == {R: 4} and "caumartin" not in st.cubes


def test_a_space_may_be_named_directly_though_its_area_is_folded() -> None:
    st = G.setup(4, 1, {"cubes": AVATARS})
    st.held(C).hand = [PLACE4_ALL]
    do(st, f"play:{PLACE4_ALL}:0")
    offered = ids(st)
    assert any(c.startswith("zone:") for c in offered)  # more Spaces than a menu holds
    assert "sp:conde" in offered  # where he has cubes: beside the areas
    assert st.task is not None
    hidden = [s for s in actions.placeable(st, C, st.task) if f"sp:{s}" not in offered]
    do(st, DATA.spaces[hidden[0]].name.upper())  # typed in /play, in any case
    do(st, f"sp:{hidden[1]}")
    assert st.cubes[hidden[0]] == {C: 1} and st.cubes[hidden[1]] == {C: 1}
    with pytest.raises(IllegalAction):
        do(st, "sp:rantzau")  # Under Arrest: no Space this step allows (§7.21)


def test_each_kind_of_decision_has_its_own_help_and_asks_a_sentence() -> None:
    assert set(windows.ASKS) <= set(KINDS)  # every question put by a rule module
    for lang in ("en", "fr"):
        helps = [say(Msg(f"frondeurs-help-{kind}"), lang) for kind in KINDS]
        assert len(set(helps)) == len(helps) and all(len(h) <= 400 for h in helps), lang
    st = G.setup(4, 1, {"cubes": AVATARS})
    st.held(C).hand = [PLACE4_ALL]
    assert prompt(st).help == Msg("frondeurs-help-play")
    assert say(prompt(st).text).startswith("Which card do you play")
    st.held(C).hand = [PLACE4_ALL, "depression_coin"]
    season = prompt(st)
    assert season.help == Msg("frondeurs-help-play_season")  # it must be played (§6.32)
    assert say(season.text).startswith("Play your Season card.")
    do(st, "play:depression_coin")
    assert prompt(st).help == Msg("frondeurs-help-season_timing")  # its free cubes (§9.21)


def test_texts_a_player_receives_name_nothing_internal() -> None:
    """A whole seeded game: prompts, choices and events, each menu without a repeated label."""
    st = G.setup(3, 7)
    rng = random.Random(7)
    while G.outcome(st) is None:
        seat = G.active_seats(st)[0]
        p = G.prompt(st, seat)
        assert p is not None
        text = say(p.text)
        assert text[0].isupper() and text[-1] in "?.", text
        labels = [say(c.label) for c in p.choices]
        assert len(set(labels)) == len(labels), labels
        assert all(len(label) <= 100 for label in labels), labels  # a Discord menu item
        assert all(  # a capital, but for a Space's name ("d’Artagnan", "l’Aubespine")
            not label[0].islower() or c.place is not None
            for c, label in zip(p.choices, labels, strict=True)
        ), labels
        events = G.apply(st, seat, rng.choice(p.choices).id)
        for said in [text, say(p.help), *labels, *(say(e.text) for e in events)]:
            assert not INTERNAL.search(said) and not PLURAL.search(said), said


def test_the_reason_says_why_the_winner_won_8_1() -> None:
    st = G.setup(4, 1, {"cubes": {"parlement_paris": {R: 6}}, "dice": [1]})
    st.season, st.marker_moved = 18, True  # Fall 1652: 1-2 ends the game (§5.12)
    st.kings_pawn = None
    flow.start_turn(st)
    outcome = G.outcome(st)
    assert outcome is not None and outcome.winners == [st.seat(R)]
    best = board.score(st, R)
    reason = say(outcome.reason)
    assert reason == f"the most points, {best}, when the end-game die ended the game"


def test_a_turn_takes_few_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    """A whole game by the stand-in: the decisions of a faction's turn (its own answers and
    any asked of others meanwhile), printed with the choices made most."""
    mean, p90, turns, kinds = clicks.measure(games=1)
    with capsys.disabled():
        print(f"\nFrondeurs: {turns} turns, {mean:.1f} decisions a turn, 90th percentile {p90:.0f}")
    assert mean <= 3.5
    assert kinds["play"] and not kinds["opt"]  # the card and its action together


def test_a_typical_turn_takes_four_clicks_at_most() -> None:
    """The issue's goal, counted as the whole-game figures count clicks: "Your move", then a
    click a decision, with sensible choices (the stand-in's) over a whole 4-player game: a
    card with its ready-made play, the Affiliate cube by Space, a Move with its cubes."""
    figures = bench_clicks(G, 4, games=1)
    assert figures["clicks_per_turn"] <= 4, figures


def test_a_card_played_reads_in_french_with_its_plurals() -> None:
    """The same move in a French match: the card and its action, the event that says it, and
    the question for each cube, "4 cubes" then "1 cube", with French spacing."""
    st = G.setup(4, 1, {"cubes": AVATARS})
    st.held(C).hand = [PLACE4_ALL]
    card = DATA.action_cards[PLACE4_ALL].name
    labels = {c.id: say(c.label, "fr") for c in prompt(st).choices}
    assert labels[f"play:{PLACE4_ALL}:0"] == f"{card}\u00a0: poser 4 cubes (toute case)"
    events = do(st, f"play:{PLACE4_ALL}:0")
    assert say(events[0].text, "fr") == (
        f"Le Condéen joue la carte « {card} » pour poser 4 cubes (toute case)"
    )
    assert say(prompt(st).text, "fr").startswith("Où posez-vous un cube (encore 4 cubes)\u00a0?")
    assert say(prompt(st).ask, "fr") == "poser un cube"  # the ping's few words
    do(st, "two:conde")
    do(st, "zone:conde")
    do(st, next(c for c in sorted(ids(st)) if c.startswith("sp:")))
    assert say(prompt(st).text, "fr").startswith("Où posez-vous un cube (encore 1 cube)\u00a0?")


def test_a_label_about_a_space_fits_a_button_whatever_the_space() -> None:
    """A choice about a Space names it with its area and worth, then what it does there: the
    longest name, area and worth with the longest action, faction and numbers still fit a
    button's 80 characters (a step of 5 choices or fewer shows buttons), in each language."""
    factions = [flow.name(f) for f in Faction]
    whats = [
        *(Msg("frondeurs-do-place", n=n, cost=c) for n in (1, 2) for c in (0, 1)),
        *(Msg("frondeurs-do-remove", whose=w) for w in factions),
        Msg("frondeurs-do-remove-own"),
        Msg("frondeurs-do-lift"),
        *(Msg("frondeurs-do-move", n=n) for n in (1, 4)),
        *(Msg("frondeurs-do-take", n=n, paid=p) for n in (1, 4) for p in (0, 1, 3)),
        Msg("frondeurs-aff-cube"),
        Msg("frondeurs-gold-add"),
        Msg("frondeurs-gold-leave", need=12),
        *(Msg("frondeurs-gold-exchange", n=9, whose=w, need=12) for w in factions),
    ]
    for lang in ("en", "fr"):
        longest = max(
            (say(picking.at(s.id, what), lang) for s in DATA.board.spaces for what in whats),
            key=len,
        )
        assert len(longest) <= 80, longest


def test_a_card_s_labels_fit_a_button() -> None:
    """Each card's choices, its options and a ready-made play at its longest Spaces, and a
    Season card with the time of its free cubes, fit a button's 80 characters."""
    longest = sorted(DATA.board.spaces, key=lambda s: -len(s.short_in("fr")))[:2]
    a, b = (picking.name(s.id) for s in longest)
    for lang in ("en", "fr"):
        labels = []
        for c in DATA.cards.action_cards:
            for o in c.options:
                labels.append(
                    say(Msg("frondeurs-play-option", card=c.name, how=flow.option_words(o)), lang)
                )
            plan = Msg.join([Msg("frondeurs-plan-put", space=a, n=2),
                             Msg("frondeurs-plan-take", space=b, n=1)], ", ")  # fmt: skip
            labels.append(say(Msg("frondeurs-plan", card=c.name, plan=plan), lang))
        for s in DATA.season_cards:
            for when in ("first", "last"):
                said = Msg(f"frondeurs-play-season-{when}", card=flow.card_name(s))
                labels.append(say(said, lang))
        assert max(map(len, labels)) <= 80, max(labels, key=len)


def test_every_question_fits_the_ping_with_the_longest_faction_before_it() -> None:
    """A question's `ask` is the ping's text, 80 characters at most (docs/ADDING_A_GAME.md),
    named for the faction it is for with 2 or 3 players: each at its longest (the longest card,
    Space, faction and number) still fits, in each language."""
    longest_space = max(DATA.board.spaces, key=lambda s: len(s.short_in("fr")))
    args = {
        "card": max(
            (flow.card_name(c) for c in DATA.season_cards), key=lambda t: len(say(t, "fr"))
        ),
        "space": picking.name(longest_space.id),
        "fortress": picking.name(longest_space.id),
        "zone": picking.name("northeast"),
        "musketeer": picking.name("dartagnan"),
        "box": Msg("frondeurs-exile"),
        "who": flow.name(Faction.MAZARINIST),
        "whose": flow.name(Faction.MAZARINIST),
        "n": 12,
    }
    whose = [  # the longest a question is named for: a Dummy (3 players), or a faction
        Msg("frondeurs-dummy-faction", faction=flow.name(Faction.RETZIST)),
        flow.name(Faction.MAZARINIST),
    ]
    keys = sorted(k for k in i18n_keys("en") if k.startswith("frondeurs-ask-"))
    for lang in ("en", "fr"):
        for key, faction in ((k, f) for k in keys for f in whose):
            ask = say(Msg("frondeurs-for-faction", faction=faction, text=Msg(key, **args)), lang)
            assert len(ask) <= 80, ask


def test_every_ask_is_a_few_plain_words_for_every_kind_of_decision() -> None:
    """The ping and the host's waiting line ("Waiting for Bruno (…)") say `ask`: a few words
    to do, named for the faction with 2 or 3 players, with no question and no parentheses of
    their own (the host's are around them), in each language."""
    for lang in ("en", "fr"):
        for kind in KINDS:
            for f in (Faction.MAZARINIST, Faction.RETZIST):
                for dummy in (False, True):
                    who = Msg("frondeurs-ping-dummy", faction=flow.name(f)) if dummy else None
                    short = Msg(f"frondeurs-short-{kind}")
                    ask = say(Msg("frondeurs-ping-for", faction=who, text=short) if who else short,
                              lang)  # fmt: skip
                    assert len(ask) <= 60 and not set("()?·") & set(ask), ask
    st = G.setup(3, 1)
    assert say(prompt(st).ask, "fr") == "Condéen fantôme\u00a0: jouer une carte"
    assert say(prompt(st).ask, "en") == "Condéean Dummy: play a card"
