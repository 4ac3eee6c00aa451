"""The lobby, from `/game new` to Start: seats, the stand-in's seats, the pace, the game's
switches, the table's language, and ending a match or lobby. Each change is made under the
match's lock and checked in its own write, so racing clicks never seat too many or lose a
press. The lobby message is public: said in the match's language; refusals in the reader's."""

from __future__ import annotations

import json
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

import i18n
from bot.host import refs
from bot.host.core import CLOSED, LEVEL_NAMES, Core
from bot.host.inputs import plain
from bot.host.outbox import Controls, Edit, Outbox, Picker, Post, Refused, Toggle
from bot.host.paces import DEFAULT_PACE, NEXT_PACE, PACES
from bot.host.path import Path, Step, Table
from bot.host.table import BOARD, LOBBY, text_names
from games import registry
from games.core import Game, GameMeta, Msg, SetupError, Text, clip, parse_options
from players import LEVELS
from storage import Change, ChannelBusy, MatchRow, Seating, SeatRow, StaleVersion

MAX_OPTIONS_SHOWN = 600  # of the options' JSON in the lobby, which must stay within a message
# The names of a seat the stand-in fills from the lobby, quick and strong, in the match's
# language (a seat's name is kept as it was given).
# The table's language is a menu of the lobby's, beside the game's settings (the host handles
# it: the game never sees it), where a row is left for it; else a button (French on or off).
LANGUAGE = "language"
MENU_ROWS = 3  # of Discord's five rows, the lobby's buttons take two


def room_name(title: str, seats: list[SeatRow]) -> str:
    """A thread's name: the game and who plays ("Revolt · Anne, Bob, Chloé")."""
    return f"{title} · " + ", ".join(s.display_name for s in seats)[:80]


def language_controls(meta: GameMeta, lang: str) -> tuple[list[Toggle], list[Picker]]:
    """The lobby's control for the table's language: a menu after the game's settings, or,
    when they fill the rows, a button that says the language and turns to the other."""
    label = i18n.say(Msg("host-language-label"), lang)
    if len(meta.settings) < MENU_ROWS:
        names = tuple(i18n.LANGUAGE_NAMES[code] for code in i18n.LANGS)
        return [], [Picker(LANGUAGE, label, names, i18n.LANGS.index(lang))]
    return [Toggle(LANGUAGE, label, lang == "fr", i18n.LANGUAGE_NAMES[lang])], []


def checked_game(game_id: str, options: dict[str, Any] | None) -> Game:
    """The game `game_id` names, its `options` checked as soon as they are typed (a lobby's, a
    tournament's): a refusal names the games there are, or says what is wrong."""
    try:
        game = registry.get(game_id)
    except KeyError:
        known = ", ".join(g.meta.id for g in registry.all())
        raise Refused(Msg("host-unknown-game", typed=clip(game_id), known=known)) from None
    if game.meta.options_model is not None:
        try:
            parse_options(game.meta, game.meta.options_model, options)
        except SetupError as e:
            raise Refused(Msg("host-options-refused", why=e.text), []) from None
    return game


