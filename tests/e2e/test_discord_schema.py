"""The fake Discord refuses what Discord refuses: each request body is checked against the
schema of its route in Discord's OpenAPI description and the limits its documentation states,
and a payload Discord would refuse is answered 400, code 50035, naming the field, on every
route a message goes by (channel posts, interaction answers, follow-ups, edits)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from tests.e2e.discord_schema import invalid_form_body
from tests.e2e.fake_discord import APP_ID, CHANNEL_ID, FakeDiscord
from tests.e2e.table import latest_board, start_three_player_revolt

pytest_plugins = ["pytester"]


def button(custom_id: str, label: str = "Play") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def select(options: int) -> dict[str, Any]:
    choices = [{"label": f"Card {n}", "value": f"card:{n}"} for n in range(options)]
    return {"type": 3, "custom_id": "pick", "placeholder": "Pick a card", "options": choices}


def board(**changes: Any) -> dict[str, Any]:
    """A board post as the bot sends one: text, its picture, a menu and a row of buttons."""
    body = {
        "content": "Revolt, turn 3. Waiting for Alice.",
        "components": [row(select(25)), row(*(button(f"m:{n}") for n in range(5)))],
        "attachments": [{"id": 0, "filename": "revolt-1-v3.png"}],
        "allowed_mentions": {"parse": []},
    }
    return {**body, **changes}


# What Discord refuses, and the field and code its answer names.
REFUSED = {
    "six action rows": (
        board(components=[row(button(f"r:{n}")) for n in range(6)]),
        "components",
        "BASE_TYPE_MAX_LENGTH",
    ),
    "a 101-character custom_id": (
        board(components=[row(button("x" * 101))]),
        "components.0.components.0.custom_id",
        "BASE_TYPE_MAX_LENGTH",
    ),
    "the same custom_id twice": (
        board(components=[row(button("m:1")), row(button("m:2"), button("m:1"))]),
        "components.1.components.1.custom_id",
        "COMPONENT_CUSTOM_ID_DUPLICATED",
    ),
    "26 select options": (
        board(components=[row(select(26))]),
        "components.0.components.0.options",
        "BASE_TYPE_BAD_LENGTH",
    ),
    "a 2,001-character text": (board(content="a" * 2001), "content", "BASE_TYPE_MAX_LENGTH"),
    "a button label over 80 characters": (
        board(components=[row(button("m:1", "L" * 81))]),
        "components.0.components.0.label",
        "BASE_TYPE_MAX_LENGTH",
    ),
    "six buttons in a row": (
        board(components=[row(*(button(f"m:{n}") for n in range(6)))]),
        "components.0.components",
        "BASE_TYPE_BAD_LENGTH",
    ),
    "a menu and a button in one row": (
        board(components=[row(select(3), button("m:1"))]),
        "components.0.components",
        "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
    ),
}

# The routes a message goes by, and where in the body the message is.
ROUTES = {
    "a channel post": ("POST", f"channels/{CHANNEL_ID}/messages", None),
    "an answer to an interaction": ("POST", "interactions/1/tok1/callback", 4),
    "an update of a button's message": ("POST", "interactions/1/tok1/callback", 7),
    "a follow-up": ("POST", f"webhooks/{APP_ID}/tok1", None),
    "an edit of the answer": ("PATCH", f"webhooks/{APP_ID}/tok1/messages/@original", None),
    "an edit of a post": ("PATCH", f"channels/{CHANNEL_ID}/messages/5", None),
}


def at(errors: dict[str, Any], where: str) -> list[str]:
    """The codes Discord's `errors` give the field `where` ("components.0.label")."""
    for key in where.split("."):
        errors = errors.get(key, {})
    return [e["code"] for e in errors.get("_errors", [])]


async def send(
    fake: FakeDiscord, method: str, path: str, body: Any, multipart: bool = False
) -> tuple[int, Any]:
    url = f"http://127.0.0.1:{fake.port}/api/v10/{path}"
    async with aiohttp.ClientSession() as session:
        if multipart:  # as discord.py sends a message with a file: payload_json, then files[n]
            form = aiohttp.FormData()
            form.add_field("payload_json", json.dumps(body), content_type="application/json")
            form.add_field("files[0]", b"\x89PNG", filename="revolt-1-v3.png")
            response = await session.request(method, url, data=form)
        else:
            response = await session.request(method, url, json=body)
        return response.status, await response.json()


