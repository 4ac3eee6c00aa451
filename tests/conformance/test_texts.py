"""Every text a player can receive, in random games of every game at every player count: no
internal identifier, no label twice in one menu, plurals agreeing with their numbers, nothing
cut short (the checks are in tests/conformance/texts.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games import registry
from games.core import Choice, Game, Prompt
from i18n import LANGS, LOCALES, say
from tests.conformance.texts import faults, game_texts, menu_faults


def cases() -> list[Any]:
    return [
        pytest.param(game, n, lang, id=f"{game.meta.id}-{n}p-{lang}", marks=unready(game, lang))
        for game in registry.all()
        for n in range(game.meta.min_players, game.meta.max_players + 1)
        for lang in LANGS
    ]


def unready(game: Game, lang: str) -> list[pytest.MarkDecorator]:
    """A game not yet said in `lang` (no catalogue of its own there) is skipped, not failed."""
    ready = lang == "en" or (LOCALES / lang / f"{game.meta.id}.ftl").exists()
    return [] if ready else [pytest.mark.skip(reason=f"{game.meta.id} has no {lang} catalogue")]


@pytest.mark.parametrize(("game", "n", "lang"), cases())
def test_every_text_a_player_receives_reads_well(game: Game, n: int, lang: str) -> None:
    report = game_texts(game, n, seed=n, lang=lang)  # a seed per player count: several games
    assert not report.found, "\n".join(report.lines())


@pytest.mark.parametrize(
    "text",
    [
        "Your hand (1 cards)",
        "2 card left",
        "Take 1 cube(s)",
        "You may add 3 Mission card",
        "Move to sp:paris",
        "The rapport_on_gold phase",
        "Blocks go to france0",
        "Seat 2 plays on seat 3",
        "Dmitri plays Danton and…",
        "Read the rest below..",
        "{s3} passes",
        "Final scores\n=\nAnne 12",
    ],
)
def test_the_checker_names_each_kind_of_fault(text: str) -> None:
    assert faults(text), text


@pytest.mark.parametrize(
    "text", ["Arrestation de Armand de Bourbon", "Victoire de Élise", "le Île-de-France"]
)
def test_the_checker_finds_a_french_name_without_its_elision(text: str) -> None:
    assert faults(text, lang="fr", game_id="revolt"), text
    written = say(text.replace("Élise", "{s4}"), "fr", ["", "", "", "", "Élise"])
    assert not faults(written, lang="fr", game_id="revolt"), "names are elided as they arrive"


@pytest.mark.parametrize("text", ["Le décompte de OUI l’emporte", "le OUI passe", "de Onze"])
def test_french_keeps_de_and_le_whole_before_oui_and_onze(text: str) -> None:
    assert say(text, "fr") == text
    assert not faults(text, lang="fr", game_id="guillotine"), text


@pytest.mark.parametrize(
    "text",
    [
        "Your hand, turn 1 (1 card): Noble 3",
        "Anne wins 2 votes and 1 VP; 0 cards left",
        "Vote: YES 15 (Anne 4, Bruno 5), NO 0: adopted",
        "Danton (M) flees: 1 Jacobin card, 3 deputies at the Convention",
        "Plays Marie-Antoinette #2 (white 3) in 1 Normandie",
    ],
)
def test_the_checker_passes_good_texts(text: str) -> None:
    assert faults(text) == ()


def test_the_checker_finds_labels_a_player_cannot_tell_apart() -> None:
    assert menu_faults(["Citizen", "Noble 3", "Citizen"])
    assert menu_faults(["Citizen 2", "Noble 3", "Citizen 7"]) == []


class Planted:
    """A game whose every prompt offers one faulty label, to show the test fails on it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.meta = game.meta

    def prompt(self, state: Any, seat: int) -> Prompt | None:
        prompt = self.game.prompt(state, seat)
        if prompt is None:
            return None
        first = prompt.choices[0]
        return replace(prompt, choices=[Choice(first.id, "Take 1 cards"), *prompt.choices[1:]])

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def test_a_fault_planted_in_a_game_that_passes_is_caught() -> None:
    game = registry.get("revolt")
    assert not game_texts(game, 3, seed=3).found
    found = game_texts(Planted(game), 3, seed=3).found
    assert any("'1 cards'" in fault and "a choice label" in fault for fault in found)
