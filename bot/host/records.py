"""A server's records: each finished match's result by seat, an OpenSkill rating per player,
server and game (the PlackettLuce model: free-for-all and teams alike), a player's record and
rating over time (`/stats`), the server's best (`/leaderboard`: all time, or a season's, rated
again from its matches alone) and its finished matches (`/game history`).

The result and the new ratings are written in the very transaction that ends the match (the
finishing move, or the table's vote), which checks the match's version: a match is counted once.
A seat counts for whoever held it at the end, unless the stand-in made most of its moves (a
player absent or resigned for most of the game): then it counts for the stand-in, which has a
rating of its own. An aborted match records nothing."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Sequence
from functools import partial
from typing import Any

from openskill.models import PlackettLuce

import i18n
from bot.host import alt, refs
from bot.host.core import LEVEL_NAMES, stand_in_level
from bot.host.inputs import plain
from bot.host.outbox import Limits, Outbox, Picture, Refused
from bot.host.seasons import ALL_TIME, Seasons
from games import registry
from games.core import Game, Msg, Text
from render.chart import score_chart
from storage import STAND_IN_IDS, Database, Rating, Result, ResultSeat, SeatRow, Skill
from storage.db import STAND_IN_ID, STRONG_STAND_IN_ID

# Their names in a result, kept as they were recorded.
RECORDED_NAMES = {STAND_IN_ID: "Stand-in", STRONG_STAND_IN_ID: "Strong stand-in"}
LEVEL_OF = {user_id: level for level, user_id in STAND_IN_IDS.items()}
LEADERS = 10  # players `/leaderboard` lists
HISTORY_PAGE = 10  # matches a page of `/game history` lists
MODEL = PlackettLuce()


def competition_ranks(scores: dict[int, float], winners: Sequence[int]) -> dict[int, int]:
    """1 for the winners; the others after them by score, equal scores sharing a rank (1, 2,
    2, 4): a game's tie-breaks decide its winners, the scores the rest."""
    ranks = {seat: 1 for seat in winners}
    others = sorted((s for s in scores if s not in ranks), key=lambda s: -scores[s])
    for i, seat in enumerate(others):
        same = i > 0 and scores[others[i - 1]] == scores[seat]
        ranks[seat] = ranks[others[i - 1]] if same else len(winners) + i + 1
    return ranks


def teams_of(game: Game, state: Any, seats: int) -> list[list[int]]:
    """The sides of the match: the teams its public view names (Frondeurs' team variant,
    §8.6), or one seat a side."""
    teams = game.view(state, None).get("teams") or []
    teamed = {s for team in teams for s in team}
    return [list(t) for t in teams] + [[s] for s in range(seats) if s not in teamed]


def counts_for(seats: Sequence[SeatRow], seat: int, moves: tuple[int, int]) -> int:
    """Whom a seat's result counts for: its player, unless the stand-in made most of its moves
    (or it never had one: a seat the lobby gave the stand-in), at the level it plays there."""
    by_stand_in, made = moves
    if not seats[seat].person or by_stand_in * 2 > made:
        return STAND_IN_IDS[stand_in_level(list(seats), seat)]
    return seats[seat].user_id


def rate(teams: list[list[int]], ranks: list[int], current: dict[int, Skill]) -> dict[int, Skill]:
    """The players' new ratings after one match: `teams` of user ids, with their `ranks` (1
    best). The stand-in may hold several seats of one match: each plays from its rating as it
    was, and its new rating is the mean of theirs."""
    rated = MODEL.rate(
        [[MODEL.rating(*current.get(u, (MODEL.mu, MODEL.sigma))) for u in team] for team in teams],
        ranks=[float(r) for r in ranks],
    )
    new: dict[int, list[Skill]] = {}
    for team, ratings in zip(teams, rated, strict=True):
        for user_id, rating in zip(team, ratings, strict=True):
            new.setdefault(user_id, []).append((rating.mu, rating.sigma))
    return {
        u: (sum(m for m, _ in v) / len(v), sum(s for _, s in v) / len(v)) for u, v in new.items()
    }


async def final_result(
    db: Database,
    match_id: int,
    game: Game,
    state: Any,
    seats: Sequence[SeatRow],
    unwritten: Sequence[int] = (),
) -> Result:
    """The result to store with the match's end, decided under its lock: the game's outcome,
    or (none yet) the standing when the table ended it, its leaders counting as winners.
    `unwritten`: the seats of the moves written with the end (the one that ends it last)."""
    moves = await db.stand_in_moves(match_id)
    for seat in unwritten:
        by_stand_in, made = moves.get(seat, (0, 0))
        moves[seat] = (by_stand_in + int(bool(seats[seat].stand_in)), made + 1)
    outcome = game.outcome(state)
    if outcome is not None:
        return result_of(game, state, seats, moves, "game", outcome.scores, outcome.winners)
    standing = game.standing(state)
    best = max(standing.values())
    leaders = [s for s, v in standing.items() if v == best]
    return result_of(game, state, seats, moves, "vote", standing, leaders)


