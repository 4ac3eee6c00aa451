"""What reaches an engine from outside is not always what it offered: a typed `/play`, a forged
custom_id, a host bug. Any choice id gets a legal move or `IllegalAction` with the state as it
was, and a seat outside the table is refused outright, never read as another seat."""

from __future__ import annotations

import random

import pytest

from games import registry
from games.core import Game, IllegalAction
from tests.conformance.states import sampled_states

CASES = [
    pytest.param(game, n, id=f"{game.meta.id}-{n}p")
    for game in registry.all()
    for n in range(game.meta.min_players, game.meta.max_players + 1)
]
DIGITS = "9" * 5000
HOSTILE = [
    "",
    ":",
    "::",
    " ",
    DIGITS,
    "x" * 10_000,
    "é",
    "\x00",
    "🎲",
    "~",
    "-1",
    "put:" + DIGITS,
    "put:-1",
    "put:1e9",
    "put:٣",  # an Arabic-Indic digit: str.isdigit() is true, int() accepts it
    "take:²",  # a superscript: str.isdigit() is true, int() refuses it
    "take:" + DIGITS,
    "vote:yes:",
]
# Tails put after each prefix a prompt offers ("put:", "take:", "play:"): the place a parser
# turns text into numbers or looks things up.
TAILS = ["", ":", "-1", "1e9", "01", " 1", "1 ", "٣", "²", "0x1", DIGITS, "None", "é", "🎲"]
BAD_SEATS = (-1, -2, 6, 99)
REPLY = 1800  # a Discord message holds 2,000 characters; the host adds a few words


def hostile_ids(legal: list[str]) -> list[str]:
    prefixes = sorted({cid.split(":", 1)[0] + ":" for cid in legal})
    near = [cid + tail for cid in legal[:3] for tail in (" ", "\n", ":", "é")]
    return [*HOSTILE, *near, *(p + t for p in prefixes for t in TAILS)]


@pytest.mark.parametrize(("game", "n"), CASES)
def test_any_choice_id_is_a_legal_move_or_illegal_action(game: Game, n: int) -> None:
    rng = random.Random(n)
    for state in sampled_states(game, n, 31):
        before = game.dump(state)
        offered = {s: game.prompt(state, s) for s in range(n)}
        legal = sorted({c.id for p in offered.values() if p for c in p.choices})
        ids = hostile_ids(legal)
        for seat in range(n):
            mine = {c.id for c in offered[seat].choices} if offered[seat] else set()
            for cid in rng.sample(ids, min(len(ids), 30)):
                if cid in mine:
                    continue
                with pytest.raises(IllegalAction) as refused:
                    game.apply(state, seat, cid)
                assert game.dump(state) == before, f"{cid[:40]!r} from seat {seat} changed it"
                assert len(str(refused.value)) <= REPLY, "the refusal must fit a Discord reply"


@pytest.mark.parametrize(("game", "n"), CASES)
def test_a_seat_outside_the_table_is_refused(game: Game, n: int) -> None:
    """Python reads seat -1 as the last seat: a view for it would show that seat's secrets."""
    for state in sampled_states(game, n, 41):
        before = game.dump(state)
        active = game.active_seats(state)
        some_id = game.prompt(state, active[0]).choices[0].id if active else "pass"
        for seat in (*BAD_SEATS, n):
            with pytest.raises((ValueError, IndexError)):
                game.view(state, seat)
            with pytest.raises((ValueError, IndexError)):
                game.prompt(state, seat)
            with pytest.raises((ValueError, IllegalAction)):
                game.apply(state, seat, some_id)
            assert game.dump(state) == before
