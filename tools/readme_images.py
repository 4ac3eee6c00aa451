"""Renders the table, its details and a hand of every registered game, part-way through a
seeded random game, and the score chart, a closed board and the animated replay of a whole
game of Revolt, a player's rating chart (`/stats`), a tournament's final standings, and
Liberté's table as a person with deuteranopia sees it, into docs/images/ for the README: every
picture the README shows (a test holds it to that). Run with `make images` after changing a
renderer, and look."""

from __future__ import annotations

import argparse
import dataclasses
import random
from pathlib import Path

from PIL import Image

import render
from bot.host.outbox import Limits
from bot.host.records import Skill, rate, rating_chart
from bot.host.reports import chart_png, replay_views
from bot.host.table import volume
from bot.host.tournament_posts import standings_of
from bot.host.tournament_rounds import Course, next_round, ranked
from games import registry
from games.core import Game
from games.core.replay import Record, states
from render.colours import as_seen
from render.replay import replay_gif
from storage import EntrantRow, TableRow, TournamentRow

NAMES = ["Anne", "Bertrand", "Camille", "Denis", "Élise", "Fabien"]
ENTRANTS = [*NAMES, "Gaëlle", "Hugo", "Inès", "Jules", "Karima", "Léon"]  # a tournament's


def play(game: Game, players: int, moves: int, seed: int) -> tuple[object, Record]:
    """A state `moves` random choices into a game (or its end, if sooner), and its record."""
    rng = random.Random(seed)
    state = game.setup(players, seed=seed)
    made: list[tuple[int, str]] = []
    for _ in range(moves):
        if game.outcome(state) is not None:
            break
        seat = rng.choice(game.active_seats(state))
        prompt = game.prompt(state, seat)
        assert prompt is not None
        made.append((seat, rng.choice(prompt.choices).id))
        game.apply(state, *made[-1])
    return state, Record(game.meta.id, players, seed, moves=tuple(made))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("docs/images"))
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for game in registry.all():
        players = min(max(game.meta.min_players, 4), game.meta.max_players)
        state, _ = play(game, players, args.moves, args.seed)
        names = NAMES[:players]
        gid = game.meta.id
        (args.out / f"{gid}-table.png").write_bytes(
            render.table_png(gid, game.view(state, None), names)
        )
        (args.out / f"{gid}-detail.png").write_bytes(
            render.detail_png(gid, game.view(state, None), names)
        )
        (args.out / f"{gid}-hand.png").write_bytes(render.hand_png(gid, game.view(state, 0), names))
        (args.out / f"{gid}-table-fr.png").write_bytes(  # the same table at a French match
            render.table_png(gid, game.view(state, None), names, "fr")
        )
        print(f"{gid}: {args.out}/{gid}-table.png, -table-fr.png, -detail.png, -hand.png")
    colour_blind(args.out / "liberte-table.png", args.out / "liberte-table-deuteranopia.png")
    _, whole = play(registry.get("revolt"), 4, 10_000, args.seed)
    (args.out / "score-chart.png").write_bytes(chart_png(whole, NAMES[:4]))
    print(f"the end of a game: {args.out}/score-chart.png")
    story(whole, args.out)
    (args.out / "stats-rating.png").write_bytes(rating(args.seed))
    print(f"/stats: {args.out}/stats-rating.png")
    (args.out / "tournament-standings.png").write_bytes(tournament(args.seed))
    print(f"a tournament: {args.out}/tournament-standings.png")


def colour_blind(table: Path, out: Path) -> None:
    """A table as a person with deuteranopia sees it (render/colours.py simulates it)."""
    seen = as_seen(Image.open(table), "deuteranomaly")
    seen.save(out, optimize=True)
    print(f"colour-blind: {out}")


def rating(seed: int) -> bytes:
    """Anne's rating over eight matches of Revolt against three others, won or lost at random."""
    rng, trend = random.Random(seed), []
    skill: dict[int, Skill] = {}
    for _ in range(8):
        order = rng.sample(range(4), 4)
        skill = rate([[p] for p in order], [1, 2, 3, 4], skill)
        trend.append(skill[0])
    return rating_chart("Revolt", NAMES[0], trend, "en")


def tournament(seed: int) -> bytes:
    """The final standings of a 12-player Swiss of Revolt at tables of 4, its 3 rounds formed as
    the bot forms them (`next_round`) and each table's places drawn at random."""
    rng = random.Random(seed)
    t = TournamentRow(
        id=1, guild_id=1, channel_id=1, game_id="revolt", format="swiss", rounds=3,
        table_size=4, pace="daily", options={}, language="en", organiser_id=1,
        status="running", round=0, starts_at=None, created_at="", finished_at=None, version=0,
    )  # fmt: skip
    entrants = [EntrantRow(1, n, name, "", None) for n, name in enumerate(ENTRANTS, 1)]
    c = Course(t, registry.get("revolt").meta, entrants, [], [], {})
    while (found := next_round(c)) is not None:
        number = c.tournament.round + 1
        tables = [
            TableRow(1, number, n, seats, None, tuple(rng.sample(range(1, 5), 4)), ())
            for n, seats in enumerate(found.tables, 1)
        ]
        c = dataclasses.replace(
            c,
            tournament=dataclasses.replace(c.tournament, round=number),
            tables=[*c.tables, *tables],
        )
    c = dataclasses.replace(c, tournament=dataclasses.replace(c.tournament, status="finished"))
    return standings_of(c, ranked(c), Limits()).picture(1).data


def story(whole: Record, out: Path) -> None:
    """A closed board (the table as the first turn ended) and the replay of the whole game."""
    game, names = whole.game, NAMES[: whole.num_players]
    first = None
    for state in states(whole):
        part = volume(game.chapter(state))
        if first is None:
            first = part
        elif part != first:
            view = {**game.view(state, None), "over": first, "chapter": first}
            (out / "revolt-closed.png").write_bytes(render.table_png(game.meta.id, view, names))
            break
    (out / "revolt-replay.gif").write_bytes(replay_gif(game.meta.id, replay_views(whole), names))
    print(f"the story: {out}/revolt-closed.png, revolt-replay.gif")


if __name__ == "__main__":
    main()
