"""Guillotine's table in words (`render.table_words`): the facts of the table picture
(`render/guillotine/table.py`), from the spectator's view alone, in the order a screen reader
should read them: the banner (turn, phase, who must act and on what), the players with the
parties they lead (the picture's key) and how many deputies each would have re-elected now, then
every post of the board with its deputies, party by party, each with his PP (the rapporteur,
the denounced and the accused said as such), and what just happened. Short lines under **bold**
headings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core import Msg, seat_tag
from games.guillotine.components import post_name
from i18n import say
from render.common import grouped

SEATS = 4  # Phase I §2: 4 places at the Comité, the Tribunal and the Club
POSTS = ("convention", "comite", "tribunal", "club", "mission", "prison", "fuite", "guillotine")


def words(view: dict[str, Any], names: list[str], lang: str = "en") -> str:

    def said(text: Msg | str) -> str:
        return say(text, lang, names)

    def heading(text: Msg | str) -> str:
        return f"**{said(text)}**"

    out = [heading(Msg("guillotine-words-title", chapter=view["chapter"], n=view["turns"]))]
    banner = _banner(view)
    if banner is not None:
        out.append(said(banner))
    if view["dissolved"]:
        out.append(said(Msg("guillotine-words-dissolved", turn=view["dissolved"])))
    elif view["histoire"]:
        out.append(said(Msg("guillotine-switch-histoire")))

    out.append(heading(Msg("guillotine-words-players")))
    parties = {p["id"]: p for p in view["parties"]}
    over = "yes" if view["finished"] else "no"
    for i, s in enumerate(view["seats"]):
        if not s["parties"]:
            out.append(said(Msg("guillotine-words-no-party", who=seat_tag(i))))
            continue
        led = [
            Msg("guillotine-words-party", party=parties[p]["name"], initial=parties[p]["initial"])
            for p in s["parties"]
        ]
        if view["phase"] == "draft":  # no deputy sits anywhere yet
            line = Msg("guillotine-words-leads", who=seat_tag(i), parties=led)
        else:
            line = Msg("guillotine-words-seat", who=seat_tag(i), parties=led, n=s["reelected"],
                       pp=s["reelected_pp"], over=over, held=s["held"])  # fmt: skip
        out.append(said(line))

    order = list(parties)
    empty: list[Msg] = []
    for post in POSTS:
        here = [d for d in view["deputies"] if d["post"] == post]
        accused = [d for d in view["deputies"] if d["post"] == "accused"]
        on_square = [d for d in here if d["denounced"]]
        seated = [d for d in here if not d["denounced"]]
        if post == "tribunal":
            on_square = accused + on_square
        if not here and not on_square:
            empty.append(post_name(post))
            continue
        if post == "convention":
            count = Msg("guillotine-draw-present", n=len(here))
        elif post in ("comite", "tribunal", "club"):
            count = Msg("guillotine-words-seats", n=len(here), seats=SEATS)
        else:
            count = Msg("guillotine-words-count", n=len(here))
        out.append(heading(Msg("guillotine-words-post", post=post_name(post), count=count)))
        for pid in order:
            theirs = [_deputy(d) for d in seated if d["party"] == pid]
            if theirs:
                out.append(said(Msg("guillotine-words-group", party=parties[pid]["name"],
                                    deputies=theirs)))  # fmt: skip
        if on_square:
            out.append(_square(on_square, parties, said))
    if empty:
        out.append(said(Msg("guillotine-words-empty", posts=empty)))

    log = view["log"][-1:]
    if log:
        out.append(heading(Msg("guillotine-words-latest")))
        out += [said(line) for line in log]
    return grouped(out)


def _banner(view: dict[str, Any]) -> Msg | None:
    """Who won, that this part of the game is over, or whom the game waits for and why."""
    if view["finished"]:
        ranking = view["ranking"]
        best = (ranking[0]["reelected"], ranking[0]["pp"])
        tops = [seat_tag(r["seat"]) for r in ranking if (r["reelected"], r["pp"]) == best]
        return Msg("guillotine-words-won", who=tops, n=len(tops))
    if view.get("over"):
        return Msg("guillotine-words-closed", part=view["over"])
    waiting = view["waiting"]
    if waiting is None:
        return None
    who = [seat_tag(s) for s in waiting["seats"]]
    return Msg("guillotine-words-waiting", who=who, what=waiting["what"])


def _deputy(d: dict[str, Any]) -> Msg:
    """A deputy by his name, with his PP (none once guillotined), and the Rapport."""
    if d["post"] == "guillotine":
        return Msg("guillotine-words-dead", who=d["name"])
    return Msg("guillotine-words-deputy", who=d["name"], pp=d["pp"],
               rapport="yes" if d["rapport"] else "no")  # fmt: skip


def _square(
    deps: list[dict[str, Any]],
    parties: dict[str, dict[str, Any]],
    said: Callable[[Msg | str], str],
) -> str:
    """The post's "dénoncé" square (the Tribunal's also holds the accused), each deputy with his
    party, since the parties' lines above leave them out."""
    accused = [_with_party(d, parties) for d in deps if d["post"] == "accused"]
    denounced = [_with_party(d, parties) for d in deps if d["post"] != "accused"]
    lines = []
    if accused:
        lines.append(said(Msg("guillotine-words-accused", deputies=accused)))
    if denounced:
        lines.append(said(Msg("guillotine-words-denounced", deputies=denounced)))
    return "\n".join(lines)


def _with_party(d: dict[str, Any], parties: dict[str, dict[str, Any]]) -> Msg:
    return Msg("guillotine-words-of-party", deputy=_deputy(d), party=parties[d["party"]]["name"])
