"""Liberté said in French: a typical action's prompt, choices and event as a French player reads
them (the factions' French names, colours agreeing with their nouns, plurals, French spacing)."""

from __future__ import annotations

import render
from games.liberte import elections
from games.liberte.data import DATA
from i18n import say
from render.common import measuring
from render.liberte.cards import card
from tests.liberte.helpers import GAME, R, act, give, jump_to, key, new_game, put

NAMES = ["Anne", "Bruno", "Chloé"]
NBSP, NNBSP = "\u00a0", "\u202f"
DANTON, MARAT = key("Danton"), key("Marat")


def test_a_personality_placed_then_saved_in_french() -> None:
    state = new_game()
    give(state, 0, DANTON)
    prompt = GAME.prompt(state, 0)
    assert prompt is not None
    assert say(prompt.text, "fr").startswith(f"Tour 1, manche 1{NBSP}: jouez une carte Club")
    labels = {c.id: say(c.label, "fr") for c in prompt.choices}
    c = DATA.cards[DANTON]
    assert labels[f"play:{DANTON}"] == (
        f"Jouer Danton #{DANTON} · rouge {c.value} · {DATA.regions[c.region or ''].name}"
    )
    act(state, 0, f"play:{DANTON}")
    block = GAME.prompt(state, 0)
    assert block is not None
    assert say(block.text, "fr") == (
        f"Danton{NBSP}: posez son bloc rouge (1 sur {c.value}) dans le "
        f"{DATA.regions[c.region or ''].name}."
    )
    while GAME.prompt(state, 0).choices[0].id.startswith("put:"):
        act(state, 0, GAME.prompt(state, 0).choices[0].id)
    events = act(state, 0, "keep")
    said = say(events[-1].text, "fr", NAMES)
    assert said.startswith(f"Anne joue Danton #{DANTON} (rouge {c.value}){NNBSP};")
    assert said.endswith(f"{NNBSP}; la garde dans sa vitrine")


def test_a_province_won_says_its_votes_agreeing() -> None:
    """Two red votes: « voix rouges », the colour agreeing with its noun."""
    state = new_game()
    jump_to(state, 1, "election")
    put(state, 8, 0, R, 2)  # Paris: the winner takes all their blocks
    events = elections.step(state)
    while state.province < 8:
        events += elections.step(state)
    told = [say(e.text, "fr", NAMES) for e in events]
    assert f"Île-de-France{NBSP}: Anne gagne 2 voix rouges" in told


def test_the_hand_says_its_cards_and_symbols_in_french() -> None:
    state = new_game()
    view = GAME.view(state, 0)
    said = render.hand_text("liberte", view, "fr")
    assert said.startswith(f"Votre main, tour 1 (7 cartes){NBSP}: ")
    assert "; " not in said.replace(f"{NNBSP};", ""), "a French semicolon has its narrow space"


def test_every_card_face_reads_whole_in_french() -> None:
    """French runs longer: no card's words are cut, and the Specials carry their French names."""
    with measuring() as ledger:
        for k in DATA.cards:
            card(k, "fr")
    assert not [t for t in ledger.texts if t.endswith("…")]
    assert {"Disette", "Terreur", "SPÉCIALE", f"CLUB{NBSP}: partout"} <= set(ledger.texts)
