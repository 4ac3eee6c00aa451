"""The printed components as `/rules` topics, generated from the data so they always match the
game: every History card by turn, the Conspiracy cards, the System boxes and the cities. The
card texts are the data's own summaries, in our words."""

from __future__ import annotations

from games.fr1789.board import ROMAN, action_name, camp_name, card_text
from games.fr1789.data import DATA, Camp, System

KIND = {"personage": "Personage", "event": "Event", "war": "War"}


def topics() -> dict[str, str]:
    """`{"cards of turn i": ..., "conspiracy cards": ..., "systems": ..., "cities": ...}`."""
    out = {}
    for turn in ROMAN:
        cards = [
            f"**{DATA.card[c].name}** ({KIND[DATA.card[c].kind]}): {card_text(c)}"
            for c in DATA.turn_cards(turn)
        ]
        out[f"cards of turn {ROMAN[turn].lower()}"] = "\n".join(cards)
    out["conspiracy cards"] = "\n".join(
        f"**{k.name}** ({k.count} in the deck): {k.ability.text}" for k in DATA.conspiracy.values()
    )
    out["systems"] = "\n".join(_system(s) for s in DATA.systems)
    out["cities"] = _cities()
    return out


def _system(s: System) -> str:
    acts = ", ".join(
        f"{action_name(a.action)} {a.rp}" + ("" if a.per == "action" else f" per {a.per}")
        for a in s.actions
    )
    votes = ", ".join(DATA.system[v].english for v in s.votes_for)
    bonus = ", ".join(f"{DATA.card[b.card].name} {b.vp}" for b in s.bonus) or "none"
    return f"**{s.english}**: {acts} (RP). Votes for {votes}. Bonus VP: {bonus}."


def _cities() -> str:
    lines = ["Each supported city gives its RP and VP at scoring. Flags: the foreign camps that "
             "may deploy there directly; any camp may enter next to a city it holds."]  # fmt: skip
    for c in DATA.cities:
        flags = [camp_name(f) for f in c.camps if f != Camp.FRANCE]
        flag = f"{' and '.join(flags)} flag" if flags else "no foreign flag"
        paris = ", counts 2 for the Coalition in Exile scoring" if c.exile_weight > 1 else ""
        near = ", ".join(DATA.city[n].name for n in c.adjacent)
        lines.append(f"**{c.name}**: {c.rp} RP, {c.vp} VP, {flag}{paris}; next to {near}.")
    return "\n".join(lines)
