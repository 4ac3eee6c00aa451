"""A picture's words (`bot.host.alt`): plain text a screen reader speaks, within the front end's
limit however its references are written, the most important first and the newest of what
happened lately after it."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.host import refs
from bot.host.alt import described, plain
from bot.host.inputs import plain as name_as_text
from bot.references import discord_alt


def test_markdown_is_left_out_and_a_name_reads_as_typed() -> None:
    name = name_as_text("**Bob** <@1>")
    said = plain(f"**Revolt** · Turn 2\n\n  Waiting for {name}  (play a card)")
    assert said == "Revolt · Turn 2\nWaiting for **Bob** <@1> (play a card)"


def test_the_newest_lines_that_fit_follow_the_heading_within_the_limit() -> None:
    due = refs.moment(datetime(2026, 11, 30, 18, 0, tzinfo=UTC))
    parts = ["**Liberté** · Turn 2", f"Waiting for Anne, until {due}", "Anne 3 VP, Bob 2 VP"]
    lines = [f"Move {n}: **Bob** places a block in Paris" for n in range(1, 60)]
    words = described(parts, 400, lines, "Lately:")
    sent = discord_alt(words)
    assert len(sent) <= 400, "Discord's limit holds with the moment written out"
    assert "2026-11-30 18:00 UTC" in sent
    head, rest = sent.split("\nLately:\n")
    assert head.split("\n") == [
        "Liberté · Turn 2", "Waiting for Anne, until 2026-11-30 18:00 UTC", "Anne 3 VP, Bob 2 VP",
    ]  # fmt: skip
    kept = rest.split("\n")
    assert kept[-1] == "Move 59: Bob places a block in Paris", "the newest last"
    assert kept == [plain(line) for line in lines[-len(kept) :]], "the newest, in order"
    assert len(sent) + len("\n" + plain(lines[-len(kept) - 1])) > 400, "as many as fit"


def test_nothing_happened_lately_says_no_heading_for_it_and_a_long_head_is_cut() -> None:
    assert described(["**Revolt** · Turn 1"], 100, [], "Lately:") == "Revolt · Turn 1"
    long = described(["x" * 300], 100, ["a move"], "Lately:")
    assert len(long) == 100 and long.endswith("…")
