"""Looking back through the host: the log, past tables, the export and its replay, the score
chart with the result."""

from __future__ import annotations

import json
import random
import re

import pytest

from bot.host import Host, Outbox, Refused
from bot.host.reports import MatchFile, check, final_chart, score_chart
from bot.host.table import BOARD
from games import registry
from games.core.replay import ReplayError
from i18n import say
from storage import ActionRow
from tests.conformance.test_chart import check_chart
from tests.host.test_host import ALICE, BOB, CHANNEL, CHLOE, play_to_the_end, seated, whose_turn
from tests.storage.writes import save_move


def board_of(out: Outbox) -> bytes:
    """The table an outbox shows: a new board, or the chapter's board edited."""
    (board,) = [p for p in (*out.posts, *(e.post for e in out.edits)) if p and p.record == BOARD]
    return board.picture.data


async def started(host: Host) -> list[bytes]:
    """Alice, Bob and Chloé start a Revolt match; the boards posted so far (the start's)."""
    await seated(host, BOB, CHLOE)
    return [board_of(await host.start(user_id=ALICE, channel_id=CHANNEL))]


async def play(host: Host, moves: int, rng: random.Random, boards: list[bytes]) -> None:
    """`moves` random moves; the board each one posted is added to `boards`."""
    for _ in range(moves):
        actor = await whose_turn(host)
        offer = await host.offer(user_id=actor, channel_id=CHANNEL)
        out = await host.act(user_id=actor, choice_id=rng.choice(offer.choices).id,
                             channel_id=CHANNEL)
        boards.append(board_of(out))


async def test_nothing_to_look_back_at_before_the_start(host: Host) -> None:
    with pytest.raises(Refused, match="No match has played here yet"):
        await host.reports.log(channel_id=CHANNEL)
    await seated(host, BOB, CHLOE)
    for look in (host.reports.log, host.reports.board, host.reports.export):
        with pytest.raises(Refused, match="not started yet"):
            await look(channel_id=CHANNEL)
    await host.abort(channel_id=CHANNEL, user_id=ALICE, name="Alice", can_manage=False)
    with pytest.raises(Refused, match="closed before it started"):
        await host.reports.board(channel_id=CHANNEL)


async def test_the_log_shows_the_public_events_named_newest_last(host: Host) -> None:
    boards = await started(host)
    await play(host, 8, random.Random(1), boards)
    match = await host.db.active_match(CHANNEL)
    assert match is not None and match.state is not None
    # A move that told one seat a secret beside its public news (no game does yet: stored here).
    await save_move(host.db,
        match.id, expected_version=match.version, state=match.state, seat=1, choice_id="x",
        events=[("{s1} peeks at the deck", None), ("the password is swordfish", [1])],
    )  # fmt: skip
    text = (await host.reports.log(channel_id=CHANNEL)).reply
    assert text is not None
    assert text.startswith("**Revolt** · the latest moves, newest last (9 made):")
    lines = text.splitlines()[1:]
    assert len(lines) == 9 and lines[-1] == "`9.` Bob peeks at the deck"
    assert "swordfish" not in text, "private events are never shown"
    assert re.fullmatch(r"`1\.` (Alice|Bob|Chloé) (plays|cuts with) \w+.*", lines[0]), lines[0]
    assert "{s" not in text, "every seat is named"
    short = (await host.reports.log(channel_id=CHANNEL, count=2)).reply
    assert short.splitlines()[1:] == lines[-2:]
    assert len((await host.reports.log(channel_id=CHANNEL, count=-5)).reply.splitlines()) == 2


async def test_the_log_stays_within_a_message(host: Host) -> None:
    await started(host)
    match = await host.db.active_match(CHANNEL)
    assert match is not None and match.state is not None
    for version in range(match.version, match.version + 40):
        await save_move(host.db, match.id, expected_version=version, state=match.state, seat=0,
                                choice_id="x", events=[("{s0} says " + "blah " * 30, None)])
    await save_move(host.db, match.id, expected_version=match.version + 40, state=match.state,
                            seat=1, choice_id="x", events=[("{s1} says " + "yak " * 600, None)])
    text = (await host.reports.log(channel_id=CHANNEL, count=50)).reply
    assert text is not None
    assert len(text) <= 2000
    *older, newest = text.splitlines()
    assert newest.startswith("`41.` Bob says yak yak") and newest.endswith("…"), "cut, kept"
    assert older[-1] == "`40.` Alice says " + "blah " * 30
    assert older[1] == "…", "where older moves were left out"


