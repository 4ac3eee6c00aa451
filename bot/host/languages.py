"""Who reads in which language: a person's private texts in the language they chose with
`/language`, else their Discord client's (the locale each interaction brings, kept for the DMs
that come with none); a match's public texts in the match's language (`MatchRow.language`)."""

from __future__ import annotations

from collections.abc import Sequence

from cachetools import LRUCache

import i18n
from bot.host.core import Core

Known = tuple[str | None, str | None]  # the last locale seen, the language chosen
PEOPLE_KEPT = 50_000  # people whose languages are known without a read (a few MB at most)


class Languages:
    def __init__(self, core: Core) -> None:
        self.core = core
        # People met: no read per interaction, and a process that runs for months does not keep
        # everyone it ever met (the least recently met is forgotten, and read again if met).
        self._known: LRUCache[int, Known] = LRUCache(PEOPLE_KEPT)

    async def _person(self, user_id: int) -> Known:
        known = self._known.get(user_id)
        if known is None:
            known = await self.core.db.person(user_id)
            self._known[user_id] = known
        return known

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
        known = {u: k for u in user_ids if (k := self._known.get(u)) is not None}
        missing = [u for u in user_ids if u not in known]
        if missing:
            found = await self.core.db.people(missing)
            for u in missing:
                known[u] = found.get(u, (None, None))
                self._known[u] = known[u]
        return {u: i18n.chosen_or(*known[u]) for u in user_ids}

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
