"""The discord-free game host (see docs/ARCHITECTURE.md): the adapter calls it, it returns
outboxes."""

from bot.host.core import MOVED_ON
from bot.host.inputs import options_from_text
from bot.host.offers import prompt_hash
from bot.host.outbox import (
    AlreadyDone,
    Ballot,
    Controls,
    Delete,
    DirectMessage,
    Edit,
    Item,
    Limits,
    Offer,
    Option,
    Outbox,
    Picker,
    Picture,
    Post,
    Refused,
    Toggle,
    TournamentEdit,
    draw_pictures,
)
from bot.host.service import Host
from bot.host.table import BOARD, LOBBY

__all__ = [
    "BOARD",
    "LOBBY",
    "MOVED_ON",
    "AlreadyDone",
    "Ballot",
    "Controls",
    "Delete",
    "DirectMessage",
    "Edit",
    "Host",
    "Item",
    "Limits",
    "Offer",
    "Option",
    "Outbox",
    "Picker",
    "Picture",
    "Post",
    "Refused",
    "Toggle",
    "TournamentEdit",
    "draw_pictures",
    "options_from_text",
    "prompt_hash",
]
