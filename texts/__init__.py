"""Texts without a language, below every other package (games, storage, i18n, the host): an
engine says what it means as a message key and its arguments
(`Msg("core-seat", n=3)`, said "Player 3"), and the host, the bot and the renderers put it
into the reader's language (`i18n.say`). Keys live in the Fluent catalogues,
`i18n/locales/<lang>/<file>.ftl`.

A `Text` is a `Msg` or a plain `str`: a plain string is said as it is, in every language (a
person's or a place's name, a number, a text stored before the catalogues existed)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Union

import orjson
from pydantic_core import core_schema

Arg = Union[str, int, float, "Msg", Sequence["Arg"]]


class Msg:
    """One message: `key` in the catalogues, `args` its variables. An argument may itself be a
    `Msg` (said in the same language first: a card's name inside a sentence), or a list (said
    as a list, "A, B and C", in the reader's language). Immutable and hashable.

    The empty key joins: `Msg.join(parts, sep)` is its parts said one after another with `sep`
    between them (a log line made of a move's events)."""

    __slots__ = ("_hash", "args", "key")
    key: str
    args: tuple[tuple[str, Any], ...]
    _hash: int | None

    def __init__(self, key: str, /, **args: Arg) -> None:
        items = tuple(args.items())
        for _, value in items:  # most arguments are kept as they are: look before rebuilding
            if type(value) not in _AS_THEY_ARE:
                items = tuple((k, v if type(v) in _AS_THEY_ARE else _frozen(v)) for k, v in items)
                break
        _fill(self, key, items)

    @classmethod
    def join(cls, parts: Iterable[Text], sep: str = " · ") -> Text:
        """`parts` as one text, `sep` between them; a single part is itself."""
        items = [p for p in parts if p]
        if len(items) == 1:
            return items[0]
        if all(isinstance(p, str) for p in items):
            return sep.join(items)  # type: ignore[arg-type]  # all str, as just checked
        # Its parts are texts already: nothing to freeze.
        return _fill(cls.__new__(cls), "", (("parts", tuple(items)), ("sep", sep)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Msg cannot change")

    @property
    def kwargs(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.args}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.key, self.args) == (other.key, other.args)

    def __hash__(self) -> int:  # once: a said text is looked up by its message
        if self._hash is None:
            object.__setattr__(self, "_hash", hash((self.key, self.args)))
        return self._hash  # type: ignore[return-value]  # set just above

    def __bool__(self) -> bool:
        return True

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Msg({self.key!r}{inner})"

    def __reduce__(self) -> tuple[Any, ...]:  # to the drawing workers: as it is, not rebuilt
        return (_unpickled, (self.key, self.args))

    # --- as JSON (stored events, engine states) ---
    def to_json(self) -> dict[str, Any]:
        """`{"msg": key, "args": {...}}`, the arguments left out when there are none."""
        if not self.args:
            return {"msg": self.key}
        return {"msg": self.key, "args": {k: to_json(v) for k, v in self.kwargs.items()}}

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> core_schema.CoreSchema:
        """In a pydantic model (an engine's state), a Msg is stored as its JSON form and read
        back from it."""
        return core_schema.no_info_plain_validator_function(
            _validate_msg,
            serialization=core_schema.plain_serializer_function_ser_schema(to_json),
        )


Text = str | Msg


_ATOMS = frozenset({str, int, float})  # an argument kept as it is, without a look inside
_AS_THEY_ARE = _ATOMS | {Msg}  # a message argument that needs no freezing
_set = object.__setattr__


def _fill(made: Msg, key: str, args: tuple[tuple[str, Any], ...]) -> Msg:
    _set(made, "key", key)
    _set(made, "args", args)
    _set(made, "_hash", None)
    return made


def _unpickled(key: str, args: tuple[tuple[str, Any], ...]) -> Msg:
    return _fill(Msg.__new__(Msg), key, args)


def _frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, str | int | float | Msg):
        return value
    raise TypeError(f"a message argument must be text, a number or a list, not {value!r}")


def to_json(value: Any) -> Any:
    """A text (or a message argument) as JSON: a Msg becomes `{"msg": key, "args": {...}}`
    (`{"msg": key}` without arguments)."""
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    return value


def from_json(value: Any) -> Any:
    """What `to_json` made, back: a plain string stays a string. (Read for every stored event
    and every log line of a state: built directly, its arguments checked as they are read.)"""
    if type(value) in _ATOMS:
        return value
    if isinstance(value, dict) and "msg" in value:
        args = value.get("args") or {}
        frozen = tuple([(k, _thawed(v)) for k, v in args.items()])
        return _fill(Msg.__new__(Msg), value["msg"], frozen)
    if isinstance(value, list):
        return [from_json(v) for v in value]
    return value


def _thawed(value: Any) -> Any:
    """A stored argument as a Msg holds it: lists as tuples."""
    if type(value) in _ATOMS:
        return value
    if isinstance(value, list):
        return tuple(_thawed(v) for v in value)
    return _frozen(from_json(value))  # a message, or a bool or number of another type


def _validate_msg(value: Any) -> Msg:
    if isinstance(value, Msg):
        return value
    made = from_json(value)
    if not isinstance(made, Msg):
        raise ValueError("not a message")
    return made


# A text as a state keeps it in a long list (a game's log): one string, which pydantic stores
# and reads without a call into Python per line, where a Msg field costs one per message.
_KEPT = "\x1e"  # a record separator: no plain text begins with it


def kept(text: Text) -> str:
    """`text` as one string for a state's list (`told` reads it back)."""
    if isinstance(text, str):
        return text
    return _KEPT + orjson.dumps(to_json(text)).decode()  # compact, as json's, 15 times sooner


def told_json(line: str) -> Any:
    """`to_json(told(line))` read straight from the line, which holds that JSON already: how a
    view shows a state's kept lines (a fresh copy each time, as views are built)."""
    return orjson.loads(line[len(_KEPT) :]) if line.startswith(_KEPT) else line


@lru_cache(maxsize=4096)  # the lines the tables show now: a few per match
def told(line: str) -> Text:
    """What `kept` made, back (a plain string is itself): read once per process a line."""
    if not line.startswith(_KEPT):
        return line
    made = from_json(orjson.loads(line[len(_KEPT) :]))
    if not isinstance(made, Msg):
        raise ValueError(f"not a kept message: {line[:40]!r}")
    return made
