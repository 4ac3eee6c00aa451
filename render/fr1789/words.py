"""French Revolution 1789's table in words (`render.table_words`): the facts of the table
picture (`render/fr1789/table.py`), from the spectator's view alone, in the order a screen
reader should read them: the banner (turn, phase, the Political System, who must act and on
what), every player's row (RP, History cards ready, Conspiracy cards held, the First Player card,
passed; at the end the VP), the card on auction with its bid and what it does, the System boxes
with this turn's votes, the map's cities with their armies, flags and Support, the Liberty or
Death box, and what just happened. VP totals stay unsaid until the end, as on the table. Short
lines under **bold** headings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core import Msg, Text, seat_tag
from i18n import say
from render.common import grouped

CAMPS = ("france", "coalition", "royalist")


def words(view: dict[str, Any], names: list[str], lang: str = "en") -> str:

    def said(text: Text) -> str:
        return say(text, lang, names)

    def heading(text: Text) -> str:
        return f"**{said(text)}**"

    out = [heading(Msg("fr1789-words-title", chapter=view["chapter"], n=view["turns"]))]
    banner = _banner(view)
    if banner is not None:
        out.append(said(banner))
    system = next(s for s in view["systems"] if s["id"] == view["system"])
    out.append(said(Msg("fr1789-standing-system", system=system["name"])))

    final = view["final"] is not None
    out.append(heading(Msg("fr1789-draw-final" if final else "fr1789-words-players")))
    out += [said(_seat(view, i)) for i in range(len(view["seats"]))]
    if view["dead"]:
        out.append(said(Msg("fr1789-draw-dead", cards=[c["name"] for c in view["dead"]])))

    if not final:
        out.append(heading(Msg("fr1789-words-auction")))
        out += _auction(view, said)

    out.append(heading(Msg("fr1789-words-systems")))
    votes = [
        Msg("fr1789-words-system", system=s["name"], votes=s["votes"],
            now="yes" if s["id"] == view["system"] else "no")
        for s in view["systems"]
    ]  # fmt: skip
    out.append(said(Msg.join(votes, " · ")))

    out.append(heading(Msg("fr1789-words-map")))
    out += [said(_city(c)) for c in view["cities"]]

    log = view["log"][-1:]
    if log:
        out.append(heading(Msg("fr1789-words-latest")))
        out += [said(line) for line in log]
    return grouped(out)


def _banner(view: dict[str, Any]) -> Msg | None:
    """Who won, that this part of the game is over, or whom the game waits for and why."""
    if view["finished"]:
        final = view["final"]
        best = max((f["vp"], f["rp"]) for f in final)
        tops = [seat_tag(f["seat"]) for f in final if (f["vp"], f["rp"]) == best]
        return Msg("fr1789-words-won", who=tops, n=len(tops))
    if view.get("over"):
        return Msg("fr1789-words-closed", part=view["over"])
    waiting = view["waiting"]
    if waiting is None:
        return None
    return Msg("fr1789-words-waiting", who=[seat_tag(s) for s in waiting["seats"]],
               what=waiting["what"])  # fmt: skip


def _seat(view: dict[str, Any], i: int) -> Msg:
    """A player's row: RP and (at the end) VP, History cards ready of those in play,
    Conspiracy cards in hand, the First Player card, passed."""
    s = view["seats"][i]
    final = view["final"]
    if final is not None:
        return Msg("fr1789-words-final", who=seat_tag(i), vp=final[i]["vp"], rp=s["rp"])
    ready = sum(c["status"] == "ready" for c in s["cards"])
    notes = [Msg("fr1789-words-first")] if view["first"] == i else []
    notes += [Msg("fr1789-words-passed")] if s["passed"] else []
    return Msg(
        "fr1789-words-seat",
        who=seat_tag(i),
        notes=Msg.join(notes, ", ") if notes else "none",
        rp=s["rp"],
        ready=ready,
        n=len(s["cards"]),
        consp=s["conspiracy"],
    )


def _auction(view: dict[str, Any], said: Callable[[Text], str]) -> list[str]:
    """The History card on auction, its bid and what it does; else what the box holds."""
    lot = view["lot"]
    if lot is None:
        if view["phase"] == "auction":
            return [said(Msg("fr1789-draw-box-left", n=view["box"]))]
        return [said(Msg("fr1789-words-no-lot", phase=Msg("fr1789-draw-action-phase")))]
    bid = (
        Msg("fr1789-words-no-bid", card=lot["name"])
        if lot["bid"] is None
        else Msg("fr1789-words-bid", card=lot["name"], rp=lot["bid"], who=seat_tag(lot["bidder"]))
    )
    return [said(bid), said(lot["text"])]


def _city(c: dict[str, Any]) -> Msg:
    """A city: its foreign flags, its armies by camp with their strengths (a leader by name),
    and whose Support it holds."""
    armies: list[Msg] = []
    for camp in CAMPS:
        units = [u for u in c["army"] if u["camp"] == camp]
        if units:
            strengths = [
                Msg("fr1789-words-leader", strength=u["strength"], leader=u["leader"])
                if u["leader"]
                else str(u["strength"])
                for u in units
            ]
            armies.append(Msg("fr1789-words-armies", camp=camp, n=len(units), strengths=strengths))
    flags = "-".join(f for f in CAMPS if f in c["flags"]) or "none"
    support = "none" if c["support"] is None else seat_tag(c["support"])
    return Msg(
        "fr1789-words-city",
        city=c["name"],
        flags=flags,
        armies=Msg.join(armies, "; ") if armies else Msg("fr1789-words-no-army"),
        support=support,
    )
