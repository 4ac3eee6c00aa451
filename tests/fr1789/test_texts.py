"""What players read: a card's effect wherever it is at stake (the auction prompt, the card's
own prompt, the board, `/rules`), and no internal name, nested bracket or disagreeing plural in
any text a player receives."""

from __future__ import annotations

import random
import re

from games.core import TOPIC_MAX, Msg
from games.fr1789 import board
from games.fr1789.data import DATA
from i18n import say
from render.fr1789 import hand_text
from tests.fr1789.table import GAME, acting, play, start

INTERNAL = re.compile(r"_|\b(france|coalition|royalist)\b|\b[a-z]+:[a-z0-9]+|\.\.|\(.*\(.*\)\)")
PLAIN2 = ["paid_agitators", "lettre_de_cachet", "forged_passport"]
SINGULAR_PLURAL = re.compile(r"\b1 (votes|armies|cards|cities|markers)\b")


def test_the_auction_prompt_says_what_the_card_does() -> None:
    """The issue's example: "Marie Antoinette: open the bidding" said nothing of her."""
    s = start(3, orders={1: ["marie_antoinette", *DATA.turn_cards(1)[:1], *DATA.turn_cards(1)[2:]]})
    text = say(GAME.prompt(s, 0).text)
    assert "Appeal to Vienna" in text and "Only while in Exile" in text
    assert "3 VP under Absolute Monarchy" in text
    assert GAME.view(s, None)["lot"]["text"] == board.card_text("marie_antoinette")


def test_a_raise_names_the_bid_and_who_made_it() -> None:
    s = start(2)
    play(s, 0, "bid:0")
    assert "the bid is 0 RP by {s0}: raise it or pass" in say(GAME.prompt(s, 1).text)


def test_a_cards_prompt_says_what_each_of_its_actions_does() -> None:
    s = acting(n=2, cards={"lafayette": 0})
    play(s, 0, "card:lafayette")
    prompt = GAME.prompt(s, 0)
    assert "Deploy up to 2 French armies, paying 1 RP each." in say(prompt.text)
    assert "◆ National Guard" in [say(c.label) for c in prompt.choices]


def test_rules_topics_list_every_card_system_and_city() -> None:
    aid = GAME.meta.aid
    cards = "\n".join(aid[f"cards of turn {r}"] for r in ("i", "ii", "iii", "iv", "v"))
    assert all(f"**{c.name}**" in cards for c in DATA.card.values())
    assert all(f"**{k.name}**" in aid["conspiracy cards"] for k in DATA.conspiracy.values())
    assert all(f"**{s.english}**" in aid["systems"] for s in DATA.systems)
    assert all(f"**{c.name}**" in aid["cities"] for c in DATA.cities)
    assert all(len(text) <= TOPIC_MAX for text in aid.values())


def test_the_hand_lists_each_conspiracy_card_with_its_effect() -> None:
    s = start(2, hands=[["pitts_gold", "bribery", "informant"], PLAIN2])
    said = hand_text(GAME.view(s, 0))
    assert "• Pitt's Gold: Gain 4 RP." in said and ".." not in said


def test_the_outcome_reason_reads_inside_the_final_sentence() -> None:
    s = acting(n=3)
    s.phase = "over"
    for p, (vp, rp) in zip(s.players, [(10, 3), (10, 5), (9, 60)], strict=True):
        p.vp, p.rp = vp, rp
    assert say(GAME.outcome(s).reason) == "tied on VP after turn V, with the most RP"
    s.players[1].vp = 11
    assert say(GAME.outcome(s).reason) == "the most VP after turn V"


