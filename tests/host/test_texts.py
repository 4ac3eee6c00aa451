"""The host's own texts in each language: a whole match played at a French table by a French
and an English player shows no English sentence of the host's at the table or to the French
player, and none of its French ones to the English player; and its French follows French
typography."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

import i18n
from bot.host import Host, Outbox, Refused
from bot.references import DISCORD
from games import registry
from games.core import Game
from tests.conformance.language import language_faults, proper_names
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, NAMES

HOST_CATALOGUE = "host.ftl"
MARKUP = re.compile(r"`[^`]*`|<[^>]*>|\*\*")  # commands, mentions and times, bold: no language


def fragments(pattern: ast.Pattern, hole: str = "\n") -> list[str]:
    """The literal text of a message, variants included, in pieces between its variables (or,
    given another `hole`, with that in their place)."""
    text, variants = "", []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            text += element.value
        elif isinstance(element.expression, ast.StringLiteral):
            text += element.expression.parse()["value"]
        else:
            text += hole
            if isinstance(element.expression, ast.SelectExpression):
                variants += [
                    f for v in element.expression.variants for f in fragments(v.value, hole)
                ]
    return text.splitlines() + variants


@cache
def sentences(lang: str) -> frozenset[str]:
    """The host's phrases of three words or more in `lang`, none of which the other language
    writes the same."""
    path = i18n.LOCALES / lang / HOST_CATALOGUE
    body = FluentParser().parse(path.read_text(encoding="utf-8")).body
    pieces = {
        MARKUP.sub("", piece).strip(" .,:;!?()\u00a0\u202f")
        for entry in body
        if isinstance(entry, ast.Message) and entry.value is not None
        for piece in fragments(entry.value)
    }
    return frozenset(p for p in pieces if len(p.split()) >= 3)


def foreign(text: str, lang: str) -> list[str]:
    """The host's phrases of the other language found in `text`."""
    other = next(code for code in i18n.LANGS if code != lang)
    return sorted(s for s in sentences(other) - sentences(lang) if s in text)


def texts_of(out: Outbox) -> tuple[list[str], dict[int, list[str]], list[str]]:
    """An outbox's public texts, its DMs by recipient, and its private answer."""
    public = [p.text for p in [*out.posts, *out.later] if p is not None]
    public += [e.post.text for e in out.edits if e.post is not None]
    public += [out.lobby.text] if out.lobby is not None else []
    dms: dict[int, list[str]] = {}
    for dm in out.dms:
        dms.setdefault(dm.user_id, []).append(dm.text)
    private = [out.reply] if out.reply else []
    if out.next_offer is not None:
        offer = out.next_offer
        private += [offer.full_text(DISCORD.text), *(c.label for c in offer.choices)]
    return public, dms, private


@pytest.mark.parametrize("table", i18n.LANGS)
async def test_a_whole_match_reads_each_persons_language(host: Host, table: str) -> None:
    people = {ALICE: "fr", BOB: "en", CHLOE: table}  # what each one's Discord client says
    heard: dict[str, list[str]] = {lang: [] for lang in i18n.LANGS}

    def keep(out: Outbox, reader: str) -> None:
        public, dms, private = texts_of(out)
        heard[table] += public
        heard[reader] += private
        for user, said in dms.items():
            heard[people[user]] += said

    await host.languages.answering(ALICE, people[ALICE])
    keep(await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ALICE, name="Alice",
                              game_id="revolt", language=table), "fr")  # fmt: skip
    for user in (BOB, CHLOE):
        await host.languages.answering(user, people[user])
        keep(await host.join(user_id=user, name=NAMES[user], channel_id=CHANNEL), people[user])
    await host.languages.answering(ALICE, people[ALICE])
    keep(await host.start(user_id=ALICE, channel_id=CHANNEL), "fr")
    game, rng = registry.get("revolt"), random.Random(5)
    while (match := await host.db.active_match(CHANNEL)) is not None:
        state = game.load(match.state or "")
        active = [s + 1 for s in game.active_seats(state)]
        idle = next((u for u in people if u not in active), None)
        if idle is not None:  # someone not asked: refused, in their language
            await host.languages.answering(idle, people[idle])
            with pytest.raises(Refused) as refused:
                await host.offer(user_id=idle, channel_id=CHANNEL)
            heard[people[idle]].append(str(refused.value))
        user = rng.choice(active)
        await host.languages.answering(user, people[user])
        offer = await host.offer(user_id=user, channel_id=CHANNEL)
        heard[people[user]] += [offer.full_text(DISCORD.text), *(c.label for c in offer.choices)]
        choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
        keep(await host.act(user_id=user, choice_id=choice, channel_id=CHANNEL), people[user])
    assert any("🏆" in text for text in heard[table]), "played to the end"
    for lang, texts in heard.items():
        assert texts and not [(t, foreign(t, lang)) for t in texts if foreign(t, lang)]


def test_the_hosts_french_follows_french_typography() -> None:
    path = i18n.LOCALES / "fr" / HOST_CATALOGUE
    body = FluentParser().parse(path.read_text(encoding="utf-8")).body
    for entry in body:
        if not isinstance(entry, ast.Message) or entry.value is None:
            continue
        for piece in fragments(entry.value, hole="X"):
            prose = MARKUP.sub("", piece)
            assert "'" not in prose, (entry.id.name, "’, not '")
            assert not re.search(r"[ \w][:;!?](\s|$)", prose), (entry.id.name, piece)
            assert not re.search(r"\u00a0[;!?]", prose), (entry.id.name, "a narrow space")
            assert '"' not in prose or "{" in piece, (entry.id.name, "« guillemets »")


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.meta.id)
async def test_every_games_lobby_reads_in_the_tables_language(host: Host, game: Game) -> None:
    """The lobby is a table's first text: its game's summary and length are said in the
    match's language like the rest, in French with no English word (and the reverse)."""
    for offset, lang in enumerate(i18n.LANGS):
        out = await host.new_match(
            guild_id=1, channel_id=CHANNEL + offset, user_id=ALICE, name=NAMES[ALICE],
            game_id=game.meta.id, language=lang,
        )  # fmt: skip
        assert out.lobby is not None
        names = (*proper_names(game.meta.id), NAMES[ALICE], game.meta.title)
        assert language_faults(out.lobby.text, lang, names) == ()
