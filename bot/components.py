"""Buttons and menus. All are DynamicItems: their custom_ids carry the match and version, so
they work after a restart without any state held in memory."""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from typing import Any

import discord
from discord.ui import Button, DynamicItem, Select, View

import i18n
from bot import customids
from bot.client import GameClient
from bot.host import (
    LOBBY,
    AlreadyDone,
    Controls,
    Offer,
    Outbox,
    Picker,
    Post,
    Refused,
    Toggle,
)
from bot.host.offers import unlisted_amounts
from bot.references import MAX_CONTENT, discord_text
from bot.replies import (
    answer_failure,
    file_of,
    hold,
    in_time,
    log_failure,
    reply_private,
    tell,
    with_file,
)
from bot.speech import Answering, said
from bot.web.links import links
from games.core import Amount, Msg, Text, clip

log = logging.getLogger(__name__)
BUTTONS_UP_TO = 5  # more choices than this go in a select menu
PAGE = 24  # a select menu holds 25 options: 24 choices and "more"
AMOUNT_BUTTONS_UP_TO = 10  # the common amounts of a free amount, on two rows of buttons
TAKE_BACK, BACK = Msg("bot-take-back"), Msg("bot-back")
WELCOME_BACK = Msg("bot-welcome-back")
DONE = Msg("bot-done")
# How an interaction was acknowledged when its move's public messages may follow through its
# webhook: a click's (deferred) update, or an answer of its own.
ANSWERED_IN_PLACE = (
    discord.InteractionResponseType.deferred_message_update,
    discord.InteractionResponseType.message_update,
    discord.InteractionResponseType.channel_message,
)


def _bot(interaction: discord.Interaction) -> GameClient:
    return interaction.client  # type: ignore[return-value]  # the bot, which is one


def picked(interaction: discord.Interaction) -> list[str]:
    """The values a click on a select menu picked (read from the interaction itself: routed by
    `bot.routing`, the menu's own state is not refreshed)."""
    data: Mapping[str, object] = interaction.data or {}
    values = data.get("values")
    return [v for v in values if isinstance(v, str)] if isinstance(values, list) else []


def stateless(*items: discord.ui.Item[Any]) -> View:
    """A view that discord.py will not keep in memory: every click is routed by its custom_id
    to a DynamicItem (`bot.routing`), so a stopped view still works, and thousands of prompts
    cost nothing."""
    view = View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


def controls_view(post: Post) -> View | None:
    """The buttons of a post the table reads, labelled in its match's language (which every
    reader of the table shares: the host says it with the post)."""
    lang = post.language
    if post.controls is Controls.MOVE and post.match_id is not None:
        match_id, version = post.match_id, post.version or 0
        view = stateless(MoveButton(match_id, version, lang), DetailsButton(match_id, lang))
        if (board := links()) is not None and board.activity:  # inside Discord
            view.add_item(BoardButton(match_id, lang))
        elif board is not None:  # the match's page, where the board is public
            view.add_item(Button(label=said(Msg("bot-board"), lang), url=board.board(match_id)))
        return view
    if post.controls is Controls.LOBBY and post.match_id is not None:
        return stateless(
            *(LobbyButton(post.match_id, action, lang) for action in LOBBY_BUTTONS),
            *(SwitchButton(post.match_id, toggle, lang=lang) for toggle in post.toggles),
            *(SettingMenu(post.match_id, p, row, lang=lang)
              for row, p in enumerate(post.pickers, 2)),
        )  # fmt: skip
    if post.controls is Controls.TOURNAMENT and post.tournament_id is not None:
        return stateless(*(TournamentButton(post.tournament_id, a, lang) for a in SIGN_UP))
    if post.controls is Controls.BACK and post.match_id is not None:
        return stateless(BackButton(post.match_id, lang))
    if post.controls is Controls.AGAIN and post.match_id is not None:
        return stateless(AgainButton(post.match_id, lang))
    if post.ballot is not None and post.match_id is not None:
        ballot = post.ballot
        return stateless(
            *(
                BallotButton(post.match_id, ballot.round, ballot.seat, ballot.kind, a, label)
                for a, label in ballot.answers
            )
        )
    return None


