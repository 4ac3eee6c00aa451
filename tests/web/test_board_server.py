"""The board's server as a hostile browser meets it: each person sees only what their seat may
see, whatever they send; a move needs the session and its CSRF token and goes through the same
host call as a button, told at the table; forged, expired and other people's sign-ins are
refused; a flood is answered 429; every open page hears of every change."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from aiohttp import WSMsgType, WSServerHandshakeError
from aiohttp.test_utils import TestClient, TestServer

import render
from bot.host import DirectMessage, Edit, Host, Picture, Post, Refused, draw_pictures, refs
from bot.host.offers import unlisted_amounts
from bot.web import server as web_server
from bot.web.server import COOKIE, Board, web_text
from bot.web.signing import LINK_DAYS, Session, Signer
from games import registry
from storage import Database, MatchRow
from tests.web.board import (
    CHANNEL,
    SECRET,
    Delivered,
    board_of,
    heard,
    somebody_moves,
    started,
)


@pytest.fixture
async def host(tmp_path: Path) -> AsyncIterator[Host]:
    db = await Database.open(tmp_path / "board.sqlite3")
    yield Host(db)
    await db.close()


@pytest.fixture
def delivered() -> Delivered:
    return Delivered()


@pytest.fixture
async def board(host: Host, delivered: Delivered) -> Board:
    return board_of(host, delivered)


async def match_of(host: Host, match_id: int) -> MatchRow:
    found = await host.db.get_table(match_id)
    assert found is not None
    return found[0]


async def client_of(board: Board) -> TestClient:
    client = TestClient(TestServer(board.app(), host="127.0.0.1"))
    await client.start_server()
    return client


async def signed_in(board: Board, match_id: int, user_id: int, name: str) -> TestClient:
    """A browser that opened the person's link: signed in, on the match's page."""
    client = await client_of(board)
    answer = await client.get(f"/in/{board.signer.link(match_id, user_id, name)}",
                              allow_redirects=False)  # fmt: skip
    assert answer.status == 303 and answer.headers["Location"] == board.page_path(match_id)
    return client


async def state_of(client: TestClient, board: Board, match_id: int) -> dict[str, Any]:
    answer = await client.get(board.page_path(match_id) + "state")
    assert answer.status == 200, await answer.text()
    return dict(await answer.json())


async def test_a_spectator_sees_the_table_and_nothing_of_any_seat(host: Host, board: Board) -> None:
    match_id = await started(host, "liberte", 3)
    client = await client_of(board)
    try:
        state = await state_of(client, board, match_id)
        assert state["you"] is None and state["decision"] is None and state["csrf"] is None
        assert state["places"], "the provinces are on the page to look at"
        heading, waiting, *_ = state["alt"].split("\n")  # the table's picture in words
        assert heading.startswith("Liberté · ") and waiting == state["waiting"].replace("**", "")
        words = await (await client.get(board.page_path(match_id) + "words")).json()
        assert words["version"] == state["version"], "the whole table in words, when asked"
        assert all(seat["name"] in words["words"] for seat in state["seats"])
        game, match = registry.get("liberte"), await match_of(host, match_id)
        public = game.view(game.load(match.state or ""), None)
        assert {p["id"] for p in state["places"]} == set(render.layout("liberte", public, "en"))
        hand = await client.get(board.page_path(match_id) + "hand.png")
        assert hand.status == 403
        move = await client.post(board.page_path(match_id) + "move",
                                 json={"choice": "pass", "version": 1, "prompt": "x"})  # fmt: skip
        assert move.status == 403
        picture = await client.get(board.page_path(match_id) + f"table.png?v={state['version']}")
        assert picture.status == 200 and (await picture.read()).startswith(b"\x89PNG")
        assert "immutable" in picture.headers["Cache-Control"]
    finally:
        await client.close()


@pytest.mark.parametrize(("game_id", "players"), [("liberte", 3), ("fr1789", 2), ("revolt", 4)])
async def test_each_seat_sees_its_own_hand_and_no_other(
    host: Host, board: Board, game_id: str, players: int
) -> None:
    match_id = await started(host, game_id, players)
    match = await match_of(host, match_id)
    game = registry.get(game_id)
    state = game.load(match.state or "")
    hands = {s: render.hand_text(game_id, game.view(state, s), "en") for s in range(players)}
    for seat in range(players):
        client = await signed_in(board, match_id, seat + 1, f"Player {seat + 1}")
        try:
            page = await state_of(client, board, match_id)
            shown = json.dumps(page, ensure_ascii=False)
            assert page["you"]["seat"] == seat and page["you"]["hand"] == hands[seat]
            for other, hand in hands.items():
                if other != seat and hand and hand not in hands[seat]:
                    assert hand not in shown, f"seat {seat} sees seat {other}'s hand"
            mine = await client.get(board.page_path(match_id) + "hand.png")
            assert mine.status == 200 and "no-store" in mine.headers["Cache-Control"]
        finally:
            await client.close()


async def test_a_hands_picture_is_fetched_and_drawn_again_only_once_it_changed(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seat's page names its hand's picture by what it shows: after a move that left it as
    it was, the same address (the page asks for nothing), after one that changed it, a new one;
    and the server draws each picture once, however often it is asked for."""
    drawn: list[bytes] = []
    draw = render.hand_png

    def counted(*args: Any) -> bytes:
        drawn.append(draw(*args))
        return drawn[-1]

    monkeypatch.setattr(render, "hand_png", counted)
    monkeypatch.setattr(web_server, "REQUESTS_PER_SECOND", 1000)  # three asks a move, quickly
    match_id = await started(host, "revolt", 3)
    game = registry.get("revolt")
    client = await signed_in(board, match_id, 1, "Player 1")
    try:
        shown: list[tuple[str, bytes]] = []  # the address the page shows, the picture it is
        for _ in range(12):
            address = (await state_of(client, board, match_id))["you"]["picture"]
            for _ in range(2):  # asked twice: drawn once
                answer = await client.get(board.page_path(match_id) + address)
                assert answer.status == 200
            match = await match_of(host, match_id)
            view = game.view(game.load(match.state or ""), 0)
            names = ["Player 1", "Player 2", "Player 3"]
            shown.append((address, draw("revolt", view, names, "en")))
            assert await answer.read() == shown[-1][1]
            await somebody_moves(host, match_id)
    finally:
        await client.close()
    for (before, old), (after, new) in itertools.pairwise(shown):
        assert (before == after) == (old == new), "a hand's address that lies about its picture"
    assert len({a for a, _ in shown}) < len(shown), "no move left the hand as it was"
    assert len(drawn) == len({a for a, _ in shown}), "a hand's picture drawn twice"


