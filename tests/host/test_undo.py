"""Taking a move back, for every game: allowed while nobody else has acted and nothing hidden
came to light; refused, privately and with the reason, otherwise. The state, the board, the
chapter and the pings after an undo are what they were before the move."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.host import MOVED_ON, Host, Outbox, Refused, lobby, prompt_hash
from bot.host.hidden import CHANCE
from bot.host.report import decisions
from bot.host.reports import record_of
from bot.host.table import BOARD, from_key
from games import registry
from games.core.replay import state_after
from i18n import say
from storage import ActionRow, MatchRow

CHANNEL = 88
ANNE, BOB, CHLOE = 1, 2, 3
NAMES = {ANNE: "Anne", BOB: "Bob", CHLOE: "Chloé"}
GAMES = ["revolt", "liberte", "guillotine"]
SEED = 1789


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deal every run: a test that fails, fails again."""
    monkeypatch.setattr(lobby.secrets, "randbits", lambda bits: SEED)


async def opened(host: Host, game_id: str, options: dict[str, Any] | None = None) -> None:
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ANNE, name="Anne",
                         game_id=game_id, options=options)
    for user in (BOB, CHLOE):
        await host.join(user_id=user, name=NAMES[user], channel_id=CHANNEL)
    await host.start(user_id=ANNE, channel_id=CHANNEL)


async def now(host: Host) -> MatchRow:
    match = await host.db.active_match(CHANNEL)
    assert match is not None
    return match


async def step(host: Host, rng: random.Random) -> tuple[int, ActionRow, Outbox, MatchRow]:
    """A random move by someone who must act: who, the move as logged, its outbox, and the
    match as it was before it."""
    before = await now(host)
    game = registry.get(before.game_id)
    seat = rng.choice(game.active_seats(game.load(before.state or "")))
    user = seat + 1
    offer = await host.offer(user_id=user, channel_id=CHANNEL)
    # The game's own choices: a standing pass would make later moves of this seat by itself.
    choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
    out = await host.act(user_id=user, choice_id=choice, channel_id=CHANNEL)
    last = await host.db.last_action(before.id)
    assert last is not None and last.seat == seat
    return user, last, out, before


async def play_until(
    host: Host, rng: random.Random, wanted: Any, limit: int = 400
) -> tuple[int, ActionRow, Outbox, MatchRow]:
    """Random moves until one satisfies `wanted(action)`; that move's `step`."""
    for _ in range(limit):
        made = await step(host, rng)
        if wanted(made[1]):
            return made
    raise AssertionError("no such move in a random game")


def said(out: Outbox) -> str:
    """The board's caption in an outbox (edited in place, or posted)."""
    posts = [e.post for e in out.edits if e.slot == BOARD and e.post] + [
        p for p in out.posts if p.record == BOARD
    ]
    assert len(posts) == 1, "one board"
    return posts[0].text


async def refusal(host: Host, user: int) -> str:
    with pytest.raises(Refused) as refused:
        await host.undo(user_id=user, channel_id=CHANNEL)
    return str(refused.value)


@pytest.mark.parametrize("game_id", GAMES)
async def test_nothing_to_take_back_at_the_start(host: Host, game_id: str) -> None:
    await opened(host, game_id)
    before = await now(host)
    assert await refusal(host, BOB) == "You have no move to take back in this match."
    assert "not playing" in await refusal(host, 99)
    assert await now(host) == before


