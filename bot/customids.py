"""Every id the bot gives Discord to hand back, in one place: each kind's pattern, its builder
and its parser side by side. A component's custom_id carries the match (and the version where a
click answers one moment of it), so buttons work after a restart and a stale one is recognised;
a `/play` suggestion's value carries the same for a typed move. Discord allows 100 characters,
and a crafted client can send anything: a parser reads only what its pattern matched."""

from __future__ import annotations

import re
from dataclasses import dataclass

MOVE = r"move:(?P<match>\d+):(?P<version>\d+)"
CHOICE = r"do:(?P<match>\d+):(?P<version>\d+):(?P<hash>[0-9a-f]{8}):(?P<choice>.+)"
MENU = r"menu:(?P<match>\d+):(?P<version>\d+):(?P<hash>[0-9a-f]{8}):(?P<page>\d+)"
AMOUNT = r"amount:(?P<match>\d+):(?P<version>\d+):(?P<hash>[0-9a-f]{8})"
LOBBY = r"lobby:(?P<match>\d+):(?P<action>join|leave|start|bot|strong|pace)"
# A tournament's sign-up (`Controls.TOURNAMENT`) names the tournament, not a match.
TOURNAMENT = r"tournament:(?P<tournament>\d+):(?P<action>join|leave|start)"
# A ballot names its question's round; buttons posted before rounds existed have none.
BALLOT = (
    r"ballot:(?P<match>\d+):(?:(?P<round>\d+):)?(?P<seat>\d+):(?P<kind>[a-z]+):(?P<answer>[a-z]+)"
)
SWITCH = r"switch:(?P<match>\d+):(?P<name>[a-z_]+)"
SETTING = r"setting:(?P<match>\d+):(?P<name>[a-z_]+)"
HELP = r"help:(?P<match>\d+)"
DETAILS = r"details:(?P<match>\d+)"
BOARD = r"board:(?P<match>\d+)"
BACK = r"back:(?P<match>\d+)"
ABORT = r"abort:(?P<match>\d+):(?P<answer>yes|no)"
AGAIN = r"again:(?P<match>\d+)"
UNDO = r"undo:(?P<match>\d+):(?P<version>\d+)"
MORE_PAGE = "~page:"  # a menu option that turns the page; no game's choice id starts with "~"
# A `/play` value picked from the suggestions.
SUGGESTION = re.compile(r"v(?P<version>\d{1,15}):(?P<hash>[0-9a-f]{8}):(?P<choice>.+)")
MAX_LENGTH = 100  # Discord's, for a custom_id and a suggestion's value


@dataclass(frozen=True)
class Answer:
    """What a click or a suggestion answers: the version of the match it was shown at, the
    prompt's hash, and (for a choice) the choice."""

    version: int
    prompt_hash: str = ""
    choice_id: str = ""


# ---- builders ---------------------------------------------------------------------------------
def move(match_id: int, version: int) -> str:
    return f"move:{match_id}:{version}"


def choice(match_id: int, version: int, prompt_hash: str, choice_id: str) -> str:
    return _checked(f"do:{match_id}:{version}:{prompt_hash}:{choice_id}")


def menu(match_id: int, version: int, prompt_hash: str, page: int) -> str:
    return f"menu:{match_id}:{version}:{prompt_hash}:{page}"


def more_page(page: int) -> str:
    """A menu option's value that turns to `page`."""
    return f"{MORE_PAGE}{page}"


def amount(match_id: int, version: int, prompt_hash: str) -> str:
    return f"amount:{match_id}:{version}:{prompt_hash}"


def amount_form(match_id: int, version: int, prompt_hash: str) -> str:
    """The "Other amount…" form's id: its answer is read by the form itself, never routed."""
    return f"amount-form:{match_id}:{version}:{prompt_hash}"


def lobby(match_id: int, action: str) -> str:
    return f"lobby:{match_id}:{action}"


def tournament(tournament_id: int, action: str) -> str:
    return f"tournament:{tournament_id}:{action}"


def ballot(match_id: int, round: int, seat: int, kind: str, answer: str) -> str:
    return f"ballot:{match_id}:{round}:{seat}:{kind}:{answer}"


def switch(match_id: int, name: str) -> str:
    return _checked(f"switch:{match_id}:{name}")


def setting(match_id: int, name: str) -> str:
    return _checked(f"setting:{match_id}:{name}")


def help(match_id: int) -> str:
    return f"help:{match_id}"


def details(match_id: int) -> str:
    return f"details:{match_id}"


def board(match_id: int) -> str:
    return f"board:{match_id}"


def back(match_id: int) -> str:
    return f"back:{match_id}"


def abort(match_id: int, answer: str) -> str:
    return f"abort:{match_id}:{answer}"


def again(match_id: int) -> str:
    return f"again:{match_id}"


def undo(match_id: int, version: int) -> str:
    return f"undo:{match_id}:{version}"


def suggestion(version: int, prompt_hash: str, choice_id: str) -> str:
    """A `/play` suggestion's value (cut to Discord's length: a choice id that long is refused
    by the host anyway)."""
    return f"v{version}:{prompt_hash}:{choice_id}"[:MAX_LENGTH]


def _checked(custom_id: str) -> str:
    if len(custom_id) > MAX_LENGTH:
        raise ValueError(f"custom_id too long for Discord: {custom_id!r}")
    return custom_id


# ---- parsers: what a pattern matched, typed -----------------------------------------------------
def match_of(found: re.Match[str]) -> int:
    """The match an id names (every kind names one, but a tournament's)."""
    return int(found["match"])


def tournament_of(found: re.Match[str]) -> int:
    """The tournament a sign-up button names."""
    return int(found["tournament"])


def answer_of(found: re.Match[str]) -> Answer:
    """A move's, a choice's, a menu's or an amount's id: the moment it answers."""
    parts = found.groupdict()
    return Answer(int(parts["version"]), parts.get("hash") or "", parts.get("choice") or "")


def page_in(found: re.Match[str]) -> int:
    """A menu's page."""
    return int(found["page"])


def page_of(value: str) -> int | None:
    """The page a "more choices" menu option turns to; None for a value no menu offers."""
    number = value.removeprefix(MORE_PAGE)
    return int(number) if number.isascii() and number.isdigit() and len(number) <= 4 else None


def round_of(found: re.Match[str]) -> int | None:
    """A ballot's round (None on a button posted before rounds existed)."""
    return int(found["round"]) if found["round"] is not None else None


def suggested(value: str) -> Answer | None:
    """The moment and choice a `/play` value picked from the suggestions answers; None for a
    typed value."""
    found = SUGGESTION.fullmatch(value)
    if found is None:
        return None
    return Answer(int(found["version"]), found["hash"], found["choice"])
