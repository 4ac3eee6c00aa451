"""Playing on, the one place a move happens: a move decided by a concern (a player's, the
clock's), checked and applied, then the moves the table makes by itself (the stand-in's,
autoplay's, a standing pass), each written as its own change, and the series reported through
`Reporter` as one. The path (`bot/host/path.py`) calls it for every step with moves, or after a
seat changed hands."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

import players
from bot.host import states
from bot.host.core import Core, stand_in_level
from bot.host.hidden import Sight, Step, blocker, parts_of, revealed, shown_to
from bot.host.offers import PASS
from bot.host.outbox import Controls, Refused
from bot.host.paces import clock_after
from bot.host.records import final_result
from bot.host.report import Telling, decisions, stored
from bot.host.table import Closed, PingPlan, as_key, plan_pings, text_names, volume
from games.core import Game, IllegalAction, Msg, Text, all_views
from storage import MOVE, ActionRow, Change, MatchRow, Move, SeatRow, StoredEvent

MAX_AUTOMATIC = 5000  # moves the table makes by itself in a row (all stand-ins: a whole game)


# Drawn once per process (a test may set its own): the stand-in's dice share nothing with a
# match's deal seed, which rebuilds every hand, the very thing the stand-in must not read.
STAND_IN_SECRET = secrets.token_hex(16)


def stand_in_seed(match: MatchRow, version: int, seat: int) -> str:
    """The stand-in's dice for one decision: the match, the move and the seat, with this
    process's secret. What it chose is in the action log, and replays read that, so a secret
    drawn anew after a restart changes no game."""
    return f"{STAND_IN_SECRET}:{match.id}:{version}:{seat}"


def taking_back(
    move: tuple[int, str] | None, played: list[tuple[int, Any, str | None]], seats: list[SeatRow]
) -> bool:
    """Whether a series of moves that began with a person's `move` may still be taken back by
    them after the moves `played` (seat, events, what each revealed): `hidden.blocker`."""
    if move is None:
        return False
    steps = [Step(s, reveals, bool(seats[s].stand_in)) for s, _, reveals in played]
    return blocker(steps, move[0]) is None


@dataclass
class Played:
    """A series of moves worked out on the match at `version`, not written yet: its
    `changes` (a move each, or, when nothing was played, who is pinged and the deadlines),
    what the table is to be told of it, and the version at which its mover may take it back
    (`take_back`), if they may."""

    version: int
    changes: list[Change]
    telling: Telling
    take_back: int | None

    @property
    def moves(self) -> list[Change]:
        """The moves among the changes (none: only the table's pings and deadlines)."""
        return [c for c in self.changes if c.move is not None]


class Play:
    """The table playing on: a move, and the moves it then makes by itself."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def play(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        move: tuple[int, str] | None,
        *,
        started: bool = False,
        dealt: int | None = None,
        news: list[Text] | None = None,
        news_controls: Controls = Controls.NONE,
    ) -> Played:
        """Apply `move` (a seat's choice), then every move the table makes by itself (the
        stand-in's, and the forced moves of players with autoplay), each a change of its own
        with what it said, for the path to write as one and report as one. `started`: the
        first report of a match; `dealt`: a seat with a new player, who gets the hand; `news`:
        what the table is told first (a seat changed hands). The caller holds the lock."""
        names, n = text_names(seats), len(seats)
        text = match.state or game.dump(state)
        public, views = states.seen(game, text, state, n)
        after = before = parts_of(public, views)
        active_before = game.active_seats(state)
        chapter_before = game.chapter(state)
        base = match.version
        played: list[tuple[int, Any, str | None]] = []
        changes: list[Change] = []
        heard: list[tuple[int, list[StoredEvent]]] = []
        version, since, closed = base, match.chapter_since, []
        new_board = started
        last = await self.core.db.last_action(match.id, version)  # then each move made here
        step = move or await self.automatic(match, seats, game, state, text, version)
        plan: PingPlan | None = None
        while step is not None:
            seat, choice_id = step
            chapter, parts = game.chapter(state), after
            sight = Sight(text, views, states.chance(game, text, state), game.active_seats(state))
            try:
                events = game.apply(state, seat, choice_id)
            except IllegalAction as e:
                raise Refused(Msg("host-illegal", why=e.text), names) from None
            finished = game.outcome(state) is not None
            public, views = all_views(game, state, n)
            after, text = parts_of(public, views), game.dump(state)
            chance = states.chance(game, text, state)
            reveals = revealed(game, sight, state, seat, last, after, parts, chance)
            if (
                reveals is None
                and played
                and seats[seat].stand_in
                and after[seat] != parts[seat]
                and taking_back(move, played, seats)
            ):  # The stand-in answered a move that may still be taken back, with its secrets:
                # if that showed the mover anything (a card from its hand), the move stands.
                assert move is not None
                reveals = shown_to(game, sight.text, seat, choice_id, move[0], views[move[0]])
            # The result and ratings are written with the move that ends the match.
            movers = [s for s, _, _ in played] + [seat]
            result = (
                await final_result(self.core.db, match.id, game, state, seats, movers)
                if finished
                else None
            )
            # The end shows on the last turn's board (its button goes), not on a new one.
            turn = not finished and volume(game.chapter(state)) != volume(chapter)
            if turn:  # this move closed its part of the game: its news stays with it
                closed.append(Closed(volume(chapter), since, version, public))
                since = version + 1
            step = None
            if not finished and len(played) < MAX_AUTOMATIC:
                step = await self.automatic(match, seats, game, state, text, version + 1)
            if step is None:  # the series' last move: who was told what is saved with it
                human = seat if move is not None and not played else None
                plan = self.plan(match, game, state, text, seats, human, chapter_before, started)
            said, seq = stored(events), version  # move `seq` makes version `seq + 1`
            made = Move(
                seat,
                choice_id,
                events=said,
                changed=[s for s in after if after[s] != parts[s]],
                reveals=reveals,
                active=sight.active,
                stand_in=bool(seats[seat].stand_in),
            )
            changes.append(Change(
                MOVE,
                state=text,
                move=made,
                finished=finished,
                chapter_since=version + 1 if turn else None,
                pinged=plan.pinged if plan else None,
                clock=plan.clock if plan else None,
                result=result,
            ))  # fmt: skip
            last = ActionRow(seq, seat, choice_id, "", active=sight.active)
            version += 1
            heard.append((seq, said))
            new_board |= turn
            played.append((seat, events, reveals))
        finished = game.outcome(state) is not None
        human = move[0] if move is not None and len(played) == 1 else None
        if plan is None:  # nothing was played: a start, or a seat that changed hands
            plan = self.plan(match, game, state, text, seats, None, chapter_before, started)
            changes.append(Change("table", pinged=plan.pinged, clock=plan.clock, bump=False))
        events = [e for _, moved, _ in played for e in moved]
        # A step inside one player's move (a card chosen, a province still to pick) changes
        # nothing anyone else sees: the player gets the next step, the board stays as it is.
        quiet = (
            human is not None
            and not finished
            and all(e.to is not None for e in events)
            and game.active_seats(state) == active_before
        )
        if dealt is not None:  # the seat's new player has seen nothing yet
            before = {**before, dealt: {}}
        telling = Telling(
            plan,
            changed=[s for s in after if started or after[s] != before[s]],
            before=None if started else before,
            notes=[(s, e.text) for e in events for s in e.to or []],
            news=news or [],
            news_controls=news_controls,
            board=not quiet,
            new_board=new_board,
            closed=closed,
            seen=(public, views),
            ended_in=volume(chapter) if finished and played else None,
            # Cards the mover's own move brought them (a draw) edit their hand DM; a new
            # turn's deal is news to everyone.
            actor=None if new_board else human,
            heard=heard,
        )
        # Nothing hidden came to light, and nobody but the stand-in answered: it may be undone.
        undoable = not finished and taking_back(move, played, seats)
        return Played(base, changes, telling, base + 1 if undoable else None)

    async def automatic(
        self,
        match: MatchRow,
        seats: list[SeatRow],
        game: Game,
        state: Any,
        text: str,
        version: int,
    ) -> tuple[int, str] | None:
        """The next move the table makes by itself, if any: the stand-in's for a seat it plays
        (worked out by `Core.think`, off the event loop), or the only legal choice of a player
        with autoplay on."""
        for seat in game.active_seats(state):
            prompt = states.prompt(game, text, state, seat)
            if prompt is None:
                continue
            if seats[seat].stand_in:
                view, level = game.view(state, seat), stand_in_level(seats, seat)
                seed = stand_in_seed(match, version, seat)
                known = players.information(game.meta.id, state, seat) if level != "quick" else None
                ask = players.Ask(game.meta.id, level, view, prompt, seat, seed, known)
                return seat, await self.core.think(ask)
            # A reaction waits for its deadline however few choices: answering at once would
            # tell the table this seat could not cancel (`Prompt.reaction`).
            if seats[seat].autoplay and len(prompt.choices) == 1 and not prompt.reaction:
                return seat, prompt.choices[0].id
            turn = as_key(volume(game.chapter(state)))
            # Passing for good needs someone else at the table who will act, or all would pass
            # round after round, for ever.
            acting = any(r.stand_in or r.keep_passing != turn for r in seats if r.seat != seat)
            if seats[seat].keep_passing == turn and PASS in prompt.choice_ids() and acting:
                return seat, PASS
        return None

    def plan(
        self,
        match: MatchRow,
        game: Game,
        state: Any,
        text: str,
        seats: list[SeatRow],
        human: int | None,
        chapter_before: Text,
        started: bool,
    ) -> PingPlan:
        """Whom to ping after a series of moves, and the deadlines of the decisions pending."""
        plan = plan_pings(
            {} if game.outcome(state) is not None else decisions(game, state, text, seats),
            {} if started else match.pinged,
            actor=human,
            new_chapter=game.chapter(state) != chapter_before,
        )
        plan.clock = clock_after(self.core.now(), match, seats, plan.pinged, started=started)
        return plan
