"""Seats change hands: the stand-in fills an empty seat, plays for an absent player until they
come back, or plays a resigned seat to the end; a new person can take a seat mid-game; a player
may let forced moves play themselves. Mixed into `Host`, whose lock, `_play` and lookups it uses."""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

import players
from bot.host.inputs import plain
from bot.host.outbox import Outbox, Post, Refused
from bot.host.table import text_names, volume
from games import registry
from games.core import Choice, Game, Prompt
from storage import MatchRow, Seating, SeatRow

if TYPE_CHECKING:
    from bot.host.service import Host

MAX_CHOICES = 25  # what a menu shows; a full prompt gets no extra choice

STAND_IN = "Stand-in"  # the name of a seat the stand-in fills from the lobby
PASS = "pass"  # a game's choice to pass: it may be made a standing order for the turn
KEEP_PASSING = Choice("~keep-passing", "Pass, and keep passing until the end of this turn")


def with_standing_pass(prompt: Prompt) -> Prompt:
    """A prompt with a pass gets a standing order beside it: in play by post, a player who is
    done for the turn (Liberté's pass, say) need not come back to pass again."""
    ids = prompt.choice_ids()
    if PASS not in ids or len(ids) >= MAX_CHOICES:
        return prompt
    return dataclasses.replace(prompt, choices=[*prompt.choices, KEEP_PASSING])


def stand_in_rng(match: MatchRow, version: int) -> random.Random:
    """The stand-in's dice for one decision: fixed by the match and the move, so the action log
    replays the same game."""
    return random.Random(f"{match.seed}:{version}")


class Seats:
    """Host methods about who plays each seat."""

    def _automatic(
        self: Host, match: MatchRow, seats: list[SeatRow], game: Game, state: Any, version: int
    ) -> tuple[int, str] | None:
        """The next move the table makes by itself, if any: the stand-in's for a seat it plays,
        or the only legal choice of a player with autoplay on."""
        for seat in game.active_seats(state):
            prompt = game.prompt(state, seat)
            if prompt is None:
                continue
            if seats[seat].stand_in:
                rng = stand_in_rng(match, version)
                return seat, players.standin(game.meta.id).choose(
                    game.view(state, seat), prompt, seat, rng
                )
            if seats[seat].autoplay and len(prompt.choices) == 1:
                return seat, prompt.choices[0].id
            turn = volume(game.chapter(state))
            # Passing for good needs someone else at the table who will act, or all would pass
            # round after round, for ever.
            acting = any(r.stand_in or r.keep_passing != turn for r in seats if r.seat != seat)
            if seats[seat].keep_passing == turn and PASS in prompt.choice_ids() and acting:
                return seat, PASS
        return None

    async def add_bot(
        self: Host, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        """The lobby's host fills an empty seat with the stand-in, so two friends can play a
        game for three or more."""
        match = await self._lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can add the stand-in.")
        seating = await self.db.add_stand_in(match.id, meta.max_players, STAND_IN)
        if seating is Seating.FULL:
            raise Refused(f"The table is full: {meta.title} seats at most {meta.max_players}.")
        if seating is Seating.CLOSED:
            raise Refused("That lobby has closed: the match has started or ended.")
        return Outbox(lobby=await self._lobby_post(match, "The stand-in takes a seat."))

    async def resign(self: Host, *, user_id: int, channel_id: int) -> Outbox:
        """A player leaves for good: the stand-in plays their seat to the end (none of the games
        ends a match when a player leaves)."""
        async with self._lock((await self._match(channel_id=channel_id)).id):
            match, seats, game, state = await self._running(channel_id=channel_id)
            seat = self._seat_of(seats, user_id)
            if seats[seat].stand_in == "resigned":
                raise Refused("You have resigned already: the stand-in plays your seat.")
            await self.db.update_seat(match.id, seat, stand_in="resigned")
            name = text_names(seats)[seat]
            return await self._hand_over(match, game, state, f"{name} resigned: the stand-in "
                                         "plays their seat to the end.")  # fmt: skip

    async def come_back(self: Host, *, user_id: int, channel_id: int) -> Outbox:
        """An absent player takes their seat back from the stand-in."""
        async with self._lock((await self._match(channel_id=channel_id)).id):
            match, seats, game, state = await self._running(channel_id=channel_id)
            seat = self._seat_of(seats, user_id)
            if seats[seat].stand_in == "resigned":
                raise Refused("You resigned from this match: the stand-in plays your seat.")
            if seats[seat].stand_in != "absent":
                raise Refused("Your seat is yours: nobody plays it for you.")
            await self.db.update_seat(match.id, seat, stand_in=None)
            name = text_names(seats)[seat]
            return await self._hand_over(match, game, state, f"{name} is back and plays again.")

    async def replace(
        self: Host,
        *,
        user_id: int,
        seat_user_id: int,
        new_user_id: int,
        new_name: str,
        channel_id: int,
        voted: bool = False,
    ) -> Outbox:
        """A new person takes a seat mid-game (the host decides, or the table by a vote); they
        get the hand by DM and the next ping. Whoever played the seat, or the stand-in, steps
        back."""
        async with self._lock((await self._match(channel_id=channel_id)).id):
            match, seats, game, state = await self._running(channel_id=channel_id)
            if user_id != match.host_user_id and not voted:
                raise Refused(
                    "Only the match's host can give a seat to someone else; any player can ask "
                    "the table with `/game vote`."
                )
            seat = self._seat_of(seats, seat_user_id)
            if any(s.user_id == new_user_id for s in seats):
                raise Refused(f"{plain(new_name)} already has a seat in this match.")
            old = text_names(seats)[seat]
            await self.db.update_seat(
                match.id, seat, user_id=new_user_id, display_name=new_name, stand_in=None,
                dm_closed=0, autoplay=0, away_until=None,
            )  # fmt: skip
            text = f"{plain(new_name)} takes {old}'s seat."
            return await self._hand_over(match, game, state, text, dealt=seat)

    async def set_autoplay(self: Host, *, user_id: int, channel_id: int, on: bool) -> Outbox:
        """A player's choice: a decision with exactly one legal choice is made for them at once
        (and shows in the log like any move)."""
        async with self._lock((await self._match(channel_id=channel_id)).id):
            match, seats, game, state = await self._running(channel_id=channel_id)
            seat = self._seat_of(seats, user_id)
            await self.db.update_seat(match.id, seat, autoplay=int(on))
            if not on:
                return Outbox(reply="Autoplay is off: you make every decision yourself.")
            outbox = await self._hand_over(match, game, state, None)
            outbox.reply = (
                "Autoplay is on: when you have exactly one legal choice, it is made for you."
            )
            return outbox

    async def _hand_over(
        self: Host,
        match: MatchRow,
        game: Game,
        state: Any,
        news: str | None,
        dealt: int | None = None,
    ) -> Outbox:
        """After a seat changed hands: say so, let the table make the moves that are now its
        own, and ping whoever a decision now waits for (a seat's new player included: `dealt`
        also gets the hand by DM)."""
        seats = await self.db.seats(match.id)
        if dealt is not None:  # the new person has not been told anything yet
            await self.db.set_table(
                match.id,
                match.version,
                pinged={k: v for k, v in match.pinged.items() if k != dealt},
            )
            match = await self._match(match_id=match.id)
        outbox = await self._play(match, seats, game, state, None, dealt=dealt)
        if news:
            outbox.posts.insert(0, Post(news, match_id=match.id))
        outbox.channel_id = match.channel_id
        return outbox
