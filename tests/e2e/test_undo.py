"""Taking a move back through the real bot: the "Take back" button on the private answer,
`/game undo`, Back on a step of a Liberté move; the board edited back in place, saying who took
what back; a refusal in private."""

from __future__ import annotations

import random

import pytest

from bot.host import lobby
from tests.e2e import test_liberte
from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.table import (
    ALICE,
    BOB,
    CHLOE,
    latest_board,
    start_three_player_revolt,
    waiting,
)

NAMES = {ALICE: "Alice", BOB: "Bob", CHLOE: "Chloé"}


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deal every run, so the moves picked below are the same every run."""
    monkeypatch.setattr(lobby.secrets, "randbits", lambda bits: 1793)


def offered(prompt: Message) -> list[str]:
    """The choice ids a private prompt offers, as buttons or in its menu."""
    menus = [c for row in prompt.components for c in row["components"] if c["type"] == 3]
    if menus:
        return [o["value"] for o in menus[0]["options"] if not o["value"].startswith("~")]
    return [cid.split(":", 4)[4] for cid in prompt.custom_ids() if cid.startswith("do:")]


async def pick(
    fake: FakeDiscord, user: int, rng: random.Random, kind: str = ""
) -> tuple[Message, str]:
    """Press "Your move" and one of the offered choices starting with `kind`: the private
    answer, and the choice made."""
    board = latest_board(fake)
    prompt = (await fake.press(user, board, board.button("Your move"))).reply
    choice = rng.choice([c for c in offered(prompt) if c.startswith(kind)])
    if any(c["type"] == 3 for row in prompt.components for c in row["components"]):
        return (await fake.choose(user, prompt, prompt.select()[0], choice)).reply, choice
    custom_id = next(cid for cid in prompt.custom_ids() if cid.endswith(f":{choice}"))
    return (await fake.press(user, prompt, custom_id)).reply, choice


async def test_take_back_and_game_undo_edit_the_board_back(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    await start_three_player_revolt(fake)
    rng = random.Random(12)
    before = latest_board(fake)
    picture, edits = before.files[0][1], before.edits
    (actor,) = waiting(fake)
    done, card = await pick(fake, actor, rng, "play:")
    assert done.ephemeral and done.content.startswith("✅ Done")
    moved = latest_board(fake)
    assert moved.id == before.id and f"{NAMES[actor]} plays" in moved.content

    taken = (await fake.press(actor, done, done.button("Take back"))).reply
    assert taken.ephemeral and taken.content.startswith("↩️ Taken back: ")
    assert card in offered(taken), "the same choice, offered again"
    board = latest_board(fake)
    assert board.id == before.id and board.edits > edits + 1, "the board is edited in place"
    assert board.files[0][1] == picture, "drawn as it was before the move"
    said = board.content.split("\n")[1]
    assert said == f"{NAMES[actor]} took back: {NAMES[actor]} plays {card.split(':')[1]}"
    assert waiting(fake) == [actor]

    # The same with `/play` and `/game undo`; someone else is refused, privately.
    played = (await fake.slash(actor, "play", choice=card)).reply
    take_back = played.button("Take back")
    other = next(u for u in NAMES if u != actor)
    refused = (await fake.slash(other, "game", "undo")).reply
    assert refused.ephemeral and "only they can take it back" in refused.content
    undone = (await fake.slash(actor, "game", "undo")).reply
    assert undone.ephemeral and undone.content.startswith("↩️ Taken back: ")
    assert latest_board(fake).files[0][1] == picture
    assert f"\n{NAMES[actor]} took back: " in latest_board(fake).content
    stale = (await fake.press(actor, played, take_back)).reply
    assert "moved on" in stale.content, "the answer's Take back counted once already"
    assert waiting(fake) == [actor]
    posted = len(fake.channel_posts())
    nothing = (await fake.slash(actor, "game", "undo")).reply
    assert nothing.ephemeral and "no move to take back" in nothing.content
    assert len(fake.channel_posts()) == posted, "a refusal posts nothing"


async def test_back_on_a_step_of_a_liberte_move(fake: FakeDiscord, run_bot) -> None:
    await run_bot()
    await test_liberte.start_a_table(fake)
    rng = random.Random(3)
    board = latest_board(fake)
    (actor,) = waiting(fake)
    step, choice = await pick(fake, actor, rng)
    while not choice.startswith("play:"):  # to the first card played, a step of its own
        board = latest_board(fake)
        (actor,) = waiting(fake)
        step, choice = await pick(fake, actor, rng)
    shown = (latest_board(fake).id, latest_board(fake).edits)
    assert "Back" in [label for label, _ in step.buttons()], "Back on the next step"
    back = (await fake.press(actor, step, step.button("Back"))).reply
    assert back.ephemeral and back.content.startswith("↩️ Taken back: ")
    assert choice in offered(back), "the choice of card again"
    assert "Back" not in [label for label, _ in back.buttons()], "the move before is another's"
    assert (latest_board(fake).id, latest_board(fake).edits) == shown, "the table saw nothing"
    assert board.id == shown[0]
