"""Discord's own schema in the e2e tests: the fake Discord checks every request body the bot
sends against the schema of its route in Discord's published OpenAPI description
(`tests/e2e/discord-api-spec/openapi.json`, a copy kept in the project with its licence and a
README saying where it comes from), plus the limits Discord's
documentation states that the schema cannot express, and answers a body Discord would refuse as
Discord does: 400, code 50035 "Invalid Form Body", the errors by field. So a payload Discord would
refuse fails the tests instead of passing quietly against a lenient fake.

The spec is loaded once per process and each route's validator compiled on its first request.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(
    os.environ.get("DISCORD_API_SPEC")
    or Path(__file__).resolve().parent / "discord-api-spec" / "openapi.json"
)
LOCAL = "#/components/schemas/"  # how the spec refers to its schemas
SCHEMAS = "urn:discord-api-spec:"  # ... and how the registry names them, one resource each

Errors = dict[str, Any]  # Discord's nested `errors`: {"content": {"_errors": [{code, message}]}}
Field = tuple[str | int, ...]  # where in the body: ("data", "components", 0, "custom_id")
Problem = tuple[Field, str, str]  # where, Discord's code for what is wrong, its message
TOO_LONG = "BASE_TYPE_MAX_LENGTH"
TOO_WIDE = "COMPONENT_LAYOUT_WIDTH_EXCEEDED"
DUPLICATED = "COMPONENT_CUSTOM_ID_DUPLICATED"

# The documentation's limits the schema cannot express (it wins where the two differ).
MAX_CONTENT = 2000  # a bot's message text; the spec allows 4,000 on channel messages
MAX_ROWS = 5  # top-level action rows in a message without the components-v2 flag
ROW_WIDTH = 5  # an action row holds 5 buttons, or 1 select menu, which is 5 wide
IS_COMPONENTS_V2 = 1 << 15  # message flag: layout components, up to 40 of them (the spec's)
ACTION_ROW = 1
NAMING = {"const", "title", "description"}  # a constant among others, and what it is called
SELECTS = {3, 5, 6, 7, 8}  # string, user, role, mentionable, channel select menus
MESSAGE_ROUTES = {
    ("POST", "/channels/{channel_id}/messages"),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
}
CALLBACK_ROUTE = ("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
COMMAND_ROUTES = {
    ("PUT", "/applications/{application_id}/commands"),
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"),
}
# A command's or option's name, in any language: 1 to 32 letters, digits, "-" or "_", and no
# capital where the script has them (Discord's naming rule for slash commands).
COMMAND_NAME = re.compile(r"[-_\w]{1,32}")
LOCALES_ENUM = "AvailableLocalesEnum"  # the locales a localization may be given for
MESSAGE_CALLBACKS = {4, 7}  # a new message in answer; an update of the component's message


@dataclass
class Route:
    """A route of the spec that takes a JSON body: "/channels/{channel_id}/messages"."""

    name: str
    segments: tuple[str | None, ...]  # None: a parameter
    schema: Any  # of its application/json body, which is also a multipart's payload_json
    registry: Registry[Any]
    _validator: Any = None

    def matches(self, segments: list[str]) -> bool:
        return all(t is None or t == s for t, s in zip(self.segments, segments, strict=True))

    def errors(self, body: Any) -> Iterator[ValidationError]:
        if self._validator is None:  # compiled on its first request
            self._validator = Validator(self.schema, registry=self.registry)
        return self._validator.iter_errors(body)


def _accept_integer_snowflakes(schemas: dict[str, Any]) -> None:
    """The spec types a snowflake as a string of digits, but Discord takes a JSON integer as
    well: discord.py sends a DM's `recipient_id` and a message's attachment ids (0, 1...) as
    integers, and Discord accepts them. The documentation's snowflake is an id, however written."""
    schemas["SnowflakeType"] = {
        "anyOf": [schemas["SnowflakeType"], {"type": "integer", "minimum": 0}]
    }


