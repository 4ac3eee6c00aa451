"""What players read: a card's effect wherever it is at stake (the auction prompt, the card's
own prompt, the board, `/rules`), and no internal name, nested bracket or disagreeing plural in
any text a player receives."""

from __future__ import annotations

import random
import re

import pytest

import render
from games.core import TOPIC_MAX, IllegalAction, Msg
from games.fr1789 import board
from games.fr1789.data import DATA
from i18n import say
from render.common import measuring
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
    assert "{s0} bids 0 RP for Louis XVI: raise or pass. You have 18 RP." in say(
        GAME.prompt(s, 1).text
    )


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
        "Tour I · Actions\nVoter avec Barnave\u00a0: dans quelle case Système\u202f?"
    ), "the turn on a line of its own, the action first, then the question"
    assert say(prompt.text, "en") == "Turn I · Actions\nVote with Barnave: which System box?"
    assert [say(c.label, "fr") for c in prompt.choices] == [
        "Absolutisme", "Monarchie constitutionnelle", "Retour"
    ]  # fmt: skip
    play(s, 0, "box:monarchie")
    prompt = GAME.prompt(s, 0)
    assert say(prompt.text, "fr").endswith("Voter avec Barnave\u00a0: combien de voix\u202f?")
    labels = [say(c.label, "fr") for c in prompt.choices]
    assert labels[:2] == ["1 voix (1 PR)", "2 voix (2 PR)"]
    events = GAME.apply(s, 0, "n:3")
    said = [say(e.text, "fr", ["Anne", "Bruno"]) for e in events]
    assert said[0] == (
        "Anne vote avec Barnave\u00a0: 3 voix dans la case Monarchie constitutionnelle (3 PR)"
    ), "one line says the vote, its card and its cost"
    assert not any("voix" in line for line in said[1:]), said
    assert say(events[0].text, "en", ["Anne", "Bruno"]) == (
        "Anne votes with Barnave: 3 votes for Constitutional Monarchy (3 RP)"
    )


def test_support_placed_by_an_action_is_said_in_one_line() -> None:
    """Placate or Campaign: the card, the action and its cost on the line placing the Support."""
    s = acting(n=2, cards={"mirabeau": 0}, rp=20)
    menu = [c.id for c in GAME.prompt(s, 0).choices]
    assert "card:mirabeau" in menu
    play(s, 0, "card:mirabeau")
    actions = [c.id for c in GAME.prompt(s, 0).choices if c.id.startswith("do:")]
    support = next(a for a in actions if a in ("do:placate", "do:campaign"))
    play(s, 0, support)
    city = GAME.prompt(s, 0).choices[0].id
    said = [say(e.text, "en", ["Anne", "Bruno"]) for e in GAME.apply(s, 0, city)]
    assert said[0].startswith("Anne places Support in "), said
    assert " with Mirabeau (" in said[0] and said[0].endswith(" RP)"), said
    assert not any("plays" in line or "places Support" in line for line in said[1:]), said


def test_a_war_card_won_says_what_it_does() -> None:
    """A War card's bid prompt says it is a War usable in each Action phase, and winning it
    says what its ◆ will do."""
    from games.fr1789.flow import _won
    from games.fr1789.state import Lot

    text = say(board.card_text("pillnitz"))
    assert "Deploy up to 2 Coalition armies" in text and "once in each Action phase" in text
    s = acting(n=2, cards={}, rp=20)
    s.lot = Lot(card="pillnitz", bidder=1, bid=3)
    said = [say(e.text, "fr", ["Anne", "Bruno"]) for e in _won(s)]
    assert said[1] == (
        "Désormais, Bruno peut utiliser la Déclaration de Pillnitz une fois à chaque phase"
        " d’actions\u00a0: Déployez jusqu’à 2 armées de la Coalition, à 1 PR l’armée."
    ), said


def test_no_player_text_cites_a_rulebook_paragraph() -> None:
    """Players do not have the rulebook's numbering: no § in any 1789 message."""
    from pathlib import Path

    for lang in ("en", "fr"):
        ftl = Path(f"i18n/locales/{lang}/fr1789.ftl").read_text(encoding="utf-8")
        lines = [line for line in ftl.splitlines() if not line.lstrip().startswith("#")]
        assert not [line for line in lines if "§" in line], lang


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
            assert say(board.ability_line(card.id, i)) == f"{a.mark} {a.name} — {a.text}"
    for kind in DATA.conspiracy.values():
        assert (say(board.consp_name(kind.id)), say(board.consp_text(kind.id))) == (
            kind.name,
            kind.ability.text,
        )
    assert all(say(board.system_name(s.id), "fr") == s.name for s in DATA.systems)
    assert all(say(board.system_name(s.id)) == s.english for s in DATA.systems)


NBSP, NARROW = "\u00a0", "\u202f"


