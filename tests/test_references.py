"""The host's texts point at people, channels and moments, and mark small print, as plain
values; the Discord adapter writes each as Discord shows it, and nothing a person typed can
pass for one."""

from datetime import UTC, datetime

from bot.host import refs
from bot.host.inputs import plain
from bot.references import discord_text


def test_discord_writes_every_reference_and_small_print_in_its_own_markup() -> None:
    at = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
    text = "\n".join(
        [
            f"{refs.person(42)}, your move in {refs.channel(7)} before {refs.moment(at)}.",
            refs.small_print("Anne played a card · Bob passed"),
        ]
    )
    assert discord_text(text) == (
        f"<@42>, your move in <#7> before <t:{int(at.timestamp())}:f>.\n"
        "-# Anne played a card · Bob passed"
    )
    assert refs.OPEN not in discord_text(text) and refs.CLOSE not in discord_text(text)


def test_a_name_typed_with_the_marks_is_never_a_reference() -> None:
    crafted = f"{refs.OPEN}@1{refs.CLOSE}{refs.OPEN}s{refs.CLOSE}Eve"
    assert discord_text(plain(crafted)) == plain(crafted)
    assert "<@1>" not in discord_text(plain(crafted)) and "-# " not in discord_text(plain(crafted))
