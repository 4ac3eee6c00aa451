"""The lobby, from `/game new` to Start: seats, the stand-in's seats, the pace, the game's
switches, and ending a match or lobby. Each change is made under the match's lock and checked in
its own write, so racing clicks never seat too many or lose a press."""

from __future__ import annotations

import json
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from bot.host.core import CLOSED, NO_MATCH, Core
from bot.host.inputs import plain
from bot.host.outbox import Controls, Edit, Outbox, Picker, Post, Refused, Toggle
from bot.host.paces import DEFAULT_PACE, NEXT_PACE, PACES
from bot.host.play import Play
from bot.host.table import LOBBY, text_names
from games import registry
from games.core import SetupError, clip, name_seats, parse_options
from players import LEVELS
from storage import ChannelBusy, MatchRow, Seating, SeatRow, StaleVersion

MAX_OPTIONS_SHOWN = 600  # of the options' JSON in the lobby, which must stay within a message
STAND_IN = "Stand-in"  # the name of a seat the stand-in fills from the lobby
STRONG_STAND_IN = "Strong stand-in"  # the same at the strong level


def room_name(title: str, seats: list[SeatRow]) -> str:
    """A thread's name: the game and who plays ("Revolt · Anne, Bob, Chloé")."""
    return f"{title} · " + ", ".join(s.display_name for s in seats)[:80]


def started_text(title: str, seats: list[SeatRow]) -> str:
    return f"**{title}** has started: " + ", ".join(text_names(seats)) + "."


