"""Liberté's table in words (`render.table_words`): the facts the table picture shows
(`render.liberte.table`), from the spectator's view alone, in the order a screen reader should
read them. First the banner (the turn and round, who must act on what), then where everyone
stands (in player order, as the picture's rows: VP, cards in hand, cards in display or votes
held), the election track, the government and the turn's battle, then the provinces region by
region as the tiles lie (north, then south; west to east), each occupied one with its stacks,
highest first, and the empty ones by name, then the two latest moves the picture writes."""

from __future__ import annotations

from typing import Any

from games.core import Msg, Text, seat_tag
from games.liberte import endings
from games.liberte.board import COUNTER_REVOLUTION
from games.liberte.data import DATA, Faction
from i18n import say
from render.common import closed_line
from render.liberte import panel, tiles

LOG_LINES = 2  # the latest moves the table writes


def words(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    lines = [
        *_banner(view, names, lang),
        *_players(view, names, lang),
        *_state(view, names, lang),
        *_provinces(view, names, lang),
        *_latest(view, names, lang),
    ]
    return "\n".join(lines)


def _heading(text: Text, lang: str) -> str:
    return f"**{say(text, lang)}**"


def _banner(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """The turn and round (at the end, why the game ended), then what is awaited and from
    whom."""
    outcome = view.get("outcome")
    chapter = Msg.join([view["chapter"], outcome["reason"]]) if outcome else view["chapter"]
    status = closed_line(view, lang) or say(view["status"], lang, names)
    return [_heading(Msg("liberte-words-title", chapter=chapter), lang), status]


def _votes(held: dict[str, int]) -> Msg:
    """The votes a player holds, by colour ("votes held: 2 red and 1 white")."""
    counts = [
        Msg("liberte-draw-votes-count", n=n, colour=Faction(f).colour("f" if n == 1 else "fp"))
        for f, n in held.items()
        if n
    ]
    return Msg("liberte-draw-votes-held", votes=counts) if counts else Msg("liberte-words-no-votes")


def _players(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """A line a player, in player order (at the end, by final score, the winners marked): the
    score, the hand, and the cards in display or, once anyone holds votes, the votes held."""
    order, scores, unit, winners = panel.standings(view)
    votes = any(any(p["held"].values()) for p in view["players"])
    title = "liberte-words-final" if view.get("outcome") else "liberte-words-players"
    out = ["", _heading(Msg(title), lang)]
    for s in order:
        p = view["players"][s]
        who, score, hand = seat_tag(s), endings.points(unit, scores[s]), p["hand_size"]
        line = (
            Msg(
                "liberte-words-player-votes",
                who=who,
                score=score,
                hand=hand,
                votes=_votes(p["held"]),
            )
            if votes
            else Msg(
                "liberte-words-player", who=who, score=score, hand=hand, shown=len(p["display"])
            )
        )
        if s in winners:
            line = Msg("liberte-words-winner", line=line)
        out.append(say(line, lang, names))
    return out


def _state(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """The election track, the government and opposition, who is present in government, the
    turn's battle and the count towards the Royalist Counter-revolution."""
    votes = view["election"]
    tally = [Msg("liberte-party-votes", party=Faction(f).party, n=votes[f]) for f in "RBW"]
    gov, opp = view["government"], view["opposition"]
    government = Msg(
        "liberte-words-government",
        government=Faction(gov).party if gov else panel.no_government(view, lang),
        opposition=Faction(opp).party if opp else Msg("liberte-draw-none"),
    )
    present = [seat_tag(s) for s in view["presence"]]
    fight = view["battle"]
    battle = (
        Msg("liberte-words-battle", battle=panel.battle_label(fight))
        if fight
        else Msg("liberte-words-no-battle")
    )
    cr, lost = view["counter_revolution"], len(view["lost_battles"])
    when = "lost" if lost else "early" if view["turn"] < 3 else "now"
    counter = Msg("liberte-words-counter", n=cr, needed=COUNTER_REVOLUTION, when=when, lost=lost)
    election = Msg("liberte-words-election", tally=Msg.join(tally, " · "), n=panel.LANDSLIDE)
    in_government = Msg("liberte-draw-in-gov", who=present or Msg("liberte-draw-nobody"))
    said = [
        say(line, lang, names) for line in (election, government, in_government, battle, counter)
    ]
    return ["", _heading(Msg("liberte-draw-election-track"), lang), *said]


def _province(n: int) -> Msg:
    """A province's name with its marks: its Fleur-de-lis, its VP."""
    p = DATA.provinces[n]
    fleur = "yes" if p.fleur_de_lis else "no"
    return Msg("liberte-words-province", name=DATA.province_name(n), fleur=fleur, vp=p.vp)


def _stack(stack: dict[str, Any]) -> Msg:
    """A stack as its tile draws it: its owner, its height, its colour ("Anne 2 blue")."""
    height = stack["height"]
    colour = Faction(stack["faction"]).colour("m" if height == 1 else "mp")
    return Msg("liberte-stack-short", who=seat_tag(stack["owner"]), height=height, colour=colour)


def _provinces(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """Region by region as the tiles lie, each occupied province with its stacks, highest
    first as its tile draws them, the province whose vote is being decided marked; then the
    region's empty provinces by name."""
    tie = view["tie"]
    decided = tie["province"] if tie else None
    marks = say(Msg("liberte-words-marks"), lang)
    out = ["", f"{_heading(Msg('liberte-words-provinces'), lang)} ({marks})"]
    for code in (code for row in tiles.GRID for code in row):
        out.append(f"**{DATA.region_name(code)}**")
        empty = []
        for n in DATA.region_provinces[code]:
            stacks = view["board"][n - 1]
            if not stacks:
                empty.append(_province(n))
                continue
            highest = sorted(stacks, key=lambda s: -s["height"])
            line = Msg(
                "liberte-words-stacks",
                province=_province(n),
                stacks=Msg.join([_stack(s) for s in highest], ", "),
            )
            out.append(
                say(Msg("liberte-words-tie", line=line) if n == decided else line, lang, names)
            )
        if empty:
            line = Msg("liberte-words-empty", n=len(empty), provinces=Msg.join(empty, ", "))
            out.append(say(line, lang, names))
    return out


def _latest(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    """The moves the table writes under the column, the newest first."""
    log = view["log"][-LOG_LINES:]
    if not log:
        return []
    return ["", _heading(Msg("liberte-words-latest"), lang)] + [
        say(line, lang, names) for line in reversed(log)
    ]
