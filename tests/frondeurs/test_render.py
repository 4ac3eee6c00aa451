"""Frondeurs' pictures, drawn from views only: the table keeps the house size and reads at
Discord's preview width, the details stay landscape, all stay under the upload cap, and a
player's hand shows their own cards and Coin values (§6.84) to them and to nobody else."""

from __future__ import annotations

import io
import random
from functools import cache
from typing import Any

import pytest
from PIL import Image

import render
from games.core import Msg
from games.frondeurs import flow
from games.frondeurs.data import DATA, Faction
from games.frondeurs.engine import Frondeurs
from games.frondeurs.picking import name
from games.frondeurs.state import FrondeursState
from i18n import say
from render import frondeurs as fr
from render.common import font, measuring, mix
from render.frondeurs import board
from render.frondeurs.style import CURRENT, PANEL, palette_colours
from render.frondeurs.table import STRIP_H
from texts import to_json

G = Frondeurs()
NAMES = ["Anne", "Bertrand-Alexandre de la Tour", "Chloé", "Dmitri"]
MAX_BYTES = 400 * 1024  # the conformance suite's cap
PREVIEW_W = 550
READABLE_CAP = 7  # px of capital height once fitted to the preview


def _play(seed: int, steps: int) -> FrondeursState:
    rng = random.Random(seed)
    st = G.setup(4, seed)
    for _ in range(steps):
        seat = G.active_seats(st)[0]
        G.apply(st, seat, rng.choice(G.prompt(st, seat).choices).id)
    return st


@cache
def states() -> dict[str, FrondeursState]:
    """The start, a seeded random game after 60 decisions, and that game ended (§8.11), with a
    Season card in hand and Coins held so the hand picture has everything to show."""
    mid = _play(5, 60)
    over = G.load(G.dump(mid))
    h = over.held(Faction.CONDEEAN)
    h.coins, h.crowns, h.musketeers = [2, 3], 1, ["athos"]
    h.hand.append("lens")
    flow.end_game(over, "the end-game die ended the game")
    return {"start": G.setup(4, 1), "mid": mid, "over": over}


def png(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) <= MAX_BYTES
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("when", ["start", "mid", "over"])
def test_the_table_keeps_the_house_size_and_reads_at_preview_width(when: str) -> None:
    view = G.view(states()[when], None)
    with measuring() as ledger:
        image = png(fr.table(view, NAMES))
    assert image.size == (800, 500)
    assert ledger.smallest is not None
    cap = -font(ledger.smallest).getbbox("H", anchor="ls")[1] * PREVIEW_W / image.width
    assert cap >= READABLE_CAP
    drawn = "\n".join(ledger.texts)
    assert all(name in drawn for name in NAMES), "every player is named"


@pytest.mark.parametrize("when", ["start", "mid", "over"])
def test_the_details_are_landscape_and_name_every_player(when: str) -> None:
    view = G.view(states()[when], None)
    with measuring() as ledger:
        image = png(fr.detail(view, NAMES))
    assert image.width / image.height >= 1.5
    assert all(name in "\n".join(ledger.texts) for name in NAMES)


def test_the_game_over_banner_names_the_winner() -> None:
    st = states()["over"]
    best = flow.winners(st)
    with measuring() as ledger:
        fr.table(G.view(st, None), NAMES)
    banner = next(t for t in ledger.texts if t.startswith("★"))
    assert all(NAMES[st.seat(f)] in banner for f in best)


def test_a_hand_shows_its_own_cards_and_coin_values_only() -> None:
    """§6.12 hands and §6.84 Coin values are the owner's: seat 0 (Condéean) sees 2 and 3, the
    table and another seat's hand never show them."""
    st = states()["over"]
    with measuring() as mine:
        a = png(fr.hand(G.view(st, 0), NAMES))
    with measuring() as other:
        b = png(fr.hand(G.view(st, 1), NAMES))
    with measuring() as public:
        fr.table(G.view(st, None), NAMES)
        fr.detail(G.view(st, None), NAMES)
    assert a.tobytes() != b.tobytes()
    assert any("Coins worth 2, 3" in t for t in mine.texts)
    assert any("Battle of Lens" in t for t in mine.texts)
    for ledger in (other, public):
        assert not any("worth" in t for t in ledger.texts)
    assert "2 and 3" in fr.hand_text(G.view(st, 0))
    assert "2 and 3" not in fr.hand_text(G.view(st, 1))


