"""Every picture the bot sends says what it shows in words (the attachment's description, its
alt text), which a screen reader speaks and which shows where the picture does not load: in the
language of the message it is on (the match's in the thread, the reader's in private), within
Discord's 1,024 characters, and holding nothing its readers may not see; and `/game board
words:true` gives the whole table in words. Whole games of every game through the real bot and
the fake Discord: a French server's table with an English player, the stand-in at the other
seats."""

from __future__ import annotations

import random
import re

import pytest

import i18n
from games import registry
from games.core import Msg
from tests.conformance.language import language_faults, proper_names
from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.table import delivered

HUMAN = 100
PICTURE = re.compile(r"\.(png|gif)$")
DISCORD_ALT = 1024  # an attachment's description, at most (Discord's API)


def described(message: Message) -> list[str]:
    """The descriptions of a message's pictures; a picture without one fails here."""
    alts = []
    for (name, _), alt in zip(message.files, message.alts, strict=True):
        if PICTURE.search(name):
            assert alt.strip(), f"{name} says nothing of what it shows"
            assert len(alt) <= DISCORD_ALT, (name, len(alt))
            alts.append(alt)
    return alts


@pytest.fixture(autouse=True)
def same_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every match dealt from one seed: one in which Anne is sent her hand in every game."""
    monkeypatch.setattr("bot.host.lobby.secrets.randbits", random.Random(52).getrandbits)


@pytest.mark.parametrize("game_id", [g.meta.id for g in registry.all()])
async def test_every_picture_says_what_it_shows_to_whoever_may_see_it(
    fake: FakeDiscord, run_bot, game_id: str
) -> None:
    fake.guild_locale = "fr"  # the table reads French; Anne's own messages, English
    bot = await run_bot()
    meta = registry.get(game_id).meta
    players = min(max(meta.min_players, 3), meta.max_players)
    fake.add_user(HUMAN, "Anne")
    lobby = (await fake.slash(HUMAN, "game", "new", game=game_id)).reply
    add, start = (i18n.say(Msg(key), "fr") for key in ("bot-add-bot", "bot-start"))
    for _ in range(players - 1):
        lobby = (await fake.press(HUMAN, lobby, lobby.button(add))).reply
    await fake.press(HUMAN, lobby, lobby.button(start))
    rng = random.Random(11)
    asked = []  # what Anne asked privately: her hand and the board, mid-game
    for turn in range(3000):
        if (await bot.host.db.latest_match(fake.here)).status != "running":
            break
        if turn == 6:
            asked += [(await fake.slash(HUMAN, "hand")).reply,
                      (await fake.slash(HUMAN, "game", "board")).reply]  # fmt: skip
            in_words = (await fake.slash(HUMAN, "game", "board", words=True)).reply
        suggestions = await fake.autocomplete(HUMAN, "play", "choice", choice="")
        await fake.slash(HUMAN, "play", choice=rng.choice(suggestions)["value"])
    else:
        raise AssertionError("no end")
    asked.append((await fake.slash(HUMAN, "game", "board", move=1)).reply)
    await delivered(bot)  # the replay is drawn and posted after the result

    match = await bot.host.db.latest_match(fake.here)
    seats = await bot.host.db.seats(match.id)
    names = [s.display_name for s in seats]
    human = next(s.seat for s in seats if s.user_id == HUMAN)
    actions = await bot.host.db.actions(match.id)
    public = {i18n.say(t, lang, names) for a in actions for t, to in a.events if to is None
              for lang in i18n.LANGS}  # fmt: skip

    def secrets(seat: int | None) -> set[str]:
        """The private lines of the match that `seat` (None: nobody) may not read, long enough
        to be told apart from a public one."""
        hidden = set()
        for action in actions:
            for text, to in action.events:
                if to is not None and (seat is None or seat not in to):
                    hidden |= {i18n.say(text, lang, names) for lang in i18n.LANGS}
        return {line for line in hidden - public if len(line) > 20}

    keep = proper_names(game_id) + tuple(names)
    thread = [m for m in fake.channel_posts() if m.files]
    dms = [m for m in fake.dms_to(HUMAN) if m.files]
    assert thread and dms and all(m.files for m in asked), "pictures on every kind of message"
    counted = 0
    for messages, lang, hidden in (
        (thread, "fr", secrets(None)),
        (dms, "en", secrets(human)),
        (asked, "en", secrets(human)),
    ):
        for message in messages:
            for alt in described(message):
                counted += 1
                assert not language_faults(alt, lang, keep), (lang, alt)
                other = next(other for other in i18n.LANGS if other != lang)
                assert i18n.say(Msg("host-alt-lately"), other) not in alt, (lang, alt)
                for line in hidden:
                    assert line not in alt, f"a secret in a picture's words: {line!r}"
    assert counted >= len(thread) + len(dms)

    # The table in words, asked for privately: Anne's language, nothing hidden from her.
    assert in_words.ephemeral and not any(PICTURE.search(name) for name, _ in in_words.files)
    said = "\n".join([in_words.content, *(data.decode() for _, data in in_words.files)])
    assert said.startswith(f"**{meta.title}** after move ") and all(n in said for n in names)
    assert not language_faults(said, "en", keep), said
    for line in secrets(human):
        assert line not in said, f"a secret in the table in words: {line!r}"