def test_french_puts_the_article_a_card_name_needs_in_a_sentence() -> None:
    """ "la Fuite à Varennes", "du Serment du Jeu de paume", never a bare title mid-sentence;
    a Personage keeps his name alone."""
    oath = "tennis_court_oath"
    s = start(2, orders={1: [oath, *(c for c in DATA.turn_cards(1) if c != oath)]})
    text = say(GAME.prompt(s, 0).text, "fr")
    assert f"Le Serment du Jeu de paume est aux enchères{NBSP}: à vous d’ouvrir." in text
    said = [say(e.text, "fr", ["Anne", "Bruno"]) for e in GAME.apply(s, 0, "bid:1")]
    assert said == ["Anne enchérit à 1 PR pour le Serment du Jeu de paume"]
    said = [say(e.text, "fr", ["Anne", "Bruno"]) for e in GAME.apply(s, 1, "pass")]
    assert said[:2] == [
        "Bruno passe et laisse le Serment du Jeu de paume aux autres",
        "Anne remporte le Serment du Jeu de paume pour 1 PR, et la carte Premier Joueur",
    ]
    a = acting(n=2, cards={"varennes": 0, "danton": 0})
    play(a, 0, "card:varennes")
    assert say(GAME.prompt(a, 0).text, "fr").startswith(
        "Tour I · Actions\nChoisissez l’action de la Fuite à Varennes."
    )


def test_a_refusal_names_the_choices_as_the_player_reads_them_never_their_ids() -> None:
    s = start(2)
    play(s, 0, "bid:5")
    for lang, expected in (
        ("en", "You may choose: +1 → 6 RP · +2 → 7 RP"),
        ("fr", f"Vous pouvez choisir{NBSP}: +1 → 6 PR · +2 → 7 PR"),
    ):
        with pytest.raises(IllegalAction) as refused_:
            GAME.apply(s, 1, "bid:4")
        said = say(refused_.value.text, lang)
        assert expected in said and "bid:" not in said, said
    a = acting(n=2, cards={"danton": 0, "marat": 0, "barnave": 0})
    with pytest.raises(IllegalAction) as refused_:
        GAME.apply(a, 0, "card:robespierre")
    said = say(refused_.value.text, "fr")
    assert said == (
        f"Robespierre n’est pas l’une de vos cartes. Vous pouvez choisir{NBSP}: Danton · Marat · "
        "Barnave · Jouer la Corruption des députés non alignés · Jouer les Agitateurs payés · "
        "Jouer l’Or de Pitt · Passer jusqu’à la fin du tour."
    )


def test_asks_are_a_few_words_and_only_the_reaction_asks_a_question() -> None:
    """The board's waiting line puts each ask in brackets ("Waiting for Anne (bid for
    Danton)"), a reminder after "waits for you:": a few words, no colon, no question mark but
    the reaction's, which the host's DM puts as a question."""
    for seed in range(3):
        rng = random.Random(seed)
        s = GAME.setup(3 + seed, seed)
        while GAME.outcome(s) is None:
            for seat in GAME.active_seats(s):
                prompt = GAME.prompt(s, seat)
                for lang in ("en", "fr"):
                    ask = say(prompt.ask, lang, ["Anne", "Bruno", "Chloé", "Dmitri", "Élise"])
                    assert len(ask) <= 60 and ":" not in ask, ask
                    assert ask.endswith("?") == prompt.reaction, ask
            seat = rng.choice(GAME.active_seats(s))
            GAME.apply(s, seat, rng.choice(GAME.prompt(s, seat).choices).id)


def test_rp_are_explained_where_a_newcomer_meets_them() -> None:
    """The auction's help, the first turn's income line, the aid and the board's legend."""
    s = start(2)
    log = GAME.view(s, None)["log"]
    for lang, words in (("en", "RP (Resource Points"), ("fr", "PR (points de ressources")):
        assert words in say(GAME.prompt(s, 0).help, lang)
        assert any(words in say(line, lang) for line in log)
    assert "RP (resource points" in GAME.meta.aid["summary"].replace("\n", " ")
    assert "points de ressources (PR)" in GAME.meta.aid_in("fr")["summary"].replace("\n", " ")
    with measuring() as ledger:
        render.table_png("fr1789", GAME.view(s, None), ["Anne", "Bruno"], "fr")
    assert f"PR{NBSP}: points de ressources, publics" in ledger.texts
    assert f"PV{NBSP}: totaux cachés, gains annoncés" in ledger.texts


def test_a_choice_of_city_or_system_box_names_it_as_the_table_draws_it() -> None:
    a = acting(n=2, cards={"barnave": 0, "danton": 0}, rp=20)
    play(a, 0, "card:barnave", "do:vote")
    drawn = render.places("fr1789", GAME.view(a, None), "fr")
    boxes = [c for c in GAME.prompt(a, 0).choices if c.place]
    assert [c.place for c in boxes] == ["absolutisme", "monarchie"]
    assert all(c.place is not None and drawn[c.place] in say(c.label, "fr") for c in boxes)
    b = acting(n=2, cards={"mirabeau": 0}, rp=20)
    play(b, 0, "card:mirabeau", "use:0")
    cities = [c for c in GAME.prompt(b, 0).choices if c.place]
    assert len(cities) == 8
    assert all(c.place is not None and drawn[c.place] == say(c.label) for c in cities)


def test_lines_stored_before_still_read_in_both_languages() -> None:
    """Stored events are said again when read: an older line's arguments still suffice."""
    old = [
        Msg("fr1789-passes-on", who="{s0}", card=board.name("varennes")),
        Msg("fr1789-reveal", card=board.name("varennes"), kind="event", who="{s1}"),
        Msg("fr1789-wins-card", who="{s0}", card=board.name("danton"), rp=3, bid=3, credit=0),
    ]
    for lang in ("en", "fr"):
        assert all(say(m, lang, ["Anne", "Bruno"]) for m in old)
