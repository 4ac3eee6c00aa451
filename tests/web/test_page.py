"""The board page (bot/web/templates/board.html, static/board.js and board.css) in a real
Chromium, against a stand-in server (tests/web/page_fixture.py) under the page's strict CSP: only
the places the decision offers are clickable, a click or a tap posts exactly that choice with the
state's version, prompt and CSRF token, names are shown as text, the live socket brings the next
state, and a spectator can do nothing. Screenshots land in /tmp/web_shots/ to be looked at."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from playwright.async_api import Locator, Page, expect
from yarl import URL

from bot.host import refs
from tests.web.conftest import DESKTOP, PHONE, BrowserPages, Device
from tests.web.page_fixture import (
    CSRF,
    HOSTILE,
    LYON,
    PAGE,
    PARIS,
    TABLE_SIZE,
    FakeBoard,
    hand_png,
    player_state,
    spectator_state,
)

Serve = Callable[[web.Application], Awaitable[URL]]
SHOTS = Path("/tmp/web_shots")
DEVICES = pytest.mark.parametrize("device", [DESKTOP, PHONE], ids=lambda device: device.name)


async def opened(
    browser_pages: BrowserPages, serve: Serve, board: FakeBoard, device: Device
) -> tuple[Page, list[str]]:
    """The match's page on `device`, drawn, with its socket open; and the dialogs it opens
    (there should be none: an `alert` would be a name run as markup)."""
    url = (await serve(board.app())).join(URL(PAGE))
    page = await browser_pages.open(device=device)
    dialogs: list[str] = []

    async def dismiss(dialog: Any) -> None:
        dialogs.append(dialog.message)
        await dialog.dismiss()

    page.on("dialog", dismiss)
    await page.goto(str(url))
    await expect(page.locator("#heading")).to_have_text(board.state["heading"])
    await expect(page.locator("body")).to_have_class(re.compile(r"\bdrawn\b"))
    await board.until_connected()
    return page, dialogs


async def press(locator: Locator, device: Device) -> None:
    await (locator.tap() if device.touch else locator.click())


async def until(condition: Callable[[], bool], timeout: float = 5) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.02)


async def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=SHOTS / f"{name}.png", full_page=True)


@DEVICES
async def test_a_player_clicks_a_place_and_passes_and_the_socket_brings_the_next_state(
    browser_pages: BrowserPages, serve: Serve, device: Device
) -> None:
    board = FakeBoard()
    page, dialogs = await opened(browser_pages, serve, board, device)

    # Only the place the decision offers is a choice; every choice is a button too.
    paris = page.locator('.place[data-place="paris"]')
    lyon = page.locator('.place[data-place="lyon"]')
    await expect(paris).to_have_class(re.compile(r"\baction\b"))
    await expect(lyon).not_to_have_class(re.compile(r"\baction\b"))
    await expect(page.locator(".place.action")).to_have_count(1)
    await expect(paris.locator("title")).to_have_text("Paris")
    await expect(page.locator("#choices button")).to_have_text(["Paris", "Pass"])

    # The hostile name is text wherever it shows, and nothing ran.
    await expect(page.locator("#seats li").first).to_contain_text(HOSTILE)
    await expect(page.locator("#who")).to_contain_text(HOSTILE)
    await expect(page.locator("#log li").last).to_have_text(f"Move 40: {HOSTILE} plays a card")
    await expect(page.locator("#log li strong").last).to_have_text(HOSTILE)
    assert await page.locator("img[src='x'], img[src$='/x']").count() == 0
    # The template escaped its title too.
    assert await page.locator("header b").count() == 0
    # The seat awaited is marked in words and sign, not colour alone; so is the stand-in.
    await expect(page.locator("#seats li.awaited .mark")).to_contain_text("Waiting for")
    await expect(page.locator("#seats li").nth(1)).to_contain_text("the stand-in plays")
    # The hand, and the log scrolled to its newest line.
    await expect(page.locator("#hand-text strong")).to_have_text("3")
    await expect(page.locator("#hand-picture")).to_be_visible()
    await page.wait_for_function(  # once the pictures above it have loaded, too
        "() => { const el = document.getElementById('log');"
        " return el.scrollHeight > el.clientHeight"
        " && el.scrollTop + el.clientHeight >= el.scrollHeight - 2; }"
    )
    # The places sit on the picture where they are drawn.
    await _boxes_on_picture(page)
    await shot(page, f"player-{device.name}")

    await press(paris, device)
    await until(lambda: len(board.moves) == 1)
    move = board.moves[0]
    assert move.body == {"choice": "prov:paris", "version": 34, "prompt": "prompt-34"}
    assert move.csrf == CSRF
    await expect(page.locator("#status")).to_have_text("Done: Paris")
    await expect(page.locator("#status strong")).to_have_text("Paris")

    board.answer = (200, {"ok": True, "reply": "You pass."})
    await press(page.get_by_role("button", name="Pass"), device)
    await until(lambda: len(board.moves) == 2)
    assert board.moves[1].body == {"choice": "pass", "version": 34, "prompt": "prompt-34"}
    assert board.moves[1].csrf == CSRF
    await expect(page.locator("#status")).to_have_text("You pass.")

    # The match moves on: the socket says so, and the page shows the state now.
    fetched = board.state_fetches
    board.state = player_state(35, heading="Turn 3")
    await board.push(35)
    await expect(page.locator("#heading")).to_have_text("Turn 3")
    assert board.state_fetches > fetched
    await expect(page.locator("#picture")).to_have_attribute("data-version", "35")

    # The next change brings the state and the hand's new picture with it: nothing asked for.
    fetched, hands = board.state_fetches, board.hand_fetches
    await board.push(36, player_state(36, heading="Turn 4"), hand=hand_png())
    await expect(page.locator("#heading")).to_have_text("Turn 4")
    await expect(page.locator("#hand-picture")).to_have_attribute("src", re.compile("^blob:"))
    await expect(page.locator("#picture")).to_have_attribute("data-version", "36")
    assert (board.state_fetches, board.hand_fetches) == (fetched, hands)

    assert dialogs == []
    await page.context.close()


@DEVICES
async def test_a_spectator_has_nothing_to_click(
    browser_pages: BrowserPages, serve: Serve, device: Device
) -> None:
    board = FakeBoard(state=spectator_state())
    page, dialogs = await opened(browser_pages, serve, board, device)

    await expect(page.locator(".place")).to_have_count(2)
    await expect(page.locator(".place.action")).to_have_count(0)
    await expect(page.locator(".place[tabindex]")).to_have_count(0)
    await expect(page.locator("#choices button")).to_have_count(0)
    await expect(page.locator("#hand")).to_be_hidden()
    await expect(page.locator("#decision-text")).to_have_text("You are watching.")
    await shot(page, f"spectator-{device.name}")

    # The table in words, for a screen reader: asked for once opened, its names as text.
    assert board.words_fetches == 0, "not asked for while closed"
    await page.locator("#words summary").click()
    await expect(page.locator("#words-text p")).to_have_count(3)
    await expect(page.locator("#words-text p strong").first).to_have_text("Provinces")
    await expect(page.locator("#words-text p").nth(1)).to_have_text(f"Paris: 3 blocks of {HOSTILE}")
    assert board.words_fetches == 1
    await shot(page, f"spectator-words-{device.name}")

    # A click on a place that is no choice sends nothing.
    await press(page.locator('.place[data-place="paris"]'), device)
    await page.wait_for_timeout(200)
    assert board.moves == []
    assert dialogs == []

    # A move: the spectator's page is sent the new table with the news, and asks for nothing.
    await board.until_connected()
    fetched = board.state_fetches
    newer = {**spectator_state(35), "heading": "Turn 3"}
    await board.push(35, newer)
    await expect(page.locator("#heading")).to_have_text("Turn 3")
    assert board.state_fetches == fetched
    await page.context.close()


async def test_a_live_log_of_new_lines_follows_the_pages_own_or_is_fetched_whole(
    browser_pages: BrowserPages, serve: Serve
) -> None:
    board = FakeBoard(state=spectator_state())
    page, _ = await opened(browser_pages, serve, board, DESKTOP)
    lines = page.locator("#log li")
    had = board.state["log"]
    await expect(lines).to_have_count(len(had))
    fetched = board.state_fetches
    newer = {**spectator_state(35), "log": ["Anne plays a card"], "log_from": len(had)}
    await board.push(35, newer)
    await expect(lines).to_have_count(len(had) + 1)
    await expect(lines.last).to_have_text("Anne plays a card")
    assert board.state_fetches == fetched, "the new line follows the page's own"
    # A log that lost lines meanwhile (a take-back): another epoch, and the page asks.
    board.state = {**spectator_state(37), "log": ["Bob passes"], "log_epoch": "two"}
    await board.push(36, {**spectator_state(36), "log": ["x"], "log_from": 9, "log_epoch": "two"})
    await expect(lines).to_have_count(1)
    assert board.state_fetches == fetched + 1
    await page.context.close()


async def test_a_deadline_is_shown_in_the_readers_own_time(
    browser_pages: BrowserPages, serve: Serve
) -> None:
    at = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)  # 21:00 in Tokyo
    board = FakeBoard(state={**player_state(), "waiting": f"Anne plays until {refs.moment(at)}."})
    url = (await serve(board.app())).join(URL(PAGE))
    page = await browser_pages.open(url, time_zone="Asia/Tokyo")
    await expect(page.locator("#waiting")).to_have_text(re.compile(r"until Nov 29, 2026.*9:00"))
    assert "\ufff9" not in (await page.locator("#waiting").text_content() or "")
    await page.context.close()


@DEVICES
async def test_an_amount_is_typed_and_a_step_taken_back(
    browser_pages: BrowserPages, serve: Serve, device: Device
) -> None:
    state = player_state()
    state["decision"].update(
        back=33, amount={"label": "Your bid", "prefix": "bid", "min": 0, "max": 40, "step": 1}
    )
    board = FakeBoard(state=state)
    page, dialogs = await opened(browser_pages, serve, board, device)
    field = page.get_by_label("Your bid")
    await field.fill("17")
    await field.press("Enter")
    await until(lambda: len(board.moves) == 1)
    assert board.moves[0].body == {"choice": "bid:17", "version": 34, "prompt": "prompt-34"}
    assert board.moves[0].csrf == CSRF
    await expect(page.locator("#back")).to_be_enabled()  # the page fetched its state again
    await shot(page, f"amount-back-{device.name}")
    await press(page.get_by_role("button", name="Take back my last step"), device)
    await until(lambda: len(board.backs) == 1)
    assert board.backs[0].body == {"version": 33} and board.backs[0].csrf == CSRF
    assert dialogs == []
    await page.context.close()


@DEVICES
async def test_a_finished_matchs_page_steps_back_through_its_moves(
    browser_pages: BrowserPages, serve: Serve, device: Device
) -> None:
    board = FakeBoard(state={**spectator_state(40), "status": "finished", "replay": {"moves": 12}})
    page, dialogs = await opened(browser_pages, serve, board, device)
    slider, at = page.locator("#replay-move"), page.locator("#replay-at")
    await expect(at).to_have_text("12 / 12")  # the end first: the table as the match left it
    await slider.focus()
    await page.keyboard.press("Home")
    await expect(at).to_have_text("the start")
    picture = page.locator("#picture")
    await expect(picture).to_have_attribute("src", re.compile(r"/replay\.png\?move=0$"))
    await expect(page.locator("#places")).to_be_hidden()  # the last table's places
    await page.keyboard.press("ArrowRight")
    await expect(at).to_have_text("1 / 12")
    await expect(picture).to_have_attribute("src", re.compile(r"/replay\.png\?move=1$"))
    await shot(page, f"replay-{device.name}")
    await page.keyboard.press("End")
    await expect(picture).to_have_attribute("src", re.compile(r"/table\.png\?v=40$"))
    await expect(page.locator("#places")).to_be_visible()
    assert board.replays == [0, 1] and dialogs == []
    await page.context.close()


async def test_choices_that_share_a_place_are_offered_to_pick_from_and_keys_work(
    browser_pages: BrowserPages, serve: Serve
) -> None:
    state = player_state()
    state["decision"]["choices"] = [
        {"id": "march:lyon", "label": "March on Lyon", "place": "lyon"},
        {"id": "rally:lyon", "label": "Rally in Lyon", "place": "lyon"},
        {"id": "prov:paris", "label": "Paris", "place": "paris"},
    ]
    board = FakeBoard(state=state)
    page, _ = await opened(browser_pages, serve, board, DESKTOP)

    await page.locator('.place[data-place="lyon"]').click()
    picker = page.locator("#picker")
    await expect(picker).to_be_visible()
    await expect(picker.locator(".picker-choices button")).to_have_text(
        ["March on Lyon", "Rally in Lyon"]
    )
    await shot(page, "picker-desktop")
    await page.keyboard.press("Escape")
    await expect(picker).to_be_hidden()
    assert board.moves == []

    await page.locator('.place[data-place="lyon"]').click()
    await picker.get_by_role("button", name="Rally in Lyon").click()
    await until(lambda: len(board.moves) == 1)
    assert board.moves[0].body["choice"] == "rally:lyon"
    await expect(picker).to_be_hidden()

    # From the keyboard: the places take the focus in turn (just before the zoom buttons), and
    # Enter plays one.
    await expect(page.locator("#choices button").first).to_be_enabled()
    await page.locator("#zoom-in").focus()
    await page.keyboard.press("Shift+Tab")
    await expect(page.locator('.place[data-place="lyon"]')).to_be_focused()
    await page.keyboard.press("Shift+Tab")
    await expect(page.locator('.place[data-place="paris"]')).to_be_focused()
    await shot(page, "focus-desktop")
    await page.keyboard.press("Enter")
    await until(lambda: len(board.moves) == 2)
    assert board.moves[1].body["choice"] == "prov:paris"

    # Zoomed in, the place is bigger on the screen and still answers a click.
    await expect(page.locator("#choices button").first).to_be_enabled()
    paris = page.locator('.place[data-place="paris"] rect.box')
    before = await paris.bounding_box()
    await page.get_by_role("button", name="Zoom in").click()
    await page.get_by_role("button", name="Zoom in").click()
    after = await paris.bounding_box()
    assert before and after and after["width"] > before["width"] * 1.4
    await expect(page.locator("#choices button").first).to_be_enabled()
    await page.locator('.place[data-place="paris"]').click()
    await until(lambda: len(board.moves) == 3)
    await shot(page, "zoomed-desktop")
    await page.get_by_role("button", name="Fit the board").click()
    fitted = await paris.bounding_box()
    assert fitted and abs(fitted["width"] - before["width"]) < 6
    await page.context.close()


async def test_a_late_move_says_why_and_fetches_the_state_again(
    browser_pages: BrowserPages, serve: Serve
) -> None:
    board = FakeBoard()
    board.answer = (409, {"ok": False, "error": "Too late: the game **moved on**."})
    page, _ = await opened(browser_pages, serve, board, DESKTOP)
    fetched = board.state_fetches
    # (By the way: the outline of a choice moves, except for a reader who asks for no motion.)
    edge = page.locator(".place.action rect.edge")
    assert await edge.evaluate("el => getComputedStyle(el).animationName") == "march"
    await page.emulate_media(reduced_motion="reduce")
    assert await edge.evaluate("el => getComputedStyle(el).animationName") == "none"

    await page.get_by_role("button", name="Pass").click()
    await expect(page.locator("#status")).to_have_text("Too late: the game moved on.")
    await until(lambda: board.state_fetches > fetched)
    await expect(page.get_by_role("button", name="Pass")).to_be_enabled()
    # The browser reports the refusal itself, as a console error: that one is expected.
    errors = browser_pages.take_errors()
    assert all("409" in error for error in errors), errors
    await page.context.close()


async def _boxes_on_picture(page: Page) -> None:
    """Each place's box, on the screen, lies inside the picture and where the picture draws it
    (the picture's scale times the box)."""
    picture = await page.locator("#picture").bounding_box()
    assert picture
    scale = picture["width"] / TABLE_SIZE[0]
    assert abs(picture["height"] - TABLE_SIZE[1] * scale) < 1
    for place, (x0, y0, x1, y1) in (("paris", PARIS), ("lyon", LYON)):
        box = await page.locator(f'.place[data-place="{place}"] rect.box').bounding_box()
        assert box
        # The box on the screen counts its outline: centres match, and sizes within it.
        centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        drawn = (picture["x"] + (x0 + x1) / 2 * scale, picture["y"] + (y0 + y1) / 2 * scale)
        assert abs(centre[0] - drawn[0]) < 1 and abs(centre[1] - drawn[1]) < 1, (place, box)
        assert -1 < box["width"] - (x1 - x0) * scale < 12, (place, box, picture)
        assert box["x"] >= picture["x"] - 6 and box["y"] >= picture["y"] - 6, (place, box)


@DEVICES
async def test_the_board_zooms_and_pans_and_a_place_still_answers(
    browser_pages: BrowserPages, serve: Serve, device: Device
) -> None:
    board = FakeBoard()
    page, _ = await opened(browser_pages, serve, board, device)
    paris = page.locator('.place[data-place="paris"] rect.box')
    view = await page.locator("#viewport").bounding_box()
    before = await paris.bounding_box()
    assert view and before
    x, y = view["x"] + view["width"] / 2, view["y"] + view["height"] / 2

    if device.touch:  # two fingers apart, then one finger across
        cdp = await page.context.new_cdp_session(page)

        async def touch(kind: str, *points: tuple[float, float]) -> None:
            touches = [{"x": px, "y": py, "id": i} for i, (px, py) in enumerate(points)]
            await cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touches})

        await touch("touchStart", (x - 30, y), (x + 30, y))
        for step in range(1, 11):
            await touch("touchMove", (x - 30 - 6 * step, y), (x + 30 + 6 * step, y))
        await touch("touchEnd")
        zoomed = await paris.bounding_box()
        assert zoomed and zoomed["width"] > before["width"] * 1.5, (before, zoomed)
        await touch("touchStart", (x, y))
        for step in range(1, 11):
            await touch("touchMove", (x + 5 * step, y + 3 * step))
        await touch("touchEnd")
    else:  # the wheel, then a drag
        await page.mouse.move(x, y)
        await page.mouse.wheel(0, -400)
        zoomed = await paris.bounding_box()
        assert zoomed and zoomed["width"] > before["width"] * 1.5, (before, zoomed)
        await page.mouse.down()
        await page.mouse.move(x + 50, y + 30, steps=10)
        await page.mouse.up()
    panned = await paris.bounding_box()
    assert panned and abs(panned["x"] - zoomed["x"] - 50) < 2, (zoomed, panned)
    assert abs(panned["y"] - zoomed["y"] - 30) < 2, (zoomed, panned)
    assert board.moves == []  # neither gesture was a click

    await press(page.locator('.place[data-place="paris"]'), device)
    await until(lambda: len(board.moves) == 1)
    assert board.moves[0].body["choice"] == "prov:paris"
    await shot(page, f"zoomed-{device.name}")
    await page.context.close()
