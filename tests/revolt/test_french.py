"""Revolt said in French: a typical move's prompt, events and refusal as a French player reads
them (the French edition's vocabulary, plurals, French spacing before `: ; !`)."""

from __future__ import annotations

import pytest

import render
from games.core import IllegalAction
from games.revolt import cards
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
    assert labels == ["Noble 2 (N2)", "Citoyen 1 (C1)", "Couper avec le Gredin 3 (G3) pour 1 pièce"]
    assert [say(c.label, "en") for c in prompt.choices] == [
        "Noble 2",
        "Citizen 1",
        "Cut with Blaggard 3 (pay 1 coin)",
    ], "the English code is the id (play:N2), which /play reads already"


def test_a_revolt_and_its_citizens_agree_in_french() -> None:
    state = position([["N5", "R1"], ["C1", "R2"], ["C2", "R3"], ["R4", "B1"]])
    events = [say(t, "fr", NAMES) for t in play_events(state, "play:N5", "play:C1", "play:C2")]
    assert events[-1] == "Chloé joue C2"
    events = play_events(state, "play:R4")
    said = [say(e, "fr", NAMES) for e in events]
    assert said == [
        "Dmitri joue F4",
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
    view = GAME.view(position([["R2", "B10", "CP"], ["R1"], ["B1"]]), 0)
    assert render.hand_text("revolt", view, "fr").endswith(
        f"Fripouilles ☽{NBSP}: F2 · Gredins ⚔{NBSP}: G10 · Citoyens ⚒{NBSP}: CF"
    ), "French codes: F for Fripouilles, G for Gredins, CF for the pitchfork"
    view = GAME.view(position([["N2"], ["R1"], ["B1"]]), 0)
    assert "(1 carte)" in render.hand_text("revolt", view, "fr")


def play_events(state, *choices: str) -> list:
    """The public events' texts (as messages) of the choices played in turn."""
    texts = []
    for choice in choices:
        (seat,) = GAME.active_seats(state)
        texts += [e.text for e in GAME.apply(state, seat, choice) if e.to is None]
    return texts


@pytest.mark.parametrize("card", cards.FULL_DECK)
def test_each_card_has_a_french_code_the_engine_reads(card: str) -> None:
    """The catalogue says the code the engine recognises when it is typed (cards.by_code)."""
    said = say(cards.code(card), "fr")
    assert said == cards.french_code(card) and cards.by_code(said.lower()) == card
    assert say(cards.code(card), "en") == card and cards.by_code(card) == card


def test_a_french_code_typed_is_refused_with_the_card_it_names_and_how_to_play_it() -> None:
    state = position([["N5", "R1", "B2"], ["N2", "R3"], ["R2", "B4"]])
    for typed in ("F1", "play:f1"):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, 0, typed)
        assert say(refused.value.text, "fr") == (
            f"Pour ce coup, choisissez «{NBSP}Fripouille 1 (F1){NBSP}» avec **À vous de jouer**, "
            "ou parmi les suggestions de /play pendant que vous tapez."
        )
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, "cut:G2")
    label = f"«{NBSP}Couper avec le Gredin 2 (G2) pour 1 pièce{NNBSP}; ici, pas mieux"
    assert label in say(refused.value.text, "fr")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, "F3")  # Bruno's card
    assert say(refused.value.text, "fr") == (
        f"Vous n’avez pas cette carte en main{NBSP}: Fripouille 3 (F3)."
    )
    play(state, "play:N5")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 1, "F3")  # Bruno must follow the Nobles with his N2
    assert say(refused.value.text, "fr").startswith("Vous devez fournir la famille des Nobles")


def test_a_line_stored_before_the_french_codes_still_reads() -> None:
    """Stored events are said again when read: an older line kept its card as the id."""
    from games.core import Msg

    assert say(Msg("revolt-plays", who="{s0}", card="R5"), "fr", NAMES) == "Anne joue R5"


def test_the_log_names_the_pitchfork_citizen_with_its_code() -> None:
    """ "CP" or "CF" alone tells a newcomer nothing: the log says which card it is."""
    state = position([["C1", "N1"], ["C2", "N2"], ["CP", "N4"]], leader=1)
    events = play_events(state, "play:C2", "play:CP")
    assert say(events[-1], "en", NAMES) == "Chloé plays the pitchfork Citizen (CP)"
    assert say(events[-1], "fr", NAMES) == "Chloé joue le Citoyen à la fourche (CF)"
