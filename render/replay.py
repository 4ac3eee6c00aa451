"""A whole match in one picture: the table at each part of the game, as an animated GIF that
Discord plays inline (every client shows a GIF; animated WebP is not played everywhere). Drawn
from spectator views only, like every table."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image

import render

MAX_SECONDS = 20.0  # of watching, the last frame's pause included
MIN_FRAME_MS = 400  # a table must be readable for a moment
MAX_FRAME_MS = 1500
LAST_FRAME_MS = 4000  # the final standing stays
MAX_FRAMES = int((MAX_SECONDS * 1000 - LAST_FRAME_MS) / MIN_FRAME_MS) + 1


def frame_ms(frames: int) -> int:
    """Each frame's time but the last, so that the whole stays within MAX_SECONDS."""
    if frames <= 1:
        return LAST_FRAME_MS
    share = (MAX_SECONDS * 1000 - LAST_FRAME_MS) / (frames - 1)
    return int(max(MIN_FRAME_MS, min(MAX_FRAME_MS, share)))


def replay_gif(
    game_id: str, views: Sequence[dict[str, Any]], names: Sequence[str], lang: str = "en"
) -> bytes:
    """The tables of `views` (at most MAX_FRAMES, the last the final standing) as a looping
    GIF, drawn in `lang`."""
    views = list(views)[-MAX_FRAMES:]
    frames = [
        Image.open(io.BytesIO(render.table_png(game_id, view, names, lang))).convert("RGB")
        for view in views
    ]
    step = frame_ms(len(frames))
    durations = [step] * (len(frames) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    frames[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        optimize=True,
    )
    return out.getvalue()