def test_control_is_read_from_the_printed_numeral() -> None:
    """§1.63 Control by the numeral (6 at the Parlement de Paris), never an Avatar by another
    faction (§2.3), never the infinity symbol (§2.54)."""
    assert board.controls("parlement_paris", {"retzist": 5}) is None
    assert board.controls("parlement_paris", {"retzist": 6}) == "retzist"
    assert board.controls("mazarin", {"retzist": 4}) is None
    assert board.controls("mazarin", {"mazarinist": 3}) == "mazarinist"
    assert board.controls("vagabonds", {"retzist": 9}) is None


def test_the_map_names_the_last_move_and_the_decision_under_way() -> None:
    """The table's map names the Spaces the last move named (found in the log by the ids their
    names carry) and those of the decision now (the view's `choosing`), as the choices say
    them; `places` lists every name it writes, the areas' with them, each really drawn."""
    view: dict[str, Any] = dict(G.view(states()["start"], None))
    spring = flow.season_name(0)
    view["log"] = [
        to_json(Msg("frondeurs-turn-of", who=flow.name(Faction.CONDEEAN), season=spring)),
        to_json(Msg("frondeurs-places", who=flow.name(Faction.CONDEEAN), space=name("conti"))),
        to_json(Msg("frondeurs-turn-of", who=flow.name(Faction.CABALIST), season=spring)),
    ]
    assert board.touched(view) == ["conti"]
    view["choosing"] = ["retz", "caumartin", "jesuits"]
    for lang in ("en", "fr"):
        named = render.places("frondeurs", view, lang)
        assert {"conti", "retz", "caumartin", "jesuits", "area:paris"} <= set(named)
        assert named["jesuits"] == ("Jesuits" if lang == "en" else "Jésuites")
        with measuring() as ledger:
            fr.table(view, NAMES, lang)
        assert all(n in ledger.texts for n in named.values())


def test_every_space_has_a_name_of_its_own_in_each_language() -> None:
    """One source for a Space's name (the board's data): the map and the texts say the same,
    and no two Spaces share one (a menu once offered the same name twice)."""
    for lang in ("en", "fr"):
        said = [say(name(s.id), lang) for s in DATA.board.spaces]
        assert len(set(said)) == len(said)
        assert all(board.short(s.id, lang) == say(name(s.id), lang) for s in DATA.board.spaces)


def test_optional_view_keys_are_drawn_when_present() -> None:
    """Spanish Gold and Mazarin's Exile (§7.6) and the King's Pawn (§7.4) come from other rule
    modules: drawn when the view holds them, skipped when it does not."""
    optional = ("spanish_gold", "mazarin_exile", "kings_pawn")
    view = {k: v for k, v in G.view(states()["mid"], None).items() if k not in optional}
    with measuring() as without:
        fr.table(view, NAMES)
    view = {**view, "spanish_gold": {"cabalist": 2}, "mazarin_exile": 1,
            "kings_pawn": {"holder": None, "on": "gaston"}}  # fmt: skip
    with measuring() as with_boxes:
        fr.detail(view, NAMES)
        fr.table(view, NAMES)
    assert "Spanish Gold" not in without.texts
    assert "Spanish Gold" in with_boxes.texts and "Exile" in with_boxes.texts
    assert any("♟" in t for t in with_boxes.texts)


def test_the_fixed_palette_holds_every_colour_drawn() -> None:
    """A colour left out of the palette is quantised to its nearest neighbour: the last move's
    ring would turn Cabalist blue."""
    flat, blends = palette_colours()
    shades = [mix(bg, fg, t) for bg, fg in blends for t in (0.25, 0.5, 0.75)]
    assert len(dict.fromkeys([*flat, *shades])) <= 256
    assert board.FOCUS in flat


