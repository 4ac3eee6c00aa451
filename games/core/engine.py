"""What every engine class repeats, written once: `Engine`, the shell a game's class builds on,
and `Steps`, the registry its moves are dispatched through (docs/ADDING_A_GAME.md, "The engine")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from pydantic import BaseModel

from games.core.contract import (
    Event,
    GameMeta,
    check_player_count,
    check_seat,
    logged,
    parse_options,
)
from games.core.rng import Rng


class GameState(Protocol):
    """What the base reads of a game's state, a pydantic model."""

    num_players: int
    log: list[str]  # kept texts (`texts.kept`)

    def model_dump_json(self) -> str: ...

    @classmethod
    def model_validate_json(cls, json_data: str) -> Self: ...


State = TypeVar("State", bound=GameState)
Options = TypeVar("Options", bound=BaseModel)
Handler = TypeVar("Handler")


class Engine(Generic[State, Options]):
    """A game's engine over its pydantic state and options models. The game writes what is its
    own (`start`, `active_seats`, `prompt`, `apply`, `public`, `private`, `outcome`, `chapter`,
    `standing`); the base keeps the rest of the contract the same in every game: the checks
    `setup` makes before a game starts, a view built from the public part and `seat_part` (so
    the two cannot drift, `games.core.SeatPart`), the seat checked before a secret is read, the
    log, and a state saved as its model's JSON."""

    meta: GameMeta
    state_model: type[State]  # for `load`
    options_model: type[Options]  # `setup`'s options, given as `meta.options_model` too
    log_lines: ClassVar[int]  # the latest public events the state keeps for the table

    def setup(self, num_players: int, seed: int, options: dict[str, Any] | None = None) -> State:
        """The player count and the options checked, as the lobby shows a refusal, then the game
        started with its options parsed and the one generator it may draw from."""
        check_player_count(self.meta, num_players)
        opts = parse_options(self.meta, self.options_model, options)
        return self.start(num_players, opts, Rng.seeded(seed))

    def start(self, num_players: int, opts: Options, rng: Rng) -> State:
        """The game's state at the start, the players' first decision waiting."""
        raise NotImplementedError

    def public(self, state: State) -> dict[str, Any]:
        """The spectator's view: what every seat sees."""
        raise NotImplementedError

    def private(self, state: State, seat: int) -> dict[str, Any]:
        """The keys a seat's view has beyond (or instead of) the spectator's: its secrets."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = self.public(state)
        if seat is not None:
            out.update(self.seat_part(state, seat))
        return out

    def seat_part(self, state: State, seat: int) -> dict[str, Any]:
        """`private`, once the seat is one at the table (`check_seat`): seat -1 would read the
        last seat's secrets."""
        check_seat(state.num_players, seat)
        return self.private(state, seat)

    def _log(self, state: State, events: list[Event]) -> None:
        """The public events of a move added to the state's running log (`logged`)."""
        state.log = logged(state.log, events, self.log_lines)

    def dump(self, state: State) -> str:
        return state.model_dump_json()

    def load(self, text: str) -> State:
        return self.state_model.model_validate_json(text)


class Steps(dict[str, Handler]):
    """Handlers by kind (a kind of decision, a phase, a choice id's prefix), each registered
    where it is written with `@steps("kind")`: the engine dispatches with one look-up instead of
    a chain of ifs, and a new kind is one handler more, the dispatcher untouched. A kind given
    twice is a mistake, refused at import."""

    def __call__(self, kind: str) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            if kind in self:
                raise ValueError(f"two handlers for {kind!r}")
            self[kind] = handler
            return handler

        return register
