"""custom_ids for components: they carry the match and version, so buttons keep working after a
restart and a stale one is recognised. Discord allows 100 characters."""

from __future__ import annotations

MOVE = r"move:(?P<match>\d+):(?P<version>\d+)"
CHOICE = r"do:(?P<match>\d+):(?P<version>\d+):(?P<hash>[0-9a-f]{8}):(?P<choice>.+)"
MENU = r"menu:(?P<match>\d+):(?P<version>\d+):(?P<hash>[0-9a-f]{8}):(?P<page>\d+)"
LOBBY = r"lobby:(?P<match>\d+):(?P<action>join|leave|start|bot|strong|pace)"
# A ballot names its question's round; buttons posted before rounds existed have none.
BALLOT = (
    r"ballot:(?P<match>\d+):(?:(?P<round>\d+):)?(?P<seat>\d+):(?P<kind>[a-z]+):(?P<answer>[a-z]+)"
)
SWITCH = r"switch:(?P<match>\d+):(?P<name>[a-z_]+)"
SETTING = r"setting:(?P<match>\d+):(?P<name>[a-z_]+)"
HELP = r"help:(?P<match>\d+)"
DETAILS = r"details:(?P<match>\d+)"
BACK = r"back:(?P<match>\d+)"
ABORT = r"abort:(?P<match>\d+):(?P<answer>yes|no)"
AGAIN = r"again:(?P<match>\d+)"
UNDO = r"undo:(?P<match>\d+):(?P<version>\d+)"
MORE_PAGE = "~page:"  # a menu option that turns the page; no game's choice id starts with "~"


def page_of(value: str) -> int | None:
    """The page a "more choices" menu option turns to; None for a value no menu offers."""
    number = value.removeprefix(MORE_PAGE)
    return int(number) if number.isascii() and number.isdigit() and len(number) <= 4 else None


def back(match_id: int) -> str:
    return f"back:{match_id}"


def again(match_id: int) -> str:
    return f"again:{match_id}"


def details(match_id: int) -> str:
    return f"details:{match_id}"


def ballot(match_id: int, round: int, seat: int, kind: str, answer: str) -> str:
    return f"ballot:{match_id}:{round}:{seat}:{kind}:{answer}"


def help(match_id: int) -> str:
    return f"help:{match_id}"


def abort(match_id: int, answer: str) -> str:
    return f"abort:{match_id}:{answer}"


def undo(match_id: int, version: int) -> str:
    return f"undo:{match_id}:{version}"


def move(match_id: int, version: int) -> str:
    return f"move:{match_id}:{version}"


def choice(match_id: int, version: int, prompt_hash: str, choice_id: str) -> str:
    return _checked(f"do:{match_id}:{version}:{prompt_hash}:{choice_id}")


def menu(match_id: int, version: int, prompt_hash: str, page: int) -> str:
    return f"menu:{match_id}:{version}:{prompt_hash}:{page}"


def lobby(match_id: int, action: str) -> str:
    return f"lobby:{match_id}:{action}"


def switch(match_id: int, name: str) -> str:
    return _checked(f"switch:{match_id}:{name}")


def setting(match_id: int, name: str) -> str:
    return _checked(f"setting:{match_id}:{name}")


def _checked(custom_id: str) -> str:
    if len(custom_id) > 100:
        raise ValueError(f"custom_id too long for Discord: {custom_id!r}")
    return custom_id
