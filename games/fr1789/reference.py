"""The printed components as `/rules` topics, generated from the data so they always match the
game: every History card by turn, the Conspiracy cards, the System boxes and the cities, in each
language from the same messages the game says. The card texts are summaries in our words."""

from __future__ import annotations

from games.core import Msg, Text
from games.fr1789.board import (
    ROMAN,
    action_name,
    card_text,
    consp_name,
    consp_text,
    name,
    system_name,
)
from games.fr1789.data import DATA, Camp, City, System


def topics(lang: str) -> dict[str, str]:
    """`{"cards of turn i": ..., "conspiracy cards": ..., "systems": ..., "cities": ...}` in
    `lang` (the topics keep their names, which players type, in every language)."""
    from i18n import say  # the catalogues name the engine's messages: read them when asked

    out = {}
    for turn in ROMAN:
        cards = [
            Msg("fr1789-ref-card", card=name(c), kind=DATA.card[c].kind, text=card_text(c))
            for c in DATA.turn_cards(turn)
        ]
        out[f"cards of turn {ROMAN[turn].lower()}"] = "\n".join(say(c, lang) for c in cards)
    consp = [
        Msg("fr1789-ref-consp", card=consp_name(k.id), n=k.count, text=consp_text(k.id))
        for k in DATA.conspiracy.values()
    ]
    out["conspiracy cards"] = "\n".join(say(c, lang) for c in consp)
    out["systems"] = "\n".join(say(_system(s), lang) for s in DATA.systems)
    lines = [Msg("fr1789-ref-cities"), *(_city(c) for c in DATA.cities)]
    out["cities"] = "\n".join(say(line, lang) for line in lines)
    return out


def _system(s: System) -> Msg:
    acts = Msg.join([Msg("fr1789-ref-price", action=action_name(a.action), rp=a.rp, per=a.per)
                     for a in s.actions], ", ")  # fmt: skip
    votes = [system_name(v) for v in s.votes_for]
    bonus: list[Text] = [Msg("fr1789-ref-bonus", card=name(b.card), vp=b.vp) for b in s.bonus]
    return Msg("fr1789-ref-system", system=system_name(s.id), actions=acts, votes=votes,
               bonus=Msg.join(bonus, ", ") if bonus else Msg("fr1789-ref-no-bonus"))  # fmt: skip


def _city(c: City) -> Msg:
    flags = [f for f in c.camps if f != Camp.FRANCE]
    flag = "-".join(sorted(flags)) or "none"  # a selector: "coalition", "royalist", both, none
    near = [DATA.city[n].name for n in c.adjacent]
    return Msg("fr1789-ref-city", city=c.name, rp=c.rp, vp=c.vp, flags=flag,
               paris="yes" if c.exile_weight > 1 else "no", near=near)  # fmt: skip
