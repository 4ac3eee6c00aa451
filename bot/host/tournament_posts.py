"""What a tournament shows, said in its language: the sign-up message with its buttons, the
standings (the rows `render.standings` draws, the picture's recipe, the one message edited in
place after every result), a table's first words in its thread, the winner's announcement.
Plain values: a person or a thread is a reference (`refs`), which the front end writes."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from babel.numbers import format_decimal

import i18n
from bot.host import alt, refs
from bot.host.inputs import plain
from bot.host.lobby import MAX_OPTIONS_SHOWN
from bot.host.outbox import Controls, Limits, Picture, Post, TournamentEdit
from bot.host.paces import PACES, moment, when
from bot.host.pairing import Standing
from bot.host.tournament_rounds import Course
from games.core import GameMeta, Msg, Text, clip
from render.standings import StandingsRow, standings_png
from storage import EntrantRow, TableRow, TournamentRow

SIGNUP, STANDINGS = "signup", "standings"  # the slots of its messages
HEADINGS = ("rank", "player", "points", "tie-break", "played")  # the picture's columns


def title(t: TournamentRow, meta: GameMeta) -> Msg:
    return Msg("tournament-title", game=meta.title, number=str(t.id))


def named(t: TournamentRow, meta: GameMeta) -> Msg:
    """Its title as a message's heading."""
    return Msg("tournament-named", title=title(t, meta))


def points(value: Fraction, lang: str) -> str:
    """Points as the language writes them, two decimals at most: "4.67", "4,67", "2"."""
    return format_decimal(float(value), format="0.##", locale=lang)


def _rounds(t: TournamentRow) -> Msg:
    if t.format == "elimination":
        return Msg("tournament-until-final")
    if not t.rounds:
        return Msg("tournament-rounds-all")
    return Msg("tournament-rounds", count=t.rounds)


def signup_post(
    t: TournamentRow,
    meta: GameMeta,
    entrants: Sequence[EntrantRow],
    limits: Limits,
    note: Text = "",
) -> Post:
    """The sign-up message: what the tournament is, who signed up, Join, Leave and Start;
    within a message (a long list of names is cut)."""
    organiser = refs.person(t.organiser_id)
    names = [plain(e.name) for e in entrants]
    head = [named(t, meta), Msg(f"tournament-format-{t.format}"), _rounds(t),
            Msg("tournament-tables-of", size=t.table_size)]  # fmt: skip
    shown = clip(json.dumps(t.options), MAX_OPTIONS_SHOWN)
    texts: list[Text] = [
        Msg.join(head),
        Msg("host-pace-is", pace=PACES[t.pace].label),
        Msg("host-lobby-options", options=shown) if t.options else "",
        Msg("tournament-starts-at", at=when(moment(t.starts_at)), organiser=organiser)
        if t.starts_at
        else Msg("tournament-starts-by-hand", organiser=organiser),
        Msg("tournament-entrants", count=len(names), names=names)
        if names
        else Msg("tournament-no-entrants"),
        Msg("tournament-how"),
        note,
    ]
    return Post(
        clip("\n".join(i18n.say(text, t.language) for text in texts if text), limits.text),
        controls=Controls.TOURNAMENT,
        language=t.language,
        record=SIGNUP,
        tournament_id=t.id,
    )


def signup_closed(t: TournamentRow, said: Msg) -> TournamentEdit:
    """The sign-up message once it is over (started or cancelled, `said`): its buttons go."""
    post = Post(i18n.say(said, t.language), language=t.language, tournament_id=t.id)
    return TournamentEdit(t.id, SIGNUP, post)


@dataclass(frozen=True)
class Standings:
    """The standings as shown: the picture's texts and rows (`render.standings`), best first,
    with the lines they are made from (`pairing.Standing`: exact points and tie-breaks)."""

    title: str
    subtitle: str
    headings: tuple[str, ...]
    rows: tuple[StandingsRow, ...]
    lines: tuple[Standing, ...]
    winner: bool  # the tournament is over: the first are crowned
    alt: str

    def picture(self, tournament_id: int) -> Picture:
        """Its recipe, drawn by the adapter's workers like every other picture."""
        draw = partial(
            standings_png, self.title, self.subtitle, self.headings, self.rows, winner=self.winner
        )
        return Picture(f"tournament-{tournament_id}-standings.png", draw, alt=self.alt)