def _simplify(node: Any, schemas: dict[str, Any]) -> Any:
    """The same schema, quicker to check and clearer in its refusals. A union of constants
    (`oneOf: [{const: 1}, {const: 2}...]`) becomes an `enum`; "X or null" checks X unless
    null; a union of objects told apart by their `type` (components, interaction callbacks)
    checks only the branch its `type` names (`x-by-type`), so a refusal names the field that is
    wrong in that branch, not "matches none of 7 schemas", and costs one branch, not seven."""
    if isinstance(node, list):
        return [_simplify(n, schemas) for n in node]
    if not isinstance(node, dict):
        return node
    node = {k: _simplify(v, schemas) for k, v in node.items()}
    if node.get("$ref", "").startswith(LOCAL):  # each schema is a resource of its own
        node["$ref"] = SCHEMAS + node["$ref"].removeprefix(LOCAL)
    if "enum" in node and node.get("allOf") and all("$ref" in s for s in node["allOf"]):
        del node["allOf"]  # a `type`'s few values, and the larger enum of all types they are
    for union in ("oneOf", "anyOf"):
        branches = node.get(union)
        if not isinstance(branches, list) or "enum" in node:
            continue
        if all(isinstance(b, dict) and "const" in b and b.keys() <= NAMING for b in branches):
            node["enum"] = [b["const"] for b in node.pop(union)]
        elif len(branches) == 2 and {"type": "null"} in branches:
            del node[union]
            node["x-or-null"] = branches[branches[0] == {"type": "null"}]
        elif (kinds := _kinds(branches, schemas)) is not None:
            del node[union]
            node["x-by-type"] = kinds
    return node


def _kinds(branches: list[Any], schemas: dict[str, Any]) -> dict[Any, Any] | None:
    """The branch of a union for each `type` value, if every branch is an object that requires
    its `type` and no two take the same one (else None: the union stays as it is)."""
    kinds: dict[Any, Any] = {}
    for branch in branches:
        ref = branch.get("$ref", "") if isinstance(branch, dict) else ""
        target = schemas.get(ref.removeprefix(SCHEMAS), {})
        values = target.get("properties", {}).get("type", {}).get("enum")
        if not ref.startswith(SCHEMAS) or not values:
            return None
        if "type" not in target.get("required", []) or kinds.keys() & set(values):
            return None
        kinds.update(dict.fromkeys(values, branch))
    return kinds


def _inline(node: Any, schemas: dict[str, Any], within: tuple[str, ...]) -> Any:
    """`node` with its references replaced by what they name, but for a schema within itself
    (a recursive one): looking a reference up costs more than checking what it names."""
    if isinstance(node, list):
        return [_inline(n, schemas, within) for n in node]
    if not isinstance(node, dict):
        return node
    name = node.get("$ref", "").removeprefix(SCHEMAS)
    if name in schemas and name not in within and len(node) == 1:
        return _inline(schemas[name], schemas, (*within, name))
    return {k: _inline(v, schemas, within) for k, v in node.items()}


def _or_null(validator: Any, branch: Any, instance: Any, schema: Any) -> Iterator[Any]:
    if instance is not None:
        yield from validator.descend(instance, branch)


def _by_type(validator: Any, kinds: dict[Any, Any], instance: Any, schema: Any) -> Iterator[Any]:
    if not isinstance(instance, dict):
        yield from validator.descend(instance, {"type": "object"})
    elif "type" not in instance:
        yield from validator.descend(instance, {"required": ["type"]})
    elif instance["type"] not in kinds:
        yield from validator.descend(instance["type"], {"enum": list(kinds)}, path="type")
    else:
        yield from validator.descend(instance, kinds[instance["type"]])


Validator = validators.extend(Draft202012Validator, {"x-or-null": _or_null, "x-by-type": _by_type})


@functools.cache
def spec() -> dict[tuple[str, int], list[Route]]:
    """Discord's OpenAPI description, read once per process: its routes that take a JSON body,
    by method and number of path segments, the most specific first (`messages/@original`
    before `messages/{message_id}`)."""
    if not SPEC_PATH.exists():
        raise FileNotFoundError(
            f"Discord's OpenAPI description is not at {SPEC_PATH}: the e2e tests check every "
            "request against it (set DISCORD_API_SPEC to its path)"
        )
    document = json.loads(SPEC_PATH.read_text())
    schemas = document["components"]["schemas"]
    _accept_integer_snowflakes(schemas)
    document = _simplify(document, schemas)
    simplified = document["components"]["schemas"]
    registry: Registry[Any] = Registry().with_resources(
        (SCHEMAS + name, DRAFT202012.create_resource(schema)) for name, schema in simplified.items()
    )
    routes: dict[tuple[str, int], list[Route]] = {}
    for name, operations in document["paths"].items():
        segments = tuple(None if s.startswith("{") else s for s in name.strip("/").split("/"))
        for method, operation in operations.items():
            if method == "parameters":
                continue
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                schema = _inline(content["application/json"]["schema"], simplified, ())
                route = Route(name, segments, schema, registry)
                routes.setdefault((method.upper(), len(segments)), []).append(route)
    for candidates in routes.values():  # a literal segment before a parameter, leftmost first
        candidates.sort(key=lambda route: tuple(s is None for s in route.segments))
    return routes