async def test_the_board_after_any_move_is_the_one_posted_then(host: Host) -> None:
    boards = await started(host)
    await play(host, 12, random.Random(2), boards)
    for move in (0, 1, 7, 12):
        out = await host.reports.board(channel_id=CHANNEL, move=move)
        assert out.reply_picture.data == boards[move], f"the table after move {move}"
        assert not out.posts and not out.dms, "privately: nothing is posted"
    assert (await host.reports.board(channel_id=CHANNEL, move=0)).reply.startswith(
        "**Revolt** at the start · Turn 1 · trick 1")
    now = await host.reports.board(channel_id=CHANNEL)
    assert now.reply_picture.data == boards[-1]
    assert now.reply.startswith("**Revolt** after move 12 of 12 · Turn 1 · trick ")
    for wrong in (-1, 13, 10**15):
        with pytest.raises(Refused, match=r"pick 0 \(the start\) to 12 \(12 moves so far\)"):
            await host.reports.board(channel_id=CHANNEL, move=wrong)


async def test_export_only_once_over_and_it_replays_exactly(host: Host) -> None:
    await started(host)
    rng = random.Random(3)
    await play(host, 5, rng, [])
    with pytest.raises(Refused, match="once the match is over"):
        await host.reports.export(channel_id=CHANNEL)
    await play_to_the_end(host, rng)
    out = await host.reports.export(channel_id=CHANNEL)
    match = await host.db.latest_match(CHANNEL)
    assert match is not None and match.state is not None
    assert out.reply_picture.filename == f"revolt-match-{match.id}.json"
    data = json.loads(out.reply_picture.data)
    assert data["game"] == "revolt" and data["seed"] == match.seed and data["options"] == {}
    assert [s["name"] for s in data["seats"]] == ["Alice", "Bob", "Chloé"]
    actions = await host.db.actions(match.id)
    assert [(m["seat"], m["choice"]) for m in data["moves"]] == [
        (a.seat, a.choice_id) for a in actions]
    outcome = registry.get("revolt").outcome(registry.get("revolt").load(match.state))
    assert data["result"]["winners"] == outcome.winners
    file = MatchFile.model_validate(data)
    assert registry.get("revolt").dump(check(file)) == match.state

    edited = file.model_copy(update={"moves": file.moves[:-1]})
    with pytest.raises(ReplayError) as refused:
        check(edited)
    assert say(refused.value.text) == "the moves end with another result than the one recorded"
    wrong = file.moves[0].model_copy(update={"choice": "play:XX"})
    with pytest.raises(ReplayError) as refused:
        check(file.model_copy(update={"moves": [wrong, *file.moves[1:]]}))
    said = say(refused.value.text, names=file.names)
    assert re.match(r"move 1 \(play:XX, by \w+\) is refused: ", said), said
    with pytest.raises(ReplayError) as refused:
        check(file.model_copy(update={"game": "chess"}))
    assert say(refused.value.text) == "this bot has no game called chess"


async def test_an_aborted_match_exports_without_a_result(host: Host) -> None:
    await started(host)
    await play(host, 4, random.Random(5), [])
    await host.abort(channel_id=CHANNEL, user_id=ALICE, name="Alice", can_manage=False)
    file = MatchFile.model_validate_json((await host.reports.export(channel_id=CHANNEL))
                                         .reply_picture.data)
    assert file.result is None and len(file.moves) == 4
    check(file)
    assert (await host.reports.log(channel_id=CHANNEL)).reply.count("\n") == 4, "still readable"


async def test_the_result_is_posted_with_the_score_chart(host: Host) -> None:
    await started(host)
    out = await play_to_the_end(host, random.Random(6))
    final = next(p for p in out.posts if "Final scores:" in p.text)
    assert "Final scores:" in final.text
    picture = final.picture
    assert picture is not None and picture.filename.endswith("-scores.png")
    check_chart(picture.data, 3)


async def test_a_log_that_no_longer_replays_still_gets_its_result(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(host)
    match = await host.db.active_match(CHANNEL)
    assert match is not None
    seats = await host.db.seats(match.id)
    changed_rules = [ActionRow(1, 0, "play:ZZ", "")]
    assert score_chart(match, seats, changed_rules) == b"", "no chart, and no failure"

    async def actions(match_id: int, since_seq: int = 0) -> list[ActionRow]:
        return changed_rules

    monkeypatch.setattr(host.db, "actions", actions)
    assert (await final_chart(host.db, match, seats, "")).data == b""  # posted without it
    with pytest.raises(Refused, match="no longer replay"):
        await host.reports.board(channel_id=CHANNEL, move=1)
