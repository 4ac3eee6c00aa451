"""A whole game played through the real bot and the fake Discord, counting what the table
does to a channel and to each player: lasting messages, DMs, pings. The same figures with the
bot's former habits (a board posted, and a hand DMed, at every change) are counted from the
edits, so the gain can be read off one game."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import asdict, dataclass, field

from bot.app import GameBot
from games import registry
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import is_ping, live_pings, mentioned, waiting

NAMES = ("Anne", "Bob", "Chloé", "Denis", "Eve", "Fred")


@dataclass
class TableFigures:
    game: str
    players: int
    decisions: int = 0
    lasting_messages: int = 0  # in the channel and the thread, not deleted at the end
    boards: int = 0  # lasting messages with the table's picture
    board_updates: int = 0  # boards posted plus boards edited: a board per change, as before
    dms_per_player: float = 0.0  # new DMs (hands and private notes)
    reaction_notes: int = 0  # DMs telling a player with a real choice of a reaction (no ping)
    hand_updates_per_player: float = 0.0  # new hand DMs plus their edits, as before
    pings: int = 0
    pinged_decisions: int = 0  # decisions whose player had exactly one live ping
    continued_decisions: int = 0  # the next step of the player's own move: no ping needed
    reactions: int = 0  # decisions that are reactions (`Prompt.reaction`): never pinged
    turns: int = 0  # runs of decisions by one player in a row
    clicks_per_turn: float = 0.0  # with the buttons: "Your move", then one click a decision
    faults: list[str] = field(default_factory=list)  # a decision with no ping, or several
    shown: str = ""  # the digest of everything the table was shown (FakeDiscord.shown_digest)

    def as_dict(self) -> dict[str, object]:
        figures = asdict(self)
        figures["faults"] = len(self.faults)
        return figures


def check_pings(
    fake: FakeDiscord, continuing: set[int], figures: TableFigures, reacting: set[int]
) -> Counter[int]:
    """Whom the table waits for, checked against the live pings: each awaited player has
    exactly one, except those going on with their own move (shown the next step privately
    when they made the last one, and awaited ever since) and those `reacting`, who have none.
    Returns how many live pings mention each player."""
    awaited = waiting(fake)
    pinged = Counter(u for m in live_pings(fake) for u in mentioned(m))
    continuing &= set(awaited) - set(pinged)
    for user in awaited:
        if user in reacting:
            if pinged[user]:
                figures.faults.append(f"{user} pinged for a reaction")
        elif pinged[user] > 1:
            figures.faults.append(f"{user} pinged {pinged[user]} times for one decision")
        elif pinged[user] == 0 and user not in continuing:
            figures.faults.append(f"{user} awaited but never pinged")
    stale = set(pinged) - set(awaited)
    if stale:
        figures.faults.append(f"pings left for decisions already made: {sorted(stale)}")
    return pinged


async def reacting(bot: GameBot, fake: FakeDiscord) -> set[int]:
    """The players asked a reaction now (`Prompt.reaction`), read from the match as saved."""
    match = await bot.host.db.active_match(fake.here)
    if match is None or match.status != "running":
        return set()
    game, seats = registry.get(match.game_id), await bot.host.db.seats(match.id)
    state = game.load(match.state or "")
    asked = [(s, game.prompt(state, s)) for s in game.active_seats(state)]
    return {seats[s].user_id for s, prompt in asked if prompt is not None and prompt.reaction}


async def play_whole_game(
    fake: FakeDiscord, bot: GameBot, game_id: str, players: int, seed: int, limit: int = 5000
) -> TableFigures:
    """Open, start and play a game to its end with random legal moves typed as `/play`."""
    rng = random.Random(seed)
    users = [100 + i for i in range(players)]
    for uid, name in zip(users, NAMES, strict=False):
        fake.add_user(uid, name)
    lobby = (await fake.slash(users[0], "game", "new", game=game_id)).reply
    for uid in users[1:]:
        lobby = (await fake.press(uid, lobby, lobby.button("Join"))).reply
    await fake.press(users[0], lobby, lobby.button("Start"))
    figures = TableFigures(game_id, players)
    continuing: set[int] = set()
    previous = None
    for _ in range(limit):
        awaited = waiting(fake)
        if not awaited:
            break
        quiet = await reacting(bot, fake)
        pinged = check_pings(fake, continuing, figures, quiet)
        actor = rng.choice(awaited)
        if actor in quiet:
            figures.reactions += 1
        elif pinged[actor] == 1:
            figures.pinged_decisions += 1
        elif actor in continuing:
            figures.continued_decisions += 1
        suggestions = await fake.autocomplete(actor, "play", "choice", choice="")
        done = (await fake.slash(actor, "play", choice=rng.choice(suggestions)["value"])).reply
        assert done.content.startswith("✅"), done.content
        figures.decisions += 1
        figures.turns += actor != previous
        previous = actor
        continuing.add(actor)  # if still awaited and not pinged, they go on with their move
    else:
        raise AssertionError(f"{game_id}: no end after {limit} decisions")
    count(fake, users, figures)
    figures.clicks_per_turn = round((figures.decisions + figures.turns) / figures.turns, 1)
    figures.shown = fake.shown_digest()
    return figures


def count(fake: FakeDiscord, users: list[int], figures: TableFigures) -> None:
    public = [m for m in fake.channel_posts() if m not in fake.deleted]
    boards = [m for m in fake.channel_posts() if m.files]
    figures.lasting_messages = len(public)
    figures.boards = len([m for m in public if m.files])
    figures.board_updates = sum(1 + m.edits for m in boards)
    figures.pings = len([m for m in fake.channel_posts() if is_ping(m)])
    dms = [m for uid in users for m in fake.dms_to(uid)]
    notes = [m for m in dms if "a question for you" in m.content]  # in place of a ping
    figures.reaction_notes = len(notes)
    figures.dms_per_player = round((len(dms) - len(notes)) / len(users), 1)
    hands = [m for m in dms if m.files]
    figures.hand_updates_per_player = round(sum(1 + m.edits for m in hands) / len(users), 1)

