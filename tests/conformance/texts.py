"""What makes a text a player receives a faulty one, and every text a random game sends.

A player reads prompts (text, ask, help), choice labels, events, the board's texts (in the views
and drawn on the pictures), their hand as text and the outcome's reason. None of them may show
an internal identifier, repeat a label within one menu, get a plural wrong or stop short where
the player needs the rest."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import render
from games.core import Game, name_seats
from render.common import measuring

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


@lru_cache(maxsize=65536)
def faults(text: str, drawn: bool = False) -> tuple[str, ...]:
    """What is wrong with one text a player reads (with the seats' names filled in). A `drawn`
    text, fitted into its box on a picture, may be cut: the chat holds it in full."""
    found = [f"an internal name {m.group()!r}" for m in SNAKE.finditer(text)]
    found += [f"an internal id {m.group()!r}" for m in KIND_ID.finditer(text)]
    found += [f"an id with its number {m.group()!r}" for m in GLUED.finditer(text)]
    found += [f"a number for a piece {m.group()!r}" for m in PIECE_NUMBER.finditer(text)]
    found += [f"a guessed plural {m.group()!r}" for m in GUESSED_PLURAL.finditer(text)]
    if SEAT_LEFT.search(text):
        found.append("a brace (an unfilled placeholder)")
    for m in COUNTED.finditer(text):
        number, noun = int(m.group(1)), m.group(2).lower()
        singular = noun in NOUNS
        if singular and number != 1 and NOUNS[noun] != noun:
            found.append(f"{m.group()!r}: a plural is needed")
        elif not singular and number == 1:
            found.append(f"{m.group()!r}: a singular is needed")
    if not drawn and text.rstrip().endswith(("…", "..")):
        found.append("cut short")
    return tuple(found)


def menu_faults(labels: Sequence[str]) -> list[str]:
    """Every option of a menu must be told apart from the others by its label."""
    counts = Counter(labels)
    return [f"label {label!r} twice in one menu" for label, k in counts.items() if k > 1]


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


@dataclass
class Report:
    """Faults found, each once, with where it was first seen."""

    found: dict[str, str]

    def add(self, where: str, text: str, problems: Iterable[str]) -> None:
        for problem in problems:
            self.found.setdefault(f"{problem} in {where}", text)

    def lines(self) -> list[str]:
        return [f"{fault}: {text!r}" for fault, text in self.found.items()]


def check_view_and_hand(
    game: Game, state: Any, n: int, names: Sequence[str], report: Report, pictures: bool
) -> None:
    """The board's texts (the views' sentences and, with `pictures`, what the table, its
    details and the hands draw) and every hand as text."""
    gid = game.meta.id
    for seat in (None, *range(n)):
        view = game.view(state, seat)
        for s in strings(view):
            if " " in s:  # a sentence for the board; single words are ids the renderer maps
                filled = name_seats(s, names)
                report.add("a view", filled, faults(filled))
        if seat is not None:
            text = render.hand_text(gid, view)
            report.add("a hand text", text, faults(text))
        if pictures:
            with measuring() as ledger:
                if seat is None:
                    render.table_png(gid, view, names)
                    render.detail_png(gid, view, names)
                else:
                    render.hand_png(gid, view, names)
            for drawn in ledger.texts:
                report.add("a picture", drawn, faults(drawn, drawn=True))


def check_prompt(game: Game, state: Any, seat: int, names: Sequence[str], report: Report) -> None:
    prompt = game.prompt(state, seat)
    assert prompt is not None
    texts = {"a prompt": prompt.text, "an ask": prompt.ask, "a help": prompt.help}
    for where, text in texts.items():
        filled = name_seats(text, names)
        report.add(where, filled, faults(filled))
    labels = [name_seats(c.label, names) for c in prompt.choices]
    for label in labels:
        report.add("a choice label", label, faults(label))
    report.add("a menu", " | ".join(labels), menu_faults(labels))


def game_texts(game: Game, n: int, seed: int, every: int = 40, draw_every: int = 8) -> Report:
    """Plays one random game and checks every text it sends: each prompt and event, and the
    views and hands every `every` decisions (their pictures, slow to draw, one time in
    `draw_every`)."""
    names = NAMES[:n]
    rng = random.Random(seed * 7919 + n)
    state = game.setup(n, seed)
    report = Report({})

    def visit(step: int) -> None:
        pictures = step % (every * draw_every) == 0
        check_view_and_hand(game, state, n, names, report, pictures)

    step = 0
    while game.outcome(state) is None:
        for seat in game.active_seats(state):
            check_prompt(game, state, seat, names, report)
        if step % every == 0:
            visit(step)
        seat = rng.choice(game.active_seats(state))
        choice = rng.choice(game.prompt(state, seat).choices).id  # type: ignore[union-attr]
        for event in game.apply(state, seat, choice):
            filled = name_seats(event.text, names)
            report.add("an event", filled, faults(filled))
        step += 1
    visit(0)
    outcome = game.outcome(state)
    assert outcome is not None
    reason = name_seats(outcome.reason, names)
    report.add("the outcome", reason, faults(reason))
    return report
