"""Revolt said in French: a typical move's prompt, events and refusal as a French player reads
them (the French edition's vocabulary, plurals, French spacing before `: ; !`)."""

from __future__ import annotations

import pytest

import render
from games.core import IllegalAction
from i18n import say
from tests.revolt.test_rules import GAME, play, position

NAMES = ["Anne", "Bruno", "Chloé", "Dmitri"]
NBSP, NNBSP = "\u00a0", "\u202f"


def test_a_prompt_to_follow_names_the_options_in_french() -> None:
    state = position([["N5", "R1"], ["N2", "B3", "C1"], ["R2", "B4"], ["N3", "B1"]])
    play(state, "play:N5")
    prompt = GAME.prompt(state, 1)
    assert prompt is not None
    assert say(prompt.text, "fr") == (
        f"La famille demandée est celle des Nobles{NBSP}: fournissez-la, jouez un Citoyen ou "
        "coupez avec un Gredin (en payant 1 pièce) pour l’emporter sur le pli."
    )
    labels = [say(c.label, "fr") for c in prompt.choices]
    assert labels == ["Noble 2", "Citoyen 1", "Couper avec Gredin 3 (payer 1 pièce)"]


def test_a_revolt_and_its_citizens_agree_in_french() -> None:
    state = position([["N5", "R1"], ["C1", "R2"], ["C2", "R3"], ["R4", "B1"]])
    events = [say(t, "fr", NAMES) for t in play_events(state, "play:N5", "play:C1", "play:C2")]
    assert events[-1] == "Chloé joue C2"
    events = play_events(state, "play:R4")
    said = [say(e, "fr", NAMES) for e in events]
    assert said == [
        "Dmitri joue R4",
        f"Révolte{NNBSP}! 2 Citoyens se soulèvent{NBSP}: personne ne remporte le pli",
    ]


def test_a_bonus_and_a_refusal_in_french() -> None:
    state = position([["N5", "R1"], ["N7", "R9"], ["R3", "B1"]])
    said = [say(e, "fr", NAMES) for e in play_events(state, "play:N5", "play:N7", "play:R3")]
    assert said[-3:] == [
        "Bruno remporte le pli",
        f"Bonus du Noble{NBSP}: Bruno +1 blason",
        f"Bonus de la Fripouille{NBSP}: Chloé +1 pièce",
    ]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, "play:R1")  # the trick's winner leads the next one
    assert say(refused.value.text, "fr", NAMES) == (
        f"Ce n’est pas votre tour{NBSP}: c’est à Bruno de jouer."
    )


def test_the_hand_as_text_counts_its_cards_in_french() -> None:
    view = GAME.view(position([["N2", "C1"], ["R1"], ["B1"]]), 0)
    assert render.hand_text("revolt", view, "fr") == (
        f"Votre main, manche 1 (2 cartes){NBSP}: Nobles ♛{NBSP}: N2 · Citoyens ⚒{NBSP}: C1"
    )
    view = GAME.view(position([["N2"], ["R1"], ["B1"]]), 0)
    assert "(1 carte)" in render.hand_text("revolt", view, "fr")


def play_events(state, *choices: str) -> list:
    """The public events' texts (as messages) of the choices played in turn."""
    texts = []
    for choice in choices:
        (seat,) = GAME.active_seats(state)
        texts += [e.text for e in GAME.apply(state, seat, choice) if e.to is None]
    return texts
