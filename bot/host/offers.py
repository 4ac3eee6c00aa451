"""A decision as its player sees it: the prompt with names filled in, the player's hand beside
it, the standing order to keep passing, and what a player typed matched to a choice."""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from typing import Any

from cachetools import LRUCache

import i18n
import render
from bot.host.outbox import Offer, Option, Refused
from bot.host.table import as_key, text_names
from games.core import Choice, Game, Msg, Prompt, clip
from storage import SeatRow

MAX_CHOICES = 25  # what a menu shows; a full prompt gets no extra choice
HANDS_KEPT = 1024  # hands kept written, by what they show
PASS = "pass"  # a game's choice to pass: it may be made a standing order for the turn
KEEP_PASSING = Choice("~keep-passing", Msg("host-keep-passing"))


def prompt_hash(prompt: Prompt) -> str:
    """Identifies a decision, so a button from an older version still counts while the decision
    it offers is unchanged (votes cast by others in between)."""
    text = as_key(prompt.text) + "\n" + "\n".join(prompt.choice_ids())
    if prompt.amount is not None:  # a changed range is a changed decision
        text += f"\n{prompt.amount.id_of(prompt.amount.minimum)}..{prompt.amount.maximum}"
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def with_standing_pass(prompt: Prompt) -> Prompt:
    """A prompt with a pass gets a standing order beside it: in play by post, a player who is
    done for the turn (Liberté's pass, say) need not come back to pass again."""
    ids = prompt.choice_ids()
    if PASS not in ids or len(ids) >= MAX_CHOICES:
        return prompt
    return dataclasses.replace(prompt, choices=[*prompt.choices, KEEP_PASSING])


def beyond_buttons(prompt: Prompt) -> bool:
    """Whether the prompt's amount allows a number none of its choices is: only then is there
    a field for another ("Other amount…"), never one that asks "from 8 to 8"."""
    amount = prompt.amount
    assert amount is not None
    count = (amount.maximum - amount.minimum) // amount.step + 1
    if count > len(prompt.choices):
        return True
    listed = set(prompt.choice_ids())
    steps = range(amount.minimum, amount.maximum + 1, amount.step)
    return any(amount.id_of(n) not in listed for n in steps)


def offer_of(
    match_id: int, version: int, seat: int, prompt: Prompt, seats: list[SeatRow], hand: str = ""
) -> Offer:
    """A prompt as its player sees it, in their language (`i18n.reader()`: the offer answers
    them): names in its text as text, in its choices as labels."""
    labels, names, lang = [s.display_name for s in seats], text_names(seats), i18n.reader()
    amount = prompt.amount if prompt.amount is None or beyond_buttons(prompt) else None
    if amount is not None:  # the form's field is named in the reader's words
        amount = dataclasses.replace(amount, label=i18n.say(amount.label, lang))
    return Offer(
        match_id,
        version,
        seat,
        i18n.say(prompt.text, lang, names),
        [Option(c.id, i18n.say(c.label, lang, labels)) for c in prompt.choices],
        prompt_hash(prompt),
        help=i18n.say(prompt.help, lang, names),
        hand=hand,
        amount=amount,
    )


def unlisted_amounts(offer: Offer) -> bool:
    """Whether the offer's free amount has values its listed choices leave out: then a front
    end asks for the number ("Other amount…" in Discord, a number field on the page)."""
    amount = offer.amount
    if amount is None or amount.minimum > amount.maximum:
        return False
    listed = sum(1 for c in offer.choices if amount.allows(c.id))
    return (amount.maximum - amount.minimum) // amount.step + 1 > listed


def hand_of(game: Game, view: dict[str, Any], public: dict[str, Any]) -> str:
    """The seat's hand (or other secrets), from its `view` and the spectators', as text for
    its prompt, in the reader's language; empty where it has none. A hand that has not
    changed since it was last written (most seats', after a move) is not written again."""
    # A seat's view shares the public part's values (`seat_part`): those are the same objects.
    if all(k in public and (public[k] is v or public[k] == v) for k, v in view.items()):
        return ""
    # Written from what it reads of the view alone (`render.hand_keys`, tested).
    read = {k: view[k] for k in render.hand_keys(game.meta.id) if k in view}
    key = (game.meta.id, i18n.reader(), repr(read))
    text = _hands.get(key)
    if text is None:
        text = _hands[key] = render.hand_text(game.meta.id, view, key[1])
    return text


_hands: LRUCache[tuple[str, str, str], str] = LRUCache(HANDS_KEPT)


def _codes(choice: Choice) -> list[str]:
    """A choice's codes as a player may type them: bare, or after its id's kind."""
    kind = choice.id.split(":", 1)[0] if ":" in choice.id else None
    bare = [code.casefold() for code in choice.codes]
    return bare + ([f"{kind.casefold()}:{code}" for code in bare] if kind else [])


def typed_choice(prompt: Prompt, typed: str, labels: Sequence[str]) -> str:
    """What a player typed in `/play`, as the choice it names: its id ("play:N1"), what follows
    the colon ("N1"), one of its codes, bare or after the id's kind ("F1", "play:F1"), or its
    label ("Noble 1") in the player's language or in English, in any case. Several matches are
    refused with the list; none is left to the game, which explains what is legal."""
    if prompt.allows(typed):
        return typed
    wanted = typed.strip().casefold()
    amount = prompt.amount
    if amount is not None and amount.number(f"{amount.prefix}:{wanted}") is not None:
        return f"{amount.prefix}:{wanted}"  # a bare number: the amount ("17"), judged by the game
    lang = i18n.reader()
    found = [
        c
        for c in prompt.choices
        if wanted
        in (
            c.id.casefold(),
            c.id.split(":", 1)[-1].casefold(),
            i18n.say(c.label, lang, labels).casefold(),
            i18n.say(c.label, i18n.DEFAULT, labels).casefold(),
            *_codes(c),
        )
    ]
    if len(found) > 1:
        options = ", ".join(i18n.say(c.label, lang, labels) for c in found[:5])
        raise Refused(Msg("host-ambiguous", typed=clip(typed), options=options))
    return found[0].id if found else typed