def test_no_internal_name_nested_bracket_or_wrong_plural_reaches_a_player() -> None:
    """Prompts, choice labels and public events of whole random games (the issue's "Keep
    france 0", "deploys 1 france army", "paying 1 RP each.." and nested brackets)."""
    for seed in range(4):
        rng = random.Random(seed)
        s = GAME.setup(2 + seed % 4, seed)
        while GAME.outcome(s) is None:
            seat = GAME.active_seats(s)[0]
            prompt = GAME.prompt(s, seat)
            labels = [say(c.label) for c in prompt.choices]
            assert len(labels) == len(set(labels)), labels
            said = [say(prompt.text), say(prompt.ask), say(prompt.help), *labels]
            said += [say(e.text) for e in GAME.apply(s, seat, rng.choice(prompt.choices).id)]
            for text in said:
                assert not INTERNAL.search(text), text
                assert not SINGULAR_PLURAL.search(text), text
        assert not INTERNAL.search(say(GAME.outcome(s).reason))


def test_a_typical_move_reads_in_french() -> None:
    """A vote in French: the prompt names the System box by the board's French name, the
    count agrees with its number, and the event is written with French spacing."""
    s = acting(n=2, cards={"barnave": 0}, rp=20)
    play(s, 0, "card:barnave", "do:vote")
    prompt = GAME.prompt(s, 0)
    assert say(prompt.text, "fr") == (
        "Tour I · Actions\u00a0: Barnave\u00a0: Voter\u00a0: choisissez la case Système"
    )
    assert [say(c.label, "fr") for c in prompt.choices] == [
        "Absolutisme", "Monarchie constitutionnelle", "Retour"
    ]  # fmt: skip
    play(s, 0, "box:monarchie")
    labels = [say(c.label, "fr") for c in GAME.prompt(s, 0).choices]
    assert labels[:2] == ["1 voix (1 PR)", "2 voix (2 PR)"]
    events = [say(e.text, "fr", ["Anne", "Bruno"]) for e in GAME.apply(s, 0, "n:3")]
    assert events[:2] == [
        "Anne\u00a0: Barnave\u00a0: Voter (Monarchie constitutionnelle, 3 voix), en payant 3 PR",
        "Anne ajoute 3 voix dans la case Monarchie constitutionnelle",
    ]


def test_a_deployment_agrees_in_french_with_the_number_of_armies() -> None:
    """ "1 armée française", "2 armées françaises": the camp's adjective agrees in number."""
    drawn = [Msg("fr1789-strengths", list=units) for units in ("2", "1, Charette 3")]
    one = Msg("fr1789-deploys", who="{s0}", n=1, camp="france", city="Lille", drawn=drawn[0])
    two = Msg("fr1789-deploys", who="{s0}", n=2, camp="royalist", city="Lyon", drawn=drawn[1])
    assert say(one, "fr", ["Anne"]) == "Anne déploie 1 armée française à Lille (force 2)"
    assert (
        say(two, "fr", ["Anne"]) == "Anne déploie 2 armées royalistes à Lyon (force 1, Charette 3)"
    )
    assert (
        say(two, "en", ["Anne"])
        == "Anne deploys 2 Royalist armies to Lyon (strength 1, Charette 3)"
    )


def test_the_french_rules_topics_use_the_boards_french_names() -> None:
    aid = GAME.meta.aid_in("fr")
    assert list(aid) == list(GAME.meta.aid)  # the same topics, typed the same way
    assert all(f"**{s.name}**" in aid["systems"] for s in DATA.systems)
    assert "**Prise de la Bastille** (Événement)" in aid["cards of turn ii"]
    assert all(len(text) <= TOPIC_MAX for text in aid.values())


def test_the_english_catalogue_says_the_components_as_the_data_files_print_them() -> None:
    """The data files are the printed components: a replaced file must bring its catalogue
    entries along, so the names and texts players read never drift from the rules the engine
    plays (the French catalogue translates the same entries)."""
    for card in DATA.card.values():
        assert say(board.name(card.id)) == card.name
        for i, a in enumerate(card.abilities):
            assert say(board.ability_line(card.id, i)) == f"{a.mark} {a.name}: {a.text}"
    for kind in DATA.conspiracy.values():
        assert (say(board.consp_name(kind.id)), say(board.consp_text(kind.id))) == (
            kind.name,
            kind.ability.text,
        )
    assert all(say(board.system_name(s.id), "fr") == s.name for s in DATA.systems)
    assert all(say(board.system_name(s.id)) == s.english for s in DATA.systems)
