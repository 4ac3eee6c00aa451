"""Open pages for `benchmarks.web`, in a process of their own: one WebSocket per page path
given, each taking the state and the table a change's message brings, and asking for its
hand's picture whenever that is a new one not sent with it, as the page's script does. Prints
"ready" once every page is open, then a line per change heard: the match, the version, and the
moment it arrived (`time.perf_counter`, the machine's monotonic clock, which the bench's
process reads too).

    python -m benchmarks.webpages http://127.0.0.1:PORT "/m/1/KEY/ COOKIE" /m/2/KEY/ ...
"""

from __future__ import annotations

import asyncio
import json
import sys
import time

import aiohttp


async def page(http: aiohttp.ClientSession, base: str, page: str, opened: asyncio.Event) -> None:
    """One page: `page` is its path, and after a space the session cookie of its signed-in
    person, if any."""
    path, _, cookie = page.partition(" ")
    match_id = path.split("/")[2]
    headers = {"Cookie": f"board_session={cookie}"} if cookie else {}
    live = base.replace("http", "ws", 1) + path + "live"
    hand = None  # the address of the hand's picture shown
    async with http.ws_connect(live, headers=headers) as socket:
        opened.set()
        async for message in socket:
            at = time.perf_counter()
            sent_hand = False
            if message.type == aiohttp.WSMsgType.BINARY:  # the news and the table with it
                length = int.from_bytes(message.data[4:8], "big")
                if not length:  # the table alone, when the page opened
                    continue
                told = json.loads(message.data[12 : 12 + length])
                sent_hand = int.from_bytes(message.data[8:12], "big") > 0
            else:
                told = json.loads(message.data)
            print(match_id, told["version"], at, flush=True)
            state = told.get("state")
            if state is None:  # ended and gone: the page asks for it
                async with http.get(base + path + "state", headers=headers) as answer:
                    await answer.read()
            elif state["you"] and state["you"]["picture"] != hand:
                hand = state["you"]["picture"]
                if sent_hand:  # with the news: not asked for
                    continue
                async with http.get(base + path + hand, headers=headers) as answer:
                    await answer.read()


async def main(base: str, paths: list[str]) -> None:
    # No cap on connections: each page holds its socket open for good (the default caps 100).
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
        events = [asyncio.Event() for _ in paths]
        tasks = [
            asyncio.create_task(page(http, base, p, e)) for p, e in zip(paths, events, strict=True)
        ]
        for event in events:
            await event.wait()
        print("ready", flush=True)
        await asyncio.gather(*tasks)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2:]))