def undoable(move: ActionRow) -> bool:
    """A move that brought nothing hidden to light."""
    return move.reveals is None


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_step_that_revealed_nothing_is_taken_back(host: Host, game_id: str) -> None:
    await opened(host, game_id)
    game = registry.get(game_id)
    user, last, out, before = await play_until(host, random.Random(1), undoable)
    assert out.take_back == (before.id, before.version + 1), "the answer offers Take back"
    offered_before = game.prompt(game.load(before.state or ""), last.seat)
    assert offered_before is not None
    undone = await host.undo(user_id=user, channel_id=CHANNEL)

    after = await now(host)
    assert after.state == before.state, "the replay gives back the very state"
    assert after.version == before.version + 2, "a new version: older buttons are refused"
    assert after.chapter_since == before.chapter_since
    seats = await host.db.seats(after.id)
    assert after.pinged == decisions(game, game.load(after.state or ""), after.state or "", seats)
    assert await host.db.last_action(after.id) != last
    offer = undone.next_offer
    assert offer is not None and offer.seat == last.seat and offer.version == after.version
    assert offer.prompt_hash == prompt_hash(offered_before), "the same decision again"
    label = say(offered_before.label_of(last.choice_id), "en", list(NAMES.values()))
    assert undone.reply == f"↩️ Taken back: {label}.", "the move as the player read it"
    public = [text for text, to in last.events if to is None]
    if public:  # the board loses the move's news and says who took what back
        caption = said(undone)
        assert f"{NAMES[user]} took back: " in caption
        before_line = caption.partition(" took back: ")[0]
        assert not any(say(t, "en", list(NAMES.values())) in before_line for t in public)
        assert undone.edits[0].post is not None and undone.edits[0].post.picture is not None
    with pytest.raises(Refused) as stale:  # the same Take back pressed twice
        await host.undo(user_id=user, match_id=after.id, version=before.version + 1)
    assert str(stale.value) == say(MOVED_ON)
    assert await now(host) == after


@pytest.mark.parametrize("game_id", GAMES)
async def test_not_your_move_and_another_player_acted(host: Host, game_id: str) -> None:
    await opened(host, game_id)
    rng = random.Random(2)
    user, last, _, _ = await step(host, rng)
    while not undoable(last):  # the first move that revealed nothing to its mover
        user, last, _, _ = await step(host, rng)
    other = next(u for u in NAMES if u != user)
    assert NAMES[user] in await refusal(host, other), "only the mover may take it back"
    while True:  # someone else moves next: the move stands
        mover, following, _, _ = await step(host, rng)
        if mover != user:
            break
        user, last = mover, following
    refused = await refusal(host, user)
    assert refused.startswith(f"{NAMES[mover]} has acted since your last move, so it stands")


# Where each game brings hidden things to light, and the reason the player is given.
REVEALING = [
    pytest.param("revolt", None, say(CHANCE), id="revolt-a-new-deal"),
    pytest.param("liberte", None, "it took a card from the deck", id="liberte-a-card-drawn"),
    pytest.param("guillotine", None, say(CHANCE), id="guillotine-a-die-rolled"),
    pytest.param(
        "guillotine", {"first_player": 0, "dice": [4, 2, 5, 1, 3, 6]}, "a die was rolled",
        id="guillotine-a-scripted-die",
    ),
    pytest.param("guillotine", None, "it drew a card", id="guillotine-a-card-drawn"),
    pytest.param("guillotine", None, "answers given at once (a vote)", id="guillotine-a-vote"),
]


def said_reveal(move: ActionRow) -> str:
    """Why a move revealed something, as its player reads it."""
    return say(from_key(move.reveals or ""))


@pytest.mark.parametrize(("game_id", "options", "reason"), REVEALING)
async def test_a_step_that_revealed_something_stands(
    host: Host, game_id: str, options: dict[str, Any] | None, reason: str
) -> None:
    await opened(host, game_id, options)
    user, last, out, _ = await play_until(
        host, random.Random(3), lambda a: a.reveals is not None and reason in said_reveal(a)
    )
    assert out.take_back is None, "no Take back on the answer"
    assert out.next_offer is None or out.next_offer.back is None, "no Back on the next step"
    match = await now(host)
    refused = await refusal(host, user)
    assert refused == f"Your last move can't be taken back: {said_reveal(last)}. It stands."
    assert await now(host) == match