async def test_a_hand_drawn_for_its_dm_is_the_one_its_page_shows(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The picture of a hand the courier drew for its player's DM is the one their page is
    given: never drawn a second time for the page."""
    match_id = await started(host, "revolt", 3)
    client = await signed_in(board, match_id, 1, "Player 1")
    try:
        for _ in range(12):
            outbox = await somebody_moves(host, match_id)
            dms = [dm for dm in outbox.dms if dm.user_id == 1 and dm.picture is not None]
            if dms:
                break
        else:
            raise AssertionError("player 1's hand never changed")
        items: list[Edit | Post | DirectMessage] = [*outbox.edits, *outbox.posts, *outbox.dms]
        draw_pictures(items)  # as the courier draws them
        board.drawn(items)

        def never(*_: Any) -> bytes:
            raise AssertionError("a hand drawn again for the page")

        monkeypatch.setattr(render, "hand_png", never)
        address = (await state_of(client, board, match_id))["you"]["picture"]
        answer = await client.get(board.page_path(match_id) + address)
        assert answer.status == 200
        picture = dms[-1].picture
        assert picture is not None and await answer.read() == picture.data
    finally:
        await client.close()


async def test_each_pages_live_connection_brings_its_own_seats_state_and_no_other(
    host: Host, board: Board
) -> None:
    """After a move every open page is sent the state it now shows: a seat's player their own
    hand, decision and token, a spectator the table alone; nobody another seat's hand."""
    players = 4
    match_id = await started(host, "revolt", players)
    people = [await signed_in(board, match_id, s + 1, f"Player {s + 1}") for s in range(players)]
    readers = [*people, await client_of(board)]
    try:
        sockets = [await c.ws_connect(board.page_path(match_id) + "live") for c in readers]
        for socket in sockets:  # the table as it stands
            assert heard((await socket.receive(timeout=1)).data).told is None
        await somebody_moves(host, match_id)
        match = await match_of(host, match_id)
        game = registry.get("revolt")
        now = game.load(match.state or "")
        hands = {s: render.hand_text("revolt", game.view(now, s), "en") for s in range(players)}
        for seat, socket in enumerate(sockets):
            told = heard((await socket.receive(timeout=1)).data).told
            assert told is not None
            state = told["state"]
            assert state["version"] == match.version
            shown = json.dumps(state, ensure_ascii=False)
            if seat == players:  # the spectator
                assert state["you"] is None and state["decision"] is None
                assert state["csrf"] is None
            else:
                assert state["you"]["seat"] == seat and state["you"]["hand"] == hands[seat]
                assert state == await state_of(readers[seat], board, match_id), "as fetched"
            for other, hand in hands.items():
                if other != seat and hand not in hands.get(seat, ""):
                    assert hand not in shown, f"page {seat} is sent seat {other}'s hand"
    finally:
        for reader in readers:
            await reader.close()


async def test_a_players_page_is_sent_its_new_hand_drawn_for_their_dm_and_nobody_elses(
    host: Host, board: Board
) -> None:
    """A hand whose picture was drawn for its player's DM comes with the news to that player's
    pages, named by the state it comes with, so the page does not ask for it; a spectator is
    sent no hand, a player nobody else's, and nobody the same hand twice."""
    players = 3
    match_id = await started(host, "revolt", players)
    people = [await signed_in(board, match_id, s + 1, f"Player {s + 1}") for s in range(players)]
    readers = [*people, await client_of(board)]
    try:
        sockets = [await c.ws_connect(board.page_path(match_id) + "live") for c in readers]
        for socket in sockets:  # the table as it stands
            await socket.receive(timeout=1)
        sent: dict[int, list[bytes]] = {seat: [] for seat in range(players + 1)}
        for _ in range(4):
            outbox = await somebody_moves(host, match_id)
            items: list[Edit | Post | DirectMessage] = [*outbox.edits, *outbox.posts, *outbox.dms]
            board.coming(items)  # as the courier queues them, draws them and has them drawn
            draw_pictures(items)
            board.drawn(items)
            dms = {dm.user_id: dm.picture for dm in outbox.dms if dm.picture is not None}
            for seat, socket in enumerate(sockets):
                message = heard((await socket.receive(timeout=1)).data)
                assert message.told is not None
                you = message.told["state"]["you"]
                if not message.hand:
                    continue
                assert seat < players and you is not None, "a hand to a spectator"
                dm = dms.get(seat + 1)
                assert dm is not None, "a hand that was drawn for nobody's DM"
                assert message.hand == dm.data and you["picture"] == f"hand.png?k={dm.key}"
                assert message.hand not in sent[seat], "the same hand sent twice"
                sent[seat].append(message.hand)
        assert any(sent.values()), "no page was sent its new hand"
    finally:
        for reader in readers:
            await reader.close()


async def test_a_live_message_brings_only_the_logs_new_lines(host: Host, board: Board) -> None:
    """A long match's log is not sent again with every move: the next message brings the new
    lines, which follow the ones the page has (the same epoch)."""
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        socket = await client.ws_connect(board.page_path(match_id) + "live")
        await socket.receive(timeout=1)  # the table as it stands
        told = []
        for _ in range(2):
            await somebody_moves(host, match_id)
            news = heard((await socket.receive(timeout=1)).data).told
            assert news is not None
            told.append(news["state"])
        first, second = told
        assert first["log_from"] == 0, "the first message, the whole log"
        assert second["log_from"] == len(first["log"]) > 0
        assert second["log_epoch"] == first["log_epoch"]
        whole = await state_of(client, board, match_id)
        assert first["log"] + second["log"] == whole["log"] and second["log"]
    finally:
        await client.close()


async def test_a_move_needs_the_session_and_its_token_and_is_told_at_the_table(
    host: Host, board: Board, delivered: Delivered
) -> None:
    match_id = await started(host, "revolt", 3)
    offers = {}
    for user in (1, 2, 3):
        try:
            offers[user] = await host.offer(user_id=user, match_id=match_id)
        except Exception:
            continue
    user, offer = next(iter(offers.items()))
    client = await signed_in(board, match_id, user, f"Player {user}")
    try:
        page = await state_of(client, board, match_id)
        decision = page["decision"]
        assert decision is not None and decision["version"] == offer.version
        move = {"choice": decision["choices"][0]["id"], "version": decision["version"],
                "prompt": decision["prompt"]}  # fmt: skip
        url = board.page_path(match_id) + "move"
        refused = await client.post(url, json=move)  # no CSRF token: another site's form
        assert refused.status == 403
        forged = await client.post(url, json=move, headers={"X-CSRF-Token": "0" * 64})
        assert forged.status == 403
        assert (await match_of(host, match_id)).version == offer.version, "nothing moved"
        made = await client.post(url, json=move, headers={"X-CSRF-Token": page["csrf"]})
        assert made.status == 200 and (await made.json())["ok"]
        assert (await match_of(host, match_id)).version > offer.version
        assert [channel for channel, _ in delivered.outboxes] == [CHANNEL], "told at the table"
        again = await client.post(url, json=move, headers={"X-CSRF-Token": page["csrf"]})
        assert again.status == 409, "the same click twice makes one move"
        assert len(delivered.outboxes) == 1
    finally:
        await client.close()


async def test_forged_expired_and_other_peoples_sign_ins_are_refused(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        other = Signer("another bot's secret").link(match_id, 1, "Player 1")
        assert (await client.get(f"/in/{other}", allow_redirects=False)).status == 403
        token = board.signer.link(match_id, 1, "Player 1")
        tampered = token[:-2] + ("AA" if token[-2:] != "AA" else "BB")
        assert (await client.get(f"/in/{tampered}", allow_redirects=False)).status == 403
        session = board.signer.session(Session(1, "Player 1"))
        as_link = await client.get(f"/in/{session}", allow_redirects=False)
        assert as_link.status == 403, "a session is no sign-in link"
        long_ago = time.time() - (LINK_DAYS + 1) * 24 * 3600
        monkeypatch.setattr("itsdangerous.timed.time.time", lambda: long_ago)
        old = board.signer.link(match_id, 1, "Player 1")
        monkeypatch.undo()
        assert (await client.get(f"/in/{old}", allow_redirects=False)).status == 403
        client.session.cookie_jar.update_cookies({COOKIE: "forged." + session})
        state = await state_of(client, board, match_id)
        assert state["you"] is None, "a forged session is nobody"
        wrong_key = f"/m/{match_id}/{board.signer.view_key(match_id + 1)}/state"
        assert (await client.get(wrong_key)).status == 404, "another match's key opens nothing"
    finally:
        await client.close()


async def test_every_answer_carries_the_pages_policy(host: Host, board: Board) -> None:
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        answer = await client.get(board.page_path(match_id) + "state")
        policy = answer.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert "script-src 'self'" in policy and "unsafe-inline" not in policy
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
    finally:
        await client.close()


async def test_a_flood_is_answered_429_and_the_table_plays_on(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(web_server, "REQUESTS_PER_SECOND", 5)
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        url = board.page_path(match_id) + "state"
        answers = await asyncio.gather(*(client.get(url) for _ in range(30)))
        codes = [a.status for a in answers]
        assert codes.count(429) >= 20 and codes.count(200) >= 5
        await somebody_moves(host, match_id)  # a move at the table meanwhile
    finally:
        await client.close()


async def test_an_open_page_hears_of_a_move_made_in_discord_and_is_sent_the_threads_table(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page's socket brings the table as it stands, then each change: the state (for a
    spectator) and the table the thread's board draws for it, which nothing draws again."""
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        socket = await client.ws_connect(board.page_path(match_id) + "live")
        first = await socket.receive(timeout=1)
        version = (await match_of(host, match_id)).version
        assert first.type == WSMsgType.BINARY
        opened = heard(first.data)
        assert opened.version == version and opened.told is None, "the table alone"
        assert opened.table.startswith(b"\x89PNG")

        async def never(**_: Any) -> None:
            raise AssertionError("the board drew a table the thread draws")

        monkeypatch.setattr(host.pages, "table_png", never)
        outbox = await somebody_moves(host, match_id)
        items: list[Edit | Post] = [*outbox.edits, *outbox.posts]
        board.coming(items)  # as the courier queues them
        draw_pictures(items)  # as the courier draws them
        board.drawn(items)
        message = heard((await socket.receive(timeout=1)).data)
        now = (await match_of(host, match_id)).version
        assert message.version == now and message.told is not None
        assert message.told["version"] == now
        assert message.told["state"]["version"] == now, "a spectator is sent the table"
        assert message.told["state"]["you"] is None and message.told["state"]["decision"] is None
        assert message.hand == b"", "no hand to a spectator"
        thread = next(e.post for e in outbox.edits if e.post is not None and e.post.picture)
        assert thread.picture is not None
        assert message.table == thread.picture.data, "the table drawn for the thread"
        await socket.close()
        with pytest.raises(WSServerHandshakeError):  # another site's page, in this browser
            await client.ws_connect(board.page_path(match_id) + "live",
                                    headers={"Origin": "https://evil.example"})  # fmt: skip
    finally:
        await client.close()


def test_a_signed_value_serves_one_purpose() -> None:
    signer = Signer(SECRET)
    link = signer.link(3, 1, "Ann")
    assert signer.read_link(link) == (3, Session(1, "Ann"))
    assert signer.read_session(link) is None
    assert signer.read_session(signer.session(Session(1, "Ann"))) == Session(1, "Ann")
    assert signer.view_ok(3, signer.view_key(3)) and not signer.view_ok(4, signer.view_key(3))
    cookie = signer.session(Session(1, "Ann"))
    assert signer.csrf_ok(cookie, signer.csrf(cookie))
    assert not signer.csrf_ok(signer.session(Session(2, "Bob")), signer.csrf(cookie))


async def test_a_spectators_page_follows_every_move_and_the_threads_table_is_shown(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spectators are sent one state a version, and the table the thread's board draws for a
    version is the one the page shows, waited for while it is drawn: no page draws it again."""
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        before = await state_of(client, board, match_id)
        outbox = await somebody_moves(host, match_id)
        after = await state_of(client, board, match_id)
        assert after["version"] > before["version"], "the spectator's state is not kept stale"
        items: list[Edit | Post] = [*outbox.edits, *outbox.posts]
        board.coming(items)  # as the courier queues them

        async def never(**_: Any) -> None:
            raise AssertionError("the page drew a table the thread draws")

        monkeypatch.setattr(host.pages, "table_png", never)
        asked = asyncio.ensure_future(client.get(board.page_path(match_id) + after["picture"]))
        for _ in range(100):  # the request reaches the server, in this loop: no real waiting
            await asyncio.sleep(0)
        assert not asked.done(), "the page waits for the thread's table"
        draw_pictures(items)  # as the courier draws them
        board.drawn(items)
        shown = await asked
        thread = next(e.post for e in outbox.edits if e.post is not None and e.post.picture)
        assert thread.picture is not None
        assert shown.status == 200 and await shown.read() == thread.picture.data
    finally:
        await client.close()


async def test_people_behind_one_address_each_have_their_own_rate(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Behind a reverse proxy everyone shares its address: a signed-in person's requests are
    counted as theirs, and anyone else's by the address the proxy names."""
    monkeypatch.setattr(web_server, "REQUESTS_PER_SECOND", 5)
    match_id = await started(host, "revolt", 3)
    people = [await signed_in(board, match_id, user, f"Player {user}") for user in (1, 2)]
    url = board.page_path(match_id) + "state"
    try:
        answers = await asyncio.gather(*(p.get(url) for p in people for _ in range(5)))
        assert [a.status for a in answers] == [200] * 10, "each within their own rate"
        visitor = people[0]
        visitor.session.cookie_jar.clear()
        proxied = [
            visitor.get(url, headers={"X-Forwarded-For": f"203.0.113.{n % 2}"}) for n in range(10)
        ]
        codes = [a.status for a in await asyncio.gather(*proxied)]
        assert codes.count(200) == 10, "two visitors, five requests each"
    finally:
        for person in people:
            await person.close()


async def test_pages_asking_for_a_new_table_at_once_have_it_drawn_once(
    host: Host, board: Board, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = await started(host, "revolt", 3)
    drawn = 0
    draw = host.pages.table_png

    async def counted(**where: Any) -> tuple[int, bytes]:
        nonlocal drawn
        drawn += 1
        return await draw(**where)

    monkeypatch.setattr(host.pages, "table_png", counted)
    client = await client_of(board)
    try:
        state = await state_of(client, board, match_id)
        url = board.page_path(match_id) + state["picture"]
        answers = await asyncio.gather(*(client.get(url) for _ in range(4)))
        assert [a.status for a in answers] == [200] * 4 and drawn == 1
    finally:
        await client.close()


def test_a_text_names_people_as_the_table_does_and_never_shows_a_mark() -> None:
    at = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
    text = f"{refs.person(7)} in {refs.channel(9)} until {refs.moment(at)}; {refs.person(8)}"
    shown = web_text(text, {7: "Anne"})
    assert shown == f"@Anne in # until {refs.moment(at)}; @…", "the page writes the moment"


async def test_two_clicks_at_once_on_the_page_make_one_move(
    host: Host, board: Board, delivered: Delivered
) -> None:
    match_id = await started(host, "revolt", 3)
    for user in (1, 2, 3):
        client = await signed_in(board, match_id, user, f"Player {user}")
        page = await state_of(client, board, match_id)
        if page["decision"] is not None:
            break
        await client.close()
    else:
        raise AssertionError("nobody has a decision")
    try:
        decision = page["decision"]
        move = {"choice": decision["choices"][0]["id"], "version": decision["version"],
                "prompt": decision["prompt"]}  # fmt: skip
        url, token = board.page_path(match_id) + "move", {"X-CSRF-Token": page["csrf"]}
        answers = await asyncio.gather(*(client.post(url, json=move, headers=token)
                                         for _ in range(2)))  # fmt: skip
        assert sorted(a.status for a in answers) == [200, 409]
        assert len(delivered.outboxes) == 1, "told at the table once"
    finally:
        await client.close()


async def test_a_finished_match_replays_move_by_move_as_everyone_saw_it(
    host: Host, board: Board
) -> None:
    """The page of a finished match steps through it: the table after any move, the very one
    `/game board move:` shows (the public view: no hand); none while the match runs."""
    match_id = await started(host, "revolt", 3)
    client = await client_of(board)
    try:
        running = await client.get(board.page_path(match_id) + "replay.png?move=0")
        assert running.status == 404, "no replay while the match runs"
        while (await match_of(host, match_id)).status == "running":
            await somebody_moves(host, match_id)
        moves = len(await host.db.actions(match_id))
        state = await state_of(client, board, match_id)
        assert state["replay"] == {"moves": moves}
        for move in (0, moves // 2, moves):
            shown = await client.get(board.page_path(match_id) + f"replay.png?move={move}")
            told = await host.reports.board(channel_id=CHANNEL, move=move)
            assert told.reply_picture is not None
            assert shown.status == 200 and await shown.read() == told.reply_picture.data
            assert "immutable" in shown.headers["Cache-Control"]
        for wrong in (str(moves + 1), "-1", "x", ""):
            answer = await client.get(board.page_path(match_id) + f"replay.png?move={wrong}")
            assert answer.status == 404, wrong
    finally:
        await client.close()


async def test_back_on_the_page_takes_back_the_players_latest_step_as_the_button_does(
    host: Host, board: Board, delivered: Delivered
) -> None:
    match_id = await started(host, "liberte", 3)
    rng = random.Random(5)
    for _ in range(200):  # random moves until somebody may take their step back
        offers = {}
        for user in (1, 2, 3):
            with contextlib.suppress(Refused):
                offers[user] = await host.offer(user_id=user, match_id=match_id)
        backs = [(user, offer) for user, offer in offers.items() if offer.back is not None]
        if backs:
            break
        user, offer = rng.choice(list(offers.items()))
        choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
        await host.act(user_id=user, choice_id=choice, match_id=match_id, version=offer.version,
                       prompt_hash_seen=offer.prompt_hash)  # fmt: skip
    else:
        raise AssertionError("nobody could take a step back in a random game")
    user, offer = backs[0]
    made = len(await host.db.actions(match_id))
    client = await signed_in(board, match_id, user, f"Player {user}")
    try:
        page = await state_of(client, board, match_id)
        assert page["decision"]["back"] == offer.back
        url, back = board.page_path(match_id) + "back", {"version": offer.back}
        refused = await client.post(url, json=back)  # no CSRF token: another site's form
        assert refused.status == 403 and len(await host.db.actions(match_id)) == made
        taken = await client.post(url, json=back, headers={"X-CSRF-Token": page["csrf"]})
        assert taken.status == 200 and (await taken.json())["ok"]
        assert len(await host.db.actions(match_id)) < made, "the step was taken back"
        assert [channel for channel, _ in delivered.outboxes] == [CHANNEL], "told at the table"
        again = await client.post(url, json=back, headers={"X-CSRF-Token": page["csrf"]})
        assert again.status == 409, "two clicks take back one step"
        after = await state_of(client, board, match_id)
        assert after["log_epoch"] != page["log_epoch"], "a log that lost lines is a new one"
    finally:
        await client.close()


async def test_an_amount_beyond_the_listed_ones_is_asked_for_on_the_page(
    host: Host, board: Board
) -> None:
    """Where a decision takes any amount in a range (a bid) and its choices list only the
    common ones, the page is told the range, and an amount typed is played as the button's."""
    match_id = await started(host, "fr1789", 3)
    rng = random.Random(3)
    for _ in range(400):  # random moves until somebody may type an amount
        offers = {}
        for user in (1, 2, 3):
            with contextlib.suppress(Refused):
                offers[user] = await host.offer(user_id=user, match_id=match_id)
        typed = [(user, offer) for user, offer in offers.items() if unlisted_amounts(offer)]
        if typed:
            break
        user, offer = rng.choice(list(offers.items()))
        choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
        await host.act(user_id=user, choice_id=choice, match_id=match_id, version=offer.version,
                       prompt_hash_seen=offer.prompt_hash)  # fmt: skip
    else:
        raise AssertionError("nobody could type an amount in a random game")
    user, offer = typed[0]
    assert offer.amount is not None
    client = await signed_in(board, match_id, user, f"Player {user}")
    try:
        page = await state_of(client, board, match_id)
        amount = page["decision"]["amount"]
        assert amount["min"] == offer.amount.minimum and amount["max"] == offer.amount.maximum
        assert amount["label"] == offer.amount.label and amount["prefix"] == offer.amount.prefix
        listed = {c.id for c in offer.choices}
        ids = [f"{amount['prefix']}:{n}" for n in range(amount["max"], amount["min"] - 1, -1)]
        unlisted = next(i for i in ids if i not in listed and offer.amount.allows(i))
        move = {"choice": unlisted, "version": page["decision"]["version"],
                "prompt": page["decision"]["prompt"]}  # fmt: skip
        made = await client.post(board.page_path(match_id) + "move", json=move,
                                 headers={"X-CSRF-Token": page["csrf"]})  # fmt: skip
        assert made.status == 200, await made.text()
        last = await host.db.last_action(match_id)
        assert last is not None and last.choice_id == move["choice"]
    finally:
        await client.close()


async def test_a_pages_own_pictures_are_drawn_where_the_bot_draws_the_threads(
    host: Host, board: Board
) -> None:
    """A table no board of the thread drew, and a hand, are drawn by the drawing the bot gives
    (its worker processes), not in the bot's own process."""
    drawn: list[str] = []

    async def in_a_worker(picture: Picture) -> bytes:
        drawn.append(picture.filename)
        return picture.data

    host.pages.draw = in_a_worker
    match_id = await started(host, "revolt", 3)
    client = await signed_in(board, match_id, 1, "Player 1")
    try:
        state = await state_of(client, board, match_id)
        for address in (state["picture"], state["you"]["picture"]):
            answer = await client.get(board.page_path(match_id) + address)
            assert answer.status == 200 and (await answer.read()).startswith(b"\x89PNG")
    finally:
        await client.close()
    assert drawn == ["table.png", "hand.png"]