@pytest.mark.invalid_bodies
@pytest.mark.parametrize("route", list(ROUTES))
@pytest.mark.parametrize("case", list(REFUSED))
async def test_what_discord_refuses_is_answered_400_invalid_form_body(
    fake: FakeDiscord, case: str, route: str
) -> None:
    message, where, code = REFUSED[case]
    method, path, callback = ROUTES[route]
    body = message if callback is None else {"type": callback, "data": message}
    prefix = "" if callback is None else "data."
    status, answer = await send(fake, method, path, body)
    assert (status, answer["code"], answer["message"]) == (400, 50035, "Invalid Form Body")
    assert code in at(answer["errors"], prefix + where), answer["errors"]
    assert fake.refused == [f"{method} /{path} 50035"], "recorded as refused"
    assert fake.invalid and all(f"{method} /{path}: {prefix}" in e for e in fake.invalid)
    assert not fake.messages, "nothing was posted"


@pytest.mark.invalid_bodies
async def test_a_file_upload_is_checked_by_its_payload_json(fake: FakeDiscord) -> None:
    path = f"channels/{CHANNEL_ID}/messages"
    status, answer = await send(fake, "POST", path, board(content="a" * 2001), multipart=True)
    assert (status, answer["code"]) == (400, 50035)
    assert at(answer["errors"], "content") == ["BASE_TYPE_MAX_LENGTH"]
    status, _ = await send(fake, "POST", path, board(), multipart=True)
    assert status == 200
    assert fake.messages[-1].files == [("revolt-1-v3.png", b"\x89PNG")]


async def test_a_normal_board_post_passes(fake: FakeDiscord) -> None:
    for method, path, callback in ROUTES.values():
        body = board() if callback is None else {"type": callback, "data": board()}
        assert invalid_form_body(method, path, body) is None, (method, path)
    status, _ = await send(fake, "POST", f"channels/{CHANNEL_ID}/messages", board())
    assert status == 200 and fake.messages[-1].content == board()["content"]


async def test_the_bots_own_board_passes(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    posted = latest_board(fake)
    assert posted.components, "the board carries its buttons"
    assert not fake.invalid and not fake.refused
    body = {
        "content": posted.content,
        "components": posted.components,
        "attachments": [{"id": 0, "filename": posted.files[0][0]}],
    }
    assert invalid_form_body("POST", f"channels/{posted.channel_id}/messages", body) is None


HARNESS_CHECK = """
import aiohttp
import pytest

BODY = {"content": "a" * 2001}


async def post(fake):
    url = f"http://127.0.0.1:{fake.port}/api/v10/channels/1/messages"
    async with aiohttp.ClientSession() as session:
        assert (await session.post(url, json=BODY)).status == 400


async def test_refused_by_surprise(fake):
    await post(fake)


@pytest.mark.invalid_bodies
async def test_refused_on_purpose(fake):
    await post(fake)
"""


def test_a_test_fails_when_discord_would_refuse_a_request(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The e2e harness (its `fake` fixture) fails a test that sent a body Discord would refuse,
    naming the field; a test marked `invalid_bodies` may send them on purpose."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    pytester.makepyfile(test_harness_check=HARNESS_CHECK)
    result = pytester.runpytest_subprocess(
        "-p", "tests.e2e.conftest", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto",
        "-o", "asyncio_default_fixture_loop_scope=function",
    )  # fmt: skip
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(["*Discord would refuse these requests (400, 50035)*"])
    result.stdout.fnmatch_lines(["*POST /channels/1/messages: content: BASE_TYPE_MAX_LENGTH*"])


def command(**changes: Any) -> dict[str, Any]:
    """A slash command as discord.py registers one, described in English and French."""
    choice = {"name": "on", "name_localizations": {"fr": "activé"}, "value": "on"}
    option = {"type": 3, "name": "setting", "description": "On or off", "choices": [choice]}
    body = {"name": "autoplay", "description": "Play forced moves", "options": [option],
            "description_localizations": {"fr": "Jouer d’office les coups forcés"}}  # fmt: skip
    return {**body, **changes}


@pytest.mark.parametrize(
    ("body", "where", "code"),
    [
        (command(name="Autoplay"), "0.name", "APPLICATION_COMMAND_INVALID_NAME"),
        (
            command(name_localizations={"fr": "jouer seul"}),
            "0.name_localizations.fr",
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        (
            command(description_localizations={"french": "Jouer"}),
            "0.description_localizations.french",
            "LOCALE_INVALID",
        ),
        (
            command(options=[{"type": 3, "name": "Réglage", "description": "On or off"}]),
            "0.options.0.name",
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        (command(description_localizations={"fr": "x" * 101}), "0.description_localizations.fr",
         "BASE_TYPE_MAX_LENGTH"),
    ],
    ids=["a capital", "a space in French", "an unknown locale", "a capital in an option",
         "a French description over 100"],
)  # fmt: skip
def test_command_names_and_localizations_follow_discords_rules(
    body: dict[str, Any], where: str, code: str
) -> None:
    path = f"applications/{APP_ID}/commands"
    assert invalid_form_body("PUT", path, [command(name_localizations={"fr": "jeu-auto"})]) is None
    errors = invalid_form_body("PUT", path, [body])
    assert errors is not None and code in at(errors, where), errors
