"""French Revolution 1789's standing at the head of a closed board (games/fr1789/standing.py):
what the table knows during the game (the System, RP, the cities holding each Support), the
final VP only once the game is over, as VP stay secret until then (§2.1.1)."""

from __future__ import annotations

from tests.conformance.test_table_standing import said_standing
from tests.fr1789.table import GAME, acting

NAMES = ["Anne", "Bruno", "Chloé"]


def test_the_standing_gives_the_system_rp_and_supported_cities_and_no_vp() -> None:
    state = acting(3, system="republique", rp=20)
    state.players[1].rp = 7
    state.support = {"paris": 0, "lyon": 0, "lille": 2}
    state.players[0].vp = 17  # secret: the standing says nothing of it
    assert said_standing(GAME, state, NAMES) == {
        "en": "Political System: Republic\n"
        "Anne 20 RP, 2 supported cities · Bruno 7 RP, no supported city · "
        "Chloé 20 RP, 1 supported city",
        "fr": "Système politique\u00a0: République\n"
        "Anne 20 PR, 2 villes soutenues · Bruno 7 PR, aucune ville soutenue · "
        "Chloé 20 PR, 1 ville soutenue",
    }


def test_the_last_standing_ranks_the_final_vp_then_rp() -> None:
    state = acting(3, system="empire", rp=5)
    state.phase = "over"
    for player, (vp, rp) in zip(state.players, [(12, 5), (15, 2), (12, 9)], strict=True):
        player.vp, player.rp = vp, rp
    said = said_standing(GAME, state, NAMES)["en"].split("\n")
    assert said[:2] == ["Political System: Empire", "Final VP: Bruno 15, Chloé 12, Anne 12"]
