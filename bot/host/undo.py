"""Taking a move back, by the Board Game Arena rule: a player may take back their own latest
step while nobody else has acted since and it brought nothing hidden to light (no card drawn,
no die rolled, no secret shown to anyone, no vote tallied). Whether a step revealed anything is
judged when it is made (`Sight`, `revealed`) and stored with it, so an undo never guesses. The
undo itself replays the match from its seed and options over every choice but that one, which
the contract promises gives the very state it had: nothing already revealed is hidden again,
because a step that revealed anything is never taken back."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.host import service
from bot.host.outbox import Offer, Outbox, Refused
from bot.host.reports import NO_REPLAY, record_of
from bot.host.table import BOARD, Scene, leaves, plan_pings, text_names, volume
from games.core import Game, clip, generator_states, name_seats, seat_tag
from games.core.replay import Record, ReplayError, states
from storage import ActionRow, Database, StaleVersion, StoredEvent

if TYPE_CHECKING:
    from bot.host.service import Host

log = logging.getLogger(__name__)

NOTHING = "You have no move to take back in this match."
SINCE = (
    "{name} has acted since your last move, so it stands: a move can be taken back only until "
    "someone else plays."
)
NOT_YOURS = "The last move was {name}'s: only they can take it back."
REVEALED = "Your last move can't be taken back: {reason}. It stands."
CHANCE = "chance decided something (a die rolled, or cards shuffled)"
SAID_ROOM = 300  # characters of the undone move's news in the public line


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
) -> str | None:
    """Why `seat`'s move, which turned `sight` into `state`, can never be taken back, or None.
    The generic rule holds for every game: chance was used, a seat's secrets gained something it
    could not see before, or answers given at once were all in (and so revealed); the game's
    optional `reveals` adds what only it knows (a deck shuffled at the start and drawn from).
    `secrets_now`, `secrets_before`: the seats' secrets after and before the move, when the
    caller has them already (a seat whose secrets did not change gained nothing)."""
    if generator_states(state) != sight.chance:
        return CHANCE
    hook = getattr(game, "reveals", None)
    reason = hook(game.load(sight.text), state, seat) if hook is not None else None
    if reason is not None:
        return reason
    if secrets_now is None:
        secrets_now = service.private_parts(game, state, len(sight.views))
    for other, secrets in secrets_now.items():
        if secrets_before is not None and secrets_before.get(other) == secrets:
            continue
        if leaves(secrets) - leaves(sight.views[other]):
            whom = "you" if other == seat else seat_tag(other)
            return f"it showed {whom} something hidden"
    together = len(sight.active) > 1 or (
        previous is not None and seat in previous.active and len(previous.active) > 1
    )
    if together and set(game.active_seats(state)) != set(sight.active) - {seat}:
        return "it was the last of answers given at once (a vote), which were then revealed"
    return None


def may_take_back(last: ActionRow | None, seat: int) -> bool:
    return last is not None and last.seat == seat and last.reveals is None


async def with_back(db: Database, offer: Offer) -> Offer:
    """The offer with Back when its player may take back their latest step from it."""
    last = await db.last_action(offer.match_id)
    return dataclasses.replace(offer, back=may_take_back(last, offer.seat))


def offer_take_back(outbox: Outbox, match_id: int, version: int) -> None:
    """The answer to a move that revealed nothing: "Take back" on it, Back on the next step."""
    outbox.take_back = (match_id, version)
    if outbox.next_offer is not None:
        outbox.next_offer = dataclasses.replace(outbox.next_offer, back=True)


def rewind(record: Record, seqs: Sequence[int], current: str) -> tuple[str, int]:
    """The state before the record's last move, replayed from the seed, and the first move of
    its board's chapter (where `act` would have it). The whole record must replay to `current`:
    a log that no longer does (rules changed under a running match) is not trusted with it."""
    game = record.game
    restored, since, part, state = "", 1, "", None
    for number, state in enumerate(states(record)):
        if number == len(seqs):
            break
        here = volume(game.chapter(state))
        if number and here != part:
            since = seqs[number - 1]
        part = here
        if number == len(seqs) - 1:
            restored = game.dump(state)
    if game.dump(state) != current:
        raise ReplayError("the moves replay to another state than the one stored")
    return restored, since


async def refusal(db: Database, match_id: int, seat: int, last: ActionRow | None) -> str | None:
    """Why `seat` may not take back the match's latest move, with names as tags; None if it
    may."""
    if last is not None and last.seat != seat:
        if await db.last_move_seq(match_id, seat):
            return SINCE.format(name=seat_tag(last.seat))
        return NOT_YOURS.format(name=seat_tag(last.seat))
    if last is None:
        return NOTHING
    if last.reveals is not None:
        return REVEALED.format(reason=last.reveals)
    return None


def public_line(seat: int, last: ActionRow) -> StoredEvent:
    """What the table is told: "{s0} took back: {s0} plays N3"; never the choice itself, which
    may be secret (a vote)."""
    said = " · ".join(text for text, to in last.events if to is None)
    if not said:
        return (f"{seat_tag(seat)} took back their last move", None)
    return (f"{seat_tag(seat)} took back: {clip(said, SAID_ROOM)}", None)


async def take_back(
    host: Host,
    *,
    user_id: int,
    match_id: int | None = None,
    channel_id: int | None = None,
    version: int | None = None,
) -> Outbox:
    """The user takes back their latest step. `version` comes from a button: one posted before
    anything else happened is refused, so a double click takes back one step, not two."""
    if match_id is None:
        match_id = (await host._match(channel_id=channel_id)).id
    async with host._lock(match_id):
        match, seats, game, state = await host._running(match_id=match_id, channel_id=channel_id)
        seat = host._seat_of(seats, user_id)
        if version is not None and version != match.version:
            raise Refused(service.MOVED_ON)
        names = text_names(seats)
        last = await host.db.last_action(match.id)
        why = await refusal(host.db, match.id, seat, last)
        if why is not None:
            raise Refused(name_seats(why, names))
        assert last is not None
        actions = await host.db.actions(match.id)
        record = record_of(match, seats, actions)
        try:
            text, since = await asyncio.to_thread(
                rewind, record, [a.seq for a in actions], match.state or ""
            )
        except ReplayError:
            log.warning("match %s does not replay", match.id, exc_info=True)
            raise Refused(NO_REPLAY) from None
        restored = game.load(text)
        # A private step (a card chosen, its province still to pick) goes back privately too.
        quiet = all(to is not None for _, to in last.events) and (
            game.active_seats(state) == last.active
        )
        said = None if quiet else public_line(seat, last)
        plan = plan_pings(
            service.decisions(game, restored, seats), match.pinged, actor=seat, new_chapter=False
        )
        try:
            new_version = await host.db.take_back(
                match.id,
                expected_version=match.version,
                seq=last.seq,
                state=text,
                chapter_since=since,
                pinged=plan.pinged,
                said=said,
            )
        except StaleVersion:
            raise Refused(service.MOVED_ON) from None
        before = service.private_parts(game, state, len(seats))
        after = service.private_parts(game, restored, len(seats))
        scene = Scene(await host._match(match_id=match.id), seats, game, restored, new_version)
        outbox = await host._report(
            scene,
            plan=plan,
            changed=[s for s in after if after[s] != before[s]],
            before=before,
            board=not quiet,
            new_board=False,
            actor=seat,
        )
        if said is not None and len(actions) == 1:  # no move left to carry the line
            for edit in outbox.edits:
                if edit.slot == BOARD and edit.post is not None:
                    edit.post.text = scene.caption([name_seats(said[0], names)])
        prompt = game.prompt(restored, seat)
        assert prompt is not None, "the seat made the move taken back from this very state"
        label = next((c.label for c in prompt.choices if c.id == last.choice_id), last.choice_id)
        outbox.reply = f"↩️ Taken back: {name_seats(label, names)}."
        hand = service.hand_of(game, restored, seat)
        offer = service.offer_of(match.id, new_version, seat, prompt, seats, hand)
        outbox.next_offer = await with_back(host.db, offer)
        return outbox
