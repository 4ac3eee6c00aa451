"""What is hidden, and what a change brings to light: each seat's secrets (its view beyond the
spectator's), and whether a move revealed anything (a card drawn, a die rolled, a secret shown,
answers given at once tallied, a card the stand-in played from its hidden hand), judged when it
is made and stored with it, so that taking a move back never guesses (see `bot/host/undo.py`).

One rule for every game decides whether a player may take back their latest move (`blocker`):
nobody but the stand-in has acted since, and nothing hidden from that player came to light in
between, whoever's move showed it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import players
from bot.host import states
from bot.host.table import as_key, from_key, leaves
from games.core import Game, IllegalAction, Msg, Text, all_views, generator_states, seat_tag
from storage import ActionRow, SeatRow

CHANCE = Msg("host-reveal-chance")
# Deals of what a player cannot see tried on a stand-in's move. A card it played stays in its
# hand by chance in some of them: often where cards come in many copies (1789's Conspiracy
# kinds, three in a hand of seven kinds), so forty, which all miss such a card about once in
# a million moves; tried only while the move may still be taken back and the stand-in's own
# secrets changed.
DEALS_TRIED = 40


def private_parts(game: Game, state: Any, num_seats: int) -> dict[int, dict[str, Any]]:
    """What each seat's view holds beyond the spectator's: its hand and other secrets."""
    return parts_of(*all_views(game, state, num_seats))


def parts_of(public: dict[str, Any], views: Sequence[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """`private_parts` from views already drawn up (they can be costly to build)."""
    return {
        seat: {k: v for k, v in view.items() if k not in public or public[k] != v}
        for seat, view in enumerate(views)
    }


@dataclass(frozen=True)
class Sight:
    """What was hidden before a move: the state as stored (for the game's `reveals`), what each
    seat could see, the generators' states and who was deciding."""

    text: str
    views: list[dict[str, Any]]
    chance: list[int]
    active: list[int]

    @classmethod
    def of(cls, game: Game, state: Any, text: str, num_seats: int) -> Sight:
        views = [game.view(state, seat) for seat in range(num_seats)]
        return cls(text, views, generator_states(state), game.active_seats(state))


def revealed(
    game: Game,
    sight: Sight,
    state: Any,
    seat: int,
    previous: ActionRow | None,
    secrets_now: dict[int, dict[str, Any]] | None = None,
    secrets_before: dict[int, dict[str, Any]] | None = None,
    chance_now: list[int] | None = None,
) -> str | None:
    """Why `seat`'s move, which turned `sight` into `state`, can never be taken back, or None.
    The generic rule holds for every game: chance was used, a seat's secrets gained something it
    could not see before, or answers given at once were all in (and so revealed); the game's
    optional `reveals` adds what only it knows (a deck shuffled at the start and drawn from).
    `secrets_now`, `secrets_before`: the seats' secrets after and before the move, when the
    caller has them already (a seat whose secrets did not change gained nothing); `chance_now`,
    the generators' states after it, likewise. The reason
    as stored (`as_key`), said in the reader's language when read (`refusal`)."""
    if (generator_states(state) if chance_now is None else chance_now) != sight.chance:
        return as_key(CHANCE)
    reason = _revealed(game, sight, state, seat, previous, secrets_now, secrets_before)
    return None if reason is None else as_key(reason)


def _revealed(
    game: Game,
    sight: Sight,
    state: Any,
    seat: int,
    previous: ActionRow | None,
    secrets_now: dict[int, dict[str, Any]] | None,
    secrets_before: dict[int, dict[str, Any]] | None,
) -> Text | None:
    hook = getattr(game, "reveals", None)
    reason = hook(states.read_only(game, sight.text), state, seat) if hook else None
    if reason is not None:
        return reason
    if secrets_now is None:
        secrets_now = private_parts(game, state, len(sight.views))
    for other, secrets in secrets_now.items():
        if secrets_before is not None and secrets_before.get(other) == secrets:
            continue
        if leaves(secrets) - leaves(sight.views[other]):
            if other == seat:
                return Msg("host-reveal-to-you")
            return Msg("host-reveal-to", whom=seat_tag(other))
    together = len(sight.active) > 1 or (
        previous is not None and seat in previous.active and len(previous.active) > 1
    )
    if together and set(game.active_seats(state)) != set(sight.active) - {seat}:
        return Msg("host-reveal-answers")
    return None


def shown_to(
    game: Game, before: str, seat: int, choice_id: str, watcher: int, seen: dict[str, Any]
) -> str | None:
    """Whether `seat`'s move `choice_id`, made from the state stored as `before`, showed
    `watcher` (who sees `seen` after it) anything hidden from them, such as a card played from
    a hidden hand: on every deal of what `watcher` cannot see, that move (or another `seat`
    could make there: a card laid face down names a card of the true hand) must show `watcher`
    the same. As `revealed` says it, or None. A game without a re-dealer cannot be tried so:
    any such move is taken to have shown something."""
    redeal = players.SAMPLERS.get(game.meta.id)
    reason = as_key(Msg("host-reveal-to", whom=seat_tag(watcher)))
    if redeal is None:
        return reason
    rng = random.Random(before)  # the same judgement for the same move, every time
    for _ in range(DEALS_TRIED):
        dealt = game.dump(redeal(game.load(before), watcher, rng, False))
        prompt = game.prompt(game.load(dealt), seat)
        others = [c.id for c in prompt.choices if c.id != choice_id] if prompt else []
        if not any(_shows(game, dealt, seat, c, watcher, seen) for c in [choice_id, *others]):
            return reason
    return None


def _shows(
    game: Game, dealt: str, seat: int, choice_id: str, watcher: int, seen: dict[str, Any]
) -> bool:
    """Whether `seat`'s move `choice_id` on the deal stored as `dealt` is legal there and shows
    `watcher` what `seen` holds."""
    state = game.load(dealt)
    try:
        game.apply(state, seat, choice_id)
    except IllegalAction:
        return False
    return game.view(state, watcher) == seen


@dataclass(frozen=True)
class Step:
    """A move as the take-back rule reads it: who made it, what it brought to light (as
    stored), and whether the stand-in made it."""

    seat: int
    reveals: str | None
    stand_in: bool


def blocker(steps: Sequence[Step], seat: int) -> Msg | None:
    """Why `seat` may not take back the first of `steps` (its own latest move, then every move
    made since), with names as tags; None if it may. The stand-in's moves made since answered
    it at once and go back with it, unless any of them showed something hidden; a person's
    move since always stands."""
    people = [s for s in steps[1:] if not s.stand_in]
    if people:
        return Msg("host-acted-since", name=seat_tag(people[0].seat))
    for step in steps:
        if step.reveals is not None:
            if step.seat != seat:
                reason: Text = Msg("host-reveal-after", name=seat_tag(step.seat))
            else:
                reason = from_key(step.reveals)
            return Msg("host-revealed", reason=reason)
    return None


def refusal(
    moves: Sequence[ActionRow], last: ActionRow | None, seats: Sequence[SeatRow], seat: int
) -> Msg | None:
    """Why `seat` may not take back its latest move (`Database.since_own_move`), with names as
    tags; None if it may (`blocker`)."""
    if last is None:
        return Msg("host-nothing-to-take-back")
    if not moves:
        return Msg("host-not-your-move-to-take", name=seat_tag(last.seat))
    return blocker([Step(m.seat, m.reveals, bool(seats[m.seat].stand_in)) for m in moves], seat)
