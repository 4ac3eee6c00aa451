"""A match replayed from what the action log keeps. The contract promises that `(num_players,
seed, options, choice ids)` replays to the identical state: the board of any past move, the
score chart at the end, an export and the tool that re-runs it all rest on this one loop."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from games.core import registry
from games.core.contract import Game, IllegalAction, Refusal, clip, seat_tag
from texts import Msg, Text


class ReplayError(Refusal, ValueError):
    """A record that does not replay: options `setup` refuses, or a move the rules refuse there
    (an edited file, or an engine whose rules changed since the match was played). Its `text`
    says why, in words, to be said in the reader's language with the seats' names."""


def why(error: Exception) -> Text:
    """What an engine's refusal says, or the error's own words."""
    return error.text if isinstance(error, Refusal) else str(error)


@dataclass(frozen=True)
class Record:
    """Everything a match's states follow from. `options` are as stored (empty: none)."""

    game_id: str
    num_players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    moves: tuple[tuple[int, str], ...] = ()

    @property
    def game(self) -> Game:
        return registry.get(self.game_id)


def states(record: Record) -> Iterator[Any]:
    """The state at the start, then after each move in order. It is one object changed in place
    (a copy per move would cost a dump each): read or dump it before taking the next."""
    game = record.game
    try:
        state = game.setup(record.num_players, record.seed, record.options or None)
    except ValueError as e:  # SetupError, or a seat count the game refuses
        raise ReplayError(Msg("core-replay-setup", why=why(e))) from e
    yield state
    for number, (seat, choice) in enumerate(record.moves, 1):
        try:
            game.apply(state, seat, choice)
        except (IllegalAction, ValueError) as e:
            refused = Msg("core-replay-refused", number=number, choice=clip(choice, 60),
                          who=seat_tag(seat), why=why(e))  # fmt: skip
            raise ReplayError(refused) from e
        yield state


def state_after(record: Record, move: int) -> Any:
    """The state after move `move` (0: at the start, before any move)."""
    if not 0 <= move <= len(record.moves):
        raise ValueError(f"move {move} is not between 0 and {len(record.moves)}")
    return next(islice(states(record), move, None))


@dataclass(frozen=True)
class Standings:
    """The scores sampled once per chapter: `moves[i]` is how many moves were made when
    `chapters[i]` began (the last entry is the end), `scores[i]` every seat's standing then."""

    moves: list[int]
    chapters: list[Text]
    scores: list[dict[int, float]]


def standings(record: Record) -> Standings:
    """Every seat's standing at the start of each chapter and at the end: the points of the
    score chart, one per trick, round or phase rather than one per click."""
    game = record.game
    moves: list[int] = []
    chapters: list[Text] = []
    scores: list[dict[int, float]] = []
    number, state = 0, None
    for number, state in enumerate(states(record)):
        chapter = game.chapter(state)
        if not chapters or chapter != chapters[-1]:
            moves.append(number)
            chapters.append(chapter)
            scores.append(dict(game.standing(state)))
    if moves[-1] != number:  # the last chapter ran to the end: one more point for the end
        moves.append(number)
        chapters.append(chapters[-1])
        scores.append(dict(game.standing(state)))
    return Standings(moves, chapters, scores)
