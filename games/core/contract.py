"""The engine contract of docs/ARCHITECTURE.md: the only things the bot, tests and benchmarks
use."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ValidationError

from texts import Msg, Text, kept


class Refusal(Exception):
    """An error a player is told about: its one argument is a `Text` (a `Msg` to be said in
    the player's language), `text` here."""

    @property
    def text(self) -> Text:
        said = self.args[0] if self.args else ""
        return said if isinstance(said, Msg | str) else str(said)


class IllegalAction(Refusal):
    """A choice the rules do not allow now; the state is left untouched."""


class NoSuchSeat(IllegalAction, ValueError):
    """A seat outside `0..n-1`: refused by `apply` like any illegal choice, and a ValueError for
    `view` and `prompt`, which have no choice to refuse."""


class SetupError(Refusal, ValueError):
    """Bad player count or options for `setup`."""


@dataclass(frozen=True)
class Choice:
    """One option of a decision. `place`: the thing on the board it is about (a Space, a
    province, a post), by the id its game's renderer names it with (`render.places`); its
    label then uses the very name the picture draws there, so a choice can be found on the
    board, and a board in a browser can make that place the thing to click. `codes`: what
    else a player may type for it where the id does not say it (a card's code in another
    language: F3 for Revolt's play:R3), so a code is accepted in every language."""

    id: str
    label: Text
    place: str | None = None
    codes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Amount:
    """A number the player chooses freely in a range (a bid, a count of votes), where a menu's
    25 choices cannot list them all: besides the prompt's listed choices (the common amounts,
    one click away), every id `f"{prefix}:{n}"` with `minimum <= n <= maximum` (on the `step`)
    is legal. `label` names the number for the field that asks it ("Your bid in RP"); `one`
    and `many` say a chosen amount as a choice label would, for the answer to a move that typed
    it: a `Msg` given the number as its `n` (one message with its plural forms serves for
    both), or a plain string with `{n}` for the number ("1 vote", "{n} votes")."""

    prefix: str
    minimum: int
    maximum: int
    step: int = 1
    label: Text = "Amount"
    one: Text = "{n}"
    many: Text = "{n}"

    MAX_DIGITS = 9  # nobody's RP or votes come near; a longer number is refused unread

    def id_of(self, n: int) -> str:
        return f"{self.prefix}:{n}"

    def number(self, choice_id: str) -> int | None:
        """The amount `choice_id` names when written plainly (`bid:17`, not `bid:017`,
        `bid: 17` or `bid:١٧`), in range or not; None for any other text."""
        head, colon, digits = choice_id.partition(":")
        if head != self.prefix or not colon or not digits.isascii() or not digits.isdigit():
            return None
        if len(digits) > self.MAX_DIGITS or digits != str(int(digits)):
            return None
        return int(digits)

    def allows(self, choice_id: str) -> bool:
        n = self.number(choice_id)
        if n is None or not self.minimum <= n <= self.maximum:
            return False
        return (n - self.minimum) % self.step == 0

    def refusal(self, choice_id: str) -> Text | None:
        """Why a plainly written amount is refused (out of range, off the step); None when it is
        allowed or is no amount at all."""
        n = self.number(choice_id)
        if n is None or self.allows(choice_id):
            return None
        if self.minimum > self.maximum:
            return Msg("core-amount-none")
        if not self.minimum <= n <= self.maximum:
            return Msg("core-amount-range", n=n, low=self.minimum, high=self.maximum)
        return Msg("core-amount-step", low=self.minimum, step=self.step)

    def say(self, n: int) -> Text:
        said = self.one if n == 1 else self.many
        if isinstance(said, Msg):
            return Msg(said.key, **{**said.kwargs, "n": n})
        return said.replace("{n}", str(n))


@dataclass(frozen=True)
class Prompt:
    """A decision for one seat. `ask` says in a few words what is asked, for the ping that calls
    the player ("lead the next trick", "secret vote: denounce {s1}?"); `help` explains in a
    sentence or two the rule behind the decision and what each option does (the prompt's "?").
    `amount`, when given, makes any amount in its range a legal choice besides those listed.
    `reaction`: a question put to several seats at once whose choices differ with what each
    secretly holds (cancel it with a card in hand, or let it happen): being pinged, or waited
    for, would tell the table who can answer otherwise. The host pings nobody for it, tells
    privately only those with a real choice, and answers with the first choice (the one every
    seat has) for whoever has not answered by a short deadline, the same for every seat."""

    text: Text
    choices: list[Choice] = field(default_factory=list)
    ask: Text = ""
    help: Text = ""
    amount: Amount | None = None
    reaction: bool = False

    def choice_ids(self) -> list[str]:
        return [c.id for c in self.choices]

    def allows(self, choice_id: str) -> bool:
        """Whether `choice_id` is one of this decision's choices, listed or an amount."""
        return choice_id in self.choice_ids() or (
            self.amount is not None and self.amount.allows(choice_id)
        )

    def label_of(self, choice_id: str) -> Text:
        """A choice as the player reads it; an amount not listed said by the `amount`."""
        for c in self.choices:
            if c.id == choice_id:
                return c.label
        n = self.amount.number(choice_id) if self.amount is not None else None
        return self.amount.say(n) if self.amount is not None and n is not None else choice_id


@dataclass(frozen=True)
class Event:
    """Something that happened; `to=None` is public, else only those seats may see it."""

    text: Text
    to: list[int] | None = None


@dataclass(frozen=True)
class Outcome:
    winners: list[int]
    scores: dict[int, float]
    reason: Text


@dataclass(frozen=True)
class Switch:
    """A yes/no game option the lobby's host turns on or off with a button, so nobody types
    JSON for the common variants. `name` is its key in `setup`'s options (true when on)."""

    name: str
    label: Text
    help: Text = ""


@dataclass(frozen=True)
class Setting:
    """A game option with more than two values, or options that exclude each other, which the
    lobby's host picks from a menu, so nobody types JSON for a variant the rulebook offers.
    `values`: each a label and the options it sets; the first is the default and sets none.
    Picking a value clears what the others set."""

    name: str
    label: Text
    values: tuple[tuple[Text, Mapping[str, Any]], ...]

    def chosen(self, options: Mapping[str, Any]) -> int:
        """Which value `options` hold: the first whose options they all have, else the
        default."""
        for i, (_, sets) in enumerate(self.values):
            if sets and all(options.get(k) == v for k, v in sets.items()):
                return i
        return 0

    def choose(self, options: Mapping[str, Any], index: int) -> dict[str, Any]:
        """`options` with value `index` picked."""
        ours = {k for _, sets in self.values for k in sets}
        return {**{k: v for k, v in options.items() if k not in ours}, **self.values[index][1]}


@dataclass(frozen=True)
class GameMeta:
    """`options_model`, when given, is the pydantic model of `setup`'s options: the lobby checks
    them with it as soon as they are typed, before anyone sits down, so it should hold every rule
    that does not depend on the player count (`setup` checks the rest). `switches` (yes/no) and
    `settings` (a menu each) are the variants the lobby offers without JSON. `length` says how
    long a game lasts, live and by post; `aid` is the player aid by topic
    (`games.core.load_aid`), with at least "summary" and "scoring", shown by `/rules`."""

    id: str
    title: str
    min_players: int
    max_players: int
    summary: Text = ""
    switches: tuple[Switch, ...] = ()
    settings: tuple[Setting, ...] = ()
    options_model: type[BaseModel] | None = None
    length: Text = ""
    aid: Mapping[str, str] = field(default_factory=dict)
    aids: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def aid_in(self, lang: str) -> Mapping[str, str]:
        """The player aid in `lang` (`aids`, written in that language, each with the same
        topics as `aid`), or the English `aid` where there is none."""
        return self.aids.get(lang) or self.aid

    @property
    def players(self) -> str:
        """How many play, for people: "4" or "2–5"."""
        lo, hi = self.min_players, self.max_players
        return str(lo) if lo == hi else f"{lo}–{hi}"


@runtime_checkable
class Game(Protocol):
    """What every game registers. `state` is whatever the game likes; only `dump` leaves it.

    `view`, `prompt` and `apply` raise NoSuchSeat (an IllegalAction and a ValueError) for a seat
    outside `0..n-1` (`check_seat`): Python would read seat -1 as the last seat and hand out
    its secrets, and `apply` leaves the state as it was. `apply` raises
    IllegalAction, and changes nothing, for any choice id that is not one of the seat's choices
    now (listed, or an amount its prompt's `amount` allows: `Prompt.allows`), however long or
    odd the text.

    Optional methods, which the host looks for: `reveals` (`Reveals`), `seat_part`
    (`SeatPart`, a seat's view beyond the spectator's, so `all_views` builds the public part
    once) and `table_standing` (`TableStanding`, the standing a closed board opens with).
    """

    meta: GameMeta

    def setup(self, num_players: int, seed: int, options: dict[str, Any] | None = None) -> Any: ...
    def active_seats(self, state: Any) -> list[int]: ...
    def prompt(self, state: Any, seat: int) -> Prompt | None: ...
    def apply(self, state: Any, seat: int, choice_id: str) -> list[Event]: ...
    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def dump(self, state: Any) -> str: ...
    def load(self, text: str) -> Any: ...

    def chapter(self, state: Any) -> Text:
        """The stretch of play now, as a short public heading in two parts, "Turn 2 · trick
        5": the host keeps one board message per first part (a turn), editing it as moves are
        made and posting a new one when that part changes, so a spectator scrolling the
        thread sees one board per turn; the whole heading names the board, and a change of
        it (a new trick, round or phase) is a new decision for whoever must act next, pinged
        even if they made the move that opened it."""
        ...

    def standing(self, state: Any) -> dict[int, float]:
        """Every seat's score now, as the final `Outcome.scores` would count it (what the
        score chart at the end plots, sampled at each chapter). May use hidden information: it
        is only shown once the game is over."""
        ...


class Reveals(Protocol):
    """An optional method of a game, for taking moves back (`/game undo`). The host refuses to
    take back a move that brought something hidden to light, and sees most of it by itself:
    the move used chance (any `Rng` in the state moved: `games.core.rng.generator_states`), a
    seat's secrets (its view beyond the spectator's) gained something it could not see before,
    or it closed a decision several seats were making at once (a vote tallied). A game where
    something else is hidden from everyone, such as a deck shuffled at the start and drawn from
    later (its order is in no view and no generator moves), says so here: given the states
    before and after `seat`'s move, a short reason ("a card was drawn from the deck") when the
    move showed any of it to anyone, else None (a `Text`, said after "can't be taken back:").
    Only read both states; change neither."""

    def reveals(self, before: Any, after: Any, seat: int) -> Text | None: ...


class SeatPart(Protocol):
    """An optional method of a game, for building every seat's view at once (`all_views`):
    after each move the host wants the spectator's view and every seat's, and a `view` that
    builds the whole public part again for each seat spends most of that work n times over.
    Given a seat, the keys its view has beyond (or instead of) the spectator's, so that
    `view(state, seat) == {**view(state, None), **seat_part(state, seat)}` always; a game
    keeps the two from drifting by building `view` from it. Raises NoSuchSeat like `view` for
    a seat outside `0..n-1` (`check_seat`)."""

    def seat_part(self, state: Any, seat: int) -> dict[str, Any]: ...


@runtime_checkable
class TableStanding(Protocol):
    """An optional method of a game, for whoever reads the game's story later: the standing as
    the table sees it, from the spectator's view `view` (`view(state, None)`, so it can hold no
    secret), in one to three short lines (joined by newlines) in the game's own terms, what a
    reader returning after two days wants first at the head of a closed board (the end of a
    turn) and on the game's last board. The host passes the view just after the move that
    closed the turn (or ended the game). Taking the public view, not the state, is the point:
    nothing hidden can reach the text. Seats are named by their tags (`seat_tag`), which the
    host fills in with names; a few hundred characters at most, with six players.
    `table_standing` (the function) asks it of any game."""

    def table_standing(self, view: dict[str, Any]) -> Text: ...


def table_standing(game: Game, view: dict[str, Any]) -> Text | None:
    """The game's standing for the spectator's view `view` (`TableStanding`), or None for a
    game without the method: the host then shows no standing line."""
    said = getattr(game, "table_standing", None)
    return None if said is None else said(view)


def all_views(game: Game, state: Any, seats: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The spectator's view of `state` and each of `seats` seats' (as `view` gives them), the
    public part built once when the game has `seat_part` (`SeatPart`), else `view` per seat.
    The seats' views then share the spectator's nested values: like every view, read them and
    never change them."""
    seat_part = getattr(game, "seat_part", None)
    public = game.view(state, None)
    if seat_part is None:
        return public, [game.view(state, s) for s in range(seats)]
    return public, [{**public, **seat_part(state, s)} for s in range(seats)]


def logged(log: Sequence[str], events: Sequence[Event], keep: int) -> list[str]:
    """A game's running log (what its table shows as the latest events): the public texts of
    `events` added, as the state keeps them (`texts.kept`; `told` reads a line
    back), the last `keep` lines kept."""
    return [*log, *(kept(e.text) for e in events if e.to is None)][-keep:]


def drawn(before: Sequence[str], after: Sequence[str]) -> bool:
    """Whether cards came off the top of a face-down pile between two states (for `reveals`):
    cards only put back underneath leave the old pile on top, and show nothing."""
    return list(after[: len(before)]) != list(before)


# Engines know seats, not people: texts name a seat as "{s2}" and the host fills in names.


def seat_tag(seat: int) -> str:
    return f"{{s{seat}}}"


def check_seat(num_players: int, seat: int) -> None:
    """A seat must be one at the table: a negative one would silently index from the end."""
    if not isinstance(seat, int) or not 0 <= seat < num_players:
        raise NoSuchSeat(Msg("core-no-seat", seat=repr(seat), last=num_players - 1))


def clip(text: str, limit: int = 40) -> str:
    """At most `limit` characters of `text`, ending in "…" when cut: all a refusal echoes of what
    someone typed, so a long input never fills the answer."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_player_count(meta: GameMeta, num_players: int) -> None:
    if not meta.min_players <= num_players <= meta.max_players:
        raise SetupError(
            Msg("core-player-count", game=meta.title, low=meta.min_players,
                high=meta.max_players, n=num_players)
        )


OptionsModel = TypeVar("OptionsModel", bound=BaseModel)


def parse_options(
    meta: GameMeta, model: type[OptionsModel], options: dict[str, Any] | None
) -> OptionsModel:
    """`setup`'s options through the game's pydantic model; the first fault, named, becomes the
    `SetupError` the lobby shows."""
    try:
        return model.model_validate(options or {})
    except ValidationError as e:
        err = e.errors()[0]
        where = clip(".".join(str(part) for part in err["loc"]))
        raise SetupError(
            Msg(
                "core-bad-options",
                game=meta.title,
                where=where or "none",
                fault=clip(err["msg"], 200),
            )
        ) from e
