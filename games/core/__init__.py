"""The engine contract shared by every game (see ARCHITECTURE.md)."""

from games.core.aid import REQUIRED_TOPICS, TOPIC_MAX, load_aid
from games.core.contract import (
    Choice,
    Event,
    Game,
    GameMeta,
    IllegalAction,
    Outcome,
    Prompt,
    SetupError,
    Switch,
    check_player_count,
    check_seat,
    clip,
    name_seats,
    parse_options,
    seat_tag,
)
from games.core.rng import Rng

__all__ = [
    "REQUIRED_TOPICS",
    "TOPIC_MAX",
    "Choice",
    "Event",
    "Game",
    "GameMeta",
    "IllegalAction",
    "Outcome",
    "Prompt",
    "Rng",
    "SetupError",
    "Switch",
    "check_player_count",
    "check_seat",
    "clip",
    "load_aid",
    "name_seats",
    "parse_options",
    "seat_tag",
]
