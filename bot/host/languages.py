"""Who reads in which language: a person's private texts in the language they chose with
`/language`, else their Discord client's (the locale each interaction brings, kept for the DMs
that come with none); a match's public texts in the match's language (`MatchRow.language`)."""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from bot.host.core import Core

Known = tuple[str | None, str | None]  # the last locale seen, the language chosen


class Languages:
    def __init__(self, core: Core) -> None:
        self.core = core
        self._known: dict[int, Known] = {}  # people met since start: no read per interaction

    async def _person(self, user_id: int) -> Known:
        if user_id not in self._known:
            self._known[user_id] = await self.core.db.person(user_id)
        return self._known[user_id]

    async def answering(self, user_id: int, locale: str | None) -> str:
        """At the start of an interaction: the language its answers are said in (set as the
        task's reader, `i18n.reader()`); the client's locale kept when it changed."""
        seen, chosen = await self._person(user_id)
        if locale and locale != seen:
            await self.core.db.set_person(user_id, locale=locale)
            self._known[user_id] = (locale, chosen)
        lang = i18n.chosen_or(locale or seen, chosen)
        i18n.set_reader(lang)
        return lang

    async def of(self, user_ids: Sequence[int]) -> dict[int, str]:
        """Each person's language for texts sent them unasked (DMs): English for someone never
        seen (the stand-in included)."""
        missing = [u for u in user_ids if u not in self._known]
        if missing:
            found = await self.core.db.people(missing)
            for u in missing:
                self._known[u] = found.get(u, (None, None))
        return {u: i18n.chosen_or(*self._known[u]) for u in user_ids}

    async def choose(self, user_id: int, lang: str | None) -> str:
        """`/language`: `lang` from now on (None: the Discord client's again). Returns the
        language now in use."""
        seen, _ = await self._person(user_id)
        chosen = lang if lang in i18n.LANGS else None
        await self.core.db.set_person(user_id, language=chosen, choose=True)
        self._known[user_id] = (seen, chosen)
        now = i18n.chosen_or(seen, chosen)
        i18n.set_reader(now)
        return now
