"""Phase V: one Jacobin card per deputy at the Club; immediate cards at once; delayed cards kept
secretly and played in a later Club phase; cards that do not fit are put back and replaced."""

from __future__ import annotations

import json

from games.guillotine import club
from games.guillotine.components import JACOBIN
from games.guillotine.state import HeldCard
from i18n import say
from tests.guillotine.table import GAME, C, G, M, R, choices, dep, new_game, play, put, start, texts
from texts import to_json


def deck(*first: str) -> list[str]:
    return [*first, *(c for c in sorted(JACOBIN) if c not in first)]


def test_a_card_naming_ones_own_party_is_put_back_and_replaced() -> None:
    state = new_game(jacobin_deck=deck("j01", "j25"))  # Danton's affair, then applause
    put(state, "club", "marat")
    events = texts(start(state, "club"))
    assert "«L’affaire de la Compagnie des Indes» goes back under the deck" in events
    assert dep(state, "marat").pp == 7
    assert state.jacobin_deck[-2:] == ["j01", "j25"]


def test_cards_naming_prisoners_fugitives_the_dead_or_a_rapporteur_are_replaced() -> None:
    state = new_game(jacobin_deck=deck("j04", "j05", "j06", "j07", "j28"))
    put(state, "prison", "brissot")
    put(state, "fuite", "petion")
    put(state, "guillotine", "barbaroux")
    dep(state, "sieyes").rapport = True
    put(state, "club", "marat")
    events = texts(start(state, "club", dice=[6]))
    assert events.count("goes back under the deck") == 4
    assert dep(state, "marat").pp == 3  # «Sifflé par les tribunes», the fifth card


def test_with_three_players_cards_aimed_at_the_party_left_out_are_replaced() -> None:
    # Boissy-Famine, "Contre les muscadins", then applause; the Royalistes are left out.
    state = new_game(3, jacobin_deck=deck("j10", "j19", "j25"))
    put(state, "club", "brissot")
    events = texts(start(state, "club"))
    assert "«Boissy-Famine» goes back under the deck: Boissy d’Anglas's party is not in" in events
    assert "«Contre les muscadins» goes back under the deck: there is nobody it could" in events
    assert dep(state, "brissot").pp == 7


def test_a_deputy_already_denounced_is_not_denounced_again() -> None:
    """One "dénoncé" square per deputy: once a card has put him there, no other card aims at
    him in that phase, and a card naming him is put back and replaced."""
    state = new_game(jacobin_deck=deck("j07", "j17"))
    put(state, "club", "marat", "brissot")
    start(state, "club")
    assert dep(state, "sieyes").denounced  # the Montagnards' card named him
    assert "denounce:sieyes" not in choices(state, G) and "denounce:merlin" in choices(state, G)
    why = club.why_returned(state, G, JACOBIN["j07"])
    assert why is not None and say(why) == "Sieyès is already denounced"


def test_a_denounced_deputy_who_takes_his_life_first_is_simply_gone() -> None:
    """§II.1: at 0 PP he dies at once; his denunciation has nobody left to judge."""
    state = new_game(jacobin_deck=deck("j07", "j28"))
    put(state, "club", "marat")
    put(state, "club", "sieyes", pp=2)
    events = texts(start(state, "club", dice=[1]))
    assert "{s0} denounces Sieyès (C)" in events and "takes his own life" in events
    assert dep(state, "sieyes").post == "guillotine" and "Die for Sieyès" not in events
    assert state.dice == [1], "no die is rolled for him"


def test_a_named_denunciation_is_settled_with_table_2_at_the_end_of_the_phase() -> None:
    state = new_game(jacobin_deck=deck("j07", "j25"))
    put(state, "club", "marat", "sieyes")
    put(state, "tribunal", "danton")
    events = texts(start(state, "club", dice=[2]))
    assert (
        "«La taupe de la Révolution»: {s0} denounces Sieyès (C) at the Club des Jacobins" in events
    )
    # Sieyès drew the applause card first (+2), then the denunciation is confirmed: -3, back.
    assert (dep(state, "sieyes").pp, dep(state, "sieyes").post) == (4, "convention")


def test_a_card_whose_deputy_the_player_has_just_denounced_is_replaced() -> None:
    """The Girondins aim their first card at Danton; the second names him: it is put back and
    replaced, as the cards Phase V lists are."""
    state = new_game(jacobin_deck=deck("j13", "j01", "j25"))
    put(state, "club", "brissot", "vergniaud")
    start(state, "club")
    events = texts(play(state, G, "denounce:danton"))
    assert "«L’affaire de la Compagnie des Indes» goes back under the deck" in events
    assert "{s1} draws another Jacobin card" in events
    assert choices(state, G) == ["holder:vergniaud", "holder:brissot"], "the applause"
    play(state, G, "holder:brissot")
    assert dep(state, "brissot").pp == 7
    assert state.jacobin_deck[-3:] == ["j13", "j01", "j25"]