def offer_view(offer: Offer, page: int = 0) -> View:
    """The player's choices: buttons when there are few, a paged select menu otherwise; a "?"
    that explains the decision, and Back when the player may take back their latest step. In
    the player's language, as the offer is."""
    explain: list[DynamicItem[Button]] = [HelpButton(offer.match_id)] if offer.help else []
    if offer.back is not None:
        explain.append(UndoButton(offer.match_id, offer.back, BACK))
    if unlisted_amounts(offer):
        explain.insert(0, AmountButton(offer.match_id, offer.version, offer.prompt_hash))
    if len(offer.choices) <= (AMOUNT_BUTTONS_UP_TO if offer.amount else BUTTONS_UP_TO):
        return stateless(
            *(
                ChoiceButton(offer.match_id, offer.version, offer.prompt_hash, c.id, c.label)
                for c in offer.choices
            ),
            *explain,
        )
    pages = max(1, -(-len(offer.choices) // PAGE)) if len(offer.choices) > 25 else 1
    page = min(page, pages - 1)
    chunk = offer.choices if pages == 1 else offer.choices[page * PAGE : (page + 1) * PAGE]
    options = [discord.SelectOption(label=c.label[:100], value=c.id) for c in chunk]
    if pages > 1:
        nxt = (page + 1) % pages
        options.append(
            discord.SelectOption(
                label=said(Msg("bot-more-choices", page=nxt + 1, pages=pages)),
                value=customids.more_page(nxt),
            )
        )
    menu = ChoiceMenu(offer.match_id, offer.version, offer.prompt_hash, page, options)
    return stateless(menu, *explain)


def on_private_message(interaction: discord.Interaction) -> bool:
    """The component sits on an ephemeral message (a player's own prompt), which the bot may
    rewrite; a public message (a board, the lobby) is never rewritten into a private answer."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def show_offer(
    interaction: discord.Interaction, match_id: int, page: int = 0, edit: bool = False
) -> None:
    offer = await _bot(interaction).host.offer(
        user_id=interaction.user.id, match_id=match_id, channel_id=interaction.channel_id
    )
    text = discord_text(offer.full_text(MAX_CONTENT))
    if edit and on_private_message(interaction):
        await interaction.response.edit_message(content=text, view=offer_view(offer, page))
    else:
        await interaction.response.send_message(text, view=offer_view(offer, page), ephemeral=True)


async def deliver(interaction: discord.Interaction, outbox: Outbox) -> Text | None:
    """Hand a move's outbox to the courier; after its first try, None or a note for the
    player (the move counted either way)."""
    channel_id = outbox.channel_id or interaction.channel_id
    assert channel_id is not None
    # An interaction acknowledged or answered (`ANSWERED_IN_PLACE`) posts the move's public
    # messages itself (in its own channel): they count against the interaction's allowance, so
    # a busy bot stays under Discord's global limit. After a command's "thinking" (a slow
    # `/play`, a lobby command) its first follow-up would replace that private answer, so its
    # messages are posted through the channel.
    acknowledged = interaction.response.type
    via = (
        interaction.followup
        if acknowledged in ANSWERED_IN_PLACE and channel_id == interaction.channel_id
        else None
    )
    return await _bot(interaction).courier.send(channel_id, outbox, via)


NO_THREADS = Msg("bot-no-threads")


def room_opener(interaction: discord.Interaction) -> Callable[[int, str], Awaitable[int | None]]:
    """How the host opens a match's own public thread: from the lobby message (or the channel
    when that message is unknown). Where the bot may not, the match plays in the channel and
    the channel is told why, once (in the server's language)."""
    bot = _bot(interaction)
    told = said(NO_THREADS, i18n.lang_of(interaction.guild_locale))

    async def open_room(match_id: int, name: str) -> int | None:
        where = await bot.host.slot(match_id, LOBBY)
        channel = bot.get_channel(where[0]) if where else interaction.channel
        return await open_thread(bot, channel, where[1] if where else None, name, told)

    return open_room


def thread_opener(bot: GameClient) -> Callable[[int, str], Awaitable[int | None]]:
    """How a tournament's table opens its match's thread: in the channel its lobby was made in
    (the tournament's), from no message, since a table's lobby is never shown. Where the bot
    may not, the channel is told why once, in the match's language."""

    async def open_room(match_id: int, name: str) -> int | None:
        match = await bot.host.db.get_match(match_id)
        if match is None:
            return None
        told = said(NO_THREADS, match.language)
        channel = bot.get_channel(match.channel_id)
        if channel is None:  # not in the cache yet (a restart resuming a round)
            with contextlib.suppress(discord.HTTPException):
                channel = await bot.fetch_channel(match.channel_id)
        return await open_thread(bot, channel, None, name, told)

    return open_room


async def open_thread(
    bot: GameClient, channel: Any, message_id: int | None, name: str, told: str
) -> int | None:
    """A public thread in `channel` (from its message `message_id`, if given) and its id; None
    where threads cannot be (a thread already, another kind of channel, no permission: the
    channel told `told` once)."""
    if not isinstance(channel, discord.TextChannel):
        return None  # already a thread, or a kind of channel without threads
    try:
        if message_id is not None:
            message = channel.get_partial_message(message_id)
            thread = await message.create_thread(name=name[:100], auto_archive_duration=10080)
        else:
            thread = await channel.create_thread(
                name=name[:100], type=discord.ChannelType.public_thread
            )
    except discord.Forbidden:
        if await bot.host.tell_once(channel.id, "no-threads"):
            await bot.courier.send(channel.id, Outbox(posts=[Post(told)]))
        return None
    except discord.HTTPException as e:
        log.warning("could not open a thread %r: %s", name, e)
        return None
    return thread.id


async def act_from_component(
    interaction: discord.Interaction, match_id: int, version: int, prompt_hash: str, choice_id: str
) -> None:
    await answer_move(
        interaction,
        partial(
            _bot(interaction).host.act,
            user_id=interaction.user.id,
            choice_id=choice_id,
            match_id=match_id,
            channel_id=interaction.channel_id,
            version=version,
            prompt_hash_seen=prompt_hash,
        ),
    )


async def answer_move(
    interaction: discord.Interaction, call: Callable[[], Awaitable[Outbox]], **deferral: bool
) -> None:
    """Make the move (or take one back), answer it privately (a click's prompt becomes the
    answer), then post the table and DMs. A quick move is answered in the interaction's
    acknowledgement itself (one request fewer, and the player reads it before the table is
    drawn); a slow one is acknowledged first (`in_time`, with `deferral`: a command's private
    "thinking"). A word that the table is late is added to the answer afterwards."""
    try:
        outbox = await in_time(interaction, call(), **deferral)
    except AlreadyDone as e:  # a double click: the first click's answer stands, this one says so
        await tell(interaction, str(e))
        return
    except Refused as e:
        await answer_privately(interaction, content=str(e), view=None)
        return
    try:
        change = await answer_privately(interaction, **done_kwargs(outbox))
    except discord.HTTPException as e:  # the click expired: the move counts and is delivered
        log_failure(interaction, e)
        change = None
    note = await deliver(interaction, outbox)
    if note is not None and change is not None:
        try:  # the word that the table is late; Discord may be refusing this too
            await change(**done_kwargs(outbox, note))
        except discord.HTTPException as e:
            log_failure(interaction, e)


async def answer_privately(
    interaction: discord.Interaction, content: str, view: View | None
) -> Callable[..., Awaitable[Any]]:
    """Answer a click privately, acknowledged or not: on the clicked message when it is the
    player's own prompt, else in a private message of its own. Returns how to change that
    answer later."""
    content = discord_text(content)
    if not on_private_message(interaction):
        with_view = {"view": view} if view is not None else {}  # a new message takes no None
        return await reply_private(interaction, content, **with_view)
    if interaction.response.is_done():
        await interaction.edit_original_response(content=content, view=view)
    else:
        await interaction.response.edit_message(content=content, view=view)
    return interaction.edit_original_response


def done_kwargs(outbox: Outbox, note: Text | None = None) -> dict[str, Any]:
    """The private answer to a move: done (with a word if the table is late), and the player's
    next step if they have one."""
    text = (outbox.reply or said(DONE)) + (f"\n{said(note)}" if note else "")
    if outbox.next_offer is None:
        back = outbox.take_back
        return {"content": text, "view": stateless(UndoButton(*back)) if back else None}
    content = f"{text}\n{outbox.next_offer.full_text(MAX_CONTENT)}"[:MAX_CONTENT]
    return {"content": content, "view": offer_view(outbox.next_offer)}


class MoveButton(Answering, DynamicItem[Button], template=customids.MOVE):
    def __init__(self, match_id: int, version: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-your-move"), lang),
                emoji="▶️",
                style=discord.ButtonStyle.primary,
                custom_id=customids.move(match_id, version),
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> MoveButton:
        return cls(customids.match_of(match), customids.answer_of(match).version)

    async def callback(self, interaction: discord.Interaction) -> None:
        # Opening the prompt applies nothing, so an older board's button may open it too.
        await show_offer(interaction, self.match_id)


class ChoiceButton(Answering, DynamicItem[Button], template=customids.CHOICE):
    def __init__(
        self,
        match_id: int,
        version: int,
        prompt_hash: str,
        choice_id: str,
        label: str = "",
        received: str | None = None,
    ) -> None:
        """`received`: the custom_id of a click, kept as it came (a crafted one may be longer
        than any the bot makes; the host refuses it politely)."""
        super().__init__(
            Button(
                label=(label or choice_id)[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=received or customids.choice(match_id, version, prompt_hash, choice_id),
            )
        )
        self.key = (match_id, version, prompt_hash, choice_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> ChoiceButton:
        a = customids.answer_of(match)
        return cls(customids.match_of(match), a.version, a.prompt_hash, a.choice_id,
                   received=match.string)  # fmt: skip

    async def callback(self, interaction: discord.Interaction) -> None:
        await act_from_component(interaction, *self.key)


class ChoiceMenu(Answering, DynamicItem[Select], template=customids.MENU):
    def __init__(
        self,
        match_id: int,
        version: int,
        prompt_hash: str,
        page: int,
        options: list[discord.SelectOption] | None = None,
    ) -> None:
        super().__init__(
            Select(
                placeholder=said(Msg("bot-choose")),
                options=options or [],
                custom_id=customids.menu(match_id, version, prompt_hash, page),
            )
        )
        self.key = (match_id, version, prompt_hash)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> ChoiceMenu:
        a = customids.answer_of(match)
        return cls(customids.match_of(match), a.version, a.prompt_hash, customids.page_in(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = picked(interaction)
        if len(values) != 1:
            raise Refused(said(Msg("bot-pick-one-choice")))
        (value,) = values
        if value.startswith(customids.MORE_PAGE):
            page = customids.page_of(value)
            if page is None:
                raise Refused(said(Msg("bot-no-such-page")))
            await show_offer(interaction, self.key[0], page=page, edit=True)
            return
        await act_from_component(interaction, *self.key, value)


class AmountButton(Answering, DynamicItem[Button], template=customids.AMOUNT):
    """ "Other amount…" on a prompt whose amount is free (a bid, a number of votes): a form
    with a number field, for any amount the menu does not list."""

    def __init__(self, match_id: int, version: int, prompt_hash: str) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-other-amount")),
                emoji="🔢",
                style=discord.ButtonStyle.primary,
                custom_id=customids.amount(match_id, version, prompt_hash),
                row=3,
            )
        )
        self.key = (match_id, version, prompt_hash)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> AmountButton:
        a = customids.answer_of(match)
        return cls(customids.match_of(match), a.version, a.prompt_hash)

    async def callback(self, interaction: discord.Interaction) -> None:
        match_id, _, prompt_hash = self.key
        offer = await _bot(interaction).host.offer(
            user_id=interaction.user.id, match_id=match_id, channel_id=interaction.channel_id
        )
        if offer.amount is None or offer.prompt_hash != prompt_hash:
            raise Refused(said(MOVED_ON_AMOUNT))
        await interaction.response.send_modal(AmountForm(self.key, offer.amount))


MOVED_ON_AMOUNT = Msg("bot-amount-moved-on")


class AmountForm(Answering, discord.ui.Modal):
    """The number field "Other amount…" opens; its answer is played like a button, as the
    amount's choice id (`bid:17`), and the game judges it."""

    def __init__(self, key: tuple[int, int, str], amount: Amount) -> None:
        super().__init__(title=said(Msg("bot-amount-title")), timeout=AMOUNT_FORM_SECONDS,
                         custom_id=customids.amount_form(*key))  # fmt: skip
        self.key, self.amount = key, amount
        self.number: discord.ui.TextInput[AmountForm] = discord.ui.TextInput(
            label=said(amount.label)[:45],
            placeholder=said(Msg("bot-amount-range", low=amount.minimum, high=amount.maximum)),
            min_length=1,
            max_length=Amount.MAX_DIGITS,
        )
        self.add_item(self.number)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        hold(interaction)
        return await super().interaction_check(interaction)

    # discord.py's Modal.on_error takes no item, unlike the BaseView.on_error it overrides.
    async def on_error(  # type: ignore[override]
        self, interaction: discord.Interaction, error: Exception, /
    ) -> None:
        """A form's answer is a click's: the same one error boundary (`bot.routing`)."""
        await answer_failure(interaction, error)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        typed = self.number.value.strip()
        if not (typed.isascii() and typed.isdigit()):
            raise Refused(said(Msg("bot-not-a-number", typed=clip(typed))))
        await act_from_component(interaction, *self.key, self.amount.id_of(int(typed)))


AMOUNT_FORM_SECONDS = 900  # an unanswered form is forgotten; its button opens a new one


LOBBY_BUTTONS = {  # action: (label, style)
    "join": (Msg("bot-join"), discord.ButtonStyle.success),
    "leave": (Msg("bot-leave"), discord.ButtonStyle.secondary),
    "start": (Msg("bot-start"), discord.ButtonStyle.primary),
    "bot": (Msg("bot-add-bot"), discord.ButtonStyle.secondary),
    "strong": (Msg("bot-add-strong-bot"), discord.ButtonStyle.secondary),
    "pace": (Msg("bot-pace"), discord.ButtonStyle.secondary),
}


async def _show_lobby(interaction: discord.Interaction, outbox: Outbox) -> None:
    """The lobby message, edited in place to its new seats and options (and language)."""
    lobby = outbox.lobby
    assert lobby is not None
    await interaction.response.edit_message(
        content=discord_text(lobby.text), view=controls_view(lobby)
    )


class LobbyButton(Answering, DynamicItem[Button], template=customids.LOBBY):
    def __init__(self, match_id: int, action: str, lang: str = i18n.DEFAULT) -> None:
        label, style = LOBBY_BUTTONS[action]
        super().__init__(
            Button(
                label=said(label, lang), style=style, custom_id=customids.lobby(match_id, action)
            )
        )
        self.match_id, self.action = match_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> LobbyButton:
        return cls(customids.match_of(match), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        host = _bot(interaction).host
        user, where = interaction.user, interaction.channel_id
        if self.action == "start":
            await interaction.response.defer()
            outbox = await host.start(
                user_id=user.id,
                match_id=self.match_id,
                channel_id=where,
                open_room=room_opener(interaction),
            )
            assert outbox.lobby is not None
            await deliver(interaction, outbox)
            await interaction.edit_original_response(
                content=discord_text(outbox.lobby.text), view=None
            )
            return
        if self.action == "join":
            outbox = await host.join(
                user_id=user.id, name=user.display_name, match_id=self.match_id, channel_id=where
            )
        elif self.action in ("bot", "strong"):
            level = "quick" if self.action == "bot" else "strong"
            outbox = await host.add_bot(
                user_id=user.id, match_id=self.match_id, channel_id=where, level=level
            )
        elif self.action == "pace":
            outbox = await host.cycle_pace(
                user_id=user.id, match_id=self.match_id, channel_id=where
            )
        else:
            outbox = await host.leave(user_id=user.id, match_id=self.match_id, channel_id=where)
        await _show_lobby(interaction, outbox)


SIGN_UP = ("join", "leave", "start")  # a tournament's sign-up: the lobby's three first


class TournamentButton(Answering, DynamicItem[Button], template=customids.TOURNAMENT):
    """Join, Leave or Start on a tournament's sign-up: the message is rewritten in place; Start
    (the organiser's) opens the first round's threads."""

    def __init__(self, tournament_id: int, action: str, lang: str = i18n.DEFAULT) -> None:
        label, style = LOBBY_BUTTONS[action]
        custom_id = customids.tournament(tournament_id, action)
        super().__init__(Button(label=said(label, lang), style=style, custom_id=custom_id))
        self.tournament_id, self.action = tournament_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> TournamentButton:
        return cls(customids.tournament_of(match), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        tournaments, user = bot.host.tournaments, interaction.user
        if self.action == "start":
            await interaction.response.defer()
            opened = await tournaments.start(
                tournament_id=self.tournament_id, user_id=user.id, open_room=thread_opener(bot)
            )
            for channel_id, outbox in opened:
                bot.courier.enqueue(channel_id, outbox)
            await interaction.followup.send(said(Msg("tournament-started")), ephemeral=True)
            return
        if self.action == "join":
            outbox = await tournaments.join(
                tournament_id=self.tournament_id, user_id=user.id, name=user.display_name
            )
        else:
            outbox = await tournaments.leave(tournament_id=self.tournament_id, user_id=user.id)
        await _show_lobby(interaction, outbox)


def switch_label(toggle: Toggle, lang: str) -> str:
    """ "Hidden hands: on", the option and whether it is on ("Language: English", what it is
    set to, where it says)."""
    if toggle.value is not None:
        return said(Msg("bot-setting", option=toggle.label, value=toggle.value), lang)
    return said(Msg("bot-switch", option=toggle.label, on="yes" if toggle.on else "no"), lang)


class SwitchButton(Answering, DynamicItem[Button], template=customids.SWITCH):
    """One of the game's options in the lobby, on its own row; the host presses it to flip it."""

    def __init__(
        self,
        match_id: int,
        toggle: Toggle | None = None,
        name: str = "",
        received: str | None = None,
        lang: str = i18n.DEFAULT,
    ) -> None:
        name = toggle.name if toggle else name
        on = bool(toggle and toggle.on)
        super().__init__(
            Button(
                label=switch_label(toggle, lang)[:80] if toggle else name[:80],
                style=discord.ButtonStyle.success if on else discord.ButtonStyle.secondary,
                custom_id=received or customids.switch(match_id, name),
                row=1,
            )
        )
        self.match_id, self.name = match_id, name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> SwitchButton:
        return cls(customids.match_of(match), name=match["name"], received=match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        outbox = await _bot(interaction).host.switch(
            user_id=interaction.user.id,
            name=self.name,
            match_id=self.match_id,
            channel_id=interaction.channel_id,
        )
        await _show_lobby(interaction, outbox)


class SettingMenu(Answering, DynamicItem[Select], template=customids.SETTING):
    """One of the game's settings in the lobby, a menu on its own row below the switches; the
    host picks a value."""

    def __init__(
        self,
        match_id: int,
        picker: Picker | None = None,
        row: int = 2,
        name: str = "",
        lang: str = i18n.DEFAULT,
    ) -> None:
        name = picker.name if picker else name
        options = [
            discord.SelectOption(
                label=said(Msg("bot-setting", option=picker.label, value=label), lang)[:100],
                value=str(i),
                default=i == picker.chosen,
            )
            for i, label in enumerate(picker.values)
        ] if picker else []  # fmt: skip
        super().__init__(
            Select(
                placeholder=(picker.label if picker else name)[:150],
                options=options,
                custom_id=customids.setting(match_id, name),
                row=row,
            )
        )
        self.match_id, self.name = match_id, name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> SettingMenu:
        return cls(customids.match_of(match), name=match["name"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = picked(interaction)
        if len(values) != 1:
            raise Refused(said(Msg("bot-pick-one-value")))
        outbox = await _bot(interaction).host.choose_setting(
            user_id=interaction.user.id,
            name=self.name,
            value=values[0],
            match_id=self.match_id,
            channel_id=interaction.channel_id,
        )
        await _show_lobby(interaction, outbox)


class DetailsButton(Answering, DynamicItem[Button], template=customids.DETAILS):
    """On the board: the second picture, privately (displays, sheets, the full tracks)."""

    def __init__(self, match_id: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-details"), lang),
                emoji="🔎",
                style=discord.ButtonStyle.secondary,
                custom_id=customids.details(match_id),
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> DetailsButton:
        return cls(customids.match_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await _bot(interaction).host.reports.board(
            channel_id=interaction.channel_id or 0, detail=True
        )
        file = file_of(outbox.reply_picture)
        await interaction.followup.send(
            discord_text(outbox.reply or ""), ephemeral=True, **with_file(file)
        )


class BoardButton(Answering, DynamicItem[Button], template=customids.BOARD):
    """On the board, where the board is a Discord Activity: the match's page inside Discord,
    launched where the button is (the match's thread); where Discord will not launch it, the
    page's address, privately, to open in a browser."""

    def __init__(self, match_id: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-board"), lang),
                style=discord.ButtonStyle.secondary,
                custom_id=customids.board(match_id),
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> BoardButton:
        return cls(customids.match_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.response.launch_activity()
            return
        except discord.HTTPException as e:  # not here, or not now: the page in a browser
            log.info("Discord would not launch the board's Activity here: %s", e)
        board = links()
        text = (
            said(Msg("bot-board-open", url=board.board(self.match_id)))
            if board is not None
            else said(Msg("bot-web-off"))
        )
        await interaction.response.send_message(text, ephemeral=True)


class BallotButton(Answering, DynamicItem[Button], template=customids.BALLOT):
    """One answer to a question put to the table about a seat (an absent player, a new one)."""

    def __init__(
        self,
        match_id: int,
        round: int | None,
        seat: int,
        kind: str,
        answer: str,
        label: str = "",
        received: str | None = None,
    ) -> None:
        """`round`: the question's (None on a button posted before questions had rounds)."""
        super().__init__(
            Button(
                label=(label or answer)[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=received or customids.ballot(match_id, round or 0, seat, kind, answer),
            )
        )
        self.key = (match_id, round, seat, kind, answer)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> BallotButton:
        return cls(
            customids.match_of(match),
            customids.round_of(match),
            int(match["seat"]),
            match["kind"],
            match["answer"],
            received=match.string,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        match_id, round, seat, kind, answer = self.key
        outbox = await _bot(interaction).host.ballot(
            user_id=interaction.user.id, match_id=match_id, seat=seat, kind=kind, answer=answer,
            round=round, channel_id=interaction.channel_id,
        )  # fmt: skip
        await deliver(interaction, outbox)
        await interaction.followup.send(discord_text(outbox.reply or "✅"), ephemeral=True)


class BackButton(Answering, DynamicItem[Button], template=customids.BACK):
    """On the news that the stand-in plays for someone: that player takes the seat back."""

    def __init__(self, match_id: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-im-back"), lang),
                style=discord.ButtonStyle.success,
                custom_id=customids.back(match_id),
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> BackButton:
        return cls(customids.match_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await _bot(interaction).host.come_back(
            user_id=interaction.user.id, channel_id=interaction.channel_id or 0
        )
        await deliver(interaction, outbox)
        await interaction.followup.send(said(WELCOME_BACK), ephemeral=True)


class AgainButton(Answering, DynamicItem[Button], template=customids.AGAIN):
    """On a finished match's result: a new lobby for the same game, seating whoever presses."""

    def __init__(self, match_id: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-play-again"), lang),
                emoji="🔁",
                style=discord.ButtonStyle.primary,
                custom_id=customids.again(match_id),
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> AgainButton:
        return cls(customids.match_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outbox = await _bot(interaction).host.play_again(
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            match_id=self.match_id,
            channel_id=interaction.channel_id,
        )
        await deliver(interaction, outbox)
        await interaction.followup.send(discord_text(outbox.reply or "✅"), ephemeral=True)


def abort_view(match_id: int) -> View:
    return stateless(AbortButton(match_id, "yes"), AbortButton(match_id, "no"))


class AbortButton(Answering, DynamicItem[Button], template=customids.ABORT):
    """The answer to "End this match for everyone?", asked privately by `/game abort`."""

    def __init__(self, match_id: int, answer: str) -> None:
        super().__init__(
            Button(
                label=said(Msg("bot-end-match" if answer == "yes" else "bot-keep-playing")),
                style=discord.ButtonStyle.danger
                if answer == "yes"
                else discord.ButtonStyle.secondary,
                custom_id=customids.abort(match_id, answer),
            )
        )
        self.match_id, self.answer = match_id, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> AbortButton:
        return cls(customids.match_of(match), match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.answer == "no":
            await interaction.response.edit_message(
                content=said(Msg("bot-nothing-changed")), view=None
            )
            return
        await interaction.response.defer()
        outbox = await _bot(interaction).host.abort(
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            can_manage=interaction.permissions.manage_channels,
            match_id=self.match_id,
        )
        await deliver(interaction, outbox)
        await interaction.edit_original_response(content=said(Msg("bot-match-ended")), view=None)


class HelpButton(Answering, DynamicItem[Button], template=customids.HELP):
    """The "?" on a private prompt: what the decision is about and what each option does."""

    def __init__(self, match_id: int) -> None:
        super().__init__(
            Button(
                label="?",
                style=discord.ButtonStyle.secondary,
                custom_id=customids.help(match_id),
                row=4,
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> HelpButton:
        return cls(customids.match_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        offer = await _bot(interaction).host.offer(
            user_id=interaction.user.id, match_id=self.match_id, channel_id=interaction.channel_id
        )
        await interaction.response.send_message(
            offer.help or said(Msg("bot-no-help")), ephemeral=True
        )


class UndoButton(Answering, DynamicItem[Button], template=customids.UNDO):
    """ "Take back" on the answer to a move, "Back" on the next step of one: the player takes
    back their latest step. It carries the version it was shown at, so it works once."""

    def __init__(self, match_id: int, version: int, label: Msg = TAKE_BACK) -> None:
        super().__init__(
            Button(
                label=said(label),
                emoji="↩️",
                style=discord.ButtonStyle.secondary,
                custom_id=customids.undo(match_id, version),
                row=4,
            )
        )
        self.match_id, self.version = match_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: re.Match[str]
    ) -> UndoButton:
        return cls(customids.match_of(match), customids.answer_of(match).version)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer_move(
            interaction,
            partial(
                _bot(interaction).host.undo,
                user_id=interaction.user.id,
                match_id=self.match_id,
                channel_id=interaction.channel_id,
                version=self.version,
            ),
        )


COMPONENTS = (
    MoveButton,
    ChoiceButton,
    AmountButton,
    ChoiceMenu,
    LobbyButton,
    TournamentButton,
    SwitchButton,
    SettingMenu,
    HelpButton,
    DetailsButton,
    BoardButton,
    AbortButton,
    BallotButton,
    BackButton,
    AgainButton,
    UndoButton,
)
