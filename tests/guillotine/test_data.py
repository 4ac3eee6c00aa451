"""The component files: counts the rulebook gives, sources, the spirit of the cards, and clear
errors when a replacement file is malformed."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from games.guillotine import components
from games.guillotine.components import (
    JACOBIN,
    MISSION,
    PARTY,
    QUESTION,
    Components,
    JacobinCard,
    MissionCard,
    jacobin_text,
    mission_text,
)
from i18n import say

C = components.load()


def test_the_four_parties_and_their_24_deputies() -> None:
    assert [(p.name, p.initial) for p in C.parties] == [
        ("Montagnards", "M"),
        ("Girondins", "G"),
        ("Crapauds", "C"),
        ("Royalistes", "R"),
    ]
    assert [d.name for d in PARTY["crapauds"].deputies] == [
        "Cambacérès",
        "Sieyès",
        "Merlin",
        "Thibaudeau",
        "Daunou",
        "Reubell",
    ]
    assert all(p.source.startswith("verified: rulebook") for p in C.parties)


def test_54_mission_cards_mostly_gaining_popularity() -> None:
    assert len(MISSION) == 54
    gains = [c for c in C.mission if c.effect is not None and c.effect.pp > 0]
    risks = [c for c in C.mission if c.gamble is not None]
    assert len(gains) > 27 and len(risks) >= 5
    assert all(c.source == "reconstructed" for c in C.mission)


def test_36_jacobin_cards_mostly_denunciations() -> None:
    assert len(JACOBIN) == 36
    kinds = Counter((c.kind, c.delayed) for c in C.jacobin)
    assert kinds[("denounce", False)] > 18
    assert sum(n for (_, delayed), n in kinds.items() if delayed) >= 4
    assert sum(n for (kind, delayed), n in kinds.items() if not delayed and kind != "denounce") >= 4


def test_at_least_60_questions_grouped_by_party_with_both_answers() -> None:
    per_party = Counter(q.party for q in QUESTION.values())
    assert len(QUESTION) >= 60 and min(per_party.values()) >= 15 and len(per_party) == 4
    # As many NO as YES in each group, so that answering always YES is no way to escape.
    for party in per_party:
        yes = sum(q.answer for q in QUESTION.values() if q.party == party)
        assert abs(2 * yes - per_party[party]) <= 1, party


def test_card_texts_are_derived_from_their_effects() -> None:
    assert say(mission_text(MISSION["m40"])) == "+3 PP on a roll of 4+, else -1 PP"
    assert say(mission_text(MISSION["m54"])) == "+2 PP on a roll of 2+, else killed"
    assert say(jacobin_text(JACOBIN["j24"])) == "Denounce a deputy of your choice on Mission."
    assert say(jacobin_text(JACOBIN["j31"])).startswith("Delayed: keep it secretly")


def test_a_malformed_replacement_file_is_refused() -> None:
    whole = C.model_dump()
    with pytest.raises(ValidationError, match="54 Mission and 36 Jacobin cards"):
        Components.model_validate({**whole, "mission": whole["mission"][:-1]})
    cards = [*whole["jacobin"][:-1], {**whole["jacobin"][0], "id": "j99", "deputy": "louis"}]
    with pytest.raises(ValidationError, match="unknown deputy 'louis'"):
        Components.model_validate({**whole, "jacobin": cards})
    with pytest.raises(ValidationError, match="exactly one of effect and gamble"):
        MissionCard.model_validate(
            {"id": "x", "title": "x", "flavour": "", "source": "reconstructed"}
        )
    with pytest.raises(ValidationError, match="source"):
        MissionCard.model_validate(
            {"id": "x", "title": "x", "flavour": "", "effect": {"pp": 1}, "source": "my uncle"}
        )
    with pytest.raises(ValidationError, match="delayed"):
        JacobinCard.model_validate(
            {
                "id": "x",
                "title": "x",
                "flavour": "",
                "kind": "release",
                "release_from": "prison",
                "source": "reconstructed",
            }
        )
