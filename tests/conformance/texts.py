"""What makes a text a player receives a faulty one, and every text a random game sends.

A player reads prompts (text, ask, help), choice labels, events, the board's texts (in the views
and drawn on the pictures), their hand as text and the outcome's reason. None of them may show
an internal identifier, repeat a label within one menu, get a plural wrong or stop short where
the player needs the rest; and each is written in the language it is said in (`language.py`)."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import render
from games.core import Game, Text
from i18n import LANGS, LOCALES, say
from render.common import measuring
from tests.conformance.language import language_faults, proper_names

NAMES = ["Anne", "Bruno", "Chloé", "Dmitri", "Élise", "Fabien"]

# Count nouns the games use, singular to plural: "1 cards" and "2 card" are both faults.
NOUNS = {
    noun: noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    for noun in (
        "block", "card", "citizen", "coin", "cube", "deputy", "die", "disc", "marker",
        "piece", "player", "point", "province", "region", "round", "seat", "space", "stack",
        "token", "trick", "turn", "unit", "vote", "worker",
    )
}  # fmt: skip
NOUNS["die"] = "dice"
_ANY_NOUN = "|".join(sorted({*NOUNS, *NOUNS.values()}, key=len, reverse=True))
# A number, perhaps a capitalised qualifier ("1 Jacobin card", "2 Mission cards"), a noun.
COUNTED = re.compile(rf"(?<![\w#.,-])(\d+) (?:[A-Z]\w+ )?({_ANY_NOUN})\b", re.IGNORECASE)

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
KIND_ID = re.compile(r"\b[a-z]+:[A-Za-z0-9_]+\b")
# An id run together with its number ("sp3", "france0"), or a piece known by its index.
GLUED = re.compile(r"\b[a-z]{2,}\d+\b")
PIECE_NUMBER = re.compile(r"\b(?:seat|player|piece|deputy|space|unit|token|province) \d+\b")
GUESSED_PLURAL = re.compile(r"\w\((?:s|es)\)")
SEAT_LEFT = re.compile(r"[{}]")
# A line of a message that is only punctuation ("=" left over from a heading).
STRAY_LINE = re.compile(r"^[ \t]*[=\-_*#~.·:;]+[ \t]*$", re.MULTILINE)
# Discord's limits on what the bot labels a choice with: a button's label, a menu option's.
BUTTON_LABEL, OPTION_LABEL = 80, 100
BUTTONS_UP_TO, AMOUNT_BUTTONS_UP_TO = 5, 10  # as bot/components.py shows a prompt


@lru_cache
def said_in_every_language(game_id: str) -> bool:
    """Whether the game has a catalogue of its own in every language (it is said in each)."""
    return all((LOCALES / lang / f"{game_id}.ftl").exists() for lang in LANGS)


@lru_cache(maxsize=65536)
def faults(
    text: str, drawn: bool = False, lang: str = "en", game_id: str = ""
) -> tuple[str, ...]:
    """What is wrong with one text a player reads (with the seats' names filled in) in `lang`.
    A `drawn` text, fitted into its box on a picture, may be cut: the chat holds it in full."""
    found = list(language_faults(text, lang, (*NAMES, *proper_names(game_id))))
    if not said_in_every_language(game_id):
        found = []  # written in English only so far: its proper names are not listed yet
    found += [f"an internal name {m.group()!r}" for m in SNAKE.finditer(text)]
    found += [f"an internal id {m.group()!r}" for m in KIND_ID.finditer(text)]
    found += [f"an id with its number {m.group()!r}" for m in GLUED.finditer(text)]
    found += [f"a number for a piece {m.group()!r}" for m in PIECE_NUMBER.finditer(text)]
    found += [f"a guessed plural {m.group()!r}" for m in GUESSED_PLURAL.finditer(text)]
    if SEAT_LEFT.search(text):
        found.append("a brace (an unfilled placeholder)")
    for m in COUNTED.finditer(text) if lang == "en" else ():
        number, noun = int(m.group(1)), m.group(2).lower()
        singular = noun in NOUNS
        if singular and number != 1 and NOUNS[noun] != noun:
            found.append(f"{m.group()!r}: a plural is needed")
        elif not singular and number == 1:
            found.append(f"{m.group()!r}: a singular is needed")
    if not drawn and text.rstrip().endswith(("…", "..")):
        found.append("cut short")
    if "\n" in text:
        found += [f"a line of punctuation alone {m.group()!r}" for m in STRAY_LINE.finditer(text)]
    return tuple(found)


def menu_faults(labels: Sequence[str]) -> list[str]:
    """Every option of a menu must be told apart from the others by its label."""
    counts = Counter(labels)
    return [f"label {label!r} twice in one menu" for label, k in counts.items() if k > 1]


def strings(value: Any) -> Iterator[Text]:
    if isinstance(value, Text):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


@dataclass
class Report:
    """Faults found, each once, with where it was first seen, in the texts of one game said
    in `lang` to the players `names`."""

    found: dict[str, str]
    game_id: str = ""
    lang: str = "en"
    names: Sequence[str] = ()

    def add(self, where: str, text: str, problems: Iterable[str]) -> None:
        for problem in problems:
            self.found.setdefault(f"{problem} in {where}", text)

    def said(self, where: str, text: Text, drawn: bool = False) -> str:
        """`text` as the player reads it, checked."""
        filled = say(text, self.lang, self.names)
        self.add(where, filled, faults(filled, drawn, self.lang, self.game_id))
        return filled

    def lines(self) -> list[str]:
        return [f"{fault}: {text!r}" for fault, text in self.found.items()]


def check_view_and_hand(game: Game, state: Any, n: int, report: Report, pictures: bool) -> None:
    """The board's texts (the views' sentences and, with `pictures`, what the table, its
    details and the hands draw) and every hand as text."""
    gid, lang, names = game.meta.id, report.lang, report.names
    for seat in (None, *range(n)):
        view = game.view(state, seat)
        for s in strings(view):
            if not isinstance(s, str) or " " in s:  # single words are ids the renderer maps
                report.said("a view", s)
        if seat is not None:
            report.said("a hand text", render.hand_text(gid, view, lang))
        if pictures:
            with measuring() as ledger:
                if seat is None:
                    render.table_png(gid, view, names, lang)
                    render.detail_png(gid, view, names, lang)
                else:
                    render.hand_png(gid, view, names, lang)
            for drawn in ledger.texts:
                report.said("a picture", drawn, drawn=True)
            if seat is None:  # every place the table names (`render.places`) is drawn there
                written = " ".join(ledger.texts)
                for name in render.places(gid, view, lang).values():
                    if name not in written:
                        report.add("the table picture", name, ["a place's name not drawn"])


def check_prompt(game: Game, state: Any, seat: int, report: Report) -> None:
    """A decision's texts; its labels within Discord's limits (never cut: shorter words) and
    each told apart from the others; a choice about a place on the board named as the table
    picture names it (`Choice.place`)."""
    prompt = game.prompt(state, seat)
    assert prompt is not None
    texts = {"a prompt": prompt.text, "an ask": prompt.ask, "a help": prompt.help}
    for where, text in texts.items():
        report.said(where, text)
    labels = [report.said("a choice label", c.label) for c in prompt.choices]
    report.add("a menu", " | ".join(labels), menu_faults(labels))
    buttons = len(labels) <= (AMOUNT_BUTTONS_UP_TO if prompt.amount else BUTTONS_UP_TO)
    limit = BUTTON_LABEL if buttons else OPTION_LABEL
    for label in labels:
        if len(label) > limit:
            report.add("a choice label", label, [f"longer than Discord's {limit} characters"])
    placed = [(c, label) for c, label in zip(prompt.choices, labels, strict=True) if c.place]
    if placed:
        named = render.places(game.meta.id, game.view(state, None), report.lang)
        for choice, label in placed:
            name = named.get(choice.place or "")
            if name is None:
                report.add("a choice label", label, [f"a place {choice.place!r} not drawn"])
            elif name not in label:
                report.add("a choice label", label, [f"not the picture's name {name!r}"])


def game_texts(
    game: Game, n: int, seed: int, lang: str = "en", every: int = 40, draw_every: int = 8
) -> Report:
    """Plays one random game and checks every text it sends in `lang`: each prompt and event,
    and the views and hands every `every` decisions (their pictures, slow to draw, one time in
    `draw_every`)."""
    rng = random.Random(seed * 7919 + n)
    state = game.setup(n, seed)
    report = Report({}, game.meta.id, lang, NAMES[:n])

    def visit(step: int) -> None:
        pictures = step % (every * draw_every) == 0
        check_view_and_hand(game, state, n, report, pictures)

    step = 0
    while game.outcome(state) is None:
        for seat in game.active_seats(state):
            check_prompt(game, state, seat, report)
        if step % every == 0:
            visit(step)
        seat = rng.choice(game.active_seats(state))
        choice = rng.choice(game.prompt(state, seat).choices).id
        for event in game.apply(state, seat, choice):
            report.said("an event", event.text)
        step += 1
    visit(0)
    outcome = game.outcome(state)
    assert outcome is not None
    report.said("the outcome", outcome.reason)
    return report
