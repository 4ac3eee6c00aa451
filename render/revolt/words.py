"""Revolt's table in words (`render.table_words`): the facts of the table picture
(`render/revolt/table.py`), from the spectator's view alone, in the order a screen reader should
read them: the banner (turn, who must play, the coin supply), every player's counts, the trick
on the felt (in progress, or the last one with who won it and the bonuses it brought), and the
latest events. Short lines under **bold** headings."""

from __future__ import annotations

from typing import Any

from games.core import Msg, seat_tag
from games.revolt.cards import name
from i18n import say
from render.common import grouped
from render.revolt.cards import family_name


def words(view: dict[str, Any], names: list[str], lang: str = "en") -> str:

    def said(text: Msg | str) -> str:
        return say(text, lang, names)

    def heading(text: Msg | str) -> str:
        return f"**{said(text)}**"

    out = [heading(Msg("revolt-words-title", chapter=view["chapter"], turns=view["turns"]))]
    out.append(said(_banner(view)))
    out.append(said(Msg("revolt-words-supply", n=view["supply_coins"])))

    out.append(heading(Msg("revolt-words-players")))
    awaited = [] if view.get("over") else view["active"]
    for i, s in enumerate(view["seats"]):
        line = Msg(
            "revolt-words-seat",
            who=seat_tag(i),
            on="yes" if i in awaited else "no",
            coats=s["coats"],
            coins=s["coins"],
            tricks=s["tricks"],
            hand=s["hand_size"],
        )
        out.append(said(line))

    last = None if view["trick"] else view["last_trick"]
    if view["trick"]:
        chosen = view["chosen_family"]
        title = (
            Msg("revolt-words-trick-chosen", family=family_name(chosen))
            if chosen
            else Msg("revolt-words-trick-unchosen")
        )
        out.append(heading(title))
        out += [said(_play(p, None)) for p in view["trick"]]
    elif last:
        turn = last.get("turn", view["turn"])
        out.append(
            heading(
                Msg("revolt-words-last-revolt", turn=turn)
                if last["winner"] is None
                else Msg("revolt-words-last-won", turn=turn, who=seat_tag(last["winner"]))
            )
        )
        out += [said(_play(p, last)) for p in last["plays"]]
    else:
        out.append(heading(Msg("revolt-words-trick")))
        out.append(said(Msg("revolt-draw-table-empty")))

    log = view["log"][-2:]
    if log:
        out.append(heading(Msg("revolt-words-latest")))
        out += [said(line) for line in reversed(log)]
    return grouped(out)


def _banner(view: dict[str, Any]) -> Msg:
    """Who won, that this part of the game is over, or who must play."""
    if view["finished"]:
        winners = [seat_tag(w) for w in view.get("winners") or []]
        if winners:
            return Msg("revolt-words-won", who=winners, n=len(winners))
        return Msg("revolt-words-game-over")
    if view.get("over"):
        return Msg("revolt-words-closed", part=view["over"])
    return Msg("revolt-words-to-play", who=[seat_tag(s) for s in view["active"]])


def _play(play: dict[str, Any], last: dict[str, Any] | None) -> Msg:
    """One card on the felt: who played it, the card, whether a coin cut with it, and on a
    finished trick whether it won and the bonuses its player took."""
    seat = play["seat"]
    notes: list[Msg] = []
    if play["cut"]:
        notes.append(Msg("revolt-words-cut"))
    if last is not None:
        if last["winner"] == seat:
            notes.append(Msg("revolt-words-winning"))
        if last.get("noble_bonus") == seat:
            notes.append(Msg("revolt-words-noble-bonus"))
        if last.get("knave_bonus") == seat:
            notes.append(Msg("revolt-words-knave-bonus"))
    card = Msg.join([name(play["card"]), *notes], ", ")
    return Msg("revolt-words-play", who=seat_tag(seat), card=card)
