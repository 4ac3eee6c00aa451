"""Whether a text is in the language it should be: no English in a French match's texts, no
French in an English one's (names of people, places and the games' own terms aside), and French
typography (a no-break space before `: ; ! ?`, « guillemets » rather than straight quotes)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

# Words a text in the other language cannot do without and the other language never uses.
ENGLISH = {
    "the", "your", "you", "and", "with", "which", "this", "that", "must", "has", "have",
    "cards", "player", "players", "wins", "won", "choose", "takes", "each", "from", "plays",
    "turn", "round", "who", "what", "when", "next", "left", "none", "nobody",
}  # fmt: skip
FRENCH = {
    "le", "les", "des", "du", "vous", "votre", "vos", "est", "une", "pour", "avec", "joueur",
    "joueurs", "carte", "cartes", "choisissez", "jouez", "gagne", "aucun", "aucune",
    "chaque", "qui", "sur", "dans", "au", "aux",
}  # fmt: skip
WORD = re.compile(r"[A-Za-zÀ-ÿœŒ’']+")
# Discord's markup, which has colons of its own: <t:1700000000:R>, :emoji:, links, `code`.
MARKUP = re.compile(r"<[^>]*>|:[a-z_]+:|https?://\S+|`[^`]*`")
NAMES = Path(__file__).with_name("names")
# French elides "de", "le", "la", "que" before a vowel, names included ("d’Armand"), but never
# before "oui" or "onze" ("le OUI").
UNELIDED = re.compile(
    r"(?<![\w’'])(?:[Dd]e|[Ll][ea]|[Qq]ue) (?!(?i:oui|onze)\b)[AEIOUYÀÂÉÈÊËÎÏÔÛÙ]\w*"
)


@cache
def proper_names(game_id: str) -> tuple[str, ...]:
    """The names a game's texts keep in every language (people, places, the game's own terms),
    from `tests/conformance/names/<game>.txt`, one a line, longest first."""
    path = NAMES / f"{game_id}.txt"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    found = {line.strip() for line in lines if line.strip() and not line.startswith("#")}
    return tuple(sorted(found, key=len, reverse=True))


def language_faults(text: str, lang: str, names: Iterable[str] = ()) -> tuple[str, ...]:
    """What shows `text` is not written in `lang`."""
    plain = MARKUP.sub(" ", text)
    unelided = [m.group() for m in UNELIDED.finditer(plain)] if lang == "fr" else []
    for name in names:
        plain = plain.replace(name, " ")
    words = {w.lower().strip("'’") for w in WORD.findall(plain)}
    other = ENGLISH if lang == "fr" else FRENCH
    found = [f"the word {w!r} of another language" for w in sorted(words & other)]
    if lang == "fr":
        spaced = re.finditer(r" ([:;!?])", plain)
        found += [f"a breaking space before {m.group(1)!r}" for m in spaced]
        found += [f"no elision in {words!r}" for words in unelided]
        if '"' in plain:
            found.append("straight quotes (French uses « »)")
    return tuple(found)