def standings_of(c: Course, lines: Sequence[Standing], limits: Limits) -> Standings:
    """The standings as the tournament's language shows them: points and Sonneborn-Berger
    written as it writes numbers, a note beside those who withdrew or had a Swiss bye."""
    t, lang = c.tournament, c.tournament.language
    names = {e.user_id: e.name for e in c.entrants}
    gone = c.gone()

    def note(s: Standing) -> Text:
        if s.player in gone:
            return Msg("tournament-note-withdrawn")
        return Msg("tournament-note-byes", count=s.byes) if s.byes else ""

    rows = tuple(
        StandingsRow(s.rank, names[s.player], points(s.points, lang),
                     points(s.sonneborn_berger, lang), s.played, i18n.say(note(s), lang))
        for s in lines
    )  # fmt: skip
    over = t.status == "finished"
    planned = c.planned()
    where: Msg = (
        Msg("tournament-final-standings")
        if over
        else Msg("tournament-round-of", round=t.round, rounds=planned)
        if planned
        else Msg("tournament-round", round=t.round)
    )
    subtitle = Msg.join([where, Msg(f"tournament-format-{t.format}"), c.meta.title])
    headings = tuple(i18n.say(Msg(f"tournament-heading-{h}"), lang) for h in HEADINGS)
    said = [
        i18n.say(Msg("tournament-alt-line", rank=r.rank, name=r.name, points=r.points,
                     tie_break=r.tie_break, played=r.played), lang)
        + (f" ({r.note})" if r.note else "")
        for r in rows
    ]  # fmt: skip
    heading = i18n.say(Msg.join([title(c.tournament, c.meta), subtitle]), lang)
    return Standings(
        i18n.say(title(t, c.meta), lang),
        i18n.say(subtitle, lang),
        headings,
        rows,
        tuple(lines),
        over,
        alt.described([heading, *said], limits.alt),
    )


def standings_edit(
    c: Course, standings: Standings, rooms: Mapping[int, int], limits: Limits
) -> TournamentEdit:
    """The standings message, edited in place (posted the first time): the picture, and under
    way the round's tables, each with where it plays (`rooms`: by table number) once started."""
    t, lang = c.tournament, c.tournament.language
    names = {e.user_id: plain(e.name) for e in c.entrants}
    texts: list[Text] = [Msg.join([named(t, c.meta), standings.subtitle])]
    if t.status == "running":
        for table in (tb for tb in c.tables if tb.round == t.round):
            texts.append(_table_line(table, names, rooms.get(table.table_no)))
        resting = [names[u] for r, u in c.byes if r == t.round]
        if resting:
            texts.append(Msg(f"tournament-byes-{t.format}", names=resting))
    text = clip("\n".join(i18n.say(text, lang) for text in texts), limits.text)
    post = Post(text, standings.picture(t.id), language=lang, record=STANDINGS, tournament_id=t.id)
    return TournamentEdit(t.id, STANDINGS, post, or_post=True)


def _table_line(table: TableRow, names: Mapping[int, str], room: int | None) -> Msg:
    players = [names[u] for u in table.seats]
    state = "over" if table.places is not None else "playing" if room else "waiting"
    where = refs.channel(room) if room else ""
    return Msg("tournament-table-line", table=table.table_no, players=players, where=where,
               state=state)  # fmt: skip


def table_post(t: TournamentRow, meta: GameMeta, table: TableRow) -> Post:
    """A table's first words in its thread: whose match it is, each player pinged."""
    players = [refs.person(u) for u in table.seats]
    said = Msg("tournament-table-opens", title=title(t, meta), round=t.round,
               table=table.table_no, players=players)  # fmt: skip
    return Post(i18n.say(said, t.language), mentions=list(table.seats), language=t.language)


def winners_post(t: TournamentRow, meta: GameMeta, winners: Sequence[int]) -> Post:
    """The end: who won, pinged."""
    said = Msg("tournament-won", title=title(t, meta), count=len(winners),
               winners=[refs.person(u) for u in winners])  # fmt: skip
    return Post(i18n.say(said, t.language), mentions=list(winners), language=t.language)
