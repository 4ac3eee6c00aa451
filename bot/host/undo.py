"""Taking a move back, by the Board Game Arena rule: a player may take back their own latest
step while nobody else has acted since and it brought nothing hidden to light (no card drawn,
no die rolled, no secret shown to anyone, no vote tallied). Whether a step revealed anything is
judged when it is made (`bot/host/hidden.py`) and stored with it, so an undo never guesses. The
undo itself replays the match from its seed and options over every choice but that one, which
the contract promises gives the very state it had: nothing already revealed is hidden again,
because a step that revealed anything is never taken back."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

import i18n
from bot.host.core import MOVED_ON, Core, seat_of
from bot.host.hidden import private_parts, refusal
from bot.host.moves import Moves
from bot.host.offers import hand_of, offer_of
from bot.host.outbox import Outbox, Refused
from bot.host.path import Path, Step, Table
from bot.host.report import Reporter, Telling, decisions
from bot.host.reports import NO_REPLAY, record_of
from bot.host.table import BOARD, Scene, plan_pings, volume
from games.core import Msg, Text, seat_tag
from games.core.replay import Record, ReplayError, states
from storage import ActionRow, Change, StoredEvent, TakeBack

log = logging.getLogger(__name__)


def rewind(record: Record, seqs: Sequence[int], current: str, back: int = 1) -> tuple[str, int]:
    """The state before the record's last `back` moves, replayed from the seed, and the first
    move of its board's chapter (where `act` would have it). The whole record must replay to
    `current`: a log that no longer does (rules changed under a running match) is not trusted
    with it."""
    game = record.game
    kept = len(seqs) - back  # the moves that stand
    restored, since, state = "", 1, None
    part: Text = ""
    for number, state in enumerate(states(record)):
        if number == len(seqs):
            break
        if number > kept:
            continue
        here = volume(game.chapter(state))
        if number and here != part:  # the move that closed a part of the game belongs to it
            since = seqs[number - 1] + 1
        part = here
        if number == kept:
            restored = game.dump(state)
    if game.dump(state) != current:
        raise ReplayError(Msg("host-replay-other-state"))
    return restored, since


def public_line(seat: int, last: ActionRow) -> StoredEvent:
    """What the table is told: "{s0} took back: {s0} plays N3"; never the choice itself, which
    may be secret (a vote). Said in each reader's language when read."""
    said = [text for text, to in last.events if to is None]
    if not said:
        return (Msg("host-took-back-nothing", who=seat_tag(seat)), None)
    return (Msg("host-took-back", who=seat_tag(seat), news=Msg.join(said)), None)


class Undo:
    """Taking back a player's latest step: a step of the one path (`Path`)."""

    def __init__(self, core: Core, path: Path, moves: Moves, reporter: Reporter) -> None:
        self.core = core
        self.path = path
        self.moves = moves
        self.reporter = reporter

    async def take_back(
        self,
        *,
        user_id: int,
        match_id: int | None = None,
        channel_id: int | None = None,
        version: int | None = None,
    ) -> Outbox:
        """The user takes back their latest step. `version` comes from a button (Take back on
        the move's answer, or Back on its next step): the version the move made. One whose
        move is no longer the latest is refused, so a double click takes back one step, not
        two; a reminder or a nudge in between changes nothing."""
        heard, rewinding = self.reporter.heard, set[int]()

        async def decide(table: Table) -> Step:
            match, seats, game, state = table.match, table.seats, table.game, table.state
            seat = seat_of(seats, user_id)
            db = self.core.db
            moves, last = await db.since_own_move(match.id, seat)
            if version is not None and (not moves or moves[0].seq + 1 != version):
                raise Refused(MOVED_ON)
            why = refusal(moves, last, seats, seat)
            if why is not None:
                raise Refused(why, table.names)
            # `moves` are the match's last ones: the seat's own move, then the stand-in's that
            # answered it, taken back with it. `actions` has them again, with what they said.
            actions = await db.actions(match.id)
            mine = actions[-len(moves)]
            record = record_of(match, seats, actions)
            try:
                text, since = await asyncio.to_thread(
                    rewind, record, [a.seq for a in actions], match.state or "", len(moves)
                )
            except ReplayError:
                log.warning("match %s does not replay", match.id, exc_info=True)
                raise Refused(NO_REPLAY) from None
            restored = game.load(text)
            # A private step (a card chosen, its province still to pick) goes back privately too.
            quiet = (
                len(moves) == 1
                and all(to is not None for _, to in mine.events)
                and game.active_seats(state) == mine.active
            )
            said = None if quiet else public_line(seat, mine)
            plan = plan_pings(
                decisions(game, restored, text, seats), match.pinged, actor=seat, new_chapter=False
            )
            back = Change(
                "take-back",
                state=text,
                take_back=TakeBack(mine.seq, len(moves), said),
                chapter_since=since,
                pinged=plan.pinged,
            )
            rewinding.add(match.id)  # what the table heard is forgotten before and after
            heard.forget(match.id)

            async def told(table: Table, _: Outbox) -> Step:
                before = private_parts(game, state, len(seats))
                after = private_parts(game, restored, len(seats))
                rewound = table.match
                scene = Scene(rewound, seats, game, restored, rewound.version, self.core.limits)
                changed = [s for s in after if after[s] != before[s]]
                outbox = await self.reporter.report(scene, Telling(
                    plan, changed, before, board=not quiet, new_board=False, actor=seat
                ))  # fmt: skip
                if said is not None and len(actions) == len(moves):  # no move left for the line
                    for edit in outbox.edits:
                        if edit.slot == BOARD and edit.post is not None:
                            line = i18n.say(said[0], scene.lang, table.names)
                            edit.post.text = scene.caption([line])
                prompt = game.prompt(restored, seat)
                assert prompt is not None, "the seat made the move taken back from this very state"
                label = prompt.label_of(mine.choice_id)  # as the player read it when choosing
                outbox.reply = i18n.say(Msg("host-taken-back", move=label), i18n.reader(),
                                        table.names)  # fmt: skip
                hand = hand_of(game, game.view(restored, seat), game.view(restored, None))
                offer = offer_of(match.id, rewound.version, seat, prompt, seats, hand)
                outbox.next_offer = await self.moves.with_back(offer, seats)
                return Step(said=outbox)

            return Step(back, then=told)

        try:
            return await self.path.run(decide, match_id=match_id, channel_id=channel_id)
        finally:  # written or not (a failed try may have changed it)
            for rewound in rewinding:
                heard.forget(rewound)