def invalid_form_body(method: str, path: str, body: Any) -> Errors | None:
    """Discord's `errors` for a request body it would refuse with 50035 (None: accepted).
    `path` is the request's path under /api/v10; the body of a multipart request is its
    `payload_json`. Routes the spec does not know, or that take no body, are not checked."""
    segments = path.strip("/").split("/")
    candidates = spec().get((method, len(segments)), [])
    route = next((r for r in candidates if r.matches(segments)), None)
    if route is None:
        return None
    problems = {_problem(e) for e in route.errors(body)}  # a set: the two may say the same
    problems.update(documented_limits(method, route.name, body))
    if not problems:
        return None
    errors: Errors = {}
    for where, code, message in sorted(problems, key=str):
        node = errors
        for key in where:
            node = node.setdefault(str(key), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    return errors


def describe(errors: Errors, where: str = "") -> Iterator[str]:
    """Each refused field in `errors`, "components.0.label: BASE_TYPE_MAX_LENGTH (...)"."""
    for key, value in errors.items():
        if key == "_errors":
            for e in value:
                yield f"{where or '(body)'}: {e['code']} ({e['message']})"
        else:
            yield from describe(value, f"{where}.{key}" if where else key)


# ---- the schema's refusals, in Discord's words ----------------------------------------------
def _problem(error: ValidationError) -> Problem:
    """A schema error as Discord words it; of a union (anyOf, oneOf), the error of the branch
    the body meant: the one that went deepest into it, else the first branch (an execute-webhook
    body may be either of two near twins, which fail alike)."""
    error = best_match([error])
    while error.validator in ("anyOf", "oneOf") and error.context:
        first = min(e.relative_schema_path[0] for e in error.context)
        error = best_match(e for e in error.context if e.relative_schema_path[0] == first)
    where: Field = tuple(error.absolute_path)
    v, limit = error.validator, error.validator_value
    if v == "required":
        # the names of the required fields, and the object that lacks some
        assert isinstance(limit, list) and isinstance(error.instance, dict)
        missing = next((p for p in limit if p not in error.instance), limit[0])
        return (*where, missing), "BASE_TYPE_REQUIRED", "This field is required"
    if v == "maxLength":
        return where, TOO_LONG, f"Must be {limit} or fewer in length."
    if v == "minLength":
        return where, "BASE_TYPE_MIN_LENGTH", f"Must be {limit} or more in length."
    if v in ("maxItems", "minItems"):
        low, high = error.schema.get("minItems", 0), error.schema.get("maxItems", "any")
        return where, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length."
    if v in ("enum", "const"):
        return where, "BASE_TYPE_CHOICES", f"Value must be one of {limit}."
    if v == "maximum":
        return where, "NUMBER_TYPE_MAX", f"Value should be less than or equal to {limit}."
    if v == "minimum":
        return where, "NUMBER_TYPE_MIN", f"Value should be greater than or equal to {limit}."
    if v == "type":
        return where, "BASE_TYPE_BAD_TYPE", f"Value must be of type {limit}."
    if v == "pattern":
        return where, "STRING_TYPE_REGEX", "String value did not match validation regex."
    return where, "BASE_TYPE_INVALID", error.message[:200]


# ---- the documentation's limits --------------------------------------------------------------
def documented_limits(method: str, route: str, body: Any) -> Iterator[Problem]:
    """What Discord's documentation limits and the schema cannot say, on a message's body (or
    an interaction callback's message `data`)."""
    if (method, route) in MESSAGE_ROUTES:
        yield from _message_limits(body, ())
    elif (method, route) == CALLBACK_ROUTE and _kind(body) in MESSAGE_CALLBACKS:
        yield from _message_limits(body.get("data"), ("data",))
    elif (method, route) in COMMAND_ROUTES and isinstance(body, list):
        for i, command in enumerate(body):
            yield from _naming(command, (i,))


def _naming(node: Any, at: Field) -> Iterator[Problem]:
    """A command's, option's or choice's names and localizations: a command or option name
    follows Discord's naming rule in every language; a localization is for a locale Discord
    knows. Options and choices are checked below their command."""
    if not isinstance(node, dict):
        return
    is_choice = "value" in node
    names = {"name": node.get("name")}
    for field in ("name_localizations", "description_localizations"):
        given = node.get(field)
        if not isinstance(given, dict):
            continue
        for locale, text in given.items():
            if locale not in locales():
                yield (*at, field, locale), "LOCALE_INVALID", f"Invalid locale {locale!r}."
            if field == "name_localizations":
                names[f"{field}.{locale}"] = text
    for where, name in names.items():
        ok = isinstance(name, str) and COMMAND_NAME.fullmatch(name) and name == name.lower()
        if not is_choice and not ok:
            path = tuple(where.split("."))
            yield (*at, *path), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"
    for key in ("options", "choices"):
        for j, child in enumerate(node.get(key) or []):
            yield from _naming(child, (*at, key, j))


@functools.cache
def locales() -> frozenset[str]:
    """The locales Discord takes a localization for ("fr", "en-US"...), from its spec."""
    schema = json.loads(SPEC_PATH.read_text())["components"]["schemas"][LOCALES_ENUM]
    return frozenset(schema.get("enum") or [o["const"] for o in schema["oneOf"]])


def _message_limits(message: Any, at: Field) -> Iterator[Problem]:
    if not isinstance(message, dict):
        return
    content = message.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        yield (*at, "content"), TOO_LONG, f"Must be {MAX_CONTENT} or fewer in length."
    rows = message.get("components")
    if not isinstance(rows, list):
        return
    flags = message.get("flags")
    if not (isinstance(flags, int) and flags & IS_COMPONENTS_V2):
        yield from _rows(rows, (*at, "components"))
    seen: set[str] = set()
    for where, custom_id in _custom_ids(rows, (*at, "components")):
        if custom_id in seen:
            yield (*where, "custom_id"), DUPLICATED, "Component custom id cannot be duplicated"
        seen.add(custom_id)


def _rows(rows: list[Any], at: Field) -> Iterator[Problem]:
    """A message without the components-v2 flag holds up to 5 action rows and nothing else;
    a row, 5 buttons or one select menu (which is 5 wide)."""
    if len(rows) > MAX_ROWS:
        yield at, TOO_LONG, f"Must be {MAX_ROWS} or fewer in length."
    for i, row in enumerate(rows):
        if not isinstance(row, dict):
            continue
        if row.get("type") != ACTION_ROW:
            yield (*at, i, "type"), "BASE_TYPE_CHOICES", f"Value must be one of {{{ACTION_ROW}}}."
            continue
        items = row.get("components")
        if not isinstance(items, list) or len(items) > ROW_WIDTH:  # the schema says so already
            continue
        if sum(ROW_WIDTH if _kind(c) in SELECTS else 1 for c in items) > ROW_WIDTH:
            yield (
                (*at, i, "components"),
                TOO_WIDE,
                "The specified component exceeds the maximum width",
            )


def _kind(component: Any) -> Any:
    return component.get("type") if isinstance(component, dict) else None


def _custom_ids(components: list[Any], at: Field) -> Iterator[tuple[Field, str]]:
    """Every custom_id in a message, rows, sections and containers included: they must differ
    from one another across the whole message."""
    for i, c in enumerate(components):
        if not isinstance(c, dict):
            continue
        if isinstance(c.get("custom_id"), str):
            yield (*at, i), c["custom_id"]
        if isinstance(c.get("components"), list):
            yield from _custom_ids(c["components"], (*at, i, "components"))
        accessory = c.get("accessory")
        if isinstance(accessory, dict) and isinstance(accessory.get("custom_id"), str):
            yield (*at, i, "accessory"), accessory["custom_id"]