class Lobby:
    """Opening, filling and starting a match; ending one."""

    def __init__(self, core: Core, path: Path) -> None:
        self.core = core
        self.path = path

    async def new_match(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_id: str,
        options: dict[str, Any] | None = None,
        language: str = i18n.DEFAULT,
    ) -> Outbox:
        """Open a lobby; `language`: its table's (the server's language, which the lobby's
        host may change before the start)."""
        game = checked_game(game_id, options)
        try:
            match = await self.core.db.create_lobby(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game.meta.id,
                host_user_id=user_id,
                host_name=name,
                options=options or {},
                pace=DEFAULT_PACE,
                language=language if language in i18n.LANGS else i18n.DEFAULT,
            )
        except ChannelBusy:
            current = await self.core.db.active_match(channel_id)
            busy = (
                Msg("host-channel-busy", game=registry.get(current.game_id).meta.title)
                if current
                else Msg("host-channel-busy-any")
            )
            raise Refused(busy) from None
        return Outbox(lobby=await self.lobby_post(match), announces=(match.id, 0))

    async def lobby_post(self, match: MatchRow, note: Text = "") -> Post:
        """The lobby message, in the match's language, with its controls."""
        game = registry.get(match.game_id)
        seats = await self.core.db.seats(match.id)
        meta, lang = game.meta, match.language
        switched = {s.name for s in meta.switches}
        switched |= {k for setting in meta.settings for _, sets in setting.values for k in sets}
        other = {k: v for k, v in match.options.items() if k not in switched}
        names = text_names(seats)
        host: Text = names[0] if names else Msg("host-the-host")
        seat_list = ", ".join(f"{s.seat + 1}. {n}" for s, n in zip(seats, names, strict=True))
        head: list[Text] = [Msg("host-lobby-head", game=meta.title, players=meta.players)]
        if other:
            shown = clip(json.dumps(other), MAX_OPTIONS_SHOWN)
            head.append(Msg("host-lobby-options", options=shown))
        texts: list[Text] = [
            Msg.join(head),
            meta.summary,
            *([Msg("host-lobby-length", length=meta.length)] if meta.length else []),
            Msg("host-lobby-rules", game=meta.title),
            Msg("host-lobby-seats", seats=seat_list) if seat_list else Msg("host-lobby-no-seats"),
            Msg("host-pace-is", pace=PACES[match.pace].label),
            Msg("host-lobby-language", language=Msg(f"host-language-name-{lang}")),
            *(
                Msg(
                    "host-lobby-switch",
                    mark="☑" if match.options.get(s.name) else "☐",
                    label=s.label,
                    help=s.help,
                )
                for s in meta.switches
            ),
            *(
                Msg("host-lobby-setting", label=s.label, value=s.values[s.chosen(match.options)][0])
                for s in meta.settings
            ),
            Msg("host-lobby-how", host=host, least=meta.min_players),
        ]
        if note:
            texts.append(note)
        lines = [i18n.say(text, lang) for text in texts]
        toggles = [
            Toggle(s.name, i18n.say(s.label, lang), bool(match.options.get(s.name)))
            for s in meta.switches
        ]
        pickers = [
            Picker(
                s.name,
                i18n.say(s.label, lang),
                tuple(i18n.say(label, lang) for label, _ in s.values),
                s.chosen(match.options),
            )
            for s in meta.settings
        ]
        language_toggles, language_pickers = language_controls(meta, lang)
        toggles += language_toggles
        pickers += language_pickers
        return Post(
            "\n".join(line for line in lines if line),
            controls=Controls.LOBBY,
            language=lang,
            toggles=toggles,
            pickers=pickers,
            match_id=match.id,
            record=LOBBY,
        )

    async def switch(
        self, *, user_id: int, name: str, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        """The host turns one of the game's switches on or off before the start (or the
        table's French, where the language has a button)."""
        match = await self.core.lobby(match_id, channel_id)
        if name == LANGUAGE:
            french = "fr" if match.language != "fr" else i18n.DEFAULT
            return await self._set_language(user_id, match, french)
        meta = registry.get(match.game_id).meta
        switch = next((s for s in meta.switches if s.name == name), None)
        if switch is None:
            raise Refused(Msg("host-no-option", game=meta.title, typed=clip(name)))
        options = {**match.options, name: not match.options.get(name, False)}
        state = "on" if options[name] else "off"
        note = Msg("host-switch-now", label=switch.label, state=state)
        return await self._set_options(user_id, match, options, note)

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
        (`value`: its place in the menu), or the table's language from the lobby's own menu."""
        match = await self.core.lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        if name == LANGUAGE:
            if not (value.isascii() and value.isdigit() and int(value) < len(i18n.LANGS)):
                raise Refused(Msg("host-not-a-value", label=Msg("host-language-label")))
            return await self._set_language(user_id, match, i18n.LANGS[int(value)])
        setting = next((s for s in meta.settings if s.name == name), None)
        if setting is None:
            raise Refused(Msg("host-no-option", game=meta.title, typed=clip(name)))
        if not (value.isascii() and value.isdigit() and int(value) < len(setting.values)):
            raise Refused(Msg("host-not-a-value", label=setting.label))
        options = setting.choose(match.options, int(value))
        note = Msg("host-setting-now", label=setting.label, value=setting.values[int(value)][0])
        return await self._set_options(user_id, match, options, note)

    async def _set_options(
        self, user_id: int, match: MatchRow, options: dict[str, Any], note: Text
    ) -> Outbox:
        if user_id != match.host_user_id:
            raise Refused(Msg("host-only-host-options"))
        if not await self.core.db.set_options(match.id, options):
            raise Refused(CLOSED)
        match = await self.core.match(match_id=match.id)
        return Outbox(lobby=await self.lobby_post(match, note))

    async def _set_language(self, user_id: int, match: MatchRow, lang: str) -> Outbox:
        """The table's language, chosen by the lobby's host: the lobby is said in it at once,
        and so is everything the table is shown once the match starts."""
        if user_id != match.host_user_id:
            raise Refused(Msg("host-only-host-options"))
        if not await self.core.db.set_language(match.id, lang):
            raise Refused(CLOSED)
        match = await self.core.match(match_id=match.id)
        note = Msg("host-language-now", language=Msg(f"host-language-name-{lang}"))
        return Outbox(lobby=await self.lobby_post(match, note))

    async def join(
        self, *, user_id: int, name: str, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self.core.lobby(match_id, channel_id)
        meta = registry.get(match.game_id).meta
        seating = await self.core.db.add_seat(match.id, user_id, name, meta.max_players)
        if seating is Seating.ALREADY:
            raise Refused(Msg("host-seated-in-lobby"))
        if seating is Seating.FULL:
            raise Refused(Msg("host-table-full", game=meta.title, most=meta.max_players))
        if seating is Seating.CLOSED:
            raise Refused(CLOSED)
        return Outbox(lobby=await self.lobby_post(match, Msg("host-joined", name=plain(name))))

    async def leave(
        self, *, user_id: int, match_id: int | None = None, channel_id: int | None = None
    ) -> Outbox:
        match = await self.core.lobby(match_id, channel_id)
        if user_id == match.host_user_id:
            raise Refused(Msg("host-you-host"))
        if not await self.core.db.remove_seat(match.id, user_id):
            raise Refused(Msg("host-no-seat-in-lobby"))
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
            raise Refused(Msg("host-only-host-starts", host=plain(host)))
        meta = game.meta
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Refused(
                Msg("host-needs-players", game=meta.title, players=meta.players, n=len(seats))
            )
        seed = secrets.randbits(62)
        try:
            state = game.setup(len(seats), seed, match.options or None)
        except SetupError as e:
            raise Refused(Msg("host-options-fail", why=e.text), []) from None
        room = await open_room(match.id, room_name(meta.title, seats)) if open_room else None
        try:
            match = await self.core.db.start_match(
                match.id, seed=seed, state=game.dump(state), room_id=room
            )
        except StaleVersion:
            raise Refused(CLOSED) from None
        started: Text = Msg("host-started", game=meta.title, names=text_names(seats))
        if room is not None:
            started = Msg.join([started, Msg("host-in-thread", room=refs.channel(room))], " ")

        async def begin(_: Table) -> Step:
            return Step(started=True)

        outbox = await self.path.run(begin, match_id=match.id)
        outbox.lobby = Post(i18n.say(started, match.language), match_id=match.id)
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
            raise Refused(Msg("host-again-not-yet"))
        async with self.core.lock(match.id):
            after = await db.match_after(match.id)
            if after is None:
                try:
                    after = await db.create_lobby(
                        guild_id=match.guild_id, channel_id=match.home_id, game_id=match.game_id,
                        host_user_id=user_id, host_name=name, options=match.options,
                        pace=match.pace, follows=match.id, language=match.language,
                    )  # fmt: skip
                except ChannelBusy:
                    after = await db.match_after(match.id)  # another process's press came first
                    if after is None:
                        where = refs.channel(match.home_id)
                        raise Refused(Msg("host-again-busy", where=where)) from None
                else:
                    bots = sum(1 for s in await db.seats(match.id) if s.stand_in)
                    note = Msg("host-again-bots", count=bots) if bots else ""
                    post = await self.lobby_post(after, note)
                    opened = Msg("host-again-opened", where=refs.channel(after.channel_id))
                    return Outbox(
                        reply=i18n.say(opened, i18n.reader()),
                        posts=[post],
                        announces=(after.id, 0),
                        channel_id=after.channel_id,
                    )
        if after.status != "lobby":
            raise Refused(Msg("host-again-started"))
        joined = await self.join(user_id=user_id, name=name, match_id=after.id)
        assert joined.lobby is not None
        seated = Msg("host-again-seated", where=refs.channel(after.channel_id))
        return Outbox(
            reply=i18n.say(seated, i18n.reader()),
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
            raise Refused(Msg("host-only-host-bots"))
        if level not in LEVELS:
            raise Refused(Msg("host-bot-levels"))
        name = i18n.say(LEVEL_NAMES[level], match.language)
        seating = await self.core.db.add_stand_in(match.id, meta.max_players, name, level)
        if seating is Seating.FULL:
            raise Refused(Msg("host-table-full", game=meta.title, most=meta.max_players))
        if seating is Seating.CLOSED:
            raise Refused(CLOSED)
        said = Msg("host-stand-in-sits") if level == "quick" else Msg("host-strong-sits")
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
                raise Refused(Msg("host-only-host-pace"))
            pace = NEXT_PACE[match.pace]
            if not await self.core.db.set_pace(match.id, pace, was=match.pace):
                raise Refused(CLOSED)  # or another process's press came first: press again
            match = await self.core.match(match_id=match.id)
        note = Msg("host-pace-is", pace=PACES[match.pace].label)
        return Outbox(lobby=await self.lobby_post(match, note))

    async def abort_question(
        self, *, user_id: int, can_manage: bool, channel_id: int | None = None
    ) -> tuple[int, str]:
        """Who may end the match is checked before they are asked to confirm: the match's id
        and the question, in the asker's language."""
        match = await self._may_abort(user_id, can_manage, channel_id=channel_id)
        title = registry.get(match.game_id).meta.title
        return match.id, i18n.say(Msg("host-abort-question", game=title), i18n.reader())

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
        match = await self._may_abort(user_id, can_manage, channel_id, match_id)
        reason = f"ended by {name}"
        title = registry.get(match.game_id).meta.title
        ended = Post(
            i18n.say(Msg("host-aborted", game=title, name=plain(name)), match.language),
            match_id=match.id,
        )
        if match.status == "lobby":
            async with self.core.lock(match.id):  # not in the middle of a change
                closed = await self.core.db.close_lobby(match.id, reason)
            if closed:
                live = Edit(match.id, LOBBY, None)  # its buttons go with it
                return Outbox(edits=[live], posts=[ended], channel_id=match.channel_id)
            match = await self._may_abort(user_id, can_manage, match_id=match.id)  # it started

        async def decide(table: Table) -> Step:
            if user_id != table.match.host_user_id and not can_manage:
                raise Refused(Msg("host-only-host-ends"))
            # Its board's buttons go with it: nothing is left to press.
            said = Outbox(edits=[Edit(match.id, BOARD, None)], posts=[ended])
            return Step(Change("abort", end=reason, aborted=True), said=said)

        return await self.path.run(decide, match_id=match.id)

    async def _may_abort(
        self,
        user_id: int,
        can_manage: bool,
        channel_id: int | None = None,
        match_id: int | None = None,
    ) -> MatchRow:
        match = await self.core.match(channel_id=channel_id, match_id=match_id)
        if match.status not in ("lobby", "running"):
            raise Refused(Msg("host-over-already"))
        if user_id != match.host_user_id and not can_manage:
            raise Refused(Msg("host-only-host-ends"))
        return match

    async def kick(
        self,
        *,
        user_id: int,
        target_id: int | None = None,
        seat: int | None = None,
        channel_id: int | None = None,
    ) -> Outbox:
        """The lobby's host takes a seat away before the start: a person's, named, or any seat
        by its number as the lobby lists it (1 first), the stand-in's too. Its reply names who
        left, for the host."""
        match = await self.core.lobby(None, channel_id)
        if user_id != match.host_user_id:
            raise Refused(Msg("host-only-host-removes"))
        seats = await self.core.db.seats(match.id)
        if seat is not None:
            if not 1 <= seat <= len(seats):
                raise Refused(Msg("host-no-such-lobby-seat", seat=seat, seats=len(seats)))
            target_id = seats[seat - 1].user_id
        if target_id is None:
            raise Refused(Msg("host-kick-whom"))
        if target_id == user_id:
            raise Refused(Msg("host-you-host"))
        name = next((s.display_name for s in seats if s.user_id == target_id), None)
        if name is None or not await self.core.db.remove_seat(match.id, target_id):
            raise Refused(Msg("host-they-have-no-seat"))
        removed = Msg("host-removed", name=plain(name))
        told = i18n.say(Msg("host-kicked", name=plain(name)), i18n.reader())
        return Outbox(reply=told, lobby=await self.lobby_post(match, removed))
