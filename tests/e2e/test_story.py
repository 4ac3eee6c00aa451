"""The thread tells the story: a whole game of every game through the real bot and the fake
Discord, read only from the thread's public messages (and the files on them). Every board a new
part of the game superseded says it is over, gives the standing after it, then its results (the
public news of the move that closed it, as the engine said them when the match is replayed from
its log) and every move of it, nothing cut; the last board says the game is over, with its
standing and every move of the last part. The table stays quiet: at most one lasting message
per part of the game, and a few more."""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field

import pytest
from PIL import GifImagePlugin, Image

from bot.host.reports import record_of
from bot.host.table import text_names, volume
from games import registry
from games.core import Text, table_standing
from i18n import say
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.table import (
    BOARD_PICTURE,
    delivered,
    move_with_play_command,
    start_three_player_revolt,
    waiting,
)

HUMAN = 100
SPARE = 3  # lasting messages besides one board per part: the lobby, the result, a news line


@dataclass
class Part:
    """A part of the game as the table reads it (in English, seat tags kept): its name, the
    public news of the move that closed it, of every move in it, and the standing after it."""

    name: str
    results: list[Text] = field(default_factory=list)
    news: list[Text] = field(default_factory=list)
    standing: Text | None = None


def parts_of(game_id: str, record) -> list[Part]:
    """Each part of the game, replayed from the record: those a move closed, then the last."""
    game = registry.get(game_id)
    state = game.setup(record.num_players, record.seed, record.options or None)
    parts = [Part(say(volume(game.chapter(state))))]
    for seat, choice in record.moves:
        events = game.apply(state, seat, choice)
        said = [e.text for e in events if e.to is None]
        parts[-1].news += said
        if game.outcome(state) is not None or say(volume(game.chapter(state))) != parts[-1].name:
            parts[-1].results = said
            parts[-1].standing = table_standing(game, game.view(state, None))
            if game.outcome(state) is None:
                parts.append(Part(say(volume(game.chapter(state)))))
    return parts


def read(message) -> str:
    """What a reader finds on a message: its text, and any text file on it."""
    files = [data.decode() for name, data in message.files if name.endswith(".txt")]
    return "\n".join([message.content, *files])


@pytest.mark.parametrize("game_id", [g.meta.id for g in registry.all()])
async def test_the_thread_alone_tells_each_part_of_the_game(
    fake: FakeDiscord, run_bot, game_id: str
) -> None:
    bot = await run_bot()
    meta = registry.get(game_id).meta
    players = min(max(meta.min_players, 3), meta.max_players)
    fake.add_user(HUMAN, "Anne")
    lobby = (await fake.slash(HUMAN, "game", "new", game=game_id)).reply
    for _ in range(players - 1):  # the stand-in plays the other seats: a quick whole game
        lobby = (await fake.press(HUMAN, lobby, lobby.button("Add a bot"))).reply
    await fake.press(HUMAN, lobby, lobby.button("Start"))
    rng = random.Random(7)
    for _ in range(3000):
        if not waiting(fake):
            break
        suggestions = await fake.autocomplete(HUMAN, "play", "choice", choice="")
        done = (await fake.slash(HUMAN, "play", choice=rng.choice(suggestions)["value"])).reply
        assert done.content.startswith("✅"), done.content
    else:
        raise AssertionError("no end")

    await delivered(bot)  # the replay is drawn and posted after the result
    match = await bot.host.db.latest_match(fake.here)
    seats = await bot.host.db.seats(match.id)
    *parts, end = parts_of(game_id, record_of(match, seats, await bot.host.db.actions(match.id)))
    public = [m for m in fake.channel_posts() if m not in fake.deleted]
    boards = [m for m in public if m.files and BOARD_PICTURE.fullmatch(m.files[0][0])]
    closed, last = boards[:-1], boards[-1]
    assert len(closed) == len(parts), [m.content.split("\n")[0] for m in boards]
    drawn = [s.display_name for s in seats]
    for board, part in zip([*closed, last], [*parts, end], strict=True):
        over = "over" if part is not end else "game over"
        lines = board.content.split("\n")
        assert lines[0] == f"**{meta.title}** · {part.name} · {over}", lines[0]
        assert not board.custom_ids(), "a finished board has no button"
        assert part.standing is not None, "every game says its standing"
        standing = say(part.standing, names=text_names(seats)).split("\n")
        assert lines[1 : 1 + len(standing)] == standing, "the standing first"
        text = read(board)
        for line in part.results:
            assert say(line, names=text_names(seats)) in board.content, (part.name, line)
        names = drawn if len(text) > len(board.content) else text_names(seats)
        for line in part.news:  # every move of the part, in the message or its file
            assert say(line, names=names) in text, (part.name, line)
    assert len(public) <= len(parts) + 1 + SPARE, [m.content[:60] for m in public]

    # The game in one picture: an animated replay, posted after the result.
    replay = public[-1]
    assert replay.files and replay.files[0][0].endswith("-replay.gif"), replay.content
    gif = replay.files[0][1]
    assert gif.startswith(b"GIF89a") and len(gif) <= 8_000_000
    with Image.open(io.BytesIO(gif)) as animation:
        assert isinstance(animation, GifImagePlugin.GifImageFile)
        frames = animation.n_frames
        watch_ms = 0
        for number in range(frames):
            animation.seek(number)
            watch_ms += animation.info["duration"]
    assert frames >= min(len(parts) + 1, 10) and watch_ms <= 20_000

    # The whole log on demand, privately: a file with a heading for each part, nothing secret.
    reply = (await fake.slash(HUMAN, "game", "log", whole=True)).reply
    assert reply.ephemeral and len(reply.files) == 1
    text = reply.files[0][1].decode()
    actions = await bot.host.db.actions(match.id)
    headings = [line for line in text.splitlines() if line.startswith("== ")]
    assert headings[: len(parts)] == [f"== {part.name} ==" for part in parts]
    drawn = [s.display_name for s in seats]
    public_text = {say(t, names=drawn) for a in actions for t, to in a.events if to is None}
    for action in actions:
        for event, to in action.events:
            said = say(event, names=drawn)
            if to is None:
                assert said in text
            elif said not in public_text and len(said) > 20:
                assert said not in text, "a private line in the public log"


async def test_a_player_back_after_others_moved_catches_up_privately(
    fake: FakeDiscord, run_bot
) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    rng = random.Random(5)
    first = waiting(fake)[0]
    await move_with_play_command(fake, first, rng)
    others: list[str] = []
    while len(others) < 6:  # the others play on
        (actor,) = waiting(fake)
        if actor == first:
            break
        others.append(await move_with_play_command(fake, actor, rng))
    reply = (await fake.slash(first, "game", "catchup")).reply
    assert reply.ephemeral and reply.content.startswith("**Revolt** · since your last move")
    for card in others:
        assert card.split(":")[-1] in reply.content, card
    assert "Your hand" in reply.content and reply.files, "the hand now, and the table now"