def result_of(
    game: Game,
    state: Any,
    seats: Sequence[SeatRow],
    moves: dict[int, tuple[int, int]],
    ended: str,
    scores: dict[int, float],
    winners: Sequence[int],
) -> Result:
    """A match's result: `moves` per seat (by the stand-in, all), its `scores` and `winners`;
    `ended`: 'game' or 'vote'."""
    ranks = competition_ranks(scores, winners)
    sides = teams_of(game, state, len(seats))
    team = {seat: i for i, side in enumerate(sides) for seat in side}
    rows = []
    for s in seats:
        user_id = counts_for(seats, s.seat, moves.get(s.seat, (0, 0)))
        name = s.display_name if user_id > 0 else RECORDED_NAMES[user_id]
        rows.append(
            ResultSeat(s.seat, user_id, name, s.role, scores.get(s.seat, 0.0), ranks[s.seat],
                       team[s.seat], resigned=s.stand_in == "resigned")
        )  # fmt: skip
    by_team = [[rows[s].user_id for s in side] for side in sides]
    team_ranks = [min(ranks[s] for s in side) for side in sides]
    return Result(ended, rows, partial(rate, by_team, team_ranks), (MODEL.mu, MODEL.sigma))


def season_table(matches: Sequence[Sequence[ResultSeat]]) -> list[Rating]:
    """A season's table from its matches' results, in the order they finished: each player's
    rating worked out again from a newcomer's over these matches alone, with the matches they
    played and won in them; best first, in the all-time table's order (mu - 3 sigma, then the
    matches played).

    Replayed rather than read from the stored ratings: a stored rating sums up all time, so a
    player strong all time but absent from the season would lead it, and how far a rating
    moved within the season depends on how settled it was before (a veteran's narrow sigma
    hardly moves), not on the season's results alone. Rated from scratch over the season's
    matches, each as its end rated it (`rate`, side by side), every player is ranked on the
    season only, as if the server had opened on its first day. It costs one read of the
    season's results (one game, one server) and one rating update per match, in memory."""
    skills: dict[int, Skill] = {}
    names: dict[int, str] = {}
    played: Counter[int] = Counter()
    won: Counter[int] = Counter()
    for seats in matches:
        sides: dict[int, list[ResultSeat]] = {}
        for s in seats:
            sides.setdefault(s.team, []).append(s)
        ordered = [sides[team] for team in sorted(sides)]  # as `result_of` handed them
        skills.update(
            rate([[s.user_id for s in side] for side in ordered],
                 [min(s.rank for s in side) for side in ordered], skills)
        )  # fmt: skip
        names.update((s.user_id, s.name) for s in seats)
        played.update({s.user_id for s in seats})
        won.update({s.user_id for s in seats if s.rank == 1})
    table = [Rating(u, names[u], *skills[u], played[u], won[u]) for u in skills]
    return sorted(table, key=lambda r: (3 * r.sigma - r.mu, -r.played, r.user_id))


def estimate(skill: Skill) -> float:
    """A rating as players read it: OpenSkill's conservative estimate, mu - 3 sigma, never
    below 0. It is 0 for a newcomer; the first losses, while the estimate is still wide, would
    take it below 0 and greet a player with a negative number, so it stays at 0 until their
    results lift it (the ratings are kept and ordered as OpenSkill has them)."""
    mu, sigma = skill
    return max(mu - 3 * sigma, 0.0)


def shown(rating: Rating | Skill) -> float:
    """The estimate to one decimal (the catalogues write it with one, in each language's way)."""
    return round(estimate((rating.mu, rating.sigma) if isinstance(rating, Rating) else rating), 1)


def rating_chart(title: str, name: str, trend: Sequence[Skill], lang: str) -> bytes:
    """A player's rating after each match, from 0 before the first (the score chart's style),
    labelled in `lang`."""
    points = [0.0] + [round(estimate(skill), 1) for skill in trend]
    return score_chart(
        i18n.say(Msg("host-rating-title", game=title, name=name), lang),
        list(range(len(points))),
        [points],
        [name],
        x_label=i18n.say(Msg("host-rating-x"), lang),
        y_label=i18n.say(Msg("host-rating-y"), lang),
        end_label=i18n.say(Msg("host-chart-end"), lang),
        lang=lang,
    )