def test_the_table_names_who_plays_each_faction_and_the_dummy() -> None:
    """§5.42: the Dummy is drawn as such with the seat running it; after the 2-player Swap the
    Condéean is drawn beside its new player (§5.33)."""
    st = G.setup(3, 1)
    with measuring() as ledger:
        fr.table(G.view(st, None), NAMES[:3])
    drawn = "\n".join(ledger.texts)
    assert f"{NAMES[1]} · Condéean Dummy to play" in drawn  # the Retzist's seat runs it first
    st = G.setup(2, 1)
    st.seat_of[Faction.CONDEEAN], st.seat_of[Faction.RETZIST] = 1, 0
    with measuring() as ledger:
        fr.table(G.view(st, None), NAMES[:2])
    assert any(NAMES[1] in t and "Condéean" in t for t in ledger.texts)
    with measuring() as ledger:  # the details add what each player keeps (§8.42)
        fr.detail(G.view(st, None), NAMES[:2])
    assert any(t.startswith("By player now: Anne") for t in ledger.texts)


def test_the_game_over_banner_names_each_winning_player_once() -> None:
    rng = random.Random(2)
    st = G.setup(2, 2, {"short_game": True})  # to Spring 1650 only (§8.51)
    while G.outcome(st) is None:
        seat = G.active_seats(st)[0]
        G.apply(st, seat, rng.choice(G.prompt(st, seat).choices).id)
    outcome = G.outcome(st)
    assert outcome is not None
    with measuring() as ledger:
        fr.table(G.view(st, None), NAMES[:2])
    banner = next(t for t in ledger.texts if t.startswith("★"))
    for s in range(2):
        assert (NAMES[s] in banner) == (s in outcome.winners)
        assert banner.count(NAMES[s]) <= 1


def test_a_french_match_draws_its_labels_in_french() -> None:
    """The pictures speak the match's language: the boxes, the track, the factions and the map's
    English-worded names (the Frontier Zones) in French, the hand in the player's."""
    view = {**G.view(states()["mid"], None), "spanish_gold": {"cabalist": 2}, "mazarin_exile": 1}
    with measuring() as drawn:
        fr.detail(view, NAMES, "fr")
        fr.hand(G.view(states()["mid"], 0), NAMES, "fr")
    texts = "\n".join(drawn.texts)
    assert "Or espagnol" in texts and "Piste des Saisons" in texts and "Légende" in texts
    assert "Condéen" in texts and "Nord-Est" in texts and "votre main" in texts
    assert "Spanish Gold" not in texts and "Northeast" not in texts


def test_the_strip_lights_the_faction_to_play_and_nobody_on_a_closed_board() -> None:
    """The strip under the map: a cell a faction, the one whose turn it is on gold; a closed
    board (a Season over) waits for nobody, so no cell is lit."""
    view = G.view(states()["mid"], None)
    i = ["condeean", "cabalist", "retzist", "mazarinist"].index(view["active"])
    spot = ((i % 2) * 400 + 200, 500 - STRIP_H + (i // 2) * (STRIP_H // 2) + 3)
    lit = png(fr.table(view, NAMES)).convert("RGB").getpixel(spot)
    closed = {**view, "over": "Spring 1649", "chapter": "Spring 1649"}
    dark = png(fr.table(closed, NAMES)).convert("RGB").getpixel(spot)
    assert lit == CURRENT and dark == PANEL


def test_an_answer_out_of_turn_is_said_plainly_in_the_banner() -> None:
    """Who answers for which faction, then whose turn goes on: no parentheses inside others."""
    view: dict[str, Any] = dict(G.view(G.setup(3, 1), None))  # the Condéean Dummy's turn
    view["acting"] = "cabalist"  # a question put out of turn (a Displacement, say)
    for lang, line in (
        ("en", "▶ Anne answers for the Cabalist; then Bruno (Condéean Dummy)"),
        ("fr", "▶ Anne répond pour le Cabaliste\u202f; ensuite Bruno (Condéen fantôme)"),
    ):
        with measuring() as ledger:
            fr.table(view, ["Anne", "Bruno", "Chloé"], lang)
        assert line in ledger.texts