class Lobby:
    """Opening, filling and starting a match; ending one."""

    def __init__(self, core: Core, play: Play) -> None:
        self.core = core
        self.play = play

    async def new_match(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_id: str,
        options: dict[str, Any] | None = None,
    ) -> Outbox:
        try:
            game = registry.get(game_id)
        except KeyError:
            known = ", ".join(g.meta.id for g in registry.all())
            raise Refused(
                f"I don't know a game called {clip(game_id)!r}. I host: {known}."
            ) from None
        if game.meta.options_model is not None:
            try:
                parse_options(game.meta, game.meta.options_model, options)
            except SetupError as e:
                why = name_seats(e.text, [])
                raise Refused(f"Those options don't work: {why} Nothing was opened.") from None
        try:
            match = await self.core.db.create_lobby(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game.meta.id,
                host_user_id=user_id,
                host_name=name,
                options=options or {},
                pace=DEFAULT_PACE,
            )
        except ChannelBusy:
            current = await self.core.db.active_match(channel_id)
            title = registry.get(current.game_id).meta.title if current else "game"
            raise Refused(
                f"This channel already has a {title} match. Its host, or anyone with Manage "
                "Channel, can end it with `/game abort`; or play in another channel."
            ) from None
        return Outbox(lobby=await self.lobby_post(match), announces=(match.id, 0))

    async def lobby_post(self, match: MatchRow, note: str = "") -> Post:
        game = registry.get(match.game_id)
        seats = await self.core.db.seats(match.id)
        meta = game.meta
        switched = {s.name for s in meta.switches}
        switched |= {k for setting in meta.settings for _, sets in setting.values for k in sets}
        other = {k: v for k, v in match.options.items() if k not in switched}
        names = text_names(seats)
        host = names[0] if names else "The host"
        seat_list = ", ".join(f"{s.seat + 1}. {n}" for s, n in zip(seats, names, strict=True))
        lines = [
            f"**{meta.title}** lobby · {meta.players} players"
            + (f" · options `{clip(json.dumps(other), MAX_OPTIONS_SHOWN)}`" if other else ""),
            meta.summary,
            *([f"A game lasts {meta.length}."] if meta.length else []),
            f"New to {meta.title}? `/rules` explains it, privately.",
            "Seats: " + (seat_list or "none"),
            f"Pace: {PACES[match.pace].label}.",
            *(
                f"{'☑' if match.options.get(s.name) else '☐'} **{s.label}**: {s.help}"
                for s in meta.switches
            ),
            *(f"▸ **{s.label}**: {s.values[s.chosen(match.options)][0]}" for s in meta.settings),
            f"Press **Join** to take a seat. {host} presses **Start** (or `/game start`) once "
            f"{meta.min_players} or more are seated, and may first set the pace, turn the "
            "options on or off, or fill an empty seat with **Add a bot** (it plays at once) or "
            "**Add a strong bot** (it thinks a second or two a move).",
        ]
        if note:
            lines.append(note)
        toggles = [Toggle(s.name, s.label, bool(match.options.get(s.name))) for s in meta.switches]
        pickers = [
            Picker(s.name, s.label, tuple(label for label, _ in s.values), s.chosen(match.options))
            for s in meta.settings
        ]
        return Post(
            "\n".join(lines),
            controls=Controls.LOBBY,
            toggles=toggles,
            pickers=pickers,
            match_id=match.id,
            record=LOBBY,
        )

    async def switch(
        self, *, user_id: int, name: str, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        """The host turns one of the game's switches on or off before the start."""
        match = await self.core.lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        switch = next((s for s in meta.switches if s.name == name), None)
        if switch is None:
            raise Refused(f"{meta.title} has no option called {clip(name)!r}.")
        options = {**match.options, name: not match.options.get(name, False)}
        state = "on" if options[name] else "off"
        return await self._set_options(user_id, match, options, f"{switch.label} is now {state}.")

    async def choose(
        self,
        *,
        user_id: int,
        name: str,
        value: str,
        match_id: int | None = None,
        channel_id: int | None = None,
    ) -> Outbox:
        """The host picks a value of one of the game's settings from its menu before the start
        (`value`: its place in the menu)."""
        match = await self.core.lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        setting = next((s for s in meta.settings if s.name == name), None)
        if setting is None:
            raise Refused(f"{meta.title} has no option called {clip(name)!r}.")
        if not (value.isascii() and value.isdigit() and int(value) < len(setting.values)):
            raise Refused(f"That is not one of the choices for {setting.label}.")
        options = setting.choose(match.options, int(value))
        note = f"{setting.label}: {setting.values[int(value)][0]}."
        return await self._set_options(user_id, match, options, note)

    async def _set_options(
        self, user_id: int, match: MatchRow, options: dict[str, Any], note: str
    ) -> Outbox:
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can change its options.")
        if not await self.core.db.set_options(match.id, options):
            raise Refused(CLOSED)
        match = await self.core.match(match_id=match.id)
        return Outbox(lobby=await self.lobby_post(match, note))

    async def join(
        self, *, user_id: int, name: str, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self.core.lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        seating = await self.core.db.add_seat(match.id, user_id, name, meta.max_players)
        if seating is Seating.ALREADY:
            raise Refused("You already have a seat in this lobby.")
        if seating is Seating.FULL:
            raise Refused(f"The table is full: {meta.title} seats at most {meta.max_players}.")
        if seating is Seating.CLOSED:
            raise Refused(CLOSED)
        return Outbox(lobby=await self.lobby_post(match, f"{plain(name)} joined."))

    async def leave(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self.core.lobby(match_id, channel_id)
        if user_id == match.host_user_id:
            raise Refused("You are hosting this lobby: close it with `/game abort` instead.")
        if not await self.core.db.remove_seat(match.id, user_id):
            raise Refused("You don't have a seat in this lobby.")
        return Outbox(lobby=await self.lobby_post(match))

    async def start(
        self,
        *,
        user_id: int,
        match_id: int | None = None,
        channel_id: int | None = None,
        open_room: Callable[[int, str], Awaitable[int | None]] | None = None,
    ) -> Outbox:
        """Start the lobby's match. `open_room(match id, name)` (the adapter's) opens a thread
        for it and returns its id, or None where it may not: the match then plays in the
        channel."""
        match = await self.core.lobby(match_id, channel_id)
        game = registry.get(match.game_id)
        seats = await self.core.db.seats(match.id)
        if user_id != match.host_user_id:
            host = next((s.display_name for s in seats if s.user_id == match.host_user_id), "")
            raise Refused(f"Only the host, {plain(host)}, can start the match.")
        meta = game.meta
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Refused(
                f"{meta.title} needs {meta.players} players and "
                f"{len(seats)} {'is' if len(seats) == 1 else 'are'} seated: wait for more to Join."
            )
        seed = secrets.randbits(62)
        try:
            state = game.setup(len(seats), seed, match.options or None)
        except SetupError as e:
            raise Refused(f"Those options don't work: {name_seats(e.text, [])}") from None
        room = await open_room(match.id, room_name(meta.title, seats)) if open_room else None
        try:
            match = await self.core.db.start_match(
                match.id, seed=seed, state=game.dump(state), room_id=room
            )
        except StaleVersion:
            raise Refused(CLOSED) from None
        started = started_text(meta.title, seats)
        if room is not None:
            started += f" The match plays in its own thread: <#{room}>."
        async with self.core.lock(match.id):
            outbox = await self.play.play(match, seats, game, state, None, started=True)
        outbox.lobby = Post(started, match_id=match.id)
        outbox.channel_id = match.channel_id
        return outbox

    async def play_again(
        self, *, user_id: int, name: str, match_id: int, channel_id: int | None = None
    ) -> Outbox:
        """**Play again** on a finished match's result: a lobby in the channel it was opened
        in, with its game, options and pace, seating whoever presses (the first to press hosts
        it, and is offered the stand-in's seats again through **Add a bot**). However many
        press, in however many processes, a finished match has one lobby after it."""
        db = self.core.db
        match = await self.core.match(match_id=match_id, channel_id=channel_id)
        if match.status != "finished":
            raise Refused("**Play again** opens once the match has finished.")
        async with self.core.lock(match.id):
            after = await db.match_after(match.id)
            if after is None:
                try:
                    after = await db.create_lobby(
                        guild_id=match.guild_id, channel_id=match.home_id, game_id=match.game_id,
                        host_user_id=user_id, host_name=name, options=match.options,
                        pace=match.pace, follows=match.id,
                    )  # fmt: skip
                except ChannelBusy:
                    after = await db.match_after(match.id)  # another process's press came first
                    if after is None:
                        raise Refused(
                            f"<#{match.home_id}> has a match already: play again once it is over."
                        ) from None
                else:
                    bots = sum(1 for s in await db.seats(match.id) if s.stand_in)
                    note = (
                        f"The stand-in played {bots} seat{'s' if bots > 1 else ''} last time: "
                        "**Add a bot** seats it again."
                        if bots
                        else ""
                    )
                    post = await self.lobby_post(after, note)
                    return Outbox(
                        reply=f"A new lobby is open in <#{after.channel_id}>, with you seated.",
                        posts=[post],
                        announces=(after.id, 0),
                        channel_id=after.channel_id,
                    )
        if after.status != "lobby":
            raise Refused("The next match after this one has started already.")
        joined = await self.join(user_id=user_id, name=name, match_id=after.id)
        assert joined.lobby is not None
        return Outbox(
            reply=f"You have a seat in the new lobby in <#{after.channel_id}>.",
            edits=[Edit(after.id, LOBBY, joined.lobby, or_post=True)],
            channel_id=after.channel_id,
        )

    async def add_bot(
        self,
        *,
        user_id: int,
        match_id: int | None = None,
        channel_id: int | None = None,
        level: str = "quick",
    ) -> Outbox:
        """The lobby's host fills an empty seat with the stand-in at `level` (quick: today's
        heuristic; strong: a search of a second or so), so two friends can play a game for
        three or more."""
        match = await self.core.lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can add the stand-in.")
        if level not in LEVELS:
            raise Refused("A bot plays quick or strong.")
        name = STAND_IN if level == "quick" else STRONG_STAND_IN
        seating = await self.core.db.add_stand_in(match.id, meta.max_players, name, level)
        if seating is Seating.FULL:
            raise Refused(f"The table is full: {meta.title} seats at most {meta.max_players}.")
        if seating is Seating.CLOSED:
            raise Refused(CLOSED)
        said = "The stand-in takes a seat." if level == "quick" else f"The {name.lower()} sits."
        return Outbox(lobby=await self.lobby_post(match, said))

    async def cycle_pace(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        """The lobby's host picks the pace: live, daily, relaxed, or none (each press moves to
        the next)."""
        match_id = await self.core.match_id(channel_id=channel_id, match_id=match_id)
        async with self.core.lock(match_id):
            match = await self.core.lobby(match_id, channel_id)
            if user_id != match.host_user_id:
                raise Refused("Only the host of the lobby can set its pace.")
            pace = NEXT_PACE[match.pace]
            if not await self.core.db.set_pace(match.id, pace, was=match.pace):
                raise Refused(CLOSED)  # or another process's press came first: press again
            match = await self.core.match(match_id=match.id)
        return Outbox(lobby=await self.lobby_post(match, f"Pace: {PACES[match.pace].label}."))

    async def abort_question(
        self, *, user_id: int, can_manage: bool, channel_id: int | None = None
    ) -> tuple[int, str]:
        """Who may end the match is checked before they are asked to confirm: the match's id
        and the question."""
        match = await self._may_abort(user_id, can_manage, channel_id=channel_id)
        title = registry.get(match.game_id).meta.title
        return match.id, f"End this {title} match for everyone? It cannot be taken back."

    async def abort(
        self,
        *,
        user_id: int,
        name: str,
        can_manage: bool,
        channel_id: int | None = None,
        match_id: int | None = None,
    ) -> Outbox:
        """End the match or lobby: its host, or someone with Manage Channel, may."""
        match_id = await self.core.match_id(channel_id=channel_id, match_id=match_id)
        async with self.core.lock(match_id):  # not in the middle of a move
            match = await self._may_abort(user_id, can_manage, channel_id, match_id)
            if not await self.core.db.end_match(match.id, "aborted", f"ended by {name}"):
                raise Refused(NO_MATCH)
        title = registry.get(match.game_id).meta.title
        ended = f"The {title} match was ended by {plain(name)}."
        return Outbox(posts=[Post(ended, match_id=match.id)], channel_id=match.channel_id)

    async def _may_abort(
        self,
        user_id: int,
        can_manage: bool,
        channel_id: int | None = None,
        match_id: int | None = None,
    ) -> MatchRow:
        match = await self.core.match(channel_id=channel_id, match_id=match_id)
        if match.status not in ("lobby", "running"):
            raise Refused("That match is over already.")
        if user_id != match.host_user_id and not can_manage:
            raise Refused("Only the match's host or someone with Manage Channel can end it.")
        return match

    async def kick(self, *, user_id: int, target_id: int, channel_id: int | None = None) -> Outbox:
        """The lobby's host takes someone's seat away before the start."""
        match = await self.core.lobby(None, channel_id)
        if user_id != match.host_user_id:
            raise Refused("Only the host of the lobby can remove someone from it.")
        if target_id == user_id:
            raise Refused("You are hosting this lobby: close it with `/game abort` instead.")
        seats = await self.core.db.seats(match.id)
        name = next((s.display_name for s in seats if s.user_id == target_id), None)
        if name is None or not await self.core.db.remove_seat(match.id, target_id):
            raise Refused("That person has no seat in this lobby.")
        return Outbox(lobby=await self.lobby_post(match, f"{plain(name)} was removed by the host."))