class Records:
    """`/stats`, `/leaderboard` and `/game history`: what a server's finished matches add up to."""

    def __init__(self, db: Database, limits: Limits, seasons: Seasons) -> None:
        self.db, self.limits, self.seasons = db, limits, seasons

    async def stats(
        self, *, guild_id: int, user_id: int, name: str, game_id: str | None = None
    ) -> Outbox:
        """A player's record on this server, game by game (played, won, rating and how it
        moved in the latest match), with their rating over time in one game (the one asked for,
        or the one they played most) as a chart. In the asker's language."""
        lang = i18n.reader()
        games = [game_id] if game_id else await self.db.rated_games(guild_id, user_id)
        lines: list[Text] = []
        charted = None
        for gid in games:
            title = registry.get(gid).meta.title
            rating = next(iter(await self.db.ratings(guild_id, gid, user_id, limit=1)), None)
            if rating is None:
                lines.append(Msg("host-stats-none", game=title))
                continue
            trend = await self.db.trend(guild_id, gid, user_id)
            line = Msg(
                "host-stats-line",
                game=title,
                played=rating.played,
                won=rating.won,
                rating=shown(rating),
            )
            lines.append(Msg.join([line, trend_text(trend)], "") if trend else line)
            if charted is None:
                charted = (gid, title, trend)
        if not lines:
            raise Refused(Msg("host-stats-nothing", name=plain(name)))
        said = [i18n.say(Msg("host-stats-head", name=plain(name)), lang)]
        text = "\n".join(said + [i18n.say(line, lang) for line in lines])
        if charted is None:
            return Outbox(reply=text)
        gid, title, trend = charted
        picture = Picture(
            f"{gid}-rating-{user_id}.png",
            partial(rating_chart, title, plain(name), trend, lang),
            alt=alt.described([text], self.limits.alt),  # the figures it charts
        )
        return Outbox(reply=text, reply_picture=picture)

    async def leaderboard(self, *, guild_id: int, game_id: str, season: str = ALL_TIME) -> Outbox:
        """The server's best players of a game, by rating, over all time or in a season (one of
        `SEASONS`, see `season_table`): one message, in the asker's language."""
        lang = i18n.reader()
        title = registry.get(game_id).meta.title
        if season == ALL_TIME:
            top = await self.db.ratings(guild_id, game_id, limit=LEADERS)
            head, none = Msg("host-leaders-head", game=title), Msg("host-leaders-none", game=title)
        else:
            period = await self.seasons.period(guild_id, season)
            found = await self.db.season_results(guild_id, game_id, period.starts, period.ends)
            # A long season is rated again off the event loop (a fifth of a millisecond a
            # match): the bot answers others meanwhile.
            top = (await asyncio.to_thread(season_table, found))[:LEADERS]
            head = period.dated("host-season-head", game=title)
            none = period.dated("host-season-none", game=title)
        if not top:
            raise Refused(none)
        lines = [
            Msg(
                "host-leaders-line", rank=i, who=who(r), rating=shown(r), played=r.played, won=r.won
            )
            for i, r in enumerate(top, 1)
        ]
        said = [head, *lines]
        return Outbox(reply="\n".join(i18n.say(line, lang) for line in said))

    async def history(self, *, guild_id: int, game_id: str | None = None, page: int = 1) -> Outbox:
        """The server's finished matches, newest first, a page at a time: game, players,
        winners, date, a link to its thread, and how to get its export."""
        page = max(page, 1)
        found, total = await self.db.history(
            guild_id, game_id, (page - 1) * HISTORY_PAGE, HISTORY_PAGE
        )
        pages = max(1, -(-total // HISTORY_PAGE))
        if not found:
            if total:
                raise Refused(Msg("host-history-pages", pages=pages))
            raise Refused(Msg("host-history-none"))
        lines: list[Text] = [Msg("host-history-head", page=page, pages=pages)]
        for m in found:
            winners = [plain(s.name) for s in m.seats if s.rank == 1]
            lines.append(
                Msg(
                    "host-history-line",
                    game=registry.get(m.game_id).meta.title,
                    date=m.at[:10],
                    players=Msg.join([named(s) for s in m.seats], ", "),
                    winners=winners,
                    count=len(winners),
                    how="won" if m.ended == "game" else "ahead",
                    where=refs.channel(m.channel_id),
                    match=str(m.match_id),
                )
            )
        if page < pages:
            lines.append(Msg("host-history-more", next=str(page + 1)))
        return Outbox(reply="\n".join(i18n.say(line, i18n.reader()) for line in lines))


def named(seat: ResultSeat) -> Text:
    """A player in a finished match's line, with the coach's hints they asked for, if any."""
    if not seat.hints:
        return plain(seat.name)
    return Msg("host-history-hinted", name=plain(seat.name), count=seat.hints)


def who(rating: Rating) -> Text:
    """A rated player as the leaderboard names them: a mention, or the stand-in's level's name
    in the reader's language (each level has its own rating)."""
    level = LEVEL_OF.get(rating.user_id)
    return refs.person(rating.user_id) if level is None else LEVEL_NAMES[level]


def trend_text(trend: Sequence[Skill]) -> Text:
    """How the latest match moved the rating: " (▲ 1.2 in the latest match)"."""
    if not trend:
        return ""
    before, after = ([(MODEL.mu, MODEL.sigma), *trend])[-2:]
    moved = round(estimate(after) - estimate(before), 1)
    if not moved:  # still at 0 after a newcomer's loss: nothing to show
        return ""
    return Msg("host-trend", arrow="▲" if moved > 0 else "▼", moved=abs(moved))
