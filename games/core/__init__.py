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
    Reveals,
    SetupError,
    Switch,
    check_player_count,
    check_seat,
    clip,
    drawn,
    name_seats,
    parse_options,
    seat_tag,
)
from games.core.rng import Rng, generator_states

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
    "Reveals",
    "Rng",
    "SetupError",
    "Switch",
    "check_player_count",
    "check_seat",
    "clip",
    "drawn",
    "generator_states",
    "load_aid",
    "name_seats",
    "parse_options",
    "seat_tag",
]