def test_cards_for_the_deputies_who_draw_them_are_shared_out() -> None:
    state = new_game(jacobin_deck=deck("j25", "j28"))
    put(state, "club", "marat", "danton")
    start(state, "club")
    assert choices(state, M) == ["holder:danton", "holder:marat"]
    play(state, M, "holder:marat")  # the applause to Marat; the hissing goes to Danton
    assert (dep(state, "marat").pp, dep(state, "danton").pp) == (7, 3)


def test_a_card_aimed_at_a_party_lets_the_player_choose() -> None:
    state = new_game(jacobin_deck=deck("j15"))
    put(state, "club", "marat")
    put(state, "prison", "brissot")
    start(state, "club", dice=[3])
    assert "denounce:brissot" not in choices(state, M)
    assert len(choices(state, M)) == 5
    play(state, M, "denounce:vergniaud")
    assert dep(state, "vergniaud").post == "convention"  # the die said 3: cancelled


def test_a_card_with_a_single_possible_target_asks_nothing() -> None:
    state = new_game(jacobin_deck=deck("j24"))  # a deputy of your choice on Mission
    put(state, "club", "marat")
    put(state, "mission", "brissot", "danton")
    events = texts(start(state, "club", dice=[6]))
    assert "«Contre les proconsuls»: {s0} denounces Brissot (G) on Mission" in events


def test_a_delayed_card_is_kept_secretly_and_played_in_a_later_club() -> None:
    state = new_game(jacobin_deck=deck("j31"))
    put(state, "club", "marat")
    put(state, "comite", "aubry")
    start(state, "club")
    assert [h.card for h in state.seats[M].held] == ["j31"]
    public = json.dumps(GAME.view(state, None), default=to_json)
    assert "j31" not in public and "Dossier secret" not in public
    assert GAME.view(state, None)["seats"][M]["held"] == 1
    assert GAME.view(state, M)["hand"][0]["title"] == "Dossier secret"
    assert GAME.view(state, G) == GAME.view(state, None), "holding none, G has no secret"
    assert state.decision is None or state.decision.kind != "delayed", "not in the same phase"
    # Next turn, even without a deputy at the Club.
    put(state, "convention", "marat")
    state.turn = 2
    start(state, "club", dice=[5])
    assert choices(state, M)[-1] == "keep" and "play:j31" in choices(state, M)
    play(state, M, "play:j31")
    assert choices(state, M)[-1] == "back"
    events = texts(play(state, M, "on:aubry"))
    assert "{s0} plays «Dossier secret»" in events
    assert not state.seats[M].held
    # Played as a supported denunciation: 5 confirms; at the Comité he is summoned.
    assert dep(state, "aubry").post == "accused"
    assert state.decision is not None and state.decision.seat == R


def test_a_delayed_card_can_be_put_back_unused() -> None:
    state = new_game()
    state.jacobin_deck.remove("j36")
    state.seats[G].held.append(HeldCard(card="j36", turn=1))
    state.turn = 2
    start(state, "club")
    assert choices(state, G) == ["play:j36", "return:j36", "keep"]
    events = texts(play(state, G, "return:j36"))
    assert "{s1} puts a delayed card back under the deck unused" in events
    assert state.jacobin_deck[-1] == "j36" and not state.seats[G].held


def test_a_seat_with_delayed_cards_is_asked_whether_it_can_play_one_or_not() -> None:
    """Whether a player is asked must not tell the table what his secret cards are: a release
    with nobody in Prison is asked about like a pamphlet with a target."""
    tables = {}
    for card in ("j33", "j36"):  # a release from Prison (nobody there), a pamphlet
        state = tables[card] = new_game()
        state.jacobin_deck.remove(card)
        state.seats[G].held.append(HeldCard(card=card, turn=1))
        state.turn = 2
        start(state, "club")
    assert choices(tables["j33"], G) == ["return:j33", "keep"]
    assert choices(tables["j36"], G) == ["play:j36", "return:j36", "keep"]
    assert GAME.active_seats(tables["j33"]) == GAME.active_seats(tables["j36"]) == [G]
    assert GAME.view(tables["j33"], None) == GAME.view(tables["j36"], None)
    assert "It cannot be played now" in say(GAME.prompt(tables["j33"], G).text)
    play(tables["j33"], G, "keep")
    assert [h.card for h in tables["j33"].seats[G].held] == ["j33"]


def test_a_release_card_brings_a_prisoner_back() -> None:
    state = new_game()
    put(state, "prison", "daunou")
    state.jacobin_deck.remove("j33")
    state.seats[C].held.append(HeldCard(card="j33", turn=1))
    state.turn = 2
    start(state, "club")
    play(state, C, "play:j33")
    assert choices(state, C) == ["on:daunou", "back"]
    play(state, C, "on:daunou")
    assert dep(state, "daunou").post == "convention"