async def test_back_on_a_multi_step_liberte_move(host: Host) -> None:
    """A card chosen is a private step: Back returns to the choice of card, the table sees
    nothing; the whole move, once public, is taken back in public."""
    await opened(host, "liberte")
    rng = random.Random(4)
    user, card, out, before = await play_until(
        host, rng, lambda a: a.choice_id.startswith("play:") and undoable(a)
    )
    assert out.next_offer is not None and out.next_offer.back, "Back on the province step"
    assert not out.edits and not out.posts, "a private step: the board stays"
    back = await host.undo(user_id=user, match_id=before.id, version=before.version + 1)
    assert not back.edits and not back.posts, "so does its Back"
    assert (await now(host)).state == before.state
    assert back.next_offer is not None and card.choice_id in [c.id for c in back.next_offer.choices]

    # The same card again, then steps to the end of the move; Back walks back one step a time.
    while True:
        offer = await host.offer(user_id=user, channel_id=CHANNEL)
        latest = await host.db.last_action(before.id)
        mine = latest is not None and latest.seat == card.seat and undoable(latest)
        may = offer.back is not None
        assert may == mine, "Back whenever the player's own last step may be taken back"
        done = await host.act(
            user_id=user, choice_id=rng.choice(offer.choices).id, channel_id=CHANNEL
        )
        *_, last = await host.db.actions(before.id)  # with what it said
        if not undoable(last) or any(to is None for _, to in last.events):
            break
    if undoable(last):
        public = await host.undo(user_id=user, channel_id=CHANNEL)
        assert "took back: " in said(public)
        assert public.next_offer is not None and public.next_offer.back, "and Back once more"
    else:
        assert done.take_back is None


async def test_undo_reopens_the_board_chapter_and_unpings(host: Host) -> None:
    """The last party chosen opens turn 1 on a new board: taken back, the board is the
    draft's again, its chapter starts where it did, and the next player's ping goes."""
    await opened(host, "guillotine", {"draft": True})
    game = registry.get("guillotine")
    while True:  # parties chosen, never drawn at random
        before = await now(host)
        user = game.active_seats(game.load(before.state or ""))[0] + 1
        offer = await host.offer(user_id=user, channel_id=CHANNEL)
        chosen = next(c.id for c in offer.choices if c.id != "party:random")
        out = await host.act(user_id=user, choice_id=chosen, channel_id=CHANNEL)
        if say(game.chapter(game.load((await now(host)).state or ""))) != "Choosing parties":
            break
    last = await host.db.last_action(before.id)
    assert last is not None
    assert last.reveals is None, "choosing a party shows nothing hidden"
    moved = await now(host)
    # The move that closed the draft belongs to it: the new board's chapter starts after it.
    assert moved.chapter_since == last.seq + 1 and any(p.record == BOARD for p in out.posts)
    undone = await host.undo(user_id=user, channel_id=CHANNEL)
    after = await now(host)
    assert after.chapter_since == before.chapter_since == 1
    assert said(undone).startswith("**Guillotine** · Choosing parties")
    assert after.pinged == before.pinged | {last.seat: after.pinged[last.seat]}
    pinged_then = set(moved.pinged) - {last.seat}
    assert {d.slot for d in undone.deletes} == {f"ping:{s}" for s in pinged_then}
    assert not [p for p in undone.posts if p.mentions], "the one who took back is not pinged"
    # Moving on from there is a move like any other: the chapter opens again.
    await host.act(user_id=user, choice_id=last.choice_id, channel_id=CHANNEL)
    assert (await now(host)).chapter_since == after.version + 1
    assert (await now(host)).state == moved.state


async def test_the_log_after_an_undo_replays(host: Host) -> None:
    """Moves and undos interleaved: the log always replays to the stored state (undo numbers
    leave gaps), and the table was told of every take-back."""
    await opened(host, "revolt")
    rng = random.Random(6)
    taken = 0
    for _ in range(12):
        user, _, out, _ = await step(host, rng)
        if out.take_back and rng.random() < 0.5:
            await host.undo(user_id=user, channel_id=CHANNEL)
            taken += 1
    match = await now(host)
    exported = await host.reports.log(channel_id=CHANNEL, count=50)
    assert exported.reply is not None and exported.reply.count("took back") == taken
    board = await host.reports.board(channel_id=CHANNEL)
    assert board.reply_picture is not None
    actions = await host.db.actions(match.id)
    record = record_of(match, await host.db.seats(match.id), actions)
    game = registry.get("revolt")
    assert game.dump(state_after(record, len(actions))) == match.state
